import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The new and changed files of one output directory, written beside the files they
/// will replace under hidden names, and the stale files to remove: nothing a reader of
/// the directory uses has changed yet. `OutputWriter.publish(_:)` puts them all in place
/// (or, if any step fails, none); `abandon()` removes them.
///
/// From the moment it is made until it is published or abandoned, a stage holds the
/// directory's lock (`OutputDirectoryLock`). Taking the lock, it first undoes the
/// publication of a build that was killed (`OutputJournal`) and removes the hidden files
/// such a build left (`OutputNames`), so every build starts from the last complete
/// output, never from a mix.
public final class OutputStage: Sendable {
    /// A file of the output: unchanged, or written to a staged file that is to take its place.
    struct StagedFile: Sendable {
        var name: String
        var change: OutputWriter.Change
        /// The hidden name the new bytes were written to; nil when unchanged or in a dry run.
        var staged: String?
        var identity: OutputJournal.FileIdentity?
    }

    public let directory: String
    public let dryRun: Bool
    let fileSystem: OutputFileSystem
    /// The output directory, open; nil only in a dry run of a directory that does not exist.
    let directoryDescriptor: Int32?
    /// The directories made for the output, outermost first: removed again if the stage is
    /// abandoned and they are empty.
    private let madeDirectories: [String]
    private let lock: OutputDirectoryLock?

    /// This stage made the output directory, so no file in it predates the build: a new
    /// document's file need not be looked for before it is staged.
    var directoryIsNew: Bool { !madeDirectories.isEmpty }

    /// What the stage has done so far, changed by the threads that stage files.
    private let registry: Mutex<Registry>

    private struct Registry {
        /// Every hidden file this stage created and still has, in order.
        var hiddenFiles: [HiddenFile] = []
        var nextNumber: UInt64
        var files: [StagedFile] = []
        var stale: [String] = []
        /// The file published after every other (the layout's index), if any.
        var publishedLast: String?
        var journal: OutputJournal?
        var journalName: String?
        var state = State.staging
    }

    /// A hidden file of this stage's: a staged or kept file, and the output file it
    /// stands for, or a journal being written.
    private struct HiddenFile {
        enum Role { case staged, previous, journal }
        var name: String
        var file: String
        var role: Role

        var discardAction: OutputStep.Action {
            switch role {
            case .staged: .discardStaged
            case .previous: .discardPrevious
            case .journal: .discardJournal
            }
        }
    }
    private enum State {
        case staging, planned, published, abandoned
    }

    /// Opens `writer`'s directory for staging: makes it if missing, takes its lock, and
    /// undoes what a killed build left (none of it in a dry run, which touches nothing).
    init(writer: OutputWriter) throws(OutputWriter.Failure) {
        directory = writer.directory
        dryRun = writer.dryRun
        fileSystem = OutputFileSystem(faults: writer.faults, directory: writer.directory)
        var generator = SystemRandomNumberGenerator()
        registry = Mutex(Registry(nextNumber: generator.next()))
        if dryRun {
            madeDirectories = []
            try OutputWriter.requireDirectoryOrNothing(at: directory)
            let descriptor = FilePathText.isDirectory(directory) ? fileSystem.openDirectory(directory) : -1
            directoryDescriptor = descriptor >= 0 ? descriptor : nil
            lock =
                if let directoryDescriptor {
                    try OutputDirectoryLock.acquire(
                        directory: directoryDescriptor, exclusive: false, fileSystem: fileSystem, waiting: writer.waiting)
                } else {
                    nil
                }
            return
        }
        // A build that gave up may remove the directory it made while this one waited for
        // its lock: the directory is then made again, and the lock taken on the new one.
        var attempts = 0
        while true {
            let made = try OutputWriter.makeDirectory(directory, fileSystem: fileSystem)
            let descriptor = fileSystem.openDirectory(directory)
            guard descriptor >= 0 else {
                let reason = lastSystemErrorDescription()
                Self.removeDirectories(made, fileSystem: fileSystem)
                throw OutputWriter.Failure(message: "cannot open output directory '\(FilePathText.displayed(directory))': \(reason)")
            }
            func isRemoved() -> Bool {
                var status = stat()
                return fstat(descriptor, &status) == 0 && status.st_nlink == 0
            }
            let acquired: OutputDirectoryLock?
            do {
                acquired = try OutputDirectoryLock.acquire(
                    directory: descriptor, exclusive: true, fileSystem: fileSystem, waiting: writer.waiting)
            } catch {
                let removed = isRemoved()
                systemClose(descriptor)
                Self.removeDirectories(made, fileSystem: fileSystem)
                guard removed, attempts < 100 else { throw error }
                attempts += 1
                continue
            }
            if isRemoved(), attempts < 100 {
                acquired?.release()
                systemClose(descriptor)
                attempts += 1
                continue
            }
            madeDirectories = made
            directoryDescriptor = descriptor
            lock = acquired
            break
        }
        if lock?.isFirstHolder == true {
            do {
                try recover()
            } catch {
                abandon()
                throw error
            }
        }
    }

    deinit {
        if registry.withLock({ $0.state }) != .published { abandon() }
    }

    // MARK: - Staging

    /// Compares `bytes` with the file `name` and, unless it already holds exactly them (or
    /// this is a dry run), writes them to a staged file. Safe to call from several threads.
    func stage(_ bytes: [UInt8], named name: String) -> Result<StagedFile, OutputWriter.Failure> {
        guard DocumentNaming.isSafeFileName(name) else {
            return .failure(OutputWriter.Failure(message: "refusing to write '\(FilePathText.displayed(name))': not a plain file name"))
        }
        let change: OutputWriter.Change
        if directoryIsNew {
            change = .created
        } else {
            switch compare(bytes, named: name) {
            case .success(let found): change = found
            case .failure(let failure): return .failure(failure)
            }
        }
        guard change != .unchanged, !dryRun else { return .success(StagedFile(name: name, change: change)) }
        return writeStaged(bytes, for: name).map { staged, identity in
            StagedFile(name: name, change: change, staged: staged, identity: identity)
        }
    }

    /// Records what the publication will do: `files` in the order they were handled (the
    /// report's order), then `stale` files to remove; `last`, if given, is published after
    /// every other file. Files already staged for this stage are only published if listed.
    func plan(_ files: [StagedFile], stale: [String], last: String?) {
        registry.withLock { registry in
            registry.files = files
            registry.stale = stale
            registry.publishedLast = last
            registry.state = .planned
        }
    }

    /// What publishing this stage does (in a dry run: would do).
    public var report: OutputWriter.Report {
        registry.withLock { registry in
            var report = OutputWriter.Report()
            for file in registry.files { report.record(file.change, for: file.name) }
            report.removed = registry.stale
            return report
        }
    }

    /// Stale files among the names in the previous index: those not in `current` (ignoring
    /// case, as a case-insensitive file system would) that are regular files or links.
    func staleFiles(listed previous: [String], current: [String]) -> [String] {
        guard !previous.isEmpty, let directoryDescriptor else { return [] }
        // On a case-insensitive file system `Main.table.json` and `main.table.json` are one
        // file, and the new one replaces the old.
        let kept = Set(current.map { $0.lowercased() })
        return previous.filter { name in
            guard !kept.contains(name.lowercased()), let status = fileSystem.status(of: name, in: directoryDescriptor) else { return false }
            let type = status.st_mode & S_IFMT
            return type == S_IFREG || type == S_IFLNK
        }
    }

    /// The names in the output directory, or why it cannot be listed.
    func listing() throws(OutputWriter.Failure) -> [String] {
        guard let directoryDescriptor else { return [] }
        guard let names = fileSystem.names(in: directoryDescriptor, for: OutputStep(.listDirectory, directory)) else {
            throw failure("cannot list output directory '\(FilePathText.displayed(directory))'")
        }
        return names
    }

    /// The regular file `name`, read whole without following a link or blocking.
    func read(_ name: String) -> OutputFiles.Read {
        guard let directoryDescriptor else { return .absent }
        return OutputFiles.read(name, in: directoryDescriptor, fileSystem: fileSystem)
    }

    /// `read(_:)`, failing with `what` the file is when it exists but cannot be read; nil
    /// when there is no regular file of that name.
    func contents(of name: String, what: String) throws(OutputWriter.Failure) -> [UInt8]? {
        switch read(name) {
        case .absent: return nil
        case .contents(let bytes): return bytes
        case .failed(let reason): throw OutputWriter.Failure(message: "cannot read \(what) '\(path(name))': \(reason)")
        }
    }

    // MARK: - Publishing

    /// Keeps the files to be replaced and writes the journal: the last step before
    /// anything a reader sees changes.
    func prepareToPublish() throws(OutputWriter.Failure) {
        guard !dryRun, let directoryDescriptor else { return }
        let (files, stale) = registry.withLock { ($0.files, $0.stale) }
        var entries: [OutputJournal.Entry] = []
        for file in files {
            guard let staged = file.staged, let identity = file.identity else { continue }
            switch file.change {
            case .unchanged:
                continue
            case .created:
                entries.append(.create(file: file.name, staged: staged, identity: identity))
            case .updated:
                let previous = try keepPrevious(file.name)
                entries.append(.replace(file: file.name, staged: staged, identity: identity, previous: previous))
            }
        }
        for name in stale {
            let previous = reserveHiddenName(suffix: OutputNames.previousSuffix)
            // Made by the rename that removes the stale file, and then one of this stage's files.
            record(previous, for: name, as: .previous)
            entries.append(.remove(file: name, previous: previous))
        }
        guard !entries.isEmpty else { return }
        let journal = OutputJournal(entries: entries)
        let name = try writeJournal(journal, in: directoryDescriptor)
        registry.withLock { registry in
            registry.journal = journal
            registry.journalName = name
        }
    }

    /// Puts every staged file in its place: new files, then replaced ones, then the file to
    /// publish last, then moves stale files aside. Each step is one rename, so a reader
    /// sees each file whole, old or new.
    func publishFiles() throws(OutputWriter.Failure) {
        guard !dryRun, let directoryDescriptor, let journal = registry.withLock({ $0.journal }) else { return }
        let last = registry.withLock { $0.publishedLast }
        var order: [OutputJournal.Entry] = []
        var final: [OutputJournal.Entry] = []
        for entry in journal.entries {
            switch entry {
            case .create where entry.file == last, .replace where entry.file == last: final.append(entry)
            case .create: order.append(entry)
            case .replace, .remove: continue
            }
        }
        for entry in journal.entries {
            if case .replace = entry, entry.file != last { order.append(entry) }
        }
        order += final
        for entry in journal.entries {
            if case .remove = entry { order.append(entry) }
        }
        for entry in order {
            switch entry {
            case .create(let file, let staged, _), .replace(let file, let staged, _, _):
                guard fileSystem.rename(staged, to: file, in: directoryDescriptor, for: OutputStep(.publish, file)) == 0 else {
                    throw failure("cannot write '\(path(file))'")
                }
            case .remove(let file, let previous):
                guard fileSystem.rename(file, to: previous, in: directoryDescriptor, for: OutputStep(.removeStale, file)) == 0 else {
                    throw failure("cannot remove stale '\(path(file))'")
                }
            }
        }
    }

    /// Removes the journal: from here on the publication is complete, and a killed build
    /// is no longer undone.
    func commit() throws(OutputWriter.Failure) {
        guard let directoryDescriptor, let name = registry.withLock({ $0.journalName }) else { return }
        guard fileSystem.unlink(name, in: directoryDescriptor, for: OutputStep(.commit, "")) == 0 else {
            throw failure("cannot finish writing output directory '\(FilePathText.displayed(directory))'")
        }
        registry.withLock { $0.journalName = nil }
    }

    /// After the commit: removes the files kept for undoing (a file that cannot be
    /// removed now is removed by the next build), releases the lock, and closes.
    func finish() {
        let (journal, hidden) = registry.withLock { registry -> (OutputJournal?, [HiddenFile]) in
            registry.state = .published
            return (registry.journal, registry.hiddenFiles)
        }
        if let directoryDescriptor, !fileSystem.wasKilled {
            var published = Set<String>()
            for entry in journal?.entries ?? [] {
                if case .create(_, let staged, _) = entry { published.insert(staged) }
                if case .replace(_, let staged, _, _) = entry { published.insert(staged) }
            }
            // The kept files, and any staged file the plan left out.
            for file in hidden where !published.contains(file.name) {
                _ = fileSystem.unlink(file.name, in: directoryDescriptor, for: OutputStep(file.discardAction, file.file))
            }
        }
        closeDirectory()
    }

    /// Undoes the publication as far as it went. False when a step of that failed: the
    /// journal then stays, for the next build to finish undoing.
    func undoPublication() -> Bool {
        guard let directoryDescriptor, let journal = registry.withLock({ $0.journal }) else { return true }
        guard !fileSystem.wasKilled else { return false }
        guard journal.undo(in: directoryDescriptor, fileSystem: fileSystem) else {
            // Committed already, while another output's commit failed: the journal is
            // written again, so that the next build can finish undoing this one too.
            if registry.withLock({ $0.journalName }) == nil, let name = try? writeJournal(journal, in: directoryDescriptor) {
                registry.withLock { $0.journalName = name }
            }
            return false
        }
        if let name = registry.withLock({ $0.journalName }) {
            guard fileSystem.unlink(name, in: directoryDescriptor, for: OutputStep(.discardJournal, "")) == 0 || errno == ENOENT else {
                return false
            }
        }
        registry.withLock { registry in
            registry.journal = nil
            registry.journalName = nil
            // Undoing removed every staged and kept file the journal names.
            registry.hiddenFiles.removeAll { $0.role != .journal }
        }
        return true
    }

    /// Removes every hidden file this stage made and each directory it made for the output
    /// that is empty again, and releases the lock: the directory is as it was. A journal
    /// whose publication could not be undone stays, with the files it names (see
    /// `undoPublication()`).
    public func abandon() {
        let (hidden, journalName, alreadyDone) = registry.withLock { registry -> ([HiddenFile], String?, Bool) in
            defer { registry.state = .abandoned }
            return (registry.hiddenFiles, registry.journalName, registry.state == .abandoned || registry.state == .published)
        }
        guard !alreadyDone else { return }
        if let directoryDescriptor, !fileSystem.wasKilled, journalName == nil {
            for file in hidden {
                _ = fileSystem.unlink(file.name, in: directoryDescriptor, for: OutputStep(file.discardAction, file.file))
            }
        }
        closeDirectory()
        if !fileSystem.wasKilled, journalName == nil { Self.removeDirectories(madeDirectories, fileSystem: fileSystem) }
    }

    // MARK: - Private

    private func closeDirectory() {
        lock?.release()
        if let directoryDescriptor { systemClose(directoryDescriptor) }
    }

    private func path(_ name: String) -> String {
        FilePathText.displayed(directory.hasSuffix("/") ? directory + name : directory + "/" + name)
    }

    private func failure(_ message: String) -> OutputWriter.Failure {
        OutputWriter.Failure(message: "\(message): \(lastSystemErrorDescription())")
    }

    /// Undoes a killed build's publication and removes the hidden files it left.
    private func recover() throws(OutputWriter.Failure) {
        guard let directoryDescriptor else { return }
        let names = try listing()
        for name in names.sorted() where OutputNames.isJournalName(name) {
            guard let bytes = try contents(of: name, what: "the journal of an unfinished build"), let journal = OutputJournal(decoding: bytes)
            else {
                // Named only once it is whole: a journal that does not read as one is not one
                // this writer wrote, and it is left alone.
                continue
            }
            guard journal.undo(in: directoryDescriptor, fileSystem: fileSystem) else {
                throw failure("cannot undo the unfinished writing of an earlier build in '\(FilePathText.displayed(directory))'")
            }
            guard fileSystem.unlink(name, in: directoryDescriptor, for: OutputStep(.discardJournal, "")) == 0 else {
                throw failure("cannot remove '\(path(name))'")
            }
        }
        for name in names.sorted() where OutputNames.isOwnHiddenName(name) && !OutputNames.isJournalName(name) {
            guard let status = fileSystem.status(of: name, in: directoryDescriptor), status.st_mode & S_IFMT == S_IFREG else { continue }
            guard fileSystem.unlink(name, in: directoryDescriptor, for: OutputStep(.discardLeftover, name)) == 0 || errno == ENOENT else {
                throw failure("cannot remove '\(path(name))', left by an earlier build")
            }
        }
    }

    private func compare(_ bytes: [UInt8], named name: String) -> Result<OutputWriter.Change, OutputWriter.Failure> {
        guard let directoryDescriptor else { return .success(.created) }
        return Result { () throws(OutputWriter.Failure) in
            try OutputFiles.change(for: bytes, named: name, in: directoryDescriptor, path: path(name), fileSystem: fileSystem)
        }
    }

    /// A hidden name of this stage's own, not used yet.
    private func reserveHiddenName(suffix: String) -> String {
        registry.withLock { registry in
            defer { registry.nextNumber &+= 1 }
            return OutputNames.name(registry.nextNumber, suffix: suffix)
        }
    }

    private func record(_ hiddenName: String, for file: String, as role: HiddenFile.Role) {
        registry.withLock { $0.hiddenFiles.append(HiddenFile(name: hiddenName, file: file, role: role)) }
    }

    /// Writes `bytes` to a new hidden file in the output directory, not flushed to disk
    /// (see `OutputWriter` for why that is enough). On Linux the file is written unnamed
    /// and then given its hidden name: an unnamed file's inode is found without the
    /// directory's lock, so files are created in parallel.
    private func writeStaged(_ bytes: [UInt8], for name: String) -> Result<(String, OutputJournal.FileIdentity), OutputWriter.Failure> {
        guard let directoryDescriptor else { return .failure(OutputWriter.Failure(message: "cannot write '\(path(name))'")) }
        #if os(Linux)
        let descriptor = fileSystem.createUnnamed(in: directoryDescriptor, for: OutputStep(.createUnnamed, name))
        if descriptor >= 0 {
            return writeUnnamed(bytes, descriptor: descriptor, for: name, in: directoryDescriptor)
        }
        // A file system without unnamed files, or an older kernel: written by name below.
        guard errno == EOPNOTSUPP || errno == EISDIR || errno == EINVAL || errno == ENOTSUP else {
            return .failure(failure("cannot write '\(path(name))'"))
        }
        #endif
        return writeNamed(bytes, for: name, in: directoryDescriptor)
    }

    private func writeUnnamed(
        _ bytes: [UInt8], descriptor: Int32, for name: String, in directory: Int32
    ) -> Result<(String, OutputJournal.FileIdentity), OutputWriter.Failure> {
        if let reason = fileSystem.write(bytes, to: descriptor, for: OutputStep(.writeStaged, name)) {
            systemClose(descriptor)
            return .failure(OutputWriter.Failure(message: "cannot write '\(path(name))': \(reason)"))
        }
        var status = stat()
        fstat(descriptor, &status)
        let hidden = reserveHiddenName(suffix: OutputNames.stagedSuffix)
        guard fileSystem.name(unnamed: descriptor, as: hidden, in: directory, for: OutputStep(.nameStaged, name)) == 0 else {
            // The unnamed file goes with its descriptor; the other way reports what is wrong.
            systemClose(descriptor)
            return writeNamed(bytes, for: name, in: directory)
        }
        record(hidden, for: name, as: .staged)
        guard fileSystem.close(descriptor, for: OutputStep(.closeStaged, name)) == 0 else {
            return .failure(failure("cannot write '\(path(name))'"))
        }
        return .success((hidden, OutputJournal.FileIdentity(status)))
    }

    private func writeNamed(_ bytes: [UInt8], for name: String, in directory: Int32) -> Result<(String, OutputJournal.FileIdentity), OutputWriter.Failure> {
        var hidden = reserveHiddenName(suffix: OutputNames.stagedSuffix)
        var descriptor = fileSystem.create(hidden, in: directory, for: OutputStep(.createStaged, name))
        // A name a killed build left (and this one has not removed) is passed over.
        for _ in 0..<16 where descriptor < 0 && errno == EEXIST {
            hidden = reserveHiddenName(suffix: OutputNames.stagedSuffix)
            descriptor = fileSystem.create(hidden, in: directory, for: OutputStep(.createStaged, name))
        }
        guard descriptor >= 0 else { return .failure(failure("cannot write '\(path(name))'")) }
        record(hidden, for: name, as: .staged)
        var status = stat()
        fstat(descriptor, &status)
        if let reason = fileSystem.write(bytes, to: descriptor, for: OutputStep(.writeStaged, name)) {
            systemClose(descriptor)
            return .failure(OutputWriter.Failure(message: "cannot write '\(path(name))': \(reason)"))
        }
        guard fileSystem.close(descriptor, for: OutputStep(.closeStaged, name)) == 0 else {
            return .failure(failure("cannot write '\(path(name))'"))
        }
        return .success((hidden, OutputJournal.FileIdentity(status)))
    }

    /// Gives the file `name` a second, hidden name, under which it stays until the
    /// publication is complete: if it fails, the file is put back from there. Where the
    /// file system has no hard links, a copy is kept instead.
    private func keepPrevious(_ name: String) throws(OutputWriter.Failure) -> String {
        guard let directoryDescriptor else { throw OutputWriter.Failure(message: "cannot write '\(path(name))'") }
        let previous = reserveHiddenName(suffix: OutputNames.previousSuffix)
        if fileSystem.link(name, to: previous, in: directoryDescriptor, for: OutputStep(.keepPrevious, name)) == 0 {
            record(previous, for: name, as: .previous)
            return previous
        }
        let linkFailure = failure("cannot keep '\(path(name))' until the new one is in place")
        guard [EPERM, EOPNOTSUPP, ENOTSUP, EMLINK, ENOSYS].contains(errno), case .contents(let bytes) = read(name) else { throw linkFailure }
        let copyFailure = { self.failure("cannot keep a copy of '\(self.path(name))' until the new one is in place") }
        let descriptor = fileSystem.create(previous, in: directoryDescriptor, for: OutputStep(.copyPrevious, name))
        guard descriptor >= 0 else { throw copyFailure() }
        record(previous, for: name, as: .previous)
        if let reason = fileSystem.write(bytes, to: descriptor, for: OutputStep(.copyPrevious, name)) {
            systemClose(descriptor)
            throw OutputWriter.Failure(message: "cannot keep a copy of '\(path(name))' until the new one is in place: \(reason)")
        }
        guard fileSystem.close(descriptor, for: OutputStep(.copyPrevious, name)) == 0 else { throw copyFailure() }
        return previous
    }

    /// Writes the journal under a staged name and then names it, so that a journal's name
    /// always leads to a whole journal.
    private func writeJournal(_ journal: OutputJournal, in directory: Int32) throws(OutputWriter.Failure) -> String {
        let staged = reserveHiddenName(suffix: OutputNames.stagedSuffix)
        let name = reserveHiddenName(suffix: OutputNames.journalSuffix)
        let descriptor = fileSystem.create(staged, in: directory, for: OutputStep(.createJournal, ""))
        guard descriptor >= 0 else { throw failure("cannot write '\(path(name))'") }
        record(staged, for: "", as: .journal)
        if let reason = fileSystem.write(journal.encoded(), to: descriptor, for: OutputStep(.writeJournal, "")) {
            systemClose(descriptor)
            throw OutputWriter.Failure(message: "cannot write '\(path(name))': \(reason)")
        }
        guard fileSystem.close(descriptor, for: OutputStep(.closeJournal, "")) == 0 else { throw failure("cannot write '\(path(name))'") }
        guard fileSystem.rename(staged, to: name, in: directory, for: OutputStep(.nameJournal, "")) == 0 else {
            throw failure("cannot write '\(path(name))'")
        }
        // From here on the journal is the stage's journal, removed by commit or undoing.
        registry.withLock { $0.hiddenFiles.removeAll { $0.name == staged } }
        return name
    }

    static func removeDirectories(_ made: [String], fileSystem: OutputFileSystem) {
        for directory in made.reversed() {
            guard fileSystem.removeDirectory(directory) == 0 else { return }
        }
    }
}

/// Reading and comparing the files of an output directory, shared by staging and by the
/// writing of single files.
enum OutputFiles {
    /// What writing `bytes` as `name` in the directory open as `directory` would change,
    /// found without changing anything; `path` names the file in a failure.
    static func change(
        for bytes: [UInt8], named name: String, in directory: Int32, path: String, fileSystem: OutputFileSystem
    ) throws(OutputWriter.Failure) -> OutputWriter.Change {
        guard let status = fileSystem.status(of: name, in: directory) else { return .created }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            throw OutputWriter.Failure(message: "cannot write '\(path)': a directory is in the way")
        // A file of another size cannot hold the same bytes, so only one of the same size is read.
        case S_IFREG where Int(status.st_size) == bytes.count:
            return holds(bytes, name: name, in: directory, fileSystem: fileSystem) ? .unchanged : .updated
        default:
            return .updated
        }
    }

    /// Whether the regular file `name` holds exactly `bytes`; false when it cannot be read.
    /// It is read a piece at a time into one small buffer and compared as it comes: reading
    /// every unchanged file whole into memory of its own cost more, in page faults and
    /// zeroing, than comparing it.
    static func holds(_ bytes: [UInt8], name: String, in directory: Int32, fileSystem: OutputFileSystem) -> Bool {
        let descriptor = fileSystem.openForReading(name, in: directory, for: OutputStep(.readFile, name))
        guard descriptor >= 0 else { return false }
        defer { systemClose(descriptor) }
        let pieceSize = 64 * 1024
        let piece = UnsafeMutableRawPointer.allocate(byteCount: pieceSize, alignment: 16)
        defer { piece.deallocate() }
        return bytes.withUnsafeBytes { expected in
            var offset = 0
            while true {
                let count = systemRead(descriptor, piece, pieceSize)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                if count == 0 { return offset == expected.count }
                guard offset + count <= expected.count, let base = expected.baseAddress, memcmp(piece, base + offset, count) == 0 else {
                    return false
                }
                offset += count
            }
        }
    }

    /// What reading a file of the output directory found.
    enum Read: Equatable {
        /// No regular file has that name: nothing, a link, a directory or a special file.
        case absent
        case contents([UInt8])
        /// A regular file that could not be read, and why.
        case failed(reason: String)
    }

    /// The regular file `name`, read whole without following a link or blocking.
    static func read(_ name: String, in directory: Int32, fileSystem: OutputFileSystem) -> Read {
        let descriptor = fileSystem.openForReading(name, in: directory, for: OutputStep(.readFile, name))
        guard descriptor >= 0 else {
            // Not there, a link (O_NOFOLLOW), or not a regular file (see `openForReading`).
            if errno == ENOENT || errno == ELOOP || errno == EINVAL { return .absent }
            return .failed(reason: lastSystemErrorDescription())
        }
        defer { systemClose(descriptor) }
        var contents: [UInt8] = []
        let pieceSize = 64 * 1024
        var piece = [UInt8](repeating: 0, count: pieceSize)
        while true {
            let count = piece.withUnsafeMutableBytes { buffer in buffer.baseAddress.map { systemRead(descriptor, $0, pieceSize) } ?? 0 }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(reason: lastSystemErrorDescription())
            }
            if count == 0 { return .contents(contents) }
            contents.append(contentsOf: piece[..<count])
        }
    }
}

#if canImport(Glibc)
@discardableResult
func systemClose(_ descriptor: Int32) -> Int32 { Glibc.close(descriptor) }
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { Glibc.read(descriptor, buffer, count) }
#elseif canImport(Darwin)
@discardableResult
func systemClose(_ descriptor: Int32) -> Int32 { Darwin.close(descriptor) }
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { Darwin.read(descriptor, buffer, count) }
#endif
