// initialize, and what client and server say they can do.

struct InitializeParams: Decodable, Sendable {
    var processId: Int?
    var rootUri: String?
    var rootPath: String?
    var workspaceFolders: [WorkspaceFolder]?
    var capabilities: ClientCapabilities?
}

struct WorkspaceFolder: Codable, Hashable, Sendable {
    var uri: String
    var name: String?
}

/// The few client capabilities the server adapts to; the rest are ignored.
struct ClientCapabilities: Decodable, Sendable {
    struct General: Decodable, Sendable {
        /// The encodings the client can count positions in, preferred first.
        var positionEncodings: [String]?
    }

    struct Workspace: Decodable, Sendable {
        struct DynamicRegistration: Decodable, Sendable {
            var dynamicRegistration: Bool?
        }

        var didChangeWatchedFiles: DynamicRegistration?
    }

    struct TextDocument: Decodable, Sendable {
        struct Completion: Decodable, Sendable {
            struct Item: Decodable, Sendable {
                var snippetSupport: Bool?
            }

            var completionItem: Item?
        }

        var completion: Completion?
    }

    var general: General?
    var workspace: Workspace?
    var textDocument: TextDocument?
}

struct InitializeResult: Encodable, Sendable {
    struct ServerInfo: Encodable, Sendable {
        var name: String
        var version: String
    }

    var capabilities: ServerCapabilities
    var serverInfo: ServerInfo
}

struct ServerCapabilities: Encodable, Sendable {
    struct TextDocumentSync: Encodable, Sendable {
        var openClose = true
        /// 2: incremental; the client may still send a whole document in any change.
        var change = 2
        var save = SaveOptions()
    }

    struct SaveOptions: Encodable, Sendable {
        var includeText = false
    }

    struct CompletionOptions: Encodable, Sendable {
        var triggerCharacters: [String]
        var resolveProvider = false
    }

    struct RenameOptions: Encodable, Sendable {
        var prepareProvider = true
    }

    struct CodeActionOptions: Encodable, Sendable {
        var codeActionKinds = ["quickfix"]
    }

    struct Workspace: Encodable, Sendable {
        struct Folders: Encodable, Sendable {
            var supported = true
            var changeNotifications = true
        }

        var workspaceFolders = Folders()
    }

    var positionEncoding: String
    var textDocumentSync = TextDocumentSync()
    var completionProvider = CompletionOptions(triggerCharacters: [":", " ", "{", ",", "-"])
    var hoverProvider = true
    var definitionProvider = true
    var referencesProvider = true
    var renameProvider = RenameOptions()
    var documentSymbolProvider = true
    var workspaceSymbolProvider = true
    var codeActionProvider = CodeActionOptions()
    var workspace = Workspace()
}
