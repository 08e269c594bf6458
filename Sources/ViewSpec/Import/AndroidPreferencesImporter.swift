import Foundation

/// Imports Android preference screens (`res/xml/*.xml`): one screen per file and per nested
/// `PreferenceScreen`, every preference's key a field of one preferences model (the default
/// `SharedPreferences`), texts and arrays resolved from the resource folder.
final class AndroidPreferencesImporter {
    private let resources: AndroidResources
    private let limits: InterchangeLimits
    private var model = ImportedModelBuilder()
    private(set) var statistics = ImportStatistics(noun: "preference")
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var reportSources: [SourceFile] = []
    private var screens: [ImportedScreen] = []
    private var outcomes: [(span: SourceSpan, outcome: ImportStatistics.Outcome)] = []
    /// The values of text attributes (a title, a summary) that name no text the import can
    /// read, each reported: the preference holding one is imported with loss.
    private var lostTexts: Set<SourceSpan> = []
    /// `android:dependency` of each item, by the item's element, to resolve once every
    /// screen is read.
    private var dependencies: [SourceSpan: (key: String, attribute: PreferenceAttribute)] = [:]
    /// Rows showing a key's value, each with the key and the field it becomes: bound once
    /// every preference is read, so that a preference storing the key gives the field its
    /// type wherever the row is.
    private var valueRows: [(key: String, field: String, origin: SourceSpan, keySpan: SourceSpan)] = []
    /// Two-state preferences with `android:disableDependentsState="true"`, whose dependents
    /// are enabled while they are off.
    private var invertedDependencies: Set<String> = []
    private var screenNames = ImportedNameScope(.screen)
    /// Where the key of each nested screen's row kept as its `key:` is written, by the
    /// row's element: a key some preference stores is checked once every file is read.
    private var nestedScreenKeys: [SourceSpan: SourceSpan] = [:]
    /// The actions of each screen, by the screen's name.
    private var actionNames: [String: ImportedNameScope] = [:]

    init(resources: AndroidResources, limits: InterchangeLimits) {
        self.resources = resources
        self.limits = limits
    }

    typealias Section = (section: ImportedSection, category: SourceSpan?)

    // MARK: - Files

    func importFile(at path: String) {
        let read: InterchangeReadResult<PreferenceElement>
        switch InputFileReader.read(path: path, maxSize: limits.maximumFileSize) {
        case .failure(.tooLarge(let size)):
            diagnostics.append(.error(.interchangeLimit, "expected a file of at most \(limits.maximumFileSize) bytes, found \(size) bytes", at: .startOfFile(path)))
            return
        case .failure(.unreadable(let reason)):
            diagnostics.append(.error(.unreadableFile, "cannot read '\(PrintableText.escaped(path))': \(reason)", at: .startOfFile(path)))
            return
        case .success(let bytes):
            read = PreferenceXMLReader.read(SourceFile(path: path, bytes: bytes), limits: limits)
        }
        reportSources.append(read.reportSource)
        diagnostics += read.diagnostics
        guard let root = read.value else { return }
        guard Self.baseName(root.name) == "PreferenceScreen" else {
            diagnostics.append(.error(
                .androidResourceStructure, "expected '<PreferenceScreen>' as the root of a preference screen, found '<\(PrintableText.escaped(root.name))>'", at: root.span))
            return
        }
        let fileName = (path as NSString).lastPathComponent
        let base = fileName.hasSuffix(".xml") ? String(fileName.dropLast(4)) : fileName
        importScreen(root, name: screenNames.newName(for: base).name, fileName: fileName, isEntry: true)
    }

    /// The imported project; nil when an error leaves nothing to import.
    func finish(modelName: String) -> ImportedProject? {
        bindValueRows()
        resolveDependencies()
        removeStoredNestedScreenKeys()
        screens = RowKeyDeduplication.deduplicated(screens) { key, row, isDropped in
            diagnostics.append(.warning(
                .notImported,
                isDropped
                    ? "this row the app draws is not imported: its key '\(PrintableText.escaped(key))' already tells another row of the screen apart, and a key names one row"
                    : "the key of this preference is not imported: '\(PrintableText.escaped(key))' already tells another row of the screen apart, and a key names one row",
                at: row))
            record(isDropped ? .dropped : .lossy, for: row)
        }
        screens = EmptyScreenPruning.pruned(screens) { removed, origin in
            diagnostics.append(.warning(.notImported, "this screen is not imported: '\(removed.name)' holds nothing the spec language can show", at: origin))
            record(.dropped, for: origin)
        } reportSection: { origin in
            diagnostics.append(.warning(.notImported, EmptyScreenPruning.emptiedSectionMessage(of: "category"), at: origin))
            record(.dropped, for: origin)
        }
        for (_, outcome) in outcomes { statistics.count(outcome) }
        guard !diagnostics.hasErrors else { return nil }
        // Screens of links and buttons alone bind a model of no fields.
        guard !model.fields.isEmpty || !screens.isEmpty else {
            diagnostics.append(.error(
                .androidResourceStructure, "expected at least one preference the spec language can show, found none: nothing to import",
                at: .startOfFile(reportSources.first?.path ?? "")))
            return nil
        }
        return ImportedProject(modelName: modelName, fields: model.fields, screens: screens, sourceName: "")
    }

    // MARK: - Screens and categories

    private func importScreen(_ element: PreferenceElement, name: String, fileName: String, isEntry: Bool) {
        var sections: [Section] = []
        // A file's root is the screen alone: its attributes are read as a preference's, so
        // that what a screen cannot keep is reported. A nested screen's are its row's too,
        // which reads and reports them.
        var reader = PreferenceAttributeReader(element: element)
        let title = reader.attribute("title").flatMap { text($0) }
        if isEntry {
            reader.finish()
            diagnostics += reader.diagnostics
        }
        importChildren(of: element, into: &sections, screenName: name, fileName: fileName)
        var kept: [ImportedSection] = []
        for (section, category) in sections {
            if !section.items.isEmpty || section.footer != nil || section.isNote {
                var section = section
                section.origin = category
                kept.append(section)
            } else if let category {
                diagnostics.append(.warning(.notImported, "this category holds no preference the spec language can show, and a section needs one; not imported", at: category))
                record(.dropped, for: category)
            }
        }
        screens.append(ImportedScreen(name: name, sourceFileName: fileName, title: title, isEntry: isEntry, sections: kept))
    }

    private func importChildren(of element: PreferenceElement, into sections: inout [Section], screenName: String, fileName: String) {
        var afterCategory = false
        for (index, child) in element.children.enumerated() {
            switch Self.baseName(child.name) {
            case "PreferenceCategory":
                // Read as a preference's attributes are, so that what a section cannot keep
                // (a layout, an icon, presentation) is reported rather than passed over.
                var reader = PreferenceAttributeReader(element: child)
                let id = reader.attribute("key").flatMap { sectionID(from: $0, of: child, among: sections) }
                var section = ImportedSection(id: id, title: reader.attribute("title").flatMap { text($0) })
                section.isHidden = isHidden(&reader)
                // A titled category with nothing in it is a header alone between categories.
                section.isNote = section.title != nil && child.children.isEmpty
                reader.finish()
                diagnostics += reader.diagnostics
                sections.append((section, child.span))
                importChildren(of: child, into: &sections, screenName: screenName, fileName: fileName)
                record(reader.isLossy || hasLostText(child) ? .lossy : .lossless, for: child.span)
                afterCategory = true
            case "PreferenceScreen" where child.attribute("fragment") == nil:
                var reader = PreferenceAttributeReader(element: child)
                let key = reader.attribute("key").flatMap { resolvedText($0) }
                let nested = screenNames.newName(for: key ?? "\(screenName)_screen").name
                importScreen(child, name: nested, fileName: fileName, isEntry: false)
                if afterCategory || sections.isEmpty { sections.append((ImportedSection(), nil)) }
                afterCategory = false
                var options: [(key: String, value: ImportedItem.Option)] = reader.attribute("summary").flatMap { text($0) }.map { [("subtitle", .text($0))] } ?? []
                // The screen is named after the key; a key its name had to differ from is
                // kept as the row's key, which the app finds the row by.
                if let key, key != nested {
                    options.append(("key", .word(key)))
                    nestedScreenKeys[child.span] = child.attribute("key")?.valueSpan ?? child.span
                }
                if isHidden(&reader) { options.append(("hidden", .flag(true))) }
                if let icon = icon(&reader) { options.append(("icon", icon)) }
                let title = reader.attribute("title").flatMap { text($0) }
                reader.finish()
                diagnostics += reader.diagnostics
                sections[sections.count - 1].section.items.append(ImportedItem(
                    control: .childPane, target: nested, title: title, options: options, origin: child.span))
                record(reader.isLossy || hasLostText(child) ? .lossy : .lossless, for: child.span)
            case "Preference" where Self.baseName(element.name) == "PreferenceCategory" && index == element.children.count - 1 && Self.isFooter(child):
                // What a section's footer is exported as: the category's last row, which
                // cannot be selected and shows only a summary.
                sections[sections.count - 1].section.footer = Self.summaryAttribute(of: child).flatMap { text($0) }
                sections[sections.count - 1].section.isNote = false
                record(hasLostText(child) ? .lossy : .lossless, for: child.span)
            default:
                if afterCategory || sections.isEmpty {
                    // Preferences after a category, outside it, are shown after it without a title.
                    if afterCategory, element.name != "PreferenceCategory" { sections.append((ImportedSection(), nil)) }
                    if sections.isEmpty { sections.append((ImportedSection(), nil)) }
                    afterCategory = false
                }
                if let item = importPreference(child, screen: screenName) {
                    sections[sections.count - 1].section.items.append(item)
                    // After an empty category nested in another, the outer one's preferences
                    // show under the empty one's title: a titled section, no longer a note.
                    sections[sections.count - 1].section.isNote = false
                }
            }
        }
    }

    /// `android:summary`, else `app:summary`.
    private static func summaryAttribute(of element: PreferenceElement) -> PreferenceAttribute? {
        element.attribute("summary") ?? element.attribute("summary", namespace: AndroidNamespace.app)
    }

    /// A plain preference that cannot be selected, with a summary and neither key nor title:
    /// text under the rows before it, as a section's footer is.
    private static func isFooter(_ element: PreferenceElement) -> Bool {
        element.attribute("selectable")?.value == "false" && element.attribute("key") == nil && element.attribute("title") == nil
            && Self.summaryAttribute(of: element) != nil
            && element.children.isEmpty
    }

    // MARK: - Preferences

    /// The class name without its package: `androidx.preference.ListPreference` → `ListPreference`.
    static func baseName(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    private enum Kind {
        case toggle, choice, multiChoice, textField, slider, plain, color, sound
    }

    /// The kind a class is, by its name: the framework's and androidx's classes, and an
    /// app's subclass named after the class it extends (`DurationListPreference`).
    private static func kind(of name: String) -> (kind: Kind, isSubclass: Bool)? {
        let base = baseName(name)
        let isLibrary = !name.contains(".") || name.hasPrefix("androidx.preference.") || name.hasPrefix("android.preference.")
        let exact: [String: Kind] = [
            "SwitchPreferenceCompat": .toggle, "SwitchPreference": .toggle, "CheckBoxPreference": .toggle, "TwoStatePreference": .toggle,
            "ListPreference": .choice, "DropDownPreference": .choice, "MultiSelectListPreference": .multiChoice,
            "EditTextPreference": .textField, "SeekBarPreference": .slider, "Preference": .plain,
            // Reached only with android:fragment: a screen the app's code makes.
            "PreferenceScreen": .plain,
        ]
        if let kind = exact[base] { return (kind, !isLibrary) }
        // The framework's ringtone picker, and the colour preference of the one library the
        // export writes (another library's is imported as it, with its own options lost).
        if base == "RingtonePreference" { return (.sound, !isLibrary) }
        if base == "ColorPreference" { return (.color, name != AndroidScreenBuilder.colorPreferenceClass) }
        for suffix in ["MultiSelectListPreference", "ListPreference", "SwitchPreferenceCompat", "SwitchPreference", "CheckBoxPreference", "EditTextPreference", "SeekBarPreference"]
        where base.hasSuffix(suffix) {
            return (exact[suffix] ?? .plain, true)
        }
        return nil
    }

    /// Whether a spec can name the app's subclass of the kind's class (`androidClass:`): the
    /// classes of androidx.preference that store a value.
    private static func takesSubclass(_ kind: Kind) -> Bool {
        switch kind {
        case .toggle, .choice, .multiChoice, .textField, .slider: true
        case .plain, .color, .sound: false
        }
    }

    private func importPreference(_ element: PreferenceElement, screen: String) -> ImportedItem? {
        var reader = PreferenceAttributeReader(element: element)
        // The app's own class, named after none it extends: a row it draws itself.
        if Self.kind(of: element.name) == nil, CustomRow.isDottedClassName(element.name), !CustomRow.isLibraryClass(element.name) {
            var item = importCustom(&reader)
            if item != nil {
                if let subtitle = summary(.plain, &reader) { item?.options.insert(("subtitle", subtitle), at: 0) }
                if isHidden(&reader) { item?.options.append(("hidden", .flag(true))) }
                if let icon = icon(&reader) { item?.options.append(("icon", icon)) }
                reader.finish()
            }
            diagnostics += reader.diagnostics
            record(item == nil ? .dropped : reader.isLossy || hasLostText(element) ? .lossy : .lossless, for: element.span)
            return item
        }
        guard let (kind, isSubclass) = Self.kind(of: element.name) else {
            diagnostics.append(.warning(
                .notImported,
                "'<\(PrintableText.escaped(element.name))>' is not imported: a preference class that draws its own interface or stores its own value has no definition to import",
                at: element.span))
            record(.dropped, for: element.span)
            return nil
        }
        // The app's subclass of a standard class that stores a value draws the row as its
        // control (`androidClass:`); another is imported as the class it is named after.
        let subclass = isSubclass && Self.takesSubclass(kind) && CustomRow.isDottedClassName(element.name) && !CustomRow.isLibraryClass(element.name)
            ? element.name : nil
        if isSubclass, subclass == nil {
            reader.loseMeaning(at: nil, "'<\(PrintableText.escaped(element.name))>' is imported as the class it is named after; what it changes is the app's own code")
        }
        // A plain preference's key names an action, not a field.
        var item = kind == .plain ? importPlain(&reader, screen: screen) : importPreference(kind, &reader, screen: screen)
        if item != nil {
            if let subtitle = summary(kind, &reader) { item?.options.insert(("subtitle", subtitle), at: 0) }
            if isHidden(&reader) { item?.options.append(("hidden", .flag(true))) }
            if let subclass { item?.options.append(("androidClass", .word(subclass))) }
            if let icon = icon(&reader) { item?.options.append(("icon", icon)) }
            reader.finish()
        }
        diagnostics += reader.diagnostics
        record(item == nil ? .dropped : reader.isLossy || hasLostText(element) ? .lossy : .lossless, for: element.span)
        return item
    }

    private func importPreference(_ kind: Kind, _ reader: inout PreferenceAttributeReader, screen: String) -> ImportedItem? {
        let title = reader.attribute("title").flatMap { text($0) }
        let keyAttribute = reader.attribute("key")
        guard let key = keyAttribute.flatMap({ keyText($0, &reader) }), !key.isEmpty else {
            reader.loseMeaning(at: keyAttribute, "this preference has no key, so it stores nothing and the app cannot tell it apart; not imported")
            return nil
        }
        // A key that is no name keeps its field a name, stored under the key (`key:`).
        let name = model.fieldName(forKey: key).name
        let defaultAttribute = reader.attribute("defaultValue")
        noteDependency(&reader)
        switch kind {
        case .toggle:
            if reader.attribute("disableDependentsState").map({ resolvedText($0) == "true" }) == true { invertedDependencies.insert(name) }
            let value = defaultValue(defaultAttribute, as: .bool, stores: "what a two-state preference stores", &reader)
            guard bind(key, name, .bool, value, &reader) else { return nil }
            // A checkbox is drawn as one; a switch (or a plain two-state preference) is the default.
            let options: [(key: String, value: ImportedItem.Option)] =
                Self.baseName(reader.element.name).hasSuffix("CheckBoxPreference") ? [("presentation", .word("checkbox"))] : []
            return ImportedItem(control: .toggle, target: name, title: title, options: options, origin: reader.element.span)
        case .textField:
            let value = defaultValue(defaultAttribute, as: .string, stores: "what a text preference stores", &reader)
            // Whether it is shown hidden, which every row showing the key must agree on.
            let inputAttribute = reader.attribute("inputType")
            let inputType = inputAttribute.flatMap { resolvedText($0) }.map(AndroidInputType.init)
            let secure = inputType?.options.contains { $0.key == "secure" } ?? false
            let request = ImportedModelBuilder.Request(storedKey: key, name: name, type: .string, defaultValue: value, isSecure: secure, span: reader.element.span)
            guard bind(request, &reader) else { return nil }
            var options: [(key: String, value: ImportedItem.Option)] = []
            if let attribute = inputAttribute, let inputType {
                options = inputType.options
                if !inputType.unknownFlags.isEmpty {
                    let flags = inputType.unknownFlags.map { "'\(PrintableText.escaped($0))'" }.joined(separator: ", ")
                    reader.loseMeaning(at: attribute, "input type \(flags) is not imported: a text field's options have no equivalent for it")
                }
            }
            if let attribute = reader.attribute("autofillHints"), let written = resolvedText(attribute) {
                // Several hints are the field's alternatives; the spec keeps one, the first it knows.
                let hints = written.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                let known = hints.compactMap { TextFieldOptions.ContentType.fromAndroidAutofillHint($0) }
                if let contentType = known.first { options.append(("contentType", .word(contentType.rawValue))) }
                if known.count != hints.count || known.count > 1 {
                    let left = hints.filter { hint in TextFieldOptions.ContentType.fromAndroidAutofillHint(hint) != known.first }
                    let listed = left.map { "'\(PrintableText.escaped($0))'" }.joined(separator: ", ")
                    reader.loseMeaning(at: attribute, "autofill hint \(listed) is not imported: a text field has one content type, of those a spec names")
                }
            }
            return ImportedItem(control: .textField, target: name, title: title, options: options, origin: reader.element.span)
        case .slider:
            let minimum = reader.attribute("min").flatMap { resolvedText($0) }.flatMap { Int64($0) } ?? 0
            let maximum = reader.attribute("max").flatMap { resolvedText($0) }.flatMap { Int64($0) } ?? 100
            guard minimum < maximum else {
                reader.loseMeaning(at: nil, "a seek bar needs a min below its max, found \(minimum) and \(maximum); not imported")
                return nil
            }
            var value = defaultValue(defaultAttribute, as: .int, stores: "what a seek bar stores", &reader)
            if case .int(let number)? = value, !(minimum...maximum).contains(number) {
                reader.markLossy()
                reader.report(.warning(
                    .defaultNotAmongValues, "expected a defaultValue from \(minimum) to \(maximum), found \(number); no default is imported",
                    at: defaultAttribute?.valueSpan ?? reader.element.span))
                value = nil
            }
            // Without a default androidx stores nothing until the seek bar is moved; where
            // the 0 an app then reads is out of range, the field is optional.
            let request = ImportedModelBuilder.Request(
                storedKey: key, name: name, type: .int, defaultValue: value, minimum: Double(minimum), maximum: Double(maximum),
                isOptional: !(minimum...maximum).contains(0), span: reader.element.span)
            guard bind(request, &reader) else { return nil }
            return ImportedItem(control: .slider, target: name, title: title, origin: reader.element.span)
        case .choice, .multiChoice:
            return importChoice(kind == .multiChoice, key: key, name: name, title: title, defaultAttribute: defaultAttribute, &reader)
        case .plain:
            return importPlain(&reader, screen: screen)
        case .color:
            return importColor(key: key, name: name, title: title, defaultAttribute: defaultAttribute, &reader)
        case .sound:
            return importSound(key: key, name: name, title: title, defaultAttribute: defaultAttribute, &reader)
        }
    }

    /// A colour preference (the rarepebble colorpicker library's): an Int field holding the
    /// ARGB colour as the preference stores it, its default written `#RRGGBB`, `#AARRGGBB`
    /// or as a number; `colorpicker_showAlpha="false"` is `alpha: false`.
    private func importColor(key: String, name: String, title: ImportedText?, defaultAttribute: PreferenceAttribute?, _ reader: inout PreferenceAttributeReader) -> ImportedItem? {
        var value: ImportedValue?
        if let defaultAttribute, case .success(.text(let text))? = resolved(defaultAttribute, &reader) {
            if let color = ColorValue(hex: text) {
                value = .int(Int64(Int32(bitPattern: color.argb)))
            } else if let number = Int(text), let color = ColorValue(argb: number) {
                value = .int(Int64(Int32(bitPattern: color.argb)))
            } else {
                reader.markLossy()
                reader.report(.warning(
                    .mistypedDefault, "expected a colour '#RRGGBB' or '#AARRGGBB' as defaultValue, what a colour preference stores, found '\(PrintableText.escaped(text))'; no default is imported",
                    at: defaultAttribute.valueSpan))
            }
        }
        guard bind(key, name, .int, value, &reader) else { return nil }
        var item = ImportedItem(control: .colorPicker, target: name, title: title, origin: reader.element.span)
        if let attribute = reader.attribute("colorpicker_showAlpha"), let written = resolvedText(attribute) {
            switch written {
            case "false": item.pickerOptions = [.init("alpha", "false")]
            case "true": break
            default: reader.loseMeaning(at: attribute, "expected true or false as colorpicker_showAlpha, found '\(PrintableText.escaped(written))'; not imported")
            }
        }
        return item
    }

    /// The framework's ringtone preference: a String field holding the sound's URI ("" for
    /// silence), with the sounds it lists and whether it offers the default and silence.
    private func importSound(key: String, name: String, title: ImportedText?, defaultAttribute: PreferenceAttribute?, _ reader: inout PreferenceAttributeReader) -> ImportedItem? {
        let value = defaultValue(defaultAttribute, as: .string, stores: "what a ringtone preference stores", &reader)
        guard bind(key, name, .string, value, &reader) else { return nil }
        var item = ImportedItem(control: .soundPicker, target: name, title: title, origin: reader.element.span)
        if let attribute = reader.attribute("ringtoneType"), let written = resolvedText(attribute) {
            if let kind = SoundKind(rawValue: written) {
                if kind != .ringtone { item.pickerOptions.append(.init("sounds", kind.rawValue)) }
            } else {
                reader.loseMeaning(
                    at: attribute, "ringtone type '\(PrintableText.escaped(written))' is not imported: a sound picker lists one of ringtone, notification, alarm or all")
            }
        }
        for (attributeName, optionName) in [("showDefault", "showDefault"), ("showSilent", "showSilent")] {
            guard let attribute = reader.attribute(attributeName), let written = resolvedText(attribute) else { continue }
            switch written {
            case "false": item.pickerOptions.append(.init(optionName, "false"))
            case "true": break
            default: reader.loseMeaning(at: attribute, "expected true or false as \(attributeName), found '\(PrintableText.escaped(written))'; not imported")
            }
        }
        return item
    }

    /// The attributes of `<intent>` a link to an intent keeps, in the order it writes them.
    static let intentAttributes = ["action", "data", "targetPackage", "targetClass", "mimeType"]

    /// A row opening another app's or the system's screen: the preference's `<intent>` with
    /// its attributes and `<extra>` children; the key is kept where it is not the intent's
    /// action or class. Nil, with the loss reported, for an intent that names neither an
    /// action nor a class (intent-target): the row is then imported as a button.
    private func importIntent(_ element: PreferenceElement, key: String, title: ImportedText?, _ reader: inout PreferenceAttributeReader) -> ImportedItem? {
        var attributes: [ImportedItem.Intent.Entry] = []
        for name in Self.intentAttributes {
            guard let attribute = element.attribute(name) else { continue }
            // Reported where it names no text the import could read; the row loses it.
            guard let value = resolvedText(attribute) else {
                reader.markLossy()
                continue
            }
            attributes.append(.init(name, value))
        }
        // The app's page of application details, the package in its data being the app's own
        // (one a resource cannot name, so it may be missing): the app's settings.
        let page = SystemSettingsPage.app
        if attributes.first?.name == "action", attributes.first?.value == page.androidAction, element.children.isEmpty,
            attributes.dropFirst().allSatisfy({ $0.name == "data" && $0.value.hasPrefix("package:") }),
            !element.attributes.contains(where: { !Self.intentAttributes.contains($0.localName) && $0.namespace != AndroidNamespace.tools })
        {
            // The key sets the row apart; the export writes the action where the row has none.
            return ImportedItem(
                control: .systemSettings, target: page.rawValue, title: title, options: key == page.androidAction ? [] : [("key", .word(key))],
                origin: reader.element.span)
        }
        guard attributes.contains(where: { $0.name == "action" || $0.name == "targetClass" }) else {
            reader.loseMeaning(at: nil, "an intent with neither an action nor a targetClass is not imported: the row is imported as a button the app implements")
            return nil
        }
        for attribute in element.attributes where !Self.intentAttributes.contains(attribute.localName) && attribute.namespace != AndroidNamespace.tools {
            reader.loseMeaning(at: attribute, "'\(PrintableText.escaped(attribute.localName))' of an intent is not imported: the spec language has no equivalent for it yet")
        }
        var extras: [ImportedItem.Intent.Entry] = []
        for child in element.children {
            guard child.name == "extra" else {
                reader.loseMeaning(at: nil, "'<\(PrintableText.escaped(child.name))>' in an intent is not imported: the spec language has extras only")
                continue
            }
            guard let name = child.attribute("name").flatMap({ resolvedText($0) }), !name.isEmpty,
                let value = child.attribute("value").flatMap({ resolvedText($0) })
            else {
                reader.loseMeaning(at: child.attribute("name"), "an extra without a name and a value is not imported")
                continue
            }
            // The decoder's own test of a name, which an extra's is in a spec.
            if !DecodeContext.isValidName(name) {
                reader.loseMeaning(at: child.attribute("name"), "an extra named '\(PrintableText.escaped(name))' is not imported: a spec names extras without spaces or control characters")
                continue
            }
            if extras.contains(where: { $0.name == name }) {
                reader.loseMeaning(at: child.attribute("name"), "a second extra named '\(PrintableText.escaped(name))' is not imported: an intent's extras have unique names")
                continue
            }
            extras.append(.init(name, value, typed: child.attribute("value").flatMap { Self.typedExtra($0.value) }))
        }
        let defaultKey = attributes.first { $0.name == "action" }?.value ?? attributes.first { $0.name == "targetClass" }?.value ?? key
        var item = ImportedItem(
            control: .intent, target: defaultKey, title: title, options: key == defaultKey ? [] : [("key", .word(key))], origin: reader.element.span)
        item.intent = ImportedItem.Intent(attributes: attributes, extras: extras)
        return item
    }

    /// Keeps `android:dependency` to resolve once every preference is read.
    private func noteDependency(_ reader: inout PreferenceAttributeReader) {
        if let dependency = reader.attribute("dependency"), let parent = keyText(dependency, &reader) {
            dependencies[reader.element.span] = (parent, dependency)
        }
    }

    /// A preference that stores nothing: a link when its intent opens a URL, otherwise a
    /// button named after its key, whose action the app implements.
    /// A preference of the app's own class: a row the app draws, found by its key, with the
    /// class the export writes back and the default it starts with (as written: the class
    /// says how it reads it).
    private func importCustom(_ reader: inout PreferenceAttributeReader) -> ImportedItem? {
        let title = reader.attribute("title").flatMap { text($0) }
        let keyAttribute = reader.attribute("key")
        guard let key = keyAttribute.flatMap({ keyText($0, &reader) }), DecodeContext.isValidName(key) else {
            reader.loseMeaning(
                at: keyAttribute,
                "expected a key without spaces or control characters, by which the app finds the row its class '\(PrintableText.escaped(reader.element.name))' draws, found \(keyAttribute.map { "'\(PrintableText.escaped($0.value))'" } ?? "none"); not imported")
            return nil
        }
        noteDependency(&reader)
        var item = ImportedItem(control: .custom, target: key, title: title, origin: reader.element.span)
        let defaultAttribute = reader.attribute("defaultValue")
        // The app's class reads its default as it likes: any resource stays a reference.
        let reference = defaultAttribute.flatMap { AndroidResourceReference($0.value) }
        if let reference, let defaultAttribute { reportUnresolved(reference, of: defaultAttribute, keptBy: "row", &reader) }
        item.custom = ImportedItem.Custom(
            androidClass: reader.element.name,
            defaultValue: defaultValue(defaultAttribute, as: .string, stores: "the text the app's class reads", &reader),
            androidDefault: reference?.text)
        return item
    }

    private func importPlain(_ reader: inout PreferenceAttributeReader, screen: String) -> ImportedItem? {
        let title = reader.attribute("title").flatMap { text($0) }
        let keyAttribute = reader.attribute("key")
        guard let key = keyAttribute.flatMap({ keyText($0, &reader) }), !key.isEmpty else {
            reader.loseMeaning(at: keyAttribute, "this preference has no key, so the app cannot tell it apart; not imported")
            return nil
        }
        noteDependency(&reader)
        // A plain preference (a button, a link) stores nothing, whether persistent or not,
        // and androidx reads no default for it (`Preference.onGetDefaultValue` gives null).
        _ = reader.attribute("persistent")
        _ = reader.attribute("defaultValue")
        // A `@string/` URL keeps its key: each language's strings may give another URL.
        // Asked quietly: data that is no URL is the intent's, reported there if it is lost.
        if let intent = reader.element.children.first(where: { $0.name == "intent" }), let dataAttribute = intent.attribute("data"),
            case .success(.text(let url)) = resources.resolve(dataAttribute.value), PaneImporter.isLinkURL(url), let data = text(dataAttribute)
        {
            // The key sets the row apart; the export writes the URL where the row has none.
            var item = ImportedItem(control: .link, target: data.text, title: title, options: key == data.text ? [] : [("key", .word(key))], origin: reader.element.span)
            item.targetLocalizationKey = data.localizationKey
            return item
        }
        // Another app's or the system's screen, started through the intent as written.
        if let intent = reader.element.children.first(where: { $0.name == "intent" }), let item = importIntent(intent, key: key, title: title, &reader) {
            return item
        }
        // A screen the app's code makes, named after the key the export writes back.
        if let fragmentAttribute = reader.attribute("fragment"), let fragment = resolvedText(fragmentAttribute), !fragment.isEmpty {
            // A class name has neither spaces nor control characters; a spec names the
            // fragment as it names anything. (A line break in the attribute reads as a space.)
            guard DecodeContext.isValidName(fragment) else {
                reader.loseMeaning(
                    at: fragmentAttribute,
                    "expected an Android fragment class without spaces or control characters, found '\(PrintableText.escaped(fragment))'; the row opening its screen is not imported")
                return nil
            }
            // Named after the key; a key that is no Swift type name is kept as the row's key,
            // which the app finds the row by.
            let name = ImportedNameScope.typeName(for: key)
            var item = ImportedItem(control: .externalPane, target: name, title: title, origin: reader.element.span)
            item.external = ImportedItem.ExternalPane(fragment: fragment == name ? nil : fragment, file: fragmentFile(&reader))
            // The fragment makes the screen the row opens: what a nested PreferenceScreen holds
            // besides the fragment's extras is not shown, nor imported.
            for child in reader.element.children where child.name != "extra" {
                reader.markLossy()
                reader.report(.warning(
                    .notImported,
                    "'<\(PrintableText.escaped(child.name))>' inside this \(PrintableText.escaped(reader.element.name)) is not imported: the fragment '\(PrintableText.escaped(fragment))' makes the screen the row opens, so what is written inside it is not shown",
                    at: child.span))
            }
            if name != key { item.options.append(("key", .word(key))) }
            return item
        }
        // A row that cannot be selected, showing the key: what a value row is exported as.
        if reader.element.attribute("fragment") == nil, let selectable = reader.attribute("selectable"), resolvedText(selectable) == "false" {
            let fieldName = model.fieldName(forKey: key)
            valueRows.append((key, fieldName.name, reader.element.span, reader.element.attribute("key")?.valueSpan ?? reader.element.span))
            return ImportedItem(control: .value, target: fieldName.name, title: title, origin: reader.element.span)
        }
        let action = actionNames[screen, default: ImportedNameScope(.action)].name(for: key)
        // A key that is no name is kept as the button's key, which the app tells it apart by.
        let options: [(key: String, value: ImportedItem.Option)] = action.name == key ? [] : [("key", .word(key))]
        return ImportedItem(control: .button, target: action.name, title: title, options: options, origin: reader.element.span)
    }

    /// The number or boolean aapt compiles an extra's value to, written as it is in the
    /// attribute: `true` and `false` in any case, an integer that fits 32 bits (decimal, or
    /// hexadecimal `0x1F`), a colour (`#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB`, which Android
    /// puts in the intent as its ARGB integer), a decimal number; nil for text (escaped,
    /// `\u0035`, or anything else), which stays a string.
    static func typedExtra(_ raw: String) -> ImportedValue? {
        let trimmed = raw.trimmingXMLWhiteSpace()
        switch trimmed.lowercased() {
        case "true": return .bool(true)
        case "false": return .bool(false)
        default: break
        }
        if let argb = compiledColor(trimmed) { return .int(Int64(Int32(bitPattern: argb))) }
        let hex = trimmed.lowercased()
        if hex.hasPrefix("0x"), (3...10).contains(hex.utf8.count), let number = UInt32(hex.dropFirst(2), radix: 16) {
            return .int(Int64(Int32(bitPattern: number)))
        }
        guard trimmed.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || $0 == "-" || $0 == "+" || $0 == "." || $0 == "e" || $0 == "E" }),
            trimmed.unicodeScalars.contains(where: { ("0"..."9").contains($0) })
        else { return nil }
        if let number = Int32(trimmed), !trimmed.hasPrefix("+") { return .int(Int64(number)) }
        if let number = Double(trimmed), number.isFinite { return .float(number) }
        return nil
    }

    /// The ARGB value aapt compiles a colour written `#RGB`, `#ARGB`, `#RRGGBB` or
    /// `#AARRGGBB` to, a short form's digits doubled and a missing alpha opaque.
    private static func compiledColor(_ text: String) -> UInt32? {
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.utf8.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count), let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16) else { return nil }
        switch digits.count {
        case 3, 4:
            // One digit a channel, doubled (0xF is 0xFF); #RGB is opaque.
            let nibbles: [UInt32] = (0..<digits.count).map { index in value >> UInt32(4 * (digits.count - 1 - index)) & 0xF }
            let channels: [UInt32] = digits.count == 3 ? [0xF] + nibbles : nibbles
            return channels.reduce(UInt32(0)) { argb, nibble in argb << 8 | nibble * 0x11 }
        case 6: return 0xFF00_0000 | value
        default: return value
        }
    }

    /// The file a fragment is made with: the `<extra>` named `file` the export writes, which
    /// androidx gives the fragment among its arguments. Other extras are reported: the spec
    /// language gives a fragment its file only.
    private func fragmentFile(_ reader: inout PreferenceAttributeReader) -> String? {
        var file: String?
        for child in reader.element.children where child.name == "extra" {
            let name = child.attribute("name").flatMap { resolvedText($0) }
            guard name == AndroidScreenBuilder.fileExtra, file == nil, let value = child.attribute("value").flatMap({ resolvedText($0) }), !value.isEmpty,
                ExternalPaneFileCheck.problem(with: value) == nil
            else {
                reader.loseMeaning(
                    at: child.attribute("name"),
                    "an extra '\(PrintableText.escaped(name ?? ""))' given to the fragment is not imported: the spec language gives a fragment one file in the app's bundle, the extra 'file'")
                continue
            }
            file = value
        }
        return file
    }

    /// `android:icon="@drawable/NAME"`: the row's icon, the app's drawable; another form
    /// (a mipmap, a theme attribute, the framework's drawable) names no image of the app's
    /// assets by one name, and is reported and left out.
    private func icon(_ reader: inout PreferenceAttributeReader) -> ImportedItem.Option? {
        guard let attribute = reader.attribute("icon") else { return nil }
        let value = attribute.value
        let prefix = "@drawable/"
        if value.hasPrefix(prefix), ItemIcon.isAndroidResourceName(String(value.dropFirst(prefix.count))) {
            return .word(String(value.dropFirst(prefix.count)))
        }
        // A launcher icon or the framework's drawable is Android's alone: no iOS asset is
        // named so.
        if ItemIcon.isAndroidImageReference(value) { return .wordsByKey([.init("android", value)]) }
        reader.loseMeaning(
            at: attribute,
            "expected an image resource as android:icon (@drawable/NAME, @mipmap/NAME, @android:drawable/NAME), found '\(PrintableText.escaped(value))': a row's icon names an image; not imported")
        return nil
    }

    /// `app:isPreferenceVisible="false"`: hidden until the app shows the preference.
    private func isHidden(_ reader: inout PreferenceAttributeReader) -> Bool {
        guard let attribute = reader.attribute("isPreferenceVisible"), let text = resolvedText(attribute) else { return false }
        switch text {
        case "false": return true
        case "true": return false
        default:
            reader.loseMeaning(at: attribute, "expected true or false as isPreferenceVisible, found '\(PrintableText.escaped(text))'; the preference is imported as shown")
            return false
        }
    }

    /// A category's `android:key`, the id of its section: the app finds the category by it
    /// to hide it. Nil when it has none, or when it is another category's of the screen.
    private func sectionID(from attribute: PreferenceAttribute, of category: PreferenceElement, among sections: [Section]) -> String? {
        guard let key = resolvedText(attribute), !key.isEmpty else { return nil }
        let id = SettingsBundleImporter.sectionID(forKey: key)
        if id != key {
            diagnostics.append(.warning(
                .notImported,
                "key '\(PrintableText.escaped(key))' holds white space or control characters, which a section id cannot: imported as id '\(PrintableText.escaped(id))', a key the app does not read",
                at: attribute.valueSpan))
            record(.lossy, for: category.span)
        }
        guard !sections.contains(where: { $0.section.id == id }) else {
            diagnostics.append(.warning(
                .notImported, "another category of this screen has the key '\(PrintableText.escaped(key))', and a section id is unique in its screen; not imported",
                at: attribute.valueSpan))
            record(.lossy, for: category.span)
            return nil
        }
        return id
    }

    /// `android:summary` (or `app:summary`): the item's subtitle. A list's summary that is
    /// only a format placeholder (`%s`, `%1$s`) shows the chosen option's title, as a
    /// choice row does already.
    ///
    /// A two-state preference's `summaryOn` and `summaryOff` make a subtitle by value, each
    /// state falling back to `summary` as Android's does.
    private func summary(_ kind: Kind, _ reader: inout PreferenceAttributeReader) -> ImportedItem.Option? {
        let attribute = reader.attribute("summary")
        if kind == .toggle {
            let on = reader.attribute("summaryOn").flatMap { text($0) }, off = reader.attribute("summaryOff").flatMap { text($0) }
            if on != nil || off != nil {
                let fallback = attribute.flatMap { text($0) }
                let texts = [(true, on ?? fallback), (false, off ?? fallback)].compactMap { flag, text in
                    text.map { ImportedItem.ValueText(value: .bool(flag), text: $0) }
                }
                return .textsByValue(texts, otherwise: nil)
            }
        }
        if kind == .choice {
            // A list that shows its chosen entry, by its simple summary provider or a summary
            // that is only a placeholder for it, is what a choice's row shows (and what the
            // export writes back as the provider).
            let showsChoice = reader.attribute("useSimpleSummaryProvider").map { resolvedText($0) == "true" } ?? false
            if let attribute, Self.isFormatPlaceholder(attribute.value) { return nil }
            if showsChoice, let attribute {
                reader.loseMeaning(at: attribute, "a summary beside a simple summary provider is not imported: the list shows its chosen option instead")
                return nil
            }
        }
        guard let attribute else { return nil }
        if kind == .multiChoice, Self.isFormatPlaceholder(attribute.value) {
            reader.loseMeaning(
                at: attribute, "a summary showing the chosen options is not imported: a multiple choice's row shows what is chosen already")
            return nil
        }
        return text(attribute).map { .text($0) }
    }

    /// `%s` or `%1$s`: what a list preference replaces with its chosen entry.
    private static func isFormatPlaceholder(_ value: String) -> Bool {
        value == "%s" || value == "%1$s"
    }

    private func importChoice(
        _ multiple: Bool, key: String, name: String, title: ImportedText?, defaultAttribute: PreferenceAttribute?, _ reader: inout PreferenceAttributeReader
    ) -> ImportedItem? {
        let valuesAttribute = reader.attribute("entryValues")
        // Nil, reported, for a reference that could not be resolved.
        let resolvedValues: Result<AndroidResources.Resolved, AndroidResources.ResolveFailure>? = valuesAttribute.flatMap { resolved($0, &reader) }
        guard let valuesAttribute, case .success(.list(let texts))? = resolvedValues, !texts.isEmpty else {
            if let valuesAttribute {
                // An empty array, or a text where an array belongs: no option to choose.
                if case .success(let value)? = resolvedValues {
                    let found: String = if case .list = value { "an empty array" } else { "'\(PrintableText.escaped(valuesAttribute.value))', no array" }
                    reader.loseMeaning(at: valuesAttribute, "expected entryValues naming an array of at least one item, found \(found); a list without options is not imported")
                }
                return nil
            }
            guard !multiple else {
                reader.loseMeaning(
                    at: nil,
                    "a multi-select list without entryValues (options the app supplies at run time) cannot be expressed: a multiple choice binds an enumeration, whose cases are its options; not imported")
                return nil
            }
            return importDynamicChoice(key: key, name: name, title: title, defaultAttribute: defaultAttribute, &reader)
        }
        let typing = FieldTypeInference.choice(texts.map { .string($0) })
        guard Set(typing.values).count == typing.values.count else {
            reader.loseMeaning(at: valuesAttribute, "entryValues holds the same value twice, so two options would store one value; not imported")
            return nil
        }
        var titles: [ImportedText]?
        if let entries = reader.attribute("entries"), let entryTitles = entryTitles(entries, &reader) {
            if entryTitles.count == texts.count {
                titles = entryTitles
            } else {
                reader.loseMeaning(at: entries, "entries has \(entryTitles.count) items for \(texts.count) entryValues, so they do not pair up; the titles are not imported")
            }
        }
        let type: ImportedFieldType
        var defaultValue: ImportedValue?
        if multiple {
            let cases: [String]
            if case .enumeration(let names) = typing.type {
                cases = names
                type = .enumerationSet(cases)
            } else if let names = FieldTypeInference.caseNames(forRawValues: texts) {
                // The entryValues are what is stored: each becomes a case's raw value, under
                // a lowerCamelCase name made from it.
                cases = names
                type = .enumerationSet(cases, rawValues: texts)
            } else {
                reader.loseMeaning(
                    at: valuesAttribute,
                    "a multi-select list is a set of enumeration cases, and its entryValues give no distinct case names; not imported")
                return nil
            }
            if let defaultAttribute, case .success(.list(let chosenValues))? = resolved(defaultAttribute, &reader) {
                let chosen = chosenValues.map { value in texts.firstIndex(of: value).map { cases[$0] } ?? value }
                if chosenValues.allSatisfy(texts.contains) {
                    defaultValue = .enumCases(chosen)
                } else {
                    reader.markLossy()
                    reader.report(.warning(
                        .defaultNotAmongValues, "expected a defaultValue among the entryValues, found \(chosenValues.map { "'\(PrintableText.escaped($0))'" }.joined(separator: ", ")); no default is imported",
                        at: defaultAttribute.valueSpan))
                }
            }
        } else {
            type = typing.type
            if let defaultAttribute, case .success(.text(let text))? = resolved(defaultAttribute, &reader) {
                if let converted = FieldTypeInference.convert(.string(text), to: type), typing.values.contains(converted.value) {
                    defaultValue = converted.value
                } else {
                    reader.markLossy()
                    reader.report(.warning(
                        .defaultNotAmongValues,
                        "expected a defaultValue among the entryValues (\(typing.values.map(FieldTypeInference.quoted).joined(separator: ", "))), found '\(PrintableText.escaped(text))'; no default is imported",
                        at: defaultAttribute.valueSpan))
                }
            }
        }
        let request = ImportedModelBuilder.Request(
            storedKey: key, name: name, type: type, defaultValue: defaultValue, choiceValues: typing.values, isOptional: !multiple, span: reader.element.span)
        guard bind(request, &reader) else { return nil }
        var options: [(key: String, value: ImportedItem.Option)] = []
        if let titles { options.append(("titles", .texts(titles))) }
        if case .string = type { options.append(("values", .values(typing.values))) }
        if let dialogTitle = reader.attribute("dialogTitle").flatMap({ text($0) }) { options.append(("dialogTitle", .text(dialogTitle))) }
        return ImportedItem(control: multiple ? .multiChoice : .choice, target: name, title: title, options: options, origin: reader.element.span)
    }

    /// A list without entryValues: the app's fragment sets them (setEntries,
    /// setEntryValues), so `options: dynamic` on a String field, as a list stores text.
    /// Entries without entryValues pair with no option: imported alike, and reported.
    private func importDynamicChoice(
        key: String, name: String, title: ImportedText?, defaultAttribute: PreferenceAttribute?, _ reader: inout PreferenceAttributeReader
    ) -> ImportedItem? {
        if let entries = reader.attribute("entries") {
            reader.loseMeaning(
                at: entries, "entries without entryValues pair with no option; imported as options the app supplies at run time ('options: dynamic'), without them")
        }
        var defaultValue: ImportedValue?
        if let defaultAttribute, case .success(.text(let text))? = resolved(defaultAttribute, &reader) { defaultValue = .string(text) }
        let request = ImportedModelBuilder.Request(
            storedKey: key, name: name, type: .string, defaultValue: defaultValue, isOptional: defaultValue == nil, span: reader.element.span)
        guard bind(request, &reader) else { return nil }
        var options: [(key: String, value: ImportedItem.Option)] = [("options", .word(ChoiceOptions.Source.dynamic.rawValue))]
        if let dialogTitle = reader.attribute("dialogTitle").flatMap({ text($0) }) { options.append(("dialogTitle", .text(dialogTitle))) }
        return ImportedItem(control: .choice, target: name, title: title, options: options, origin: reader.element.span)
    }

    // MARK: - Fields

    private func bind(_ key: String, _ name: String, _ type: ImportedFieldType, _ value: ImportedValue?, _ reader: inout PreferenceAttributeReader) -> Bool {
        bind(ImportedModelBuilder.Request(storedKey: key, name: name, type: type, defaultValue: value, span: reader.element.span), &reader)
    }

    private func bind(_ request: ImportedModelBuilder.Request, _ reader: inout PreferenceAttributeReader) -> Bool {
        let keySpan = reader.element.attribute("key")?.valueSpan ?? reader.element.span
        var request = request
        if let attribute = reader.element.attribute("defaultValue"), let reference = AndroidResourceReference(attribute.value) {
            request.androidDefault = androidDefault(reference, of: attribute, storing: request, &reader)
        }
        if let persistent = reader.attribute("persistent"), let text = resolvedText(persistent) {
            switch text {
            case "false": request.isStored = false
            case "true": break
            default:
                reader.loseMeaning(at: persistent, "expected true or false as persistent, found '\(PrintableText.escaped(text))'; the key is imported as stored")
            }
        }
        do {
            if let note = try model.bind(request) {
                reader.markLossy()
                reader.report(.warning(.conflictingSpecifiers, note, at: keySpan))
            }
            return true
        } catch {
            reader.report(.warning(
                .conflictingSpecifiers, "\(error.message); this preference is not imported", at: keySpan,
                notes: [Diagnostic.Note("stored first here", at: error.earlier)]))
            return false
        }
    }

    /// A default the app keeps in its resources (`@bool/NAME`): kept as the field's
    /// `androidDefault`, which the Android export writes back, since its value may differ by
    /// configuration (a tablet's, a night theme's). Where the resources read hold it, the
    /// field's default is its value too; where they do not, other platforms start without
    /// one, reported. A resource of a type the preference reads no value from is lost.
    private func androidDefault(
        _ reference: AndroidResourceReference, of attribute: PreferenceAttribute, storing request: ImportedModelBuilder.Request, _ reader: inout PreferenceAttributeReader
    ) -> String? {
        let readable = AndroidResourceReference.readableTypes(Self.valueKind(of: request.type, isList: request.isList))
        guard readable.contains(reference.type) else {
            reader.markLossy()
            reader.report(.warning(
                .mistypedDefault,
                "expected a resource of type \(readable.map { "'\($0)'" }.joined(separator: " or ")) as defaultValue, which a preference storing \(ImportedModelBuilder.describe(request.type)) reads, found '\(PrintableText.escaped(attribute.value))'; no default is imported",
                at: attribute.valueSpan))
            return nil
        }
        reportUnresolved(reference, of: attribute, keptBy: "field", &reader)
        return reference.text
    }

    /// A default kept as a reference (`androidDefault`) that the resources read do not hold:
    /// reported, as other platforms start without its value; nothing is lost.
    private func reportUnresolved(
        _ reference: AndroidResourceReference, of attribute: PreferenceAttribute, keptBy holder: String, _ reader: inout PreferenceAttributeReader
    ) {
        guard case .failure(let failure) = resources.resolve(attribute.value) else { return }
        reader.report(.warning(
            .unresolvedResource,
            "\(failure.message); kept as the \(holder)'s Android default ('androidDefault: \(reference.text)'), other platforms, which do not read Android's resources, start without its value",
            at: attribute.valueSpan))
    }

    /// What a preference storing `type` reads its default as.
    private static func valueKind(of type: ImportedFieldType, isList: Bool) -> AndroidResourceReference.ValueKind {
        if isList { return .set }
        switch type {
        case .bool: return .boolean
        case .int: return .integer
        case .float: return .number
        case .string: return .text
        case .date: return .none
        case .enumeration: return .singleChoice
        case .enumerationSet: return .set
        }
    }

    private func defaultValue(_ attribute: PreferenceAttribute?, as type: ImportedFieldType, stores: String, _ reader: inout PreferenceAttributeReader) -> ImportedValue? {
        guard let attribute, case .success(.text(let text))? = resolved(attribute, &reader) else { return nil }
        let raw: ImportedValue = type == .string ? .string(text) : (Int64(text).map { .int($0) } ?? (text == "true" || text == "false" ? .bool(text == "true") : .string(text)))
        guard let converted = FieldTypeInference.convert(raw, to: type) else {
            reader.markLossy()
            reader.report(.warning(
                .mistypedDefault, "expected \(ImportedModelBuilder.describe(type)) as defaultValue, \(stores), found '\(PrintableText.escaped(text))'; no default is imported",
                at: attribute.valueSpan))
            return nil
        }
        if converted.changedType {
            reader.report(.warning(
                .mistypedDefault,
                "expected \(ImportedModelBuilder.describe(type)) as defaultValue, \(stores), found '\(PrintableText.escaped(text))'; imported as \(FieldTypeInference.quoted(converted.value))",
                at: attribute.valueSpan))
        }
        return converted.value
    }

    /// The fields of value rows that no preference stores: text the app gives the row,
    /// not stored in the preferences by Android.
    ///
    /// A row showing in the clear a key that a secure text field hides is left out
    /// (conflicting-bindings), reported.
    private func bindValueRows() {
        var shownSecrets: Set<SourceSpan> = []
        for row in valueRows {
            guard model.field(row.field) == nil else {
                if model.isSecure(row.field) {
                    shownSecrets.insert(row.origin)
                    diagnostics.append(.warning(
                        .conflictingSpecifiers,
                        "key '\(PrintableText.escaped(row.key))' is edited hidden in a secure text field, and this row would show it in the clear; this preference is not imported",
                        at: row.keySpan, notes: model.declaration(of: row.field).map { [Diagnostic.Note("stored first here", at: $0)] } ?? []))
                    record(.dropped, for: row.origin)
                }
                continue
            }
            // A new field conflicts with nothing.
            _ = try? model.bind(ImportedModelBuilder.Request(
                storedKey: row.key, name: row.field, type: .string, defaultValue: nil, isStored: false, span: row.origin))
        }
        guard !shownSecrets.isEmpty else { return }
        for screenIndex in screens.indices {
            for sectionIndex in screens[screenIndex].sections.indices {
                screens[screenIndex].sections[sectionIndex].items.removeAll { $0.control == .value && $0.origin.map(shownSecrets.contains) == true }
            }
        }
    }

    /// Leaves out the `key:` of a nested screen's row where a preference stores that key:
    /// a child pane's key names no stored value (a spec writes `value:` to show one, which
    /// Android does not), so the screen keeps only the name it was given.
    private func removeStoredNestedScreenKeys() {
        guard !nestedScreenKeys.isEmpty else { return }
        let storedKeys = Set(model.fields.map { $0.storedKey ?? $0.name })
        for screenIndex in screens.indices {
            for sectionIndex in screens[screenIndex].sections.indices {
                for itemIndex in screens[screenIndex].sections[sectionIndex].items.indices {
                    let item = screens[screenIndex].sections[sectionIndex].items[itemIndex]
                    guard item.control == .childPane, let origin = item.origin, let place = nestedScreenKeys[origin],
                        let option = item.options.firstIndex(where: { $0.key == "key" }), case .word(let key) = item.options[option].value,
                        storedKeys.contains(key)
                    else { continue }
                    screens[screenIndex].sections[sectionIndex].items[itemIndex].options.remove(at: option)
                    diagnostics.append(.warning(
                        .notImported,
                        "the key of this PreferenceScreen is not imported: a preference stores '\(PrintableText.escaped(key))', and the screen is named '\(PrintableText.escaped(item.target))'; a nested screen's key names no stored value",
                        at: place))
                    record(.lossy, for: origin)
                }
            }
        }
    }

    /// Conditions for `android:dependency`: a dependent is enabled while the two-state
    /// preference it names is on (off, with `disableDependentsState`) and enabled itself.
    /// Android disables the dependents of a disabled preference too, so a dependent's
    /// condition holds every preference up its chain of dependencies.
    private func resolveDependencies() {
        // Each preference's own dependency, where it names a two-state preference.
        var parents: [SourceSpan: String] = [:]
        var parentOfField: [String: String] = [:]
        for screen in screens {
            for item in screen.sections.flatMap(\.items) {
                guard let origin = item.origin, let (parentKey, attribute) = dependencies[origin] else { continue }
                let parent = model.existingFieldName(forKey: parentKey) ?? parentKey
                guard let field = model.field(parent), field.type == .bool, parent != item.target else {
                    let known = model.field(parent) != nil
                    diagnostics.append(.warning(
                        known ? .notImported : .missingDependency,
                        known
                            ? "expected the key of a two-state preference as dependency, found '\(PrintableText.escaped(parent))', which stores \(ImportedModelBuilder.describe(model.field(parent)?.type ?? .string)); the dependency is not imported"
                            : "expected the key of a preference of the screens imported as dependency, found '\(PrintableText.escaped(parent))', which none stores; the dependency is not imported",
                        at: attribute.valueSpan))
                    record(.lossy, for: origin)
                    continue
                }
                parents[origin] = parent
                if item.control.targetsField { parentOfField[item.target] = parent }
            }
        }
        for screenIndex in screens.indices {
            for sectionIndex in screens[screenIndex].sections.indices {
                for itemIndex in screens[screenIndex].sections[sectionIndex].items.indices {
                    let item = screens[screenIndex].sections[sectionIndex].items[itemIndex]
                    guard let origin = item.origin, let parent = parents[origin] else { continue }
                    var clauses: [ImportedItem.Clause] = []
                    var reached: Set<String> = [item.target]
                    var next: String? = parent
                    while let current = next {
                        guard reached.insert(current).inserted else {
                            // Android would keep such preferences disabled for good.
                            if let attribute = dependencies[origin]?.attribute {
                                diagnostics.append(.warning(
                                    .notImported,
                                    "the chain of dependencies from here comes back to '\(PrintableText.escaped(current))'; the condition stops before it",
                                    at: attribute.valueSpan))
                            }
                            record(.lossy, for: origin)
                            break
                        }
                        clauses.append(ImportedItem.Clause(field: current, value: .bool(!invertedDependencies.contains(current))))
                        next = parentOfField[current]
                    }
                    screens[screenIndex].sections[sectionIndex].items[itemIndex].options.append(("enabledWhen", .condition(clauses)))
                }
            }
        }
    }

    // MARK: - Resources and text

    private func resolved(_ attribute: PreferenceAttribute, _ reader: inout PreferenceAttributeReader) -> AndroidResources.Resolved? {
        switch resources.resolve(attribute.value) {
        case .success(let value): return value
        case .failure(let failure):
            // A default the resources read do not hold stays a reference to the app's
            // resource (androidDefault), which binding the field reports.
            if attribute.localName == "defaultValue", AndroidResourceReference(attribute.value) != nil { return nil }
            reader.markLossy()
            reader.report(.warning(.unresolvedResource, "\(failure.message); '\(attribute.localName)' is not imported", at: attribute.valueSpan))
            return nil
        }
    }

    private func resolved(_ attribute: PreferenceAttribute, _ reader: inout PreferenceAttributeReader) -> Result<AndroidResources.Resolved, AndroidResources.ResolveFailure>? {
        let value: AndroidResources.Resolved? = resolved(attribute, &reader)
        return value.map { .success($0) }
    }

    /// The text an attribute stands for; nil, reported, when it names none the import
    /// could read (a platform's resource, an array, one the resources lack).
    private func resolvedText(_ attribute: PreferenceAttribute) -> String? {
        let why: String
        switch resources.resolve(attribute.value) {
        case .success(.text(let text)): return text
        case .success(.list): why = "'\(PrintableText.escaped(attribute.value))' is an array, not a text"
        case .failure(let failure): why = failure.message
        }
        diagnostics.append(.warning(.unresolvedResource, "\(why); '\(attribute.localName)' is not imported", at: attribute.valueSpan))
        return nil
    }

    /// A key a preference is stored or found by, or a dependency's. A `@string/` key that
    /// the resources read do not hold is taken to be the resource's name, and the
    /// preference counts as imported with loss: apps that keep their keys as resources
    /// give each the text of its name (`<string name="pref_key__theme">pref_key__theme</string>`),
    /// and a key guessed, and said to be, keeps the preference where dropping it would lose
    /// all of it.
    private func keyText(_ attribute: PreferenceAttribute, _ reader: inout PreferenceAttributeReader) -> String? {
        if case .success(.text(let text)) = resources.resolve(attribute.value) { return text }
        guard let (type, name) = AndroidResources.reference(attribute.value), type == "string" else { return resolvedText(attribute) }
        reader.markLossy()
        reader.report(.warning(
            .unresolvedResource,
            "'\(PrintableText.escaped(attribute.value))' is not among the resources read; the key is taken to be '\(PrintableText.escaped(name))', "
                + "the resource's name, which apps that keep their keys as resources usually give it as its text",
            at: attribute.valueSpan))
        return name
    }

    /// A list's `entries`, one title per item: an item written `@string/name` keeps the
    /// name as its localization key, with the default language's text where the resources
    /// have it (as a title does); nil, reported, when the attribute names no array.
    private func entryTitles(_ attribute: PreferenceAttribute, _ reader: inout PreferenceAttributeReader) -> [ImportedText]? {
        switch resources.resolveItems(attribute.value) {
        case .success(let items):
            return items.map { item in
                guard let key = item.stringName else { return ImportedText(item.text ?? "") }
                if item.text == nil {
                    diagnostics.append(.warning(
                        .unresolvedResource, "'@string/\(PrintableText.escaped(key))', an item of '\(PrintableText.escaped(attribute.value))', is not among the resources read; its title keeps its key without a default",
                        at: attribute.valueSpan))
                }
                return ImportedText(item.text ?? "", localizationKey: key)
            }
        case .failure:
            // Reported as any attribute that cannot be resolved.
            guard case .success(.list(let texts))? = resolved(attribute, &reader) else { return nil }
            return texts.map { ImportedText($0) }
        }
    }

    /// A title: a `@string/` reference keeps its name as the localization key, with the
    /// default language's text where the resources have it.
    private func text(_ attribute: PreferenceAttribute) -> ImportedText? {
        guard !attribute.value.isEmpty else { return nil }
        if let (type, name) = AndroidResources.reference(attribute.value), type == "string" {
            if case .success(.text(let text)) = resources.resolve(attribute.value) { return ImportedText(text, localizationKey: name) }
            diagnostics.append(.warning(
                .unresolvedResource, "'\(PrintableText.escaped(attribute.value))' is not among the resources read; the text keeps its key without a default",
                at: attribute.valueSpan))
            return ImportedText("", localizationKey: name)
        }
        // Text, or a reference to text; a platform's or theme's resource (`@android:string/ok`,
        // `?attr/title`), which the import does not have, or an array is lost, and said so.
        let why: String
        switch resources.resolve(attribute.value) {
        case .success(.text(let text)): return ImportedText(text)
        case .success(.list): why = "'\(PrintableText.escaped(attribute.value))' is an array, not a text"
        case .failure(let failure): why = failure.message
        }
        diagnostics.append(.warning(.unresolvedResource, "\(why); '\(attribute.localName)' is not imported", at: attribute.valueSpan))
        lostTexts.insert(attribute.valueSpan)
        return nil
    }

    /// Whether a text attribute of `element` named no text the import could read.
    private func hasLostText(_ element: PreferenceElement) -> Bool {
        !lostTexts.isEmpty && element.attributes.contains { lostTexts.contains($0.valueSpan) }
    }

    private func record(_ outcome: ImportStatistics.Outcome, for span: SourceSpan) {
        if let index = outcomes.firstIndex(where: { $0.span == span }) {
            outcomes[index].outcome = max(outcomes[index].outcome, outcome)
        } else {
            outcomes.append((span, outcome))
        }
    }
}
