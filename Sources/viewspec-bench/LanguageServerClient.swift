import Foundation
import Synchronization
import ViewSpecLanguageServer

/// The language server on a thread of the benchmark, and a client talking to it as an
/// editor does: JSON-RPC messages framed with Content-Length, over pipes. What is timed
/// is what an editor waits for, the protocol's encoding and decoding included.
final class LanguageServerClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let toServer: FileHandle
    private let fromServer: Int32
    private var buffer: [UInt8] = []
    private var nextID = 0
    private let finished = DispatchSemaphore(value: 0)
    /// Notifications read while waiting for something else, oldest first.
    private var notifications: [[String: Any]] = []
    /// The pipes stay open for the life of the process: the server's reading thread reads
    /// its input until the end, and must never be handed a reused descriptor.
    private static let pipes = Mutex<[Pipe]>([])

    init() {
        let input = Pipe()
        let output = Pipe()
        Self.pipes.withLock { $0 += [input, output] }
        toServer = input.fileHandleForWriting
        fromServer = output.fileHandleForReading.fileDescriptor
        let serverInput = input.fileHandleForReading.fileDescriptor
        let serverOutput = output.fileHandleForWriting.fileDescriptor
        let finished = finished
        signal(SIGPIPE, SIG_IGN)
        let thread = Thread {
            _ = LanguageServer(input: serverInput, output: serverOutput).run()
            finished.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    func notify(_ method: String, _ params: [String: Any]) throws {
        try send(["method": method, "params": params])
    }

    /// Sends a request and waits for its result.
    @discardableResult
    func request(_ method: String, _ params: [String: Any]) throws -> Any? {
        nextID += 1
        let id = nextID
        try send(["id": id, "method": method, "params": params])
        while true {
            let message = try read()
            if message["method"] == nil, message["id"] as? Int == id {
                if let error = message["error"] as? [String: Any] {
                    throw Failure(description: "\(method) failed: \(error["message"] ?? error)")
                }
                return message["result"]
            }
            notifications.append(message)
        }
    }

    /// Waits for the next diagnostics published for `uri`.
    func nextDiagnostics(for uri: String) throws -> [[String: Any]] {
        while true {
            if let index = notifications.firstIndex(where: { Self.isDiagnostics($0, of: uri) }) {
                return ((notifications.remove(at: index)["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
            }
            let message = try read()
            if Self.isDiagnostics(message, of: uri) { return ((message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? [] }
            notifications.append(message)
        }
    }

    /// Forgets the notifications read so far.
    func discardNotifications() { notifications = [] }

    func shutDown() throws {
        try request("shutdown", [:])
        try notify("exit", [:])
        guard finished.wait(timeout: .now() + 60) == .success else { throw Failure(description: "the language server did not exit") }
        try toServer.close()
    }

    private static func isDiagnostics(_ message: [String: Any], of uri: String) -> Bool {
        message["method"] as? String == "textDocument/publishDiagnostics" && (message["params"] as? [String: Any])?["uri"] as? String == uri
    }

    private func send(_ message: [String: Any]) throws {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: message)
        try toServer.write(contentsOf: Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    private func read() throws -> [String: Any] {
        while true {
            if let message = try takeMessage() { return message }
            var descriptor = pollfd(fd: fromServer, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 60_000) > 0 else { throw Failure(description: "the language server sent nothing for a minute") }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = Foundation.read(fromServer, &chunk, chunk.count)
            guard count > 0 else { throw Failure(description: "the language server closed its output") }
            buffer += chunk[0..<count]
        }
    }

    private func takeMessage() throws -> [String: Any]? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let headerEnd = buffer.indices.first(where: { buffer[$0...].starts(with: separator) }) else { return nil }
        let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        guard let lengthText = header.split(separator: ":").last, let length = Int(lengthText.trimmingCharacters(in: .whitespaces)) else {
            throw Failure(description: "a header without a length: \(header)")
        }
        let start = headerEnd + 4
        guard buffer.count >= start + length else { return nil }
        let body = Data(buffer[start..<start + length])
        buffer.removeSubrange(0..<start + length)
        return try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:]
    }
}
