/// What an import gives: the spec files to write, and what it reports.
package struct ImportResult: Sendable {
    /// The spec files to write; empty when an error was found.
    package var files: [ImportedProjectWriter.File]
    /// What the import found in the source files, sorted, and the compiler's errors in the
    /// specs it made, if any.
    package var diagnostics: [Diagnostic]
    /// Every file read and every spec made, for a report's lines and columns.
    package var sources: [SourceFile]
    package var statistics: ImportStatistics
    package var project: ImportedProject?
    /// The command the files' headers name as their writer.
    package var command: String
}

extension ImportResult {
    /// The result of importing `project`, whose spec files are compiled before they are
    /// handed out: an import never writes specs that `viewspecc lint` would refuse. When
    /// the source files had an error, or the compiler finds one in the specs all the same,
    /// there are no files to write, and the compiler's errors are reported with the specs
    /// they are in.
    init(
        checking project: ImportedProject?, writtenBy command: String, diagnostics: [Diagnostic], sources: [SourceFile],
        statistics: ImportStatistics
    ) {
        var diagnostics = diagnostics
        var sources = sources
        var files: [ImportedProjectWriter.File] = []
        if let project, !diagnostics.hasErrors {
            files = ImportedProjectWriter().files(for: project, command: command)
            let specs = files.map { SourceFile(path: $0.fileName, text: $0.text) }
            let errors = Compiler().compile(sources: specs).diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty {
                diagnostics += errors
                sources += specs
                files = []
            }
        }
        self.init(
            files: files, diagnostics: diagnostics.sortedAndDeduplicated(), sources: sources, statistics: statistics, project: project, command: command)
    }
}
