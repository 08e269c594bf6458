import Foundation
import Testing
@testable import ViewSpec

@Suite struct JSONParserTests {
    @Test func readsBackWhatTheWriterWrites() throws {
        let value: JSONValue = .object([
            ("z", 1), ("a", [true, false, nil]), ("float", .double(0.8)), ("big", .double(1e20)), ("negative", -3),
            ("text", "quote \" slash \\ newline \n nul \u{0} ls \u{2028} 日本 😀"), ("empty", .object([])), ("list", []),
        ])
        for style in [JSONWriter.Style.pretty, .compact] {
            #expect(try JSONParser().parse(JSONWriter(style: style).string(for: value)) == value)
        }
    }

    @Test func keepsKeyOrderAndTellsIntegersFromNumbers() throws {
        let value = try JSONParser().parse(#"{"b": 1, "a": 1.5, "c": 2e3, "d": -0, "e": 12345678901234567890}"#)
        guard case .object(let members) = value else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.0) == ["b", "a", "c", "d", "e"])
        #expect(value["b"] == .int(1))
        #expect(value["a"] == .double(1.5))
        #expect(value["c"] == .double(2000))
        #expect(value["d"] == .int(0))
        #expect(value["e"] == .double(Double("12345678901234567890")!))
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        #expect(try JSONParser().parse(#""a\u00e9\ud83d\ude00\/\b\f\n\r\t""#) == .string("aé😀/\u{08}\u{0C}\n\r\t"))
    }

    @Test(arguments: [
        "", "{", "[1,]", "{\"a\" 1}", "01", "1.", "-", "1e", "tru", "\"\\x\"", "\"\\ud800\"", "\"a\u{01}\"", "1 2", "{\"a\": 1,}",
    ])
    func rejectsMalformedInput(_ text: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONParser().parse(text) }
    }

    @Test func rejectsInvalidUTF8InStrings() {
        #expect(throws: JSONParser.Failure.self) { try JSONParser().parse([0x22, 0xFF, 0x22]) }
    }

    @Test func refusesDeepNesting() throws {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(throws: JSONParser.Failure.self) { try JSONParser().parse(deep) }
        #expect(try JSONParser(maxDepth: 700).parse(deep) != .null)
    }
}
