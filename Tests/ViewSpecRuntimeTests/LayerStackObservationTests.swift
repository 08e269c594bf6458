import Testing
import ViewSpecRuntime

/// `LayerStack` is observable: an observation of its views hears every change of the
/// views, their order and placement, and no refused one.
@MainActor @Suite struct LayerStackObservationTests {
    /// Back and front layers, a fullscreen background in the back, a button and a badge in
    /// the front.
    static func stack() throws -> LayerStack {
        let stack = try LayerStack(layers: ["back", "front"], bounds: Rect(width: 100, height: 100))
        try stack.add(LayerView(id: "background", frame: .fill), to: "back")
        try stack.add(LayerView(id: "button", frame: .rect(Rect(x: 10, y: 10, width: 20, height: 20))), to: "front")
        try stack.add(LayerView(id: "badge", frame: .rect(Rect(x: 20, y: 20, width: 5, height: 5))), to: "front")
        return stack
    }

    nonisolated static let changes: [StoreChange<LayerStack>] = [
        StoreChange("view added") { try $0.add(LayerView(id: "banner", frame: .fill), to: "back") },
        StoreChange("view removed") { try $0.remove("badge") },
        StoreChange("brought to front") { try $0.bringToFront("button") },
        StoreChange("sent to back") { try $0.sendToBack("badge") },
        StoreChange("view hidden") { try $0.setHidden(true, for: "button") },
        StoreChange("view made non-interactive") { try $0.setInteractive(false, for: "button") },
        StoreChange("view moved") { try $0.setFrame(.rect(Rect(x: 50, y: 50, width: 5, height: 5)), for: "badge") },
        StoreChange("layer added") { try $0.appendLayer("ads") },
        StoreChange("bounds changed") { $0.bounds = Rect(width: 200, height: 100) },
    ]

    /// What a renderer reads: every view in order, where it is, and what takes a touch.
    @MainActor static func render(_ stack: LayerStack) {
        _ = stack.layerNames
        for view in stack.flattenedViews { _ = stack.resolvedFrame(of: view) }
        _ = stack.hitTest(Point(x: 21, y: 21))
    }

    @Test(arguments: changes)
    func everyChangeIsHeard(_ change: StoreChange<LayerStack>) throws {
        let stack = try Self.stack()
        #expect(try isObserved({ Self.render(stack) }, when: { try change.apply(stack) }))
    }

    @Test func aLayersViewsAndHitTestingAreObserved() throws {
        let stack = try Self.stack()
        #expect(try isObserved({ _ = try? stack.views(in: "front") }, when: { try stack.bringToFront("button") }))
        #expect(try isObserved({ _ = stack.hitTest(Point(x: 21, y: 21)) }, when: { try stack.setHidden(true, for: "badge") }))
        #expect(try isObserved({ _ = stack.view("badge") }, when: { try stack.setInteractive(false, for: "badge") }))
    }

    @Test func refusedChangesAreNotHeard() throws {
        let stack = try Self.stack()
        let refused: [@MainActor () throws -> Void] = [
            { try stack.add(LayerView(id: "button", frame: .fill), to: "back") },
            { try stack.add(LayerView(id: "new", frame: .fill), to: "nowhere") },
            { try stack.remove("nothing") },
            { try stack.bringToFront("nothing") },
            { try stack.setHidden(true, for: "nothing") },
            { try stack.appendLayer("front") },
        ]
        for (position, change) in refused.enumerated() {
            var threw = false
            let heard = isObserved({ Self.render(stack) }, when: {
                do { try change() } catch { threw = true }
            })
            #expect(threw && !heard, "refused change \(position)")
        }
    }
}
