import Foundation
import Testing
@testable import ViewSpec

/// `viewspecc import settings-bundle`'s library: how each specifier becomes spec text, and
/// one test for each diagnostic the import adds, each at its line in the property list.
@Suite struct SettingsBundleImportTests {
    // MARK: - Every control

    static let everyControl = pane(
        """
        \(specifier("PSGroupSpecifier", "<key>Title</key>\n<string>Sound</string>\n<key>FooterText</key>\n<string>Plays when you tap.</string>"))
        \(specifier("PSToggleSwitchSpecifier", "<key>Title</key>\n<string>Sound effects</string>\n<key>Key</key>\n<string>soundEnabled</string>\n<key>DefaultValue</key>\n<true/>"))
        \(specifier("PSSliderSpecifier", "<key>IASKSubtitle</key>\n<string>Louder to the right</string>\n<key>Key</key>\n<string>volume</string>\n<key>DefaultValue</key>\n<real>0.5</real>\n<key>MinimumValue</key>\n<integer>0</integer>\n<key>MaximumValue</key>\n<integer>1</integer>"))
        \(specifier("PSMultiValueSpecifier", "<key>Title</key>\n<string>Theme</string>\n<key>Key</key>\n<string>theme</string>\n<key>DefaultValue</key>\n<string>dark</string>\n<key>Titles</key>\n<array><string>Light</string><string>Dark</string></array>\n<key>Values</key>\n<array><string>light</string><string>dark</string></array>"))
        \(specifier("PSMultiValueSpecifier", "<key>Title</key>\n<string>Size</string>\n<key>Key</key>\n<string>fontSize</string>\n<key>DefaultValue</key>\n<integer>15</integer>\n<key>Titles</key>\n<array><string>Small</string><string>Large</string></array>\n<key>Values</key>\n<array><integer>12</integer><integer>15</integer></array>"))
        \(specifier("PSRadioGroupSpecifier", "<key>Title</key>\n<string>Fruit</string>\n<key>Key</key>\n<string>fruit</string>\n<key>Titles</key>\n<array><string>Apple</string><string>Kiwi</string></array>\n<key>Values</key>\n<array><string>Red Apple</string><string>Kiwi</string></array>"))
        \(specifier("PSGroupSpecifier", "<key>Title</key>\n<string>Account</string>"))
        \(specifier("PSTextFieldSpecifier", "<key>Title</key>\n<string>Name</string>\n<key>Key</key>\n<string>userName</string>\n<key>KeyboardType</key>\n<string>EmailAddress</string>\n<key>AutocapitalizationType</key>\n<string>None</string>\n<key>AutocorrectionType</key>\n<string>No</string>\n<key>IsSecure</key>\n<false/>"))
        \(specifier("PSTitleValueSpecifier", "<key>Title</key>\n<string>Version</string>\n<key>Key</key>\n<string>appVersion</string>\n<key>DefaultValue</key>\n<string>1.0</string>"))
        \(specifier("PSChildPaneSpecifier", "<key>Title</key>\n<string>Advanced</string>\n<key>File</key>\n<string>Advanced</string>"))
        \(specifier("IASKButtonSpecifier", "<key>Title</key>\n<string>Clear cache</string>\n<key>Key</key>\n<string>clearCache</string>"))
        \(specifier("IASKOpenURLSpecifier", "<key>Title</key>\n<string>Help</string>\n<key>File</key>\n<string>https://example.com/help</string>"))
        """, header: "<key>StringsTable</key>\n<string>Root</string>\n<key>Title</key>\n<string>Settings</string>\n")

    static let advanced = pane(specifier("PSToggleSwitchSpecifier", "<key>Title</key>\n<string>Debug</string>\n<key>Key</key>\n<string>debug</string>"))

    static let rootStrings = "/* The sound group. */\n\"Sound\" = \"Sounds\";\n\"Sound effects\" = \"Sound effects\";\n"

    @Test func importsEveryControlWithoutLoss() throws {
        try withScratchDirectory { directory in
            let bundle = try TestBundle(in: directory, [
                "Root.plist": Self.everyControl, "Advanced.plist": Self.advanced, "en.lproj/Root.strings": Self.rootStrings,
            ])
            let (imported, reported) = bundle.run()
            #expect(reported.isEmpty, "\(reported.map(\.message))")
            #expect(imported.statistics == {
                var statistics = ImportStatistics()
                statistics.lossless = 13
                return statistics
            }())
            #expect(imported.files.map(\.fileName) == ["Settings.yaml", "Root.yaml", "Advanced.yaml"])
            #expect(imported.files[0].text == """
                # Imported from Settings.bundle by viewspecc import settings-bundle: the preferences every screen stores.
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      soundEnabled: {type: Bool, default: true}
                      volume: {type: Float, default: 0.5, min: 0.0, max: 1.0}
                      theme: {type: enum, cases: [light, dark], default: dark}
                      fontSize: {type: Int, default: 15}
                      fruit: {type: String, optional: true}
                      userName: String
                      appVersion: {type: String, default: '1.0'}
                      debug: Bool

                """)
            #expect(imported.files[1].text == """
                # Imported from Settings.bundle/Root.plist by viewspecc import settings-bundle.
                viewspec: 1
                preferences:
                  Root:
                    model: Settings
                    title: Settings
                    entry: true
                    sections:
                      - title: {localized: Sound, default: Sounds}
                        footer: Plays when you tap.
                        items:
                          - {toggle: soundEnabled, title: {localized: Sound effects, default: Sound effects}}
                          - {slider: volume, subtitle: Louder to the right}
                          - {choice: theme, title: Theme, titles: [Light, Dark]}
                          - {choice: fontSize, title: Size, titles: [Small, Large], values: [12, 15]}
                      - title: Fruit
                        items:
                          - {choice: fruit, titles: [Apple, Kiwi], values: [Red Apple, Kiwi], presentation: radio}
                      - title: Account
                        items:
                          - textField: userName
                            title: Name
                            keyboard: email
                            autocapitalization: none
                            autocorrection: disabled
                          - {value: appVersion, title: Version}
                          - {childPane: Advanced, title: Advanced}
                          - {button: clearCache, title: Clear cache}
                          - {link: https://example.com/help, title: Help}

                """)
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    @Test func binaryPropertyListsImportAsTheirXMLDoes() throws {
        try withScratchDirectory { directory in
            let xml = try TestBundle(in: directory.appendingPathComponent("xml"), ["Root.plist": Self.everyControl, "Advanced.plist": Self.advanced])
            let binary = try TestBundle(in: directory.appendingPathComponent("binary"), ["Advanced.plist": Self.advanced])
            let object = try PropertyListSerialization.propertyList(from: Data(Self.everyControl.utf8), format: nil)
            try binary.write(Array(try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)), to: "Root.plist")
            let fromXML = xml.run().imported, fromBinary = binary.run().imported
            #expect(fromBinary.diagnostics.isEmpty, "\(fromBinary.diagnostics.map(\.message))")
            #expect(fromBinary.project == fromXML.project)
            #expect(fromBinary.files == fromXML.files)
        }
    }

    /// Found by hand: a built app's Settings.bundle holds its strings tables as property
    /// lists (Xcode's binary strings output), which the import refused as text that is not
    /// UTF-8, and wrote nothing. Binary and XML tables are read as the dictionaries they
    /// are; a value that is no string is reported and skipped.
    @Test func stringsTablesWrittenAsPropertyListsGiveTheTexts() throws {
        try withScratchDirectory { directory in
            let bundle = try TestBundle(in: directory, ["Root.plist": Self.everyControl, "Advanced.plist": Self.advanced])
            let table: [String: Any] = ["Sound": "Sounds", "Settings": "Réglages"]
            try bundle.write(Array(try PropertyListSerialization.data(fromPropertyList: table, format: .binary, options: 0)), to: "en.lproj/Root.strings")
            let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>Debug</key>\n<string>Debugging</string>\n<key>Count</key>\n<integer>2</integer>\n</dict>\n</plist>\n"
            try bundle.write(xml, to: "en.lproj/Advanced.strings")
            let (imported, reported) = bundle.run()
            #expect(reported.map(\.message) == ["expected a string as the value of 'Count' in a strings table, found <integer>; not read"])
            #expect(places(of: .interchangeContentDropped, in: reported) == ["Advanced.strings:\(line(of: "<integer>", in: xml) ?? 0)"])
            let root = try #require(imported.files.first { $0.fileName == "Root.yaml" }?.text)
            #expect(root.contains("title: {localized: Settings, default: Réglages}") && root.contains("title: {localized: Sound, default: Sounds}"), "\(root)")
            let advanced = try #require(imported.files.first { $0.fileName == "Advanced.yaml" }?.text)
            #expect(advanced.contains("{toggle: debug, title: {localized: Debug, default: Debugging}}"), "\(advanced)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    /// A StringsTable that is no table's file name (`../../Secret`) was looked up by that
    /// path, outside the bundle: an import reads nothing outside it, so it is reported.
    @Test func aStringsTableOutsideTheLocalizationFolderIsNotRead() throws {
        try withScratchDirectory { directory in
            let text = pane(
                specifier("PSToggleSwitchSpecifier", "<key>Title</key>\n<string>Debug</string>\n<key>Key</key>\n<string>debug</string>"),
                header: "<key>StringsTable</key>\n<string>../../Secret</string>\n")
            // en.lproj/../../Secret.strings: beside the bundle.
            let bundle = try TestBundle(in: directory, ["Root.plist": text, "en.lproj/Root.strings": Self.rootStrings])
            try Data("\"Debug\" = \"Leaked\";\n".utf8).write(to: directory.appendingPathComponent("Secret.strings"))
            let (imported, reported) = bundle.run()
            #expect(
                reported.map(\.message) == [
                    "'StringsTable' of this pane is not imported: expected the name of a strings table in the bundle's .lproj folder, found '../../Secret': it holds a '/', which would make it a folder; the pane's texts are imported as written"
                ])
            #expect(places(of: .notImported, in: reported) == ["Root.plist:\(line(of: "../../Secret", in: text) ?? 0)"])
            let root = try #require(imported.files.first { $0.fileName == "Root.yaml" }?.text)
            #expect(!root.contains("Leaked") && !root.contains("strings:"), "\(root)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    @Test func importIsDeterministic() throws {
        try withScratchDirectory { directory in
            let bundle = try TestBundle(in: directory, ["Root.plist": Self.everyControl, "Advanced.plist": Self.advanced, "en.lproj/Root.strings": Self.rootStrings])
            #expect(bundle.run().imported.files == bundle.run().imported.files)
        }
    }

    @Test func inAppRootAloneIsAnEntryScreen() throws {
        try withScratchDirectory { directory in
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": Self.advanced])
            let imported = bundle.run().imported
            #expect(imported.project?.screens.map(\.name) == ["RootInApp"])
            #expect(imported.project?.screens.first?.isEntry == true)
        }
    }

    /// Found by hand: a pane `RootInApp.plist` beside `Root.inApp.plist` gave two screens
    /// named `RootInApp`, and the import failed on its own specs. The in-app root keeps
    /// the name the export writes `Root.inApp.plist` for.
    @Test func aPaneNamedLikeTheInAppRootGetsANameOfItsOwn() throws {
        try withScratchDirectory { directory in
            let root = pane(
                specifier("PSToggleSwitchSpecifier", "<key>Title</key>\n<string>A</string>\n<key>Key</key>\n<string>a</string>") + "\n"
                    + specifier("PSChildPaneSpecifier", "<key>Title</key>\n<string>More</string>\n<key>File</key>\n<string>RootInApp</string>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": root, "RootInApp.plist": Self.advanced, "Root.inApp.plist": Self.advanced])
            let (imported, reported) = bundle.run()
            #expect(reported.isEmpty, "\(reported.map(\.message))")
            #expect(imported.project?.screens.map(\.name) == ["Root", "RootInApp_2", "RootInApp"])
            #expect(imported.project?.screens.map(\.isEntry) == [true, false, true])
            #expect(imported.files[1].text.contains("{childPane: RootInApp_2, title: More}"), "\(imported.files[1].text)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    @Test func hostileTextsAndKeysComeOutAsTheyWereAndLintClean() throws {
        try withScratchDirectory { directory in
            let text = pane(
                specifier("PSGroupSpecifier", "<key>Title</key>\n<string>#1: \"quoted\" &amp; 'single'</string>\n<key>FooterText</key>\n<string>line one&#10;line two&#9;tab \u{202E}rtl</string>") + "\n"
                    + specifier("PSToggleSwitchSpecifier", "<key>Title</key>\n<string>- [not] {a: list}</string>\n<key>Key</key>\n<string>has space</string>") + "\n"
                    + specifier("PSMultiValueSpecifier", "<key>Key</key>\n<string>answer</string>\n<key>Titles</key>\n<array><string>yes</string><string>null</string></array>\n<key>Values</key>\n<array><string>true</string><string>010</string></array>"))
            let strings: [UInt8] = [0xFF, 0xFE] + Array("\"- [not] {a: list}\" = \"Sound: on\";\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            try bundle.write(strings, to: "en.lproj/Root.strings")
            let (imported, reported) = bundle.run()
            // The key with a space is kept as the field's stored key: nothing is lost.
            #expect(reported.isEmpty, "\(reported.map(\.message))")
            #expect(imported.files[0].text.contains("has_space: {type: Bool, key: has space}"), "\(imported.files[0].text)")
            let compiled = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
            #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message))")
            let screen = try #require(compiled.project.preferenceScreens.first)
            let section = try #require(screen.sections.first)
            #expect(section.title?.value == .literal("#1: \"quoted\" & 'single'"))
            #expect(section.footer?.value == .literal("line one\nline two\ttab \u{202E}rtl"))
            #expect(section.items.first?.title?.value == .localized(key: "- [not] {a: list}", fallback: "Sound: on"))
            #expect(imported.project?.fields.last == ImportedField(name: "answer", type: .string, isOptional: true))
            #expect(imported.files[1].text.contains("values: ['true', '010']"), "\(imported.files[1].text)")
        }
    }

    /// Keys, file names and class names Swift cannot name, and keys that give one Swift
    /// name, become names the generated code can use. A field and a button keep their key
    /// (`key:`); a file's or class's change is reported.
    @Test func namesSwiftCannotUseAreRenamedAndLintClean() throws {
        try withScratchDirectory { directory in
            let text = pane(
                specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>pq_enable\\</string>") + "\n"
                    + specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>dark-mode</string>") + "\n"
                    + specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>dark_mode</string>") + "\n"
                    + specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>---</string>") + "\n"
                    + specifier("PSTextFieldSpecifier", "<key>Key</key>\n<string>dark-mode</string>") + "\n"
                    + specifier("IASKButtonSpecifier", "<key>Title</key>\n<string>Go</string>\n<key>Key</key>\n<string>go!</string>") + "\n"
                    + specifier("PSChildPaneSpecifier", "<key>Title</key>\n<string>More</string>\n<key>File</key>\n<string>more$</string>") + "\n"
                    + specifier("PSChildPaneSpecifier", "<key>Title</key>\n<string>Code</string>\n<key>IASKViewControllerClass</key>\n<string>App.CodeViewController</string>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text, "more$.plist": Self.advanced])
            let (imported, reported) = bundle.run()
            let renames = reported.filter { $0.message.contains("a key the app does not read") }
            #expect(renames.isEmpty, "\(renames.map(\.message))")
            // The text field stores the key the first toggle stores: one field, not three.
            #expect(imported.project?.fields.map(\.name) == ["pq_enable_", "dark-mode", "dark_mode_2", "field_---", "debug"])
            #expect(imported.project?.fields.map(\.storedKey) == ["pq_enable\\", nil, "dark_mode", "---", nil])
            #expect(imported.files[0].text.contains("      pq_enable_: {type: Bool, key: pq_enable\\}\n"), "\(imported.files[0].text)")
            #expect(imported.project?.screens.map(\.name) == ["Root", "more_"])
            #expect(imported.files[1].text.contains("{button: go_, title: Go, key: go!}"), "\(imported.files[1].text)")
            #expect(imported.files[1].text.contains("{childPane: more_, title: More}"), "\(imported.files[1].text)")
            // A class name with a dot is no Swift type name: its dot becomes `_`, reported.
            #expect(imported.files[1].text.contains("{childPane: {external: App_CodeViewController}, title: Code}"), "\(imported.files[1].text)")
            #expect(reported.contains { $0.message == "'App.CodeViewController' is not a Swift type name: imported as 'App_CodeViewController'" })
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    /// Found by the interchange fuzzer: a key of 2,106 characters became a field name that
    /// YAML cannot read as a mapping key. A name is cut; the field keeps its whole key.
    @Test func aLongKeyGivesANameYAMLReads() throws {
        try withScratchDirectory { directory in
            let long = String(repeating: "k", count: 2_000)
            let text = pane(
                specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>\(long)a</string>") + "\n"
                    + specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>\(long)b</string>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            #expect(reported.isEmpty, "\(reported.map(\.message))")
            let name = String(repeating: "k", count: ImportedNameScope.maximumNameLength)
            #expect(imported.project?.fields.map(\.name) == [name, name + "_2"])
            #expect(imported.project?.fields.map(\.storedKey) == [long + "a", long + "b"])
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    @Test func groupKeyBecomesTheSectionsID() throws {
        try withScratchDirectory { directory in
            let text = pane(
                specifier("PSGroupSpecifier", "<key>Title</key>\n<string>Debug</string>\n<key>Key</key>\n<string>debug_group</string>") + "\n"
                    + specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>on</string>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            #expect(reported.isEmpty, "\(reported.map(\.message))")
            #expect(imported.statistics.lossless == 2)
            #expect(imported.files[1].text.contains("      - id: debug_group\n        title: Debug\n        items:\n"), "\(imported.files[1].text)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    @Test func subtitleByValueImportsAsTheFieldsValues() throws {
        try withScratchDirectory { directory in
            let text = pane(
                specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>sound</string>\n<key>IASKSubtitle</key>\n<dict><key>YES</key><string>Plays</string><key>NO</key><string>Silent</string></dict>") + "\n"
                    + specifier("PSMultiValueSpecifier", "<key>Key</key>\n<string>size</string>\n<key>Titles</key>\n<array><string>S</string><string>L</string></array>\n<key>Values</key>\n<array><integer>12</integer><integer>15</integer></array>\n<key>IASKSubtitle</key>\n<dict><key>15</key><string>Large</string><key>__default__</key><string>Other</string></dict>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            // `__default__`, the text for every value not listed, is the subtitle's `_`.
            #expect(reported.isEmpty, "\(reported.map(\.message))")
            #expect(imported.statistics.lossless == 2)
            #expect(imported.files[1].text.contains("- {toggle: sound, title: '', subtitle: {true: Plays, false: Silent}}"), "\(imported.files[1].text)")
            #expect(imported.files[1].text.contains("- choice: size\n            title: ''\n            subtitle: {15: Large, _: Other}\n"), "\(imported.files[1].text)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    // MARK: - One test per diagnostic

    @Test func bundleWithoutRootIsAnError() throws {
        try withScratchDirectory { directory in
            let bundle = try TestBundle(in: directory, ["Advanced.plist": Self.advanced])
            let (imported, reported) = bundle.run()
            #expect(imported.files.isEmpty)
            let errors = reported.filter { $0.severity == .error }
            #expect(errors.map(\.id) == [.settingsBundleStructure])
            #expect(errors.first?.message.contains("expected 'Root.plist' or 'Root.inApp.plist' in the bundle, found neither") == true)
        }
    }

    @Test func paneWithoutSpecifiersIsAnErrorAtItsDictionary() throws {
        try withScratchDirectory { directory in
            let text = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>Title</key>\n<string>x</string>\n</dict>\n</plist>\n"
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            #expect(imported.files.isEmpty)
            #expect(places(of: .settingsBundleStructure, in: reported) == ["Root.plist:3"])
        }
    }

    /// Panes whose rows store nothing (links and buttons) bind a model of no fields, which
    /// compiles and exports back; a bundle with nothing the language can show is an error.
    @Test func panesThatStoreNothingBindAModelOfNoFields() throws {
        try withScratchDirectory { directory in
            let text = pane(
                specifier("IASKButtonSpecifier", "<key>Key</key>\n<string>rate</string>\n<key>Title</key>\n<string>Rate</string>") + "\n"
                    + specifier("IASKOpenURLSpecifier", "<key>Title</key>\n<string>Site</string>\n<key>File</key>\n<string>https://example.com</string>"))
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": text])
            let (imported, reported) = bundle.run()
            #expect(reported.isEmpty, "\(reported.map(\.message))")
            #expect(imported.statistics.lossless == 2, "\(imported.statistics.summary)")
            #expect(imported.files.first?.text.hasSuffix("    kind: preferences\n    fields: {}\n") == true, "\(imported.files.first?.text ?? "")")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
            let compilation = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
            let exported = SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(try compilation.checked(for: [.layout]))
            let root = String(decoding: try #require(exported.panes.first).bytes, as: UTF8.self)
            #expect(root.contains("<string>IASKButtonSpecifier</string>") && root.contains("<string>IASKOpenURLSpecifier</string>"), "\(root)")
        }
        try withScratchDirectory { directory in
            // A toggle without a Key is not imported: its pane is left with nothing.
            let bundle = try TestBundle(in: directory, ["Root.plist": pane(specifier("PSToggleSwitchSpecifier", "<key>Title</key>\n<string>Nothing</string>"))])
            let (imported, reported) = bundle.run()
            #expect(imported.files.isEmpty)
            let errors = reported.filter { $0.severity == .error }
            #expect(errors.map(\.message) == ["expected at least one specifier the spec language can show, found none: nothing to import"])
            #expect(places(of: .settingsBundleStructure, in: reported) == ["Root.plist:1"])
        }
    }

    @Test func corruptBinaryPropertyListIsAPositionedError() throws {
        try withScratchDirectory { directory in
            let bundle = try TestBundle(in: directory, [:])
            try bundle.write(Array("bplist00".utf8) + [0, 1, 2, 3], to: "Root.plist")
            let (imported, reported) = bundle.run()
            #expect(imported.files.isEmpty)
            #expect(reported.map(\.id) == [.binaryPropertyListStructure])
            #expect(reported.first?.range.path.hasSuffix("Settings.bundle/Root.plist") == true)
        }
    }

    @Test func datePickerIsADateFieldAndAPickerWithItsModeStyleAndInterval() throws {
        try withScratchDirectory { directory in
            let text = pane(
                specifier("IASKDatePickerSpecifier", "<key>Key</key>\n<string>quietFrom</string>\n<key>DatePickerMode</key>\n<string>Time</string>\n<key>DatePickerStyle</key>\n<string>Wheels</string>\n<key>MinuteInterval</key>\n<integer>15</integer>\n<key>DefaultValue</key>\n<date>2026-01-01T22:00:00Z</date>")
                    + "\n" + specifier("IASKDatePickerSpecifier", "<key>Key</key>\n<string>birthday</string>\n<key>Title</key>\n<string>Birthday</string>")
                    + "\n" + specifier("IASKDatePickerSpecifier", "<key>Key</key>\n<string>since</string>\n<key>DatePickerMode</key>\n<string>Month</string>\n<key>MinuteInterval</key>\n<integer>7</integer>\n<key>DefaultValue</key>\n<string>today</string>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            let model = try #require(imported.files.first { $0.text.contains("models:") }?.text)
            #expect(model.contains("quietFrom: {type: Date, default: 2026-01-01T22:00:00Z}"), "\(model)")
            #expect(model.contains("birthday: Date\n"), "\(model)")
            let screen = try #require(imported.files.last?.text)
            #expect(screen.contains("- datePicker: {field: quietFrom, mode: time, style: wheels, minuteInterval: 15}\n            title: ''\n"), "\(screen)")
            #expect(screen.contains("- {datePicker: birthday, title: Birthday}"), "\(screen)")
            #expect(screen.contains("- {datePicker: since, title: ''}"), "\(screen)")
            // A mode, an interval and a default InAppSettingsKit would not take are reported.
            #expect(reported.map(\.message).contains { $0.hasPrefix("DatePickerMode 'Month' is not imported: InAppSettingsKit knows Date, DateAndTime, Time") }, "\(reported.map(\.message))")
            #expect(reported.map(\.message).contains("MinuteInterval 7 is not imported: a date picker's minute interval is a divisor of 60 from 1 to 30"))
            #expect(reported.map(\.message).contains("expected a date as DefaultValue, what a date picker stores, found 'today'; no default is imported"))
            #expect(imported.statistics.lossless == 2 && imported.statistics.lossy == 1)
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    /// A specifier without `Type` is reported at its line with what each reader does with
    /// it; its key and default make a field that no item shows.
    @Test func aSpecifierWithoutTypeIsReportedAndItsKeyKept() throws {
        try withScratchDirectory { directory in
            let text = pane(
                "<dict>\n<key>Title</key>\n<string>VFS</string>\n<key>Key</key>\n<string>vfs_enabled</string>\n<key>DefaultValue</key>\n<true/>\n</dict>\n"
                    + "<dict>\n<key>Title</key>\n<string>Note</string>\n</dict>\n")
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            let messages = reported.filter { $0.id == .notImported }.map(\.message)
            #expect(messages == [
                "expected a 'Type'; a specifier without one is skipped by the Settings app, and shown by InAppSettingsKit as its title alone: key 'vfs_enabled' is imported as field 'vfs_enabled' that no item shows",
                "expected a 'Type'; a specifier without one is skipped by the Settings app, and shown by InAppSettingsKit as its title alone; not imported",
            ], "\(reported.map(\.message))")
            #expect(places(of: .notImported, in: reported) == ["Root.plist:\(line(of: "<string>VFS</string>", in: text)! - 2)", "Root.plist:\(line(of: "<string>Note</string>", in: text)! - 2)"])
            let model = try #require(imported.files.first?.text)
            #expect(model.contains("vfs_enabled: {type: Bool, default: true}"), "\(model)")
        }
    }

    /// A text field shows a boolean default as 1 or 0 (its NSNumber's description): that
    /// text is imported, and the mistake reported at its line.
    @Test func aTextFieldsBooleanDefaultIsTheTextItShows() throws {
        try withScratchDirectory { directory in
            let text = pane(
                specifier("PSTextFieldSpecifier", "<key>Key</key>\n<string>server</string>\n<key>DefaultValue</key>\n<false/>")
                    + specifier("PSTextFieldSpecifier", "<key>Key</key>\n<string>stun</string>\n<key>DefaultValue</key>\n<true/>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            #expect(places(of: .mistypedDefault, in: reported) == ["Root.plist:\(line(of: "<false/>", in: text)!)", "Root.plist:\(line(of: "<true/>", in: text)!)"], "\(reported.map(\.message))")
            #expect(reported.map(\.message).contains("expected a string as DefaultValue, what a text field stores, found false; imported as '0'"), "\(reported.map(\.message))")
            let model = try #require(imported.files.first?.text)
            #expect(model.contains("server: {type: String, default: '0'}"), "\(model)")
            #expect(model.contains("stun: {type: String, default: '1'}"), "\(model)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    @Test func defaultNotAmongValuesIsReportedAndLeftOut() throws {
        try withScratchDirectory { directory in
            let text = pane(specifier("PSMultiValueSpecifier", "<key>Key</key>\n<string>fruit</string>\n<key>DefaultValue</key>\n<string>Fruit</string>\n<key>Titles</key>\n<array><string>A</string><string>B</string></array>\n<key>Values</key>\n<array><string>Apple pie</string><string>Kiwi</string></array>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            #expect(places(of: .defaultNotAmongValues, in: reported) == ["Root.plist:\(line(of: "<string>Fruit</string>", in: text)!)"])
            #expect(imported.project?.fields == [ImportedField(name: "fruit", type: .string, isOptional: true)])
            #expect(lint(imported.files).isEmpty)
        }
    }

    @Test func mixedValueTypesAreReportedAtTheValues() throws {
        try withScratchDirectory { directory in
            let text = pane(specifier("PSMultiValueSpecifier", "<key>Key</key>\n<string>driver</string>\n<key>Titles</key>\n<array><string>A</string><string>B</string></array>\n<key>Values</key>\n<array><integer>1</integer><string>3</string></array>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            #expect(places(of: .mixedValueTypes, in: reported) == ["Root.plist:\(line(of: "<array><integer>1", in: text)!)"])
            #expect(imported.project?.fields.first?.type == .int)
            #expect(lint(imported.files).isEmpty)
        }
    }

    /// Found by the interchange fuzzer: a boolean among string Values was written as `true`,
    /// which the spec's own check refuses on a String field.
    @Test func booleansMixedWithStringsAreImportedAsTheirText() throws {
        try withScratchDirectory { directory in
            let values = "<array><string>simple</string><true/><false/></array>"
            let text = pane(specifier("PSMultiValueSpecifier", "<key>Key</key>\n<string>auth</string>\n<key>DefaultValue</key>\n<true/>\n<key>Titles</key>\n<array><string>A</string><string>B</string><string>C</string></array>\n<key>Values</key>\n\(values)"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            #expect(places(of: .mixedValueTypes, in: reported) == ["Root.plist:\(line(of: values, in: text)!)"])
            #expect(reported.map(\.message).contains("expected Values of one type, found bool, string values; imported as strings, each number written as its text and each boolean as '1' or '0'"), "\(reported.map(\.message))")
            #expect(imported.project?.fields.first?.type == .string)
            let spec = try #require(imported.files.first(where: { $0.fileName == "Root.yaml" })).text
            #expect(spec.contains("values: [simple, '1', '0']"), "\(spec)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
        try withScratchDirectory { directory in
            // `1` and YES are one stored option read as a string, so the choice is not imported.
            let text = pane(specifier("PSMultiValueSpecifier", "<key>Key</key>\n<string>auth</string>\n<key>Titles</key>\n<array><string>A</string><string>B</string></array>\n<key>Values</key>\n<array><string>1</string><true/></array>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            #expect(bundle.run().reported.map(\.message).contains { $0.contains("same value twice") })
        }
    }

    /// A slider without a default, or with one out of range, stores nothing until it is
    /// moved; where the 0 then read is out of range, its field is optional, not out of range.
    @Test func aSliderWithoutADefaultInRangeIsOptional() throws {
        try withScratchDirectory { directory in
            let slider = { (key: String, range: String, defaultValue: String) in
                specifier("PSSliderSpecifier", "<key>Key</key>\n<string>\(key)</string>\n\(range)\(defaultValue)")
            }
            let text = pane(
                slider("gain", "<key>MinimumValue</key><real>0.5</real><key>MaximumValue</key><real>2</real>", "") + "\n"
                    + slider("pitch", "<key>MinimumValue</key><integer>-9</integer><key>MaximumValue</key><integer>-1</integer>", "<key>DefaultValue</key><integer>3</integer>") + "\n"
                    + slider("volume", "<key>MinimumValue</key><integer>0</integer><key>MaximumValue</key><integer>1</integer>", ""))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            #expect(places(of: .defaultNotAmongValues, in: reported).count == 1, "\(reported.map(\.message))")
            #expect(imported.project?.fields.map(\.isOptional) == [true, true, false])
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    @Test func misspeltKeyIsReportedWithAFixItThatWorks() throws {
        try withScratchDirectory { directory in
            let text = pane(specifier("PSTextFieldSpecifier", "<key>Key</key>\n<string>server</string>\n<key>AutoCorrectionType</key>\n<string>No</string>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            #expect(places(of: .misspeltSpecifierKey, in: reported) == ["Root.plist:\(line(of: "AutoCorrectionType", in: text)!)"])
            let diagnostic = try #require(imported.diagnostics.first { $0.id == .misspeltSpecifierKey })
            #expect(diagnostic.message.contains("did you mean 'AutocorrectionType'?"))
            #expect(imported.statistics.lossless == 1, "the Settings app ignores the key too")
            let fixIt = try #require(diagnostic.fixIts.first)
            #expect(fixIt.origin.fileID == "ViewSpec/SpecifierReader.swift", "the only place the import makes a fix-it")
            try bundle.write(applying(fixIt, to: text), to: "Root.plist")
            let fixed = bundle.run()
            #expect(fixed.reported.isEmpty, "\(fixed.reported.map(\.message))")
            #expect(fixed.imported.files[1].text.contains("autocorrection: disabled"))
        }
    }

    @Test func toggleWithStringDefaultIsReportedAndRead() throws {
        try withScratchDirectory { directory in
            let text = pane(specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>on</string>\n<key>DefaultValue</key>\n<string>YES</string>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            #expect(places(of: .mistypedDefault, in: reported) == ["Root.plist:\(line(of: "<string>YES</string>", in: text)!)"])
            #expect(reported.first?.message == "expected a boolean as DefaultValue, what a toggle stores, found 'YES'; imported as true")
            #expect(imported.project?.fields == [ImportedField(name: "on", type: .bool, defaultValue: .bool(true))])
        }
    }

    /// A text field stores the text typed, but a keyboard of digits alone with a whole
    /// number as default holds an Int (linphone's ports and timeouts), and the decimal pad
    /// with a number a Float; a keyboard that types punctuation too keeps a String.
    @Test func numberTextFieldsWithNumberDefaultsAreNumberFields() throws {
        try withScratchDirectory { directory in
            func field(_ key: String, _ keyboard: String, _ value: String) -> String {
                specifier("PSTextFieldSpecifier", "<key>Key</key>\n<string>\(key)</string>\n<key>KeyboardType</key>\n<string>\(keyboard)</string>\n<key>DefaultValue</key>\n\(value)")
            }
            let text = pane(
                [
                    field("port", "NumberPad", "<integer>5060</integer>"), field("gain", "DecimalPad", "<real>0.5</real>"),
                    field("range", "NumbersAndPunctuation", "<integer>7076</integer>"), field("code", "NumberPad", "<string>0042</string>"),
                ].joined(separator: "\n"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            #expect(imported.project?.fields == [
                ImportedField(name: "port", type: .int, defaultValue: .int(5060)), ImportedField(name: "gain", type: .float, defaultValue: .float(0.5)),
                ImportedField(name: "range", type: .string, defaultValue: .string("7076")), ImportedField(name: "code", type: .string, defaultValue: .string("0042")),
            ])
            #expect(places(of: .mistypedDefault, in: reported) == ["Root.plist:\(line(of: "<integer>7076</integer>", in: text)!)"])
            #expect(lint(imported.files).isEmpty)
            // The export writes the numbers back as numbers, with their keyboards (the Settings
            // app has no decimal pad; InAppSettingsKit has).
            let checked = try Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) }).checked(for: [.layout])
            let root = try #require(SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(checked).panes.first { $0.fileName == "Root.plist" })
            let exported = String(decoding: root.bytes, as: UTF8.self)
            #expect(exported.contains("<integer>5060</integer>") && exported.contains("<real>0.5</real>"), "\(exported)")
            #expect(exported.contains("<string>NumberPad</string>") && exported.contains("<string>DecimalPad</string>"), "\(exported)")
        }
    }

    @Test func childPaneToMissingFileStaysAReference() throws {
        try withScratchDirectory { directory in
            let text = pane(
                specifier("PSChildPaneSpecifier", "<key>Title</key>\n<string>Licenses</string>\n<key>File</key>\n<string>Acknowledgements</string>") + "\n"
                    + specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>on</string>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            #expect(places(of: .missingChildPane, in: reported) == ["Root.plist:\(line(of: "<string>Acknowledgements</string>", in: text)!)"])
            #expect(reported.first?.message.hasSuffix("the row is imported as a child pane to that pane file, which the export writes back") == true)
            #expect(imported.files[1].text.contains("- {childPane: {external: Acknowledgements, opening: file}, title: Licenses}"), "\(imported.files[1].text)")
            #expect(imported.statistics.lossless == 2, "\(imported.statistics.summary)")
            #expect(lint(imported.files).isEmpty)
            // Both readers open a pane file the build adds: each dialect writes the reference back.
            let checked = try Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) }).checked(for: [.layout])
            for dialect in [SettingsBundleDialect.apple, .inAppSettingsKit] {
                let root = SettingsBundleEmitterTests.text(SettingsBundleEmitter(dialect: dialect).emit(checked).panes[0])
                #expect(root.contains("<key>File</key>\n\t\t\t<string>Acknowledgements</string>\n\t\t\t<key>Title</key>\n\t\t\t<string>Licenses</string>\n\t\t\t<key>Type</key>\n\t\t\t<string>PSChildPaneSpecifier</string>"), "\(root)")
            }
        }
    }

    /// Android has no Settings.bundle pane file: the export leaves the row out and says so.
    @Test func aPaneFileTheBuildMakesIsLeftOutOfAndroid() throws {
        let spec = """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {on: Bool}}
            preferences:
              Root:
                model: S
                sections:
                  - items:
                      - {childPane: {external: Acknowledgements, opening: file}, title: Licenses}
                      - toggle: on
            """
        let output = AndroidResourcesEmitter().emit(try AndroidResourcesEmitterTests.checked(spec))
        let file = try #require(output.file("root.xml", in: "xml"))
        #expect(!String(decoding: file.bytes, as: UTF8.self).contains("Acknowledgements"))
        let reported = Compiler(options: .init(enabledChecks: ["VS0271", "VS0270"])).compile(sources: [SourceFile(path: "test.yaml", text: spec)])
            .reportedDiagnostics
        #expect(reported.map { "\($0.id.code) \($0.range.start.line):\($0.range.start.column)" } == ["VS0271 9:14"], "\(reported.map(\.message))")
        #expect(reported.first?.message.hasPrefix("expected a screen Android can open, found the Settings.bundle pane file 'Acknowledgements'") == true)
    }

    @Test func cyclicChildPanesAreCutWhereTheyLeadBack() throws {
        try withScratchDirectory { directory in
            let root = pane(specifier("PSChildPaneSpecifier", "<key>Title</key>\n<string>A</string>\n<key>File</key>\n<string>A</string>"))
            let paneA = pane(
                specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>a</string>") + "\n"
                    + specifier("PSChildPaneSpecifier", "<key>Title</key>\n<string>Back</string>\n<key>File</key>\n<string>Root</string>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": root, "A.plist": paneA])
            let (imported, reported) = bundle.run()
            #expect(places(of: .childPaneCycle, in: reported) == ["A.plist:\(line(of: "<string>Root</string>", in: paneA)!)"])
            #expect(imported.project?.screens.map(\.name) == ["Root", "A"])
            #expect(imported.statistics.dropped == 1)
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    @Test func conflictingSpecifiersKeepTheFirst() throws {
        try withScratchDirectory { directory in
            let text = pane(
                specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>mode</string>") + "\n"
                    + specifier("PSTextFieldSpecifier", "<key>Key</key>\n<string>mode</string>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            let expectedLine = line(of: "<key>Key</key>", in: text, after: "PSTextFieldSpecifier")!
            #expect(places(of: .conflictingSpecifiers, in: reported) == ["Root.plist:\(expectedLine)"])
            #expect(reported.first?.notes.first?.message == "stored first here")
            #expect(imported.project?.fields == [ImportedField(name: "mode", type: .bool)])
            #expect(lint(imported.files).isEmpty)
        }
    }

    /// Found by hand: specifiers on two panes agreed on the key's type but not on what it
    /// holds, and the import failed on its own specs: a multi value whose Values lack the
    /// default a number text field gave (choice-values-include-default), and two toggles
    /// storing other TrueValue and FalseValue (conflicting-bindings). The later choice or
    /// toggle is left out, and so is a later default that the choice before does not offer.
    @Test func choicesAndTogglesOnTwoPanesAgreeOnWhatTheKeyHolds() throws {
        try withScratchDirectory { directory in
            let root = pane(
                specifier("PSTextFieldSpecifier", "<key>Key</key>\n<string>count</string>\n<key>KeyboardType</key>\n<string>NumberPad</string>\n<key>DefaultValue</key>\n<integer>3</integer>") + "\n"
                    + specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>answer</string>\n<key>TrueValue</key>\n<string>yes</string>\n<key>FalseValue</key>\n<string>no</string>") + "\n"
                    + specifier("PSMultiValueSpecifier", "<key>Key</key>\n<string>size</string>\n<key>Titles</key>\n<array><string>S</string><string>L</string></array>\n<key>Values</key>\n<array><integer>1</integer><integer>2</integer></array>") + "\n"
                    + specifier("PSChildPaneSpecifier", "<key>Title</key>\n<string>More</string>\n<key>File</key>\n<string>More</string>"))
            let more = pane(
                specifier("PSMultiValueSpecifier", "<key>Key</key>\n<string>count</string>\n<key>Titles</key>\n<array><string>One</string><string>Two</string></array>\n<key>Values</key>\n<array><integer>1</integer><integer>2</integer></array>") + "\n"
                    + specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>answer</string>\n<key>TrueValue</key>\n<string>on</string>\n<key>FalseValue</key>\n<string>off</string>") + "\n"
                    + specifier("PSTextFieldSpecifier", "<key>Key</key>\n<string>size</string>\n<key>KeyboardType</key>\n<string>NumberPad</string>\n<key>DefaultValue</key>\n<integer>7</integer>") + "\n"
                    + specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>flag</string>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": root, "More.plist": more])
            let (imported, reported) = bundle.run()
            #expect(
                places(of: .conflictingSpecifiers, in: reported) == [
                    "More.plist:\(line(of: "<key>Key</key>", in: more) ?? 0)",
                    "More.plist:\(line(of: "<key>Key</key>", in: more, after: "<string>Two</string>") ?? 0)",
                    "More.plist:\(line(of: "<key>DefaultValue</key>", in: more) ?? 0)",
                ], "\(reported.map(\.message))")
            #expect(reported.map(\.message).contains("key 'count' defaults to 3, which this choice does not offer, and a field has one default; this PSMultiValueSpecifier is not imported"))
            #expect(reported.map(\.message).contains("key 'answer' is stored as 'on' and 'off' by this toggle and as 'yes' and 'no' by a toggle before; this PSToggleSwitchSpecifier is not imported"))
            #expect(reported.map(\.message).contains("key 'size' defaults to 7 here, which the choice before does not offer; no default is imported"))
            #expect(imported.project?.fields.first { $0.name == "size" }?.defaultValue == nil)
            #expect(imported.files.last?.text.contains("{textField: size, title: '', keyboard: number}") == true, "\(imported.files.map(\.text))")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    /// Found by hand: a group whose only row was left out for its key (a custom view's
    /// key that another row of the pane has) stayed an empty section, which lint warns
    /// about (VS0220). Such a section goes; the row is reported, and the group with the
    /// title it loses.
    @Test func aSectionLeftWithoutRowsByADuplicateKeyGoes() throws {
        try withScratchDirectory { directory in
            let text = pane(
                specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>a</string>") + "\n"
                    + specifier("IASKCustomViewSpecifier", "<key>Key</key>\n<string>drawn</string>") + "\n"
                    + specifier("PSGroupSpecifier", "<key>Title</key>\n<string>Again</string>") + "\n"
                    + specifier("IASKCustomViewSpecifier", "<key>Key</key>\n<string>drawn</string>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            #expect(
                places(of: .notImported, in: reported).sorted()
                    == ["Root.plist:\(line(of: "<dict>", in: text, after: "drawn") ?? 0)", "Root.plist:\(line(of: "<dict>", in: text, after: "Again") ?? 0)"].sorted(),
                "\(reported.map(\.message))")
            #expect(imported.project?.screens.first?.sections.count == 1)
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    /// Found by hand: a secure text field on one pane and a title value showing the same
    /// key on another failed the import on its own specs (conflicting-bindings: a value
    /// shown in the clear that a secure field hides). The later row is left out, whichever
    /// comes first.
    @Test func aSecretKeyIsNotShownInTheClearOnAnotherPane() throws {
        try withScratchDirectory { directory in
            let root = pane(
                specifier("PSTextFieldSpecifier", "<key>Key</key>\n<string>pin</string>\n<key>IsSecure</key>\n<true/>") + "\n"
                    + specifier("PSTitleValueSpecifier", "<key>Key</key>\n<string>token</string>") + "\n"
                    + specifier("PSChildPaneSpecifier", "<key>Title</key>\n<string>More</string>\n<key>File</key>\n<string>More</string>"))
            let more = pane(
                specifier("PSTitleValueSpecifier", "<key>Title</key>\n<string>PIN</string>\n<key>Key</key>\n<string>pin</string>") + "\n"
                    + specifier("PSTextFieldSpecifier", "<key>Key</key>\n<string>token</string>\n<key>IsSecure</key>\n<true/>") + "\n"
                    + specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>flag</string>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": root, "More.plist": more])
            let (imported, reported) = bundle.run()
            #expect(
                places(of: .conflictingSpecifiers, in: reported) == [
                    "More.plist:\(line(of: "<key>Key</key>", in: more) ?? 0)", "More.plist:\(line(of: "<key>Key</key>", in: more, after: "<string>pin</string>") ?? 0)",
                ], "\(reported.map(\.message))")
            #expect(reported.map(\.message) == [
                "key 'pin' is edited hidden in a secure text field, and this row would show it in the clear; this PSTitleValueSpecifier is not imported",
                "key 'token' is shown in the clear by a value row, and this text field would hide it; this PSTextFieldSpecifier is not imported",
            ])
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    /// A multi value whose Values are the strings of the integers an earlier one stores
    /// (Root.plist's and Root.inApp.plist's) offers the same options: the row is imported
    /// with the earlier integers, with loss, and reported; its group keeps its row.
    @Test func theSameOptionsWrittenAsStringsTakeTheFirstType() throws {
        try withScratchDirectory { directory in
            func multiValue(_ values: String, default value: String) -> String {
                specifier(
                    "PSMultiValueSpecifier",
                    "<key>Key</key>\n<string>speed</string>\n<key>Values</key>\n<array>\(values)</array>\n<key>Titles</key>\n<array><string>Slow</string><string>Fast</string></array>\n<key>DefaultValue</key>\n\(value)")
            }
            let text = pane(
                multiValue("<integer>1</integer><integer>2</integer>", default: "<integer>1</integer>") + "\n"
                    + specifier("PSGroupSpecifier", "<key>Title</key>\n<string>Again</string>") + "\n"
                    + multiValue("<string>1</string><string>2</string>", default: "<string>1</string>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            let expectedLine = line(of: "<key>Key</key>", in: text, after: "<string>Again</string>")!
            #expect(places(of: .conflictingSpecifiers, in: reported) == ["Root.plist:\(expectedLine)"])
            #expect(reported.first?.message == "key 'speed' is stored as a string here and as an integer before; these Values read as the same options, each imported as an integer as stored before")
            #expect(reported.first?.notes.first?.message == "stored first here")
            #expect(imported.project?.fields == [ImportedField(name: "speed", type: .int, defaultValue: .int(1))])
            #expect(imported.statistics.dropped == 0 && imported.statistics.lossy == 1, "\(imported.statistics.summary)")
            let spec = try #require(imported.files.last?.text)
            #expect(spec.components(separatedBy: "values: [1, 2]").count == 3, "\(spec)")
            #expect(spec.contains("title: Again"), "\(spec)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    /// Strings that read as other integers than written ('01'), or as other options than
    /// the earlier Values offer, are not the same options: the later multi value is not
    /// imported, and nothing is said of a conversion.
    @Test(arguments: [
        ("<string>01</string><string>2</string>", "key 'speed' is stored as a string here and as an integer before; this PSMultiValueSpecifier is not imported"),
        ("<string>1</string><string>3</string>", "key 'speed' offers other values here than before; this PSMultiValueSpecifier is not imported"),
    ])
    func otherOptionsWrittenAsStringsStayAConflict(values: String, message: String) throws {
        try withScratchDirectory { directory in
            let text = pane(
                specifier("PSMultiValueSpecifier", "<key>Key</key>\n<string>speed</string>\n<key>Values</key>\n<array><integer>1</integer><integer>2</integer></array>") + "\n"
                    + specifier("PSMultiValueSpecifier", "<key>Key</key>\n<string>speed</string>\n<key>Values</key>\n<array>\(values)</array>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            #expect(reported.filter { $0.id == .conflictingSpecifiers }.map(\.message) == [message])
            #expect(imported.statistics.dropped == 1, "\(imported.statistics.summary)")
        }
    }

    /// A chain of panes, each opening the next: `P0` … `P<count - 1>`.
    static func chain(_ count: Int) -> [String: String] {
        var files: [String: String] = [:]
        for index in 0..<count {
            var specifiers = specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>k\(index)</string>")
            if index + 1 < count {
                specifiers += "\n" + specifier("PSChildPaneSpecifier", "<key>Title</key>\n<string>Next</string>\n<key>File</key>\n<string>P\(index + 1)</string>")
            }
            files[index == 0 ? "Root.plist" : "P\(index).plist"] = pane(specifiers)
        }
        return files
    }

    @Test func panesBeyondTheLimitAreAnError() throws {
        try withScratchDirectory { directory in
            let bundle = try TestBundle(in: directory, Self.chain(6))
            let imported = SettingsBundleImport.run(bundle: bundle.path, limits: ImportLimits(maximumPaneCount: 4))
            #expect(imported.files.isEmpty)
            #expect(imported.diagnostics.map(\.id) == [.interchangeLimit])
            #expect(imported.diagnostics.first?.message == "expected at most 4 panes in a bundle, found more; 'P4.plist' is one too many")
        }
    }

    @Test func longChainsOfPanesDoNotRecurse() throws {
        try withScratchDirectory { directory in
            let bundle = try TestBundle(in: directory, Self.chain(300))
            let imported = bundle.run().imported
            #expect(imported.diagnostics.isEmpty)
            #expect(imported.project?.screens.count == 300)
        }
    }

    /// A group whose only row opens a pane with nothing to import loses that row once the
    /// pane is found empty, and its section with it: the group is reported with the title it
    /// loses, where it used to go without a word.
    @Test func aGroupLeftEmptyByAnEmptyPaneIsReported() throws {
        try withScratchDirectory { directory in
            let root = pane(
                specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>sound</string>\n<key>Title</key>\n<string>Sound</string>") + "\n"
                    + specifier("PSGroupSpecifier", "<key>Title</key>\n<string>Extras</string>") + "\n"
                    + specifier("PSChildPaneSpecifier", "<key>Title</key>\n<string>More</string>\n<key>File</key>\n<string>More</string>"))
            let more = pane(specifier("PSTextFieldSpecifier", "<key>Title</key>\n<string>No key</string>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": root, "More.plist": more])
            let (imported, reported) = bundle.run()
            // The group's dictionary starts two lines above its Type.
            let groupLine = root.components(separatedBy: "\n").firstIndex { $0.contains("PSGroupSpecifier") }.map { $0 - 1 } ?? 0
            let emptied = reported.filter { $0.message.hasPrefix("this group is not imported: every row under it was left out") }
            #expect(emptied.map { "\($0.range.start.line)" } == ["\(groupLine)"], "\(reported.map { "\($0.range.start.line) \($0.message)" })")
            #expect(emptied.first?.message == "this group is not imported: every row under it was left out, and a section needs an item or a footer; its title is lost")
            let text = imported.files.map(\.text).joined()
            #expect(!text.contains("Extras"), "\(text)")
            #expect(lint(imported.files).filter { $0.severity == .error }.isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    @Test func everyImportDiagnosticHasATest() {
        // The tests above: one for each id, in code order.
        #expect(DiagnosticID.importDiagnostics.map(\.code) == (508...516).map { "VS0\($0)" })
    }
}
