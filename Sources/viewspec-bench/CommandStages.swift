import Foundation

/// `viewspecc` itself, run as a process of its own on the same project: what a developer
/// or a build step waits for, start-up and exit included. The in-process stages leave
/// those out, and they reuse their memory from one repetition to the next, so they do not
/// see the page faults of a process that starts empty.
struct CommandStages {
    /// As the user gave it, for messages.
    var executable: String
    var project: String
    /// Where the command's layout goes, apart from the in-process stages' layout.
    var outputRoot: String

    /// `viewspecc lint <project>`.
    func lint() throws { try run(["lint", project]) }

    /// `viewspecc build <project> --out <dir>`.
    func build() throws { try run(["build", project, "--out", outputRoot]) }

    /// Runs each once, and checks that the command's layout is byte for byte the one the
    /// in-process build wrote to `reference`: the two must be timing the same work.
    func verify(against reference: String) throws {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw Stages.Failure(description: "--command: '\(executable)' is not an executable file")
        }
        try lint()
        try clearOutput()
        try build()
        let fileManager = FileManager.default
        let expected = try fileManager.contentsOfDirectory(atPath: reference).sorted()
        let found = try fileManager.contentsOfDirectory(atPath: outputRoot).sorted()
        if let missing = expected.first(where: { !found.contains($0) }) {
            throw Stages.Failure(description: "--command did not write '\(missing)', which the library wrote; is it built from this checkout?")
        }
        if let extra = found.first(where: { !expected.contains($0) }) {
            throw Stages.Failure(description: "--command wrote '\(extra)', which the library did not; is it built from this checkout?")
        }
        for name in expected where fileManager.contents(atPath: reference + "/" + name) != fileManager.contents(atPath: outputRoot + "/" + name) {
            throw Stages.Failure(description: "--command wrote a different '\(name)' than the library; is it built from this checkout?")
        }
        print("Checked: '\(executable)' lints the project without a problem and builds the same layout")
    }

    func clearOutput() throws {
        if FileManager.default.fileExists(atPath: outputRoot) { try FileManager.default.removeItem(atPath: outputRoot) }
    }

    private func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable).standardizedFileURL
        // A viewspec.yml around the working directory must not change what is timed.
        process.arguments = arguments + ["--no-config"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Stages.Failure(
                description: "'\(([executable] + process.arguments!).joined(separator: " "))' ended with status \(process.terminationStatus)")
        }
    }
}
