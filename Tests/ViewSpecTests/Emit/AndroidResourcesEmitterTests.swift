import Foundation
import Testing
@testable import ViewSpec

/// The Android resources export: each control's preference, localized texts and arrays,
/// file names, escaping of hostile texts, deterministic bytes and the writer; every
/// element and attribute written is one androidx.preference reads.
@Suite struct AndroidResourcesEmitterTests {
    static let spec = """
        viewspec: 1
        models:
          Settings:
            kind: preferences
            fields:
              sound: {type: Bool, default: true}
              volume: {type: Int, default: 5, min: 0, max: 10}
              ratio: {type: Float, default: 0.5, min: 0, max: 1}
              theme: {type: enum, cases: [light, dark], default: dark}
              size: {type: Int, default: 15}
              name: {type: String, default: Me}
              version: {type: String, default: '1.0'}
              topics: {type: enum, cases: [news, sport], multiple: true, default: [news]}
              count: {type: Int, default: 2, min: 1, max: 9}
              accent: {type: Int, default: -14575885}
              ring: {type: String, default: ''}
        preferences:
          GeneralSettings:
            model: Settings
            entry: true
            title: {localized: settings_title, default: Settings}
            sections:
              - items:
                  - toggle: sound
                    title: {localized: sound_title, default: Sound effects}
                  - {slider: volume, enabledWhen: {sound: true}}
                  - slider: ratio
                  - {stepper: count, step: 2}
              - title: Look
                footer: {localized: look_footer, default: How it looks.}
                items:
                  - {choice: theme, titles: [{localized: light, default: Light}, Dark]}
                  - {choice: size, values: [12, 15], titles: [Small, Large], title: Size}
                  - {multiChoice: topics, titles: [News, Sport]}
              - items:
                  - {textField: name, visibleWhen: {sound: true}}
                  - {value: version, title: Version}
                  - {childPane: Advanced, title: More}
                  - {button: clearCache, title: Clear}
                  - {link: 'https://example.com/help', title: Help}
                  - {colorPicker: {field: accent, alpha: false}, title: Accent}
                  - soundPicker: {field: ring, sounds: notification, showSilent: false}
          Advanced:
            model: Settings
            title: Advanced
            sections:
              - items:
                  - toggle: sound
        """

    static func checked(_ text: String) throws -> CheckedProject {
        let compilation = Compiler().compile(sources: [SourceFile(path: "settings.yaml", text: text)])
        #expect(!compilation.diagnostics.hasErrors, "\(compilation.diagnostics.map(\.message))")
        return try compilation.checked(for: [.layout])
    }

    static func text(_ file: AndroidResourcesOutput.File?) -> String { file.map { String(decoding: $0.bytes, as: UTF8.self) } ?? "" }

    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/android-resources")

    @Test func writesEveryScreenTheStringsAndTheArrays() throws {
        let output = AndroidResourcesEmitter().emit(try Self.checked(Self.spec))
        #expect(output.folders.map(\.name) == ["xml", "values"])
        #expect(output.folders[0].files.map(\.fileName) == ["general_settings.xml", "advanced.xml"])
        #expect(output.folders[1].files.map(\.fileName) == ["arrays.xml", "strings.xml"])
        // The goldens regenerate with VIEWSPEC_UPDATE_GOLDEN=1 swift test --filter AndroidResourcesEmitterTests.
        for (folder, file) in [("xml", "general_settings.xml"), ("values", "arrays.xml"), ("values", "strings.xml")] {
            let text = Self.text(output.file(file, in: folder))
            let url = Self.golden.appendingPathComponent("\(folder)/\(file)")
            if ProcessInfo.processInfo.environment["VIEWSPEC_UPDATE_GOLDEN"] == "1" {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            #expect(text == (try String(contentsOf: url, encoding: .utf8)), "run VIEWSPEC_UPDATE_GOLDEN=1 swift test --filter AndroidResourcesEmitterTests and review the diff")
        }
    }

    @Test func eachControlBecomesThePreferenceAndroidxHasForIt() throws {
        let output = AndroidResourcesEmitter().emit(try Self.checked(Self.spec))
        let root = try #require(PreferenceXMLReader.read(SourceFile(path: "general_settings.xml", bytes: output.folders[0].files[0].bytes)).value)
        let preferences = Self.flattened(root)
        func preference(_ key: String) -> PreferenceElement? { preferences.first { $0.attribute("key")?.value == key } }
        #expect(preference("sound")?.name == "SwitchPreferenceCompat")
        #expect(preference("sound")?.attribute("defaultValue")?.value == "true")
        #expect(preference("sound")?.attribute("title")?.value == "@string/sound_title")
        #expect(preference("volume")?.name == "SeekBarPreference")
        #expect(preference("volume")?.attribute("min", namespace: AndroidNamespace.app)?.value == "0")
        #expect(preference("volume")?.attribute("max")?.value == "10")
        #expect(preference("volume")?.attribute("dependency")?.value == "sound")
        // A Float slider has no seek bar, which stores an integer; a check reports it.
        #expect(preference("ratio") == nil)
        #expect(preference("count")?.attribute("seekBarIncrement", namespace: AndroidNamespace.app)?.value == "2")
        #expect(preference("theme")?.name == "ListPreference")
        #expect(preference("theme")?.attribute("entries")?.value == "@array/theme_entries")
        #expect(preference("theme")?.attribute("entryValues")?.value == "@array/theme_values")
        #expect(preference("theme")?.attribute("defaultValue")?.value == "dark")
        #expect(preference("topics")?.name == "MultiSelectListPreference")
        #expect(preference("topics")?.attribute("defaultValue")?.value == "@array/topics_defaults")
        #expect(preference("name")?.name == "EditTextPreference")
        // visibleWhen is not written: androidx shows every preference its XML holds.
        #expect(preference("name")?.attributes.count == 3)
        #expect(preference("version")?.attribute("selectable")?.value == "false")
        #expect(preference("Advanced")?.name == "PreferenceScreen")
        #expect(preference("Advanced")?.children.map(\.name) == ["SwitchPreferenceCompat"])
        #expect(preference("clearCache")?.name == "Preference")
        let link = try #require(preference("https://example.com/help"))
        #expect(link.children.first?.name == "intent")
        #expect(link.children.first?.attribute("action")?.value == "android.intent.action.VIEW")
        #expect(link.children.first?.attribute("data")?.value == "https://example.com/help")
        // The footer ends its category as a row that cannot be selected.
        let look = try #require(root.children.first { $0.attribute("title")?.value == "Look" })
        #expect(look.children.last?.attribute("summary")?.value == "@string/look_footer")
        #expect(look.children.last?.attribute("selectable")?.value == "false")
    }

    /// Subtitles become summaries (a switch's by state), a section's id its category's key,
    /// and a choice's dialog title its dialogTitle; the importer reads each back.
    @Test func subtitlesSectionIDsAndDialogTitlesAreExported() throws {
        let spec = """
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields:
                  sync: {type: Bool, default: true}
                  roaming: Bool
                  theme: {type: enum, cases: [light, dark], default: dark}
                  name: {type: String, default: Me}
            preferences:
              General:
                model: Settings
                sections:
                  - id: account
                    items:
                      - toggle: sync
                        subtitle: {true: Syncing, false: {localized: sync_off, default: Not syncing}}
                      - {toggle: roaming, subtitle: {true: Also abroad, _: At home only}}
                      - choice: theme
                        subtitle: Colours of every screen
                        dialogTitle: Pick a theme
                  - title: Profile
                    id: profile
                    items:
                      - {textField: name, subtitle: Shown to others}
                  - {note: Changes apply after a restart., id: restart}
            """
        let general = try Self.exportedScreen("general.xml", of: spec)
        let preferences = general.preferences
        func preference(_ key: String) -> PreferenceElement? { preferences.first { $0.attribute("key")?.value == key } }
        #expect(preference("account")?.name == "PreferenceCategory")
        #expect(preference("profile")?.name == "PreferenceCategory" && preference("profile")?.attribute("title")?.value == "Profile")
        #expect(preference("sync")?.attribute("summaryOn")?.value == "Syncing")
        #expect(preference("sync")?.attribute("summaryOff")?.value == "@string/sync_off")
        #expect(preference("sync")?.attribute("summary") == nil)
        // A state the list leaves out shows the text for every other value.
        #expect(preference("roaming")?.attribute("summaryOn")?.value == "Also abroad")
        #expect(preference("roaming")?.attribute("summaryOff")?.value == "At home only")
        #expect(preference("theme")?.attribute("summary")?.value == "Colours of every screen")
        #expect(preference("theme")?.attribute("dialogTitle")?.value == "Pick a theme")
        #expect(preference("name")?.attribute("summary")?.value == "Shown to others")
        // A note is a titled category with nothing in it.
        #expect(preference("restart")?.name == "PreferenceCategory" && preference("restart")?.children.isEmpty == true)
        #expect(preference("restart")?.attribute("title")?.value == "Changes apply after a restart.")

        let imported = try AndroidPreferencesImportTests.run([
            "xml/general.xml": general.xml,
            "values/strings.xml": Self.text(general.output.file("strings.xml", in: "values")),
            "values/arrays.xml": Self.text(general.output.file("arrays.xml", in: "values")),
        ]).imported
        #expect(!imported.diagnostics.contains { $0.id != .notImported }, "\(imported.diagnostics.map(\.message))")
        let screen = try #require(imported.project?.screens.first)
        #expect(screen.sections.map(\.id) == ["account", "profile", "restart"])
        #expect(screen.sections.map(\.isNote) == [false, false, true])
        let items = screen.sections.flatMap(\.items)
        #expect(items.allSatisfy { $0.options.contains { $0.key == "subtitle" } }, "\(items.map(\.options))")
        #expect(items.contains { $0.options.contains { $0.key == "dialogTitle" } }, "\(items.map(\.options)) \(imported.diagnostics.map(\.message))")
    }

    /// A preference that edits a field declared `stored: false` says `android:persistent="false"`,
    /// and the import reads it back as such; a read-only value (a plain preference) stores nothing anyway.
    @Test func fieldsThatAreNotStoredAreNotPersistent() throws {
        let spec = """
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields:
                  unlock: {type: Bool, stored: false}
                  level: {type: Int, min: 0, max: 10, stored: false}
                  state: {type: String, stored: false}
                  sync: Bool
            preferences:
              General:
                model: Settings
                sections:
                  - items:
                      - toggle: unlock
                      - slider: level
                      - value: state
                      - toggle: sync
            """
        let general = try Self.exportedScreen("general.xml", of: spec)
        let persistent = general.preferences.dropFirst().map { "\($0.attribute("key")?.value ?? "") \($0.attribute("persistent")?.value ?? "-")" }
        #expect(persistent == ["unlock false", "level false", "state -", "sync -"])

        let imported = try AndroidPreferencesImportTests.run(["xml/general.xml": general.xml]).imported
        let fields = try #require(imported.project?.fields)
        // The value row's preference stores nothing: its field's value comes from the app.
        #expect(fields.map { "\($0.name) \($0.isStored)" } == ["unlock false", "level false", "sync true", "state false"])
    }

    /// A field stored under a key of its own is exported under it, and a dependency on its
    /// toggle names the key; the import reads both back.
    @Test func aFieldsStoredKeyIsThePreferencesKeyBothWays() throws {
        let spec = """
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields:
                  syncOn: {type: Bool, key: "sync on!"}
                  interval: {type: String, key: "@sync 'interval'"}
                  name: String
            preferences:
              General:
                model: Settings
                sections:
                  - items:
                      - toggle: syncOn
                      - textField: interval
                        enabledWhen: {syncOn: true}
                      - textField: name
            """
        let general = try Self.exportedScreen("general.xml", of: spec)
        let keys = general.preferences.dropFirst().map { "\($0.attribute("key")?.value ?? "") \($0.attribute("dependency")?.value ?? "-")" }
        #expect(keys == ["sync on! -", "\\@sync \\'interval\\' sync on!", "name -"])

        let imported = try AndroidPreferencesImportTests.run(["xml/general.xml": general.xml]).imported
        let fields = try #require(imported.project?.fields)
        #expect(fields.map(\.storedKey) == ["sync on!", "@sync 'interval'", nil])
        let screen = try #require(imported.files.first { $0.fileName == "general.yaml" }).text
        #expect(screen.contains("enabledWhen: {sync_on_: true}"), "\(screen)")
    }

    /// A child pane's key is its nested screen's android:key, an external pane's its
    /// preference's; the import names the screens after them and keeps a key that is no name.
    @Test func aChildPanesKeyIsItsPreferencesKey() throws {
        let spec = """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {on: Bool}}
            preferences:
              General:
                model: S
                sections:
                  - items:
                      - {childPane: Account, key: menu_account_1}
                      - {childPane: {external: AboutFragment}, key: "about menu"}
                      - {childPane: {external: Licences}}
              Account:
                model: S
                sections:
                  - items: [{toggle: on}]
            """
        let general = try Self.exportedScreen("general.xml", of: spec)
        #expect(general.preferences.dropFirst().map { $0.attribute("key")?.value ?? "" } == ["menu_account_1", "on", "about menu", "Licences"])
        let imported = try AndroidPreferencesImportTests.run(["xml/general.xml": general.xml]).imported
        let screen = try #require(imported.files.first { $0.fileName == "general.yaml" }).text
        #expect(screen.contains("{childPane: menu_account_1, title: Account}"), "\(screen)")
        #expect(screen.contains("- childPane: {external: about_menu, fragment: AboutFragment}\n            title: AboutFragment\n            key: about menu\n"), "\(screen)")
        #expect(screen.contains("{childPane: {external: Licences}"), "\(screen)")
    }

    /// A link's key is its preference's android:key in place of its URL or action, and the
    /// import keeps it.
    @Test func aLinksKeyIsItsPreferencesKey() throws {
        let spec = """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {on: Bool}}
            preferences:
              General:
                model: S
                sections:
                  - items:
                      - {link: "https://example.com/help", title: Help, key: help_link}
                      - {link: {systemSettings: app}, title: Privacy, key: privacy}
                      - {link: "https://example.com", title: Site}
                      - {toggle: on}
            """
        let general = try Self.exportedScreen("general.xml", of: spec)
        #expect(general.preferences.dropFirst().filter { $0.name != "intent" }.map { $0.attribute("key")?.value ?? "" } == ["help_link", "privacy", "https://example.com", "on"])
        let imported = try AndroidPreferencesImportTests.run(["xml/general.xml": general.xml]).imported
        let screen = try #require(imported.files.first { $0.fileName == "general.yaml" }).text
        #expect(screen.contains("- {link: https://example.com/help, title: Help, key: help_link}"), "\(screen)")
        #expect(screen.contains("- {link: {systemSettings: app}, title: Privacy, key: privacy}"), "\(screen)")
        #expect(screen.contains("- {link: https://example.com, title: Site}\n"), "\(screen)")
    }

    /// A button's key is its preference's android:key in place of its action's name.
    @Test func aButtonsKeyIsItsPreferencesKey() throws {
        let spec = """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {on: Bool}}
            preferences:
              General:
                model: S
                sections:
                  - items: [{toggle: on}, {button: openSource, key: "?open source"}, {button: about}]
            """
        let general = try Self.exportedScreen("general.xml", of: spec)
        #expect(general.preferences.dropFirst().map { $0.attribute("key")?.value ?? "" } == ["on", "\\?open source", "about"])
        let imported = try AndroidPreferencesImportTests.run(["xml/general.xml": general.xml]).imported
        let screen = try #require(imported.files.first { $0.fileName == "general.yaml" }).text
        #expect(screen.contains("{button: open_source, key: ?open source}") || screen.contains("key: '?open source'"), "\(screen)")
    }

    /// The screen `fileName` that `spec` exports, as written and as its preferences in
    /// document order (the screen's own element first), with the rest of the export.
    static func exportedScreen(
        _ fileName: String, of spec: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> (preferences: [PreferenceElement], xml: String, output: AndroidResourcesOutput) {
        let output = AndroidResourcesEmitter().emit(try checked(spec))
        let file = try #require(output.file(fileName, in: "xml"), sourceLocation: sourceLocation)
        let root = try #require(PreferenceXMLReader.read(SourceFile(path: fileName, bytes: file.bytes)).value, sourceLocation: sourceLocation)
        return (flattened(root), String(decoding: file.bytes, as: UTF8.self), output)
    }

    /// `output` written as a resource folder, as the command writes one, and its screen
    /// `screen` imported back.
    static func reimported(_ output: AndroidResourcesOutput, screen: String = "root.xml") throws -> ImportResult {
        try withScratchDirectory { directory in
            let resources = directory.appendingPathComponent("res")
            _ = try OutputWriter.publish(OutputWriter(directory: resources.path).stage(output))
            return AndroidPreferencesImport.run([resources.appendingPathComponent("xml/" + screen).path], resourceFolder: resources.path)
        }
    }

    static func flattened(_ root: PreferenceElement) -> [PreferenceElement] {
        var all: [PreferenceElement] = []
        var pending = [root]
        while let element = pending.popLast() {
            all.append(element)
            pending.append(contentsOf: element.children.reversed())
        }
        return all
    }

    @Test func hostileTextsReadBackAsWritten() throws {
        let hostile = ["it's \"quoted\"", "@string/not_a_reference", "?attr/no", "two\nlines\tand tab", "  padded  ", "a  b", "<&>", "back\\slash", "100% sure", "bell\u{7}", "Ünïcødé 😀"]
        let titles = hostile.map { "{localized: k\(hostile.firstIndex(of: $0) ?? 0), default: \(YAMLQuoting.doubleQuoted($0))}" }
        let items = hostile.indices.map { "          - {button: b\($0), title: \(YAMLQuoting.doubleQuoted(hostile[$0]))}" } + titles.indices.map { "          - {button: l\($0), title: \(titles[$0])}" }
        let spec = """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {a: Bool}}
            preferences:
              Root:
                model: S
                sections:
                  - items:
                      - toggle: a
            \(items.joined(separator: "\n"))
            """
        let output = AndroidResourcesEmitter().emit(try Self.checked(spec))
        let root = try #require(PreferenceXMLReader.read(SourceFile(path: "root.xml", bytes: output.folders[0].files[0].bytes)).value)
        let stringsFile = try #require(output.file("strings.xml", in: "values"))
        let strings = try #require(AndroidValuesReader.read(SourceFile(path: "strings.xml", bytes: stringsFile.bytes)).value)
        for (index, text) in hostile.enumerated() {
            let expected = text
            let literal = Self.flattened(root).first { $0.attribute("key")?.value == "b\(index)" }?.attribute("title")?.value
            #expect(literal.flatMap(AndroidText.attributeValue(of:)) == expected, "\(text)")
            #expect(strings.resource(type: "string", name: "k\(index)")?.content == .string(AndroidValue(text: expected, span: .startOfFile(""))), "\(text)")
        }
    }

    @Test func namesAreWhatAndroidsResourceCompilerAccepts() throws {
        let text = """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {a: Bool, class: {type: enum, cases: [x, y]}}}
            preferences:
              Main: {model: S, entry: true, title: {localized: "1 Title.", default: T}, sections: [{items: [{toggle: a}, {choice: class}, {childPane: MAIN}]}]}
              MAIN: {model: S, sections: [{items: [{toggle: a, title: {localized: "1 Title-", default: U}}]}]}
            """
        let output = AndroidResourcesEmitter().emit(try Self.checked(text))
        #expect(output.folders[0].files.map(\.fileName) == ["main.xml", "main_2.xml"])
        let strings = Self.text(output.file("strings.xml", in: "values"))
        #expect(strings.contains("<string name=\"_1_Title_\">T</string>"))
        #expect(strings.contains("<string name=\"_1_Title__2\">U</string>"))
        #expect(Self.text(output.file("arrays.xml", in: "values")).contains("<string-array name=\"class_entries\" translatable=\"false\">"))
        #expect(AndroidResourceNames.valueName("class") == "_class")
        #expect(AndroidResourceNames.fileName("HTTPSettings2Go") == "httpsettings2_go")
        #expect(AndroidResourceNames.fileName("_private") == "screen__private")
    }

    @Test func bytesAreTheSameEveryRun() throws {
        let first = AndroidResourcesEmitter().emit(try Self.checked(Self.spec))
        let second = AndroidResourcesEmitter().emit(try Self.checked(Self.spec))
        #expect(first.folders == second.folders)
    }

    @Test func writerPublishesEveryFolderAndLeavesUnchangedFiles() throws {
        let output = AndroidResourcesEmitter().emit(try Self.checked(Self.spec))
        try withScratchDirectory { directory in
            let res = directory.appendingPathComponent("res").path
            let first = try OutputWriter.publish(OutputWriter(directory: res).stage(output))
            #expect(first.map(\.written) == [["general_settings.xml", "advanced.xml"], ["arrays.xml", "strings.xml"]])
            let strings = try #require(output.file("strings.xml", in: "values"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: res + "/values/strings.xml")) == Data(strings.bytes))
            let second = try OutputWriter.publish(OutputWriter(directory: res).stage(output))
            #expect(second.allSatisfy { $0.isUpToDate })
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["res"])
        }
    }

    /// Every element is a class androidx.preference inflates, and every attribute one that
    /// class (or a class it extends) reads, in the namespace it reads it from.
    @Test func writesOnlyWhatAndroidxPreferenceReads() throws {
        let specs = RuleDocumentationTests.packageRoot.appendingPathComponent("specs")
        let paths = try FileManager.default.contentsOfDirectory(atPath: specs.path).filter { $0.hasSuffix(".yaml") }.sorted().map { specs.appendingPathComponent($0).path }
        var files = AndroidResourcesEmitter().emit(try Compiler().compile(files: paths).checked(for: [.layout])).folders[0].files
        files += AndroidResourcesEmitter().emit(try Self.checked(Self.spec)).folders[0].files
        var seen: Set<String> = []
        for file in files {
            let root = try #require(PreferenceXMLReader.read(SourceFile(path: file.fileName, bytes: file.bytes)).value)
            #expect(root.name == "PreferenceScreen")
            for element in Self.flattened(root) {
                // The app's subclass (`androidClass:`) reads what the class it extends reads.
                let readable = try #require(
                    AndroidxPreference.attributes(of: AndroidxPreference.extendedClass(of: element.name)),
                    "\(file.fileName): <\(element.name)> is not a class androidx.preference inflates")
                for attribute in element.attributes {
                    let name = (attribute.namespace == AndroidNamespace.android ? "android:" : attribute.namespace == AndroidNamespace.app ? "app:" : "?:") + attribute.localName
                    #expect(readable.contains(name), "\(file.fileName): <\(element.name)> \(name) is not read by androidx.preference")
                    seen.insert("\(element.name) \(name)")
                }
            }
        }
        #expect(seen.count > 15)
    }
}

/// The preference classes androidx.preference 1.2 inflates and the attributes each reads
/// (its own and those of the classes it extends), from the library's `attrs.xml`
/// styleables `Preference`, `PreferenceGroup`, `DialogPreference`, `ListPreference`,
/// `MultiSelectListPreference`, `EditTextPreference`, `SeekBarPreference`,
/// `SwitchPreferenceCompat` and `TwoStatePreference`, and the framework's `<intent>` tag
/// with its `<extra>` children (`Intent.parseIntent`, `Resources.parseBundleExtra`); and
/// the two classes the export writes from outside androidx.preference: the rarepebble
/// colorpicker library's `ColorPreference` (its `colorpicker_showAlpha`) and the framework's
/// `RingtonePreference` (`android:ringtoneType`, `showDefault`, `showSilent`).
enum AndroidxPreference {
    static let preference: Set<String> = [
        "android:key", "android:title", "android:summary", "android:icon", "android:order", "android:fragment", "android:layout",
        "android:widgetLayout", "android:enabled", "android:selectable", "android:dependency", "android:persistent", "android:defaultValue",
        "android:shouldDisableView", "android:singleLineTitle", "android:iconSpaceReserved",
        "app:key", "app:title", "app:summary", "app:icon", "app:order", "app:fragment", "app:layout", "app:widgetLayout", "app:enabled",
        "app:selectable", "app:dependency", "app:persistent", "app:defaultValue", "app:shouldDisableView", "app:allowDividerAbove",
        "app:allowDividerBelow", "app:singleLineTitle", "app:iconSpaceReserved", "app:isPreferenceVisible", "app:enableCopying",
    ]
    static let group: Set<String> = preference.union(["android:orderingFromXml", "app:orderingFromXml", "app:initialExpandedChildrenCount"])
    static let dialog: Set<String> = preference.union([
        "android:dialogTitle", "android:dialogMessage", "android:dialogIcon", "android:positiveButtonText", "android:negativeButtonText",
        "android:dialogLayout", "app:dialogTitle", "app:dialogMessage", "app:dialogIcon", "app:positiveButtonText", "app:negativeButtonText", "app:dialogLayout",
    ])
    static let lists: Set<String> = dialog.union(["android:entries", "android:entryValues", "app:entries", "app:entryValues"])
    static let twoState: Set<String> = preference.union([
        "android:summaryOn", "android:summaryOff", "android:disableDependentsState", "app:summaryOn", "app:summaryOff", "app:disableDependentsState",
    ])

    static let elements = [
        "Preference", "PreferenceScreen", "PreferenceCategory", "SwitchPreferenceCompat", "ListPreference", "MultiSelectListPreference",
        "EditTextPreference", "SeekBarPreference", "intent", "extra", "com.rarepebble.colorpicker.ColorPreference", "RingtonePreference",
    ]

    /// Every attribute any of the classes reads.
    static var allAttributes: Set<String> { elements.reduce(into: []) { $0.formUnion(attributes(of: $1) ?? []) } }

    /// The class an app's subclass is named after (`org.example.app.MaterialListPreference`
    /// → `ListPreference`), as a spec's `androidClass:` names it; any other element itself.
    static func extendedClass(of element: String) -> String {
        guard element.contains("."), !elements.contains(element) else { return element }
        let base = String(element.split(separator: ".").last ?? "")
        return ["MultiSelectListPreference", "ListPreference", "SwitchPreferenceCompat", "EditTextPreference", "SeekBarPreference"]
            .first { base.hasSuffix($0) } ?? element
    }

    static func attributes(of element: String) -> Set<String>? {
        switch element {
        case "Preference": preference
        case "PreferenceScreen", "PreferenceCategory": group
        case "SwitchPreferenceCompat": twoState.union(["android:switchTextOn", "android:switchTextOff", "app:switchTextOn", "app:switchTextOff"])
        case "ListPreference": lists.union(["app:useSimpleSummaryProvider"])
        case "MultiSelectListPreference": lists
        case "EditTextPreference": dialog.union(["android:text", "app:useSimpleSummaryProvider"])
        case "SeekBarPreference": preference.union(["app:min", "android:max", "app:seekBarIncrement", "app:adjustable", "app:showSeekBarValue", "app:updatesContinuously"])
        case "intent": ["android:action", "android:data", "android:mimeType", "android:targetPackage", "android:targetClass"]
        case "extra": ["android:name", "android:value"]
        case "com.rarepebble.colorpicker.ColorPreference": dialog.union(["app:colorpicker_showAlpha", "app:colorpicker_showHex", "app:colorpicker_showPreview"])
        case "RingtonePreference": preference.union(["android:ringtoneType", "android:showDefault", "android:showSilent"])
        default: nil
        }
    }
}
