import Foundation

#if canImport(Glibc)
import CViewSpecSystem
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated files into one output directory and nowhere else, all or nothing.
///
/// - A build stages first: each new or changed file is written to a hidden file in the
///   output directory (`OutputStage`), beside the file it will replace, and nothing a
///   reader uses changes. Only when every file of every output is staged does
///   `publish(_:)` put them in place, each with one rename, so a reader sees each file
///   whole, old or new: new files first, then replaced ones, then the layout's index,
///   then stale files are removed. A journal written before the first rename says how to
///   undo the publication; if any step fails, the publication is undone, the staged files
///   removed, and the directory is exactly as it was. A build killed at any moment leaves
///   a journal or only hidden files, which the next build into the directory undoes or
///   removes before anything else (docs/layout.md, "How files are written").
/// - Staged files are not flushed with `fsync` before they are published: every output is
///   derived from the specs, and the next build compares each file byte by byte and
///   rewrites any that differ, so a file a system crash left short or empty is put right
///   by the next build. Flushing each of thousands of files cost more than computing them.
/// - A file whose bytes would not change is not touched, so its modification time stays
///   and build systems that watch the directory see no change.
/// - Only plain names are accepted (`DocumentNaming.isSafeFileName`): nothing can be
///   written outside the directory. An existing symbolic link at a file's place is
///   replaced by the file, never followed.
/// - Stale layout documents are removed only when the previous index in the directory
///   lists them, and stale Swift files only when they begin with the generated header;
///   the only hidden files touched are the writer's own (`OutputNames`).
/// - Two builds into one directory take turns: a build holds the directory's lock
///   (`OutputDirectoryLock`) from before it looks at the directory until it is done.
/// - A dry run (`build --check`) decides everything exactly as a real run would and
///   reports it, but creates, writes and removes nothing.
public struct OutputWriter: Sendable {
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }

        public init(message: String) {
            self.message = message
        }
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
    /// Called once when a build has waited a moment for another build that holds the
    /// directory, with that build's process id when it can be read.
    public let waiting: @Sendable (_ holder: Int32?) -> Void
    /// Which file-system steps fail instead of doing their work: for tests only.
    let faults: OutputFaults?

    public init(directory: String, dryRun: Bool = false, waiting: @escaping @Sendable (_ holder: Int32?) -> Void = { _ in }) {
        self.init(directory: directory, dryRun: dryRun, waiting: waiting, faults: nil)
    }

    init(directory: String, dryRun: Bool = false, waiting: @escaping @Sendable (_ holder: Int32?) -> Void = { _ in }, faults: OutputFaults?) {
        self.directory = directory
        self.dryRun = dryRun
        self.waiting = waiting
        self.faults = faults
    }

    // MARK: - Whole outputs

    /// Writes every document and the index, and removes documents the previous index
    /// listed that this layout no longer has: staged, then published.
    public func write(_ output: LayoutOutput) throws(Failure) -> Report {
        try Self.publish([stage(output)])[0]
    }

    /// Lays out `checked` with `emitter` and writes the layout as `write(_:)` writes an
    /// emitted one (see `stageLayout(of:with:)`).
    public func writeLayout(of checked: CheckedProject, with emitter: LayoutEmitter) throws(Failure) -> Report {
        try Self.publish([stageLayout(of: checked, with: emitter)])[0]
    }

    /// Writes every generated Swift file, then removes generated files no spec produces any
    /// more (recognised by the generated header, so hand-written files are never touched).
    public func write(_ output: SwiftOutput) throws(Failure) -> Report {
        try Self.publish([stage(output)])[0]
    }

    /// Stages an emitted layout: every document and the index, to be published last, and
    /// the documents the previous index listed that this layout no longer has.
    public func stage(_ output: LayoutOutput) throws(Failure) -> OutputStage {
        let stage = try OutputStage(writer: self)
        let previous = previousDocumentFiles(in: stage)
        let documents = ParallelMap.map(output.documents) { document in stage.stage(document.bytes, named: document.fileName) }
        do {
            return try planLayout(stage, documents: documents, index: output.index, previous: previous)
        } catch {
            stage.abandon()
            throw error
        }
    }

    /// Lays out `checked` with `emitter` and stages the layout as `stage(_:)` stages an
    /// emitted one, but holds a document's bytes only while they are needed: each is
    /// compared with its file and, if new or changed, written to its staged file as soon as
    /// it is laid out, so the whole layout is never in memory at once. When it cannot be
    /// staged, the directory is left as it was, a directory made for the output included.
    public func stageLayout(of checked: CheckedProject, with emitter: LayoutEmitter) throws(Failure) -> OutputStage {
        let stage = try OutputStage(writer: self)
        // The previous index is read while the layout is set up, which leaves a core free.
        let previous = BackgroundValue { previousDocumentFiles(in: stage) }
        let emitted = emitter.emit(checked) { document in stage.stage(document.bytes, named: document.fileName) }
        do {
            return try planLayout(stage, documents: emitted.documents, index: emitted.index, previous: previous.value)
        } catch {
            stage.abandon()
            throw error
        }
    }

    /// Stages every generated Swift file, and the generated files no spec produces any more.
    public func stage(_ output: SwiftOutput) throws(Failure) -> OutputStage {
        let stage = try OutputStage(writer: self)
        do {
            var files: [OutputStage.StagedFile] = []
            for file in output.files {
                files.append(try stage.stage(file.bytes, named: file.fileName).get())
            }
            let stale = try staleGeneratedFiles(
                in: stage, suffix: ".swift", marker: Array(SwiftEmitter.headerMarker.utf8), keeping: Set(output.files.map(\.fileName)))
            stage.plan(files, stale: stale, last: nil)
            return stage
        } catch {
            stage.abandon()
            throw error
        }
    }

    /// Stages every file of a preview site, and the pages an earlier preview wrote that this
    /// one no longer has (recognised by the generated header, so no other page is touched).
    public func stage(_ site: PreviewSite) throws(Failure) -> OutputStage {
        let stage = try OutputStage(writer: self)
        do {
            var files: [OutputStage.StagedFile] = []
            for file in site.files {
                files.append(try stage.stage(file.bytes, named: file.fileName).get())
            }
            let stale = try staleGeneratedFiles(
                in: stage, suffix: ".html", marker: Array(PreviewSite.headerMarker.utf8), keeping: Set(site.files.map(\.fileName)))
            // The index last, so that it only ever links to pages already in place.
            stage.plan(files, stale: stale, last: PreviewSite.indexFileName)
            return stage
        } catch {
            stage.abandon()
            throw error
        }
    }

    /// Publishes staged outputs together: if any step of any of them fails, every one is
    /// undone and every directory is left as it was. Returns each stage's report.
    public static func publish(_ stages: [OutputStage]) throws(Failure) -> [Report] {
        do {
            for stage in stages { try stage.prepareToPublish() }
            for stage in stages { try stage.publishFiles() }
            for stage in stages { try stage.commit() }
        } catch {
            var undone = true
            for stage in stages.reversed() { undone = stage.undoPublication() && undone }
            for stage in stages { stage.abandon() }
            guard undone else {
                throw Failure(message: "\(error.message); the previous output could not all be put back, and the next build puts it back first")
            }
            throw error
        }
        for stage in stages { stage.finish() }
        return stages.map(\.report)
    }

    // MARK: - Single files

    /// Writes `bytes` as `name` unless the file already holds exactly them; true when
    /// written (in a dry run: when it would be).
    @discardableResult
    public func write(_ bytes: [UInt8], named name: String) throws(Failure) -> Bool {
        try apply(bytes, named: name) != .unchanged
    }

    /// Writes `bytes` as `name` unless the file already holds exactly them, and says what
    /// that changed (in a dry run: would change). The file is written to a hidden file
    /// beside it and renamed over it, so a reader sees the old file or the new one. For a
    /// single file, such as a report: no lock is taken and nothing else is staged.
    public func apply(_ bytes: [UInt8], named name: String) throws(Failure) -> Change {
        let change = try change(for: bytes, named: name)
        guard !dryRun, change != .unchanged else { return change }
        let fileSystem = OutputFileSystem(faults: faults, directory: directory)
        let descriptor = fileSystem.openDirectory(directory)
        guard descriptor >= 0 else { throw Failure(message: "cannot write '\(path(name))': \(lastSystemErrorDescription())") }
        defer { systemClose(descriptor) }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let temporary = OutputNames.name(generator.next(), suffix: OutputNames.stagedSuffix)
            let file = fileSystem.create(temporary, in: descriptor, for: OutputStep(.createStaged, name))
            if file < 0 {
                if errno == EEXIST { continue }
                throw Failure(message: "cannot write '\(path(name))': \(lastSystemErrorDescription())")
            }
            var reason = fileSystem.write(bytes, to: file, for: OutputStep(.writeStaged, name))
            if fileSystem.close(file, for: OutputStep(.closeStaged, name)) != 0, reason == nil { reason = lastSystemErrorDescription() }
            if reason == nil, fileSystem.rename(temporary, to: name, in: descriptor, for: OutputStep(.publish, name)) != 0 {
                reason = lastSystemErrorDescription()
            }
            if let reason {
                _ = fileSystem.unlink(temporary, in: descriptor, for: OutputStep(.discardStaged, name))
                throw Failure(message: "cannot write '\(path(name))': \(reason)")
            }
            return change
        }
        throw Failure(message: "cannot write '\(path(name))': no free temporary file name")
    }

    /// What writing `bytes` as `name` would change, found without changing anything.
    public func change(for bytes: [UInt8], named name: String) throws(Failure) -> Change {
        guard DocumentNaming.isSafeFileName(name) else {
            throw Failure(message: "refusing to write '\(FilePathText.displayed(name))': not a plain file name")
        }
        let fileSystem = OutputFileSystem(faults: faults, directory: directory)
        let descriptor = fileSystem.openDirectory(directory)
        guard descriptor >= 0 else { return .created }
        defer { systemClose(descriptor) }
        return try OutputFiles.change(for: bytes, named: name, in: descriptor, path: path(name), fileSystem: fileSystem)
    }

    /// Creates the directory (and its parents) if needed; a dry run only checks that
    /// nothing else is in its place. Returns the directories it made, outermost first.
    @discardableResult
    public func prepareDirectory() throws(Failure) -> [String] {
        if dryRun {
            try Self.requireDirectoryOrNothing(at: directory)
            return []
        }
        return try Self.makeDirectory(directory, fileSystem: OutputFileSystem(faults: faults, directory: directory))
    }

    /// The document files the index in the directory lists, if it can be read; names that
    /// ViewSpec could not have written are ignored, whatever the index says.
    public func previousDocumentFiles() -> [String] {
        let fileSystem = OutputFileSystem(faults: faults, directory: directory)
        let descriptor = fileSystem.openDirectory(directory)
        guard descriptor >= 0 else { return [] }
        defer { systemClose(descriptor) }
        guard case .contents(let bytes) = OutputFiles.read(DocumentNaming.indexFileName, in: descriptor, fileSystem: fileSystem) else { return [] }
        return Self.documentFiles(listedBy: bytes)
    }

    // MARK: - Internal

    /// Fails unless `path` is a directory or names nothing.
    static func requireDirectoryOrNothing(at path: String) throws(Failure) {
        guard let type = FilePathText.fileType(of: path), type != S_IFDIR else { return }
        throw Failure(message: "output path '\(FilePathText.displayed(path))' exists and is not a directory")
    }

    /// Makes the directory `path` and any missing parent; the directories made, outermost first.
    static func makeDirectory(_ path: String, fileSystem: OutputFileSystem) throws(Failure) -> [String] {
        try requireDirectoryOrNothing(at: path)
        var missing: [String] = []
        var ancestor = path
        while !ancestor.isEmpty, FilePathText.fileType(of: ancestor) == nil {
            missing.insert(ancestor, at: 0)
            let parent = (ancestor as NSString).deletingLastPathComponent
            if parent == ancestor { break }
            ancestor = parent
        }
        var made: [String] = []
        for directory in missing {
            if fileSystem.makeDirectory(directory) == 0 {
                made.append(directory)
            } else if errno != EEXIST || !FilePathText.isDirectory(directory) {
                let reason = lastSystemErrorDescription()
                OutputStage.removeDirectories(made, fileSystem: fileSystem)
                throw Failure(message: "cannot create output directory '\(FilePathText.displayed(path))': \(reason)")
            }
        }
        return made
    }

    // MARK: - Private

    private func path(_ name: String) -> String {
        FilePathText.displayed(directory.hasSuffix("/") ? directory + name : directory + "/" + name)
    }

    /// The documents the previous index lists; a failure when there is an index that
    /// cannot be read, since the stale documents it names could then not be removed.
    private func previousDocumentFiles(in stage: OutputStage) -> Result<[String], Failure> {
        Result { () throws(Failure) in
            try stage.contents(of: DocumentNaming.indexFileName, what: "the previous index").map(Self.documentFiles) ?? []
        }
    }

    private static func documentFiles(listedBy bytes: [UInt8]) -> [String] {
        guard let index = try? JSONDecoder().decode(PreviousIndex.self, from: Data(bytes)),
            index.kind == LayoutDocument.Kind.index.rawValue
        else { return [] }
        var seen = Set<String>()
        return index.documents.compactMap(\.file).filter { DocumentNaming.isDocumentFileName($0) && seen.insert($0).inserted }
    }

    /// What `previousDocumentFiles` reads of an index: its kind and its documents' files,
    /// whatever else it holds and in whatever order. A document without a file name is
    /// skipped rather than making the whole index unreadable.
    private struct PreviousIndex: Decodable {
        var kind: String
        var documents: [Document]

        struct Document: Decodable {
            var file: String?

            private enum CodingKeys: String, CodingKey { case file }

            init(from decoder: any Decoder) {
                file = try? decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .file)
            }
        }
    }

    /// The documents and the index staged: the plan of the stage, which it returns.
    private func planLayout(
        _ stage: OutputStage, documents: [Result<OutputStage.StagedFile, Failure>], index: LayoutDocument,
        previous: Result<[String], Failure>
    ) throws(Failure) -> OutputStage {
        let previous = try previous.get()
        var files: [OutputStage.StagedFile] = []
        files.reserveCapacity(documents.count + 1)
        for document in documents { files.append(try document.get()) }
        files.append(try stage.stage(index.bytes, named: index.fileName).get())
        let stale = stage.staleFiles(listed: previous, current: files.map(\.name))
        stage.plan(files, stale: stale, last: index.fileName)
        return stage
    }

    /// The files named `*<suffix>` that are not in `keeping` (ignoring case) and whose
    /// content begins with `marker`: files an earlier build generated for inputs that are
    /// gone. A file without the marker was not generated and is never touched, nor is a
    /// symbolic link or a directory. Sorted.
    func staleGeneratedFiles(in stage: OutputStage, suffix: String, marker: [UInt8], keeping: Set<String>) throws(Failure) -> [String] {
        try staleGeneratedFiles(in: stage, suffix: suffix, keeping: keeping) { $0.starts(with: marker) }
    }

    /// `staleGeneratedFiles(in:suffix:marker:keeping:)` for files whose content
    /// `isGenerated` recognises.
    func staleGeneratedFiles(
        in stage: OutputStage, suffix: String, keeping: Set<String>, isGenerated: ([UInt8]) -> Bool
    ) throws(Failure) -> [String] {
        guard stage.directoryDescriptor != nil, !stage.directoryIsNew else { return [] }
        let kept = Set(keeping.map { $0.lowercased() })
        var stale: [String] = []
        for name in try stage.listing().sorted() where name.hasSuffix(suffix) && !kept.contains(name.lowercased()) && DocumentNaming.isSafeFileName(name) {
            if let bytes = try stage.contents(of: name, what: "a file that may have been generated"), isGenerated(bytes) { stale.append(name) }
        }
        return stale
    }
}
