import Foundation
import Testing
@testable import ViewSpec

/// Every Android app of the shared `conformance/real-settings` folder imported with
/// `viewspecc import android-preferences`: its preference screens import without an
/// error with the app's values files as the resource folder, what is written compiles
/// without a finding, and the share of preferences imported without loss is printed and
/// pinned (docs/real-settings-coverage.md, "Import").
@Suite(.needsSharedMaterial) struct RealAndroidPreferencesImportTests {
    static let directory = SharedMaterial.url("conformance/real-settings/android")

    struct App: Sendable, CustomTestStringConvertible {
        var prefix: String
        /// Without loss, with loss, not imported.
        var counts: [Int]
        var testDescription: String { prefix }
    }

    static let apps = [
        App(prefix: "AntennaPod__AntennaPod", counts: [25, 11, 3]),
        App(prefix: "TeamNewPipe__NewPipe", counts: [0, 47, 0]),
        App(prefix: "beemdevelopment__Aegis", counts: [0, 29, 0]),
        App(prefix: "gsantner__markor", counts: [37, 80, 0]),
        App(prefix: "termux__termux-app", counts: [12, 0, 0]),
    ]

    /// The app's preference screens, and its values files copied into `res/values` of a
    /// scratch folder, as the corpus keeps every file of an app side by side.
    static func importApp(_ app: App) throws -> ImportResult {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(app.prefix + "__") }.sorted()
        let screens = names.filter { $0.contains("preferences") || $0.hasSuffix("_settings.xml") }
        return try withScratchDirectory { scratch in
            let values = scratch.appendingPathComponent("res/values")
            try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
            for name in names where !screens.contains(name) {
                try FileManager.default.copyItem(at: directory.appendingPathComponent(name), to: values.appendingPathComponent(name))
            }
            return AndroidPreferencesImport.run(screens.map { directory.appendingPathComponent($0).path }, resourceFolder: scratch.appendingPathComponent("res").path)
        }
    }

    @Test func everyAppIsCovered() throws {
        let prefixes = Set(try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).compactMap { name in
            Self.apps.first { name.hasPrefix($0.prefix + "__") }?.prefix ?? (name.hasSuffix(".xml") ? name : nil)
        })
        #expect(prefixes == Set(Self.apps.map(\.prefix)))
    }

    @Test(arguments: apps)
    func appImportsAndLintsClean(app: App) throws {
        let imported = try Self.importApp(app)
        let errors = imported.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        let findings = lint(imported.files)
        #expect(!imported.files.isEmpty)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        let statistics = imported.statistics
        print("import \(app.prefix): \(statistics.summary)")
        let found: [Int] = [statistics.lossless, statistics.lossy, statistics.dropped]
        #expect(found == app.counts, "\(app.prefix): \(statistics.summary)")
    }

    /// Aegis's dependencies become conditions, as the hand translation has them.
    @Test func aegisDependenciesBecomeConditions() throws {
        let imported = try Self.importApp(Self.apps[2])
        let security = try #require(imported.files.first { $0.fileName.contains("preferences_security") })
        #expect(security.text.components(separatedBy: "enabledWhen: {pref_encryption: true}").count - 1 == 4, "\(security.text)")
    }
}
