/// What a check sees: the declarations it judges, the whole project to look names up in,
/// the viewport layouts are computed for, and a place to report. One context per run of a
/// check, so each check's diagnostics carry its id.
public final class CheckContext {
    /// The whole project: every name is looked up here.
    public let project: Project
    /// What this run judges: the whole project's declarations for a check of scope
    /// `.project`; for a check of scope `.declarations`, those of one slice of its files.
    public let declarations: Declarations
    public let viewport: Rect
    /// The most views, items and rows one layout document may hold.
    public let layoutElementLimit: Int
    private let id: DiagnosticID
    /// Shared by the contexts of one compilation.
    let facts: ProjectFacts
    /// Which of `facts.slices` `declarations` is, or nil for the whole project.
    let slice: Int?
    private(set) var diagnostics: [Diagnostic] = []

    init(
        project: Project, viewport: Rect, layoutElementLimit: Int = Compiler.Options.defaultLayoutElementLimit, id: DiagnosticID, facts: ProjectFacts, slice: Int? = nil) {
        self.project = project
        self.declarations = slice.map { facts.slices[$0] } ?? project.declarations
        self.viewport = viewport
        self.layoutElementLimit = layoutElementLimit
        self.id = id
        self.facts = facts
        self.slice = slice
    }

    /// At a value of the spec model; the report works out its line and column.
    public func report(
        _ message: String, at span: SourceSpan, severity: Severity? = nil,
        notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []
    ) {
        diagnostics.append(Diagnostic(severity ?? id.defaultSeverity, id, message, at: span, notes: notes, fixIts: fixIts))
    }

    // MARK: - Resolution helpers shared by checks

    /// The model a screen binds, if it exists.
    public func model(of screen: PreferenceScreen) -> Model? {
        project.model(named: screen.model.value)
    }

    /// The field named by `reference` in `model`, if both exist.
    public func field(_ reference: Located<String>, in model: Model?) -> Field? {
        model?.field(named: reference.value)
    }

    /// A note pointing at a field's declaration, naming its type.
    public func declarationNote(for field: Field, in model: Model) -> Diagnostic.Note {
        .init("'\(field.name.value)' is declared here in model '\(model.name.value)' as \(field.typeName)", at: field.name.range)
    }
}

/// What several checks derive from the same project, derived once: the checks run in
/// parallel, and each deriving it again cost more than most checks themselves.
final class ProjectFacts: Sendable {
    /// The project's files in runs of consecutive files, each judged by every check of
    /// scope `.declarations` in turn.
    let slices: [Declarations]
    /// What is derived from each slice alone, by its own unit of work.
    let sliceFacts: [SliceFacts]
    /// Each computed once, by the first check to ask; each behind a lock of its own, so
    /// that placing hierarchies does not wait for the bindings, nor one slice for another.
    let bindings = ComputedOnce<[Binding]>()
    let hierarchyPlacements: ComputedOnce<[String: [HierarchyPlacement]]>
    /// Put together from every slice's names.
    let swiftNames = ComputedOnce<SwiftNamePlan>()

    /// Whether every slice's Swift names keep each declaration's names, for the emitter.
    let keepsSwiftNames: Bool

    init(project: Project, filesPerSlice: Int, keepsSwiftNames: Bool = true) {
        self.keepsSwiftNames = keepsSwiftNames
        let files = project.files
        let size = max(filesPerSlice, 1)
        slices = stride(from: 0, to: files.count, by: size).map { start in
            Declarations(files: files[start..<start + min(size, files.count - start)])
        }
        sliceFacts = slices.map { _ in SliceFacts(keepsSwiftNames: keepsSwiftNames) }
        hierarchyPlacements = ComputedOnce()
    }

    /// Slices chosen by the caller, with what was derived from those whose declarations
    /// are unchanged since: a project kept open rechecks only some of its slices, and a
    /// project-wide check reads every slice's facts. Likewise the placements of the
    /// hierarchies, when the project's hierarchies are the same objects in the same order
    /// as when they were derived.
    init(
        slices: [Declarations], sliceFacts: [SliceFacts],
        hierarchyPlacements: ComputedOnce<[String: [HierarchyPlacement]]> = ComputedOnce()
    ) {
        precondition(slices.count == sliceFacts.count, "one set of facts per slice")
        keepsSwiftNames = sliceFacts.allSatisfy(\.keepsSwiftNames)
        self.slices = slices
        self.sliceFacts = sliceFacts
        self.hierarchyPlacements = hierarchyPlacements
    }
}

/// What is derived from one slice of a project's files: by the checks of scope
/// `.declarations` as they judge the slice, while its declarations are in the processor's
/// cache, and read again by project-wide checks that gather every slice's.
final class SliceFacts: Sendable {
    /// The items of the slice's screens that name a declared field, sorted into those that
    /// bind it and those whose control cannot.
    let bindings = ComputedOnce<SliceBindings>()
    /// The Swift names of the slice's declarations.
    let swiftNames = ComputedOnce<SwiftNamePlan.DeclarationNames>()
    /// Whether `swiftNames` keeps the name of every declaration, which only the Swift
    /// emitter reads, or only what the checks read: the module's names and the problems.
    let keepsSwiftNames: Bool

    init(keepsSwiftNames: Bool = true) {
        self.keepsSwiftNames = keepsSwiftNames
    }
}
