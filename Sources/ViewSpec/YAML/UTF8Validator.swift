/// Checks that a file is UTF-8 text before libyaml sees it, and learns what the mark
/// converter needs to know about it.
///
/// libyaml reports an encoding error with a byte offset only and stops at the first one;
/// checking first gives a precise message (which byte, which encoding the file is really
/// in) and lets libyaml's marks be converted cheaply for the common all-ASCII file.
struct UTF8Validator {
    struct Report {
        /// 3 when the file starts with a UTF-8 byte order mark, else 0.
        var bomLength: Int
        var isASCII: Bool
    }

    enum Problem: Error {
        case wideEncoding(name: String)
        case nulByte(offset: Int)
        /// `bytes` are the invalid sequence as far as it was read: its lead byte and the byte that broke it.
        case invalidSequence(offset: Int, bytes: [UInt8])
        case truncatedSequence(offset: Int)
    }

    static func validate(_ bytes: [UInt8]) -> Result<Report, Problem> {
        if let wide = detectWideEncoding(bytes) { return .failure(.wideEncoding(name: wide)) }
        let bomLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var isASCII = true
        var index = bomLength
        let count = bytes.count
        while index < count {
            index = skipPlainASCII(bytes, from: index)
            guard index < count else { break }
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0 { return .failure(.nulByte(offset: index)) }
                index += 1
                continue
            }
            isASCII = false
            let length: Int
            var lowest: UInt8 = 0x80
            var highest: UInt8 = 0xBF
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowest = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; highest = 0x9F  // no UTF-16 surrogates
            case 0xF0: length = 4; lowest = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; highest = 0x8F  // nothing above U+10FFFF
            default: return .failure(.invalidSequence(offset: index, bytes: [byte]))
            }
            guard index + length <= count else { return .failure(.truncatedSequence(offset: index)) }
            for position in 1..<length {
                let continuation = bytes[index + position]
                let range = position == 1 ? lowest...highest : 0x80...0xBF
                guard range.contains(continuation) else {
                    return .failure(.invalidSequence(offset: index, bytes: Array(bytes[index...(index + position)])))
                }
            }
            index += length
        }
        return .success(Report(bomLength: bomLength, isASCII: isASCII))
    }

    /// The offset of the first byte at or after `start` that is not ASCII or is NUL, eight
    /// bytes at a time: most of a spec is ASCII, and this is where validation spends its time.
    private static func skipPlainASCII(_ bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBytes { buffer in
            var index = start
            let highBits: UInt64 = 0x8080_8080_8080_8080
            let lowBits: UInt64 = 0x0101_0101_0101_0101
            while index + 8 <= buffer.count {
                let word = buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // A byte with its high bit set, or a zero byte (the classic "has zero byte" test).
                if word & highBits != 0 || (word &- lowBits) & ~word & highBits != 0 { break }
                index += 8
            }
            return index
        }
    }

    /// The encoding detection of YAML 1.2 §5.2: a BOM, or the pattern of NUL bytes that
    /// an ASCII first character leaves in UTF-16 and UTF-32.
    private static func detectWideEncoding(_ bytes: [UInt8]) -> String? {
        func at(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
        switch (at(0), at(1), at(2), at(3)) {
        case (0x00, 0x00, 0xFE, 0xFF), (0x00, 0x00, 0x00, .some): return "UTF-32BE"
        case (0xFF, 0xFE, 0x00, 0x00), (.some, 0x00, 0x00, 0x00): return "UTF-32LE"
        case (0xFE, 0xFF, _, _), (0x00, .some, _, _): return "UTF-16BE"
        case (0xFF, 0xFE, _, _), (.some, 0x00, _, _): return "UTF-16LE"
        default: return nil
        }
    }
}
