import Testing
@testable import ViewSpec

/// The YAML tree, the spec model and every diagnostic keep byte offsets only; a report
/// gives them the line and column an editor shows, from the right file.
@Suite struct SourceSpanTests {
    @Test func aSpanIsTwelveBytesAndKeepsItsOffsetsInOrder() {
        #expect(MemoryLayout<SourceSpan>.stride == 12)
        let span = SourceSpan(file: SourcePath("a.yaml"), startOffset: 9, endOffset: 4)
        #expect(span.startOffset == 9)
        #expect(span.endOffset == 9)
        #expect(span.atStart == SourceSpan(file: SourcePath("a.yaml"), startOffset: 9, endOffset: 9))
        let later = SourceSpan(file: SourcePath("a.yaml"), startOffset: 12, endOffset: 20)
        #expect(span.through(later) == SourceSpan(file: SourcePath("a.yaml"), startOffset: 9, endOffset: 20))
        #expect(SourceSpan.startOfFile("b.yaml") == SourceSpan(file: SourcePath("b.yaml"), startOffset: 0, endOffset: 0))
    }

    /// A node is 24 bytes: its place is two offsets, not two lines and columns.
    @Test func aYAMLNodeKeepsOffsetsOnly() {
        #expect(MemoryLayout<YAMLDocument.Record>.stride == 24)
    }

    /// Checks report at spans, across files: the range, a note in another file and a fix-it
    /// all get their lines and columns from the report's map of the compiled files.
    @Test func diagnosticsAtSpansAreShownWithTheirFilesLinesAndColumns() throws {
        let first = SourceFile(path: "models.yaml", text: """
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields: {volume: Float}
            """)
        let second = SourceFile(path: "screens.yaml", text: """
            viewspec: 1
            # ünïcode before the mistakes
            models:
              Settings:
                kind: preferences
                fields: {volume: Float}
            preferences:
              General:
                model: Settings
                sections:
                  - items:
                      - slider: volme
            """)
        let report = DiagnosticReport(Compiler().compile(sources: [first, second]), paths: ReportPaths(currentDirectory: "/"))
        let diagnostics = report.diagnostics.reported(in: report.sourceMap)
        let duplicate = try #require(diagnostics.first { $0.id.name == "duplicate-declaration" })
        #expect((duplicate.range.path, duplicate.range.start.line, duplicate.range.start.column) == ("screens.yaml", 4, 3))
        let note = try #require(duplicate.notes.first)
        #expect((note.range.path, note.range.start.line, note.range.start.column) == ("models.yaml", 3, 3))
        let unknown = try #require(diagnostics.first { $0.id.name == "unknown-reference" })
        #expect((unknown.range.start.line, unknown.range.start.column, unknown.range.end.column) == (12, 21, 26))
        let fixIt = try #require(unknown.fixIts.first)
        #expect((fixIt.range.start.line, fixIt.range.start.column) == (12, 21))
        // The text report shows the same positions.
        let text = TextReporter().render(report)
        #expect(text.contains("screens.yaml:4:3: error: "))
        #expect(text.contains("models.yaml:3:3: note: "))
    }

    /// Diagnostics are ordered by file and byte offset, which within a file is the order of
    /// lines and columns, so no file is read to sort them.
    @Test func diagnosticsSortByOffsetAsByLineAndColumn() {
        let file = SourceFile(path: "a.yaml", text: "é: 1\né: 2\nx: [\n")
        let map = SourceMap([file])
        let spans = [(12, 13), (0, 2), (6, 8), (2, 3)].map { file.span(from: $0.0, to: $0.1) }
        let sorted = spans.map { Diagnostic.error(.yamlSyntax, "m", at: $0) }.sortedAndDeduplicated().map(\.range)
        #expect(sorted.map { map.range(of: $0).start } == sorted.map { map.range(of: $0).start }.sorted())
    }
}
