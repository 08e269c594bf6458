@testable import ViewSpec

/// Reads JSON text (RFC 8259) into a `JSONValue`, keeping object keys in the order written.
///
/// The tests compare what ViewSpec writes (layouts, SARIF, schemas) as values, key order
/// included, and `JSONSerialization` neither keeps key order nor tells `true` from `1` on
/// Linux. Integers without a fraction or exponent that fit an `Int` become `.int`; every
/// other number becomes `.double`.
struct JSONParser: Sendable {
    struct Failure: Error, Equatable, CustomStringConvertible {
        var message: String
        /// Byte offset of the problem in the input.
        var offset: Int

        var description: String { "\(message) at byte \(offset)" }
    }

    /// Deeper input is refused rather than risking the stack on a hostile file.
    var maxDepth: Int

    init(maxDepth: Int = 512) {
        self.maxDepth = maxDepth
    }

    func parse(_ text: String) throws(Failure) -> JSONValue {
        try parse(Array(text.utf8))
    }

    func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var cursor = Cursor(bytes: bytes, maxDepth: maxDepth)
        cursor.skipWhitespace()
        let value = try cursor.value(depth: 0)
        cursor.skipWhitespace()
        guard cursor.atEnd else { throw cursor.failure("unexpected text after the JSON value") }
        return value
    }

    private struct Cursor {
        let bytes: [UInt8]
        let maxDepth: Int
        var position = 0

        init(bytes: [UInt8], maxDepth: Int) {
            self.bytes = bytes
            self.maxDepth = maxDepth
        }

        var atEnd: Bool { position >= bytes.count }
        var current: UInt8? { atEnd ? nil : bytes[position] }

        func failure(_ message: String) -> Failure { Failure(message: message, offset: position) }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
        }

        mutating func expect(_ literal: String, _ value: JSONValue) throws(Failure) -> JSONValue {
            for byte in literal.utf8 {
                guard current == byte else { throw failure("expected '\(literal)'") }
                position += 1
            }
            return value
        }

        mutating func value(depth: Int) throws(Failure) -> JSONValue {
            guard depth < maxDepth else { throw failure("nested deeper than \(maxDepth) levels") }
            switch current {
            case UInt8(ascii: "{")?: return try object(depth: depth)
            case UInt8(ascii: "[")?: return try array(depth: depth)
            case UInt8(ascii: "\"")?: return .string(try string())
            case UInt8(ascii: "t")?: return try expect("true", .bool(true))
            case UInt8(ascii: "f")?: return try expect("false", .bool(false))
            case UInt8(ascii: "n")?: return try expect("null", .null)
            case let byte? where byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39): return try number()
            case nil: throw failure("unexpected end of input")
            default: throw failure("unexpected character")
            }
        }

        mutating func object(depth: Int) throws(Failure) -> JSONValue {
            position += 1
            var members: [(String, JSONValue)] = []
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\"") else { throw failure("expected a string key") }
                let key = try string()
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw failure("expected ':'") }
                position += 1
                skipWhitespace()
                members.append((key, try value(depth: depth + 1)))
                skipWhitespace()
                switch current {
                case UInt8(ascii: ",")?: position += 1
                case UInt8(ascii: "}")?:
                    position += 1
                    return .object(members)
                default: throw failure("expected ',' or '}'")
                }
            }
        }

        mutating func array(depth: Int) throws(Failure) -> JSONValue {
            position += 1
            var elements: [JSONValue] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                position += 1
                return .array(elements)
            }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                switch current {
                case UInt8(ascii: ",")?: position += 1
                case UInt8(ascii: "]")?:
                    position += 1
                    return .array(elements)
                default: throw failure("expected ',' or ']'")
                }
            }
        }

        mutating func string() throws(Failure) -> String {
            position += 1
            var scalars = String.UnicodeScalarView()
            var runStart = position
            func flushRun(upTo end: Int) throws(Failure) {
                guard end > runStart else { return }
                guard let text = String(validating: bytes[runStart..<end], as: UTF8.self) else {
                    throw Failure(message: "invalid UTF-8 in a string", offset: runStart)
                }
                scalars.append(contentsOf: text.unicodeScalars)
            }
            var escaped = false
            while true {
                guard let byte = current else { throw failure("unterminated string") }
                switch byte {
                case UInt8(ascii: "\""):
                    // Most strings have no escape: they are their bytes, validated once.
                    if !escaped {
                        guard let text = String(validating: bytes[runStart..<position], as: UTF8.self) else {
                            throw Failure(message: "invalid UTF-8 in a string", offset: runStart)
                        }
                        position += 1
                        return text
                    }
                    try flushRun(upTo: position)
                    position += 1
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    escaped = true
                    try flushRun(upTo: position)
                    position += 1
                    scalars.append(try escape())
                    runStart = position
                case 0x00..<0x20:
                    throw failure("control character in a string")
                default:
                    position += 1
                }
            }
        }

        mutating func escape() throws(Failure) -> Unicode.Scalar {
            guard let byte = current else { throw failure("unterminated escape") }
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                let first = try hexQuad()
                if (0xD800..<0xDC00).contains(first) {
                    guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
                        throw failure("unpaired surrogate")
                    }
                    position += 2
                    let second = try hexQuad()
                    guard (0xDC00..<0xE000).contains(second) else { throw failure("unpaired surrogate") }
                    return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
                }
                guard let scalar = Unicode.Scalar(first) else { throw failure("unpaired surrogate") }
                return scalar
            default:
                throw failure("invalid escape")
            }
        }

        mutating func hexQuad() throws(Failure) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current, let digit = Self.hexDigit(byte) else { throw failure("expected four hex digits") }
                value = value * 16 + digit
                position += 1
            }
            return value
        }

        static func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case 0x30...0x39: UInt32(byte - 0x30)
            case 0x41...0x46: UInt32(byte - 0x41 + 10)
            case 0x61...0x66: UInt32(byte - 0x61 + 10)
            default: nil
            }
        }

        mutating func number() throws(Failure) -> JSONValue {
            let start = position
            func digits() -> Int {
                let before = position
                while let byte = current, byte >= 0x30 && byte <= 0x39 { position += 1 }
                return position - before
            }
            if current == UInt8(ascii: "-") { position += 1 }
            let integerStart = position
            let integerDigits = digits()
            guard integerDigits > 0 else { throw failure("expected a digit") }
            if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
                throw Failure(message: "leading zero in a number", offset: integerStart)
            }
            var integral = true
            if current == UInt8(ascii: ".") {
                integral = false
                position += 1
                guard digits() > 0 else { throw failure("expected a digit after '.'") }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                integral = false
                position += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
                guard digits() > 0 else { throw failure("expected a digit in the exponent") }
            }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            if integral, let integer = Int(text) { return .int(integer) }
            guard let double = Double(text), double.isFinite else { throw Failure(message: "number out of range", offset: start) }
            return .double(double)
        }
    }
}
