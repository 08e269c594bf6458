/// A hierarchy keeps to a modest number of layers.
struct TooManyLayersCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0245", name: "too-many-layers",
            summary: "A hierarchy declares more layers than the recommended maximum of 8.",
            defaultSeverity: .warning),
        rationale: """
            Every layer is a full-size container view that touches and drawing pass through, so \
            each one costs performance, however little is in it. Views that need not be separated \
            belong in one layer, where the order of `views` already decides which is above.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [l1, l2, l3, l4, l5, l6, l7, l8, ↓l9]
                    views:
                      - {id: v1, layer: l1, frame: {x: 0, y: 0, width: 10, height: 10}}
                      - {id: v2, layer: l2, frame: {x: 10, y: 0, width: 10, height: 10}}
                      - {id: v3, layer: l3, frame: {x: 20, y: 0, width: 10, height: 10}}
                      - {id: v4, layer: l4, frame: {x: 30, y: 0, width: 10, height: 10}}
                      - {id: v5, layer: l5, frame: {x: 40, y: 0, width: 10, height: 10}}
                      - {id: v6, layer: l6, frame: {x: 50, y: 0, width: 10, height: 10}}
                      - {id: v7, layer: l7, frame: {x: 60, y: 0, width: 10, height: 10}}
                      - {id: v8, layer: l8, frame: {x: 70, y: 0, width: 10, height: 10}}
                      - {id: v9, layer: l9, frame: {x: 80, y: 0, width: 10, height: 10}}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [background, back, middle, front, ads]
                    views:
                      - {id: wallpaper, kind: image, layer: background, frame: fill, interactive: false}
                      - {id: card, layer: back, frame: {x: 20, y: 100, width: 320, height: 480}}
                      - {id: members, layer: middle, frame: {x: 20, y: 100, width: 320, height: 400}}
                      - {id: title, kind: text, text: Members, layer: front, frame: {x: 20, y: 50, width: 200, height: 30}}
                      - {id: banner, kind: image, layer: ads, frame: {x: 0, y: 794, width: 390, height: 50}}
                """)
        ])

    func run(in context: CheckContext) {
        let maximum = Hierarchy.recommendedMaximumLayers
        for hierarchy in context.declarations.hierarchies where hierarchy.layers.count > maximum {
            context.report(
                "hierarchy '\(hierarchy.name.value)' declares \(hierarchy.layers.count) layers: expected at most \(maximum), the recommended maximum; merge layers whose views need not be separated",
                at: hierarchy.layers[maximum].range)
        }
    }
}
