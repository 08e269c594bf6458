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
        String(decoding: bytes(for: value), as: UTF8.self)
    }

    /// The UTF-8 text of `string(for:)`, built as bytes: layouts are written by the
    /// thousand, and appending to a `String` scalar by scalar cost more than laying them out.
    public func bytes(for value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        // Layout documents run to tens of kilobytes; growing from a small buffer copied
        // each of them several times over.
        output.reserveCapacity(64 * 1024)
        write(value, indent: 0, into: &output)
        if style == .pretty { output.append(UInt8(ascii: "\n")) }
        return output
    }

    // MARK: - Private

    private func write(_ value: JSONValue, indent: Int, into output: inout [UInt8]) {
        switch value {
        case .null:
            output.append(contentsOf: "null".utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .int(let number):
            output.append(contentsOf: String(number).utf8)
        case .double(let number):
            output.append(contentsOf: JSONWriter.canonicalNumber(number).utf8)
        case .string(let text):
            JSONWriter.appendQuoted(text, to: &output)
        case .array(let elements):
            writeContainer(elements, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), indent: indent, into: &output) { element, output in
                write(element, indent: indent + 1, into: &output)
            }
        case .object(let members):
            writeContainer(members, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), indent: indent, into: &output) { member, output in
                JSONWriter.appendQuoted(member.0, to: &output)
                output.append(UInt8(ascii: ":"))
                if style == .pretty { output.append(UInt8(ascii: " ")) }
                write(member.1, indent: indent + 1, into: &output)
            }
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: UInt8, close: UInt8, indent: Int, into output: inout [UInt8],
        writeElement: (Element, inout [UInt8]) -> Void
    ) {
        output.append(open)
        guard !elements.isEmpty else {
            output.append(close)
            return
        }
        for (index, element) in elements.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if style == .pretty { Self.appendLineBreak(indent: indent + 1, to: &output) }
            writeElement(element, &output)
        }
        if style == .pretty { Self.appendLineBreak(indent: indent, to: &output) }
        output.append(close)
    }

    /// A line break and two spaces per level.
    private static func appendLineBreak(indent: Int, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        var remaining = indent * 2
        while remaining > 0 {
            let count = min(remaining, spaces.count)
            output.append(contentsOf: spaces[..<count])
            remaining -= count
        }
    }

    /// Indentation is copied from here in one piece rather than a space at a time.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 128)

    /// Integral values print without a fraction (`1`, not `1.0`) so that a number has one
    /// spelling; JSON has no infinity or NaN, so those print as `null`.
    static func canonicalNumber(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 {
            return number == 0 ? "0" : String(Int64(number))
        }
        return String(number)
    }

    /// Escapes what JSON requires, and U+2028 and U+2029, which JavaScript did not allow in
    /// strings; every other byte of the UTF-8 text is copied as it is, a run at a time.
    static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            var plainStart = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte != 0x7F, byte != 0xE2 {
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plainStart..<index]))
                plainStart = index + 1
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
                case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
                case 0x0A: output.append(contentsOf: #"\n"#.utf8)
                case 0x0D: output.append(contentsOf: #"\r"#.utf8)
                case 0x09: output.append(contentsOf: #"\t"#.utf8)
                case 0x08: output.append(contentsOf: #"\b"#.utf8)
                case 0x0C: output.append(contentsOf: #"\f"#.utf8)
                case 0x00..<0x20, 0x7F:
                    let hex = String(byte, radix: 16, uppercase: false)
                    output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    output.append(contentsOf: (bytes[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#).utf8)
                    index += 2
                    plainStart = index + 1
                default:
                    output.append(byte)
                }
                index += 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plainStart..<bytes.count]))
        }
        output.append(UInt8(ascii: "\""))
    }
}
