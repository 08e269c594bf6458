import Foundation

/// Reads and writes whole files; writes never leave a half-written file in place.
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

    static func read(_ url: URL) throws(PersistenceError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            let reason = (error as NSError).localizedDescription
            throw .readFailed(path: url.path, reason: reason)
        }
    }
}
