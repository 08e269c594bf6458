import Foundation
import Synchronization

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
final class EarlyFiles: Sendable {
    private let createdDirectories: [String]
    private let paths = Mutex<[String]>([])
    /// The output directory, opened once so that each file is created and named relative
    /// to it rather than by a path the system walks again for every file; nil where it
    /// could not be opened, or on systems without unnamed files (see `createWhole`).
    let directoryDescriptor: Int32?

    /// `createdDirectories`: the directories made for the output, outermost first.
    /// `directory`: the output directory, the last of them when this build made it.
    init(createdDirectories: [String], directory: String? = nil) {
        self.createdDirectories = createdDirectories
        #if os(Linux)
        let descriptor = directory.map { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) } ?? -1
        directoryDescriptor = descriptor >= 0 ? descriptor : nil
        #else
        directoryDescriptor = nil
        #endif
    }

    deinit {
        if let directoryDescriptor { close(directoryDescriptor) }
    }

    /// This build made the output directory, so none of its files predates the build:
    /// a new document's file need not be looked for before it is created.
    var directoryIsNew: Bool { !createdDirectories.isEmpty }

    func record(_ path: String) {
        paths.withLock { $0.append(path) }
    }

    /// Removes every file recorded, then each directory made for them that is now empty.
    func removeAll() {
        let created = paths.withLock { paths in
            defer { paths.removeAll() }
            return paths
        }
        for path in created { unlink(path) }
        for directory in createdDirectories.reversed() { rmdir(directory) }
    }
}
