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
    func layout(
        _ hierarchy: Hierarchy, frame: Rect, origin: Point, path: [String], parentReceivesTouches: Bool, parentHidden: Bool = false,
        drawOrder: inout [JSONValue], depth: Int, embeddedIn stack: [String] = []
    ) -> JSONValue {
        let stack = stack + [hierarchy.name.value]
        let bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        for view in hierarchy.views where hierarchy.layerIndex(view.layer.value) == nil {
            context.problem("unknown layer '\(view.layer.value)' in hierarchy '\(hierarchy.name.value)'", at: view.layer.range)
        }
        var layers: [JSONValue] = []
        for (layerIndex, layer) in hierarchy.layers.enumerated() {
            var views: [JSONValue] = []
            let members = hierarchy.views.filter { $0.layer.value == layer.value }
            for (indexInLayer, view) in members.enumerated() {
                guard context.admitElement(at: view.range) else { break }
                let placement = Placement(
                    layerIndex: layerIndex, indexInLayer: indexInLayer, bounds: bounds, origin: origin, path: path + [view.id.value],
                    parentReceivesTouches: parentReceivesTouches, parentHidden: parentHidden)
                views.append(self.view(view, placement: placement, drawOrder: &drawOrder, depth: depth, stack: stack))
            }
            layers.append(.object([
                ("name", .string(layer.value)),
                ("index", .int(layerIndex)),
                ("frame", LayoutContext.rect(bounds)),
                ("touchTransparent", .bool(true)),
                ("views", .array(views)),
            ]))
        }
        return .object([("frame", LayoutContext.rect(frame)), ("layers", .array(layers))])
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

    private func view(_ view: HierarchyView, placement: Placement, drawOrder: inout [JSONValue], depth: Int, stack: [String]) -> JSONValue {
        let frame = view.frame.value.resolved(in: placement.bounds)
        let absolute = Rect(x: placement.origin.x + frame.x, y: placement.origin.y + frame.y, width: frame.width, height: frame.height)
        let hidden = placement.parentHidden || view.hidden
        // A hidden view, or one inside a view that takes no touches, receives none.
        let receivesTouches = placement.parentReceivesTouches && view.interactive && !hidden
        let zOrder = drawOrder.count
        let path = placement.path
        drawOrder.append(.array(path.map(JSONValue.string)))
        let bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)

        let content: JSONValue
        switch view.kind {
        case .plain:
            content = .null
        case .image(let name):
            content = .object([("image", name.map { .string($0.value) } ?? .null)])
        case .text(let text):
            content = .object([("text", LayoutContext.text(text))])
        case .table(let name):
            var layout: JSONValue = .null
            if let table = context.project.tablesByName[name.value] {
                layout = TableLayout(context: context).layout(table, frame: bounds)
            } else {
                context.problem("unknown table '\(name.value)'", at: name.range)
            }
            content = .object([("table", .string(name.value)), ("document", context.documentFile(.table, name.value)), ("layout", layout)])
        case .preferences(let name):
            var layout: JSONValue = .null
            if let screen = context.project.preferenceScreensByName[name.value] {
                layout = PreferencesLayout(context: context).layout(screen, size: Size(width: frame.width, height: frame.height))
            } else {
                context.problem("unknown preference screen '\(name.value)'", at: name.range)
            }
            content = .object([("screen", .string(name.value)), ("document", context.documentFile(.preferences, name.value)), ("layout", layout)])
        case .hierarchy(let name):
            var layout: JSONValue = .null
            if let nested = context.project.hierarchiesByName[name.value] {
                if stack.contains(name.value) {
                    context.problem("hierarchy '\(name.value)' is placed inside itself", at: name.range)
                } else if depth + 1 > LayoutEmitter.maximumEmbeddingDepth {
                    context.problem(
                        "hierarchies are embedded more than \(LayoutEmitter.maximumEmbeddingDepth) levels deep", at: name.range)
                } else {
                    layout = self.layout(
                        nested, frame: bounds, origin: Point(x: absolute.x, y: absolute.y), path: path,
                        parentReceivesTouches: receivesTouches, parentHidden: hidden, drawOrder: &drawOrder, depth: depth + 1,
                        embeddedIn: stack)
                }
            } else {
                context.problem("unknown hierarchy '\(name.value)'", at: name.range)
            }
            content = .object([("hierarchy", .string(name.value)), ("document", context.documentFile(.hierarchy, name.value)), ("layout", layout)])
        }

        return .object([
            ("id", .string(view.id.value)),
            ("path", .array(path.map(JSONValue.string))),
            ("kind", .string(view.kind.name)),
            ("layer", .string(view.layer.value)),
            ("layerIndex", .int(placement.layerIndex)),
            ("indexInLayer", .int(placement.indexInLayer)),
            ("zOrder", .int(zOrder)),
            ("sizing", .string(view.frame.value == .fill ? "fill" : "fixed")),
            ("frame", LayoutContext.rect(frame)),
            ("absoluteFrame", LayoutContext.rect(absolute)),
            ("border", view.border.map(border) ?? .null),
            ("hidden", .bool(view.hidden)),
            ("interactive", .bool(view.interactive)),
            ("receivesTouches", .bool(receivesTouches)),
            ("content", content),
        ])
    }

    private func border(_ border: Border) -> JSONValue {
        .object([
            ("edges", .array(border.edges.sorted().map { .string($0.rawValue) })),
            ("width", .double(border.width.value)),
            ("color", color(border.color)),
        ])
    }

    /// `#RRGGBB` or `#RRGGBBAA` as components 0–255 and the canonical `#RRGGBBAA`.
    private func color(_ written: Located<String>) -> JSONValue {
        let digits = Array(written.value.utf8.dropFirst())
        guard written.value.hasPrefix("#"), digits.count == 6 || digits.count == 8,
            let number = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
            digits.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) })
        else {
            context.problem("expected a colour as '#RRGGBB' or '#RRGGBBAA', found '\(written.value)'", at: written.range)
            return .null
        }
        let rgba = digits.count == 6 ? number << 8 | 0xFF : number
        let hex = String(rgba, radix: 16, uppercase: true)
        return .object([
            ("hex", .string("#" + String(repeating: "0", count: 8 - hex.count) + hex)),
            ("red", .int(Int(rgba >> 24 & 0xFF))),
            ("green", .int(Int(rgba >> 16 & 0xFF))),
            ("blue", .int(Int(rgba >> 8 & 0xFF))),
            ("alpha", .int(Int(rgba & 0xFF))),
        ])
    }
}
