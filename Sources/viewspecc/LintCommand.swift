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

    @OptionGroup(title: "Rules")
    var rules: RuleOptions

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one spec file or directory.") }
    }

    func run() throws {
        let files = try DiagnosticOutput.specFiles(in: paths)
        let options = Compiler.Options(limits: limits.limits, rules: try rules.selection())
        let compilation = Compiler(options: options).compile(files: files)
        DiagnosticOutput.print(compilation, options: report)
        if let status = DiagnosticOutput.failureStatus(for: compilation, strict: rules.strict) { throw ExitCode(status) }
    }
}
