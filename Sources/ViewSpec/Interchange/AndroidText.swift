/// The text rules of Android's resource compiler (aapt2) for string resources and array
/// items, both ways.
///
/// Reading: outside double quotes, runs of white space become one space and the text's
/// leading and trailing white space is dropped; an unescaped `"` opens or closes a quoted
/// run, in which white space is kept, and is itself dropped; `\n`, `\t`, `\uhhhh` are a
/// line feed, a tab and that character, and any other escaped character (`\'`, `\"`,
/// `\\`, `\@`, `\?`) is itself. A value that starts with an unescaped `@` or `?` is a
/// reference to another resource or a theme attribute.
enum AndroidText {
    /// The value aapt2 compiles from `raw`, the element's text with XML references already
    /// resolved; nil after a `\u` without four hexadecimal digits.
    static func value(of raw: String) -> String? {
        var output = String.UnicodeScalarView()
        var quoted = false
        var pendingSpace = false
        var scalars = raw.unicodeScalars.makeIterator()
        func append(_ scalar: Unicode.Scalar) {
            if pendingSpace, !output.isEmpty { output.append(" ") }
            pendingSpace = false
            output.append(scalar)
        }
        while let scalar = scalars.next() {
            switch scalar {
            case "\\":
                switch escape(after: &scalars) {
                case .scalar(let escaped): append(escaped)
                case .end: continue
                case .malformed: return nil
                }
            case "\"":
                quoted.toggle()
            case _ where !quoted && (scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"):
                pendingSpace = true
            default:
                append(scalar)
            }
        }
        return String(output)
    }

    /// The value aapt compiles from `raw`, an attribute's value in a resource XML file
    /// (`android:title="…"`) with XML references already resolved: escapes are read as in a
    /// string resource, but white space is kept as written and `"` is itself, not a quote
    /// (both aapt and aapt2 write `android:title="&quot;  x  &quot;"` with its quotes); nil
    /// after a `\u` without four hexadecimal digits.
    static func attributeValue(of raw: String) -> String? {
        var output = String.UnicodeScalarView()
        var scalars = raw.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                output.append(scalar)
                continue
            }
            switch escape(after: &scalars) {
            case .scalar(let escaped): output.append(escaped)
            case .end: continue
            case .malformed: return nil
            }
        }
        return String(output)
    }

    /// What a `\` and the characters after it stand for.
    private enum Escape {
        /// `\n`, `\t`, `\uhhhh`, or any other character as itself.
        case scalar(Unicode.Scalar)
        /// A `\` that ends the text: it stands for nothing.
        case end
        /// A `\u` without four hexadecimal digits of a character.
        case malformed
    }

    /// Reads the escape after a `\` from `scalars`.
    private static func escape(after scalars: inout String.UnicodeScalarView.Iterator) -> Escape {
        guard let escaped = scalars.next() else { return .end }
        switch escaped {
        case "n": return .scalar("\n")
        case "t": return .scalar("\t")
        case "u":
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = scalars.next(), digit.isASCIIHexDigit, let number = UInt32(String(digit), radix: 16) else { return .malformed }
                value = value << 4 | number
            }
            return Unicode.Scalar(value).map(Escape.scalar) ?? .malformed
        default: return .scalar(escaped)
        }
    }

    /// Whether `raw` is a reference (`@string/name`, `@null`, `?attr/name`) rather than text.
    static func isReference(_ raw: String) -> Bool {
        let trimmed = raw.trimmingXMLWhiteSpace()
        return trimmed.hasPrefix("@") || trimmed.hasPrefix("?")
    }

    /// Text that aapt2 reads back as `value`: quotes, apostrophes and backslashes escaped,
    /// line feeds and tabs as `\n` and `\t`, a leading `@` or `?` escaped, characters XML
    /// cannot hold as `\uhhhh`, and the whole in double quotes when its white space would
    /// otherwise be collapsed. XML's own escaping is the writer's.
    static func escaped(_ value: String) -> String {
        escaped(value, quotingWhiteSpace: true)
    }

    /// Text that aapt reads back as `value` from an attribute of a resource XML file: escaped
    /// as `escaped(_:)` escapes it, but never in double quotes, which an attribute keeps as
    /// part of its text, and whose white space is kept without them.
    static func escapedAttribute(_ value: String) -> String {
        escaped(value, quotingWhiteSpace: false)
    }

    /// Text that aapt reads back as the string `value` from an attribute that also takes
    /// numbers, booleans or colours (`android:defaultValue`, an `<extra>`'s `android:value`):
    /// escaped as `escapedAttribute(_:)` escapes it, with its first character as `\uhhhh`
    /// where aapt would otherwise compile it as another type, so that `05`, `1.50`, `TRUE`
    /// and `#fff` stay the text they are (as a number `05` is read back as `5`, and `#12`,
    /// no colour, is refused).
    static func escapedTextAttribute(_ value: String) -> String {
        let escaped = escapedAttribute(value)
        guard let first = escaped.unicodeScalars.first, first != "\\", compilesAsOtherThanText(value) else { return escaped }
        return "\\u" + String(first.value, radix: 16).zeroPadded(to: 4) + String(String.UnicodeScalarView(escaped.unicodeScalars.dropFirst()))
    }

    /// Whether aapt compiles `value`, written as it is in an attribute that takes numbers,
    /// booleans and colours besides text, as one of those (or refuses it as a colour): a
    /// boolean in any case, or text that begins, past white space, as a number or a colour.
    static func compilesAsOtherThanText(_ value: String) -> Bool {
        let trimmed = value.trimmingXMLWhiteSpace()
        if ["true", "false"].contains(trimmed.lowercased()) { return true }
        guard let first = trimmed.unicodeScalars.first else { return false }
        return first == "#" || first == "+" || first == "-" || first == "." || ("0"..."9").contains(first)
    }

    private static func escaped(_ value: String, quotingWhiteSpace: Bool) -> String {
        var output = ""
        let scalars = Array(value.unicodeScalars)
        var needsQuotes = false
        for (position, scalar) in scalars.enumerated() {
            switch scalar {
            case "\\": output += "\\\\"
            case "\"": output += "\\\""
            case "'": output += "\\'"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "@" where position == 0, "?" where position == 0:
                output += "\\" + String(scalar)
            case " ":
                if position == 0 || position == scalars.count - 1 || scalars[position - 1] == " " { needsQuotes = true }
                output += " "
            case _ where !MarkupReader.isXMLCharacter(scalar) || scalar == "\r":
                output += "\\u" + String(scalar.value, radix: 16).zeroPadded(to: 4)
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return needsQuotes && quotingWhiteSpace ? "\"\(output)\"" : output
    }
}

private extension Unicode.Scalar {
    var isASCIIHexDigit: Bool {
        switch self {
        case "0"..."9", "a"..."f", "A"..."F": true
        default: false
        }
    }
}
