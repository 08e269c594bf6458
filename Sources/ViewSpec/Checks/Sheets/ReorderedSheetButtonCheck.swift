/// A cancel button written anywhere but last is moved by the platform.
struct ReorderedSheetButtonCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0253", name: "reordered-sheet-button",
            summary: "An action sheet's cancel button is not its last button, where iOS shows it.",
            defaultSeverity: .warning),
        rationale: """
            iOS shows an action sheet's cancel button last, apart from the others, whatever its \
            place in the list, and an iPad popover does not show it at all. A cancel button \
            written before other buttons therefore does not appear where the spec puts it, and \
            whoever reads the spec (or writes a test that counts buttons) is misled. Destructive \
            buttons keep their place on iOS and are not reported; put them first or last as the \
            screen needs.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                actionSheets:
                  Message:
                    buttons:
                      - {title: Cancel, role: ↓cancel, action: cancel}
                      - {title: Reply, action: reply}
                      - {title: Delete, role: destructive, action: delete}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                actionSheets:
                  Message:
                    buttons:
                      - {title: Reply, action: reply}
                      - {title: Delete, role: destructive, action: delete}
                      - {title: Cancel, role: cancel, action: cancel}
                """)
        ])

    func run(in context: CheckContext) {
        for sheet in context.declarations.actionSheets {
            // With several cancel buttons, multiple-cancel-buttons reports the mistake.
            let cancels = sheet.buttons.indices.filter { sheet.buttons[$0].role.value == .cancel }
            guard cancels.count == 1, let index = cancels.first, index != sheet.buttons.count - 1 else { continue }
            let button = sheet.buttons[index]
            let last = sheet.buttons[sheet.buttons.count - 1]
            context.report(
                "cancel button '\(button.action.value)' of action sheet '\(sheet.name.value)' is written before other buttons; iOS shows it last, after '\(last.action.value)'",
                at: button.role.range,
                notes: [.init("the last button written is here", at: last.range)])
        }
    }
}
