import Foundation
import ViewSpec

/// A language server for spec files: LSP 3.17 over a pair of file descriptors (standard
/// input and output for `viewspecc lsp`), with the compiler's diagnostics, completion,
/// definitions, references, hover, rename and symbols.
///
/// One thread reads messages into a queue; the thread that calls `run()` answers them in
/// order. Edits are applied as they come, and checked when no message waits or a request
/// needs the answer: a burst of keystrokes is checked once. Diagnostics are published in
/// two steps: first those of the changed files and the files that refer to what changed,
/// then, if still no message waits, those of the project-wide checks (cycles, unreachable
/// screens, conflicting bindings, layouts too large), which read every file.
public final class LanguageServer {
    private enum State {
        case waitingForInitialize
        case running
        case shutDown
    }

    /// Where messages are read from by `run()`; nil for a server fed by `receive(_:)`.
    private let input: Int32?
    /// Sends one message's JSON; false once the client can no longer be written to.
    private let output: ([UInt8]) -> Bool
    private let queue = MessageQueue()
    private var state = State.waitingForInitialize
    private var encoding = PositionEncoding.utf16
    private var workspace: Workspace?
    private var canRegisterFileWatchers = false
    /// The documents whose last published diagnostics were not empty.
    private var publishedPaths: Set<String> = []
    /// The `Workspace.generation` the published diagnostics are of.
    private var publishedGeneration = 0
    private var nextServerRequest = 0
    private var outputFailed = false

    /// Reads messages from `input` and writes to `output`. The input is read until its
    /// end, on a thread of its own, even after `run()` returns: close the writing end of
    /// a pipe before its reading end, or keep the descriptor open, so that the thread never
    /// reads from a descriptor the number has been given to since.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        let writer = MessageWriter(fileDescriptor: output)
        self.output = { body in (try? writer.write(body)) != nil }
    }

    /// A server without a transport, for embedding it elsewhere (a test, a fuzzer, another
    /// transport): it is given each message's JSON by `receive(_:)`, and hands what it
    /// sends, one message's JSON at a time, to `send`. Not thread-safe: one caller feeds it.
    public init(sending send: @escaping ([UInt8]) -> Void) {
        self.input = nil
        self.output = { body in
            send(body)
            return true
        }
    }

    /// Handles one message, given as its JSON (the body of a framed message). Returns the
    /// exit status once the message was `exit`; nil while the server goes on.
    public func receive(_ body: [UInt8]) -> Int32? {
        switch IncomingMessage.parse(body) {
        case .success(let message) where message.method == "$/cancelRequest":
            return nil
        case .success(let message):
            if message.method == "exit", message.kind == .notification { return state == .shutDown ? 0 : 1 }
            handle(message, isCancelled: false)
        case .failure(let unreadable):
            send(OutgoingMessage.error(id: unreadable.id, unreadable.error))
        }
        return nil
    }

    /// What `run()` does whenever no message waits: checks the edits received so far, the
    /// project-wide checks included, and publishes the diagnostics that changed.
    public func checkPendingEdits() {
        synchronizeAndPublish()
        runProjectChecksAndPublish()
    }

    /// Serves until the client sends `exit` or closes the input; returns the exit status
    /// LSP asks for: 0 when `shutdown` came first, 1 otherwise.
    public func run() -> Int32 {
        guard let input else { return 1 }
        let queue = queue
        let reader = Thread {
            let reader = MessageReader(fileDescriptor: input)
            while true {
                switch reader.next() {
                case .message(let body):
                    switch IncomingMessage.parse(body) {
                    case .success(let message) where message.method == "$/cancelRequest":
                        if let id = try? message.params(CancelParams.self).id { queue.cancel(id) }
                    case .success(let message): queue.append(.message(message))
                    case .failure(let unreadable): queue.append(.unreadable(unreadable))
                    }
                case .malformed(let reason):
                    queue.append(.malformed(reason))
                case .endOfInput:
                    queue.append(.endOfInput)
                    return
                }
            }
        }
        reader.stackSize = 1 << 20
        reader.start()
        while !outputFailed {
            if queue.isEmpty { synchronizeAndPublish() }
            if queue.isEmpty { runProjectChecksAndPublish() }
            let (item, isCancelled) = queue.next()
            switch item {
            case .message(let message):
                if message.method == "exit", message.kind == .notification { return state == .shutDown ? 0 : 1 }
                handle(message, isCancelled: isCancelled)
            case .unreadable(let unreadable):
                send(OutgoingMessage.error(id: unreadable.id, unreadable.error))
            case .malformed(let reason):
                log(.error, "ignored input that is not an LSP message: \(reason)")
            case .endOfInput:
                return state == .shutDown ? 0 : 1
            }
        }
        return 1
    }

    private struct CancelParams: Decodable {
        var id: RequestID
    }

    // MARK: - Dispatch

    private func handle(_ message: IncomingMessage, isCancelled: Bool) {
        switch message.kind {
        case .response:
            return
        case .notification:
            handleNotification(message)
        case .request(let id):
            if isCancelled { return send(OutgoingMessage.error(id: id, .requestCancelled)) }
            switch state {
            case .waitingForInitialize where message.method != "initialize":
                send(OutgoingMessage.error(id: id, .serverNotInitialized))
            case .shutDown:
                send(OutgoingMessage.error(id: id, .invalidRequest("the server is shut down; only 'exit' is accepted")))
            default:
                handleRequest(message, id: id)
            }
        }
    }

    private func handleRequest(_ message: IncomingMessage, id: RequestID) {
        switch message.method {
        case "initialize":
            respond(id) { () throws(ResponseError) in try initialize(message.params(InitializeParams.self)) }
        case "shutdown":
            state = .shutDown
            respond(id) { () throws(ResponseError) -> LSPAny? in nil }
        case "textDocument/completion":
            respond(id) { () throws(ResponseError) in
                let params = try message.params(TextDocumentPositionParams.self)
                return try withDocument(params.textDocument) { Completion.list(at: params.position, in: $0) }
            }
        case "textDocument/hover":
            respond(id) { () throws(ResponseError) in
                let params = try message.params(TextDocumentPositionParams.self)
                return try withDocument(params.textDocument) { HoverProvider.hover(at: params.position, in: $0) }
            }
        case "textDocument/definition":
            respond(id) { () throws(ResponseError) in
                let params = try message.params(TextDocumentPositionParams.self)
                return try withDocument(params.textDocument) { Navigation.definition(at: params.position, in: $0) }
            }
        case "textDocument/references":
            respond(id) { () throws(ResponseError) in
                let params = try message.params(ReferenceParams.self)
                return try withDocument(params.textDocument) {
                    Navigation.references(at: params.position, includingDeclaration: params.context?.includeDeclaration ?? true, in: $0)
                }
            }
        case "textDocument/prepareRename":
            respond(id) { () throws(ResponseError) in
                let params = try message.params(TextDocumentPositionParams.self)
                return try withDocument(params.textDocument) { context throws(ResponseError) in try Rename.prepare(at: params.position, in: context) }
            }
        case "textDocument/rename":
            respond(id) { () throws(ResponseError) in
                let params = try message.params(RenameParams.self)
                return try withDocument(params.textDocument) { context throws(ResponseError) in
                    try Rename.edit(at: params.position, to: params.newName, in: context)
                }
            }
        case "textDocument/documentSymbol":
            respond(id) { () throws(ResponseError) in
                let params = try message.params(DocumentSymbolParams.self)
                return try withDocument(params.textDocument) { Symbols.documentSymbols(in: $0) }
            }
        case "textDocument/codeAction":
            respond(id) { () throws(ResponseError) in
                let params = try message.params(CodeActionParams.self)
                // Every fix-it, the project-wide checks' included.
                _ = try synchronizedWorkspace()
                runProjectChecksAndPublish()
                return try withDocument(params.textDocument) { CodeActions.actions(in: params.range, context: $0) }
            }
        case "workspace/symbol":
            respond(id) { () throws(ResponseError) in
                let params = try message.params(WorkspaceSymbolParams.self)
                let workspace = try synchronizedWorkspace()
                return Symbols.workspaceSymbols(matching: params.query, in: LanguageContext(workspace: workspace, path: nil, encoding: encoding))
            }
        default:
            send(OutgoingMessage.error(id: id, .methodNotFound(message.method)))
        }
    }

    private func handleNotification(_ message: IncomingMessage) {
        guard state == .running, let workspace else { return }
        do {
            switch message.method {
            case "initialized":
                registerFileWatchers()
            case "textDocument/didOpen":
                let document = try message.params(DidOpenTextDocumentParams.self).textDocument
                workspace.open(uri: document.uri, version: document.version, text: document.text)
            case "textDocument/didChange":
                let params = try message.params(DidChangeTextDocumentParams.self)
                try workspace.change(uri: params.textDocument.uri, version: params.textDocument.version, changes: params.contentChanges, encoding: encoding)
            case "textDocument/didClose":
                workspace.close(uri: try message.params(DidCloseTextDocumentParams.self).textDocument.uri)
            case "workspace/didChangeWatchedFiles":
                workspace.filesChanged(try message.params(DidChangeWatchedFilesParams.self).changes)
            case "workspace/didChangeWorkspaceFolders":
                let event = try message.params(DidChangeWorkspaceFoldersParams.self).event
                let removed = Set(event.removed.map { DocumentURI.path(of: $0.uri) })
                let roots = workspace.roots.filter { !removed.contains($0) } + event.added.map { DocumentURI.path(of: $0.uri) }
                workspace.setRoots(roots)
            default:
                // didSave, $/setTrace, $/progress and the like change nothing here.
                break
            }
        } catch {
            log(.error, "ignored '\(message.method)': \(error.message)")
        }
        flushMessages()
    }

    // MARK: - Lifecycle

    private func initialize(_ params: InitializeParams) throws(ResponseError) -> InitializeResult {
        encoding = PositionEncoding.negotiate(params.capabilities?.general?.positionEncodings)
        canRegisterFileWatchers = params.capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration ?? false
        var roots = (params.workspaceFolders ?? []).map { DocumentURI.path(of: $0.uri) }
        if roots.isEmpty, let rootURI = params.rootUri { roots = [DocumentURI.path(of: rootURI)] }
        if roots.isEmpty, let rootPath = params.rootPath { roots = [DocumentURI.absolute(rootPath)] }
        workspace = Workspace(roots: roots.filter { $0.hasPrefix("/") })
        state = .running
        return InitializeResult(
            capabilities: ServerCapabilities(positionEncoding: encoding.rawValue),
            serverInfo: .init(name: "viewspecc", version: ViewSpecVersion.current))
    }

    /// Asks the client to say when spec files or `viewspec.yml` change on disk, where it
    /// can be asked.
    private func registerFileWatchers() {
        flushMessages()
        guard canRegisterFileWatchers else { return }
        nextServerRequest += 1
        let watchers = ["**/*.yaml", "**/*.yml", "**/"].map { DidChangeWatchedFilesRegistrationOptions.Watcher(globPattern: $0) }
        send(OutgoingMessage.request(
            id: .string("viewspecc-\(nextServerRequest)"), "client/registerCapability",
            RegistrationParams(registrations: [
                Registration(id: "viewspec-files", method: "workspace/didChangeWatchedFiles", registerOptions: .init(watchers: watchers))
            ])))
    }

    // MARK: - Answers

    private func respond<Result: Encodable>(_ id: RequestID, _ body: () throws(ResponseError) -> Result?) {
        do {
            let result = try body()
            send(OutgoingMessage.response(id: id, result: result))
        } catch {
            send(OutgoingMessage.error(id: id, error))
        }
        flushMessages()
    }

    /// The workspace with every edit applied and checked, so that an answer speaks of the
    /// text as it is now.
    private func synchronizedWorkspace() throws(ResponseError) -> Workspace {
        guard let workspace else { throw .serverNotInitialized }
        synchronizeAndPublish()
        return workspace
    }

    private func withDocument<Result>(
        _ document: TextDocumentIdentifier, _ body: (LanguageContext) throws(ResponseError) -> Result
    ) throws(ResponseError) -> Result {
        let workspace = try synchronizedWorkspace()
        let path = try workspace.knownPath(of: document.uri)
        return try body(LanguageContext(workspace: workspace, path: path, encoding: encoding))
    }

    // MARK: - Diagnostics

    /// Applies the edits gathered so far and publishes the diagnostics that changed.
    private func synchronizeAndPublish() {
        guard let workspace, let update = workspace.synchronize() else { return }
        publish(update.pathsWithChangedDiagnostics, of: workspace)
    }

    /// Runs the project-wide checks edits left pending, and publishes what changed.
    private func runProjectChecksAndPublish() {
        guard let workspace, workspace.project.hasPendingProjectChecks else { return }
        publish(workspace.runProjectChecks(), of: workspace)
    }

    private func publish(_ changed: [String], of workspace: Workspace) {
        var paths = Set(changed)
        // A project started over (a new viewspec.yml, other folders) knows nothing of what
        // was published before: what it no longer reports is cleared.
        if workspace.generation != publishedGeneration {
            paths.formUnion(publishedPaths)
            if let configuration = workspace.configurationPath { paths.insert(configuration) }
            publishedGeneration = workspace.generation
        }
        let context = LanguageContext(workspace: workspace, path: nil, encoding: encoding)
        for path in paths.sorted() {
            let diagnostics = path == workspace.configurationPath
                ? workspace.configurationDiagnostics : workspace.project.diagnostics(in: path)
            let converted = diagnostics.map { DiagnosticConversion.lspDiagnostic($0, in: context) }
            if converted.isEmpty, !publishedPaths.contains(path) { continue }
            send(OutgoingMessage.notification(
                "textDocument/publishDiagnostics",
                PublishDiagnosticsParams(uri: workspace.uri(for: path), version: workspace.openDocuments[path]?.version, diagnostics: converted)))
            if converted.isEmpty { publishedPaths.remove(path) } else { publishedPaths.insert(path) }
        }
        flushMessages()
    }

    // MARK: - Output

    private enum LogLevel: Int {
        case error = 1, warning, info, log
    }

    private func log(_ level: LogLevel, _ message: String) {
        send(OutgoingMessage.notification("window/logMessage", LogMessageParams(type: level.rawValue, message: message)))
    }

    /// What the workspace has to say that is no diagnostic.
    private func flushMessages() {
        guard let workspace, !workspace.messages.isEmpty else { return }
        let messages = workspace.messages
        workspace.messages = []
        for message in messages { log(.warning, message) }
    }

    private func send(_ body: [UInt8]) {
        guard !outputFailed else { return }
        // A client that cannot be written to is gone: nothing can be answered any more.
        if !output(body) { outputFailed = true }
    }
}
