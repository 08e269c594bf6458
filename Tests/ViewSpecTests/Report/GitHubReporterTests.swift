import Testing
@testable import ViewSpec

@Suite struct GitHubReporterTests {
    typealias Support = ReportTestSupport

    @Test func oneCommandPerFindingThenASummary() {
        let output = GitHubReporter().render(Support.duplicateKey)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(
            lines[0] == "::error file=specs/app.yaml,line=2,endLine=2,col=1,endColumn=4,title=VS0003 duplicate-key::"
                + "duplicate key 'name' in mapping; each key may appear once%0Anote: specs/app.yaml:1:1: 'name' first appears here")
        #expect(lines[1] == "viewspecc: 1 error and 0 warnings in 1 file")
        #expect(lines[2].isEmpty)
    }

    @Test func propertiesAndMessagesAreEscapedAsTheRunnerRequires() {
        let diagnostic = Diagnostic.warning(
            .unknownKey, "100% sure:\r\nline two, \"three\"", at: Support.range("odd,name:x.yaml", 4, 2, to: 4, 6))
        let line = GitHubReporter().command(for: diagnostic, in: Support.report([diagnostic]))
        #expect(
            line == "::warning file=odd%2Cname%3Ax.yaml,line=4,endLine=4,col=2,endColumn=5,title=VS0102 unknown-key::"
                + "100%25 sure:\\r\\nline two, \"three\"")
    }

    /// A line break in the text escapes as \n before the runner's own escaping: only the
    /// breaks between a message and its notes reach the annotation as line breaks.
    @Test func lineBreaksInTheTextDoNotStartLinesOfTheAnnotation() {
        let range = Support.range("a.yaml", 1, 1, to: 1, 2)
        let diagnostic = Diagnostic.error(.unknownKey, "key 'a\nb'", at: range, notes: [.init("'a\nb' is here", at: range)])
        let line = GitHubReporter().command(for: diagnostic, in: Support.report([diagnostic]))
        #expect(line.hasSuffix("::key 'a\\nb'%0Anote: a.yaml:1:1: 'a\\nb' is here"))
    }

    @Test func escapingHandlesEveryReservedCharacter() {
        #expect(GitHubReporter.escapeData("a%b\rc\nd:e,f") == "a%25b%0Dc%0Ad:e,f")
        #expect(GitHubReporter.escapeProperty("a%b\rc\nd:e,f") == "a%25b%0Dc%0Ad%3Ae%2Cf")
        #expect(GitHubReporter.escapeData("%0A") == "%250A")
    }

    @Test func aRangeOverSeveralLinesHasNoColumns() {
        let diagnostic = Diagnostic.error(.yamlSyntax, "broken", at: Support.range("a.yaml", 3, 5, to: 6, 2))
        let line = GitHubReporter().command(for: diagnostic, in: Support.report([diagnostic]))
        #expect(line == "::error file=a.yaml,line=3,endLine=6,title=VS0001 yaml-syntax::broken")
        // Ending at the start of the next line means ending with this one.
        let wholeLine = Diagnostic.error(.yamlSyntax, "broken", at: Support.range("a.yaml", 3, 5, to: 4, 1))
        #expect(GitHubReporter().command(for: wholeLine, in: Support.report([wholeLine])).hasPrefix("::error file=a.yaml,line=3,endLine=3,col=5,endColumn=5,"))
    }

    @Test func notesBecomeNotices() {
        let diagnostic = Diagnostic(.note, .unknownKey, "fyi", at: Support.range("a.yaml", 1, 1, to: 1, 1))
        #expect(GitHubReporter().command(for: diagnostic, in: Support.report([diagnostic])) == "::notice file=a.yaml,line=1,endLine=1,col=1,endColumn=1,title=VS0102 unknown-key::fyi")
    }

    @Test func moreFindingsThanGitHubAnnotatesPointToSARIF() {
        let errors = (1...11).map { Diagnostic.error(.unknownKey, "e\($0)", at: Support.range("a.yaml", $0, 1, to: $0, 2)) }
        let warnings = (1...3).map { Diagnostic.warning(.unknownKey, "w\($0)", at: Support.range("b.yaml", $0, 1, to: $0, 2)) }
        let output = GitHubReporter().render(Support.report(errors + warnings))
        let lines = output.split(separator: "\n")
        #expect(lines.count == 15)
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 11)
        let summary = String(lines[14])
        #expect(summary.hasPrefix("::notice title=viewspecc::viewspecc: 11 errors and 3 warnings in 2 files; GitHub annotates only the first 10"))
        #expect(summary.contains("--report sarif=viewspec.sarif"))

        let within = GitHubReporter().render(Support.report(Array(errors.prefix(10))))
        #expect(within.split(separator: "\n").last == "viewspecc: 10 errors and 0 warnings in 1 file")
    }

    @Test func pathsAreRelativeToTheBaseDirectory() {
        let diagnostic = Diagnostic.error(.unknownKey, "m", at: Support.range("/project/specs/a.yaml", 1, 1, to: 1, 2))
        var report = Support.report([diagnostic])
        #expect(GitHubReporter().command(for: diagnostic, in: report).hasPrefix("::error file=specs/a.yaml,"))
        report.paths = ReportPaths(baseDirectory: "specs", currentDirectory: "/project")
        #expect(GitHubReporter().command(for: diagnostic, in: report).hasPrefix("::error file=a.yaml,"))
    }
}
