import Foundation
import MembersApp
import Testing
import ViewSpecRuntime

/// Member records of the record card generated from record-card.yaml.
@MainActor @Suite struct RecordsTests {
    static let english = Locale(identifier: "en_US")

    static func member(_ number: Int, _ name: String, rate: Double = 0.8, spMember: Bool = false, place: String = "") -> RecordCard {
        RecordCard(number: number, rate: rate, spMember: spMember, name: name, place: place)
    }

    static func members(_ names: [String]) throws -> RecordStore<RecordCard> {
        let store = try RecordStore<RecordCard>()
        for (number, name) in names.enumerated() { try store.add(member(number + 1, name)) }
        return store
    }

    @Test func theCardHasTheSpecsFieldsAndDefaults() throws {
        #expect(RecordCard.Field.allCases.map(\.rawValue) == ["number", "rate", "spMember", "name", "place"])
        let card = RecordCard()
        #expect(card.rate == 0.8)
        #expect(card.spMember == false)
        #expect(RecordCard.Field.name.definition.maxLength == 40)
        // The memberwise initializer defaults what it is not given, as the spec does.
        #expect(RecordCard(name: "Ann") == { var card = RecordCard(); card.name = "Ann"; return card }())
        #expect(Set([RecordCard(name: "Ann"), RecordCard(name: "Ann"), RecordCard(name: "Bo")]).count == 2)
    }

    @Test func addingReturnsTheIndexAndANewID() throws {
        let store = try RecordStore<RecordCard>()
        #expect(try store.add(Self.member(1, "Ann")) == 0)
        #expect(try store.add(Self.member(2, "Bo")) == 1)
        try store.remove(at: 1)
        #expect(try store.add(Self.member(3, "Cy")) == 1)
        // A removed record's id is never handed out again.
        #expect(store.ids.map(\.rawValue) == [1, 3])
    }

    @Test func aValueOutsideItsFieldIsRefused() throws {
        let store = try Self.members(["Ann"])
        #expect(throws: StoreError.self) { try store.add(Self.member(2, "Bo", rate: 1.5)) }
        #expect(throws: StoreError.self) { try store.set(\.name, to: String(repeating: "x", count: 41), at: 0) }
        #expect(store.count == 1)
        #expect(try store.value(\.name, at: 0) == "Ann")
    }

    @Test func sortingByNameIgnoresCaseAndWidth() throws {
        let store = try Self.members(["carol", "Ａｌｉｃｅ", "bob", "Alan"])
        #expect(try store.sortedIndexes(by: "name", locale: Self.english) == [3, 1, 2, 0])
        #expect(try store.sortedIndexes(by: \.name, descending: true, locale: Self.english) == [0, 2, 1, 3])
        #expect(try store.sortedIndexes(by: \.number) == [0, 1, 2, 3])
    }

    @Test func sortingByABoolFieldIsRefused() throws {
        let store = try Self.members(["Ann", "Bo"])
        #expect(throws: StoreError.unsortableField(field: "spMember", type: "Bool")) {
            try store.sortedIndexes(by: "spMember")
        }
    }

    @Test func movesAreByIndexEvenBetweenEqualRecords() throws {
        let store = try Self.members(["Ann", "Bo", "Ann", "Cy"])
        let movedID = try store.id(at: 2)
        try store.move(from: 2, to: 0)
        #expect(store.records.map(\.name) == ["Ann", "Ann", "Bo", "Cy"])
        #expect(try store.id(at: 0) == movedID)
        #expect(store.records.map(\.number) == [3, 1, 2, 4])
        try store.move(from: 0, to: 3)
        #expect(store.records.map(\.number) == [1, 2, 4, 3])
    }

    @Test func recordsAreSavedAndLoadedBackWithTheirIDs() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("members.json")
        let store = try Self.members(["Ann", "Bo", "Cy"])
        try store.remove(at: 1)
        try store.move(from: 1, to: 0)
        try store.save(to: file)

        let loaded = try RecordStore<RecordCard>()
        #expect(try loaded.load(from: file).isExactMatch)
        #expect(loaded.records == store.records)
        #expect(loaded.ids == store.ids)
        #expect(try loaded.add(Self.member(4, "Di")) == 2)
        #expect(try loaded.id(at: 2).rawValue == 4)
    }
}
