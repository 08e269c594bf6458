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
              viewspecc lint --report github --report sarif=viewspec.sarif specs/
              viewspecc lint --write-baseline viewspec-baseline.json specs/
              viewspecc lint --baseline viewspec-baseline.json specs/
              viewspecc lint --max-depth 32 --max-file-size 1M specs/
            """
    )

    @Argument(help: ArgumentHelp("Spec files or directories to check; without them, 'inputs' from viewspec.yml.", valueName: "path"))
    var paths: [String] = []

    @OptionGroup
    var project: ProjectOptions

    func run() throws {
        let settings = try project.settings(paths: paths)
        let inputs = try DiagnosticOutput.inputs(in: settings.inputs)
        let compilation = DiagnosticOutput.compile(inputs, with: Compiler(options: settings.options), options: project.report)
        let reported = try DiagnosticOutput.report(compilation, options: project.report)
        if let status = DiagnosticOutput.failureStatus(for: reported, strict: settings.strict) { throw ExitCode(status) }
    }
}
