import Testing
@testable import ViewSpec

@Suite struct JSONSinkTests {
    /// `{"a": [1, {"b": "x\ny"}, []], "c": {}, "d": null}` through any sink, which leaves
    /// out the null member "d".
    private func write<Sink: JSONSink & ~Copyable>(into sink: inout Sink) {
        sink.beginObject()
        sink.key("a")
        sink.beginArray()
        sink.int(1)
        sink.beginObject()
        sink.key("b")
        sink.string("x\ny")
        sink.endObject()
        sink.beginArray()
        sink.endArray()
        sink.endArray()
        sink.key("c")
        sink.beginObject()
        sink.endObject()
        sink.key("d")
        sink.null()
        sink.endObject()
    }

    private var expected: JSONValue {
        .object([("a", [1, .object([("b", "x\ny")]), []]), ("c", .object([]))])
    }

    /// A reader takes a missing member as null, so a null member is not written; a null
    /// element of an array keeps its place, and so does a top-level null.
    @Test func nullMembersAreLeftOutAndNullElementsStay() {
        func written<Sink: JSONSink & ~Copyable>(into sink: inout Sink) {
            sink.beginObject()
            sink.key("gone")
            sink.null()
            sink.key("kept")
            sink.beginArray()
            sink.null()
            sink.value(.object([("inner", nil), ("x", 1)]))
            sink.endArray()
            sink.key("alsoGone")
            sink.value(nil)
            sink.key("empty")
            sink.value(.object([("inner", nil)]))
            sink.endObject()
        }
        let value = JSONValue.object([("kept", [nil, .object([("x", 1)])]), ("empty", .object([]))])
        var builder = JSONTreeBuilder()
        written(into: &builder)
        #expect(builder.tree == value)
        var writer = JSONByteWriter(compact: true)
        written(into: &writer)
        #expect(String(decoding: writer.finish(), as: UTF8.self) == "{\"kept\":[null,{\"x\":1}],\"empty\":{}}\n")
        var detachedNull = JSONByteWriter(compact: true)
        detachedNull.beginObject()
        detachedNull.key("gone")
        var detached = detachedNull.detached()
        detached.null()
        detachedNull.appendDetached(detached)
        detachedNull.endObject()
        #expect(String(decoding: detachedNull.finish(), as: UTF8.self) == "{}\n")
        var topLevel = JSONByteWriter(compact: true)
        topLevel.null()
        #expect(String(decoding: topLevel.finish(), as: UTF8.self) == "null\n")
    }

    @Test func treeBuilderBuildsTheValue() {
        var builder = JSONTreeBuilder()
        write(into: &builder)
        #expect(builder.tree == expected)
    }

    @Test func byteWriterWritesWhatJSONWriterWrites() {
        var writer = JSONByteWriter()
        write(into: &writer)
        #expect(writer.finish() == JSONWriter(style: .inlineLeaves).bytes(for: expected))
    }

    @Test func compactByteWriterWritesWhatTheCompactWriterWrites() {
        var writer = JSONByteWriter(compact: true)
        write(into: &writer)
        let bytes = writer.finish()
        #expect(bytes == JSONWriter(style: .compact).bytes(for: expected) + [UInt8(ascii: "\n")])
        #expect(String(decoding: bytes, as: UTF8.self) == "{\"a\":[1,{\"b\":\"x\\ny\"},[]],\"c\":{}}\n")
    }

    @Test func detachedValuesLandWhereTheyAreAppended() {
        for compact in [false, true] {
            var writer = JSONByteWriter(compact: compact)
            writer.beginObject()
            writer.key("inPlace")
            writer.beginArray()
            write(into: &writer)
            writer.endArray()
            writer.key("detached")
            writer.beginArray()
            var detached = writer.detached()
            write(into: &detached)
            writer.appendDetached(detached)
            writer.endArray()
            writer.endObject()
            let value = JSONValue.object([("inPlace", [expected]), ("detached", [expected])])
            let style: JSONWriter.Style = compact ? .compact : .inlineLeaves
            #expect(writer.finish() == JSONWriter(style: style).bytes(for: value) + (compact ? [UInt8(ascii: "\n")] : []))
        }
    }

    /// Every container decides only when it closes whether it fits on one line; whatever
    /// the shape, the byte writer must agree with the tree writer, whether a value is
    /// written in place or detached and spliced, indented or compact (null members left
    /// out, as the sinks leave them out).
    @Test func byteWriterAgreesWithTheTreeWriterOnRandomShapes() {
        var generator = SplitMix64(seed: 7)
        for round in 0..<400 {
            let random = Self.randomValue(depth: 0, using: &generator)
            let value = random.droppingNullMembers()
            var direct = JSONByteWriter()
            Self.replay(random, into: &direct, detaching: false, using: &generator)
            var spliced = JSONByteWriter()
            Self.replay(random, into: &spliced, detaching: true, using: &generator)
            var compact = JSONByteWriter(compact: true)
            Self.replay(random, into: &compact, detaching: true, using: &generator)
            let expected = JSONWriter(style: .inlineLeaves).bytes(for: value)
            #expect(direct.finish() == expected, "round \(round)")
            #expect(spliced.finish() == expected, "round \(round)")
            #expect(compact.finish() == JSONWriter(style: .compact).bytes(for: value) + [UInt8(ascii: "\n")], "round \(round)")
        }
    }

    private static let keys: [StaticString] = ["a", "frame", "x", "title", "items"]
    private static let keyNames = keys.map(\.description)

    private static func randomValue(depth: Int, using generator: inout SplitMix64) -> JSONValue {
        let choice = depth >= 4 ? generator.next() % 5 : generator.next() % 8
        switch choice {
        case 0: return .null
        case 1: return .bool(generator.next() % 2 == 0)
        case 2: return .int(Int(generator.next() % 1000))
        case 3: return .double(Double(generator.next() % 100) / 8)
        case 4: return .string(["", "x", "a \"b\"\nc", "日本"][Int(generator.next() % 4)])
        case 5, 6:
            // Sizes around the line's limit of eight members.
            let count = Int(generator.next() % 11)
            return .array((0..<count).map { _ in randomValue(depth: depth + 1, using: &generator) })
        default:
            let count = Int(generator.next() % 11)
            return .object((0..<count).map { _ in
                let key = Int(generator.next() % UInt64(keys.count))
                return (keyNames[key], randomValue(depth: depth + 1, using: &generator))
            })
        }
    }

    /// Writes `value` through `sink`'s calls; with `detaching`, some containers are written
    /// to a detached sink first and spliced in, as layouts write sections and items.
    private static func replay<Sink: JSONSink & ~Copyable>(_ value: JSONValue, into sink: inout Sink, detaching: Bool, using generator: inout SplitMix64) {
        if detaching, value.isContainer, generator.next() % 3 == 0 {
            var detached = sink.detached()
            replay(value, into: &detached, detaching: true, using: &generator)
            sink.appendDetached(detached)
            return
        }
        switch value {
        case .null: sink.null()
        case .bool(let flag): sink.bool(flag)
        case .int(let number): sink.int(number)
        case .double(let number): sink.double(number)
        case .string(let text): sink.string(text)
        case .array(let elements):
            sink.beginArray()
            for element in elements { replay(element, into: &sink, detaching: detaching, using: &generator) }
            sink.endArray()
        case .object(let members):
            sink.beginObject()
            for (key, member) in members {
                sink.key(keys[keyNames.firstIndex(of: key)!])
                replay(member, into: &sink, detaching: detaching, using: &generator)
            }
            sink.endObject()
        }
    }
}
