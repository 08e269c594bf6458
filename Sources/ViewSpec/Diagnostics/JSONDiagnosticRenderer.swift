/// Renders diagnostics as one JSON document, the format documented in
/// `docs/diagnostics-json.md`. Keys are always in the same order; fields are only added,
/// never renamed or removed, within a `formatVersion`.
public struct JSONDiagnosticRenderer: Sendable {
    public static let formatVersion = 1

    public init() {}

    /// `sourceMap` gives the diagnostics' positions; `baselined`: findings a baseline left
    /// out of `diagnostics`.
    public func render(_ diagnostics: [Diagnostic], sourceMap: SourceMap, fileCount: Int, baselined: Int = 0) -> String {
        let document: JSONValue = .object([
            ("formatVersion", .int(Self.formatVersion)),
            ("tool", .object([("name", "viewspecc"), ("version", .string(ViewSpecVersion.current))])),
            ("summary", .object([
                ("files", .int(fileCount)),
                ("errors", .int(diagnostics.errorCount)),
                ("warnings", .int(diagnostics.warningCount)),
                ("baselined", .int(baselined)),
            ])),
            ("diagnostics", .array(diagnostics.map { Self.json($0, sourceMap: sourceMap) })),
        ])
        return JSONWriter(style: .pretty).string(for: document)
    }

    static func json(_ diagnostic: Diagnostic, sourceMap: SourceMap) -> JSONValue {
        func location(_ span: SourceSpan) -> [(String, JSONValue)] { Self.location(sourceMap.range(of: span)) }
        return .object(
            [
                ("severity", .string(diagnostic.severity.rawValue)),
                ("code", .string(diagnostic.id.code)),
                ("name", .string(diagnostic.id.name)),
                ("message", .string(diagnostic.message)),
            ] + location(diagnostic.range) + [
                ("notes", .array(diagnostic.notes.map { note in
                    .object([("message", .string(note.message))] + location(note.range))
                })),
                ("fixIts", .array(diagnostic.fixIts.map { fixIt in
                    .object([("message", .string(fixIt.message))] + location(fixIt.range) + [("replacement", .string(fixIt.replacement))])
                })),
            ])
    }

    private static func location(_ range: SourceRange) -> [(String, JSONValue)] {
        [
            ("file", .string(FilePathText.displayed(range.path))),
            ("line", .int(range.start.line)),
            ("column", .int(range.start.column)),
            ("endLine", .int(range.end.line)),
            ("endColumn", .int(range.end.column)),
            ("offset", .int(range.start.offset)),
            ("endOffset", .int(range.end.offset)),
        ]
    }
}
