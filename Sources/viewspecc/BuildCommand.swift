import ArgumentParser
import Foundation
import ViewSpec

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Checks spec files and, when no error remains, writes their JSON layout.",
        discussion: """
            Runs every check lint runs and reports the same way. When no error remains, \
            writes one JSON document per preference screen, table and hierarchy, and \
            index.json listing them, into the output directory (see docs/layout.md). \
            Files whose content is unchanged are left untouched; documents the previous \
            index listed that no longer exist are removed, and nothing else is.

            Examples:
              viewspecc build specs/ --out .build/layout
              viewspecc build specs/ --out layout --viewport 375x667
              viewspecc build --format json specs/ --out layout > report.json
              viewspecc build --check specs/ --out layout
              viewspecc build                 (inputs and output from viewspec.yml)
            """
    )

    @Argument(help: ArgumentHelp("Spec files or directories to compile; without them, 'inputs' from viewspec.yml.", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("Directory to write the layout documents to; created when missing. (default: output.layout in viewspec.yml)", valueName: "dir"))
    var out: String?

    @Option(help: ArgumentHelp(
        "Screen size the layout is computed for, in points. (default: \(SettingSyntax.viewportText(Compiler.Options.defaultViewport)), or viewport in viewspec.yml)",
        valueName: "width>x<height"))
    var viewport: ViewportSize?

    @OptionGroup(title: "Configuration")
    var configuration: ConfigurationOptions

    @OptionGroup(title: "Report")
    var report: ReportOptions

    @OptionGroup(title: "Up-to-date check")
    var upToDate: UpToDateOptions

    @OptionGroup(title: "Rules")
    var rules: RuleOptions

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        if out?.isEmpty == true { throw ValidationError("--out needs a directory.") }
    }

    func run() throws {
        let settings = try ProjectSettings.resolve(
            paths: paths, configuration: configuration, rules: rules, limits: limits, report: report, viewport: viewport?.rect)
        guard let out = out ?? settings.configuration?.layoutOutput else {
            Terminal.writeError("viewspecc: error: give the layout's directory with --out, or as output.layout in \(ProjectConfiguration.fileName)")
            throw ExitCode(ExitStatus.usage)
        }
        let files = try DiagnosticOutput.specFiles(in: settings.inputs)
        let compilation = Compiler(options: settings.options).compile(files: files)
        DiagnosticOutput.print(compilation, options: report)
        if let status = DiagnosticOutput.failureStatus(for: compilation, strict: settings.strict) {
            Terminal.writeError("viewspecc: nothing written to '\(out)'")
            throw ExitCode(status)
        }
        let output: LayoutOutput
        do {
            output = try LayoutEmitter(viewport: settings.options.viewport, inputs: settings.inputs).emit(compilation)
        } catch .unresolved(let problems) {
            for problem in problems {
                Terminal.writeError("\(problem.range.path):\(problem.range.start.line):\(problem.range.start.column): error: cannot lay out: \(problem.message)")
            }
            Terminal.writeError("viewspecc: nothing written to '\(out)'")
            throw ExitCode(ExitStatus.errorsFound)
        } catch {
            Terminal.writeError("viewspecc: error: \(error); nothing written to '\(out)'")
            throw ExitCode(ExitStatus.errorsFound)
        }
        let written: OutputWriter.Report
        do {
            written = try OutputWriter(directory: out, dryRun: upToDate.check).write(output)
        } catch {
            Terminal.writeError("viewspecc: error: \(error)")
            throw ExitCode(ExitStatus.usage)
        }
        if upToDate.check { return try UpToDateCheck.finish(written, directory: out) }
        Terminal.writeError(
            "viewspecc: layout in '\(out)': \(Summary.plural(written.written.count, "file")) written, "
                + "\(written.unchanged.count) unchanged, \(written.removed.count) stale removed")
    }
}

/// A viewport written `390x844`: two positive sizes in points.
struct ViewportSize: ExpressibleByArgument {
    var rect: Rect

    init?(argument: String) {
        guard let rect = SettingSyntax.viewport(argument) else { return nil }
        self.rect = rect
    }

    var defaultValueDescription: String { SettingSyntax.viewportText(rect) }
}
