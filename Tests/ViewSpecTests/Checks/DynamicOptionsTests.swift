import Foundation
import Testing
@testable import ViewSpec

/// `options: dynamic` on a choice: decoding, dynamic-options (VS0282) and the checks it
/// keeps quiet, the layout, both Settings.bundle dialects, Android, and both imports.
@Suite struct DynamicOptionsTests {
    private func screen(_ items: String, fields: String) -> String {
        PreferenceOptionalKeysDecoderTests.screen(items, fields: fields)
    }

    private func errors(_ text: String) -> [ReportedDiagnostic] {
        compileSpec(text).filter { $0.severity == .error }
    }

    // MARK: - Decoding

    @Test func dynamicDecodesOnAChoice() throws {
        let (file, decoded) = decodeSpec(screen("          - {choice: country, options: dynamic}", fields: "country: String"))
        #expect(decoded.diagnostics.isEmpty, "\(decoded.reportedDiagnostics.map(\.message))")
        let item = try #require(file?.preferenceScreens.first?.items.first)
        guard case .choice(_, let options) = item.control else { Issue.record("expected a choice"); return }
        #expect(options.isDynamic)
        #expect(options.source?.value == .dynamic)
    }

    @Test func anotherWordOrAMultipleChoiceIsRefused() {
        _ = expectSingleDiagnostic(
            decodeSpec(screen("          - {choice: country, options: dynamc}", fields: "country: String")).decoded,
            .invalidOption, line: 11, column: 40, messageContains: "did you mean 'dynamic'")
        _ = expectSingleDiagnostic(
            decodeSpec(screen("          - {multiChoice: tags, options: dynamic}", fields: "tags: {type: enum, cases: [news, sport], multiple: true}")).decoded,
            .unknownKey, line: 11, column: 33, messageContains: "options")
    }

    // MARK: - Checks

    @Test func staticListsBesideAreReportedAndRemovedByTheFixIt() throws {
        let text = screen("""
                      - choice: country
                        options: dynamic
                        values: [de, fr]
                        titles: [Germany, France]
                        shortTitles: [DE, FR]
            """, fields: "country: String")
        let reported = errors(text)
        #expect(reported.map { "\($0.id.code) \($0.range.start.line):\($0.range.start.column)" } == ["VS0282 13:21", "VS0282 14:21", "VS0282 15:26"])
        #expect(reported.first?.message == "choice of 'country' with 'options: dynamic': expected no 'values', as the app supplies the options, found a list of 2")
        #expect(reported.first?.notes.first?.message == "'options: dynamic' is written here")
        // Each fix-it removes its list alone; applied from the last, the spec is clean.
        var fixed = text
        for diagnostic in reported.reversed() {
            let fixIt = try #require(diagnostic.fixIts.first)
            #expect(fixIt.message.hasPrefix("remove '"))
            fixed = applying(fixIt, to: fixed)
        }
        #expect(errors(fixed).isEmpty, "\(errors(fixed).map(\.message))")
        #expect(fixed.contains("options: dynamic") && !fixed.contains("values") && !fixed.contains("titles"), "\(fixed)")
        let single = errors(screen("          - {choice: country, options: dynamic, values: [de]}", fields: "country: String"))
        let fixIt = try #require(single.first?.fixIts.first)
        let applied = applying(fixIt, to: screen("          - {choice: country, options: dynamic, values: [de]}", fields: "country: String"))
        #expect(applied.contains("- {choice: country, options: dynamic}"), "\(applied)")
    }

    @Test func anEnumerationOrBoolFieldIsReported() {
        let enumeration = errors(screen("          - {choice: theme, options: dynamic}", fields: "theme: {type: enum, cases: [light, dark]}"))
        #expect(enumeration.map(\.id.code) == ["VS0282"])
        #expect(enumeration.first?.message.contains("found an enumeration, whose cases (light, dark) are the options") == true)
        let bool = errors(screen("          - {choice: on, options: dynamic}", fields: "on: Bool"))
        #expect(bool.map(\.id.code) == ["VS0210"], "\(bool.map(\.message))")
        #expect(bool.first?.message == "choice cannot bind 'on' of type Bool: a choice whose options the app supplies binds a String, Int or Float field")
    }

    @Test func theDefaultNeedNotBeAnOption() {
        // choice-values' default-among-values rule is the app's business here.
        #expect(compileSpec(screen("          - {choice: level, options: dynamic}", fields: "level: {type: Int, default: 3}")).isEmpty)
        #expect(compileSpec(screen("          - {choice: country, options: dynamic, presentation: radio}", fields: "country: String")).isEmpty)
    }

    // MARK: - Layout

    @Test func theLayoutSaysDynamicInPlaceOfTheList() throws {
        let output = try LayoutTestSupport.layout([
            "s.yaml": screen("          - {choice: country, options: dynamic, presentation: radio}", fields: "country: {type: String, default: de}")
        ])
        let document = LayoutTestSupport.document(output, .preferences, "Main")
        let options = LayoutTestSupport.value(document, "layout", "sections", 0, "items", 0, "options")
        #expect(options?["options"]?.stringValue == "dynamic", "\(String(describing: options))")
        #expect(options?["presentation"]?.stringValue == "radio")
    }

    // MARK: - Export

    @Test func inAppSettingsKitGetsAMultiValueWithoutValues() throws {
        let pane = try TextFieldAndChoiceExportTests.pane(
            "          - {choice: country, options: dynamic, sortByTitle: true}", fields: "country: {type: String, default: de}")
        #expect(pane.contains("<string>PSMultiValueSpecifier</string>"), "\(pane)")
        #expect(!pane.contains("<key>Values</key>") && !pane.contains("<key>Titles</key>"), "\(pane)")
        #expect(pane.contains("<key>DisplaySortedByTitle</key>"))
    }

    @Test func theSettingsAppLeavesItOutAndItIsReported() throws {
        let pane = try TextFieldAndChoiceExportTests.pane(
            "          - {choice: country, options: dynamic}\n          - toggle: on", fields: "country: String, on: Bool", dialect: .apple)
        #expect(!pane.contains("country"), "\(pane)")
        #expect(pane.contains("PSToggleSwitchSpecifier"))
        let found = NotInSettingsAppCheckTests.reported("          - {choice: name, options: dynamic}")
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column)" } == ["15:37"], "\(found.map(\.message))")
        #expect(found.first?.message.contains("only InAppSettingsKit asks the app for") == true)
    }

    @Test func androidWritesAListWithoutEntries() throws {
        let elements = try TextFieldAndChoiceExportTests.android("          - {choice: country, options: dynamic}", fields: "country: {type: String, default: de}")
        let list = try #require(elements.first { $0.name == "ListPreference" })
        #expect(list.attribute("entries") == nil && list.attribute("entryValues") == nil)
        #expect(list.attribute("defaultValue")?.value == "de")
    }

    // MARK: - Import

    @Test func aMultiValueWithoutValuesImportsAsDynamic() throws {
        try withScratchDirectory { directory in
            let bundle = try TestBundle(in: directory, ["Root.plist": pane([
                specifier("PSMultiValueSpecifier", "<key>Title</key>\n<string>Country</string>\n<key>Key</key>\n<string>countryCode</string>\n<key>DisplaySortedByTitle</key>\n<true/>"),
                specifier("PSRadioGroupSpecifier", "<key>Title</key>\n<string>City</string>\n<key>Key</key>\n<string>city</string>\n<key>DefaultValue</key>\n<string>Seattle</string>"),
            ].joined(separator: "\n"))])
            let (imported, reported) = bundle.run()
            #expect(reported.isEmpty, "\(reported.map(\.message))")
            #expect(imported.statistics.lossless == 2)
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
            let screen = imported.files.last?.text ?? ""
            #expect(screen.contains("- {choice: countryCode, title: Country, options: dynamic, sortByTitle: true}"), "\(screen)")
            #expect(screen.contains("- {choice: city, options: dynamic, presentation: radio}"), "\(screen)")
            let model = imported.files.first?.text ?? ""
            #expect(model.contains("city: {type: String, default: Seattle}"), "\(model)")
        }
    }

    @Test func titlesWithoutValuesAreReported() throws {
        try withScratchDirectory { directory in
            let bundle = try TestBundle(in: directory, ["Root.plist": pane(specifier(
                "PSMultiValueSpecifier", "<key>Key</key>\n<string>size</string>\n<key>Titles</key>\n<array><string>S</string></array>"))])
            let (imported, reported) = bundle.run()
            #expect(reported.map(\.message) == ["Titles without Values pair with no option; imported as options the app supplies at run time ('options: dynamic'), without them"])
            #expect(imported.statistics.lossy == 1)
        }
    }

    @Test func anAndroidListWithoutEntriesImportsAsDynamic() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
            <ListPreference app:key="log_level" app:title="Log level" app:defaultValue="1" />
            <MultiSelectListPreference app:key="topics" app:title="Topics" />
            </PreferenceScreen>

            """
        let (imported, reported, _) = try AndroidPreferencesImportTests.run(["values/strings.xml": "<resources/>\n", "xml/s.xml": screen])
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        #expect(reported.map(\.message) == [
            "a multi-select list without entryValues (options the app supplies at run time) cannot be expressed: a multiple choice binds an enumeration, whose cases are its options; not imported"
        ])
        let text = imported.files.map(\.text).joined(separator: "\n")
        #expect(text.contains("- {choice: log_level, title: Log level, options: dynamic}"), "\(text)")
        #expect(text.contains("log_level: {type: String, default: '1'}"), "\(text)")
    }
}
