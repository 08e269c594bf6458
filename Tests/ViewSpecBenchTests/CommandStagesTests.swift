import Foundation
import Testing
@testable import viewspec_bench

/// `--command` times an executable the user names; before timing it, the benchmark must
/// make sure it does the same work as the library, and say so when it does not.
@Suite struct CommandStagesTests {
    /// Runs `body` with stages over a stand-in for viewspecc in a fresh directory, and a
    /// reference layout of one file, `Main.table.json` holding `{}`. The stand-in's
    /// `build <project> --out <dir>` writes `name` holding `content` into `<dir>`; every
    /// command it runs exits with `status`.
    private func withFakeCommand(
        writing name: String = "Main.table.json", content: String = "{}\n", status: Int32 = 0,
        _ body: (_ stages: CommandStages, _ reference: String) throws -> Void
    ) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-command-\(UUID().uuidString)").path
        let reference = directory + "/reference"
        try FileManager.default.createDirectory(atPath: reference, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "{}\n".write(toFile: reference + "/Main.table.json", atomically: true, encoding: .utf8)
        let executable = directory + "/fake-viewspecc"
        try """
            #!/bin/sh
            if [ "$1" = build ]; then mkdir -p "$4" && printf '%s' '\(content)' > "$4/\(name)"; fi
            exit \(status)
            """.write(toFile: executable, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable)
        try body(CommandStages(executable: executable, project: directory, outputRoot: directory + "/out"), reference)
    }

    @Test func aCommandThatWritesTheSameLayoutIsAccepted() throws {
        try withFakeCommand { stages, reference in
            try stages.verify(against: reference)
            #expect(try Timing.ofChildren { try stages.lint() }.wallSeconds > 0)
        }
    }

    @Test func aCommandThatWritesOtherFilesIsRefused() throws {
        try withFakeCommand(writing: "Other.table.json") { stages, reference in
            expectFailure(containing: "did not write 'Main.table.json'") { try stages.verify(against: reference) }
        }
    }

    @Test func aCommandThatWritesOtherBytesIsRefused() throws {
        try withFakeCommand(content: "[]\n") { stages, reference in
            expectFailure(containing: "different 'Main.table.json'") { try stages.verify(against: reference) }
        }
    }

    @Test func aFailingCommandIsReportedWithItsStatus() throws {
        try withFakeCommand(status: 3) { stages, _ in
            expectFailure(containing: "lint \(stages.project) --no-config' ended with status 3") { try stages.lint() }
        }
    }

    @Test func aPathThatIsNotAnExecutableIsRefused() throws {
        try withFakeCommand { stages, reference in
            var missing = stages
            missing.executable = stages.project + "/missing"
            expectFailure(containing: "is not an executable file") { try missing.verify(against: reference) }
        }
    }
}
