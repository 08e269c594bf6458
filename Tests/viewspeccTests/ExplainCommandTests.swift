import Foundation
import Testing

@Suite struct ExplainCommandTests {
    @Test func explainsByCodeOrNameInAnyCase() throws {
        let byCode = try CommandRunner.run(["explain", "VS0203"])
        #expect(byCode.status == 0)
        #expect(byCode.stdout.hasPrefix("VS0203 unreachable-screen (warning, check; --disable or rules.disable in viewspec.yml turns it off)\n"))
        #expect(byCode.stdout.contains("Triggers it (↓ marks where it is reported):"))
        #expect(byCode.stdout.contains("Does not trigger it:"))
        for spelling in ["vs0203", "unreachable-screen", "Unreachable-Screen"] {
            #expect(try CommandRunner.run(["explain", spelling]).stdout == byCode.stdout, "\(spelling)")
        }
    }

    @Test func explainsLoaderAndDecoderRulesWithTheirFix() throws {
        let output = try CommandRunner.run(["explain", "unknown-key"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("        ↓titel: General\n"))
        #expect(output.stdout.contains("Its fix-its correct this (↓ marks where it is reported):\n"))
        #expect(output.stdout.contains("into this:\n"))
        #expect(output.stdout.contains("        title: General\n"))
    }

    @Test func anUnknownRuleSuggestsTheNearestAndExitsTwo() throws {
        let output = try CommandRunner.run(["explain", "duplicate-kye"])
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == "viewspecc: error: unknown rule 'duplicate-kye'; did you mean 'duplicate-key'?\n")
        let code = try CommandRunner.run(["explain", "VS0230x"])
        #expect(code.status == 2)
        #expect(try CommandRunner.run(["explain"]).status == 2)
    }

    @Test func listsEveryRule() throws {
        let output = try CommandRunner.run(["explain", "--list"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("VS0001  yaml-syntax ") == true)
        #expect(lines.contains { $0.hasPrefix("VS0203  unreachable-screen ") && $0.contains("  warning  ") })
        #expect(lines.count > 50)
        #expect(lines.contains("Reported by viewspecc import about the native settings files it reads:"))
        #expect(lines.contains { $0.hasPrefix("VS0512  misspelt-specifier-key ") && $0.contains("  warning  ") })
    }

    /// The import's diagnostics are about property lists and Android resources, not
    /// specs, so they are not rules; explain still knows them, by code and by name.
    @Test func explainsTheImportsDiagnostics() throws {
        let byCode = try CommandRunner.run(["explain", "VS0510"])
        #expect(byCode.status == 0)
        #expect(byCode.stdout.hasPrefix("VS0510 default-not-among-values (warning, reported by viewspecc import about the files it reads)\n"))
        #expect(byCode.stdout.contains("lint never reports it"))
        for spelling in ["vs0510", "default-not-among-values"] {
            #expect(try CommandRunner.run(["explain", spelling]).stdout == byCode.stdout, "\(spelling)")
        }
        #expect(try CommandRunner.run(["explain", "VS0500"]).stdout.hasPrefix("VS0500 xml-syntax (error,"))
    }
}
