import Testing
@testable import ViewSpec

/// Rows opening a screen the app's own code makes: the name is judged as a Swift type name
/// (external-pane-name), and the reference checks, which follow the project's screens, let
/// the row be.
@Suite struct ExternalPaneCheckTests {
    static func spec(_ items: String) -> String {
        """
        viewspec: 1
        models:
          S: {kind: preferences, fields: {sound: Bool}}
        preferences:
          Main:
            model: S
            sections:
              - items:
                  - toggle: sound
        \(items)
        """
    }

    @Test func aNameWithADotIsReportedWithARename() throws {
        let text = Self.spec("          - childPane: {external: com.example.About}")
        let diagnostic = try #require(expectOneDiagnostic(
            of: ExternalPaneNameCheck.self, in: text, line: 10, column: 35,
            message: "expected the name of a screen the app's code makes to be a Swift type name, found 'com.example.About': it contains '.' (U+002E), which Swift does not allow in names"))
        let fixIt = try #require(diagnostic.fixIts.first)
        #expect(fixIt.replacement == "ComExampleAbout")
        let fixed = applying(fixIt, to: text)
        #expect(fixed.contains("{external: ComExampleAbout}"))
        #expect(compileSpec(fixed).filter { $0.severity == .error }.isEmpty)
    }

    @Test func aKeywordIsReported() {
        expectOneDiagnostic(
            of: ExternalPaneNameCheck.self, in: Self.spec("          - childPane: {external: Protocol}"), line: 10, column: 35,
            message: "expected the name of a screen the app's code makes to be a Swift type name, found 'Protocol': Swift reserves the word")
    }

    @Test func aLeadingDigitIsReported() {
        expectOneDiagnostic(
            of: ExternalPaneNameCheck.self, in: Self.spec("          - childPane: {external: 2FA}"), line: 10, column: 35,
            message: "expected the name of a screen the app's code makes to be a Swift type name, found '2FA': it starts with '2' (U+0032), which cannot start a Swift name")
    }

    /// No screen of the project has the name, and none need: no unknown screen, no
    /// unreachable one, no cycle, and the screen opened stays an entry.
    @Test func anExternalPaneIsNotLookedUpAmongTheScreens() {
        let reported = compileSpec(Self.spec("""
                      - childPane: {external: Main}
                      - childPane: {external: AboutViewController, opening: segue, fragment: org.example.AboutFragment}
                      - childPane: {external: 名前_2}
            """))
        #expect(reported.isEmpty, "\(reported.map { "\($0.id.name) \($0.message)" })")
    }

    @Test func theSameNameOnTwoRowsIsOneScreen() {
        let reported = compileSpec(Self.spec("""
                      - childPane: {external: About}
                      - {childPane: {external: About}, title: Also about}
            """))
        #expect(reported.isEmpty, "\(reported.map { "\($0.id.name) \($0.message)" })")
    }

    // MARK: - external-pane-file

    /// Applies the diagnostic's one fix-it and expects the result to compile without error.
    private func fixed(_ diagnostic: ReportedDiagnostic?, in text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let fixIt = try #require(diagnostic?.fixIts.first, sourceLocation: sourceLocation)
        #expect(diagnostic?.fixIts.count == 1, sourceLocation: sourceLocation)
        let fixed = applying(fixIt, to: text)
        #expect(compileSpec(fixed).filter { $0.severity == .error }.isEmpty, "\(compileSpec(fixed).map(\.message))", sourceLocation: sourceLocation)
        return fixed
    }

    @Test func aBundledFileIsNotReported() {
        let reported = compileSpec(Self.spec("""
                      - childPane: {external: IASKAppSettingsWebViewController, file: settings_about.html}
                      - childPane: {external: AboutViewController, file: 'pages/about us.html', fragment: org.example.AboutFragment}
                      - childPane: {external: NotesViewController, file: ./notes.txt}
                      - childPane: {external: NotesViewController, file: 'notes:v2.html'}
                      - childPane: {external: NotesViewController, file: 'help:index.html'}
            """))
        #expect(reported.isEmpty, "\(reported.map { "\($0.id.name) \($0.message)" })")
    }

    @Test func aWebPageGivenToTheWebViewIsALinkOpenedInsideTheApp() throws {
        let text = Self.spec("""
                      - childPane: {external: IASKAppSettingsWebViewController, file: https://example.com/about}
                        title: About
            """)
        let diagnostic = expectOneDiagnostic(
            of: ExternalPaneFileCheck.self, in: text, line: 10, column: 75,
            message: "expected a file in the app's bundle, found the URL 'https://example.com/about': a page opened inside the app is a link, 'link: {url: URL, inApp: true}'")
        let fixed = try fixed(diagnostic, in: text)
        #expect(fixed.contains("          - link: {url: https://example.com/about, inApp: true}\n            title: About"), "\(fixed)")
    }

    /// Another screen of the app's given a URL is the app's to fix: no fix-it.
    @Test func aURLGivenToAnotherScreenIsReportedWithoutAFix() {
        let diagnostic = expectOneDiagnostic(
            of: ExternalPaneFileCheck.self, in: Self.spec("          - childPane: {external: AboutViewController, file: 'mailto:help@example.com'}"), line: 10, column: 62,
            message: "expected a file in the app's bundle, found the URL 'mailto:help@example.com': a page opened inside the app is a link, 'link: {url: URL, inApp: true}'")
        #expect(diagnostic?.fixIts.isEmpty == true)
    }

    /// A URL whose scheme has `//` is one whatever the scheme, also one no link opens.
    @Test func aURLOfAnyHierarchicalSchemeIsReported() {
        let diagnostic = expectOneDiagnostic(
            of: ExternalPaneFileCheck.self, in: Self.spec("          - childPane: {external: AboutViewController, file: 'ftp://example.com/about.txt'}"), line: 10, column: 62,
            message: "expected a file in the app's bundle, found the URL 'ftp://example.com/about.txt': a page opened inside the app is a link, 'link: {url: URL, inApp: true}'")
        #expect(diagnostic?.fixIts.isEmpty == true)
    }

    @Test func anAbsolutePathIsMadeRelativeToTheBundle() throws {
        let text = Self.spec("          - childPane: {external: AboutViewController, file: //pages/about.html}")
        let diagnostic = expectOneDiagnostic(
            of: ExternalPaneFileCheck.self, in: text, line: 10, column: 62,
            message: "expected a path relative to the app's bundle, found '//pages/about.html': the file is looked up in the bundle, not from the root of the file system")
        #expect(try fixed(diagnostic, in: text).contains("{external: AboutViewController, file: pages/about.html}"))
    }

    @Test func aPathOutOfTheBundleIsReported() {
        let diagnostic = expectOneDiagnostic(
            of: ExternalPaneFileCheck.self, in: Self.spec("          - childPane: {external: AboutViewController, file: pages/../../about.html}"), line: 10, column: 62,
            message: "expected a path inside the app's bundle, found 'pages/../../about.html': '..' leads out of the bundle, where the file is not looked up")
        #expect(diagnostic?.fixIts.isEmpty == true)
    }

    @Test func aFileGivenToASegueIsRemoved() throws {
        let text = Self.spec("          - childPane: {external: showAbout, opening: segue, file: about.html, fragment: org.example.AboutFragment}")
        let diagnostic = expectOneDiagnostic(
            of: ExternalPaneFileCheck.self, in: text, line: 10, column: 68,
            message: "expected no file for a screen that is not made with one, found 'about.html': InAppSettingsKit performs the storyboard segue 'showAbout', which makes the screen with no file")
        #expect(try fixed(diagnostic, in: text).contains("{external: showAbout, opening: segue, fragment: org.example.AboutFragment}"))
    }

    @Test func aFileGivenToAPaneFileIsRemoved() throws {
        let text = Self.spec("""
                      - childPane:
                          external: Licences
                          opening: file
                          file: licences.html
            """)
        let diagnostic = expectOneDiagnostic(
            of: ExternalPaneFileCheck.self, in: text, line: 13, column: 21,
            message: "expected no file for a screen that is not made with one, found 'licences.html': the pane file 'Licences.plist' is the screen itself, made with no file")
        #expect(try fixed(diagnostic, in: text).hasSuffix("\n              opening: file"))
    }

    // MARK: - external-pane-selector

    @Test func aSelectorWithoutItsLastColonIsGivenOne() throws {
        let text = Self.spec("          - childPane: {external: Account, selector: 'initWithFile:specifier'}")
        let diagnostic = try #require(expectOneDiagnostic(
            of: ExternalPaneSelectorCheck.self, in: text, line: 10, column: 54,
            message: "expected an Objective-C selector of two arguments as the initializer the app's class is made with (such as initWithFile:specifier:), found 'initWithFile:specifier': InAppSettingsKit passes it the file and the row"))
        #expect(try applyingFirstFixIt(of: diagnostic, to: text).contains("{external: Account, selector: 'initWithFile:specifier:'}"))
    }

    @Test func aSelectorOfOneArgumentIsReportedWithoutAFix() throws {
        let text = Self.spec("          - childPane: {external: Account, selector: 'initWithSpecifier:'}")
        let diagnostic = try #require(expectOneDiagnostic(
            of: ExternalPaneSelectorCheck.self, in: text, line: 10, column: 54,
            message: "expected an Objective-C selector of two arguments as the initializer the app's class is made with (such as initWithFile:specifier:), found 'initWithSpecifier:': InAppSettingsKit passes it the file and the row"))
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test func aSelectorGivenToASegueIsRemoved() throws {
        let text = Self.spec("          - childPane: {external: showAbout, opening: segue, selector: 'initWithFile:specifier:'}")
        let diagnostic = try #require(expectOneDiagnostic(
            of: ExternalPaneSelectorCheck.self, in: text, line: 10, column: 72,
            message: "expected no initializer for a screen not made by its class, found 'initWithFile:specifier:': InAppSettingsKit performs the storyboard segue 'showAbout', whose screen the storyboard makes"))
        #expect(try applyingFirstFixIt(of: diagnostic, to: text).contains("{external: showAbout, opening: segue}"))
    }

    @Test func aSelectorGivenToAPaneFileIsRemoved() throws {
        let text = Self.spec("          - childPane: {external: Licences, opening: file, selector: 'initWithFile:specifier:'}")
        let diagnostic = try #require(expectOneDiagnostic(
            of: ExternalPaneSelectorCheck.self, in: text, line: 10, column: 70,
            message: "expected no initializer for a screen not made by its class, found 'initWithFile:specifier:': the pane file 'Licences.plist' is the screen itself"))
        #expect(try applyingFirstFixIt(of: diagnostic, to: text).contains("{external: Licences, opening: file}"))
    }

    @Test func selectorsOfTwoArgumentsAreFine() {
        let text = Self.spec("""
                      - childPane: {external: Account, selector: 'initWithFile:specifier:'}
                      - childPane: {external: About, file: about.html, selector: 'initWithPage:specifier:'}
                      - childPane: {external: Notes, selector: 'initWith::'}
            """)
        #expect(compileSpec(text).isEmpty, "\(compileSpec(text).map(\.message))")
        #expect(ExternalPane.isTwoArgumentSelector("a_1:b2:") && !ExternalPane.isTwoArgumentSelector("1a:b:") && !ExternalPane.isTwoArgumentSelector(":b:")
            && !ExternalPane.isTwoArgumentSelector("a:b:c:") && !ExternalPane.isTwoArgumentSelector("a:b") && !ExternalPane.isTwoArgumentSelector("a b:c:"))
    }

    /// The InAppSettingsKit export writes the selector, with the file or without; the layout
    /// gives it as written.
    @Test func theSelectorIsExportedAndLaidOut() throws {
        let text = Self.spec("""
                      - childPane: {external: Account, selector: 'initWithFile:specifier:'}
                      - childPane: {external: About, file: about.html, selector: 'initWithPage:specifier:'}
                      - childPane: {external: Help, file: help.html}
            """)
        let output = SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(try SettingsBundleEmitterTests.checked(text))
        let root = try #require(output.panes.first)
        let specifiers = PropertyListReader.read(SourceFile(path: root.fileName, bytes: root.bytes)).value?.dictionary?["PreferenceSpecifiers"]?.array ?? []
        let panes = specifiers.compactMap(\.dictionary).filter { $0["IASKViewControllerClass"] != nil }
        #expect(panes.map { "\($0["IASKViewControllerClass"]?.string ?? "") \($0["File"]?.string ?? "-") \($0["IASKViewControllerSelector"]?.string ?? "-")" } == [
            "Account - initWithFile:specifier:", "About about.html initWithPage:specifier:", "Help help.html initWithFile:specifier:",
        ])
        let items = try #require(LayoutTestSupport.firstSectionItems(try LayoutTestSupport.layout(["s.yaml": text]), "Main"))
        #expect(items.dropFirst().map { LayoutTestSupport.value($0, "options", "selector")?.stringValue } == ["initWithFile:specifier:", "initWithPage:specifier:", nil])
    }
}
