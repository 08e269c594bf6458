import Foundation
import Testing
@testable import ViewSpec

/// Rows opening another app's or the system's screen through an Android intent, in every
/// output: the layout, the Settings.bundle (which leaves them out, and says so), the
/// Android resources and their import back (the Swift goldens and the compile tests hold
/// the generated Swift).
@Suite struct IntentLinkExportTests {
    static let spec = RowActionExportTests.screen("""
                  - link: {intent: {action: android.settings.APP_NOTIFICATION_SETTINGS, extras: {android.provider.extra.APP_PACKAGE: com.example.app, count: 3, on: true}}}
                    title: Notifications
                    key: notifications
                  - link: {intent: {action: android.intent.action.VIEW, data: 'market://details?id=com.example.app', targetPackage: com.android.vending}}
                    title: Rate
                  - {link: {intent: {targetPackage: com.example.app, targetClass: com.example.app.AboutActivity, mimeType: text/plain}}, title: "it's \\"odd\\" @x"}
        """)

    @Test func theLayoutHoldsTheIntentAndTheKey() throws {
        let items = try RowActionExportTests.layoutItems(Self.spec)
        #expect(items.map { $0["control"]?.stringValue } == ["toggle", "link", "link", "link"])
        let intent = try #require(items[1]["options"]?["intent"])
        #expect(intent["action"]?.stringValue == "android.settings.APP_NOTIFICATION_SETTINGS")
        #expect(intent["data"] == nil)
        let extras = intent["extras"]?.arrayValue ?? []
        #expect(extras.map { $0["name"]?.stringValue } == ["android.provider.extra.APP_PACKAGE", "count", "on"])
        #expect(extras.map { $0["value"] } == [.string("com.example.app"), .int(3), .bool(true)])
        #expect(items[1]["options"]?["key"]?.stringValue == "notifications")
        #expect(items[1]["options"]?["url"] == nil)
        #expect(items[2]["options"]?["intent"]?["data"]?.stringValue == "market://details?id=com.example.app")
        #expect(items[2]["options"]?["key"]?.stringValue == "android.intent.action.VIEW")
        #expect(items[3]["options"]?["intent"]?["targetClass"]?.stringValue == "com.example.app.AboutActivity")
        #expect(items[3]["options"]?["key"]?.stringValue == "com.example.app.AboutActivity")
    }

    /// Neither the Settings app nor InAppSettingsKit starts an Android intent: both bundles
    /// leave the rows out, and not-in-settings-bundle says so at each.
    @Test func bothSettingsBundlesLeaveThemOutAndAreToldSo() throws {
        for dialect in [SettingsBundleDialect.apple, .inAppSettingsKit] {
            let pane = String(decoding: SettingsBundleEmitter(dialect: dialect).emit(try RowActionExportTests.checked(Self.spec)).panes[0].bytes, as: UTF8.self)
            #expect(!pane.contains("Notifications") && !pane.contains("IASKOpenURLSpecifier"), "\(pane)")
        }
        let compilation = Compiler(options: .init(enabledChecks: ["VS0269", "VS0270"])).compile(sources: [SourceFile(path: "test.yaml", text: Self.spec)])
        let found = compilation.reportedDiagnostics
        #expect(found.map { "\($0.id.code) \($0.range.start.line):\($0.range.start.column)" } == ["VS0269 11:13", "VS0269 14:13", "VS0269 16:14"])
        #expect(found.allSatisfy { $0.message.contains("found a link to an Android intent, which neither the Settings app nor InAppSettingsKit can open") })
    }

    @Test func androidWritesTheIntentWithItsExtras() throws {
        let preferences = try RowActionExportTests.androidPreferences(Self.spec)
        let notifications = try #require(preferences.first { $0.attribute("key")?.value == "notifications" })
        #expect(notifications.name == "Preference")
        #expect(notifications.attribute("title")?.value == "Notifications")
        let intent = try #require(notifications.children.first)
        #expect(intent.name == "intent")
        #expect(intent.attributes.map(\.localName) == ["action"])
        #expect(intent.attribute("action")?.value == "android.settings.APP_NOTIFICATION_SETTINGS")
        #expect(intent.children.map { $0.attribute("name")?.value } == ["android.provider.extra.APP_PACKAGE", "count", "on"])
        #expect(intent.children.map { $0.attribute("value")?.value } == ["com.example.app", "3", "true"])
        let rate = try #require(preferences.first { $0.attribute("key")?.value == "android.intent.action.VIEW" })
        #expect(rate.children.first?.attributes.map(\.localName) == ["action", "data", "targetPackage"])
        let about = try #require(preferences.first { $0.attribute("key")?.value == "com.example.app.AboutActivity" })
        #expect(about.children.first?.attribute("mimeType")?.value == "text/plain")
        // androidx.preference starts it as it is: nothing to report.
        let compilation = Compiler(options: .init(enabledChecks: ["VS0271"])).compile(sources: [SourceFile(path: "test.yaml", text: Self.spec)])
        #expect(compilation.reportedDiagnostics.isEmpty, "\(compilation.reportedDiagnostics.map(\.message))")
    }

    /// Exported to Android and imported back, each row is the same intent, key and title.
    @Test func androidImportsBackTheSameIntents() throws {
        let imported = try AndroidResourcesEmitterTests.reimported(AndroidResourcesEmitter().emit(try RowActionExportTests.checked(Self.spec)))
        #expect(imported.statistics.lossless == imported.statistics.total, "\(imported.statistics.summary)")
        let text = imported.files.map(\.text).joined()
        #expect(text.contains("""
                      - link: {intent: {action: android.settings.APP_NOTIFICATION_SETTINGS, extras: {android.provider.extra.APP_PACKAGE: com.example.app, count: 3, on: true}}}
                        title: Notifications
                        key: notifications

            """), "\(text)")
        #expect(text.contains("link: {intent: {action: android.intent.action.VIEW, data: market://details?id=com.example.app, targetPackage: com.android.vending}}"), "\(text)")
        #expect(text.contains("link: {intent: {targetPackage: com.example.app, targetClass: com.example.app.AboutActivity, mimeType: text/plain}}"), "\(text)")
        #expect(text.contains("title: it's \"odd\" @x\n"), "\(text)")
        let again = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
        #expect(again.reportedDiagnostics.filter { $0.severity == .error }.isEmpty, "\(again.reportedDiagnostics.map(\.message))")
    }
}
