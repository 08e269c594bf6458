import Foundation
import Testing
@testable import ViewSpec

/// A default an Android app keeps in its resources (`androidDefault: '@bool/NAME'`): judged
/// by android-default, laid out as written, exported to Android as the reference, to
/// InAppSettingsKit as the field's `default` alone, and read back by the import.
@Suite struct AndroidDefaultTests {
    /// A preferences model `S` of `fields` and a screen `Main` of `items`, as the picker
    /// checks' tests write them.
    static func spec(_ fields: String, _ items: String) -> String { PickerCheckTests.spec(fields, items) }

    // MARK: - android-default, one test per diagnostic

    @Test func aReferenceWithoutItsAtIsGivenOne() throws {
        let text = Self.spec("      secure: {type: Bool, default: true, androidDefault: bool/secure_default}", "          - toggle: secure")
        let diagnostic = try #require(expectOneDiagnostic(
            of: AndroidDefaultCheck.self, in: text, line: 6, column: 59,
            message: "expected an Android resource reference '@TYPE/NAME' as an Android default (such as '@bool/NAME', '@android:TYPE/NAME' for the framework's), found 'bool/secure_default', without its '@'"))
        let fixed = try applyingFirstFixIt(of: diagnostic, to: text)
        #expect(fixed.contains("androidDefault: '@bool/secure_default'}"), "\(fixed)")
    }

    @Test func aValueIsNoReference() throws {
        let text = Self.spec("      secure: {type: Bool, androidDefault: 'true'}", "          - toggle: secure")
        let diagnostic = try #require(expectOneDiagnostic(
            of: AndroidDefaultCheck.self, in: text, line: 6, column: 44,
            message: "expected an Android resource reference '@TYPE/NAME' as an Android default (such as '@bool/NAME', '@android:TYPE/NAME' for the framework's), found 'true'"))
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test func aThemeAttributeIsReported() throws {
        let text = Self.spec("      font: String", "          - custom: {key: font, androidDefault: '?attr/fontFamily'}")
        let diagnostic = try #require(expectOneDiagnostic(
            of: AndroidDefaultCheck.self, in: text, line: 12, column: 49,
            message: "expected an Android resource reference such as '@bool/NAME' as an Android default, found the theme attribute '?attr/fontFamily', which no preference reads a default from"))
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test func aResourceOfAnotherTypeIsReportedWithTheField() throws {
        let text = Self.spec("      accent: {type: Int, androidDefault: '@drawable/accent'}", "          - colorPicker: accent")
        let diagnostic = try #require(expectOneDiagnostic(
            of: AndroidDefaultCheck.self, in: text, line: 6, column: 43,
            message: "expected a resource of type integer, color or string as the Android default of 'accent' of type Int, what its preference reads, found '@drawable/accent'"))
        #expect(diagnostic.notes.map(\.message) == ["'accent' is declared here in model 'S' as Int"])
    }

    @Test func aSetReadsAnArrayAlone() {
        expectOneDiagnostic(
            of: AndroidDefaultCheck.self,
            in: Self.spec("      topics: {type: enum, cases: [news, sport], multiple: true, androidDefault: '@string/topics'}", "          - multiChoice: topics"),
            line: 6, column: 82,
            message: "expected a resource of type array as the Android default of 'topics' of type set of enum, what its preference reads, found '@string/topics'")
    }

    @Test func aDateFieldHasNoAndroidDefault() {
        expectOneDiagnostic(
            of: AndroidDefaultCheck.self,
            in: Self.spec("      reminder: {type: Date, androidDefault: '@string/reminder'}", "          - datePicker: reminder"),
            line: 6, column: 46,
            message: "expected no Android default for 'reminder' of type Date, which Android shows no preference for, found '@string/reminder'")
    }

    @Test func aRecordsFieldHasNoAndroidDefault() {
        let text = """
            viewspec: 1
            models:
              Contact:
                kind: record
                fields:
                  name: {type: String, androidDefault: '@string/name'}
            """
        expectOneDiagnostic(
            of: AndroidDefaultCheck.self, in: text, line: 6, column: 44,
            message: "expected 'androidDefault' on a preferences model's field only, found it on 'name' of record model 'Contact', which no Android preference stores")
    }

    @Test func everyKindReadsWhatAndroidConvertsFrom() {
        let text = Self.spec(
            """
                  secure: {type: Bool, androidDefault: '@bool/secure'}
                  shared: {type: Bool, androidDefault: '@string/shared'}
                  accent: {type: Int, default: -16777216, androidDefault: '@color/accent'}
                  size: {type: Int, default: 3, min: 1, max: 9, androidDefault: '@integer/size'}
                  ratio: {type: Float, default: 1.5, androidDefault: '@string/ratio'}
                  signature: {type: String, androidDefault: '@android:string/untitled'}
                  theme: {type: enum, cases: [light, dark], androidDefault: '@com.example.lib:string/theme'}
                  topics: {type: enum, cases: [news, sport], multiple: true, androidDefault: '@array/topics'}
                  servers: {type: String, list: true, androidDefault: '@array/servers'}
            """,
            """
                      - toggle: secure
                      - toggle: shared
                      - colorPicker: accent
                      - slider: size
                      - textField: ratio
                      - textField: signature
                      - choice: theme
                      - multiChoice: topics
                      - custom: {key: font, default: Serif, androidDefault: '@string/default_font'}
                  - list: {field: servers, row: {textField: servers}}
            """)
        let found = compileSpec(text)
        #expect(found.isEmpty, "\(found.map { "\($0.range.start.line): \($0.message)" })")
    }

    // MARK: - Layout and exports

    static let exported = spec(
        """
              secure: {type: Bool, default: true, androidDefault: '@bool/secure_default'}
              accent: {type: Int, androidDefault: '@color/accent'}
        """,
        """
                  - toggle: secure
                  - colorPicker: accent
                  - custom: {key: font, android: org.example.app.FontPreference, default: Serif, androidDefault: '@string/default_font'}
        """)

    @Test func theLayoutShowsTheReferenceAsWritten() throws {
        let output = try LayoutTestSupport.layout(["s.yaml": Self.exported])
        let items = try #require(LayoutTestSupport.firstSectionItems(output, "Main"))
        #expect(items.count == 3)
        #expect(LayoutTestSupport.value(items[0], "field", "androidDefault")?.stringValue == "@bool/secure_default")
        #expect(LayoutTestSupport.value(items[0], "field", "default") == .bool(true))
        #expect(LayoutTestSupport.value(items[1], "field", "androidDefault")?.stringValue == "@color/accent")
        #expect(LayoutTestSupport.value(items[2], "options", "androidDefault")?.stringValue == "@string/default_font")
        #expect(LayoutTestSupport.value(items[2], "options", "default")?.stringValue == "Serif")
    }

    @Test func androidWritesTheReferenceAndTheImportKeepsIt() throws {
        let main = try AndroidResourcesEmitterTests.exportedScreen("main.xml", of: Self.exported)
        let defaults = main.preferences.dropFirst().map { "\($0.attribute("key")?.value ?? "") \($0.attribute("defaultValue")?.value ?? "-")" }
        #expect(defaults == ["secure @bool/secure_default", "accent @color/accent", "font @string/default_font"], "\(main.xml)")

        let imported = try AndroidResourcesEmitterTests.reimported(main.output, screen: "main.xml")
        let text = imported.files.map(\.text).joined()
        #expect(text.contains("secure: {type: Bool, androidDefault: '@bool/secure_default'}"), "\(text)")
        #expect(text.contains("accent: {type: Int, androidDefault: '@color/accent'}"), "\(text)")
        #expect(text.contains("androidDefault: '@string/default_font'}"), "\(text)")
        let again = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
        #expect(!again.diagnostics.hasErrors, "\(again.diagnostics.map(\.message))")
    }

    @Test func theSettingsBundleWritesTheDefaultAlone() throws {
        let output = SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(try SettingsBundleEmitterTests.checked(Self.exported))
        let root = try #require(output.panes.first)
        let text = String(decoding: root.bytes, as: UTF8.self)
        #expect(!text.contains("@bool") && !text.contains("@color") && !text.contains("@string"), "\(text)")
        let specifiers = PropertyListReader.read(SourceFile(path: root.fileName, bytes: root.bytes)).value?.dictionary?["PreferenceSpecifiers"]?.array ?? []
        let secure = specifiers.first { $0.dictionary?["Key"]?.string == "secure" }
        #expect(secure?.dictionary?["DefaultValue"]?.bool == true)
        let accent = specifiers.first { $0.dictionary?["Key"]?.string == "accent" }
        #expect(accent?.dictionary?["DefaultValue"] == nil)
    }

    /// A default the resources read hold is imported as its value and kept as the reference;
    /// one of a type the preference reads no value from is lost, reported.
    @Test func theImportKeepsAResolvedReferenceAndDropsAnUnreadableOne() throws {
        let values = """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <bool name="secure_default">true</bool>
                <dimen name="gap">4dp</dimen>
            </resources>

            """
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <SwitchPreference android:key="secure" android:defaultValue="@bool/secure_default" />
                <SeekBarPreference android:key="gap" android:max="10" android:defaultValue="@dimen/gap" />
            </PreferenceScreen>

            """
        let (imported, reported, _) = try AndroidPreferencesImportTests.run(["values/values.xml": values, "xml/s.xml": screen])
        let model = try #require(imported.files.first).text
        #expect(model.contains("secure: {type: Bool, default: true, androidDefault: '@bool/secure_default'}"), "\(model)")
        #expect(model.contains("gap: {type: Int, min: 0.0, max: 10.0}"), "\(model)")
        #expect(reported.map(\.message).contains(
            "expected a resource of type 'integer' or 'color' or 'string' as defaultValue, which a preference storing an integer reads, found '@dimen/gap'; no default is imported"),
            "\(reported.map(\.message))")
        #expect(imported.statistics.lossless == 1 && imported.statistics.lossy == 1, "\(imported.statistics.summary)")
    }
}
