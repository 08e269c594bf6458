import Foundation
import Testing
import ViewSpecLanguageServer

/// An LSP client driven by a test: it frames JSON-RPC messages with Content-Length headers
/// itself, writes them to the server's standard input and reads what the server writes to
/// its standard output, as an editor does. It shares no code with the server's protocol
/// layer, so that the server is judged by the bytes it exchanges.
///
/// The server is `viewspecc lsp` run as a process, or a `LanguageServer` on a thread of
/// the test, talking over pipes all the same.
final class ScriptedClient {
    enum Server {
        case inProcess
        /// The `viewspecc` executable, started with `lsp`.
        case process
    }

    struct Timeout: Error, CustomStringConvertible {
        var description: String
    }

    private let toServer: FileHandle
    private let fromServer: Int32
    private var buffer: [UInt8] = []
    private var nextID = 0
    private let process: Process?
    private let serverThreadStatus: ServerStatus?
    /// Notifications and server requests read while waiting for responses, oldest first.
    private(set) var notifications: [[String: Any]] = []
    let root: URL

    /// Seconds any one wait for the server may take before the test fails: the server
    /// must never hang.
    static let patience: Double = 60

    init(root: URL, server: Server = .inProcess) throws {
        self.root = root
        let input = Pipe()
        let output = Pipe()
        toServer = input.fileHandleForWriting
        fromServer = output.fileHandleForReading.fileDescriptor
        // The server may outlive a failed test's client; its writes then fail rather than kill.
        signal(SIGPIPE, SIG_IGN)
        switch server {
        case .inProcess:
            let status = ServerStatus()
            let serverInput = input.fileHandleForReading.fileDescriptor
            let serverOutput = output.fileHandleForWriting.fileDescriptor
            let thread = Thread {
                status.finish(LanguageServer(input: serverInput, output: serverOutput).run())
            }
            thread.stackSize = 8 << 20
            thread.start()
            serverThreadStatus = status
            process = nil
            // The server's ends stay open for the life of the tests: its reading thread
            // reads its input until the end even after `run()` returns, and a descriptor
            // closed under it could be reused by another test's pipe and read from there.
            ServerDescriptors.keep([input, output])
        case .process:
            let process = Process()
            process.executableURL = Self.executable
            process.arguments = ["lsp"]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            process.currentDirectoryURL = root
            try process.run()
            self.process = process
            serverThreadStatus = nil
            retained = [input, output]
        }
    }

    private var retained: [Pipe] = []

    /// The `viewspecc` executable built beside the tests, or `VIEWSPECC` when set.
    static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["VIEWSPECC"] { return URL(fileURLWithPath: path) }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("viewspecc").path), directory.pathComponents.count > 1 {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("viewspecc")
    }

    // MARK: - Sending

    func uri(_ relativePath: String) -> String { root.appendingPathComponent(relativePath).standardizedFileURL.absoluteString }

    func send(_ message: [String: Any]) throws {
        lastSent = message["method"] as? String ?? "?"
        try sendRaw(Self.frame(message))
    }

    /// The method of the last message sent, for a timeout's message.
    private var lastSent = ""

    func sendRaw(_ bytes: [UInt8]) throws {
        try toServer.write(contentsOf: Data(bytes))
    }

    static func frame(_ message: [String: Any]) throws -> [UInt8] {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body)
    }

    func notify(_ method: String, _ params: [String: Any]) throws {
        try send(["method": method, "params": params])
    }

    /// Sends a request and returns its id, without waiting for the answer.
    @discardableResult
    func sendRequest(_ method: String, _ params: [String: Any]? = nil) throws -> Int {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method]
        if let params { message["params"] = params }
        try send(message)
        return nextID
    }

    /// Sends a request and waits for its response: the whole response object.
    func request(_ method: String, _ params: [String: Any]? = nil) throws -> [String: Any] {
        try response(to: sendRequest(method, params))
    }

    /// The result of a request that must succeed.
    func result(_ method: String, _ params: [String: Any]? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws -> Any? {
        let response = try request(method, params)
        #expect(response["error"] == nil, "\(method): \(response["error"] ?? "")", sourceLocation: sourceLocation)
        return response["result"].flatMap { $0 is NSNull ? nil : $0 }
    }

    // MARK: - Receiving

    func response(to id: Int) throws -> [String: Any] {
        while true {
            let message = try readMessage()
            if message["method"] == nil, (message["id"] as? Int) == id { return message }
            if message["method"] != nil { notifications.append(message) }
        }
    }

    /// Waits for the next `textDocument/publishDiagnostics` of `uri`, taking it out of the
    /// notifications read so far first.
    func diagnostics(for uri: String) throws -> [[String: Any]] {
        while true {
            if let index = notifications.firstIndex(where: { $0["method"] as? String == "textDocument/publishDiagnostics" && (($0["params"] as? [String: Any])?["uri"] as? String) == uri }) {
                let notification = notifications.remove(at: index)
                return ((notification["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
            }
            notifications.append(try readMessage())
        }
    }

    /// Reads until the server is quiet: what it published in the meantime stays in
    /// `notifications`. A request is sent and answered, and the server publishes before
    /// answering it, so everything published before the answer has been read.
    func settle() throws {
        _ = try result("workspace/symbol", ["query": "\u{1}no symbol has this name\u{1}"])
    }

    /// The latest diagnostics of every document published so far, by URI, consuming them.
    func takePublishedDiagnostics() -> [String: [[String: Any]]] {
        var latest: [String: [[String: Any]]] = [:]
        notifications.removeAll { notification in
            guard notification["method"] as? String == "textDocument/publishDiagnostics", let params = notification["params"] as? [String: Any],
                let uri = params["uri"] as? String
            else { return false }
            latest[uri] = params["diagnostics"] as? [[String: Any]] ?? []
            return true
        }
        return latest
    }

    func readMessage() throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(Self.patience)
        while true {
            if let message = try takeFramedMessage() { return message }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw Timeout(description: "the server sent nothing for \(Self.patience) s after '\(lastSent)'") }
            var descriptor = pollfd(fd: fromServer, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(remaining * 1000))
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(fromServer, &chunk, chunk.count)
            guard count > 0 else { throw Timeout(description: "the server closed its output") }
            buffer += chunk[0..<count]
        }
    }

    private func takeFramedMessage() throws -> [String: Any]? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let headerEnd = buffer.indices.first(where: { buffer[$0...].starts(with: separator) }) else { return nil }
        let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        let lengthLine = header.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
        let length = lengthLine.flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }
        #expect(length != nil, "a header without Content-Length: \(header)")
        let bodyStart = headerEnd + 4
        guard let length, buffer.count >= bodyStart + length else { return nil }
        let body = Data(buffer[bodyStart..<bodyStart + length])
        buffer.removeSubrange(0..<bodyStart + length)
        let object = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        #expect(object?["jsonrpc"] as? String == "2.0")
        return object ?? [:]
    }

    // MARK: - Lifecycle

    /// `initialize` with `workspaceFolders` (the client's root by default), then `initialized`.
    @discardableResult
    func initialize(encodings: [String]? = nil, folders: [URL]? = nil, watchers: Bool = false) throws -> [String: Any] {
        var capabilities: [String: Any] = [:]
        if let encodings { capabilities["general"] = ["positionEncodings": encodings] }
        if watchers { capabilities["workspace"] = ["didChangeWatchedFiles": ["dynamicRegistration": true]] }
        let folders = (folders ?? [root]).map { ["uri": $0.standardizedFileURL.absoluteString, "name": $0.lastPathComponent] }
        let result = try result("initialize", ["processId": NSNull(), "rootUri": NSNull(), "workspaceFolders": folders, "capabilities": capabilities])
        try notify("initialized", [:])
        return result as? [String: Any] ?? [:]
    }

    func open(_ relativePath: String, text: String, version: Int = 1) throws {
        try notify("textDocument/didOpen", ["textDocument": ["uri": uri(relativePath), "languageId": "yaml", "version": version, "text": text]])
    }

    /// `shutdown` then `exit`; returns the server's exit status.
    func shutDown() throws -> Int32 {
        _ = try result("shutdown")
        try notify("exit", [:])
        return try waitForExit()
    }

    /// Closes the server's standard input, as an editor that goes away does.
    func closeInput() throws {
        try toServer.close()
    }

    func waitForExit() throws -> Int32 {
        let deadline = Date().addingTimeInterval(Self.patience)
        if let process {
            while process.isRunning {
                guard Date() < deadline else {
                    process.terminate()
                    throw Timeout(description: "the server did not exit")
                }
                usleep(10_000)
            }
            return process.terminationStatus
        }
        guard let status = serverThreadStatus?.wait(until: deadline) else { throw Timeout(description: "the server did not exit") }
        try? toServer.close()
        return status
    }

    deinit {
        try? toServer.close()
        if let process, process.isRunning { process.terminate() }
    }
}

/// The exit status of a server run on a thread, once it has returned.
private enum ServerDescriptors {
    nonisolated(unsafe) private static var kept: [Pipe] = []
    private static let lock = NSLock()

    static func keep(_ pipes: [Pipe]) {
        lock.lock()
        kept += pipes
        lock.unlock()
    }
}

private final class ServerStatus: @unchecked Sendable {
    private let condition = NSCondition()
    private var status: Int32?

    func finish(_ status: Int32) {
        condition.lock()
        self.status = status
        condition.broadcast()
        condition.unlock()
    }

    func wait(until deadline: Date) -> Int32? {
        condition.lock()
        defer { condition.unlock() }
        while status == nil, condition.wait(until: deadline) {}
        return status
    }
}

// MARK: - Reading JSON answers

extension Dictionary where Key == String, Value == Any {
    subscript(path path: String) -> Any? {
        var current: Any? = self
        for key in path.split(separator: ".") {
            if let index = Int(key), let array = current as? [Any] {
                current = index < array.count ? array[index] : nil
            } else {
                current = (current as? [String: Any])?[String(key)]
            }
        }
        return current
    }
}

/// `{"line": l, "character": c}`.
func position(_ line: Int, _ character: Int) -> [String: Any] { ["line": line, "character": character] }

/// A line and character of `text` where `marker` is, in UTF-16 units, after removing it.
func locate(_ marker: String, in text: String) -> (text: String, line: Int, character: Int) {
    guard let range = text.range(of: marker) else { return (text, 0, 0) }
    let before = text[..<range.lowerBound]
    let line = before.filter { $0 == "\n" }.count
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return (text.replacingCharacters(in: range, with: ""), line, text[lineStart..<range.lowerBound].utf16.count)
}

/// A fresh temporary directory holding `files`.
func makeProject(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-lsp-\(UUID().uuidString)").standardizedFileURL
    for (name, text) in files {
        let url = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return root
}
