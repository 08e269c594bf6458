/// What a tap did.
public enum TapResult: Hashable, Sendable {
    /// The row was selected; in single mode `replaced` is the row that lost the selection.
    case selected(row: Int, replaced: Int?)
    case deselected(row: Int)
    case rejected(TapRejection)
}

/// Why a tap changed nothing.
public enum TapRejection: Hashable, Sendable {
    /// The table's mode is `none`.
    case selectionDisabled
    /// `maximum` rows are selected and the policy is `reject`.
    case atMaximum
    /// The row is disabled (`disableOthers` at the maximum).
    case rowDisabled
    /// Deselecting would leave fewer than `minimum` rows selected.
    case atMinimum
}
