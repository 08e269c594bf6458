/// Serializes `JSONValue` canonically: keys in the order given, two-space indentation,
/// numbers in their shortest round-trip form, a final newline.
public struct JSONWriter: Sendable {
    public enum Style: Sendable {
        /// Indented, one member per line: for files people diff.
        case pretty
        /// One line: for JSON Lines and machine pipes.
        case compact
    }

    public var style: Style

    public init(style: Style = .pretty) {
        self.style = style
    }

    public func string(for value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        if style == .pretty { output.append("\n") }
        return output
    }

    // MARK: - Private

    private func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value {
        case .null:
            output.append("null")
        case .bool(let flag):
            output.append(flag ? "true" : "false")
        case .int(let number):
            output.append(String(number))
        case .double(let number):
            output.append(JSONWriter.canonicalNumber(number))
        case .string(let text):
            JSONWriter.appendQuoted(text, to: &output)
        case .array(let elements):
            writeContainer(elements, open: "[", close: "]", indent: indent, into: &output) { element, output in
                write(element, indent: indent + 1, into: &output)
            }
        case .object(let members):
            writeContainer(members, open: "{", close: "}", indent: indent, into: &output) { member, output in
                JSONWriter.appendQuoted(member.0, to: &output)
                output.append(style == .pretty ? ": " : ":")
                write(member.1, indent: indent + 1, into: &output)
            }
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: String, close: String, indent: Int, into output: inout String,
        writeElement: (Element, inout String) -> Void
    ) {
        output.append(open)
        guard !elements.isEmpty else {
            output.append(close)
            return
        }
        for (index, element) in elements.enumerated() {
            if index > 0 { output.append(",") }
            if style == .pretty {
                output.append("\n")
                output.append(String(repeating: "  ", count: indent + 1))
            }
            writeElement(element, &output)
        }
        if style == .pretty {
            output.append("\n")
            output.append(String(repeating: "  ", count: indent))
        }
        output.append(close)
    }

    /// Integral values print without a fraction (`1`, not `1.0`) so that a number has one
    /// spelling; JSON has no infinity or NaN, so those print as `null`.
    static func canonicalNumber(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 {
            return number == 0 ? "0" : String(Int64(number))
        }
        return String(number)
    }

    static func appendQuoted(_ text: String, to output: inout String) {
        output.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case "\u{08}": output.append("\\b")
            case "\u{0C}": output.append("\\f")
            case "\u{2028}": output.append("\\u2028")
            case "\u{2029}": output.append("\\u2029")
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output.append("\"")
    }
}
