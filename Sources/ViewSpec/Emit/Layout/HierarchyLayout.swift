/// A hierarchy's layout: its layers, lowest first, each filling the hierarchy and holding
/// its views in the order written, with explicit z-order.
///
/// A view's `frame` is in its layer's coordinates, which are the hierarchy's, as layers
/// fill it. A view that shows a table, a preference screen or another hierarchy names that
/// document and keeps only its own frame: a renderer draws the named document inside the
/// view, by the rules of docs/layout.md, so a document holds its own views and nothing
/// laid out twice. z-order is the painter's order of the document's own views: layers bottom
/// to top, views in a layer as written.
struct HierarchyLayout {
    let context: LayoutContext

    /// `frame` is where the hierarchy sits: the viewport's bounds. Appends each view's id to
    /// `drawOrder`, bottom to top.
    func layout<Sink: JSONSink & ~Copyable>(
        _ hierarchy: Hierarchy, frame: Rect, drawOrder: inout [String], into sink: inout Sink
    ) {
        let bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        for view in hierarchy.views where hierarchy.layerIndex(view.layer.value) == nil {
            context.problem("unknown layer '\(view.layer.value)' in hierarchy '\(hierarchy.name.value)'", at: view.layer.range)
        }
        sink.beginObject()
        sink.key("frame")
        sink.rect(frame)
        sink.key("layers")
        sink.beginArray()
        for (layerIndex, layer) in hierarchy.layers.enumerated() {
            sink.beginObject()
            sink.key("name")
            sink.string(layer.value)
            sink.key("index")
            sink.int(layerIndex)
            sink.key("frame")
            sink.rect(bounds)
            sink.key("touchTransparent")
            sink.bool(true)
            sink.key("views")
            sink.beginArray()
            var indexInLayer = 0
            for view in hierarchy.views where view.layer.value == layer.value {
                self.view(view, layerIndex: layerIndex, indexInLayer: indexInLayer, bounds: bounds, drawOrder: &drawOrder, into: &sink)
                indexInLayer += 1
            }
            sink.endArray()
            sink.endObject()
        }
        sink.endArray()
        sink.endObject()
    }

    private func view<Sink: JSONSink & ~Copyable>(
        _ view: HierarchyView, layerIndex: Int, indexInLayer: Int, bounds parentBounds: Rect, drawOrder: inout [String],
        into sink: inout Sink
    ) {
        let frame = view.frame.value.resolved(in: parentBounds)
        // A hidden view receives no touches; what it shows receives none either.
        let receivesTouches = view.interactive && !view.hidden
        let zOrder = drawOrder.count
        drawOrder.append(view.id.value)
        let bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)

        sink.beginObject()
        sink.key("id")
        sink.string(view.id.value)
        sink.key("kind")
        sink.string(view.kind.name)
        sink.key("layer")
        sink.string(view.layer.value)
        sink.key("layerIndex")
        sink.int(layerIndex)
        sink.key("indexInLayer")
        sink.int(indexInLayer)
        sink.key("zOrder")
        sink.int(zOrder)
        sink.key("sizing")
        sink.string(view.frame.value == .fill ? "fill" : "fixed")
        sink.key("frame")
        sink.rect(frame)
        sink.key("border")
        if let border = view.border { self.border(border, into: &sink) } else { sink.null() }
        sink.key("hidden")
        sink.bool(view.hidden)
        sink.key("interactive")
        sink.bool(view.interactive)
        sink.key("receivesTouches")
        sink.bool(receivesTouches)
        sink.key("presents")
        context.writePresentation(view.presents, bounds: bounds, anchorRequired: true, into: &sink)
        sink.key("content")
        switch view.kind {
        case .plain:
            sink.null()
        case .image(let name):
            sink.beginObject()
            sink.key("image")
            sink.string(name?.value)
            sink.endObject()
        case .text(let text):
            sink.beginObject()
            sink.key("text")
            sink.text(text)
            sink.endObject()
        case .table(let name):
            embedded(.table, key: "table", name: name, known: context.project.tablesByName[name.value] != nil, into: &sink)
        case .preferences(let name):
            embedded(
                .preferences, key: "screen", name: name, known: context.project.preferenceScreensByName[name.value] != nil, into: &sink)
        case .hierarchy(let name):
            embedded(.hierarchy, key: "hierarchy", name: name, known: context.project.hierarchiesByName[name.value] != nil, into: &sink)
        }
        sink.endObject()
    }

    /// `{<key>: name, document}`: the document a view shows, which a renderer draws in the
    /// view's bounds.
    private func embedded<Sink: JSONSink & ~Copyable>(
        _ kind: LayoutDocument.Kind, key: StaticString, name: Located<String>, known: Bool, into sink: inout Sink
    ) {
        if !known { context.problem("unknown \(kind.rawValue) '\(name.value)'", at: name.range) }
        sink.beginObject()
        sink.key(key)
        sink.string(name.value)
        sink.key("document")
        sink.string(context.documentFile(kind, name.value))
        sink.endObject()
    }

    private func border<Sink: JSONSink & ~Copyable>(_ border: Border, into sink: inout Sink) {
        sink.beginObject()
        sink.key("edges")
        sink.beginArray()
        for edge in border.edges.sorted() { sink.string(edge.rawValue) }
        sink.endArray()
        sink.key("width")
        sink.double(border.width.value)
        sink.key("color")
        context.writeColor(border.color, into: &sink)
        sink.endObject()
    }
}
