/// A list section of a preference screen (`list:` in the spec, InAppSettingsKit's list
/// group): one row for each element of a list, drawn as `row` says, then the row that adds
/// an element, where there is one; the user may delete elements when `isDeletable`.
///
/// `Item` is the screen's item enumeration: `row` and `add` are items of the screen, so an
/// app draws an element's row with the accessors of any item (its control, title, key,
/// conditions). The screen's `visibleItems` leaves them out, since the list draws `row`
/// once for each element.
///
/// A list field's elements are read and written through the screen's binding for the field
/// (an array); a list the app stores itself (`key:`, of dictionaries, say) is the app's to
/// read and write under `key`.
public struct PreferenceListSection<Item: Sendable>: Sendable {
    /// The section's place among the screen's sections, from 0.
    public var section: Int
    /// The list field whose elements the rows show; nil for a list the app stores itself.
    public var field: String?
    /// The key the list is stored under: the field's stored key, or the list's own key.
    public var key: String
    /// Each element's row.
    public var row: Item
    /// The last row, which adds an element; nil when elements are not added.
    public var add: Item?
    /// Whether the user may delete an element.
    public var isDeletable: Bool

    public init(section: Int, field: String?, key: String, row: Item, add: Item?, isDeletable: Bool) {
        self.section = section
        self.field = field
        self.key = key
        self.row = row
        self.add = add
        self.isDeletable = isDeletable
    }

    /// The rows to draw for a list of `count` elements: one row per element, then the add
    /// row, where there is one.
    public func rowCount(forElements count: Int) -> Int { count + (add == nil ? 0 : 1) }
}

extension PreferenceListSection: Equatable where Item: Equatable {}
extension PreferenceListSection: Hashable where Item: Hashable {}
