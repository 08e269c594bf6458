import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serves a preview site on the loopback interface, over HTTP/1.1, from memory, and tells
/// the pages when it changes: each page's script asks `/__viewspec/changes?version=N`,
/// which answers as soon as the content is newer than `N` (or after a while, to be asked
/// again), and reloads. One thread accepts; each connection is served on a thread of its
/// own and closed after its response.
public final class PreviewServer: Sendable {
    /// What the server shows: the pages, or the diagnostics that stopped them.
    public enum Content: Sendable {
        case site(PreviewSite)
        case diagnostics(String)
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The path the pages ask for changes.
    public static let changesPath = "/__viewspec/changes"
    /// How long a request for changes is held before it is answered with no change.
    static let longPollSeconds = 25.0
    /// The largest request head read; the pages send small ones.
    static let maximumRequestBytes = 16 * 1024

    private struct State {
        var files: [String: [UInt8]] = [:]
        var diagnostics: String?
        var version = 0
    }

    private let state: Mutex<State>
    private let changed = NSCondition()
    private let listener: Int32
    /// The port the server listens on (the one the system chose for port 0).
    public let port: UInt16

    /// Listens on 127.0.0.1:`port` (0: any free port) and serves `content`.
    public init(port: UInt16, content: Content) throws(Failure) {
        state = Mutex(State())
        #if canImport(Glibc)
        let streamType = Int32(SOCK_STREAM.rawValue)
        #else
        let streamType = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { throw Failure(description: "cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 32) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw Failure(description: "cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var chosen = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &chosen) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        listener = descriptor
        self.port = UInt16(bigEndian: chosen.sin_port)
        update(content)
    }

    /// Replaces what is served and wakes every page waiting for a change.
    public func update(_ content: Content) {
        state.withLock { state in
            switch content {
            case .site(let site):
                state.files = Dictionary(site.files.map { ($0.fileName, $0.bytes) }, uniquingKeysWith: { first, _ in first })
                state.diagnostics = nil
            case .diagnostics(let text):
                state.diagnostics = text
            }
            state.version += 1
        }
        changed.lock()
        changed.broadcast()
        changed.unlock()
    }

    public var version: Int { state.withLock { $0.version } }

    /// Accepts connections on a thread of its own until `stop()` or the end of the process.
    public func start() {
        let thread = Thread { [self] in
            while true {
                let connection = accept(listener, nil, nil)
                if connection < 0 {
                    if errno == EINTR || errno == ECONNABORTED { continue }
                    return
                }
                Thread.detachNewThread { [self] in serve(connection) }
            }
        }
        thread.start()
    }

    /// Stops accepting connections; requests already accepted are answered.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    // MARK: - Requests

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var head: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !head.ends(with: [13, 10, 13, 10]) && !head.containsHeadEnd {
            let count = chunk.withUnsafeMutableBytes { read(connection, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            head += chunk[..<count]
            guard head.count <= Self.maximumRequestBytes else { return respond(connection, status: "431 Request Header Fields Too Large", body: []) }
        }
        let requestLine = String(decoding: head.prefix { $0 != 13 && $0 != 10 }, as: UTF8.self).split(separator: " ")
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else {
            return respond(connection, status: "400 Bad Request", body: Array("Bad request\n".utf8))
        }
        guard requestLine[0] == "GET" || requestLine[0] == "HEAD" else {
            return respond(connection, status: "405 Method Not Allowed", body: [], extraHeaders: "Allow: GET, HEAD\r\n")
        }
        let target = String(requestLine[1])
        let path = String(target.prefix { $0 != "?" })
        let query = target.contains("?") ? String(target.drop { $0 != "?" }.dropFirst()) : ""
        let (status, type, body) = answer(path: path, query: query)
        respond(connection, status: status, type: type, body: requestLine[0] == "HEAD" ? [] : body, length: body.count)
    }

    /// The response to a GET of `path`.
    func answer(path: String, query: String) -> (status: String, type: String, body: [UInt8]) {
        if path == Self.changesPath {
            let since = query.split(separator: "&").first { $0.hasPrefix("version=") }.flatMap { Int($0.dropFirst(8)) } ?? -1
            let version = waitForChange(since: since)
            return ("200 OK", "application/json", Array(#"{"version":\#(version)}"#.utf8))
        }
        let name = path == "/" ? PreviewSite.indexFileName : String(path.dropFirst())
        let (files, diagnostics, version) = state.withLock { ($0.files, $0.diagnostics, $0.version) }
        if let diagnostics, name.hasSuffix(".html") {
            return ("200 OK", "text/html; charset=utf-8", Self.stamped(PreviewPage.diagnostics(diagnostics), version: version))
        }
        guard DocumentNaming.isSafeFileName(name), let bytes = files[name] else {
            return ("404 Not Found", "text/plain; charset=utf-8", Array("Not found\n".utf8))
        }
        return ("200 OK", Self.contentType(of: name), name.hasSuffix(".html") ? Self.stamped(bytes, version: version) : bytes)
    }

    /// The page with the version it shows in its head, so that its script asks for what
    /// came after exactly that version, however late it asks.
    static func stamped(_ page: [UInt8], version: Int) -> [UInt8] {
        let marker = Array("</head>".utf8)
        guard let start = page.indices.first(where: { page[$0...].starts(with: marker) }) else { return page }
        return Array(page[..<start]) + Array("<meta name=\"viewspec-version\" content=\"\(version)\">\n".utf8) + Array(page[start...])
    }

    private func waitForChange(since: Int) -> Int {
        let deadline = Date().addingTimeInterval(Self.longPollSeconds)
        changed.lock()
        defer { changed.unlock() }
        while version == since, changed.wait(until: deadline) {}
        return version
    }

    private func respond(_ connection: Int32, status: String, type: String = "text/plain; charset=utf-8", body: [UInt8], length: Int? = nil, extraHeaders: String = "") {
        let head = "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(length ?? body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\(extraHeaders)\r\n"
        var bytes = Array(head.utf8) + body
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeMutableBytes { send(connection, $0.baseAddress, $0.count, Self.sendFlags) }
            guard count > 0 else { return }
            sent += count
        }
        bytes.removeAll()
    }

    /// A page that went away must not end the server with SIGPIPE.
    #if canImport(Glibc)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
    private static let sendFlags: Int32 = 0
    #endif

    static func contentType(of name: String) -> String {
        if name.hasSuffix(".html") { return "text/html; charset=utf-8" }
        if name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        if name.hasSuffix(".css") { return "text/css; charset=utf-8" }
        return "application/octet-stream"
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }

    /// Whether the request head is complete anywhere in what was read (a client may send
    /// more after it).
    fileprivate var containsHeadEnd: Bool {
        guard count >= 4 else { return false }
        for index in 0...(count - 4) where self[index] == 13 && self[index + 1] == 10 && self[index + 2] == 13 && self[index + 3] == 10 {
            return true
        }
        return false
    }
}
