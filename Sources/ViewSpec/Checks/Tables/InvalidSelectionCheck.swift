/// A table's selection settings must be satisfiable: bounds that admit a selection, and
/// initial rows that exist, fit the mode and respect the maximum.
struct InvalidSelectionCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0233", name: "invalid-selection",
            summary: "A table's selection contradicts itself: bounds that admit no selection, or initial rows that do not exist or do not fit the mode or maximum."),
        rationale: """
            The selected state of every row is kept in the model, not read back from the UI, so \
            that what the app reads is always what the table shows; the model's first state must \
            be one the table can hold: `min` at most `max`, a single selection of at most one row, \
            no bounds or initial rows when the mode is `none`, and initial rows that are in range \
            (for a literal `strings` list), listed once, and no more than `max`. A contradiction \
            here would surface only as a table that silently drops or refuses rows at run time.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                tables:
                  Colors:
                    strings: [Red, Green, Blue]
                    selection:
                      mode: multiple
                      min: ↓3
                      max: 2
                      initial: [0, ↓5, ↓0]
                  Sizes:
                    strings: [Small, Large]
                    selection:
                      mode: single
                      max: ↓2
                      initial: [0, ↓1]
                  Shapes:
                    strings: [Circle, Square]
                    selection:
                      mode: none
                      max: ↓1
                      initial: [↓0]
                """),
            RuleExample("""
                viewspec: 1
                tables:
                  Colors:
                    strings: [Red, Green, Blue, Cyan]
                    selection:
                      mode: multiple
                      max: 2
                      initial: [0, 1, ↓2]
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                tables:
                  Colors:
                    strings: [Red, Green, Blue]
                    selection:
                      mode: multiple
                      min: 1
                      max: 2
                      initial: [0, 2]
                  Sizes:
                    strings: [Small, Large]
                    selection: {mode: single, max: 1, initial: [1]}
                  Shapes:
                    strings: [Circle, Square]
                    selection: none
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                tables:
                  Sizes:
                    strings: [Small, Medium, Large]
                    selection:
                      mode: single
                      max: ↓2
                      initial: [0, ↓1]
                """,
                """
                viewspec: 1
                tables:
                  Sizes:
                    strings: [Small, Medium, Large]
                    selection:
                      mode: multiple
                      max: 2
                      initial: [0, 1]
                """),
            RuleCorrection(
                """
                viewspec: 1
                tables:
                  Colors:
                    strings: [Red, Green, Blue]
                    selection:
                      mode: multiple
                      initial: [0, 2, ↓2]
                  Sizes:
                    strings: [Small, Large]
                    selection:
                      mode: multiple
                      initial:
                        - 1
                        - ↓1
                """,
                """
                viewspec: 1
                tables:
                  Colors:
                    strings: [Red, Green, Blue]
                    selection:
                      mode: multiple
                      initial: [0, 2]
                  Sizes:
                    strings: [Small, Large]
                    selection:
                      mode: multiple
                      initial:
                        - 1
                """)
        ])

    func run(in context: CheckContext) {
        for table in context.declarations.tables {
            check(table, in: context)
        }
    }

    private func check(_ table: SelectableTable, in context: CheckContext) {
        let selection = table.selection
        let mode = selection.mode
        let name = "table '\(table.name.value)'"
        let modeNote = Diagnostic.Note("selection mode is \(mode.value.rawValue) here", at: mode.range)

        if mode.value == .none {
            for (key, bound) in [("min", selection.minimum), ("max", selection.maximum)] {
                guard let bound else { continue }
                context.report(
                    "\(name) selects no rows (mode none): expected no '\(key)', found \(key) \(bound.value)",
                    at: bound.range, notes: [modeNote])
            }
            if let first = selection.initial.first {
                context.report(
                    "\(name) selects no rows (mode none): expected no initially selected rows, found row \(first.value) in 'initial'",
                    at: first.range, notes: [modeNote])
            }
            return
        }

        let rows: (count: Int, range: SourceSpan)? = {
            if case .strings(let strings, let range) = table.source { return (strings.count, range) }
            return nil
        }()
        let rowsNote = rows.map { Diagnostic.Note("\(name) lists \($0.count) string\($0.count == 1 ? "" : "s") here", at: $0.range) }
        let multiple = SelectableTable.Selection.Mode.multiple.rawValue
        let useMultiple = Diagnostic.FixIt("replace '\(mode.value.rawValue)' with '\(multiple)'", replacing: mode.range, with: multiple)

        // A bound already reported is not reported again through a rule that builds on it.
        var minimum = selection.minimum
        var maximum = selection.maximum
        if let bound = minimum, bound.value < 0 {
            context.report("\(name) has min \(bound.value): expected 0 or more selected rows", at: bound.range)
            minimum = nil
        }
        if let bound = maximum, bound.value < 1 {
            context.report(
                "\(name) has max \(bound.value): expected 1 or more selected rows; a table that selects no rows has mode none",
                at: bound.range, notes: [modeNote])
            maximum = nil
        }
        if let low = minimum, let high = maximum, low.value > high.value {
            context.report(
                "\(name) has min \(low.value) above max \(high.value): expected min to be at most max",
                at: low.range, notes: [.init("max is \(high.value) here", at: high.range)])
            minimum = nil
        }
        if mode.value == .single {
            if let high = maximum, high.value > 1 {
                context.report(
                    "\(name) selects a single row: expected max 1 at most, found max \(high.value)",
                    at: high.range, notes: [modeNote], fixIts: [useMultiple])
            }
            if let low = minimum, low.value > 1 {
                context.report(
                    "\(name) selects a single row: expected min 1 at most, found min \(low.value)",
                    at: low.range, notes: [modeNote], fixIts: [useMultiple])
                minimum = nil
            }
        }
        if let low = minimum, let rows, let rowsNote, low.value > rows.count {
            context.report(
                "\(name) needs at least \(low.value) selected rows but has \(rows.count): expected min to be at most the number of strings",
                at: low.range, notes: [rowsNote])
        }

        var firstSelection: [Int: Located<Int>] = [:]
        var selected: [Located<Int>] = []
        for (index, row) in selection.initial.enumerated() {
            if row.value < 0 {
                context.report("\(name) selects row \(row.value) initially: expected a row index of 0 or more", at: row.range)
            } else if let rows, let rowsNote, row.value >= rows.count {
                let valid = rows.count == 0 ? "it lists no strings" : "its rows are 0…\(rows.count - 1)"
                context.report("\(name) selects row \(row.value) initially, but \(valid)", at: row.range, notes: [rowsNote])
            } else if let first = firstSelection[row.value] {
                let previous = selection.initial[index - 1].range
                context.report(
                    "\(name) selects row \(row.value) twice in 'initial': expected each row once",
                    at: row.range, notes: [.init("row \(row.value) is first selected here", at: first.range)],
                    fixIts: [.init("remove the repeated row \(row.value)", replacing: row.range.sameFile(fromOffset: previous.endOffset, toOffset: row.range.endOffset), with: "")])
            } else {
                firstSelection[row.value] = row
                selected.append(row)
            }
        }
        if mode.value == .single, selected.count > 1 {
            context.report(
                "\(name) selects a single row: expected at most one row in 'initial', found \(selected.count)",
                at: selected[1].range, notes: [modeNote], fixIts: [useMultiple])
        } else if mode.value == .multiple, let high = maximum, selected.count > high.value {
            context.report(
                "\(name) selects \(selected.count) rows initially: expected at most max \(high.value)",
                at: selected[high.value].range, notes: [.init("max is \(high.value) here", at: high.range)])
        }
    }
}
