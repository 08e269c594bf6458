import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `viewspecc preview --serve`, as a user runs it: pages served on an ephemeral port,
/// rebuilt when a spec changes, diagnostics instead of stale pages, a clean stop.
@Suite(.serialized) struct PreviewServeCommandTests {
    /// A running server and what it printed.
    final class Server {
        let process = Process()
        let errors = Pipe()
        var port: UInt16 = 0

        init(specs: URL) throws {
            process.executableURL = CommandRunner.executable
            process.arguments = ["preview", "--serve", "--port", "0", "--no-config", specs.path]
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            var printed = ""
            let deadline = Date().addingTimeInterval(30)
            while port == 0, Date() < deadline {
                let data = errors.fileHandleForReading.availableData
                if data.isEmpty { break }
                printed += String(decoding: data, as: UTF8.self)
                if let range = printed.range(of: "http://127.0.0.1:") {
                    port = UInt16(printed[range.upperBound...].prefix { $0.isNumber }) ?? 0
                }
            }
            guard port != 0 else {
                process.terminate()
                throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "the server printed no address: \(printed)"])
            }
        }

        deinit {
            if process.isRunning { process.terminate() }
        }

        /// Sends `signal` and waits for the process to end; its status, or nil if it did not.
        func stop(with signal: Int32) -> Int32? {
            kill(process.processIdentifier, signal)
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            return process.isRunning ? nil : process.terminationStatus
        }
    }

    /// A GET over a plain socket: no client library, and what goes over the wire is exactly this.
    static func get(_ path: String, port: UInt16) -> (status: Int, body: String)? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count else { return nil }
        var response: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            response += chunk[..<count]
        }
        let text = String(decoding: response, as: UTF8.self)
        guard let headEnd = text.range(of: "\r\n\r\n") else { return nil }
        let status = Int(text.split(separator: " ").dropFirst().first ?? "") ?? 0
        return (status, String(text[headEnd.upperBound...]))
    }

    /// Asks for `path` until the body passes `test` (the server rebuilds on its own time).
    static func eventually(_ path: String, port: UInt16, _ test: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let answer = get(path, port: port), answer.status == 200, test(answer.body) { return true }
            usleep(100_000)
        }
        return false
    }

    @Test func servesRebuildsShowsDiagnosticsAndStopsOnSIGINT() throws {
        let directory = try makeDirectory(["specs/a.yaml": Array("viewspec: 1\ntables:\n  One: {strings: [apple]}\n".utf8)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("specs/a.yaml")
        let server = try Server(specs: directory.appendingPathComponent("specs"))
        let port = server.port

        let index = try #require(Self.get("/", port: port))
        #expect(index.status == 200)
        #expect(index.body.contains("One.table.html"))
        #expect(Self.get("/One.table.html", port: port)?.body.contains("apple") == true)
        #expect(Self.get("/preview.js", port: port)?.status == 200)
        #expect(Self.get("/missing.html", port: port)?.status == 404)
        #expect(Self.get("/..%2Fa.yaml", port: port)?.status == 404)
        let version = Self.get("/__viewspec/changes?version=-1", port: port)?.body ?? ""
        #expect(version.hasPrefix("{\"version\":"), "\(version)")

        try Data("viewspec: 1\ntables:\n  One: {strings: [apple, pear]}\n  Three: {strings: [c]}\n".utf8).write(to: spec)
        #expect(Self.eventually("/", port: port) { $0.contains("Three.table.html") }, "the new table never appeared")
        #expect(Self.get("/One.table.html", port: port)?.body.contains("pear") == true)

        try Data("viewspec: 1\ntables:\n  One: {strings: [apple], selection: several}\n".utf8).write(to: spec)
        #expect(Self.eventually("/One.table.html", port: port) { $0.contains("The specs have errors") && $0.contains("a.yaml:3:") },
            "the diagnostics never appeared")

        try Data("viewspec: 1\ntables:\n  One: {strings: [plum]}\n".utf8).write(to: spec)
        #expect(Self.eventually("/One.table.html", port: port) { $0.contains("plum") && !$0.contains("The specs have errors") })

        #expect(server.stop(with: SIGINT) == 0)
    }

    @Test func stopsOnSIGTERM() throws {
        let directory = try makeDirectory(["specs/a.yaml": Array("viewspec: 1\ntables:\n  One: {strings: [a]}\n".utf8)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try Server(specs: directory.appendingPathComponent("specs"))
        #expect(Self.get("/", port: server.port)?.status == 200)
        #expect(server.stop(with: SIGTERM) == 0)
    }

    @Test func serveAndOutExcludeEachOther() throws {
        let output = try CommandRunner.run(["preview", "--serve", "--out", "somewhere", BuildCommandTests.specs])
        #expect(output.status == 2)
        #expect(output.stderr.contains("--serve writes nothing"))
    }
}
