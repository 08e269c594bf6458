import Dispatch

/// The result of compiling a project: what was read, what it declares, what is wrong.
public struct Compilation: Sendable {
    /// Every file that could be read, in path order.
    public var sources: [SourceFile]
    /// Where the diagnostics' spans are in `sources`, for a report; made on each use.
    public var sourceMap: SourceMap { SourceMap(sources) }
    public var project: Project
    /// All diagnostics, sorted by file and position, without duplicates.
    public var diagnostics: [Diagnostic]
    /// How many input files there were, read or not.
    public var fileCount: Int
    /// What the project was compiled with: which checks ran, and the limits they judged by.
    let options: Compiler.Options
    /// What the checks derived from the project (bindings, placements), when the options
    /// ask to keep it (`retainsCheckFacts`).
    let checkFacts: ProjectFacts?

    public var hasErrors: Bool { diagnostics.hasErrors }
}

/// The front half of the pipeline: load (YAML → nodes), decode (nodes → spec model),
/// check (spec model → diagnostics). Emitters take the `Compilation` from here.
public struct Compiler: Sendable {
    public struct Options: Sendable {
        public var limits: YAMLLimits
        /// The screen size frames are checked and laid out against.
        public var viewport: Rect
        /// Checks not to run, by code or name.
        public var disabledChecks: Set<String>
        /// Checks to run even when off by default, by code or name; disabling wins.
        public var enabledChecks: Set<String>
        /// The most views, items and rows one layout document may hold once embedded layouts
        /// are expanded (docs/limits.md): hierarchies that each show the next more than once
        /// grow exponentially. `layout-too-large` judges documents by it, and the layout is
        /// written within it.
        public var layoutElementLimit = Options.defaultLayoutElementLimit
        /// How many files' declarations the checks of scope `.declarations` judge in one
        /// run: few enough that a slice's declarations stay in the processor's cache while
        /// every such check walks them. The diagnostics do not depend on it.
        var filesPerCheckSlice = 8
        /// Keeps what the checks derived (thousands of bindings and placements) with the
        /// compilation rather than releasing it as the checks end. For a command that
        /// releases nothing before it exits: the time spent releasing them is then spent
        /// by no one. Anyone else wants the memory back.
        package var retainsCheckFacts = false
        /// Keeps, with the retained check facts, the Swift name of every declaration, which
        /// only the Swift emitter reads: for a command that generates Swift next. Without it
        /// the Swift name checks keep only what they judge (the module's names and the
        /// problems), and the emitter names the project again if it is asked to.
        package var retainsSwiftNames = false

        public init(
            limits: YAMLLimits = .default, viewport: Rect = Options.defaultViewport, disabledChecks: Set<String> = [],
            enabledChecks: Set<String> = []
        ) {
            self.limits = limits
            self.viewport = viewport
            self.disabledChecks = disabledChecks
            self.enabledChecks = enabledChecks
        }

        public init(limits: YAMLLimits = .default, viewport: Rect = Options.defaultViewport, rules: RuleSelection) {
            self.init(limits: limits, viewport: viewport, disabledChecks: rules.disabledCodes, enabledChecks: rules.enabledCodes)
        }

        /// Whether the check described by `description` runs under these options.
        public func runs(_ description: RuleDescription) -> Bool {
            let names = [description.id.code, description.id.name]
            if names.contains(where: disabledChecks.contains) { return false }
            return description.enabledByDefault || names.contains(where: enabledChecks.contains)
        }

        public static let defaultViewport = Rect(x: 0, y: 0, width: 390, height: 844)
        public static let defaultLayoutElementLimit = 100_000
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// `fileDone` is called once per file when it has been read and decoded, from whichever
    /// thread did the work (for a progress line).
    public func compile(files paths: [String], fileDone: (@Sendable (String) -> Void)? = nil) -> Compilation {
        compile(InputDiscovery.Inputs(files: paths), fileDone: fileDone)
    }

    /// Compiles what `InputDiscovery.search` found. A directory that could not be searched
    /// is an input that could not be read: reported as such, and, like an unreadable file,
    /// keeping the checks from calling a name unknown that it may declare.
    public func compile(_ inputs: InputDiscovery.Inputs, fileDone: (@Sendable (String) -> Void)? = nil) -> Compilation {
        let loader = YAMLLoader(limits: options.limits)
        let files = ParallelMap.map(inputs.files) { path in
            let result = Self.front(loader.load(path: path), path: path)
            fileDone?(path)
            return result
        }
        let directories = inputs.unsearchedDirectories.map { directory in
            FrontResult(
                path: directory.path, source: nil, spec: nil,
                diagnostics: [.error(.unreadableFile, "cannot search directory: \(directory.reason)", at: .startOfFile(directory.path))])
        }
        return compile(units: files + directories, fileCount: inputs.files.count)
    }

    /// Compiles files already in memory (tests, examples, editors).
    public func compile(sources: [SourceFile]) -> Compilation {
        let loader = YAMLLoader(limits: options.limits)
        return compile(units: ParallelMap.map(sources) { source in Self.front(loader.load(source), path: source.path) }, fileCount: sources.count)
    }

    // MARK: - Stages

    struct FrontResult: Sendable {
        var path: String
        var source: SourceFile?
        var spec: SpecFile?
        var diagnostics: [Diagnostic]
    }

    /// Load and decode one file; a file the loader could not make a tree of is not decoded,
    /// so a YAML error is not followed by a cascade of spec errors.
    static func front(_ loaded: YAMLLoadResult, path: String) -> FrontResult {
        guard !loaded.hasErrors else { return FrontResult(path: path, source: loaded.file, spec: nil, diagnostics: loaded.diagnostics) }
        let decoded = SpecDecoder().decode(loaded.root, path: path)
        return FrontResult(path: path, source: loaded.file, spec: decoded.file, diagnostics: loaded.diagnostics + decoded.diagnostics)
    }

    private func compile(units: [FrontResult], fileCount: Int) -> Compilation {
        let project = Project(
            files: units.compactMap(\.spec).sorted { $0.path < $1.path }, unreadFiles: units.filter { $0.spec == nil }.map(\.path))
        let checks = CheckRegistry.all.filter { options.runs($0.description) }
        let facts = ProjectFacts(
            project: project, filesPerSlice: options.filesPerCheckSlice, keepsSwiftNames: options.retainsCheckFacts && options.retainsSwiftNames)
        let declarationChecks = checks.filter { $0.scope == .declarations }
        let runs = Self.checkRuns(of: checks, sliceCount: facts.slices.count)
        let viewport = options.viewport
        let layoutElementLimit = options.layoutElementLimit
        let checkDiagnostics = ParallelMap.map(runs) { run -> [Diagnostic] in
            func diagnostics(of check: any Check.Type, slice: Int?) -> [Diagnostic] {
                let context = CheckContext(
                    project: project, viewport: viewport, layoutElementLimit: layoutElementLimit, id: check.description.id, facts: facts,
                    slice: slice)
                check.init().run(in: context)
                return context.diagnostics
            }
            switch run {
            case .project(let group): return group.flatMap { diagnostics(of: $0, slice: nil) }
            case .slice(let slice): return declarationChecks.flatMap { diagnostics(of: $0, slice: slice) }
            }
        }
        return Compilation(
            sources: units.compactMap(\.source).sorted { $0.path < $1.path },
            project: project,
            // A check's finding in what an alias brings is reported at the alias (the decoder
            // has done the same for its own).
            diagnostics: (units.flatMap(\.diagnostics) + Array(checkDiagnostics.joined()).relocatingAliasExpansions()).sortedAndDeduplicated(),
            fileCount: fileCount,
            options: options,
            checkFacts: options.retainsCheckFacts ? facts : nil)
    }

    /// The check stage's parallel work, in the order it is handed to the cores. The slices'
    /// checks derive each slice's bindings while its declarations are in the processor's
    /// cache, and a project-wide check that reads them runs after every slice, reusing them
    /// instead of walking every item of the project from memory. The other project-wide
    /// checks, the longest runs of the stage, go first: run last, the longest of them kept
    /// one core busy while the other had nothing left to do.
    static func checkRuns(of checks: [any Check.Type], sliceCount: Int) -> [CheckRun] {
        var first: [CheckRun] = []
        var last: [CheckRun] = []
        for group in projectCheckGroups(of: checks) {
            if group.contains(where: { $0.readsSliceFacts }) { last.append(.project(group)) } else { first.append(.project(group)) }
        }
        return first + (0..<sliceCount).map { .slice($0) } + last
    }

    /// The checks of scope `.project` in units of parallel work, in `checks`' order: each
    /// alone, but for those that share a derivation, which are one unit at the place of
    /// the first of them. Run apart, the Swift name checks all waited for the one naming
    /// the project, keeping a core idle for as long as the naming took.
    static func projectCheckGroups(of checks: [any Check.Type]) -> [[any Check.Type]] {
        var groups: [[any Check.Type]] = []
        var groupOfDerivation: [SharedDerivation: Int] = [:]
        for check in checks where check.scope == .project {
            if let derivation = check.sharedDerivation, let group = groupOfDerivation[derivation] {
                groups[group].append(check)
                continue
            }
            if let derivation = check.sharedDerivation { groupOfDerivation[derivation] = groups.count }
            groups.append([check])
        }
        return groups
    }

    /// One unit of the check stage's parallel work.
    enum CheckRun: Sendable {
        /// Checks of scope `.project` over the whole project, one after another: one
        /// check, or the checks that share a derivation.
        case project([any Check.Type])
        /// Every check of scope `.declarations`, one after another, over one slice.
        case slice(Int)
    }
}
