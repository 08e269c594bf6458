import Foundation

/// Notices when the spec files under some paths change: a file added, removed, renamed or
/// rewritten. Polls (no dependency, every platform): each look lists the files as input
/// discovery finds them and compares their sizes, modification times and identities with
/// the last look's.
public struct SpecWatcher: Sendable {
    public let paths: [String]
    private var last: [String: FileStamp]?

    struct FileStamp: Equatable {
        var size: Int64
        var modified: timespec
        var inode: UInt64

        static func == (a: FileStamp, b: FileStamp) -> Bool {
            a.size == b.size && a.inode == b.inode && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
        }
    }

    public init(paths: [String]) {
        self.paths = paths
    }

    /// True when the files differ from the last look (and on the first look).
    public mutating func hasChanged() -> Bool {
        let now = stamps()
        defer { last = now }
        return now != last
    }

    private func stamps() -> [String: FileStamp] {
        // A path that vanished is a change too: it is looked at again next time.
        let files = (try? InputDiscovery.specFiles(in: paths)) ?? []
        var stamps: [String: FileStamp] = [:]
        for file in files {
            var info = stat()
            guard stat(file, &info) == 0 else { continue }
            #if canImport(Glibc)
            let modified = info.st_mtim
            #else
            let modified = info.st_mtimespec
            #endif
            stamps[file] = FileStamp(size: Int64(info.st_size), modified: modified, inode: UInt64(info.st_ino))
        }
        return stamps
    }
}
