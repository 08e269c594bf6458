/// One rule of the spec language: a small type whose description (id, summary,
/// rationale, examples that trigger it and examples that do not, corrections) drives both
/// its tests and its documentation.
public protocol Check: Sendable {
    /// Its stage is `.check`.
    static var description: RuleDescription { get }
    /// Whether the check judges declarations one by one or the project as a whole.
    static var scope: CheckScope { get }
    /// For a check of the whole project: whether it reads what the checks of the slices
    /// derive as they run (each slice's bindings), and so runs after every slice.
    static var readsSliceFacts: Bool { get }
    /// For a check of the whole project: what it derives together with other such checks,
    /// if anything. Checks that share a derivation run one after another in one unit of
    /// the parallel work, so that the later ones read what the first derived instead of
    /// each waiting, its core idle, for the first to finish deriving it.
    static var sharedDerivation: SharedDerivation? { get }
    /// The outputs whose emitters rely on this check: they assume that what it refuses
    /// never reaches them, so `build` generates those outputs only while it runs.
    static var guardedOutputs: Set<GeneratedOutput> { get }
    init()
    /// Reports every violation among `context.declarations` through `context`.
    func run(in context: CheckContext)
}

extension Check {
    public static var readsSliceFacts: Bool { false }
    public static var sharedDerivation: SharedDerivation? { nil }
    public static var guardedOutputs: Set<GeneratedOutput> { [] }
}

/// What several checks of the whole project derive once and share.
public enum SharedDerivation: Hashable, Sendable {
    /// The Swift name of everything the generated code declares.
    case swiftNamePlan
}

/// What one run of a check judges.
public enum CheckScope: Sendable {
    /// Each declaration on its own, looking other declarations up by name in the project.
    /// Such a check runs once for each slice of the project's files, and all of them run
    /// over a slice one after another while its declarations are still in the processor's
    /// cache: on a large project, walking every declaration once per check cost more in
    /// memory traffic than the checks' own work.
    case declarations
    /// The project as a whole: following references from declaration to declaration
    /// (cycles, reachability) or gathering what several declarations say of one thing (a
    /// field bound by several screens). Such a check runs once, over every declaration.
    case project
}
