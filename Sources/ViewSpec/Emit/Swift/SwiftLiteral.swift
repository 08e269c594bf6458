/// Swift literals for values from specs. Every string a spec supplies reaches generated
/// code through `string(_:)`, so no spec text can end a literal, interpolate, or start code
/// of its own.
enum SwiftLiteral {
    /// A single-line string literal (`"…"`) that evaluates to exactly `text`.
    ///
    /// `"` and `\` are escaped, so `\(`, `"""` and `#` lose their meaning; line breaks, tabs
    /// and NUL use their short escapes; every other control, format (bidirectional
    /// overrides, zero-width characters), separator, private-use or unassigned scalar is
    /// written `\u{…}`, so what a reader sees in the generated file is what the string holds.
    static func string(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// The inside of a string literal, also used to quote spec text in comments: it never
    /// holds a line break.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if needsUnicodeEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
            return true
        case .spaceSeparator:
            return scalar != " "
        default:
            return false
        }
    }

    static func int(_ value: Int) -> String { String(value) }

    /// A Double literal that reads back as exactly `value`; integral values keep `.0` so
    /// the literal is a Double wherever it stands.
    static func double(_ value: Double) -> String {
        if value.isNaN { return "Swift.Double.nan" }
        if value.isInfinite { return value < 0 ? "-Swift.Double.infinity" : "Swift.Double.infinity" }
        let text = String(value)
        if text.contains(".") || text.contains("e") { return text }
        return text + ".0"
    }

    static func bool(_ value: Bool) -> String { value ? "true" : "false" }

    /// `[a, b, c]` on one line.
    static func array(_ elements: [String]) -> String { "[" + elements.joined(separator: ", ") + "]" }
}
