import ArgumentParser
import Foundation
import ViewSpec

/// How every command that compiles specs reports what it found, and the exit status the
/// findings alone call for.
enum DiagnosticOutput {
    static func print(_ compilation: Compilation, options report: ReportOptions) {
        switch report.format {
        case .text:
            let renderer = TextDiagnosticRenderer(
                sources: compilation.sources,
                colors: Terminal.wantsColor(report.color, fileDescriptor: STDOUT_FILENO))
            Terminal.write(renderer.render(compilation.diagnostics))
            Terminal.writeError(Summary.line(for: compilation))
        case .json:
            Terminal.write(JSONDiagnosticRenderer().render(compilation.diagnostics, fileCount: compilation.fileCount))
        }
    }

    /// 2 when a file could not be read, 1 when an error remains (or, when `strict`, a
    /// warning), nil when clean.
    static func failureStatus(for compilation: Compilation, strict: Bool) -> Int32? {
        if compilation.diagnostics.contains(where: { $0.id == .unreadableFile }) { return ExitStatus.usage }
        if compilation.hasErrors { return ExitStatus.errorsFound }
        if strict, compilation.diagnostics.warningCount > 0 { return ExitStatus.errorsFound }
        return nil
    }

    /// The spec files under `paths`; a missing path is a usage error.
    static func specFiles(in paths: [String]) throws -> [String] {
        do {
            return try InputDiscovery.specFiles(in: paths)
        } catch {
            Terminal.writeError("viewspecc: error: \(error)")
            throw ExitCode(ExitStatus.usage)
        }
    }
}

/// The closing line of a text report.
enum Summary {
    static func line(for report: Compilation) -> String {
        let files = plural(report.fileCount, "file")
        let errors = report.diagnostics.errorCount
        let warnings = report.diagnostics.warningCount
        if errors == 0 && warnings == 0 { return "viewspecc: no problems found in \(files)" }
        return "viewspecc: \(plural(errors, "error")) and \(plural(warnings, "warning")) in \(files)"
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
