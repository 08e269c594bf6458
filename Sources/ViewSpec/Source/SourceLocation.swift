/// A position in a source file as an editor shows it: always worked out from the file's
/// text by a `SourceMap`, so its line and column are never missing or guessed.
///
/// Lines and columns are 1-based. A column counts Unicode scalars (code points) from the
/// start of the line, which is what libyaml counts and what SARIF calls
/// `unicodeCodePoints`. Only LF, CR and CRLF end a line: NEL, U+2028 and U+2029 do not,
/// because editors do not break lines there.
public struct SourceLocation: Hashable, Comparable, Sendable {
    public let line: Int
    public let column: Int
    /// Byte offset from the start of the file (a UTF-8 BOM included).
    public let offset: Int

    init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column, lhs.offset) < (rhs.line, rhs.column, rhs.offset)
    }
}

/// A half-open range of one file with its lines and columns: `start` is the first
/// character, `end` the one after the last. What a report shows of a `SourceSpan`; only a
/// `SourceMap` makes one, so a range is never half worked out.
public struct SourceRange: Hashable, Sendable {
    /// The file, by its interned path.
    public let file: SourcePath
    public let start: SourceLocation
    public let end: SourceLocation

    /// The file's path as the user gave it (never made absolute, so that output does not
    /// depend on the machine).
    public var path: String { file.string }

    /// The bytes this range covers, without their lines and columns.
    public var span: SourceSpan { SourceSpan(file: file, startOffset: start.offset, endOffset: end.offset) }

    init(file: SourcePath, start: SourceLocation, end: SourceLocation) {
        self.file = file
        self.start = start
        self.end = max(start, end)
    }
}
