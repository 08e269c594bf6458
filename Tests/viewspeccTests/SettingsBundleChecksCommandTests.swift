import Foundation
import Testing

/// The checks of a Settings.bundle export run when the configuration asks for a bundle, so
/// that lint says what build says; not otherwise.
@Suite struct SettingsBundleChecksCommandTests {
    static let spec = Array("""
        viewspec: 1
        models:
          S: {kind: preferences, fields: {name: String, count: {type: Int, default: 1}}}
        preferences:
          Root:
            model: S
            sections:
              - items:
                  - textField: name
                  - stepper: count
                  - button: signOut

        """.utf8)

    @Test func lintReportsWhatTheConfiguredBundleCannotSay() throws {
        for (configuration, expected) in [
            ("inputs: [specs]\n", [String]()),
            ("inputs: [specs]\noutput: {settings-bundle: Settings.bundle}\n", ["VS0269", "VS0270"]),
            ("inputs: [specs]\noutput: {settings-bundle: Settings.bundle, settings-bundle-dialect: inappsettingskit}\n", ["VS0269"]),
        ] {
            let directory = try makeDirectory(["viewspec.yml": Array(configuration.utf8), "specs/app.yaml": Self.spec])
            defer { try? FileManager.default.removeItem(at: directory) }
            let lint = try CommandRunner.run(["lint"], in: directory)
            #expect(lint.status == 0, "\(lint.stderr)")
            let codes = ["VS0269", "VS0270"].filter { lint.stdout.contains("[\($0)]") || lint.stderr.contains("[\($0)]") }
            #expect(codes == expected, "\(configuration): \(lint.stdout)")
        }
    }
}
