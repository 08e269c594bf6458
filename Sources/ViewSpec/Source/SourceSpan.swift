/// Where something was written: its file and byte offsets, 12 bytes.
///
/// Every value of the spec model, every YAML node and every diagnostic keeps one, and
/// most never reach a report, so lines and columns are not kept with them: only a report
/// works them out, through a `SourceMap`, and only for the files it shows something of.
public struct SourceSpan: Hashable, Sendable {
    public var file: SourcePath
    private var storedStart: UInt32
    private var storedEnd: UInt32

    /// Byte offset of the first byte, from the start of the file (a UTF-8 BOM included).
    public var startOffset: Int { Int(storedStart) }
    /// Byte offset just past the last byte; never before `startOffset`.
    public var endOffset: Int { Int(storedEnd) }

    public var path: String { file.string }

    /// Offsets are stored in 32 bits and larger ones clamped;
    /// `YAMLLimits.largestReadableFileSize` keeps files well below that (docs/limits.md).
    @inline(__always)
    public init(file: SourcePath, startOffset: Int, endOffset: Int) {
        self.file = file
        storedStart = UInt32(clamping: startOffset)
        storedEnd = UInt32(clamping: max(startOffset, endOffset))
    }

    /// The start of the file at `path`: where a file that could not be read, or one that
    /// holds nothing to point at, is reported.
    public static func startOfFile(_ path: String) -> SourceSpan {
        SourceSpan(file: SourcePath(path), startOffset: 0, endOffset: 0)
    }

    /// An empty span where this one starts.
    public var atStart: SourceSpan { SourceSpan(file: file, startOffset: startOffset, endOffset: startOffset) }
    /// The empty span at its end: where an insertion after it goes.
    public var atEnd: SourceSpan { SourceSpan(file: file, startOffset: endOffset, endOffset: endOffset) }

    /// From where this span starts to where `other`, in the same file, ends.
    public func through(_ other: SourceSpan) -> SourceSpan {
        SourceSpan(file: file, startOffset: startOffset, endOffset: other.endOffset)
    }

    /// From `start` to `end`, offsets in this span's file.
    func sameFile(fromOffset start: Int, toOffset end: Int) -> SourceSpan {
        SourceSpan(file: file, startOffset: start, endOffset: end)
    }
}
