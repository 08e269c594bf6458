import Foundation
import Synchronization

#if canImport(Glibc)
import CViewSpecSystem
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One thing the output writer asks of the file system: what it does and to which file.
///
/// Every call the writer makes that can fail goes through `OutputFileSystem` named by a
/// step, so that a test can make any one of them fail (`OutputFaults`) and see that the
/// output directory is left as it was, or as a later build puts right.
struct OutputStep: Hashable, Sendable, CustomStringConvertible {
    enum Action: String, CaseIterable, Sendable {
        /// Making a missing output directory or one of its parents.
        case makeDirectory
        case openDirectory
        /// Opening, locking and stamping the lock file.
        case lock
        /// Listing the output directory (for own leftovers, or stale Swift files).
        case listDirectory
        /// Reading a file to compare it, or the previous index, or a journal.
        case readFile
        /// Creating a staged file (unnamed, where the system has such files, or by a
        /// hidden name), writing its bytes, closing it and naming it.
        case createUnnamed, createStaged, writeStaged, closeStaged, nameStaged
        /// Keeping the file a staged one replaces under a second, hidden name until the
        /// end, or where the file system has no hard links, a copy of it.
        case keepPrevious, copyPrevious
        /// Writing the journal of a publication, and naming it.
        case createJournal, writeJournal, closeJournal, nameJournal
        /// Putting a staged file in its place (a rename).
        case publish
        /// Moving a stale file aside (a rename to a hidden name).
        case removeStale
        /// Removing the journal once everything is in place: the build's commit point.
        case commit
        /// Undoing a publication from its journal: removing what it created, putting back
        /// what it replaced or removed.
        case unpublish, restore
        /// Removing a staged file, a kept previous file, a journal, or a hidden file a
        /// killed build left that no journal names.
        case discardStaged, discardPrevious, discardJournal, discardLeftover
        /// Removing the lock file, and a directory made for the output.
        case unlock, removeDirectory
    }

    var action: Action
    /// The output file the step is for (for a staged or kept file, the file it stands for),
    /// empty for the journal, or for a directory its path.
    var file: String
    /// The output directory.
    var directory: String

    init(_ action: Action, _ file: String, directory: String = "") {
        self.action = action
        self.file = file
        self.directory = directory
    }

    var description: String { "\(action.rawValue) '\(file)' in '\(directory)'" }
}

/// What a test makes one step do instead of its work.
enum OutputFault: Sendable, Equatable {
    /// Fail as the system would, with this `errno` (ENOSPC, EIO, ...).
    case error(Int32)
    /// Stop as a process killed at this step would: this step and every later one does
    /// nothing at all, cleanup included, and fails.
    case kill
}

/// Decides, for each step, whether it fails: the writer's fault-injection seam.
struct OutputFaults: Sendable {
    let decide: @Sendable (OutputStep) -> OutputFault?

    init(_ decide: @escaping @Sendable (OutputStep) -> OutputFault?) {
        self.decide = decide
    }
}

/// The system calls of one output directory's writing, each named by its step. Paths and
/// names are turned into bytes as `FilePathText` holds them.
final class OutputFileSystem: Sendable {
    private let faults: OutputFaults?
    /// The output directory the steps are in.
    private let directory: String
    /// Set by an injected `kill`: from then on nothing is done.
    private let killed = Mutex(false)

    init(faults: OutputFaults?, directory: String) {
        self.faults = faults
        self.directory = directory
    }

    /// Whether `step` is to fail instead of doing its work; `errno` is then set as the
    /// system call would set it. Without faults, always false.
    @inline(__always)
    private func fails(_ step: @autoclosure () -> OutputStep) -> Bool {
        guard let faults else { return false }
        return killed.withLock { killed in
            if killed {
                errno = EIO
                return true
            }
            var step = step()
            step.directory = directory
            switch faults.decide(step) {
            case nil:
                return false
            case .error(let code)?:
                errno = code
                return true
            case .kill?:
                killed = true
                errno = EIO
                return true
            }
        }
    }

    /// Runs `call` unless `step` is to fail; -1 with `errno` set when it fails.
    @inline(__always)
    private func perform<Value: BinaryInteger>(_ step: @autoclosure () -> OutputStep, _ call: () -> Value) -> Value {
        fails(step()) ? -1 : call()
    }

    /// Whether an injected kill has stopped this writing.
    var wasKilled: Bool { killed.withLock { $0 } }

    // MARK: - Directories

    func makeDirectory(_ path: String) -> Int32 {
        perform(OutputStep(.makeDirectory, path)) { FilePathText.withCString(path) { mkdir($0, 0o777) } }
    }

    func removeDirectory(_ path: String) -> Int32 {
        perform(OutputStep(.removeDirectory, path)) { FilePathText.withCString(path) { rmdir($0) } }
    }

    func openDirectory(_ path: String) -> Int32 {
        perform(OutputStep(.openDirectory, path)) { FilePathText.withCString(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) } }
    }

    /// The names in the directory open as `directory`, without `.` and `..`; nil with
    /// `errno` set when it cannot be listed.
    func names(in directory: Int32, for step: OutputStep) -> [String]? {
        let descriptor = perform(step) { openat(directory, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        guard let stream = fdopendir(descriptor) else {
            _ = systemClose(descriptor)
            return nil
        }
        defer { closedir(stream) }
        var names: [String] = []
        errno = 0
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { buffer in
                buffer.baseAddress.map { FilePathText.string(fromCString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
            }
            if name != ".", name != ".." { names.append(name) }
            errno = 0
        }
        return errno == 0 ? names : nil
    }

    // MARK: - Files

    /// `fstatat` without following a link; nil when nothing has that name.
    func status(of name: String, in directory: Int32) -> stat? {
        var status = stat()
        let found = FilePathText.withCString(name) { fstatat(directory, $0, &status, AT_SYMLINK_NOFOLLOW) } == 0
        return found ? status : nil
    }

    /// Opens a regular file to read without following a link and without blocking on a
    /// FIFO or device put there meanwhile; -1 (errno set) when it is not a regular file.
    func openForReading(_ name: String, in directory: Int32, for step: OutputStep) -> Int32 {
        let descriptor = perform(step) {
            FilePathText.withCString(name) { openat(directory, $0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        }
        guard descriptor >= 0 else { return -1 }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            _ = systemClose(descriptor)
            errno = EINVAL
            return -1
        }
        return descriptor
    }

    func create(_ name: String, in directory: Int32, for step: OutputStep) -> Int32 {
        perform(step) {
            FilePathText.withCString(name) { openat(directory, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644) }
        }
    }

    /// An unnamed regular file in `directory` (Linux's `O_TMPFILE`); -1 where the system
    /// or the file system has none.
    func createUnnamed(in directory: Int32, for step: OutputStep) -> Int32 {
        #if os(Linux)
        let flags = O_WRONLY | O_CLOEXEC | viewspec_O_TMPFILE
        return perform(step) { openat(directory, ".", flags, 0o644) }
        #else
        errno = EOPNOTSUPP
        return -1
        #endif
    }

    /// Writes all of `bytes`; the system's reason when that failed.
    func write(_ bytes: [UInt8], to descriptor: Int32, for step: OutputStep) -> String? {
        if fails(step) { return lastSystemErrorDescription() }
        return bytes.withUnsafeBytes { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            var written = 0
            while written < buffer.count {
                let count = systemWrite(descriptor, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return lastSystemErrorDescription()
                }
                written += count
            }
            return nil
        }
    }

    /// Closes `descriptor`, which is closed whatever the outcome; -1 (errno set) when the
    /// close reported a failure of an earlier write.
    func close(_ descriptor: Int32, for step: OutputStep) -> Int32 {
        let closed = systemClose(descriptor)
        return perform(step) { closed }
    }

    func rename(_ from: String, to: String, in directory: Int32, for step: OutputStep) -> Int32 {
        perform(step) {
            FilePathText.withCString(from) { source in FilePathText.withCString(to) { renameat(directory, source, directory, $0) } }
        }
    }

    /// A second name for the file `from` (never followed if a link).
    func link(_ from: String, to: String, in directory: Int32, for step: OutputStep) -> Int32 {
        perform(step) {
            FilePathText.withCString(from) { source in FilePathText.withCString(to) { linkat(directory, source, directory, $0, 0) } }
        }
    }

    func unlink(_ name: String, in directory: Int32, for step: OutputStep) -> Int32 {
        perform(step) { FilePathText.withCString(name) { unlinkat(directory, $0, 0) } }
    }

    #if os(Linux)
    /// Whether the kernel has let this process name an unnamed file by its descriptor alone
    /// (`linkat` with `AT_EMPTY_PATH`, allowed to the file's opener since Linux 6.10); until
    /// it refuses, files are named that way rather than through their `/proc/self/fd` link,
    /// a path the kernel walks through /proc for every one of thousands of files.
    static let namesByDescriptor = Atomic<Bool>(true)
    #endif

    /// Gives the unnamed file open as `descriptor` the name `name` in `directory`.
    func name(unnamed descriptor: Int32, as name: String, in directory: Int32, for step: OutputStep) -> Int32 {
        #if os(Linux)
        perform(step) {
            FilePathText.withCString(name) { target in
                func nameThroughProc() -> Int32 {
                    linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", directory, target, AT_SYMLINK_FOLLOW)
                }
                guard Self.namesByDescriptor.load(ordering: .relaxed) else { return nameThroughProc() }
                if linkat(descriptor, "", directory, target, viewspec_AT_EMPTY_PATH) == 0 { return 0 }
                // An older kernel answers ENOENT (EPERM in some versions) to a process that may
                // not; any other error is the name's or the directory's, and /proc would get it too.
                guard errno == ENOENT || errno == EPERM else { return -1 }
                let named = nameThroughProc()
                if named == 0 { Self.namesByDescriptor.store(false, ordering: .relaxed) }
                return named
            }
        }
        #else
        errno = EOPNOTSUPP
        return -1
        #endif
    }

    // MARK: - Locks

    func openLockFile(_ name: String, in directory: Int32, create: Bool) -> Int32 {
        perform(OutputStep(.lock, name)) {
            FilePathText.withCString(name) {
                openat(directory, $0, (create ? O_RDWR | O_CREAT : O_RDONLY) | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
            }
        }
    }

    func flock(_ descriptor: Int32, _ operation: Int32, name: String) -> Int32 {
        perform(OutputStep(.lock, name)) { systemFlock(descriptor, operation) }
    }
}

// The system calls of the same names as methods here.
#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

/// `flock(2)`, named apart from the method of the same name.
private func systemFlock(_ descriptor: Int32, _ operation: Int32) -> Int32 {
    flock(descriptor, operation)
}
