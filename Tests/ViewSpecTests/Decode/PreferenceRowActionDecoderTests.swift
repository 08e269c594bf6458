import Testing
@testable import ViewSpec

/// The optional keys of rows that act (buttons, links, child panes) and of static text,
/// added within format version 1: what each decodes to, and a positioned error for each way
/// it can be written wrong.
@Suite struct PreferenceRowActionDecoderTests {
    private static func screen(_ items: String) -> String { PreferenceOptionalKeysDecoderTests.screen(items) }

    // MARK: - destructive

    @Test func destructiveMarksAButton() throws {
        let items = try decodedItems(Self.screen("""
                      - {button: eraseAll, destructive: true}
                      - {button: signOut, destructive: false}
                      - button: refresh
            """))
        #expect(items.map(\.isDestructive) == [true, false, false])
        #expect(items.map { $0.destructive?.value } == [true, false, nil])
    }

    @Test func destructiveOfAnotherTypeIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - {button: eraseAll, destructive: often}"), .wrongValueType, line: 11, column: 45, "expected true or false")
    }

    @Test func destructiveOnlyOnAButton() {
        let reported = expectOneDecodeError(Self.screen("          - {toggle: on, destructive: true}"), .unknownKey, line: 11, column: 26, "unknown key 'destructive' in a 'toggle' item")
        #expect(reported?.fixIts.isEmpty == true)
    }

    // MARK: - detail

    @Test func detailIsATextBesideALinksTitle() throws {
        let items = try decodedItems(Self.screen("""
                      - {link: 'https://example.com', detail: example.com}
                      - {link: 'https://example.com/help', detail: {localized: help.detail, default: Help}}
                      - link: 'mailto:help@example.com'
            """))
        #expect(items.map { $0.detail?.value } == [.literal("example.com"), .localized(key: "help.detail", fallback: "Help"), nil])
    }

    @Test func detailOfAnotherTypeIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - {link: 'https://example.com', detail: [a]}"), .wrongValueType, line: 11, column: 51, "found a sequence")
    }

    // MARK: - localized URL

    @Test func linkURLMayBeLocalizedWithADefault() throws {
        let items = try decodedItems(Self.screen("""
                      - link: {localized: help.url, default: 'https://example.com/en/help'}
                      - link: 'https://example.com'
            """))
        guard case .link(let url) = items[0].control else {
            Issue.record("expected a link, found \(items[0].control.kindName)")
            return
        }
        #expect(url.value == "https://example.com/en/help")
        #expect(items[0].urlLocalizationKey?.value == "help.url")
        #expect(items[0].linkURL == .localized(key: "help.url", fallback: "https://example.com/en/help"))
        #expect(items[1].urlLocalizationKey == nil && items[1].linkURL == .literal("https://example.com"))
    }

    @Test func localizedURLWithoutADefaultIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - link: {localized: help.url}"), .missingKey, line: 11, column: 19, "expected 'default' in a localized URL")
    }

    @Test func localizedURLOfAnotherTypeIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - link: {localized: help.url, default: [a]}"), .wrongValueType, line: 11, column: 50, "expected a URL")
    }

    @Test func detailOnlyOnALink() {
        _ = expectOneDecodeError(Self.screen("          - {button: go, detail: Now}"), .unknownKey, line: 11, column: 26, "unknown key 'detail' in a 'button' item")
    }
}
