/// The time coordinates of a cubic Bézier easing stay within the iteration.
struct CubicBezierRangeCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout, .swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0267", name: "cubic-bezier-out-of-range",
            summary: "A `cubicBezier(x1, y1, x2, y2)` easing has x1 or x2 outside 0 to 1."),
        rationale: """
            The x coordinates of a cubic Bézier easing are time: with one outside 0 to 1 the \
            curve would go back in time, giving two progress values at one moment. CSS, the Web \
            Animations API and Core Animation all refuse such a curve, so the animation would \
            not play. The y coordinates may leave 0 to 1 (an overshoot) and are not judged.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                animations:
                  Banner:
                    elements:
                      title: {text: Welcome}
                    tracks:
                      slideIn:
                        element: title
                        duration: 0.5
                        easing: ↓cubicBezier(1.2, 0, 0.58, 1)
                        from: {x: -320}
                        to: {x: 0}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                animations:
                  Banner:
                    elements:
                      title: {text: Welcome}
                    tracks:
                      slideIn:
                        element: title
                        duration: 0.5
                        easing: cubicBezier(0.34, 1.56, 0.64, 1)
                        from: {x: -320}
                        to: {x: 0}
                """)
        ])

    func run(in context: CheckContext) {
        for (placed, easing) in context.declarations.animationEasings {
            guard case .cubicBezier(let x1, _, let x2, _) = easing.value else { continue }
            let outside = [("x1", x1), ("x2", x2)].filter { !(0...1).contains($0.1) }
            guard !outside.isEmpty else { continue }
            let found = outside.map { "\($0.0) = \(AnimationKeyframe.format($0.1))" }.joined(separator: " and ")
            context.report("easing of \(placed.described) goes back in time: expected x1 and x2 from 0 to 1, found \(found)", at: easing.range)
        }
    }
}
