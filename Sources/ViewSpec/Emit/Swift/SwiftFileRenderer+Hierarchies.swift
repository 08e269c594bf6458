extension SwiftFileRenderer {
    /// A struct per hierarchy: its layers as an enumeration in order (lowest first), its
    /// views as an enumeration with their layer and declared placement, and a `LayerStack`
    /// holding them, with typed moves, queries and hit testing.
    func renderHierarchy(_ hierarchy: Hierarchy) {
        let hierarchyName = hierarchy.name.value
        guard let identifier = names.identifier(hierarchy.name, what: "hierarchy name") else { return }
        let type = identifier.suffixed("Hierarchy")
        module.claim(type, for: "hierarchy '\(hierarchyName)'", at: hierarchy.name.range)

        let layerScope = names.scope("\(type.name).Layer", reserved: ["allCases": "is the layers' list"])
        var layers: [String: SwiftIdentifier] = [:]
        var layerOrder: [(Located<String>, SwiftIdentifier)] = []
        for layer in hierarchy.layers {
            guard let identifier = names.identifier(layer, what: "layer name") else { continue }
            guard layerScope.claim(identifier, for: "layer '\(layer.value)'", at: layer.range) else { continue }
            layers[layer.value] = identifier
            layerOrder.append((layer, identifier))
        }
        let viewScope = names.scope(
            "\(type.name).View",
            reserved: ["allCases": "is the views' list", "layer": "is a member of the view enumeration",
                "declaration": "is a member of the view enumeration", "content": "is a member of the view enumeration"])
        var views: [(HierarchyView, SwiftIdentifier)] = []
        for view in hierarchy.views {
            guard let identifier = names.identifier(view.id, what: "view id") else { continue }
            guard viewScope.claim(identifier, for: "view '\(view.id.value)'", at: view.id.range) else { continue }
            views.append((view, identifier))
        }

        beginDeclaration()
        writer.doc("The hierarchy \(quoted(hierarchyName)): views in layers, the order of the layers alone deciding which is above.")
        writer.line("@MainActor")
        writer.block("\(visibility)struct \(type.escaped): Sendable") { w in
            w.line("\(visibility)static let hierarchyName = \(SwiftLiteral.string(hierarchyName))")
            w.line()
            w.doc("The layers, lowest first; a case's raw value is the layer's name in the spec.")
            let layerCases = layerOrder.map { ($1.escaped, SwiftLiteral.string($0.value)) }
            w.stringEnum("Layer", visibility: visibility, conformances: "CaseIterable, Sendable", cases: layerCases) { _ in }
            w.line()
            w.doc("The declared views; a case's raw value is the view's id in the spec.")
            let viewCases = views.map { ($1.escaped, SwiftLiteral.string($0.id.value)) }
            w.stringEnum("View", visibility: visibility, conformances: "CaseIterable, Sendable", cases: viewCases) { w in
                w.line()
                w.doc("The layer the spec places the view in.")
                w.block("\(visibility)var layer: Layer") { w in
                    w.switchBlock("self") { w in
                        for (view, identifier) in views {
                            w.line("case .\(identifier.escaped): .\((layers[view.layer.value] ?? ModelNames.placeholder).escaped)")
                        }
                    }
                }
                w.line()
                w.doc("What the view shows: its `kind` in the spec.")
                w.block("\(visibility)var content: ViewContent") { w in
                    w.switchBlock("self") { w in
                        for (view, identifier) in views { w.line("case .\(identifier.escaped): \(viewContent(view.kind))") }
                    }
                }
                w.line()
                w.doc("The view as the spec declares it: frame, whether it takes touches, whether it is hidden.")
                w.block("\(visibility)var declaration: LayerView") { w in
                    w.switchBlock("self") { w in
                        for (view, identifier) in views {
                            w.line("case .\(identifier.escaped): \(layerView(view))")
                        }
                    }
                }
            }
            w.line()
            w.line("\(visibility)let stack: LayerStack")
            w.line()
            w.doc("The stack with every declared view in its layer, in declaration order.")
            w.block("\(visibility)init(bounds: Rect) throws(LayerStackError)") { w in
                w.line("stack = try LayerStack(layers: Layer.allCases.map(\\.rawValue), bounds: bounds)")
                if !views.isEmpty {
                    w.block("for view in View.allCases") { w in
                        w.line("try stack.add(view.declaration, to: view.layer.rawValue)")
                    }
                }
            }
            w.line()
            w.doc("Every view, bottom to top.")
            w.block("\(visibility)var flattenedViews: [View]") { w in
                w.line("stack.flattenedViews.compactMap { View(rawValue: $0.id) }")
            }
            w.line()
            w.doc("The views of one layer, bottom to top.")
            w.block("\(visibility)func views(in layer: Layer) throws(LayerStackError) -> [View]", reachable: !layerOrder.isEmpty) { w in
                w.line("try stack.views(in: layer.rawValue).compactMap { View(rawValue: $0.id) }")
            }
            w.line()
            w.doc("The view that receives a touch at `point`: the topmost visible, interactive view containing it.")
            w.block("\(visibility)func hitTest(_ point: Point) -> View?") { w in
                w.line("stack.hitTest(point).flatMap { View(rawValue: $0.id) }")
            }
            w.line()
            w.doc("Moves the view to the top of its own layer; it never rises above a higher layer.")
            w.block("\(visibility)func bringToFront(_ view: View) throws(LayerStackError)", reachable: !views.isEmpty) { w in
                w.line("try stack.bringToFront(view.rawValue)")
            }
            w.line()
            w.doc("Moves the view to the bottom of its own layer.")
            w.block("\(visibility)func sendToBack(_ view: View) throws(LayerStackError)", reachable: !views.isEmpty) { w in
                w.line("try stack.sendToBack(view.rawValue)")
            }
            w.line()
            w.block("\(visibility)func setHidden(_ hidden: Bool, for view: View) throws(LayerStackError)", reachable: !views.isEmpty) { w in
                w.line("try stack.setHidden(hidden, for: view.rawValue)")
            }
            w.line()
            w.block("\(visibility)func setInteractive(_ interactive: Bool, for view: View) throws(LayerStackError)", reachable: !views.isEmpty) { w in
                w.line("try stack.setInteractive(interactive, for: view.rawValue)")
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
            frame = ".rect(Rect(x: \(SwiftLiteral.double(rect.x)), y: \(SwiftLiteral.double(rect.y)), "
                + "width: \(SwiftLiteral.double(rect.width)), height: \(SwiftLiteral.double(rect.height))))"
        }
        return "LayerView(id: \(SwiftLiteral.string(view.id.value)), frame: \(frame), "
            + "isInteractive: \(SwiftLiteral.bool(view.interactive)), isHidden: \(SwiftLiteral.bool(view.hidden)))"
    }
}
