import Testing
@testable import ViewSpec

/// The layouts of embedded screens are kept up to a budget of bytes, the oldest given up
/// first, so that a build does not hold every one of them to the end.
@Suite struct SharedScreenLayoutsTests {
    private let project = Compiler().compile(sources: [SourceFile(path: "test.yaml", text: """
        viewspec: 1
        hierarchies:
          Main:
            layers: [front]
            views:
              - {id: settings, kind: {preferences: Settings}, layer: front, frame: fill}
        """)]).project

    private func layout(_ bytes: Int) -> SharedScreenLayouts.Layout {
        SharedScreenLayouts.Layout(text: JSONText(bytes: [UInt8](repeating: UInt8(ascii: " "), count: bytes), depth: 0), elements: 1)
    }

    private func key(_ screen: String, width: Double = 390) -> SharedScreenLayouts.Key {
        SharedScreenLayouts.Key(screen: screen, width: width, height: 844)
    }

    @Test func onlyScreensThatHierarchiesShowAreShared() {
        let shared = SharedScreenLayouts(embeddedIn: project)
        #expect(shared.isShared("Settings"))
        #expect(!shared.isShared("Main"))
    }

    @Test func theOldestAreGivenUpOnceOverTheBudget() {
        let shared = SharedScreenLayouts(embeddedIn: project, byteBudget: 25)
        shared.keep(layout(10), for: key("A"))
        shared.keep(layout(10), for: key("B"))
        #expect(shared.kept == (2, 20))
        shared.keep(layout(10), for: key("C"))
        #expect(shared.kept == (2, 20))
        #expect(shared.layout(for: key("A")) == nil)
        #expect(shared.layout(for: key("B"))?.text.bytes.count == 10)
        #expect(shared.layout(for: key("C")) != nil)
        // Each size of a screen is a layout of its own.
        shared.keep(layout(5), for: key("C", width: 200))
        #expect(shared.kept == (3, 25))
        // Kept again, a layout is counted once, at its new size.
        shared.keep(layout(4), for: key("C"))
        #expect(shared.kept == (3, 19))
    }

    @Test func aLayoutLargerThanTheBudgetIsNotKept() {
        let shared = SharedScreenLayouts(embeddedIn: project, byteBudget: 8)
        shared.keep(layout(9), for: key("A"))
        #expect(shared.kept == (0, 0))
        #expect(shared.layout(for: key("A")) == nil)
    }
}
