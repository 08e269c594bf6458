import Foundation
import Testing
import ViewSpecRuntime

/// Record files: round trips with ids and the id sequence, and loads that validate first
/// (BRIEF §2, §3).
@MainActor @Suite struct RecordPersistenceTests {
    private func members() throws -> RecordStore<Member> {
        let store = try RecordStore<Member>()
        try store.add(Member("m1", "Ann"))
        try store.add(Member("m2", "Bob"))
        try store.add(Member("m3", "Cy\tTab"))
        try store.remove(at: 1)
        return store
    }

    private func cards() throws -> RecordStore<RecordCard> {
        let store = try RecordStore<RecordCard>()
        var first = RecordCard(number: 1, rate: 0.5, spMember: true, name: "Ann", place: "Kyoto")
        first.topics = [.sport]
        first.rank = 4
        try store.add(first)
        try store.add(RecordCard(number: 2, rate: 0.25, name: "Bob", place: "Osaka"))
        return store
    }

    @Test func recordsIdsAndTheSequenceSurviveASaveAndLoad() throws {
        let directory = try TemporaryDirectory()
        let saved = try members()
        try saved.add(Member("m4", "Dee"))
        try saved.remove(at: 2)
        // The highest id (4) is gone; the sequence must still not hand it out again.
        try saved.save(to: directory.file("members.json"))

        let loaded = try RecordStore<Member>()
        let report = try loaded.load(from: directory.file("members.json"))
        #expect(report.isExactMatch)
        #expect(loaded.records.map(\.name) == ["Ann", "Cy\tTab"])
        #expect(loaded.ids == saved.ids)
        #expect(loaded.index(forKey: "m3") == 1)
        let id = try loaded.insert(Member("m5", "Eve"), at: 0)
        #expect(id == RecordID(rawValue: 5))
        #expect(throws: StoreError.self) { try loaded.add(Member("m1", "Ann twice")) }
    }

    @Test func theFileNamesModelKindKeyFieldsAndTheSequence() throws {
        let directory = try TemporaryDirectory()
        try members().save(to: directory.file("members.json"))
        #expect(try directory.read("members.json") == """
            {
              "format": "viewspec-records",
              "formatVersion": 1,
              "model": "Members",
              "kind": "keyed",
              "key": "memberID",
              "fields": [
                {"name": "memberID", "type": "String"},
                {"name": "name", "type": "String"}
              ],
              "nextID": 4,
              "records": [
                {"id": 1, "values": ["m1", "Ann"]},
                {"id": 3, "values": ["m3", "Cy\\tTab"]}
              ]
            }

            """)
        #expect(try directory.entries() == ["members.json"])
    }

    @Test func everyFieldTypeRoundTrips() throws {
        let directory = try TemporaryDirectory()
        let saved = try cards()
        try saved.save(to: directory.file("cards.json"))
        let loaded = try RecordStore<RecordCard>()
        try loaded.load(from: directory.file("cards.json"))
        #expect(loaded.tabSeparatedText(includeIDs: true) == saved.tabSeparatedText(includeIDs: true))
        #expect(try loaded.record(at: 0).topics == [.sport])
        #expect(try loaded.record(at: 1).rank == nil)
        try loaded.save(to: directory.file("again.json"))
        #expect(try directory.read("cards.json") == directory.read("again.json"))
    }

    @Test func anEmptyStoreRoundTripsWithItsSequence() throws {
        let directory = try TemporaryDirectory()
        let store = try cards()
        store.removeAll()
        try store.save(to: directory.file("cards.json"))
        let loaded = try RecordStore<RecordCard>()
        try loaded.load(from: directory.file("cards.json"))
        #expect(loaded.isEmpty)
        #expect(loaded.nextID == RecordID(rawValue: 3))
    }

    // MARK: - Rejected files keep the current records

    private func rejectedLoad(
        _ edit: (String) -> String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> PersistenceError? {
        let directory = try TemporaryDirectory()
        try members().save(to: directory.file("members.json"))
        let url = try directory.write(edit(directory.read("members.json")), to: "members.json")
        let current = try RecordStore<Member>()
        try current.add(Member("m7", "Current"))
        do {
            try current.load(from: url)
            Issue.record("the load succeeded", sourceLocation: sourceLocation)
            return nil
        } catch {
            #expect(current.records.map(\.memberID) == ["m7"], sourceLocation: sourceLocation)
            #expect(current.nextID == RecordID(rawValue: 2), sourceLocation: sourceLocation)
            return error
        }
    }

    @Test func valueCountsMustMatchTheFields() throws {
        let short = try rejectedLoad { $0.replacingOccurrences(of: #"["m1", "Ann"]"#, with: #"["m1"]"#) }
        #expect(short?.problems == [.wrongValueCount(record: 0, expected: 2, found: 1)])
        let long = try rejectedLoad { $0.replacingOccurrences(of: #"["m1", "Ann"]"#, with: #"["m1", "Ann", 3]"#) }
        #expect(long?.problems == [.wrongValueCount(record: 0, expected: 2, found: 3)])
    }

    @Test func valueTypesAndValuesMustFitTheDefinition() throws {
        let type = try rejectedLoad { $0.replacingOccurrences(of: #"["m1", "Ann"]"#, with: #"["m1", 12]"#) }
        #expect(type?.problems?.map(\.description) == [#"record 0: field 'name': expected a String, found a number (12)"#])
        let pattern = try rejectedLoad { $0.replacingOccurrences(of: #""m3""#, with: #""x3""#) }
        #expect(pattern?.problems?.map(\.description) == [#"record 1: field 'memberID': expected a String matching /m[0-9]+/, found "x3""#])
        let fieldType = try rejectedLoad { $0.replacingOccurrences(of: #"{"name": "name", "type": "String"}"#, with: #"{"name": "name", "type": "Int"}"#) }
        #expect(fieldType?.problems == [.fieldTypeChanged(field: "name", expected: "String", found: "Int")])
    }

    @Test func idsKeysAndTheSequenceMustBeConsistent() throws {
        let duplicateID = try rejectedLoad { $0.replacingOccurrences(of: #""id": 3"#, with: #""id": 1"#) }
        #expect(duplicateID?.problems == [.duplicateRecordID(record: 1, id: 1)])
        let badID = try rejectedLoad { $0.replacingOccurrences(of: #""id": 3"#, with: #""id": 0"#) }
        #expect(badID?.problems == [.invalidRecordID(record: 1, found: "0")])
        let lowSequence = try rejectedLoad { $0.replacingOccurrences(of: #""nextID": 4"#, with: #""nextID": 3"#) }
        #expect(lowSequence?.problems == [.invalidNextID(found: 3, highestID: 3)])
        let duplicateKey = try rejectedLoad { $0.replacingOccurrences(of: #""m3""#, with: #""m1""#) }
        #expect(duplicateKey?.problems == [.duplicateKey(record: 1, field: "memberID", key: .string("m1"))])
        let missingSequence = try rejectedLoad { $0.replacingOccurrences(of: #""nextID": 4,"#, with: "") }
        #expect(missingSequence?.description.hasSuffix("'nextID' must be an integer") == true)
    }

    @Test func kindAndKeyMustMatch() throws {
        let kind = try rejectedLoad { $0.replacingOccurrences(of: #""kind": "keyed""#, with: #""kind": "record""#) }
        #expect(kind?.problems == [.kindChanged(expected: "keyed", found: "record")])
        let key = try rejectedLoad { $0.replacingOccurrences(of: #""key": "memberID""#, with: #""key": "name""#) }
        #expect(key?.problems == [.keyFieldChanged(expected: "memberID", found: "name")])
    }

    @Test func truncatedForeignAndOtherModelFilesAreRejected() throws {
        #expect(try rejectedLoad { String($0.dropLast(30)) }?.description.contains("the file is not JSON or is truncated") == true)
        let model = try rejectedLoad { $0.replacingOccurrences(of: #""model": "Members""#, with: #""model": "RecordCard""#) }
        #expect(model == .wrongModel(path: model?.path ?? "", expected: "Members", found: "RecordCard"))

        let directory = try TemporaryDirectory()
        try PreferenceStore<AppSettings>().save(to: directory.file("settings.json"))
        let store = try members()
        let foreign = try #require(throws: PersistenceError.self) { try store.load(from: directory.file("settings.json")) }
        #expect(foreign == .wrongFormat(path: foreign.path, expected: "viewspec-records", found: "viewspec-preferences"))
        #expect(store.count == 2)
    }

    // MARK: - Older models

    @Test func addedFieldsTakeDefaultsAndRemovedFieldsAreReported() throws {
        let directory = try TemporaryDirectory()
        try cards().save(to: directory.file("cards.json"))
        let later = try RecordStore<RecordCardLater>()
        let report = try later.load(from: directory.file("cards.json"))
        #expect(report == LoadReport(defaultedFields: ["email"], ignoredFields: ["place"]))
        #expect(later.records.map(\.name) == ["Ann", "Bob"])
        #expect(later.records.map(\.email) == ["unknown", "unknown"])
        #expect(try later.record(at: 0).topics == [.sport])
        #expect(later.nextID == RecordID(rawValue: 3))

        let retyped = try RecordStore<RecordCardRetyped>()
        let error = try #require(throws: PersistenceError.self) { try retyped.load(from: directory.file("cards.json")) }
        #expect(error.problems == [.fieldTypeChanged(field: "number", expected: "String", found: "Int")])
        #expect(retyped.isEmpty)
    }
}
