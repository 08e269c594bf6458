// The notifications that keep the server's copy of each open document.

struct DidOpenTextDocumentParams: Decodable, Sendable {
    var textDocument: TextDocumentItem
}

struct DidChangeTextDocumentParams: Decodable, Sendable {
    var textDocument: VersionedTextDocumentIdentifier
    var contentChanges: [TextDocumentContentChangeEvent]
}

/// A change to a document: with a range, that range replaced by `text`; without, the
/// whole document.
struct TextDocumentContentChangeEvent: Decodable, Sendable {
    var range: Range?
    var text: String
}

struct DidCloseTextDocumentParams: Decodable, Sendable {
    var textDocument: TextDocumentIdentifier
}

struct DidSaveTextDocumentParams: Decodable, Sendable {
    var textDocument: TextDocumentIdentifier
}
