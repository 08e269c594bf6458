/// What presents an action sheet hands its actions the target the sheet names.
struct SheetTargetCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0255", name: "sheet-target-mismatch",
            summary: "An action sheet that names a `target` model is presented from a place that has no value of that model to give."),
        rationale: """
            A sheet's buttons are bound to a target, as the original library's button objects \
            were: the generated handler methods receive the target typed, so no code looks it \
            up. A table's rows give the tapped row's record, a preference button gives its \
            screen's preferences object, and a hierarchy view gives nothing. A sheet naming a \
            target must be presented from a place that gives a value of that model; a sheet \
            without a target can be presented from anywhere.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Card:
                    kind: record
                    fields: {name: String}
                actionSheets:
                  CardActions:
                    target: Card
                    buttons:
                      - {title: Delete, role: destructive, action: delete}
                tables:
                  Colors:
                    strings: [Red, Green]
                    presents: ↓CardActions
                    anchor: fill
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Card:
                    kind: record
                    fields: {name: String}
                actionSheets:
                  CardActions:
                    target: Card
                    buttons:
                      - {title: Delete, role: destructive, action: delete}
                tables:
                  Cards:
                    model: Card
                    display: name
                    presents: CardActions
                    anchor: fill
                """)
        ])

    func run(in context: CheckContext) {
        let project = context.project
        for presenter in SheetPresenter.all(in: context.declarations) {
            let reference = presenter.presentation.sheet
            // An unknown sheet or target model is unknown-reference's to report.
            guard let sheet = project.actionSheetsByName[reference.value], let target = sheet.target,
                project.model(named: target.value) != nil
            else { continue }
            let supplied = presenter.suppliedModel
            guard supplied?.value != target.value else { continue }
            // A presenter's model that is not declared is unknown-reference's to report.
            if let supplied, project.model(named: supplied.value) == nil { continue }
            let found = supplied.map { "a value of model '\($0.value)'" } ?? {
                if case .tableRows = presenter.kind { return "rows of strings, which have no record" }
                return "nothing: a view has no record or settings object of its own"
            }()
            context.report(
                "action sheet '\(sheet.name.value)' acts on a value of model '\(target.value)', but \(presenter.description) gives \(found)",
                at: reference.range,
                notes: [.init("the sheet's target is declared here", at: target.range)])
        }
    }
}
