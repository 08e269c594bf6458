/// An interactive view that a touch-receiving view above it covers completely can never
/// be touched.
struct CoveredViewCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0242", name: "covered-view",
            summary: "An interactive, visible view is fully covered by a visible, interactive view above it, so it never receives a touch.",
            defaultSeverity: .warning),
        rationale: """
            The order of `layers` alone decides which layer is above another, and within a layer \
            later views are above earlier ones. Layer containers pass touches through; real views \
            do not. A view whose whole frame lies under a visible, interactive view above it \
            therefore never receives a touch, however it was meant to be used: usually a view in \
            the wrong layer, or an overlay that should be `interactive: false` or `hidden: true`. \
            A view of kind `{hierarchy: Name}` is itself a container of layers and covers nothing; \
            its own views are checked within their hierarchy.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [middle, front]
                    views:
                      - id: overlay
                        layer: front
                        frame: fill
                      - id: ↓members
                        layer: middle
                        frame: {x: 20, y: 100, width: 320, height: 480}
                      - id: ↓title
                        kind: text
                        text: Members
                        layer: middle
                        frame: {x: 20, y: 50, width: 200, height: 30}
                """),
            RuleExample("""
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [front]
                    views:
                      - id: ↓settingsButton
                        layer: front
                        frame: {x: 300, y: 40, width: 44, height: 44}
                      - id: badge
                        layer: front
                        frame: {x: 290, y: 30, width: 64, height: 64}
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [background, middle, front, ads]
                    views:
                      - id: wallpaper
                        kind: image
                        layer: background
                        frame: fill
                      - id: members
                        layer: middle
                        frame: {x: 20, y: 100, width: 320, height: 480}
                      - id: dimmer
                        layer: front
                        frame: fill
                        interactive: false
                      - id: sheet
                        layer: front
                        frame: fill
                        hidden: true
                      - id: banner
                        kind: {hierarchy: AdBanner}
                        layer: ads
                        frame: fill
                  AdBanner:
                    layers: [label]
                    views:
                      - {id: slogan, kind: text, text: Members wanted, layer: label, frame: {x: 12, y: 800, width: 300, height: 30}}
                """)
        ])

    private struct Stacked {
        var view: HierarchyView
        var layer: Int
        var order: Int

        /// Whether this view is drawn above `other`: a higher layer, or later in the same one.
        func isAbove(_ other: Stacked) -> Bool { (layer, order) > (other.layer, other.order) }
    }

    func run(in context: CheckContext) {
        let placements = context.hierarchyPlacements()
        for hierarchy in context.declarations.hierarchies {
            let parents = Array(Set((placements[hierarchy.name.value] ?? []).map(\.bounds)))
                .sorted { ($0.width, $0.height) < ($1.width, $1.height) }
            let boundsToTry = parents.isEmpty ? [context.viewport.bounds] : parents
            let stacked = hierarchy.views.enumerated().compactMap { order, view in
                hierarchy.layerIndex(view.layer.value).map { Stacked(view: view, layer: $0, order: order) }
            }.filter { !$0.view.hidden && $0.view.interactive && $0.view.frame.value.hasPositiveSize }
            // Bottom to top, each frame resolved once per parent size: the pairs are many.
            let ranked = stacked.sorted { $1.isAbove($0) }
            let frames = boundsToTry.map { bounds in ranked.map { $0.view.frame.value.resolved(in: bounds) } }
            let coverRanks = ranked.indices.filter { !ranked[$0].view.kind.isContainer }
            for (rank, covered) in ranked.enumerated() {
                // The topmost cover is the one that takes the touches: look from the top down.
                var coverRank: Int?
                for candidate in coverRanks.reversed() {
                    guard candidate > rank else { break }
                    if frames.contains(where: { $0[candidate].contains($0[rank]) }) {
                        coverRank = candidate
                        break
                    }
                }
                guard let coverRank else { continue }
                let cover = ranked[coverRank]
                let position = cover.layer == covered.layer
                    ? "later in layer '\(hierarchy.layers[cover.layer].value)'"
                    : "in layer '\(hierarchy.layers[cover.layer].value)', above layer '\(hierarchy.layers[covered.layer].value)'"
                context.report(
                    "view '\(covered.view.id.value)' can never be touched: expected no visible, interactive view above it to cover its whole frame, found '\(cover.view.id.value)' \(position)",
                    at: covered.view.id.range,
                    notes: [.init("'\(cover.view.id.value)' covers it; 'interactive: false' would let touches pass through", at: cover.view.id.range)])
            }
        }
    }
}
