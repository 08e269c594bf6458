/// Turns libyaml's marks into editor positions.
///
/// libyaml counts Unicode scalars, not bytes, and also breaks lines at NEL, U+2028 and
/// U+2029. For an ASCII file its marks are already right; otherwise the byte offset comes
/// from a table of every 64th scalar's offset, and where libyaml's line breaks differ from
/// an editor's the line and column are recomputed from the file's own line table.
struct MarkConverter {
    private static let checkpointSpacing = 64

    private let file: SourceFile
    private let report: UTF8Validator.Report
    /// Copied out of `file` and `report`: every node's range reads them.
    private let path: SourcePath
    private let byteCount: Int
    /// Byte offset of scalar number `k * checkpointSpacing`, counted after the BOM.
    private let checkpoints: [Int]
    /// The last scalar index converted and its byte offset: marks mostly come in file
    /// order, so the next one is usually a few scalars further on.
    private var cursorIndex = 0
    private var cursorOffset = 0

    init(file: SourceFile, report: UTF8Validator.Report) {
        self.file = file
        self.report = report
        path = file.sourcePath
        byteCount = file.bytes.count
        if report.isASCII {
            checkpoints = []
        } else {
            var table: [Int] = []
            table.reserveCapacity(file.bytes.count / Self.checkpointSpacing + 1)
            var scalarIndex = 0
            for offset in report.bomLength..<file.bytes.count where file.bytes[offset] & 0xC0 != 0x80 {
                if scalarIndex % Self.checkpointSpacing == 0 { table.append(offset) }
                scalarIndex += 1
            }
            checkpoints = table
        }
        cursorOffset = report.bomLength
    }

    mutating func location(_ mark: LibYAMLMark) -> SourceLocation {
        if report.isASCII {
            // libyaml counts bytes here, and breaks lines only where an editor does: its marks
            // need only the BOM added, so most files' nodes skip the conversion below.
            return SourceLocation(line: mark.line + 1, column: mark.column + 1, offset: min(report.bomLength + mark.index, byteCount))
        }
        let offset = byteOffset(ofScalarIndex: mark.index)
        if report.hasUnicodeLineBreaks {
            return file.location(atOffset: offset)
        }
        return SourceLocation(line: mark.line + 1, column: mark.column + 1, offset: offset)
    }

    mutating func range(_ start: LibYAMLMark, _ end: LibYAMLMark) -> SourceRange {
        SourceRange(file: path, start: location(start), end: location(end))
    }

    /// The byte offset of a mark in a file that is not all ASCII.
    private mutating func byteOffset(ofScalarIndex index: Int) -> Int {
        let checkpoint = index / Self.checkpointSpacing
        guard checkpoint < checkpoints.count else { return byteCount }
        var offset = checkpoints[checkpoint]
        var remaining = index - checkpoint * Self.checkpointSpacing
        if cursorIndex <= index, index - cursorIndex < remaining {
            offset = cursorOffset
            remaining = index - cursorIndex
        }
        let bytes = file.bytes
        while remaining > 0, offset < bytes.count {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        cursorIndex = index
        cursorOffset = offset
        return offset
    }
}
