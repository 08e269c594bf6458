import Foundation
import Testing
import ViewSpecRuntime

/// The stores belong to the main actor; reading a file does not have to. A background task
/// reads and checks it, and the main actor applies what it hands over. (This file compiles
/// in the Swift 6 language mode, so the compiler checks every hand-over here.)
@MainActor @Suite struct LoadingOffTheMainActorTests {
    @Test func preferencesAreReadInTheBackgroundAndAppliedOnTheMainActor() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("settings.json")
        let saved = try PreferenceStore<AppSettings>()
        try saved.set(\.theme, to: .dark)
        try saved.save(to: file)

        let store = try PreferenceStore<AppSettings>()
        var heard: [PreferenceChange<AppSettings>.Cause] = []
        let token = store.observe { heard.append($0.cause) }
        let loaded = try await Task.detached {
            #expect(!Thread.isMainThread)
            return try store.read(from: file)
        }.value
        #expect(store[\.theme] == .system)
        #expect(loaded.values.theme == .dark)
        #expect(loaded.report.isExactMatch)

        #expect(isObserved({ _ = store[\.theme] }, when: { store.apply(loaded) }))
        #expect(store[\.theme] == .dark)
        #expect(heard == [.load])
        token.cancel()
    }

    @Test func recordsAreReadInTheBackgroundAndAppliedOnTheMainActor() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("records.json")
        let saved = try RecordStore<Member>()
        try saved.add(Member("m1", "Ann"))
        try saved.add(Member("m2", "Bob"))
        try saved.remove(at: 0)
        try saved.save(to: file)

        let store = try RecordStore<Member>()
        let loaded = try await Task.detached {
            #expect(!Thread.isMainThread)
            return try store.read(from: file)
        }.value
        #expect(store.isEmpty)
        #expect(loaded.records.map(\.name) == ["Bob"])
        #expect(loaded.ids == [RecordID(rawValue: 2)])
        #expect(loaded.nextID == RecordID(rawValue: 3))

        #expect(isObserved({ _ = store.records }, when: { store.apply(loaded) }))
        #expect(store.records.map(\.name) == ["Bob"])
        #expect(store.ids == loaded.ids)
        #expect(store.nextID == loaded.nextID)
    }

    @Test func aBadFileFailsInTheBackgroundAndTheStoreKeepsItsValues() async throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("{\"format\": \"viewspec-preferences\", \"formatVersion\": 1", to: "settings.json")
        let store = try PreferenceStore<AppSettings>()
        try store.set(\.volume, to: 0.25)
        let result = await Task.detached { Result { () throws(PersistenceError) in try store.read(from: file) } }.value
        guard case .failure(.malformed) = result else {
            Issue.record("expected a malformed file, found \(result)")
            return
        }
        #expect(store[\.volume] == 0.25)
    }

    @Test func storesAreSharedAcrossTasksAndReachedThroughTheMainActor() async throws {
        // Main-actor classes are Sendable: another task may hold a store and read it by
        // awaiting the main actor.
        let records = try RecordStore<RecordCard>()
        try records.add(RecordCard(name: "Ann"))
        let stack = try LayerStack(layers: ["only"])
        try stack.add(LayerView(id: "a", frame: .fill), to: "only")
        let names = await Task.detached { await records.records.map(\.name) + stack.flattenedViews.map(\.id) }.value
        #expect(names == ["Ann", "a"])
    }
}
