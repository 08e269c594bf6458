/// Strings written back as YAML scalars, for fix-its: whatever the string, the loader
/// reads the scalar back as exactly that string, as a key or a value, in a block or a flow
/// collection.
///
/// Characters that cannot appear in a YAML file as they are (control characters, the byte
/// order mark, the line and paragraph separators that YAML 1.1 parsers such as libyaml
/// read as line breaks) and characters that change how text around them is shown without
/// being seen themselves (format characters such as right-to-left overrides) are written
/// as escapes of a double-quoted scalar, so a fix-it can neither be mangled by the loader
/// nor hide what it inserts.
enum YAMLQuoting {
    /// The plainest scalar that reads back as `text`: plain where YAML takes it as it is,
    /// else single-quoted, else double-quoted with escapes.
    static func scalar(_ text: String) -> String {
        if isPlain(text) { return text }
        if text.unicodeScalars.allSatisfy(isShownAsItIs) { return "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
        return doubleQuoted(text)
    }

    /// `text` as a double-quoted scalar: `"` and `\` escaped, and every character that
    /// `scalar` would not write as it is escaped, by name where YAML has one (`\n`, `\t`,
    /// `\N` for NEL, `\L`, `\P`), else by code (`\x7F`, `\u202E`).
    static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where isShownAsItIs(scalar): result.unicodeScalars.append(scalar)
            default: result += escape(scalar)
            }
        }
        return result + "\""
    }

    // MARK: - Plain scalars

    /// Whether `text` reads back as itself written plain, as a key or a value, in block and
    /// flow collections alike. Judged conservatively: a string that might need quoting in
    /// any of those places is quoted.
    static func isPlain(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last else { return false }
        // A scalar that resolves to null, a boolean or a number needs quotes to stay a string.
        guard CoreSchema.resolvePlain(text) == .value(.string(text)) else { return false }
        // The merge key, which the loader refuses as a plain key.
        guard text != "<<" else { return false }
        // An indicator that begins something else, or the document markers at a line's start.
        guard !"-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first), first != " ", last != " " else { return false }
        guard !text.hasPrefix("...") else { return false }
        for (index, scalar) in scalars.enumerated() {
            guard isShownAsItIs(scalar) else { return false }
            // Flow collections end a plain scalar at these; a comment starts at " #".
            if ",[]{}".unicodeScalars.contains(scalar) { return false }
            if scalar == "#", index > 0, scalars[index - 1] == " " { return false }
            // ": " separates a key from its value; ':' last, or before a flow indicator, too
            // (libyaml refuses ":?" in a flow collection, as in `{url: mailto:?subject=Hi}`).
            if scalar == ":" {
                guard index + 1 < scalars.count, scalars[index + 1] != " ", scalars[index + 1] != "?" else { return false }
            }
        }
        return true
    }

    // MARK: - Characters

    /// Whether `scalar` may stand as it is in a plain or quoted scalar and be seen for what
    /// it is: printable for YAML (libyaml's set, without the separators it breaks lines
    /// at) and not a control character (a tab included, which reads as spaces) or an
    /// invisible format character. A zero-width joiner is shown as it is, since emoji
    /// sequences are made with it.
    static func isShownAsItIs(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E: return true
        case 0x00...0x1F, 0x7F...0x9F: return false
        // Line separator, paragraph separator, byte order mark and the two non-characters
        // that YAML does not count as printable.
        case 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF: return false
        case 0x200D: return true
        default: return scalar.properties.generalCategory != .format
        }
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00: return "\\0"
        case 0x07: return "\\a"
        case 0x08: return "\\b"
        case 0x09: return "\\t"
        case 0x0A: return "\\n"
        case 0x0B: return "\\v"
        case 0x0C: return "\\f"
        case 0x0D: return "\\r"
        case 0x1B: return "\\e"
        case 0x85: return "\\N"
        case 0x2028: return "\\L"
        case 0x2029: return "\\P"
        case 0...0xFF: return "\\x" + hex(scalar.value, digits: 2)
        case 0...0xFFFF: return "\\u" + hex(scalar.value, digits: 4)
        default: return "\\U" + hex(scalar.value, digits: 8)
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
