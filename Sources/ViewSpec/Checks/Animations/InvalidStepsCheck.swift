/// A stepped easing has at least one step.
struct InvalidStepsCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout, .swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0268", name: "invalid-steps",
            summary: "A `steps(n)` easing has fewer than one step."),
        rationale: """
            `steps(n)` divides each iteration into n equal steps and jumps at the end of each, \
            as CSS `steps(n)` does. With no steps there is nothing to divide into, and CSS \
            refuses the easing, so the animation would not play. `steps(1)` holds the first \
            keyframe for the whole iteration.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                animations:
                  Clock:
                    elements:
                      hand: {image: hand}
                    tracks:
                      tick:
                        element: hand
                        duration: 60
                        easing: ↓steps(0)
                        from: {rotation: 0deg}
                        to: {rotation: 360deg}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                animations:
                  Clock:
                    elements:
                      hand: {image: hand}
                    tracks:
                      tick:
                        element: hand
                        duration: 60
                        easing: steps(60)
                        from: {rotation: 0deg}
                        to: {rotation: 360deg}
                """)
        ])

    func run(in context: CheckContext) {
        for (placed, easing) in context.declarations.animationEasings {
            guard case .steps(let count) = easing.value, count < 1 else { continue }
            context.report("easing of \(placed.described) has no steps: expected steps(n) with n of at least 1, found \(count)", at: easing.range)
        }
    }
}
