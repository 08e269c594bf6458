import Foundation
import Testing
@testable import ViewSpec

/// The Settings.bundle export: each control's specifier, localized texts and their strings
/// table, pane names, deterministic bytes, the writer, and the round trip through the
/// import; plistutil (libplist) reads every exported pane.
@Suite struct SettingsBundleEmitterTests {
    static let spec = """
        viewspec: 1
        models:
          Settings:
            kind: preferences
            fields:
              sound: {type: Bool, default: true}
              volume: {type: Float, default: 0.5, min: 0, max: 1}
              theme: {type: enum, cases: [light, dark], default: dark}
              size: {type: Int, default: 15}
              name: {type: String, default: Me}
              version: {type: String, default: '1.0'}
        preferences:
          Root:
            model: Settings
            entry: true
            sections:
              - items:
                  - toggle: sound
                    title: {localized: SOUND_TITLE, default: Sound effects}
                  - slider: volume
              - title: Look
                footer: {localized: LOOK_FOOTER, default: How it looks.}
                items:
                  - {choice: theme, titles: [Light, Dark]}
                  - {choice: size, values: [12, 15], titles: [Small, Large], title: Size, subtitle: Of the text}
              - title: Fruit
                items:
                  - {choice: theme, presentation: radio}
                  - {textField: name, keyboard: email, autocapitalization: none, autocorrection: disabled, placeholder: You}
                  - {value: version, title: Version}
                  - {childPane: Advanced, title: More}
                  - {button: clearCache, title: Clear}
                  - {link: 'https://example.com/help', title: Help}
          Advanced:
            model: Settings
            title: Advanced
            sections:
              - items:
                  - toggle: sound
        """

    static func checked(_ text: String) throws -> CheckedProject {
        let compilation = Compiler().compile(sources: [SourceFile(path: "settings.yaml", text: text)])
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(\.message))")
        return try compilation.checked(for: [.layout])
    }

    static func text(_ file: SettingsBundleOutput.File) -> String { String(decoding: file.bytes, as: UTF8.self) }

    /// `output` written as a Settings.bundle, as the command writes one, and imported back.
    static func reimported(_ output: SettingsBundleOutput, modelName: String = "Settings") throws -> ImportResult {
        try withScratchDirectory { directory in
            let bundle = directory.appendingPathComponent("Settings.bundle").path
            _ = try OutputWriter.publish(OutputWriter(directory: bundle).stage(output))
            return SettingsBundleImport.run(bundle: bundle, modelName: modelName)
        }
    }

    @Test func writesEveryPaneAndTheLocalizedTexts() throws {
        let output = SettingsBundleEmitter().emit(try Self.checked(Self.spec))
        #expect(output.panes.map(\.fileName) == ["Root.plist", "Advanced.plist"])
        #expect(output.localizations.map(\.folder) == ["en.lproj"])
        #expect(output.localizations.first?.tables.map(\.fileName) == ["Root.strings"])
        #expect(output.localizations.first.map { Self.text($0.tables[0]) } == """
            /* \(ExportedFileFormat.notice) */
            "SOUND_TITLE" = "Sound effects";
            "LOOK_FOOTER" = "How it looks.";

            """)
        // The golden regenerates with VIEWSPEC_UPDATE_GOLDEN=1 swift test --filter SettingsBundleEmitterTests.
        let root = Self.text(output.panes[0])
        if ProcessInfo.processInfo.environment["VIEWSPEC_UPDATE_GOLDEN"] == "1" { try Data(root.utf8).write(to: Self.golden) }
        #expect(root == (try String(contentsOf: Self.golden, encoding: .utf8)), "run VIEWSPEC_UPDATE_GOLDEN=1 swift test --filter SettingsBundleEmitterTests and review the diff")
    }

    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/settings-bundle/Root.plist")

    @Test func appleDialectLeavesOutButtonsAndLinksAndInAppSettingsKitWritesThem() throws {
        let checked = try Self.checked(Self.spec)
        let apple = Self.text(SettingsBundleEmitter(dialect: .apple).emit(checked).panes[0])
        let inApp = Self.text(SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(checked).panes[0])
        for type in ["IASKButtonSpecifier", "IASKOpenURLSpecifier", "IASKPlaceholder", "IASKSubtitle"] {
            #expect(!apple.contains(type))
            #expect(inApp.contains(type))
        }
    }

    @Test func subtitleByValueIsADictionaryInTheValuesInAppSettingsKitSpelling() throws {
        let text = """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {on: Bool, size: {type: Float, default: 1}, theme: {type: enum, cases: {light: 1, dark: 2}}}}
            preferences:
              Root:
                model: S
                sections:
                  - items:
                      - {toggle: on, subtitle: {true: Plays, false: {localized: OFF, default: Silent}}}
                      - {choice: on, values: [true, false], footer: Chosen for you}
                      - {slider: size, min: 0, max: 2, subtitle: {1: One, 1.5: Half}}
                      - {choice: theme, subtitle: {dark: Dim, _: Some theme}}
            """
        let pane = Self.text(SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(try Self.checked(text)).panes[0])
        for expected in [
            "<key>NO</key>\n\t\t\t\t<string>OFF</string>\n\t\t\t\t<key>YES</key>\n\t\t\t\t<string>Plays</string>",
            "<key>1</key>\n\t\t\t\t<string>One</string>\n\t\t\t\t<key>1.5</key>",
            // The text for every other value is InAppSettingsKit's `__default__`.
            "<key>2</key>\n\t\t\t\t<string>Dim</string>\n\t\t\t\t<key>__default__</key>\n\t\t\t\t<string>Some theme</string>",
            "<key>FooterText</key>\n\t\t\t<string>Chosen for you</string>",
        ] {
            #expect(pane.contains(expected), "\(pane)")
        }
    }

    @Test func sectionIDIsTheGroupsKey() throws {
        let text = """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {on: Bool}}
            preferences:
              Root:
                model: S
                sections:
                  - {id: debugging, items: [{toggle: on}]}
            """
        let pane = Self.text(SettingsBundleEmitter().emit(try Self.checked(text)).panes[0])
        #expect(pane.contains("<key>Key</key>\n\t\t\t<string>debugging</string>\n\t\t\t<key>Type</key>\n\t\t\t<string>PSGroupSpecifier</string>"), "\(pane)")
    }

    /// A field stored under a key of its own is exported under that key, in both dialects,
    /// and imported back as the same field with the same key.
    @Test func aFieldsStoredKeyIsTheSpecifiersKeyBothWays() throws {
        let text = """
            viewspec: 1
            models:
              S:
                kind: preferences
                fields:
                  autoFit: {type: Bool, key: "text_longtitle_ adjustsFontSizeToFitWidth_disabled"}
                  size: {type: Int, default: 2, key: "font.size \\"pt\\""}
                  on: Bool
            preferences:
              Root:
                model: S
                sections:
                  - items: [{toggle: autoFit}, {choice: size, values: [1, 2]}, {toggle: on}, {childPane: More, value: size}]
              More:
                model: S
                sections: [{items: [{value: size}]}]
            """
        for dialect in [SettingsBundleDialect.apple, .inAppSettingsKit] {
            let output = SettingsBundleEmitter(dialect: dialect).emit(try Self.checked(text))
            let pane = Self.text(output.panes[0])
            func key(_ key: String) -> String { "<key>Key</key>\n\t\t\t<string>\(key)</string>" }
            #expect(pane.contains(key("text_longtitle_ adjustsFontSizeToFitWidth_disabled")), "\(pane)")
            // The choice's Key, and the child pane's in the dialect that shows its value.
            #expect(pane.components(separatedBy: key("font.size \"pt\"")).count == (dialect == .apple ? 2 : 3), "\(pane)")
            #expect(pane.contains(key("on")), "\(pane)")
            #expect(!pane.contains(key("autoFit")) && !pane.contains(key("size")), "\(pane)")
            #expect(Self.text(output.panes[1]).contains(key("font.size \"pt\"")))
            let imported = try Self.reimported(output, modelName: "S")
            #expect(imported.project?.fields.map(\.storedKey) == ["text_longtitle_ adjustsFontSizeToFitWidth_disabled", "font.size \"pt\"", nil])
            #expect(imported.project?.fields.map(\.name) == ["text_longtitle__adjustsFontSizeToFitWidth_disabled", "font.size__pt_", "on"])
        }
    }

    /// A button's key is its specifier's Key in place of its action's name, and comes back
    /// as the button's key.
    @Test func aButtonsKeyIsItsSpecifiersKeyBothWays() throws {
        let text = """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {on: Bool}}
            preferences:
              Root:
                model: S
                sections:
                  - items: [{toggle: on}, {button: leftAligned, key: Left Aligned}, {button: rightAligned}]
            """
        let output = SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(try Self.checked(text))
        let pane = Self.text(output.panes[0])
        #expect(pane.contains("<key>Key</key>\n\t\t\t<string>Left Aligned</string>"), "\(pane)")
        #expect(pane.contains("<key>Key</key>\n\t\t\t<string>rightAligned</string>"), "\(pane)")
        let imported = try Self.reimported(output, modelName: "S")
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        let root = try #require(imported.files.first { $0.fileName == "Root.yaml" }).text
        #expect(root.contains("{button: Left_Aligned, title: leftAligned, key: Left Aligned}") && root.contains("{button: rightAligned, title: rightAligned}"), "\(root)")
    }

    /// A link's key is its IASKOpenURLSpecifier's Key (the Settings app has no link row), to a
    /// URL or the app's settings, and comes back as the row's key.
    @Test func aLinksKeyIsItsSpecifiersKeyBothWays() throws {
        let text = """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {on: Bool}}
            preferences:
              Root:
                model: S
                sections:
                  - items:
                      - {link: "https://example.com/help", title: Help, key: help_link}
                      - {link: {systemSettings: app}, title: Privacy, key: privacy}
                      - {link: "https://example.com", title: Site}
                      - {toggle: on}
            """
        let output = SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(try Self.checked(text))
        let specifiers = try #require(PropertyListReader.read(SourceFile(path: "Root.plist", bytes: output.panes[0].bytes)).value?.dictionary?["PreferenceSpecifiers"]?.array)
        let links = specifiers.compactMap(\.dictionary).filter { $0["Type"]?.string == "IASKOpenURLSpecifier" }
        #expect(links.map { $0["Key"]?.string } == ["help_link", "privacy", nil])
        try withScratchDirectory { directory in
            for pane in output.panes { try Data(pane.bytes).write(to: directory.appendingPathComponent(pane.fileName)) }
            let imported = SettingsBundleImport.run(bundle: directory.path, modelName: "S")
            let screen = try #require(imported.files.first { $0.fileName == "Root.yaml" }).text
            #expect(screen.contains("- {link: https://example.com/help, title: Help, key: help_link}"), "\(screen)")
            #expect(screen.contains("- {link: {systemSettings: app}, title: Privacy, key: privacy}"), "\(screen)")
            #expect(screen.contains("- {link: https://example.com, title: Site}\n"), "\(screen)")
        }
    }

    /// A child pane's key is its specifier's Key in both dialects (the pane shows no value:
    /// no specifier stores it), and comes back as the row's key; so does an external pane's.
    @Test func aChildPanesKeyIsItsSpecifiersKeyBothWays() throws {
        let text = """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {on: Bool, name: String}}
            preferences:
              Root:
                model: S
                sections:
                  - items:
                      - {childPane: Account, title: Account 1, key: menu_account_1}
                      - {childPane: Account, title: Account 2, key: "menu account 2"}
                      - {childPane: Account, title: Name, value: name}
                      - {childPane: {external: AboutController}, key: about_menu}
              Account:
                model: S
                sections:
                  - items: [{toggle: on}, {textField: name}]
            """
        for dialect in [SettingsBundleDialect.apple, .inAppSettingsKit] {
            let output = SettingsBundleEmitter(dialect: dialect).emit(try Self.checked(text))
            let pane = Self.text(output.panes[0])
            func key(_ key: String) -> String { "<key>Key</key>\n\t\t\t<string>\(key)</string>" }
            #expect(pane.contains(key("menu_account_1")) && pane.contains(key("menu account 2")), "\(pane)")
            #expect(pane.contains(key("name")) == (dialect == .inAppSettingsKit), "\(pane)")
            #expect(pane.contains(key("about_menu")) == (dialect == .inAppSettingsKit), "\(pane)")
            let imported = try Self.reimported(output, modelName: "S")
            #expect(!imported.diagnostics.contains { $0.message.contains("Key") }, "\(imported.diagnostics.map(\.message))")
            let root = try #require(imported.files.first { $0.fileName == "Root.yaml" }).text
            #expect(root.contains("{childPane: Account, title: Account 1, key: menu_account_1}"), "\(root)")
            #expect(root.contains("{childPane: Account, title: Account 2, key: menu account 2}"), "\(root)")
            if dialect == .inAppSettingsKit {
                #expect(root.contains("{childPane: Account, title: Name, value: name}"), "\(root)")
                #expect(root.contains("{childPane: {external: AboutController}, title: AboutController, key: about_menu}"), "\(root)")
            }
        }
    }

    @Test func bytesAreTheSameEveryRun() throws {
        let first = SettingsBundleEmitter().emit(try Self.checked(Self.spec))
        let second = SettingsBundleEmitter().emit(try Self.checked(Self.spec))
        #expect(first.panes == second.panes)
        #expect(first.localizations == second.localizations)
    }

    @Test func theEntryScreenIsRootAndNamesDoNotCollide() throws {
        let text = """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {a: Bool}}
            preferences:
              Main: {model: S, entry: true, sections: [{items: [{toggle: a}, {childPane: root}]}]}
              root: {model: S, sections: [{items: [{toggle: a}]}]}
            """
        let output = SettingsBundleEmitter().emit(try Self.checked(text))
        #expect(output.panes.map(\.fileName) == ["Root.plist", "root2.plist"])
        #expect(Self.text(output.panes[0]).contains("<key>File</key>\n\t\t\t<string>root2</string>"))
        #expect(output.localizations.isEmpty)
    }

    @Test func writerPublishesPanesAndTablesAndLeavesUnchangedFiles() throws {
        let output = SettingsBundleEmitter().emit(try Self.checked(Self.spec))
        try withScratchDirectory { directory in
            let bundle = directory.appendingPathComponent("Settings.bundle").path
            let first = try OutputWriter.publish(OutputWriter(directory: bundle).stage(output))
            #expect(first.map(\.written) == [["Root.plist", "Advanced.plist"], ["Root.strings"]])
            #expect(try Data(contentsOf: URL(fileURLWithPath: bundle + "/en.lproj/Root.strings")) == Data(output.localizations[0].tables[0].bytes))
            let second = try OutputWriter.publish(OutputWriter(directory: bundle).stage(output))
            let upToDate = second.allSatisfy { $0.isUpToDate }
            #expect(upToDate)
        }
    }

    /// Import, export, import again: the second import says what the first said, file for
    /// file, so nothing the language expresses is lost on the way out.
    @Test func importedBundleExportsToABundleThatImportsTheSame() throws {
        try withScratchDirectory { directory in
            let source = try TestBundle(in: directory.appendingPathComponent("source"), [
                "Root.plist": SettingsBundleImportTests.everyControl, "Advanced.plist": SettingsBundleImportTests.advanced,
                "en.lproj/Root.strings": SettingsBundleImportTests.rootStrings,
            ])
            let first = source.run().imported
            let compilation = Compiler().compile(sources: first.files.map { SourceFile(path: $0.fileName, text: $0.text) })
            let output = SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(try compilation.checked(for: [.layout]))
            let exported = directory.appendingPathComponent("exported/Settings.bundle").path
            _ = try OutputWriter.publish(OutputWriter(directory: exported).stage(output))
            let second = SettingsBundleImport.run(bundle: exported, modelName: "Settings")
            #expect(second.diagnostics.isEmpty, "\(second.diagnostics.map(\.message))")
            #expect(second.files.map(\.fileName) == first.files.map(\.fileName))
            for (again, original) in zip(second.files, first.files) {
                #expect(again.text == original.text, "\(original.fileName)")
            }
        }
    }

    /// plistutil, an independent implementation, reads every pane exported from the
    /// repository's specs, and its binary conversion reads back equal.
    @Test(.enabled(if: ExternalTool.plistutil != nil || SharedMaterial.isRequired, "needs plistutil (Debian: libplist-utils)"))
    func plistutilReadsEveryExportedPane() throws {
        let plistutil = try #require(ExternalTool.plistutil, "plistutil is not installed (Debian: libplist-utils)")
        let specs = RuleDocumentationTests.packageRoot.appendingPathComponent("specs")
        let paths = try FileManager.default.contentsOfDirectory(atPath: specs.path).filter { $0.hasSuffix(".yaml") }.sorted().map { specs.appendingPathComponent($0).path }
        let compilation = Compiler().compile(files: paths)
        var panes = SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(try compilation.checked(for: [.layout])).panes
        panes += SettingsBundleEmitter().emit(try Self.checked(Self.spec)).panes
        #expect(!panes.isEmpty)
        try withScratchDirectory { directory in
            for pane in panes {
                let written = PropertyListXMLReader.read(SourceFile(path: pane.fileName, bytes: pane.bytes))
                let value = try #require(written.value, "\(pane.fileName): \(written.diagnosticSummary)")
                let ours = directory.appendingPathComponent(pane.fileName)
                let xml = directory.appendingPathComponent("theirs-" + pane.fileName)
                let binary = directory.appendingPathComponent("binary-" + pane.fileName)
                try Data(pane.bytes).write(to: ours)
                let toXML = try plistutil.run(["-i", ours.path, "-o", xml.path, "-f", "xml"])
                #expect(toXML.status == 0, "\(pane.fileName): plistutil: \(toXML.stderr)")
                let toBinary = try plistutil.run(["-i", ours.path, "-o", binary.path, "-f", "bin"])
                #expect(toBinary.status == 0, "\(pane.fileName): plistutil: \(toBinary.stderr)")
                let read = BinaryPropertyListReader.read(SourceFile(path: "binary.plist", bytes: Array(try Data(contentsOf: binary))))
                #expect(read.value == value, "\(pane.fileName): \(read.diagnosticSummary)")
            }
        }
    }
}
