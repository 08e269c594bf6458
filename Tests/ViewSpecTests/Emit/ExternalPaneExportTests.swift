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
        let checked = try RowActionExportTests.checked(Self.spec)
        let imported = try AndroidResourcesEmitterTests.reimported(AndroidResourcesEmitter().emit(checked))
        let text = imported.files.map(\.text).joined()
        #expect(text.contains("{childPane: {external: AboutViewController}, title: About}"), "\(text)")
        #expect(text.contains("- childPane: {external: showLicences, fragment: org.example.LicencesFragment}\n            title: Licences\n"), "\(text)")

        let fromBundle = try SettingsBundleEmitterTests.reimported(SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(checked)).files.map(\.text).joined()
        #expect(fromBundle.contains("{childPane: {external: AboutViewController}, title: About}"), "\(fromBundle)")
        #expect(fromBundle.contains("{childPane: {external: showLicences, opening: segue}, title: Licences}"), "\(fromBundle)")
    }

    // MARK: - file:

    static let fileSpec = RowActionExportTests.screen("""
                  - {childPane: {external: IASKAppSettingsWebViewController, file: settings_about.html}, title: About}
                  - {childPane: {external: NotesViewController, file: 'pages/notes & "more".html', fragment: org.example.NotesFragment}, key: notes}
        """)

    @Test func theLayoutGivesTheFile() throws {
        let items = try RowActionExportTests.layoutItems(Self.fileSpec)
        #expect(items.map { $0["options"]?["file"]?.stringValue } == [nil, "settings_about.html", "pages/notes & \"more\".html"])
        // Left out where the spec gives none.
        let plain = try RowActionExportTests.layoutItems(Self.spec)
        guard case .object(let members)? = plain[1]["options"] else {
            Issue.record("expected the options of an external pane, found \(plain[1])")
            return
        }
        #expect(!members.contains { $0.0 == "file" }, "\(members)")
    }

    /// InAppSettingsKit makes the class with initWithFile:specifier:, passing it the File: its
    /// web view shows the bundled page.
    @Test func inAppSettingsKitMakesTheClassWithTheFile() throws {
        let pane = try RowActionExportTests.inAppPane(Self.fileSpec)
        #expect(pane.contains("""
            \t\t<dict>
            \t\t\t<key>File</key>
            \t\t\t<string>settings_about.html</string>
            \t\t\t<key>IASKViewControllerClass</key>
            \t\t\t<string>IASKAppSettingsWebViewController</string>
            \t\t\t<key>IASKViewControllerSelector</key>
            \t\t\t<string>initWithFile:specifier:</string>
            \t\t\t<key>Title</key>
            \t\t\t<string>About</string>
            \t\t\t<key>Type</key>
            \t\t\t<string>PSChildPaneSpecifier</string>
            \t\t</dict>
            """), "\(pane)")
        #expect(pane.contains("<key>File</key>\n\t\t\t<string>pages/notes &amp; \"more\".html</string>"), "\(pane)")
        #expect(pane.contains("<key>Key</key>\n\t\t\t<string>notes</string>"), "\(pane)")
    }

    /// The Settings app opens no screen of the app's, with a file or without.
    @Test func theSettingsAppLeavesAScreenWithAFileOut() throws {
        let pane = String(decoding: SettingsBundleEmitter(dialect: .apple).emit(try RowActionExportTests.checked(Self.fileSpec)).panes[0].bytes, as: UTF8.self)
        #expect(!pane.contains("PSChildPaneSpecifier") && !pane.contains("settings_about"), "\(pane)")
    }

    /// androidx gives the fragment the preference's extras as its arguments: the file is the
    /// extra named 'file', which the fragment reads with requireArguments().getString("file").
    @Test func androidGivesTheFragmentTheFileAsAnArgument() throws {
        let preferences = try RowActionExportTests.androidPreferences(Self.fileSpec)
        let about = try #require(preferences.first { $0.attribute("key")?.value == "IASKAppSettingsWebViewController" })
        #expect(about.attribute("fragment")?.value == "IASKAppSettingsWebViewController")
        #expect(about.children.map(\.name) == ["extra"])
        #expect(about.children.first?.attribute("name")?.value == "file")
        #expect(about.children.first?.attribute("value")?.value == "settings_about.html")
        let notes = try #require(preferences.first { $0.attribute("key")?.value == "notes" })
        // Escaped as Android reads a resource's text.
        #expect(notes.children.first?.attribute("value")?.value == #"pages/notes & \"more\".html"#)
        let compilation = Compiler(options: .init(enabledChecks: ["VS0271"])).compile(sources: [SourceFile(path: "test.yaml", text: Self.fileSpec)])
        #expect(compilation.reportedDiagnostics.isEmpty, "\(compilation.reportedDiagnostics.map(\.message))")
    }

    /// Exported to both formats and imported back, each row keeps its file.
    @Test func aFileImportsBackFromBothExports() throws {
        let checked = try RowActionExportTests.checked(Self.fileSpec)
        let imported = try AndroidResourcesEmitterTests.reimported(AndroidResourcesEmitter().emit(checked))
        #expect(!imported.diagnostics.contains { $0.id == .notImported }, "\(imported.diagnostics.map(\.message))")
        let text = imported.files.map(\.text).joined()
        #expect(text.contains("- childPane: {external: IASKAppSettingsWebViewController, file: settings_about.html}\n            title: About\n"), "\(text)")
        #expect(text.contains("- childPane: {external: notes, fragment: org.example.NotesFragment, file: pages/notes & \"more\".html}\n"), "\(text)")

        let fromBundle = try SettingsBundleEmitterTests.reimported(SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(checked))
        #expect(fromBundle.diagnostics.isEmpty, "\(fromBundle.diagnostics.map(\.message))")
        let bundleText = fromBundle.files.map(\.text).joined()
        #expect(bundleText.contains("- childPane: {external: IASKAppSettingsWebViewController, file: settings_about.html}\n            title: About\n"), "\(bundleText)")
        #expect(bundleText.contains("- childPane: {external: NotesViewController, file: pages/notes & \"more\".html}\n"), "\(bundleText)")
    }
}
