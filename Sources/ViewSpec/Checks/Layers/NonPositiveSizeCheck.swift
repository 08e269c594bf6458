/// A frame has a width and a height greater than zero, and a border a width greater than zero.
struct NonPositiveSizeCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0240", name: "non-positive-size",
            summary: "A view's or table's frame has a zero or negative width or height, or a view's border a zero or negative width."),
        rationale: """
            A view with no area is never drawn and never receives a touch, and a negative size has \
            no meaning at all; in an explicit frame such a size is always a typing mistake. This \
            check covers every explicit frame, of hierarchy views and of tables; the other frame \
            checks skip a frame it reports. A border of no width is never drawn either: leave the \
            border out instead.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                tables:
                  Colors:
                    strings: [Red, Green, Blue]
                    frame: {x: 0, y: 0, width: 320, height: ↓0}
                hierarchies:
                  Main:
                    layers: [front]
                    views:
                      - id: title
                        kind: text
                        text: Members
                        layer: front
                        frame: {x: 20, y: 50, width: ↓-200, height: ↓-30}
                      - id: card
                        layer: front
                        frame: {x: 20, y: 100, width: 200, height: 120}
                        border: {edges: [top], width: ↓0, color: "#C8C8C8"}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                tables:
                  Colors:
                    strings: [Red, Green, Blue]
                    frame: {x: -10, y: 0, width: 320, height: 480}
                hierarchies:
                  Main:
                    layers: [front]
                    views:
                      - {id: background, layer: front, frame: fill}
                      - id: title
                        kind: text
                        text: Members
                        layer: front
                        frame: {x: 20, y: 50, width: 0.5, height: 30}
                        border: {width: 0.5, color: "#C8C8C8"}
                """)
        ])

    func run(in context: CheckContext) {
        for table in context.declarations.tables {
            guard let frame = table.frame else { continue }
            check(frame, sizeRanges: table.frameSizeRanges, of: "table '\(table.name.value)'", context: context)
        }
        for hierarchy in context.declarations.hierarchies {
            for view in hierarchy.views {
                check(view.frame, sizeRanges: view.frameSizeRanges, of: "view '\(view.id.value)'", context: context)
                if let width = view.border?.width, width.value <= 0 {
                    context.report(
                        "border of view '\(view.id.value)' has width \(width.value.specText): expected a width greater than 0; leave the border out to draw none",
                        at: width.range)
                }
            }
        }
    }

    private func check(_ frame: Located<Frame>, sizeRanges: FrameSizeRanges?, of subject: String, context: CheckContext) {
        guard case .rect(let rect) = frame.value else { return }
        for (name, value, range) in [("width", rect.width, sizeRanges?.width), ("height", rect.height, sizeRanges?.height)] where value <= 0 {
            context.report(
                "\(subject) has \(name) \(value.specText): expected a \(name) greater than 0",
                at: range ?? frame.range)
        }
    }
}
