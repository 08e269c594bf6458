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

    /// What a plain scalar resolves to, judged from its bytes alone: the tree builder
    /// classifies every plain scalar, and makes a value only of those asked for later.
    enum Classification: Equatable {
        case kind(YAMLDocument.ScalarKind)
        case integerOverflow
    }

    static let standardTagPrefix = "tag:yaml.org,2002:"

    static func resolvePlain(_ text: String) -> Resolution {
        var copy = text
        switch copy.withUTF8({ classifyPlain($0) }) {
        case .kind(let kind): return .value(YAMLDocument.value(of: kind, text: text))
        case .integerOverflow: return .integerOverflow
        }
    }

    static func classifyPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Classification {
        // Names and words, most plain scalars, start with none of the characters that begin
        // a null, a boolean, an infinity, a NaN or a number: they are strings, no more to compare.
        guard let first = bytes.first else { return .kind(.null) }
        switch first {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"),
            UInt8(ascii: "F"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            break
        default:
            return .kind(.string)
        }
        // Each word is compared only with the spellings of the same first letter and length,
        // so a name like 'title' or 'footer' is not compared with two dozen literals.
        switch (first, bytes.count) {
        case (UInt8(ascii: "~"), 1):
            return .kind(.null)
        case (UInt8(ascii: "n"), 4), (UInt8(ascii: "N"), 4):
            if isAnySpelling(bytes, of: "null", "Null", "NULL") { return .kind(.null) }
        case (UInt8(ascii: "t"), 4), (UInt8(ascii: "T"), 4):
            if isAnySpelling(bytes, of: "true", "True", "TRUE") { return .kind(.true) }
        case (UInt8(ascii: "f"), 5), (UInt8(ascii: "F"), 5):
            if isAnySpelling(bytes, of: "false", "False", "FALSE") { return .kind(.false) }
        case (UInt8(ascii: "."), 4), (UInt8(ascii: "+"), 5), (UInt8(ascii: "-"), 5):
            if specialFloat(bytes) != nil { return .kind(.float) }
        default:
            break
        }
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
            || first == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        else { return .kind(.string) }
        switch resolveInteger(utf8: bytes) {
        case .value?: return .kind(.int)
        case .integerOverflow?: return .integerOverflow
        case nil: return isFloat(bytes) ? .kind(.float) : .kind(.string)
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`; nil when the text is none of these.
    static func resolveInteger(_ text: String) -> Resolution? {
        var text = text
        return text.withUTF8 { resolveInteger(utf8: $0) }
    }

    /// A float's value: the core schema's infinities and NaN, the float forms, and for a
    /// `!!float` tag the integer forms too; nil for anything else.
    static func floatValue(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { bytes in
            if let special = specialFloat(bytes) { return special }
            if case .value(.int(let integer))? = resolveInteger(utf8: bytes) { return Double(integer) }
            guard isFloat(bytes) else { return nil }
            return Double(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Read in place: numbers are a good share of a spec's scalars (frames, limits,
    /// defaults), and copying each one's bytes out first cost an allocation apiece.
    private static func resolveInteger(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Resolution? {
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] == UInt8(ascii: "o") || bytes[1] == UInt8(ascii: "x"),
            let resolution = resolveOctalOrHexadecimal(utf8: bytes) {
            return resolution
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

    /// `0o[0-7]+` or `0x[0-9a-fA-F]+`; nil when the text is neither. Out of line: rare in
    /// specs, and parsing through `String` is most of the code.
    @inline(never)
    private static func resolveOctalOrHexadecimal(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Resolution? {
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
        return nil
    }

    /// `.inf`, `+.inf`, `-.inf` and `.nan` in their three capitalizations.
    private static func specialFloat(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let first = bytes.first else { return nil }
        let sign: Double = first == UInt8(ascii: "-") ? -1 : 1
        let word = first == UInt8(ascii: "-") || first == UInt8(ascii: "+") ? UnsafeBufferPointer(rebasing: bytes[1...]) : bytes
        if isAnySpelling(word, of: ".inf", ".Inf", ".INF") { return sign * .infinity }
        if word.count == bytes.count, isAnySpelling(word, of: ".nan", ".NaN", ".NAN") { return .nan }
        return nil
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
    private static func isFloat(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        func skipDigits() -> Int {
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            return index - start
        }
        func skipSign() {
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        }
        skipSign()
        let integerDigits = skipDigits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionDigits = skipDigits()
            if integerDigits == 0 && fractionDigits == 0 { return false }
        } else if integerDigits == 0 {
            return false
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            skipSign()
            if skipDigits() == 0 { return false }
        }
        return index == bytes.count
    }

    /// Three spellings rather than a list: a list would be allocated for every `true`.
    private static func isAnySpelling(_ bytes: UnsafeBufferPointer<UInt8>, of first: StaticString, _ second: StaticString, _ third: StaticString) -> Bool {
        func equals(_ spelling: StaticString) -> Bool {
            UnsafeBufferPointer(start: spelling.utf8Start, count: spelling.utf8CodeUnitCount).hasSameBytes(as: bytes)
        }
        return equals(first) || equals(second) || equals(third)
    }

    /// `tag:yaml.org,2002:str` → `!!str`; other tags unchanged.
    static func shortForm(ofTag tag: String) -> String {
        tag.hasPrefix(standardTagPrefix) ? "!!" + tag.dropFirst(standardTagPrefix.count) : tag
    }
}
