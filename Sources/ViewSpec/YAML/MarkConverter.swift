/// Turns libyaml's marks into byte offsets of the file.
///
/// libyaml counts Unicode scalars, not bytes, and its lines (which also break at NEL,
/// U+2028 and U+2029) are not an editor's; only a mark's scalar index is used. For an
/// ASCII file that index is the byte offset after the byte order mark. In other files the
/// offset is found by walking the bytes from the last mark converted, forwards or back:
/// marks come in file order, so each byte is walked about once.
struct MarkConverter {
    private let file: SourceFile
    private let report: UTF8Validator.Report
    private let byteCount: Int
    /// The last mark converted in a file that is not all ASCII: its scalar index after the
    /// byte order mark, and its byte offset.
    private var cursorIndex = 0
    private var cursorOffset: Int

    init(file: SourceFile, report: UTF8Validator.Report) {
        self.file = file
        self.report = report
        byteCount = file.bytes.count
        cursorOffset = report.bomLength
    }

    /// The byte offset of `mark`, at most the end of the file.
    @inline(__always)
    mutating func offset(_ mark: LibYAMLMark) -> Int {
        // libyaml counts bytes in an ASCII file: its marks need only the BOM added, so most
        // files' nodes skip the walk below.
        if report.isASCII { return min(report.bomLength + mark.index, byteCount) }
        return byteOffset(ofScalarIndex: mark.index)
    }

    /// The span from `start` to `end`.
    mutating func span(_ start: LibYAMLMark, _ end: LibYAMLMark) -> SourceSpan {
        let startOffset = offset(start)
        return file.span(from: startOffset, to: offset(end))
    }

    /// The byte offset of the scalar numbered `index` after the BOM, walked from the last
    /// mark converted; the end of the file for an index past it.
    private mutating func byteOffset(ofScalarIndex index: Int) -> Int {
        let bomLength = report.bomLength
        let (reached, offset) = file.bytes.withUnsafeBufferPointer { bytes in
            var reached = cursorIndex
            var offset = cursorOffset
            while reached < index, offset < bytes.count {
                offset += 1
                while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                reached += 1
            }
            // Back to an earlier mark (an error's context, say): UTF-8 marks where each
            // scalar starts, so the walk back needs no table either.
            while reached > index, offset > bomLength {
                offset -= 1
                while offset > bomLength, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
                reached -= 1
            }
            return (reached, offset)
        }
        cursorIndex = reached
        cursorOffset = offset
        return offset
    }
}
