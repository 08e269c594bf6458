/// An action sheet has at most one cancel button.
struct MultipleCancelButtonsCheck: Check {
    static let scope = CheckScope.declarations
    /// The layout lists a sheet's buttons and anchors its presenters assuming both hold.
    static let guardedOutputs: Set<GeneratedOutput> = [.layout]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0250", name: "multiple-cancel-buttons",
            summary: "An action sheet has more than one button with role `cancel`."),
        rationale: """
            A sheet is dismissed one way: its cancel button on iPhone, a tap outside the popover \
            on iPad. UIKit raises an exception when a second cancel action is added to an alert \
            controller, so the sheet would crash the app the first time it is shown. Give the \
            other buttons role `default` or `destructive`.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                actionSheets:
                  Photo:
                    buttons:
                      - {title: Retake, action: retake}
                      - {title: Cancel, role: cancel, action: cancel}
                      - {title: Close, role: ↓cancel, action: close}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                actionSheets:
                  Photo:
                    buttons:
                      - {title: Retake, action: retake}
                      - {title: Delete, role: destructive, action: delete}
                      - {title: Cancel, role: cancel, action: cancel}
                """)
        ])

    func run(in context: CheckContext) {
        for sheet in context.declarations.actionSheets {
            let cancels = sheet.buttons.filter { $0.role.value == .cancel }
            guard let first = cancels.first else { continue }
            for button in cancels.dropFirst() {
                context.report(
                    "action sheet '\(sheet.name.value)' has more than one cancel button: expected at most one, found '\(button.action.value)' besides '\(first.action.value)'",
                    at: button.role.range,
                    notes: [.init("the first cancel button, '\(first.action.value)', is here", at: first.role.range)])
            }
        }
    }
}
