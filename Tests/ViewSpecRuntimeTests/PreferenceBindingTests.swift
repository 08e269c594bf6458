import Foundation
import Testing
import ViewSpecRuntime

/// A `PreferenceBinding` is what a UI control binds to: setting its value never throws; a
/// rejected value leaves the old one and shows as the field's last validation error.
@MainActor @Suite struct PreferenceBindingTests {
    @Test func aRejectedValueKeepsTheOldOneAndBecomesTheFieldsError() throws {
        let store = try PreferenceStore<AppSettings>()
        let volume = PreferenceBinding(store: store, keyPath: \.volume)
        volume.value = 1.5
        #expect(volume.value == 0.8)
        let error = try #require(volume.validationError)
        #expect(error == FieldValidationError(field: "volume", problem: .aboveMaximum, expected: "a number from 0 to 1", found: "1.5"))
        #expect(store.validationError(for: \.volume) == error)
        #expect(store.validationError(forField: "volume") == error)
        #expect(store.validationErrors == ["volume": error])
    }

    @Test func theLastRejectionIsKeptUntilTheFieldTakesAValue() throws {
        let store = try PreferenceStore<AppSettings>()
        let userName = PreferenceBinding(store: store, keyPath: \.userName)
        userName.value = "R2D2"
        #expect(userName.validationError?.problem == .patternMismatch)
        userName.value = "much too long a name"
        #expect(userName.validationError?.problem == .tooLong)
        #expect(userName.value == "")
        // The old value again is a value the field takes: the error goes.
        userName.value = ""
        #expect(userName.validationError == nil)
        #expect(store.validationErrors.isEmpty)
    }

    @Test func eachFieldKeepsItsOwnError() throws {
        let store = try PreferenceStore<AppSettings>()
        PreferenceBinding(store: store, keyPath: \.volume).value = -1
        PreferenceBinding(store: store, keyPath: \.syncInterval).value = 1
        PreferenceBinding(store: store, keyPath: \.theme).value = .dark
        #expect(store.validationErrors.keys.sorted() == ["syncInterval", "volume"])
        PreferenceBinding(store: store, keyPath: \.syncInterval).value = 60
        #expect(store.validationErrors.keys.sorted() == ["volume"])
        #expect(store[\.syncInterval] == 60)
        #expect(store[\.theme] == .dark)
    }

    @Test func theThrowingSetLeavesRejectionsToItsCallerAndClearsOnSuccess() throws {
        let store = try PreferenceStore<AppSettings>()
        let volume = PreferenceBinding(store: store, keyPath: \.volume)
        #expect(throws: StoreError.self) { try volume.set(1.5) }
        #expect(volume.validationError == nil)

        volume.value = 1.5
        let shown = volume.validationError
        #expect(throws: StoreError.self) { try volume.set(2) }
        #expect(volume.validationError == shown)
        try volume.set(0.25)
        #expect(volume.validationError == nil)
        #expect(volume.value == 0.25)
    }

    @Test func replacingResettingAndLoadingClearEveryError() throws {
        let store = try PreferenceStore<AppSettings>()
        let volume = PreferenceBinding(store: store, keyPath: \.volume)

        volume.value = 1.5
        try store.replaceValues(with: AppSettings())
        #expect(store.validationErrors.isEmpty)

        volume.value = 1.5
        store.resetToDefaults()
        #expect(store.validationErrors.isEmpty)

        let directory = try TemporaryDirectory()
        let file = directory.file("settings.json")
        try store.save(to: file)
        volume.value = 1.5
        try store.load(from: file)
        #expect(store.validationErrors.isEmpty)

        volume.value = 1.5
        store.clearValidationErrors()
        #expect(store.validationErrors.isEmpty)
        #expect(volume.value == 0.8)
    }

    @Test func fieldsSetByNameWithoutThrowingRecordRejectionsToo() throws {
        let store = try PreferenceStore<AppSettings>()
        #expect(!store.setFieldValueIfValid(.string("30"), named: "syncInterval"))
        #expect(store.validationError(forField: "syncInterval")?.problem == .typeMismatch)
        #expect(store.setFieldValueIfValid(.int(45), named: "syncInterval"))
        #expect(store.validationError(forField: "syncInterval") == nil)
        #expect(store[\.syncInterval] == 45)

        #expect(store.setIfValid(\.theme, to: .light))
        #expect(!store.setIfValid(\.volume, to: .nan))
        #expect(store.validationError(for: \.volume)?.problem == .notFinite)
    }

    @Test func whatIsNoFieldIsRefusedWithoutAnError() throws {
        let store = try PreferenceStore<AppSettings>()
        #expect(!store.setFieldValueIfValid(.int(1), named: "loudness"))
        #expect(!store.setIfValid(\.scratch, to: 3))
        let scratch = PreferenceBinding(store: store, keyPath: \.scratch)
        scratch.value = 3
        #expect(scratch.value == 0)
        #expect(scratch.validationError == nil)
        #expect(scratch.definition == nil)
        #expect(store.validationErrors.isEmpty)
        #expect(store.validationError(forField: "loudness") == nil)
    }

    @Test func aBindingKnowsItsFieldsDefinitionAndBounds() throws {
        let store = try PreferenceStore<AppSettings>()
        let volume = PreferenceBinding(store: store, keyPath: \.volume)
        #expect(volume.definition?.name == "volume")
        #expect(volume.bounds == 0...1)
        #expect(PreferenceBinding(store: store, keyPath: \.syncInterval).bounds == 5...120)
        #expect(PreferenceBinding(store: store, keyPath: \.userName).definition?.maxLength == 12)
    }

    @Test func anIntFieldOnASliderTakesTheNearestWholeNumber() throws {
        let store = try PreferenceStore<AppSettings>()
        let interval = PreferenceBinding(store: store, keyPath: \.syncInterval)
        #expect(interval.sliderValue == 30)
        interval.sliderValue = 44.6
        #expect(interval.value == 45)
        interval.sliderValue = 200
        #expect(interval.value == 45)
        #expect(interval.validationError?.problem == .aboveMaximum)
        interval.sliderValue = 20.2
        #expect(interval.value == 20)
        #expect(interval.validationError == nil)
        for unrepresentable in [Double.nan, .infinity, 1e300] {
            interval.sliderValue = unrepresentable
            #expect(interval.value == 20)
            #expect(interval.validationError?.problem == .typeMismatch)
        }
    }

    @Test func aSetOfCasesIsEditedOneCaseAtATime() throws {
        let store = try PreferenceStore<AppSettings>()
        let topics = PreferenceBinding(store: store, keyPath: \.topics)
        #expect(topics.contains(.news) && !topics.contains(.sport))
        topics.setContains(.sport, true)
        topics.setContains(.news, false)
        #expect(topics.value == [.sport])
        #expect(store[\.topics] == [.sport])
    }
}
