import Foundation
import Testing
@testable import ViewSpec

/// A read-only value's lookup table written out: the layout's titles, the generated Swift's
/// shown title, the Settings.bundle's Titles and Values in both dialects, and what the
/// Android export leaves to `not-in-android-preferences`.
@Suite struct ValueLookupExportTests {
    private static let fields = "level: {type: Int, default: 2}, theme: {type: enum, cases: {light: l, dark: d}, default: dark}"

    @Test(arguments: [SettingsBundleDialect.apple, .inAppSettingsKit])
    func titlesAndValuesAreWrittenForBoth(_ dialect: SettingsBundleDialect) throws {
        let pane = try TextFieldAndChoiceExportTests.pane(
            "          - {value: level, titles: [One, {localized: LEVEL_TWO, default: Two}], values: [1, 2]}", fields: Self.fields, dialect: dialect)
        #expect(pane.contains("<key>Titles</key>\n\t\t\t<array>\n\t\t\t\t<string>One</string>\n\t\t\t\t<string>LEVEL_TWO</string>\n\t\t\t</array>"), "\(pane)")
        #expect(pane.contains("<key>Type</key>\n\t\t\t<string>PSTitleValueSpecifier</string>\n\t\t\t<key>Values</key>\n\t\t\t<array>\n\t\t\t\t<integer>1</integer>\n\t\t\t\t<integer>2</integer>"), "\(pane)")
    }

    /// An enumeration's table follows its cases, stored as their raw values.
    @Test func anEnumerationsTableIsWrittenByItsRawValues() throws {
        let pane = try TextFieldAndChoiceExportTests.pane("          - {value: theme, titles: [Light, Dark]}", fields: Self.fields)
        #expect(pane.contains("<key>Values</key>\n\t\t\t<array>\n\t\t\t\t<string>l</string>\n\t\t\t\t<string>d</string>"), "\(pane)")
        #expect(pane.contains("<key>Titles</key>\n\t\t\t<array>\n\t\t\t\t<string>Light</string>\n\t\t\t\t<string>Dark</string>"), "\(pane)")
    }

    @Test func aValueWithoutATableWritesNeither() throws {
        let pane = try TextFieldAndChoiceExportTests.pane("          - {value: level}", fields: Self.fields)
        #expect(!pane.contains("<key>Titles</key>") && !pane.contains("<key>Values</key>"), "\(pane)")
    }

    @Test func androidReportsTheTableAndKeepsThePreference() throws {
        let reported = NotInAndroidPreferencesCheckTests.reported("          - {value: level, titles: [Low, High], values: [1, 9]}")
        #expect(reported.count == 1, "\(reported)")
        #expect(reported.first?.contains("a value's lookup table cannot be exported") == true, "\(reported)")
        #expect(NotInAndroidPreferencesCheckTests.reported("          - {value: level}").isEmpty)
        let preferences = try TextFieldAndChoiceExportTests.android("          - {value: level, titles: [One, Two], values: [1, 2]}", fields: Self.fields)
        let preference = try #require(preferences.first { $0.attribute("key")?.value == "level" })
        #expect(preference.name == "Preference")
        #expect(preference.attribute("entries") == nil)
    }

    @Test func theLayoutListsTheTable() throws {
        let items = try RowActionExportTests.layoutItems(TextFieldAndChoiceExportTests.spec(
            "          - {value: level, titles: [One, Two], values: [1, 2]}\n          - {value: theme, titles: [Light, Dark]}\n          - {value: level}",
            fields: Self.fields))
        func table(_ index: Int) -> [String]? {
            items[index]["options"]?["titles"]?.arrayValue?.map { entry in
                "\(entry["title"]?["text"]?.stringValue ?? "?")=\(entry["value"]?.intValue.map(String.init) ?? entry["value"]?["rawValue"]?.stringValue ?? "?")"
            }
        }
        #expect(table(0) == ["One=1", "Two=2"])
        #expect(table(1) == ["Light=l", "Dark=d"], "\(items[1]["options"].map { "\($0)" } ?? "")")
        // Null, and so left out as every null member of the layout is.
        #expect(items[2]["options"]?["titles"] == nil)
    }
}
