import Foundation
import Testing
import ViewSpecRuntime

/// Selection rules, hooks that run last (BRIEF §4), reload policies and accessories.
@MainActor @Suite struct SelectionTableTests {
    private let colors = ["Red", "Green", "Blue", "Cyan"]

    @Test func aStringTableDefaultsToSingleSelection() throws {
        let table = try SelectionTable(strings: colors)
        #expect(table.rowCount == 4)
        #expect(table.titles == colors)
        #expect(table.selectedIndexes == [])
        #expect(try table.tap(1) == .selected(row: 1, replaced: nil))
        #expect(try table.tap(3) == .selected(row: 3, replaced: 1))
        #expect(table.selectedIndexes == [3])
        #expect(table.selectedTitles == ["Cyan"])
        #expect(table.selectedRows == [TableRow(id: .string("Cyan", occurrence: 0), title: "Cyan")])
        #expect(try table.tap(3) == .deselected(row: 3))
        #expect(table.selectedIndexes == [])
        #expect(throws: SelectionError.rowOutOfRange(row: 4, rowCount: 4)) { try table.tap(4) }
    }

    @Test func theInitialSelectionIsCheckedAgainstTheRules() throws {
        let table = try SelectionTable(strings: colors, selection: SelectionConfiguration(mode: .multiple, initial: [2, 0]))
        #expect(table.selectedIndexes == [0, 2])
        let invalid: [SelectionConfiguration] = [
            SelectionConfiguration(mode: .single, initial: [0, 1]),
            SelectionConfiguration(mode: .multiple, maximum: 1, initial: [0, 1]),
            SelectionConfiguration(mode: .multiple, initial: [4]),
            SelectionConfiguration(mode: .multiple, initial: [1, 1]),
            SelectionConfiguration(mode: .multiple, minimum: 3, maximum: 2),
            SelectionConfiguration(mode: .none, initial: [0]),
            SelectionConfiguration(mode: .single, maximum: 2),
            SelectionConfiguration(mode: .multiple, minimum: -1),
        ]
        for configuration in invalid {
            let error = try #require(throws: SelectionError.self) { try SelectionTable(strings: colors, selection: configuration) }
            guard case .invalidConfiguration = error else {
                Issue.record("expected an invalid configuration for \(configuration), found \(error)")
                continue
            }
        }
        #expect(throws: SelectionError.duplicateRowID(.record(RecordID(rawValue: 1)))) {
            try SelectionTable(rows: [TableRow(id: .record(RecordID(rawValue: 1)), title: "a"), TableRow(id: .record(RecordID(rawValue: 1)), title: "b")])
        }
    }

    @Test func aTableWithoutSelectionRefusesTapsAndCode() throws {
        let table = try SelectionTable(strings: colors, selection: .none, accessory: .disclosure)
        #expect(try table.tap(0) == .rejected(.selectionDisabled))
        #expect(throws: SelectionError.selectionDisabled) { try table.select(0) }
        #expect(table.selectedIndexes == [])
        #expect(table.accessory(forRow: 0) == .disclosure)
    }

    // MARK: - Maximum and minimum

    @Test func atTheMaximumARejectingTableRefusesTheTapButKeepsRowsEnabled() throws {
        let table = try SelectionTable(strings: colors, selection: SelectionConfiguration(mode: .multiple, maximum: 2))
        try table.tap(0)
        try table.tap(2)
        #expect(try table.tap(1) == .rejected(.atMaximum))
        #expect(table.selectedIndexes == [0, 2])
        #expect(colors.indices.allSatisfy(table.isEnabled))
        #expect(throws: SelectionError.atMaximum(maximum: 2)) { try table.select(3) }
        try table.tap(0)
        #expect(try table.tap(1) == .selected(row: 1, replaced: nil))
        #expect(table.selectedIndexes == [1, 2])
    }

    @Test func atTheMaximumADisablingTableDisablesTheOtherRows() throws {
        let table = try SelectionTable(
            strings: colors, selection: SelectionConfiguration(mode: .multiple, maximum: 2, atMaximum: .disableOthers))
        try table.tap(0)
        #expect(colors.indices.allSatisfy(table.isEnabled))
        try table.tap(3)
        #expect(colors.indices.map(table.isEnabled) == [true, false, false, true])
        #expect(try table.tap(1) == .rejected(.rowDisabled))
        #expect(try table.cell(at: 1).isEnabled == false)
        try table.tap(3)
        #expect(colors.indices.allSatisfy(table.isEnabled))
    }

    @Test func theUserCannotDeselectBelowTheMinimum() throws {
        let table = try SelectionTable(strings: colors, selection: SelectionConfiguration(mode: .single, minimum: 1, initial: [0]))
        #expect(try table.tap(0) == .rejected(.atMinimum))
        #expect(try table.tap(1) == .selected(row: 1, replaced: 0))
        #expect(table.selectedIndexes == [1])
        // Code may go below it.
        try table.deselect(1)
        #expect(table.selectedIndexes == [])
    }

    // MARK: - Hooks run last (BRIEF §4)

    @Test func selectionHooksSeeTheFinalSelection() throws {
        var seen: [String] = []
        let hooks = SelectionTable.Hooks(
            didSelect: { table, row in seen.append("select \(row) sees \(table.selectedIndexes), check \(table.accessory(forRow: row))") },
            didDeselect: { table, row in seen.append("deselect \(row) sees \(table.selectedIndexes), check \(table.accessory(forRow: row))") })
        let table = try SelectionTable(strings: colors, accessory: .checkmark, hooks: hooks)
        try table.tap(0)
        try table.tap(2)
        #expect(seen == [
            "select 0 sees [0], check checkmark",
            "deselect 0 sees [2], check none",
            "select 2 sees [2], check checkmark",
        ])
    }

    @Test func whatAHookChangesIsNotUndone() throws {
        // The app's didSelect forbids "Blue" from being selected with "Red": the library
        // must not re-select after the hook.
        let hooks = SelectionTable.Hooks(didSelect: { table, row in
            if row == 2, table.isSelected(0) { try? table.deselect(0) }
        })
        let table = try SelectionTable(strings: colors, selection: .multiple, accessory: .checkmark, hooks: hooks)
        try table.tap(0)
        try table.tap(2)
        #expect(table.selectedIndexes == [2])
        #expect(table.accessory(forRow: 0) == .none)
        #expect(table.accessory(forRow: 2) == .checkmark)
    }

    @Test func theEditCellHookRunsLastAndItsChangesStay() throws {
        let hooks = SelectionTable.Hooks(editCell: { table, cell in
            #expect(cell.isSelected == table.isSelected(cell.row))
            #expect(cell.accessory == (cell.isSelected ? .checkmark : .none))
            if cell.isSelected {
                cell.title = "✓ " + cell.title
                cell.accessory = .detail
            }
            cell.detail = "row \(cell.row)"
        })
        let table = try SelectionTable(strings: colors, accessory: .checkmark, hooks: hooks)
        try table.tap(1)
        let selected = try table.cell(at: 1)
        #expect(selected.title == "✓ Green")
        #expect(selected.accessory == .detail)
        #expect(selected.detail == "row 1")
        #expect(selected.showsHighlight == false)
        let other = try table.cell(at: 0)
        #expect(other.title == "Red")
        #expect(other.accessory == .none)
        #expect(other.detail == "row 0")
    }

    @Test func codeSelectsWithoutHooksUnlessConfigured() throws {
        var calls: [String] = []
        let hooks = SelectionTable.Hooks(
            didSelect: { _, row in calls.append("select \(row)") }, didDeselect: { _, row in calls.append("deselect \(row)") })
        let quiet = try SelectionTable(strings: colors, hooks: hooks)
        try quiet.select(1)
        try quiet.select(2)
        try quiet.deselect(2)
        #expect(quiet.selectedIndexes == [])
        #expect(calls == [])

        let loud = try SelectionTable(strings: colors, selection: SelectionConfiguration(programmaticSelectionFiresHooks: true), hooks: hooks)
        try loud.select(1)
        try loud.select(2)
        loud.clearSelection()
        #expect(calls == ["select 1", "deselect 1", "select 2", "deselect 2"])
        try loud.tap(0)
        try quiet.tap(0)
        #expect(calls.suffix(2) == ["select 0", "select 0"])
    }

    // MARK: - Reload

    @Test func aReloadResetsTheSelectionAndItsCheckmarks() throws {
        // BRIEF §4: after updateTable the original kept stale checkmarks on rows that now
        // showed other items.
        let table = try SelectionTable(strings: colors, selection: .multiple, accessory: .checkmark)
        try table.tap(1)
        try table.tap(3)
        table.reload(strings: ["Black", "White", "Grey", "Pink", "Gold"])
        #expect(table.selectedIndexes == [])
        #expect((0..<5).map(table.accessory(forRow:)) == Array(repeating: .none, count: 5))
        #expect(try (0..<5).allSatisfy { try !table.cell(at: $0).isSelected })
    }

    @Test func aResettingReloadGoesBackToTheInitialRowsThatStillExist() throws {
        let table = try SelectionTable(strings: colors, selection: SelectionConfiguration(mode: .multiple, initial: [0, 3]))
        try table.tap(1)
        table.reload(strings: ["Black", "White", "Grey"])
        #expect(table.selectedIndexes == [0])
    }

    @Test func aKeepingReloadFollowsRowsByIdentity() throws {
        let table = try SelectionTable(strings: ["Red", "Red", "Green", "Blue"], selection: .multiple, onReload: .keepSelection)
        try table.tap(1)
        try table.tap(2)
        try table.tap(3)
        // The second "Red" and "Green" survive in new places; "Blue" is gone.
        table.reload(strings: ["Green", "Red", "Pink", "Red"])
        #expect(table.selectedIndexes == [0, 3])
    }

    @Test func recordRowsKeepTheirSelectionAcrossEditsAndSorting() throws {
        let store = try RecordStore<RecordCard>()
        for name in ["Cy", "ann", "Bob"] { try store.add(RecordCard(name: name)) }
        let rows = try TableRow.rows(records: store, display: \.name, sortBy: "name", locale: Locale(identifier: "en_US"))
        #expect(rows.map(\.title) == ["ann", "Bob", "Cy"])
        #expect(rows.first?.id == .record(store.ids[1]))
        #expect(throws: StoreError.self) { try TableRow.rows(records: store, display: \.name, sortBy: "spMember") }

        let table = try SelectionTable(rows: rows, selection: .multiple, onReload: .keepSelection)
        try table.tap(1)
        try store.insert(RecordCard(name: "Al"), at: 0)
        try store.remove(at: 1)
        try table.reload(rows: TableRow.rows(records: store, display: \.name, sortBy: "name", locale: Locale(identifier: "en_US")))
        #expect(table.titles == ["Al", "ann", "Bob"])
        #expect(table.selectedTitles == ["Bob"])
        guard case .record(let id)? = table.selectedRows.first?.id else {
            Issue.record("expected a record row")
            return
        }
        #expect(try store.record(at: #require(store.index(of: id))).name == "Bob")
    }

    // MARK: - Reordering (BRIEF §8)

    @Test func rowsMoveByIndexAndTakeTheirSelectionAlong() throws {
        let table = try SelectionTable(strings: ["x", "y", "x", "y"], selection: .multiple, reorderable: true)
        try table.tap(2)
        try table.moveRow(from: 2, to: 0)
        #expect(table.titles == ["x", "x", "y", "y"])
        #expect(table.selectedIndexes == [0])
        #expect(table.selectedRows.first?.id == .string("x", occurrence: 1))
        try table.moveRow(from: 0, to: 3)
        #expect(table.selectedIndexes == [3])
        let fixed = try SelectionTable(strings: colors)
        #expect(throws: SelectionError.notReorderable) { try fixed.moveRow(from: 0, to: 1) }
    }
}
