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
            At least one output (--out, --swift, --settings-bundle or --android-res) is required. Files whose content is unchanged are left \
            untouched. Layout documents the previous index listed that no longer exist are \
            removed, and so are Swift files that begin with the generated header but that \
            no spec file generates any more; nothing else is. New and changed files are \
            staged first and published together, so a build that fails changes nothing; a \
            build into a directory another build is writing waits for it. \
            --settings-bundle exports the preference screens as an iOS Settings.bundle \
            (see docs/export.md); what it cannot say is reported as a warning. \
            --android-res exports them as Android resources for androidx.preference \
            (res/xml screens, res/values texts and arrays; see docs/export.md); what \
            androidx.preference cannot show is reported as a warning.

            Examples:
              viewspecc build specs/ --out .build/layout
              viewspecc build specs/ --swift Sources/App/Generated
              viewspecc build specs/ --settings-bundle App/Settings.bundle
              viewspecc build specs/ --android-res app/src/main/res-viewspec
              viewspecc build specs/ --out layout --viewport 375x667
              viewspecc build specs/ --out layout --pretty-layout
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

    @Option(help: ArgumentHelp("Directory to write a Settings.bundle to (docs/export.md); created when missing. (default: output.settings-bundle in viewspec.yml)", valueName: "dir"))
    var settingsBundle: String?

    @Option(help: ArgumentHelp("Reader the Settings.bundle is written for: apple or inappsettingskit. (default: output.settings-bundle-dialect in viewspec.yml, else apple)", valueName: "dialect"))
    var settingsBundleDialect: SettingsBundleDialect?

    @Option(help: ArgumentHelp("Resource folder to write Android preference screens, texts and arrays to (docs/export.md); created when missing. (default: output.android-res in viewspec.yml)", valueName: "dir"))
    var androidRes: String?

    @OptionGroup
    var layout: ViewportOptions

    @Flag(help: "Write the layout documents indented, for reading and diffs, rather than as one compact line each.")
    var prettyLayout = false

    @OptionGroup
    var project: ProjectOptions

    @OptionGroup(title: "Up-to-date check")
    var upToDate: UpToDateOptions

    private var report: ReportOptions { project.report }

    func validate() throws {
        if out?.isEmpty == true { throw ValidationError("--out needs a directory.") }
        if swift?.isEmpty == true { throw ValidationError("--swift needs a directory.") }
        if settingsBundle?.isEmpty == true { throw ValidationError("--settings-bundle needs a directory.") }
        if androidRes?.isEmpty == true { throw ValidationError("--android-res needs a directory.") }
    }

    func run() throws {
        let settings = try project.settings(paths: paths, viewport: layout.viewport?.rect)
        // Outputs named on the command line replace the configuration's: a build step that asks
        // for Swift alone must not also write the layout somewhere the configuration says.
        let fromCommandLine = self.out != nil || self.swift != nil || self.settingsBundle != nil || self.androidRes != nil
        let out = fromCommandLine ? self.out : settings.configuration?.layoutOutput
        let swift = fromCommandLine ? self.swift : settings.configuration?.swiftOutput
        let bundle = fromCommandLine ? self.settingsBundle : settings.configuration?.settingsBundleOutput
        let androidRes = fromCommandLine ? self.androidRes : settings.configuration?.androidResourcesOutput
        let dialect = settingsBundleDialect ?? settings.configuration?.settingsBundleDialect ?? .apple
        guard out != nil || swift != nil || bundle != nil || androidRes != nil else {
            Terminal.writeError(
                "viewspecc: error: nothing to write: give --out, --swift, --settings-bundle or --android-res, or output.layout, output.swift, output.settings-bundle or output.android-res in \(ProjectConfiguration.fileName)")
            throw ExitCode(ExitStatus.usage)
        }
        let destinations = [out, swift, bundle, androidRes].compactMap { $0 }.map { "'\(FilePathText.displayed($0))'" }.joined(separator: " or ")
        let outputs = Set([out.map { _ in GeneratedOutput.layout }, swift.map { _ in GeneratedOutput.swift }].compactMap { $0 })
        try DiagnosticOutput.refuseDisabledGuards(of: outputs, in: settings)
        let inputs = try DiagnosticOutput.inputs(in: settings.inputs)
        // What the Settings.bundle or the Android resources cannot say is reported by checks,
        // as lint with the same configuration reports it.
        var options = settings.options(exportingSettingsBundleIn: bundle.map { _ in dialect }, androidResources: androidRes != nil)
        // The Swift emitter reads the names the checks made rather than naming the project again.
        options.retainsSwiftNames = swift != nil
        let compilation = DiagnosticOutput.compile(inputs, with: Compiler(options: options), options: report)
        // Every diagnostic comes from the compilation, as lint reports it: the emitters report nothing.
        let reported = try DiagnosticOutput.report(compilation, options: report)
        if let status = DiagnosticOutput.failureStatus(for: reported, strict: settings.strict) {
            Terminal.writeError("viewspecc: nothing written to \(destinations)")
            throw ExitCode(status)
        }
        let checked = try DiagnosticOutput.checked(compilation, for: outputs, destinations: destinations)
        // Every output is staged before any is published, and published together: a build
        // that fails leaves every output directory as it was.
        var stages: [(directory: String, output: String, stage: OutputStage)] = []
        if let out {
            let emitter = LayoutEmitter(
                viewport: settings.options.viewport, inputs: settings.inputs, style: prettyLayout ? .pretty : .compact)
            stages.append((out, "layout", try stage(to: out, destinations: destinations) { writer throws(OutputWriter.Failure) in
                try writer.stageLayout(of: checked, with: emitter)
            }))
        }
        if let swift {
            let generated = SwiftEmitter(access: swiftAccess ?? settings.configuration?.swiftAccess ?? .public, inputs: settings.inputs).emit(checked)
            do {
                stages.append((swift, "Swift", try writer(for: swift).stage(generated)))
            } catch {
                for staged in stages { staged.stage.abandon() }
                Terminal.writeError("viewspecc: error: \(error); nothing written to \(destinations)")
                throw ExitCode(ExitStatus.usage)
            }
        }
        if let bundle {
            let output = SettingsBundleEmitter(dialect: dialect).emit(checked)
            do {
                // One stage per folder, including folders whose files are all stale.
                for stage in try writer(for: bundle).stage(output) { stages.append((stage.directory, "Settings.bundle", stage)) }
            } catch {
                for staged in stages { staged.stage.abandon() }
                Terminal.writeError("viewspecc: error: \(error); nothing written to \(destinations)")
                throw ExitCode(ExitStatus.usage)
            }
        }
        if let androidRes {
            let output = AndroidResourcesEmitter().emit(checked)
            do {
                for stage in try writer(for: androidRes).stage(output) { stages.append((stage.directory, "Android resources", stage)) }
            } catch {
                for staged in stages { staged.stage.abandon() }
                Terminal.writeError("viewspecc: error: \(error); nothing written to \(destinations)")
                throw ExitCode(ExitStatus.usage)
            }
        }
        let written: [OutputWriter.Report]
        do {
            written = try OutputWriter.publish(stages.map(\.stage))
        } catch {
            Terminal.writeError("viewspecc: error: \(error); nothing written to \(destinations)")
            throw ExitCode(ExitStatus.usage)
        }
        for (staged, report) in zip(stages, written) { summarize(report, of: staged.output, in: staged.directory) }
        if upToDate.check { try UpToDateCheck.finish(zip(stages, written).map { ($0.directory, $1) }) }
    }

    /// The writer of one output directory, which says so when another build holds it.
    private func writer(for directory: String) -> OutputWriter {
        OutputWriter(directory: directory, dryRun: upToDate.check) { holder in
            let process = holder.map { " (process \($0))" } ?? ""
            Terminal.writeError(
                "viewspecc: waiting for another build\(process) writing to '\(FilePathText.displayed(directory))' to finish")
        }
    }

    /// Stages one output directory with `body`; a failure is reported and nothing is written.
    private func stage(
        to directory: String, destinations: String, _ body: (OutputWriter) throws(OutputWriter.Failure) -> OutputStage
    ) throws -> OutputStage {
        do {
            return try body(writer(for: directory))
        } catch {
            Terminal.writeError("viewspecc: error: \(error); nothing written to \(destinations)")
            throw ExitCode(ExitStatus.usage)
        }
    }

    private func summarize(_ written: OutputWriter.Report, of output: String, in directory: String) {
        // A dry run lists its findings at the end instead.
        guard !upToDate.check, !report.quiet else { return }
        Terminal.writeError(
            "viewspecc: \(output) in '\(FilePathText.displayed(directory))': \(CompilationSummary.plural(written.written.count, "file")) written, "
                + "\(written.unchanged.count) unchanged, \(written.removed.count) stale removed")
    }
}

extension SwiftEmitter.AccessLevel: ExpressibleByArgument {}
extension SettingsBundleDialect: ExpressibleByArgument {}
