import Foundation
import Testing

/// Runs the built `viewspecc` as a user would and captures what it prints.
struct CommandRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
        /// The command ran past its time and was killed: it hung.
        var timedOut = false
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

    /// Runs the command; `standardOutput`, when given, replaces the captured pipe (a file,
    /// `/dev/full`). A command still running after `timeout` is killed and reported as
    /// timed out, so that a hang fails its test instead of stopping the run.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], standardOutput: FileHandle? = nil,
        timeout: Double = 120
    ) throws -> Output {
        try run(executable: executable, arguments, in: directory, environment: environment, standardOutput: standardOutput, timeout: timeout)
    }

    /// Runs a shell script with `sh -c`, `$VIEWSPECC` naming the command: for arguments a
    /// `String` cannot carry, such as file names that are not UTF-8, which a glob or
    /// `printf` makes.
    static func runShell(_ script: String, in directory: URL? = nil, timeout: Double = 120) throws -> Output {
        try run(
            executable: URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: directory, environment: ["VIEWSPECC": executable.path],
            timeout: timeout)
    }

    private static func run(
        executable: URL, _ arguments: [String], in directory: URL?, environment: [String: String], standardOutput: FileHandle? = nil,
        timeout: Double
    ) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var processEnvironment = ProcessInfo.processInfo.environment
        processEnvironment.merge(environment) { _, new in new }
        process.environment = processEnvironment
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = standardOutput ?? stdout
        process.standardError = stderr
        try process.run()
        if standardOutput != nil { try stdout.fileHandleForWriting.close() }
        let watchdog = Watchdog(process: process, timeout: timeout)
        // Read both pipes before waiting, so a large report cannot fill a pipe and block.
        let outData = standardOutput == nil ? stdout.fileHandleForReading.readDataToEndOfFile() : Data()
        let errData = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self),
            timedOut: watchdog.finish())
    }

    /// Kills a process still running after its time.
    private final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var done = false
        private var fired = false

        init(process: Process, timeout: Double) {
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in
                lock.withLock {
                    guard !done else { return }
                    fired = true
                    kill(pid, SIGKILL)
                }
            }
        }

        /// Whether it killed the process; it will not once this returns.
        func finish() -> Bool {
            lock.withLock {
                done = true
                return fired
            }
        }
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

/// Every entry under `root`, hidden ones included, relative to it: a file's bytes as
/// text, a directory's mark, a link's target.
func directorySnapshot(_ root: URL) throws -> [String: String] {
    var entries: [String: String] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return entries }
    while let relative = enumerator.nextObject() as? String {
        let path = root.appendingPathComponent(relative).path
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        switch attributes[.type] as? FileAttributeType {
        case .typeDirectory?: entries[relative] = "(directory)"
        case .typeSymbolicLink?: entries[relative] = "-> " + (try FileManager.default.destinationOfSymbolicLink(atPath: path))
        default: entries[relative] = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        }
    }
    return entries
}

/// What differs between two snapshots, by path.
func snapshotDifference(_ expected: [String: String], _ found: [String: String]) -> String {
    let missing = expected.keys.filter { found[$0] == nil }.sorted()
    let extra = found.keys.filter { expected[$0] == nil }.sorted()
    let changed = expected.keys.filter { found[$0] != nil && found[$0] != expected[$0] }.sorted()
    return "missing \(missing.prefix(10)) (\(missing.count)), extra \(extra.prefix(10)) (\(extra.count)), changed \(changed.prefix(10)) (\(changed.count))"
}
