public import Foundation

extension RecordStore {
    /// Saves the records, their ids and the id sequence atomically to `url`, in the format
    /// of docs/runtime.md.
    public func save(to url: URL) throws(PersistenceError) {
        var members = ModelFile.header(format: ModelFile.recordsFormat, modelName: Record.modelName)
        members.append(("kind", .string(kindName)))
        if let keyField = schema.keyField { members.append(("key", .string(keyField.name))) }
        members.append(("fields", ModelFile.fieldList(schema.definitions)))
        members.append(("nextID", .int(nextRawID)))
        let records = entries.map { entry in
            JSONValue.object([
                ("id", .int(entry.id.rawValue)),
                ("values", .array(schema.fields.map { ModelFile.json($0.read(entry.record)) })),
            ])
        }
        members.append(("records", .array(records)))
        try AtomicFile.write(ModelFile.data(.object(members)), to: url)
    }

    /// Loads records saved by `save(to:)`: `read(from:)`, then `apply(_:)`. On any error the
    /// current records stay: a bad file never costs the records the app has.
    ///
    /// - Throws: `PersistenceError`, as `read(from:)`; the store is unchanged.
    @discardableResult
    public func load(from url: URL) throws(PersistenceError) -> LoadReport {
        let loaded = try read(from: url)
        apply(loaded)
        return loaded.report
    }

    /// Replaces the records, their ids and the id sequence with those `read(from:)` checked.
    public func apply(_ loaded: LoadedRecords<Record>) {
        replaceContents(loaded.entries, nextRawID: loaded.nextRawID)
    }

    /// Reads and checks records saved by `save(to:)` without touching the store, on any
    /// actor or thread, so a large file can be read off the main actor; `apply(_:)` then
    /// hands the records to the store. Everything is checked — the header, each record's
    /// value count and value types against the definition, every value, unique ids and
    /// keys, and the id sequence. Fields added to the model since the file was saved take
    /// their defaults, removed ones are ignored; the report lists both.
    ///
    /// - Throws: `PersistenceError`.
    public nonisolated func read(from url: URL) throws(PersistenceError) -> LoadedRecords<Record> {
        let path = url.path
        let (document, declared) = try ModelFile.readHeader(
            AtomicFile.read(url), path: path, format: ModelFile.recordsFormat, modelName: Record.modelName)
        guard let nextID = document["nextID"]?.intValue else { throw .malformed(path: path, reason: "'nextID' must be an integer") }
        guard let stored = document["records"]?.arrayElements else { throw .malformed(path: path, reason: "'records' must be an array") }

        let match = ModelFile.match(declared, to: schema.definitions)
        var problems = match.problems
        let foundKind = document["kind"]?.stringValue ?? "?"
        if foundKind != kindName { problems.append(.kindChanged(expected: kindName, found: foundKind)) }
        if let keyField = schema.keyField, let foundKey = document["key"]?.stringValue, foundKey != keyField.name {
            problems.append(.keyFieldChanged(expected: keyField.name, found: foundKey))
        }

        var loaded: [Entry] = []
        var usedIDs = Set<Int>()
        var usedKeys = Set<FieldValue>()
        for (position, item) in stored.enumerated() {
            guard problems.count < ModelFile.maximumProblems else { break }
            guard let rawID = item["id"]?.intValue, rawID > 0 else {
                problems.append(.invalidRecordID(record: position, found: item["id"].map(JSONWriter.inline) ?? "nothing"))
                continue
            }
            if !usedIDs.insert(rawID).inserted { problems.append(.duplicateRecordID(record: position, id: rawID)) }
            guard let values = item["values"]?.arrayElements else {
                throw .malformed(path: path, reason: "record \(position) needs a 'values' array")
            }
            guard values.count == declared.count else {
                problems.append(.wrongValueCount(record: position, expected: declared.count, found: values.count))
                continue
            }
            var record = Record()
            for (json, modelIndex) in zip(values, match.modelIndexes) {
                guard let modelIndex else { continue }
                let field = schema.fields[modelIndex]
                switch ModelFile.value(json, for: field.definition) {
                case .success(let value): _ = field.write(&record, value)
                case .failure(let error): problems.append(.invalidValue(error, record: position))
                }
            }
            if let keyField = schema.keyField, let key = keyValue(of: record), !usedKeys.insert(key).inserted {
                problems.append(.duplicateKey(record: position, field: keyField.name, key: key))
            }
            loaded.append(Entry(id: RecordID(rawValue: rawID), record: record))
        }
        let highestID = usedIDs.max() ?? 0
        if nextID <= highestID || nextID < 1 { problems.append(.invalidNextID(found: nextID, highestID: highestID)) }
        guard problems.isEmpty else {
            throw .incompatibleContents(path: path, problems: Array(problems.prefix(ModelFile.maximumProblems)))
        }
        return LoadedRecords(entries: loaded, nextRawID: nextID, report: match.report)
    }

    private nonisolated var kindName: String { schema.keyField == nil ? "record" : "keyed" }
}
