import Testing
@testable import ViewSpec

/// The text field and choice options of language 1.1: what each decodes to, a positioned
/// error for each way it can be written wrong, and the checks that read them.
@Suite struct TextFieldAndChoiceKeysDecoderTests {
    private func screen(_ items: String, fields: String) -> String {
        PreferenceOptionalKeysDecoderTests.screen(items, fields: fields)
    }

    private func errors(_ text: String) -> [ReportedDiagnostic] {
        compileSpec(text).filter { $0.severity == .error }
    }

    // MARK: - keyboard: numbersAndPunctuation

    @Test func numbersAndPunctuationIsAKeyboard() throws {
        let items = try decodedItems(screen("          - {textField: ports, keyboard: numbersAndPunctuation}", fields: "ports: String"))
        guard case .textField(_, let options) = items[0].control else { Issue.record("expected a text field"); return }
        #expect(options.keyboard?.value == .numbersAndPunctuation)
    }

    @Test func numbersAndPunctuationTypesEveryNumber() {
        for type in ["String", "Int", "Float"] {
            let text = screen("          - {textField: value, keyboard: numbersAndPunctuation}", fields: "value: \(type)")
            #expect(errors(text).isEmpty, "\(type): \(errors(text).map(\.message))")
        }
        // The e-mail keyboard has no digits row to type a number with.
        let email = errors(screen("          - {textField: value, keyboard: email}", fields: "value: Int"))
        #expect(email.map(\.message) == [
            "textField cannot bind 'value' of type Int: a text field for a number needs a numeric keyboard (number or numbersAndPunctuation), not 'email'"
        ])
    }

    // MARK: - contentType

    @Test func contentTypeIsOneOfUIKitsWords() throws {
        let items = try decodedItems(screen("          - {textField: code, contentType: oneTimeCode}\n          - {textField: code}", fields: "code: String"))
        let contentTypes = items.map { item -> TextFieldOptions.ContentType? in
            guard case .textField(_, let options) = item.control else { return nil }
            return options.contentType?.value
        }
        #expect(contentTypes == [.oneTimeCode, nil])
    }

    @Test func unknownContentTypeIsAPositionedError() {
        let decoded = decodeSpec(screen("          - {textField: code, contentType: pin}", fields: "code: String")).decoded
        let diagnostic = expectSingleDiagnostic(decoded, .invalidOption, line: 11, column: 44, messageContains: "for 'contentType'")
        #expect(diagnostic?.message.contains("oneTimeCode") == true)
    }

    @Test func contentTypeBindsAString() {
        #expect(errors(screen("          - {textField: zip, contentType: postalCode}", fields: "zip: String")).isEmpty)
        #expect(errors(screen("          - {textField: zip, contentType: postalCode}", fields: "zip: Int")).map(\.message) == [
            "textField cannot bind 'zip' of type Int: autofill fills in text, so a text field with 'contentType: postalCode' binds a String field"
        ])
    }

    @Test func everyContentTypeHasTheNamesOfBothPlatforms() {
        for contentType in TextFieldOptions.ContentType.allCases {
            #expect(SpecifierVocabulary.contentTypes[contentType.inAppSettingsKitName] == contentType.rawValue)
            if let hint = contentType.androidAutofillHint {
                #expect(TextFieldOptions.ContentType.fromAndroidAutofillHint(hint) == contentType, "\(hint)")
            }
        }
        #expect(TextFieldOptions.ContentType.url.inAppSettingsKitName == "URL")
    }

    // MARK: - multiline

    @Test func multilineIsAFlagWithItsPlace() throws {
        let items = try decodedItems(screen("          - {textField: note, multiline: true}\n          - {textField: note}", fields: "note: String"))
        guard case .textField(_, let first) = items[0].control, case .textField(_, let second) = items[1].control else {
            Issue.record("expected text fields")
            return
        }
        #expect(first.isMultiline && first.multiline != nil)
        #expect(!second.isMultiline && second.multiline == nil)
    }

    @Test func multilineOfAnotherTypeIsAPositionedError() {
        _ = expectSingleDiagnostic(
            decodeSpec(screen("          - {textField: note, multiline: often}", fields: "note: String")).decoded, .wrongValueType, line: 11, column: 42,
            messageContains: "often")
    }

    @Test func multilineBindsAStringAndIsNeverSecure() {
        #expect(errors(screen("          - {textField: note, multiline: true}", fields: "note: Int")).map(\.message) == [
            "textField cannot bind 'note' of type Int: a multi-line text field holds text, so it binds a String field"
        ])
        let secure = errors(screen("          - {textField: note, secure: true, multiline: true}", fields: "note: String"))
        #expect(secure.map { "\($0.id.code) \($0.range.start.line):\($0.range.start.column)" } == ["VS0274 11:56"], "\(secure.map(\.message))")
        #expect(secure.first?.fixIts.first?.replacement == "false")
        #expect(errors(screen("          - {textField: note, secure: true, multiline: false}", fields: "note: String")).isEmpty)
    }

    // MARK: - shortTitles, sortByTitle

    @Test func shortTitlesAndSortingDecodeOnAChoice() throws {
        let items = try decodedItems(screen("""
                      - choice: interval
                        titles: [Every minute, Every hour]
                        values: [60, 3600]
                        shortTitles: [1 min, {localized: hour.short, default: 1 h}]
                        sortByTitle: true
            """, fields: "interval: Int"))
        guard case .choice(_, let options) = items[0].control else { Issue.record("expected a choice"); return }
        #expect(options.shortTitles?.value.map(\.value) == [.literal("1 min"), .localized(key: "hour.short", fallback: "1 h")])
        #expect(options.isSortedByTitle)
    }

    @Test func shortTitlesAreAChoicesOnly() {
        _ = expectSingleDiagnostic(
            decodeSpec(screen("          - {multiChoice: tags, shortTitles: [N, S]}", fields: "tags: {type: enum, cases: [news, sport], multiple: true}")).decoded,
            .unknownKey, line: 11, column: 33, messageContains: "shortTitles")
        _ = expectSingleDiagnostic(
            decodeSpec(screen("          - {choice: theme, sortByTitle: yes please}", fields: "theme: {type: enum, cases: [light, dark]}")).decoded,
            .wrongValueType, line: 11, column: 42, messageContains: "yes please")
    }

    @Test func shortTitlesPairWithTheOptions() {
        let fields = "theme: {type: enum, cases: [light, dark]}"
        #expect(errors(screen("          - {choice: theme, shortTitles: [L, D]}", fields: fields)).isEmpty)
        let reported = errors(screen("          - {choice: theme, shortTitles: [L]}", fields: fields))
        #expect(reported.map { "\($0.id.code) \($0.range.start.line):\($0.range.start.column)" } == ["VS0275 11:42"])
        #expect(reported.first?.message == "expected one short title per option, 2 as the cases of 'theme', found 1: the chosen option's short title is found by its place")
        let titled = errors(screen("          - {choice: theme, titles: [Light, Dark], shortTitles: [L, D, X]}", fields: fields))
        #expect(titled.first?.message.contains("2 as the titles, found 3") == true, "\(titled.map(\.message))")
    }
}
