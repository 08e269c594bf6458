#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths as the rest of ViewSpec holds them, in a `String`, without losing a byte.
///
/// A file name on Linux is any bytes but `/` and NUL, and need not be UTF-8. A `String`
/// made from such bytes the usual way replaces what is not UTF-8 with U+FFFD, so the file
/// it names can no longer be opened ("No such file or directory"). Here each byte that is
/// not part of valid UTF-8 is held instead as one code point of its own, U+10FF00 plus the
/// byte (U+10FF80 to U+10FFFF, the end of a private-use plane no file name uses), and
/// turned back into that byte whenever the path is handed to the system. A name that
/// holds those code points as real UTF-8 has them held byte by byte as well, so every
/// byte string maps to one text and back to exactly the same bytes.
///
/// Reports show such a byte as `\xNN` (`displayed(_:)`); generated file names write it
/// `%XX` (`DocumentNaming.fileStem(forFileName:)`).
public enum FilePathText {
    /// The text of a path read from the system: argv, a directory entry, the working directory.
    public static func string(fromCString path: UnsafePointer<CChar>) -> String {
        string(fromBytes: UnsafeBufferPointer(start: UnsafeRawPointer(path).assumingMemoryBound(to: UInt8.self), count: strlen(path)))
    }

    /// The text of a path given as its bytes.
    public static func string<Bytes: Collection<UInt8>>(fromBytes bytes: Bytes) -> String {
        // Nearly every path is valid UTF-8 without the escape range, which decodes as usual.
        if let text = String(validating: bytes, as: UTF8.self), !text.unicodeScalars.contains(where: isEscape) { return text }
        let bytes = Array(bytes)
        var text = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = scalar(in: bytes, at: index), !isEscape(scalar) {
                text.append(scalar)
                index += length
            } else {
                text.append(escape(bytes[index]))
                index += 1
            }
        }
        return String(text)
    }

    /// The bytes the system knows the path by.
    public static func bytes(of path: String) -> [UInt8] {
        guard mayHoldEscapes(path) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if isEscape(scalar) {
                bytes.append(UInt8(scalar.value - escapeBase))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Calls `body` with the path as the system knows it, NUL-terminated.
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        guard mayHoldEscapes(path) else { return try path.withCString(body) }
        var bytes = bytes(of: path).map { CChar(bitPattern: $0) }
        bytes.append(0)
        return try bytes.withUnsafeBufferPointer { buffer in
            // A buffer that ends in a NUL is never empty, so it has an address.
            guard let base = buffer.baseAddress else { return try "".withCString(body) }
            return try body(base)
        }
    }

    /// The path as a report shows it: each byte that is not UTF-8 written `\xNN` (upper-case hex).
    public static func displayed(_ path: String) -> String {
        guard mayHoldEscapes(path) else { return path }
        var text = ""
        for scalar in path.unicodeScalars {
            if isEscape(scalar) {
                text += "\\x" + hexByte(UInt8(scalar.value - escapeBase))
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// Whether `scalar` stands for one byte of a name that is not UTF-8; `byte(of:)` gives it.
    public static func isEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= escapeBase + 0x80 && scalar.value <= escapeBase + 0xFF
    }

    /// The byte an escape scalar stands for; nil for any other scalar.
    public static func byte(of scalar: Unicode.Scalar) -> UInt8? {
        isEscape(scalar) ? UInt8(scalar.value - escapeBase) : nil
    }

    /// The type of what `path` names once links are followed (`S_IFREG`, `S_IFDIR`, ...);
    /// nil when it names nothing.
    public static func fileType(of path: String) -> mode_t? {
        var status = stat()
        guard withCString(path, { stat($0, &status) }) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// Whether `path` names a directory, links followed.
    public static func isDirectory(_ path: String) -> Bool {
        fileType(of: path) == S_IFDIR
    }

    /// The path of the working directory, nil when it cannot be found (removed, or too long).
    public static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        return buffer.withUnsafeMutableBufferPointer { pointer -> String? in
            guard let base = pointer.baseAddress, getcwd(base, pointer.count) != nil else { return nil }
            return string(fromCString: base)
        }
    }

    // MARK: - Private

    private static let escapeBase: UInt32 = 0x10_FF00

    private static func escape(_ byte: UInt8) -> Unicode.Scalar {
        // U+10FF80 to U+10FFFF are all scalars.
        Unicode.Scalar(escapeBase + UInt32(byte)) ?? "\u{FFFD}"
    }

    /// Escape scalars are 4 bytes in UTF-8, starting F4 8F: a text without an F4 byte holds none.
    private static func mayHoldEscapes(_ path: String) -> Bool {
        path.utf8.contains(0xF4)
    }

    /// The scalar of the well-formed UTF-8 sequence at `index` and its length; nil when the
    /// bytes there are not one.
    private static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length: Int
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0: length = 3; lowest = 0xA0; value = UInt32(lead & 0x0F)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xED: length = 3; highest = 0x9F; value = UInt32(lead & 0x0F)
        case 0xF0: length = 4; lowest = 0x90; value = UInt32(lead & 0x07)
        case 0xF1...0xF3: length = 4; value = UInt32(lead & 0x07)
        case 0xF4: length = 4; highest = 0x8F; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for position in 1..<length {
            let continuation = bytes[index + position]
            let range = position == 1 ? lowest...highest : 0x80...0xBF
            guard range.contains(continuation) else { return nil }
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        return Unicode.Scalar(value).map { ($0, length) }
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
