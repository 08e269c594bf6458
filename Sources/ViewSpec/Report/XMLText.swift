/// Text made safe for XML 1.0 element content and attribute values.
enum XMLText {
    /// Escapes markup characters; in attributes also tab, CR and LF, which a parser
    /// would otherwise normalize to spaces. Characters XML 1.0 cannot hold at all (C0
    /// controls other than tab, CR and LF; U+FFFE and U+FFFF) become U+FFFD, since not even
    /// a character reference may name them.
    static func escaped(_ text: String, inAttribute: Bool = false) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where inAttribute: output += "&quot;"
            case "'" where inAttribute: output += "&apos;"
            case "\t" where inAttribute: output += "&#9;"
            case "\n" where inAttribute: output += "&#10;"
            case "\r": output += "&#13;"
            case "\t", "\n": output.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                output += "\u{FFFD}"
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    static func attribute(_ name: String, _ value: String) -> String {
        "\(name)=\"\(escaped(value, inAttribute: true))\""
    }

    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}
