import Foundation
import Testing
@testable import ViewSpec

/// `androidClass: C` on a standard row, the app's subclass of the androidx preference the
/// Android export writes for it (AntennaPod's MaterialListPreference): decoded on the rows
/// the export writes as a preference that stores a value, an unknown key on the others;
/// checked as a custom row's class is (custom-row-class); in the layout; written by the
/// Android export as the row's element with the standard class's attributes, left out of
/// the Settings.bundle without a finding; and imported back from Android.
@Suite struct AndroidClassTests {
    static let spec = RowActionExportTests.screen("""
                  - choice: size
                    values: [12, 15]
                    titles: [Small, Large]
                    androidClass: org.example.app.MaterialListPreference
                  - {toggle: sync, title: Sync, androidClass: org.example.app.SwitchPreference}
                  - {toggle: badges, presentation: checkbox, androidClass: org.example.app.BadgeCheckBoxPreference}
                  - {textField: name, androidClass: org.example.app.NameEditTextPreference}
                  - {slider: volume, androidClass: org.example.app.VolumeSeekBarPreference}
                  - {multiChoice: topics, titles: [News, Sport], androidClass: org.example.app.TopicsMultiSelectListPreference}
        """, fields: "on: Bool, size: {type: Int, default: 15}, sync: Bool, badges: Bool, name: String, volume: {type: Int, min: 0, max: 10}, topics: {type: enum, cases: [news, sport], multiple: true}")

    static let classes = [
        "org.example.app.MaterialListPreference", "org.example.app.SwitchPreference", "org.example.app.BadgeCheckBoxPreference",
        "org.example.app.NameEditTextPreference", "org.example.app.VolumeSeekBarPreference", "org.example.app.TopicsMultiSelectListPreference",
    ]

    // MARK: - Decoding

    @Test func decodesOnTheRowsThatTakeIt() throws {
        let (file, decoded) = decodeSpec(Self.spec)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.reportedDiagnostics.map(\.message))")
        let items = try #require(file?.preferenceScreens.first).items
        #expect(items.map { $0.androidClass?.value } == [nil] + Self.classes.map { Optional($0) })
        #expect(items[0].androidClassEntryRange == nil && items[1].androidClassEntryRange != nil)
    }

    @Test func onARowOfAnotherControlItIsAnUnknownKey() {
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - {button: reset, androidClass: org.example.app.ResetPreference}"), .unknownKey, line: 11, column: 29,
            "unknown key 'androidClass' in a 'button' item")
    }

    @Test func aClassThatIsNoStringIsAPositionedError() {
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - {toggle: on, androidClass: [org.example.A]}"), .wrongValueType, line: 11, column: 40,
            "expected the app's Android preference class as a string")
    }

    // MARK: - Checks

    @Test func theClassIsADottedClassOfTheApps() throws {
        let text = RowActionExportTests.screen("""
                  - {toggle: a, androidClass: SwitchPreference}
                  - {toggle: b, androidClass: org.example.2Switch}
                  - {toggle: c, androidClass: org.example.app.Outer$Inner}
                  - {toggle: d, androidClass: org.example.app.MySwitchPreference}
        """, fields: "on: Bool, a: Bool, b: Bool, c: Bool, d: Bool")
        let found = compileSpec(text).filter { $0.id.code == "VS0292" }
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column)" } == ["11:39", "12:39", "13:39"], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.severity == .error && $0.message.contains("as the row's Android class ('androidClass'") }, "\(found.map(\.message))")
        #expect(found[0].message.contains("without a package, Android looks the class up in androidx.preference"), "\(found[0].message)")
        #expect(found[1].message.hasSuffix("found 'org.example.2Switch'"), "\(found[1].message)")
        #expect(found[2].message.contains("cannot name a nested class ('$')"), "\(found[2].message)")
        #expect(found.allSatisfy { $0.fixIts.isEmpty })
    }

    /// androidx's own class is what the export writes without the key: the fix-it removes it.
    @Test func aClassOfAndroidxIsReportedAndRemoved() throws {
        let text = RowActionExportTests.screen("""
                  - choice: size
                    values: [1, 2]
                    androidClass: androidx.preference.ListPreference
                    title: Size
        """, fields: "on: Bool, size: {type: Int, default: 1}")
        let found = compileSpec(text)
        #expect(found.map { "\($0.id.code) \($0.range.start.line):\($0.range.start.column)" } == ["VS0292 13:27"], "\(found.map(\.message))")
        let diagnostic = try #require(found.first)
        #expect(diagnostic.message.contains("expected the app's own subclass as the row's Android class ('androidClass'), found 'androidx.preference.ListPreference'"), "\(diagnostic.message)")
        let fixed = try applyingFirstFixIt(of: diagnostic, to: text)
        #expect(fixed.contains("values: [1, 2]\n            title: Size\n"), "\(fixed)")
        #expect(!fixed.contains("androidClass"))
    }

    /// The spec compiles without a finding: the Settings.bundle exports have nothing to say
    /// about an Android class (no not-in-settings-app or not-in-settings-bundle).
    @Test func aSubclassOfTheAppsHasNoFinding() {
        let found = compileSpec(Self.spec)
        #expect(found.isEmpty, "\(found.map { "\($0.id.name): \($0.message)" })")
    }

    // MARK: - Outputs

    @Test func theLayoutNamesTheClass() throws {
        let items = try RowActionExportTests.layoutItems(Self.spec)
        #expect(items.map { $0["androidClass"]?.stringValue } == [nil] + Self.classes.map { Optional($0) })
        // The standard class: the member is left out, as every null one is.
        #expect(items[0]["androidClass"] == nil)
        #expect(items[1]["control"]?.stringValue == "choice")
    }

    @Test func theSettingsBundlesLeaveItOut() throws {
        for dialect in [SettingsBundleDialect.apple, .inAppSettingsKit] {
            let pane = String(decoding: SettingsBundleEmitter(dialect: dialect).emit(try RowActionExportTests.checked(Self.spec)).panes[0].bytes, as: UTF8.self)
            #expect(!pane.contains("org.example"), "\(pane)")
            #expect(pane.contains("<string>PSMultiValueSpecifier</string>"), "\(pane)")
        }
    }

    /// Each row is an element of the app's class, with the attributes the standard class has.
    @Test func androidWritesTheSubclassWithTheStandardAttributes() throws {
        let preferences = try RowActionExportTests.androidPreferences(Self.spec)
        #expect(preferences.map(\.name) == ["PreferenceScreen", "SwitchPreferenceCompat"] + Self.classes)
        let standard = try RowActionExportTests.androidPreferences(Self.spec.replacingOccurrences(of: #",? ?androidClass: [A-Za-z.]+"#, with: "", options: .regularExpression))
        #expect(standard.map(\.name) == ["PreferenceScreen", "SwitchPreferenceCompat", "ListPreference", "SwitchPreferenceCompat", "CheckBoxPreference", "EditTextPreference", "SeekBarPreference", "MultiSelectListPreference"])
        let list = preferences[2]
        #expect(list.attributes.map(\.localName) == ["key", "title", "entries", "entryValues", "defaultValue", "useSimpleSummaryProvider"])
        #expect(list.attribute("key")?.value == "size")
        #expect(preferences[3].attribute("title")?.value == "Sync")
        #expect(preferences[6].attribute("max")?.value == "10")
    }

    /// xmllint, an independent XML parser, finds each row as an element of the app's class
    /// with its key.
    @Test(.enabled(if: ExternalTool.xmllint != nil || SharedMaterial.isRequired, "needs xmllint (Debian: libxml2-utils)"))
    func xmllintReadsTheSubclassElements() throws {
        let xmllint = try #require(ExternalTool.xmllint, "xmllint is not installed (Debian: libxml2-utils)")
        let output = AndroidResourcesEmitter().emit(try RowActionExportTests.checked(Self.spec))
        let file = try #require(output.folders.first { $0.name == "xml" }?.files.first)
        try withScratchDirectory { directory in
            let url = directory.appendingPathComponent(file.fileName)
            try Data(file.bytes).write(to: url)
            for (name, key) in zip(Self.classes, ["size", "sync", "badges", "name", "volume", "topics"]) {
                let result = try xmllint.run(["--noout", "--xpath", "/PreferenceScreen/*[name()='\(name)'][@*[local-name()='key']='\(key)']", url.path])
                #expect(result.status == 0 && result.stderr.isEmpty, "\(name) \(key): \(result.stderr)")
            }
            let missing = try xmllint.run(["--noout", "--xpath", "//*[name()='ListPreference']", url.path])
            #expect(missing.status != 0)
        }
    }

    /// aapt, Android's resource compiler, compiles the export.
    @Test(.enabled(if: AndroidResourcesPackagingTests.isAvailable || SharedMaterial.isRequired, AndroidResourcesPackagingTests.howToEnable))
    func aaptCompilesTheExport() throws {
        let result = try withScratchDirectory { try AndroidResourcesPackagingTests.compileExport(of: try RowActionExportTests.checked(Self.spec), in: $0) }
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Exported to Android and imported back, each row is its control with its class again.
    @Test func androidImportsBackTheSubclasses() throws {
        let imported = try AndroidResourcesEmitterTests.reimported(AndroidResourcesEmitter().emit(try RowActionExportTests.checked(Self.spec)))
        #expect(imported.statistics.lossless == imported.statistics.total, "\(imported.statistics.summary)")
        let text = imported.files.map(\.text).joined()
        for name in Self.classes { #expect(text.contains("androidClass: \(name)"), "\(name): \(text)") }
        #expect(text.contains("presentation: checkbox"), "\(text)")
        let again = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
        #expect(again.reportedDiagnostics.filter { $0.severity == .error }.isEmpty, "\(again.reportedDiagnostics.map(\.message))")
    }

    // MARK: - Import

    /// An app's class named after a standard class that stores a value is that control with
    /// `androidClass`, without loss; one named after a plain preference stays a loss, one
    /// named after none a custom row.
    @Test func androidSubclassesOfTheAppsAreNamed() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <org.example.MaterialListPreference android:key="list" android:title="List" android:entries="@array/e" android:entryValues="@array/e" android:defaultValue="a" />
                <com.beemdevelopment.aegis.ui.preferences.SwitchPreference android:key="lock" android:title="Lock" android:defaultValue="true" />
                <org.example.Preference android:key="about" android:title="About" />
                <org.example.ThemePreference android:key="theme" />
            </PreferenceScreen>

            """
        let arrays = "<resources><string-array name=\"e\"><item>a</item><item>b</item></string-array></resources>\n"
        let (imported, reported, _) = try AndroidPreferencesImportTests.run(["values/strings.xml": "<resources />\n", "values/arrays.xml": arrays, "xml/s.xml": screen])
        let text = try #require(imported.files.last?.text)
        #expect(text.contains("androidClass: org.example.MaterialListPreference"), "\(text)")
        #expect(text.contains("androidClass: com.beemdevelopment.aegis.ui.preferences.SwitchPreference"), "\(text)")
        #expect(text.contains("- choice: list") || text.contains("{choice: list"), "\(text)")
        #expect(!text.contains("androidClass: org.example.Preference"), "\(text)")
        #expect(text.contains("custom: {key: theme, android: org.example.ThemePreference}"), "\(text)")
        #expect(!reported.contains { $0.message.contains("MaterialListPreference") || $0.message.contains("aegis") }, "\(reported.map(\.message))")
        #expect(reported.contains { $0.message.contains("'<org.example.Preference>' is imported as the class it is named after") }, "\(reported.map(\.message))")
        let counts: [Int] = [imported.statistics.lossless, imported.statistics.lossy, imported.statistics.dropped]
        #expect(counts == [3, 1, 0], "\(imported.statistics.summary)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }
}
