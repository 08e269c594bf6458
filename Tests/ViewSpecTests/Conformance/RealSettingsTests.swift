import Foundation
import Testing
@testable import ViewSpec

/// Real apps' settings screens, translated by hand into specs under
/// `Tests/ViewSpecTests/Fixtures/RealSettings/<app>/` (one directory per app; the sources
/// are listed in the shared `conformance/real-settings/MANIFEST.tsv`).
///
/// - Every app compiles without a single diagnostic and has the shape written down here:
///   its screens, their sections and items, the child-pane graph, the fields no item binds.
/// - Every translated source file, read from the shared conformance folder beside the
///   checkout (or `$VIEWSPEC_SHARED_DIR/conformance`), agrees with its translation
///   specifier by specifier (iOS) or preference by preference (Android): the control and
///   the key it binds, titles and their localization keys, sections, choice options, text
///   field traits, slider bounds, dependencies and defaults. What a translation leaves out
///   is listed case by case, and the list is checked against the source too.
///
/// docs/real-settings-coverage.md says why each construct left out is left out.
@Suite struct RealSettingsTests {
    static let fixturesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("RealSettings")

    static let sourcesDirectory = SharedMaterial.url("conformance/real-settings")

    static func compile(_ app: String) throws -> Compilation {
        let files = try InputDiscovery.specFiles(in: [fixturesDirectory.appendingPathComponent(app).path])
        return Compiler().compile(files: files)
    }

    // MARK: - What each app's translation holds

    struct Shape: Equatable, CustomStringConvertible {
        var sections: Int
        var items: Int
        init(_ sections: Int, _ items: Int) {
            self.sections = sections
            self.items = items
        }
        var description: String { "\(sections) sections, \(items) items" }
    }

    struct App: Sendable, CustomTestStringConvertible {
        var directory: String
        var files: Int
        var model: String
        var fields: Int
        /// Fields declared because the source stores them, that no control of the
        /// language can show (see the fixtures' comments).
        var unboundFields: Set<String>
        var entries: Set<String>
        var screens: [String: Shape]
        /// The targets of each screen's child panes, in order.
        var childPanes: [String: [String]]
        var testDescription: String { directory }
    }

    static let apps: [App] = [
        App(
            directory: "BelledonneCommunications__linphone-iphone", files: 13, model: "LinphoneSettings", fields: 122,
            unboundFields: ["vfs_enabled"], entries: ["Root"],
            screens: [
                "Root": Shape(3, 21), "Account": Shape(1, 22), "Audio": Shape(2, 25), "Video": Shape(2, 12),
                "Call": Shape(1, 11), "Meetings": Shape(1, 1), "Chat": Shape(2, 4), "Network": Shape(3, 14),
                "Tunnel": Shape(1, 3), "Contacts": Shape(2, 7), "Advanced": Shape(5, 14), "LDAP": Shape(5, 18),
            ],
            childPanes: [
                "Root": Array(repeating: "Account", count: 5)
                    + ["Audio", "Video", "Call", "Meetings", "Chat", "Network", "Tunnel", "Contacts", "Advanced"],
                "Contacts": Array(repeating: "LDAP", count: 5),
            ]),
        App(
            directory: "futuretap__InAppSettingsKit", files: 6, model: "InAppSettingsKitSample", fields: 66,
            unboundFields: ["toogle_string", "toogle_number", "toogle_string_false", "toggle_checkmark", "countryCode", "radiogroup2", "switchOther"],
            entries: ["Root", "RootInApp"],
            screens: [
                "Root": Shape(7, 11), "RootInApp": Shape(14, 38), "Complete": Shape(10, 48), "Advanced": Shape(4, 6),
                "Fruit": Shape(1, 1),
            ],
            childPanes: [
                "Root": ["Complete", "Advanced"],
                "RootInApp": ["Complete", "Advanced"],
                "Complete": ["Advanced", "Fruit", "Fruit", "Advanced"],
            ]),
        App(
            directory: "TeamNewPipe__NewPipe", files: 3, model: "NewPipeSettings", fields: 40,
            unboundFields: [], entries: ["video_audio_settings", "content_settings"],
            screens: ["video_audio_settings": Shape(3, 26), "content_settings": Shape(2, 17)],
            childPanes: [:]),
        App(
            directory: "beemdevelopment__Aegis", files: 1, model: "AegisSecuritySettings", fields: 7,
            unboundFields: [], entries: ["preferences_security"],
            screens: ["preferences_security": Shape(3, 12)],
            childPanes: [:]),
    ]

    @Test func everyFixtureDirectoryIsAnApp() throws {
        let directories = try FileManager.default.contentsOfDirectory(atPath: Self.fixturesDirectory.path).filter { !$0.hasPrefix(".") }
        #expect(Set(directories) == Set(Self.apps.map(\.directory)))
    }

    @Test(arguments: apps)
    func compilesWithoutDiagnosticsAndHasItsShape(_ app: App) throws {
        let compilation = try Self.compile(app.directory)
        #expect(compilation.fileCount == app.files)
        #expect(compilation.diagnostics.isEmpty, "\(compilation.reportedDiagnostics.map { "\($0.range.path):\($0.range.start.line): \($0.message)" })")
        let project = compilation.project

        #expect(project.models.map(\.name.value) == [app.model])
        let model = try #require(project.model(named: app.model))
        #expect(model.kind.value == .preferences)
        #expect(model.fields.count == app.fields)

        var shapes: [String: Shape] = [:]
        var childPanes: [String: [String]] = [:]
        var bound = Set<String>()
        for screen in project.preferenceScreens {
            #expect(screen.model.value == app.model, "\(screen.name.value) binds \(screen.model.value)")
            shapes[screen.name.value] = Shape(screen.sections.count, screen.items.count)
            #expect(screen.sections.allSatisfy { !$0.items.isEmpty }, "\(screen.name.value) has an empty section")
            let targets = screen.items.compactMap { item -> String? in
                if case .childPane(let target, _) = item.control { return target.value }
                return nil
            }
            if !targets.isEmpty { childPanes[screen.name.value] = targets }
            for item in screen.items {
                if let field = item.field { bound.insert(field.value) }
                for clause in (item.enabledWhen?.clauses ?? []) + (item.visibleWhen?.clauses ?? []) {
                    #expect(model.field(named: clause.field.value) != nil, "condition on unknown field \(clause.field.value)")
                }
            }
        }
        #expect(shapes == app.screens)
        #expect(childPanes == app.childPanes)
        #expect(Set(project.preferenceScreens.filter(\.isEntry).map(\.name.value)) == app.entries)
        #expect(Set(model.fields.map(\.name.value)).subtracting(bound) == app.unboundFields)

        // Every screen is reached from an entry screen through child panes.
        var reached = Set<String>()
        var pending = Array(app.entries)
        while let name = pending.popLast() {
            guard reached.insert(name).inserted else { continue }
            pending += childPanes[name] ?? []
        }
        #expect(reached == Set(app.screens.keys))
    }

    // MARK: - Provenance

    struct ManifestRow {
        var localPath: String
        var repo: String
        var repoPath: String
        var commit: String
    }

    static func manifest() throws -> [String: ManifestRow] {
        let text = try String(contentsOf: sourcesDirectory.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        var rows: [String: ManifestRow] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 5 else { continue }
            rows[columns[1]] = ManifestRow(localPath: columns[1], repo: columns[2], repoPath: columns[3], commit: columns[4])
        }
        return rows
    }

    @Test(.needsSharedMaterial) func sourcesArePresent() throws {
        let rows = try Self.manifest()
        #expect(rows.count >= 60, "the real-settings MANIFEST was not found at \(Self.sourcesDirectory.path); set VIEWSPEC_SHARED_DIR")
    }

    /// Each fixture names the repository path and commit of the file it translates, as the
    /// MANIFEST gives them.
    @Test(.needsSharedMaterial) func everyTranslationNamesItsSourceAndCommit() throws {
        let rows = try Self.manifest()
        let translations = Self.plistTranslations.map { ("ios/\($0.app)/\($0.plist)", $0.app, $0.fixture) }
            + Self.androidTranslations.map { ("android/\($0.source)", $0.app, $0.fixture) }
        for (localPath, app, fixture) in translations {
            let row = try #require(rows[localPath], "\(localPath) is not in the MANIFEST")
            let text = try String(contentsOf: Self.fixturesDirectory.appendingPathComponent(app).appendingPathComponent(fixture), encoding: .utf8)
            let header = try #require(text.components(separatedBy: "\nviewspec:").first)
            #expect(header.contains(row.repo), "\(fixture) does not name \(row.repo)")
            #expect(header.contains(row.repoPath), "\(fixture) does not name \(row.repoPath)")
            #expect(header.contains(row.commit), "\(fixture) does not name commit \(row.commit)")
        }
    }

    // MARK: - iOS: Settings.bundle and InAppSettingsKit plists

    struct PlistTranslation: Sendable, CustomTestStringConvertible {
        var app: String
        var plist: String
        var fixture: String
        var screen: String
        /// Specifiers left out, by index, each with its Key (or File, or Title) as a check.
        var leftOut: [Int: String] = [:]
        /// Keys whose DefaultValue is not one of the options the source offers, dropped.
        var droppedDefaults: Set<String> = []
        var testDescription: String { "\(app)/\(plist)" }
    }

    static let plistTranslations: [PlistTranslation] = {
        let linphone = "BelledonneCommunications__linphone-iphone"
        let iask = "futuretap__InAppSettingsKit"
        var cases = ["Root", "Account", "Audio", "Video", "Call", "Meetings", "Chat", "Network", "Tunnel", "Contacts", "LDAP"].map {
            PlistTranslation(app: linphone, plist: "\($0).plist", fixture: "\($0).yaml", screen: $0)
        }
        cases[cases.firstIndex { $0.screen == "LDAP" }!].droppedDefaults = ["ldap_certificates_verification_mode"]
        cases.append(PlistTranslation(app: linphone, plist: "Advanced.plist", fixture: "Advanced.yaml", screen: "Advanced", leftOut: [13: "vfs_enabled"]))
        cases += [
            PlistTranslation(app: iask, plist: "Root.plist", fixture: "Root.yaml", screen: "Root"),
            PlistTranslation(
                app: iask, plist: "Root.inApp.plist", fixture: "RootInApp.yaml", screen: "RootInApp",
                leftOut: [
                    10: "Listgroup", 17: "Mail Compose View", 18: "Mail Compose View", 19: "Mail Compose View (centered)",
                    20: "Mail Compose View (right)",
                ]),
            PlistTranslation(
                app: iask, plist: "Complete.plist", fixture: "Complete.yaml", screen: "Complete",
                leftOut: [
                    31: "toogle_string", 32: "toogle_number", 33: "toogle_string_false", 34: "toggle_checkmark",
                    48: "countryCode", 50: "radiogroup2",
                ],
                droppedDefaults: ["fruit2"]),
            PlistTranslation(
                app: iask, plist: "Advanced.plist", fixture: "Advanced.yaml", screen: "Advanced",
                leftOut: [
                    5: "switchOther", 7: "mail_dynamic_subject", 15: "date", 16: "compactDateAndTime", 17: "wheelsDateAndTime",
                    18: "inlineDateAndTime", 19: "time", 20: "timeWheels", 21: "timeInline",
                ]),
            PlistTranslation(app: iask, plist: "Fruit.plist", fixture: "Fruit.yaml", screen: "Fruit", droppedDefaults: ["fruit"]),
        ]
        return cases
    }()

    /// Every specifier that is not a plain group is an item of the screen or left out on
    /// purpose: nothing is dropped silently. (A radio group heads a section and is an item.)
    @Test(.needsSharedMaterial, arguments: plistTranslations)
    func everySpecifierIsTranslatedOrLeftOut(_ translation: PlistTranslation) throws {
        let specifiers = try Self.specifiers(translation)
        let screen = try #require(try Self.compile(translation.app).project.preferenceScreensByName[translation.screen])
        let others = specifiers.filter { !Self.isGroup($0) }.count
        #expect(others == screen.items.count + translation.leftOut.count)
        #expect(translation.leftOut.keys.allSatisfy { specifiers.indices.contains($0) })
    }

    @Test func leftOutSpecifiersPerApp() {
        let leftOut = Dictionary(grouping: Self.plistTranslations, by: \.app).mapValues { $0.reduce(0) { $0 + $1.leftOut.count } }
        #expect(leftOut == ["BelledonneCommunications__linphone-iphone": 1, "futuretap__InAppSettingsKit": 20])
    }

    static func isGroup(_ specifier: [String: Any]) -> Bool {
        specifier["Type"] as? String == "PSGroupSpecifier"
    }

    static func specifiers(_ translation: PlistTranslation) throws -> [[String: Any]] {
        try plist(translation)["PreferenceSpecifiers"] as? [[String: Any]] ?? []
    }

    static func plist(_ translation: PlistTranslation) throws -> [String: Any] {
        let url = sourcesDirectory.appendingPathComponent("ios").appendingPathComponent(translation.app).appendingPathComponent(translation.plist)
        let data = try Data(contentsOf: url)
        return try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] ?? [:]
    }

    /// A `.strings` table of `en.lproj` (UTF-16 or UTF-8): key → English text.
    static func stringsTable(app: String, table: String) -> [String: String] {
        let url = sourcesDirectory.appendingPathComponent("ios").appendingPathComponent(app)
            .appendingPathComponent("en.lproj").appendingPathComponent("\(table).strings")
        guard let data = try? Data(contentsOf: url) else { return [:] }
        let text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            text = String(data: data, encoding: .utf16) ?? ""
        } else {
            text = String(data: data, encoding: .utf8) ?? ""
        }
        let pair = try! Regex(#""((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)""#)
        var table: [String: String] = [:]
        for match in text.matches(of: pair) {
            guard let key = match.output[1].substring, let value = match.output[2].substring else { continue }
            table[unescapeStrings(String(key))] = unescapeStrings(String(value))
        }
        return table
    }

    static func unescapeStrings(_ text: String) -> String {
        text.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\n", with: "\n")
    }

    /// A key as a field or action name: names hold no spaces, so each space becomes '_'.
    static func name(_ key: String) -> String { key.replacingOccurrences(of: " ", with: "_") }

    /// A plist scalar as read by Foundation, where integers are NSNumbers that also cast to Bool.
    enum PlistScalar: Equatable {
        case bool(Bool)
        case number(Double)
        case string(String)

        init?(_ value: Any?) {
            guard let value else { return nil }
            if let flag = value as? Bool, type(of: value) == Bool.self || String(describing: type(of: value)).contains("Boolean") {
                self = .bool(flag)
            } else if let text = value as? String {
                self = .string(text)
            } else if let number = value as? NSNumber {
                self = .number(number.doubleValue)
            } else {
                return nil
            }
        }

        var text: String {
            switch self {
            case .bool(let flag): "\(flag)"
            case .number(let number): number == number.rounded() ? "\(Int(number))" : "\(number)"
            case .string(let text): text
            }
        }
    }

    static func text(of value: LiteralValue) -> String {
        switch value {
        case .bool(let flag): "\(flag)"
        case .int(let number): "\(number)"
        case .float(let number): number == number.rounded() ? "\(Int(number))" : "\(number)"
        case .string(let text): text
        }
    }

    static func describe(_ control: Control) -> String {
        switch control {
        case .toggle(let field, _): "toggle:\(field.value)"
        case .slider(let field, _): "slider:\(field.value)"
        case .stepper(let field, _): "stepper:\(field.value)"
        case .textField(let field, _): "textField:\(field.value)"
        case .choice(let field, _): "choice:\(field.value)"
        case .multiChoice(let field, _): "multiChoice:\(field.value)"
        case .datePicker(let field, _): "datePicker:\(field.value)"
        case .value(let field, _): "value:\(field.value)"
        case .childPane(let screen, _): "childPane:\(screen.value)"
        case .externalPane(let pane): "externalPane:\(pane.name.value)"
        case .button(let action): "button:\(action.value)"
        case .link(let url): "link:\(url.value)"
        case .intent(let intent): "intent:\(intent.defaultKey)"
        case .systemSettings(let page): "link:\(page.value.url)"
        case .colorPicker(let field, _): "colorPicker:\(field.value)"
        case .soundPicker(let field, _): "soundPicker:\(field.value)"
        case .custom(let row): "custom:\(row.key?.value ?? "-")"
        }
    }

    struct ExpectedSection {
        var title: Text?
        var footer: Text?
        var items: [(index: Int, specifier: [String: Any])] = []
    }

    @Test(.needsSharedMaterial, arguments: plistTranslations)
    func iosScreenFollowsItsSource(_ translation: PlistTranslation) throws {
        let root = try Self.plist(translation)
        let specifiers = root["PreferenceSpecifiers"] as? [[String: Any]] ?? []
        #expect(!specifiers.isEmpty)
        let strings = Self.stringsTable(
            app: translation.app,
            table: root["StringsTable"] as? String ?? String(translation.plist.dropLast(".plist".count)))
        func localized(_ key: String) -> Text { .localized(key: key, fallback: strings[key] ?? key) }
        func title(_ value: Any?) -> Text? {
            guard let text = value as? String, !text.isEmpty else { return nil }
            return localized(text)
        }

        let compilation = try Self.compile(translation.app)
        let screen = try #require(compilation.project.preferenceScreensByName[translation.screen])
        let model = try #require(compilation.project.model(named: screen.model.value))
        #expect(screen.title?.value == title(root["Title"]))

        // The sections the source implies: a group or radio group opens one; what comes before
        // the first group is an untitled one; sections left with nothing are dropped.
        var expected = [ExpectedSection()]
        for (index, specifier) in specifiers.enumerated() {
            let type = specifier["Type"] as? String
            if let label = translation.leftOut[index] {
                let names = [specifier["Key"], specifier["File"], specifier["Title"]].compactMap { $0 as? String }
                #expect(names.contains(label), "specifier \(index) is \(names), not \(label)")
                if type == "PSRadioGroupSpecifier" { expected.append(ExpectedSection(title: title(specifier["Title"]))) }
                continue
            }
            if type == "PSGroupSpecifier" || type == "PSRadioGroupSpecifier" {
                expected.append(ExpectedSection(
                    title: title(specifier["Title"]), footer: (specifier["FooterText"] as? String).map(localized)))
                if type == "PSGroupSpecifier" { continue }
            }
            expected[expected.count - 1].items.append((index, specifier))
        }
        expected.removeAll { $0.items.isEmpty }

        try #require(screen.sections.count == expected.count, "sections: \(screen.sections.count), the source implies \(expected.count)")
        for (section, want) in zip(screen.sections, expected) {
            #expect(section.title?.value == want.title)
            #expect(section.footer?.value == want.footer)
            try #require(section.items.count == want.items.count, "section \(String(describing: want.title)): \(section.items.count) items, the source has \(want.items.count)")
            for (item, source) in zip(section.items, want.items) {
                try checkItem(item, source.specifier, index: source.index, model: model, translation: translation, strings: strings)
            }
        }
    }

    private func checkItem(
        _ item: PreferenceItem, _ specifier: [String: Any], index: Int, model: Model, translation: PlistTranslation,
        strings: [String: String]
    ) throws {
        func localized(_ key: String) -> Text { .localized(key: key, fallback: strings[key] ?? key) }
        let type = specifier["Type"] as? String ?? ""
        let key = (specifier["Key"] as? String).map(Self.name)
        let file = specifier["File"] as? String
        let context = "specifier \(index) (\(type) \(key ?? file ?? ""))"

        let control: String
        switch type {
        case "PSToggleSwitchSpecifier": control = "toggle:\(key ?? "")"
        case "PSTextFieldSpecifier", "IASKTextViewSpecifier": control = "textField:\(key ?? "")"
        case "PSMultiValueSpecifier", "PSRadioGroupSpecifier": control = "choice:\(key ?? "")"
        case "PSSliderSpecifier": control = "slider:\(key ?? "")"
        case "PSTitleValueSpecifier": control = "value:\(key ?? "")"
        case "IASKButtonSpecifier": control = "button:\(key ?? "")"
        case "IASKCustomViewSpecifier": control = "custom:\(specifier["Key"] as? String ?? "")"
        case "IASKOpenURLSpecifier":
            let url = file ?? ""
            control = "link:\(url.hasPrefix("http") ? url : strings[url] ?? url)"
        case "PSChildPaneSpecifier":
            if let segue = specifier["IASKSegueIdentifier"] as? String {
                control = "button:\(segue)"
            } else if let viewController = specifier["IASKViewControllerClass"] as? String {
                // A web view on a URL is a link; one on a bundled file, the screen given the
                // file; another class, a button (the translation predates external panes).
                switch file {
                case let url? where url.hasPrefix("http"): control = "link:\(url)"
                case let path?:
                    control = "externalPane:\(viewController)"
                    if case .externalPane(let pane) = item.control { #expect(pane.file?.path.value == path, "\(context): file") }
                case nil: control = "button:\(viewController)"
                }
            } else {
                control = "childPane:\(file ?? "")"
            }
        default:
            Issue.record("\(context): no translation rule")
            return
        }
        #expect(Self.describe(item.control) == control, "\(context)")

        let specifierTitle = (specifier["Title"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        let expectedTitle = type == "PSRadioGroupSpecifier" ? nil : specifierTitle.map(localized)
        #expect(item.title?.value == expectedTitle, "\(context): title")

        guard let fieldName = item.field?.value else { return }
        let field = try #require(model.field(named: fieldName), "\(context): no field \(fieldName)")

        // Defaults: the source's DefaultValue in the field's type, unless it is not one of the
        // source's options or has no reading in that type.
        let source = PlistScalar(specifier["DefaultValue"])
        var want: String?
        if let source, !translation.droppedDefaults.contains(fieldName) {
            switch (source, field.type.value) {
            case (.bool(let flag), .bool): want = "\(flag)"
            case (.bool, _): want = nil
            case (.string(let text), .bool): want = ["YES": "true", "NO": "false"][text]
            default: want = source.text
            }
        }
        var have: String?
        if case .value(let literal)? = field.defaultValue { have = Self.text(of: literal.value) }
        #expect(have == want, "\(context): default \(have ?? "none"), the source gives \(source?.text ?? "none")")

        switch item.control {
        case .choice(_, let options):
            let titles = specifier["Titles"] as? [Any] ?? []
            let expectedTitles: [Text] = titles.map { ($0 as? String).map(localized) ?? .literal(PlistScalar($0)?.text ?? "") }
            #expect(options.titles?.value.map(\.value) == expectedTitles, "\(context): titles")
            let values = (specifier["Values"] as? [Any] ?? []).compactMap { PlistScalar($0)?.text }
            #expect(options.values?.value.map { Self.text(of: $0.value) } == values, "\(context): values")
            #expect(options.presentation == (type == "PSRadioGroupSpecifier" ? .radio : .menu), "\(context): presentation")
        case .textField(_, let options):
            #expect(options.secure == (specifier["IsSecure"] as? Bool ?? false), "\(context): secure")
            let keyboards: [String: TextFieldOptions.Keyboard] = [
                "Alphabet": .default, "NumberPad": .number, "DecimalPad": .decimal, "URL": .url, "EmailAddress": .email,
            ]
            var keyboard = (specifier["KeyboardType"] as? String).flatMap { keyboards[$0] }
            if specifier["KeyboardType"] as? String == "NumbersAndPunctuation" {
                // No such keyboard: the closest numeric one for a number, none for text.
                keyboard = field.type.value == .int ? .number : field.type.value == .float ? .decimal : nil
            }
            #expect(options.keyboard?.value == keyboard, "\(context): keyboard")
            let capitalization: [String: TextFieldOptions.Autocapitalization] = [
                "None": .none, "Words": .words, "Sentences": .sentences, "AllCharacters": .all,
            ]
            #expect(options.autocapitalization == (specifier["AutocapitalizationType"] as? String).flatMap { capitalization[$0] }, "\(context): autocapitalization")
            let correction: [String: TextFieldOptions.Autocorrection] = ["No": .disabled, "no": .disabled, "Yes": .enabled, "Default": .default]
            #expect(options.autocorrection == (specifier["AutocorrectionType"] as? String).flatMap { correction[$0] }, "\(context): autocorrection")
            #expect(options.placeholder?.value == (specifier["IASKPlaceholder"] as? String).map(localized), "\(context): placeholder")
        case .slider:
            #expect(field.minimum?.value == PlistScalar(specifier["MinimumValue"]).flatMap { Double($0.text) }, "\(context): minimum")
            #expect(field.maximum?.value == PlistScalar(specifier["MaximumValue"]).flatMap { Double($0.text) }, "\(context): maximum")
        default:
            break
        }
    }

    // MARK: - Android: preference XML

    struct AndroidTranslation: Sendable, CustomTestStringConvertible {
        var app: String
        var source: String
        var resources: [String]
        var fixture: String
        var screen: String
        var leftOut: Set<String> = []
        var testDescription: String { source }
    }

    static let androidTranslations: [AndroidTranslation] = [
        AndroidTranslation(
            app: "TeamNewPipe__NewPipe", source: "TeamNewPipe__NewPipe__video_audio_settings.xml",
            resources: ["TeamNewPipe__NewPipe__settings_keys.xml", "TeamNewPipe__NewPipe__strings.xml"],
            fixture: "video_audio_settings.yaml", screen: "video_audio_settings"),
        AndroidTranslation(
            app: "TeamNewPipe__NewPipe", source: "TeamNewPipe__NewPipe__content_settings.xml",
            resources: ["TeamNewPipe__NewPipe__settings_keys.xml", "TeamNewPipe__NewPipe__strings.xml"],
            fixture: "content_settings.yaml", screen: "content_settings",
            leftOut: ["app_language_android_13_and_up_key"]),
        AndroidTranslation(
            app: "beemdevelopment__Aegis", source: "beemdevelopment__Aegis__preferences_security.xml", resources: [],
            fixture: "preferences_security.yaml", screen: "preferences_security"),
    ]

    /// Android `values` resources: strings and string arrays, with XML entities and Android's
    /// escapes undone.
    struct Resources {
        var strings: [String: String] = [:]
        var arrays: [String: [String]] = [:]

        init(_ texts: [String]) {
            let string = try! Regex(#"(?s)<string\s+name="([^"]+)"[^>]*>(.*?)</string>"#)
            let array = try! Regex(#"(?s)<(?:string-array|integer-array|array)\s+name="([^"]+)"[^>]*>(.*?)</(?:string-array|integer-array|array)>"#)
            let item = try! Regex(#"(?s)<item>(.*?)</item>"#)
            for text in texts.map(Self.withoutComments) {
                for match in text.matches(of: string) {
                    strings[String(match.output[1].substring!)] = Self.decode(String(match.output[2].substring!))
                }
                for match in text.matches(of: array) {
                    let body = String(match.output[2].substring!)
                    arrays[String(match.output[1].substring!)] = body.matches(of: item).map { Self.decode(String($0.output[1].substring!)) }
                }
            }
        }

        static func withoutComments(_ text: String) -> String {
            text.replacing(try! Regex(#"(?s)<!--.*?-->"#), with: "")
        }

        static func decode(_ raw: String) -> String {
            var text = raw.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&")
            if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { text = String(text.dropFirst().dropLast()) }
            var result = ""
            var escaped = false
            for character in text {
                if escaped {
                    result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else {
                    result.append(character)
                }
            }
            return result
        }

        /// A value with `@string/` references followed to the end.
        func resolve(_ value: String) -> String {
            var text = value
            while text.hasPrefix("@string/"), let next = strings[String(text.dropFirst("@string/".count))] { text = next }
            return text
        }
    }

    struct Element {
        var name: String
        var closing: Bool
        var selfClosing: Bool
        var attributes: [String: String]

        /// An attribute by its local name (`android:key`, `app:key` → `key`).
        subscript(_ local: String) -> String? { attributes[local] }
    }

    static func elements(_ xml: String) -> [Element] {
        let tag = try! Regex(#"<(/?)([A-Za-z][A-Za-z0-9_.]*)((?:\s+[A-Za-z0-9_.:]+\s*=\s*"[^"]*")*)\s*(/?)>"#)
        let attribute = try! Regex(#"([A-Za-z0-9_.]+:)?([A-Za-z0-9_]+)\s*=\s*"([^"]*)""#)
        return Resources.withoutComments(xml).matches(of: tag).map { match in
            var attributes: [String: String] = [:]
            for pair in String(match.output[3].substring ?? "").matches(of: attribute) {
                attributes[String(pair.output[2].substring!)] = Resources.decode(String(pair.output[3].substring!))
            }
            return Element(
                name: String(match.output[2].substring!), closing: match.output[1].substring == "/",
                selfClosing: match.output[4].substring == "/", attributes: attributes)
        }
    }

    @Test(.needsSharedMaterial, arguments: androidTranslations)
    func androidScreenFollowsItsSource(_ translation: AndroidTranslation) throws {
        let directory = Self.sourcesDirectory.appendingPathComponent("android")
        let xml = try String(contentsOf: directory.appendingPathComponent(translation.source), encoding: .utf8)
        let resources = Resources(try translation.resources.map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) })
        // A title is its @string name, with the English text where the MANIFEST holds it.
        func matches(_ text: Text?, _ reference: String?) -> Bool {
            guard let reference else { return text == nil }
            guard reference.hasPrefix("@string/") else { return text == .literal(reference) }
            let key = String(reference.dropFirst("@string/".count))
            guard case .localized(key, let fallback)? = text else { return false }
            return resources.strings[key] == nil || fallback == resources.resolve(reference)
        }

        let compilation = try Self.compile(translation.app)
        let screen = try #require(compilation.project.preferenceScreensByName[translation.screen])
        let model = try #require(compilation.project.model(named: screen.model.value))

        var sections: [(title: String?, items: [Element])] = [(nil, [])]
        var sawRoot = false
        for element in Self.elements(xml) {
            if element.closing {
                if element.name == "PreferenceCategory" { sections.append((nil, [])) }
                continue
            }
            if !sawRoot {
                #expect(element.name == "PreferenceScreen")
                #expect(matches(screen.title?.value, element["title"]), "screen title")
                sawRoot = true
                continue
            }
            if element.name == "PreferenceCategory" {
                sections.append((element["title"], []))
                if element.selfClosing { sections.append((nil, [])) }
                continue
            }
            #expect(element.name != "PreferenceScreen" || element["fragment"] != nil, "a nested screen without a fragment has no rule here")
            if let key = element["key"].map(resources.resolve), translation.leftOut.contains(key) { continue }
            sections[sections.count - 1].items.append(element)
        }
        sections.removeAll { $0.items.isEmpty }

        try #require(screen.sections.count == sections.count, "sections: \(screen.sections.count), the source has \(sections.count)")
        for (section, source) in zip(screen.sections, sections) {
            #expect(matches(section.title?.value, source.title), "section title \(source.title ?? "none")")
            try #require(section.items.count == source.items.count, "section \(source.title ?? "untitled"): \(section.items.count) items, the source has \(source.items.count)")
            for (item, element) in zip(section.items, source.items) {
                let key = resources.resolve(element["key"] ?? "")
                let context = "\(element.name) \(key)"
                let kind: String
                switch element.name {
                case let name where name.hasSuffix("SwitchPreferenceCompat") || name.hasSuffix("SwitchPreference") || name.hasSuffix("CheckBoxPreference"):
                    kind = "toggle"
                case let name where name.hasSuffix("MultiSelectListPreference"): kind = "multiChoice"
                case let name where name.hasSuffix("ListPreference"): kind = "choice"
                case "Preference", "PreferenceScreen": kind = "button"
                default: kind = "?"
                }
                #expect(Self.describe(item.control) == "\(kind):\(key)", "\(context)")
                #expect(matches(item.title?.value, element["title"]), "\(context): title")
                let condition = item.enabledWhen?.clauses.map { "\($0.field.value)=\(Self.text(of: $0.value.value))" }
                #expect(condition == element["dependency"].map { ["\($0)=true"] }, "\(context): dependency")

                guard let fieldName = item.field?.value else { continue }
                let field = try #require(model.field(named: fieldName), "\(context): no field")
                let entries = element["entries"].flatMap { resources.arrays[String($0.dropFirst("@array/".count))] } ?? []
                let entryValues = element["entryValues"].flatMap { resources.arrays[String($0.dropFirst("@array/".count))] }?.map(resources.resolve) ?? []
                let titles: [Located<Text>]?
                switch item.control {
                case .choice(_, let options):
                    titles = options.titles?.value
                    #expect(options.values?.value.map { Self.text(of: $0.value) } == entryValues, "\(context): values")
                case .multiChoice(_, let options):
                    titles = options.titles?.value
                    #expect(field.type.value.enumType?.multiple == true, "\(context): a set of cases")
                    #expect(field.type.value.enumType?.cases.map { Self.text(of: $0.rawValue.scalar) } == entryValues, "\(context): cases")
                default:
                    titles = nil
                }
                if let titles {
                    #expect(titles.count == entries.count, "\(context): \(titles.count) titles for \(entries.count) entries")
                    for (title, entry) in zip(titles, entries) {
                        #expect(matches(title.value, entry.hasPrefix("@string/") ? entry : nil) || title.value == .literal(entry), "\(context): title \(entry)")
                    }
                }

                // Defaults: android:defaultValue, resolved; a list for a set; none where the source
                // gives none or names a resource the MANIFEST does not hold.
                var want: [String]?
                if let value = element["defaultValue"] {
                    if value.hasPrefix("@array/") {
                        want = resources.arrays[String(value.dropFirst("@array/".count))]?.map(resources.resolve)
                    } else if !value.hasPrefix("@") || resources.strings[String(value.drop { $0 != "/" }.dropFirst())] != nil {
                        want = [resources.resolve(value)]
                    }
                }
                var have: [String]?
                switch field.defaultValue {
                case .value(let literal)?: have = [Self.text(of: literal.value)]
                case .list(let literals, _)?: have = literals.map { Self.text(of: $0.value) }
                case nil: have = nil
                }
                #expect(have == want, "\(context): default")
            }
        }
    }
}

extension EnumType.RawValue {
    var scalar: LiteralValue {
        switch self {
        case .string(let text): .string(text)
        case .int(let number): .int(number)
        }
    }
}
