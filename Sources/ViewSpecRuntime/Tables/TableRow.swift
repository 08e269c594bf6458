public import Foundation

/// One row of a `SelectionTable`: what it shows and who it is.
public struct TableRow: Hashable, Sendable {
    /// The row's identity, which a `keepSelection` reload follows.
    public var id: RowID
    public var title: String

    public init(id: RowID, title: String) {
        self.id = id
        self.title = title
    }

    /// Rows for a list of strings; equal strings are told apart by occurrence.
    public static func rows(strings: [String]) -> [TableRow] {
        var occurrences: [String: Int] = [:]
        return strings.map { string in
            let occurrence = occurrences[string, default: 0]
            occurrences[string] = occurrence + 1
            return TableRow(id: .string(string, occurrence: occurrence), title: string)
        }
    }

    /// Rows for the records of `store`, titled by the String field at `display`, in record
    /// order or sorted by the field called `sortBy` (see `RecordStore.sortedIndexes`).
    ///
    /// - Throws: `StoreError` when `sortBy` is not a sortable field.
    @MainActor
    public static func rows<Record: RecordModel>(
        records store: RecordStore<Record>, display: KeyPath<Record, String>, sortBy: String? = nil, locale: Locale = .current
    ) throws(StoreError) -> [TableRow] {
        var order = Array(0..<store.count)
        if let sortBy { order = try store.sortedIndexes(by: sortBy, locale: locale) }
        let entries = store.entries
        return order.map { index in
            let entry = entries[index]
            return TableRow(id: .record(entry.id), title: entry.record[keyPath: display])
        }
    }

    /// Rows for the records of `store`, titled by an optional String field; a record without
    /// a value shows an empty title.
    ///
    /// - Throws: `StoreError` when `sortBy` is not a sortable field.
    @MainActor
    public static func rows<Record: RecordModel>(
        records store: RecordStore<Record>, display: KeyPath<Record, String?>, sortBy: String? = nil, locale: Locale = .current
    ) throws(StoreError) -> [TableRow] {
        var order = Array(0..<store.count)
        if let sortBy { order = try store.sortedIndexes(by: sortBy, locale: locale) }
        let entries = store.entries
        return order.map { index in
            let entry = entries[index]
            return TableRow(id: .record(entry.id), title: entry.record[keyPath: display] ?? "")
        }
    }
}
