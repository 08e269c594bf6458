import Foundation
import ViewSpec

/// The project the server keeps open: which files belong to it, their text (an editor's
/// copy for an open document, the disk's for the others), and the compiler's view of them.
///
/// Which files: for each workspace folder, the `inputs` of the `viewspec.yml` in it, or,
/// without one, the folder itself, searched as `viewspecc lint` searches a directory. A
/// document opened from elsewhere joins the project while it declares a format version
/// (`viewspec:` at the top), so a spec outside the inputs is still checked.
///
/// Edits are gathered and applied together when an answer or the diagnostics need them
/// (`synchronize()`), so that a burst of keystrokes is checked once.
final class Workspace {
    /// An editor's copy of a document.
    struct OpenDocument {
        var uri: String
        var version: Int
        var bytes: [UInt8]
    }

    private(set) var roots: [String]
    /// Counts the times the project was started over (`reload()`).
    private(set) var generation = 0
    private(set) var configurationPath: String?
    /// What reading `viewspec.yml` reported, published on it.
    private(set) var configurationDiagnostics: [Diagnostic] = []
    private(set) var configurationSource: SourceFile?
    private(set) var project: IncrementalProject
    private(set) var openDocuments: [String: OpenDocument] = [:]
    /// Inputs named by the configuration or the folders: absolute paths of files and directories.
    private(set) var inputs: [String] = []
    /// Spec files found on disk under `inputs`.
    private var filesOnDisk: Set<String> = []
    /// The paths in the project, or in changes not applied yet.
    private var members: Set<String> = []
    private var pending: [FileChange] = []
    /// The last spec model each file could be read as: what completion falls back on while
    /// the text being typed does not parse.
    private var lastReadSpecs: [String: SpecFile] = [:]
    /// Things the user should hear of that are no diagnostic of a file (an input that does
    /// not exist), taken by the server to log.
    var messages: [String] = []

    init(roots: [String]) {
        self.roots = roots
        self.project = IncrementalProject()
        reload()
    }

    // MARK: - Files of the project

    /// Reads the configuration and searches the inputs again, and starts the project over:
    /// on start, and when `viewspec.yml` or the workspace folders change.
    func reload() {
        generation += 1
        var options = Compiler.Options()
        var inputs: [String] = []
        configurationPath = nil
        configurationDiagnostics = []
        configurationSource = nil
        for root in roots {
            let candidate = (root as NSString).appendingPathComponent(ProjectConfiguration.fileName)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue else {
                inputs.append(root)
                continue
            }
            let loaded = ConfigurationDecoder().load(path: candidate)
            if configurationPath == nil {
                configurationPath = candidate
                configurationDiagnostics = loaded.diagnostics
                configurationSource = loaded.source
                if let configuration = loaded.configuration {
                    options = Compiler.Options(
                        limits: configuration.limits(), viewport: configuration.viewport ?? Compiler.Options.defaultViewport,
                        rules: configuration.rules)
                }
            }
            if let configured = loaded.configuration?.inputs {
                inputs += configured.map(DocumentURI.absolute)
            } else {
                inputs.append(root)
            }
        }
        self.inputs = inputs
        var found = Set<String>()
        for input in inputs {
            do {
                let result = try InputDiscovery.search([input])
                found.formUnion(result.files.map(DocumentURI.absolute))
                for directory in result.unsearchedDirectories {
                    messages.append("cannot search directory '\(directory.path)': \(directory.reason)")
                }
            } catch {
                messages.append("input '\(input)' does not exist: \(error)")
            }
        }
        filesOnDisk = found
        project = IncrementalProject(options: options)
        members = []
        pending = []
        lastReadSpecs = [:]
        for path in filesOnDisk.sorted() where openDocuments[path] == nil {
            members.insert(path)
            pending.append(.read(path: path))
        }
        for (path, document) in openDocuments where isMember(path, bytes: document.bytes) {
            members.insert(path)
            pending.append(.write(path: path, bytes: document.bytes))
        }
    }

    func setRoots(_ roots: [String]) {
        self.roots = roots
        reload()
    }

    /// Whether a file belongs to the project: found on disk under the inputs, or, for an
    /// open document (`bytes` given), inside an input directory with a spec file's
    /// extension, or declaring a format version itself.
    private func isMember(_ path: String, bytes: [UInt8]?) -> Bool {
        if filesOnDisk.contains(path) { return true }
        guard let bytes else { return false }
        let name = (path as NSString).lastPathComponent
        let isSpecName = InputDiscovery.specExtensions.contains((name as NSString).pathExtension.lowercased()) && !name.hasPrefix(".")
        if isSpecName, inputs.contains(where: { DocumentURI.path(path, isWithin: $0) && !Self.isHidden(path, below: $0) }) { return true }
        return Self.declaresFormatVersion(bytes)
    }

    private static func isHidden(_ path: String, below directory: String) -> Bool {
        path.dropFirst(directory.count).split(separator: "/").contains { $0.hasPrefix(".") }
    }

    /// Whether the text has a line starting with `viewspec:`: a spec file by its own word.
    static func declaresFormatVersion(_ bytes: [UInt8]) -> Bool {
        let key = Array("viewspec:".utf8)
        var lineStart = 0
        while lineStart < bytes.count {
            if bytes[lineStart...].starts(with: key) { return true }
            guard let newline = bytes[lineStart...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return false }
            lineStart = newline + 1
        }
        return false
    }

    /// Puts `path` in or out of the project according to `isMember`, with its current text.
    private func refreshMembership(of path: String) {
        let document = openDocuments[path]
        if isMember(path, bytes: document?.bytes) {
            members.insert(path)
            pending.append(document.map { .write(path: path, bytes: $0.bytes) } ?? .read(path: path))
        } else if members.remove(path) != nil {
            pending.append(.remove(path: path))
        }
    }

    // MARK: - Documents

    func open(uri: String, version: Int, text: String) {
        let path = DocumentURI.path(of: uri)
        openDocuments[path] = OpenDocument(uri: uri, version: version, bytes: Array(text.utf8))
        refreshMembership(of: path)
    }

    func change(uri: String, version: Int, changes: [TextDocumentContentChangeEvent], encoding: PositionEncoding) throws(ResponseError) {
        let path = DocumentURI.path(of: uri)
        guard var document = openDocuments[path] else { throw .invalidParams("'\(uri)' is not open; open it before changing it") }
        for change in changes {
            if let range = change.range {
                let positions = DocumentPositions(bytes: document.bytes, encoding: encoding)
                let start = positions.offset(of: range.start)
                let end = max(start, positions.offset(of: range.end))
                document.bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
            } else {
                document.bytes = Array(change.text.utf8)
            }
        }
        document.version = version
        openDocuments[path] = document
        refreshMembership(of: path)
    }

    /// The editor no longer holds the document: the disk's copy is the file now.
    func close(uri: String) {
        let path = DocumentURI.path(of: uri)
        guard openDocuments.removeValue(forKey: path) != nil else { return }
        refreshMembership(of: path)
    }

    /// Files created, changed or deleted on disk. A change of `viewspec.yml` starts the
    /// project over; an open document keeps the editor's text whatever the disk holds.
    func filesChanged(_ events: [FileEvent]) {
        if events.contains(where: { (DocumentURI.path(of: $0.uri) as NSString).lastPathComponent == ProjectConfiguration.fileName }) {
            reload()
            return
        }
        for event in events {
            let path = DocumentURI.path(of: event.uri)
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if exists, isDirectory.boolValue {
                // A folder created or moved in: search it as the inputs are searched.
                for file in (try? InputDiscovery.search([path]).files) ?? [] {
                    let file = DocumentURI.absolute(file)
                    if inputs.contains(where: { DocumentURI.path(file, isWithin: $0) }) { filesOnDisk.insert(file) }
                    if openDocuments[file] == nil { refreshMembership(of: file) }
                }
                continue
            }
            let underInputs = inputs.contains { DocumentURI.path(path, isWithin: $0) && !Self.isHidden(path, below: $0) }
                && InputDiscovery.specExtensions.contains((path as NSString).pathExtension.lowercased())
            if exists, underInputs {
                filesOnDisk.insert(path)
            } else if !exists {
                filesOnDisk.remove(path)
                // A folder deleted: every file of the project below it.
                for file in members where DocumentURI.path(file, isWithin: path) && file != path && openDocuments[file] == nil {
                    filesOnDisk.remove(file)
                    refreshMembership(of: file)
                }
            }
            if openDocuments[path] == nil { refreshMembership(of: path) }
        }
    }

    // MARK: - The compiler's view

    /// Applies the changes gathered since the last call, leaving the project-wide checks
    /// for `runProjectChecks()`; nil when there were none.
    func synchronize() -> ProjectUpdate? {
        guard !pending.isEmpty else { return nil }
        let changes = pending
        pending = []
        let update = project.apply(changes, projectChecks: .later)
        for path in update.reloadedPaths {
            if let spec = project.spec(at: path) { lastReadSpecs[path] = spec }
        }
        for change in changes where !project.contains(change.path) { lastReadSpecs[change.path] = nil }
        return update
    }

    var hasPendingChanges: Bool { !pending.isEmpty }

    /// Runs the project-wide checks the last updates left; returns the files whose
    /// diagnostics changed.
    func runProjectChecks() -> [String] { project.runPendingProjectChecks() }

    /// The spec model of a file as it reads now, or, while it does not read, as it last did.
    func spec(at path: String) -> SpecFile? { project.spec(at: path) ?? lastReadSpecs[path] }

    /// The text the server has for `path`: the editor's for an open document, else the
    /// disk's. The project keeps no copy of the files it read from disk, so they are read
    /// again here, only for the requests and diagnostics that need their positions; a file
    /// that changed on disk without the editor saying so is read into the project again
    /// with the next changes.
    func bytes(at path: String) -> [UInt8]? {
        if let document = openDocuments[path] { return document.bytes }
        if let written = project.writtenSource(at: path) { return written.bytes }
        if path == configurationPath { return configurationSource?.bytes }
        guard project.contains(path) else { return nil }
        let read = try? InputFileReader.read(path: path, maxSize: project.options.limits.maxFileSize).get()
        if !project.holds(read ?? [], at: path), !pending.contains(where: { $0.path == path }) {
            pending.append(.read(path: path))
        }
        return read
    }

    /// The URI the client knows a path by.
    func uri(for path: String) -> String { openDocuments[path]?.uri ?? DocumentURI.uri(of: path) }

    /// The path of a document a request is about; a document the server has never seen is
    /// an error, as the protocol wants.
    func knownPath(of uri: String) throws(ResponseError) -> String {
        let path = DocumentURI.path(of: uri)
        guard openDocuments[path] != nil || project.contains(path) else {
            throw .invalidParams("unknown document '\(uri)': it is neither open nor a file of the project")
        }
        return path
    }

    /// Whether the project's checks see the file (an open document outside the project
    /// does not take part in it).
    func isInProject(_ path: String) -> Bool { project.contains(path) }
}
