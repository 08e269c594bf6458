/// A view element names a view of the animation's hierarchy.
struct UnknownAnimatedViewCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout, .swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0264", name: "unknown-animated-view",
            summary: "An animation's `view` element names a view id that its hierarchy does not have, or the animation names no hierarchy."),
        rationale: """
            An animation moves a hierarchy's view by its id, so that the view keeps its own \
            frame, layer and contents while the animation moves it. The id must be one of the \
            views of the hierarchy the animation names with `hierarchy`; otherwise there is \
            nothing on screen to move. The closest id is offered.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [front]
                    views:
                      - {id: banner, layer: front, frame: {x: 0, y: 0, width: 320, height: 60}}
                animations:
                  Intro:
                    hierarchy: Main
                    elements:
                      banner: {view: ↓baner}
                    tracks:
                      slideIn:
                        element: banner
                        duration: 0.5
                        from: {y: -60}
                        to: {y: 0}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [front]
                    views:
                      - {id: banner, layer: front, frame: {x: 0, y: 0, width: 320, height: 60}}
                animations:
                  Intro:
                    hierarchy: Main
                    elements:
                      banner: {view: banner}
                    tracks:
                      slideIn:
                        element: banner
                        duration: 0.5
                        from: {y: -60}
                        to: {y: 0}
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [front]
                    views:
                      - {id: banner, layer: front, frame: {x: 0, y: 0, width: 320, height: 60}}
                animations:
                  Intro:
                    hierarchy: Main
                    elements:
                      banner: {view: ↓baner}
                    tracks:
                      slideIn:
                        element: banner
                        duration: 0.5
                        from: {y: -60}
                        to: {y: 0}
                """,
                """
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [front]
                    views:
                      - {id: banner, layer: front, frame: {x: 0, y: 0, width: 320, height: 60}}
                animations:
                  Intro:
                    hierarchy: Main
                    elements:
                      banner: {view: banner}
                    tracks:
                      slideIn:
                        element: banner
                        duration: 0.5
                        from: {y: -60}
                        to: {y: 0}
                """)
        ])

    func run(in context: CheckContext) {
        for animation in context.declarations.animations {
            for element in animation.elements {
                guard case .view(let id) = element.kind else { continue }
                guard let hierarchyName = animation.hierarchy else {
                    // A misspelt 'hierarchy' is the one mistake, reported where it is written.
                    if animation.isPartlyUnread { continue }
                    context.report(
                        "element '\(element.name.value)' of animation '\(animation.name.value)' moves view '\(id.value)', but the animation names no hierarchy to find it in: add 'hierarchy'",
                        at: id.range)
                    continue
                }
                // An unknown hierarchy is unknown-reference's to report; one read in part may hold the view.
                guard let hierarchy = context.project.hierarchiesByName[hierarchyName.value], !hierarchy.isPartlyUnread else { continue }
                guard !hierarchy.views.contains(where: { $0.id.value == id.value }) else { continue }
                context.reportUnknown(
                    id, "unknown view '\(id.value)' in element '\(element.name.value)': hierarchy '\(hierarchyName.value)' has no view with that id",
                    among: hierarchy.views.map(\.id))
            }
        }
    }
}
