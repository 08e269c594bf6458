import Foundation

/// The output directories of the timed builds: one per repetition, each new.
///
/// No layout file is deleted before the last build is timed. ext4 without a journal will
/// not reuse an inode freed in the last minute or more, and scans past every such inode for
/// each file it creates: deleting thousands of layout files just before a build made its
/// time mostly that scan. A repetition's files are emptied instead once it is timed, which
/// frees their memory and keeps their inodes (on a virtual machine, memory that had never
/// been used made the processes timed after a build slower), and everything is deleted at
/// the end.
struct TimedOutputs {
    let root: String

    /// Starts with no directory left from a run that was interrupted.
    init(root: String) throws {
        self.root = root
        try FileManager.default.removeItemIfPresent(atPath: root)
    }

    /// The directory repetition `repetition` builds into; it does not exist yet.
    func directory(for repetition: Int) -> String { root + "/\(repetition)" }

    /// Empties every file built in `repetition`, leaving the files themselves.
    func release(_ repetition: Int) throws {
        let directory = directory(for: repetition)
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) where truncate(directory + "/" + name, 0) != 0 {
            throw Stages.Failure(description: "could not empty '\(directory)/\(name)': \(String(cString: strerror(errno)))")
        }
    }

    /// Deletes every directory, once no build is timed any more.
    func removeAll() throws { try FileManager.default.removeItemIfPresent(atPath: root) }
}
