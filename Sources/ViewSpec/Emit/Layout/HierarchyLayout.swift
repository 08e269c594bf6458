/// A hierarchy's layout: its layers, lowest first, each filling the hierarchy and holding
/// its views in the order written, with explicit z-order.
///
/// A view's `frame` is in its layer's coordinates (which are the hierarchy's, as layers
/// fill it); `absoluteFrame` is in the document's. Embedded tables, preference screens
/// and hierarchies are laid out in full inside their view, which they fill. z-order is
/// the painter's order: layers bottom to top, views in a layer as written, and a view's
/// embedded hierarchy right above the view and below the view's next sibling.
struct HierarchyLayout {
    let context: LayoutContext

    /// `frame` is where the hierarchy sits in its parent; `origin` is that frame's top
    /// left in the document's coordinates.
    func layout<Sink: JSONSink & ~Copyable>(
        _ hierarchy: Hierarchy, frame: Rect, origin: Point, path: [String], parentReceivesTouches: Bool, parentHidden: Bool = false,
        drawOrder: inout [[String]], depth: Int, embeddedIn stack: [String] = [], into sink: inout Sink
    ) {
        let stack = stack + [hierarchy.name.value]
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
                guard context.admitElement(at: view.range) else { break }
                let placement = Placement(
                    layerIndex: layerIndex, indexInLayer: indexInLayer, bounds: bounds, origin: origin, path: path + [view.id.value],
                    parentReceivesTouches: parentReceivesTouches, parentHidden: parentHidden)
                self.view(view, placement: placement, drawOrder: &drawOrder, depth: depth, stack: stack, into: &sink)
                indexInLayer += 1
            }
            sink.endArray()
            sink.endObject()
        }
        sink.endArray()
        sink.endObject()
    }

    private struct Placement {
        var layerIndex: Int
        var indexInLayer: Int
        var bounds: Rect
        var origin: Point
        var path: [String]
        var parentReceivesTouches: Bool
        var parentHidden: Bool
    }

    private func view<Sink: JSONSink & ~Copyable>(
        _ view: HierarchyView, placement: Placement, drawOrder: inout [[String]], depth: Int, stack: [String], into sink: inout Sink
    ) {
        let frame = view.frame.value.resolved(in: placement.bounds)
        let absolute = Rect(x: placement.origin.x + frame.x, y: placement.origin.y + frame.y, width: frame.width, height: frame.height)
        let hidden = placement.parentHidden || view.hidden
        // A hidden view, or one inside a view that takes no touches, receives none.
        let receivesTouches = placement.parentReceivesTouches && view.interactive && !hidden
        let zOrder = drawOrder.count
        let path = placement.path
        drawOrder.append(path)
        let bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)

        sink.beginObject()
        sink.key("id")
        sink.string(view.id.value)
        sink.key("path")
        sink.beginArray()
        for component in path { sink.string(component) }
        sink.endArray()
        sink.key("kind")
        sink.string(view.kind.name)
        sink.key("layer")
        sink.string(view.layer.value)
        sink.key("layerIndex")
        sink.int(placement.layerIndex)
        sink.key("indexInLayer")
        sink.int(placement.indexInLayer)
        sink.key("zOrder")
        sink.int(zOrder)
        sink.key("sizing")
        sink.string(view.frame.value == .fill ? "fill" : "fixed")
        sink.key("frame")
        sink.rect(frame)
        sink.key("absoluteFrame")
        sink.rect(absolute)
        sink.key("border")
        if let border = view.border { self.border(border, into: &sink) } else { sink.null() }
        sink.key("hidden")
        sink.bool(view.hidden)
        sink.key("interactive")
        sink.bool(view.interactive)
        sink.key("receivesTouches")
        sink.bool(receivesTouches)
        // Embedded layouts come last, so that they are laid out after the view's own members
        // are written, in the order the elements have always been counted.
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
            sink.beginObject()
            sink.key("table")
            sink.string(name.value)
            sink.key("document")
            sink.string(context.documentFile(.table, name.value))
            sink.key("layout")
            if let table = context.project.tablesByName[name.value] {
                TableLayout(context: context).layout(table, frame: bounds, into: &sink)
            } else {
                context.problem("unknown table '\(name.value)'", at: name.range)
                sink.null()
            }
            sink.endObject()
        case .preferences(let name):
            sink.beginObject()
            sink.key("screen")
            sink.string(name.value)
            sink.key("document")
            sink.string(context.documentFile(.preferences, name.value))
            sink.key("layout")
            if let screen = context.project.preferenceScreensByName[name.value] {
                PreferencesLayout(context: context).layout(screen, size: Size(width: frame.width, height: frame.height), into: &sink)
            } else {
                context.problem("unknown preference screen '\(name.value)'", at: name.range)
                sink.null()
            }
            sink.endObject()
        case .hierarchy(let name):
            sink.beginObject()
            sink.key("hierarchy")
            sink.string(name.value)
            sink.key("document")
            sink.string(context.documentFile(.hierarchy, name.value))
            sink.key("layout")
            if let nested = context.project.hierarchiesByName[name.value] {
                if stack.contains(name.value) {
                    context.problem("hierarchy '\(name.value)' is placed inside itself", at: name.range)
                    sink.null()
                } else if depth + 1 > LayoutEmitter.maximumEmbeddingDepth {
                    context.problem(
                        "hierarchies are embedded more than \(LayoutEmitter.maximumEmbeddingDepth) levels deep", at: name.range)
                    sink.null()
                } else {
                    layout(
                        nested, frame: bounds, origin: Point(x: absolute.x, y: absolute.y), path: path,
                        parentReceivesTouches: receivesTouches, parentHidden: hidden, drawOrder: &drawOrder, depth: depth + 1,
                        embeddedIn: stack, into: &sink)
                }
            } else {
                context.problem("unknown hierarchy '\(name.value)'", at: name.range)
                sink.null()
            }
            sink.endObject()
        }
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
        color(border.color, into: &sink)
        sink.endObject()
    }

    /// `#RRGGBB` or `#RRGGBBAA` as components 0–255 and the canonical `#RRGGBBAA`.
    private func color<Sink: JSONSink & ~Copyable>(_ written: Located<String>, into sink: inout Sink) {
        let digits = Array(written.value.utf8.dropFirst())
        guard written.value.hasPrefix("#"), digits.count == 6 || digits.count == 8,
            let number = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
            digits.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) })
        else {
            context.problem("expected a colour as '#RRGGBB' or '#RRGGBBAA', found '\(written.value)'", at: written.range)
            sink.null()
            return
        }
        let rgba = digits.count == 6 ? number << 8 | 0xFF : number
        let hex = String(rgba, radix: 16, uppercase: true)
        sink.beginObject()
        sink.key("hex")
        sink.string("#" + String(repeating: "0", count: 8 - hex.count) + hex)
        sink.key("red")
        sink.int(Int(rgba >> 24 & 0xFF))
        sink.key("green")
        sink.int(Int(rgba >> 16 & 0xFF))
        sink.key("blue")
        sink.int(Int(rgba >> 8 & 0xFF))
        sink.key("alpha")
        sink.int(Int(rgba & 0xFF))
        sink.endObject()
    }
}
