/// The identity of a table row.
public enum RowID: Hashable, Sendable {
    /// A record, by its id in its store.
    case record(RecordID)
    /// A string; `occurrence` counts earlier rows with the same string, so the second "Red"
    /// in a list is ("Red", 1).
    case string(String, occurrence: Int)
}
