import Testing
@testable import ViewSpec

/// `childPane: {external: Name, opening: …, fragment: …}`, a row opening a screen the app's
/// own code makes: what it decodes to, and a positioned error for each way it can be
/// written wrong.
@Suite struct ExternalPaneDecoderTests {
    private static func screen(_ items: String) -> String { PreferenceOptionalKeysDecoderTests.screen(items) }

    @Test func anExternalPaneKeepsItsNameOpeningAndFragment() throws {
        let items = try decodedItems(Self.screen("""
                      - childPane: {external: AboutViewController}
                      - {childPane: {external: showLicences, opening: segue, fragment: org.example.LicencesFragment}, title: Licences}
                      - childPane: Main
            """))
        let panes = items.compactMap { item -> ExternalPane? in
            if case .externalPane(let pane) = item.control { return pane }
            return nil
        }
        #expect(panes.map(\.name.value) == ["AboutViewController", "showLicences"])
        #expect(panes.map(\.openingOrDefault) == [.viewController, .segue])
        #expect(panes.map { $0.opening?.value } == [nil, .segue])
        #expect(panes.map(\.fragmentClass) == ["AboutViewController", "org.example.LicencesFragment"])
        #expect(items.map(\.control.kindName) == ["childPane", "childPane", "childPane"])
        // A screen of the app's is no screen of the project: only the last opens one.
        #expect(try #require(decodeSpec(Self.screen("          - childPane: {external: About}")).file).preferenceScreens[0].childPanes.isEmpty)
        #expect(items[2].field == nil)
    }

    @Test func anExternalPaneNeedsItsName() {
        _ = expectOneDecodeError(Self.screen("          - childPane: {opening: segue}"), .missingKey, line: 11, column: 24, "'external'")
    }

    @Test func aNameWithASpaceIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - childPane: {external: 'About Screen'}"), .invalidName, line: 11, column: 35, "without spaces")
    }

    @Test func anUnknownOpeningIsAPositionedError() {
        _ = expectOneDecodeError(
            Self.screen("          - childPane: {external: About, opening: modal}"), .invalidOption, line: 11, column: 51, "expected one of viewController, segue")
    }

    @Test func anUnknownKeyIsAPositionedError() {
        _ = expectOneDecodeError(
            Self.screen("          - childPane: {external: About, storyboard: Main}"), .unknownKey, line: 11, column: 42, "unknown key 'storyboard' in an external pane")
    }

    @Test func aFragmentOfAnotherTypeIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - childPane: {external: About, fragment: [a]}"), .wrongValueType, line: 11, column: 52, "found a sequence")
    }

    @Test func aFileIsKeptWithWhatRemovingItRemoves() throws {
        let text = Self.screen("          - childPane: {external: About, file: 'pages/about us.html', fragment: org.example.AboutFragment}")
        let items = try decodedItems(text)
        guard case .externalPane(let pane)? = items.last?.control else {
            Issue.record("expected an external pane, found \(items.map(\.control.kindName))")
            return
        }
        let file = try #require(pane.file)
        #expect(file.path.value == "pages/about us.html")
        #expect(pane.fileGiven == "pages/about us.html")
        #expect(Array(text.utf8)[file.path.range.startOffset] == UInt8(ascii: "'"))
        // Removing the entry keeps the mapping's commas.
        let removed = applying(Diagnostic.FixIt("remove", replacing: file.entryRange, with: ""), to: text)
        #expect(removed.contains("{external: About, fragment: org.example.AboutFragment}"), "\(removed)")
    }

    @Test func aFileOfAnotherTypeIsAPositionedError() {
        _ = expectOneDecodeError(
            Self.screen("          - childPane: {external: About, file: [a]}"), .wrongValueType, line: 11, column: 48,
            "expected a string, the file the app's screen is made with (a name or path in the app's bundle), found a sequence")
    }

    @Test func anEmptyFileIsAPositionedError() {
        _ = expectOneDecodeError(
            Self.screen("          - childPane: {external: About, file: ''}"), .wrongValueType, line: 11, column: 48,
            "expected a non-empty string, the file the app's screen is made with (a name or path in the app's bundle), found the empty string")
    }
}
