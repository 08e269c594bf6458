public import ViewSpecRuntime

/// What the app does when a member is selected or deselected in the members table: it
/// keeps a log. The table calls it after its own work (the hooks run last), so every entry
/// records the selection as it finally is.
public final class MemberSelectionLog: MembersTableHooks {
    public struct Entry: Hashable, Sendable {
        public enum Change: Hashable, Sendable {
            case selected, deselected
        }

        public var change: Change
        public var member: String
        /// The selected members' names when the hook ran, in row order.
        public var selection: [String]

        public init(change: Change, member: String, selection: [String]) {
            self.change = change
            self.member = member
            self.selection = selection
        }
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    public func memberSelected(_ table: SelectionTable, record: RecordCard, row: Int) {
        entries.append(Entry(change: .selected, member: record.name, selection: table.selectedTitles))
    }

    public func memberDeselected(_ table: SelectionTable, record: RecordCard, row: Int) {
        entries.append(Entry(change: .deselected, member: record.name, selection: table.selectedTitles))
    }
}
