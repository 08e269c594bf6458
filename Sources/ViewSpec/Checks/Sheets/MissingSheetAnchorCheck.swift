/// A view or table that presents an action sheet says where an iPad points it.
struct MissingSheetAnchorCheck: Check {
    static let scope = CheckScope.declarations
    /// The layout lists a sheet's buttons and anchors its presenters assuming both hold.
    static let guardedOutputs: Set<GeneratedOutput> = [.layout]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0254", name: "missing-sheet-anchor",
            summary: "A hierarchy view or table presents an action sheet without an `anchor`, which an iPad needs."),
        rationale: """
            On iPad an action sheet is shown in a popover that points at the place it was \
            opened from; UIKit raises an exception when a popover has nothing to point at, so \
            the app would crash there and only on iPad, where it is least often tried. A \
            preference button's row is known to the runtime and anchors its sheet itself; a \
            hierarchy view or a table's rows must say where: `anchor: fill` for the whole view \
            or tapped row, or a rectangle `{x, y, width, height}` in its coordinates.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                actionSheets:
                  Share:
                    buttons:
                      - {title: Copy link, action: copyLink}
                hierarchies:
                  Main:
                    layers: [content]
                    views:
                      - {id: share, layer: content, frame: {width: 44, height: 44}, ↓presents: Share}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                actionSheets:
                  Share:
                    buttons:
                      - {title: Copy link, action: copyLink}
                hierarchies:
                  Main:
                    layers: [content]
                    views:
                      - {id: share, layer: content, frame: {width: 44, height: 44}, presents: Share, anchor: fill}
                """)
        ])

    func run(in context: CheckContext) {
        for presenter in SheetPresenter.all(in: context.declarations) where presenter.needsAnchor && presenter.presentation.anchor == nil && !presenter.presentation.hasUnreadAnchor {
            context.report(
                "\(presenter.description) presents action sheet '\(presenter.presentation.sheet.value)' without an 'anchor': expected where an iPad points the sheet's popover ('fill' or {x, y, width, height}), found none",
                at: presenter.presentation.keyRange)
        }
    }
}
