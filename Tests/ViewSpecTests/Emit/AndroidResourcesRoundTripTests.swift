import Foundation
import Testing
@testable import ViewSpec

/// Exported Android resources read by an independent parser (xmllint), read back by the
/// Android import into the items they were exported from, and every Android app of the
/// shared corpus imported, exported and compared preference by preference with its source.
@Suite struct AndroidResourcesRoundTripTests {
    static func repositorySpecs() throws -> CheckedProject {
        let specs = RuleDocumentationTests.packageRoot.appendingPathComponent("specs")
        let paths = try FileManager.default.contentsOfDirectory(atPath: specs.path).filter { $0.hasSuffix(".yaml") }.sorted().map { specs.appendingPathComponent($0).path }
        return try Compiler().compile(files: paths).checked(for: [.layout])
    }

    /// xmllint, an independent XML parser, reads every file exported from the repository's
    /// specs and the emitter tests' spec.
    @Test(.enabled(if: ExternalTool.xmllint != nil || SharedMaterial.isRequired, "needs xmllint (Debian: libxml2-utils)"))
    func xmllintReadsEveryExportedFile() throws {
        let xmllint = try #require(ExternalTool.xmllint, "xmllint is not installed (Debian: libxml2-utils)")
        let outputs = [AndroidResourcesEmitter().emit(try Self.repositorySpecs()), AndroidResourcesEmitter().emit(try AndroidResourcesEmitterTests.checked(AndroidResourcesEmitterTests.spec))]
        try withScratchDirectory { directory in
            var count = 0
            for (index, output) in outputs.enumerated() {
                for folder in output.folders {
                    for file in folder.files {
                        let url = directory.appendingPathComponent("\(index)-\(folder.name)-\(file.fileName)")
                        try Data(file.bytes).write(to: url)
                        let result = try xmllint.run(["--noout", url.path])
                        #expect(result.status == 0 && result.stderr.isEmpty, "\(folder.name)/\(file.fileName): \(result.stderr)")
                        count += 1
                    }
                }
            }
            #expect(count > 5)
        }
    }

    /// What an item is expected to be once exported and imported again: its control (a
    /// stepper comes back as the seek bar's slider, a value as the plain preference's
    /// button), what it binds or opens, and its title as written or as the export titles it.
    static func expectedSignature(_ item: PreferenceItem, project: Project, screen: PreferenceScreen) -> String? {
        let model = project.model(named: screen.model.value)
        let field = item.field.flatMap { model?.field(named: $0.value) }
        var kind = item.control.kindName
        let target: String
        var title = item.title?.value
        switch item.control {
        case .datePicker:
            // Not exported: androidx.preference has no date picker.
            return nil
        case .slider(let reference, _), .stepper(let reference, _):
            guard AndroidExportRules.isSeekBar(field) else { return nil }
            kind = "slider"
            target = reference.value
        case .value(let reference, _):
            target = reference.value
        case .childPane(let name, _):
            target = name.value
            title = title ?? project.preferenceScreensByName[name.value]?.title?.value
        case .externalPane(let pane): target = Self.describe(pane)
        case .button(let action): target = action.value
        case .link(let url): target = url.value
        case .intent(let intent):
            target = Self.describe(intent)
            title = title ?? .literal(intent.defaultKey)
        case .systemSettings(let page):
            target = page.value.rawValue
            title = title ?? .literal(page.value.defaultTitle)
        case .custom(let row):
            // Written only as the app's class; without one, left out.
            guard row.androidClass != nil else { return nil }
            target = Self.describe(row)
        case .toggle(let reference, _), .textField(let reference, _), .choice(let reference, _), .multiChoice(let reference, _),
            .colorPicker(let reference, _), .soundPicker(let reference, _):
            target = reference.value
        }
        return "\(kind) \(target) \(describe(title ?? .literal(target)))"
    }

    /// An intent as compared: its attributes and extras as written.
    static func describe(_ intent: AndroidIntent) -> String {
        let parts = intent.attributes.map { "\($0.name)=\($0.value)" } + intent.extras.map { "extra \($0.name.value)=\(AndroidIntent.text(of: $0.value.value))" }
        return "{" + parts.joined(separator: " ") + "}"
    }

    /// A screen the app's code makes as compared: its name and the file it is made with.
    static func describe(_ pane: ExternalPane) -> String {
        pane.name.value + (pane.file.map { " file=\($0.path.value)" } ?? "")
    }

    /// A custom row as compared: its key, class and default as text (Android's is text).
    static func describe(_ row: CustomRow) -> String {
        "{\(row.key?.value ?? "-") \(row.androidClass?.value ?? "-") \(row.defaultValue.map { AndroidIntent.text(of: $0.value) } ?? "-")}"
    }

    static func describe(_ text: Text) -> String {
        switch text {
        case .literal(let literal): "'\(literal)'"
        case .localized(let key, let fallback): "{\(AndroidResourceNames.valueName(key)): \(fallback ?? key)}"
        }
    }

    static func signature(_ item: PreferenceItem) -> String {
        let target = item.field?.value ?? {
            switch item.control {
            case .childPane(let name, _): name.value
            case .externalPane(let pane): Self.describe(pane)
            case .button(let action): action.value
            case .link(let url): url.value
            case .intent(let intent): Self.describe(intent)
            case .systemSettings(let page): page.value.rawValue
            case .custom(let row): Self.describe(row)
            default: ""
            }
        }()
        return "\(item.control.kindName) \(target) \(item.title.map { describe($0.value) } ?? "'\(target)'")"
    }

    /// The repository's specs exported, then imported from the files of the screens no
    /// other screen opens (the others are nested in them): every item androidx.preference can show
    /// comes back as the same item.
    @Test func repositorySpecsExportAndImportBackItemByItem() throws {
        let (equal, total) = try Self.roundTrip(try Self.repositorySpecs())
        print("Android round trip of specs/: \(equal)/\(total) items equal")
        #expect(total > 10)
    }

    /// The same for a spec with every control, localized and hostile texts.
    @Test func everyControlAndHostileTextsExportAndImportBack() throws {
        let hostile = ["it's \"quoted\"", "@string/no", "?attr/no", "two\nlines", "  padded  ", "<&>", "back\\slash", "100% sure"]
        var items = hostile.indices.map { "          - {button: b\($0), title: \(YAMLQuoting.doubleQuoted(hostile[$0]))}" }
        // Links to intents, one untitled (titled by its action), one with a key of its own.
        items += [
            "          - link: {intent: {action: android.settings.SETTINGS, extras: {a: 1, b: true}}}",
            "          - {link: {intent: {targetPackage: com.example, targetClass: com.example.About, data: 'package:com.example'}}, key: about, title: \(YAMLQuoting.doubleQuoted(hostile[0]))}",
            // The app's settings: the application details intent, imported back as such.
            "          - link: {systemSettings: app}",
            // Rows the app draws: by its class, with a default, titled or not.
            "          - {custom: {key: theme, android: org.example.app.ThemePreference, default: dark}, title: \(YAMLQuoting.doubleQuoted(hostile[1]))}",
            "          - custom: {key: size, android: org.example.app.SizePreference, default: 3}",
            // A screen the app's code makes, with the file it is made with as an argument.
            "          - {childPane: {external: AboutViewController, fragment: org.example.AboutFragment, file: \(YAMLQuoting.doubleQuoted("pages/" + hostile[5] + hostile[0] + ".html"))}, title: About}",
        ]
        let spec = AndroidResourcesEmitterTests.spec.replacingOccurrences(of: "      - items:\n          - {textField: name", with: "      - items:\n\(items.joined(separator: "\n"))\n          - {textField: name")
        let (equal, total) = try Self.roundTrip(try AndroidResourcesEmitterTests.checked(spec))
        #expect(total >= 20)
        print("Android round trip of every control: \(equal)/\(total) items equal")
    }

    /// A localized text and a list's entries and entryValues that begin with `@` or `?`
    /// are written escaped in the values files (`\@`, `\?`), and come back as that text:
    /// the import once took the compiled text for a reference, lost the titles
    /// (`'@string/x' is not among the resources read`) and left the choice out.
    @Test func textsBeginningWithAtOrQuestionMarkComeBackAsText() throws {
        let spec = """
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields:
                  name: String
                  hint: String
                  mode: {type: String, default: '@on'}
            preferences:
              Main:
                model: Settings
                sections:
                  - items:
                      - {textField: name, title: {localized: name.title, default: '@string/no'}}
                      - {textField: hint, title: {localized: hint.title, default: '?attr/no'}}
                      - {choice: mode, titles: ['@string/on', '?off'], values: ['@on', '?attr/off']}
            """
        let checked = try AndroidResourcesEmitterTests.checked(spec)
        try withScratchDirectory { directory in
            let res = directory.appendingPathComponent("res").path
            _ = try OutputWriter.publish(OutputWriter(directory: res).stage(AndroidResourcesEmitter().emit(checked)))
            let imported = AndroidPreferencesImport.run(["\(res)/xml/main.xml"], resourceFolder: res)
            #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
            let again = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
            #expect(!again.diagnostics.hasErrors, "\(again.diagnostics.map(\.message))")
            let screen = try #require(try again.checked(for: [.layout]).project.preferenceScreensByName["main"])
            #expect(screen.items.map { $0.title?.value } == [
                .localized(key: "name_title", fallback: "@string/no"), .localized(key: "hint_title", fallback: "?attr/no"), .literal("mode"),
            ])
            guard case .choice(_, let options) = try #require(screen.items.last).control else {
                Issue.record("the choice is not imported back as a choice")
                return
            }
            #expect(options.titles?.value.map(\.value) == [.literal("@string/on"), .literal("?off")])
            #expect(options.values?.value.map(\.value) == [.string("@on"), .string("?attr/off")])
        }
    }

    static func roundTrip(_ checked: CheckedProject) throws -> (equal: Int, total: Int) {
        let project = checked.project
        let output = AndroidResourcesEmitter().emit(checked)
        let fileNames = AndroidResourcesEmitter.fileNames(of: project)
        return try withScratchDirectory { directory in
            let res = directory.appendingPathComponent("res").path
            _ = try OutputWriter.publish(OutputWriter(directory: res).stage(output))
            // Every screen no other opens: the others are nested in the files of those that do.
            let opened = Set(project.preferenceScreens.flatMap { $0.childPanes.map(\.target.value) })
            let entries = project.preferenceScreens.filter { !opened.contains($0.name.value) }
            #expect(!entries.isEmpty)
            let imported = AndroidPreferencesImport.run(entries.compactMap { fileNames[$0.name.value].map { "\(res)/xml/\($0)" } }, resourceFolder: res)
            #expect(!imported.diagnostics.hasErrors, "\(imported.diagnostics.map(\.message))")
            let again = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
            #expect(!again.diagnostics.hasErrors, "\(again.diagnostics.map(\.message))")
            let reimported = try again.checked(for: [.layout]).project
            var equal = 0, total = 0
            for screen in project.preferenceScreens {
                let isEntry = entries.contains { $0 === screen }
                let name = isEntry ? ImportedNameScope.specName(for: String(fileNames[screen.name.value]?.dropLast(4) ?? ""), kind: .screen) : screen.name.value
                let other = try #require(reimported.preferenceScreensByName[name], "\(screen.name.value) is not imported back as \(name)")
                let expected = screen.items.compactMap { Self.expectedSignature($0, project: project, screen: screen) }
                let found = other.items.map(Self.signature)
                total += expected.count
                equal += zip(expected, found).count { $0 == $1 }
                #expect(found == expected, "\(screen.name.value)")
            }
            return (equal, total)
        }
    }

    // MARK: - The shared corpus

    /// What a preference says, as compared: the attributes the import reads into a spec.
    static let comparedAttributes = [
        "key", "title", "summary", "summaryOn", "summaryOff", "dialogTitle", "defaultValue", "entries", "entryValues", "dependency", "persistent",
        "isPreferenceVisible", "fragment", "icon",
    ]

    struct Share: CustomStringConvertible {
        var app: String
        var equal = 0
        var total = 0
        /// How many preferences differ in each set of attributes, for the printed summary.
        var differing: [String: Int] = [:]
        var description: String {
            let percent = total == 0 ? 100 : Double(equal) * 100 / Double(total)
            let keys = differing.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.map { "\($0.key) \($0.value)" }
            return "\(app): \(equal)/\(total) preferences equal (\(String(format: "%.1f", percent))%)" + (keys.isEmpty ? "" : "; differing: " + keys.joined(separator: ", "))
        }
    }

    /// Every Android app of the corpus imported with its values files, exported, and each
    /// source preference compared with the exported one of the same key (or, without a key,
    /// title): its class, key, title and the title's string name, default, entries,
    /// entryValues and dependency, each resolved through its own resource folder.
    @Test(.needsSharedMaterial)
    func everyAndroidAppExportsBackToItsPreferences() throws {
        var shares: [Share] = []
        for app in RealAndroidPreferencesImportTests.apps {
            shares.append(try withScratchDirectory { scratch in try Self.roundTrip(app.prefix, scratch: scratch) })
        }
        for share in shares { print("Android round trip: \(share)") }
        let equal = shares.reduce(0) { $0 + $1.equal }, total = shares.reduce(0) { $0 + $1.total }
        print("Android round trip: all: \(equal)/\(total) preferences equal")
        #expect(shares.allSatisfy { $0.total > 0 })
        // Pinned (docs/export.md, "Round trip"): what is left is what the corpus's resources
        // do not hold and one list whose entries and entryValues do not pair up.
        #expect(shares.map { "\($0.equal)/\($0.total)" } == Self.pinnedShares, "\(shares)")
    }

    /// Preferences equal after the round trip, of those compared, per app in the order of
    /// `RealAndroidPreferencesImportTests.apps`.
    static let pinnedShares = ["28/30", "44/44", "24/24", "91/92", "11/11"]

    /// A corpus app's preference screens imported with its values files (copied to
    /// `scratch/source/values`), compiled, and exported to `scratch/exported`; nil, recorded
    /// as an issue, when the imported specs do not compile.
    static func importAndExport(_ prefix: String, scratch: URL) throws -> (screens: [String], source: URL, exported: URL, output: AndroidResourcesOutput)? {
        let directory = RealAndroidPreferencesImportTests.directory
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(prefix + "__") }.sorted()
        let screens = names.filter { $0.contains("preferences") || $0.hasSuffix("_settings.xml") }
        let source = scratch.appendingPathComponent("source")
        try FileManager.default.createDirectory(at: source.appendingPathComponent("values"), withIntermediateDirectories: true)
        for name in names where !screens.contains(name) {
            try FileManager.default.copyItem(at: directory.appendingPathComponent(name), to: source.appendingPathComponent("values/\(name)"))
        }
        let imported = AndroidPreferencesImport.run(screens.map { directory.appendingPathComponent($0).path }, resourceFolder: source.path)
        let compilation = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
        guard !imported.files.isEmpty, let checked = try? compilation.checked(for: [.layout]) else {
            Issue.record("\(prefix): the imported specs do not compile: \(compilation.diagnostics.filter { $0.severity == .error }.map(\.message))")
            return nil
        }
        let exported = scratch.appendingPathComponent("exported")
        let output = AndroidResourcesEmitter().emit(checked)
        _ = try OutputWriter.publish(OutputWriter(directory: exported.path).stage(output))
        return (screens, source, exported, output)
    }

    static func roundTrip(_ prefix: String, scratch: URL) throws -> Share {
        var share = Share(app: prefix)
        let directory = RealAndroidPreferencesImportTests.directory
        guard let (screens, source, exported, output) = try importAndExport(prefix, scratch: scratch) else { return share }
        let sourceResources = AndroidResources(folder: source.path, limits: .standard)
        let exportedResources = AndroidResources(folder: exported.path, limits: .standard)
        var candidates = output.folders.first { $0.name == "xml" }?.files.flatMap { file in
            PreferenceXMLReader.read(SourceFile(path: file.fileName, bytes: file.bytes)).value.map(Self.preferences) ?? []
        } ?? []
        for screen in screens {
            let read = PreferenceXMLReader.read(SourceFile(path: screen, bytes: Array(try Data(contentsOf: directory.appendingPathComponent(screen)))))
            for preference in read.value.map(Self.preferences) ?? [] {
                share.total += 1
                let identity = Self.identity(preference, sourceResources)
                // A preference without a key is found by its title, even where the export
                // gives it a key (a nested screen's, below).
                let byTitle = Self.hasKey(preference) ? nil : Self.identity(preference, sourceResources, byKey: false)
                guard let index = candidates.firstIndex(where: { Self.identity($0, exportedResources) == identity })
                    ?? candidates.firstIndex(where: { byTitle != nil && Self.identity($0, exportedResources, byKey: false) == byTitle })
                else {
                    if ProcessInfo.processInfo.environment["VIEWSPEC_PRINT_DIFFERENCES"] == "1" { print("\(prefix) \(identity) \(preference.name): missing") }
                    share.differing["missing", default: 0] += 1
                    continue
                }
                let match = candidates.remove(at: index)
                let sourceClass = AndroidPreferencesImporter.baseName(preference.name)
                var differing = Self.comparedAttributes.filter {
                    // A documented normalisation: a plain preference stores nothing, so
                    // whether it is persistent says nothing and is not written back; nor
                    // does its default, which androidx's `Preference` does not read
                    // (`onGetDefaultValue` gives null: only the classes that store a value
                    // read one).
                    if $0 == "persistent" || $0 == "defaultValue", sourceClass == "Preference" { return false }
                    // Another: a nested screen without a key is written with its screen's
                    // name as its key, the root key `setPreferencesFromResource` shows it by;
                    // a screen stores nothing under its key.
                    if $0 == "key", sourceClass == "PreferenceScreen", !Self.hasKey(preference), match.name == "PreferenceScreen" { return false }
                    if $0 == "entries" {
                        return !Self.matches(
                            Self.resolvedItems(preference.attribute($0), sourceResources), Self.resolvedItems(match.attribute($0), exportedResources))
                    }
                    // Another: a list's summary that is only a placeholder for the chosen
                    // entry (`%s`) shows what the simple summary provider the export writes does.
                    if $0 == "summary", Self.showsChosenEntry(preference), Self.showsChosenEntry(match) { return false }
                    // A default the spec keeps as a reference to the app's resource
                    // (androidDefault) is written back as that reference, which the app's
                    // own resources beside the exported ones resolve: the same.
                    if $0 == "defaultValue", let written = match.attribute($0)?.value, AndroidResourceReference(written) != nil {
                        return preference.attribute($0)?.value != written
                    }
                    return !Self.matches(
                        Self.resolved(preference.attribute($0) ?? preference.attribute($0, namespace: AndroidNamespace.app), sourceResources),
                        Self.resolved(match.attribute($0) ?? match.attribute($0, namespace: AndroidNamespace.app), exportedResources))
                }
                // The intent a plain preference starts: its attributes and extras.
                if Self.intent(of: preference, sourceResources) != Self.intent(of: match, exportedResources) { differing.append("intent") }
                // The arguments androidx gives the fragment a preference opens.
                if Self.extras(of: preference, sourceResources) != Self.extras(of: match, exportedResources) { differing.append("extras") }
                // A documented normalisation: a screen the app's code makes is written as a
                // plain preference naming its fragment, which androidx opens as it opens a
                // nested screen's.
                let opensFragment = sourceClass == "PreferenceScreen" && match.name == "Preference" && match.attribute("fragment") != nil
                // A class outside androidx.preference (the colour preference, an app's class or
                // subclass of androidx's) is written back with its package, as it was.
                let isOutsideAndroidx = CustomRow.isDottedClassName(preference.name) && !CustomRow.isLibraryClass(preference.name)
                let sameClass = isOutsideAndroidx ? preference.name == match.name : sourceClass == AndroidPreferencesImporter.baseName(match.name)
                if !sameClass, !opensFragment { differing.insert("class", at: 0) }
                if !differing.isEmpty, ProcessInfo.processInfo.environment["VIEWSPEC_PRINT_DIFFERENCES"] == "1" {
                    print("\(prefix) \(identity) \(preference.name)→\(match.name): \(differing.map { "\($0): \(Self.resolved(preference.attribute($0), sourceResources) ?? "none") → \(Self.resolved(match.attribute($0), exportedResources) ?? "none")" })")
                }
                if differing.isEmpty { share.equal += 1 } else { share.differing[differing.joined(separator: "+"), default: 0] += 1 }
            }
        }
        return share
    }

    /// A preference's `<intent>` as compared: each attribute the import reads and each
    /// extra's name and value, resolved; nil without an intent.
    static func intent(of element: PreferenceElement, _ resources: AndroidResources) -> [String]? {
        guard let intent = element.children.first(where: { $0.name == "intent" }) else { return nil }
        let attributes = AndroidPreferencesImporter.intentAttributes.map { "\($0)=\(resolved(intent.attribute($0), resources) ?? "none")" }
        return attributes + extras(of: intent, resources)
    }

    /// The `<extra>` elements right under `element`, each as its name and value, resolved:
    /// an intent's, or the arguments of the fragment a preference opens.
    static func extras(of element: PreferenceElement, _ resources: AndroidResources) -> [String] {
        element.children.filter { $0.name == "extra" }.map { "extra \(resolved($0.attribute("name"), resources) ?? "none")=\(resolved($0.attribute("value"), resources) ?? "none")" }
    }

    /// The preferences of a screen, nested screens included; not its root, categories and intents.
    static func preferences(_ root: PreferenceElement) -> [PreferenceElement] {
        AndroidResourcesEmitterTests.flattened(root).dropFirst().filter { !["PreferenceCategory", "intent", "extra"].contains(AndroidPreferencesImporter.baseName($0.name)) }
    }

    /// The documented normalisation: a string the source's resources lack is compared by
    /// its name alone (the export writes its name as its text).
    static func matches(_ source: String?, _ exported: String?) -> Bool {
        if source == exported { return true }
        guard let source, let exported, source.hasPrefix("@"), let equals = source.firstIndex(of: "=") else { return false }
        return source[source.index(after: equals)...].hasPrefix("unresolved @string/") && exported.hasPrefix(source[...equals])
    }

    /// What pairs a source preference with an exported one: its key, else (or, without
    /// `byKey`, always) its title, by the name of its string where it names one.
    static func identity(_ element: PreferenceElement, _ resources: AndroidResources, byKey: Bool = true) -> String {
        for name in byKey ? ["key", "title"] : ["title"] {
            guard let attribute = element.attribute(name) ?? element.attribute(name, namespace: AndroidNamespace.app) else { continue }
            if name == "key", let key = keyText(attribute, resources) { return "key \(key)" }
            if name == "title", let (type, stringName) = AndroidResources.reference(attribute.value), type == "string" { return "title @\(stringName)" }
            if case .success(.text(let text)) = resources.resolve(attribute.value) { return "\(name) \(text)" }
        }
        return ""
    }

    static func hasKey(_ element: PreferenceElement) -> Bool {
        (element.attribute("key") ?? element.attribute("key", namespace: AndroidNamespace.app)) != nil
    }

    /// A list's `entries` as compared: each item's text, with the name of the string it
    /// names (its localization key), a string the resources lack as unresolved.
    static func resolvedItems(_ attribute: PreferenceAttribute?, _ resources: AndroidResources) -> [String]? {
        guard let attribute else { return nil }
        switch resources.resolveItems(attribute.value) {
        case .success(let items):
            return items.map { item in
                item.stringName.map { "@\($0)=" + (item.text ?? "unresolved @string/\($0)") } ?? item.text ?? ""
            }
        case .failure: return ["unresolved " + attribute.value]
        }
    }

    /// Two lists' items compared one by one, as texts are.
    static func matches(_ source: [String]?, _ exported: [String]?) -> Bool {
        guard let source, let exported else { return source == nil && exported == nil }
        return source.count == exported.count && zip(source, exported).allSatisfy { matches($0, $1) }
    }

    /// Whether a list shows its chosen entry as its summary: by its simple summary provider,
    /// or by a summary that is only the placeholder for it.
    static func showsChosenEntry(_ element: PreferenceElement) -> Bool {
        guard AndroidPreferencesImporter.baseName(element.name).hasSuffix("ListPreference"), !element.name.hasSuffix("MultiSelectListPreference") else {
            return false
        }
        if element.attribute("useSimpleSummaryProvider", namespace: AndroidNamespace.app)?.value == "true" { return true }
        let summary = element.attribute("summary") ?? element.attribute("summary", namespace: AndroidNamespace.app)
        return summary.map { $0.value == "%s" || $0.value == "%1$s" } ?? false
    }

    /// The documented normalisation of keys: a `@string/` key (or dependency) that the
    /// source's resources lack is the resource's name, as the import takes it to be.
    static func keyText(_ attribute: PreferenceAttribute, _ resources: AndroidResources) -> String? {
        if case .success(.text(let text)) = resources.resolve(attribute.value) { return text }
        if let (type, name) = AndroidResources.reference(attribute.value), type == "string" { return name }
        return nil
    }

    /// The attributes that hold a text a spec localizes by its key.
    static let textAttributes: Set<String> = ["title", "summary", "summaryOn", "summaryOff", "dialogTitle"]

    /// An attribute as compared: its value resolved through the resources (a list joined);
    /// for a text (a title, summary or dialog title), with the name of the string a `@string/` reference names (its
    /// localization key; the other attributes' strings are not translated, only resolved).
    static func resolved(_ attribute: PreferenceAttribute?, _ resources: AndroidResources) -> String? {
        guard let attribute else { return nil }
        if ["key", "dependency"].contains(attribute.localName), let key = keyText(attribute, resources) { return key }
        let name = !textAttributes.contains(attribute.localName) ? "" : AndroidResources.reference(attribute.value).flatMap { $0.type == "string" ? "@\($0.name)=" : nil } ?? ""
        switch resources.resolve(attribute.value) {
        case .success(.text(let text)): return name + text
        case .success(.list(let items)): return name + items.joined(separator: "|")
        case .failure: return name + "unresolved " + attribute.value
        }
    }
}
