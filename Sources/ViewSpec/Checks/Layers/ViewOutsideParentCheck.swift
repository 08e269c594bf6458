/// An interactive view lies inside its parent, where touches can reach all of it.
struct ViewOutsideParentCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0241", name: "view-outside-parent",
            summary: "An interactive view's frame reaches outside its parent: the viewport, or the view that embeds its hierarchy.",
            defaultSeverity: .warning),
        rationale: """
            A touch is delivered only inside the parent's bounds, so the part of a view outside \
            its parent can be seen (when not clipped) but never tapped: the layered hierarchy \
            passes touches down through its layers, never beyond them. The parent of a hierarchy's \
            view is the viewport the layout is computed for, or, for a hierarchy nested in \
            another, the frame of the view that embeds it. A frame that fills its parent is always \
            inside; views with `interactive: false` are decoration and may reach out.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [front]
                    views:
                      - id: settingsButton
                        layer: front
                        frame: ↓{x: 360, y: 40, width: 44, height: 44}
                      - id: banner
                        kind: {hierarchy: AdBanner}
                        layer: front
                        frame: {x: 0, y: 794, width: 390, height: 50}
                  AdBanner:
                    layers: [label]
                    views:
                      - id: slogan
                        kind: text
                        text: Members wanted
                        layer: label
                        frame: ↓{x: 12, y: 10, width: 300, height: 60}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [back, front]
                    views:
                      - id: shadow
                        layer: back
                        frame: {x: -10, y: -10, width: 410, height: 864}
                        interactive: false
                      - id: settingsButton
                        layer: front
                        frame: {x: 300, y: 40, width: 44, height: 44}
                      - id: banner
                        kind: {hierarchy: AdBanner}
                        layer: front
                        frame: {x: 0, y: 794, width: 390, height: 50}
                  AdBanner:
                    layers: [base, label]
                    views:
                      - {id: backdrop, kind: image, layer: base, frame: fill}
                      - id: slogan
                        kind: text
                        text: Members wanted
                        layer: label
                        frame: {x: 12, y: 10, width: 300, height: 30}
                """)
        ])

    func run(in context: CheckContext) {
        let placements = context.hierarchyPlacements()
        for hierarchy in context.declarations.hierarchies {
            for view in hierarchy.views where view.interactive {
                guard case .rect(let frame) = view.frame.value, frame.hasPositiveSize else { continue }
                // One report per view: a hierarchy embedded in several places would otherwise
                // repeat the same finding once for each.
                for placement in placements[hierarchy.name.value] ?? [] {
                    guard let overflow = overflow(of: frame, in: placement.bounds) else { continue }
                    report(view, overflow: overflow, placement: placement, context: context)
                    break
                }
            }
        }
    }

    /// What the frame should satisfy and what it has instead, for each edge it crosses.
    private func overflow(of frame: Rect, in bounds: Rect) -> (expected: [String], found: [String])? {
        var expected: [String] = []
        var found: [String] = []
        if frame.x < bounds.x {
            expected.append("x at least \(bounds.x.specText)")
            found.append("x \(frame.x.specText)")
        }
        if frame.y < bounds.y {
            expected.append("y at least \(bounds.y.specText)")
            found.append("y \(frame.y.specText)")
        }
        if frame.maxX > bounds.maxX {
            expected.append("x + width at most \(bounds.maxX.specText)")
            found.append("x + width \(frame.maxX.specText)")
        }
        if frame.maxY > bounds.maxY {
            expected.append("y + height at most \(bounds.maxY.specText)")
            found.append("y + height \(frame.maxY.specText)")
        }
        return expected.isEmpty ? nil : (expected, found)
    }

    private func report(_ view: HierarchyView, overflow: (expected: [String], found: [String]), placement: HierarchyPlacement, context: CheckContext) {
        let parent: String
        var notes: [Diagnostic.Note] = []
        if let (embedding, host) = context.embeddingView(of: placement), case .hierarchy(let nested) = embedding.kind {
            parent = "view '\(embedding.id.value)' (\(placement.bounds.sizeText)), which embeds hierarchy '\(nested.value)'"
            notes.append(.init("hierarchy '\(nested.value)' is embedded here by view '\(embedding.id.value)' of hierarchy '\(host.name.value)'", at: embedding.frame.range))
        } else {
            parent = "the viewport (\(placement.bounds.sizeText))"
        }
        context.report(
            "view '\(view.id.value)' is not inside its parent, \(parent): expected \(overflow.expected.joined(separator: " and ")), found \(overflow.found.joined(separator: " and ")); touches outside the parent never reach it",
            at: view.frame.range, notes: notes)
    }
}
