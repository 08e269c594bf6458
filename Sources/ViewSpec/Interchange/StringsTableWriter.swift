import Foundation

/// Writes a `.strings` table deterministically: each entry as `"key" = "value";` on its
/// own line, its comment as `/* … */` on the line before, a blank line between an entry
/// and the next entry's comment; in UTF-8 without a byte order mark, or UTF-16 with one.
///
/// Quotes, backslashes and line breaks are escaped (`\"`, `\\`, `\n`, `\r`, `\t`); other
/// control characters as `\Uhhhh`; everything else is written as itself.
package struct StringsTableWriter: Sendable {
    package var encoding: StringsEncoding

    package init(encoding: StringsEncoding = .utf8) {
        self.encoding = encoding
    }

    package func write(_ table: StringsTable) -> [UInt8] {
        var text = ""
        for (position, entry) in table.entries.enumerated() {
            if let comment = entry.comment {
                if position > 0 { text += "\n" }
                // `*/` would end the comment early.
                text += "/* \(comment.replacingOccurrences(of: "*/", with: "* /")) */\n"
            }
            text += "\"\(Self.escaped(entry.key))\" = \"\(Self.escaped(entry.value))\";\n"
        }
        switch encoding {
        case .utf8:
            return Array(text.utf8)
        case .utf16LittleEndian:
            var bytes: [UInt8] = [0xFF, 0xFE]
            for unit in text.utf16 { bytes += [UInt8(truncatingIfNeeded: unit), UInt8(truncatingIfNeeded: unit >> 8)] }
            return bytes
        case .utf16BigEndian:
            var bytes: [UInt8] = [0xFE, 0xFF]
            for unit in text.utf16 { bytes += [UInt8(truncatingIfNeeded: unit >> 8), UInt8(truncatingIfNeeded: unit)] }
            return bytes
        }
    }

    static func escaped(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                output += "\\U" + String(scalar.value, radix: 16, uppercase: true).zeroPadded(to: 4)
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
