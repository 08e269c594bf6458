import Foundation

/// Finds the spec files named by command-line paths.
///
/// A file is taken as given, whatever its extension. A directory is searched recursively
/// for `*.yaml` and `*.yml`, skipping hidden entries (`.build`, `.git`) and never visiting
/// the same directory twice through symbolic links: of several paths to one directory, the
/// first met searching depth first in name order is used. The result is sorted by path, so
/// neither it nor the paths chosen depend on the order the file system lists entries in.
/// A directory that cannot be searched is reported with the reason, and so is an entry named
/// like a spec file that cannot be followed (a link to nothing, or a loop of links): spec
/// files there would otherwise go unchecked without a word.
public enum InputDiscovery {
    public struct MissingInput: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var description: String { "no such file or directory: '\(FilePathText.displayed(path))'" }
    }

    /// A directory whose entries could not be listed.
    public struct UnsearchedDirectory: Error, Equatable, Sendable {
        public var path: String
        /// The system's reason, such as "Permission denied".
        public var reason: String

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// What the command-line paths hold: the spec files, sorted by path, and the
    /// directories that could not be searched, sorted by path.
    public struct Inputs: Equatable, Sendable {
        public var files: [String]
        public var unsearchedDirectories: [UnsearchedDirectory]

        public init(files: [String], unsearchedDirectories: [UnsearchedDirectory] = []) {
            self.files = files
            self.unsearchedDirectories = unsearchedDirectories
        }
    }

    public static let specExtensions: Set<String> = ["yaml", "yml"]

    /// The spec files under `paths`, leaving out any directory that could not be searched;
    /// `search(_:)` reports those too.
    public static func specFiles(in paths: [String]) throws(MissingInput) -> [String] {
        try search(paths).files
    }

    public static func search(_ paths: [String]) throws(MissingInput) -> Inputs {
        var found = Set<String>()
        var unsearched: [UnsearchedDirectory] = []
        for path in paths {
            switch kindFollowingLinks(of: path) {
            case .success(.directory): collect(directory: path, into: &found, unsearched: &unsearched)
            case .success(.file): found.insert(path)
            // Something is there that cannot be followed (a loop of links, a component
            // that may not be searched): the loader reports why it cannot be read.
            case .failure(let error) where error.code != .ENOENT && error.code != .ENOTDIR: found.insert(path)
            case .failure: throw MissingInput(path: path)
            }
        }
        return Inputs(files: found.sorted(), unsearchedDirectories: unsearched.sorted { $0.path < $1.path })
    }

    private static func collect(directory root: String, into found: inout Set<String>, unsearched: inout [UnsearchedDirectory]) {
        var pending = [root]
        var visited = Set<DirectoryIdentity>()
        while let directory = pending.popLast() {
            // A directory is known by its device and inode, whatever path reached it, so a link
            // back up the tree ends the search there rather than looping.
            if let identity = DirectoryIdentity(path: directory), !visited.insert(identity).inserted { continue }
            let listed: [(name: String, kind: EntryKind?)]
            switch entries(of: directory) {
            case .success(let entries): listed = entries
            case .failure(let unsearchable):
                unsearched.append(unsearchable)
                continue
            }
            var subdirectories: [String] = []
            for (entry, kind) in listed where !entry.hasPrefix(".") {
                let path = directory == "." ? entry : directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
                let isNamedLikeSpec = specExtensions.contains((entry as NSString).pathExtension.lowercased())
                switch kind.map(Result.success) ?? kindFollowingLinks(of: path) {
                case .success(.directory): subdirectories.append(path)
                // A link named like a spec file that leads nowhere is read like any spec
                // file, so the loader reports it: the spec it stood for is missing.
                case .success(.file), .failure: if isNamedLikeSpec { found.insert(path) }
                }
            }
            // Visited depth first in name order, whatever order the file system lists them
            // in: of two paths to one directory (a link and its target), the same one is
            // searched on every machine.
            pending.append(contentsOf: subdirectories.sorted().reversed())
        }
    }

    private enum EntryKind { case file, directory }

    /// A directory's entries with their kinds as the directory itself records them: nil for
    /// a symbolic link or an entry whose kind the file system does not record, which only a
    /// `stat` of its own can settle. Asking the directory spares a `stat` for each of the
    /// thousands of files a large project holds.
    private static func entries(of directory: String) -> Result<[(name: String, kind: EntryKind?)], UnsearchedDirectory> {
        let unsearchable = { UnsearchedDirectory(path: directory, reason: lastSystemErrorDescription()) }
        guard let stream = FilePathText.withCString(directory, { opendir($0) }) else { return .failure(unsearchable()) }
        defer { closedir(stream) }
        var entries: [(name: String, kind: EntryKind?)] = []
        // readdir tells the end of the listing from an error only through errno.
        errno = 0
        while let entry = readdir(stream) {
            // Read by its bytes: a name that is not UTF-8 must still open the same file.
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { buffer in
                buffer.baseAddress.map { FilePathText.string(fromCString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
            }
            guard name != ".", name != ".." else { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): entries.append((name, .directory))
            case Int32(DT_LNK), Int32(DT_UNKNOWN): entries.append((name, nil))
            default: entries.append((name, .file))
            }
            errno = 0
        }
        if errno != 0 { return .failure(unsearchable()) }
        return .success(entries)
    }

    /// What `path` is once symbolic links are followed, or why it cannot be followed (a
    /// dangling link, a loop of links).
    private static func kindFollowingLinks(of path: String) -> Result<EntryKind, POSIXError> {
        var status = stat()
        guard FilePathText.withCString(path, { stat($0, &status) }) == 0 else {
            return .failure(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
        }
        return .success(status.st_mode & S_IFMT == S_IFDIR ? .directory : .file)
    }

    /// A directory as the file system knows it.
    private struct DirectoryIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init?(path: String) {
            var status = stat()
            guard FilePathText.withCString(path, { stat($0, &status) }) == 0 else { return nil }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }
}
