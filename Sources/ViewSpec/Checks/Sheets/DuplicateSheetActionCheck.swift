/// Each button of an action sheet calls an action of its own.
struct DuplicateSheetActionCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0251", name: "duplicate-sheet-action",
            summary: "Two buttons of one action sheet name the same action."),
        rationale: """
            The sheet dispatches by button: choosing a button calls the handler method named by \
            its action, with no index to switch on. The generated handler protocol has one method \
            per action, so two buttons with one action could not be told apart by the app, and \
            one of them is almost always a copied button whose action was not renamed.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                actionSheets:
                  Document:
                    buttons:
                      - {title: Rename, action: rename}
                      - {title: Duplicate, action: ↓rename}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                actionSheets:
                  Document:
                    buttons:
                      - {title: Rename, action: rename}
                      - {title: Duplicate, action: duplicate}
                """)
        ])

    func run(in context: CheckContext) {
        for sheet in context.declarations.actionSheets {
            for index in sheet.buttons.indices {
                let action = sheet.buttons[index].action
                guard let original = sheet.buttons[..<index].first(where: { $0.action.value == action.value }) else { continue }
                context.report(
                    "action '\(action.value)' is named by more than one button of action sheet '\(sheet.name.value)'; each button calls an action of its own",
                    at: action.range,
                    notes: [.init("first named here", at: original.action.range)])
            }
        }
    }
}
