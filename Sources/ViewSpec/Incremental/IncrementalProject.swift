/// A project kept open while its files change, as an editor keeps it: each file's text,
/// spec model and diagnostics are kept, and an update reads again only the files it
/// changes and checks again only what the change can affect.
///
/// Its diagnostics are always those `Compiler.compile(sources:)` gives for the same files
/// (the tests compare the two after every step of many edit sequences):
///
/// - A changed file is loaded and decoded again; no other file is read.
/// - Its declarations whose text, offset, line and column did not change (see
///   `FileInterface`) keep their objects, so what other files' checks derived from them
///   (bindings, notes pointing at them) stays true.
/// - The checks of scope `.declarations` run again over the changed files, the files that
///   refer to a declaration that changed, the files that declare the same name (whose
///   duplicate-declaration notes point at it), when a name appeared or disappeared the
///   files with findings (whose messages may suggest a name), and when a change moved or
///   resized a view that embeds a hierarchy the files that declare hierarchies (whose
///   views must fit in the view that embeds them). When a file became unreadable or
///   readable again, which every file's checks take into account, they run over every
///   file.
/// - The checks of scope `.project` run again over the whole project, as they must: at
///   once, or, for an editor that wants the changed files' findings first, when asked
///   (`apply(_:projectChecks: .later)`, then `runPendingProjectChecks()`). Until then the
///   project's findings of the last run are kept where they still point at unchanged text.
///
/// Not thread-safe: one owner updates and reads it.
public final class IncrementalProject {
    public let options: Compiler.Options

    /// Everything the files declare, as of the last update.
    public private(set) var project = emptyProject
    private static let emptyProject = Project(files: [])

    private var files: [String: FileState] = [:]
    /// `files`' paths in project order.
    private var sortedPaths: [String] = []
    /// The files that could be read as specs, in project order: the slices of the checks
    /// of scope `.declarations`, one per file, kept in step with `files`.
    private var slicePaths: [String] = []
    private var sliceOfPath: [String: Int] = [:]
    private var sliceDeclarations: [Declarations] = []
    private var sliceFacts: [SliceFacts] = []
    /// The slices' spec models, and every declaration of them in project order: what the
    /// project holds, kept here so that an edit replaces one file's part of them rather
    /// than gathering them all again.
    private var sliceSpecs: [SpecFile] = []
    private var allDeclarations = DeclarationLists()
    /// The project's first declaration of each name, kept up to date name by name.
    private var indexes = Project.NameIndexes()
    /// The files that declare each name, and the files that refer to it.
    private var declarers: [DeclarationName: PathSet] = [:]
    private var referrers: [DeclarationName: PathSet] = [:]
    /// The checks' findings of scope `.project`, from their last run.
    private var projectDiagnostics: [Diagnostic] = []
    /// The files written or removed since the checks of scope `.project` last ran: their
    /// findings may point at text that is no longer there.
    private var changedSinceProjectChecks: Set<String> = []
    /// The slices and what was derived from them, for the checks of scope `.project`.
    private var facts = ProjectFacts(slices: [], sliceFacts: [])
    /// Where the hierarchies' views are placed, derived when first asked for from
    /// `placedHierarchies`, the project's hierarchies when it was last made anew.
    private var hierarchyPlacements = ComputedOnce<[String: [HierarchyPlacement]]>()
    private var placedHierarchies: [Hierarchy] = []
    /// What the last update reported for each file, sorted and without duplicates.
    private var published: [String: [Diagnostic]] = [:]

    private let declarationChecks: [any Check.Type]
    private let projectChecks: [any Check.Type]

    public init(options: Compiler.Options = Compiler.Options()) {
        self.options = options
        let checks = CheckRegistry.all.filter { options.runs($0.description) }
        declarationChecks = checks.filter { $0.scope == .declarations }
        projectChecks = checks.filter { $0.scope == .project }
    }

    /// What is kept of one file. A class: every update looks up each file of the project,
    /// and copying these fields out of the dictionary each time cost more than the checks.
    private final class FileState {
        /// The text as the caller wrote it (`FileChange.write`: an editor's copy, which the
        /// next edit's findings are placed against); nil for a file read from disk, whose
        /// bytes the disk keeps: holding a second copy of every file was the largest part of
        /// an open project's memory.
        let writtenText: SourceFile?
        /// What the text read was, for telling whether the disk still holds it.
        let fingerprint: TextFingerprint
        let spec: SpecFile?
        /// What loading and decoding it reported.
        let frontDiagnostics: [Diagnostic]
        let interface: FileInterface
        /// Its declarations, the slice the checks of scope `.declarations` judge.
        let declarations: Declarations
        /// What the checks derive from its declarations when first asked for (the bindings
        /// of its screens, the Swift names of its declarations), kept while they do not
        /// change; of the Swift names, only what the checks read (nothing here generates
        /// Swift).
        var facts = SliceFacts(keepsSwiftNames: false)
        /// What the checks of scope `.declarations` found judging its declarations.
        var checkDiagnostics: [Diagnostic] = []

        init(
            writtenText: SourceFile?, fingerprint: TextFingerprint, spec: SpecFile?, frontDiagnostics: [Diagnostic],
            interface: FileInterface, declarations: Declarations
        ) {
            self.writtenText = writtenText
            self.fingerprint = fingerprint
            self.spec = spec
            self.frontDiagnostics = frontDiagnostics
            self.interface = interface
            self.declarations = declarations
        }
    }

    // MARK: - Reading

    /// The project's files, in project order (by path).
    public var paths: [String] { sortedPaths }

    public func contains(_ path: String) -> Bool { files[path] != nil }

    /// The text of a file of the project as last written by `FileChange.write`; nil for a
    /// file last read from disk (`FileChange.read`), whose text the project does not keep.
    public func writtenSource(at path: String) -> SourceFile? { files[path]?.writtenText }

    /// Whether `bytes` are the text the project last read or was given for `path`: a file
    /// read from disk again has not changed since (as far as a 64-bit hash tells).
    public func holds(_ bytes: [UInt8], at path: String) -> Bool {
        files[path]?.fingerprint == TextFingerprint(bytes)
    }

    /// The spec model of a file, nil when it could not be read as a spec.
    public func spec(at path: String) -> SpecFile? { files[path]?.spec }

    /// The diagnostics located in `path`, sorted.
    public func diagnostics(in path: String) -> [Diagnostic] { published[path] ?? [] }

    /// Every diagnostic, sorted and without duplicates: what `lint` reports for the files
    /// (once no project check is pending).
    public var diagnostics: [Diagnostic] {
        published.keys.sorted().flatMap { published[$0] ?? [] }
    }

    /// The paths that have diagnostics.
    public var pathsWithDiagnostics: [String] { published.keys.sorted() }

    // MARK: - Updating

    /// When the checks of scope `.project` run after an update.
    public enum ProjectCheckTiming: Sendable {
        /// Before the update returns: its diagnostics are complete.
        case now
        /// When `runPendingProjectChecks()` is called: the update returns the changed
        /// files' own findings first.
        case later
    }

    /// Whether an update's checks of scope `.project` have not run yet.
    public private(set) var hasPendingProjectChecks = false

    /// Applies `changes` in order (a later change of a path wins) and checks again what
    /// they can affect.
    @discardableResult
    public func apply(_ changes: [FileChange], projectChecks: ProjectCheckTiming = .now) -> ProjectUpdate {
        var latest: [String: FileChange] = [:]
        for change in changes { latest[change.path] = change }
        let wasUnreadFree = project.unreadFiles.isEmpty

        // Load and decode the written files, on every core when there are many.
        let loads = latest.values.filter { if case .remove = $0 { false } else { true } }.sorted { $0.path < $1.path }
        let loader = YAMLLoader(limits: options.limits)
        let loaded = ParallelMap.map(loads) { change in
            let result: YAMLLoadResult
            switch change {
            case .write(let path, let bytes): result = loader.load(SourceFile(path: path, bytes: bytes))
            case .read(let path), .remove(let path): result = loader.load(path: path)
            }
            let hasAnchors = result.root?.document.extras.values.contains { $0.anchor != nil } ?? false
            let isWritten = if case .write = change { true } else { false }
            return (
                front: Compiler.front(result, path: change.path), hasAnchors: hasAnchors, isWritten: isWritten,
                fingerprint: TextFingerprint(result.file?.bytes ?? []))
        }
        let writes = loads.map(\.path)

        var changedNames = Set<DeclarationName>()
        var namesAppearedOrVanished = false
        // Files added or removed, or read as specs in one version and not the other: the
        // slices are laid out again.
        var slicesMoved = false
        var touched = Set<String>()
        // The texts the files had before, for telling which findings the edits moved (nil
        // for a file whose text was not kept).
        var previousTexts: [String: [UInt8]?] = [:]
        for (path, change) in latest {
            guard case .remove = change, let old = files.removeValue(forKey: path) else { continue }
            previousTexts[path] = .some(old.writtenText?.bytes)
            slicesMoved = true
            unindex(path, old.interface)
            changedNames.formUnion(old.interface.declaredNames)
            namesAppearedOrVanished = namesAppearedOrVanished || !old.interface.declaredNames.isEmpty
            touched.insert(path)
        }
        for (path, result) in zip(writes, loaded) {
            let front = result.front
            let old = files[path]
            if old == nil || (old?.spec == nil) != (front.spec == nil) { slicesMoved = true }
            var spec = front.spec
            let interface = FileInterface(spec: spec, source: front.source, hasAnchors: result.hasAnchors)
            if let old {
                // A file read from disk and then given as the same text (opened in an editor)
                // had that text before.
                let sameText = old.fingerprint == result.fingerprint
                previousTexts[path] = .some(old.writtenText?.bytes ?? (sameText ? front.source?.bytes : nil))
                let changed = FileInterface.changedNames(from: old.interface, to: interface)
                if let newSpec = spec, let oldSpec = old.spec {
                    spec = Self.keepingUnchangedDeclarations(of: oldSpec, in: newSpec, changed: changed)
                }
                changedNames.formUnion(changed)
                if old.interface.declaredNames != interface.declaredNames { namesAppearedOrVanished = true }
                unindex(path, old.interface)
            } else {
                changedNames.formUnion(interface.declaredNames)
                namesAppearedOrVanished = namesAppearedOrVanished || !interface.declaredNames.isEmpty
            }
            files[path] = FileState(
                writtenText: result.isWritten ? front.source : nil, fingerprint: result.fingerprint, spec: spec,
                frontDiagnostics: front.diagnostics, interface: interface, declarations: Declarations(files: spec.map { [$0][...] } ?? []))
            index(path, interface)
            touched.insert(path)
        }
        // The project shares the storage of the lists and indexes kept here: let go of it
        // first, or updating them would copy them whole.
        project = Self.emptyProject
        if slicesMoved {
            sortedPaths = files.keys.sorted()
            rebuildSlices()
        } else {
            for path in latest.keys {
                guard let slice = sliceOfPath[path], let state = files[path], let spec = state.spec else { continue }
                allDeclarations.replace(slice: slice, of: sliceDeclarations, with: state.declarations)
                sliceDeclarations[slice] = state.declarations
                sliceFacts[slice] = state.facts
                sliceSpecs[slice] = spec
            }
        }
        let declaredModelsBefore = Set(changedNames.filter { $0.kind == .model && indexes.models[$0.name] != nil })
        updateIndexes(for: changedNames)
        let modelsAppearedOrVanished = Set(changedNames.filter { name in
            name.kind == .model && (indexes.models[name.name] != nil) != declaredModelsBefore.contains(name)
        })
        project = Project(
            files: sliceSpecs, unreadFiles: sortedPaths.filter { files[$0]?.spec == nil }, indexes: indexes,
            declarations: allDeclarations.declarations)

        // The placements of the hierarchies are derived from every hierarchy of the project,
        // and judged by the checks of each file that declares one (a view outside the view
        // that embeds its hierarchy): kept while the hierarchies place their views as those
        // they were derived from did, else derived again and judged again in every file.
        let hierarchies = project.hierarchies
        let placementsHold = hierarchies.count == placedHierarchies.count
            && zip(hierarchies, placedHierarchies).allSatisfy { Self.placesViewsAlike($0, $1) }
        placedHierarchies = hierarchies
        if !placementsHold { hierarchyPlacements = ComputedOnce() }

        // What the checks of scope `.declarations` must judge again.
        let recheckEverything = wasUnreadFree != project.unreadFiles.isEmpty
        var recheck = touched
        if recheckEverything {
            recheck = Set(sortedPaths)
        } else {
            if !placementsHold {
                for (name, paths) in declarers where name.kind == .hierarchy { recheck.formUnion(paths) }
            }
            for name in changedNames {
                recheck.formUnion(referrers[name] ?? [])
                recheck.formUnion(declarers[name] ?? [])
            }
            recheck.formUnion(presentersOfSheets(targeting: modelsAppearedOrVanished))
            if namesAppearedOrVanished {
                for (path, state) in files where !state.checkDiagnostics.isEmpty { recheck.insert(path) }
            }
            recheck = recheck.filter { files[$0] != nil }
        }
        changedSinceProjectChecks.formUnion(latest.keys)
        recheckDeclarations(of: recheck)
        hasPendingProjectChecks = true
        if projectChecks == .now { runProjectChecks() }
        let update = publish(previousTexts: previousTexts)
        return ProjectUpdate(
            pathsWithChangedDiagnostics: update, reloadedPaths: writes, recheckedPaths: recheck.sorted(),
            recheckedEveryFile: recheckEverything)
    }

    // MARK: - Checking

    /// Runs the checks of scope `.project` an update left for later, and returns the files
    /// whose diagnostics changed; nothing when none are pending.
    @discardableResult
    public func runPendingProjectChecks() -> [String] {
        guard hasPendingProjectChecks else { return [] }
        runProjectChecks()
        return publish()
    }

    /// Runs the checks of scope `.declarations` over the files of `paths`, each its own
    /// slice.
    private func recheckDeclarations(of paths: Set<String>) {
        for path in paths {
            let facts = SliceFacts(keepsSwiftNames: false)
            files[path]?.facts = facts
            if let slice = sliceOfPath[path] { sliceFacts[slice] = facts }
        }
        let facts = ProjectFacts(slices: sliceDeclarations, sliceFacts: sliceFacts, hierarchyPlacements: hierarchyPlacements)
        let project = project
        let viewport = options.viewport
        let declarationChecks = declarationChecks
        let rechecked = paths.sorted()
        let check = { @Sendable (slice: Int?) -> [Diagnostic] in
            guard let slice else { return [] }
            return declarationChecks.flatMap { check in
                Self.run(check, in: CheckContext(project: project, viewport: viewport, id: check.description.id, facts: facts, slice: slice))
            }
        }
        let slices = rechecked.map { sliceOfPath[$0] }
        // A few files are judged on this thread: waking the other cores would cost more.
        let found = slices.count < 4 ? slices.map(check) : ParallelMap.map(slices, check)
        for (path, diagnostics) in zip(rechecked, found) { files[path]?.checkDiagnostics = diagnostics }
        self.facts = facts
    }

    /// Runs every check of scope `.project` over the current project.
    private func runProjectChecks() {
        let project = project
        let viewport = options.viewport
        let facts = facts
        projectDiagnostics = ParallelMap.map(Compiler.projectCheckGroups(of: projectChecks)) { group in
            group.flatMap { check in
                Self.run(check, in: CheckContext(project: project, viewport: viewport, id: check.description.id, facts: facts))
            }
        }.flatMap { $0 }
        changedSinceProjectChecks = []
        hasPendingProjectChecks = false
    }

    /// Whether a finding of the checks of scope `.project` still points at the text it was
    /// found in: its range, notes and fix-its in files unchanged since.
    private func pointsAtUnchangedText(_ diagnostic: Diagnostic) -> Bool {
        guard !changedSinceProjectChecks.isEmpty else { return true }
        return !changedSinceProjectChecks.contains(diagnostic.range.path)
            && !diagnostic.notes.contains { changedSinceProjectChecks.contains($0.range.path) }
            && !diagnostic.fixIts.contains { changedSinceProjectChecks.contains($0.range.path) }
    }

    private static func run(_ check: any Check.Type, in context: CheckContext) -> [Diagnostic] {
        check.init().run(in: context)
        return context.diagnostics
    }

    /// Sorts every diagnostic into the file it is located in, and returns the files whose
    /// diagnostics changed.
    ///
    ///
    /// Diagnostics hold byte offsets, and their lines and columns come from the text when
    /// they are shown: a finding, note or fix-it at the same offset of a file whose text
    /// changed (`previousTexts` holds what it was) can now be on another line or column,
    /// and its file then counts as changed even though its diagnostics compare equal.
    private func publish(previousTexts: [String: [UInt8]?] = [:]) -> [String] {
        var byPath: [String: [Diagnostic]] = [:]
        for state in files.values {
            for diagnostic in state.frontDiagnostics { byPath[diagnostic.range.path, default: []].append(diagnostic) }
            for diagnostic in state.checkDiagnostics { byPath[diagnostic.range.path, default: []].append(diagnostic) }
        }
        for diagnostic in projectDiagnostics where pointsAtUnchangedText(diagnostic) {
            byPath[diagnostic.range.path, default: []].append(diagnostic)
        }
        for (path, diagnostics) in byPath { byPath[path] = diagnostics.sortedAndDeduplicated() }
        var moves = PlaceComparison(previousTexts: previousTexts, currentText: { [files] in files[$0]?.writtenText?.bytes })
        let changed = Set(byPath.keys).union(published.keys).filter { path in
            guard let diagnostics = byPath[path], diagnostics == published[path] else { return byPath[path] != published[path] }
            return diagnostics.contains { diagnostic in
                moves.moved(diagnostic.range) || diagnostic.notes.contains { moves.moved($0.range) }
                    || diagnostic.fixIts.contains { moves.moved($0.range) }
            }
        }
        published = byPath
        return changed.sorted()
    }

    /// Whether a span of a file whose text changed now lies at another line or column. Where
    /// the text before or after is not kept (a file read from disk), every span counts as
    /// moved: its file's findings are published again.
    private struct PlaceComparison {
        let previousTexts: [String: [UInt8]?]
        let currentText: (String) -> [UInt8]?
        private var texts: [String: Texts] = [:]

        init(previousTexts: [String: [UInt8]?], currentText: @escaping (String) -> [UInt8]?) {
            self.previousTexts = previousTexts
            self.currentText = currentText
        }

        mutating func moved(_ span: SourceSpan) -> Bool {
            guard let previous = previousTexts[span.path] else { return false }
            if let texts = self.texts[span.path] { return texts.moved(span.startOffset) || texts.moved(span.endOffset) }
            guard let before = previous, let after = currentText(span.path) else { return true }
            let texts = Texts(before: before, after: after)
            self.texts[span.path] = texts
            return texts.moved(span.startOffset) || texts.moved(span.endOffset)
        }

        private struct Texts {
            let before: [UInt8]
            let after: [UInt8]
            let linesBefore: LineStarts
            let linesAfter: LineStarts

            init(before: [UInt8], after: [UInt8]) {
                self.before = before
                self.after = after
                linesBefore = LineStarts(of: before)
                linesAfter = LineStarts(of: after)
            }

            /// An offset stays in place when it is on the same line with the same bytes
            /// from the line's start to it.
            func moved(_ offset: Int) -> Bool {
                guard offset <= before.count, offset <= after.count else { return true }
                let line = linesBefore.line(containing: offset)
                guard line == linesAfter.line(containing: offset) else { return true }
                return before[linesBefore[line]..<offset] != after[linesAfter[line]..<offset]
            }
        }
    }

    /// Whether two hierarchies give the hierarchies they embed the same placements: the same
    /// name, and views of the same frames embedding the same hierarchies, in the same order.
    /// (A placement points at the view that embeds it by index, and its bounds come from
    /// the view's frame.) Text, layers and positions in the file do not matter.
    private static func placesViewsAlike(_ one: Hierarchy, _ other: Hierarchy) -> Bool {
        if one === other { return true }
        guard one.name.value == other.name.value, one.views.count == other.views.count else { return false }
        return zip(one.views, other.views).allSatisfy { view, otherView in
            guard view.frame.value == otherView.frame.value else { return false }
            switch (view.kind, otherView.kind) {
            case (.hierarchy(let name), .hierarchy(let otherName)): return name.value == otherName.value
            case (.hierarchy, _), (_, .hierarchy): return false
            default: return true
            }
        }
    }

    // MARK: - Bookkeeping

    /// The slices in project order, after files were added or removed, or became
    /// readable or unreadable.
    private func rebuildSlices() {
        slicePaths = sortedPaths.filter { files[$0]?.spec != nil }
        sliceOfPath = Dictionary(uniqueKeysWithValues: slicePaths.enumerated().map { ($1, $0) })
        sliceDeclarations = slicePaths.compactMap { files[$0]?.declarations }
        sliceFacts = slicePaths.compactMap { files[$0]?.facts }
        sliceSpecs = slicePaths.compactMap { files[$0]?.spec }
        allDeclarations = DeclarationLists(Declarations(files: sliceSpecs[...]))
    }

    /// Points the index of each of `names` at its first declaration in project order, as
    /// `Project` would index them from scratch.
    private func updateIndexes(for names: Set<DeclarationName>) {
        for name in names {
            let declaringFiles = (declarers[name] ?? []).filter { sliceOfPath[$0] != nil }.sorted()
            func first<Declaration>(_ declarations: (SpecFile) -> [Declaration], _ named: (Declaration) -> String) -> Declaration? {
                for path in declaringFiles {
                    if let spec = files[path]?.spec, let found = declarations(spec).first(where: { named($0) == name.name }) { return found }
                }
                return nil
            }
            switch name.kind {
            case .model: indexes.models[name.name] = first(\.models) { $0.name.value }
            case .preferenceScreen: indexes.preferenceScreens[name.name] = first(\.preferenceScreens) { $0.name.value }
            case .table: indexes.tables[name.name] = first(\.tables) { $0.name.value }
            case .hierarchy: indexes.hierarchies[name.name] = first(\.hierarchies) { $0.name.value }
            case .actionSheet: indexes.actionSheets[name.name] = first(\.actionSheets) { $0.name.value }
            case .animation: indexes.animations[name.name] = first(\.animations) { $0.name.value }
            }
        }
    }

    /// The files that present a sheet whose target is one of `models`, which appeared or
    /// vanished: a presenter's checks judge the model it hands the sheet against the
    /// sheet's target only while that target is declared, and the presenter's file names
    /// the sheet, not its target.
    private func presentersOfSheets(targeting models: Set<DeclarationName>) -> Set<String> {
        let models = Set(models.map(\.name))
        guard !models.isEmpty else { return [] }
        var presenters = Set<String>()
        for sheet in project.actionSheets {
            guard let target = sheet.target, models.contains(target.value) else { continue }
            presenters.formUnion(referrers[DeclarationName(.actionSheet, sheet.name.value)] ?? [])
        }
        return presenters
    }

    private func index(_ path: String, _ interface: FileInterface) {
        for name in interface.declaredNames { declarers[name, default: []].insert(path) }
        for name in interface.references { referrers[name, default: []].insert(path) }
    }

    private func unindex(_ path: String, _ interface: FileInterface) {
        for name in interface.declaredNames { declarers[name]?.remove(path) }
        for name in interface.references { referrers[name]?.remove(path) }
    }

    /// `new` with each declaration that did not change replaced by the object `old` has
    /// for it, so that what other files derived from that object stays valid.
    private static func keepingUnchangedDeclarations(of old: SpecFile, in new: SpecFile, changed: Set<DeclarationName>) -> SpecFile {
        var kept = new
        kept.models = keeping(old.models, in: new.models, kind: .model, name: \.name, changed: changed)
        kept.preferenceScreens = keeping(old.preferenceScreens, in: new.preferenceScreens, kind: .preferenceScreen, name: \.name, changed: changed)
        kept.tables = keeping(old.tables, in: new.tables, kind: .table, name: \.name, changed: changed)
        kept.hierarchies = keeping(old.hierarchies, in: new.hierarchies, kind: .hierarchy, name: \.name, changed: changed)
        kept.actionSheets = keeping(old.actionSheets, in: new.actionSheets, kind: .actionSheet, name: \.name, changed: changed)
        kept.animations = keeping(old.animations, in: new.animations, kind: .animation, name: \.name, changed: changed)
        return kept
    }

    private static func keeping<Declaration: AnyObject>(
        _ old: [Declaration], in new: [Declaration], kind: UnreadDeclaration.Kind, name: (Declaration) -> Located<String>,
        changed: Set<DeclarationName>
    ) -> [Declaration] {
        var oldByName: [String: [Declaration]] = [:]
        for declaration in old { oldByName[name(declaration).value, default: []].append(declaration) }
        var seen: [String: Int] = [:]
        return new.map { declaration in
            let key = name(declaration).value
            let ordinal = seen[key, default: 0]
            seen[key] = ordinal + 1
            guard !changed.contains(DeclarationName(kind, key)), let previous = oldByName[key], ordinal < previous.count else { return declaration }
            return previous[ordinal]
        }
    }
}

/// Every declaration of a project's files in project order, as `Declarations` holds them,
/// where one file's part can be replaced.
private struct DeclarationLists {
    var models: [Model] = []
    var preferenceScreens: [PreferenceScreen] = []
    var tables: [SelectableTable] = []
    var hierarchies: [Hierarchy] = []
    var actionSheets: [ActionSheet] = []
    var animations: [Animation] = []

    init() {}

    init(_ declarations: Declarations) {
        models = declarations.models
        preferenceScreens = declarations.preferenceScreens
        tables = declarations.tables
        hierarchies = declarations.hierarchies
        actionSheets = declarations.actionSheets
        animations = declarations.animations
    }

    var declarations: Declarations {
        Declarations(
            models: models, preferenceScreens: preferenceScreens, tables: tables, hierarchies: hierarchies, actionSheets: actionSheets,
            animations: animations)
    }

    /// Replaces the declarations of `slices[slice]` with `new`.
    mutating func replace(slice: Int, of slices: [Declarations], with new: Declarations) {
        var models = 0, preferenceScreens = 0, tables = 0, hierarchies = 0, actionSheets = 0, animations = 0
        for index in 0..<slice {
            models += slices[index].models.count
            preferenceScreens += slices[index].preferenceScreens.count
            tables += slices[index].tables.count
            hierarchies += slices[index].hierarchies.count
            actionSheets += slices[index].actionSheets.count
            animations += slices[index].animations.count
        }
        let old = slices[slice]
        self.models.replaceSubrange(models..<models + old.models.count, with: new.models)
        self.preferenceScreens.replaceSubrange(
            preferenceScreens..<preferenceScreens + old.preferenceScreens.count, with: new.preferenceScreens)
        self.tables.replaceSubrange(tables..<tables + old.tables.count, with: new.tables)
        self.hierarchies.replaceSubrange(hierarchies..<hierarchies + old.hierarchies.count, with: new.hierarchies)
        self.actionSheets.replaceSubrange(actionSheets..<actionSheets + old.actionSheets.count, with: new.actionSheets)
        self.animations.replaceSubrange(animations..<animations + old.animations.count, with: new.animations)
    }
}
