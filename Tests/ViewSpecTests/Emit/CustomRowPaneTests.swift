import Foundation
import Testing
@testable import ViewSpec

/// `custom: {key: K, childPane: P}`, a row the app draws that opens a pane when tapped, as
/// InAppSettingsKit's custom view with a `File` or a view controller does; and a list
/// section's custom row, which needs no key. Decoded with positioned errors, checked as a
/// child pane's target is, and carried to the layout, the Swift, the preview and the exports.
@Suite struct CustomRowPaneTests {
    static let spec = RowActionExportTests.screen("""
                  - custom: {key: account, childPane: Account}
                    title: Your account
                  - custom: {key: about, childPane: {external: AboutViewController, file: about.html}}
                  - custom: {key: licences, childPane: {external: Licences, opening: file}}
                  - custom: plain
              - title: Accounts
                list:
                  key: accounts
                  row: {custom: {childPane: Account}}
                  add: {childPane: Account, key: addAccountKey, title: Add Account...}
                  deletable: true
        """, more: """
          Account:
            model: S
            title: Account
            sections:
              - items:
                  - toggle: on
        """)

    // MARK: - Decoding

    @Test func theTargetIsWrittenAsAChildPanesIs() throws {
        let (file, decoded) = decodeSpec(Self.spec)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.reportedDiagnostics.map(\.message))")
        let items = try #require(file?.preferenceScreens.first).items
        #expect(items.map(\.control.kindName) == ["toggle", "custom", "custom", "custom", "custom", "custom", "childPane"])
        #expect(items.map { $0.control.openedScreen?.value } == [nil, "Account", nil, nil, nil, "Account", "Account"])
        #expect(items.map { $0.control.openedExternalPane?.name.value } == [nil, nil, "AboutViewController", "Licences", nil, nil, nil])
        #expect(items[2].control.openedExternalPane?.fileGiven == "about.html")
        #expect(items[3].control.openedExternalPane?.openingOrDefault == .file)
        #expect(items.map(\.rowKey) == [nil, "account", "about", "licences", "plain", nil, "addAccountKey"])
        // The screen the custom rows open is one of the screen's child panes.
        #expect(file?.preferenceScreens.first?.childPanes.map(\.target.value) == ["Account", "Account", "Account"])
    }

    @Test func aTargetThatIsNoNameIsAPositionedError() {
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - custom: {key: a, childPane: [Account]}"), .wrongValueType, line: 11, column: 41,
            "expected a preference screen name")
    }

    @Test func anUnknownKeyOfTheExternalPaneIsAPositionedError() {
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - custom: {key: a, childPane: {external: Account, files: a.html}}"), .unknownKey, line: 11, column: 61,
            "unknown key 'files' in an external pane")
    }

    @Test func outsideAListTheKeyIsRequired() {
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - custom: {childPane: Account}"), .missingKey, line: 11, column: 21,
            "only a list section's row, found by the list's key and the element's index, goes without one")
    }

    @Test func aListsRowMayStillHaveAKey() throws {
        let (file, decoded) = decodeSpec(PreferenceOptionalKeysDecoderTests.screen("", section: """
            list: {key: accounts, row: {custom: {key: account}}, add: {custom: {}}}
                items:
            """))
        #expect(decoded.reportedDiagnostics.allSatisfy { !$0.message.contains("custom") }, "\(decoded.reportedDiagnostics.map(\.message))")
        let rows = file?.preferenceScreens.first?.sections.first?.list.map { [$0.row, $0.add].compactMap { $0 } } ?? []
        #expect(rows.map(\.rowKey) == ["account", nil])
    }

    // MARK: - Checks

    /// An unknown screen is reported as a child pane's is, and so is an external pane's name
    /// and file; a pane that leads back is a cycle.
    @Test func theTargetIsCheckedAsAChildPanesIs() throws {
        let text = RowActionExportTests.screen("""
                  - custom: {key: a, childPane: Acount}
                  - custom: {key: b, childPane: {external: about-screen}}
                  - custom: {key: c, childPane: {external: About, file: /etc/about.html}}
                  - custom: {key: d, childPane: Root}
        """)
        let compilation = Compiler().compile(sources: [SourceFile(path: "test.yaml", text: text)])
        let found = compilation.reportedDiagnostics.filter { ["VS0200", "VS0280", "VS0291", "VS0202"].contains($0.id.code) }
        #expect(
            found.map { "\($0.id.code) \($0.range.start.line)" } == ["VS0200 11", "VS0202 14", "VS0280 12", "VS0291 13"]
                || Set(found.map { "\($0.id.code) \($0.range.start.line)" }) == ["VS0200 11", "VS0202 14", "VS0280 12", "VS0291 13"],
            "\(found.map { "\($0.id.code) \($0.range.start.line): \($0.message)" })")
    }

    // MARK: - Outputs

    @Test func theLayoutNamesThePane() throws {
        let items = try RowActionExportTests.layoutItems(Self.spec)
        #expect(items[1]["options"]?["childPane"]?["screen"]?.stringValue == "Account")
        #expect(items[1]["options"]?["childPane"]?["document"]?.stringValue?.hasSuffix(".json") == true)
        #expect(items[1]["options"]?["key"]?.stringValue == "account")
        #expect(items[2]["options"]?["childPane"]?["external"]?.stringValue == "AboutViewController")
        #expect(items[2]["options"]?["childPane"]?["opening"]?.stringValue == "viewController")
        #expect(items[2]["options"]?["childPane"]?["file"]?.stringValue == "about.html")
        #expect(items[3]["options"]?["childPane"]?["opening"]?.stringValue == "file")
        #expect(items[4]["options"]?["childPane"] == nil)
    }

    /// Without a title and a key, a list's custom row shows the title of the pane it opens,
    /// and without a pane its list's name, as the generated Swift names it.
    @Test func aListsKeylessRowIsTitledAfterItsPaneOrItsList() throws {
        let output = try LayoutTestSupport.layout(["settings.yaml": Self.spec])
        let document = LayoutTestSupport.document(output, .preferences, "Root")
        let row = try #require(LayoutTestSupport.value(document, "layout", "sections", 1, "list", "row"))
        #expect(row["title"]?["text"]?.stringValue == "Account", "\(row)")

        let withoutPane = """
            viewspec: 1
            models:
              S:
                kind: preferences
                fields: {on: Bool}
            preferences:
              Main:
                model: S
                sections:
                  - items:
                      - toggle: on
                  - list: {key: accounts, row: {custom: {}}, add: {custom: {}}}
            """
        let list = try #require(
            LayoutTestSupport.value(
                LayoutTestSupport.document(try LayoutTestSupport.layout(["settings.yaml": withoutPane]), .preferences, "Main"),
                "layout", "sections", 1, "list"))
        #expect(list["row"]?["title"]?["text"]?.stringValue == "accounts", "\(list)")
        #expect(list["add"]?["title"]?["text"]?.stringValue == "accounts", "\(list)")
    }

    /// The item's target is the pane it opens, as a child pane's is; its key stays the key.
    @Test func theGeneratedItemOpensThePane() throws {
        let compilation = Compiler().compile(sources: [SourceFile(path: "t.yaml", text: Self.spec)])
        #expect(compilation.reportedDiagnostics.filter { $0.severity == .error }.isEmpty, "\(compilation.reportedDiagnostics.map(\.message))")
        let swift = try #require(try SwiftEmitter(access: .public).emit(compilation).files.first { $0.text.contains("enum Item") }?.text)
        #expect(swift.contains("case .account: \"Account\"\n"), "\(swift)")
        #expect(swift.contains("case .about: \"AboutViewController\"\n"), "\(swift)")
        #expect(swift.contains("case .plain: \"plain\"\n"), "\(swift)")
        #expect(swift.contains("case .about: .AboutViewController\n"), "\(swift)")
        #expect(swift.contains("case .about: \"about.html\"\n"), "\(swift)")
        #expect(swift.contains("case AboutViewController = \"AboutViewController\""), "\(swift)")
        #expect(swift.contains("case .account: \"account\"\n"), "\(swift)")
    }

    /// InAppSettingsKit pushes the pane a custom view names as a child pane's: the same keys.
    @Test func inAppSettingsKitWritesThePanesKeysOnTheCustomView() throws {
        let iask = try RowActionExportTests.inAppPane(Self.spec)
        #expect(iask.contains("<key>File</key>\n\t\t\t<string>Account</string>\n\t\t\t<key>Key</key>\n\t\t\t<string>account</string>\n\t\t\t<key>Title</key>\n\t\t\t<string>Your account</string>\n\t\t\t<key>Type</key>\n\t\t\t<string>IASKCustomViewSpecifier</string>"), "\(iask)")
        #expect(iask.contains("<key>File</key>\n\t\t\t<string>about.html</string>\n\t\t\t<key>IASKViewControllerClass</key>\n\t\t\t<string>AboutViewController</string>\n\t\t\t<key>IASKViewControllerSelector</key>\n\t\t\t<string>initWithFile:specifier:</string>\n\t\t\t<key>Key</key>\n\t\t\t<string>about</string>"), "\(iask)")
        #expect(iask.contains("<key>File</key>\n\t\t\t<string>Licences</string>\n\t\t\t<key>Key</key>\n\t\t\t<string>licences</string>\n\t\t\t<key>Type</key>\n\t\t\t<string>IASKCustomViewSpecifier</string>"), "\(iask)")
        // The list's row: a custom view without a Key, opening the pane.
        #expect(iask.contains("<key>ItemSpecifier</key>\n\t\t\t<dict>\n\t\t\t\t<key>File</key>\n\t\t\t\t<string>Account</string>\n\t\t\t\t<key>Type</key>\n\t\t\t\t<string>IASKCustomViewSpecifier</string>\n\t\t\t</dict>"), "\(iask)")
    }

    /// Android opens an external pane's fragment from the app's class; a screen of the
    /// project, or a pane file, it cannot open from it, and not-in-android-preferences says so.
    @Test func androidWritesTheFragmentAndReportsWhatItCannotOpen() throws {
        let text = RowActionExportTests.screen("""
                  - custom: {key: about, android: org.example.AboutPreference, childPane: {external: About, fragment: org.example.AboutFragment}}
                  - custom: {key: account, android: org.example.AccountPreference, childPane: Account}
        """, more: """
          Account:
            model: S
            sections:
              - items:
                  - toggle: on
        """)
        let preferences = try RowActionExportTests.androidPreferences(text)
        let about = try #require(preferences.first { $0.name == "org.example.AboutPreference" })
        #expect(about.attribute("fragment")?.value == "org.example.AboutFragment")
        let account = try #require(preferences.first { $0.name == "org.example.AccountPreference" })
        #expect(account.attribute("fragment") == nil)
        let compilation = Compiler(options: .init(enabledChecks: ["VS0271"])).compile(sources: [SourceFile(path: "test.yaml", text: text)])
        let found = compilation.reportedDiagnostics
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column)" } == ["12:13"], "\(found.map(\.message))")
        #expect(found.first?.message.contains("preference screen 'Account'") == true, "\(found.map(\.message))")
    }

    /// The Settings app shows no row the app draws, pane or not: not-in-settings-app.
    @Test func theSettingsAppLeavesTheRowOut() throws {
        let compilation = Compiler(options: .init(enabledChecks: ["VS0270"])).compile(sources: [SourceFile(path: "test.yaml", text: Self.spec)])
        let found = compilation.reportedDiagnostics.filter { $0.message.contains("found a row the app draws") }
        #expect(found.count == 4, "\(compilation.reportedDiagnostics.map(\.message))")
    }

    // MARK: - Import

    /// A custom view's File, view controller class or segue is the pane it opens, read as a
    /// child pane's; a list group's custom view without a Key is a keyless list row.
    @Test func customViewsOpenTheirPanes() throws {
        try withScratchDirectory { directory in
            let root = pane(
                RowActionImportTests.toggle
                    + specifier("IASKCustomViewSpecifier", "<key>Key</key>\n<string>account</string>\n<key>File</key>\n<string>Child</string>") + "\n"
                    + specifier("IASKCustomViewSpecifier", "<key>Key</key>\n<string>about</string>\n<key>IASKViewControllerClass</key>\n<string>AboutViewController</string>") + "\n"
                    + specifier("IASKCustomViewSpecifier", "<key>Key</key>\n<string>licences</string>\n<key>File</key>\n<string>Licences</string>") + "\n"
                    + specifier(
                        "IASKListGroupSpecifier",
                        "<key>Key</key>\n<string>accounts</string>\n<key>Title</key>\n<string>Accounts</string>\n<key>ItemSpecifier</key>\n"
                            + specifier("IASKCustomViewSpecifier", "<key>File</key>\n<string>Child</string>\n<key>Title</key>\n<string>Account</string>")
                            + "\n<key>AddSpecifier</key>\n"
                            + specifier("PSChildPaneSpecifier", "<key>File</key>\n<string>Child</string>\n<key>Title</key>\n<string>Add Account...</string>\n<key>Key</key>\n<string>addAccountKey</string>")))
            let child = pane(specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>active</string>"))
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": root, "Child.plist": child])
            let (imported, reported) = bundle.run()
            let screen = try #require(imported.files.first { $0.text.contains("custom") }?.text)
            #expect(screen.contains("- {custom: {key: account, childPane: Child}}"), "\(screen)")
            #expect(screen.contains("- {custom: {key: about, childPane: {external: AboutViewController}}}"), "\(screen)")
            #expect(screen.contains("- {custom: {key: licences, childPane: {external: Licences, opening: file}}}"), "\(screen)")
            // A list's rows open the pane on an element, not on the settings: its file.
            #expect(screen.contains("row: {custom: {childPane: {external: Child, opening: file}}, title: Account}"), "\(screen)")
            #expect(imported.files.contains { $0.text.contains("toggle: active") }, "\(imported.files.map(\.fileName))")
            #expect(imported.statistics.dropped == 0, "\(imported.statistics.summary)")
            #expect(reported.contains { $0.message.contains("the row is imported opening that pane file") }, "\(reported.map(\.message))")
            #expect(!reported.contains { $0.message.contains("'File'") || $0.message.contains("IASKViewControllerClass") }, "\(reported.map(\.message))")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    /// Outside a list group, a custom view still needs a Key; a storyboard scene it opens is
    /// not a pane a custom row opens, and is reported.
    @Test func aCustomViewWithoutAKeyOutsideAListIsLeftOut() throws {
        try withScratchDirectory { directory in
            let root = pane(
                RowActionImportTests.toggle
                    + specifier("IASKCustomViewSpecifier", "<key>File</key>\n<string>Child</string>") + "\n"
                    + specifier("IASKCustomViewSpecifier", "<key>Key</key>\n<string>scene</string>\n<key>IASKViewControllerStoryBoardId</key>\n<string>Scene</string>"))
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": root])
            let (imported, reported) = bundle.run()
            let screen = try #require(imported.files.last?.text)
            #expect(screen.contains("- {custom: scene}"), "\(screen)")
            #expect(imported.statistics.dropped == 1, "\(imported.statistics.summary)")
            #expect(reported.contains { $0.message.contains("expected a Key without spaces or control characters") }, "\(reported.map(\.message))")
            #expect(reported.contains { $0.message.contains("not a web page or a storyboard scene") }, "\(reported.map(\.message))")
        }
    }
}
