import Foundation
import Testing

/// `viewspecc build --android-res`: the resource files, warnings from the check, an
/// unchanged rebuild, a failed build that writes nothing, and `output.android-res`.
@Suite struct AndroidResourcesCommandTests {
    static let spec = Array("""
        viewspec: 1
        models:
          S: {kind: preferences, fields: {sound: {type: Bool, default: true}, ratio: {type: Float, min: 0, max: 1}}}
        preferences:
          Settings:
            model: S
            sections:
              - title: {localized: sound_section, default: Sound}
                items:
                  - toggle: sound
                  - slider: ratio

        """.utf8)

    @Test func buildWritesTheResourcesAndReportsWhatItLeavesOut() throws {
        let directory = try makeDirectory(["specs/app.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: directory) }
        let build = try CommandRunner.run(["build", "specs", "--android-res", "res"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        #expect((build.stdout + build.stderr).contains("[VS0271]"))
        let screen = try String(contentsOf: directory.appendingPathComponent("res/xml/settings.xml"), encoding: .utf8)
        #expect(screen.contains("<SwitchPreferenceCompat"))
        #expect(!screen.contains("ratio"))
        let strings = try String(contentsOf: directory.appendingPathComponent("res/values/strings.xml"), encoding: .utf8)
        #expect(strings.contains("<string name=\"sound_section\">Sound</string>"))

        let again = try CommandRunner.run(["build", "specs", "--android-res", "res"], in: directory)
        #expect(again.stderr.contains("0 files written, 1 unchanged"), "\(again.stderr)")
    }

    @Test func aBuildWithAnErrorLeavesTheResourcesAsTheyWere() throws {
        let directory = try makeDirectory(["specs/app.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try CommandRunner.run(["build", "specs", "--android-res", "res"], in: directory).status == 0)
        let before = try Data(contentsOf: directory.appendingPathComponent("res/xml/settings.xml"))
        try Data(String(decoding: Self.spec, as: UTF8.self).replacingOccurrences(of: "toggle: sound", with: "toggle: noise").utf8)
            .write(to: directory.appendingPathComponent("specs/app.yaml"))
        let failed = try CommandRunner.run(["build", "specs", "--android-res", "res"], in: directory)
        #expect(failed.status != 0)
        #expect(try Data(contentsOf: directory.appendingPathComponent("res/xml/settings.xml")) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["res", "specs"])
    }

    @Test func theConfigurationsResourcesAreWrittenByAPlainBuild() throws {
        let directory = try makeDirectory([
            "viewspec.yml": Array("inputs: [specs]\noutput: {android-res: app/res}\n".utf8), "specs/app.yaml": Self.spec,
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let build = try CommandRunner.run(["build"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        #expect((build.stdout + build.stderr).contains("[VS0271]"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("app/res/xml/settings.xml").path))
    }

    @Test func anEmptyDirectoryIsAUsageError() throws {
        let directory = try makeDirectory(["specs/app.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: directory) }
        let build = try CommandRunner.run(["build", "specs", "--android-res", ""], in: directory)
        #expect(build.status != 0)
        #expect(build.stderr.contains("--android-res needs a directory"))
    }
}
