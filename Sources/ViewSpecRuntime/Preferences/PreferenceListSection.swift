/// A list section of a preference screen (`list:` in the spec, InAppSettingsKit's list
/// group): one row for each element of a list, drawn as `row` says, then the row that adds
/// an element, where there is one; the user may delete elements when `isDeletable`.
///
/// A list field's elements are read and written through the screen's binding for the field
/// (an array); a list the app stores itself (`key:`, of dictionaries, say) is the app's to
/// read and write under `key`.
public struct PreferenceListSection: Sendable, Equatable {
    /// How one row of the section is drawn.
    public struct Row: Sendable, Equatable {
        /// The row's control as the spec writes it: `value`, `textField`, `choice`,
        /// `childPane`, `button` or `custom`.
        public var control: String
        public var title: DisplayText?
        /// The key the row is given (the element dictionary's entry it shows), where written.
        public var key: String?

        public init(control: String, title: DisplayText?, key: String?) {
            self.control = control
            self.title = title
            self.key = key
        }
    }

    /// The section's place among the screen's sections, from 0.
    public var section: Int
    /// The list field whose elements the rows show; nil for a list the app stores itself.
    public var field: String?
    /// The key the list is stored under: the field's stored key, or the list's own key.
    public var key: String
    /// Each element's row.
    public var row: Row
    /// The last row, which adds an element; nil when elements are not added.
    public var add: Row?
    /// Whether the user may delete an element.
    public var isDeletable: Bool

    public init(section: Int, field: String?, key: String, row: Row, add: Row?, isDeletable: Bool) {
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
