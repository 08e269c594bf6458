import ArgumentParser
import Foundation
import ViewSpec

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turns native settings screens into spec files.",
        subcommands: [SettingsBundleImportCommand.self, AndroidPreferencesImportCommand.self]
    )
}

struct SettingsBundleImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings-bundle",
        abstract: "Imports a Settings.bundle as one preferences model and one spec file per pane.",
        discussion: """
            Reads Root.plist (and Root.inApp.plist, InAppSettingsKit's in-app root, when the \
            bundle has it), every pane their child panes reach, XML or binary, each with \
            its device variants (Root~iphone.plist, Root~ipad.plist) merged into its \
            screen, and the strings tables of the bundle's English (else Base, else first) localization for \
            the texts. Writes the model and one spec file per pane into --out, which \
            'viewspecc lint' accepts. What the bundle's files get wrong, and everything the \
            spec language cannot express yet, is reported as a warning at its line in the \
            property list (see docs/import.md).

            Exit status: 0 imported (warnings allowed), 1 when an error was found (or, \
            with --strict, a warning): nothing is then written; 2 for usage and I/O \
            problems (no such bundle, an output that cannot be written).

            Examples:
              viewspecc import settings-bundle App/Settings.bundle --out specs/settings
              viewspecc import settings-bundle Settings.bundle --out specs --model AppSettings
              viewspecc import settings-bundle Settings.bundle --out specs --format json > import.json
            """
    )

    @Argument(help: ArgumentHelp("The Settings.bundle directory to import.", valueName: "bundle"))
    var bundle: String

    @OptionGroup
    var output: ImportOutputOptions

    func run() throws {
        guard FilePathText.isDirectory(bundle) else {
            Terminal.writeError("viewspecc: error: '\(FilePathText.displayed(bundle))' is not a directory; expected a Settings.bundle")
            throw ExitCode(ExitStatus.usage)
        }
        let imported = SettingsBundleImport.run(bundle: bundle, modelName: output.model)
        try ImportOutput.finish(imported, source: bundle, options: output)
    }
}

/// Where an import writes its specs, the model they bind, and how it reports.
struct ImportOutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Directory to write the spec files to; created when missing.", valueName: "dir"))
    var out: String

    @Option(help: ArgumentHelp("Name of the preferences model every imported screen binds.", valueName: "name"))
    var model = "Settings"

    @Flag(help: "Fail, and write nothing, when the import reports any warning.")
    var strict = false

    @OptionGroup
    var report: ReportOptions

    func validate() throws {
        if out.isEmpty { throw ValidationError("--out needs a directory.") }
        if model.isEmpty || model.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control }) {
            throw ValidationError("--model needs a name without white space or control characters.")
        }
    }
}

/// How every import reports what it found and writes its specs.
enum ImportOutput {
    static func finish(_ imported: ImportResult, source: String, options: ImportOutputOptions) throws {
        let (out, strict, report) = (options.out, options.strict, options.report)
        let fileCount = Set(imported.sources.map(\.path)).count
        let reported = try DiagnosticOutput.report(
            DiagnosticReport(diagnostics: imported.diagnostics, sources: imported.sources, fileCount: fileCount, paths: report.paths), options: report)
        let destination = "'\(FilePathText.displayed(out))'"
        if let status = DiagnosticOutput.failureStatus(for: reported, strict: strict) {
            Terminal.writeError("viewspecc: nothing written to \(destination)")
            throw ExitCode(status)
        }
        guard !imported.files.isEmpty else {
            Terminal.writeError("viewspecc: nothing written to \(destination)")
            throw ExitCode(ExitStatus.errorsFound)
        }
        let written: OutputWriter.Report
        do {
            written = try OutputWriter.publish([OutputWriter(directory: out).stage(imported.files, writtenBy: imported.command)])[0]
        } catch {
            Terminal.writeError("viewspecc: error: \(error); nothing written to \(destination)")
            throw ExitCode(ExitStatus.usage)
        }
        guard !report.quiet else { return }
        Terminal.writeError("viewspecc: imported '\(FilePathText.displayed(source))': \(imported.statistics.summary)")
        Terminal.writeError(
            "viewspecc: specs in \(destination): \(CompilationSummary.plural(written.written.count, "file")) written, "
                + "\(written.unchanged.count) unchanged, \(written.removed.count) stale removed")
    }
}

struct AndroidPreferencesImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "android-preferences",
        abstract: "Imports Android preference screens as one preferences model and one spec file per screen.",
        discussion: """
            Reads each preference screen (res/xml/*.xml), resolving @string/, @array/, \
            @bool/ and @integer/ references from the resource folder's values/*.xml. \
            Writes the model and one spec file per screen (and per nested \
            PreferenceScreen) into --out, which 'viewspecc lint' accepts. What the files \
            get wrong, and everything the spec language cannot express yet, is reported \
            as a warning at its line (see docs/import.md).

            Exit status: 0 imported (warnings allowed), 1 when an error was found (or, \
            with --strict, a warning): nothing is then written; 2 for usage and I/O \
            problems.

            Examples:
              viewspecc import android-preferences app/src/main/res/xml/settings.xml --res app/src/main/res --out specs
            """
    )

    @Argument(help: ArgumentHelp("The preference screen files to import.", valueName: "xml"))
    var files: [String]

    @Option(help: ArgumentHelp("The resource folder whose values/*.xml the references name.", valueName: "dir"))
    var res: String?

    @OptionGroup
    var output: ImportOutputOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("Give at least one preference screen file.") }
    }

    func run() throws {
        if let res, !FilePathText.isDirectory(res) {
            Terminal.writeError("viewspecc: error: '\(FilePathText.displayed(res))' is not a directory; expected a resource folder")
            throw ExitCode(ExitStatus.usage)
        }
        let imported = AndroidPreferencesImport.run(files, resourceFolder: res, modelName: output.model)
        try ImportOutput.finish(imported, source: files.count == 1 ? files[0] : "\(files.count) preference screens", options: output)
    }
}
