import Foundation
import Testing
@testable import ViewSpec

/// A toggle drawn as a checkbox (`presentation: checkbox`, Android's CheckBoxPreference):
/// decoded, laid out, written to Android, left a switch in a Settings.bundle, and imported
/// back.
@Suite struct TogglePresentationTests {
    static let fields = "sound: Bool, vibrate: Bool, theme: {type: enum, cases: [light, dark]}"
    static let items = """
                  - {toggle: sound, title: Sound, presentation: checkbox}
                  - {toggle: vibrate, presentation: switch}
        """

    @Test func theToggleKeepsItsPresentation() throws {
        let screen = try #require(decodeSpec(TextFieldAndChoiceExportTests.spec(Self.items, fields: Self.fields)).file?.preferenceScreens.first)
        #expect(screen.items.map { $0.togglePresentation?.value } == [.checkbox, .switch])
    }

    @Test func aChoicesPresentationOnAToggleIsAnError() {
        expectOneDecodeError(
            TextFieldAndChoiceExportTests.spec("          - {toggle: sound, presentation: radio}", fields: Self.fields), .invalidOption,
            line: 9, column: 43, "expected one of switch, checkbox for 'presentation', found 'radio'")
    }

    @Test func aTogglesPresentationOnAChoiceIsAnError() {
        expectOneDecodeError(
            TextFieldAndChoiceExportTests.spec("          - {choice: theme, presentation: checkbox}", fields: Self.fields), .invalidOption,
            line: 9, column: 43, "expected one of radio, menu for 'presentation', found 'checkbox'")
    }

    @Test func theLayoutGivesThePresentation() throws {
        let items = try RowActionExportTests.layoutItems(TextFieldAndChoiceExportTests.spec(Self.items + "\n          - toggle: sound", fields: Self.fields))
        #expect(items.map { $0["options"]?["presentation"]?.stringValue } == ["checkbox", "switch", "switch"])
    }

    @Test func androidWritesACheckBoxPreference() throws {
        let preferences = try TextFieldAndChoiceExportTests.android(Self.items, fields: Self.fields)
        #expect(preferences.map(\.name).dropFirst() == ["CheckBoxPreference", "SwitchPreferenceCompat"])
    }

    @Test func aSettingsBundleShowsASwitch() throws {
        let pane = try TextFieldAndChoiceExportTests.pane(Self.items, fields: Self.fields, dialect: .inAppSettingsKit)
        #expect(pane.components(separatedBy: "PSToggleSwitchSpecifier").count == 3, "\(pane)")
    }

    @Test func aCheckBoxPreferenceIsImportedAsACheckbox() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <CheckBoxPreference android:key="sound" android:title="Sound" />
                <SwitchPreferenceCompat android:key="vibrate" android:title="Vibrate" />
            </PreferenceScreen>

            """
        let (imported, _, _) = try AndroidPreferencesImportTests.run(["xml/s.xml": screen])
        let text = try #require(imported.files.first { $0.fileName == "s.yaml" }?.text)
        #expect(text.contains("{toggle: sound, title: Sound, presentation: checkbox}"), "\(text)")
        #expect(text.contains("{toggle: vibrate, title: Vibrate}"), "\(text)")
        #expect(imported.statistics.lossless == 2)
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }
}
