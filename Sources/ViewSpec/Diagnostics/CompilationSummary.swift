/// The closing line `viewspecc` writes after a text report.
package enum CompilationSummary {
    package static func line(for compilation: Compilation) -> String {
        line(fileCount: compilation.fileCount, diagnostics: compilation.diagnostics, baselined: 0)
    }

    /// What was reported, and how many known findings the baseline hid.
    package static func line(for report: DiagnosticReport) -> String {
        line(fileCount: report.fileCount, diagnostics: report.diagnostics, baselined: report.baselinedCount)
    }

    /// "1 file", "2 files".
    package static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private static func line(fileCount: Int, diagnostics: [Diagnostic], baselined: Int) -> String {
        let files = plural(fileCount, "file")
        let errors = diagnostics.errorCount
        let warnings = diagnostics.warningCount
        var line =
            errors == 0 && warnings == 0
            ? "viewspecc: no problems found in \(files)"
            : "viewspecc: \(plural(errors, "error")) and \(plural(warnings, "warning")) in \(files)"
        if baselined > 0 {
            line += " (\(plural(baselined, "known finding")) hidden by the baseline)"
        }
        return line
    }
}
