import Foundation
import Testing
@testable import ViewSpec

/// `hidden: true` on a row or a section: hidden until the app shows it (on a system version
/// that has what it sets, say). Android's `app:isPreferenceVisible="false"` both ways; a
/// Settings.bundle shows every row, which the check of what it cannot say reports.
@Suite struct HiddenItemTests {
    static let spec = """
        viewspec: 1
        models:
          S: {kind: preferences, fields: {sound: Bool, language: String, debug: Bool}}
        preferences:
          Root:
            model: S
            sections:
              - items:
                  - toggle: sound
                  - {textField: language, hidden: true}
              - hidden: true
                items:
                  - toggle: debug
        """

    @Test func decodedOnRowsAndSections() throws {
        let screen = try #require(decodeSpec(Self.spec).file?.preferenceScreens.first)
        #expect(screen.items.map(\.isHidden) == [false, true, false])
        #expect(screen.sections.map(\.isHidden) == [false, true])
        #expect(screen.items[1].hidden.map { "\($0.range.startOffset)" } != nil)
    }

    @Test func aHiddenThatIsNotABooleanIsAnError() {
        expectOneDecodeError(Self.spec.replacingOccurrences(of: "hidden: true}", with: "hidden: later}"), .wrongValueType, line: 10, column: 43, "expected true or false, found the string 'later'")
    }

    @Test func androidWritesIsPreferenceVisible() throws {
        let preferences = try AndroidResourcesEmitterTests.exportedScreen("root.xml", of: Self.spec).preferences
        func visible(_ element: PreferenceElement?) -> String? { element?.attribute("isPreferenceVisible", namespace: AndroidNamespace.app)?.value }
        #expect(visible(preferences.first { $0.attribute("key")?.value == "language" }) == "false")
        #expect(visible(preferences.first { $0.attribute("key")?.value == "sound" }) == nil)
        // The hidden section is a category of its own, hidden with its rows.
        let category = try #require(preferences.first?.children.first { $0.name == "PreferenceCategory" })
        #expect(visible(category) == "false")
        #expect(category.children.map { $0.attribute("key")?.value } == ["debug"])
    }

    @Test func androidIsPreferenceVisibleIsImportedAndReadBack() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                <SwitchPreferenceCompat android:key="sound" />
                <EditTextPreference android:key="language" app:isPreferenceVisible="false" />
                <SwitchPreferenceCompat android:key="loud" app:isPreferenceVisible="maybe" />
                <PreferenceCategory android:title="Debug" app:isPreferenceVisible="false">
                    <SwitchPreferenceCompat android:key="debug" />
                </PreferenceCategory>
            </PreferenceScreen>

            """
        let (imported, reported, _) = try AndroidPreferencesImportTests.run(["xml/s.xml": screen])
        let text = imported.files[1].text
        #expect(text.contains("- {textField: language, hidden: true}"), "\(text)")
        #expect(text.contains("- toggle: loud\n") || text.contains("- {toggle: loud}"), "\(text)")
        #expect(text.contains("      - title: Debug\n        hidden: true\n        items:\n          - {toggle: debug}"), "\(text)")
        #expect(places(of: .notImported, in: reported) == ["s.xml:4"], "\(reported.map(\.message))")
        #expect(reported.first { $0.id == DiagnosticID.notImported }?.message == "expected true or false as isPreferenceVisible, found 'maybe'; the preference is imported as shown")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    @Test func aSettingsBundleShowsThemAndSaysSo() {
        let reported = Compiler(options: .init(enabledChecks: ["VS0269"])).compile(sources: [SourceFile(path: "test.yaml", text: Self.spec)])
            .reportedDiagnostics.filter { $0.id.code == "VS0269" }
        #expect(reported.map { "\($0.range.start.line):\($0.range.start.column)" } == ["10:43", "11:17"])
        #expect(reported.first?.message.hasPrefix("'hidden' cannot be exported: a Settings.bundle shows every row") == true)
        #expect(reported.last?.message.hasPrefix("'hidden' cannot be exported: a Settings.bundle shows every group") == true)
    }
}
