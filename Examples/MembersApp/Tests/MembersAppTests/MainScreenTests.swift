import MembersApp
import Testing
import ViewSpecRuntime

/// The main screen generated from main-screen.yaml: five layers whose order alone decides
/// what is above, moves within a layer, and touches that pass through layers and through
/// hidden or non-interactive views.
@MainActor @Suite struct MainScreenTests {
    static let screen = Rect(width: 390, height: 844)

    @Test func layersComeInTheSpecsOrderWhateverOrderViewsWereWrittenIn() throws {
        let main = try MainScreenHierarchy(bounds: Self.screen)
        #expect(MainScreenHierarchy.Layer.allCases == [.background, .back, .middle, .front, .ads])
        #expect(main.flattenedViews == [.wallpaper, .title, .members, .emptyNote, .addButton, .settingsButton, .badge, .banner])
        #expect(try main.views(in: .front) == [.addButton, .settingsButton, .badge])
        #expect(MainScreenHierarchy.View.members.layer == .middle)
    }

    @Test func aHigherLayerTakesTheTouchWhereViewsOverlap() throws {
        let main = try MainScreenHierarchy(bounds: Self.screen)
        // The add button (front, written first) lies over the members table (middle).
        #expect(main.hitTest(Point(x: 320, y: 560)) == .addButton)
        #expect(main.hitTest(Point(x: 100, y: 560)) == .members)
    }

    @Test func touchesPassThroughLayersAndThroughHiddenOrNonInteractiveViews() throws {
        let main = try MainScreenHierarchy(bounds: Self.screen)
        // The empty note is hidden, so the table below it takes the touch.
        #expect(main.hitTest(Point(x: 100, y: 320)) == .members)
        // The title and the wallpaper do not take touches; nothing else is there.
        #expect(main.hitTest(Point(x: 100, y: 60)) == nil)
        #expect(main.hitTest(Point(x: 10, y: 700)) == nil)

        try main.setHidden(false, for: .emptyNote)
        #expect(main.hitTest(Point(x: 100, y: 320)) == .emptyNote)
        try main.setInteractive(false, for: .emptyNote)
        #expect(main.hitTest(Point(x: 100, y: 320)) == .members)
    }

    @Test func bringingToFrontMovesAViewWithinItsOwnLayerOnly() throws {
        let main = try MainScreenHierarchy(bounds: Self.screen)
        let overlap = Point(x: 335, y: 45)
        #expect(main.hitTest(overlap) == .badge)
        try main.bringToFront(.settingsButton)
        #expect(try main.views(in: .front) == [.addButton, .badge, .settingsButton])
        #expect(main.hitTest(overlap) == .settingsButton)
        try main.sendToBack(.settingsButton)
        #expect(main.hitTest(overlap) == .badge)

        // The table comes to the front of the middle layer, and stays below the front layer.
        try main.bringToFront(.members)
        #expect(try main.views(in: .middle) == [.emptyNote, .members])
        #expect(main.hitTest(Point(x: 320, y: 560)) == .addButton)
        #expect(main.flattenedViews.firstIndex(of: .members)! < main.flattenedViews.firstIndex(of: .addButton)!)
    }

    @Test func theEmptyNoteShowsOnlyWithoutMembers() throws {
        let main = try MainScreenHierarchy(bounds: Self.screen)
        let members = try RecordStore<RecordCard>()
        try main.showEmptyNote(for: members)
        #expect(main.hitTest(Point(x: 100, y: 320)) == .emptyNote)
        try members.add(RecordsTests.member(1, "Ann"))
        try main.showEmptyNote(for: members)
        #expect(main.hitTest(Point(x: 100, y: 320)) == .members)
    }
}
