import Foundation
import Testing
import ViewSpecRuntime

/// Sorting returns record indexes (BRIEF §2).
@MainActor @Suite struct RecordSortingTests {
    private let locale = Locale(identifier: "en_US")

    private func store(_ names: [String]) throws -> RecordStore<RecordCard> {
        let store = try RecordStore<RecordCard>()
        for name in names { try store.add(RecordCard(name: name)) }
        return store
    }

    @Test func sortingOnABoolFieldIsRefused() throws {
        let store = try store(["a", "b"])
        let error = try #require(throws: StoreError.self) { try store.sortedIndexes(by: "spMember") }
        #expect(error == .unsortableField(field: "spMember", type: "Bool"))
        #expect(error.description == "cannot sort by field 'spMember': values of type Bool have no order")
        #expect(throws: StoreError.unsortableField(field: "spMember", type: "Bool")) { try store.sortedIndexes(by: \.spMember) }
        #expect(throws: StoreError.unsortableField(field: "topics", type: "set of enum")) { try store.sortedIndexes(by: "topics") }
        #expect(throws: StoreError.unknownField("colour")) { try store.sortedIndexes(by: "colour") }
    }

    @Test func stringsSortIgnoringCaseAndWidth() throws {
        // Full-width and half-width letters and digits sort as the same character.
        let store = try store(["b", "ＡＢＣ", "abd", "abc", "ABC"])
        #expect(try store.sortedIndexes(by: "name", locale: locale) == [1, 3, 4, 2, 0])
        let digits = try self.store(["3", "１２", "12", "2", "１"])
        #expect(try digits.sortedIndexes(by: \.name, locale: locale) == [4, 1, 2, 3, 0])
        let accents = try self.store(["f", "É", "e"])
        #expect(try accents.sortedIndexes(by: "name", locale: locale) == [2, 1, 0])
    }

    @Test func descendingIsTheReverseOfAscending() throws {
        let store = try store(["b", "ＡＢＣ", "a", "abc"])
        let ascending = try store.sortedIndexes(by: "name", locale: locale)
        #expect(ascending == [2, 1, 3, 0])
        #expect(try store.sortedIndexes(by: "name", descending: true, locale: locale) == ascending.reversed())
    }

    @Test func numbersEnumerationsAndAbsentValuesSort() throws {
        let store = try RecordStore<RecordCard>()
        for (number, rate, quality, rank) in [(3, 0.5, Quality.high, 2), (-1, 0.25, .low, nil), (10, 0.75, .medium, 1)] {
            var record = RecordCard(number: number, rate: rate, name: "")
            record.quality = quality
            record.rank = rank
            try store.add(record)
        }
        #expect(try store.sortedIndexes(by: "number") == [1, 0, 2])
        #expect(try store.sortedIndexes(by: \.rate) == [1, 0, 2])
        // Declaration order: low, medium, high.
        #expect(try store.sortedIndexes(by: "quality") == [1, 2, 0])
        // Absent values first.
        #expect(try store.sortedIndexes(by: "rank") == [1, 2, 0])
        #expect(try RecordStore<RecordCard>().sortedIndexes(by: "number") == [])
    }

    @Test func sortingInPlacePutsTheRecordsInTheOrderOfTheirIndexesAndKeepsTheirIDs() throws {
        let store = try store(["b", "ＡＢＣ", "abd", "abc", "ABC"])
        let order = try store.sortedIndexes(by: "name", locale: locale)
        let ids = store.ids
        try store.sort(by: "name", locale: locale)
        #expect(store.records.map(\.name) == ["ＡＢＣ", "abc", "ABC", "abd", "b"])
        #expect(store.ids == order.map { ids[$0] })
        try store.sort(by: \.name, descending: true, locale: locale)
        #expect(store.records.map(\.name) == ["b", "abd", "ABC", "abc", "ＡＢＣ"])
    }

    @Test func aRefusedSortLeavesTheOrder() throws {
        let store = try store(["b", "a"])
        #expect(throws: StoreError.unsortableField(field: "spMember", type: "Bool")) { try store.sort(by: "spMember") }
        #expect(throws: StoreError.unknownField("colour")) { try store.sort(by: "colour") }
        #expect(store.records.map(\.name) == ["b", "a"])
    }
}
