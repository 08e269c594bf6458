import Foundation
import Testing
@testable import ViewSpec

/// Loads `text` as the file `test.yaml` with the given limits.
func loadYAML(_ text: String, limits: YAMLLimits = .default) -> YAMLLoadResult {
    YAMLLoader(limits: limits).load(SourceFile(path: "test.yaml", text: text))
}

func loadYAML(bytes: [UInt8], limits: YAMLLimits = .default) -> YAMLLoadResult {
    YAMLLoader(limits: limits).load(SourceFile(path: "test.yaml", bytes: bytes))
}

/// Expects exactly one diagnostic and checks its id, position and message.
@discardableResult
func expectSingleDiagnostic(
    _ result: YAMLLoadResult, _ id: DiagnosticID, line: Int, column: Int, messageContains fragment: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Diagnostic? {
    #expect(result.diagnostics.count == 1, "diagnostics: \(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    guard let diagnostic = result.diagnostics.first else { return nil }
    #expect(diagnostic.id == id, "id \(diagnostic.id.code) \(diagnostic.id.name)", sourceLocation: sourceLocation)
    #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
    #expect(diagnostic.range.start.line == line, "line", sourceLocation: sourceLocation)
    #expect(diagnostic.range.start.column == column, "column", sourceLocation: sourceLocation)
    #expect(diagnostic.message.contains(fragment), "message: \(diagnostic.message)", sourceLocation: sourceLocation)
    return diagnostic
}

extension YAMLNode {
    /// The scalar value at a string key of a mapping.
    func value(_ key: String) -> YAMLScalar.Value? { self[key]?.scalar?.value }
}

/// The material no one here wrote that tests read (the YAML test suite, real settings
/// screens, published schemas): the folder `shared` beside the checkout, or
/// `$VIEWSPEC_SHARED_DIR`. Tests fail rather than skip when it is missing.
enum SharedMaterial {
    static let directory: URL = {
        if let override = ProcessInfo.processInfo.environment["VIEWSPEC_SHARED_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        // Tests/ViewSpecTests/TestSupport.swift → the checkout's parent.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")
    }()

    static func url(_ relativePath: String) -> URL {
        directory.appendingPathComponent(relativePath)
    }
}
