import Foundation
import Testing
@testable import ViewSpec

/// Rows opening a screen the app's own code makes, in every output: the layout, the
/// Settings.bundle in both dialects and the Android resources (the Swift goldens and the
/// compile tests hold the generated Swift).
@Suite struct ExternalPaneExportTests {
    static let spec = RowActionExportTests.screen("""
                  - {childPane: {external: AboutViewController}, title: About}
                  - {childPane: {external: showLicences, opening: segue, fragment: org.example.LicencesFragment}, title: Licences}
        """)

    @Test func theLayoutNamesTheScreenHowItOpensAndItsFragment() throws {
        let items = try RowActionExportTests.layoutItems(Self.spec)
        #expect(items.map { $0["control"]?.stringValue } == ["toggle", "childPane", "childPane"])
        #expect(items.map { $0["options"]?["external"]?.stringValue } == [nil, "AboutViewController", "showLicences"])
        #expect(items.map { $0["options"]?["opening"]?.stringValue } == [nil, "viewController", "segue"])
        #expect(items.map { $0["options"]?["fragment"]?.stringValue } == [nil, "AboutViewController", "org.example.LicencesFragment"])
        #expect(items[1]["options"]?["document"] == nil)
    }

    @Test func inAppSettingsKitMakesTheClassOrPerformsTheSegue() throws {
        let pane = try RowActionExportTests.inAppPane(Self.spec)
        #expect(pane.contains("""
            \t\t<dict>
            \t\t\t<key>IASKViewControllerClass</key>
            \t\t\t<string>AboutViewController</string>
            \t\t\t<key>Title</key>
            \t\t\t<string>About</string>
            \t\t\t<key>Type</key>
            \t\t\t<string>PSChildPaneSpecifier</string>
            \t\t</dict>
            """), "\(pane)")
        #expect(pane.contains("<key>IASKSegueIdentifier</key>\n\t\t\t<string>showLicences</string>"), "\(pane)")
        #expect(!pane.contains("<key>File</key>"), "\(pane)")
    }

    /// The Settings app opens no screen of the app's: the bundle leaves the rows out, and
    /// not-in-settings-app says so at each.
    @Test func theSettingsAppLeavesThemOutAndIsToldSo() throws {
        let pane = String(decoding: SettingsBundleEmitter(dialect: .apple).emit(try RowActionExportTests.checked(Self.spec)).panes[0].bytes, as: UTF8.self)
        #expect(!pane.contains("PSChildPaneSpecifier"), "\(pane)")
        let compilation = Compiler(options: .init(enabledChecks: ["VS0270"])).compile(sources: [SourceFile(path: "test.yaml", text: Self.spec)])
        let found = compilation.reportedDiagnostics.filter { $0.id.code == "VS0270" }
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" } == [11, 12].map {
            "\($0):14 expected a row the Settings app shows, found a child pane to a screen the app's code makes, which only InAppSettingsKit opens; the exported bundle leaves this item out"
        })
    }

    @Test func androidOpensTheFragment() throws {
        let preferences = try RowActionExportTests.androidPreferences(Self.spec)
        let about = try #require(preferences.first { $0.attribute("key")?.value == "AboutViewController" })
        #expect(about.name == "Preference")
        #expect(about.attribute("fragment")?.value == "AboutViewController")
        let licences = try #require(preferences.first { $0.attribute("key")?.value == "showLicences" })
        #expect(licences.attribute("fragment")?.value == "org.example.LicencesFragment")
        #expect(licences.attribute("title")?.value == "Licences")
        // androidx.preference shows it as it is: nothing to report.
        let compilation = Compiler(options: .init(enabledChecks: ["VS0271"])).compile(sources: [SourceFile(path: "test.yaml", text: Self.spec)])
        #expect(compilation.reportedDiagnostics.isEmpty, "\(compilation.reportedDiagnostics.map(\.message))")
    }

    /// Exported to both formats and imported back, each row is the same external pane.
    @Test func bothExportsImportBackAsTheSamePanes() throws {
        try withScratchDirectory { directory in
            let checked = try RowActionExportTests.checked(Self.spec)
            let android = directory.appendingPathComponent("res")
            _ = try OutputWriter.publish(OutputWriter(directory: android.path).stage(AndroidResourcesEmitter().emit(checked)))
            let imported = AndroidPreferencesImport.run([android.appendingPathComponent("xml/root.xml").path], resourceFolder: android.path)
            let text = imported.files.map(\.text).joined()
            #expect(text.contains("{childPane: {external: AboutViewController}, title: About}"), "\(text)")
            #expect(text.contains("- childPane: {external: showLicences, fragment: org.example.LicencesFragment}\n            title: Licences\n"), "\(text)")

            let bundle = directory.appendingPathComponent("Settings.bundle")
            _ = try OutputWriter.publish(OutputWriter(directory: bundle.path).stage(SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(checked)))
            let fromBundle = SettingsBundleImport.run(bundle: bundle.path).files.map(\.text).joined()
            #expect(fromBundle.contains("{childPane: {external: AboutViewController}, title: About}"), "\(fromBundle)")
            #expect(fromBundle.contains("{childPane: {external: showLicences, opening: segue}, title: Licences}"), "\(fromBundle)")
        }
    }
}
