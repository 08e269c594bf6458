import Testing
@testable import ViewSpec

/// A read-only value's lookup table (`titles:` and `values:` on `value`): what it decodes
/// to, a positioned error for each way it can be written wrong, and the choice's checks
/// that judge it.
@Suite struct ValueLookupDecoderTests {
    private func screen(_ items: String, fields: String) -> String {
        PreferenceOptionalKeysDecoderTests.screen(items, fields: fields)
    }

    private func errors(_ text: String) -> [ReportedDiagnostic] {
        compileSpec(text).filter { $0.severity == .error }
    }

    private func places(_ reported: [ReportedDiagnostic]) -> [String] {
        reported.map { "\($0.id.code) \($0.range.start.line):\($0.range.start.column)" }
    }

    @Test func aLookupTableDecodesOnAValue() throws {
        let items = try decodedItems(screen("""
                      - value: level
                        titles: [One, {localized: level.two, default: Two}]
                        values: [1, 2]
                      - value: theme
                        titles: [Light, Dark]
                      - value: level
            """, fields: "level: Int, theme: {type: enum, cases: [light, dark]}"))
        guard case .value(_, let table?) = items[0].control else { Issue.record("expected a value with a lookup table"); return }
        #expect(table.titles?.value.map(\.value) == [.literal("One"), .localized(key: "level.two", fallback: "Two")])
        #expect(table.values?.value.map(\.value) == [.int(1), .int(2)])
        guard case .value(_, let cases?) = items[1].control else { Issue.record("expected a value with titles"); return }
        #expect(cases.values == nil && cases.titles?.value.count == 2)
        guard case .value(_, nil) = items[2].control else { Issue.record("expected a value without a lookup table"); return }
    }

    @Test func aLookupTableIsWrittenAsLists() {
        _ = expectSingleDiagnostic(
            decodeSpec(screen("          - {value: level, titles: One, values: [1]}", fields: "level: Int")).decoded,
            .wrongValueType, line: 11, column: 36, messageContains: "One")
        _ = expectSingleDiagnostic(
            decodeSpec(screen("          - {value: level, titles: [One], values: 1}", fields: "level: Int")).decoded,
            .wrongValueType, line: 11, column: 51, messageContains: "1")
    }

    @Test func valuesWithoutTitlesAreReported() {
        _ = expectSingleDiagnostic(
            decodeSpec(screen("          - {value: level, values: [1, 2]}", fields: "level: Int")).decoded,
            .missingKey, line: 11, column: 36, messageContains: "expected 'titles' beside 'values' on a value item")
    }

    /// choice-values judges the table as it judges a choice's options, save that a value
    /// may be left out: the row shows it as it is.
    @Test func theChoicesValueChecksJudgeTheTable() {
        let fields = "level: {type: Int, default: 3, max: 9}, theme: {type: enum, cases: [light, dark, system]}"
        #expect(errors(screen("          - {value: level, titles: [One, Two], values: [1, 2]}", fields: fields)).isEmpty)
        #expect(errors(screen("          - {value: theme, titles: [Light, Dark, System]}", fields: fields)).isEmpty)
        #expect(errors(screen("          - {value: theme, titles: [Dark], values: [dark]}", fields: fields)).isEmpty)

        let reported = errors(screen("          - {value: level, titles: [One, Two], values: [1, two, 1]}", fields: fields))
        #expect(places(reported) == ["VS0212 11:36", "VS0212 11:60", "VS0212 11:65"], "\(reported.map(\.message))")
        #expect(reported.first?.message == "titles of the value for 'level': expected one title per value (3), found 2")
        #expect(reported.dropFirst().allSatisfy { $0.message.hasPrefix("lookup table value for Int field 'level'") }, "\(reported.map(\.message))")

        let cases = errors(screen("          - {value: theme, titles: [Light, Dark]}", fields: fields))
        #expect(places(cases) == ["VS0212 11:36"])
        #expect(cases.first?.message.hasPrefix("titles of the value for 'theme': expected one title per case of 'theme' (3), found 2") == true)

        let unknownCase = errors(screen("          - {value: theme, titles: [Dark], values: [drak]}", fields: fields))
        #expect(places(unknownCase) == ["VS0212 11:53"])
        #expect(unknownCase.first?.fixIts.first?.replacement == "dark")

        let beyond = errors(screen("          - {value: level, titles: [Ten], values: [10]}", fields: fields))
        #expect(places(beyond) == ["VS0212 11:52"])
    }

    /// control-field-type: a table titles one value of an enumeration or of listed values.
    @Test func aTableNeedsValuesOrCasesAndOneValue() {
        let fields = "level: Int, tags: {type: enum, cases: [news, sport], multiple: true}"
        let untyped = errors(screen("          - {value: level, titles: [One]}", fields: fields))
        #expect(places(untyped) == ["VS0210 11:14"])
        #expect(untyped.first?.message == "value cannot bind 'level' of type Int: a value's 'titles' follow an enumeration's cases, or listed 'values' of the field's type")
        let set = errors(screen("          - {value: tags, titles: [News, Sport]}", fields: fields))
        #expect(places(set) == ["VS0210 11:14"])
        #expect(set.first?.message.hasSuffix("a value's lookup table titles one value, and the field holds a set of cases") == true)
        #expect(errors(screen("          - {value: tags}", fields: fields)).isEmpty)
    }
}
