/// Why a `SelectionTable` refused a call from code. A refused call changes nothing.
public enum SelectionError: Error, Hashable, Sendable {
    case rowOutOfRange(row: Int, rowCount: Int)
    /// Selecting in a table whose mode is `none`.
    case selectionDisabled
    /// Selecting another row while `maximum` rows are selected in `multiple` mode.
    case atMaximum(maximum: Int)
    case invalidConfiguration(String)
    /// Two rows with the same identity; a reload could not tell them apart.
    case duplicateRowID(RowID)
    /// Moving rows in a table that is not reorderable.
    case notReorderable
}

extension SelectionError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .rowOutOfRange(let row, let rowCount): "row \(row) is out of range; the table has \(rowCount) rows"
        case .selectionDisabled: "the table's selection mode is 'none'"
        case .atMaximum(let maximum): "\(maximum) rows are selected, the most allowed"
        case .invalidConfiguration(let reason): "invalid selection: \(reason)"
        case .duplicateRowID(let id): "two rows have the identity \(id)"
        case .notReorderable: "the table is not reorderable"
        }
    }
}
