/// Where a JSON document goes as it is produced, value by value and in order: built into
/// a `JSONValue` (`JSONTreeBuilder`) or written straight out as the text `JSONWriter` writes
/// (`JSONByteWriter`). Layout documents are written by the thousand and are many times the
/// size of the specs; building each as a tree, walking the tree to serialize it and then
/// freeing it cost more than laying the documents out.
///
/// A sink may be not copyable (`JSONByteWriter` owns its buffer): a detached sink is handed
/// back to the sink it came from, and consumed there.
///
/// A member whose value is null is left out, key and all, in both sinks: a reader takes a
/// missing member as null. Nulls were a fifth of the bytes of the layout of a large
/// project (a title without a localization key, a field without constraints, an item
/// without conditions), which apps that ship the layout carry. Null elements of arrays stay.
protocol JSONSink: ~Copyable {
    mutating func beginObject()
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
    /// The key of the open object's next member; its value follows, and a null one drops
    /// the member. Keys are written as they are, unescaped: they are the format's own
    /// names, never text from specs.
    mutating func key(_ key: StaticString)
    mutating func null()
    mutating func bool(_ flag: Bool)
    mutating func int(_ number: Int)
    mutating func double(_ number: Double)
    mutating func string(_ text: String)
    mutating func value(_ value: JSONValue)

    /// An empty sink for one value that will take this sink's next value position
    /// (`appendDetached`): for a value that must be produced before members that are
    /// written ahead of it, such as a frame whose height is known only once its rows are.
    func detached() -> Self
    /// Places the one value written to `detached` (from `detached()`) as the next value.
    mutating func appendDetached(_ detached: consuming Self)
}

extension JSONSink where Self: ~Copyable {
    mutating func string(_ text: String?) {
        if let text { string(text) } else { null() }
    }

    mutating func double(_ number: Double?) {
        if let number { double(number) } else { null() }
    }

    mutating func int(_ number: Int?) {
        if let number { int(number) } else { null() }
    }
}

/// Builds the `JSONValue` the calls describe.
struct JSONTreeBuilder: JSONSink {
    private enum Open {
        case object([(String, JSONValue)], key: String?)
        case array([JSONValue])
    }

    private var open: [Open] = []
    private var result: JSONValue?

    /// The value the calls wrote; null before a whole value is written, which no writer
    /// here leaves undone.
    var tree: JSONValue { result ?? .null }

    init() {}

    private mutating func add(_ value: JSONValue) {
        // Popped and pushed back rather than changed in place, so that the members array
        // is never shared while it grows.
        switch open.popLast() {
        case nil:
            result = value
        case .object(var members, let key?)?:
            if value != .null { members.append((key, value)) }
            open.append(.object(members, key: nil))
        case .object(_, nil)?:
            preconditionFailure("a value in an object without its key")
        case .array(var elements)?:
            elements.append(value)
            open.append(.array(elements))
        }
    }

    mutating func beginObject() { open.append(.object([], key: nil)) }

    mutating func endObject() {
        guard case .object(let members, _)? = open.popLast() else { preconditionFailure("endObject without an open object") }
        add(.object(members))
    }

    mutating func beginArray() { open.append(.array([])) }

    mutating func endArray() {
        guard case .array(let elements)? = open.popLast() else { preconditionFailure("endArray without an open array") }
        add(.array(elements))
    }

    mutating func key(_ key: StaticString) {
        guard case .object(let members, nil)? = open.popLast() else { preconditionFailure("key outside an object") }
        open.append(.object(members, key: key.description))
    }

    mutating func null() { add(.null) }
    mutating func bool(_ flag: Bool) { add(.bool(flag)) }
    mutating func int(_ number: Int) { add(.int(number)) }
    mutating func double(_ number: Double) { add(.double(number)) }
    mutating func string(_ text: String) { add(.string(text)) }
    mutating func value(_ value: JSONValue) { add(value.droppingNullMembers()) }

    func detached() -> JSONTreeBuilder { JSONTreeBuilder() }

    mutating func appendDetached(_ detached: consuming JSONTreeBuilder) { add(detached.tree) }

}

/// Writes the calls as the bytes `JSONWriter(style: .inlineLeaves)` writes for the value
/// they describe, or with `compact` those of `JSONWriter(style: .compact)` and a final
/// newline, without the value. Not copyable, as its buffer: `finish()` or
/// `appendDetached` consumes it, and its buffer is freed as it ends.
///
/// Whether a container goes on one line is known only once it closes, so each is written
/// on one line until it cannot be: until an array or object opens among its members, or a
/// member past `JSONWriter.maximumInlineMembers` begins. Its members so far are then put
/// on lines of their own (`breakInnermost`). Only the innermost container can still be on
/// one line, since one that holds another never is.
struct JSONByteWriter: JSONSink, ~Copyable {
    private var output: JSONByteBuffer
    /// Containers open, counting those of the document this writer's value goes into.
    private var depth: Int
    /// The innermost container: whether there is one this writer opened, whether it is an
    /// array, and whether it has no member on a line of its own yet. Kept apart from the
    /// outer ones, which are touched only when a container opens or closes, not at every
    /// member.
    private var isInContainer = false
    private var innermostIsArray = false
    private var innermostIsEmpty = false
    /// The innermost container is still on one line, and where each of its members starts.
    private var innermostIsInline = false
    private var inlineMemberCount = 0
    private var inlineMemberStarts = SIMD8<Int>()
    /// The same for the containers around the innermost one, outermost first; none of
    /// them is on one line.
    private var outer: [(isArray: Bool, isEmpty: Bool)] = []
    /// One line without spaces, rather than indented.
    private let compact: Bool
    /// The key of the member whose value comes next, written with the value unless it
    /// is null.
    private var pendingKey: StaticString?

    init(capacity: Int = 64 * 1024, compact: Bool = false) {
        output = JSONByteBuffer(capacity: capacity)
        depth = 0
        self.compact = compact
    }

    private init(capacity: Int, depth: Int, compact: Bool) {
        output = JSONByteBuffer(capacity: capacity)
        self.depth = depth
        self.compact = compact
    }

    /// The text with its final newline.
    consuming func finish() -> [UInt8] {
        output.append(UInt8(ascii: "\n"))
        return output.array
    }

    /// Separates a member of the innermost container from the one before: on the same
    /// line while the container is on one line, else on a line of its own. An object's
    /// member begins with its key, an array's with its value.
    @inline(__always)
    private mutating func beginMember() {
        if innermostIsInline {
            if inlineMemberCount < JSONWriter.maximumInlineMembers {
                if inlineMemberCount > 0 { output.append(UInt8(ascii: ","), UInt8(ascii: " ")) }
                inlineMemberStarts[inlineMemberCount] = output.count
                inlineMemberCount += 1
                return
            }
            breakInnermost()
        }
        if innermostIsEmpty {
            innermostIsEmpty = false
        } else {
            output.append(UInt8(ascii: ","))
        }
        if !compact { output.appendLineBreak(indent: depth) }
    }

    @inline(__always)
    private mutating func beginValue() {
        if let key = pendingKey {
            pendingKey = nil
            beginMember()
            output.appendKey(key, space: !compact)
        } else if innermostIsArray {
            beginMember()
        }
    }

    /// Drops the member whose value is null; false for an element of an array.
    @inline(__always)
    private mutating func droppedMember() -> Bool {
        guard pendingKey != nil else { return false }
        pendingKey = nil
        return true
    }

    /// Puts the members the innermost container has so far (the last perhaps only a key)
    /// on lines of their own, as if it had never been on one line.
    private mutating func breakInnermost() {
        innermostIsInline = false
        guard inlineMemberCount > 0 else { return }
        let first = inlineMemberStarts[0]
        let length = output.count - first
        let members = inlineMemberStarts
        let count = inlineMemberCount
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { line in
            output.moveSuffix(from: first, into: line)
            for member in 0..<count {
                // Each member after the first was written after a comma and a space.
                let end = member + 1 < count ? members[member + 1] - 2 : first + length
                if member > 0 { output.append(UInt8(ascii: ",")) }
                output.appendLineBreak(indent: depth)
                output.append(UnsafeBufferPointer(rebasing: line[(members[member] - first)..<(end - first)]))
            }
        }
        innermostIsEmpty = false
    }

    /// Before a value; one that is an array or object means its container can no longer be
    /// on one line.
    @inline(__always)
    private mutating func beginValue(isContainer: Bool) {
        if isContainer, innermostIsInline { breakInnermost() }
        beginValue()
    }

    private mutating func open(_ bracket: UInt8, isArray: Bool) {
        beginValue(isContainer: true)
        output.append(bracket)
        if isInContainer { outer.append((innermostIsArray, innermostIsEmpty)) }
        isInContainer = true
        innermostIsArray = isArray
        innermostIsEmpty = true
        // Compact text has no lines to break, so no container is ever held on one.
        innermostIsInline = !compact
        inlineMemberCount = 0
        depth += 1
    }

    private mutating func close(_ bracket: UInt8) {
        let wasInline = innermostIsInline
        let wasEmpty = innermostIsEmpty
        if let enclosing = outer.popLast() {
            (innermostIsArray, innermostIsEmpty) = enclosing
        } else {
            isInContainer = false
            innermostIsArray = false
            innermostIsEmpty = false
        }
        innermostIsInline = false
        depth -= 1
        if !wasInline, !wasEmpty, !compact { output.appendLineBreak(indent: depth) }
        output.append(bracket)
    }

    mutating func beginObject() { open(UInt8(ascii: "{"), isArray: false) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "["), isArray: true) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    mutating func key(_ key: StaticString) {
        pendingKey = key
    }

    mutating func null() {
        if droppedMember() { return }
        beginValue()
        output.append(ascii: "null")
    }

    mutating func bool(_ flag: Bool) {
        beginValue()
        if flag { output.append(ascii: "true") } else { output.append(ascii: "false") }
    }

    mutating func int(_ number: Int) {
        beginValue()
        output.appendDecimal(Int64(number))
    }

    mutating func double(_ number: Double) {
        beginValue()
        JSONWriter.appendCanonicalNumber(number, to: &output)
    }

    mutating func string(_ text: String) {
        beginValue()
        JSONWriter.appendQuoted(text, to: &output)
    }

    mutating func value(_ value: JSONValue) {
        let value = value.droppingNullMembers()
        if value == .null, droppedMember() { return }
        beginValue(isContainer: value.isContainer)
        JSONWriter(style: compact ? .compact : .inlineLeaves).write(value, indent: depth, into: &output)
    }

    func detached() -> JSONByteWriter { JSONByteWriter(capacity: 4 * 1024, depth: depth, compact: compact) }

    mutating func appendDetached(_ detached: consuming JSONByteWriter) {
        detached.output.withBytes { bytes in
            if bytes.elementsEqual("null".utf8), droppedMember() { return }
            beginValue(isContainer: Self.isContainer(bytes))
            output.append(bytes)
        }
    }

    /// Whether the text of one value is an array or an object.
    private static func isContainer(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.first == UInt8(ascii: "{") || text.first == UInt8(ascii: "[")
    }
}

extension JSONValue {
    /// The value without the members of its objects, at any depth, whose value is null.
    func droppingNullMembers() -> JSONValue {
        switch self {
        case .null, .bool, .int, .double, .string:
            return self
        case .array(let elements):
            guard elements.contains(where: \.isContainer) else { return self }
            return .array(elements.map { $0.droppingNullMembers() })
        case .object(let members):
            guard members.contains(where: { $0.1 == .null || $0.1.isContainer }) else { return self }
            return .object(members.compactMap { key, value in value == .null ? nil : (key, value.droppingNullMembers()) })
        }
    }
}
