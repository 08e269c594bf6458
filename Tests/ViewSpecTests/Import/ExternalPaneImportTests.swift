import Foundation
import Testing
@testable import ViewSpec

/// Rows opening a screen the app's own code makes, imported as external child panes rather
/// than buttons: InAppSettingsKit's view controller classes and segues, and Android's
/// fragments (in the `android:` or the `app:` namespace).
@Suite struct ExternalPaneImportTests {
    @Test func viewControllerClassesAndSeguesAreExternalPanes() throws {
        try withScratchDirectory { directory in
            let text = pane(
                RowActionImportTests.toggle
                    + specifier("PSChildPaneSpecifier", "<key>Title</key>\n<string>About</string>\n<key>IASKViewControllerClass</key>\n<string>AboutViewController</string>") + "\n"
                    + specifier("PSChildPaneSpecifier", "<key>Title</key>\n<string>Licences</string>\n<key>IASKSegueIdentifier</key>\n<string>showLicences</string>"))
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": text])
            let (imported, reported) = bundle.run()
            #expect(reported.isEmpty, "\(reported.map(\.message))")
            #expect(imported.statistics.lossless == 3)
            let screen = try #require(imported.files.last?.text)
            #expect(screen.contains("- {childPane: {external: AboutViewController}, title: About}"), "\(screen)")
            #expect(screen.contains("- {childPane: {external: showLicences, opening: segue}, title: Licences}"), "\(screen)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    /// The initializer InAppSettingsKit makes the class with, without a file (InAppSettingsKit's
    /// sample's CustomSubviewController), is the row's `selector:`; one that is no selector
    /// of two arguments, which InAppSettingsKit could not call with the file and the
    /// specifier, is reported at its key and left out.
    @Test func aSelectorOfTwoArgumentsIsKeptAndAnotherReported() throws {
        try withScratchDirectory { directory in
            let text = pane(
                RowActionImportTests.toggle
                    + specifier("PSChildPaneSpecifier", """
                        <key>IASKViewControllerClass</key>
                        <string>CustomSubviewController</string>
                        <key>IASKViewControllerSelector</key>
                        <string>initWithFile:specifier:</string>
                        """) + "\n"
                    + specifier("PSChildPaneSpecifier", """
                        <key>IASKViewControllerClass</key>
                        <string>AccountViewController</string>
                        <key>IASKViewControllerSelector</key>
                        <string>initWithSpecifier:</string>
                        """))
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": text])
            let (imported, reported) = bundle.run()
            let selectorLine = text.components(separatedBy: "\n").enumerated().filter { $0.element.contains("IASKViewControllerSelector") }.map { $0.offset + 1 }.last
            #expect(places(of: .notImported, in: reported) == ["Root.inApp.plist:\(selectorLine ?? 0)"], "\(reported.map(\.message))")
            #expect(reported.first?.message == "expected an Objective-C selector of two arguments, to which InAppSettingsKit passes the File and the specifier, found 'initWithSpecifier:'; IASKViewControllerSelector is not imported", "\(reported.map(\.message))")
            #expect(imported.statistics.lossless == 2 && imported.statistics.lossy == 1, "\(imported.statistics.summary)")
            let screen = try #require(imported.files.last?.text)
            #expect(screen.contains("childPane: {external: CustomSubviewController, selector: 'initWithFile:specifier:'}"), "\(screen)")
            #expect(screen.contains("childPane: {external: AccountViewController}"), "\(screen)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")

            // Exported again, the selector comes back without a File.
            let compilation = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
            let output = SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(try compilation.checked(for: [.layout]))
            let root = String(decoding: try #require(output.panes.first).bytes, as: UTF8.self)
            #expect(root.contains("<key>IASKViewControllerClass</key>\n\t\t\t<string>CustomSubviewController</string>\n\t\t\t<key>IASKViewControllerSelector</key>\n\t\t\t<string>initWithFile:specifier:</string>"), "\(root)")
        }
    }

    /// Two fragments of one screen under one key that is no Swift name: the first row keeps
    /// the key, the second is reported, and the specs compile (a key names one row).
    @Test func aKeyTwoFragmentsShareIsKeptOnce() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <SwitchPreferenceCompat android:key="sync" />
                <Preference android:key="open-source" android:title="Licences" android:fragment="org.example.LicencesFragment" />
                <Preference xmlns:app="http://schemas.android.com/apk/res-auto" app:key="open-source" app:title="Notices" app:fragment="org.example.NoticesFragment" />
            </PreferenceScreen>

            """
        let (imported, reported, _) = try AndroidPreferencesImportTests.run(["xml/s.xml": screen])
        #expect(reported.map(\.id).contains(.notImported), "\(reported.map(\.message))")
        // The second writes its key as app:key: the message names neither attribute.
        #expect(reported.contains { $0.message == "the key of this preference is not imported: 'open-source' already tells another row of the screen apart, and a key names one row" }, "\(reported.map(\.message))")
        let text = try #require(imported.files.last?.text)
        #expect(text.components(separatedBy: "key: open-source").count == 2, "\(text)")
        #expect(lint(imported.files).filter { $0.severity == .error }.isEmpty, "\(lint(imported.files).map(\.message))")
    }

    @Test func fragmentsInEitherNamespaceAreExternalPanes() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                <SwitchPreferenceCompat android:key="sync" />
                <PreferenceScreen android:key="@string/tabs_key" android:title="Tabs" android:fragment="org.example.settings.TabsFragment" />
                <Preference app:key="termux" app:title="Termux" app:fragment="com.termux.TermuxPreferencesFragment" />
                <Preference android:key="open-source" android:title="Licences" android:fragment="org.example.LicencesFragment" />
            </PreferenceScreen>

            """
        let values = "<resources>\n    <string name=\"tabs_key\">main_tabs</string>\n</resources>\n"
        let (imported, reported, _) = try AndroidPreferencesImportTests.run(["values/strings.xml": values, "xml/s.xml": screen])
        // A key that is no Swift type name names the screen renamed, and is kept as the row's key.
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        let text = try #require(imported.files.last?.text)
        #expect(text.contains("- childPane: {external: main_tabs, fragment: org.example.settings.TabsFragment}\n            title: Tabs\n"), "\(text)")
        #expect(text.contains("- childPane: {external: termux, fragment: com.termux.TermuxPreferencesFragment}\n            title: Termux\n"), "\(text)")
        #expect(text.contains("- childPane: {external: open_source, fragment: org.example.LicencesFragment}\n            title: Licences\n            key: open-source\n"), "\(text)")
        #expect(!text.contains("button"), "\(text)")
        #expect(imported.statistics.lossless == 4 && imported.statistics.lossy == 0, "\(imported.statistics.summary)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// A fragment class broken over two lines (the line break reads as a space) or holding a
    /// control character names no class, and a spec cannot name it: the row is reported at
    /// the attribute and left out, and the specs made compile.
    @Test func aFragmentClassWithASpaceOrControlCharacterIsReported() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <SwitchPreferenceCompat android:key="sync" />
                <PreferenceScreen android:key="player" android:title="Player" android:fragment="org.example.Player
                    Fragment" />
                <Preference android:key="tabs" android:title="Tabs" android:fragment="org.example.Tabs&#9;Fragment" />
                <Preference android:key="about" android:title="About" android:fragment="org.example.AboutFragment" />
            </PreferenceScreen>

            """
        let (imported, reported, _) = try AndroidPreferencesImportTests.run(["xml/s.xml": screen])
        #expect(places(of: .notImported, in: reported) == ["s.xml:3", "s.xml:5"], "\(reported.map(\.message))")
        #expect(reported.filter { $0.id == .notImported }.map(\.message) == [
            "expected an Android fragment class without spaces or control characters, found 'org.example.Player         Fragment'; the row opening its screen is not imported",
            "expected an Android fragment class without spaces or control characters, found 'org.example.Tabs\\tFragment'; the row opening its screen is not imported",
        ])
        #expect(imported.statistics.lossless == 2 && imported.statistics.dropped == 2, "\(imported.statistics.summary)")
        let text = try #require(imported.files.last?.text)
        #expect(!text.contains("Player") && !text.contains("Tabs"), "\(text)")
        #expect(text.contains("- {childPane: {external: about, fragment: org.example.AboutFragment}, title: About}\n"), "\(text)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    // MARK: - file:

    /// InAppSettingsKit's sample: its web view made with a page bundled with the app, and
    /// a class of the app's made with a file in a folder of the bundle.
    @Test func aClassMadeWithABundledFileKeepsTheFile() throws {
        try withScratchDirectory { directory in
            let text = pane(
                RowActionImportTests.toggle + InAppLinkTests.webView("settings_about.html", title: "WebView") + "\n"
                    + specifier("PSChildPaneSpecifier", """
                        <key>Key</key>
                        <string>notes</string>
                        <key>IASKViewControllerClass</key>
                        <string>NotesViewController</string>
                        <key>IASKViewControllerSelector</key>
                        <string>initWithFile:specifier:</string>
                        <key>File</key>
                        <string>pages/notes.txt</string>
                        """))
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": text])
            let (imported, reported) = bundle.run()
            #expect(reported.isEmpty, "\(reported.map(\.message))")
            #expect(imported.statistics.lossless == 3, "\(imported.statistics.summary)")
            let screen = try #require(imported.files.last?.text)
            #expect(screen.contains("- childPane: {external: IASKAppSettingsWebViewController, file: settings_about.html}\n            title: WebView\n"), "\(screen)")
            #expect(screen.contains("- childPane: {external: NotesViewController, file: pages/notes.txt}\n            title: ''\n            key: notes\n"), "\(screen)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    /// A File out of the bundle is no file the screen finds (external-pane-file), and one
    /// given to a class made with init is passed to nothing: reported, not imported.
    @Test func aFileTheScreenCannotBeMadeWithIsReported() throws {
        try withScratchDirectory { directory in
            let text = pane(
                RowActionImportTests.toggle + InAppLinkTests.webView("../secret.html") + "\n" + InAppLinkTests.webView("/about.html", title: "Root") + "\n"
                    + InAppLinkTests.webView("about.html", title: "Plain", selector: nil))
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": text])
            let (imported, reported) = bundle.run()
            // The two outside the bundle keep their selector, which InAppSettingsKit then calls
            // without a file; each File is lost.
            #expect(places(of: .notImported, in: reported).count == 3, "\(reported.map(\.message))")
            #expect(imported.statistics.lossy == 3, "\(imported.statistics.summary)")
            let screen = try #require(imported.files.last?.text)
            #expect(!screen.contains("file:"), "\(screen)")
            #expect(lint(imported.files).filter { $0.severity == .error }.isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    /// The extra the Android export writes is the fragment's file; another extra is reported.
    @Test func aFragmentsFileExtraIsItsFile() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <SwitchPreferenceCompat android:key="sync" />
                <Preference android:key="AboutFragment" android:title="About" android:fragment="org.example.AboutFragment">
                    <extra android:name="file" android:value="about.html" />
                </Preference>
                <Preference android:key="NotesFragment" android:title="Notes" android:fragment="org.example.NotesFragment">
                    <extra android:name="mode" android:value="edit" />
                </Preference>
            </PreferenceScreen>

            """
        let (imported, reported, _) = try AndroidPreferencesImportTests.run(["xml/s.xml": screen])
        #expect(reported.filter { $0.id == .notImported }.map(\.message) == [
            "an extra 'mode' given to the fragment is not imported: the spec language gives a fragment one file in the app's bundle, the extra 'file'"
        ])
        let text = try #require(imported.files.last?.text)
        #expect(text.contains("- childPane: {external: AboutFragment, fragment: org.example.AboutFragment, file: about.html}\n            title: About\n"), "\(text)")
        #expect(text.contains("- childPane: {external: NotesFragment, fragment: org.example.NotesFragment}\n"), "\(text)")
        #expect(imported.statistics.lossless == 2 && imported.statistics.lossy == 1, "\(imported.statistics.summary)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }
}
