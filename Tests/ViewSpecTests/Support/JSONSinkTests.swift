import Testing
@testable import ViewSpec

@Suite struct JSONSinkTests {
    /// `{"a": [1, {"b": "x\ny"}, []], "c": {}, "d": null}` through any sink.
    private func write<Sink: JSONSink>(into sink: inout Sink) {
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
        #expect(builder.result == expected)
    }

    @Test func byteWriterWritesWhatJSONWriterWrites() {
        var writer = JSONByteWriter()
        write(into: &writer)
        #expect(writer.finish() == JSONWriter().bytes(for: expected))
    }

    @Test func detachedValuesAndReusedTextLandWhereTheyAreAppended() {
        // The same value written in place, written detached and spliced, and reused as text
        // written at a shallower depth.
        var shallow = JSONByteWriter()
        shallow.beginArray()
        var detachedShallow = shallow.detached()
        write(into: &detachedShallow)
        let text = shallow.text(of: detachedShallow)!
        shallow.appendDetached(detachedShallow)
        shallow.endArray()
        _ = shallow.finish()

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
        #expect(writer.finish() == JSONWriter().bytes(for: .object([("inPlace", [[expected]]), ("reused", [[expected]])])))
    }
}
