import Foundation
import Testing
import ViewSpecRuntime

/// A toggle's switch as a Bool: a Bool field's value, or whether a String or Int field
/// holds the toggle's `on` value; turning it stores `on` or `off` through the binding.
@MainActor @Suite struct PreferenceToggleTests {
    @Test func aBoolFieldsToggleIsTheFieldsValue() throws {
        let store = try PreferenceStore<AppSettings>()
        let toggle = PreferenceToggle(PreferenceBinding(store: store, keyPath: \.soundEnabled))
        #expect(toggle.isOn)
        toggle.isOn = false
        #expect(store[\.soundEnabled] == false)
        #expect(!toggle.isOn)
    }

    @Test func aStringFieldsToggleIsOnWhileItHoldsTheOnValue() throws {
        let store = try PreferenceStore<AppSettings>()
        let nickname = PreferenceBinding(store: store, keyPath: \.theme)
        let toggle = PreferenceToggle(nickname, on: .dark, off: .light)
        // Neither value (the default, system): off.
        #expect(!toggle.isOn)
        toggle.isOn = true
        #expect(store[\.theme] == .dark)
        #expect(toggle.isOn)
        toggle.isOn = false
        #expect(store[\.theme] == .light)
        #expect(!toggle.isOn)
    }

    @Test func anIntFieldsToggleStoresItsValuesThroughTheBinding() throws {
        let store = try PreferenceStore<AppSettings>()
        let interval = PreferenceBinding(store: store, keyPath: \.syncInterval)
        let toggle = PreferenceToggle(interval, on: 60, off: 30)
        #expect(!toggle.isOn)
        toggle.isOn = true
        #expect(store[\.syncInterval] == 60)
        #expect(toggle.isOn)
        // A value the field rejects is not stored, as for any change through the binding.
        let rejecting = PreferenceToggle(interval, on: 500, off: 30)
        rejecting.isOn = true
        #expect(store[\.syncInterval] == 60)
        #expect(interval.validationError?.problem == .aboveMaximum)
        #expect(!rejecting.isOn)
    }

    @Test func aStringToggleComparesTheWholeValue() throws {
        let store = try PreferenceStore<AppSettings>()
        let name = PreferenceBinding(store: store, keyPath: \.userName)
        let toggle = PreferenceToggle(name, on: "Yes", off: "No")
        name.value = "yes"
        #expect(!toggle.isOn)
        toggle.isOn = true
        #expect(name.value == "Yes")
        toggle.isOn = false
        #expect(name.value == "No")
    }
}
