import Foundation
import Testing
@testable import ViewSpec

/// Only regular files are read, and nothing is waited on: a FIFO would block `open(2)`
/// until something wrote to it.
@Suite struct InputFileReaderTests {
    /// Runs `body` on a thread of its own and waits at most `seconds` for it; on time out,
    /// `unblock` is called so that the thread can finish, and nil is returned.
    private func withinTime<Value: Sendable>(
        _ seconds: Double, unblock: () -> Void, _ body: @escaping @Sendable () -> Value
    ) -> Value? {
        let box = ResultBox<Value>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.value = body()
            done.signal()
        }
        if done.wait(timeout: .now() + seconds) == .success { return box.value }
        unblock()
        done.wait()
        return nil
    }

    @Test func aFIFOIsRefusedWithoutWaiting() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("spec.yaml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = withinTime(10, unblock: {
            // A writer lets a reader blocked in open(2) go on.
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }) {
            InputFileReader.read(path: fifo, maxSize: 1024)
        }
        #expect(result != nil, "reading the FIFO blocked")
        #expect(result == .failure(.unreadable(reason: "not a regular file")))
        let loaded = YAMLLoader().load(path: fifo)
        #expect(loaded.diagnostics.map(\.message) == ["cannot read file: not a regular file"])
    }

    @Test func devicesAndDirectoriesAreRefused() {
        for path in ["/dev/zero", "/dev/null", FileManager.default.temporaryDirectory.path] {
            #expect(InputFileReader.read(path: path, maxSize: 1024) == .failure(.unreadable(reason: "not a regular file")), "\(path)")
        }
    }

    @Test func aFileNameThatIsNotUTF8IsReadByItsBytes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer {
            // Removed by name bytes as the test made it, which Foundation need not manage.
            let remover = Process()
            remover.executableURL = URL(fileURLWithPath: "/bin/rm")
            remover.arguments = ["-rf", directory.path]
            try? remover.run()
            remover.waitUntilExit()
        }
        let name = FilePathText.string(fromBytes: Array("caf".utf8) + [0xE9] + Array(".yaml".utf8))
        let path = directory.path + "/" + name
        let descriptor = FilePathText.withCString(path) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        try #require(descriptor >= 0)
        #expect(write(descriptor, "viewspec: 1\n", 12) == 12)
        close(descriptor)
        #expect(InputFileReader.read(path: path, maxSize: 1024) == .success(Array("viewspec: 1\n".utf8)))
        #expect(try InputDiscovery.specFiles(in: [directory.path]) == [path])
    }
}

/// A value handed from one thread to another, after a semaphore orders the two.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
