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
