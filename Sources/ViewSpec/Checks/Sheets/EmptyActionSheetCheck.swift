/// An action sheet offers at least one button.
struct EmptyActionSheetCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0252", name: "empty-action-sheet",
            summary: "An action sheet has no buttons."),
        rationale: """
            A sheet without buttons offers nothing to choose, and on iPhone, without a cancel \
            button, nothing to dismiss it with: it would cover the screen for good. A sheet \
            whose buttons could not be read is not reported; their errors come first.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                actionSheets:
                  Share:
                    title: Share
                    buttons: ↓[]
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                actionSheets:
                  Share:
                    title: Share
                    buttons:
                      - {title: Copy link, action: copyLink}
                """)
        ])

    func run(in context: CheckContext) {
        for sheet in context.declarations.actionSheets where sheet.buttons.isEmpty && !sheet.isPartlyUnread {
            context.report(
                "action sheet '\(sheet.name.value)' has no buttons: expected at least one",
                at: sheet.buttonsRange ?? sheet.name.range)
        }
    }
}
