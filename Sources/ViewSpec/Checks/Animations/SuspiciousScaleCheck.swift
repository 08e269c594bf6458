/// A scale is a factor, not a percentage.
struct SuspiciousScaleCheck: Check {
    static let scope = CheckScope.declarations
    /// Scales above this are far more often a percentage than a zoom.
    static let threshold = 10.0
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0266", name: "suspicious-scale",
            summary: "A keyframe's `scale` is so large that a percentage was probably meant.",
            defaultSeverity: .warning),
        rationale: """
            `scale` is a factor: 1 is the element's own size, 2 twice as large. A scale above \
            10 is nearly always a percentage written as a factor (100 where 1 was meant), and \
            blows the element up a hundred times, over the whole screen. Write the factor; a \
            deliberate zoom this large can keep its value and disable the warning.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                animations:
                  Banner:
                    elements:
                      logo: {image: logo}
                    tracks:
                      grow:
                        element: logo
                        duration: 0.5
                        from: {scale: ↓50}
                        to: {scale: ↓100}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                animations:
                  Banner:
                    elements:
                      logo: {image: logo}
                    tracks:
                      grow:
                        element: logo
                        duration: 0.5
                        from: {scale: 0.5}
                        to: {scale: 1}
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                animations:
                  Banner:
                    elements:
                      logo: {image: logo}
                    tracks:
                      grow:
                        element: logo
                        duration: 0.5
                        from: {scale: ↓50}
                        to: {scale: ↓100}
                """,
                """
                viewspec: 1
                animations:
                  Banner:
                    elements:
                      logo: {image: logo}
                    tracks:
                      grow:
                        element: logo
                        duration: 0.5
                        from: {scale: 0.5}
                        to: {scale: 1}
                """)
        ])

    func run(in context: CheckContext) {
        for (placed, keyframe) in context.declarations.animationKeyframes {
            guard let scale = keyframe.scale, scale.value > Self.threshold else { continue }
            let written = AnimationKeyframe.format(scale.value)
            let factor = AnimationKeyframe.format(scale.value / 100)
            context.report(
                "scale \(written) in \(placed.described) makes the element \(written) times its size; a scale is a factor (1 is the element's own size): did you mean \(factor)?",
                at: scale.range,
                fixIts: [.init("replace \(written) with \(factor)", replacing: scale.range, with: factor)])
        }
    }
}
