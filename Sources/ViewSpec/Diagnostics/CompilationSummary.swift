/// The closing line of a text report.
public enum CompilationSummary {
    public static func line(for compilation: Compilation) -> String {
        let files = plural(compilation.fileCount, "file")
        let errors = compilation.diagnostics.errorCount
        let warnings = compilation.diagnostics.warningCount
        if errors == 0 && warnings == 0 { return "viewspecc: no problems found in \(files)" }
        return "viewspecc: \(plural(errors, "error")) and \(plural(warnings, "warning")) in \(files)"
    }

    /// "1 file", "2 files".
    public static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
