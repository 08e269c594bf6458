import Foundation
import Testing
@testable import ViewSpec

/// The text field and choice options of language 1.1 written to both native formats: the
/// Settings.bundle keys of each dialect, and what the Android export writes or leaves to
/// `not-in-android-preferences`.
@Suite struct TextFieldAndChoiceExportTests {
    static func pane(_ items: String, fields: String, dialect: SettingsBundleDialect = .inAppSettingsKit) throws -> String {
        let text = """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {\(fields)}}
            preferences:
              Root:
                model: S
                sections:
                  - items:
            \(items)
            """
        let checked = try SettingsBundleEmitterTests.checked(text)
        return SettingsBundleEmitterTests.text(SettingsBundleEmitter(dialect: dialect).emit(checked).panes[0])
    }

    static func android(_ items: String, fields: String) throws -> [PreferenceElement] {
        let text = """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {\(fields)}}
            preferences:
              Root:
                model: S
                sections:
                  - items:
            \(items)
            """
        let output = AndroidResourcesEmitter().emit(try AndroidResourcesEmitterTests.checked(text))
        let file = try #require(output.file("root.xml", in: "xml"))
        let root = try #require(PreferenceXMLReader.read(SourceFile(path: "root.xml", bytes: file.bytes)).value)
        return AndroidResourcesEmitterTests.flattened(root)
    }

    // MARK: - keyboard: numbersAndPunctuation

    @Test(arguments: [SettingsBundleDialect.apple, .inAppSettingsKit])
    func numbersAndPunctuationIsItsKeyboardType(_ dialect: SettingsBundleDialect) throws {
        let pane = try Self.pane(
            "          - {textField: ports, keyboard: numbersAndPunctuation}\n          - {textField: gain, keyboard: numbersAndPunctuation}",
            fields: "ports: String, gain: Float", dialect: dialect)
        #expect(pane.components(separatedBy: "<key>KeyboardType</key>\n\t\t\t<string>NumbersAndPunctuation</string>").count == 3, "\(pane)")
    }

    @Test func androidLeavesTheKeyboardToTheApp() throws {
        let preferences = try Self.android("          - {textField: ports, keyboard: numbersAndPunctuation}", fields: "ports: String")
        let ports = try #require(preferences.first { $0.attribute("key")?.value == "ports" })
        #expect(ports.name == "EditTextPreference")
        #expect(ports.attribute("inputType") == nil)
    }
}
