/// What an import gives: the spec files to write, what it found in the source files, and
/// how much came over without loss.
package struct ImportResult: Sendable {
    /// The spec files to write; empty when an error was found.
    package var files: [ImportedProjectWriter.File]
    /// What the import found in the source files, sorted, and the compiler's errors in the
    /// specs it made, if any.
    package var diagnostics: [Diagnostic]
    /// Every file read and every spec made, for a report's lines and columns.
    package var sources: [SourceFile]
    package var statistics: ImportStatistics
    package var project: ImportedProject?
}

/// `viewspecc import settings-bundle`: the whole import of one Settings.bundle as one call.
///
/// The spec files are checked with the compiler before they are handed out: an import
/// never writes specs that `viewspecc lint` would refuse. Should the compiler find an error
/// in them all the same, the import fails with that error, and nothing is written.
package enum SettingsBundleImport {
    /// How the command is named in the files' header comments.
    package static let command = "viewspecc import settings-bundle"

    /// Imports the bundle at `path` into a model named `modelName` (by default `Settings`).
    package static func run(bundle path: String, modelName: String = "Settings", limits: ImportLimits = .standard) -> ImportResult {
        let bundle: SettingsBundle
        do {
            bundle = try SettingsBundle(path: path, limits: limits)
        } catch {
            let diagnostic = Diagnostic.error(.settingsBundleStructure, error.message, at: .startOfFile(path))
            return ImportResult(files: [], diagnostics: [diagnostic], sources: [], statistics: ImportStatistics(), project: nil)
        }
        let importer = SettingsBundleImporter(bundle: bundle, modelName: modelName)
        let project = importer.run()
        var diagnostics = bundle.diagnostics
        var sources = bundle.reportSources
        var files: [ImportedProjectWriter.File] = []
        if let project {
            files = ImportedProjectWriter().files(for: project, command: command)
            let specs = files.map { SourceFile(path: $0.fileName, text: $0.text) }
            let errors = Compiler().compile(sources: specs).diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty {
                diagnostics += errors
                sources += specs
                files = []
            }
        }
        return ImportResult(
            files: files, diagnostics: diagnostics.sortedAndDeduplicated(), sources: sources, statistics: importer.statistics, project: project)
    }
}
