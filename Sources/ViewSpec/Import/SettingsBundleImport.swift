/// What an import gives: the spec files to write, what it found in the source files, and
/// how much came over without loss.
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
            return ImportResult(files: [], diagnostics: [diagnostic], sources: [], statistics: ImportStatistics(), project: nil, command: command)
        }
        let importer = SettingsBundleImporter(bundle: bundle, modelName: modelName)
        return ImportResult(
            checking: importer.run(), writtenBy: command, diagnostics: bundle.diagnostics, sources: bundle.reportSources,
            statistics: importer.statistics)
    }
}
