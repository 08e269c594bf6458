/// An opacity is a fraction from transparent to opaque.
struct OpacityRangeCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0261", name: "opacity-out-of-range",
            summary: "A keyframe's `opacity` is below 0 or above 1."),
        rationale: """
            Opacity goes from 0, transparent, to 1, opaque. Platforms clamp values outside that \
            range, each at its own moment (before or after interpolating), so a track from 0 to \
            100 (a percentage) turns opaque almost at once on one platform and differently on \
            another. Write a fraction: 0.5 for half transparent.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                animations:
                  Banner:
                    elements:
                      title: {text: Welcome}
                    tracks:
                      fadeIn:
                        element: title
                        duration: 0.5
                        from: {opacity: 0}
                        to: {opacity: ↓100}
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
                      fadeIn:
                        element: title
                        duration: 0.5
                        from: {opacity: 0}
                        to: {opacity: 1}
                """)
        ])

    func run(in context: CheckContext) {
        for (placed, keyframe) in context.declarations.animationKeyframes {
            guard let opacity = keyframe.opacity, !(0...1).contains(opacity.value) else { continue }
            context.report(
                "opacity in \(placed.described) is out of range: expected 0 (transparent) to 1 (opaque), found \(AnimationKeyframe.format(opacity.value))",
                at: opacity.range)
        }
    }
}
