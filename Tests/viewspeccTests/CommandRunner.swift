import Foundation
import Testing

/// Runs the built `viewspecc` as a user would and captures what it prints.
struct CommandRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The executable next to the test bundle, or `VIEWSPECC` when set.
    static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["VIEWSPECC"] { return URL(fileURLWithPath: path) }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // On Linux the tests run from `<build>/<configuration>/X.xctest`; elsewhere from inside a bundle.
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("viewspecc").path),
            directory.pathComponents.count > 1
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("viewspecc")
    }

    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var processEnvironment = ProcessInfo.processInfo.environment
        processEnvironment.merge(environment) { _, new in new }
        process.environment = processEnvironment
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read both pipes before waiting, so a large report cannot fill a pipe and block.
        let outData = stdout.fileHandleForReading.readDataToEndOfFile()
        let errData = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A fresh temporary directory holding the given files.
func makeDirectory(_ files: [String: [UInt8]]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("viewspecc-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (name, bytes) in files {
        let url = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }
    return root
}

/// Removes a tree whose paths may be longer than the system allows, which `rm` walks level
/// by level.
func removeTree(_ root: URL) {
    let remover = Process()
    remover.executableURL = URL(fileURLWithPath: "/bin/rm")
    remover.arguments = ["-rf", root.path]
    try? remover.run()
    remover.waitUntilExit()
}
