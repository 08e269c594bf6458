import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files a build creates while it is still laying out, and the directories it made
/// for them: removed again if the layout then fails, so that a build that cannot lay out
/// the project leaves the output directory as it found it.
///
/// Only files that did not exist are created early; a file that exists is replaced only
/// once every document has been laid out, so a failed build never loses one.
///
/// Why not keep new documents in memory until the end: a first build's layout is most of
/// its memory (200 MB for a project of 1,000 specs), and faulting in and tearing down
/// that memory cost more than writing it. Written as soon as it is laid out, a
/// document's bytes are freed at once, and their pages serve the next document. Nor are
/// the files written unnamed and named at the end: naming takes the directory's lock, and
/// thousands of names given one after another at the end cost as much again.
final class EarlyFiles: @unchecked Sendable {
    private let createdDirectories: [String]
    private let lock = NSLock()
    private var paths: [String] = []

    /// `createdDirectories`: the directories made for the output, outermost first.
    init(createdDirectories: [String]) {
        self.createdDirectories = createdDirectories
    }

    func record(_ path: String) {
        lock.withLock { paths.append(path) }
    }

    /// Removes every file recorded, then each directory made for them that is now empty.
    func removeAll() {
        let created = lock.withLock {
            defer { paths.removeAll() }
            return paths
        }
        for path in created { unlink(path) }
        for directory in createdDirectories.reversed() { rmdir(directory) }
    }
}
