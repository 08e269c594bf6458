/// Reads a `.strings` table as Foundation does: UTF-8, or UTF-16 in either byte order
/// after a byte order mark (or, without one, when the first character's high byte is
/// zero); `/* */` and `//` comments; keys and values quoted, or unquoted when they are
/// letters, digits and `_$+/:.-`; `"key";` as short for `"key" = "key";`; the escapes
/// `\n \t \r \" \' \\ \a \b \f \v`, octal `\ooo` and `\Uhhhh` (UTF-16 code units, so a
/// pair of them writes a character above U+FFFF). A key given twice is a warning and its
/// last value counts; so is a last entry without its `;`, which Foundation reads too.
///
/// The table is parsed as UTF-8: a UTF-16 file is transcoded first, and its entries'
/// spans and its diagnostics are offsets into that transcoding, which the result hands
/// back as `reportSource`, so lines and columns come out as an editor shows them.
package struct StringsTableReader {
    private let bytes: [UInt8]
    private let file: SourceFile
    private var index = 0
    private var warnings: [Diagnostic] = []

    private init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
    }

    package static func read(_ file: SourceFile, limits: InterchangeLimits = .standard) -> InterchangeReadResult<StringsTable> {
        guard file.bytes.count <= limits.maximumFileSize else {
            let diagnostic = Diagnostic.error(
                .interchangeLimit, "expected a file of at most \(limits.maximumFileSize) bytes, found \(file.bytes.count) bytes", at: .startOfFile(file.path))
            return InterchangeReadResult(value: nil, diagnostics: [diagnostic], reportSource: file)
        }
        // A built app's tables are property lists (Xcode's "binary" strings output).
        if isPropertyList(file.bytes) { return readPropertyList(file, limits: limits) }
        let decoded: (text: SourceFile, encoding: StringsEncoding)
        do {
            decoded = try decode(file)
        } catch {
            return InterchangeReadResult(value: nil, diagnostics: [error.failure.diagnostic], reportSource: error.reportSource)
        }
        var reader = StringsTableReader(file: decoded.text)
        do {
            let entries = try reader.readEntries()
            return InterchangeReadResult(value: StringsTable(entries: entries, encoding: decoded.encoding), diagnostics: reader.warnings, reportSource: decoded.text)
        } catch {
            return InterchangeReadResult(value: nil, diagnostics: reader.warnings + [error.diagnostic], reportSource: decoded.text)
        }
    }

    // MARK: - Property lists

    /// Whether the file is a property list rather than text entries: binary, or XML, whose
    /// `<` cannot start a `.strings` entry.
    private static func isPropertyList(_ bytes: [UInt8]) -> Bool {
        if BinaryPropertyListReader.isBinaryPropertyList(bytes) { return true }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let first = bytes[start...].first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "<")
    }

    /// A table written as a property list, as Foundation reads one: a dictionary of
    /// strings. A value that is no string is reported and skipped.
    private static func readPropertyList(_ file: SourceFile, limits: InterchangeLimits) -> InterchangeReadResult<StringsTable> {
        let read = PropertyListReader.read(file, limits: limits)
        guard let root = read.value else { return InterchangeReadResult(value: nil, diagnostics: read.diagnostics, reportSource: read.reportSource) }
        guard let dictionary = root.dictionary else {
            let diagnostic = Diagnostic.error(
                .stringsTableSyntax, "expected a dictionary of strings at the top of a strings table written as a property list, found <\(root.typeName)>",
                at: root.span)
            return InterchangeReadResult(value: nil, diagnostics: read.diagnostics + [diagnostic], reportSource: read.reportSource)
        }
        var diagnostics = read.diagnostics
        var entries: [StringsEntry] = []
        for entry in dictionary.entries {
            guard let value = entry.value.string else {
                diagnostics.append(.warning(
                    .interchangeContentDropped,
                    "expected a string as the value of '\(PrintableText.escaped(DiagnosticText.shortened(entry.key)))' in a strings table, found <\(entry.value.typeName)>; not read",
                    at: entry.value.span))
                continue
            }
            entries.append(StringsEntry(key: entry.key, value: value, keySpan: entry.keySpan, valueSpan: entry.value.span))
        }
        return InterchangeReadResult(value: StringsTable(entries: entries), diagnostics: diagnostics, reportSource: read.reportSource)
    }

    // MARK: - Encoding

    /// Text that is not in its encoding, and the text the error's span is an offset into.
    private struct DecodingFailure: Error {
        var failure: InterchangeFailure
        var reportSource: SourceFile
    }

    /// The file as UTF-8 text, and the encoding it was in.
    private static func decode(_ file: SourceFile) throws(DecodingFailure) -> (SourceFile, StringsEncoding) {
        let bytes = file.bytes
        let bigEndian: Bool
        let start: Int
        if bytes.starts(with: [0xFF, 0xFE]) {
            (bigEndian, start) = (false, 2)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            (bigEndian, start) = (true, 2)
        } else if bytes.count >= 2, bytes[0] == 0, bytes[1] != 0 {
            (bigEndian, start) = (true, 0)
        } else if bytes.count >= 2, bytes[0] != 0, bytes[1] == 0 {
            (bigEndian, start) = (false, 0)
        } else {
            switch UTF8Validator.validate(bytes) {
            case .success:
                return (file, .utf8)
            case .failure(.wideEncoding(let name)):
                throw DecodingFailure(failure: InterchangeFailure(.stringsTableSyntax, "expected UTF-8 or UTF-16 text, found \(name)", at: .startOfFile(file.path)), reportSource: file)
            case .failure(.nulByte(let offset)):
                throw DecodingFailure(failure: InterchangeFailure(.stringsTableSyntax, "expected a character, found a NUL byte", at: file.span(from: offset, to: offset + 1)), reportSource: file)
            case .failure(.invalidSequence(let offset, _)), .failure(.truncatedSequence(let offset)):
                throw DecodingFailure(failure: InterchangeFailure(
                    .stringsTableSyntax, "expected UTF-8 text (or UTF-16 with a byte order mark), found a byte that is not UTF-8 at byte offset \(offset)",
                    at: file.span(from: offset, to: offset + 1)), reportSource: file)
            }
        }
        var scalars = String.UnicodeScalarView()
        var utf8Count = 0
        var offset = start
        // Errors in UTF-16 are reported where the text read so far ends in the transcoding,
        // the place an editor would show; the message names the file's byte offset.
        func failure(_ message: String) -> DecodingFailure {
            DecodingFailure(
                failure: InterchangeFailure(.stringsTableSyntax, "\(message) (byte offset \(offset))", at: SourceSpan(file: file.sourcePath, startOffset: utf8Count, endOffset: utf8Count)),
                reportSource: SourceFile(path: file.path, bytes: Array(String(scalars).utf8)))
        }
        func unit(at position: Int) -> UInt16 {
            bigEndian ? UInt16(bytes[position]) << 8 | UInt16(bytes[position + 1]) : UInt16(bytes[position + 1]) << 8 | UInt16(bytes[position])
        }
        while offset + 1 < bytes.count {
            let first = unit(at: offset)
            var scalar: Unicode.Scalar?
            if UTF16.isLeadSurrogate(first) {
                guard offset + 3 < bytes.count, UTF16.isTrailSurrogate(unit(at: offset + 2)) else {
                    throw failure("expected a low surrogate after the high surrogate 0x\(String(first, radix: 16, uppercase: true)), found none")
                }
                scalar = Unicode.Scalar(0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(unit(at: offset + 2)) - 0xDC00))
                offset += 4
            } else if UTF16.isTrailSurrogate(first) {
                throw failure("expected UTF-16 text, found the low surrogate 0x\(String(first, radix: 16, uppercase: true)) without a high surrogate before it")
            } else {
                guard first != 0 else { throw failure("expected a character, found a NUL character") }
                scalar = Unicode.Scalar(first)
                offset += 2
            }
            if let scalar {
                scalars.append(scalar)
                utf8Count += UTF8.width(scalar)
            }
        }
        guard offset == bytes.count else {
            throw failure("expected UTF-16 text of whole 2-byte code units, found an odd number of bytes")
        }
        let text = SourceFile(path: file.path, bytes: Array(String(scalars).utf8))
        return (text, bigEndian ? .utf16BigEndian : .utf16LittleEndian)
    }

    // MARK: - Entries

    private mutating func readEntries() throws(InterchangeFailure) -> [StringsEntry] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        var entries: [StringsEntry] = []
        var positions: [String: Int] = [:]
        while true {
            let comment = try skipSpaceAndComments()
            guard index < bytes.count else { return entries }
            let (key, keySpan) = try readString(what: "a key (a quoted string, or letters and digits)")
            _ = try skipSpaceAndComments()
            var value = key
            var valueSpan = keySpan
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                _ = try skipSpaceAndComments()
                (value, valueSpan) = try readString(what: "the value of '\(PrintableText.escaped(DiagnosticText.shortened(key)))' after '='")
                _ = try skipSpaceAndComments()
            }
            if index == bytes.count {
                // Foundation reads a last entry without its semicolon, and real tables have one.
                warnings.append(.warning(
                    .stringsTableSyntax, "expected ';' after the value of '\(PrintableText.escaped(DiagnosticText.shortened(key)))', found the end of the file; the entry is read as if it ended with one",
                    at: file.span(from: valueSpan.endOffset, to: valueSpan.endOffset)))
            } else if bytes[index] != UInt8(ascii: ";") {
                throw expected(value == key && valueSpan == keySpan ? "'=' or ';' after the key '\(PrintableText.escaped(DiagnosticText.shortened(key)))'" : "';' after the value of '\(PrintableText.escaped(DiagnosticText.shortened(key)))'")
            }
            index = min(index + 1, bytes.count)
            let entry = StringsEntry(key: key, value: value, comment: comment, keySpan: keySpan, valueSpan: valueSpan)
            if let position = positions[key] {
                warnings.append(.warning(
                    .interchangeDuplicateKey, "expected each key once in a strings table, found '\(PrintableText.escaped(key))' again; this value replaces the first", at: keySpan,
                    notes: [Diagnostic.Note("the key is first given here", at: entries[position].keySpan)]))
                entries[position].value = value
                entries[position].valueSpan = valueSpan
            } else {
                positions[key] = entries.count
                entries.append(entry)
            }
        }
    }

    /// Skips white space and comments; returns the comments' texts.
    private mutating func skipSpaceAndComments() throws(InterchangeFailure) -> String? {
        var comments: [String] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                guard index + 1 < bytes.count else {
                    index = bytes.count
                    throw InterchangeFailure(.stringsTableSyntax, "expected '*/' closing the comment, found the end of the file", at: file.span(from: start, to: start + 2))
                }
                comments.append(String(decoding: bytes[(start + 2)..<index], as: UTF8.self).trimmingXMLWhiteSpace())
                index += 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                let start = index + 2
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
                comments.append(String(decoding: bytes[start..<index], as: UTF8.self).trimmingXMLWhiteSpace())
            } else {
                break
            }
        }
        // Runs of `//` lines often start and end with an empty one.
        let joined = comments.joined(separator: "\n").trimmingXMLWhiteSpace()
        return comments.isEmpty ? nil : joined
    }

    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: false
        }
    }

    private mutating func readString(what: String) throws(InterchangeFailure) -> (String, SourceSpan) {
        guard index < bytes.count else { throw expected(what) }
        let start = index
        if Self.isUnquotedCharacter(bytes[index]) {
            while index < bytes.count, Self.isUnquotedCharacter(bytes[index]) { index += 1 }
            return (String(decoding: bytes[start..<index], as: UTF8.self), file.span(from: start, to: index))
        }
        guard bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { throw expected(what) }
        let quote = bytes[index]
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard index < bytes.count else {
                throw InterchangeFailure(.stringsTableSyntax, "expected the closing quote of the string, found the end of the file", at: file.span(from: start, to: start + 1))
            }
            let byte = bytes[index]
            if byte == quote {
                flushRun(index)
                index += 1
                return (String(scalars), file.span(from: start, to: index))
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            flushRun(index)
            let escapeStart = index
            index += 1
            guard index < bytes.count else { continue }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "a"): scalars.append("\u{07}")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "v"): scalars.append("\u{0B}")
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                    value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                // Octal escapes name bytes of the NeXTSTEP encoding; ASCII is all they are used for.
                guard let scalar = Unicode.Scalar(value), value < 0x80 else {
                    throw InterchangeFailure(.stringsTableSyntax, "expected an octal escape of an ASCII character (at most \\177), found '\(String(decoding: bytes[escapeStart..<index], as: UTF8.self))'; write other characters as themselves or as \\Uhhhh", at: file.span(from: escapeStart, to: index))
                }
                scalars.append(scalar)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                let unit = try hexUnit(escapeStart: escapeStart)
                if UTF16.isLeadSurrogate(unit) {
                    let pairStart = index
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "U") || bytes[index + 1] == UInt8(ascii: "u") else {
                        throw InterchangeFailure(.stringsTableSyntax, "expected a '\\Uhhhh' low surrogate after the high surrogate \\U\(String(unit, radix: 16, uppercase: true)), found \(FoundText.character(in: bytes, at: index))", at: file.span(from: escapeStart, to: index))
                    }
                    index += 2
                    let low = try hexUnit(escapeStart: pairStart)
                    guard UTF16.isTrailSurrogate(low), let scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)) else {
                        throw InterchangeFailure(.stringsTableSyntax, "expected a low surrogate (\\UDC00 to \\UDFFF) after the high surrogate \\U\(String(unit, radix: 16, uppercase: true)), found \\U\(String(low, radix: 16, uppercase: true))", at: file.span(from: pairStart, to: index))
                    }
                    scalars.append(scalar)
                } else if let scalar = Unicode.Scalar(unit) {
                    scalars.append(scalar)
                } else {
                    throw InterchangeFailure(.stringsTableSyntax, "expected a character, found the low surrogate \\U\(String(unit, radix: 16, uppercase: true)) without a high surrogate before it", at: file.span(from: escapeStart, to: index))
                }
            default:
                // `\"`, `\'`, `\\`, and any other character escaped: the character itself.
                index = escapeStart + 1
                runStart = index
                index += 1
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
                continue
            }
            runStart = index
        }
    }

    /// One to four hexadecimal digits after `\U`.
    private mutating func hexUnit(escapeStart: Int) throws(InterchangeFailure) -> UInt16 {
        var value: UInt16 = 0
        var digits = 0
        while digits < 4, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
            value = value << 4 | UInt16(digit)
            index += 1
            digits += 1
        }
        guard digits > 0 else {
            throw InterchangeFailure(.stringsTableSyntax, "expected hexadecimal digits after '\\U', found \(FoundText.character(in: bytes, at: index))", at: file.span(from: escapeStart, to: index))
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// At the end of the file the span is empty there: there is no character to underline.
    private func expected(_ what: String) -> InterchangeFailure {
        InterchangeFailure(
            .stringsTableSyntax, "expected \(what), found \(FoundText.character(in: bytes, at: index))",
            at: file.span(from: index, to: min(index + 1, bytes.count)))
    }
}
