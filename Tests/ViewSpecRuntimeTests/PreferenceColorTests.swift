import Testing
import ViewSpecRuntime

/// A colour as a colour picker stores it, `#RRGGBB`/`#AARRGGBB` or Android's ARGB Int, and
/// the picker that reads and stores it through a field's binding.
@MainActor @Suite struct PreferenceColorTests {
    @Test func hexReadsBothFormsInEitherCase() {
        #expect(PreferenceColor(hex: "#2196f3")?.argb == 0xFF21_96F3)
        #expect(PreferenceColor(hex: "#802196F3")?.argb == 0x8021_96F3)
        #expect(PreferenceColor(hex: "#2196F3")?.alpha == 1)
        #expect(PreferenceColor(hex: "#80FF0000").map { [$0.red, $0.green, $0.blue] } == [1, 0, 0])
        for text in ["", "#", "2196F3", "#2196F", "#2196F3G", "#+196F3", "# 196F3", "#2196F30", "red"] {
            #expect(PreferenceColor(hex: text) == nil, "\(text)")
        }
    }

    @Test func hexIsWrittenInUpperCaseWithOrWithoutAlpha() {
        let color = PreferenceColor(argb: 0x0A0B_0C0D)
        #expect(color.hex() == "#0A0B0C0D")
        #expect(color.hex(alpha: false) == "#0B0C0D")
        #expect(PreferenceColor(red: 1, green: 0.5, blue: 0, alpha: 0.5).hex() == "#80FF8000")
        #expect(PreferenceColor(red: 2, green: -1, blue: .nan).hex() == "#FFFF0000")
    }

    @Test func integersAreAndroidsSignedOrUnsignedARGB() {
        #expect(PreferenceColor(integer: -1)?.argb == 0xFFFF_FFFF)
        #expect(PreferenceColor(integer: -16_777_216)?.hex() == "#FF000000")
        #expect(PreferenceColor(integer: 0xFF00_00FF)?.integer == -16_776_961)
        #expect(PreferenceColor(integer: 4_294_967_296) == nil)
        #expect(PreferenceColor(integer: -2_147_483_649) == nil)
    }

    @Test func aStringFieldsPickerStoresHex() throws {
        let store = try PreferenceStore<AppSettings>()
        let name = PreferenceBinding(store: store, keyPath: \.nickname)
        let picker = PreferenceColorPicker(name)
        #expect(picker.color == nil && picker.supportsOpacity)
        picker.color = PreferenceColor(argb: 0x8011_2233)
        #expect(store[\.nickname] == "#80112233")
        #expect(picker.color?.argb == 0x8011_2233)
        let opaque = PreferenceColorPicker(name, supportsOpacity: false)
        opaque.color = PreferenceColor(argb: 0x8011_2233)
        #expect(store[\.nickname] == "#112233")
        #expect(opaque.color?.argb == 0xFF11_2233)
        opaque.color = nil
        #expect(store[\.nickname] == nil)
    }

    @Test func anIntFieldsPickerStoresAndroidsNumberThroughTheBinding() throws {
        let store = try PreferenceStore<AppSettings>()
        let interval = PreferenceBinding(store: store, keyPath: \.syncInterval)
        let picker = PreferenceColorPicker(interval)
        #expect(picker.color?.argb == 30)
        // A colour the field's bounds reject is not stored, as for any change through the binding.
        picker.color = PreferenceColor(argb: 0xFF00_0000)
        #expect(store[\.syncInterval] == 30)
        #expect(interval.validationError != nil)
        picker.color = PreferenceColor(argb: 100)
        #expect(store[\.syncInterval] == 100)
        let opaque = PreferenceColorPicker(interval, supportsOpacity: false)
        #expect(opaque.color?.hex() == "#00000064")
    }

    @Test func aSoundPickersOptionsDefaultAsAndroidsDo() {
        let picker = PreferenceSoundPicker()
        #expect(picker.sounds == .ringtone && picker.showsDefault && picker.showsSilent)
        #expect(PreferenceSoundPicker.silent == "")
        #expect(PreferenceSoundPicker.Sounds.allCases.map(\.rawValue) == ["ringtone", "notification", "alarm", "all"])
    }
}
