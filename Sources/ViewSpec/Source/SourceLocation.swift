/// A position in a source file as an editor shows it.
///
/// Lines and columns are 1-based. A column counts Unicode scalars (code points) from the
/// start of the line, which is what libyaml counts and what SARIF calls
/// `unicodeCodePoints`. Only LF, CR and CRLF end a line: NEL, U+2028 and U+2029 do not,
/// because editors do not break lines there.
public struct SourceLocation: Hashable, Comparable, Sendable {
    public var line: Int
    public var column: Int
    /// Byte offset from the start of the file (a UTF-8 BOM included).
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column, lhs.offset) < (rhs.line, rhs.column, rhs.offset)
    }
}

/// A half-open span of one file: `start` is the first character, `end` the one after the last.
public struct SourceRange: Hashable, Sendable {
    /// The file's path as the user gave it (never made absolute, so that output does not
    /// depend on the machine).
    public var path: String
    public var start: SourceLocation
    public var end: SourceLocation

    public init(path: String, start: SourceLocation, end: SourceLocation) {
        self.path = path
        self.start = start
        self.end = max(start, end)
    }

    /// An empty range at `location`.
    public init(path: String, at location: SourceLocation) {
        self.init(path: path, start: location, end: location)
    }

    /// The range of a whole file that could not be read or parsed at all.
    public static func startOfFile(_ path: String) -> SourceRange {
        SourceRange(path: path, at: SourceLocation(line: 1, column: 1, offset: 0))
    }
}
