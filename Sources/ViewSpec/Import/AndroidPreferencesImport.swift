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
        let project = importer.finish(modelName: modelName)
        var diagnostics = resources.diagnostics + importer.diagnostics
        var sources = resources.reportSources + importer.reportSources
        var files: [ImportedProjectWriter.File] = []
        if let project, !diagnostics.hasErrors {
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
