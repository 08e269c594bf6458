/// A table that selects no rows never calls its selection hooks.
struct UnreachableHookCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0234", name: "unreachable-hook",
            summary: "A table whose selection mode is `none` names a `didSelect` or `didDeselect` hook, which can never run.",
            defaultSeverity: .warning),
        rationale: """
            The hooks are the app's customization points, run after the runtime's own work so that \
            nothing undoes them. With selection mode `none` no row is ever selected or deselected, \
            so a `didSelect` or `didDeselect` hook is dead code in the app: most often the mode \
            was changed and the hook forgotten, or the mode is wrong. `editCell` still runs for \
            every row.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                tables:
                  Colors:
                    strings: [Red, Green, Blue]
                    selection: none
                    hooks:
                      editCell: styleColorCell
                      didSelect: ↓colorSelected
                      didDeselect: ↓colorDeselected
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                tables:
                  Colors:
                    strings: [Red, Green, Blue]
                    selection: none
                    hooks: {editCell: styleColorCell}
                  Sizes:
                    strings: [Small, Large]
                    hooks: {didSelect: sizeSelected, didDeselect: sizeDeselected}
                """)
        ])

    func run(in context: CheckContext) {
        for table in context.declarations.tables where table.selection.mode.value == .none {
            for (key, hook) in [("didSelect", table.hooks.didSelect), ("didDeselect", table.hooks.didDeselect)] {
                guard let hook else { continue }
                context.report(
                    "hook '\(key)' (\(hook.value)) of table '\(table.name.value)' never runs: expected selection mode single or multiple, found none",
                    at: hook.range,
                    notes: [.init("selection mode is none here", at: table.selection.mode.range)])
            }
        }
    }
}
