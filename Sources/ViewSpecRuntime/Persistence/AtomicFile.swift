import Foundation

#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reads and writes whole files; writes never leave a half-written file in place, and
/// reads never block.
enum AtomicFile {
    /// Writes `data` to a temporary file in the destination's directory, flushes it to disk
    /// and renames it over the destination. The rename is atomic on one file system, which
    /// is why the temporary file must share the directory: readers see the old file or the
    /// new one, never a mix. On failure the temporary file is removed.
    static func write(_ data: Data, to url: URL) throws(PersistenceError) {
        let path = url.path
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
                throw PersistenceError.writeFailed(path: path, reason: "cannot create a temporary file in its directory")
            }
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            try handle.synchronize()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error as? PersistenceError ?? .writeFailed(path: path, reason: String(describing: error))
        }
        if rename(temporary.path, path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .writeFailed(path: path, reason: reason)
        }
    }

    /// The largest file read: model files hold a store's data, and a file larger than this
    /// is not one this runtime wrote for any store it can hold in memory.
    static let maximumFileSize = 1 << 30

    /// Reads a regular file whole. A FIFO or a device would block `open` or `read` until
    /// something wrote to it, so the path is checked before it is opened, opened without
    /// blocking, and checked again once open; anything but a regular file is refused.
    static func read(_ url: URL) throws(PersistenceError) -> Data {
        let path = url.path
        var status = stat()
        guard stat(path, &status) == 0 else { throw .readFailed(path: path, reason: systemReason()) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .readFailed(path: path, reason: "not a regular file") }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .readFailed(path: path, reason: systemReason()) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw .readFailed(path: path, reason: "not a regular file")
        }
        var bytes: [UInt8] = []
        var piece = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = piece.withUnsafeMutableBytes { buffer in buffer.baseAddress.map { systemRead(descriptor, $0, buffer.count) } ?? 0 }
            if count < 0 {
                if errno == EINTR { continue }
                throw .readFailed(path: path, reason: systemReason())
            }
            if count == 0 { return Data(bytes) }
            bytes.append(contentsOf: piece[..<count])
            if bytes.count > maximumFileSize {
                throw .readFailed(path: path, reason: "the file is larger than \(maximumFileSize >> 20) MiB")
            }
        }
    }

    // MARK: - Private

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}
