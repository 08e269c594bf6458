import Foundation

/// The bytes of one input file and the line table that turns byte offsets into
/// line and column.
public final class SourceFile: Sendable {
    /// The path as the user gave it.
    public let path: String
    /// `path`, interned, for the ranges in this file.
    public let sourcePath: SourcePath
    public let bytes: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0] == 0`. Made when first asked
    /// for: an ASCII file that compiles without a diagnostic never needs it, because
    /// libyaml's marks already give its lines and columns.
    private let lazyLineStarts = ComputedOnce<[Int]>()
    /// A UTF-8 byte order mark is not a column an editor shows.
    private let bomLength: Int

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.sourcePath = SourcePath(path)
        self.bytes = bytes
        self.bomLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public var lineCount: Int { lineStarts.count }

    /// The byte offset at which the line at 0-based `index` starts; the end of the file
    /// for an index past the last line.
    func lineStart(_ index: Int) -> Int {
        let lineStarts = lineStarts
        return index < lineStarts.count ? lineStarts[index] : bytes.count
    }

    /// The location of a byte offset; offsets past the end clamp to the end.
    public func location(atOffset offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        let lineStarts = lineStarts
        let lineIndex = Self.lineIndex(containing: offset, in: lineStarts)
        let lineStart = lineIndex == 0 ? min(bomLength, offset) : lineStarts[lineIndex]
        let column = SourceFile.scalarCount(bytes, from: lineStart, to: offset) + 1
        return SourceLocation(line: lineIndex + 1, column: column, offset: offset)
    }

    /// The lines and columns of `span`, a span of this file.
    public func range(of span: SourceSpan) -> SourceRange {
        SourceRange(span).resolved(in: self)
    }

    /// A range between two byte offsets.
    public func range(from start: Int, to end: Int) -> SourceRange {
        SourceRange(file: sourcePath, start: location(atOffset: start), end: location(atOffset: max(start, end)))
    }

    /// The bytes of a 1-based line without its line break.
    public func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        let lineStarts = lineStarts
        guard line >= 1, line <= lineStarts.count else { return [] }
        let start = line == 1 ? bomLength : lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }

    /// The text of a 1-based line, invalid UTF-8 replaced by U+FFFD.
    public func lineText(_ line: Int) -> String {
        String(decoding: lineBytes(line), as: UTF8.self)
    }

    // MARK: - Private

    private var lineStarts: [Int] {
        lazyLineStarts.value { SourceFile.computeLineStarts(bytes) }
    }

    private static func lineIndex(containing offset: Int, in lineStarts: [Int]) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private static func computeLineStarts(_ bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            guard let base = buffer.baseAddress else { return starts }
            let count = buffer.count
            starts.reserveCapacity(count / 32 + 1)
            // Files without a carriage return, nearly all of them, are split at each LF by
            // memchr, which looks at many bytes at a time.
            if memchr(base, 0x0D, count) == nil {
                var offset = 0
                while offset < count, let found = memchr(base + offset, 0x0A, count - offset) {
                    offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                    starts.append(offset)
                }
                return starts
            }
            var index = 0
            while index < count {
                let byte = buffer[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    if index + 1 < count, buffer[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
            return starts
        }
    }

    /// Unicode scalars in `bytes[from..<to]`: every byte that is not a UTF-8 continuation byte.
    static func scalarCount(_ bytes: [UInt8], from: Int, to: Int) -> Int {
        var count = 0
        var index = from
        while index < to {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }
}
