import Foundation

/// Reads the messages of LSP's base protocol from a file descriptor: header fields, an
/// empty line, then `Content-Length` bytes of JSON.
///
/// Limits, so that no input makes the server wait for ever or hold unbounded memory: a
/// header is at most `maximumHeaderSize` bytes, a message at most `maximumContentLength`;
/// a message over the limit is read past and reported, not kept.
final class MessageReader {
    enum Event: Equatable {
        case message([UInt8])
        /// Bytes that are not a message: what was wrong with them. Reading goes on after them.
        case malformed(String)
        case endOfInput
    }

    static let maximumHeaderSize = 8 * 1024
    /// Four times the largest spec file the compiler reads by default: a whole document,
    /// escaped as JSON, fits.
    static let maximumContentLength = 64 * 1024 * 1024

    private let fileDescriptor: Int32
    private let maximumContentLength: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var reachedEnd = false

    init(fileDescriptor: Int32, maximumContentLength: Int = MessageReader.maximumContentLength) {
        self.fileDescriptor = fileDescriptor
        self.maximumContentLength = maximumContentLength
    }

    func next() -> Event {
        while true {
            guard let (headerEnd, bodyStart) = findEndOfHeader() else {
                if buffer.count - start > Self.maximumHeaderSize {
                    start = buffer.count
                    compact()
                    return .malformed("a message header longer than \(Self.maximumHeaderSize) bytes")
                }
                if reachedEnd {
                    let rest = buffer[start...]
                    start = buffer.count
                    if rest.contains(where: { !Self.isWhitespace($0) }) { return .malformed("the input ended inside a message header") }
                    return .endOfInput
                }
                fill()
                continue
            }
            let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
            start = bodyStart
            switch Self.contentLength(of: header) {
            case .failure(let problem):
                return .malformed(problem.reason)
            case .success(let length) where length > maximumContentLength:
                skip(length)
                return .malformed("a message of \(length) bytes, more than the limit of \(maximumContentLength)")
            case .success(let length):
                while buffer.count - start < length, !reachedEnd { fill() }
                guard buffer.count - start >= length else {
                    start = buffer.count
                    return .malformed("the input ended inside a message of \(length) bytes")
                }
                let body = Array(buffer[start..<start + length])
                start += length
                compact()
                return .message(body)
            }
        }
    }

    struct HeaderProblem: Error {
        var reason: String
    }

    /// The `Content-Length` of a header; a `Content-Type` other than JSON in UTF-8 is refused.
    static func contentLength(of header: String) -> Result<Int, HeaderProblem> {
        var length: Int?
        for line in header.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }) {
            guard let colon = line.firstIndex(of: ":") else { return .failure(HeaderProblem(reason: "a header line without ':'")) }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch name {
            case "content-length":
                guard let number = Int(value), number >= 0 else { return .failure(HeaderProblem(reason: "a Content-Length that is not a length")) }
                length = number
            case "content-type":
                let lowered = value.lowercased().replacingOccurrences(of: " ", with: "")
                if lowered.contains("charset="), !lowered.contains("charset=utf-8"), !lowered.contains("charset=utf8") {
                    return .failure(HeaderProblem(reason: "a Content-Type other than UTF-8"))
                }
            default:
                continue
            }
        }
        guard let length else { return .failure(HeaderProblem(reason: "a message header without Content-Length")) }
        return .success(length)
    }

    // MARK: - Private

    /// Where the header starting at `start` ends and its body begins, once an empty line
    /// (CRLF CRLF, or LF LF from a lenient client) has been read.
    private func findEndOfHeader() -> (Int, Int)? {
        // Blank lines between messages are skipped.
        while start < buffer.count, buffer[start] == 0x0D || buffer[start] == 0x0A { start += 1 }
        var index = start
        while index < buffer.count {
            if buffer[index] == 0x0A {
                var next = index + 1
                if next < buffer.count, buffer[next] == 0x0D { next += 1 }
                if next < buffer.count, buffer[next] == 0x0A { return (index, next + 1) }
            }
            index += 1
        }
        return nil
    }

    private func skip(_ count: Int) {
        var remaining = count
        while remaining > 0 {
            if start >= buffer.count {
                if reachedEnd { return }
                fill()
                continue
            }
            let taken = min(remaining, buffer.count - start)
            start += taken
            remaining -= taken
            compact()
        }
    }

    private func fill() {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return
            }
            if count < 0, errno == EINTR { continue }
            reachedEnd = true
            return
        }
    }

    private func compact() {
        guard start > 64 * 1024 || start == buffer.count else { return }
        buffer.removeSubrange(0..<start)
        start = 0
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
}

/// Writes messages of LSP's base protocol to a file descriptor.
final class MessageWriter {
    struct Failure: Error {
        var reason: String
    }

    private let fileDescriptor: Int32

    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    func write(_ body: [UInt8]) throws(Failure) {
        try writeAll(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    private func writeAll(_ bytes: [UInt8]) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Foundation.write(fileDescriptor, base + offset, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                throw Failure(reason: String(cString: strerror(errno)))
            }
        }
    }
}
