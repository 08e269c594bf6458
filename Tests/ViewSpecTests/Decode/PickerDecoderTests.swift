import Testing
@testable import ViewSpec

/// `colorPicker: F` / `{field: F, alpha: false}` and `soundPicker: F` / `{field: F, sounds: …,
/// showDefault: …, showSilent: …}`: what they decode to, and a positioned error for each way
/// they can be written wrong.
@Suite struct PickerDecoderTests {
    private static func screen(_ items: String) -> String {
        PreferenceOptionalKeysDecoderTests.screen(items, fields: "accent: String, ring: String")
    }

    @Test func bothFormsOfAColourPicker() throws {
        let items = try decodedItems(Self.screen("""
                      - colorPicker: accent
                      - colorPicker: {field: accent, alpha: false}
                        title: Accent
            """))
        #expect(items.map(\.control.kindName) == ["colorPicker", "colorPicker"])
        guard case .colorPicker(let first, let short) = items[0].control, case .colorPicker(let second, let long) = items[1].control else {
            Issue.record("expected two colour pickers, found \(items.map(\.control))")
            return
        }
        #expect(first.value == "accent" && second.value == "accent")
        #expect(short.alpha == nil && short.hasAlpha && short.range == nil)
        #expect(long.alpha?.value == false && !long.hasAlpha && long.range != nil)
        #expect(items[1].field?.value == "accent")
    }

    @Test func bothFormsOfASoundPicker() throws {
        let items = try decodedItems(Self.screen("""
                      - soundPicker: ring
                      - soundPicker: {field: ring, sounds: notification, showDefault: false, showSilent: false}
            """))
        guard case .soundPicker(_, let short) = items[0].control, case .soundPicker(let field, let long) = items[1].control else {
            Issue.record("expected two sound pickers, found \(items.map(\.control))")
            return
        }
        #expect(short.soundKind == .ringtone && short.offersDefault && short.offersSilent)
        #expect(field.value == "ring")
        #expect(long.soundKind == .notification && !long.offersDefault && !long.offersSilent)
    }

    @Test func aColourPickerWithoutAFieldIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - colorPicker: {alpha: false}"), .missingKey, line: 11, column: 26, "'field'")
    }

    @Test func anUnknownKeyInAColourPickerIsAPositionedError() {
        _ = expectOneDecodeError(
            Self.screen("          - colorPicker: {field: accent, opacity: true}"), .unknownKey, line: 11, column: 42, "unknown key 'opacity' in a colour picker")
    }

    @Test func anAlphaThatIsNoBooleanIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - colorPicker: {field: accent, alpha: maybe}"), .wrongValueType, line: 11, column: 49, "expected true or false")
    }

    @Test func anUnknownSoundKindIsAPositionedErrorWithTheClosestWord() {
        _ = expectOneDecodeError(
            Self.screen("          - soundPicker: {field: ring, sounds: alarms}"), .invalidOption, line: 11, column: 48, "alarm")
    }

    @Test func aSoundPickerWithoutAFieldIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - soundPicker: {sounds: alarm}"), .missingKey, line: 11, column: 26, "'field'")
    }

    @Test func anUnknownKeyInASoundPickerIsAPositionedError() {
        _ = expectOneDecodeError(
            Self.screen("          - soundPicker: {field: ring, vibrate: true}"), .unknownKey, line: 11, column: 40, "unknown key 'vibrate' in a sound picker")
    }

    @Test func aPickerBesideAnotherControlIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - {colorPicker: accent, soundPicker: ring}"), .controlCount, line: 11, column: 35, "'colorPicker' and 'soundPicker'")
    }
}
