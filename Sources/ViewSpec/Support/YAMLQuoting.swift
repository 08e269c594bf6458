/// Spec text written back as YAML, for fix-its and messages that show a replacement.
enum YAMLQuoting {
    /// `text` as a YAML scalar that reads back as the string `text`: plain where it can be.
    static func scalar(_ text: String) -> String {
        let special = Set(":#,[]{}&*!|>'\"%@`")
        let plain = CoreSchema.resolvePlain(text) == .value(.string(text))
            && text.first.map { $0.isLetter || $0 == "_" } == true
            && !text.contains(where: { special.contains($0) || $0.isWhitespace })
        return plain ? text : doubleQuoted(text)
    }

    /// `text` as a double-quoted YAML scalar that reads back as `text`.
    static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
