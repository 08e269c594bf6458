import Foundation
import Testing

@Suite struct ConfigurationTests {
    static let warningOnly = RuleOptionsTests.warningOnly["app.yaml"]!

    @Test func inputsAndOutputComeFromTheConfigurationFoundAboveTheCurrentDirectory() throws {
        let directory = try makeDirectory([
            "viewspec.yml": Array("inputs: [specs]\noutput: {layout: build/layout}\n".utf8),
            "specs/app.yaml": Array("viewspec: 1\ntables:\n  T: {strings: [a, b]}\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let build = try CommandRunner.run(["build"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("build/layout/T.table.json").path))
        // From a subdirectory, the walk up finds the same file, and its paths stay relative to it.
        let nested = directory.appendingPathComponent("specs")
        let check = try CommandRunner.run(["build", "--check"], in: nested)
        #expect(check.status == 0, "\(check.stderr)")
        let lint = try CommandRunner.run(["lint"], in: nested)
        #expect(lint.status == 0)
        #expect(lint.stderr.contains("no problems found in 1 file"))
    }

    @Test func outputsOnTheCommandLineReplaceTheConfigurationsOutputs() throws {
        let directory = try makeDirectory([
            "viewspec.yml": Array("inputs: [specs]\noutput: {layout: build/layout, swift: build/swift}\n".utf8),
            "specs/app.yaml": Array("viewspec: 1\ntables:\n  T: {strings: [a, b]}\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let swiftOnly = try CommandRunner.run(["build", "--swift", "generated"], in: directory)
        #expect(swiftOnly.status == 0, "\(swiftOnly.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("generated/App.swift").path))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("build").path), "the configuration's outputs were used too")
        let both = try CommandRunner.run(["build"], in: directory)
        #expect(both.status == 0, "\(both.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("build/layout/index.json").path))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("build/swift/App.swift").path))
    }

    @Test func withoutInputsOrAConfigurationLintIsAUsageError() throws {
        let directory = try makeDirectory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint"], in: directory)
        #expect(output.status == 2)
        #expect(output.stderr.contains("give at least one spec file or directory, or list them under 'inputs' in viewspec.yml"))
    }

    @Test func theCommandLineOverridesTheConfiguration() throws {
        let directory = try makeDirectory([
            "viewspec.yml": Array("strict: true\nrules:\n  disable: [unreachable-screen]\n".utf8),
            "app.yaml": Self.warningOnly,
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try CommandRunner.run(["lint", "app.yaml"], in: directory).status == 0, "the configuration disables the only warning")
        let enabled = try CommandRunner.run(["lint", "--enable", "unreachable-screen", "app.yaml"], in: directory)
        #expect(enabled.status == 1, "re-enabled, and strict from the configuration")
        #expect(enabled.stdout.contains("[VS0203]"))
        let lenient = try CommandRunner.run(["lint", "--enable", "VS0203", "--no-strict", "app.yaml"], in: directory)
        #expect(lenient.status == 0)
        #expect(lenient.stdout.contains("[VS0203]"))
        let ignored = try CommandRunner.run(["lint", "--no-config", "--strict", "app.yaml"], in: directory)
        #expect(ignored.status == 1)
    }

    @Test func anExplicitConfigurationIsUsedInsteadOfTheSearch() throws {
        let directory = try makeDirectory([
            "viewspec.yml": Array("strict: true\n".utf8),
            "ci/lenient.yml": Array("strict: false\n".utf8),
            "app.yaml": Self.warningOnly,
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try CommandRunner.run(["lint", "app.yaml"], in: directory).status == 1)
        #expect(try CommandRunner.run(["lint", "--config", "ci/lenient.yml", "app.yaml"], in: directory).status == 0)
        let missing = try CommandRunner.run(["lint", "--config", "nope.yml", "app.yaml"], in: directory)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("configuration file 'nope.yml' does not exist"))
    }

    @Test func aBadConfigurationIsReportedWithPositionsAndExitsTwo() throws {
        let directory = try makeDirectory([
            "viewspec.yml": Array("inputs: [.]\nstrickt: true\n".utf8),
            "app.yaml": Self.warningOnly,
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint"], in: directory)
        #expect(output.status == 2)
        #expect(output.stdout.contains("viewspec.yml:2:1: error: unknown key 'strickt' in the configuration; did you mean 'strict'? [VS0102]"))
        #expect(output.stderr.contains("viewspecc: error: invalid configuration 'viewspec.yml'"))
    }

    @Test func theConfigurationsViewportAndLimitsApply() throws {
        let directory = try makeDirectory([
            "viewspec.yml": Array("limits: {max-depth: 2}\n".utf8),
            "app.yaml": Array("viewspec: 1\ntables:\n  T: {strings: [a, b]}\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let deep = try CommandRunner.run(["lint", "app.yaml"], in: directory)
        #expect(deep.status == 1)
        #expect(deep.stdout.contains("[VS0004]"))
        #expect(try CommandRunner.run(["lint", "--max-depth", "8", "app.yaml"], in: directory).status == 0)
    }
}
