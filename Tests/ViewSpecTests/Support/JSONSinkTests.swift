import Testing
@testable import ViewSpec

@Suite struct JSONSinkTests {
    /// `{"a": [1, {"b": "x\ny"}, []], "c": {}, "d": null}` through any sink.
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
        .object([("a", [1, .object([("b", "x\ny")]), []]), ("c", .object([])), ("d", nil)])
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

    @Test func detachedValuesAndReusedTextLandWhereTheyAreAppended() {
        // The same value written in place, written detached and spliced, and reused as text
        // written at a shallower depth.
        let text = reusableText { write(into: &$0) }

        var writer = JSONByteWriter()
        writer.beginObject()
        writer.key("inPlace")
        writer.beginArray()
        writer.beginArray()
        write(into: &writer)
        writer.endArray()
        writer.endArray()
        writer.key("reused")
        writer.beginArray()
        writer.beginArray()
        writer.appendText(text)
        writer.endArray()
        writer.endArray()
        writer.endObject()
        #expect(text.depth == 1)
        #expect(writer.finish() == JSONWriter(style: .inlineLeaves).bytes(for: .object([("inPlace", [[expected]]), ("reused", [[expected]])])))
    }

    /// Every container decides only when it closes whether it fits on one line; whatever
    /// the shape, the byte writer must agree with the tree writer, whether a value is
    /// written in place, detached and spliced, or placed again as text.
    @Test func byteWriterAgreesWithTheTreeWriterOnRandomShapes() {
        var generator = SeededGenerator(seed: 7)
        for round in 0..<400 {
            let value = Self.randomValue(depth: 0, using: &generator)
            var direct = JSONByteWriter()
            Self.replay(value, into: &direct, detaching: false, using: &generator)
            var spliced = JSONByteWriter()
            Self.replay(value, into: &spliced, detaching: true, using: &generator)
            let expected = JSONWriter(style: .inlineLeaves).bytes(for: value)
            #expect(direct.finish() == expected, "round \(round)")
            #expect(spliced.finish() == expected, "round \(round)")
        }
    }

    @Test func reusedTextBreaksTheContainerItJoins() {
        // A leaf placed as text in a container of plain values keeps that container on one
        // line; an object placed the same way breaks it.
        let text = reusableText { leaf in
            leaf.beginObject()
            leaf.key("a")
            leaf.int(1)
            leaf.endObject()
        }

        var writer = JSONByteWriter()
        writer.beginArray()
        writer.int(0)
        writer.appendText(text)
        writer.endArray()
        #expect(String(decoding: writer.finish(), as: UTF8.self) == "[\n  0,\n  {\"a\": 1}\n]\n")
    }

    /// The text of one value written detached in an array, as a layout keeps a screen's
    /// text to place it again.
    private func reusableText(_ writeValue: (inout JSONByteWriter) -> Void) -> JSONText {
        var source = JSONByteWriter()
        source.beginArray()
        var detached = source.detached()
        writeValue(&detached)
        let text = source.text(of: detached)!
        source.appendDetached(detached)
        source.endArray()
        _ = source.finish()
        return text
    }

    private static let keys: [StaticString] = ["a", "frame", "x", "title", "items"]
    private static let keyNames = keys.map(\.description)

    private static func randomValue(depth: Int, using generator: inout SeededGenerator) -> JSONValue {
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
    private static func replay<Sink: JSONSink & ~Copyable>(_ value: JSONValue, into sink: inout Sink, detaching: Bool, using generator: inout SeededGenerator) {
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
