public import Observation

/// The records of a `record` or `keyed` model: an ordered list of typed records, each with
/// a unique id.
///
/// Records are addressed by index, as the original record card did; every index is
/// checked and every value validated, and a refused change leaves the store as it was.
/// Reordering works on indexes only, never on equality, so duplicate records are safe
/// to move. For a `KeyedRecordModel` the key field is unique across records.
///
/// The store is `Observable`: `withObservationTracking` (and SwiftUI) sees every change of
/// the records, their order and the id sequence made through it. It belongs to the main
/// actor, where the lists that show it live, and the compiler holds every caller to that.
/// Only reading a file may happen anywhere: `read(from:)` checks a file off the main actor
/// and `apply(_:)` hands the records over.
@MainActor
@Observable
public final class RecordStore<Record: RecordModel> {
    struct Entry: Sendable {
        var id: RecordID
        var record: Record
    }

    nonisolated let schema: ModelSchema<Record>
    private(set) var entries: [Entry] = []
    /// The raw value the id sequence hands out next.
    private(set) var nextRawID = 1
    /// The keys in use, for a keyed model; follows `entries`, so observing it adds nothing.
    @ObservationIgnored private var keys: Set<FieldValue> = []

    /// Creates an empty store.
    ///
    /// - Throws: `ModelDefinitionError` when the model's definition is unusable, a default
    ///   is invalid for its own field, or a keyed model's key is not a usable field.
    public init() throws(ModelDefinitionError) {
        schema = try ModelSchema(keyPath: (Record.self as? any KeyedRecordModel.Type)?.erasedKey)
    }

    // MARK: - Reading

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }
    /// All records in order.
    public var records: [Record] { entries.map(\.record) }
    /// All ids in record order.
    public var ids: [RecordID] { entries.map(\.id) }
    /// The model's fields in declaration order.
    public nonisolated var fieldDefinitions: [FieldDefinition] { schema.definitions }
    /// The id the next added or inserted record will get.
    public var nextID: RecordID { RecordID(rawValue: nextRawID) }

    public func record(at index: Int) throws(StoreError) -> Record {
        try checkIndex(index)
        return entries[index].record
    }

    public func id(at index: Int) throws(StoreError) -> RecordID {
        try checkIndex(index)
        return entries[index].id
    }

    /// The current index of the record with `id`, or nil once it has been removed.
    public func index(of id: RecordID) -> Int? {
        entries.firstIndex { $0.id == id }
    }

    /// A typed field of the record at `index`.
    public func value<Value>(_ keyPath: KeyPath<Record, Value>, at index: Int) throws(StoreError) -> Value {
        try checkIndex(index)
        return entries[index].record[keyPath: keyPath]
    }

    /// The field called `name` of the record at `index`, for code that binds by name.
    public func fieldValue(named name: String, at index: Int) throws(StoreError) -> FieldValue {
        guard let field = schema.field(named: name) else { throw .unknownField(name) }
        try checkIndex(index)
        return field.read(entries[index].record)
    }

    // MARK: - Changing records

    /// Appends `record` and gives it the next id.
    ///
    /// - Returns: the new record's index.
    /// - Throws: `StoreError` for an invalid value or a duplicate key; nothing is added.
    @discardableResult
    public func add(_ record: Record = Record()) throws(StoreError) -> Int {
        try insert(record, at: entries.count)
        return entries.count - 1
    }

    /// Inserts `record` at `index` (0...count) and gives it the next id.
    ///
    /// - Returns: the new record's id.
    /// - Throws: `StoreError` for a bad index, an invalid value or a duplicate key; nothing is
    ///   inserted.
    @discardableResult
    public func insert(_ record: Record, at index: Int) throws(StoreError) -> RecordID {
        guard (0...entries.count).contains(index) else { throw .indexOutOfRange(index: index, count: entries.count) }
        try validate(record)
        let key = try checkKey(of: record, replacing: nil)
        guard nextRawID < Int.max else { throw .idsExhausted }
        let id = RecordID(rawValue: nextRawID)
        nextRawID += 1
        if let key { keys.insert(key) }
        entries.insert(Entry(id: id, record: record), at: index)
        return id
    }

    /// Removes the record at `index`; its id is never handed out again.
    @discardableResult
    public func remove(at index: Int) throws(StoreError) -> Record {
        try checkIndex(index)
        let removed = entries.remove(at: index)
        if let key = keyValue(of: removed.record) { keys.remove(key) }
        return removed.record
    }

    /// Removes every record; the id sequence continues where it was.
    public func removeAll() {
        entries.removeAll()
        keys.removeAll()
    }

    /// Moves the record at `source` so that it ends up at `destination`, like removing it
    /// and inserting it there. Works on positions only, so equal records never get
    /// confused.
    public func move(from source: Int, to destination: Int) throws(StoreError) {
        try checkIndex(source)
        try checkIndex(destination)
        guard source != destination else { return }
        let entry = entries.remove(at: source)
        entries.insert(entry, at: destination)
    }

    /// Replaces the record at `index`, keeping its id.
    public func replace(at index: Int, with record: Record) throws(StoreError) {
        try checkIndex(index)
        try validate(record)
        try commitReplacement(record, at: index)
    }

    /// Sets one typed field of the record at `index` after validating it.
    public func set<Value>(_ keyPath: WritableKeyPath<Record, Value>, to value: Value, at index: Int) throws(StoreError) {
        try checkIndex(index)
        guard let field = schema.field(for: keyPath) else { throw .unknownField(String(describing: keyPath)) }
        var record = entries[index].record
        record[keyPath: keyPath] = value
        try validate(field.read(record), for: field)
        try commitReplacement(record, at: index)
    }

    /// Sets the field called `name` of the record at `index`; the value must already have
    /// the field's type.
    public func setFieldValue(_ value: FieldValue, named name: String, at index: Int) throws(StoreError) {
        guard let field = schema.field(named: name) else { throw .unknownField(name) }
        try checkIndex(index)
        try validate(value, for: field)
        var record = entries[index].record
        guard field.write(&record, value) else {
            throw .invalidValue(
                FieldValidationError(field: name, problem: .typeMismatch, expected: field.definition.typeDescription, found: value.description))
        }
        try commitReplacement(record, at: index)
    }

    // MARK: - Search

    /// The indexes of the records `predicate` accepts, in record order.
    public func indexes(where predicate: (Record) throws -> Bool) rethrows -> [Int] {
        try entries.indices.filter { try predicate(entries[$0].record) }
    }

    /// The indexes of the records whose field at `keyPath` equals `value`.
    public func indexes<Value: Equatable>(where keyPath: KeyPath<Record, Value>, equals value: Value) -> [Int] {
        entries.indices.filter { entries[$0].record[keyPath: keyPath] == value }
    }

    /// The indexes of the records whose field called `name` equals `value`.
    public func indexes(whereField name: String, equals value: FieldValue) throws(StoreError) -> [Int] {
        guard let field = schema.field(named: name) else { throw .unknownField(name) }
        return entries.indices.filter { field.read(entries[$0].record) == value }
    }

    // MARK: - Internal

    func checkIndex(_ index: Int) throws(StoreError) {
        guard entries.indices.contains(index) else { throw .indexOutOfRange(index: index, count: entries.count) }
    }

    nonisolated func keyValue(of record: Record) -> FieldValue? {
        schema.keyField.map { $0.read(record) }
    }

    /// Puts the records in `order`, a permutation of their indexes; a change only when the
    /// order differs.
    func reorder(_ order: [Int]) {
        guard order != Array(entries.indices) else { return }
        let current = entries
        entries = order.map { current[$0] }
    }

    /// Replaces the whole contents after a load has checked them.
    func replaceContents(_ newEntries: [Entry], nextRawID: Int) {
        entries = newEntries
        self.nextRawID = nextRawID
        keys = Set(newEntries.compactMap { keyValue(of: $0.record) })
    }

    // MARK: - Private

    private func validate(_ record: Record) throws(StoreError) {
        if let problem = schema.problems(in: record).first { throw .invalidValue(problem) }
    }

    private func validate(_ value: FieldValue, for field: ModelField<Record>) throws(StoreError) {
        do throws(FieldValidationError) {
            try field.definition.validate(value)
        } catch {
            throw .invalidValue(error)
        }
    }

    /// The record's key when it is free, ignoring the record at `replacing`.
    private func checkKey(of record: Record, replacing index: Int?) throws(StoreError) -> FieldValue? {
        guard let key = keyValue(of: record), let keyField = schema.keyField else { return nil }
        if let index, keyValue(of: entries[index].record) == key { return key }
        if keys.contains(key) {
            let existing = entries.firstIndex { keyValue(of: $0.record) == key } ?? -1
            throw .duplicateKey(field: keyField.name, key: key, existingIndex: existing)
        }
        return key
    }

    private func commitReplacement(_ record: Record, at index: Int) throws(StoreError) {
        let key = try checkKey(of: record, replacing: index)
        if let old = keyValue(of: entries[index].record) { keys.remove(old) }
        if let key { keys.insert(key) }
        entries[index].record = record
    }
}

// MARK: - Keyed models

extension RecordStore where Record: KeyedRecordModel {
    /// The index of the record with `key`, if any.
    public func index(forKey key: Record.Key) -> Int? {
        entries.firstIndex { $0.record[keyPath: Record.key] == key }
    }

    /// The record with `key`, if any.
    public func record(forKey key: Record.Key) -> Record? {
        index(forKey: key).map { entries[$0].record }
    }
}
