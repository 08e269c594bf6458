import ArgumentParser
import Foundation
import ViewSpec

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Checks spec files and reports every problem found.",
        discussion: """
            Directories are searched recursively for *.yaml and *.yml files (hidden \
            entries skipped); files named explicitly are read whatever their extension.

            Examples:
              viewspecc lint specs/
              viewspecc lint specs/app.yaml specs/members.yaml
              viewspecc lint --format json specs/ > lint.json
              viewspecc lint --max-depth 32 --max-file-size 1M specs/
            """
    )

    @Argument(help: ArgumentHelp("Spec files or directories to check.", valueName: "path"))
    var paths: [String]

    @OptionGroup(title: "Report")
    var report: ReportOptions

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one spec file or directory.") }
    }

    func run() throws {
        let files: [String]
        do {
            files = try InputDiscovery.specFiles(in: paths)
        } catch {
            Terminal.writeError("viewspecc: error: \(error)")
            throw ExitCode(ExitStatus.usage)
        }
        let compilation = Compiler(options: Compiler.Options(limits: limits.limits)).compile(files: files)
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
        if compilation.diagnostics.contains(where: { $0.id == .unreadableFile }) {
            throw ExitCode(ExitStatus.usage)
        }
        if compilation.hasErrors {
            throw ExitCode(ExitStatus.errorsFound)
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

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
