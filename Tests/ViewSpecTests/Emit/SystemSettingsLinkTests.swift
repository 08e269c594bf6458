import Foundation
import Testing
@testable import ViewSpec

/// `link: {systemSettings: app}`, a row opening the app's own page in the system's settings:
/// decoded, with a positioned error for each way it can be written wrong; in the layout, the
/// Settings.bundle (InAppSettingsKit's `app-settings:` link; left out of the apple dialect,
/// and said so) and the Android resources (the application details intent, whose package
/// the app sets, and said so); and imported back from both.
@Suite struct SystemSettingsLinkTests {
    static let spec = RowActionExportTests.screen("""
                  - link: {systemSettings: app}
                    title: Privacy
                    detail: Settings
                  - link: {systemSettings: app}
        """)

    // MARK: - Decoding

    @Test func theAppsPageDecodes() throws {
        let (file, decoded) = decodeSpec(Self.spec)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.reportedDiagnostics.map(\.message))")
        let items = try #require(file?.preferenceScreens.first).items
        #expect(items.map(\.control.kindName) == ["toggle", "link", "link"])
        guard case .systemSettings(let page) = items[1].control else {
            Issue.record("expected a link to the system's settings, found \(items[1].control)")
            return
        }
        #expect(page.value == .app)
        #expect(items[1].detail?.value == .literal("Settings"))
    }

    @Test func anUnknownPageIsAPositionedErrorWithTheOneMeant() throws {
        let text = PreferenceOptionalKeysDecoderTests.screen("          - link: {systemSettings: apps}")
        let diagnostic = expectOneDecodeError(text, .invalidOption, line: 11, column: 36, "expected one of app for 'systemSettings', found 'apps'; did you mean 'app'?")
        let replacement = try #require(diagnostic?.fixIts.first?.replacement)
        #expect(replacement == "app")
        let fixed = text.replacingOccurrences(of: "systemSettings: apps", with: "systemSettings: " + replacement)
        #expect(fixed.contains("link: {systemSettings: app}"), "\(fixed)")
        let (_, decoded) = decodeSpec(fixed)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.reportedDiagnostics.map(\.message))")
    }

    @Test func anUnknownKeyBesideThePageIsAPositionedError() {
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - link: {systemSettings: app, data: x}"), .unknownKey, line: 11, column: 41,
            "unknown key 'data' in a link to the system's settings")
    }

    @Test func aPageThatIsNoWordIsAPositionedError() {
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - link: {systemSettings: [app]}"), .wrongValueType, line: 11, column: 36, "one of app for 'systemSettings'")
    }

    // MARK: - Outputs

    @Test func theLayoutNamesThePage() throws {
        let items = try RowActionExportTests.layoutItems(Self.spec)
        #expect(items.map { $0["control"]?.stringValue } == ["toggle", "link", "link"])
        #expect(items[1]["options"]?["systemSettings"]?.stringValue == "app")
        #expect(items[1]["options"]?["url"] == nil)
        #expect(items[1]["options"]?["detail"] != nil)
        #expect(items[2]["options"]?["systemSettings"]?.stringValue == "app")
    }

    /// InAppSettingsKit opens `app-settings:`; the Settings app has no such row, so the apple
    /// dialect leaves it out and not-in-settings-app says so.
    @Test func inAppSettingsKitOpensAppSettingsAndTheSettingsAppLeavesItOut() throws {
        let checked = try RowActionExportTests.checked(Self.spec)
        let iask = String(decoding: SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(checked).panes[0].bytes, as: UTF8.self)
        #expect(iask.contains("<string>IASKOpenURLSpecifier</string>"), "\(iask)")
        #expect(iask.contains("<key>File</key>\n\t\t\t<string>app-settings:</string>"), "\(iask)")
        #expect(iask.contains("<string>Privacy</string>") && iask.contains("<string>App Settings</string>"), "\(iask)")
        #expect(iask.contains("<key>DefaultValue</key>\n\t\t\t<string>Settings</string>"), "\(iask)")
        let apple = String(decoding: SettingsBundleEmitter(dialect: .apple).emit(checked).panes[0].bytes, as: UTF8.self)
        #expect(!apple.contains("app-settings:") && !apple.contains("Privacy"), "\(apple)")
        let compilation = Compiler(options: .init(enabledChecks: ["VS0269", "VS0270"])).compile(sources: [SourceFile(path: "test.yaml", text: Self.spec)])
        let found = compilation.reportedDiagnostics
        #expect(found.map { "\($0.id.code) \($0.range.start.line):\($0.range.start.column)" } == ["VS0270 11:13", "VS0270 14:13"], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.message.contains("found a link, which only InAppSettingsKit shows") }, "\(found.map(\.message))")
    }

    @Test func androidStartsTheApplicationDetailsAndTheAppIsToldToSetItsPackage() throws {
        let preferences = try RowActionExportTests.androidPreferences(Self.spec)
        let rows = preferences.filter { $0.attribute("key")?.value == "android.settings.APPLICATION_DETAILS_SETTINGS" }
        #expect(rows.count == 2)
        let privacy = try #require(rows.first)
        #expect(privacy.name == "Preference")
        #expect(privacy.attribute("title")?.value == "Privacy")
        let intent = try #require(privacy.children.first)
        #expect(intent.name == "intent")
        #expect(intent.attributes.map(\.localName) == ["action"])
        #expect(intent.attribute("action")?.value == "android.settings.APPLICATION_DETAILS_SETTINGS")
        #expect(rows.last?.attribute("title")?.value == "App Settings")
        let compilation = Compiler(options: .init(enabledChecks: ["VS0271"])).compile(sources: [SourceFile(path: "test.yaml", text: Self.spec)])
        let found = compilation.reportedDiagnostics
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column)" } == ["11:13", "14:13"], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.message.contains("expected the app to set the preference's intent data to package:") }, "\(found.map(\.message))")
    }

    /// Exported to Android and imported back, each row is a link to the app's settings again.
    @Test func androidImportsBackTheAppsSettings() throws {
        let imported = try AndroidResourcesEmitterTests.reimported(AndroidResourcesEmitter().emit(try RowActionExportTests.checked(Self.spec)))
        #expect(imported.statistics.lossless == imported.statistics.total, "\(imported.statistics.summary)")
        let text = imported.files.map(\.text).joined()
        #expect(text.components(separatedBy: "link: {systemSettings: app}").count == 3, "\(text)")
        #expect(text.contains("title: Privacy"), "\(text)")
        let again = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
        #expect(again.reportedDiagnostics.filter { $0.severity == .error }.isEmpty, "\(again.reportedDiagnostics.map(\.message))")
    }

    // MARK: - Imports

    /// The application details of any package are the app's settings; with more to it (an
    /// extra, another action's data), the intent stays an intent.
    @Test func androidApplicationDetailsAreTheAppsSettings() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <SwitchPreferenceCompat android:key="sync" />
                <Preference android:key="details" android:title="App info">
                    <intent android:action="android.settings.APPLICATION_DETAILS_SETTINGS" android:data="package:com.example.app" />
                </Preference>
                <Preference android:key="other" android:title="Other">
                    <intent android:action="android.settings.APPLICATION_DETAILS_SETTINGS" android:data="content://example/x" />
                </Preference>
                <Preference android:key="extra" android:title="Extra">
                    <intent android:action="android.settings.APPLICATION_DETAILS_SETTINGS" android:data="package:com.example.app">
                        <extra android:name="a" android:value="1" />
                    </intent>
                </Preference>
            </PreferenceScreen>

            """
        let (imported, reported, _) = try AndroidPreferencesImportTests.run(["values/strings.xml": "<resources />\n", "xml/s.xml": screen])
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        let text = try #require(imported.files.last?.text)
        #expect(text.contains("link: {systemSettings: app}"), "\(text)")
        #expect(text.components(separatedBy: "systemSettings").count == 2, "\(text)")
        #expect(text.contains("link: {intent: {action: android.settings.APPLICATION_DETAILS_SETTINGS, data: content://example/x}}"), "\(text)")
        #expect(text.contains("extras: {a: 1}"), "\(text)")
        #expect(imported.statistics.lossless == 4, "\(imported.statistics.summary)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    @Test func openURLToAppSettingsIsALinkToTheAppsSettings() throws {
        try withScratchDirectory { directory in
            let text = pane(
                RowActionImportTests.toggle
                    + specifier("IASKOpenURLSpecifier", "<key>Key</key>\n<string>privacy</string>\n<key>Title</key>\n<string>Privacy</string>\n<key>File</key>\n<string>app-settings:</string>\n<key>DefaultValue</key>\n<string>On</string>"))
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": text])
            let (imported, reported) = bundle.run()
            #expect(reported.isEmpty, "\(reported.map(\.message))")
            #expect(imported.statistics.lossless == 2, "\(imported.statistics.summary)")
            let screen = try #require(imported.files.last?.text)
            #expect(screen.contains("- {link: {systemSettings: app}, title: Privacy, key: privacy, detail: On}"), "\(screen)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }
}
