/// Where a value of the spec model was written: its file and byte offsets, 12 bytes.
///
/// Every value of the spec model keeps one, and most never reach a diagnostic, so lines
/// and columns are not kept with them: a `SourceRange` holding them is 28 bytes, and
/// with one in every located value they were most of the model's memory. A diagnostic
/// made from a span holds its offsets until the compilation gives it its lines and
/// columns from the file (`SourceRange.resolved(in:)`), which only files with a
/// diagnostic ever have to work out.
public struct SourceSpan: Hashable, Sendable {
    public var file: SourcePath
    private var storedStart: UInt32
    private var storedEnd: UInt32

    /// Byte offset of the first byte, from the start of the file (a UTF-8 BOM included).
    public var startOffset: Int { Int(storedStart) }
    /// Byte offset just past the last byte; never before `startOffset`.
    public var endOffset: Int { Int(storedEnd) }

    public var path: String { file.string }

    public init(file: SourcePath, startOffset: Int, endOffset: Int) {
        self.file = file
        storedStart = UInt32(clamping: startOffset)
        storedEnd = UInt32(clamping: max(startOffset, endOffset))
    }

    /// The span of `range`, without its lines and columns.
    public init(_ range: SourceRange) {
        self.init(file: range.file, startOffset: range.start.offset, endOffset: range.end.offset)
    }

    /// An empty span where this one starts.
    public var atStart: SourceSpan { SourceSpan(file: file, startOffset: startOffset, endOffset: startOffset) }

    /// From where this span starts to where `other`, in the same file, ends.
    public func through(_ other: SourceSpan) -> SourceSpan {
        SourceSpan(file: file, startOffset: startOffset, endOffset: other.endOffset)
    }

    /// From `start` to `end`, offsets in this span's file.
    func sameFile(fromOffset start: Int, toOffset end: Int) -> SourceSpan {
        SourceSpan(file: file, startOffset: start, endOffset: end)
    }
}

extension SourceRange {
    /// A range whose lines and columns are not known yet, only its offsets: what a
    /// diagnostic made from a span holds until the compilation resolves it.
    public init(_ span: SourceSpan) {
        self.init(
            file: span.file, start: SourceLocation(unresolvedOffset: span.startOffset),
            end: SourceLocation(unresolvedOffset: span.endOffset))
    }

    /// Whether the lines and columns are known (a range made from a span is not, until
    /// resolved).
    public var isResolved: Bool { start.isResolved && end.isResolved }

    /// This range with its lines and columns worked out from `file`'s text, if they were
    /// not known; a range of another file is returned as it is.
    public func resolved(in file: SourceFile) -> SourceRange {
        guard !isResolved, file.sourcePath == self.file else { return self }
        return SourceRange(file: self.file, start: file.location(atOffset: start.offset), end: file.location(atOffset: end.offset))
    }

    /// `resolved(in:)` in whichever of `files` (by path) this range is of.
    func resolved(in files: [SourcePath: SourceFile]) -> SourceRange {
        files[file].map(resolved(in:)) ?? self
    }
}

extension SourceLocation {
    /// A location known by its offset only; line and column 0, which no resolved location has.
    init(unresolvedOffset offset: Int) {
        self.init(line: 0, column: 0, offset: offset)
    }

    var isResolved: Bool { line > 0 }
}

extension Diagnostic {
    /// Whether a range, note or fix-it was made from a span and lacks its line and column.
    var hasUnresolvedRanges: Bool {
        !range.isResolved || notes.contains { !$0.range.isResolved } || fixIts.contains { !$0.range.isResolved }
    }

    /// This diagnostic with the lines and columns of its range, notes and fix-its in
    /// `file` worked out, where they were made from spans.
    func resolved(in file: SourceFile) -> Diagnostic {
        resolvingRanges { $0.resolved(in: file) }
    }

    /// The same for the files of `files`, by path.
    func resolved(in files: [SourcePath: SourceFile]) -> Diagnostic {
        resolvingRanges { $0.resolved(in: files) }
    }

    private func resolvingRanges(_ resolve: (SourceRange) -> SourceRange) -> Diagnostic {
        guard hasUnresolvedRanges else { return self }
        var diagnostic = self
        diagnostic.range = resolve(range)
        diagnostic.notes = notes.map { Note($0.message, at: resolve($0.range)) }
        diagnostic.fixIts = fixIts.map { fixIt in
            var resolved = fixIt
            resolved.range = resolve(fixIt.range)
            return resolved
        }
        return diagnostic
    }
}
