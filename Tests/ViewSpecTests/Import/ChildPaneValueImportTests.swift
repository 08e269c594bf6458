import Foundation
import Testing
@testable import ViewSpec

/// A child pane specifier's Key read as the field its row shows: when a specifier stores
/// the key; otherwise the Key only names the row, which is reported.
@Suite struct ChildPaneValueImportTests {
    private func importBundle(_ root: String) throws -> (imported: ImportResult, reported: [ReportedDiagnostic], text: String) {
        try withScratchDirectory { directory in
            let child = pane(specifier("PSTextFieldSpecifier", "<key>Key</key>\n<string>name</string>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": pane(root), "Child.plist": child])
            let (imported, reported) = bundle.run()
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
            return (imported, reported, imported.files.map(\.text).joined(separator: "\n"))
        }
    }

    /// The child pane comes before the pane that stores its key: the Key is resolved once
    /// every pane is imported.
    @Test func aKeyAPaneStoresIsTheShownField() throws {
        let (imported, reported, text) = try importBundle(specifier("PSChildPaneSpecifier", """
            <key>Title</key>\n<string>Name</string>\n<key>File</key>\n<string>Child</string>\n<key>Key</key>\n<string>name</string>
            """))
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(text.contains("- {childPane: Child, title: Name, value: name}"), "\(text)")
        #expect(imported.statistics.lossless == 2)
    }

    @Test func aKeyNoPaneStoresIsReported() throws {
        let (imported, reported, text) = try importBundle(specifier("PSChildPaneSpecifier", """
            <key>Title</key>\n<string>Account</string>\n<key>File</key>\n<string>Child</string>\n<key>Key</key>\n<string>menu_account_1</string>
            """))
        #expect(reported.map(\.id) == [.notImported], "\(reported.map(\.message))")
        #expect(reported.first?.message.contains("no specifier stores 'menu_account_1'") == true, "\(reported.map(\.message))")
        #expect(reported.first?.range.start.line == 14, "\(reported.map(\.range.start.line))")
        #expect(!text.contains("value:"), "\(text)")
        #expect(imported.statistics.lossy == 1)
    }
}
