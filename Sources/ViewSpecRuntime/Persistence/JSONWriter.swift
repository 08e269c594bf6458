/// Writes a `JSONValue` the same way every time: members in the order they were built,
/// two-space indentation for the outer two levels, deeper values on one line, and numbers
/// in Swift's shortest round-trip form.
///
/// A hand-written writer rather than `JSONEncoder` because the files are meant to be read
/// and diffed: the header comes first and each field and record takes one line.
enum JSONWriter {
    /// A whole file, ending in a newline.
    static func write(_ value: JSONValue) -> String {
        var output = ""
        write(value, depth: 0, expandedDepth: 2, into: &output)
        output += "\n"
        return output
    }

    /// One line, for messages.
    static func inline(_ value: JSONValue) -> String {
        var output = ""
        write(value, depth: 0, expandedDepth: 0, into: &output)
        return output
    }

    /// Levels below `expandedDepth` are spread over lines; deeper ones are written inline.
    private static func write(_ value: JSONValue, depth: Int, expandedDepth: Int, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let number): output += String(number)
        case .double(let number): output += String(number)
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            writeContainer(open: "[", close: "]", count: elements.count, depth: depth, expanded: depth < expandedDepth, into: &output) {
                index, output in
                write(elements[index], depth: depth + 1, expandedDepth: expandedDepth, into: &output)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, depth: depth, expanded: depth < expandedDepth, into: &output) {
                index, output in
                writeString(members[index].key, into: &output)
                output += ": "
                write(members[index].value, depth: depth + 1, expandedDepth: expandedDepth, into: &output)
            }
        }
    }

    private static func writeContainer(
        open: String, close: String, count: Int, depth: Int, expanded: Bool, into output: inout String,
        element: (Int, inout String) -> Void
    ) {
        output += open
        guard count > 0 else {
            output += close
            return
        }
        let indent = String(repeating: "  ", count: depth + 1)
        for index in 0..<count {
            if index > 0 { output += "," }
            output += expanded ? "\n" + indent : (index > 0 ? " " : "")
            element(index, &output)
        }
        output += expanded ? "\n" + String(repeating: "  ", count: depth) + close : close
    }

    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
