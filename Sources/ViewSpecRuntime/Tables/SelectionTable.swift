public import Observation

/// A list the user selects rows from, with the selection kept here rather than read back
/// from a view: what the original library's ZPTableView did without delegate code.
///
/// The library's own work always comes first and hooks run last: when
/// `didSelect` or `didDeselect` runs, the selection is already final, and whatever a hook
/// changes is not undone afterwards. A view layer calls `tap(_:)` for user taps, asks
/// `cell(at:)` for what to draw, and calls `reload` when the rows change.
///
/// The table is `Observable`: `withObservationTracking` (and SwiftUI) sees every change of
/// its rows and selection, whether a tap, a call from code, a reload or a move. Like
/// `PreferenceStore`, it belongs to the main actor, where its view lives, and runs its hooks
/// there; the compiler holds every caller to that.
@MainActor
@Observable
public final class SelectionTable {
    /// The app's functions named in the spec's `hooks`. Each receives the table, so a hook
    /// needs no reference of its own to it.
    public struct Hooks {
        /// Runs after the library has filled in a row's cell; may change anything in it.
        public var editCell: ((SelectionTable, inout TableCell) -> Void)?
        /// Runs after a row was selected and the selection is final.
        public var didSelect: ((SelectionTable, Int) -> Void)?
        /// Runs after a row was deselected and the selection is final.
        public var didDeselect: ((SelectionTable, Int) -> Void)?

        public init(
            editCell: ((SelectionTable, inout TableCell) -> Void)? = nil, didSelect: ((SelectionTable, Int) -> Void)? = nil,
            didDeselect: ((SelectionTable, Int) -> Void)? = nil
        ) {
            self.editCell = editCell
            self.didSelect = didSelect
            self.didDeselect = didDeselect
        }
    }

    public let configuration: SelectionConfiguration
    public let accessory: TableAccessory
    public let reloadPolicy: ReloadPolicy
    /// Whether `moveRow(from:to:)` is allowed: the spec's `reorderable`.
    public let isReorderable: Bool
    /// Not observed: hooks are behaviour, not state a view shows.
    @ObservationIgnored public var hooks: Hooks

    public private(set) var rows: [TableRow]
    private var selection: Set<Int>

    /// - Throws: `SelectionError.invalidConfiguration` for a configuration that cannot work
    ///   or an initial selection outside the rows; `duplicateRowID` for rows that share an
    ///   identity.
    public init(
        rows: [TableRow], selection configuration: SelectionConfiguration = .single, accessory: TableAccessory = .none,
        onReload reloadPolicy: ReloadPolicy = .resetSelection, reorderable: Bool = false, hooks: Hooks = Hooks()
    ) throws(SelectionError) {
        if let problem = configuration.problem { throw .invalidConfiguration(problem) }
        if let outside = configuration.initial.first(where: { $0 >= rows.count }) {
            throw .invalidConfiguration("'initial' lists row \(outside), but the table has \(rows.count) rows")
        }
        try Self.checkIdentities(rows)
        self.configuration = configuration
        self.accessory = accessory
        self.reloadPolicy = reloadPolicy
        self.isReorderable = reorderable
        self.hooks = hooks
        self.rows = rows
        self.selection = Set(configuration.initial)
    }

    /// A table of strings, as the original `setup(…, strings)`.
    public convenience init(
        strings: [String], selection configuration: SelectionConfiguration = .single, accessory: TableAccessory = .none,
        onReload reloadPolicy: ReloadPolicy = .resetSelection, reorderable: Bool = false, hooks: Hooks = Hooks()
    ) throws(SelectionError) {
        try self.init(
            rows: TableRow.rows(strings: strings), selection: configuration, accessory: accessory, onReload: reloadPolicy,
            reorderable: reorderable, hooks: hooks)
    }

    // MARK: - State

    public var rowCount: Int { rows.count }
    public var titles: [String] { rows.map(\.title) }
    /// The selected rows' indexes, ascending.
    public var selectedIndexes: [Int] { selection.sorted() }
    public var selectedRows: [TableRow] { selectedIndexes.map { rows[$0] } }
    public var selectedTitles: [String] { selectedIndexes.map { rows[$0].title } }

    public func isSelected(_ row: Int) -> Bool { selection.contains(row) }

    /// Whether the row takes taps: false only for unselected rows of a `disableOthers`
    /// table whose maximum is reached.
    public func isEnabled(_ row: Int) -> Bool {
        guard configuration.mode == .multiple, configuration.atMaximum == .disableOthers, !selection.contains(row) else { return true }
        return !isAtMaximum
    }

    /// What the row shows at its trailing edge: a checkmark only while a row of a checkmark
    /// table is selected, so a reload that clears the selection clears the checkmarks.
    public func accessory(forRow row: Int) -> TableAccessory {
        switch accessory {
        case .checkmark: selection.contains(row) ? .checkmark : .none
        case .none, .disclosure, .detail: accessory
        }
    }

    /// The row's cell: filled in by the library, then given to the `editCell` hook.
    public func cell(at row: Int) throws(SelectionError) -> TableCell {
        try checkRow(row)
        let selected = selection.contains(row)
        var cell = TableCell(
            row: row, title: rows[row].title, accessory: accessory(forRow: row), isSelected: selected, isEnabled: isEnabled(row),
            showsHighlight: selected && accessory != .checkmark)
        hooks.editCell?(self, &cell)
        return cell
    }

    // MARK: - Selecting

    /// A user's tap: selects an unselected row or deselects a selected one, within the
    /// configuration's rules, then runs the hooks. In single mode, tapping another row moves
    /// the selection (`didDeselect` for the old row, then `didSelect` for the new one).
    ///
    /// - Returns: what happened; a refused tap changes nothing and runs no hook.
    /// - Throws: `SelectionError.rowOutOfRange`.
    @discardableResult
    public func tap(_ row: Int) throws(SelectionError) -> TapResult {
        try checkRow(row)
        if configuration.mode == .none { return .rejected(.selectionDisabled) }
        if selection.contains(row) {
            guard selection.count > configuration.minimum else { return .rejected(.atMinimum) }
            selection.remove(row)
            hooks.didDeselect?(self, row)
            return .deselected(row: row)
        }
        if !isEnabled(row) { return .rejected(.rowDisabled) }
        if configuration.mode == .multiple, isAtMaximum { return .rejected(.atMaximum) }
        let replaced = applySelect(row)
        runHooks(deselected: replaced, selected: row)
        return .selected(row: row, replaced: replaced)
    }

    /// Selects `row` from code; in single mode this replaces the selected row. Hooks run
    /// only when `programmaticSelectionFiresHooks` is set.
    ///
    /// - Throws: `SelectionError` when the row does not exist, the mode is `none`, or
    ///   `maximum` rows are already selected; nothing changes.
    public func select(_ row: Int) throws(SelectionError) {
        try checkRow(row)
        guard configuration.mode != .none else { throw .selectionDisabled }
        guard !selection.contains(row) else { return }
        if configuration.mode == .multiple, isAtMaximum, let maximum = configuration.maximum { throw .atMaximum(maximum: maximum) }
        let replaced = applySelect(row)
        if configuration.programmaticSelectionFiresHooks { runHooks(deselected: replaced, selected: row) }
    }

    /// Deselects `row` from code. Hooks run only when `programmaticSelectionFiresHooks` is
    /// set.
    public func deselect(_ row: Int) throws(SelectionError) {
        try checkRow(row)
        guard selection.remove(row) != nil else { return }
        if configuration.programmaticSelectionFiresHooks { hooks.didDeselect?(self, row) }
    }

    /// Deselects every row, as code; see `deselect(_:)` for hooks.
    public func clearSelection() {
        let deselected = selectedIndexes
        selection.removeAll()
        if configuration.programmaticSelectionFiresHooks {
            for row in deselected { hooks.didDeselect?(self, row) }
        }
    }

    // MARK: - Rows

    /// Replaces the rows and applies the reload policy: `resetSelection` goes back to the
    /// initial selection (the initial rows that still exist), `keepSelection` keeps the
    /// rows whose identity is still present. No hook runs; nothing was tapped.
    ///
    /// - Throws: `SelectionError.duplicateRowID`; the table is unchanged.
    public func reload(rows newRows: [TableRow]) throws(SelectionError) {
        try Self.checkIdentities(newRows)
        switch reloadPolicy {
        case .resetSelection:
            selection = Set(configuration.initial.filter { $0 < newRows.count })
        case .keepSelection:
            let kept = Set(selection.map { rows[$0].id })
            selection = Set(newRows.indices.filter { kept.contains(newRows[$0].id) })
        }
        rows = newRows
    }

    /// Replaces the rows with strings, as the original `updateTable(strings)`.
    public func reload(strings: [String]) {
        // Rows made from strings always have distinct identities.
        try? reload(rows: TableRow.rows(strings: strings))
    }

    /// Moves a row by index, never by equality, so equal rows are never confused; its
    /// selection moves with it.
    public func moveRow(from source: Int, to destination: Int) throws(SelectionError) {
        guard isReorderable else { throw .notReorderable }
        try checkRow(source)
        try checkRow(destination)
        var order = Array(rows.indices)
        order.insert(order.remove(at: source), at: destination)
        rows = order.map { rows[$0] }
        selection = Set(order.indices.filter { selection.contains(order[$0]) })
    }

    // MARK: - Private

    private var isAtMaximum: Bool {
        guard let maximum = configuration.effectiveMaximum else { return false }
        return selection.count >= maximum
    }

    /// Selects `row`, first deselecting the old row in single mode.
    ///
    /// - Returns: the row that lost the selection.
    private func applySelect(_ row: Int) -> Int? {
        var replaced: Int?
        if configuration.mode == .single {
            replaced = selection.first
            selection.removeAll()
        }
        selection.insert(row)
        return replaced
    }

    private func runHooks(deselected: Int?, selected: Int) {
        if let deselected { hooks.didDeselect?(self, deselected) }
        hooks.didSelect?(self, selected)
    }

    private func checkRow(_ row: Int) throws(SelectionError) {
        guard rows.indices.contains(row) else { throw .rowOutOfRange(row: row, rowCount: rows.count) }
    }

    private static func checkIdentities(_ rows: [TableRow]) throws(SelectionError) {
        var seen = Set<RowID>()
        for row in rows where !seen.insert(row.id).inserted { throw .duplicateRowID(row.id) }
    }
}
