/// `viewspecc import android-preferences`: what importing Android preference screens gives.
///
/// As for a Settings.bundle, the specs are compiled before they are handed out, and an
/// error the compiler finds in them fails the import.
package enum AndroidPreferencesImport {
    package static let command = "viewspecc import android-preferences"

    /// Imports the preference screens at `paths` (`res/xml/*.xml`), resolving references
    /// from `resourceFolder` (`res`, whose `values/*.xml` are read).
    package static func run(
        _ paths: [String], resourceFolder: String?, modelName: String = "Settings", limits: InterchangeLimits = .standard
    ) -> ImportResult {
        let resources = AndroidResources(folder: resourceFolder, limits: limits)
        let importer = AndroidPreferencesImporter(resources: resources, limits: limits)
        for path in paths { importer.importFile(at: path) }
        return ImportResult(
            checking: importer.finish(modelName: modelName), writtenBy: command, diagnostics: resources.diagnostics + importer.diagnostics,
            sources: resources.reportSources + importer.reportSources, statistics: importer.statistics)
    }
}
