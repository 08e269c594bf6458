/// Turns libyaml's marks into editor positions.
///
/// libyaml counts Unicode scalars, not bytes, and also breaks lines at NEL, U+2028 and
/// U+2029. For an ASCII file its marks are already right. In other files the byte offset
/// is found from the start of the mark's line, walking the line from the last mark
/// converted in it (marks come in file order, so each line is walked about once); where
/// libyaml's line breaks differ from an editor's, line and column are recomputed from the
/// file's own line table.
struct MarkConverter {
    private let file: SourceFile
    private let report: UTF8Validator.Report
    private let byteCount: Int
    /// The last mark converted in a file that is not all ASCII: its line, column and offset.
    private var cursorLine = -1
    private var cursorColumn = 0
    private var cursorOffset = 0
    /// The last mark converted by scalar index, in a file with Unicode line breaks.
    private var cursorIndex = 0
    private var cursorIndexOffset: Int

    init(file: SourceFile, report: UTF8Validator.Report) {
        self.file = file
        self.report = report
        byteCount = file.bytes.count
        cursorIndexOffset = report.bomLength
    }

    @inline(__always)
    mutating func location(_ mark: LibYAMLMark) -> SourceLocation {
        if report.isASCII {
            // libyaml counts bytes here, and breaks lines only where an editor does: its marks
            // need only the BOM added, so most files' nodes skip the conversion below.
            return SourceLocation(line: mark.line + 1, column: mark.column + 1, offset: min(report.bomLength + mark.index, byteCount))
        }
        if report.hasUnicodeLineBreaks {
            return file.location(atOffset: byteOffset(ofScalarIndex: mark.index))
        }
        return SourceLocation(line: mark.line + 1, column: mark.column + 1, offset: byteOffset(line: mark.line, column: mark.column))
    }

    mutating func range(_ start: LibYAMLMark, _ end: LibYAMLMark) -> SourceRange {
        SourceRange(file: file.sourcePath, start: location(start), end: location(end))
    }

    /// The byte offset of column `column` (in scalars, 0-based) of line `line` (0-based).
    private mutating func byteOffset(line: Int, column: Int) -> Int {
        if line != cursorLine || column < cursorColumn {
            cursorLine = line
            cursorColumn = 0
            cursorOffset = line == 0 ? report.bomLength : file.lineStart(line)
        }
        let offset = offset(after: column - cursorColumn, scalarsFrom: cursorOffset)
        cursorColumn = column
        cursorOffset = offset
        return offset
    }

    /// The byte offset of the scalar numbered `index` after the BOM, for the rare file whose
    /// lines libyaml counts differently: walked from the last such mark, or from the start
    /// of the file for a mark before it.
    private mutating func byteOffset(ofScalarIndex index: Int) -> Int {
        if index < cursorIndex {
            cursorIndex = 0
            cursorIndexOffset = report.bomLength
        }
        let offset = offset(after: index - cursorIndex, scalarsFrom: cursorIndexOffset)
        cursorIndex = index
        cursorIndexOffset = offset
        return offset
    }

    /// The offset `count` Unicode scalars on from `start`, or the end of the file.
    private func offset(after count: Int, scalarsFrom start: Int) -> Int {
        file.bytes.withUnsafeBufferPointer { bytes in
            var offset = start
            var remaining = count
            while remaining > 0, offset < bytes.count {
                offset += 1
                while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                remaining -= 1
            }
            return offset
        }
    }
}
