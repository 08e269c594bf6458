/// How a row's cell looks: the library fills it in, then the `editCell` hook may change
/// anything, and what the hook leaves is final.
public struct TableCell: Hashable, Sendable {
    public var row: Int
    public var title: String
    public var detail: String?
    /// What the cell shows: a checkmark only on selected rows of a checkmark table.
    public var accessory: TableAccessory
    public var isSelected: Bool
    public var isEnabled: Bool
    /// Whether the selected cell is highlighted; checkmark tables show the checkmark instead.
    public var showsHighlight: Bool

    public init(
        row: Int, title: String, detail: String? = nil, accessory: TableAccessory, isSelected: Bool, isEnabled: Bool,
        showsHighlight: Bool
    ) {
        self.row = row
        self.title = title
        self.detail = detail
        self.accessory = accessory
        self.isSelected = isSelected
        self.isEnabled = isEnabled
        self.showsHighlight = showsHighlight
    }
}
