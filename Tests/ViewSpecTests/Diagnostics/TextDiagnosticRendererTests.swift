import Foundation
import Testing
@testable import ViewSpec

@Suite struct TextDiagnosticRendererTests {
    private func render(_ text: String, colors: Bool = false) -> String {
        let file = SourceFile(path: "specs/app.yaml", text: text)
        let result = YAMLLoader().load(file)
        return TextDiagnosticRenderer(sources: [file], colors: colors).render(result.diagnostics)
    }

    @Test func compilerStyleWithExcerptAndNote() {
        #expect(render("name: a\nname: b\n") == """
            specs/app.yaml:2:1: error: duplicate key 'name' in mapping; each key may appear once [VS0003]
               2 | name: b
                 | ^~~~
            specs/app.yaml:1:1: note: 'name' first appears here
               1 | name: a
                 | ^~~~

            """)
    }

    @Test func fixItIsShown() {
        #expect(render("a:\n\tb: 1\n").contains("= fix-it: replace the tab with two spaces\n"))
    }

    @Test func caretAccountsForWideCharactersAndTabs() {
        let output = render("# 設定\nタイトル: 値\nタイトル: x\n")
        // Each of the four wide characters takes two terminal columns.
        #expect(output.contains("   3 | タイトル: x\n     | ^~~~~~~\n"))
        // A tab before the range is echoed as a tab, so the caret lines up whatever the tab width.
        #expect(render("a: [\t1, *z]\n").contains("     |     \t   ^~\n"))
    }

    @Test func longLinesAreCutAroundTheColumn() {
        let output = render(String(repeating: "[", count: 5_000))
        let excerpt = output.split(separator: "\n")[1]
        #expect(excerpt.count < 120)
        #expect(excerpt.hasSuffix("…"))
    }

    @Test func controlCharactersAreShownVisibly() {
        let file = SourceFile(path: "x.yaml", text: "a: \u{1B}[31m\n")
        let diagnostic = Diagnostic.error(.yamlSyntax, "test", at: file.span(from: 3, to: 4))
        let output = TextDiagnosticRenderer(sources: [file]).render([diagnostic])
        #expect(!output.contains("\u{1B}"))
        #expect(output.contains("\u{241B}"))
    }

    @Test func colorsOnlyWhenAsked() {
        #expect(!render("a: 1\na: 2\n").contains("\u{1B}["))
        #expect(render("a: 1\na: 2\n", colors: true).contains("\u{1B}[1;31merror:\u{1B}[0m"))
    }

    @Test func diagnosticWithoutSourceRendersHeaderOnly() {
        let diagnostic = Diagnostic.error(.unreadableFile, "cannot read file: Permission denied", at: .startOfFile("gone.yaml"))
        #expect(TextDiagnosticRenderer(sources: []).render([diagnostic]) == "gone.yaml:1:1: error: cannot read file: Permission denied [VS0015]\n")
    }
}

@Suite struct DiagnosticOrderingTests {
    @Test func sortedByFileAndPositionAndDeduplicated() {
        func diagnostic(_ path: String, _ offset: Int, _ message: String) -> Diagnostic {
            .error(.yamlSyntax, message, at: SourceSpan(file: SourcePath(path), startOffset: offset, endOffset: offset + 1))
        }
        let input = [diagnostic("b.yaml", 1, "x"), diagnostic("a.yaml", 9, "y"), diagnostic("a.yaml", 2, "z"), diagnostic("a.yaml", 9, "y")]
        #expect(input.sortedAndDeduplicated().map { "\($0.range.path):\($0.range.startOffset)" } == ["a.yaml:2", "a.yaml:9", "b.yaml:1"])
    }

    @Test func inputDiagnosticCodesAreUniqueAndStable() {
        let codes = DiagnosticID.inputDiagnostics.map(\.code)
        #expect(Set(codes).count == codes.count)
        #expect(Set(DiagnosticID.inputDiagnostics.map(\.name)).count == codes.count)
        #expect(codes == codes.sorted())
        #expect(DiagnosticID.duplicateKey.code == "VS0003")
    }
}
