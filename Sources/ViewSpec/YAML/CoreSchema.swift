/// Resolution of scalars by the YAML 1.2 core schema (YAML 1.2.2 §10.3.2).
///
/// Only `true` and `false` (in three capitalizations) are booleans: the YAML 1.1 words
/// `yes`, `no`, `on`, `off`, `y` and `n` stay strings ("the Norway problem"). A leading
/// zero does not make a number octal: `010` is ten, octal is written `0o10`.
enum CoreSchema {
    enum Resolution: Equatable {
        case value(YAMLScalar.Value)
        /// Looks like an integer but does not fit in 64 bits.
        case integerOverflow
    }

    static let standardTagPrefix = "tag:yaml.org,2002:"

    static func resolvePlain(_ text: String) -> Resolution {
        var copy = text
        return copy.withUTF8 { resolvePlain(text, utf8: $0) }
    }

    /// `text` resolved, read through `utf8`, its UTF-8 bytes: the tree builder has them at
    /// hand for every plain scalar.
    static func resolvePlain(_ text: String, utf8 bytes: UnsafeBufferPointer<UInt8>) -> Resolution {
        // Names and words, most plain scalars, start with none of the characters that begin
        // a null, a boolean, an infinity, a NaN or a number: they are strings, no more to compare.
        guard let first = bytes.first else { return .value(.null) }
        switch first {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"),
            UInt8(ascii: "F"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            break
        default:
            return .value(.string(text))
        }
        // Each word is compared only with the spellings of the same first letter and length,
        // so a name like 'title' or 'footer' is not compared with two dozen literals.
        switch (first, bytes.count) {
        case (UInt8(ascii: "~"), 1):
            return .value(.null)
        case (UInt8(ascii: "n"), 4), (UInt8(ascii: "N"), 4):
            if text == "null" || text == "Null" || text == "NULL" { return .value(.null) }
        case (UInt8(ascii: "t"), 4), (UInt8(ascii: "T"), 4):
            if text == "true" || text == "True" || text == "TRUE" { return .value(.bool(true)) }
        case (UInt8(ascii: "f"), 5), (UInt8(ascii: "F"), 5):
            if text == "false" || text == "False" || text == "FALSE" { return .value(.bool(false)) }
        case (UInt8(ascii: "."), 4):
            if text == ".inf" || text == ".Inf" || text == ".INF" { return .value(.float(.infinity)) }
            if text == ".nan" || text == ".NaN" || text == ".NAN" { return .value(.float(.nan)) }
        case (UInt8(ascii: "+"), 5):
            if text == "+.inf" || text == "+.Inf" || text == "+.INF" { return .value(.float(.infinity)) }
        case (UInt8(ascii: "-"), 5):
            if text == "-.inf" || text == "-.Inf" || text == "-.INF" { return .value(.float(-.infinity)) }
        default:
            break
        }
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
            || first == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        else { return .value(.string(text)) }
        if let integer = resolveInteger(utf8: bytes) { return integer }
        if isFloat(text), let number = Double(text) { return .value(.float(number)) }
        return .value(.string(text))
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`; nil when the text is none of these.
    static func resolveInteger(_ text: String) -> Resolution? {
        var text = text
        return text.withUTF8 { resolveInteger(utf8: $0) }
    }

    /// Read in place: numbers are a good share of a spec's scalars (frames, limits,
    /// defaults), and copying each one's bytes out first cost an allocation apiece.
    private static func resolveInteger(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Resolution? {
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            let digits = UnsafeBufferPointer(rebasing: bytes[2...])
            func parsed(radix: Int) -> Resolution {
                Int(String(decoding: digits, as: UTF8.self), radix: radix).map { .value(.int($0)) } ?? .integerOverflow
            }
            if bytes[1] == UInt8(ascii: "o"), digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "7")).contains($0) }) {
                return parsed(radix: 8)
            }
            if bytes[1] == UInt8(ascii: "x"), digits.allSatisfy({ $0 < 128 && Character(Unicode.Scalar($0)).isHexDigit }) {
                return parsed(radix: 16)
            }
        }
        var index = 0
        let isNegative = bytes.first == UInt8(ascii: "-")
        if isNegative || bytes.first == UInt8(ascii: "+") { index = 1 }
        guard index < bytes.count else { return nil }
        var magnitude: UInt64 = 0
        var overflows = false
        while index < bytes.count {
            let byte = bytes[index]
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (shifted, shiftOverflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, sumOverflow) = shifted.addingReportingOverflow(UInt64(byte &- UInt8(ascii: "0")))
            overflows = overflows || shiftOverflow || sumOverflow
            magnitude = sum
            index += 1
        }
        let limit = isNegative ? UInt64(Int.max) + 1 : UInt64(Int.max)
        guard !overflows, magnitude <= limit else { return .integerOverflow }
        return .value(.int(isNegative ? Int(truncatingIfNeeded: 0 &- magnitude) : Int(magnitude)))
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
    static func isFloat(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        func skipDigits() -> Int {
            let count = bytes.prefix(while: isDigit).count
            bytes = bytes.dropFirst(count)
            return count
        }
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let integerDigits = skipDigits()
        var fractionDigits = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fractionDigits = skipDigits()
            if integerDigits == 0 && fractionDigits == 0 { return false }
        } else if integerDigits == 0 {
            return false
        }
        if let exponent = bytes.first, exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            if skipDigits() == 0 { return false }
        }
        return bytes.isEmpty
    }

    /// `tag:yaml.org,2002:str` → `!!str`; other tags unchanged.
    static func shortForm(ofTag tag: String) -> String {
        tag.hasPrefix(standardTagPrefix) ? "!!" + tag.dropFirst(standardTagPrefix.count) : tag
    }
}
