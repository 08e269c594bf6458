// The requests about a document's contents and the answers to them.

struct PublishDiagnosticsParams: Encodable, Sendable {
    var uri: String
    var version: Int?
    var diagnostics: [LSPDiagnostic]
}

struct LSPDiagnostic: Codable, Equatable, Sendable {
    struct CodeDescription: Codable, Equatable, Sendable {
        var href: String
    }

    struct RelatedInformation: Codable, Equatable, Sendable {
        var location: Location
        var message: String
    }

    var range: Range
    /// 1 error, 2 warning, 3 information, 4 hint.
    var severity: Int
    var code: String
    var source: String
    var message: String
    var relatedInformation: [RelatedInformation]?
}

struct CodeActionParams: Decodable, Sendable {
    struct Context: Decodable, Sendable {
        var diagnostics: [LSPDiagnostic]
        var only: [String]?
    }

    var textDocument: TextDocumentIdentifier
    var range: Range
    var context: Context
}

struct CodeAction: Encodable, Equatable, Sendable {
    var title: String
    var kind: String
    var diagnostics: [LSPDiagnostic]?
    var isPreferred: Bool?
    var edit: WorkspaceEdit
}

struct CompletionList: Encodable, Equatable, Sendable {
    var isIncomplete: Bool
    var items: [CompletionItem]
}

struct CompletionItem: Encodable, Equatable, Sendable {
    var label: String
    /// LSP's CompletionItemKind: 5 field, 6 variable, 7 class, 10 property, 12 value,
    /// 13 enum, 14 keyword, 20 enum member, 22 struct.
    var kind: Int
    var detail: String?
    var documentation: MarkupContent?
    var sortText: String?
    var filterText: String?
    var textEdit: TextEdit?
    /// 1 plain text, 2 snippet.
    var insertTextFormat: Int?
}

struct Hover: Encodable, Equatable, Sendable {
    var contents: MarkupContent
    var range: Range?
}

struct ReferenceParams: Decodable, Sendable {
    struct Context: Decodable, Sendable {
        var includeDeclaration: Bool
    }

    var textDocument: TextDocumentIdentifier
    var position: Position
    var context: Context?
}

struct RenameParams: Decodable, Sendable {
    var textDocument: TextDocumentIdentifier
    var position: Position
    var newName: String
}

struct PrepareRenameResult: Encodable, Equatable, Sendable {
    var range: Range
    var placeholder: String
}

struct DocumentSymbolParams: Decodable, Sendable {
    var textDocument: TextDocumentIdentifier
}

struct DocumentSymbol: Encodable, Equatable, Sendable {
    var name: String
    var detail: String?
    /// LSP's SymbolKind: 5 class, 8 field, 10 enum, 19 object, 23 struct, 13 variable…
    var kind: Int
    var range: Range
    var selectionRange: Range
    var children: [DocumentSymbol]?
}
