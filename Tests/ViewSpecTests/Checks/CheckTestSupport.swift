import Testing
@testable import ViewSpec

/// Compiles `files`, each a path and its text, as one project; the diagnostics with their
/// positions as a report shows them.
func compileSpecs(_ files: [(path: String, text: String)], viewport: Rect = Compiler.Options.defaultViewport) -> [ReportedDiagnostic] {
    Compiler(options: .init(viewport: viewport)).compile(sources: files.map { SourceFile(path: $0.path, text: $0.text) }).reportedDiagnostics
}

/// Compiles `text` as the one file `test.yaml` of a project; the diagnostics with their
/// positions as a report shows them.
func compileSpec(_ text: String, viewport: Rect = Compiler.Options.defaultViewport) -> [ReportedDiagnostic] {
    compileSpecs([("test.yaml", text)], viewport: viewport)
}

/// Expects exactly one diagnostic of `check` in `text`, with this message, position and the
/// check's severity, and no error from anything else.
@discardableResult
func expectOneDiagnostic(
    of check: any Check.Type, in text: String, line: Int, column: Int, message: String,
    viewport: Rect = Compiler.Options.defaultViewport, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> ReportedDiagnostic? {
    expectOneDiagnostic(
        of: check, in: [("test.yaml", text)], path: "test.yaml", line: line, column: column, message: message, viewport: viewport,
        sourceLocation: sourceLocation)
}

/// Expects exactly one diagnostic of `check` in the project of `files`, in the file `path`
/// with this message, position and the check's severity, and no error from anything else.
@discardableResult
func expectOneDiagnostic(
    of check: any Check.Type, in files: [(path: String, text: String)], path: String, line: Int, column: Int, message: String,
    viewport: Rect = Compiler.Options.defaultViewport, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> ReportedDiagnostic? {
    let id = check.description.id
    let all = compileSpecs(files, viewport: viewport)
    let found = all.filter { $0.id == id }
    let others = all.filter { $0.id != id && $0.severity == .error }
    #expect(others.isEmpty, "other errors: \(others.map { "\($0.id.name) \($0.range.start.line):\($0.range.start.column) \($0.message)" })", sourceLocation: sourceLocation)
    #expect(found.count == 1, "\(id.name): \(found.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" })", sourceLocation: sourceLocation)
    guard let diagnostic = found.first else { return nil }
    #expect(diagnostic.message == message, sourceLocation: sourceLocation)
    #expect(diagnostic.range.path == path, "path", sourceLocation: sourceLocation)
    #expect(diagnostic.range.start.line == line, "line", sourceLocation: sourceLocation)
    #expect(diagnostic.range.start.column == column, "column", sourceLocation: sourceLocation)
    #expect(diagnostic.severity == id.defaultSeverity, sourceLocation: sourceLocation)
    return diagnostic
}

/// `text` with a fix-it applied, for checking that the edit leaves a well-formed spec.
func applying(_ fixIt: Diagnostic.FixIt, to text: String) -> String {
    var bytes = Array(text.utf8)
    bytes.replaceSubrange(fixIt.range.startOffset..<fixIt.range.endOffset, with: Array(fixIt.replacement.utf8))
    return String(decoding: bytes, as: UTF8.self)
}

func applying(_ fixIt: ReportedDiagnostic.FixIt, to text: String) -> String {
    applying(Diagnostic.FixIt(fixIt.message, replacing: fixIt.range.span, with: fixIt.replacement), to: text)
}

/// `text` with the first fix-it of `diagnostic` applied, expected to compile without any
/// diagnostic: the fix-it mends the mistake and breaks nothing else.
@discardableResult
func applyingFirstFixIt(
    of diagnostic: ReportedDiagnostic, to text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> String {
    let fixed = applying(try #require(diagnostic.fixIts.first, sourceLocation: sourceLocation), to: text)
    let remaining = compileSpec(fixed)
    #expect(remaining.isEmpty, "\(remaining.map(\.message))", sourceLocation: sourceLocation)
    return fixed
}

/// A spec of `count` hierarchies, each showing the next twice (`H0` shows `H1` twice…), the
/// last a single view: `H0`'s document holds 3 × 2^(count − 1) − 2 views.
func doublingHierarchies(_ count: Int) -> String {
    var text = "viewspec: 1\nhierarchies:\n"
    for level in 0..<count {
        let views = level + 1 < count
            ? "[{id: a, kind: {hierarchy: H\(level + 1)}, layer: l, frame: fill}, {id: b, kind: {hierarchy: H\(level + 1)}, layer: l, frame: fill}]"
            : "[{id: leaf, layer: l, frame: fill}]"
        text += "  H\(level): {layers: [l], views: \(views)}\n"
    }
    return text
}
