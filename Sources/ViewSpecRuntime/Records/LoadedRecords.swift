/// The records of a records file that `RecordStore.read(from:)` has read and checked, on
/// whatever actor or thread it ran; `RecordStore.apply(_:)` hands them to the store.
public struct LoadedRecords<Record: RecordModel>: Sendable {
    let entries: [RecordStore<Record>.Entry]
    let nextRawID: Int
    /// How the file's fields differed from the model's.
    public let report: LoadReport

    init(entries: [RecordStore<Record>.Entry], nextRawID: Int, report: LoadReport) {
        self.entries = entries
        self.nextRawID = nextRawID
        self.report = report
    }

    /// The records in file order.
    public var records: [Record] { entries.map(\.record) }
    /// The records' ids, in file order.
    public var ids: [RecordID] { entries.map(\.id) }
    /// The id the store hands out next once it has the records.
    public var nextID: RecordID { RecordID(rawValue: nextRawID) }
}
