import Testing
@testable import ViewSpec

/// layout-too-large counts what a renderer draws for a document once the documents its
/// views show are drawn inside them: each document holds only its own views, but drawing
/// hierarchies that each show the next twice doubles at every level.
@Suite struct LayoutTooLargeCheckTests {
    @Test func aDoublingChainIsReportedWhereTheLayoutStops() throws {
        let text = doublingHierarchies(17)
        let message = "hierarchy 'H0' would lay out as 196606 views, items and rows once embedded layouts are expanded: expected at most 100000 "
            + "in one document; show the repeated layouts fewer times, or split it"
        let diagnostic = expectOneDiagnostic(of: LayoutTooLargeCheck.self, in: text, line: 3, column: 3, message: message)
        #expect(diagnostic?.notes.map(\.message) == ["view 'a' shows hierarchy 'H1', itself 98302 views, items and rows"])
        #expect(diagnostic?.notes.first?.range.start.line == 3)
        #expect(compileSpec(doublingHierarchies(16)).filter { $0.id == LayoutTooLargeCheck.description.id }.isEmpty)

        // Each document holds only its own views: the same counts six levels deep, ending in a
        // table of strings, are reported alike.
        let shallow = doublingHierarchiesEndingInATable()
        expectOneDiagnostic(of: LayoutTooLargeCheck.self, in: shallow, line: 3, column: 3, message: message)
    }

    /// `H0` to `H4` each show the next twice and `H5` shows a table of 6,141 strings: the
    /// counts of `doublingHierarchies(17)`, 196,606 elements in `H0` and 98,302 in `H1`.
    private func doublingHierarchiesEndingInATable() -> String {
        let doubling = (0..<5).map { level in
            "  H\(level): {layers: [l], views: [{id: a, kind: {hierarchy: H\(level + 1)}, layer: l, frame: fill}, "
                + "{id: b, kind: {hierarchy: H\(level + 1)}, layer: l, frame: fill}]}"
        }
        let strings = (0..<6_141).map { "s\($0)" }.joined(separator: ", ")
        return (["viewspec: 1", "hierarchies:"] + doubling + [
            "  H5: {layers: [l], views: [{id: rows, kind: {table: T}, layer: l, frame: fill}]}",
            "tables:",
            "  T: {strings: [\(strings)]}",
        ]).joined(separator: "\n") + "\n"
    }

    /// A table's rows and a screen's items count wherever they are shown, once per layer of
    /// the hierarchy with the view's layer name, as the layout writes them.
    @Test func rowsAndItemsCountWhereverTheyAreShown() throws {
        let strings = (0..<50_000).map { "s\($0)" }.joined(separator: ", ")
        let text = """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {on: Bool}}
            preferences:
              Settings:
                entry: true
                model: S
                sections:
                  - items: [{toggle: on}]
            tables:
              Long: {strings: [\(strings)]}
            hierarchies:
              Main:
                layers: [l]
                views:
                  - {id: first, kind: {table: Long}, layer: l, frame: fill}
                  - {id: second, kind: {table: Long}, layer: l, frame: fill}
                  - {id: settings, kind: {preferences: Settings}, layer: l, frame: fill}

            """
        expectOneDiagnostic(
            of: LayoutTooLargeCheck.self, in: text, line: 13, column: 3,
            message: "hierarchy 'Main' would lay out as 100004 views, items and rows once embedded layouts are expanded: expected at most 100000 "
                + "in one document; show the repeated layouts fewer times, or split it")
        // One table of them is within the budget, in its own document and in Main's.
        let once = text.replacingOccurrences(of: "      - {id: second, kind: {table: Long}, layer: l, frame: fill}\n", with: "")
        #expect(compileSpec(once).filter { $0.id == LayoutTooLargeCheck.description.id }.isEmpty)
    }

    /// Chains through a cycle or deeper than the layout nests are other checks' to report;
    /// this one neither reports them nor loops on them.
    @Test func cyclesAndChainsTooDeepAreLeftToTheirChecks() {
        let cycle = """
            viewspec: 1
            hierarchies:
              A: {layers: [l], views: [{id: a, kind: {hierarchy: B}, layer: l, frame: fill}, {id: b, kind: {hierarchy: B}, layer: l, frame: fill}]}
              B: {layers: [l], views: [{id: a, kind: {hierarchy: A}, layer: l, frame: fill}, {id: b, kind: {hierarchy: A}, layer: l, frame: fill}]}
              C: {layers: [l], views: [{id: self, kind: {hierarchy: C}, layer: l, frame: fill}]}
            """
        let cycleDiagnostics = compileSpec(cycle)
        #expect(cycleDiagnostics.contains { $0.id.name == "reference-cycle" })
        #expect(!cycleDiagnostics.contains { $0.id == LayoutTooLargeCheck.description.id })

        let deep = doublingHierarchies(40)
        let deepDiagnostics = compileSpec(deep)
        #expect(deepDiagnostics.contains { $0.id.name == "hierarchy-nesting-too-deep" })
        // H7 and below nest at most 32 levels, and H7 shows about 3 × 2³² views.
        let tooLarge = deepDiagnostics.filter { $0.id == LayoutTooLargeCheck.description.id }
        #expect(tooLarge.map(\.range.start.line) == Array(10...26), "\(tooLarge.map(\.message))")
        #expect(tooLarge.first?.message.contains("more than 1000000000 views") == true)
    }
}
