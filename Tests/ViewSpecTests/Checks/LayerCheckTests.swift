import Testing
@testable import ViewSpec

/// One failing spec per layer check, with the exact message, position, notes and fix-its.
@Suite struct LayerCheckTests {
    /// The layout stops at 32 levels of nested hierarchies; lint says so where the chain
    /// goes one level too deep, naming the chain, and says nothing of a chain that fits or
    /// of a cycle (reference-cycle's).
    @Test func hierarchyNestingTooDeep() {
        func chain(_ levels: Int) -> String {
            (0..<levels).map { level in
                let views = level + 1 < levels ? "[{id: v, kind: {hierarchy: H\(level + 1)}, layer: l, frame: fill}]" : "[{id: v, layer: l, frame: fill}]"
                return "  H\(level): {layers: [l], views: \(views)}\n"
            }.joined()
        }
        expectOneDiagnostic(of: HierarchyNestingDepthCheck.self, in: "viewspec: 1\nhierarchies:\n" + chain(34), line: 35, column: 56,
            message: "hierarchy 'H33' is nested 33 levels deep here ('H0' → 'H1' → … → 'H32' → 'H33'): expected at most 32 levels, "
                + "found 33; place some of the chain's views directly in the hierarchy that shows them")
        let fits = Compiler().compile(sources: [SourceFile(path: "a.yaml", text: "viewspec: 1\nhierarchies:\n" + chain(33))])
        #expect(fits.diagnostics.isEmpty, "\(fits.diagnostics.map(\.message))")
        let cycle = Compiler().compile(sources: [SourceFile(path: "a.yaml", text: "viewspec: 1\nhierarchies:\n" + chain(33) + "  Loop: {layers: [l], views: [{id: v, kind: {hierarchy: Loop}, layer: l, frame: fill}]}\n")])
        #expect(cycle.diagnostics.map(\.id.name) == ["reference-cycle"])
    }

    @Test func nonPositiveSize() {
        expectOneDiagnostic(of: NonPositiveSizeCheck.self, in: """
            viewspec: 1
            hierarchies:
              Main:
                layers: [front]
                views:
                  - {id: title, layer: front, frame: {x: 20, y: 50, width: 200, height: -30}}
            """, line: 6, column: 77,
            message: "view 'title' has height -30: expected a height greater than 0")
    }

    @Test func nonPositiveBorderWidth() {
        expectOneDiagnostic(of: NonPositiveSizeCheck.self, in: """
            viewspec: 1
            hierarchies:
              Main:
                layers: [front]
                views:
                  - id: card
                    layer: front
                    frame: {x: 20, y: 50, width: 200, height: 120}
                    border: {width: -2, color: "#C8C8C8"}
            """, line: 9, column: 25,
            message: "border of view 'card' has width -2: expected a width greater than 0; leave the border out to draw none")
    }

    @Test func viewOutsideTheViewport() {
        expectOneDiagnostic(of: ViewOutsideParentCheck.self, in: """
            viewspec: 1
            hierarchies:
              Main:
                layers: [front]
                views:
                  - {id: settingsButton, layer: front, frame: {x: 360, y: 40, width: 44, height: 44}}
            """, line: 6, column: 51,
            message: "view 'settingsButton' is not inside its parent, the viewport (390 × 844): expected x + width at most 390, found x + width 404; touches outside the parent never reach it")
    }

    @Test func viewOutsideTheViewThatEmbedsItsHierarchy() throws {
        let diagnostic = try #require(expectOneDiagnostic(of: ViewOutsideParentCheck.self, in: """
            viewspec: 1
            hierarchies:
              Main:
                layers: [front]
                views:
                  - {id: banner, kind: {hierarchy: AdBanner}, layer: front, frame: {x: 0, y: 794, width: 390, height: 50}}
              AdBanner:
                layers: [label]
                views:
                  - {id: slogan, kind: text, text: Join, layer: label, frame: {x: -4, y: 10, width: 300, height: 60}}
            """, line: 10, column: 67,
            message: "view 'slogan' is not inside its parent, view 'banner' (390 × 50), which embeds hierarchy 'AdBanner': expected x at least 0 and y + height at most 50, found x -4 and y + height 70; touches outside the parent never reach it"))
        #expect(diagnostic.notes.map(\.message) == ["hierarchy 'AdBanner' is embedded here by view 'banner' of hierarchy 'Main'"])
        #expect(diagnostic.notes.first.map { ($0.range.start.line, $0.range.start.column) } ?? (0, 0) == (6, 72))
    }

    /// Frames that fill their parent pass the viewport's size down to a nested hierarchy.
    @Test func aFillingEmbeddingViewPassesTheViewportDown() {
        expectOneDiagnostic(of: ViewOutsideParentCheck.self, in: """
            viewspec: 1
            hierarchies:
              Main:
                layers: [front]
                views:
                  - {id: panel, kind: {hierarchy: Panel}, layer: front, frame: fill}
              Panel:
                layers: [front]
                views:
                  - {id: inner, kind: {hierarchy: Strip}, layer: front, frame: fill}
              Strip:
                layers: [front]
                views:
                  - {id: strip, layer: front, frame: {width: 400, height: 10}}
            """, line: 14, column: 42,
            message: "view 'strip' is not inside its parent, view 'inner' (320 × 568), which embeds hierarchy 'Strip': expected x + width at most 320, found x + width 400; touches outside the parent never reach it",
            viewport: Rect(x: 0, y: 0, width: 320, height: 568))
    }

    @Test func coveredByAViewInAHigherLayer() throws {
        let diagnostic = try #require(expectOneDiagnostic(of: CoveredViewCheck.self, in: """
            viewspec: 1
            hierarchies:
              Main:
                layers: [middle, front]
                views:
                  - {id: members, layer: middle, frame: {x: 20, y: 100, width: 320, height: 480}}
                  - {id: overlay, layer: front, frame: fill}
            """, line: 6, column: 14,
            message: "view 'members' can never be touched: expected no visible, interactive view above it to cover its whole frame, found 'overlay' in layer 'front', above layer 'middle'"))
        #expect(diagnostic.notes.map(\.message) == ["'overlay' covers it; 'interactive: false' would let touches pass through"])
        #expect(diagnostic.notes.first.map { ($0.range.start.line, $0.range.start.column) } ?? (0, 0) == (7, 14))
    }

    /// Layer order alone decides what is above: a view written later in a lower layer is
    /// still below.
    @Test func coveredByALaterViewOfTheSameLayer() {
        expectOneDiagnostic(of: CoveredViewCheck.self, in: """
            viewspec: 1
            hierarchies:
              Main:
                layers: [back, front]
                views:
                  - {id: button, layer: front, frame: {x: 300, y: 40, width: 44, height: 44}}
                  - {id: badge, layer: front, frame: {x: 290, y: 30, width: 64, height: 64}}
                  - {id: backdrop, layer: back, frame: fill}
            """, line: 6, column: 14,
            message: "view 'button' can never be touched: expected no visible, interactive view above it to cover its whole frame, found 'badge' later in layer 'front'")
    }

    @Test func unusedLayerInAFlowList() throws {
        let text = """
            viewspec: 1
            hierarchies:
              Main:
                layers: [background, back, middle]
                views:
                  - {id: wallpaper, kind: image, layer: background, frame: fill, interactive: false}
                  - {id: members, layer: middle, frame: {x: 20, y: 100, width: 320, height: 480}}
            """
        let diagnostic = try #require(expectOneDiagnostic(
            of: UnusedLayerCheck.self, in: text, line: 4, column: 26,
            message: "layer 'back' of hierarchy 'Main' holds no view: expected a view with 'layer: back', found none"))
        let fixed = try applyingFirstFixIt(of: diagnostic, to: text)
        #expect(fixed.contains("layers: [background, middle]\n"))
    }

    @Test func unusedLastLayerInABlockList() throws {
        let text = """
            viewspec: 1
            hierarchies:
              Main:
                layers:
                  - front
                  - spare
                views:
                  - {id: members, layer: front, frame: {x: 20, y: 100, width: 320, height: 480}}
            """
        let diagnostic = try #require(expectOneDiagnostic(
            of: UnusedLayerCheck.self, in: text, line: 6, column: 9,
            message: "layer 'spare' of hierarchy 'Main' holds no view: expected a view with 'layer: spare', found none"))
        let fixed = try applyingFirstFixIt(of: diagnostic, to: text)
        #expect(fixed.contains("layers:\n      - front\n    views:"))
    }

    @Test func invalidColorShortForm() throws {
        let text = """
            viewspec: 1
            hierarchies:
              Main:
                layers: [front]
                views:
                  - {id: members, layer: front, frame: fill, border: {edges: [top], color: "#CCC"}}
            """
        let diagnostic = try #require(expectOneDiagnostic(
            of: InvalidColorCheck.self, in: text, line: 6, column: 80,
            message: "border colour of view 'members' is not a colour: expected '#RRGGBB' or '#RRGGBBAA' in hexadecimal digits, found '#CCC'"))
        #expect(diagnostic.fixIts.first?.message == "replace '#CCC' with '#CCCCCC'")
        let fixed = try applyingFirstFixIt(of: diagnostic, to: text)
        #expect(fixed.contains("color: '#CCCCCC'}"))
    }

    @Test func invalidColorWithoutHash() throws {
        let text = """
            viewspec: 1
            hierarchies:
              Main:
                layers: [front]
                views:
                  - id: members
                    layer: front
                    frame: fill
                    border:
                      color: C8C8C8AA
            """
        let diagnostic = try #require(expectOneDiagnostic(
            of: InvalidColorCheck.self, in: text, line: 10, column: 18,
            message: "border colour of view 'members' is not a colour: expected '#RRGGBB' or '#RRGGBBAA' in hexadecimal digits, found 'C8C8C8AA'"))
        let fixed = try applyingFirstFixIt(of: diagnostic, to: text)
        #expect(fixed.hasSuffix("color: '#C8C8C8AA'"))
        #expect(InvalidColorCheck.correction(of: "grey") == nil)
    }

    @Test func invalidColorOfAnAnimatedText() throws {
        let text = """
            viewspec: 1
            animations:
              Intro:
                elements:
                  title: {text: Welcome, color: "#FFF"}
                tracks:
                  fadeIn: {element: title, duration: 1, from: {opacity: 0}, to: {opacity: 1}}
            """
        let diagnostic = try #require(expectOneDiagnostic(
            of: InvalidColorCheck.self, in: text, line: 5, column: 37,
            message: "colour of text 'title' in animation 'Intro' is not a colour: expected '#RRGGBB' or '#RRGGBBAA' in hexadecimal digits, found '#FFF'"))
        let fixed = try applyingFirstFixIt(of: diagnostic, to: text)
        #expect(fixed.contains("color: '#FFFFFF'}"))
    }

    @Test func tooManyLayers() {
        let layers = (1...9).map { "l\($0)" }
        let views = layers.enumerated().map { index, layer in
            "      - {id: v\(index), layer: \(layer), frame: {x: \(index * 10), y: 0, width: 10, height: 10}}"
        }
        expectOneDiagnostic(of: TooManyLayersCheck.self, in: """
            viewspec: 1
            hierarchies:
              Main:
                layers: [\(layers.joined(separator: ", "))]
                views:
            \(views.joined(separator: "\n"))
            """, line: 4, column: 46,
            message: "hierarchy 'Main' declares 9 layers: expected at most 8, the recommended maximum; merge layers whose views need not be separated")
    }
}
