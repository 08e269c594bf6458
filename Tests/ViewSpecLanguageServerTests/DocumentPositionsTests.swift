import Testing
@testable import ViewSpecLanguageServer

/// Byte offsets and LSP positions, in each encoding.
@Suite struct DocumentPositionsTests {
    // "a😀é\r\nb" : a (1 byte), 😀 (4 bytes, 2 UTF-16 units), é (2 bytes), CRLF, b.
    private static let bytes = Array("a😀é\r\nb".utf8)

    @Test(arguments: [(PositionEncoding.utf8, [0, 1, 5, 7]), (.utf16, [0, 1, 3, 4]), (.utf32, [0, 1, 2, 3])])
    func charactersCountTheEncodingsUnits(_ encoding: PositionEncoding, _ characters: [Int]) {
        let positions = DocumentPositions(bytes: Self.bytes, encoding: encoding)
        for (offset, character) in zip([0, 1, 5, 7], characters) {
            #expect(positions.position(ofOffset: offset) == Position(line: 0, character: character))
            #expect(positions.offset(of: Position(line: 0, character: character)) == offset)
        }
        #expect(positions.position(ofOffset: 9) == Position(line: 1, character: 0), "CRLF ends the line")
        #expect(positions.offset(of: Position(line: 1, character: 1)) == 10)
    }

    @Test func positionsOutsideTheTextAreClamped() {
        let positions = DocumentPositions(bytes: Self.bytes, encoding: .utf16)
        #expect(positions.offset(of: Position(line: 0, character: 99)) == 7, "the end of the line, before its break")
        #expect(positions.offset(of: Position(line: 9, character: 0)) == Self.bytes.count)
        #expect(positions.offset(of: Position(line: -1, character: 0)) == 0)
        #expect(positions.offset(of: Position(line: 0, character: 2)) == 1, "half of a surrogate pair is its start")
        #expect(positions.position(ofOffset: 3) == Position(line: 0, character: 1), "inside a sequence is its start")
        #expect(positions.position(ofOffset: 99) == Position(line: 1, character: 1))
    }

    @Test func aByteOrderMarkIsNoCharacterAndInvalidBytesAreOneEach() {
        let positions = DocumentPositions(bytes: [0xEF, 0xBB, 0xBF, 0x61, 0xFF, 0x62, 0x0D, 0x63], encoding: .utf16)
        #expect(positions.position(ofOffset: 3) == Position(line: 0, character: 0))
        #expect(positions.position(ofOffset: 5) == Position(line: 0, character: 2))
        #expect(positions.position(ofOffset: 7) == Position(line: 1, character: 0), "a lone CR ends a line")
    }
}
