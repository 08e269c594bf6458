import Foundation
import Testing

/// The check of an Android resources export runs when the configuration asks for them, so
/// that lint says what build says; not otherwise.
@Suite struct AndroidResourcesChecksCommandTests {
    static let spec = Array("""
        viewspec: 1
        models:
          S: {kind: preferences, fields: {on: Bool, ratio: {type: Float, min: 0, max: 1, default: 0.5}}}
        preferences:
          Root:
            model: S
            sections:
              - items:
                  - toggle: on
                  - slider: ratio

        """.utf8)

    @Test func lintReportsWhatTheConfiguredResourcesCannotSay() throws {
        for (configuration, expected) in [
            ("inputs: [specs]\n", [String]()),
            ("inputs: [specs]\noutput: {android-res: res}\n", ["VS0271"]),
            ("inputs: [specs]\noutput: {android-res: res, settings-bundle: Settings.bundle}\n", ["VS0271"]),
        ] {
            let directory = try makeDirectory(["viewspec.yml": Array(configuration.utf8), "specs/app.yaml": Self.spec])
            defer { try? FileManager.default.removeItem(at: directory) }
            let lint = try CommandRunner.run(["lint"], in: directory)
            #expect(lint.status == 0, "\(lint.stderr)")
            let codes = ["VS0271"].filter { lint.stdout.contains("[\($0)]") || lint.stderr.contains("[\($0)]") }
            #expect(codes == expected, "\(configuration): \(lint.stdout)")
        }
    }
}
