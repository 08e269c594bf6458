import Foundation
import Testing
import ViewSpecRuntime

/// Typed access, validation on set and the change observers of `PreferenceStore`.
@MainActor @Suite struct PreferenceStoreTests {
    @Test func startsFromTheModelDefaults() throws {
        let store = try PreferenceStore<AppSettings>()
        #expect(store[\.volume] == 0.8)
        #expect(store[\.theme] == .system)
        #expect(store[\.topics] == [.news])
        #expect(store[\.nickname] == nil)
        #expect(store.fieldDefinitions.map(\.name) == AppSettings.fields.map(\.name))
    }

    @Test func typedSetStoresValidValues() throws {
        let store = try PreferenceStore<AppSettings>()
        try store.set(\.volume, to: 0.25)
        try store.set(\.theme, to: .dark)
        try store.set(\.topics, to: [.sport, .weather])
        try store.set(\.nickname, to: "Kit")
        #expect(store.values.volume == 0.25)
        #expect(store[\.theme] == .dark)
        #expect(store[\.topics] == [.sport, .weather])
        #expect(store[\.nickname] == "Kit")
        try store.set(\.nickname, to: nil)
        #expect(store[\.nickname] == nil)
    }

    @Test func invalidValuesAreRejectedAndTheOldValueStays() throws {
        let store = try PreferenceStore<AppSettings>()
        let error = try #require(throws: StoreError.self) { try store.set(\.volume, to: 1.5) }
        guard case .invalidValue(let problem) = error else {
            Issue.record("expected an invalid value, found \(error)")
            return
        }
        #expect(problem.field == "volume")
        #expect(problem.expected == "a number from 0 to 1")
        #expect(problem.found == "1.5")
        #expect(store[\.volume] == 0.8)

        #expect(throws: StoreError.self) { try store.set(\.syncInterval, to: 1) }
        #expect(throws: StoreError.self) { try store.set(\.userName, to: "much too long a name") }
        #expect(throws: StoreError.self) { try store.set(\.userName, to: "R2D2") }
        #expect(store[\.syncInterval] == 30)
        #expect(store[\.userName] == "")
    }

    @Test func keyPathsThatAreNotFieldsAreRefused() throws {
        let store = try PreferenceStore<AppSettings>()
        #expect(throws: StoreError.unknownField(String(describing: \AppSettings.scratch))) { try store.set(\.scratch, to: 3) }
        #expect(store[\.scratch] == 0)
    }

    @Test func fieldsCanBeReadAndWrittenByName() throws {
        // A settings screen built from its definition alone binds fields by name.
        let store = try PreferenceStore<AppSettings>()
        #expect(try store.fieldValue(named: "theme") == .enumCase(.string("system")))
        try store.setFieldValue(.enumCase(.string("light")), named: "theme")
        #expect(store[\.theme] == .light)
        try store.setFieldValue(.enumSet([.string("weather")]), named: "topics")
        #expect(store[\.topics] == [.weather])

        #expect(throws: StoreError.unknownField("colour")) { try store.fieldValue(named: "colour") }
        let wrongType = try #require(throws: StoreError.self) { try store.setFieldValue(.int(1), named: "volume") }
        #expect(wrongType.description == "field 'volume': expected a Float, found an Int (1)")
        #expect(throws: StoreError.self) { try store.setFieldValue(.enumCase(.string("sepia")), named: "theme") }
        #expect(store[\.volume] == 0.8)
        #expect(store[\.theme] == .light)
    }

    @Test func replacingAllValuesValidatesThemAll() throws {
        let store = try PreferenceStore<AppSettings>()
        var values = AppSettings()
        values.volume = 0.1
        values.syncInterval = 500
        #expect(throws: StoreError.self) { try store.replaceValues(with: values) }
        #expect(store[\.volume] == 0.8)
        values.syncInterval = 60
        try store.replaceValues(with: values)
        #expect(store[\.syncInterval] == 60)
        store.resetToDefaults()
        #expect(store[\.syncInterval] == 30)
    }

    // MARK: - Observers (BRIEF §8)

    @Test func observersAreCalledInRegistrationOrderAfterTheChange() throws {
        let store = try PreferenceStore<AppSettings>()
        var calls: [String] = []
        let first = store.observe { change in calls.append("first \(change.changedFields) \(change.newValues.volume)") }
        let second = store.observe { [unowned store] _ in calls.append("second sees \(store[\.volume])") }
        let third = store.observe { change in calls.append("third \(change.cause) \(change.oldValues.volume)") }
        try store.set(\.volume, to: 0.5)
        #expect(calls == [#"first ["volume"] 0.5"#, "second sees 0.5", "third set 0.8"])
        withExtendedLifetime((first, second, third)) {}
    }

    @Test func unchangedValuesAndRejectedValuesNotifyNobody() throws {
        let store = try PreferenceStore<AppSettings>()
        var count = 0
        let token = store.observe { _ in count += 1 }
        try store.set(\.volume, to: 0.8)
        _ = try? store.set(\.volume, to: 7)
        #expect(count == 0)
        try store.set(\.volume, to: 0.7)
        #expect(count == 1)
        withExtendedLifetime(token) {}
    }

    @Test func cancelledOrFreedTokensStopTheirObserver() throws {
        let store = try PreferenceStore<AppSettings>()
        var calls: [String] = []
        let kept = store.observe { _ in calls.append("kept") }
        let cancelled = store.observe { _ in calls.append("cancelled") }
        do {
            let scoped = store.observe { _ in calls.append("scoped") }
            try store.set(\.volume, to: 0.5)
            withExtendedLifetime(scoped) {}
        }
        cancelled.cancel()
        #expect(cancelled.isCancelled)
        #expect(store.observerCount == 1)
        try store.set(\.volume, to: 0.6)
        #expect(calls == ["kept", "cancelled", "scoped", "kept"])
        withExtendedLifetime(kept) {}
    }

    private final class Screen {
        var log: [String] = []
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test func weaklyHeldObserversAreDroppedWhenFreed() throws {
        let store = try PreferenceStore<AppSettings>()
        var log: [String] = []
        let kept = Screen("kept")
        var freed: Screen? = Screen("freed")
        store.observe(weakly: freed!) { screen, _ in log.append(screen.name) }
        store.observe(weakly: kept) { screen, _ in log.append(screen.name) }
        try store.set(\.volume, to: 0.5)
        #expect(log == ["freed", "kept"])
        #expect(store.observerCount == 2)

        freed = nil
        #expect(store.observerCount == 1)
        try store.set(\.volume, to: 0.6)
        #expect(log == ["freed", "kept", "kept"])

        store.removeObservers(of: kept)
        try store.set(\.volume, to: 0.7)
        #expect(log == ["freed", "kept", "kept"])
        #expect(store.observerCount == 0)
    }

    @Test func aChangeMadeByAnObserverReachesEveryoneAfterTheCurrentOne() throws {
        let store = try PreferenceStore<AppSettings>()
        var log: [String] = []
        let first = store.observe { [unowned store] change in
            log.append("first \(change.changedFields)")
            if change.changed(\.volume) { try? store.set(\.soundEnabled, to: false) }
        }
        let second = store.observe { change in log.append("second \(change.changedFields)") }
        try store.set(\.volume, to: 0)
        // Both observers hear about the volume before either hears about the sound.
        #expect(log == [#"first ["volume"]"#, #"second ["volume"]"#, #"first ["soundEnabled"]"#, #"second ["soundEnabled"]"#])
        #expect(store[\.soundEnabled] == false)
        withExtendedLifetime((first, second)) {}
    }

    @Test func anObserverRemovedDuringADeliveryIsNotCalledAgain() throws {
        let store = try PreferenceStore<AppSettings>()
        var log: [String] = []
        var second: ObservationToken?
        let first = store.observe { _ in
            log.append("first")
            second?.cancel()
        }
        second = store.observe { _ in log.append("second") }
        try store.set(\.volume, to: 0.1)
        #expect(log == ["first"])
        withExtendedLifetime(first) {}
    }
}
