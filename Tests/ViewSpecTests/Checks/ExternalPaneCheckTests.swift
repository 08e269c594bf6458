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
}
