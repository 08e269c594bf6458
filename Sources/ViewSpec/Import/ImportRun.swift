/// The imports as one call each, laid open for the fuzz target, which lives in a package of
/// its own and so cannot see the importers themselves.
///
/// What to hold them to is the caller's: that every diagnostic lies in a file it names,
/// that the specs an import makes never hold an error (an importer leaves out, with a
/// warning, what it cannot express, and never hands the compiler a spec it refuses), and
/// that importing the same files twice gives the same specs.
@_spi(Fuzzing)
public enum ImportRun {
    /// What one import gave.
    public struct Outcome: Sendable {
        /// What the import found in the source files, and the compiler's errors in the
        /// specs it made, if any.
        public let diagnostics: [Diagnostic]
        /// Every file read and every spec made, for the diagnostics' lines and columns.
        public let sources: [SourceFile]
        /// The spec files to write, by name; empty when an error was found.
        public let specs: [(name: String, text: String)]
    }

    /// `viewspecc import settings-bundle`, on the bundle at `path`.
    public static func settingsBundle(at path: String) -> Outcome {
        Outcome(SettingsBundleImport.run(bundle: path))
    }

    /// `viewspecc import android-preferences`, on the screens at `paths`, with references
    /// resolved from `resourceFolder`.
    public static func androidPreferences(_ paths: [String], resourceFolder: String?) -> Outcome {
        Outcome(AndroidPreferencesImport.run(paths, resourceFolder: resourceFolder))
    }
}

extension ImportRun.Outcome {
    init(_ result: ImportResult) {
        self.init(diagnostics: result.diagnostics, sources: result.sources, specs: result.files.map { ($0.fileName, $0.text) })
    }
}
