import Foundation
import Testing
@testable import viewspec_bench

/// `--command` times an executable the user names; before timing it, the benchmark must
/// make sure it does the same work as the library, and say so when it does not.
@Suite struct CommandStagesTests {
    private func makeDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-command-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A stand-in for viewspecc: `build <project> --out <dir>` writes `name` holding
    /// `content` into `<dir>`; every command exits with `status`.
    private func fakeCommand(in directory: String, writing name: String, content: String, status: Int32 = 0) throws -> String {
        let path = directory + "/fake-viewspecc"
        let script = """
            #!/bin/sh
            if [ "$1" = build ]; then mkdir -p "$4" && printf '%s' '\(content)' > "$4/\(name)"; fi
            exit \(status)
            """
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    private func reference(in directory: String) throws -> String {
        let path = directory + "/reference"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try "{}\n".write(toFile: path + "/Main.table.json", atomically: true, encoding: .utf8)
        return path
    }

    @Test func aCommandThatWritesTheSameLayoutIsAccepted() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stages = CommandStages(
            executable: try fakeCommand(in: directory, writing: "Main.table.json", content: "{}\n"), project: directory,
            outputRoot: directory + "/out")
        try stages.verify(against: try reference(in: directory))
        let timing = try Timing.ofChildren { try stages.lint() }
        #expect(timing.wallSeconds > 0)
    }

    @Test func aCommandThatWritesOtherFilesIsRefused() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stages = CommandStages(
            executable: try fakeCommand(in: directory, writing: "Other.table.json", content: "{}\n"), project: directory,
            outputRoot: directory + "/out")
        do {
            try stages.verify(against: try reference(in: directory))
            Issue.record("expected the command to be refused")
        } catch {
            #expect("\(error)".contains("did not write 'Main.table.json'"), "\(error)")
        }
    }

    @Test func aCommandThatWritesOtherBytesIsRefused() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stages = CommandStages(
            executable: try fakeCommand(in: directory, writing: "Main.table.json", content: "[]\n"), project: directory,
            outputRoot: directory + "/out")
        do {
            try stages.verify(against: try reference(in: directory))
            Issue.record("expected the command to be refused")
        } catch {
            #expect("\(error)".contains("different 'Main.table.json'"), "\(error)")
        }
    }

    @Test func aFailingCommandIsReportedWithItsStatus() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stages = CommandStages(
            executable: try fakeCommand(in: directory, writing: "Main.table.json", content: "{}\n", status: 3), project: directory,
            outputRoot: directory + "/out")
        do {
            try stages.lint()
            Issue.record("expected the failing command to be reported")
        } catch {
            #expect("\(error)".hasSuffix("lint \(directory) --no-config' ended with status 3"), "\(error)")
        }
    }

    @Test func aPathThatIsNotAnExecutableIsRefused() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stages = CommandStages(executable: directory + "/missing", project: directory, outputRoot: directory + "/out")
        do {
            try stages.verify(against: directory)
            Issue.record("expected a missing executable to be refused")
        } catch {
            #expect("\(error)".contains("is not an executable file"), "\(error)")
        }
    }
}
