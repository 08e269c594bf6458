import Foundation
import Testing
import ViewSpecRuntime

/// `PreferenceStore` is observable field by field: an observation hears every change the
/// store's API makes to what it read, and nothing else.
@MainActor @Suite struct PreferenceObservationTests {
    nonisolated static let changes: [StoreChange<PreferenceStore<AppSettings>>] = [
        StoreChange("typed set") { try $0.set(\.volume, to: 0.5) },
        StoreChange("set by name") { try $0.setFieldValue(.float(0.5), named: "volume") },
        StoreChange("set without throwing") { $0.setIfValid(\.volume, to: 0.5) },
        StoreChange("set by name without throwing") { $0.setFieldValueIfValid(.float(0.5), named: "volume") },
        StoreChange("binding") { PreferenceBinding(store: $0, keyPath: \.volume).value = 0.5 },
        StoreChange("replace") { store in
            var values = store.values
            values.volume = 0.5
            try store.replaceValues(with: values)
        },
        StoreChange("load") { store in
            let directory = try TemporaryDirectory()
            let file = directory.file("settings.json")
            let saved = try PreferenceStore<AppSettings>()
            try saved.set(\.volume, to: 0.5)
            try saved.save(to: file)
            try store.load(from: file)
        },
    ]

    @Test(arguments: changes)
    func aChangedFieldIsHeardByItsObserversAndNotByOthers(_ change: StoreChange<PreferenceStore<AppSettings>>) throws {
        let store = try PreferenceStore<AppSettings>()
        let binding = PreferenceBinding(store: store, keyPath: \.volume)
        #expect(try isObserved({ _ = store[\.volume] }, when: { try change.apply(store) }))
        #expect(store[\.volume] == 0.5)

        try store.set(\.volume, to: 0.8)
        #expect(try isObserved({ _ = try? store.fieldValue(named: "volume") }, when: { try change.apply(store) }))
        try store.set(\.volume, to: 0.8)
        #expect(try isObserved({ _ = binding.value }, when: { try change.apply(store) }))
        try store.set(\.volume, to: 0.8)
        #expect(try isObserved({ _ = store.values }, when: { try change.apply(store) }))
        try store.set(\.volume, to: 0.8)
        #expect(try !isObserved({ _ = store[\.theme] }, when: { try change.apply(store) }))
    }

    @Test func resettingIsHeardByTheFieldsItChanges() throws {
        let store = try PreferenceStore<AppSettings>()
        try store.set(\.theme, to: .dark)
        #expect(isObserved({ _ = store[\.theme] }, when: { store.resetToDefaults() }))
        try store.set(\.theme, to: .dark)
        #expect(!isObserved({ _ = store[\.volume] }, when: { store.resetToDefaults() }))
    }

    @Test func aValueReadThroughAPropertyThatIsNoFieldHearsEveryChange() throws {
        // `scratch` is no field: the store cannot tell which fields it depends on.
        let store = try PreferenceStore<AppSettings>()
        #expect(try isObserved({ _ = store[\.scratch] }, when: { try store.set(\.theme, to: .dark) }))
    }

    @Test func refusedAndEmptyChangesAreNotHeard() throws {
        let store = try PreferenceStore<AppSettings>()
        #expect(!isObserved({ _ = store.values }, when: { _ = try? store.set(\.volume, to: 1.5) }))
        #expect(!isObserved({ _ = store.values }, when: { _ = try? store.setFieldValue(.string("loud"), named: "volume") }))
        #expect(!isObserved({ _ = store.values }, when: { _ = try? store.set(\.volume, to: 0.8) }))
        #expect(!isObserved({ _ = store.values }, when: { store.resetToDefaults() }))

        let directory = try TemporaryDirectory()
        let broken = try directory.write("{\"format\": \"viewspec-preferences\"", to: "broken.json")
        #expect(!isObserved({ _ = store.values }, when: { _ = try? store.load(from: broken) }))
    }

    @Test func aRejectedValueIsHeardAsAValidationErrorNotAsAValue() throws {
        let store = try PreferenceStore<AppSettings>()
        let volume = PreferenceBinding(store: store, keyPath: \.volume)
        #expect(!isObserved({ _ = store[\.volume] }, when: { volume.value = 1.5 }))

        volume.value = 0.8
        #expect(isObserved({ _ = volume.validationError }, when: { volume.value = 1.5 }))
        #expect(isObserved({ _ = store.validationErrors }, when: { volume.value = 0.5 }))
        #expect(isObserved({ _ = store.validationError(forField: "volume") }, when: { volume.value = 1.5 }))
        // Another field's error is another observation.
        #expect(!isObserved({ _ = store.validationError(for: \.theme) }, when: { volume.value = 0.5 }))
        // The same error again changes nothing.
        volume.value = 1.5
        #expect(!isObserved({ _ = volume.validationError }, when: { volume.value = 1.5 }))
        #expect(isObserved({ _ = volume.validationError }, when: { store.clearValidationErrors() }))
    }

    @Test func callbackObserversStillHearEveryChangedValue() throws {
        let store = try PreferenceStore<AppSettings>()
        var heard: [[String]] = []
        let token = store.observe { heard.append($0.changedFields) }
        PreferenceBinding(store: store, keyPath: \.volume).value = 0.5
        PreferenceBinding(store: store, keyPath: \.volume).value = 1.5
        store.clearValidationErrors()
        try store.set(\.theme, to: .dark)
        #expect(heard == [["volume"], ["theme"]])
        token.cancel()
    }
}
