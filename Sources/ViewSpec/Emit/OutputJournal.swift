import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one publication of staged files is about to do to an output directory, written
/// into it before the first file is put in place and removed once the last is: while it
/// exists, the publication may be half done, and it says how to undo it.
///
/// A build undoes its own publication from it when a step fails; a build that finds one
/// left by a build that was killed undoes that publication before it starts, which puts
/// the directory back exactly as it was before the killed build. Each file is recognised
/// by its inode as well as its name, so undoing never removes or replaces a file that
/// something else put at that name since.
struct OutputJournal: Equatable, Sendable {
    /// A file as the file system knows it, whatever its name.
    struct FileIdentity: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64

        init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    enum Entry: Equatable, Sendable {
        /// `file` did not exist; `staged` is put there.
        case create(file: String, staged: String, identity: FileIdentity)
        /// `file` existed and is kept as `previous` (another name for the same file, or a
        /// copy); `staged` replaces it.
        case replace(file: String, staged: String, identity: FileIdentity, previous: String)
        /// `file` is stale: it is moved to `previous`.
        case remove(file: String, previous: String)
    }

    var entries: [Entry]

    static let format = "viewspec-journal"
    static let version = 1

    /// The journal as JSON: names are any text, which JSON escapes, and a reader can
    /// follow what a killed build was doing.
    func encoded() -> [UInt8] {
        func identity(_ identity: FileIdentity) -> [(String, JSONValue)] {
            [("device", .string(String(identity.device))), ("inode", .string(String(identity.inode)))]
        }
        let steps: [JSONValue] = entries.map { entry in
            switch entry {
            case .create(let file, let staged, let id):
                .object([("create", .string(file)), ("staged", .string(staged))] + identity(id))
            case .replace(let file, let staged, let id, let previous):
                .object([("replace", .string(file)), ("staged", .string(staged))] + identity(id) + [("previous", .string(previous))])
            case .remove(let file, let previous):
                .object([("remove", .string(file)), ("previous", .string(previous))])
            }
        }
        let document: JSONValue = .object([("format", .string(Self.format)), ("version", .int(Self.version)), ("steps", .array(steps))])
        return Array(JSONWriter(style: .pretty).string(for: document).utf8)
    }

    /// Reads a journal back; nil when it is not one this version wrote, or names a file
    /// it could not have written: a plain name for each file, and for each staged or kept
    /// file the hidden name of the writer's own files.
    init?(decoding bytes: [UInt8]) {
        guard let document = try? JSONDecoder().decode(Document.self, from: Data(bytes)), document.format == Self.format,
            document.version == Self.version
        else { return nil }
        var entries: [Entry] = []
        for step in document.steps {
            let staged = step.staged.flatMap { OutputNames.isOwnHiddenName($0) ? $0 : nil }
            let previous = step.previous.flatMap { OutputNames.isOwnHiddenName($0) ? $0 : nil }
            let identity = step.identity
            if let file = step.create, let staged, let identity {
                entries.append(.create(file: file, staged: staged, identity: identity))
            } else if let file = step.replace, let staged, let identity, let previous {
                entries.append(.replace(file: file, staged: staged, identity: identity, previous: previous))
            } else if let file = step.remove, let previous {
                entries.append(.remove(file: file, previous: previous))
            } else {
                return nil
            }
            guard let file = entries.last?.file, DocumentNaming.isSafeFileName(file) else { return nil }
        }
        self.entries = entries
    }

    /// What `init(decoding:)` reads of a journal, whatever the order of its members.
    private struct Document: Decodable {
        var format: String
        var version: Int
        var steps: [Step]
    }

    /// One step: the member naming its action says which, and the others what it needs.
    private struct Step: Decodable {
        var create: String?
        var replace: String?
        var remove: String?
        var staged: String?
        var previous: String?
        var device: String?
        var inode: String?

        var identity: FileIdentity? {
            guard let device = device.flatMap({ UInt64($0) }), let inode = inode.flatMap({ UInt64($0) }) else { return nil }
            return FileIdentity(device: device, inode: inode)
        }
    }

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// Undoes what was done of this publication in the directory open as `directory`,
    /// last step first; every step is safe to repeat, so a build killed while undoing is
    /// undone again by the next. False, with `errno` set, when a step failed.
    func undo(in directory: Int32, fileSystem: OutputFileSystem) -> Bool {
        func identity(of name: String) -> FileIdentity? { fileSystem.status(of: name, in: directory).map(FileIdentity.init) }
        func discard(_ name: String, _ action: OutputStep.Action, for file: String) -> Bool {
            fileSystem.unlink(name, in: directory, for: OutputStep(action, file)) == 0 || errno == ENOENT
        }
        for entry in entries.reversed() {
            switch entry {
            case .create(let file, let staged, let id):
                if identity(of: staged) != nil {
                    guard discard(staged, .discardStaged, for: file) else { return false }
                } else if identity(of: file) == id {
                    guard fileSystem.unlink(file, in: directory, for: OutputStep(.unpublish, file)) == 0 else { return false }
                }
            case .replace(let file, let staged, let id, let previous):
                if identity(of: previous) != nil {
                    let current = identity(of: file)
                    if current == nil || current == id {
                        guard fileSystem.rename(previous, to: file, in: directory, for: OutputStep(.restore, file)) == 0 else { return false }
                    } else {
                        // Not replaced yet (the kept name is the file itself), or replaced since by someone else.
                        guard discard(previous, .discardPrevious, for: file) else { return false }
                    }
                }
                if identity(of: staged) != nil {
                    guard discard(staged, .discardStaged, for: file) else { return false }
                }
            case .remove(let file, let previous):
                guard identity(of: previous) != nil else { continue }
                if identity(of: file) == nil {
                    guard fileSystem.rename(previous, to: file, in: directory, for: OutputStep(.restore, file)) == 0 else { return false }
                } else {
                    guard discard(previous, .discardPrevious, for: file) else { return false }
                }
            }
        }
        return true
    }
}

extension OutputJournal.Entry {
    /// The file in the output directory this step is about.
    var file: String {
        switch self {
        case .create(let file, _, _), .replace(let file, _, _, _), .remove(let file, _): file
        }
    }
}

/// The names of the writer's own hidden files in an output directory, the only hidden
/// files it ever creates or removes: `.viewspec-<hex>.tmp` (a staged file, or a file
/// being written), `.viewspec-<hex>.bak` (a file kept until a publication is done),
/// `.viewspec-<hex>.journal` (see `OutputJournal`) and the lock file `.viewspec-lock`.
enum OutputNames {
    static let prefix = ".viewspec-"
    static let stagedSuffix = ".tmp"
    static let previousSuffix = ".bak"
    static let journalSuffix = ".journal"

    /// A staged, kept or journal file's name: the prefix, 1 to 16 lower-case hex digits,
    /// and one of the suffixes.
    static func isOwnHiddenName(_ name: String) -> Bool {
        ownHiddenKind(name) != nil
    }

    /// Whether `name` is a journal's name.
    static func isJournalName(_ name: String) -> Bool {
        ownHiddenKind(name) == journalSuffix
    }

    static func name(_ number: UInt64, suffix: String) -> String {
        let hex = String(number, radix: 16)
        return prefix + String(repeating: "0", count: 16 - hex.count) + hex + suffix
    }

    private static func ownHiddenKind(_ name: String) -> String? {
        guard name.hasPrefix(prefix) else { return nil }
        for suffix in [stagedSuffix, previousSuffix, journalSuffix] where name.hasSuffix(suffix) {
            let digits = name.utf8.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count)
            let isHex = digits.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
            if (1...16).contains(digits.count), isHex { return suffix }
        }
        return nil
    }
}
