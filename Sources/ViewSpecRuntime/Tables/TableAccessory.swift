/// What a table shows at the trailing edge of its rows.
public enum TableAccessory: String, Hashable, Sendable, CaseIterable {
    case none
    /// A checkmark on selected rows, and no highlight.
    case checkmark
    case disclosure
    case detail
}
