/// Imports a Settings.bundle: its root panes, every pane their child panes reach, and the
/// texts of its strings tables, as one preferences model and one screen per pane.
///
/// Roots: `Root.plist`, which the Settings app shows, and `Root.inApp.plist`, which
/// InAppSettingsKit shows inside the app instead when the bundle has it. Both are imported
/// when present, as entry screens `Root` and `RootInApp`. A pane's device variants
/// (`Root~iphone.plist`, `Root~ipad.plist`) are merged into its screen, their rows for
/// their devices (`DeviceVariantMerge`). The importer reports nothing about specs: only
/// about the bundle's files, at their own lines.
final class SettingsBundleImporter {
    private let bundle: SettingsBundle
    private let modelName: String
    private var model = ImportedModelBuilder()
    private(set) var statistics = ImportStatistics()
    /// Each specifier's outcome, by where it is; counted at the end, so that later steps
    /// (a child pane to a pane left empty) can still change one.
    private var outcomes: [(span: SourceSpan, outcome: ImportStatistics.Outcome)] = []
    private var outcomeIndex: [SourceSpan: Int] = [:]

    /// Panes in the order they are first reached, and each one's state in the search.
    private var paneOrder: [String] = []
    private var paneStates: [String: PaneState] = [:]
    /// Child pane specifiers that lead back to a pane they were reached from.
    private var cyclicChildPanes: Set<SourceSpan> = []
    private var paneLimitReported = false
    /// The screen each pane becomes, named once every pane is found.
    private var screenNames: [String: String] = [:]
    /// The Key of each child pane specifier that has one, by the specifier's place: the
    /// field whose value the row shows, when a specifier stores it.
    private var shownKeys: [SourceSpan: (key: String, place: SourceSpan)] = [:]
    /// The `IASKSubtitle` by value of such a child pane, by the specifier's place: its values
    /// take the type of the field the row shows.
    private var shownKeySubtitles: [SourceSpan: PaneImporter.WrittenSubtitleByValue] = [:]
    /// A child pane's DefaultValue, shown in place of its Key's value while none is stored.
    private var shownKeyPlaceholders: [SourceSpan: (text: ImportedText, place: SourceSpan)] = [:]
    /// Each pane's header and merged specifiers, read once; nil for one that is no pane.
    private var panes: [String: Pane?] = [:]
    /// Specifiers of device variants that are the same as one imported, by where they
    /// are: they count as that one.
    private var aliases: [(span: SourceSpan, representative: SourceSpan)] = []

    private struct Pane {
        var header: PropertyListDictionary
        var specifiers: [DeviceVariantMerge.Specifier]
        /// The files it is read from, the base file first.
        var files: [String]
    }

    private enum PaneState {
        case open
        case done
    }

    static let rootFileName = "Root.plist"
    static let inAppRootFileName = "Root.inApp.plist"

    init(bundle: SettingsBundle, modelName: String) {
        self.bundle = bundle
        self.modelName = modelName
    }

    /// The imported project, or nil when an error leaves nothing to import.
    func run() -> ImportedProject? {
        let roots = [Self.rootFileName, Self.inAppRootFileName].filter(hasPane)
        guard !roots.isEmpty else {
            bundle.report(.error(
                .settingsBundleStructure,
                "expected '\(Self.rootFileName)' or '\(Self.inAppRootFileName)' in the bundle, found neither",
                at: .startOfFile(bundle.path)))
            return nil
        }
        for name in bundle.fileNames.sorted() where name.hasPrefix("Root~") && name.hasSuffix(".plist") && !DeviceVariantMerge.isVariant(name) {
            bundle.report(.warning(
                .notImported,
                "'\(PrintableText.escaped(name))' is not imported: the Settings app reads a pane's '~iphone' and '~ipad' variants only; the import takes '\(name.contains(".inApp.") ? Self.inAppRootFileName : Self.rootFileName)'",
                at: .startOfFile(bundle.displayPath(name))))
        }
        for root in roots { visit(root) }
        // Each pane gets a name of its own, even one whose file gives the name another's
        // does (`RootInApp.plist` beside `Root.inApp.plist`); the roots name theirs first,
        // the names the export writes them back by.
        var screenScope = ImportedNameScope(.screen)
        for name in roots.filter(paneOrder.contains) + paneOrder.filter({ !roots.contains($0) }) {
            screenNames[name] = screenScope.newName(for: Self.baseName(ofPane: name)).name
        }
        var screens: [ImportedScreen] = []
        for name in paneOrder {
            guard let pane = pane(name) else { continue }
            screens.append(importPane(name, pane: pane, isEntry: roots.contains(name)))
        }
        screens = RowKeyDeduplication.deduplicated(screens) { key, row, isDropped in
            bundle.report(.warning(
                .notImported,
                isDropped
                    ? "this row the app draws is not imported: its key '\(PrintableText.escaped(key))' already tells another row of the pane apart, and a key names one row"
                    : "'Key' of this specifier is not imported: '\(PrintableText.escaped(key))' already tells another row of the pane apart, and a key names one row",
                at: row))
            record(isDropped ? .dropped : .lossy, for: row)
        }
        screens = resolvingShownKeys(screens)
        screens = removingEmptyScreens(screens)
        for (_, outcome) in outcomes { statistics.count(outcome) }
        for alias in aliases where outcomeIndex[alias.span] == nil {
            if let index = outcomeIndex[alias.representative] { statistics.count(outcomes[index].outcome) }
        }
        guard !bundle.diagnostics.hasErrors else { return nil }
        // Panes of links and buttons alone bind a model of no fields.
        guard !model.fields.isEmpty || !screens.isEmpty else {
            bundle.report(.error(
                .settingsBundleStructure,
                "expected at least one specifier the spec language can show, found none: nothing to import",
                at: .startOfFile(bundle.displayPath(roots[0]))))
            return nil
        }
        return ImportedProject(modelName: modelName, fields: model.fields, screens: screens, sourceName: Self.lastComponent(of: bundle.path))
    }

    // MARK: - Finding the panes

    /// Searches depth first from `root`, noting child panes that lead back to a pane still
    /// open in the search: without them, the panes open each other without a cycle. The
    /// search keeps its own stack, so no bundle can make it recurse.
    private func visit(_ root: String) {
        var stack: [(name: String, specifiers: [PropertyList], next: Int)] = []
        func open(_ name: String) {
            guard paneOrder.count < bundle.limits.maximumPaneCount else {
                if !paneLimitReported {
                    paneLimitReported = true
                    bundle.report(.error(
                        .interchangeLimit,
                        "expected at most \(bundle.limits.maximumPaneCount) panes in a bundle, found more; '\(PrintableText.escaped(name))' is one too many",
                        at: .startOfFile(bundle.displayPath(name))))
                }
                return
            }
            paneStates[name] = .open
            paneOrder.append(name)
            stack.append((name, pane(name)?.specifiers.map(\.specifier) ?? [], 0))
        }
        guard paneStates[root] == nil else { return }
        open(root)
        while let top = stack.last {
            guard top.next < top.specifiers.count else {
                paneStates[top.name] = .done
                stack.removeLast()
                continue
            }
            let specifier = top.specifiers[top.next]
            stack[stack.count - 1].next += 1
            // A custom view opens its File as a child pane does.
            guard let dictionary = specifier.dictionary,
                [SpecifierVocabulary.SpecifierType.childPane.rawValue, SpecifierVocabulary.SpecifierType.customView.rawValue].contains(dictionary["Type"]?.string),
                let target = childPaneFile(dictionary), hasPane(target)
            else { continue }
            switch paneStates[target] {
            case .open: cyclicChildPanes.insert(specifier.span)
            case .done: continue
            case nil: open(target)
            }
        }
    }

    /// The property list a child pane opens, when it opens one of the bundle's panes: its
    /// `File` plus `.plist`, a plain name; nil for panes made by app code and web pages.
    func childPaneFile(_ dictionary: PropertyListDictionary) -> String? {
        guard dictionary["IASKViewControllerClass"] == nil, dictionary["IASKSegueIdentifier"] == nil,
            dictionary["IASKViewControllerStoryBoardId"] == nil, let file = dictionary["File"]?.string,
            !file.isEmpty, !file.contains("/"), !file.contains(":"), !file.hasPrefix(".")
        else { return nil }
        return file + ".plist"
    }

    /// Whether the bundle has the pane `name`: its file, or a device variant of it.
    func hasPane(_ name: String) -> Bool {
        bundle.contains(name) || DeviceVariantMerge.variants(ofPane: name).contains { bundle.contains($0.file) }
    }

    /// The pane `name` with its device variants merged, read once: the header of its base
    /// file (else of its first variant), and the specifiers of them all. A variant without
    /// a base file is the pane on its device alone.
    private func pane(_ name: String) -> Pane? {
        if let read = panes[name] { return read }
        let variants = DeviceVariantMerge.variants(ofPane: name).filter { bundle.contains($0.file) }
        var files: [DeviceVariantMerge.File] = []
        var header: (dictionary: PropertyListDictionary, file: String)?
        if bundle.contains(name), let base = specifiers(of: name) {
            header = (base.header, name)
            files.append(DeviceVariantMerge.File(name: name, platforms: Set(SpecPlatform.allCases).subtracting(variants.map(\.platform)), specifiers: base.list))
        }
        for variant in variants {
            guard let read = specifiers(of: variant.file) else { continue }
            if let header {
                reportHeaderDifferences(read.header, of: variant.file, from: header.dictionary, of: header.file)
            } else {
                header = (read.header, variant.file)
            }
            files.append(DeviceVariantMerge.File(name: variant.file, platforms: [variant.platform], specifiers: read.list))
        }
        guard let header else {
            panes[name] = .some(nil)
            return nil
        }
        let specifiers = DeviceVariantMerge.merge(files)
        for specifier in specifiers {
            for span in specifier.duplicates { aliases.append((span, specifier.specifier.span)) }
        }
        let pane = Pane(header: header.dictionary, specifiers: specifiers, files: files.map(\.name))
        panes[name] = pane
        return pane
    }

    /// A screen has one title and one strings table: a variant's that differ are reported,
    /// at the variant's key.
    private func reportHeaderDifferences(_ variant: PropertyListDictionary, of file: String, from base: PropertyListDictionary, of baseFile: String) {
        for key in ["Title", "StringsTable"] where variant[key] != base[key] {
            let what = key == "Title" ? "a screen has one title" : "a screen's texts are looked up in one strings table"
            let taken = base[key].map(FieldTypeInference.quoted) ?? "none"
            guard let entry = variant.entry(key) else {
                bundle.report(.warning(
                    .notImported,
                    "'\(PrintableText.escaped(file))' has no '\(key)', unlike '\(PrintableText.escaped(baseFile))': \(what), and the import takes \(taken)",
                    at: .startOfFile(bundle.displayPath(file))))
                continue
            }
            bundle.report(.warning(
                .notImported,
                "'\(key)' of '\(PrintableText.escaped(file))' (\(FieldTypeInference.quoted(entry.value))) is not imported: \(what), and the import takes that of '\(PrintableText.escaped(baseFile))' (\(taken))",
                at: entry.keySpan))
        }
    }

    /// A pane's specifiers and the dictionary they are in; nil, with an error, when the
    /// file is not a pane.
    private func specifiers(of name: String) -> (header: PropertyListDictionary, list: [PropertyList])? {
        guard let root = bundle.propertyList(name) else { return nil }
        guard let dictionary = root.dictionary else {
            reportOnce(.error(.settingsBundleStructure, "expected a dictionary at the top of a pane, found \(FieldTypeInference.quoted(root))", at: root.span))
            return nil
        }
        guard let list = dictionary["PreferenceSpecifiers"] else {
            reportOnce(.error(.settingsBundleStructure, "expected the key 'PreferenceSpecifiers' in a pane, found none", at: root.span))
            return nil
        }
        guard let specifiers = list.array else {
            reportOnce(.error(.settingsBundleStructure, "expected an array of specifiers for 'PreferenceSpecifiers', found \(FieldTypeInference.quoted(list))", at: list.span))
            return nil
        }
        return (dictionary, specifiers)
    }

    private var reported: Set<Diagnostic> = []

    private func reportOnce(_ diagnostic: Diagnostic) {
        if reported.insert(diagnostic).inserted { bundle.report(diagnostic) }
    }

    // MARK: - Names

    /// Whether the pane `file` is imported as a screen: a root or a child pane reaches it.
    func isScreen(_ file: String) -> Bool { screenNames[file] != nil }

    /// The screen a pane becomes: its file name without `.plist`, `Root.inApp` as
    /// `RootInApp`, made a name of the project's screens (`ImportedNameScope`).
    func screenName(forPane file: String) -> String {
        screenNames[file] ?? ImportedNameScope.specName(for: Self.baseName(ofPane: file), kind: .screen)
    }

    private static func baseName(ofPane file: String) -> String {
        let base = file.hasSuffix(".plist") ? String(file.dropLast(6)) : file
        return base.hasSuffix(".inApp") ? String(base.dropLast(6)) + "InApp" : base
    }

    /// The section id a group's or category's key becomes: each character an id cannot
    /// hold (white space, control characters) as `_`. Section ids are not Swift names.
    static func sectionID(forKey key: String) -> String {
        String(String.UnicodeScalarView(key.unicodeScalars.map { $0.properties.isWhitespace || $0.properties.generalCategory == .control ? "_" : $0 }))
    }

    /// `A`, `A and B`, `A, B and C`.
    static func list(_ names: [String]) -> String {
        names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }

    static func lastComponent(of path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    }

    // MARK: - Outcomes

    func record(_ outcome: ImportStatistics.Outcome, for span: SourceSpan) {
        if let index = outcomeIndex[span] {
            outcomes[index].outcome = max(outcomes[index].outcome, outcome)
        } else {
            outcomeIndex[span] = outcomes.count
            outcomes.append((span, outcome))
        }
    }

    // MARK: - Panes

    private func importPane(_ name: String, pane paneFiles: Pane, isEntry: Bool) -> ImportedScreen {
        let header = paneFiles.header
        let namedTable = header["StringsTable"]?.string
        let tableName = namedTable ?? String(name.dropLast(6))
        // A name that is no file name of the `.lproj` folder (`../Other`) is not looked up:
        // an import reads nothing outside the bundle.
        let tableProblem = StringsTableNameCheck.problem(with: tableName)
        if let namedTable, let tableProblem, let place = header["StringsTable"]?.span {
            bundle.report(.warning(
                .notImported,
                "'StringsTable' of this pane is not imported: expected the name of a strings table in the bundle's .lproj folder, found '\(PrintableText.escaped(namedTable))': \(tableProblem); the pane's texts are imported as written",
                at: place))
        }
        let table = tableProblem == nil ? bundle.stringsTable(tableName) : nil
        var pane = PaneImporter(
            importer: self, bundle: bundle, table: table, xmlText: bundle.xmlText(of: name),
            cyclicChildPanes: cyclicChildPanes)
        // A row of some of the files only is noted with them, unless its section is.
        var sectionFiles = paneFiles.files
        for specifier in paneFiles.specifiers {
            if specifier.isGroup { sectionFiles = specifier.files }
            let note = specifier.files == sectionFiles && !specifier.isGroup || specifier.platforms == nil ? nil : "from " + Self.list(specifier.files)
            pane.xmlText = bundle.xmlText(of: specifier.file)
            pane.importSpecifier(specifier.specifier, variantPlatforms: specifier.platforms, note: note, model: &model)
        }
        let sections = pane.finishSections()
        let title = header["Title"].flatMap { pane.text($0) }
        let screenName = screenName(forPane: name)
        // The files read, a pane's variants with it: `Root.plist, Root~iphone.plist and Root~ipad.plist`.
        var screen = ImportedScreen(name: screenName, sourceFileName: Self.list(paneFiles.files), title: title, isEntry: isEntry, sections: sections)
        // The export looks a screen's texts up in the table named like it: another table is
        // written, when the pane names it or has it (one no file can have stays unsaid).
        if tableName != screenName, namedTable != nil || table != nil, tableProblem == nil {
            screen.strings = tableName
        }
        return screen
    }

    func noteShownKey(_ key: String, at place: SourceSpan, of specifier: SourceSpan) {
        shownKeys[specifier] = (key, place)
    }

    /// A child pane's `IASKSubtitle` by value, whose values wait for the field the row shows.
    func noteShownKeySubtitle(_ subtitle: PaneImporter.WrittenSubtitleByValue, of specifier: SourceSpan) {
        shownKeySubtitles[specifier] = subtitle
    }

    /// A child pane's DefaultValue, whose use waits for the field the row shows.
    func noteShownKeyPlaceholder(_ text: ImportedText, at place: SourceSpan, of specifier: SourceSpan) {
        shownKeyPlaceholders[specifier] = (text, place)
    }

    /// Gives each child pane with a Key the field it shows (`value:`). A Key no specifier
    /// stores shows nothing: apps give child panes one to tell the row apart by (which of
    /// linphone's accounts the one Account pane edits, the menus it hides), kept as the
    /// row's `key:`.
    private func resolvingShownKeys(_ screens: [ImportedScreen]) -> [ImportedScreen] {
        guard !shownKeys.isEmpty else { return screens }
        var screens = screens
        for screenIndex in screens.indices {
            // A row key names one row of its screen (conflicting-row-key): the buttons' and custom rows' first.
            var rowKeys = Set(screens[screenIndex].sections.flatMap { section in
                section.items.compactMap { item in
                    // A row the app draws is found by its key, its target.
                    if item.control == .custom { return item.target }
                    return item.options.first { $0.key == "key" }.flatMap { if case .word(let key) = $0.value { key } else { nil } }
                }
            })
            for sectionIndex in screens[screenIndex].sections.indices {
                for itemIndex in screens[screenIndex].sections[sectionIndex].items.indices {
                    let item = screens[screenIndex].sections[sectionIndex].items[itemIndex]
                    guard item.control == .childPane, let origin = item.origin, let (key, place) = shownKeys[origin] else { continue }
                    if let name = model.existingFieldName(forKey: key), let field = model.field(name), field.isList {
                        // A list group's elements: no row shows them beside its title, and a
                        // field's stored key is no row's key (conflicting-row-key).
                        bundle.report(.warning(
                            .notImported,
                            "'Key' of this PSChildPaneSpecifier is not imported: '\(PrintableText.escaped(key))' holds a list group's elements, which a row cannot show beside its title"
                                + (shownKeySubtitles[origin] == nil ? "" : "; nor is its subtitle by value"),
                            at: place))
                        record(.lossy, for: origin)
                        leavingOutPlaceholder(of: origin, because: "the row shows no value for it to stand in for")
                        continue
                    }
                    if let name = model.existingFieldName(forKey: key), let field = model.field(name) {
                        let subtitle = shownKeySubtitles[origin].flatMap { written in
                            written.option(for: field) { why in
                                bundle.report(.warning(.notImported, why, at: written.place))
                                record(.lossy, for: origin)
                            }
                        }
                        if let subtitle {
                            screens[screenIndex].sections[sectionIndex].items[itemIndex].options.insert(("subtitle", subtitle), at: 0)
                        }
                        screens[screenIndex].sections[sectionIndex].items[itemIndex].options.append(("value", .word(name)))
                        // Shown only while the field holds no value: an optional one without a default.
                        if let placeholder = shownKeyPlaceholders[origin] {
                            if field.isOptional, field.defaultValue == nil {
                                screens[screenIndex].sections[sectionIndex].items[itemIndex].options.append(("placeholder", .text(placeholder.text)))
                            } else {
                                leavingOutPlaceholder(
                                    of: origin,
                                    because: "'\(PrintableText.escaped(key))' always holds a value ("
                                        + (field.defaultValue == nil ? "it is not optional, so it starts at its type's zero value" : "its default, which the registered defaults give it")
                                        + "), so the row would never show it")
                            }
                        }
                        continue
                    }
                    leavingOutPlaceholder(of: origin, because: "no specifier stores its Key '\(PrintableText.escaped(key))', so the row shows no value for it to stand in for")
                    if let subtitle = shownKeySubtitles[origin] {
                        bundle.report(.warning(
                            .notImported,
                            "the subtitle by value of this PSChildPaneSpecifier is not imported: no specifier stores its Key '\(PrintableText.escaped(key))', so the row shows no value to pick a text by",
                            at: subtitle.place))
                        record(.lossy, for: origin)
                    }
                    if rowKeys.insert(key).inserted {
                        screens[screenIndex].sections[sectionIndex].items[itemIndex].options.append(("key", .word(key)))
                    } else {
                        bundle.report(.warning(
                            .notImported,
                            "'Key' of this PSChildPaneSpecifier is not imported: '\(PrintableText.escaped(key))' already tells another row of the pane apart, and a key names one row",
                            at: place))
                        record(.lossy, for: origin)
                    }
                }
            }
        }
        return screens
    }

    /// Reports a child pane's DefaultValue, where it has one, as not imported.
    private func leavingOutPlaceholder(of origin: SourceSpan, because reason: String) {
        guard let placeholder = shownKeyPlaceholders[origin] else { return }
        bundle.report(.warning(.notImported, "'DefaultValue' of this PSChildPaneSpecifier is not imported: \(reason)", at: placeholder.place))
        record(.lossy, for: origin)
    }

    /// Removes screens left without an item, and the child panes that open them.
    private func removingEmptyScreens(_ screens: [ImportedScreen]) -> [ImportedScreen] {
        EmptyScreenPruning.pruned(screens) { removed, origin in
            bundle.report(.warning(
                .notImported,
                "this child pane is not imported: '\(PrintableText.escaped(removed.sourceFileName))' holds nothing the spec language can show",
                at: origin))
            record(.dropped, for: origin)
        } reportSection: { origin in
            bundle.report(.warning(.notImported, EmptyScreenPruning.emptiedSectionMessage(of: "group"), at: origin))
            record(.dropped, for: origin)
        }
    }
}
