/// Generates Swift for a checked project: one file per spec file, holding a type per model,
/// a binding per preference screen, a typed table per selectable table and a typed layer
/// stack per hierarchy, all built on `ViewSpecRuntime` (docs/swift.md).
///
/// Names are used as the spec writes them; a name Swift cannot take, or two names that
/// would become one, is a positioned error (VS0300–VS0302) and nothing is generated. The
/// output depends only on the specs and the inputs' relative layout.
public struct SwiftEmitter: Sendable {
    public enum AccessLevel: String, Sendable, CaseIterable {
        case `public`, `internal`
    }

    /// The access level of every generated declaration.
    public var access: AccessLevel
    /// The paths the specs were found under (command-line arguments), for naming sources.
    public var inputs: [String]

    public init(access: AccessLevel = .public, inputs: [String] = []) {
        self.access = access
        self.inputs = inputs
    }

    /// The generated files, or the reasons none could be generated. A project with check
    /// errors should not be given to the emitter; its names are still judged.
    public func emit(_ project: Project) -> SwiftOutput {
        let names = SwiftNames()
        let fileNames = Self.fileNames(for: project.files, names: names)
        let module = names.scope("the module", reserved: SwiftNames.reservedTypes())
        var models: [String: ModelNames] = [:]
        for model in project.models where models[model.name.value] == nil {
            if let planned = ModelNames(model, names: names, module: module) { models[model.name.value] = planned }
        }
        let sourceNaming = SourceNaming(inputs: inputs, files: project.files.map(\.path))
        var files: [SwiftFile] = []
        for (file, fileName) in zip(project.files, fileNames) {
            let renderer = SwiftFileRenderer(
                project: project, file: file, models: models, names: names, module: module, access: access)
            let source = sourceNaming.name(for: file.path)
            files.append(SwiftFile(fileName: fileName, source: source, text: renderer.render(source: source)))
        }
        let diagnostics = names.diagnostics.sortedAndDeduplicated()
        return SwiftOutput(files: diagnostics.hasErrors ? [] : files, diagnostics: diagnostics)
    }

    // MARK: - File names

    /// The file generated for a spec: its file name with the last extension replaced by
    /// `.swift` (`app-settings.yaml` → `app-settings.swift`), characters outside letters,
    /// digits, `-`, `_` and `.` written `%XX` as layout documents are named.
    public static func fileName(forSpecPath path: String) -> String {
        let base = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        var stem = base
        if let dot = base.lastIndex(of: "."), dot != base.startIndex { stem = String(base[..<dot]) }
        return DocumentNaming.stem(for: stem) + ".swift"
    }

    /// File names in file order; a name another file already has (ignoring case, since
    /// file systems and SwiftPM may) is reported at the later file's `viewspec:` version.
    private static func fileNames(for files: [SpecFile], names: SwiftNames) -> [String] {
        var first: [String: SpecFile] = [:]
        return files.map { file in
            let fileName = fileName(forSpecPath: file.path)
            if let earlier = first[fileName.lowercased()] {
                names.report(
                    .error(
                        .swiftFileClash,
                        "this spec file would generate '\(fileName)', which \(SwiftLiteral.string(earlier.path)) "
                            + "already generates: expected spec file names that differ in more than folder, extension "
                            + "or case, found two that give '\(fileName)'; rename one",
                        at: file.formatVersion.range,
                        notes: [.init("'\(fileName)' is first generated for this file", at: earlier.formatVersion.range)]))
            } else {
                first[fileName.lowercased()] = file
            }
            return fileName
        }
    }
}

/// What `SwiftEmitter.emit` produced.
public struct SwiftOutput: Sendable {
    /// One file per spec file, in path order; empty when `diagnostics` holds an error.
    public var files: [SwiftFile]
    public var diagnostics: [Diagnostic]
}

public struct SwiftFile: Sendable {
    public var fileName: String
    /// The spec file, relative to the inputs.
    public var source: String
    public var text: String
    public var bytes: [UInt8] { Array(text.utf8) }
}
