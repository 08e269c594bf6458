import MembersApp
import Testing
import ViewSpecRuntime

/// The path a UI control takes into the generated screens: a getter and a setter that never
/// throws, the shape of SwiftUI's `Binding(get:set:)`. A value the field rejects is not
/// stored; the old value stays, and the field's last validation error says why, for the
/// screen to show beside the control.
@MainActor @Suite struct SettingsBindingTests {
    /// A control's view of one field: what `Binding(get:set:)` is built from.
    struct Control<Value> {
        let get: () -> Value
        let set: (Value) -> Void
    }

    static func control<Value>(_ binding: PreferenceBinding<AppSettings, Value>) -> Control<Value> {
        Control(get: { binding.value }, set: { binding.value = $0 })
    }

    @Test func anAcceptedValueIsStoredAndLeavesNoError() throws {
        let screen = GeneralSettingsScreen(store: try PreferenceStore<AppSettings>())
        let volume = Self.control(screen.volume)
        volume.set(0.75)
        #expect(volume.get() == 0.75)
        #expect(screen.store[\.volume] == 0.75)
        #expect(screen.volume.validationError == nil)
    }

    @Test func aRejectedValueKeepsTheOldOneAndBecomesTheFieldsError() throws {
        let screen = GeneralSettingsScreen(store: try PreferenceStore<AppSettings>())
        let volume = Self.control(screen.volume)
        volume.set(1.5)
        #expect(volume.get() == 0.5)
        let error = try #require(screen.volume.validationError)
        #expect(error.problem == .aboveMaximum)
        #expect(error.description == "field 'volume': expected a number from 0 to 1, found 1.5")
        #expect(screen.store.validationErrors == ["volume": error])
        // The other fields have no error of their own.
        #expect(screen.userName.validationError == nil)
    }

    @Test func eachFieldKeepsOnlyItsLastError() throws {
        let screen = GeneralSettingsScreen(store: try PreferenceStore<AppSettings>())
        let name = Self.control(screen.userName)
        name.set(String(repeating: "x", count: 33))
        #expect(screen.userName.validationError?.problem == .tooLong)
        name.set(String(repeating: "y", count: 40))
        #expect(screen.userName.validationError?.found.hasPrefix("40 characters") == true)
        #expect(name.get() == "")

        name.set("Hanako")
        #expect(name.get() == "Hanako")
        #expect(screen.userName.validationError == nil)
    }

    @Test func throwingCallsLeaveTheScreensErrorAlone() throws {
        let screen = GeneralSettingsScreen(store: try PreferenceStore<AppSettings>())
        screen.volume.value = 2
        let shown = screen.volume.validationError
        // Code that catches its own errors does not put them on the screen.
        #expect(throws: StoreError.self) { try screen.volume.set(-1) }
        #expect(screen.volume.validationError == shown)
        // Any value the field takes clears its error, whichever way it comes.
        try screen.volume.set(0.3)
        #expect(screen.volume.validationError == nil)
        screen.volume.value = 7
        screen.store.resetToDefaults()
        #expect(screen.store.validationErrors.isEmpty)
    }

    @Test func aStepperOrSliderOverAnIntFieldRoundsAndStaysInBounds() throws {
        let advanced = AdvancedSettingsScreen(store: try PreferenceStore<AppSettings>())
        let interval = advanced.syncInterval
        #expect(interval.bounds == 5...120)
        interval.sliderValue = 29.6
        #expect(interval.value == 30)
        interval.sliderValue = 200
        #expect(interval.value == 30)
        #expect(interval.validationError?.problem == .aboveMaximum)
        interval.sliderValue = .infinity
        #expect(interval.value == 30)
        #expect(interval.validationError?.problem == .typeMismatch)
    }

    @Test func aChoiceTakesEveryCaseOfItsEnumeration() throws {
        let screen = GeneralSettingsScreen(store: try PreferenceStore<AppSettings>())
        let theme = Self.control(screen.theme)
        for option in AppSettings.Theme.allCases {
            theme.set(option)
            #expect(theme.get() == option)
        }
        #expect(screen.theme.validationError == nil)
    }
}
