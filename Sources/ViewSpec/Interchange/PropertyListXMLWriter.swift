/// Writes a property list as Core Foundation's `CFPropertyListCreateData` writes XML, byte
/// for byte where it can: the XML declaration and Apple's DOCTYPE, one element per line
/// indented with tabs, `<key>` before each value, empty collections as `<dict/>` and
/// `<array/>`, Base64 data in lines of at most 76 characters counting 8 per tab of
/// indentation, reals with 17 significant digits (`0.0`, `nan`, `+infinity`,
/// `-infinity` for the special ones), dates as `YYYY-MM-DDTHH:MM:SSZ`.
///
/// Three deliberate differences, so that what is written reads back equal: a carriage
/// return in a string is written `&#13;` (written raw, XML readers turn it into a line
/// feed), a negative zero real is written `-0.0` (Core Foundation writes `0.0`, which
/// reads back as positive zero), and text XML cannot hold at all (C0 controls other than
/// tab, LF and CR, U+FFFE and U+FFFF) makes `write` fail instead of producing a file no
/// parser reads. So does a date that `YYYY-MM-DDTHH:MM:SSZ` cannot hold (a fraction of a
/// second, a year outside 0 to 9999, which a binary property list may hold), where Core
/// Foundation writes another date: the whole second before it, or the nearest it can.
package struct PropertyListXMLWriter: Sendable {
    package enum KeyOrder: Sendable {
        /// Keys sorted by their UTF-16 code units, as Core Foundation writes them.
        case sorted
        /// Keys in the dictionary's order, as read or built.
        case asGiven
    }

    package var keyOrder: KeyOrder

    package init(keyOrder: KeyOrder = .sorted) {
        self.keyOrder = keyOrder
    }

    package struct UnwritableValue: Error, Equatable, CustomStringConvertible {
        /// The dictionary keys and array indexes from the top value to the value.
        package var path: [String]
        package var problem: Problem

        package enum Problem: Equatable {
            /// A string or key holds this scalar, which XML cannot hold.
            case character(UInt32)
            /// A date, in seconds since 2001-01-01 00:00:00 UTC, that reads back as another
            /// when written `YYYY-MM-DDTHH:MM:SSZ`.
            case date(Double)
        }

        package var description: String {
            let place = path.isEmpty ? "the top" : path.joined(separator: "/")
            switch problem {
            case .character(let scalar):
                return "the text at \(place) holds U+\(String(scalar, radix: 16, uppercase: true).zeroPadded(to: 4)), which XML cannot hold"
            case .date(let seconds):
                return "the date at \(place), \(seconds) seconds from 2001-01-01, is not a whole second of the years 0 to 9999, the only dates XML can hold"
            }
        }
    }

    package static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    /// The file's bytes.
    package func write(_ value: PropertyList) throws(UnwritableValue) -> [UInt8] {
        var output: [UInt8] = Array(Self.header.utf8)
        var path: [String] = []
        try append(value, indentation: 0, path: &path, to: &output)
        output += Array("</plist>\n".utf8)
        return output
    }

    private func append(_ value: PropertyList, indentation: Int, path: inout [String], to output: inout [UInt8]) throws(UnwritableValue) {
        indent(indentation, &output)
        switch value.content {
        case .dictionary(let dictionary):
            guard dictionary.count > 0 else {
                output += Array("<dict/>\n".utf8)
                return
            }
            output += Array("<dict>\n".utf8)
            let entries = keyOrder == .sorted ? dictionary.entries.sorted { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) } : dictionary.entries
            for entry in entries {
                path.append(entry.key)
                indent(indentation + 1, &output)
                output += Array("<key>".utf8)
                try appendEscaped(entry.key, path: path, to: &output)
                output += Array("</key>\n".utf8)
                try append(entry.value, indentation: indentation + 1, path: &path, to: &output)
                path.removeLast()
            }
            indent(indentation, &output)
            output += Array("</dict>\n".utf8)
        case .array(let values):
            guard !values.isEmpty else {
                output += Array("<array/>\n".utf8)
                return
            }
            output += Array("<array>\n".utf8)
            for (position, element) in values.enumerated() {
                path.append(String(position))
                try append(element, indentation: indentation + 1, path: &path, to: &output)
                path.removeLast()
            }
            indent(indentation, &output)
            output += Array("</array>\n".utf8)
        case .string(let text):
            output += Array("<string>".utf8)
            try appendEscaped(text, path: path, to: &output)
            output += Array("</string>\n".utf8)
        case .integer(let integer):
            output += Array("<integer>\(integer)</integer>\n".utf8)
        case .real(let real):
            output += Array("<real>\(Self.realText(real))</real>\n".utf8)
        case .bool(let flag):
            output += Array(flag ? "<true/>\n".utf8 : "<false/>\n".utf8)
        case .date(let seconds):
            // Whole seconds of the years 0–9999 only: the text of any other date (its second
            // rounded down, or none) reads back as another.
            guard let text = PropertyListDate.text(secondsSinceReferenceDate: seconds),
                PropertyListDate.secondsSinceReferenceDate(parsing: text)?.bitPattern == seconds.bitPattern
            else { throw UnwritableValue(path: path, problem: .date(seconds)) }
            output += Array("<date>\(text)</date>\n".utf8)
        case .data(let bytes):
            output += Array("<data>\n".utf8)
            appendBase64(bytes, indentation: indentation, to: &output)
            indent(indentation, &output)
            output += Array("</data>\n".utf8)
        }
    }

    /// Core Foundation's `%.*g` with 17 digits (`DBL_DIG + 2`), which reads back exactly;
    /// a negative zero keeps its sign, which Core Foundation's `0.0` would lose.
    static func realText(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "+infinity" : "-infinity" }
        if value == 0 { return value.sign == .minus ? "-0.0" : "0.0" }
        return CFormat.general(value, significantDigits: 17)
    }

    /// `_XMLPlistAppendDataUsingBase64`: a line is flushed as soon as it holds at least
    /// 76 − 8 × indentation characters (indentation counted up to 8), so a line may be one
    /// character longer than that.
    private func appendBase64(_ bytes: [UInt8], indentation: Int, to output: inout [UInt8]) {
        let table = Base64.alphabet
        let level = min(indentation, 8)
        let lineLength = 76 - 8 * level
        var line: [UInt8] = []
        func flush() {
            indent(level, &output)
            output += line
            output.append(0x0A)
            line.removeAll(keepingCapacity: true)
        }
        for position in bytes.indices {
            let byte = bytes[position]
            switch position % 3 {
            case 0:
                line.append(table[Int(byte >> 2)])
            case 1:
                line.append(table[Int((bytes[position - 1] << 4 | byte >> 4) & 0x3F)])
            default:
                line.append(table[Int((bytes[position - 1] << 2 | byte >> 6) & 0x3F)])
                line.append(table[Int(byte & 0x3F)])
            }
            if line.count >= lineLength { flush() }
        }
        switch bytes.count % 3 {
        case 1:
            line.append(table[Int((bytes[bytes.count - 1] << 4) & 0x30)])
            line += [UInt8(ascii: "="), UInt8(ascii: "=")]
        case 2:
            line.append(table[Int((bytes[bytes.count - 1] << 2) & 0x3C)])
            line.append(UInt8(ascii: "="))
        default:
            break
        }
        if !line.isEmpty { flush() }
    }

    private func appendEscaped(_ text: String, path: [String], to output: inout [UInt8]) throws(UnwritableValue) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": output += Array("&lt;".utf8)
            case ">": output += Array("&gt;".utf8)
            case "&": output += Array("&amp;".utf8)
            case "\r": output += Array("&#13;".utf8)
            default:
                guard MarkupReader.isXMLCharacter(scalar) else { throw UnwritableValue(path: path, problem: .character(scalar.value)) }
                output += Array(String(scalar).utf8)
            }
        }
    }

    private func indent(_ level: Int, _ output: inout [UInt8]) {
        output += repeatElement(0x09, count: level)
    }
}
