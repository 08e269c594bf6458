import Foundation
import Testing
@testable import ViewSpec

/// `custom: K` and `custom: {key: K, android: C, default: V}`, a row the app's own code draws
/// and stores: decoded, with a positioned error for each way it can be written wrong; checked
/// (one row per key in a screen, the Android class a dotted Java class name of the app's); in
/// the layout, the Settings.bundle (InAppSettingsKit's custom view; left out of the apple
/// dialect, and said so) and the Android resources (an element of the app's class; left out
/// without one, and said so); and imported back from both.
@Suite struct CustomRowTests {
    static let spec = RowActionExportTests.screen("""
                  - custom: themePicker
                    title: Theme
                  - custom: {key: font, android: org.example.app.FontPreference, default: Serif}
                    title: Font
                    subtitle: The editor's font
                  - custom: {key: size, android: org.example.app.SizePreference, default: 3}
        """)

    // MARK: - Decoding

    @Test func bothFormsDecode() throws {
        let (file, decoded) = decodeSpec(Self.spec)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.reportedDiagnostics.map(\.message))")
        let items = try #require(file?.preferenceScreens.first).items
        #expect(items.map(\.control.kindName) == ["toggle", "custom", "custom", "custom"])
        guard case .custom(let theme) = items[1].control, case .custom(let font) = items[2].control, case .custom(let size) = items[3].control else {
            Issue.record("expected custom rows, found \(items.map(\.control))")
            return
        }
        #expect(theme.key?.value == "themePicker" && theme.androidClass == nil && theme.defaultValue == nil && theme.range == nil)
        #expect(font.key?.value == "font" && font.androidClass?.value == "org.example.app.FontPreference")
        #expect(font.defaultValue?.value == .string("Serif"))
        #expect(size.defaultValue?.value == .int(3))
        #expect(items.map(\.rowKey) == [nil, "themePicker", "font", "size"])
        #expect(items[2].subtitle?.fixedText?.value == .literal("The editor's font"))
        #expect(items[1].field == nil)
    }

    @Test func aKeyWithASpaceIsAPositionedError() {
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - custom: theme picker"), .invalidName, line: 11, column: 21,
            "expected the key the app finds the row by without spaces or control characters, found 'theme picker'")
    }

    @Test func theLongFormWithoutAKeyIsAPositionedError() {
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - custom: {android: org.example.ThemePreference}"), .missingKey, line: 11, column: 21,
            "'key'")
    }

    @Test func anUnknownKeyInTheLongFormIsAPositionedError() {
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - custom: {key: theme, class: org.example.ThemePreference}"), .unknownKey, line: 11, column: 34,
            "unknown key 'class' in a custom row")
    }

    @Test func aDefaultThatIsNoScalarIsAPositionedError() {
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - custom: {key: theme, default: [a]}"), .wrongValueType, line: 11, column: 43,
            "expected a scalar, the value the row starts with")
    }

    @Test func aKeyBesideTheCustomRowIsUnknown() {
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - {custom: theme, key: other}"), .unknownKey, line: 11, column: 29,
            "unknown key 'key' in a 'custom' item")
    }

    // MARK: - Checks

    @Test func twoRowsWithOneKeyInAScreenConflict() throws {
        let text = RowActionExportTests.screen("""
                  - custom: theme
                  - {button: reset, key: theme}
                  - custom: {key: theme}
        """)
        let compilation = Compiler().compile(sources: [SourceFile(path: "test.yaml", text: text)])
        let found = compilation.reportedDiagnostics.filter { $0.id.code == "VS0289" }
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column)" } == ["12:34", "13:27"], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.message.contains("found 'theme' again") }, "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.notes.first?.range.start.line == 11 }, "\(found.map(\.notes))")
    }

    @Test func theAndroidClassIsADottedClassOfTheApps() throws {
        let text = RowActionExportTests.screen("""
                  - custom: {key: a, android: ThemePreference}
                  - custom: {key: b, android: org.example.2Font}
                  - custom: {key: c, android: org..Font}
                  - custom: {key: d, android: androidx.preference.ListPreference}
                  - custom: {key: e, android: org.example.app.Outer$Inner}
                  - custom: {key: f, android: de.danoeh.antennapod.ui.preferences.preference.ThemePreference}
                  - custom: {key: g, android: org.example.app.Font_Preference2}
        """)
        let compilation = Compiler().compile(sources: [SourceFile(path: "test.yaml", text: text)])
        let found = compilation.reportedDiagnostics.filter { $0.id.code == "VS0292" }
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column)" } == ["11:39", "12:39", "13:39", "14:39", "15:39"], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.severity == .error })
        #expect(found[0].message.contains("without a package, Android looks the class up in androidx.preference"), "\(found[0].message)")
        #expect(found[1].message.contains("expected a dotted Java class name"), "\(found[1].message)")
        #expect(found[3].message.contains("one of androidx.preference's or the framework's"), "\(found[3].message)")
        #expect(found[4].message.contains("cannot name a nested class ('$')"), "\(found[4].message)")
        #expect(CustomRow.isDottedClassName("net.gsantner.opoc.frontend.settings.GsFontPreferenceCompat"))
        #expect(!CustomRow.isDottedClassName("org.example.Font Preference") && !CustomRow.isDottedClassName("org.example.") && !CustomRow.isDottedClassName("org.é.Font"))
    }

    // MARK: - Outputs

    @Test func theLayoutNamesTheKeyClassAndDefault() throws {
        let items = try RowActionExportTests.layoutItems(Self.spec)
        #expect(items.map { $0["control"]?.stringValue } == ["toggle", "custom", "custom", "custom"])
        #expect(items[1]["options"]?["key"]?.stringValue == "themePicker")
        #expect(items[1]["title"]?["text"]?.stringValue == "Theme")
        #expect(items[2]["options"]?["android"]?.stringValue == "org.example.app.FontPreference")
        #expect(items[2]["options"]?["default"]?.stringValue == "Serif")
        #expect(items[3]["options"]?["default"] == .int(3))
        // Without a title, the row is shown by its key, as a button by its action.
        #expect(items[3]["title"]?["text"]?.stringValue == "size")
    }

    /// Each row has an item case named after its key, numbered where the key makes no name or
    /// an earlier item took it; its control is `.custom`, its key and target the key.
    @Test func theGeneratedItemsAreNamedAfterTheKeys() throws {
        let text = RowActionExportTests.screen("""
                  - custom: themePicker
                  - custom: on
                  - custom: '!!'
        """)
        let compilation = Compiler().compile(sources: [SourceFile(path: "t.yaml", text: text)])
        #expect(compilation.reportedDiagnostics.filter { $0.severity == .error }.isEmpty, "\(compilation.reportedDiagnostics.map(\.message))")
        let swift = try #require(try SwiftEmitter(access: .public).emit(compilation).files.first?.text)
        #expect(swift.contains("case themePicker\n") && swift.contains("case on3\n") && swift.contains("case custom4\n"), "\(swift)")
        #expect(swift.contains("case .themePicker: .custom\n") && swift.contains("case .custom4: .custom\n"), "\(swift)")
        #expect(swift.contains("case .custom4: \"!!\"\n"), "\(swift)")
    }

    /// InAppSettingsKit asks the app for the cell; the Settings app has no such row, so the
    /// apple dialect leaves it out and not-in-settings-app says so.
    @Test func inAppSettingsKitWritesACustomViewAndTheSettingsAppLeavesItOut() throws {
        let checked = try RowActionExportTests.checked(Self.spec)
        let iask = String(decoding: SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(checked).panes[0].bytes, as: UTF8.self)
        #expect(iask.components(separatedBy: "<string>IASKCustomViewSpecifier</string>").count == 4, "\(iask)")
        #expect(iask.contains("<key>Key</key>\n\t\t\t<string>themePicker</string>"), "\(iask)")
        #expect(iask.contains("<key>DefaultValue</key>\n\t\t\t<string>Serif</string>"), "\(iask)")
        #expect(iask.contains("<key>DefaultValue</key>\n\t\t\t<integer>3</integer>"), "\(iask)")
        #expect(iask.contains("<key>IASKSubtitle</key>\n\t\t\t<string>The editor's font</string>"), "\(iask)")
        // No title is made up for a row the app draws.
        #expect(!iask.contains("<string>size</string>\n\t\t\t<key>Title</key>"), "\(iask)")
        let apple = String(decoding: SettingsBundleEmitter(dialect: .apple).emit(checked).panes[0].bytes, as: UTF8.self)
        #expect(!apple.contains("IASKCustomViewSpecifier") && !apple.contains("themePicker"), "\(apple)")
        let compilation = Compiler(options: .init(enabledChecks: ["VS0269", "VS0270"])).compile(sources: [SourceFile(path: "test.yaml", text: Self.spec)])
        let found = compilation.reportedDiagnostics
        #expect(found.map { "\($0.id.code) \($0.range.start.line):\($0.range.start.column)" } == ["VS0270 11:13", "VS0270 13:13", "VS0270 16:13"], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.message.contains("found a row the app draws") }, "\(found.map(\.message))")
    }

    @Test func androidWritesTheAppsClassAndLeavesOutARowWithoutOne() throws {
        let preferences = try RowActionExportTests.androidPreferences(Self.spec)
        #expect(preferences.map(\.name) == ["PreferenceScreen", "SwitchPreferenceCompat", "org.example.app.FontPreference", "org.example.app.SizePreference"])
        let font = try #require(preferences.dropFirst(2).first)
        #expect(font.attribute("key")?.value == "font")
        #expect(font.attribute("title")?.value == "Font")
        #expect(font.attribute("summary")?.value == "The editor\\'s font")
        #expect(font.attribute("defaultValue")?.value == "Serif")
        #expect(preferences.last?.attribute("defaultValue")?.value == "3")
        #expect(preferences.last?.attribute("title") == nil)
        let compilation = Compiler(options: .init(enabledChecks: ["VS0271"])).compile(sources: [SourceFile(path: "test.yaml", text: Self.spec)])
        let found = compilation.reportedDiagnostics
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column)" } == ["11:13"], "\(found.map(\.message))")
        #expect(found.first?.message.contains("expected the app's Android preference class for a row the app draws") == true, "\(found.map(\.message))")
    }

    /// Exported to Android and imported back, each row with a class is a custom row again.
    @Test func androidImportsBackTheAppsRows() throws {
        let imported = try AndroidResourcesEmitterTests.reimported(AndroidResourcesEmitter().emit(try RowActionExportTests.checked(Self.spec)))
        #expect(imported.statistics.lossless == imported.statistics.total, "\(imported.statistics.summary)")
        let text = imported.files.map(\.text).joined()
        #expect(text.contains("custom: {key: font, android: org.example.app.FontPreference, default: Serif}"), "\(text)")
        #expect(text.contains("custom: {key: size, android: org.example.app.SizePreference, default: '3'}"), "\(text)")
        let again = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
        #expect(again.reportedDiagnostics.filter { $0.severity == .error }.isEmpty, "\(again.reportedDiagnostics.map(\.message))")
    }

    // MARK: - Imports

    /// An app's class named after none it extends is a row it draws; one named after a class
    /// it extends stays that class, and an unknown class of androidx's is not imported.
    @Test func androidClassesOfTheAppsOwnAreCustomRows() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <SwitchPreferenceCompat android:key="sync" />
                <de.danoeh.antennapod.ui.preferences.preference.ThemePreference android:key="prefTheme" />
                <org.example.FontPreference android:key="font" android:title="Font" android:summary="Serif or not" android:defaultValue="serif" />
                <org.example.MaterialListPreference android:key="list" android:entries="@array/e" android:entryValues="@array/e" />
                <org.example.KeylessPreference android:title="No key" />
                <androidx.preference.FancyPreference android:key="fancy" />
            </PreferenceScreen>

            """
        let arrays = "<resources><string-array name=\"e\"><item>a</item></string-array></resources>\n"
        let (imported, reported, _) = try AndroidPreferencesImportTests.run(["values/strings.xml": "<resources />\n", "values/arrays.xml": arrays, "xml/s.xml": screen])
        let text = try #require(imported.files.last?.text)
        #expect(text.contains("- custom: {key: prefTheme, android: de.danoeh.antennapod.ui.preferences.preference.ThemePreference}"), "\(text)")
        #expect(text.contains("- custom: {key: font, android: org.example.FontPreference, default: serif}\n            title: Font\n            subtitle: Serif or not\n"), "\(text)")
        #expect(text.contains("choice: list"), "\(text)")
        #expect(!text.contains("fancy") && !text.contains("No key"), "\(text)")
        #expect(reported.contains { $0.message.contains("expected a key without spaces or control characters, by which the app finds the row its class 'org.example.KeylessPreference' draws, found none") }, "\(reported.map(\.message))")
        #expect(reported.contains { $0.message.contains("'<androidx.preference.FancyPreference>' is not imported") }, "\(reported.map(\.message))")
        #expect(imported.statistics.dropped == 2, "\(imported.statistics.summary)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    @Test func customViewSpecifiersAreCustomRows() throws {
        try withScratchDirectory { directory in
            let text = pane(
                RowActionImportTests.toggle
                    + specifier("IASKCustomViewSpecifier", "<key>Key</key>\n<string>customCell</string>\n<key>Title</key>\n<string>Custom Field</string>\n<key>DefaultValue</key>\n<string>A text</string>") + "\n"
                    + specifier("IASKCustomViewSpecifier", "<key>Key</key>\n<string>plain</string>") + "\n"
                    + specifier("IASKCustomViewSpecifier", "<key>Key</key>\n<string>plain</string>") + "\n"
                    + specifier("IASKCustomViewSpecifier", "<key>Key</key>\n<string>with space</string>"))
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": text])
            let (imported, reported) = bundle.run()
            let screen = try #require(imported.files.last?.text)
            #expect(screen.contains("- {custom: {key: customCell, default: A text}, title: Custom Field}"), "\(screen)")
            #expect(screen.components(separatedBy: "- {custom: plain}").count == 2, "\(screen)")
            #expect(!screen.contains("with space"), "\(screen)")
            #expect(imported.statistics.lossless == 3, "\(imported.statistics.summary)")
            #expect(imported.statistics.dropped == 2, "\(imported.statistics.summary)")
            #expect(reported.contains { $0.message.contains("this row the app draws is not imported: its key 'plain' already tells another row of the pane apart") }, "\(reported.map(\.message))")
            #expect(reported.contains { $0.message.contains("expected a Key without spaces or control characters") }, "\(reported.map(\.message))")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }
}
