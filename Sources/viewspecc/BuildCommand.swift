import ArgumentParser
import Foundation
import ViewSpec

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Checks spec files and, when no error remains, writes their JSON layout and Swift code.",
        discussion: """
            Runs every check lint runs and reports the same way. When no error remains, \
            writes one JSON document per preference screen, table and hierarchy, and \
            index.json listing them, into the --out directory (see docs/layout.md); and \
            one Swift file per spec file into the --swift directory (see docs/swift.md). \
            At least one of the two is required. Files whose content is unchanged are left \
            untouched. Layout documents the previous index listed that no longer exist are \
            removed, and so are Swift files that begin with the generated header but that \
            no spec file generates any more; nothing else is.

            Examples:
              viewspecc build specs/ --out .build/layout
              viewspecc build specs/ --swift Sources/App/Generated
              viewspecc build specs/ --out layout --viewport 375x667
              viewspecc build --format json specs/ --out layout > report.json
              viewspecc build --check specs/ --out layout
              viewspecc build                 (inputs and output from viewspec.yml)
              viewspecc build specs/ --out layout --report github --report sarif=viewspec.sarif
            """
    )

    @Argument(help: ArgumentHelp("Spec files or directories to compile; without them, 'inputs' from viewspec.yml.", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("Directory to write the layout documents to; created when missing. (default: output.layout in viewspec.yml)", valueName: "dir"))
    var out: String?

    @Option(help: ArgumentHelp("Directory to write the Swift files to (one per spec file); created when missing. (default: output.swift in viewspec.yml)", valueName: "dir"))
    var swift: String?

    @Option(help: ArgumentHelp("Access level of the generated Swift declarations: public or internal. (default: output.swift-access in viewspec.yml, else public)", valueName: "access"))
    var swiftAccess: SwiftEmitter.AccessLevel?

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
        if swift?.isEmpty == true { throw ValidationError("--swift needs a directory.") }
    }

    func run() throws {
        let settings = try ProjectSettings.resolve(
            paths: paths, configuration: configuration, rules: rules, limits: limits, report: report, viewport: viewport?.rect)
        // Outputs named on the command line replace the configuration's: a build step that asks
        // for Swift alone must not also write the layout somewhere the configuration says.
        let fromCommandLine = self.out != nil || self.swift != nil
        let out = fromCommandLine ? self.out : settings.configuration?.layoutOutput
        let swift = fromCommandLine ? self.swift : settings.configuration?.swiftOutput
        guard out != nil || swift != nil else {
            Terminal.writeError(
                "viewspecc: error: nothing to write: give --out, --swift or both, or output.layout or output.swift in \(ProjectConfiguration.fileName)")
            throw ExitCode(ExitStatus.usage)
        }
        let destinations = [out, swift].compactMap { $0 }.map { "'\($0)'" }.joined(separator: " or ")
        let outputs = Set([out.map { _ in GeneratedOutput.layout }, swift.map { _ in GeneratedOutput.swift }].compactMap { $0 })
        // Refused before anything is read: the emitters rely on these checks.
        if let (output, checks) = settings.options.disabledGuards(for: outputs) {
            Terminal.writeError("viewspecc: error: \(GenerationRefusal.checksDisabled(checks, output: output))")
            throw ExitCode(ExitStatus.usage)
        }
        let inputs = try DiagnosticOutput.inputs(in: settings.inputs)
        let compilation = DiagnosticOutput.compile(inputs, with: Compiler(options: settings.options), options: report)
        // Every diagnostic comes from the compilation, as lint reports it: the emitters report nothing.
        let reported = try DiagnosticOutput.report(compilation, options: report)
        if let status = DiagnosticOutput.failureStatus(for: reported, strict: settings.strict) {
            Terminal.writeError("viewspecc: nothing written to \(destinations)")
            throw ExitCode(status)
        }
        let checked: CheckedProject
        do {
            checked = try compilation.checked(for: outputs)
        } catch .errorsRemain(let count) {
            // A baseline hides known errors from the report, but nothing is generated from
            // specs that still have them.
            Terminal.writeError(
                "viewspecc: nothing written to \(destinations): the baseline hides \(CompilationSummary.plural(count, "error")), and nothing is written while errors remain")
            throw ExitCode(ExitStatus.errorsFound)
        } catch {
            Terminal.writeError("viewspecc: error: \(error); nothing written to \(destinations)")
            throw ExitCode(ExitStatus.usage)
        }
        var reports: [(directory: String, report: OutputWriter.Report)] = []
        if let out {
            let emitter = LayoutEmitter(viewport: settings.options.viewport, inputs: settings.inputs)
            reports.append((out, try write("layout", to: out) { writer throws(OutputWriter.Failure) in try writer.writeLayout(of: checked, with: emitter) }))
        }
        if let swift {
            let generated = SwiftEmitter(access: swiftAccess ?? settings.configuration?.swiftAccess ?? .public, inputs: settings.inputs).emit(checked)
            reports.append((swift, try write("Swift", to: swift) { writer throws(OutputWriter.Failure) in try writer.write(generated) }))
        }
        if upToDate.check { try UpToDateCheck.finish(reports) }
    }

    /// Writes (or, with `--check`, compares) one output directory and says what changed.
    private func write(
        _ output: String, to directory: String, _ body: (OutputWriter) throws(OutputWriter.Failure) -> OutputWriter.Report
    ) throws -> OutputWriter.Report {
        let written: OutputWriter.Report
        do {
            written = try body(OutputWriter(directory: directory, dryRun: upToDate.check))
        } catch {
            Terminal.writeError("viewspecc: error: \(error)")
            throw ExitCode(ExitStatus.usage)
        }
        summarize(written, of: output, in: directory)
        return written
    }

    private func summarize(_ written: OutputWriter.Report, of output: String, in directory: String) {
        // A dry run lists its findings at the end instead.
        guard !upToDate.check, !report.quiet else { return }
        Terminal.writeError(
            "viewspecc: \(output) in '\(directory)': \(CompilationSummary.plural(written.written.count, "file")) written, "
                + "\(written.unchanged.count) unchanged, \(written.removed.count) stale removed")
    }
}

extension SwiftEmitter.AccessLevel: ExpressibleByArgument {}

/// A viewport written `390x844`: two positive sizes in points.
struct ViewportSize: ExpressibleByArgument {
    var rect: Rect

    init?(argument: String) {
        guard let rect = SettingSyntax.viewport(argument) else { return nil }
        self.rect = rect
    }

    var defaultValueDescription: String { SettingSyntax.viewportText(rect) }
}
