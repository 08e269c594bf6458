import Foundation
import Testing
@testable import ViewSpec

@Suite struct JSONWriterTests {
    @Test func keepsKeyOrderAndIndents() {
        let value: JSONValue = .object([("z", 1), ("a", [true, nil]), ("empty", .object([])), ("list", [])])
        #expect(JSONWriter().string(for: value) == """
            {
              "z": 1,
              "a": [
                true,
                null
              ],
              "empty": {},
              "list": []
            }

            """)
        #expect(JSONWriter(style: .compact).string(for: value) == #"{"z":1,"a":[true,null],"empty":{},"list":[]}"#)
    }

    @Test func inlineLeavesPutsSmallContainersOfPlainValuesOnOneLine() {
        let eight: JSONValue = .array((1...8).map { .int($0) })
        let nine: JSONValue = .array((1...9).map { .int($0) })
        let value: JSONValue = .object([
            ("frame", .object([("x", 0), ("y", 44), ("width", 358), ("height", 44)])),
            ("eight", eight), ("nine", nine),
            ("nested", [.object([("a", nil)]), "b"]),
            ("empty", .object([])), ("list", []),
        ])
        #expect(JSONWriter(style: .inlineLeaves).string(for: value) == """
            {
              "frame": {"x": 0, "y": 44, "width": 358, "height": 44},
              "eight": [1, 2, 3, 4, 5, 6, 7, 8],
              "nine": [
                1,
                2,
                3,
                4,
                5,
                6,
                7,
                8,
                9
              ],
              "nested": [
                {"a": null},
                "b"
              ],
              "empty": {},
              "list": []
            }

            """)
        // A container whose only member is an empty one holds a container, so it is not a leaf.
        #expect(JSONWriter(style: .inlineLeaves).string(for: [[]]) == "[\n  []\n]\n")
        #expect(JSONWriter(style: .inlineLeaves).string(for: .object([("a", "x")])) == "{\"a\": \"x\"}\n")
    }

    @Test func numbersHaveOneSpelling() {
        #expect(JSONWriter.canonicalNumber(1.0) == "1")
        #expect(JSONWriter.canonicalNumber(-0.0) == "0")
        #expect(JSONWriter.canonicalNumber(0.8) == "0.8")
        #expect(JSONWriter.canonicalNumber(1e-7) == "1e-07")
        #expect(JSONWriter.canonicalNumber(.infinity) == "null")
    }

    @Test func stringsAreEscapedAndRoundTrip() throws {
        let tricky = "quote \" backslash \\ newline \n tab \t nul \u{0} bell \u{7} del \u{7F} ls \u{2028} 日本 😀"
        let text = JSONWriter(style: .compact).string(for: .array([.string(tricky)]))
        let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]
        #expect(decoded == [tricky])
        #expect(text.contains("\\u0000"))
        #expect(text.contains("\\u2028"))
    }
}
