import Foundation
import Testing
@testable import ViewSpecRuntime

/// A Date field in records: sorted earliest first, exported as its moment in UTC, and kept
/// exactly in the store's file.
@MainActor @Suite struct DateFieldTests {
    private func store() throws -> RecordStore<Event> {
        let store = try RecordStore<Event>()
        try store.add(Event(name: "b", at: Date(timeIntervalSince1970: 1_767_254_400.5)))
        try store.add(Event(name: "a", at: Date(timeIntervalSince1970: -86_400)))
        try store.add(Event(name: "c", at: Date(timeIntervalSince1970: 0)))
        return store
    }

    @Test func recordsSortByTheirMomentEarliestFirst() throws {
        let store = try store()
        #expect(try store.sortedIndexes(by: "at") == [1, 2, 0])
        #expect(try store.sortedIndexes(by: \.at, descending: true) == [0, 2, 1])
    }

    @Test func exportedAsTheMomentInUTCWithWholeSeconds() throws {
        #expect(try store().tabSeparatedText() == "name\tat\nb\t2026-01-01T08:00:00Z\na\t1969-12-31T00:00:00Z\nc\t1970-01-01T00:00:00Z\n")
    }

    @Test func aFileKeepsTheMomentExactly() throws {
        let store = try store()
        let directory = try TemporaryDirectory()
        let file = directory.file("events.json")
        try store.save(to: file)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(#"{"name": "at", "type": "Date"}"#), "\(text)")
        let loaded = try RecordStore<Event>()
        _ = try loaded.load(from: file)
        #expect(loaded.records.map(\.at) == store.records.map(\.at))
    }

    @Test func aDateFieldRefusesAnotherValueAndAMomentThatIsNoNumber() {
        let definition = FieldDefinition(name: "at", type: .date)
        #expect(throws: FieldValidationError.self) { try definition.validate(.string("2026-01-01T08:00:00Z")) }
        #expect(throws: FieldValidationError.self) { try definition.validate(.date(Date(timeIntervalSinceReferenceDate: .infinity))) }
        #expect(throws: Never.self) { try definition.validate(.date(Date())) }
        #expect(FieldType.date.signature == "Date")
    }
}
