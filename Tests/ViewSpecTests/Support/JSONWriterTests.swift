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
