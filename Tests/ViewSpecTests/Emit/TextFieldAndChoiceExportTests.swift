import Foundation
import Testing
@testable import ViewSpec

/// The text field and choice options of language 1.1 written to both native formats: the
/// Settings.bundle keys of each dialect, and what the Android export writes or leaves to
/// `not-in-android-preferences`.
@Suite struct TextFieldAndChoiceExportTests {
    /// One screen holding `items`, on a model of `fields`.
    static func spec(_ items: String, fields: String) -> String {
        """
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
    }

    static func pane(_ items: String, fields: String, dialect: SettingsBundleDialect = .inAppSettingsKit) throws -> String {
        let checked = try SettingsBundleEmitterTests.checked(spec(items, fields: fields))
        return SettingsBundleEmitterTests.text(SettingsBundleEmitter(dialect: dialect).emit(checked).panes[0])
    }

    static func android(_ items: String, fields: String) throws -> [PreferenceElement] {
        try AndroidResourcesEmitterTests.exportedScreen("root.xml", of: spec(items, fields: fields)).preferences
    }

    // MARK: - keyboard: numbersAndPunctuation

    @Test(arguments: [SettingsBundleDialect.apple, .inAppSettingsKit])
    func numbersAndPunctuationIsItsKeyboardType(_ dialect: SettingsBundleDialect) throws {
        let pane = try Self.pane(
            "          - {textField: ports, keyboard: numbersAndPunctuation}\n          - {textField: gain, keyboard: numbersAndPunctuation}",
            fields: "ports: String, gain: Float", dialect: dialect)
        #expect(pane.components(separatedBy: "<key>KeyboardType</key>\n\t\t\t<string>NumbersAndPunctuation</string>").count == 3, "\(pane)")
    }

    // MARK: - keyboard: decimal and phone

    @Test func thePadsAreInAppSettingsKitsKeyboardTypes() throws {
        let items = "          - {textField: gain, keyboard: decimal}\n          - {textField: phone, keyboard: phone}"
        let inApp = try Self.pane(items, fields: "gain: String, phone: String")
        #expect(inApp.contains("<key>KeyboardType</key>\n\t\t\t<string>DecimalPad</string>"), "\(inApp)")
        #expect(inApp.contains("<key>KeyboardType</key>\n\t\t\t<string>PhonePad</string>"), "\(inApp)")
    }

    @Test func theSettingsAppGetsNumbersAndPunctuationForEitherPad() throws {
        // A Float field's text field has the decimal pad without saying so.
        let apple = try Self.pane(
            "          - {textField: gain, keyboard: decimal}\n          - {textField: phone, keyboard: phone}\n          - textField: ratio",
            fields: "gain: String, phone: String, ratio: Float", dialect: .apple)
        #expect(apple.components(separatedBy: "<key>KeyboardType</key>\n\t\t\t<string>NumbersAndPunctuation</string>").count == 4, "\(apple)")
        #expect(!apple.contains("DecimalPad") && !apple.contains("PhonePad"))
    }

    @Test func theSettingsAppsMissingPadsAreReported() {
        let reported = Compiler(options: .init(enabledChecks: ["VS0270"])).compile(sources: [SourceFile(path: "test.yaml", text: """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {phone: String, gain: Float}}
            preferences:
              Root: {model: S, sections: [{items: [{textField: phone, keyboard: phone}, {textField: gain}]}]}
            """)]).reportedDiagnostics.filter { $0.id.code == "VS0270" }
        // The Float field's implied decimal pad is the export's to choose, not the spec's.
        #expect(reported.map { "\($0.range.start.line):\($0.range.start.column)" } == ["5:69"])
        #expect(reported.first?.message.contains("no phone pad") == true)
    }

    @Test func androidLeavesTheKeyboardToTheApp() throws {
        let preferences = try Self.android("          - {textField: ports, keyboard: numbersAndPunctuation}", fields: "ports: String")
        let ports = try #require(preferences.first { $0.attribute("key")?.value == "ports" })
        #expect(ports.name == "EditTextPreference")
        #expect(ports.attribute("inputType") == nil)
    }

    // MARK: - contentType

    @Test func contentTypeIsWrittenForInAppSettingsKitOnly() throws {
        let items = "          - {textField: account, contentType: username}\n          - {textField: site, contentType: url}"
        let inApp = try Self.pane(items, fields: "account: String, site: String")
        #expect(inApp.contains("<key>IASKTextContentType</key>\n\t\t\t<string>Username</string>"), "\(inApp)")
        #expect(inApp.contains("<key>IASKTextContentType</key>\n\t\t\t<string>URL</string>"), "\(inApp)")
        let apple = try Self.pane(items, fields: "account: String, site: String", dialect: .apple)
        #expect(!apple.contains("IASKTextContentType"))
    }

    @Test func theSettingsAppsLeftOutContentTypeIsReported() {
        let reported = Compiler(options: .init(enabledChecks: ["VS0270"])).compile(sources: [SourceFile(path: "test.yaml", text: """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {account: String}}
            preferences:
              Root: {model: S, sections: [{items: [{textField: account, contentType: username}]}]}
            """)]).reportedDiagnostics.filter { $0.id.code == "VS0270" }
        #expect(reported.map { "\($0.range.start.line):\($0.range.start.column)" } == ["5:74"])
        #expect(reported.first?.message.contains("reads no content type") == true)
    }

    @Test func androidLeavesTheContentTypeToTheApp() throws {
        let preferences = try Self.android("          - {textField: account, contentType: username}", fields: "account: String")
        let account = try #require(preferences.first { $0.attribute("key")?.value == "account" })
        #expect(account.attribute("autofillHints") == nil)
        #expect(NotInAndroidPreferencesCheckTests.reported("          - {textField: name, contentType: name}") == [
            "21:44 a text field's 'contentType' cannot be exported: androidx's EditTextPreference applies no android:inputType or android:autofillHints from the XML, so the exported field shows androidx's plain text field (the app's OnBindEditTextListener can set it)"
        ])
    }

    // MARK: - multiline

    @Test func multilineIsAnInAppSettingsKitTextView() throws {
        let items = "          - {textField: notes, multiline: true, placeholder: Anything}"
        let inApp = try Self.pane(items, fields: "notes: String")
        #expect(inApp.contains("<string>IASKTextViewSpecifier</string>") && !inApp.contains("PSTextFieldSpecifier"), "\(inApp)")
        let apple = try Self.pane(items, fields: "notes: String", dialect: .apple)
        #expect(apple.contains("<string>PSTextFieldSpecifier</string>") && !apple.contains("IASKTextViewSpecifier"), "\(apple)")
        let reported = Compiler(options: .init(enabledChecks: ["VS0270"])).compile(sources: [SourceFile(path: "test.yaml", text: """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {notes: String}}
            preferences:
              Root: {model: S, sections: [{items: [{textField: notes, multiline: true}]}]}
            """)]).reportedDiagnostics.filter { $0.id.code == "VS0270" }
        #expect(reported.map(\.message) == [
            "the Settings app has no multi-line text field, only InAppSettingsKit's text view is one; the exported bundle shows a one-line text field"
        ])
    }

    @Test func androidLeavesTheLinesToTheApp() throws {
        let preferences = try Self.android("          - {textField: notes, multiline: true}", fields: "notes: String")
        #expect(preferences.first { $0.attribute("key")?.value == "notes" }?.attribute("inputType") == nil)
        #expect(NotInAndroidPreferencesCheckTests.reported("          - {textField: name, multiline: true}").count == 1)
        #expect(NotInAndroidPreferencesCheckTests.reported("          - {textField: name, multiline: false}").isEmpty)
    }

    // MARK: - shortTitles, sortByTitle

    @Test(arguments: [SettingsBundleDialect.apple, .inAppSettingsKit])
    func shortTitlesAndSortingAreWrittenForBoth(_ dialect: SettingsBundleDialect) throws {
        let pane = try Self.pane(
            "          - {choice: theme, titles: [Light, Dark], shortTitles: [L, {localized: DARK_SHORT, default: D}], sortByTitle: true}",
            fields: "theme: {type: enum, cases: [light, dark]}", dialect: dialect)
        #expect(pane.contains("<key>ShortTitles</key>\n\t\t\t<array>\n\t\t\t\t<string>L</string>\n\t\t\t\t<string>DARK_SHORT</string>"), "\(pane)")
        #expect(pane.contains("<key>DisplaySortedByTitle</key>\n\t\t\t<true/>"), "\(pane)")
    }

    @Test func androidReportsShortTitlesAndSorting() {
        let reported = NotInAndroidPreferencesCheckTests.reported("          - {choice: theme, shortTitles: [L, D], sortByTitle: true}")
        #expect(reported.count == 2, "\(reported)")
        #expect(reported.first?.contains("'shortTitles' cannot be exported") == true)
        #expect(NotInAndroidPreferencesCheckTests.reported("          - {choice: theme, sortByTitle: false}").isEmpty)
    }
}
