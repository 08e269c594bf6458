extension SwiftFileRenderer {
    /// A struct per hierarchy: its layers as an enumeration in order (lowest first), its
    /// views as an enumeration with their layer and declared placement, and a `LayerStack`
    /// holding them, with typed moves, queries and hit testing.
    func renderHierarchy(_ hierarchy: Hierarchy) {
        let hierarchyName = hierarchy.name.value
        guard let names = plan.hierarchies[hierarchyName] else {
            unexpected.note("hierarchy '\(hierarchyName)' has no Swift names")
            return
        }
        let type = names.type
        // Each layer and view once: a repeated name is duplicate-declaration's.
        var seenLayers = Set<String>()
        let layerOrder = hierarchy.layers.filter { seenLayers.insert($0.value).inserted }.compactMap { layer in
            names.layers[layer.value].map { (layer, $0) }
        }
        var seenViews = Set<String>()
        let views = hierarchy.views.filter { seenViews.insert($0.id.value).inserted }.compactMap { view in
            names.views[view.id.value].map { (view, $0) }
        }
        func layerCase(_ view: HierarchyView) -> String {
            guard let layer = names.layers[view.layer.value] else {
                unexpected.note("view '\(view.id.value)' is in layer '\(view.layer.value)', which hierarchy '\(hierarchyName)' does not declare")
                return SwiftIdentifier.placeholder.escaped
            }
            return layer.escaped
        }
        /// A computed property of `View`, `declaration` after `var`: a case a line, each
        /// view's `value`.
        func viewProperty(_ declaration: String, _ doc: String, into w: inout SwiftWriter, _ value: (HierarchyView) -> String) {
            w.line()
            w.doc(doc)
            w.block("\(visibility)var \(declaration)") { w in
                w.switchBlock("self") { w in
                    for (view, identifier) in views { w.line("case .\(identifier.escaped): \(value(view))") }
                }
            }
        }

        beginDeclaration()
        writer.doc("The hierarchy \(quoted(hierarchyName)): views in layers, the order of the layers alone deciding which is above.")
        writer.line("@Swift.MainActor")
        writer.block("\(visibility)struct \(type.escaped): Swift.Sendable") { w in
            w.line("\(visibility)static let hierarchyName: Swift.String = \(SwiftLiteral.string(hierarchyName))")
            w.line()
            w.doc("The layers, lowest first; a case's raw value is the layer's name in the spec.")
            let layerCases = layerOrder.map { ($1.escaped, SwiftLiteral.string($0.value)) }
            w.stringEnum("Layer", visibility: visibility, conformances: "Swift.CaseIterable, Swift.Sendable", cases: layerCases) { _ in }
            w.line()
            w.doc("The declared views; a case's raw value is the view's id in the spec.")
            let viewCases = views.map { ($1.escaped, SwiftLiteral.string($0.id.value)) }
            w.stringEnum("View", visibility: visibility, conformances: "Swift.CaseIterable, Swift.Sendable", cases: viewCases) { w in
                viewProperty("layer: Layer", "The layer the spec places the view in.", into: &w) { ".\(layerCase($0))" }
                viewProperty("content: ViewSpecRuntime.ViewContent", "What the view shows: its `kind` in the spec.", into: &w) {
                    viewContent($0.kind)
                }
                viewProperty(
                    "declaration: ViewSpecRuntime.LayerView",
                    "The view as the spec declares it: frame, whether it takes touches, whether it is hidden.", into: &w
                ) { layerView($0) }
            }
            w.line()
            w.line("\(visibility)let stack: ViewSpecRuntime.LayerStack")
            w.line()
            w.doc("The stack with every declared view in its layer, in declaration order.")
            w.block("\(visibility)init(bounds: ViewSpecRuntime.Rect) throws(ViewSpecRuntime.LayerStackError)") { w in
                w.line("self.stack = try ViewSpecRuntime.LayerStack(layers: Layer.allCases.map(\\.rawValue), bounds: bounds)")
                if !views.isEmpty {
                    w.block("for view in View.allCases") { w in
                        w.line("try self.stack.add(view.declaration, to: view.layer.rawValue)")
                    }
                }
            }
            w.line()
            w.doc("Every view, bottom to top.")
            w.block("\(visibility)var flattenedViews: [View]") { w in
                w.line("self.stack.flattenedViews.compactMap { View(rawValue: $0.id) }")
            }
            w.line()
            w.doc("The views of one layer, bottom to top.")
            w.block("\(visibility)func views(in layer: Layer) throws(ViewSpecRuntime.LayerStackError) -> [View]", reachable: !layerOrder.isEmpty) { w in
                w.line("try self.stack.views(in: layer.rawValue).compactMap { View(rawValue: $0.id) }")
            }
            w.line()
            w.doc("The view that receives a touch at `point`: the topmost visible, interactive view containing it.")
            w.block("\(visibility)func hitTest(_ point: ViewSpecRuntime.Point) -> View?") { w in
                w.line("self.stack.hitTest(point).flatMap { View(rawValue: $0.id) }")
            }
            w.line()
            w.doc("Moves the view to the top of its own layer; it never rises above a higher layer.")
            w.block("\(visibility)func bringToFront(_ view: View) throws(ViewSpecRuntime.LayerStackError)", reachable: !views.isEmpty) { w in
                w.line("try self.stack.bringToFront(view.rawValue)")
            }
            w.line()
            w.doc("Moves the view to the bottom of its own layer.")
            w.block("\(visibility)func sendToBack(_ view: View) throws(ViewSpecRuntime.LayerStackError)", reachable: !views.isEmpty) { w in
                w.line("try self.stack.sendToBack(view.rawValue)")
            }
            w.line()
            w.doc("Hides or shows the view.")
            w.block("\(visibility)func setHidden(_ hidden: Swift.Bool, for view: View) throws(ViewSpecRuntime.LayerStackError)", reachable: !views.isEmpty) { w in
                w.line("try self.stack.setHidden(hidden, for: view.rawValue)")
            }
            w.line()
            w.doc("Sets whether the view receives touches.")
            w.block("\(visibility)func setInteractive(_ interactive: Swift.Bool, for view: View) throws(ViewSpecRuntime.LayerStackError)", reachable: !views.isEmpty) { w in
                w.line("try self.stack.setInteractive(interactive, for: view.rawValue)")
            }
        }
    }

    private func viewContent(_ kind: HierarchyView.Kind) -> String {
        switch kind {
        case .plain: ".plain"
        case .image(let name): ".image(name: \(name.map { SwiftLiteral.string($0.value) } ?? "nil"))"
        case .text(let text): ".text(\(displayText(text?.value)))"
        case .table(let name): ".table(\(SwiftLiteral.string(name.value)))"
        case .preferences(let name): ".preferences(\(SwiftLiteral.string(name.value)))"
        case .hierarchy(let name): ".hierarchy(\(SwiftLiteral.string(name.value)))"
        }
    }

    private func layerView(_ view: HierarchyView) -> String {
        let frame: String
        switch view.frame.value {
        case .fill:
            frame = ".fill"
        case .rect(let rect):
            frame = ".rect(ViewSpecRuntime.Rect(x: \(SwiftLiteral.double(rect.x)), y: \(SwiftLiteral.double(rect.y)), "
                + "width: \(SwiftLiteral.double(rect.width)), height: \(SwiftLiteral.double(rect.height))))"
        }
        return "ViewSpecRuntime.LayerView(id: \(SwiftLiteral.string(view.id.value)), frame: \(frame), "
            + "isInteractive: \(SwiftLiteral.bool(view.interactive)), isHidden: \(SwiftLiteral.bool(view.hidden)))"
    }
}
