import Foundation
import Testing
import ViewSpecRuntime

/// A choice whose options the app supplies (`options: dynamic`): the options as given, the
/// one the field holds, and choosing one through the field's binding.
@MainActor @Suite struct PreferenceChoiceTests {
    private let intervals = [
        PreferenceOption("Every minute", value: 60), PreferenceOption(title: .localized(key: "half", fallback: "Half an hour"), value: 30),
        PreferenceOption("Too long", value: 500),
    ]

    @Test func theSuppliedOptionsAreExposedAsGiven() throws {
        let store = try PreferenceStore<AppSettings>()
        let choice = PreferenceChoice(PreferenceBinding(store: store, keyPath: \.syncInterval), options: intervals)
        #expect(choice.options == intervals)
        // The field holds 30 (its default): the second option.
        #expect(choice.selectedIndex == 1)
        #expect(choice.selectedOption?.title.resolved() == "Half an hour")
    }

    @Test func choosingStoresTheOptionsValueThroughTheBinding() throws {
        let store = try PreferenceStore<AppSettings>()
        let choice = PreferenceChoice(PreferenceBinding(store: store, keyPath: \.syncInterval), options: intervals)
        #expect(choice.select(at: 0))
        #expect(store[\.syncInterval] == 60)
        #expect(choice.selectedIndex == 0)
        // A value the field rejects (max 120) and a place outside the options store nothing.
        #expect(!choice.select(at: 2))
        #expect(!choice.select(at: 3))
        #expect(store[\.syncInterval] == 60)
    }

    @Test func aValueNoOptionHasSelectsNone() throws {
        let store = try PreferenceStore<AppSettings>()
        let choice = PreferenceChoice(PreferenceBinding(store: store, keyPath: \.userName), options: [PreferenceOption("Ann", value: "Ann")])
        #expect(choice.selectedIndex == nil)
        #expect(choice.selectedOption == nil)
        let empty = PreferenceChoice(PreferenceBinding(store: store, keyPath: \.userName), options: [])
        #expect(empty.options.isEmpty && empty.selectedIndex == nil && !empty.select(at: 0))
    }
}
