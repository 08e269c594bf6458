import Testing
@testable import ViewSpec

/// The spec model keeps byte offsets only; every diagnostic made at one must reach its
/// reader with the line and column an editor shows, worked out from the right file.
@Suite struct SourceSpanTests {
    @Test func aSpanIsTwelveBytesAndKeepsItsOffsetsInOrder() {
        #expect(MemoryLayout<SourceSpan>.stride == 12)
        let span = SourceSpan(file: SourcePath("a.yaml"), startOffset: 9, endOffset: 4)
        #expect(span.startOffset == 9)
        #expect(span.endOffset == 9)
        #expect(span.atStart == SourceSpan(file: SourcePath("a.yaml"), startOffset: 9, endOffset: 9))
        let later = SourceSpan(file: SourcePath("a.yaml"), startOffset: 12, endOffset: 20)
        #expect(span.through(later) == SourceSpan(file: SourcePath("a.yaml"), startOffset: 9, endOffset: 20))
    }

    @Test func aRangeMadeFromASpanGetsItsLinesAndColumnsFromItsFile() {
        // A byte order mark is no column, and a column counts characters, not bytes.
        let file = SourceFile(path: "b.yaml", bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\nnäme: x\n".utf8))
        let name = Array(file.bytes).firstIndex(of: UInt8(ascii: "x"))!
        let span = SourceSpan(file: file.sourcePath, startOffset: name, endOffset: name + 1)
        let unresolved = SourceRange(span)
        #expect(!unresolved.isResolved)
        #expect(unresolved.start.offset == name)
        let range = file.range(of: span)
        #expect(range.isResolved)
        #expect((range.start.line, range.start.column, range.start.offset) == (2, 7, name))
        #expect((range.end.line, range.end.column) == (2, 8))
        #expect(SourceRange(SourceSpan(file: file.sourcePath, startOffset: 3, endOffset: 4)).resolved(in: file).start.column == 1)
        // Another file's range is not this file's to resolve.
        #expect(!unresolved.resolved(in: SourceFile(path: "other.yaml", text: "x")).isResolved)
    }

    /// Checks report at spans, across files: the range, a note in another file and a fix-it
    /// all come out of the compilation with their lines and columns.
    @Test func diagnosticsAtSpansAreResolvedAcrossFiles() throws {
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
        let compilation = Compiler().compile(sources: [first, second])
        for diagnostic in compilation.diagnostics {
            #expect(diagnostic.range.isResolved, "\(diagnostic.message)")
            #expect(diagnostic.notes.allSatisfy { $0.range.isResolved }, "\(diagnostic.message)")
            #expect(diagnostic.fixIts.allSatisfy { $0.range.isResolved }, "\(diagnostic.message)")
        }
        let duplicate = try #require(compilation.diagnostics.first { $0.id.name == "duplicate-declaration" })
        #expect((duplicate.range.path, duplicate.range.start.line, duplicate.range.start.column) == ("screens.yaml", 4, 3))
        let note = try #require(duplicate.notes.first)
        #expect((note.range.path, note.range.start.line, note.range.start.column) == ("models.yaml", 3, 3))
        let unknown = try #require(compilation.diagnostics.first { $0.id.name == "unknown-reference" })
        #expect((unknown.range.start.line, unknown.range.start.column, unknown.range.end.column) == (12, 21, 26))
        let fixIt = try #require(unknown.fixIts.first)
        #expect((fixIt.range.start.line, fixIt.range.start.column) == (12, 21))
    }

    /// A spec model made in code has no file: its diagnostics keep their offsets, and say
    /// that their lines and columns are not known rather than guess them.
    @Test func aProjectMadeInCodeKeepsOffsetsOnly() {
        let span = SourceSpan(file: SourcePath("made.yaml"), startOffset: 5, endOffset: 6)
        let diagnostics = Project(files: []).resolving([.error(.unknownKey, "m", at: span)])
        #expect(!diagnostics[0].range.isResolved)
        #expect(diagnostics[0].range.start.offset == 5)
    }
}
