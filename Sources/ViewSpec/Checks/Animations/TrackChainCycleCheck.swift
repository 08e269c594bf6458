/// Tracks chained with `after` do not wait for one another in a circle.
struct TrackChainCycleCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout, .swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0263", name: "track-chain-cycle",
            summary: "Tracks of an animation start `after` one another in a cycle, so none of them can start."),
        rationale: """
            `after` starts a track when another ends, as the original library chained the \
            segments of a complex motion. A track that starts after itself, directly or through \
            others, waits for its own end: none of the tracks in the cycle ever starts. Start \
            the first segment of the chain with the group (no `after`) or at an `offset`.
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
                        after: ↓fadeOut
                        duration: 0.5
                        from: {x: -320}
                        to: {x: 0}
                      fadeOut:
                        element: title
                        after: slideIn
                        duration: 0.5
                        from: {opacity: 1}
                        to: {opacity: 0}
                      blink:
                        element: title
                        after: ↓blink
                        duration: 0.5
                        from: {opacity: 0}
                        to: {opacity: 1}
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
                        from: {x: -320}
                        to: {x: 0}
                      fadeOut:
                        element: title
                        after: slideIn
                        offset: 2
                        duration: 0.5
                        from: {opacity: 1}
                        to: {opacity: 0}
                """)
        ])

    func run(in context: CheckContext) {
        for animation in context.declarations.animations {
            for cycle in Self.cycles(in: animation) {
                let names = cycle.map(\.name.value)
                guard let first = cycle.first, let after = first.after else { continue }
                if cycle.count == 1 {
                    context.report("track '\(first.name.value)' of animation '\(animation.name.value)' starts after itself ends: it can never start", at: after.range)
                    continue
                }
                // Each track waits for the next one written in `after`; the cycle reads in that order.
                context.report(
                    "tracks of animation '\(animation.name.value)' start after one another in a cycle, \((names + [names[0]]).map { "'\($0)'" }.joined(separator: " after ")): none of them can start",
                    at: after.range,
                    notes: cycle.dropFirst().compactMap { track in
                        track.after.map { .init("'\(track.name.value)' starts after '\($0.value)' here", at: $0.range) }
                    })
            }
        }
    }

    /// Every cycle of `after` references once, each starting at its track written first.
    static func cycles(in animation: Animation) -> [[AnimationTrack]] {
        let order = Dictionary(animation.tracks.enumerated().map { ($1.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var found: [[AnimationTrack]] = []
        var inCycle = Set<String>()
        for track in animation.tracks where !inCycle.contains(track.name.value) {
            var path: [AnimationTrack] = [track]
            var seen: Set<String> = [track.name.value]
            var current = track
            while let next = current.after.flatMap({ animation.track(named: $0.value) }) {
                if next.name.value == track.name.value {
                    // A cycle through `track`, reported from its track written first.
                    let start = path.indices.min { order[path[$0].name.value, default: 0] < order[path[$1].name.value, default: 0] } ?? 0
                    let rotated = Array(path[start...] + path[..<start])
                    if rotated[0].name.value == track.name.value {
                        found.append(rotated)
                        inCycle.formUnion(rotated.map(\.name.value))
                    }
                    break
                }
                // A cycle that does not pass through `track` is found from one of its own.
                guard seen.insert(next.name.value).inserted else { break }
                path.append(next)
                current = next
            }
        }
        return found
    }
}
