/// Every action sheet is presented from somewhere.
struct UnpresentedSheetCheck: Check {
    static let scope = CheckScope.project
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0256", name: "unpresented-sheet",
            summary: "No hierarchy view, table or preference button presents an action sheet.",
            defaultSeverity: .warning),
        rationale: """
            A sheet is shown from the views, table rows and preference buttons that name it in \
            `presents`; one that nothing names can still be shown from the app's own code, but \
            most often its presenter was deleted or misspelt, and its actions are dead code. \
            While any input file, hierarchy, table or screen could not be read whole, or any \
            `presents` names a sheet that is not declared, no sheet is reported: the missing \
            piece or the misspelt name may be the one that presents it; a sheet named under a \
            misspelt `presents` key counts as presented.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                actionSheets:
                  ↓Share:
                    buttons:
                      - {title: Copy link, action: copyLink}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                actionSheets:
                  Share:
                    buttons:
                      - {title: Copy link, action: copyLink}
                tables:
                  Links:
                    strings: [Home, Help]
                    presents: Share
                    anchor: fill
                """)
        ])

    func run(in context: CheckContext) {
        let project = context.project
        guard project.unreadFiles.isEmpty, project.unreadDeclarations.isEmpty,
            !project.preferenceScreens.contains(where: \.isPartlyUnread), !project.hierarchies.contains(where: \.isPartlyUnread)
        else { return }
        let presenters = SheetPresenter.all(in: project.declarations)
        guard presenters.allSatisfy({ project.actionSheetsByName[$0.presentation.sheet.value] != nil }) else { return }
        let presented = Set(presenters.map(\.presentation.sheet.value) + project.files.flatMap(\.unreadPresentedSheets))
        for sheet in project.actionSheets where !presented.contains(sheet.name.value) && project.actionSheetsByName[sheet.name.value] === sheet {
            context.report(
                "action sheet '\(sheet.name.value)' is never presented: expected a hierarchy view, table or preference button naming it in 'presents'",
                at: sheet.name.range)
        }
    }
}
