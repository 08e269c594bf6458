/// The bytes of one input file, as read.
///
/// Where a diagnostic's bytes are on which line and column is a report's concern: a
/// `SourceMap` of the files works it out, and only for the files it reports on.
public final class SourceFile: Sendable {
    /// The path as the user gave it.
    public let path: String
    /// `path`, interned, for the spans in this file.
    public let sourcePath: SourcePath
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.sourcePath = SourcePath(path)
        self.bytes = bytes
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The span from byte offset `start` to `end` of this file.
    func span(from start: Int, to end: Int) -> SourceSpan {
        SourceSpan(file: sourcePath, startOffset: start, endOffset: end)
    }
}
