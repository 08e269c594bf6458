// The structures LSP 3.17 builds its messages from.

/// A place in a document: a 0-based line, and a 0-based offset in it counted in the code
/// units of the position encoding the server and client agreed on.
struct Position: Codable, Hashable, Sendable, Comparable {
    var line: Int
    var character: Int

    static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.character) < (rhs.line, rhs.character) }
}

struct Range: Codable, Hashable, Sendable {
    var start: Position
    var end: Position

    func contains(_ position: Position) -> Bool { start <= position && position <= end }

    func overlaps(_ other: Range) -> Bool { start <= other.end && other.start <= end }
}

struct Location: Codable, Hashable, Sendable {
    var uri: String
    var range: Range
}

struct TextEdit: Codable, Hashable, Sendable {
    var range: Range
    var newText: String
}

/// Edits by document; the server sends `changes` only, which every client reads.
struct WorkspaceEdit: Codable, Equatable, Sendable {
    var changes: [String: [TextEdit]]
}

struct TextDocumentIdentifier: Codable, Sendable {
    var uri: String
}

struct VersionedTextDocumentIdentifier: Codable, Sendable {
    var uri: String
    var version: Int
}

struct TextDocumentItem: Codable, Sendable {
    var uri: String
    var languageId: String?
    var version: Int
    var text: String
}

struct TextDocumentPositionParams: Codable, Sendable {
    var textDocument: TextDocumentIdentifier
    var position: Position
}

struct MarkupContent: Codable, Equatable, Sendable {
    /// `markdown` or `plaintext`.
    var kind: String
    var value: String

    static func markdown(_ value: String) -> MarkupContent { MarkupContent(kind: "markdown", value: value) }
}
