/// Lays out a checked project as JSON: one document per preference screen, table,
/// hierarchy, action sheet and animation, and an index of them (docs/layout.md,
/// docs/schema/layout.schema.json). It reports nothing: every reference a checked project
/// holds resolves, and every document stays within the checks' limits.
///
/// Every default is filled in and every frame resolved; a view that shows another document
/// names it, and a renderer draws that document inside the view. The output depends only on
/// the specs, the viewport, the inputs' relative layout and the chosen `style`: no
/// timestamps, no absolute paths, keys in a fixed order.
public struct LayoutEmitter: Sendable {
    /// The version of the layout format; a consumer that meets a later one must not guess.
    public static let formatVersion = 2
    /// How deep a renderer draws hierarchies inside views of hierarchies; the checks refuse
    /// deeper nesting (`hierarchy-nesting-too-deep`).
    public static let maximumEmbeddingDepth = 32

    /// How the documents' JSON is spelled.
    public enum Style: Sendable {
        /// One line, no spaces: what an app ships and a renderer reads.
        case compact
        /// Indented, small frames and texts on one line: for people and diffs.
        case pretty
    }

    public var viewport: Rect
    public var metrics: LayoutMetrics
    /// The paths the specs were found under (command-line arguments), for naming sources.
    public var inputs: [String]
    public var style: Style

    public init(
        viewport: Rect = Compiler.Options.defaultViewport, metrics: LayoutMetrics = .standard, inputs: [String] = [],
        style: Style = .compact
    ) {
        self.viewport = viewport
        self.metrics = metrics
        self.inputs = inputs
        self.style = style
    }

    public func emit(_ checked: CheckedProject) -> LayoutOutput {
        let (documents, index) = emit(checked, settle: { $0 })
        return LayoutOutput(documents: documents, index: index)
    }

    /// Lays out as `emit(_:)` does, handing each document to `settle` as soon as it is laid
    /// out, on the core that laid it out, and keeping only what `settle` returns. A caller
    /// that needs a document's bytes only for a moment (to compare them with a file, say)
    /// need not hold the whole layout in memory: its pages are most of a build's memory,
    /// and faulting them in and tearing them down cost more than comparing them.
    ///
    /// Returns what `settle` returned, in index order, and the index.
    public func emit<Settled: Sendable>(
        _ checked: CheckedProject, settle: @Sendable (LayoutDocument) -> Settled
    ) -> (documents: [Settled], index: LayoutDocument) {
        let emitted = emitNotingUnexpected(checked, settle: settle)
        for problem in emitted.unexpected { assertionFailure("the checks let through what cannot be laid out: \(problem)") }
        return (emitted.documents, emitted.index)
    }

    /// What `emit` returns, and what it met that the checks should have refused: nothing,
    /// unless a check is missing or wrong. Each was skipped; `emit` stops a debug build on it.
    func emitNotingUnexpected<Settled: Sendable>(
        _ checked: CheckedProject, settle: @Sendable (LayoutDocument) -> Settled
    ) -> (documents: [Settled], index: LayoutDocument, unexpected: [String]) {
        let project = checked.project
        let outsideLayout = checked.outputs.contains(.layout) ? [] : ["the project was not checked for laying out"]
        let sourceNaming = SourceNaming(inputs: inputs, files: project.files.map(\.path))

        // The two halves of setting up do not depend on each other, so they run at once.
        let (naming, shared) = ParallelMap.both({
            // Kind by kind in the order of `LayoutDocument.Kind`, each kind's by name.
            func sortedByName<Declaration>(
                _ declarations: some Sequence<Declaration>, _ name: (Declaration) -> Located<String>, _ shown: (Declaration) -> DocumentDeclaration
            ) -> [DocumentEntry] {
                declarations.map { DocumentEntry(declaration: shown($0), name: name($0).value, range: name($0).range) }.sorted { $0.name < $1.name }
            }
            let entries =
                sortedByName(project.preferenceScreensByName.values, \.name, DocumentDeclaration.preferences)
                + sortedByName(project.tablesByName.values, \.name, DocumentDeclaration.table)
                + sortedByName(project.hierarchiesByName.values, \.name, DocumentDeclaration.hierarchy)
                + sortedByName(project.actionSheetsByName.values, \.name, DocumentDeclaration.actionSheet)
                + sortedByName(project.animationsByName.values, \.name, DocumentDeclaration.animation)
            let fileNames = DocumentNaming.fileNames(for: entries.map { ($0.kind.rawValue, $0.name) })
            let documentFiles = Dictionary(
                zip(entries, fileNames).map { (DocumentKey(kind: $0.kind, name: $0.name), $1) }, uniquingKeysWith: { first, _ in first })
            return (entries: entries, fileNames: fileNames, documentFiles: documentFiles)
        }, {
            // Named once per spec file rather than once per document.
            let paths = project.files.map(\.path)
            let sourceNames = Dictionary(zip(paths, paths.map { sourceNaming.name(for: $0) }), uniquingKeysWith: { first, _ in first })
            return (entryScreens: project.entryScreenNames(), sourceNames: sourceNames)
        })
        let (entries, fileNames, documentFiles) = naming
        let (entryScreens, sourceNames) = shared

        // Each document is laid out by itself, so the documents are built on all cores, each
        // with a context of its own; what they share is read only. Each is written straight
        // to its bytes as it is laid out; its `JSONValue` is built only if asked for.
        let metrics = metrics
        let compact = style == .compact
        let makeContext = { @Sendable () -> LayoutContext in
            LayoutContext(project: project, metrics: metrics, documentFiles: documentFiles, entryScreens: entryScreens)
        }
        let source = { @Sendable (entry: DocumentEntry) -> String in
            sourceNames[entry.range.path] ?? sourceNaming.name(for: entry.range.path)
        }
        let indexEntries = { @Sendable () -> [IndexEntry] in
            zip(entries, fileNames).map { IndexEntry(name: $0.name, kind: $0.kind, fileName: $1, source: source($0)) }
        }
        // The index is one more piece of work beside the documents, handed out first, rather
        // than written on one core once they are all done.
        let work = zip(entries, fileNames).map { LayoutWork.document($0, fileName: $1) } + [.index]
        let built = ParallelMap.map(work, inOrder: [entries.count] + Array(entries.indices)) { piece -> LayoutWork.Outcome<Settled> in
            switch piece {
            case .index:
                // Written straight to bytes, as the documents are; the tree only if asked for.
                // An entry takes about 150 bytes: the buffer never grows and copies itself.
                var indexWriter = JSONByteWriter(capacity: 256 * entries.count + 1024, compact: compact)
                writeIndex(listing: indexEntries(), into: &indexWriter)
                return .index(indexWriter.finish())
            case .document(let entry, let fileName):
                let context = makeContext()
                let source = source(entry)
                var writer = JSONByteWriter(compact: compact)
                writeDocument(entry.declaration, named: entry.name, source: source, context: context, into: &writer)
                let document = LayoutDocument(
                    kind: entry.kind, name: entry.name, fileName: fileName, source: source, bytes: writer.finish(),
                    makeJSON: {
                        var builder = JSONTreeBuilder()
                        writeDocument(entry.declaration, named: entry.name, source: source, context: makeContext(), into: &builder)
                        return builder.tree
                    })
                return .document(settle(document), unexpected: context.unexpected)
            }
        }
        var settled: [Settled] = []
        settled.reserveCapacity(entries.count)
        var indexBytes: [UInt8] = []
        var unexpected = outsideLayout
        for outcome in built {
            switch outcome {
            case .document(let document, let documentUnexpected):
                settled.append(document)
                unexpected += documentUnexpected
            case .index(let bytes):
                indexBytes = bytes
            }
        }
        return (
            settled,
            LayoutDocument(
                kind: .index, name: nil, fileName: DocumentNaming.indexFileName, source: nil, bytes: indexBytes,
                makeJSON: {
                    var builder = JSONTreeBuilder()
                    writeIndex(listing: indexEntries(), into: &builder)
                    return builder.tree
                }),
            unexpected
        )
    }

    private func writeIndex<Sink: JSONSink & ~Copyable>(listing documents: [IndexEntry], into sink: inout Sink) {
        sink.beginObject()
        sink.key("formatVersion")
        sink.int(Self.formatVersion)
        sink.key("kind")
        sink.string(LayoutDocument.Kind.index.rawValue)
        sink.key("viewport")
        sink.value(viewportJSON)
        sink.key("metrics")
        sink.value(metrics.json)
        sink.key("documents")
        sink.beginArray()
        for document in documents {
            sink.beginObject()
            sink.key("name")
            sink.string(document.name)
            sink.key("kind")
            sink.string(document.kind.rawValue)
            sink.key("file")
            sink.string(document.fileName)
            sink.key("source")
            sink.string(document.source)
            sink.endObject()
        }
        sink.endArray()
        sink.endObject()
    }

    /// A document to lay out: the declaration it shows.
    private struct DocumentEntry: Sendable {
        var declaration: DocumentDeclaration
        var name: String
        var range: SourceSpan
        var kind: LayoutDocument.Kind { declaration.kind }
    }

    /// A declaration that is a document of its own, carried to its layout rather than
    /// looked up again by name.
    private enum DocumentDeclaration: Sendable {
        case preferences(PreferenceScreen)
        case table(SelectableTable)
        case hierarchy(Hierarchy)
        case actionSheet(ActionSheet)
        case animation(Animation)

        var kind: LayoutDocument.Kind {
            switch self {
            case .preferences: .preferences
            case .table: .table
            case .hierarchy: .hierarchy
            case .actionSheet: .actionSheet
            case .animation: .animation
            }
        }
    }

    /// A piece of the layout's work, and what comes of it.
    private enum LayoutWork: Sendable {
        case document(DocumentEntry, fileName: String)
        case index

        enum Outcome<Settled: Sendable>: Sendable {
            case document(Settled, unexpected: [String])
            case index([UInt8])
        }
    }

    /// What the index says of a document.
    private struct IndexEntry: Sendable {
        var name: String
        var kind: LayoutDocument.Kind
        var fileName: String
        var source: String
    }

    private func writeDocument<Sink: JSONSink & ~Copyable>(
        _ declaration: DocumentDeclaration, named name: String, source: String, context: LayoutContext, into sink: inout Sink
    ) {
        sink.beginObject()
        sink.key("formatVersion")
        sink.int(Self.formatVersion)
        sink.key("kind")
        sink.string(declaration.kind.rawValue)
        sink.key("name")
        sink.string(name)
        sink.key("source")
        sink.string(source)
        sink.key("viewport")
        sink.value(viewportJSON)
        switch declaration {
        case .preferences(let screen):
            sink.key("layout")
            PreferencesLayout(context: context).layout(screen, size: viewportSize, into: &sink)
        case .table(let table):
            let frame = table.frame?.value.resolved(in: viewport) ?? viewportBounds
            sink.key("layout")
            TableLayout(context: context).layout(table, frame: frame, into: &sink)
        case .hierarchy(let hierarchy):
            var drawOrder: [String] = []
            sink.key("layout")
            HierarchyLayout(context: context).layout(hierarchy, frame: viewportBounds, drawOrder: &drawOrder, into: &sink)
            sink.key("drawOrder")
            sink.beginArray()
            for id in drawOrder { sink.string(id) }
            sink.endArray()
        case .actionSheet(let sheet):
            sink.key("layout")
            ActionSheetLayout(context: context).layout(sheet, into: &sink)
        case .animation(let animation):
            sink.key("layout")
            AnimationLayout(context: context).layout(animation, into: &sink)
        }
        sink.endObject()
    }

    private var viewportSize: Size { Size(width: viewport.width, height: viewport.height) }
    private var viewportBounds: Rect { Rect(x: 0, y: 0, width: viewport.width, height: viewport.height) }
    private var viewportJSON: JSONValue { .object([("width", .double(viewport.width)), ("height", .double(viewport.height))]) }
}

/// The documents of a layout, in index order, and the index.
public struct LayoutOutput: Sendable {
    public var documents: [LayoutDocument]
    public var index: LayoutDocument

    /// Every file to write; the index last, so that it only ever lists files already written.
    public var files: [LayoutDocument] { documents + [index] }
}

public struct LayoutDocument: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case preferences, table, hierarchy, actionSheet, animation, index
    }

    public var kind: Kind
    /// The screen's name; nil for the index.
    public var name: String?
    public var fileName: String
    /// The spec file, relative to the inputs; nil for the index.
    public var source: String?
    /// The canonical text as UTF-8: what is written and what golden files hold.
    public let bytes: [UInt8]
    private let makeJSON: @Sendable () -> JSONValue

    init(kind: Kind, name: String?, fileName: String, source: String?, bytes: [UInt8], makeJSON: @escaping @Sendable () -> JSONValue) {
        self.kind = kind
        self.name = name
        self.fileName = fileName
        self.source = source
        self.bytes = bytes
        self.makeJSON = makeJSON
    }

    /// The document as a value, the one `bytes` spell; laid out again on each use, as the
    /// layout is written without it.
    public var json: JSONValue { makeJSON() }

    /// The canonical text: what is written and what golden files hold.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}

struct DocumentKey: Hashable {
    var kind: LayoutDocument.Kind
    var name: String
}

struct Size: Equatable {
    var width: Double
    var height: Double
}
