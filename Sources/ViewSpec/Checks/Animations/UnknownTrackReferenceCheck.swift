/// The tracks and elements a track names are declared in its animation.
struct UnknownTrackReferenceCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0269", name: "unknown-track-reference",
            summary: "A track starts `after` a track, or moves an `element`, that its animation does not declare."),
        rationale: """
            A track moves one of its animation's elements, and may start when another track of \
            the same animation ends. A name that matches none of them leaves the track with \
            nothing to move, or waiting for an end that never comes. The closest declared name \
            is offered.
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
                        element: ↓titel
                        duration: 0.5
                        from: {x: -320}
                        to: {x: 0}
                      fadeOut:
                        element: title
                        after: ↓slideIt
                        duration: 0.5
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
                      slideIn:
                        element: title
                        duration: 0.5
                        from: {x: -320}
                        to: {x: 0}
                      fadeOut:
                        element: title
                        after: slideIn
                        duration: 0.5
                        from: {opacity: 1}
                        to: {opacity: 0}
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                animations:
                  Banner:
                    elements:
                      title: {text: Welcome}
                    tracks:
                      slideIn:
                        element: ↓titel
                        duration: 0.5
                        from: {x: -320}
                        to: {x: 0}
                      fadeOut:
                        element: title
                        after: ↓slideIt
                        duration: 0.5
                        from: {opacity: 1}
                        to: {opacity: 0}
                """,
                """
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
                        duration: 0.5
                        from: {opacity: 1}
                        to: {opacity: 0}
                """)
        ])

    func run(in context: CheckContext) {
        for animation in context.declarations.animations where !animation.isPartlyUnread {
            for track in animation.tracks {
                if animation.element(named: track.element.value) == nil {
                    context.reportUnknown(
                        track.element, "unknown element '\(track.element.value)' in track '\(track.name.value)' of animation '\(animation.name.value)'",
                        among: animation.elements.map(\.name))
                }
                if let after = track.after, animation.track(named: after.value) == nil {
                    context.reportUnknown(
                        after, "unknown track '\(after.value)' in 'after' of track '\(track.name.value)' of animation '\(animation.name.value)'",
                        among: animation.tracks.map(\.name).filter { $0.value != track.name.value })
                }
            }
        }
    }
}
