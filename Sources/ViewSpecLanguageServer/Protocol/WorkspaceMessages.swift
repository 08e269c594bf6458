// What the client says of the workspace: files changed on disk, folders added or removed.

struct DidChangeWatchedFilesParams: Decodable, Sendable {
    var changes: [FileEvent]
}

struct FileEvent: Decodable, Sendable {
    /// 1 created, 2 changed, 3 deleted.
    var uri: String
    var type: Int
}

struct DidChangeWorkspaceFoldersParams: Decodable, Sendable {
    struct Event: Decodable, Sendable {
        var added: [WorkspaceFolder]
        var removed: [WorkspaceFolder]
    }

    var event: Event
}

struct RegistrationParams: Encodable, Sendable {
    var registrations: [Registration]
}

struct Registration: Encodable, Sendable {
    var id: String
    var method: String
    var registerOptions: DidChangeWatchedFilesRegistrationOptions
}

struct DidChangeWatchedFilesRegistrationOptions: Encodable, Sendable {
    struct Watcher: Encodable, Sendable {
        var globPattern: String
    }

    var watchers: [Watcher]
}

struct WorkspaceSymbolParams: Decodable, Sendable {
    var query: String
}

struct SymbolInformation: Encodable, Equatable, Sendable {
    var name: String
    var kind: Int
    var location: Location
    var containerName: String?
}

struct LogMessageParams: Encodable, Sendable {
    /// 1 error, 2 warning, 3 info, 4 log.
    var type: Int
    var message: String
}
