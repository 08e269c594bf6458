import Testing
@testable import ViewSpec

/// The one place where byte spans become lines and columns: what every report shows.
/// Lines end at LF, CRLF and CR only; a column counts Unicode scalars; a byte order mark is
/// no column.
@Suite struct SourceMapTests {
    private func location(_ offset: Int, in text: String) -> (line: Int, column: Int) {
        location(offset, in: Array(text.utf8))
    }

    private func location(_ offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let file = SourceFile(path: "x.yaml", bytes: bytes)
        let start = SourceMap([file]).range(of: file.span(from: offset, to: offset)).start
        #expect(start.offset == min(offset, bytes.count))
        return (start.line, start.column)
    }

    @Test func lineFeedsStartLines() {
        #expect(location(0, in: "ab\ncd\n") == (1, 1))
        #expect(location(2, in: "ab\ncd\n") == (1, 3), "the line break is the line's last column")
        #expect(location(3, in: "ab\ncd\n") == (2, 1))
        #expect(location(4, in: "ab\ncd\n") == (2, 2))
    }

    @Test func crlfIsOneLineBreak() {
        let text = "ab\r\ncd\r\n"
        #expect(location(2, in: text) == (1, 3))
        #expect(location(3, in: text) == (1, 4), "between CR and LF is still the first line")
        #expect(location(4, in: text) == (2, 1))
        #expect(location(8, in: text) == (3, 1))
    }

    @Test func aLoneCarriageReturnStartsALine() {
        let text = "ab\rcd\re"
        #expect(location(3, in: text) == (2, 1))
        #expect(location(6, in: text) == (3, 1))
    }

    @Test func unicodeLineSeparatorsAreNotLineBreaks() {
        for separator in ["\u{85}", "\u{2028}", "\u{2029}"] {
            let text = "a\(separator)b"
            #expect(location(text.utf8.count - 1, in: text) == (1, 3), "\(separator.unicodeScalars.first!.value)")
        }
    }

    @Test func columnsCountScalarsNotBytes() {
        let text = "é 😀 設定: x\n"
        #expect(location(2, in: text) == (1, 2), "é is two bytes")
        #expect(location(3, in: text) == (1, 3))
        #expect(location(7, in: text) == (1, 4), "😀 is four bytes")
        #expect(location(8, in: text) == (1, 5))
        #expect(location(14, in: text) == (1, 7), "設 and 定 are three bytes each")
    }

    @Test func aByteOrderMarkIsNoColumn() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("ab\ncd".utf8)
        #expect(location(0, in: bytes) == (1, 1))
        #expect(location(3, in: bytes) == (1, 1), "the first character after the mark")
        #expect(location(4, in: bytes) == (1, 2))
        #expect(location(6, in: bytes) == (2, 1))
        let file = SourceFile(path: "bom.yaml", bytes: bytes)
        #expect(SourceMap([file]).lineText(1, of: file.sourcePath) == "ab")
    }

    @Test func theEndOfTheFileIsAfterItsLastCharacter() {
        #expect(location(5, in: "ab\ncd") == (2, 3))
        #expect(location(6, in: "ab\ncd\n") == (3, 1), "after a final line break, a line of its own")
        #expect(location(99, in: "ab\ncd") == (2, 3), "offsets past the end are the end")
        #expect(location(0, in: "") == (1, 1))
    }

    @Test func linesAreTheirTextWithoutTheirBreaks() {
        let file = SourceFile(path: "x.yaml", text: "ab\ncé\r\nd\re")
        let map = SourceMap([file])
        #expect(map.lineCount(of: file.sourcePath) == 4)
        #expect((1...4).map { map.lineText($0, of: file.sourcePath) } == ["ab", "cé", "d", "e"])
        #expect(map.lineText(5, of: file.sourcePath) == "")
        #expect(map.lineText(0, of: file.sourcePath) == "")
    }

    @Test func aRangeHasBothEndsOfItsSpan() {
        let file = SourceFile(path: "x.yaml", text: "key: välue\nnext: 1\n")
        let range = SourceMap([file]).range(of: file.span(from: 5, to: 11))
        #expect(range.path == "x.yaml")
        #expect(range.start == SourceLocation(line: 1, column: 6, offset: 5))
        #expect(range.end == SourceLocation(line: 1, column: 11, offset: 11))
        #expect(range.span == file.span(from: 5, to: 11))
    }

    /// Each span is of its own file, by path; a file the map does not hold is one that could
    /// not be read, reported at its start.
    @Test func spansAreResolvedInTheirOwnFile() {
        let first = SourceFile(path: "a.yaml", text: "a\nb\nc\n")
        let second = SourceFile(path: "b.yaml", text: "abc\n")
        let map = SourceMap([first, second])
        #expect(map.range(of: first.span(from: 4, to: 5)).start.line == 3)
        #expect(map.range(of: second.span(from: 2, to: 3)).start == SourceLocation(line: 1, column: 3, offset: 2))
        let gone = map.range(of: .startOfFile("gone.yaml"))
        #expect((gone.path, gone.start.line, gone.start.column) == ("gone.yaml", 1, 1))
        #expect(map.file(SourcePath("gone.yaml")) == nil)
        #expect(map.lineCount(of: SourcePath("gone.yaml")) == 0)
    }
}
