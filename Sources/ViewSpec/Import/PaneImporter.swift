import Foundation

/// Imports the specifiers of one pane, in order, into the sections of its screen and the
/// fields of the model (docs/import.md, "Specifiers").
struct PaneImporter {
    typealias SpecifierType = SpecifierVocabulary.SpecifierType

    let importer: SettingsBundleImporter
    let bundle: SettingsBundle
    /// The pane's strings table, whose keys titles keep as localization keys.
    let table: StringsTable?
    /// The XML text of the file the specifier being imported is in (a device variant's
    /// own); nil for a binary one.
    var xmlText: [UInt8]?
    let cyclicChildPanes: Set<SourceSpan>
    /// The sections so far, each with the group specifier that began it.
    private var sections: [(section: ImportedSection, group: SourceSpan?)] = []
    /// The indices of the sections some specifier other than a group followed in the source,
    /// imported or not: a group that no specifier follows is a note.
    private var sectionsFollowedBySpecifiers: Set<Int> = []
    private var actionNames = ImportedNameScope(.action)
    /// The platforms of the specifier being imported, its group's included; nil for every
    /// platform. Fields bound on platforms apart may differ in their options.
    private var specifierPlatforms: Set<SpecPlatform>?
    /// While a list group's item or add specifier is imported: the list's key, the list
    /// field's name (nil for a list the app stores itself), the row's own Key, and the row
    /// made, which goes into the list rather than a section.
    private var listCapture: ListCapture?

    private struct ListCapture {
        var key: String
        var fieldName: String?
        var rowKey: String?
        var item: ImportedItem?
    }

    init(importer: SettingsBundleImporter, bundle: SettingsBundle, table: StringsTable?, xmlText: [UInt8]?, cyclicChildPanes: Set<SourceSpan>) {
        self.importer = importer
        self.bundle = bundle
        self.table = table
        self.xmlText = xmlText
        self.cyclicChildPanes = cyclicChildPanes
    }

    // MARK: - Specifiers

    /// Imports one specifier; `variantPlatforms` are those of the device variant files that
    /// have it (nil for every file of the pane), and `note` a comment naming them.
    mutating func importSpecifier(_ specifier: PropertyList, variantPlatforms: Set<SpecPlatform>? = nil, note: String? = nil, model: inout ImportedModelBuilder) {
        if specifier.dictionary?["Type"]?.string != SpecifierType.group.rawValue, let last = sections.indices.last {
            sectionsFollowedBySpecifiers.insert(last)
        }
        guard let dictionary = specifier.dictionary else {
            bundle.report(.warning(
                .notImported, "expected a specifier dictionary, found \(FieldTypeInference.quoted(specifier)); not imported", at: specifier.span))
            importer.record(.dropped, for: specifier.span)
            return
        }
        guard let typeValue = dictionary["Type"] else {
            importUntyped(dictionary, at: specifier.span, model: &model)
            return
        }
        guard let typeName = typeValue.string, let type = SpecifierType(rawValue: typeName) else {
            let suggestion = typeValue.string.flatMap(SpecifierVocabulary.closestType).map { "; did you mean '\($0)'?" } ?? ""
            bundle.report(.warning(
                .notImported,
                "expected a specifier type, found \(FieldTypeInference.quoted(typeValue)), which neither the Settings app nor InAppSettingsKit shows; not imported\(suggestion)",
                at: typeValue.span))
            importer.record(.dropped, for: specifier.span)
            return
        }
        var reader = SpecifierReader(dictionary: dictionary, span: specifier.span, type: typeName, xmlText: xmlText)
        let ownPlatforms = Self.combine(importPlatforms(&reader), variantPlatforms, reader: &reader)
        let groupPlatforms = type == .group ? nil : sections.last?.section.platforms.map { Set($0.compactMap(SpecPlatform.init(rawValue:))) }
        specifierPlatforms = switch (ownPlatforms, groupPlatforms) {
        case (nil, nil): nil
        case (let own?, nil): own
        case (nil, let group?): group
        case (let own?, let group?): own.intersection(group)
        }
        defer { specifierPlatforms = nil }
        let imported = importSpecifier(type, &reader, model: &model)
        if imported {
            if let ownPlatforms { place(ownPlatforms, group: type == .group, groupPlatforms: groupPlatforms, reader: reader) }
            if let note { annotate(note, group: type == .group, reader: reader) }
            importSubtitle(&reader, model: model)
            importIcon(&reader)
            reader.finish()
        }
        for diagnostic in reader.diagnostics { bundle.report(diagnostic) }
        importer.record(imported ? (reader.isLossy ? .lossy : .lossless) : .dropped, for: specifier.span)
    }

    /// A specifier without `Type`: the two readers disagree on it (the Settings app skips
    /// it, InAppSettingsKit shows a row of its title that does nothing), and the language has
    /// no row of a title alone, so it is left out. Its key, when it has one and a default, is
    /// still stored (the app registers it), so it becomes a field no item shows.
    private mutating func importUntyped(_ dictionary: PropertyListDictionary, at span: SourceSpan, model: inout ImportedModelBuilder) {
        importer.record(.dropped, for: span)
        if let key = dictionary["Key"]?.string, !key.isEmpty, let value = dictionary["DefaultValue"].flatMap(FieldTypeInference.value) {
            let name = model.fieldName(forKey: key).name
            let request = ImportedModelBuilder.Request(
                storedKey: key, name: name, type: FieldTypeInference.type(of: value), defaultValue: value, span: span)
            // `bind` gives a note about an earlier field of the key, or nil: either way the
            // field is declared. Only a conflict it cannot resolve leaves the key out.
            var note: String?
            var isDeclared = true
            do { note = try model.bind(request) } catch { isDeclared = false }
            if isDeclared {
                bundle.report(.warning(
                    .notImported,
                    "expected a 'Type'; a specifier without one is skipped by the Settings app, and shown by InAppSettingsKit as its title alone: key '\(PrintableText.escaped(key))' is imported as field '\(name)' that no item shows"
                        + (note.map { "; \($0)" } ?? ""),
                    at: span))
                return
            }
        }
        bundle.report(.warning(
            .notImported,
            "expected a 'Type'; a specifier without one is skipped by the Settings app, and shown by InAppSettingsKit as its title alone; not imported",
            at: span))
    }

    // MARK: - Platforms

    /// `Platform` (one system, for a build step that removes the specifier elsewhere, as
    /// UTM writes it) and `SupportedUserInterfaceIdioms` (the devices that show it): the
    /// platforms both allow; nil when the specifier has neither (every platform).
    private func importPlatforms(_ reader: inout SpecifierReader) -> Set<SpecPlatform>? {
        let platformPlist = reader.value("Platform")
        let idiomsPlist = reader.value("SupportedUserInterfaceIdioms")
        guard platformPlist != nil || idiomsPlist != nil else { return nil }
        var platform: String?
        if let plist = platformPlist {
            platform = plist.string
            if platform == nil {
                reader.loseMeaning(
                    at: "Platform", "expected the name of a system as Platform (iOS, xrOS, tvOS, macOS, watchOS), found \(FieldTypeInference.quoted(plist)); not imported")
            }
        }
        var idioms: [String]?
        if let plist = idiomsPlist {
            if let list = plist.array, list.allSatisfy({ $0.string != nil }) {
                idioms = list.compactMap(\.string)
            } else {
                reader.loseMeaning(
                    at: "SupportedUserInterfaceIdioms",
                    "expected an array of idioms (Phone, Pad, Mac) as SupportedUserInterfaceIdioms, found \(FieldTypeInference.quoted(plist)); not imported")
            }
        }
        let (platforms, unknown) = SettingsBundlePlatforms.platforms(platform: platform, idioms: idioms)
        for value in unknown {
            let key = value == platform ? "Platform" : "SupportedUserInterfaceIdioms"
            reader.loseMeaning(
                at: key,
                "'\(PrintableText.escaped(value))' names no platform of the spec language (Platform: iOS, xrOS, tvOS, macOS, watchOS; idioms: Phone, Pad, Mac); not imported")
        }
        if let platforms, platforms.isEmpty {
            reader.loseMeaning(
                at: "Platform", "Platform and SupportedUserInterfaceIdioms share no device, so no reader shows this \(reader.type); imported for every platform")
            return nil
        }
        return platforms
    }

    /// A specifier's own platforms within those of the device variants that have it: a
    /// row of `Root~ipad.plist` is for iPadOS, or for none of its own that the file's
    /// device is not (reported; imported for the file's platforms).
    private static func combine(_ own: Set<SpecPlatform>?, _ variant: Set<SpecPlatform>?, reader: inout SpecifierReader) -> Set<SpecPlatform>? {
        guard let variant else { return own }
        guard let own else { return variant }
        let both = own.intersection(variant)
        guard both.isEmpty else { return both }
        reader.loseMeaning(
            at: reader.dictionary["SupportedUserInterfaceIdioms"] == nil ? "Platform" : "SupportedUserInterfaceIdioms",
            "Platform and SupportedUserInterfaceIdioms name no device that reads this file, so no reader shows this \(reader.type); imported for \(variant.sorted().map(\.rawValue).joined(separator: ", ")), the file's")
        return variant
    }

    /// Writes `note` above the section just begun or the item just imported.
    private mutating func annotate(_ note: String, group: Bool, reader: SpecifierReader) {
        guard let sectionIndex = sections.indices.last else { return }
        if group {
            sections[sectionIndex].section.comment = note
            return
        }
        guard let item = sections[sectionIndex].section.items.last, item.origin == reader.span else { return }
        let last = sections[sectionIndex].section.items.count - 1
        sections[sectionIndex].section.items[last].comment = item.comment.map { "\(note); \($0)" } ?? note
    }

    /// Gives the section just begun, or the item just imported, its platforms: an item
    /// only those that differ from its group's.
    private mutating func place(_ platforms: Set<SpecPlatform>, group: Bool, groupPlatforms: Set<SpecPlatform>?, reader: SpecifierReader) {
        let names = platforms.sorted().map(\.rawValue)
        guard let sectionIndex = sections.indices.last else { return }
        if group {
            sections[sectionIndex].section.platforms = names
            return
        }
        guard let item = sections[sectionIndex].section.items.last, item.origin == reader.span else { return }
        let effective = groupPlatforms.map { platforms.intersection($0) } ?? platforms
        guard effective != groupPlatforms else { return }
        let last = sections[sectionIndex].section.items.count - 1
        sections[sectionIndex].section.items[last].options.append(("platforms", .words(effective.sorted().map(\.rawValue))))
    }

    private func leaveOutWhole(_ reader: inout SpecifierReader, _ reason: String) -> Bool {
        reader.loseMeaning(at: "Type", "this \(reader.type) is not imported: \(reason)")
        return false
    }

    /// Reads a specifier of `type` into the pane's sections or, while a list group's row
    /// is read, into the list; false when it is left out (reported on `reader`).
    private mutating func importSpecifier(_ type: SpecifierType, _ reader: inout SpecifierReader, model: inout ImportedModelBuilder) -> Bool {
        switch type {
        case .group: importGroup(&reader)
        case .toggle: importToggle(&reader, model: &model)
        case .multiValue, .radioGroup: importChoice(&reader, radio: type == .radioGroup, model: &model)
        case .slider: importSlider(&reader, model: &model)
        case .textField, .textView: importTextField(&reader, multiline: type == .textView, model: &model)
        case .titleValue: importTitleValue(&reader, model: &model)
        case .childPane: importChildPane(&reader)
        case .button: importButton(&reader)
        case .openURL: importLink(&reader)
        case .mailCompose: importMailCompose(&reader)
        case .customView: importCustomView(&reader)
        case .datePicker: importDatePicker(&reader, model: &model)
        case .listGroup: importListGroup(&reader, model: &model)
        }
    }

    // MARK: - Groups and sections

    /// InAppSettingsKit's list group: a list section. Its rows are imported as the
    /// specifiers they are, but bind the list: a text field or multi value row makes the
    /// group's Key a list field of the row's type; a child pane, button or custom view row
    /// binds nothing, the app storing and editing the elements (dictionaries) itself.
    private mutating func importListGroup(_ reader: inout SpecifierReader, model: inout ImportedModelBuilder) -> Bool {
        guard let key = reader.string("Key"), !key.isEmpty else {
            return leaveOutWhole(&reader, "a list group without a 'Key' string keeps its elements under no key")
        }
        let rowPlist = reader.value("ItemSpecifier"), addPlist = reader.value("AddSpecifier")
        guard let rowPlist, rowPlist.dictionary != nil else {
            return leaveOutWhole(
                &reader, "expected an ItemSpecifier dictionary, the specifier each element's row is drawn with, found \(rowPlist.map(FieldTypeInference.quoted) ?? "none")")
        }
        if let addPlist, addPlist.dictionary == nil {
            return leaveOutWhole(&reader, "expected an AddSpecifier dictionary, the row that adds an element, found \(FieldTypeInference.quoted(addPlist))")
        }
        let rowTypes: [SpecifierType] = [.titleValue, .childPane, .textField, .multiValue, .button, .customView]
        var rows: [(role: String, plist: PropertyList, dictionary: PropertyListDictionary, type: SpecifierType)] = []
        for (role, plist, types) in [("ItemSpecifier", rowPlist, rowTypes), ("AddSpecifier", addPlist, Array(rowTypes.dropFirst()))] {
            guard let plist, let dictionary = plist.dictionary else { continue }
            guard let typeName = dictionary["Type"]?.string, let type = SpecifierType(rawValue: typeName), types.contains(type) else {
                let found = dictionary["Type"].map(FieldTypeInference.quoted) ?? "none"
                return leaveOutWhole(
                    &reader, "expected \(role == "ItemSpecifier" ? "an element's row" : "a row that adds an element") of a type a list section draws (\(types.map(\.rawValue).joined(separator: ", "))), found \(found)")
            }
            rows.append((role, plist, dictionary, type))
        }
        let bindsField = rows.contains { [.titleValue, .textField, .multiValue].contains($0.type) }
        let fieldName = bindsField ? model.fieldName(forKey: key).name : nil
        var imported: [ImportedItem] = []
        for row in rows {
            listCapture = ListCapture(key: key, fieldName: fieldName)
            defer { listCapture = nil }
            var rowReader = SpecifierReader(dictionary: row.dictionary, span: row.plist.span, type: row.type.rawValue, xmlText: xmlText)
            let made = importSpecifier(row.type, &rowReader, model: &model)
            if made, let icon = Self.icon(&rowReader) { listCapture?.item?.options.append(("icon", icon)) }
            // A child pane to a web page is a link, which no row of a list section is (list-section).
            if made, let item = listCapture?.item, [.link, .intent, .systemSettings].contains(item.control) {
                return leaveOutWhole(&reader, "its \(row.role) (\(row.type.rawValue)) opens a web page, and a list section's row opens a pane, not a link")
            }
            if made { rowReader.finish() }
            for diagnostic in rowReader.diagnostics { bundle.report(diagnostic) }
            if rowReader.isLossy { reader.markLossy() }
            guard made, let item = listCapture?.item else {
                return leaveOutWhole(&reader, "its \(row.role) (\(row.type.rawValue)) could not be imported")
            }
            if fieldName == nil, item.control.targetsField {
                return leaveOutWhole(&reader, "its \(row.role) binds a field in a list the app stores")
            }
            imported.append(item)
        }
        guard let row = imported.first else { return false }
        var deletable = false
        if let plist = reader.value("Deletable") {
            if let flag = plist.bool {
                deletable = flag
            } else {
                reader.loseMeaning(at: "Deletable", "expected <true/> or <false/> as Deletable, found \(FieldTypeInference.quoted(plist)); imported as not deletable")
            }
        }
        let list = ImportedList(
            field: fieldName, key: fieldName == nil ? key : nil, row: row, add: imported.count > 1 ? imported[1] : nil, isDeletable: deletable)
        sections.append((
            ImportedSection(title: reader.value("Title").flatMap(text), footer: reader.value("FooterText").flatMap(text), list: list), reader.span))
        return true
    }

    private mutating func importGroup(_ reader: inout SpecifierReader) -> Bool {
        let title = reader.value("Title").flatMap(text)
        let footer = reader.value("FooterText").flatMap(text)
        var id: String?
        if let key = reader.string("Key"), !key.isEmpty {
            id = SettingsBundleImporter.sectionID(forKey: key)
            if id != key {
                reader.loseMeaning(
                    at: "Key",
                    "key '\(PrintableText.escaped(key))' holds white space or control characters, which a section id cannot: imported as id '\(PrintableText.escaped(id ?? ""))', a key the app does not read")
            }
            if sections.contains(where: { $0.section.id == id }) {
                reader.loseMeaning(at: "Key", "another group of this pane has the Key '\(PrintableText.escaped(key))', and a section id is unique in its screen; not imported")
                id = nil
            }
        }
        sections.append((ImportedSection(id: id, title: title, footer: footer), reader.span))
        return true
    }

    private mutating func append(_ item: ImportedItem) {
        var item = item
        if listCapture != nil {
            // A list group's row: its Key, where it has one, is the key InAppSettingsKit is
            // given for it; it shows no title it does not write.
            if let rowKey = listCapture?.rowKey, !item.options.contains(where: { $0.key == "key" }) { item.options.append(("key", .word(rowKey))) }
            listCapture?.item = item
            return
        }
        // A row without a Title shows none in the Settings app, where a spec's untitled row
        // would show its field's name: `title: ''` says so. A slider has no title there
        // anyway, and a radio group's is its section's.
        // A row the app draws has what title the app gives it: none is made up.
        if item.title == nil, item.control != .slider, item.control != .custom, !item.options.contains(where: { $0.key == "presentation" && $0.value == .word("radio") }) {
            item.title = ImportedText("")
        }
        // Rows after a list group, without a group of their own, form an untitled section.
        if sections.last.map({ $0.section.list != nil }) ?? true { sections.append((ImportedSection(), nil)) }
        sections[sections.count - 1].section.items.append(item)
    }

    /// The sections, without those left with neither an item nor a footer: a group with a
    /// footer and no item is static text (a licence, say), and a group with a title that no
    /// specifier follows is a note between groups; one whose rows are all left out is
    /// reported, with the title it loses.
    mutating func finishSections() -> [ImportedSection] {
        var kept: [ImportedSection] = []
        for (index, (section, group)) in sections.enumerated() {
            if !section.items.isEmpty || section.footer != nil || section.list != nil {
                var section = section
                section.origin = group
                kept.append(section)
                continue
            }
            guard let group else { continue }
            if section.title != nil, !sectionsFollowedBySpecifiers.contains(index) {
                var note = section
                note.isNote = true
                kept.append(note)
                continue
            }
            if section.title != nil {
                bundle.report(.warning(
                    .notImported,
                    "this group holds no item the spec language can show and no footer, and a section needs one: its title is not imported", at: group))
            }
            importer.record(.dropped, for: group)
        }
        return kept
    }

    /// `IASKSubtitle` on the item just imported from the specifier, written right after its
    /// title: a text becomes its `subtitle`; a dictionary by value (`YES`/`NO` for a toggle,
    /// the stored values for the others) a subtitle by value of the item's field.
    private mutating func importSubtitle(_ reader: inout SpecifierReader, model: ImportedModelBuilder) {
        guard let plist = reader.dictionary["IASKSubtitle"], let sectionIndex = sections.indices.last,
            let item = sections[sectionIndex].section.items.last, item.origin == reader.span
        else { return }
        let subtitle: ImportedItem.Option
        if let byValue = plist.dictionary {
            // A child pane shows the value of the field its Key stores, known once every
            // pane is imported: the texts wait for it.
            let isChildPaneWithKey = item.control == .childPane && !(reader.string("Key") ?? "").isEmpty
            let field = item.control.targetsField ? model.field(item.target) : nil
            guard isChildPaneWithKey || field != nil else { return }
            _ = reader.value("IASKSubtitle")
            var written = WrittenSubtitleByValue(place: reader.place(of: "IASKSubtitle"))
            for entry in byValue.entries {
                guard let text = text(entry.value) else { continue }
                if entry.key == SettingsBundlePaneBuilder.otherValuesSubtitleKey { written.otherwise = text } else { written.texts.append((entry.key, text)) }
            }
            guard let field else {
                importer.noteShownKeySubtitle(written, of: reader.span)
                return
            }
            guard let byField = written.option(for: field, losing: { reader.loseMeaning(at: "IASKSubtitle", $0) }) else { return }
            subtitle = byField
        } else {
            _ = reader.value("IASKSubtitle")
            guard let text = text(plist) else { return }
            subtitle = .text(text)
        }
        sections[sectionIndex].section.items[sections[sectionIndex].section.items.count - 1].options.insert(("subtitle", subtitle), at: 0)
    }

    /// `IASKCellImage` on the item just imported from the specifier: its icon.
    private mutating func importIcon(_ reader: inout SpecifierReader) {
        guard reader.dictionary["IASKCellImage"] != nil, let sectionIndex = sections.indices.last,
            let item = sections[sectionIndex].section.items.last, item.origin == reader.span, let icon = Self.icon(&reader)
        else { return }
        sections[sectionIndex].section.items[sections[sectionIndex].section.items.count - 1].options.append(("icon", icon))
    }

    /// A row's `IASKCellImage`, an asset's or an SF Symbol's name: one name for both
    /// platforms where it is an Android resource name too (`icon: ic_sync`), else iOS's alone
    /// (`icon: {ios: capslock.fill}`); nil, reported, for a value that names no image.
    static func icon(_ reader: inout SpecifierReader) -> ImportedItem.Option? {
        guard let plist = reader.value("IASKCellImage") else { return nil }
        guard let name = plist.string, ItemIcon.isImageName(name) else {
            reader.loseMeaning(
                at: "IASKCellImage",
                "expected the name of an image (an asset or an SF Symbol) as IASKCellImage, found \(FieldTypeInference.quoted(plist)), which names none; not imported")
            return nil
        }
        return ItemIcon.isAndroidResourceName(name) ? .word(name) : .wordsByKey([.init("ios", name)])
    }

    // MARK: - Text

    /// An `IASKSubtitle` dictionary, its texts read with the pane's strings table.
    struct WrittenSubtitleByValue {
        /// Each text by the value as the dictionary writes it.
        var texts: [(value: String, text: ImportedText)] = []
        /// `__default__`'s text, for every other value.
        var otherwise: ImportedText?
        /// Where `IASKSubtitle` is.
        var place: SourceSpan

        /// The subtitle by value with its values read as `field`'s type; nil when none of
        /// its texts is left. Each value the field cannot hold is left out, and `losing`
        /// hears why.
        func option(for field: ImportedField, losing: (String) -> Void) -> ImportedItem.Option? {
            var byValue: [ImportedItem.ValueText] = []
            for (written, text) in texts {
                guard let value = FieldTypeInference.convert(.string(written), to: field.type)?.value else {
                    losing(
                        "'\(PrintableText.escaped(written))' is not a value \(ImportedModelBuilder.describe(field.type)) field '\(PrintableText.escaped(field.name))' holds; its subtitle is not imported")
                    continue
                }
                byValue.append(ImportedItem.ValueText(value: value, text: text))
            }
            guard !byValue.isEmpty || otherwise != nil else { return nil }
            return .textsByValue(byValue, otherwise: otherwise)
        }
    }

    /// A title, footer or placeholder: the key of the pane's strings table, with the table's
    /// text, when the table has it; else the text as written. An empty text is none.
    func text(_ plist: PropertyList) -> ImportedText? {
        switch plist.content {
        case .string(let text):
            guard !text.isEmpty else { return nil }
            if let translated = table?[text] { return ImportedText(translated, localizationKey: text) }
            return ImportedText(text)
        case .integer(let number): return ImportedText(number.description)
        case .real(let number): return ImportedText(String(number))
        case .bool(let flag): return ImportedText(flag ? "YES" : "NO")
        default: return nil
        }
    }

    // MARK: - Keys and fields

    /// The stored key and the field name it becomes; nil, reported, when there is none.
    private mutating func storedKey(_ reader: inout SpecifierReader, model: inout ImportedModelBuilder) -> (key: String, name: String)? {
        if let capture = listCapture {
            // A list group's row binds the list field; its own Key names the element's entry.
            guard let name = capture.fieldName else { return nil }
            if let rowKey = reader.string("Key"), !rowKey.isEmpty { listCapture?.rowKey = rowKey }
            return (capture.key, name)
        }
        guard let key = reader.string("Key"), !key.isEmpty else {
            reader.loseMeaning(at: reader.dictionary["Key"] == nil ? nil : "Key", "this \(reader.type) has no 'Key' string, so it stores nothing; not imported")
            return nil
        }
        // A key that is no name keeps its field a name, stored under the key (`key:`).
        return (key, model.fieldName(forKey: key).name)
    }

    /// The action a button named after `source` (a file, a class) calls: a name distinct
    /// in Swift from the screen's other actions.
    private mutating func actionName(_ source: String) -> String {
        actionNames.name(for: source).name
    }

    /// The action a button calls, named after its `Key`, and the `Key` when the name had to
    /// differ from it (kept as the button's `key:`); nil, reported, when it has none.
    private mutating func buttonAction(_ reader: inout SpecifierReader) -> (action: String, key: String?)? {
        guard let key = reader.string("Key"), !key.isEmpty else {
            reader.loseMeaning(at: reader.dictionary["Key"] == nil ? nil : "Key", "this \(reader.type) has no 'Key' string, so the app cannot tell it apart; not imported")
            return nil
        }
        let name = actionNames.name(for: key)
        return (name.name, name.name == key ? nil : key)
    }

    /// Declares or checks the field; false, reported, when it conflicts with an earlier specifier.
    private func bind(_ request: ImportedModelBuilder.Request, _ reader: inout SpecifierReader, model: inout ImportedModelBuilder) -> Bool {
        var request = request
        request.platforms = specifierPlatforms
        if listCapture != nil {
            // The row of a list group binds the list, which holds values of the row's type
            // and starts empty.
            switch request.type {
            case .bool, .date, .enumerationSet:
                reader.loseMeaning(
                    at: nil, "a list holds String, Int, Float or enumeration values, and this \(reader.type) stores \(ImportedModelBuilder.describe(request.type)); not imported")
                return false
            default: break
            }
            if request.defaultValue != nil {
                reader.loseMeaning(at: "DefaultValue", "a list group's row edits an element of the list, which has no default of its own; DefaultValue is not imported")
            }
            request.isList = true
            request.isOptional = false
            request.defaultValue = nil
        }
        do {
            if let note = try model.bind(request) {
                reader.markLossy()
                reader.report(.warning(.conflictingSpecifiers, note, at: reader.place(of: "DefaultValue")))
            }
            return true
        } catch {
            reader.report(.warning(
                .conflictingSpecifiers, "\(error.message); this \(reader.type) is not imported", at: reader.place(of: "Key"),
                notes: [Diagnostic.Note("stored first here", at: error.earlier)]))
            return false
        }
    }

    /// The `DefaultValue` as a value of `type`, reporting a default of another type
    /// (converted where it reads as one) and one that cannot be.
    private func defaultValue(_ reader: inout SpecifierReader, as type: ImportedFieldType, stores: String) -> ImportedValue? {
        guard let plist = reader.value("DefaultValue") else { return nil }
        guard let value = FieldTypeInference.value(plist), let converted = FieldTypeInference.convert(value, to: type) else {
            reader.markLossy()
            reportMistypedDefault(&reader, at: plist.span, expected: type, typeOf: stores, found: FieldTypeInference.quoted(plist), importedAs: nil)
            return nil
        }
        if converted.changedType {
            reportMistypedDefault(
                &reader, at: plist.span, expected: type, typeOf: stores, found: FieldTypeInference.quoted(value), importedAs: converted.value)
        }
        return converted.value
    }

    /// Reports a `DefaultValue` that is not of the type `expected` (which `typeOf` says is
    /// whose), imported as `importedAs`, or not imported when nil.
    private func reportMistypedDefault(
        _ reader: inout SpecifierReader, at span: SourceSpan, expected: ImportedFieldType, typeOf: String, found: String,
        importedAs: ImportedValue?
    ) {
        let outcome = importedAs.map { "imported as \(FieldTypeInference.quoted($0))" } ?? "no default is imported"
        reader.report(.warning(
            .mistypedDefault, "expected \(ImportedModelBuilder.describe(expected)) as DefaultValue, \(typeOf), found \(found); \(outcome)",
            at: span))
    }

    // MARK: - Controls

    private mutating func importToggle(_ reader: inout SpecifierReader, model: inout ImportedModelBuilder) -> Bool {
        guard let (key, name) = storedKey(&reader, model: &model) else { return false }
        let onValue = reader.value("TrueValue"), offValue = reader.value("FalseValue")
        let storesBooleans = (onValue == nil || onValue?.bool == true) && (offValue == nil || offValue?.bool == false)
        if !storesBooleans, let values = toggleValues(on: onValue, off: offValue) {
            return importValuedToggle(&reader, key: key, name: name, values: values, model: &model)
        }
        guard storesBooleans else {
            // The values it stores give the field its type; no control of the language edits it.
            let stored = [onValue, offValue].compactMap { $0.flatMap(FieldTypeInference.value) }
            let typing = FieldTypeInference.choice(stored)
            let type: ImportedFieldType = typing.type == .int ? .int : .string
            let defaultValue = self.defaultValue(&reader, as: type, stores: "what this toggle stores")
            let shown = [onValue, offValue].compactMap { $0.map(FieldTypeInference.quoted) }.joined(separator: " and ")
            if bind(ImportedModelBuilder.Request(storedKey: key, name: name, type: type, defaultValue: defaultValue, span: reader.span), &reader, model: &model) {
                reader.loseMeaning(
                    at: onValue == nil ? "FalseValue" : "TrueValue",
                    "a toggle that stores \(shown) instead of two different strings or integers cannot be expressed yet: key '\(PrintableText.escaped(key))' is imported as a field that no item shows")
            }
            return false
        }
        let defaultValue = self.defaultValue(&reader, as: .bool, stores: "what a toggle stores")
        guard bind(ImportedModelBuilder.Request(storedKey: key, name: name, type: .bool, defaultValue: defaultValue, span: reader.span), &reader, model: &model)
        else { return false }
        append(ImportedItem(control: .toggle, target: name, title: reader.value("Title").flatMap(text), origin: reader.span))
        return true
    }

    /// TrueValue and FalseValue a toggle of the language can store: two different values,
    /// both integers or both strings. Nil for any other pair (one of them missing, booleans
    /// mixed with another type, numbers with a fraction, dates).
    private func toggleValues(on: PropertyList?, off: PropertyList?) -> (values: ImportedItem.ToggleValues, type: ImportedFieldType)? {
        guard let on = on.flatMap(FieldTypeInference.value), let off = off.flatMap(FieldTypeInference.value), on != off else { return nil }
        switch (on, off) {
        case (.int, .int): return (ImportedItem.ToggleValues(on: on, off: off), .int)
        case (.string, .string): return (ImportedItem.ToggleValues(on: on, off: off), .string)
        default: return nil
        }
    }

    /// A toggle storing TrueValue and FalseValue, of a String or Int field. Its DefaultValue
    /// must be one of them; without one the switch starts off, so the field's default is
    /// FalseValue, and one that is neither is reported and imported as the value of the
    /// state the switch shows for it (`true` on, `'maybe'` off).
    private mutating func importValuedToggle(
        _ reader: inout SpecifierReader, key: String, name: String, values: (values: ImportedItem.ToggleValues, type: ImportedFieldType),
        model: inout ImportedModelBuilder
    ) -> Bool {
        let (stored, type) = values
        var defaultValue = stored.off
        if let plist = reader.value("DefaultValue") {
            let raw = FieldTypeInference.value(plist)
            let converted = raw.flatMap { FieldTypeInference.convert($0, to: type) }
            if let converted, converted.value == stored.on || converted.value == stored.off {
                if converted.changedType {
                    reportMistypedDefault(
                        &reader, at: plist.span, expected: type, typeOf: "the type of TrueValue and FalseValue",
                        found: FieldTypeInference.quoted(plist), importedAs: converted.value)
                }
                defaultValue = converted.value
            } else {
                // Neither value: the spec's field starts as the one the switch shows. Readers
                // take such a default as on or off by its `boolValue` (InAppSettingsKit's
                // `defaultBoolValue`); one that has none starts off, where a switch without a
                // stored value starts.
                let on = raw.flatMap(FieldTypeInference.readsAsOn) ?? false
                if on { defaultValue = stored.on }
                reader.markLossy()
                reader.report(.warning(
                    .defaultNotAmongValues,
                    "expected a DefaultValue that is TrueValue or FalseValue (\(FieldTypeInference.quoted(stored.on)) or \(FieldTypeInference.quoted(stored.off))), found \(raw.map(FieldTypeInference.quoted) ?? FieldTypeInference.quoted(plist)), which the switch shows \(on ? "on" : "off"); \(on ? "TrueValue" : "FalseValue") is imported as the default",
                    at: plist.span))
            }
        }
        let request = ImportedModelBuilder.Request(
            storedKey: key, name: name, type: type, defaultValue: defaultValue, toggleValues: [stored.on, stored.off], span: reader.span)
        guard bind(request, &reader, model: &model) else { return false }
        var item = ImportedItem(control: .toggle, target: name, title: reader.value("Title").flatMap(text), origin: reader.span)
        item.toggleValues = stored
        append(item)
        return true
    }

    private mutating func importChoice(_ reader: inout SpecifierReader, radio: Bool, model: inout ImportedModelBuilder) -> Bool {
        guard let (key, name) = storedKey(&reader, model: &model) else { return false }
        let title = reader.value("Title").flatMap(text)
        guard let valuesPlist = reader.value("Values"), let list = valuesPlist.array, !list.isEmpty else {
            // InAppSettingsKit asks its delegate for the titles and values of a multi value
            // that lists none (valuesForSpecifier:, titlesForSpecifier:).
            return importDynamicChoice(&reader, key: key, name: name, title: title, radio: radio, model: &model)
        }
        let values = list.compactMap(FieldTypeInference.value)
        guard values.count == list.count else {
            reader.loseMeaning(at: "Values", "Values holds dates, data or collections, which a field cannot store; not imported")
            return false
        }
        let typing = FieldTypeInference.choice(values)
        if let mixture = typing.mixture {
            reader.report(.warning(.mixedValueTypes, "expected Values of one type, found \(mixture)", at: valuesPlist.span))
        }
        guard Set(typing.values).count == typing.values.count else {
            reader.loseMeaning(at: "Values", "Values holds the same value twice, so two options would store one value; not imported")
            return false
        }
        var titles = reader.value("Titles")?.array?.map { text($0) ?? ImportedText("") }
        if let count = titles?.count, count != values.count {
            reader.loseMeaning(at: "Titles", "Titles has \(count) entries for \(values.count) Values, so they do not pair up; the titles are not imported")
            titles = nil
        }
        var shortTitles = reader.value("ShortTitles")?.array?.map { text($0) ?? ImportedText("") }
        if let count = shortTitles?.count, count != values.count {
            reader.loseMeaning(at: "ShortTitles", "ShortTitles has \(count) entries for \(values.count) Values, so they do not pair up; the short titles are not imported")
            shortTitles = nil
        }
        let sortByTitle = reader.value("DisplaySortedByTitle")?.bool ?? false
        var defaultValue: ImportedValue?
        if let plist = reader.value("DefaultValue") {
            let raw = FieldTypeInference.value(plist)
            let converted = raw.flatMap { FieldTypeInference.convert($0, to: typing.type) }
            if let raw, converted.map({ !typing.values.contains($0.value) }) ?? true {
                // Not one of the options, whatever its type: the Settings app shows none chosen.
                reader.markLossy()
                reader.report(.warning(
                    .defaultNotAmongValues,
                    "expected a DefaultValue among the Values (\(typing.values.map(FieldTypeInference.quoted).joined(separator: ", "))), found \(FieldTypeInference.quoted(raw)); no default is imported",
                    at: plist.span))
            } else if let converted {
                if converted.changedType {
                    reportMistypedDefault(
                        &reader, at: plist.span, expected: typing.type, typeOf: "the type of the Values", found: FieldTypeInference.quoted(plist),
                        importedAs: converted.value)
                }
                defaultValue = converted.value
            } else {
                reader.markLossy()
                reportMistypedDefault(
                    &reader, at: plist.span, expected: typing.type, typeOf: "the type of the Values", found: FieldTypeInference.quoted(plist),
                    importedAs: nil)
            }
        }
        // The options another specifier stored first in another type (Root.plist's
        // integers, Root.inApp.plist's strings that read as them): one key is one field,
        // so the row keeps its options in the field's type, which changes what it stores.
        var choice = (type: typing.type, values: typing.values, defaultValue: defaultValue)
        var writtenType: ImportedFieldType?
        if let earlier = model.field(name), earlier.type != typing.type,
            let values = FieldTypeInference.sameOptions(typing.values, as: earlier.type),
            let converted = FieldTypeInference.sameOptions(defaultValue.map { [$0] } ?? [], as: earlier.type)
        {
            choice = (earlier.type, values, converted.first)
            writtenType = typing.type
        }
        let request = ImportedModelBuilder.Request(
            storedKey: key, name: name, type: choice.type, defaultValue: choice.defaultValue, choiceValues: choice.values, isOptional: true,
            span: reader.span)
        guard bind(request, &reader, model: &model) else { return false }
        if let writtenType {
            reader.markLossy()
            reader.report(.warning(
                .conflictingSpecifiers,
                "key '\(PrintableText.escaped(key))' is stored as \(ImportedModelBuilder.describe(writtenType)) here and as \(ImportedModelBuilder.describe(choice.type)) before; these Values read as the same options, each imported as \(ImportedModelBuilder.describe(choice.type)) as stored before",
                at: reader.place(of: "Key"), notes: model.declaration(of: name).map { [Diagnostic.Note("stored first here", at: $0)] } ?? []))
        }
        var options: [(key: String, value: ImportedItem.Option)] = []
        if let titles { options.append(("titles", .texts(titles))) }
        if case .enumeration = choice.type {} else { options.append(("values", .values(choice.values))) }
        if let shortTitles { options.append(("shortTitles", .texts(shortTitles))) }
        if sortByTitle { options.append(("sortByTitle", .flag(true))) }
        appendChoice(name, title: title, options: options, radio: radio, &reader)
        return true
    }

    /// Appends a choice of `options`: a radio group is a group, so its title and footer head
    /// the section it begins; a multi value keeps its title, and its footer is shown under
    /// its list of options.
    private mutating func appendChoice(
        _ name: String, title: ImportedText?, options: [(key: String, value: ImportedItem.Option)], radio: Bool, _ reader: inout SpecifierReader
    ) {
        var options = options
        if radio {
            options.append(("presentation", .word("radio")))
            sections.append((ImportedSection(title: title, footer: reader.value("FooterText").flatMap(text)), nil))
            append(ImportedItem(control: .choice, target: name, title: nil, options: options, origin: reader.span))
        } else {
            if let footer = reader.value("FooterText").flatMap(text) { options.append(("footer", .text(footer))) }
            append(ImportedItem(control: .choice, target: name, title: title, options: options, origin: reader.span))
        }
    }

    /// A multi value or radio group without Values: `options: dynamic`, the app supplying
    /// them. Titles without Values, or an empty Values list, may be a mistake rather than
    /// options left to the app: imported alike, and reported.
    private mutating func importDynamicChoice(
        _ reader: inout SpecifierReader, key: String, name: String, title: ImportedText?, radio: Bool, model: inout ImportedModelBuilder
    ) -> Bool {
        if reader.dictionary["Values"] != nil {
            reader.loseMeaning(at: "Values", "expected Values listing the options, found none; imported as options the app supplies at run time ('options: dynamic')")
        }
        for listed in ["Titles", "ShortTitles"] where reader.value(listed) != nil {
            reader.loseMeaning(at: listed, "\(listed) without Values pair with no option; imported as options the app supplies at run time ('options: dynamic'), without them")
        }
        // The default says what the options' values are; without one, text.
        var type = ImportedFieldType.string
        var defaultValue: ImportedValue?
        if let plist = reader.value("DefaultValue") {
            switch FieldTypeInference.value(plist) {
            case .int(let value)?: (type, defaultValue) = (.int, .int(value))
            case .float(let value)?: (type, defaultValue) = (.float, .float(value))
            case .string(let value)?: (type, defaultValue) = (.string, .string(value))
            default:
                reader.markLossy()
                reader.report(.warning(
                    .mistypedDefault, "expected a String, Int or Float DefaultValue for options the app supplies, found \(FieldTypeInference.quoted(plist)); no default is imported",
                    at: plist.span))
            }
        }
        let request = ImportedModelBuilder.Request(storedKey: key, name: name, type: type, defaultValue: defaultValue, isOptional: defaultValue == nil, span: reader.span)
        guard bind(request, &reader, model: &model) else { return false }
        var options: [(key: String, value: ImportedItem.Option)] = [("options", .word(ChoiceOptions.Source.dynamic.rawValue))]
        if reader.value("DisplaySortedByTitle")?.bool ?? false { options.append(("sortByTitle", .flag(true))) }
        appendChoice(name, title: title, options: options, radio: radio, &reader)
        return true
    }

    private mutating func importSlider(_ reader: inout SpecifierReader, model: inout ImportedModelBuilder) -> Bool {
        guard let (key, name) = storedKey(&reader, model: &model) else { return false }
        let minimum = reader.value("MinimumValue").flatMap(FieldTypeInference.value).flatMap { FieldTypeInference.convert($0, to: .float)?.value }
        let maximum = reader.value("MaximumValue").flatMap(FieldTypeInference.value).flatMap { FieldTypeInference.convert($0, to: .float)?.value }
        guard case .float(let low)? = minimum, case .float(let high)? = maximum, low < high else {
            reader.loseMeaning(at: "MinimumValue", "a slider needs numbers MinimumValue and MaximumValue, the first below the second; not imported")
            return false
        }
        var defaultValue = self.defaultValue(&reader, as: .float, stores: "what a slider stores")
        if case .float(let value)? = defaultValue, !(low...high).contains(value) {
            reader.markLossy()
            reader.report(.warning(
                .defaultNotAmongValues,
                "expected a DefaultValue from \(String(low)) to \(String(high)), found \(String(value)); no default is imported",
                at: reader.dictionary["DefaultValue"]?.span ?? reader.span))
            defaultValue = nil
        }
        // Without a default the key holds nothing until the slider is moved, and reading it
        // gives 0; where 0 is out of range, the field is optional rather than out of range.
        let request = ImportedModelBuilder.Request(
            storedKey: key, name: name, type: .float, defaultValue: defaultValue, minimum: low, maximum: high,
            isOptional: !(low...high).contains(0), span: reader.span)
        guard bind(request, &reader, model: &model) else { return false }
        append(ImportedItem(control: .slider, target: name, title: reader.value("Title").flatMap(text), origin: reader.span))
        return true
    }

    private mutating func importTextField(_ reader: inout SpecifierReader, multiline: Bool, model: inout ImportedModelBuilder) -> Bool {
        guard let (key, name) = storedKey(&reader, model: &model) else { return false }
        let type = Self.textFieldType(&reader, multiline: multiline)
        let defaultValue: ImportedValue?
        if type == .string, let plist = reader.value("DefaultValue"), case .bool(let on) = plist.content {
            // A text field shows a boolean default as its NSNumber's text, 1 or 0
            // (InAppSettingsKit shows the default's `description`; `stringForKey:` reads it
            // so): that text is the default every reader sees.
            defaultValue = .string(on ? "1" : "0")
            reportMistypedDefault(&reader, at: plist.span, expected: type, typeOf: "what a text field stores", found: FieldTypeInference.quoted(plist), importedAs: defaultValue)
        } else {
            defaultValue = self.defaultValue(&reader, as: type, stores: type == .string ? "what a text field stores" : "what this text field holds")
        }
        var options: [(key: String, value: ImportedItem.Option)] = []
        if let placeholder = reader.value("IASKPlaceholder").flatMap(text) { options.append(("placeholder", .text(placeholder))) }
        let secure = reader.value("IsSecure")?.bool ?? false
        if secure { options.append(("secure", .flag(true))) }
        for (sourceKey, optionKey, words, defaultWord) in [
            ("KeyboardType", "keyboard", SpecifierVocabulary.keyboards, "default"),
            ("AutocapitalizationType", "autocapitalization", SpecifierVocabulary.autocapitalizations, nil),
            ("AutocorrectionType", "autocorrection", SpecifierVocabulary.autocorrections, "default"),
            ("IASKTextContentType", "contentType", SpecifierVocabulary.contentTypes, nil),
        ] {
            guard let plist = reader.value(sourceKey) else { continue }
            guard let word = plist.string.flatMap({ words[$0] }) else {
                let suggestion = plist.string.flatMap { Suggestion.closest(to: $0, among: words.keys.sorted()) }.map { "; did you mean '\($0)'?" } ?? ""
                reader.loseMeaning(
                    at: sourceKey,
                    "\(sourceKey) \(FieldTypeInference.quoted(plist)) is not imported: the spec language has no such \(optionKey) (it has \(words.keys.sorted().joined(separator: ", ")))\(suggestion)")
                continue
            }
            if word != defaultWord { options.append((optionKey, .word(word))) }
        }
        if multiline, secure {
            // A field shown hidden has one line in the spec language (secure-multiline-text).
            reader.loseMeaning(at: "IsSecure", "a secure text view is imported as a one-line secure text field: a text field shown hidden has one line")
        } else if multiline {
            options.append(("multiline", .flag(true)))
        }
        let request = ImportedModelBuilder.Request(storedKey: key, name: name, type: type, defaultValue: defaultValue, isSecure: secure, span: reader.span)
        guard bind(request, &reader, model: &model) else { return false }
        append(ImportedItem(control: .textField, target: name, title: reader.value("Title").flatMap(text), options: options, origin: reader.span))
        return true
    }

    /// What a text field's field holds. The Settings app stores the text typed, so a String,
    /// unless the source says otherwise beyond doubt: a keyboard that types only digits
    /// (`NumberPad`) with a whole number as default holds a whole number, an Int; the decimal
    /// pad (`DecimalPad`) with a number as default a number, a Float. Any other keyboard
    /// types text that need not be a number (`NumbersAndPunctuation` types ranges such as
    /// `7076-7100`), so its number default is text, reported as before.
    private static func textFieldType(_ reader: inout SpecifierReader, multiline: Bool) -> ImportedFieldType {
        guard !multiline, reader.dictionary["IASKTextContentType"] == nil, let defaultValue = reader.dictionary["DefaultValue"] else { return .string }
        switch (reader.dictionary["KeyboardType"]?.string, defaultValue.content) {
        case ("NumberPad", .integer): return .int
        case ("DecimalPad", .integer), ("DecimalPad", .real): return .float
        default: return .string
        }
    }

    /// InAppSettingsKit's date picker: a Date field, and a date picker with the mode, style
    /// and minute interval written (what is not written is the spec's default too).
    private mutating func importDatePicker(_ reader: inout SpecifierReader, model: inout ImportedModelBuilder) -> Bool {
        guard let (key, name) = storedKey(&reader, model: &model) else { return false }
        var defaultValue: ImportedValue?
        if let plist = reader.value("DefaultValue") {
            if case .date(let seconds) = plist.content, let text = SpecDate.text(secondsSinceReferenceDate: seconds) {
                defaultValue = .string(text)
            } else {
                reader.markLossy()
                reportMistypedDefault(&reader, at: plist.span, expected: .date, typeOf: "what a date picker stores", found: FieldTypeInference.quoted(plist), importedAs: nil)
            }
        }
        var options: [(key: String, value: ImportedItem.Option)] = []
        for (sourceKey, optionKey, words) in [
            ("DatePickerMode", "mode", SpecifierVocabulary.datePickerModes), ("DatePickerStyle", "style", SpecifierVocabulary.datePickerStyles),
        ] {
            guard let plist = reader.value(sourceKey) else { continue }
            guard let word = plist.string.flatMap({ words[$0] }) else {
                // InAppSettingsKit takes a word it does not know as its default.
                let suggestion = plist.string.flatMap { Suggestion.closest(to: $0, among: words.keys.sorted()) }.map { "; did you mean '\($0)'?" } ?? ""
                reader.loseMeaning(
                    at: sourceKey,
                    "\(sourceKey) \(FieldTypeInference.quoted(plist)) is not imported: InAppSettingsKit knows \(words.keys.sorted().joined(separator: ", "))\(suggestion)")
                continue
            }
            options.append((optionKey, .word(word)))
        }
        if let plist = reader.value("MinuteInterval") {
            if case .integer(.signed(let interval)) = plist.content, MinuteIntervalCheck.divisors.contains(Int(interval)) {
                options.append(("minuteInterval", .number(Double(interval))))
            } else {
                reader.loseMeaning(
                    at: "MinuteInterval",
                    "MinuteInterval \(FieldTypeInference.quoted(plist)) is not imported: a date picker's minute interval is a divisor of 60 from 1 to 30")
            }
        }
        let request = ImportedModelBuilder.Request(storedKey: key, name: name, type: .date, defaultValue: defaultValue, span: reader.span)
        guard bind(request, &reader, model: &model) else { return false }
        append(ImportedItem(control: .datePicker, target: name, title: reader.value("Title").flatMap(text), options: options, origin: reader.span))
        return true
    }

    private mutating func importTitleValue(_ reader: inout SpecifierReader, model: inout ImportedModelBuilder) -> Bool {
        guard let (key, name) = storedKey(&reader, model: &model) else { return false }
        var options: [(key: String, value: ImportedItem.Option)] = []
        let value: ImportedValue?
        let type: ImportedFieldType
        if let table = lookupTable(&reader) {
            // The Values give the field its type, as a multi value's do; the default need not
            // be among them: the row shows a value not listed as it is.
            type = table.type
            value = defaultValue(&reader, as: type, stores: "the type of the Values")
            options = [("titles", .texts(table.titles)), ("values", .values(table.values))]
        } else {
            value = reader.value("DefaultValue").flatMap(FieldTypeInference.value)
            type = value.map(FieldTypeInference.type(of:)) ?? .string
        }
        let request = ImportedModelBuilder.Request(
            storedKey: key, name: name, type: type, defaultValue: value, isSecure: false, isValueRow: true, span: reader.span)
        guard bind(request, &reader, model: &model) else { return false }
        append(ImportedItem(control: .value, target: name, title: reader.value("Title").flatMap(text), options: options, origin: reader.span))
        return true
    }

    /// A title-value's lookup table (`Titles` shown for `Values`), typed as a multi value's
    /// Values but never as an enumeration: the stored value may be one the table leaves out.
    /// Nil, with what is lost reported, when there is none or it cannot be imported.
    private func lookupTable(_ reader: inout SpecifierReader) -> (type: ImportedFieldType, titles: [ImportedText], values: [ImportedValue])? {
        let valuesPlist = reader.value("Values"), titlesPlist = reader.value("Titles")
        guard valuesPlist != nil || titlesPlist != nil else { return nil }
        guard let list = valuesPlist?.array, let titleList = titlesPlist?.array else {
            let present = valuesPlist == nil ? "Titles" : "Values"
            reader.loseMeaning(at: present, "a lookup table needs both Titles and Values, a title for each value; the \(present) are not imported")
            return nil
        }
        let values = list.compactMap(FieldTypeInference.value)
        guard values.count == list.count, !values.isEmpty else {
            reader.loseMeaning(at: "Values", "Values holds dates, data or collections, which a field cannot store, or nothing; the lookup table is not imported")
            return nil
        }
        var typing = FieldTypeInference.choice(values)
        if case .enumeration = typing.type { typing = FieldTypeInference.ChoiceTyping(type: .string, values: values) }
        if let mixture = typing.mixture, let span = valuesPlist?.span {
            reader.report(.warning(.mixedValueTypes, "expected Values of one type, found \(mixture)", at: span))
        }
        guard Set(typing.values).count == typing.values.count else {
            reader.loseMeaning(at: "Values", "Values holds the same value twice, so one value would have two titles; the lookup table is not imported")
            return nil
        }
        guard titleList.count == values.count else {
            reader.loseMeaning(
                at: "Titles", "Titles has \(titleList.count) entries for \(values.count) Values, so they do not pair up; the lookup table is not imported")
            return nil
        }
        return (typing.type, titleList.map { text($0) ?? ImportedText("") }, typing.values)
    }

    private mutating func importChildPane(_ reader: inout SpecifierReader) -> Bool {
        let title = reader.value("Title").flatMap(text)
        guard let item = paneItem(&reader, title: title, ofCustomView: false) else { return false }
        append(item)
        return true
    }

    /// The row a child pane specifier is imported as, by the keys that say what it opens:
    /// a child pane, a screen the app's code makes, a link or a button; nil when it opens
    /// nothing the language can say (reported on `reader`). A custom view opens its pane by
    /// the same keys (`ofCustomView`), its Key being its own, not a value it shows.
    private mutating func paneItem(_ reader: inout SpecifierReader, title: ImportedText?, ofCustomView: Bool) -> ImportedItem? {
        // InAppSettingsKit's own web view, made with the File it opens: a link whose page
        // opens inside the app. A page bundled with the app (an HTML file's name) has no
        // URL a link opens, and stays a screen the app's code makes, given the file (`file:`);
        // one on a mailto: or tel: URL, which is no page (in-app-link), stays one too.
        if reader.dictionary["IASKViewControllerClass"]?.string == SettingsBundlePaneBuilder.webViewControllerClass,
            reader.dictionary["IASKViewControllerSelector"]?.string == SettingsBundlePaneBuilder.webViewControllerSelector,
            let url = reader.dictionary["File"]?.string, Self.isLinkURL(url),
            LinkSchemeCheck.scheme(of: url).map({ ["http", "https"].contains($0) }) ?? false
        {
            for key in ["IASKViewControllerClass", "IASKViewControllerSelector", "File"] { _ = reader.value(key) }
            var item = ImportedItem(control: .link, target: url, title: title, origin: reader.span)
            item.opensInApp = true
            if let key = reader.string("Key"), !key.isEmpty { item.options.append(("key", .word(key))) }
            return item
        }
        // A screen the app's code makes, by class or segue: InAppSettingsKit makes it with
        // an initializer of its own choosing, or the one a selector names.
        for (key, opening) in [("IASKViewControllerClass", ExternalPane.Opening.viewController), ("IASKSegueIdentifier", .segue)] {
            guard let source = reader.string(key), !source.isEmpty else { continue }
            let name = ImportedNameScope.typeName(for: source)
            if name != source {
                reader.loseMeaning(at: key, "'\(PrintableText.escaped(source))' is not a Swift type name: imported as '\(PrintableText.escaped(name))'")
            }
            // A class made with an initializer of two arguments, which InAppSettingsKit
            // passes the File (or none) and the specifier (`selector:`), and given a file in
            // the app's bundle: InAppSettingsKit's web view on a bundled page, say, made with
            // `initWithFile:specifier:`, which `file:` alone says. A URL is a link's (above,
            // or reported below), and a path out of the bundle is no file the screen finds
            // (external-pane-file).
            var file: String?, selector: String?
            if opening == .viewController, let written = reader.dictionary["IASKViewControllerSelector"]?.string, ExternalPane.isTwoArgumentSelector(written) {
                _ = reader.value("IASKViewControllerSelector")
                if let path = reader.dictionary["File"]?.string, !path.isEmpty, ExternalPaneFileCheck.problem(with: path) == nil {
                    _ = reader.value("File")
                    file = path
                }
                selector = written == ExternalPane.fileInitializer && file != nil ? nil : written
            }
            for other in ["IASKViewControllerSelector", "File"] where reader.isUnused(other) {
                let value = reader.value(other)
                if other == "File", opening == .viewController, let path = value?.string, !path.isEmpty, !Self.isLinkURL(path) {
                    // A file the class is made with, which the spec cannot give it as written.
                    let why =
                        selector == nil
                        ? "InAppSettingsKit makes this class with init, which is given no file"
                        : "'\(PrintableText.escaped(path))' is no file in the app's bundle (external-pane-file)"
                    reader.loseMeaning(at: other, "\(why); File is not imported")
                    continue
                }
                let why =
                    other == "IASKViewControllerSelector" && opening == .viewController
                    ? "expected an Objective-C selector of two arguments, to which InAppSettingsKit passes the File and the specifier, found '\(PrintableText.escaped(value?.string ?? ""))'"
                    : "the spec language names the screen the app's code makes, not how the app makes it"
                reader.loseMeaning(at: other, "\(why); \(other) is not imported")
            }
            var item = ImportedItem(control: .externalPane, target: name, title: title, origin: reader.span)
            item.external = ImportedItem.ExternalPane(opening: opening == .segue ? .segue : nil, file: file, selector: selector)
            // A Key there tells the row apart: the app's screen shows no stored value.
            if let key = reader.string("Key"), !key.isEmpty { item.options.append(("key", .word(key))) }
            return item
        }
        // A storyboard scene: the language names such a screen by class or segue only.
        if let name = reader.string("IASKViewControllerStoryBoardId"), !name.isEmpty {
            for other in ["IASKViewControllerStoryBoardFile", "File"] { _ = reader.value(other) }
            let action = actionName(name)
            // A custom view's is reported by the custom view: it opens no button.
            if !ofCustomView {
                reader.loseMeaning(
                    at: "IASKViewControllerStoryBoardId", "a pane made by the app's own code is imported as a button named '\(PrintableText.escaped(action))' that the app implements")
            }
            return ImportedItem(control: .button, target: action, title: title, origin: reader.span)
        }
        guard let filePlist = reader.value("File"), let file = filePlist.string, !file.isEmpty else {
            reader.loseMeaning(at: reader.dictionary["File"] == nil ? nil : "File", "\(ofCustomView ? "a custom view" : "a child pane") without a 'File' string opens nothing; \(ofCustomView ? "what it opens is not imported" : "not imported")")
            return nil
        }
        if file.contains("://") {
            guard Self.isLinkURL(file) else {
                reader.loseMeaning(at: "File", "'\(PrintableText.escaped(file))' is not a URL a link of the spec language opens; not imported")
                return nil
            }
            if !ofCustomView { reader.loseMeaning(at: "File", "a web page shown inside the app is imported as a link that opens it") }
            return ImportedItem(control: .link, target: file, title: title, origin: reader.span)
        }
        guard let target = importer.childPaneFile(reader.dictionary) else {
            reader.loseMeaning(at: "File", "'\(PrintableText.escaped(file))' is not the name of a pane in the bundle; not imported")
            return nil
        }
        // A list's row opens its pane on one element of the list: InAppSettingsKit gives the
        // pane a store of the element's dictionary, whose keys are not the settings' keys,
        // so the row opens the pane's file, not a screen of the settings model (which the
        // pane is too where another row opens it).
        let opensElement = listCapture != nil
        guard importer.hasPane(target), !opensElement else {
            // A pane the build adds (a list of licences, say) stays a reference to its file.
            let paneName = String(target.dropLast(".plist".count))
            let name = ImportedNameScope.typeName(for: paneName)
            if !importer.hasPane(target) {
                reader.report(.warning(
                    .missingChildPane,
                    "expected '\(PrintableText.escaped(target))' in the bundle, found no such file (made when the app is built?); the row is imported \(ofCustomView ? "opening" : "as a child pane to") that pane file, which the export writes back",
                    at: filePlist.span))
            } else if !importer.isScreen(target) {
                reader.loseMeaning(
                    at: "File",
                    "'\(PrintableText.escaped(target))' edits one element of the list, in the keys of the element's dictionary rather than the settings' keys, which no screen of the settings model binds; the row is imported opening that pane file, whose specifiers are not imported")
            }
            if name != paneName {
                reader.loseMeaning(
                    at: "File",
                    "'\(PrintableText.escaped(paneName))' is not a Swift type name, as the name of a screen made outside the specs must be: imported as '\(PrintableText.escaped(name))'")
            }
            var item = ImportedItem(control: .externalPane, target: name, title: title, origin: reader.span)
            item.external = ImportedItem.ExternalPane(opening: .file)
            if let key = reader.string("Key"), !key.isEmpty { item.options.append(("key", .word(key))) }
            return item
        }
        guard !cyclicChildPanes.contains(reader.span) else {
            reader.report(.warning(
                .childPaneCycle,
                "'\(PrintableText.escaped(target))' is already open where this \(ofCustomView ? "custom view" : "child pane") is reached, and child panes of specs may not lead back; \(ofCustomView ? "what it opens is " : "")not imported",
                at: filePlist.span))
            return nil
        }
        // InAppSettingsKit shows the value stored under the Key beside the title; whether
        // a specifier stores it is known once every pane is imported.
        if !ofCustomView, let key = reader.string("Key"), !key.isEmpty {
            importer.noteShownKey(key, at: reader.place(of: "Key"), of: reader.span)
            // And its DefaultValue in the value's place while the Key stores none: text only,
            // as InAppSettingsKit shows no other kind of value there.
            if let written = reader.dictionary["DefaultValue"], written.string != nil, let placeholder = text(written) {
                _ = reader.value("DefaultValue")
                importer.noteShownKeyPlaceholder(placeholder, at: reader.place(of: "DefaultValue"), of: reader.span)
            }
        }
        return ImportedItem(control: .childPane, target: importer.screenName(forPane: target), title: title, origin: reader.span)
    }

    private mutating func importButton(_ reader: inout SpecifierReader) -> Bool {
        guard let (name, key) = buttonAction(&reader) else { return false }
        let title = reader.value("Title").flatMap(text)
        var options: [(key: String, value: ImportedItem.Option)] = []
        // A Key that is no name is kept as the button's key, which the app tells it apart by.
        if let key { options.append(("key", .word(key))) }
        // InAppSettingsKit draws a critical button in the destructive colour; NO says nothing.
        if let critical = reader.value("IASKIsCritical") {
            if critical.bool == true {
                options.append(("destructive", .flag(true)))
            } else if critical.bool == nil {
                reader.loseMeaning(
                    at: "IASKIsCritical", "expected <true/> or <false/> as IASKIsCritical, found \(FieldTypeInference.quoted(critical)); the button is not imported as destructive")
            }
        }
        append(ImportedItem(control: .button, target: name, title: title, options: options, origin: reader.span))
        return true
    }

    /// InAppSettingsKit's custom view: a row the app's delegate draws, found by its Key, with
    /// the value it starts with (DefaultValue, of any scalar type) and the pane it opens when
    /// tapped, named by the keys a child pane's is. A list group's row may have no Key: the
    /// app finds it by the list's key and the element's index.
    private mutating func importCustomView(_ reader: inout SpecifierReader) -> Bool {
        let isKeylessListRow = listCapture != nil && reader.dictionary["Key"] == nil
        let key = reader.string("Key")
        guard isKeylessListRow || key.map(DecodeContext.isValidName) == true else {
            let found = reader.dictionary["Key"].map(FieldTypeInference.quoted) ?? "none"
            return leaveOutWhole(
                &reader, "expected a Key without spaces or control characters, by which the app finds the row it draws, found \(found)")
        }
        let title = reader.value("Title").flatMap(text)
        var item = ImportedItem(control: .custom, target: key ?? "", title: title, origin: reader.span)
        var custom = ImportedItem.Custom()
        if let plist = reader.value("DefaultValue") {
            if let value = FieldTypeInference.value(plist) {
                custom.defaultValue = value
            } else {
                reader.loseMeaning(
                    at: "DefaultValue", "expected a string, number or boolean as a custom view's DefaultValue, found \(FieldTypeInference.quoted(plist)); not imported")
            }
        }
        if Self.paneKeys.contains(where: { reader.dictionary[$0] != nil }), let opened = paneItem(&reader, title: nil, ofCustomView: true) {
            switch opened.control {
            case .childPane: custom.pane = .screen(opened.target)
            case .externalPane: custom.pane = .external(opened.target, opened.external ?? .init())
            default:
                // A web page or a storyboard scene: what the language opens from a child pane
                // row alone (a link, a button the app implements).
                reader.loseMeaning(at: nil, "a row the app draws opens a preference screen or a screen the app's code makes, not a web page or a storyboard scene; what it opens is not imported")
            }
        }
        if custom != ImportedItem.Custom() { item.custom = custom }
        append(item)
        return true
    }

    /// The keys by which a child pane specifier, or a custom view, names the pane it opens.
    private static let paneKeys = ["File", "IASKViewControllerClass", "IASKSegueIdentifier", "IASKViewControllerStoryBoardId"]

    private mutating func importLink(_ reader: inout SpecifierReader) -> Bool {
        let title = reader.value("Title").flatMap(text)
        // InAppSettingsKit looks File up in the strings table: a key there is a localized URL.
        var localizationKey: String?
        var file = reader.string("File")
        if let key = file, !Self.isLinkURL(key), let translated = table?[key], Self.isLinkURL(translated) {
            localizationKey = key
            file = translated
        }
        // app-settings: (UIApplication.openSettingsURLString) is the app's page in the Settings app.
        let systemSettings = file == SystemSettingsPage.app.url ? SystemSettingsPage.app : nil
        guard let url = file, systemSettings != nil || Self.isLinkURL(url) else {
            let found = reader.dictionary["File"].map(FieldTypeInference.quoted) ?? "none"
            reader.loseMeaning(
                at: reader.dictionary["File"] == nil ? nil : "File",
                "expected an absolute URL a link opens (http or https with a host, mailto: or tel:) or app-settings: as File, found \(found); not imported")
            return false
        }
        var options: [(key: String, value: ImportedItem.Option)] = []
        // What the app tells the row apart by (vlc hides its privacy row by it): a link stores nothing.
        if let key = reader.string("Key"), !key.isEmpty { options.append(("key", .word(key))) }
        // Shown beside the title as written: InAppSettingsKit looks it up in no strings table.
        if let plist = reader.value("DefaultValue") {
            if let detail = plist.string {
                if !detail.isEmpty { options.append(("detail", .text(ImportedText(detail)))) }
            } else {
                reader.loseMeaning(
                    at: "DefaultValue", "expected a string as DefaultValue, the text shown beside the link's title, found \(FieldTypeInference.quoted(plist)); not imported")
            }
        }
        var item = systemSettings.map { ImportedItem(control: .systemSettings, target: $0.rawValue, title: title, options: options, origin: reader.span) }
            ?? ImportedItem(control: .link, target: url, title: title, options: options, origin: reader.span)
        item.targetLocalizationKey = localizationKey
        append(item)
        return true
    }

    private mutating func importMailCompose(_ reader: inout SpecifierReader) -> Bool {
        // What the plist says is the mail: a mailto: link carries it (RFC 6068), composed
        // inside the app (`inApp: true`). A Key tells the row apart, as a link's `key:`: the
        // app's delegate is handed every composer before it is shown, and one told apart by
        // its Key may have its mail amended (InAppSettingsKit's sample sets a subject). An
        // HTML body is written as the text it is, reported.
        if let url = mailtoURL(reader.dictionary) {
            let isHTML = Self.isHTMLBody(reader.dictionary)
            let subject = reader.dictionary["IASKMailComposeSubject"]
            for key in reader.dictionary.keys where key.hasPrefix("IASKMailCompose") { _ = reader.value(key) }
            if isHTML {
                reader.loseMeaning(
                    at: "IASKMailComposeBodyIsHTML",
                    "an HTML body cannot be said in a spec: the mail is imported as a link to '\(PrintableText.escaped(url))', whose body is composed as plain text")
            }
            if let subject, subject.string == nil {
                reader.loseMeaning(
                    at: "IASKMailComposeSubject",
                    "expected the subject as a string, found \(FieldTypeInference.quoted(subject)), which InAppSettingsKit shows formatted as a number in the user's locale; the mail is imported without it")
            }
            var options: [(key: String, value: ImportedItem.Option)] = []
            if let detail = reader.value("DefaultValue")?.string, !detail.isEmpty { options.append(("detail", .text(ImportedText(detail)))) }
            if let key = reader.value("Key")?.string, !key.isEmpty { options.append(("key", .word(key))) }
            var item = ImportedItem(control: .link, target: url, title: reader.value("Title").flatMap(text), options: options, origin: reader.span)
            item.opensInApp = true
            append(item)
            return true
        }
        guard let (name, key) = buttonAction(&reader) else { return false }
        for key in reader.dictionary.keys where key.hasPrefix("IASKMailCompose") { _ = reader.value(key) }
        reader.loseMeaning(
            at: "Type", "a mail composer is imported as a button named '\(PrintableText.escaped(name))' that the app implements; its recipients, subject and body are not imported")
        let options: [(key: String, value: ImportedItem.Option)] = key.map { [("key", .word($0))] } ?? []
        append(ImportedItem(control: .button, target: name, title: reader.value("Title").flatMap(text), options: options, origin: reader.span))
        return true
    }

    /// The `mailto:` URL of a mail composer's recipients, subject and body (RFC 6068), or
    /// nil when a link cannot say what the composer does: an HTML flag that is no boolean,
    /// a subject or body the strings table translates (InAppSettingsKit localizes both), a
    /// body that is no text, a recipient list that is not strings, a `DefaultValue` that is
    /// not a string, or nothing to send. A subject that is a number is left out (the caller
    /// reports it).
    private func mailtoURL(_ dictionary: PropertyListDictionary) -> String? {
        if let html = dictionary["IASKMailComposeBodyIsHTML"], FieldTypeInference.convert(FieldTypeInference.value(html) ?? .string(""), to: .bool) == nil { return nil }
        if let detail = dictionary["DefaultValue"], detail.string == nil { return nil }
        func addresses(_ key: String) -> [String]? {
            guard let list = dictionary[key] else { return [] }
            guard let items = list.array else { return nil }
            let strings = items.compactMap(\.string)
            return strings.count == items.count ? strings : nil
        }
        guard let to = addresses("IASKMailComposeToRecipents"), let cc = addresses("IASKMailComposeCcRecipents"),
            let bcc = addresses("IASKMailComposeBccRecipents")
        else { return nil }
        let subject = dictionary["IASKMailComposeSubject"].flatMap { $0.string == nil && Self.isNumber($0) ? nil : $0 }
        let body = dictionary["IASKMailComposeBody"]
        // A subject or body that is no text, or that the strings table translates, cannot go into one URL.
        for part in [subject, body].compactMap({ $0 }) where part.string.map({ table?[$0] != nil }) ?? true { return nil }
        guard let url = MailtoURL(to: to, cc: cc, bcc: bcc, subject: subject?.string, body: body?.string).text else { return nil }
        return Self.isLinkURL(url) ? url : nil
    }

    /// Whether a value is a number (a boolean is one to InAppSettingsKit, an NSNumber).
    private static func isNumber(_ value: PropertyList) -> Bool {
        switch value.content {
        case .integer, .real, .bool: true
        default: false
        }
    }

    /// Whether a mail composer's body is HTML (`IASKMailComposeBodyIsHTML` YES).
    static func isHTMLBody(_ dictionary: PropertyListDictionary) -> Bool {
        guard let html = dictionary["IASKMailComposeBodyIsHTML"] else { return false }
        return FieldTypeInference.convert(FieldTypeInference.value(html) ?? .string(""), to: .bool)?.value == .bool(true)
    }

    /// Whether a link of the spec language opens `url` as it is: `http` or `https` with a
    /// host, or `mailto:` or `tel:` with an address, and no character a URL must encode.
    static func isLinkURL(_ url: String) -> Bool {
        guard !url.unicodeScalars.contains(where: InvalidURLCheck.mustBeEncoded) else { return false }
        let lowered = url.lowercased()
        for scheme in ["http://", "https://"] where lowered.hasPrefix(scheme) {
            let host = url.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            return !host.isEmpty
        }
        for scheme in ["mailto:", "tel:"] where lowered.hasPrefix(scheme) {
            return url.count > scheme.count
        }
        return false
    }
}
