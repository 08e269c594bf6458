import Testing
@testable import ViewSpec

/// YAML reads a key written without `?` only up to 1024 characters; libyaml's own error
/// then speaks of the colon after it ("expected ':', found ':'"). The key gets its own
/// message, at the key.
@Suite struct OverlongKeyTests {
    private func diagnostics(_ text: String) -> [ReportedDiagnostic] {
        YAMLLoader().load(SourceFile(path: "specs/app.yaml", text: text)).reportedDiagnostics
    }

    private func expectOverlongKey(
        _ text: String, line: Int, column: Int, length: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let found = diagnostics(text)
        #expect(found.count == 1, "\(found.map(\.message))", sourceLocation: sourceLocation)
        guard let diagnostic = found.first else { return }
        #expect(diagnostic.id == .yamlSyntax, sourceLocation: sourceLocation)
        #expect(diagnostic.message.hasPrefix("expected a key of at most 1024 characters, found the key 'kkk"), "\(diagnostic.message)", sourceLocation: sourceLocation)
        #expect(diagnostic.message.hasSuffix("' of \(length) characters: YAML does not read a longer key written without '?'; shorten it"), sourceLocation: sourceLocation)
        #expect(diagnostic.range.start.line == line && diagnostic.range.start.column == column, "\(diagnostic.range)", sourceLocation: sourceLocation)
        #expect(diagnostic.range.end.column == column + length + (text.contains("\"k") ? 2 : 0), sourceLocation: sourceLocation)
    }

    @Test func aPlainKeyInABlockMapping() {
        let key = String(repeating: "k", count: 1100)
        expectOverlongKey("viewspec: 1\nmodels:\n  M:\n    fields:\n      \(key): Bool\n", line: 5, column: 7, length: 1100)
        expectOverlongKey("viewspec: 1\n\(key): 1\n", line: 2, column: 1, length: 1100)
        expectOverlongKey("viewspec: 1\nitems:\n  - \(key): 1\n", line: 3, column: 5, length: 1100)
    }

    @Test func aQuotedKeyAndAKeyInAFlowMapping() {
        let key = String(repeating: "k", count: 1030)
        expectOverlongKey("viewspec: 1\nmodels:\n  M:\n    \"\(key)\": 1\n", line: 4, column: 5, length: 1030)
        expectOverlongKey("viewspec: 1\nmodels: {M: {kind: preferences, fields: {\(key): Bool}}}\n", line: 2, column: 42, length: 1030)
    }

    @Test func keysUpToTheLimitAndOtherColonErrorsAreUnchanged() {
        let key = String(repeating: "中", count: 1024)
        #expect(diagnostics("viewspec: 1\n\(key): 1\n").isEmpty)
        let slip = diagnostics("title: Note: this\n")
        #expect(slip.first?.message.hasPrefix("expected a plain value without ': ' in it") == true)
    }
}
