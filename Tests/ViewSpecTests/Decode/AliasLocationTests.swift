import Testing
@testable import ViewSpec

/// A mistake that a value makes only where an alias brings it is reported at the alias,
/// with a note where the value is written (under its anchor).
@Suite struct AliasLocationTests {
    private func compile(_ text: String) -> [ReportedDiagnostic] {
        Compiler().compile(sources: [SourceFile(path: "test.yaml", text: text)]).reportedDiagnostics
    }

    @Test func aValueOfTheWrongShapeIsReportedAtTheAlias() throws {
        let diagnostics = compile("""
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields: &fields {sound: Bool}
            preferences:
              General:
                model: Settings
                sections:
                  - items: *fields
            """)
        let error = try #require(diagnostics.first { $0.id == .wrongValueType })
        #expect(diagnostics.filter { $0.severity == .error }.count == 1, "\(diagnostics.map(\.message))")
        #expect(error.range.path == "test.yaml")
        #expect((error.range.start.line, error.range.start.column) == (10, 16))
        #expect((error.range.end.line, error.range.end.column) == (10, 23))
        let note = try #require(error.notes.last)
        #expect(note.message == "the value that alias '*fields' stands for is written here")
        #expect((note.range.start.line, note.range.start.column) == (5, 13))
    }

    @Test func aMistakeDeepInsideTheExpansionIsReportedAtTheAlias() throws {
        let text = """
            viewspec: 1
            models:
              Settings: {kind: preferences, fields: {sound: Bool}}
              Audio: {kind: preferences, fields: {volume: Float}}
            preferences:
              General:
                model: Settings
                sections: &sections
                  - items:
                      - toggle: sound
              Sound:
                model: Audio
                sections: *sections
            """
        let diagnostics = compile(text)
        let unknown = diagnostics.filter { $0.id.name == "unknown-reference" }
        #expect(unknown.count == 1, "\(diagnostics.map { "\($0.range.start.line): \($0.message)" })")
        let error = try #require(unknown.first)
        #expect(error.message == "unknown field 'sound' in model 'Audio'")
        #expect((error.range.start.line, error.range.start.column) == (13, 15))
        let note = try #require(error.notes.last)
        #expect((note.range.start.line, note.range.start.column) == (10, 21))
        // The text report shows both places.
        let rendered = TextDiagnosticRenderer(sources: [SourceFile(path: "test.yaml", text: text)]).render([error.diagnostic])
        #expect(rendered.contains("test.yaml:13:15: error: unknown field 'sound' in model 'Audio' [VS0200]\n  13 |     sections: *sections\n"))
        #expect(rendered.contains("test.yaml:10:21: note: the value that alias '*sections' stands for is written here\n"))
    }

    @Test func aMistakeTheAnchoredValueMakesWhereItIsWrittenIsReportedOnce() {
        let diagnostics = compile("""
            viewspec: 1
            models:
              A:
                kind: preferences
                fields: &fields {volume: Flaot}
              B:
                kind: preferences
                fields: *fields
            """)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors.map { "\($0.range.start.line): \($0.message)" })")
        #expect(errors.first?.range.start.line == 5)
    }

    @Test func nodesReachedThroughAnAliasAreInItsExpansion() throws {
        let file = SourceFile(path: "alias.yaml", text: "a: &x {b: [1, 2]}\nc: *x\n")
        let root = try #require(YAMLLoader().load(file).root)
        let direct = try #require(root["a"]?["b"]?.sequence?[1])
        let aliased = try #require(root["c"]?["b"]?.sequence?[1])
        #expect(direct.span.file == file.sourcePath)
        let expansion = try #require(aliased.span.file.aliasExpansion)
        #expect(expansion.file == file.sourcePath && expansion.alias == 21..<23 && expansion.anchor == "x")
        #expect(aliased.span.startOffset == direct.span.startOffset)
        #expect(aliased.span.path == "alias.yaml")
    }
}
