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
        try writeScript(
            """
            #!/bin/sh
            if [ "$1" = build ]; then mkdir -p "$4" && printf '%s' '\(content)' > "$4/\(name)"; fi
            exit \(status)
            """, to: executable)
        try body(CommandStages(executable: executable, project: directory, outputRoot: directory + "/out"), reference)
    }

    @Test func aCommandThatWritesTheSameLayoutIsAccepted() throws {
        try withFakeCommand { stages, reference in
            try stages.verify(against: reference)
            #expect(try Timing.ofChildren { try stages.lint() }.wallSeconds > 0)
        }
    }

    /// The build into an empty directory goes where it is told, and the build over the
    /// command's own layout stays there.
    @Test func aBuildGoesIntoTheDirectoryGivenOrTheCommandsOwn() throws {
        try withFakeCommand { stages, _ in
            let elsewhere = stages.project + "/timed/0"
            try stages.build(into: elsewhere)
            #expect(FileManager.default.fileExists(atPath: elsewhere + "/Main.table.json"))
            #expect(!FileManager.default.fileExists(atPath: stages.outputRoot))
            try stages.build()
            #expect(FileManager.default.fileExists(atPath: stages.outputRoot + "/Main.table.json"))
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

    @Test func aCommandEndedByASignalIsReportedWithTheSignal() throws {
        try withFakeCommand { stages, _ in
            var killed = stages
            killed.executable = stages.project + "/killed-viewspecc"
            try writeScript("#!/bin/sh\nkill -TERM $$\n", to: killed.executable)
            expectFailure(containing: "lint \(stages.project) --no-config' was ended by signal 15") { try killed.lint() }
        }
    }

    @Test func aPathThatIsNotAnExecutableIsRefused() throws {
        try withFakeCommand { stages, reference in
            var missing = stages
            missing.executable = stages.project + "/missing"
            expectFailure(containing: "is not an executable file") { try missing.verify(against: reference) }
        }
    }

    /// Writes an executable script through a descriptor closed on exec: tests run in
    /// parallel, and a descriptor open for writing that a process started meanwhile by
    /// another test inherited would make starting the script fail with "Text file busy".
    private func writeScript(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }
}
