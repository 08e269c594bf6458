/// Every declared layer holds at least one view.
struct UnusedLayerCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0243", name: "unused-layer",
            summary: "A hierarchy declares a layer that holds no view.",
            defaultSeverity: .warning),
        rationale: """
            A layer exists to hold views; one that nothing is placed in is only another \
            transparent container, and each layer costs performance. An empty layer is most often \
            left over from a view that was moved or deleted, or a view whose `layer` names a \
            different layer than intended. A hierarchy with a view or a key that could not be \
            read, or a view whose layer is not declared, is not judged: that view may be the one \
            meant for the layer.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [background, ↓back, middle, ↓front]
                    views:
                      - {id: wallpaper, kind: image, layer: background, frame: fill, interactive: false}
                      - {id: members, layer: middle, frame: {x: 20, y: 100, width: 320, height: 480}}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [background, middle]
                    views:
                      - {id: wallpaper, kind: image, layer: background, frame: fill, interactive: false}
                      - {id: members, layer: middle, frame: {x: 20, y: 100, width: 320, height: 480}}
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [↓background, middle, ↓front]
                    views:
                      - {id: members, layer: middle, frame: {x: 20, y: 100, width: 320, height: 480}}
                  Settings:
                    layers:
                      - back
                      - ↓ads
                    views:
                      - {id: panel, layer: back, frame: fill}
                """,
                """
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [middle]
                    views:
                      - {id: members, layer: middle, frame: {x: 20, y: 100, width: 320, height: 480}}
                  Settings:
                    layers:
                      - back
                    views:
                      - {id: panel, layer: back, frame: fill}
                """)
        ])

    func run(in context: CheckContext) {
        // A view that could not be read, or one whose layer is misspelt, may have been meant
        // for the layer; each has its own error.
        for hierarchy in context.declarations.hierarchies
        where !hierarchy.isPartlyUnread && hierarchy.views.allSatisfy({ hierarchy.layerIndex($0.layer.value) != nil }) {
            let used = Set(hierarchy.views.map(\.layer.value))
            var reported = Set<String>()
            for (index, layer) in hierarchy.layers.enumerated() where !used.contains(layer.value) {
                // A repeated layer is a duplicate-declaration; its name is reported here once.
                guard reported.insert(layer.value).inserted else { continue }
                context.report(
                    "layer '\(layer.value)' of hierarchy '\(hierarchy.name.value)' holds no view: expected a view with 'layer: \(layer.value)', found none",
                    at: layer.range, fixIts: removal(of: index, in: hierarchy.layers).map { [$0] } ?? [])
            }
        }
    }

    /// Removes the layer with the separator before or after it, so the list stays well formed
    /// in flow (`[a, b]`) and block (`- a`) style alike; none for the only layer.
    private func removal(of index: Int, in layers: [Located<String>]) -> Diagnostic.FixIt? {
        let layer = layers[index].range
        let range: SourceSpan
        if index + 1 < layers.count {
            range = layer.sameFile(fromOffset: layer.startOffset, toOffset: layers[index + 1].range.startOffset)
        } else if index > 0 {
            range = layer.sameFile(fromOffset: layers[index - 1].range.endOffset, toOffset: layer.endOffset)
        } else {
            return nil
        }
        return .init("remove layer '\(layers[index].value)'", replacing: range, with: "")
    }
}
