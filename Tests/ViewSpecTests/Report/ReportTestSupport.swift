import Foundation
@testable import ViewSpec

/// Small reports for the reporter tests, compiled from files in memory as if the project
/// were checked out at `/project` and viewspecc run there.
enum ReportTestSupport {
    static let paths = ReportPaths(currentDirectory: "/project")

    static func report(_ files: KeyValuePairs<String, String>) -> DiagnosticReport {
        let sources = files.map { SourceFile(path: $0.key, text: $0.value) }
        return DiagnosticReport(Compiler().compile(sources: sources), paths: paths)
    }

    /// One file with a duplicate key (error VS0003, line 2, with a note on line 1).
    static var duplicateKey: DiagnosticReport {
        report(["specs/app.yaml": "name: a\nname: b\n"])
    }

    /// A report holding exactly `diagnostics`, over the given files; without them, over a
    /// `ruledFile` for each file the diagnostics name.
    static func report(_ diagnostics: [Diagnostic], sources: [SourceFile]? = nil) -> DiagnosticReport {
        let sources = sources ?? Set(diagnostics.map(\.range.path)).sorted().map(ruledFile)
        return DiagnosticReport(diagnostics: diagnostics.sortedAndDeduplicated(), sources: sources, fileCount: max(sources.count, 1), paths: paths)
    }

    /// Characters on each line of a `ruledFile`, its line break included.
    private static let ruledLineLength = 40

    /// A file of 20 lines of 39 letters each, in which `range` can place anything.
    static func ruledFile(_ path: String) -> SourceFile {
        SourceFile(path: path, text: String(repeating: String(repeating: "x", count: ruledLineLength - 1) + "\n", count: 20))
    }

    /// From `line`:`column` to `endLine`:`endColumn` of the `ruledFile` at `path`.
    static func range(_ path: String, _ line: Int, _ column: Int, to endLine: Int, _ endColumn: Int) -> SourceSpan {
        SourceSpan(
            file: SourcePath(path), startOffset: (line - 1) * ruledLineLength + column - 1,
            endOffset: (endLine - 1) * ruledLineLength + endColumn - 1)
    }
}
