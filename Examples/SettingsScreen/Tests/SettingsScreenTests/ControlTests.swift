import SettingsScreen
import Testing
import ViewSpecRuntime

/// What the SwiftUI controls of the forms bind to: the generated screens' fields, whose
/// setters never throw, and what the controls show of them.
@MainActor @Suite struct ControlTests {
    @Test func theSliderSpansTheFieldsBounds() throws {
        let screen = ReaderSettingsScreen(store: try PreferenceStore<ReaderSettings>())
        #expect(screen.textScale.bounds == 0.8...1.6)
        #expect(screen.textScale.value == 1)
        screen.textScale.value = 1.25
        #expect(screen.store[\.textScale] == 1.25)
    }

    @Test func thePickersListEveryCaseUnderItsSpecName() {
        #expect(ReaderSettings.Appearance.allCases.map(\.caseName) == ["light", "dark", "automatic"])
        #expect(ReaderSettings.Digest.allCases.map(\.caseName) == ["daily", "weekly", "never"])
    }

    @Test func aNameTooLongIsNotStoredAndItsErrorIsShown() throws {
        let screen = ReaderSettingsScreen(store: try PreferenceStore<ReaderSettings>())
        screen.displayName.value = "Ann"
        screen.displayName.value = String(repeating: "x", count: 25)
        #expect(screen.displayName.value == "Ann")
        let error = try #require(screen.displayName.validationError)
        #expect(error.problem == .tooLong)
        #expect(error.description.hasPrefix("field 'displayName': expected at most 24 characters, found 25 characters"))

        screen.displayName.value = "Bo"
        #expect(screen.displayName.validationError == nil)
    }
}
