import Foundation
import Testing
import ViewSpecRuntime

/// `RecordStore` is observable: an observation of its records hears every change the
/// store's API makes to them or their order, and no refused one.
@MainActor @Suite struct RecordObservationTests {
    /// A store of Ann, Cy and Bo, in that order.
    static func store() throws -> RecordStore<RecordCard> {
        let store = try RecordStore<RecordCard>()
        for (number, name) in ["Ann", "Cy", "Bo"].enumerated() { try store.add(RecordCard(number: number + 1, name: name)) }
        return store
    }

    nonisolated static let changes: [StoreChange<RecordStore<RecordCard>>] = [
        StoreChange("add") { try $0.add(RecordCard(name: "Di")) },
        StoreChange("insert") { try $0.insert(RecordCard(name: "Di"), at: 0) },
        StoreChange("remove") { try $0.remove(at: 1) },
        StoreChange("remove all") { $0.removeAll() },
        StoreChange("move") { try $0.move(from: 0, to: 2) },
        StoreChange("replace") { try $0.replace(at: 0, with: RecordCard(name: "Eve")) },
        StoreChange("typed set") { try $0.set(\.name, to: "Eve", at: 0) },
        StoreChange("set by name") { try $0.setFieldValue(.string("Eve"), named: "name", at: 0) },
        StoreChange("sort by name") { try $0.sort(by: "name", locale: Locale(identifier: "en")) },
        StoreChange("sort by key path") { try $0.sort(by: \.number, descending: true) },
        StoreChange("load") { store in
            let directory = try TemporaryDirectory()
            let file = directory.file("records.json")
            let saved = try RecordObservationTests.store()
            try saved.remove(at: 0)
            try saved.save(to: file)
            try store.load(from: file)
        },
    ]

    @Test(arguments: changes)
    func everyChangeOfTheRecordsIsHeard(_ change: StoreChange<RecordStore<RecordCard>>) throws {
        let store = try Self.store()
        #expect(try isObserved({ _ = store.records }, when: { try change.apply(store) }))
    }

    @Test func readsOfSingleRecordsAndOfTheCountAreObservedToo() throws {
        let store = try Self.store()
        #expect(try isObserved({ _ = try? store.record(at: 0) }, when: { try store.set(\.name, to: "Eve", at: 0) }))
        #expect(try isObserved({ _ = try? store.value(\.name, at: 1) }, when: { try store.move(from: 1, to: 0) }))
        #expect(try isObserved({ _ = store.count }, when: { try store.remove(at: 0) }))
        #expect(try isObserved({ _ = store.ids }, when: { try store.add(RecordCard(name: "Fay")) }))
        #expect(try isObserved({ _ = store.nextID }, when: { try store.add(RecordCard(name: "Gus")) }))
    }

    @Test func refusedChangesAreNotHeard() throws {
        let store = try Self.store()
        let refused: [@MainActor () throws -> Void] = [
            { try store.add(RecordCard(rate: 1.5, name: "Hal")) },
            { try store.insert(RecordCard(name: "Hal"), at: 9) },
            { try store.remove(at: 9) },
            { try store.move(from: 0, to: 9) },
            { try store.set(\.name, to: String(repeating: "x", count: 41), at: 0) },
            { try store.sort(by: "spMember") },
            { try store.load(from: URL(fileURLWithPath: "/nonexistent/records.json")) },
        ]
        for (position, change) in refused.enumerated() {
            var threw = false
            let heard = isObserved({ _ = store.records }, when: {
                do { try change() } catch { threw = true }
            })
            #expect(threw && !heard, "refused change \(position)")
        }
        // Sorting records that are already in order is no change either.
        #expect(try !isObserved({ _ = store.records }, when: { try store.sort(by: \.number) }))
    }
}
