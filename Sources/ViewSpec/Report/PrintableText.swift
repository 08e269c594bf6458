/// Text from a spec (keys, names, values, file names) made safe to show on a terminal or
/// in a CI log.
///
/// A spec is input that anyone may have written, and the reports that people read echo
/// parts of it. Written raw, a control character could retitle or clear the terminal
/// (ESC, BEL), a line break could print a whole forged diagnostic line, and a
/// bidirectional override could make the text read differently from the bytes a reader
/// is told about. The human-readable formats (`text`, `github`) pass every piece of text
/// that came from input through here; the machine formats (JSON, SARIF, JUnit,
/// Checkstyle) keep the text exact and rely on their own escaping.
public enum PrintableText {
    /// `text` with every character that could move the cursor, end a line, drive the
    /// terminal or reorder what is shown written as a visible escape: `\n`, `\r` and `\t`
    /// for the usual three, `\u{1B}` for the others (the notation of Swift string
    /// literals). A backslash is left as it is: the escape makes a forgery visible, and
    /// doubling every backslash of a pattern or path would make honest text harder to read.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where isUnsafe(scalar): output += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// How one character of a source line is shown in an excerpt, where the columns of
    /// the line must stay countable: a tab stays a tab (the marker line repeats it), other
    /// C0 controls and DEL become their Control Pictures (`␛`, `␇`), characters that break
    /// lines in some viewers become `⏎`, and the other unsafe ones `<U+202E>`.
    static func excerptForm(of scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x09: return "\t"
        case 0x00..<0x20: return String(Character(Unicode.Scalar(0x2400 + scalar.value) ?? "?"))
        case 0x7F: return "\u{2421}"
        case 0x85, 0x2028, 0x2029: return "\u{23CE}"
        case _ where isUnsafe(scalar): return "<U+\(hex(scalar))>"
        default: return String(Character(scalar))
        }
    }

    /// Whether `scalar` must not reach a terminal as it is: C0 controls (line breaks and
    /// tabs included), DEL, C1 controls, the line and paragraph separators, and the
    /// bidirectional formatting characters (marks, embeddings, overrides and isolates).
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
