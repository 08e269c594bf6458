import Foundation

/// What a check sees: the whole project, the viewport layouts are computed for, and a
/// place to report. One context per check, so each check's diagnostics carry its id.
public final class CheckContext {
    public let project: Project
    public let viewport: Rect
    private let id: DiagnosticID
    /// Shared by the contexts of one compilation.
    let facts: ProjectFacts
    private(set) var diagnostics: [Diagnostic] = []

    init(project: Project, viewport: Rect, id: DiagnosticID, facts: ProjectFacts? = nil) {
        self.project = project
        self.viewport = viewport
        self.id = id
        self.facts = facts ?? ProjectFacts()
    }

    public func report(
        _ message: String, at range: SourceRange, severity: Severity? = nil,
        notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []
    ) {
        diagnostics.append(Diagnostic(severity ?? id.defaultSeverity, id, message, at: range, notes: notes, fixIts: fixIts))
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
        .init("'\(field.name.value)' is declared here in model '\(model.name.value)' as \(field.type.value.name)", at: field.name.range)
    }
}

/// What several checks derive from the same project, derived once: the checks run in
/// parallel, and each deriving it again cost more than most checks themselves.
final class ProjectFacts: Sendable {
    /// Each computed once, by the first check to ask; each behind a lock of its own, so
    /// that placing hierarchies does not wait for the bindings.
    let bindings = ComputedOnce<[Binding]>()
    let hierarchyPlacements = ComputedOnce<[String: [HierarchyPlacement]]>()
}
