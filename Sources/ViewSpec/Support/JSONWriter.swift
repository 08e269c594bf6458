#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serializes `JSONValue` canonically: keys in the order given, two-space indentation,
/// numbers in their shortest round-trip form, a final newline.
public struct JSONWriter: Sendable {
    public enum Style: Sendable {
        /// Indented, one member per line: for files people diff.
        case pretty
        /// Indented as `pretty`, except that an array or object of at most
        /// `maximumInlineMembers` members, none of them an array or object, is written on
        /// one line (`{"x": 0, "y": 44}`): for layouts, whose frames, sizes and texts would
        /// otherwise take a line for every number, a third of their bytes.
        case inlineLeaves
        /// One line: for JSON Lines and machine pipes.
        case compact
    }

    /// The most members an array or object written on one line by `inlineLeaves` holds:
    /// enough for a frame or a field's constraints, few enough that a long list keeps a
    /// line per member, as a diff wants it.
    static let maximumInlineMembers = 8

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
        // Layout documents run to tens of kilobytes; growing from a small buffer copied
        // each of them several times over.
        var output = JSONByteBuffer(capacity: 64 * 1024)
        write(value, indent: 0, into: &output)
        if style != .compact { output.append(UInt8(ascii: "\n")) }
        return output.array
    }

    /// `value` as it appears `indent` containers deep: its members one level further in.
    func write(_ value: JSONValue, indent: Int, into output: inout JSONByteBuffer) {
        switch value {
        case .null:
            output.append(ascii: "null")
        case .bool(let flag):
            if flag { output.append(ascii: "true") } else { output.append(ascii: "false") }
        case .int(let number):
            output.appendDecimal(Int64(number))
        case .double(let number):
            JSONWriter.appendCanonicalNumber(number, to: &output)
        case .string(let text):
            JSONWriter.appendQuoted(text, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            let inline = writesOnOneLine(elements)
            for (position, element) in elements.enumerated() {
                beginMember(at: position, inline: inline, indent: indent, into: &output)
                write(element, indent: indent + 1, into: &output)
            }
            endContainer(UInt8(ascii: "]"), isEmpty: elements.isEmpty, inline: inline, indent: indent, into: &output)
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            let inline = writesOnOneLine(members.lazy.map(\.1))
            for (position, member) in members.enumerated() {
                beginMember(at: position, inline: inline, indent: indent, into: &output)
                JSONWriter.appendQuoted(member.0, to: &output)
                if style == .compact {
                    output.append(UInt8(ascii: ":"))
                } else {
                    output.append(UInt8(ascii: ":"), UInt8(ascii: " "))
                }
                write(member.1, indent: indent + 1, into: &output)
            }
            endContainer(UInt8(ascii: "}"), isEmpty: members.isEmpty, inline: inline, indent: indent, into: &output)
        }
    }

    /// Whether this style writes a container of `members` on one line: `compact` always,
    /// `inlineLeaves` when they are few and none is an array or object.
    private func writesOnOneLine<Members: Collection<JSONValue>>(_ members: Members) -> Bool {
        switch style {
        case .compact: true
        case .pretty: false
        case .inlineLeaves: members.count <= Self.maximumInlineMembers && !members.contains(where: \.isContainer)
        }
    }

    private func beginMember(at position: Int, inline: Bool, indent: Int, into output: inout JSONByteBuffer) {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        if !inline {
            output.appendLineBreak(indent: indent + 1)
        } else if position > 0, style != .compact {
            output.append(UInt8(ascii: " "))
        }
    }

    private func endContainer(_ bracket: UInt8, isEmpty: Bool, inline: Bool, indent: Int, into output: inout JSONByteBuffer) {
        if !inline, !isEmpty { output.appendLineBreak(indent: indent) }
        output.append(bracket)
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

    /// `canonicalNumber` without making a `String` for the integral values layouts are
    /// mostly made of.
    static func appendCanonicalNumber(_ number: Double, to output: inout JSONByteBuffer) {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            output.appendDecimal(number == 0 ? 0 : Int64(number))
        } else {
            output.append(ascii: canonicalNumber(number))
        }
    }

    /// Escapes what JSON requires, and U+2028 and U+2029, which JavaScript did not allow in
    /// strings; every other byte of the UTF-8 text is copied as it is, a run at a time.
    static func appendQuoted(_ text: String, to output: inout JSONByteBuffer) {
        output.append(UInt8(ascii: "\""))
        if text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0, to: &output) }) == nil {
            var text = text
            text.withUTF8 { appendEscaped($0, to: &output) }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout JSONByteBuffer) {
        var index = 0
        var plainStart = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte != 0x7F, byte != 0xE2 {
                index += 1
                continue
            }
            output.append(UnsafeBufferPointer(rebasing: bytes[plainStart..<index]))
            plainStart = index + 1
            switch byte {
            case UInt8(ascii: "\""): output.append(ascii: #"\""#)
            case UInt8(ascii: "\\"): output.append(ascii: #"\\"#)
            case 0x0A: output.append(ascii: #"\n"#)
            case 0x0D: output.append(ascii: #"\r"#)
            case 0x09: output.append(ascii: #"\t"#)
            case 0x08: output.append(ascii: #"\b"#)
            case 0x0C: output.append(ascii: #"\f"#)
            case 0x00..<0x20, 0x7F:
                let hex = String(byte, radix: 16, uppercase: false)
                output.append(ascii: "\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                if bytes[index + 2] == 0xA8 { output.append(ascii: #"\u2028"#) } else { output.append(ascii: #"\u2029"#) }
                index += 2
                plainStart = index + 1
            default:
                output.append(byte)
            }
            index += 1
        }
        output.append(UnsafeBufferPointer(rebasing: bytes[plainStart..<bytes.count]))
    }
}

/// A growable byte buffer without the uniqueness checks and bounds checks of `[UInt8]`'s
/// `append`, which cost more than the serializing itself. Not copyable: the one buffer
/// that owns its memory frees it when it ends, and no copy can free it again or write to
/// it after.
struct JSONByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    var array: [UInt8] { [UInt8](UnsafeBufferPointer(start: base, count: count)) }

    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ first: UInt8, _ second: UInt8) {
        reserve(2)
        base[count] = first
        base[count + 1] = second
        count += 2
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(ascii text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(ascii text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// `"key": ` for a key that needs no escaping, in one piece.
    /// `"key": `, or `"key":` without `space`.
    mutating func appendKey(_ key: StaticString, space: Bool = true) {
        let length = key.utf8CodeUnitCount
        reserve(length + 4)
        base[count] = UInt8(ascii: "\"")
        (base + count + 1).update(from: key.utf8Start, count: length)
        base[count + 1 + length] = UInt8(ascii: "\"")
        base[count + 2 + length] = UInt8(ascii: ":")
        if space { base[count + 3 + length] = UInt8(ascii: " ") }
        count += length + (space ? 4 : 3)
    }

    /// Moves the bytes from `offset` on into `destination`, which has room for them, and
    /// leaves the buffer ending at `offset`.
    mutating func moveSuffix(from offset: Int, into destination: UnsafeMutableBufferPointer<UInt8>) {
        precondition(offset >= 0 && offset <= count && destination.count >= count - offset, "suffix out of range")
        if count > offset { destination.baseAddress!.update(from: base + offset, count: count - offset) }
        count = offset
    }

    /// A line break and two spaces per level.
    mutating func appendLineBreak(indent: Int) {
        let spaces = indent * 2
        reserve(1 + spaces)
        base[count] = UInt8(ascii: "\n")
        // memset rather than a loop over the bytes: indentation is most of pretty JSON.
        memset(base + count + 1, Int32(UInt8(ascii: " ")), spaces)
        count += 1 + spaces
    }

    /// The decimal digits of `number`, with a minus sign when negative.
    mutating func appendDecimal(_ number: Int64) {
        reserve(20)
        var magnitude = number.magnitude
        if number < 0 {
            base[count] = UInt8(ascii: "-")
            count += 1
        }
        let start = count
        repeat {
            base[count] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
            count += 1
            magnitude /= 10
        } while magnitude > 0
        var low = start
        var high = count - 1
        while low < high {
            let swapped = base[low]
            base[low] = base[high]
            base[high] = swapped
            low += 1
            high -= 1
        }
    }
}