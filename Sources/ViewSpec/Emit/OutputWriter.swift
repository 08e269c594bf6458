import Foundation

#if canImport(Glibc)
import Glibc
import Synchronization
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated files into one output directory and nowhere else.
///
/// - A file is written to a temporary file in the same directory and renamed over the
///   old one, so a reader never sees half a file and a failed run leaves the old file.
///   The temporary file is not flushed with `fsync` before the rename: every output is
///   derived from the specs, and the next build compares each file byte by byte and
///   rewrites any that differ, so a file a crash left short or empty is put right by the
///   next build. Flushing each of thousands of files cost more than computing them.
///   On Linux a file that does not exist yet is written unnamed and then named
///   (`createWhole`), which is as atomic and lets new files be created in parallel.
/// - A file whose bytes would not change is not touched, so its modification time stays
///   and build systems that watch the directory see no change.
/// - Only plain names are accepted (`DocumentNaming.isSafeFileName`): nothing can be
///   written outside the directory. An existing symbolic link at a file's place is
///   replaced by the file, never followed.
/// - Stale layout documents are removed only when the previous index in the directory
///   lists them; files the previous build did not write are never deleted.
/// - A dry run (`build --check`) decides everything exactly as a real run would and
///   reports it, but creates, writes and removes nothing.
public struct OutputWriter: Sendable {
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// What a run did (or, in a dry run, would do), each list in the order the files were handled.
    public struct Report: Equatable, Sendable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
        /// The files of `written` that did not exist before.
        public var created: [String] = []

        /// Nothing to write and nothing to remove: the directory is up to date.
        public var isUpToDate: Bool { written.isEmpty && removed.isEmpty }

        mutating func record(_ change: Change, for name: String) {
            switch change {
            case .unchanged:
                unchanged.append(name)
            case .created:
                written.append(name)
                created.append(name)
            case .updated:
                written.append(name)
            }
        }
    }

    /// What writing one file changes.
    public enum Change: Equatable, Sendable {
        case unchanged
        case created
        case updated
    }

    public let directory: String
    /// Decide and report, but touch nothing.
    public let dryRun: Bool

    public init(directory: String, dryRun: Bool = false) {
        self.directory = directory
        self.dryRun = dryRun
    }

    /// Writes every document and the index (last), then removes documents the previous
    /// index listed that this layout no longer has.
    public func write(_ output: LayoutOutput) throws(Failure) -> Report {
        let previous = previousDocumentFiles()
        let pending = ParallelMap.map(output.documents) { document in pendingFile(for: document) }
        return try finishLayout(pending, index: output.index, previous: previous)
    }

    /// Lays out `checked` with `emitter` and writes the layout as `write(_:)` writes an
    /// emitted one, but holds a document's bytes only while they are needed: a new file is
    /// created as soon as its document is laid out (see `EarlyFiles`), and an unchanged
    /// one is only compared, so over an unchanged layout or into an empty directory the
    /// whole layout is never in memory at once.
    public func writeLayout(of checked: CheckedProject, with emitter: LayoutEmitter) throws(Failure) -> Report {
        // The previous index is read while the layout is set up, which leaves a core free.
        let previous = BackgroundValue { previousDocumentFiles() }
        let early = dryRun ? nil : earlyFiles()
        let emitted = emitter.emit(checked) { document in pendingFile(for: document, early: early) }
        return try finishLayout(emitted.documents, index: emitted.index, previous: previous.value)
    }

    /// Where new files are recorded as they are created early: the output directory, made
    /// now if missing. Nil when it cannot be made; `finishLayout` then reports why.
    private func earlyFiles() -> EarlyFiles? {
        guard let made = try? prepareDirectory() else { return nil }
        return EarlyFiles(createdDirectories: made, directory: directory)
    }

    /// A document whose file has been compared with it, and its bytes if they are still
    /// to be written.
    struct PendingFile: Sendable {
        var fileName: String
        var change: Result<Change, Failure>
        var bytes: [UInt8]?
    }

    /// With `early`, a document whose file does not exist is created at once, where the
    /// system allows it (`createWhole`), rather than held.
    func pendingFile(for document: LayoutDocument, early: EarlyFiles? = nil) -> PendingFile {
        // Asking whether each of thousands of files exists took a tenth of the file
        // system's time in a first build; in a directory this build made, none does.
        if let early, early.directoryIsNew, !dryRun, DocumentNaming.isSafeFileName(document.fileName),
            let created = createdAtOnce(document, early: early)
        {
            return created
        }
        // Something else may have taken the name meanwhile: decided as anywhere else.
        let change = Result { () throws(Failure) -> Change in try self.change(for: document.bytes, named: document.fileName) }
        guard !dryRun, let found = try? change.get(), found != .unchanged else {
            return PendingFile(fileName: document.fileName, change: change, bytes: nil)
        }
        if found == .created, let early, let created = createdAtOnce(document, early: early) { return created }
        return PendingFile(fileName: document.fileName, change: change, bytes: document.bytes)
    }

    /// `document` written to a new file of its own (`createWhole`) and recorded in `early`;
    /// nil, having changed nothing, where the file could not be created that way.
    private func createdAtOnce(_ document: LayoutDocument, early: EarlyFiles) -> PendingFile? {
        do {
            guard try createWhole(document.bytes, named: document.fileName, in: early.directoryDescriptor) else { return nil }
            early.record(path(document.fileName))
            return PendingFile(fileName: document.fileName, change: .success(.created), bytes: nil)
        } catch {
            return PendingFile(fileName: document.fileName, change: .failure(error), bytes: nil)
        }
    }

    private func finishLayout(_ documents: [PendingFile], index: LayoutDocument, previous: [String]) throws(Failure) -> Report {
        try prepareDirectory()
        var report = Report()
        // Documents are independent of each other, so they are written on all cores; the
        // index still comes last, once every document it lists is in place.
        let outcomes = ParallelMap.map(documents) { document in
            Result { () throws(Failure) -> Change in
                let change = try document.change.get()
                if let bytes = document.bytes { try commit(bytes, named: document.fileName, as: change) }
                return change
            }
        }
        for (document, outcome) in zip(documents, outcomes) {
            report.record(try outcome.get(), for: document.fileName)
        }
        report.record(try apply(index.bytes, named: index.fileName), for: index.fileName)
        // Only a previous index names stale files; without one, no name needs comparing.
        guard !previous.isEmpty else { return report }
        // On a case-insensitive file system `Main.table.json` and `main.table.json` are one
        // file, and the new one has just been written over the old.
        let current = Set((documents.map(\.fileName) + [index.fileName]).map { $0.lowercased() })
        for stale in previous where !current.contains(stale.lowercased()) {
            if try remove(named: stale) { report.removed.append(stale) }
        }
        return report
    }

    /// Writes every generated Swift file, then removes generated files no spec produces any
    /// more (recognised by the generated header, so hand-written files are never touched).
    public func write(_ output: SwiftOutput) throws(Failure) -> Report {
        try prepareDirectory()
        var report = Report()
        for file in output.files {
            report.record(try apply(file.bytes, named: file.fileName), for: file.fileName)
        }
        report.removed = try removeStale(
            suffix: ".swift", marker: Array(SwiftEmitter.headerMarker.utf8), keeping: Set(output.files.map(\.fileName)))
        return report
    }

    /// Removes the files named `*<suffix>` that are not in `keeping` (ignoring case) and
    /// whose content begins with `marker`: files an earlier build generated for inputs that
    /// are gone. A file without the marker was not generated and is never touched, nor is
    /// a symbolic link or a directory. Returns the removed names (in a dry run: those it
    /// would remove), sorted.
    public func removeStale(suffix: String, marker: [UInt8], keeping: Set<String>) throws(Failure) -> [String] {
        let kept = Set(keeping.map { $0.lowercased() })
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        var removed: [String] = []
        for name in names where name.hasSuffix(suffix) && !kept.contains(name.lowercased()) && DocumentNaming.isSafeFileName(name) {
            guard case .regular(let bytes) = try existing(path(name)), bytes.starts(with: marker) else { continue }
            if try remove(named: name) { removed.append(name) }
        }
        return removed
    }

    /// Creates the directory (and its parents) if needed; a dry run only checks that
    /// nothing else is in its place. Returns the directories it made, outermost first.
    @discardableResult
    public func prepareDirectory() throws(Failure) -> [String] {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw Failure(message: "output path '\(directory)' exists and is not a directory") }
            return []
        }
        if dryRun { return [] }
        var missing: [String] = []
        var ancestor = URL(fileURLWithPath: directory).standardizedFileURL
        while !FileManager.default.fileExists(atPath: ancestor.path), ancestor.path != "/" {
            missing.insert(ancestor.path, at: 0)
            ancestor.deleteLastPathComponent()
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw Failure(message: "cannot create output directory '\(directory)': \(error.localizedDescription)")
        }
        return missing
    }

    /// Writes `bytes` as `name` unless the file already holds exactly them; true when
    /// written (in a dry run: when it would be).
    @discardableResult
    public func write(_ bytes: [UInt8], named name: String) throws(Failure) -> Bool {
        try apply(bytes, named: name) != .unchanged
    }

    /// Writes `bytes` as `name` unless the file already holds exactly them, and says what
    /// that changed (in a dry run: would change).
    public func apply(_ bytes: [UInt8], named name: String) throws(Failure) -> Change {
        let change = try change(for: bytes, named: name)
        if !dryRun, change != .unchanged { try commit(bytes, named: name, as: change) }
        return change
    }

    /// What writing `bytes` as `name` would change, found without changing anything.
    public func change(for bytes: [UInt8], named name: String) throws(Failure) -> Change {
        guard DocumentNaming.isSafeFileName(name) else { throw Failure(message: "refusing to write '\(name)': not a plain file name") }
        let path = self.path(name)
        var status = stat()
        guard lstat(path, &status) == 0 else { return .created }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: throw Failure(message: "cannot write '\(path)': a directory is in the way")
        // A file of another size cannot hold the same bytes, so only one of the same size is read.
        case S_IFREG where Int(status.st_size) == bytes.count:
            return regularFile(at: path, holds: bytes) ? .unchanged : .updated
        default:
            return .updated
        }
    }

    /// Writes `bytes` as `name`, for a `change` (created or updated) that `change(for:named:)`
    /// found.
    private func commit(_ bytes: [UInt8], named name: String, as change: Change) throws(Failure) {
        let path = self.path(name)
        if change == .created, try createWhole(bytes, named: name) { return }
        let temporary = try writeTemporary(bytes, replacing: name)
        guard rename(temporary, path) == 0 else {
            let message = lastSystemErrorDescription()
            unlink(temporary)
            throw Failure(message: "cannot write '\(path)': \(message)")
        }
    }

    /// Removes `name` if it is a file or a symbolic link (never a directory); true when
    /// removed (in a dry run: when it would be).
    @discardableResult
    public func remove(named name: String) throws(Failure) -> Bool {
        guard DocumentNaming.isSafeFileName(name) else { return false }
        let path = self.path(name)
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG || type == S_IFLNK else { return false }
        if dryRun { return true }
        guard unlink(path) == 0 else { throw Failure(message: "cannot remove stale '\(path)': \(lastSystemErrorDescription())") }
        return true
    }

    /// The document files the index in the directory lists, if it can be read; names that
    /// ViewSpec could not have written are ignored, whatever the index says.
    public func previousDocumentFiles() -> [String] {
        guard case .regular(let bytes)? = try? existing(path(DocumentNaming.indexFileName)),
            let index = try? JSONParser().parse(bytes),
            index["kind"]?.stringValue == LayoutDocument.Kind.index.rawValue,
            let documents = index["documents"]?.arrayValue
        else { return [] }
        var seen = Set<String>()
        return documents.compactMap { $0["file"]?.stringValue }.filter { DocumentNaming.isDocumentFileName($0) && seen.insert($0).inserted }
    }

    // MARK: - Private

    private func path(_ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private enum Existing {
        case missing
        case regular([UInt8])
        case directory
        /// A symbolic link or a special file: replaced, never read through.
        case other
    }

    private func existing(_ path: String) throws(Failure) -> Existing {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: break
        default: return .other
        }
        guard let contents = contents(ofRegularFile: path, expectedSize: Int(status.st_size)) else { return .other }
        return .regular(contents)
    }

    /// The bytes of the regular file at `path`, read without following a link; nil when it
    /// cannot be read. `expectedSize` only sizes the first read.
    private func contents(ofRegularFile path: String, expectedSize: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var contents = [UInt8](repeating: 0, count: max(expectedSize, 0) + 1)
        var filled = 0
        while true {
            if filled == contents.count { contents.append(contentsOf: repeatElement(0, count: max(contents.count, 64 * 1024))) }
            let count = contents.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 {
                contents.removeSubrange(filled...)
                return contents
            }
            filled += count
        }
    }

    /// Creates the file `name`, which did not exist, holding `bytes`, so that it appears
    /// whole: written as an unnamed file (Linux's `O_TMPFILE`), then given its name. True
    /// when done; false, having changed nothing, where that is not available (another
    /// system, a file system without unnamed files, an older kernel without /proc) or
    /// something took the name meanwhile, for the caller to write a temporary file and
    /// rename it instead. With
    /// `directoryDescriptor`, the output directory opened (see `EarlyFiles`), the file is
    /// created and named relative to it.
    ///
    /// The directory is locked while a file is created in it, and finding a free inode is
    /// most of creating a file, so files created by name were created one at a time
    /// whatever the number of cores; an unnamed file's inode is found without the lock.
    private func createWhole(_ bytes: [UInt8], named name: String, in directoryDescriptor: Int32? = nil) throws(Failure) -> Bool {
        #if os(Linux)
        // O_TMPFILE is a compound macro that Swift does not import: __O_TMPFILE | O_DIRECTORY.
        let flags = O_WRONLY | O_CLOEXEC | O_DIRECTORY | 0o20000000
        let descriptor = directoryDescriptor.map { openat($0, ".", flags, 0o644) } ?? open(directory, flags, 0o644)
        guard descriptor >= 0 else { return false }
        if let failure = Self.writeAll(bytes, to: descriptor) {
            close(descriptor)
            throw Failure(message: "cannot write '\(path(name))': \(failure)")
        }
        // Any failure to name it leaves nothing behind, and the caller's way reports what is wrong.
        let linked =
            if let directoryDescriptor {
                Self.name(unnamed: descriptor, in: directoryDescriptor, as: name)
            } else {
                Self.name(unnamed: descriptor, in: AT_FDCWD, as: path(name))
            }
        if close(descriptor) != 0, linked { throw Failure(message: "cannot write '\(path(name))': \(lastSystemErrorDescription())") }
        return linked
        #else
        return false
        #endif
    }

    #if os(Linux)
    /// Whether the kernel has let this process name an unnamed file by its descriptor alone
    /// (`linkat` with `AT_EMPTY_PATH`, allowed to the file's opener since Linux 6.10); until
    /// it refuses, files are named that way rather than through their `/proc/self/fd` link,
    /// a path the kernel walks through /proc for every one of thousands of files.
    static let namesByDescriptor = Atomic<Bool>(true)

    /// Gives the unnamed file open as `descriptor` the name `name` relative to `directory`
    /// (a directory descriptor or `AT_FDCWD`); false if it could not.
    private static func name(unnamed descriptor: Int32, in directory: Int32, as name: String) -> Bool {
        func nameThroughProc() -> Bool {
            linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", directory, name, AT_SYMLINK_FOLLOW) == 0
        }
        guard namesByDescriptor.load(ordering: .relaxed) else { return nameThroughProc() }
        // AT_EMPTY_PATH, which Glibc declares only for _GNU_SOURCE and Swift does not import.
        let emptyPath: Int32 = 0x1000
        if linkat(descriptor, "", directory, name, emptyPath) == 0 { return true }
        // An older kernel answers ENOENT (EPERM in some versions) to a process that may not;
        // any other error is the name's or the directory's, and /proc would get it too.
        guard errno == ENOENT || errno == EPERM, nameThroughProc() else { return false }
        namesByDescriptor.store(false, ordering: .relaxed)
        return true
    }
    #endif

    /// Writes all of `bytes` to `descriptor`; the error's text if that failed.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var written = 0
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = lastSystemErrorDescription()
                    return
                }
                written += count
            }
        }
        return failure
    }

    /// Whether the regular file at `path` (not followed if a link) holds exactly `bytes`;
    /// false when it cannot be read. It is read a piece at a time into one small buffer and
    /// compared as it comes: reading every unchanged file whole into memory of its own cost
    /// more, in page faults and zeroing, than comparing it.
    private func regularFile(at path: String, holds bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let pieceSize = 64 * 1024
        let piece = UnsafeMutableRawPointer.allocate(byteCount: pieceSize, alignment: 16)
        defer { piece.deallocate() }
        return bytes.withUnsafeBytes { expected in
            var offset = 0
            while true {
                let count = read(descriptor, piece, pieceSize)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                if count == 0 { return offset == expected.count }
                guard offset + count <= expected.count, memcmp(piece, expected.baseAddress! + offset, count) == 0 else { return false }
                offset += count
            }
        }
    }

    /// A new hidden file in the output directory holding `bytes`, not flushed to disk (see
    /// the type's documentation for why that is enough).
    private func writeTemporary(_ bytes: [UInt8], replacing name: String) throws(Failure) -> String {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let temporary = path(".viewspec-\(String(generator.next() as UInt64, radix: 16)).tmp")
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw Failure(message: "cannot write '\(path(name))': \(lastSystemErrorDescription())")
            }
            var failure = Self.writeAll(bytes, to: descriptor)
            if close(descriptor) != 0, failure == nil { failure = lastSystemErrorDescription() }
            if let failure {
                unlink(temporary)
                throw Failure(message: "cannot write '\(path(name))': \(failure)")
            }
            return temporary
        }
        throw Failure(message: "cannot write '\(path(name))': no free temporary file name")
    }
}

/// `write(2)`, named apart from the method of the same name.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
}
