import Testing
import ViewSpecRuntime

/// Layer order, moves within a layer and hit testing (BRIEF §5).
@MainActor @Suite struct LayerStackTests {
    private func view(_ id: String, _ x: Double = 0, _ y: Double = 0, _ width: Double = 100, _ height: Double = 100) -> LayerView {
        LayerView(id: id, frame: .rect(Rect(x: x, y: y, width: width, height: height)))
    }

    private func mainScreen() throws -> LayerStack {
        let stack = try LayerStack(layers: ["background", "back", "middle", "front", "ads"], bounds: Rect(width: 390, height: 844))
        // Added in an order unrelated to the layers.
        try stack.add(view("title", 20, 50, 200, 30), to: "front")
        try stack.add(LayerView(id: "wallpaper", frame: .fill, isInteractive: false), to: "background")
        try stack.add(view("members", 20, 100, 320, 480), to: "middle")
        try stack.add(LayerView(id: "settings", frame: .fill, isHidden: true), to: "middle")
        try stack.add(view("banner", 0, 794, 390, 50), to: "ads")
        try stack.add(view("badge", 300, 100, 40, 40), to: "middle")
        return stack
    }

    @Test func layerOrderAloneDecidesWhatIsAbove() throws {
        let stack = try mainScreen()
        #expect(stack.layerNames == ["background", "back", "middle", "front", "ads"])
        #expect(stack.flattenedViews.map(\.id) == ["wallpaper", "members", "settings", "badge", "title", "banner"])
        #expect(try stack.views(in: "middle").map(\.id) == ["members", "settings", "badge"])
        #expect(try stack.views(in: "back").isEmpty)
        #expect(stack.layer(of: "badge") == "middle")
        #expect(stack.layer(of: "nothing") == nil)
    }

    @Test func bringingToFrontStaysWithinTheLayer() throws {
        let stack = try mainScreen()
        try stack.bringToFront("members")
        #expect(try stack.views(in: "middle").map(\.id) == ["settings", "badge", "members"])
        // Still below every view of the higher layers.
        #expect(stack.flattenedViews.map(\.id) == ["wallpaper", "settings", "badge", "members", "title", "banner"])
        try stack.sendToBack("title")
        try stack.sendToBack("badge")
        #expect(stack.flattenedViews.map(\.id) == ["wallpaper", "badge", "settings", "members", "title", "banner"])
        try stack.bringToFront("wallpaper")
        #expect(stack.flattenedViews.first?.id == "wallpaper")
    }

    @Test func aNewLayerGoesOnTop() throws {
        let stack = try mainScreen()
        try stack.appendLayer("overlay")
        try stack.add(view("toast"), to: "overlay")
        #expect(stack.flattenedViews.last?.id == "toast")
        #expect(throws: LayerStackError.duplicateLayer("ads")) { try stack.appendLayer("ads") }
    }

    @Test func unknownAndDuplicateNamesAreErrors() throws {
        let stack = try mainScreen()
        #expect(throws: LayerStackError.duplicateLayer("a")) { try LayerStack(layers: ["a", "b", "a"]) }
        #expect(throws: LayerStackError.unknownLayer("top")) { try stack.add(view("x"), to: "top") }
        #expect(throws: LayerStackError.duplicateView("title")) { try stack.add(view("title"), to: "back") }
        #expect(throws: LayerStackError.unknownView("x")) { try stack.bringToFront("x") }
        #expect(throws: LayerStackError.unknownLayer("top")) { try stack.views(in: "top") }
        #expect(try stack.remove("title").id == "title")
        #expect(stack.view("title") == nil)
        try stack.add(view("title"), to: "back")
        #expect(stack.layer(of: "title") == "back")
    }

    // MARK: - Hit testing

    @Test func theTopmostInteractiveViewTakesTheTouch() throws {
        let stack = try mainScreen()
        #expect(stack.hitTest(Point(x: 30, y: 60))?.id == "title")
        #expect(stack.hitTest(Point(x: 310, y: 110))?.id == "badge")
        #expect(stack.hitTest(Point(x: 30, y: 200))?.id == "members")
        #expect(stack.hitTest(Point(x: 10, y: 800))?.id == "banner")
    }

    @Test func touchesPassThroughLayersHiddenAndNonInteractiveViews() throws {
        let stack = try mainScreen()
        // Only the non-interactive wallpaper and the layer containers are here.
        #expect(stack.hitTest(Point(x: 5, y: 5)) == nil)
        // The hidden full-screen settings view is above the members list but takes nothing.
        #expect(stack.hitTest(Point(x: 100, y: 300))?.id == "members")
        try stack.setHidden(false, for: "settings")
        #expect(stack.hitTest(Point(x: 100, y: 300))?.id == "settings")
        #expect(stack.hitTest(Point(x: 310, y: 110))?.id == "badge")
        try stack.setInteractive(false, for: "badge")
        #expect(stack.hitTest(Point(x: 310, y: 110))?.id == "settings")
        try stack.setInteractive(true, for: "wallpaper")
        try stack.setHidden(true, for: "settings")
        #expect(stack.hitTest(Point(x: 5, y: 5))?.id == "wallpaper")
    }

    @Test func framesFillTheBoundsAndEdgesBelongToOneSide() throws {
        let stack = try LayerStack(layers: ["only"], bounds: Rect(x: 0, y: 0, width: 100, height: 50))
        try stack.add(LayerView(id: "left", frame: .rect(Rect(width: 50, height: 50))), to: "only")
        try stack.add(LayerView(id: "right", frame: .rect(Rect(x: 50, width: 50, height: 50))), to: "only")
        #expect(stack.hitTest(Point(x: 50, y: 10))?.id == "right")
        #expect(stack.hitTest(Point(x: 49.9, y: 10))?.id == "left")
        #expect(stack.hitTest(Point(x: 100, y: 10)) == nil)
        #expect(stack.hitTest(Point(x: -1, y: 10)) == nil)

        try stack.setFrame(.fill, for: "left")
        #expect(stack.resolvedFrame(of: try #require(stack.view("left"))) == Rect(width: 100, height: 50))
        try stack.sendToBack("right")
        #expect(stack.hitTest(Point(x: 75, y: 10))?.id == "left")
        #expect(!Rect.zero.contains(Point(x: 0, y: 0)))
    }
}
