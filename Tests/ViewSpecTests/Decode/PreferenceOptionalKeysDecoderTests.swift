import Testing
@testable import ViewSpec

/// The optional keys preference items, sections and fields gained within format version 1:
/// what each decodes to, and a positioned error for each way it can be written wrong.
@Suite struct PreferenceOptionalKeysDecoderTests {
    /// A screen of one section holding `items` (YAML lines indented for an item list).
    static func screen(_ items: String, fields: String = "on: Bool", section: String = "") -> String {
        """
        viewspec: 1
        models:
          S:
            kind: preferences
            fields: {\(fields)}
        preferences:
          Main:
            model: S
            sections:
              - \(section)items:
        \(items)
        """
    }

    // MARK: - subtitle

    @Test func subtitleIsATextLikeATitle() throws {
        let items = try decodedItems(Self.screen("""
                      - {toggle: on, subtitle: Plays when you tap.}
                      - {toggle: on, subtitle: {localized: on.summary, default: Plays}}
                      - {toggle: on}
            """))
        #expect(items.map { $0.subtitle?.fixedText?.value } == [.literal("Plays when you tap."), .localized(key: "on.summary", fallback: "Plays"), nil])
    }

    @Test func subtitleOfAnotherTypeIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - {toggle: on, subtitle: [a, b]}"), .wrongValueType, line: 11, column: 36, "found a sequence")
    }

    @Test func subtitleByValueMapsValuesToTexts() throws {
        let items = try decodedItems(Self.screen("""
                      - toggle: on
                        subtitle: {true: Plays, false: {localized: off.summary, default: Silent}}
                      - toggle: on
                        subtitle: {localized: on.summary}
            """))
        guard case .byValue(let entries, _, _)? = items[0].subtitle else {
            Issue.record("expected a subtitle by value, found \(String(describing: items[0].subtitle))")
            return
        }
        #expect(entries.map(\.value.value) == [.bool(true), .bool(false)])
        #expect(entries.map(\.text.value) == [.literal("Plays"), .localized(key: "off.summary", fallback: "Silent")])
        // A mapping with a `localized` key is a localized text.
        #expect(items[1].subtitle?.fixedText?.value == .localized(key: "on.summary", fallback: nil))
    }

    @Test func emptySubtitleMappingIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - {toggle: on, subtitle: {}}"), .wrongValueType, line: 11, column: 36, "expected a subtitle: a text, or a mapping from the field's values to texts")
    }

    @Test func subtitleByValueNeedsTexts() {
        _ = expectOneDecodeError(Self.screen("          - {toggle: on, subtitle: {true: [On]}}"), .wrongValueType, line: 11, column: 43, "found a sequence")
        _ = expectOneDecodeError(Self.screen("          - {toggle: on, subtitle: {~: On}}"), .wrongValueType, line: 11, column: 37, "a value of the field as a key")
    }

    // MARK: - Choices: dialogTitle and footer

    @Test func choiceDialogTitleAndFooter() throws {
        let items = try decodedItems(Self.screen("          - {choice: on, values: [true, false], dialogTitle: Pick one, footer: {localized: on.footer}}"))
        guard case .choice(_, let options)? = items.first?.control else {
            Issue.record("expected a choice")
            return
        }
        #expect(options.dialogTitle?.value == .literal("Pick one"))
        #expect(options.footer?.value == .localized(key: "on.footer", fallback: nil))
    }

    @Test func dialogTitleOnAToggleIsAnUnknownKey() {
        _ = expectOneDecodeError(Self.screen("          - {toggle: on, dialogTitle: Pick}"), .unknownKey, line: 11, column: 26, "dialogTitle")
    }

    // MARK: - Sections: id and visibleWhen

    @Test func sectionIDAndCondition() throws {
        let (file, decoded) = decodeSpec(Self.screen("          - toggle: on", section: "id: debugging\n        visibleWhen: {on: true}\n        "))
        #expect(decoded.diagnostics.isEmpty, "\(decoded.reportedDiagnostics.map(\.message))")
        let section = try #require(file?.preferenceScreens.first?.sections.first)
        #expect(section.id?.value == "debugging")
        #expect(section.visibleWhen?.clauses.map(\.field.value) == ["on"])
    }

    @Test func sectionIDThatIsNoNameIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - toggle: on", section: "id: [a]\n        "), .wrongValueType, line: 10, column: 13, "expected a section id")
        _ = expectOneDecodeError(Self.screen("          - toggle: on", section: "visibleWhen: true\n        "), .wrongValueType, line: 10, column: 22, "expected a condition")
    }

    // MARK: - Fields: stored

    @Test func storedFalseLeavesAFieldOutOfTheStore() throws {
        let (file, decoded) = decodeSpec(Self.screen("          - toggle: on", fields: "on: {type: Bool, stored: false}, off: Bool, kept: {type: Int, stored: true}"))
        #expect(decoded.diagnostics.isEmpty, "\(decoded.reportedDiagnostics.map(\.message))")
        let fields = try #require(file?.models.first).fields
        #expect(fields.map(\.isStored) == [false, true, true])
        #expect(fields.map { $0.stored?.value } == [false, nil, true])
    }

    @Test func storedThatIsNotABooleanIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - toggle: on", fields: "on: {type: Bool, stored: \"false\"}"), .wrongValueType, line: 5, column: 39, "expected true or false")
    }

    // MARK: - Fields: key

    @Test func keyIsTheKeyAFieldIsStoredUnder() throws {
        let (file, decoded) = decodeSpec(Self.screen(
            "          - toggle: on", fields: "on: {type: Bool, key: \"text_longtitle_ adjustsFontSizeToFitWidth_disabled\"}, off: Bool"))
        #expect(decoded.diagnostics.isEmpty, "\(decoded.reportedDiagnostics.map(\.message))")
        let fields = try #require(file?.models.first).fields
        #expect(fields.map { $0.key?.text.value } == ["text_longtitle_ adjustsFontSizeToFitWidth_disabled", nil])
        #expect(fields.map(\.storedKey) == ["text_longtitle_ adjustsFontSizeToFitWidth_disabled", "off"])
    }

    @Test func keyThatIsNotAStringIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - toggle: on", fields: "on: {type: Bool, key: [a]}"), .wrongValueType, line: 5, column: 36, "expected a string, the key the field's value is stored under, found a sequence")
    }

    @Test func anEmptyKeyIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - toggle: on", fields: "on: {type: Bool, key: \"\"}"), .wrongValueType, line: 5, column: 36, "expected a non-empty string, the key the field's value is stored under, found the empty string")
    }

    // MARK: - Buttons: key

    @Test func keyOnAButtonIsWhatItIsToldApartBy() throws {
        let items = try decodedItems(Self.screen("""
                      - {button: leftAligned, key: Left Aligned}
                      - {button: rightAligned}
            """))
        #expect(items.map { $0.actionKey?.text.value } == ["Left Aligned", nil])
        #expect(items.map(\.exportedActionKey) == ["Left Aligned", "rightAligned"])
    }

    @Test func keyOnAButtonThatIsNotANonEmptyStringIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - {button: go, key: {a: b}}"), .wrongValueType, line: 11, column: 31, "expected a string, the key the button is told apart by, found a mapping")
        _ = expectOneDecodeError(Self.screen("          - {button: go, key: ''}"), .wrongValueType, line: 11, column: 31, "expected a non-empty string, the key the button is told apart by")
    }

    // MARK: - Child panes: key

    /// A child pane's key tells its row apart (which account the one screen edits); an
    /// external pane's too. Beside `value:` it is read, and reported by conflicting-row-key.
    @Test func keyOnAChildPaneIsWhatItsRowIsToldApartBy() throws {
        let items = try decodedItems(Self.screen("""
                      - {childPane: Main, title: Account 1, key: menu_account_1}
                      - {childPane: Main, title: Account 2}
                      - {childPane: {external: About}, key: "about row"}
                      - {button: go}
            """))
        #expect(items.map { $0.actionKey?.text.value } == ["menu_account_1", nil, "about row", nil])
        #expect(items.map(\.rowKey) == ["menu_account_1", nil, "about row", "go"])
    }

    @Test func keyOnAChildPaneThatIsNotANonEmptyStringIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - {childPane: Main, key: [a]}"), .wrongValueType, line: 11, column: 36, "expected a string, the key the row is told apart by, found a sequence")
        _ = expectOneDecodeError(Self.screen("          - {childPane: Main, key: ''}"), .wrongValueType, line: 11, column: 36, "expected a non-empty string, the key the row is told apart by")
    }

    /// A link's key tells its row apart (vlc hides its privacy row by it), whatever it opens.
    @Test func keyOnALinkIsWhatItsRowIsToldApartBy() throws {
        let items = try decodedItems(Self.screen("""
                      - {link: 'https://example.com', key: site}
                      - {link: {localized: help.url, default: 'https://example.com/help'}, key: help}
                      - {link: {systemSettings: app}, key: privacy}
                      - {link: 'https://example.com/other'}
            """))
        #expect(items.map(\.rowKey) == ["site", "help", "privacy", nil])
    }

    @Test func keyOnALinkThatIsNotANonEmptyStringIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - {link: {systemSettings: app}, key: ''}"), .wrongValueType, line: 11, column: 48, "expected a non-empty string, the key the row is told apart by")
    }

    @Test func keyOnAnotherItemIsAnUnknownKey() {
        _ = expectOneDecodeError(Self.screen("          - {toggle: on, key: other}"), .unknownKey, line: 11, column: 26, "key")
    }
}
