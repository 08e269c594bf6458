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
            Terminal.writeError(CompilationSummary.line(for: compilation))
        case .json:
            Terminal.write(JSONDiagnosticRenderer().render(compilation.diagnostics, fileCount: compilation.fileCount))
        }
    }

    /// 2 when a file could not be read, 1 when an error remains, nil when clean.
    static func failureStatus(for compilation: Compilation) -> Int32? {
        if compilation.diagnostics.contains(where: { $0.id == .unreadableFile }) { return ExitStatus.usage }
        if compilation.hasErrors { return ExitStatus.errorsFound }
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
