import ViewSpec

/// Converts between the byte offsets of a document's UTF-8 text, which the compiler's
/// ranges carry, and LSP positions in the agreed encoding. Every conversion of the server
/// goes through here, so that how the compiler says where something is can change in one
/// place.
///
/// Lines end at LF, CR or CRLF, as they do for the compiler and for LSP. A UTF-8 byte order
/// mark at the start is not counted: editors do not show it, and the compiler's columns
/// leave it out too.
struct DocumentPositions: Sendable {
    let bytes: [UInt8]
    let encoding: PositionEncoding
    /// Byte offset at which each line starts.
    private let lineStarts: LineStarts
    private let bomLength: Int

    init(bytes: [UInt8], encoding: PositionEncoding) {
        self.bytes = bytes
        self.encoding = encoding
        self.bomLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        lineStarts = LineStarts(of: bytes)
    }

    var lineCount: Int { lineStarts.count }

    /// The range of a diagnostic, note or fix-it of this document.
    func range(of range: SourceRange) -> Range {
        self.range(from: range.start.offset, to: range.end.offset)
    }

    /// The range of a span of the spec model in this document.
    func range(of span: SourceSpan) -> Range {
        range(from: span.startOffset, to: span.endOffset)
    }

    func range(from start: Int, to end: Int) -> Range {
        Range(start: position(ofOffset: start), end: position(ofOffset: max(start, end)))
    }

    /// The position of a byte offset; an offset inside a UTF-8 sequence counts as the
    /// start of it, and one past the end as the end.
    func position(ofOffset offset: Int) -> Position {
        let offset = min(max(offset, 0), bytes.count)
        let line = lineIndex(containing: offset)
        let start = lineContentStart(line)
        var character = 0
        var index = start
        while index < offset {
            let length = PositionEncoding.sequenceLength(bytes[index])
            if index + length > offset { break }
            character += encoding.units(ofScalarStartingWith: bytes[index])
            index += length
        }
        return Position(line: line, character: character)
    }

    /// The byte offset of a position. A line past the end is the end of the document; a
    /// character past the end of its line is the end of the line; one inside a scalar (half
    /// of a surrogate pair, a byte inside a sequence) is the start of that scalar.
    func offset(of position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let end = lineContentEnd(position.line)
        var index = lineContentStart(position.line)
        var character = 0
        while index < end, character < position.character {
            let units = encoding.units(ofScalarStartingWith: bytes[index])
            if character + units > position.character { break }
            character += units
            index += PositionEncoding.sequenceLength(bytes[index])
        }
        return min(index, end)
    }

    /// The 0-based line holding `offset`.
    func lineIndex(containing offset: Int) -> Int {
        lineStarts.line(containing: offset)
    }

    /// Where the text of the 0-based `line` starts: after a byte order mark on the first.
    func lineContentStart(_ line: Int) -> Int {
        line == 0 ? min(bomLength, bytes.count) : lineStarts[line]
    }

    /// Where the text of the 0-based `line` ends, before its line break.
    func lineContentEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        while end > lineContentStart(line), bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }
}
