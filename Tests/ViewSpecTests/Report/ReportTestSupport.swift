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

    /// A report holding exactly `diagnostics`, over the given files.
    static func report(_ diagnostics: [Diagnostic], sources: [SourceFile] = []) -> DiagnosticReport {
        DiagnosticReport(diagnostics: diagnostics.sortedAndDeduplicated(), sources: sources, fileCount: max(sources.count, 1), paths: paths)
    }

    static func range(_ path: String, _ line: Int, _ column: Int, to endLine: Int, _ endColumn: Int) -> SourceRange {
        SourceRange(
            path: path, start: SourceLocation(line: line, column: column, offset: 0),
            end: SourceLocation(line: endLine, column: endColumn, offset: 0))
    }
}
