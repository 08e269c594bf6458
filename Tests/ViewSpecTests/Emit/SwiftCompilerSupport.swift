import Foundation
import Testing
@testable import ViewSpec

/// Compiles generated Swift with the real compiler: the runtime is built once per test run
/// as a module and static library, then each program (generated files and a `main.swift`
/// that exercises them) is compiled against it, with warnings as errors, and run.
enum SwiftCompilerSupport {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// `SWIFTC` when set; else `swiftc` on `PATH`; else the one beside the `swift` on `PATH`
    /// resolved through symbolic links (toolchains installed as a link to `swift`).
    static func swiftc() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["SWIFTC"], !path.isEmpty { return path }
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for directory in directories where FileManager.default.isExecutableFile(atPath: directory + "/swiftc") {
            return directory + "/swiftc"
        }
        for directory in directories where FileManager.default.isExecutableFile(atPath: directory + "/swift") {
            let resolved = URL(fileURLWithPath: directory + "/swift").resolvingSymlinksInPath().deletingLastPathComponent()
            let candidate = resolved.appendingPathComponent("swiftc").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Where this test process builds the runtime and its programs, and where the compiler
    /// keeps its own temporary files (`TMPDIR`: swift-driver leaves a `TemporaryDirectory.*`
    /// behind on Linux for every compilation); removed when the process exits, so that test
    /// runs do not pile up in the system's temporary directory.
    static let scratch: URL = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-swiftc-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        scratchPath = directory.path
        atexit {
            if let path = SwiftCompilerSupport.scratchPath { try? FileManager.default.removeItem(atPath: path) }
        }
        return directory
    }()

    /// `scratch`'s path, for the exit handler, which cannot capture it.
    nonisolated(unsafe) private static var scratchPath: String?

    /// Compiles a module in one frontend process, unoptimized. The driver's default on 2
    /// cores is two processes that each parse every file and load Foundation to type-check
    /// half the files: for the runtime, over twice the processor time for the same
    /// diagnostics and code.
    private static let wholeModule = ["-wmo", "-Onone"]

    /// The runtime's module and library, built once; every test that needs them waits for
    /// the same build.
    static let runtime: Result<URL, Failure> = buildRuntime()

    /// The runtime built beside the stand-in for SwiftUI in Fixtures/SwiftUIStandIn, so that
    /// its `#if canImport(SwiftUI)` code is compiled too; programs built against it link
    /// the stand-in (`libraries: ["SwiftUI"]`).
    static let runtimeWithSwiftUIStandIn: Result<URL, Failure> = buildSwiftUIStandIn().flatMap { buildRuntime(in: $0) }

    private static func buildSwiftUIStandIn() -> Result<URL, Failure> {
        guard let swiftc = swiftc() else { return .failure(Failure(description: "no Swift compiler found")) }
        let directory = scratch.appendingPathComponent("runtime-swiftui")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            return .failure(Failure(description: "cannot create \(directory.path): \(error)"))
        }
        let source = LayoutTestSupport.repositoryRoot.appendingPathComponent("Tests/ViewSpecTests/Fixtures/SwiftUIStandIn/SwiftUI.swift")
        let arguments = [
            "-parse-as-library", "-module-name", "SwiftUI", "-swift-version", "6",
            "-emit-module", "-emit-module-path", directory.appendingPathComponent("SwiftUI.swiftmodule").path,
            "-emit-library", "-static", "-o", directory.appendingPathComponent("libSwiftUI.a").path, source.path,
        ]
        let output = run(swiftc, arguments, in: directory)
        guard output.status == 0 else { return .failure(Failure(description: "the SwiftUI stand-in did not compile:\n\(output.stderr)")) }
        return .success(directory)
    }

    /// Builds the runtime into `directory`, where the modules it may import are found too.
    private static func buildRuntime(in directory: URL = scratch.appendingPathComponent("runtime")) -> Result<URL, Failure> {
        guard let swiftc = swiftc() else {
            return .failure(Failure(description: "no Swift compiler found: set SWIFTC or put swiftc on PATH"))
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            return .failure(Failure(description: "cannot create \(directory.path): \(error)"))
        }
        let sourcesRoot = LayoutTestSupport.repositoryRoot.appendingPathComponent("Sources/ViewSpecRuntime")
        let enumerator = FileManager.default.enumerator(atPath: sourcesRoot.path)
        var sources: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { sources.append(sourcesRoot.appendingPathComponent(path).path) }
        }
        sources.sort()
        // The settings of the runtime target in Package.swift, compiled as one unit (see
        // `wholeModule`).
        let arguments = wholeModule + [
            "-parse-as-library", "-module-name", "ViewSpecRuntime", "-swift-version", "6",
            "-enable-upcoming-feature", "ExistentialAny", "-enable-upcoming-feature", "InternalImportsByDefault", "-I", directory.path,
            "-emit-module", "-emit-module-path", directory.appendingPathComponent("ViewSpecRuntime.swiftmodule").path,
            "-emit-library", "-static", "-o", directory.appendingPathComponent("libViewSpecRuntime.a").path,
        ] + sources
        let output = run(swiftc, arguments, in: directory)
        guard output.status == 0 else {
            return .failure(Failure(description: "the runtime did not compile:\n\(output.stderr)"))
        }
        return .success(directory)
    }

    /// Compiles `files` (name → text) into an executable with warnings as errors, in the
    /// given language mode, and returns its path; the compiler's messages on failure.
    static func buildProgram(
        _ files: [String: String], swiftVersion: String = "6", runtime: Result<URL, Failure> = runtime, libraries: [String] = []
    ) throws -> URL {
        let (output, executable) = try compileProgram(files, swiftVersion: swiftVersion, runtime: runtime, libraries: libraries)
        guard output.status == 0 else { throw Failure(description: "the generated code did not compile:\n\(output.stderr)") }
        return executable
    }

    /// Compiles `files` as `buildProgram` does and returns what the compiler said, for
    /// programs that must not compile, and where the executable is when they do.
    static func compileProgram(
        _ files: [String: String], swiftVersion: String = "6", runtime: Result<URL, Failure> = runtime, libraries: [String] = []
    ) throws -> (Output, URL) {
        let runtime = try runtime.get()
        guard let swiftc = swiftc() else { throw Failure(description: "no Swift compiler found") }
        let directory = scratch.appendingPathComponent("program-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var paths: [String] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        let executable = directory.appendingPathComponent("program")
        // The runtime's own dependencies too: a static library's objects do not bring the
        // libraries they import to the link.
        let arguments = wholeModule + [
            "-swift-version", swiftVersion, "-warnings-as-errors", "-module-name", "App",
            "-I", runtime.path, "-L", runtime.path, "-lViewSpecRuntime", "-lswiftSynchronization", "-o", executable.path,
        ] + libraries.map { "-l" + $0 } + paths
        return (run(swiftc, arguments, in: directory), executable)
    }

    /// Runs a program with its output captured in files, so neither stream can fill up
    /// and block it.
    static func run(_ executable: String, _ arguments: [String], in directory: URL) -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.appendingPathComponent("tmp").path
        process.environment = environment
        let outURL = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errURL = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        do {
            let outHandle = try FileHandle(forWritingTo: outURL)
            let errHandle = try FileHandle(forWritingTo: errURL)
            process.standardOutput = outHandle
            process.standardError = errHandle
            try process.run()
            process.waitUntilExit()
            try outHandle.close()
            try errHandle.close()
        } catch {
            return Output(status: -1, stdout: "", stderr: "cannot run \(executable): \(error)")
        }
        let stdout = (try? Data(contentsOf: outURL)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let stderr = (try? Data(contentsOf: errURL)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return Output(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }
}
