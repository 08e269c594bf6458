import Foundation
import Testing

/// Standard output may be a full disk (`/dev/full` answers every write with ENOSPC) or a
/// file that cannot take the report: the command says so and exits with status 2, as when
/// a `--report` file cannot be written, rather than crashing.
@Suite struct StandardOutputFailureTests {
    private func fullDevice() throws -> FileHandle {
        try #require(FileHandle(forWritingAtPath: "/dev/full"))
    }

    @Test(arguments: [
        ["lint", "--no-config", "--format", "sarif", "specs"],
        ["lint", "--no-config", "--format", "json", "specs"],
        ["build", "--no-config", "--format", "json", "specs", "--check", "--out", "Tests/ViewSpecTests/Golden/layout"],
        ["explain", "--list"],
        ["explain", "VS0003"],
        ["schema"],
    ])
    func aReportThatCannotBeWrittenIsAnError(_ arguments: [String]) throws {
        let output = try CommandRunner.run(arguments, in: BuildCommandTests.repositoryRoot, standardOutput: try fullDevice(), timeout: 60)
        #expect(output.status == 2, "\(arguments): \(output.stderr)")
        #expect(
            output.stderr.contains("viewspecc: error: cannot write to standard output: \(String(cString: strerror(ENOSPC)))"),
            "\(arguments): \(output.stderr)")
    }

    /// The text report of a spec with an error, cut short.
    @Test func aTextReportThatCannotBeWrittenIsAnError() throws {
        let directory = try makeDirectory(["a.yaml": Array("a: 1\na: 2\n".utf8)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint", "--no-config", "a.yaml"], in: directory, standardOutput: try fullDevice(), timeout: 60)
        #expect(output.status == 2)
        #expect(output.stderr.contains("cannot write to standard output"), "\(output.stderr)")
    }

    /// The configuration's problems are a report too.
    @Test func configurationProblemsThatCannotBeWrittenAreAnError() throws {
        let directory = try makeDirectory(["viewspec.yml": Array("inputz: [specs]\n".utf8)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint", "."], in: directory, standardOutput: try fullDevice(), timeout: 60)
        #expect(output.status == 2)
        #expect(output.stderr.contains("cannot write to standard output"), "\(output.stderr)")
    }

    /// Nothing is left to tell when standard error is full: the command carries on and
    /// exits as it would have.
    @Test func aFullStandardErrorIsNotACrash() throws {
        let output = try CommandRunner.runShell(#"exec "$VIEWSPECC" lint --no-config specs 2>/dev/full"#, in: BuildCommandTests.repositoryRoot)
        #expect(output.status == 0)
    }
}
