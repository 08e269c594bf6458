import Foundation
import Testing
@testable import ViewSpec

@Suite struct CheckDocumentationTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// docs/checks.md is generated; this fails when it is stale and, with
    /// VIEWSPEC_UPDATE_DOCS=1, rewrites it.
    @Test func checksReferenceIsCurrent() throws {
        let url = Self.packageRoot.appendingPathComponent("docs/checks.md")
        let generated = CheckDocumentation.markdown()
        let current = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        if current != generated, ProcessInfo.processInfo.environment["VIEWSPEC_UPDATE_DOCS"] == "1" {
            try generated.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("docs/checks.md was stale and has been rewritten; run the tests again")
            return
        }
        #expect(current == generated, "docs/checks.md is out of date: run VIEWSPEC_UPDATE_DOCS=1 swift test --filter CheckDocumentationTests")
    }

    @Test func everyDiagnosticIsDocumented() throws {
        let text = try String(contentsOf: Self.packageRoot.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
        for id in DiagnosticID.inputDiagnostics + DiagnosticID.decodeDiagnostics {
            #expect(text.contains("| \(id.code) | \(id.name) |"), "docs/diagnostics.md lacks \(id.code) \(id.name)")
        }
    }
}
