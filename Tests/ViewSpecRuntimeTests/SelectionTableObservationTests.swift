import Testing
import ViewSpecRuntime

/// `SelectionTable` is observable: an observation of its selection or rows hears every
/// change a tap, code, a reload or a move makes, and no refused one.
@MainActor @Suite struct SelectionTableObservationTests {
    /// Red, Green, Blue and Cyan, multiple selection of at most two, Green selected, rows
    /// that can be moved and reloads that keep the selection.
    static func table() throws -> SelectionTable {
        try SelectionTable(
            strings: ["Red", "Green", "Blue", "Cyan"], selection: SelectionConfiguration(mode: .multiple, maximum: 2, initial: [1]),
            accessory: .checkmark, onReload: .keepSelection, reorderable: true)
    }

    nonisolated static let selectionChanges: [StoreChange<SelectionTable>] = [
        StoreChange("tap to select") { try $0.tap(0) },
        StoreChange("tap to deselect") { try $0.tap(1) },
        StoreChange("select from code") { try $0.select(2) },
        StoreChange("deselect from code") { try $0.deselect(1) },
        StoreChange("clear") { $0.clearSelection() },
        StoreChange("reload") { $0.reload(strings: ["Green", "Red"]) },
        StoreChange("move") { try $0.moveRow(from: 1, to: 3) },
    ]

    @Test(arguments: selectionChanges)
    func everyChangeOfTheSelectionIsHeard(_ change: StoreChange<SelectionTable>) throws {
        let table = try Self.table()
        #expect(try isObserved({ _ = table.selectedIndexes }, when: { try change.apply(table) }))
    }

    nonisolated static let rowChanges: [StoreChange<SelectionTable>] = [
        StoreChange("reload strings") { $0.reload(strings: ["Green", "Red"]) },
        StoreChange("reload rows") { try $0.reload(rows: TableRow.rows(strings: ["Magenta"])) },
        StoreChange("move") { try $0.moveRow(from: 0, to: 2) },
    ]

    @Test(arguments: rowChanges)
    func everyChangeOfTheRowsIsHeard(_ change: StoreChange<SelectionTable>) throws {
        let table = try Self.table()
        #expect(try isObserved({ _ = table.titles }, when: { try change.apply(table) }))
    }

    @Test func whatACellShowsIsObserved() throws {
        let table = try Self.table()
        #expect(try isObserved({ _ = try? table.cell(at: 0) }, when: { try table.tap(0) }))
        #expect(try isObserved({ _ = table.isSelected(3) }, when: { try table.tap(1) }))
        #expect(try isObserved({ _ = table.accessory(forRow: 3) }, when: { try table.tap(3) }))
    }

    @Test func refusedChangesAreNotHeard() throws {
        let table = try Self.table()
        try table.tap(0)
        // Two rows are selected, the most allowed: a third tap is refused, and so is
        // selecting it from code.
        var tap: TapResult?
        #expect(try !isObserved({ _ = table.selectedIndexes }, when: { tap = try table.tap(2) }))
        #expect(tap == .rejected(.atMaximum))
        let duplicate = [TableRow(id: .string("a", occurrence: 0), title: "a"), TableRow(id: .string("a", occurrence: 0), title: "b")]
        let refused: [@MainActor () throws -> Void] = [
            { try table.select(2) },
            { try table.tap(9) },
            { try table.deselect(9) },
            { try table.reload(rows: duplicate) },
        ]
        for (position, change) in refused.enumerated() {
            var threw = false
            let heard = isObserved({ _ = table.selectedIndexes; _ = table.titles }, when: {
                do { try change() } catch { threw = true }
            })
            #expect(threw && !heard, "refused change \(position)")
        }
    }

    @Test func hooksAreNotStateAnObservationHears() throws {
        let table = try Self.table()
        #expect(!isObserved({ _ = table.selectedIndexes }, when: { table.hooks = SelectionTable.Hooks(didSelect: { _, _ in }) }))
    }
}
