/// A track that never ends stands where something waits for its end.
struct EndlessTrackCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout, .swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0262", name: "endless-track",
            summary: "A track with `iterations: infinite` is in an animation that repeats as a whole, or another track starts after it."),
        rationale: """
            An animation with `iterations` other than 1 repeats its tracks as a group: each \
            repetition starts when every track of the previous one has ended. A track that \
            plays forever never lets the first repetition end, so the group never repeats; and \
            a track that starts `after` an endless one never starts. Give the track a count, or \
            let the group play once and the endless track loop on its own.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                animations:
                  Banner:
                    iterations: 3
                    elements:
                      title: {text: Welcome}
                      logo: {image: logo}
                    tracks:
                      pulse:
                        element: logo
                        duration: 1
                        iterations: ↓infinite
                        from: {scale: 1}
                        to: {scale: 1.2}
                      fade:
                        element: title
                        after: ↓pulse
                        duration: 1
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
                      logo: {image: logo}
                    tracks:
                      fade:
                        element: title
                        duration: 1
                        from: {opacity: 1}
                        to: {opacity: 0}
                      pulse:
                        element: logo
                        after: fade
                        duration: 1
                        iterations: infinite
                        direction: alternate
                        from: {scale: 1}
                        to: {scale: 1.2}
                """)
        ])

    func run(in context: CheckContext) {
        for animation in context.declarations.animations {
            if animation.repeatsAsWhole, let groupIterations = animation.iterations {
                for track in animation.tracks where track.timing.isEndless {
                    guard let iterations = track.timing.iterations else { continue }
                    context.report(
                        "track '\(track.name.value)' plays forever, but animation '\(animation.name.value)' repeats as a whole and each repetition waits for every track to end: expected a finite iteration count",
                        at: iterations.range,
                        notes: [.init("the animation repeats here", at: groupIterations.range)])
                }
            }
            for track in animation.tracks {
                guard let after = track.after, let before = animation.track(named: after.value), before.timing.isEndless,
                    let endless = before.timing.iterations
                else { continue }
                context.report(
                    "track '\(track.name.value)' starts after track '\(before.name.value)' ends, but '\(before.name.value)' plays forever: it would never start",
                    at: after.range,
                    notes: [.init("'\(before.name.value)' plays forever here", at: endless.range)])
            }
        }
    }
}
