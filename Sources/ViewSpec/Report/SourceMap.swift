import Foundation

/// Where the bytes of a run's files are on which line and column: the one place where
/// the spans that diagnostics, the YAML tree and the spec model carry become the lines
/// and columns a report shows.
///
/// Each file's table of line starts is made the first time a span of that file is
/// resolved, so that files nothing is reported in never have one worked out: a clean
/// project of a thousand files reports without reading them again.
public struct SourceMap: Sendable {
    private let files: [SourcePath: LineTable]

    /// A map of `sources`; of two files with the same path, the first.
    public init(_ sources: some Sequence<SourceFile>) {
        var files: [SourcePath: LineTable] = [:]
        files.reserveCapacity(sources.underestimatedCount)
        for source in sources where files[source.sourcePath] == nil {
            files[source.sourcePath] = LineTable(source)
        }
        self.files = files
    }

    /// The lines and columns of `span`. A span of a file the map was not given, one that
    /// could not be read, is at its start: such a file is only ever reported there.
    public func range(of span: SourceSpan) -> SourceRange {
        // Reporting moves what is found in an alias's expansion to the alias; a span still
        // in one is shown where its text is written.
        if let expansion = span.file.aliasExpansion {
            return range(of: SourceSpan(file: expansion.file, startOffset: span.startOffset, endOffset: span.endOffset))
        }
        guard let table = files[span.file] else {
            let start = SourceLocation(line: 1, column: 1, offset: 0)
            return SourceRange(file: span.file, start: start, end: start)
        }
        return SourceRange(file: span.file, start: table.location(atOffset: span.startOffset), end: table.location(atOffset: span.endOffset))
    }

    /// The file read from `path`, if the map holds it.
    public func file(_ path: SourcePath) -> SourceFile? {
        files[path]?.source
    }

    /// How many lines the file at `path` has; 0 for a file the map does not hold.
    public func lineCount(of path: SourcePath) -> Int {
        files[path]?.lineCount ?? 0
    }

    /// The text of 1-based line `line` of the file at `path`, without its line break (or, on
    /// the first line, a byte order mark), invalid UTF-8 replaced by U+FFFD; empty for a
    /// line or file the map does not hold.
    public func lineText(_ line: Int, of path: SourcePath) -> String {
        String(decoding: lineBytes(line, of: path), as: UTF8.self)
    }

    /// The bytes of `lineText(_:of:)`.
    func lineBytes(_ line: Int, of path: SourcePath) -> ArraySlice<UInt8> {
        files[path]?.lineBytes(line) ?? []
    }
}

/// One file's line starts, worked out when first asked for.
private final class LineTable: Sendable {
    let source: SourceFile
    /// A UTF-8 byte order mark is not a column an editor shows.
    private let bomLength: Int
    private let lazyLineStarts = ComputedOnce<LineStarts>()

    init(_ source: SourceFile) {
        self.source = source
        bomLength = source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    var lineCount: Int { lineStarts.count }

    /// The location of a byte offset; offsets past the end clamp to the end.
    func location(atOffset offset: Int) -> SourceLocation {
        let bytes = source.bytes
        let offset = min(max(offset, 0), bytes.count)
        let lineStarts = lineStarts
        let lineIndex = lineStarts.line(containing: offset)
        let lineStart = lineIndex == 0 ? min(bomLength, offset) : lineStarts[lineIndex]
        let column = Self.scalarCount(bytes, from: lineStart, to: offset) + 1
        return SourceLocation(line: lineIndex + 1, column: column, offset: offset)
    }

    /// The bytes of a 1-based line without its line break.
    func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        let bytes = source.bytes
        let lineStarts = lineStarts
        guard line >= 1, line <= lineStarts.count else { return [] }
        let start = line == 1 ? bomLength : lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }

    private var lineStarts: LineStarts {
        lazyLineStarts.value { LineStarts(of: source.bytes) }
    }

    /// Unicode scalars in `bytes[from..<to]`: every byte that is not a UTF-8 continuation byte.
    private static func scalarCount(_ bytes: [UInt8], from: Int, to: Int) -> Int {
        var count = 0
        var index = from
        while index < to {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }
}
