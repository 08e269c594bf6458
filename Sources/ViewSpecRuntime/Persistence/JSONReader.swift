/// Reads a model file's JSON (RFC 8259), refusing what `JSONDecoder` lets through.
///
/// `JSONDecoder` keeps the first of two values for one key and never looks at the second,
/// so `"volume": 0.25, "volume": 5` would load 0.25 without a word, and a file edited by
/// hand or by another tool could say one thing to a reader and another to the store. A
/// repeated key is refused here, as are trailing commas and anything else RFC 8259 does
/// not allow. Numbers are read as `JSONDecoder` reads them: one that is a whole number
/// within `Int` becomes `.int` (`5`, `5.0`, `5e0`), any other finite one `.double`.
struct JSONReader {
    enum Failure: Error, Equatable {
        /// Not JSON, cut short, or nested too deep.
        case malformed
        /// An object holds `key` more than once.
        case repeatedKey(String)
    }

    /// Deeper input is refused rather than risking the stack on a hostile file.
    static let maximumDepth = 512

    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        // A byte order mark is allowed before the text, as JSONDecoder allows it.
        var reader = JSONReader(bytes: bytes, position: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.position == bytes.count else { throw .malformed }
        return value
    }

    private let bytes: [UInt8]
    private var position: Int

    private init(bytes: [UInt8], position: Int) {
        self.bytes = bytes
        self.position = position
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        guard current == byte else { throw .malformed }
        position += 1
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < Self.maximumDepth else { throw .malformed }
        switch current {
        case UInt8(ascii: "{")?: return try object(depth: depth)
        case UInt8(ascii: "[")?: return try array(depth: depth)
        case UInt8(ascii: "\"")?: return .string(try string())
        case UInt8(ascii: "t")?: return try literal("true", .bool(true))
        case UInt8(ascii: "f")?: return try literal("false", .bool(false))
        case UInt8(ascii: "n")?: return try literal("null", .null)
        case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte): return try number()
        default: throw .malformed
        }
    }

    private mutating func literal(_ text: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        for byte in text.utf8 { try expect(byte) }
        return value
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        var keys = Set<String>()
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw .malformed }
            let key = try string()
            guard keys.insert(key).inserted else { throw .repeatedKey(key) }
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            members.append((key, try value(depth: depth + 1)))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
                continue
            }
            try expect(UInt8(ascii: "}"))
            // Members are listed by key, whatever order the file wrote them in.
            return .object(members.sorted { $0.key < $1.key })
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
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
            if current == UInt8(ascii: ",") {
                position += 1
                continue
            }
            try expect(UInt8(ascii: "]"))
            return .array(elements)
        }
    }

    private mutating func string() throws(Failure) -> String {
        position += 1
        var text = String.UnicodeScalarView()
        var runStart = position
        func flushRun(upTo end: Int) throws(Failure) {
            guard runStart < end else { return }
            guard let run = String(validating: bytes[runStart..<end], as: UTF8.self) else { throw .malformed }
            text.append(contentsOf: run.unicodeScalars)
        }
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                try flushRun(upTo: position)
                position += 1
                return String(text)
            case UInt8(ascii: "\\"):
                try flushRun(upTo: position)
                position += 1
                text.append(try escape())
                runStart = position
            case 0x00..<0x20:
                throw .malformed
            default:
                position += 1
            }
        }
        throw .malformed
    }

    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        guard let byte = current else { throw .malformed }
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
            let unit = try hexUnit()
            if (0xD800...0xDBFF).contains(unit) {
                // A high surrogate must be followed by an escaped low one.
                try expect(UInt8(ascii: "\\"))
                try expect(UInt8(ascii: "u"))
                let low = try hexUnit()
                guard (0xDC00...0xDFFF).contains(low), let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) else {
                    throw .malformed
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(unit) else { throw .malformed }
            return scalar
        default:
            throw .malformed
        }
    }

    private mutating func hexUnit() throws(Failure) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw .malformed }
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw .malformed
            }
            unit = unit << 4 | UInt32(digit)
            position += 1
        }
        return unit
    }

    private mutating func number() throws(Failure) -> JSONValue {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        guard let first = current, (0x30...0x39).contains(first) else { throw .malformed }
        position += 1
        // No leading zeros: "01" is not a number.
        if first != 0x30 { skipDigits() }
        var isInteger = true
        if current == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard try skipRequiredDigits() else { throw .malformed }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard try skipRequiredDigits() else { throw .malformed }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .int(integer) }
        guard let number = Double(text), number.isFinite else { throw .malformed }
        if let integer = Int(exactly: number) { return .int(integer) }
        return .double(number)
    }

    private mutating func skipDigits() {
        while let byte = current, (0x30...0x39).contains(byte) { position += 1 }
    }

    /// Skips one or more digits; false when there is none.
    private mutating func skipRequiredDigits() throws(Failure) -> Bool {
        let start = position
        skipDigits()
        return position > start
    }
}
