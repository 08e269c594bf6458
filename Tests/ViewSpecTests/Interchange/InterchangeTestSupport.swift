import Foundation
import Testing
@testable import ViewSpec

/// The real settings files of the shared material, by format.
enum RealSettingsFiles {
    static let directory = SharedMaterial.url("conformance/real-settings")

    static func files(withExtension pathExtension: String) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == pathExtension }.sorted { $0.path < $1.path }
    }

    static var propertyLists: [URL] { files(withExtension: "plist") }
    static var stringsTables: [URL] { files(withExtension: "strings") }
    static var androidFiles: [URL] { files(withExtension: "xml") }

    static func source(_ url: URL) throws -> SourceFile {
        SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
    }
}

/// A program the tests check output with (`plistutil`, `xmllint`), found on the PATH.
struct ExternalTool {
    let path: String

    init?(_ name: String) {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard let found = directories.map({ "\($0)/\(name)" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        path = found
    }

    static let plistutil = ExternalTool("plistutil")
    static let xmllint = ExternalTool("xmllint")

    struct Output {
        var status: Int32
        var stderr: String
    }

    /// Runs the tool with its error output captured in a file, so it cannot block.
    func run(_ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let errorURL = FileManager.default.temporaryDirectory.appendingPathComponent("interchange-\(UUID().uuidString).stderr")
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorURL) }
        let handle = try FileHandle(forWritingTo: errorURL)
        process.standardError = handle
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return Output(status: process.terminationStatus, stderr: String(decoding: (try? Data(contentsOf: errorURL)) ?? Data(), as: UTF8.self))
    }
}

/// A folder of its own for one test's files, removed afterwards.
func withScratchDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("interchange-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

extension InterchangeReadResult {
    /// The diagnostics with their lines and columns in the text the reader reports against.
    var reportedDiagnostics: [ReportedDiagnostic] { diagnostics.reported(in: [reportSource]) }

    /// Text for an expectation's message: each diagnostic as `line:column: message`.
    var diagnosticSummary: String {
        reportedDiagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }.joined(separator: "\n")
    }
}

/// Expects the reader to have stopped at one error, with this id, position and message.
func expectError<Value>(
    _ result: InterchangeReadResult<Value>, _ id: DiagnosticID, line: Int, column: Int, messageContains fragment: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    #expect(result.value == nil, "expected no value", sourceLocation: sourceLocation)
    let errors = result.reportedDiagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1, "diagnostics: \(result.diagnosticSummary)", sourceLocation: sourceLocation)
    guard let error = errors.first else { return }
    #expect(error.id == id, "id: \(error.id.name)", sourceLocation: sourceLocation)
    #expect(error.range.start.line == line, "line of \(error.message)", sourceLocation: sourceLocation)
    #expect(error.range.start.column == column, "column of \(error.message)", sourceLocation: sourceLocation)
    #expect(error.message.contains(fragment), "message: \(error.message)", sourceLocation: sourceLocation)
}
