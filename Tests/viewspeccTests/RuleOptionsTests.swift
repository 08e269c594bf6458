import Foundation
import Testing

@Suite struct RuleOptionsTests {
    /// A project whose only finding is the warning VS0203 unreachable-screen, at 6:3.
    static let warningOnly: [String: [UInt8]] = [
        "app.yaml": Array("""
            viewspec: 1
            models:
              S: {kind: preferences, fields: {on: Bool}}
            preferences:
              A: {model: S, entry: true, sections: [{items: [{toggle: on}]}]}
              B: {model: S, sections: [{items: [{toggle: on}]}]}

            """.utf8),
    ]

    @Test func warningsPassUnlessStrict() throws {
        let directory = try makeDirectory(Self.warningOnly)
        defer { try? FileManager.default.removeItem(at: directory) }
        let lenient = try CommandRunner.run(["lint", "."], in: directory)
        #expect(lenient.status == 0)
        #expect(lenient.stdout.contains("app.yaml:6:3: warning:"))
        #expect(lenient.stdout.contains("[VS0203]"))
        let strict = try CommandRunner.run(["lint", "--strict", "."], in: directory)
        #expect(strict.status == 1)
        #expect(strict.stdout == lenient.stdout)
    }

    @Test func strictBuildWritesNothingWhenAWarningRemains() throws {
        let directory = try makeDirectory(Self.warningOnly)
        defer { try? FileManager.default.removeItem(at: directory) }
        let build = try CommandRunner.run(["build", "--strict", ".", "--out", "layout"], in: directory)
        #expect(build.status == 1)
        #expect(build.stderr.contains("nothing written to 'layout'"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("layout").path))
    }

    @Test func aDisabledRuleIsNotReportedByCodeOrName() throws {
        let directory = try makeDirectory(Self.warningOnly)
        defer { try? FileManager.default.removeItem(at: directory) }
        for rule in ["VS0203", "unreachable-screen", "Unreachable-Screen"] {
            let output = try CommandRunner.run(["lint", "--strict", "--disable", rule, "."], in: directory)
            #expect(output.status == 0, "\(rule): \(output.stdout)")
            #expect(output.stdout.isEmpty)
        }
    }

    @Test func anUnknownRuleIsAUsageErrorWithASuggestion() throws {
        let directory = try makeDirectory(Self.warningOnly)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint", "--disable", "unreachable-scren", "."], in: directory)
        #expect(output.status == 2)
        #expect(output.stderr.contains("viewspecc: error: unknown rule 'unreachable-scren'; did you mean 'unreachable-screen'?"))
        let decoder = try CommandRunner.run(["lint", "--enable", "VS0102", "."], in: directory)
        #expect(decoder.status == 2)
        #expect(decoder.stderr.contains("VS0102 unknown-key is reported while reading the spec language and cannot be enabled or disabled"))
    }
}
