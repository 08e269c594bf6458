import Foundation
import Testing

/// `viewspecc build --settings-bundle`: the bundle's files, the dialect, warnings from the
/// checks, an unchanged rebuild, and the configuration's `output.settings-bundle`.
@Suite struct SettingsBundleCommandTests {
    static let spec = Array("""
        viewspec: 1
        models:
          S: {kind: preferences, fields: {sound: {type: Bool, default: true}}}
        preferences:
          Root:
            model: S
            sections:
              - title: {localized: SOUND, default: Sound}
                items:
                  - toggle: sound
                  - button: signOut

        """.utf8)

    @Test func buildWritesTheBundleAndReportsWhatItLeavesOut() throws {
        let directory = try makeDirectory(["specs/app.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: directory) }
        let build = try CommandRunner.run(["build", "specs", "--settings-bundle", "Settings.bundle"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        #expect((build.stdout + build.stderr).contains("[VS0270]"))
        let root = try String(contentsOf: directory.appendingPathComponent("Settings.bundle/Root.plist"), encoding: .utf8)
        #expect(root.contains("<string>PSToggleSwitchSpecifier</string>"))
        #expect(!root.contains("IASKButtonSpecifier"))
        let strings = try String(contentsOf: directory.appendingPathComponent("Settings.bundle/en.lproj/Root.strings"), encoding: .utf8)
        #expect(strings == "\"SOUND\" = \"Sound\";\n")

        let again = try CommandRunner.run(["build", "specs", "--settings-bundle", "Settings.bundle"], in: directory)
        #expect(again.stderr.contains("0 files written, 1 unchanged"), "\(again.stderr)")

        let inApp = try CommandRunner.run(
            ["build", "specs", "--settings-bundle", "Settings.bundle", "--settings-bundle-dialect", "inappsettingskit"], in: directory)
        #expect(inApp.status == 0, "\(inApp.stderr)")
        #expect(!(inApp.stdout + inApp.stderr).contains("[VS0270]"))
        #expect(try String(contentsOf: directory.appendingPathComponent("Settings.bundle/Root.plist"), encoding: .utf8).contains("IASKButtonSpecifier"))
    }

    @Test func theConfigurationsBundleIsWrittenByAPlainBuild() throws {
        let directory = try makeDirectory([
            "viewspec.yml": Array("inputs: [specs]\noutput: {settings-bundle: App/Settings.bundle}\n".utf8), "specs/app.yaml": Self.spec,
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let build = try CommandRunner.run(["build"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("App/Settings.bundle/Root.plist").path))
    }

    @Test func anEmptyDirectoryIsAUsageError() throws {
        let directory = try makeDirectory(["specs/app.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: directory) }
        let build = try CommandRunner.run(["build", "specs", "--settings-bundle", ""], in: directory)
        #expect(build.status != 0)
        #expect(build.stderr.contains("--settings-bundle needs a directory"))
    }
}
