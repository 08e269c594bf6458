import Foundation

#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif

/// Reads and writes whole files; writes never leave a half-written file in place, and
/// reads never block.
enum AtomicFile {
    /// Writes `data` to a temporary file in the destination's directory, flushes it to disk
    /// and renames it over the destination. The rename is atomic on one file system, which
    /// is why the temporary file must share the directory: readers see the old file or the
    /// new one, never a mix. On failure the temporary file is removed.
    ///
    /// A temporary file is named `.<name>.<UUID>.tmp` and locked (`flock`) by its writer
    /// from just after it is created until it is renamed. A save that was killed leaves
    /// its temporary file, unlocked, since the system drops a dead process's locks: every
    /// later save to the same destination removes the temporary files of that destination
    /// that no one holds, and never one that another process is still writing.
    static func write(_ data: Data, to url: URL) throws(PersistenceError) {
        let path = url.path
        let directory = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        removeAbandonedTemporaryFiles(of: name, in: directory)
        var descriptor: Int32 = -1
        var temporary = ""
        for _ in 0..<16 {
            temporary = directory + "/" + temporaryName(for: name)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                if errno == EEXIST { continue }
                throw .writeFailed(path: path, reason: "cannot create a temporary file in its directory: \(systemReason())")
            }
            // Another save's cleanup may have taken this file in the moment before it was
            // locked, and removed it: then it is written under a new name.
            var status = stat()
            if flock(descriptor, LOCK_EX) == 0, fstat(descriptor, &status) == 0, status.st_nlink > 0 { break }
            close(descriptor)
            descriptor = -1
        }
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: "no temporary file could be created in its directory") }
        var failure: String?
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var written = 0
            while written < buffer.count {
                let count = systemWrite(descriptor, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = systemReason()
                    return
                }
                written += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = systemReason() }
        if failure == nil, rename(temporary, path) != 0 { failure = systemReason() }
        if failure != nil { unlink(temporary) }
        // Closed only now: the lock is held until the file has its final name or is gone.
        close(descriptor)
        if let failure { throw .writeFailed(path: path, reason: failure) }
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

    private static func temporaryName(for name: String) -> String {
        ".\(name).\(UUID().uuidString).tmp"
    }

    /// Whether `candidate` is the name of a temporary file of `name`: `.<name>.<UUID>.tmp`.
    static func isTemporaryName(_ candidate: String, of name: String) -> Bool {
        let prefix = "." + name + "."
        let suffix = ".tmp"
        guard candidate.hasPrefix(prefix), candidate.hasSuffix(suffix), candidate.count > prefix.count + suffix.count else { return false }
        let middle = candidate.dropFirst(prefix.count).dropLast(suffix.count)
        return UUID(uuidString: String(middle)) != nil
    }

    /// Removes the temporary files of `name` in `directory` that no writer holds: those a
    /// killed save left. A file that cannot be examined is left alone.
    static func removeAbandonedTemporaryFiles(of name: String, in directory: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries where isTemporaryName(entry, of: name) {
            let path = directory + "/" + entry
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            // Removed while locked, so that no writer can be holding it; a writer that gets
            // the lock afterwards sees its file gone and starts over.
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { unlink(path) }
            close(descriptor)
        }
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}
