import Foundation
import Testing
@testable import ViewSpec

/// A title-value specifier's lookup table (`Titles` shown for `Values`) read into a value's
/// `titles:` and `values:`; what cannot be read is reported at its key.
@Suite struct ValueLookupImportTests {
    private func importPane(_ specifiers: String) throws -> (imported: ImportResult, reported: [ReportedDiagnostic], screen: String) {
        try withScratchDirectory { directory in
            let bundle = try TestBundle(in: directory, ["Root.plist": pane(specifiers)])
            let (imported, reported) = bundle.run()
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
            return (imported, reported, imported.files.map(\.text).joined(separator: "\n"))
        }
    }

    private static func titleValue(_ entries: String) -> String {
        specifier("PSTitleValueSpecifier", "<key>Key</key>\n<string>level</string>\n<key>Title</key>\n<string>Level</string>\n" + entries)
    }

    @Test func aLookupTableImportsWithoutLoss() throws {
        let (imported, reported, text) = try importPane(Self.titleValue("""
            <key>DefaultValue</key>\n<integer>2</integer>
            <key>Values</key>\n<array><integer>1</integer><integer>2</integer><integer>3</integer></array>
            <key>Titles</key>\n<array><string>One</string><string>Two</string><string>Three</string></array>
            """))
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(imported.statistics.lossless == 1)
        #expect(text.contains("- {value: level, title: Level, titles: [One, Two, Three], values: [1, 2, 3]}"), "\(text)")
        #expect(text.contains("level: {type: Int, default: 2}"), "\(text)")
    }

    /// InAppSettingsKit's sample shows a stored value the table leaves out as it is: the
    /// default need not be among the Values, and words stay strings, not cases.
    @Test func aDefaultOutsideTheTableAndWordsAreKept() throws {
        let (imported, reported, text) = try importPane(Self.titleValue("""
            <key>DefaultValue</key>\n<string>high</string>
            <key>Values</key>\n<array><string>low</string><string>medium</string></array>
            <key>Titles</key>\n<array><string>Low</string><string>Medium</string></array>
            """))
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(imported.statistics.lossless == 1)
        #expect(text.contains("values: [low, medium]"), "\(text)")
        #expect(text.contains("level: {type: String, default: high}"), "\(text)")
    }

    @Test func aTableThatDoesNotPairUpIsReported() throws {
        let (imported, reported, text) = try importPane(Self.titleValue("""
            <key>Values</key>\n<array><integer>1</integer><integer>2</integer></array>
            <key>Titles</key>\n<array><string>One</string></array>
            """))
        #expect(reported.map(\.message) == ["Titles has 1 entries for 2 Values, so they do not pair up; the lookup table is not imported"])
        #expect(imported.statistics.lossy == 1)
        #expect(!text.contains("titles:"), "\(text)")
    }

    @Test func valuesWithoutTitlesAreReported() throws {
        let (_, reported, text) = try importPane(Self.titleValue("<key>Values</key>\n<array><integer>1</integer></array>"))
        #expect(reported.map(\.message) == ["a lookup table needs both Titles and Values, a title for each value; the Values are not imported"])
        #expect(!text.contains("values:"), "\(text)")
    }

    @Test func aDefaultOfAnotherTypeThanTheValuesIsReported() throws {
        let (_, reported, text) = try importPane(Self.titleValue("""
            <key>DefaultValue</key>\n<string>two</string>
            <key>Values</key>\n<array><integer>1</integer><integer>2</integer></array>
            <key>Titles</key>\n<array><string>One</string><string>Two</string></array>
            """))
        #expect(reported.map(\.id) == [.mistypedDefault], "\(reported.map(\.message))")
        #expect(text.contains("level: {type: Int, optional: true}") || text.contains("level: Int"), "\(text)")
    }
}
