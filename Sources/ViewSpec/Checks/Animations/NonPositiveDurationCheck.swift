/// A track's iterations take some time.
struct NonPositiveDurationCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout, .swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0260", name: "non-positive-duration",
            summary: "An animation track's `duration` is zero or negative."),
        rationale: """
            A track's `duration` is the time one iteration takes, in seconds. A negative \
            duration means nothing, and a zero one makes every iteration end as it starts: the \
            element jumps to its last keyframe, which is better written as a keyframe-free \
            change of the view itself. Durations are in seconds, not milliseconds.
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
                        duration: ↓0
                        from: {opacity: 0}
                        to: {opacity: 1}
                      fadeOut:
                        element: title
                        after: fadeIn
                        duration: ↓-0.5
                        from: {opacity: 1}
                        to: {opacity: 0}
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
        for placed in context.declarations.animationTracks where placed.track.timing.duration.value <= 0 {
            let duration = placed.track.timing.duration
            context.report(
                "\(placed.described) lasts no time: expected a duration above 0 seconds, found \(AnimationKeyframe.format(duration.value))",
                at: duration.range)
        }
    }
}
