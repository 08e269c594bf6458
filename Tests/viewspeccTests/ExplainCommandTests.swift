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
    }
}
