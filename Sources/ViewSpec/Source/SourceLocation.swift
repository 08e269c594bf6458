/// A position in a source file as an editor shows it.
///
/// Lines and columns are 1-based. A column counts Unicode scalars (code points) from the
/// start of the line, which is what libyaml counts and what SARIF calls
/// `unicodeCodePoints`. Only LF, CR and CRLF end a line: NEL, U+2028 and U+2029 do not,
/// because editors do not break lines there.
///
/// Every node and every spec value carries two of these, so they are stored in 32 bits
/// each; larger values are clamped, and `YAMLLimits.largestReadableFileSize` keeps files
/// well below them (docs/limits.md).
public struct SourceLocation: Hashable, Comparable, Sendable {
    private var storedLine: UInt32
    private var storedColumn: UInt32
    private var storedOffset: UInt32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// Byte offset from the start of the file (a UTF-8 BOM included).
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = UInt32(clamping: newValue) }
    }

    // Every node's two positions are made here; left to the optimizer, the clamping
    // conversions stayed a call of their own for each.
    @inline(__always)
    public init(line: Int, column: Int, offset: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        storedOffset = UInt32(clamping: offset)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedLine, lhs.storedColumn, lhs.storedOffset) < (rhs.storedLine, rhs.storedColumn, rhs.storedOffset)
    }
}

/// A half-open span of one file: `start` is the first character, `end` the one after the last.
public struct SourceRange: Hashable, Sendable {
    /// The file, by its interned path: ranges are copied with every spec value, and a
    /// path string would be reference counted on every copy.
    public var file: SourcePath
    public var start: SourceLocation
    public var end: SourceLocation

    /// The file's path as the user gave it (never made absolute, so that output does not
    /// depend on the machine).
    public var path: String {
        get { file.string }
        set { file = SourcePath(newValue) }
    }

    public init(file: SourcePath, start: SourceLocation, end: SourceLocation) {
        self.file = file
        self.start = start
        self.end = max(start, end)
    }

    public init(path: String, start: SourceLocation, end: SourceLocation) {
        self.init(file: SourcePath(path), start: start, end: end)
    }

    /// An empty range at `location`.
    public init(path: String, at location: SourceLocation) {
        self.init(path: path, start: location, end: location)
    }

    /// An empty range at `location` in the file of this range.
    public func empty(at location: SourceLocation) -> SourceRange {
        SourceRange(file: file, start: location, end: location)
    }

    /// A range from `start` to `end` in the file of this range.
    public func sameFile(from start: SourceLocation, to end: SourceLocation) -> SourceRange {
        SourceRange(file: file, start: start, end: end)
    }

    /// The range of a whole file that could not be read or parsed at all.
    public static func startOfFile(_ path: String) -> SourceRange {
        SourceRange(path: path, at: SourceLocation(line: 1, column: 1, offset: 0))
    }
}
