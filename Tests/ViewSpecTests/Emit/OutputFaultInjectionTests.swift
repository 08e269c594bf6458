import Foundation
import Testing
@testable import ViewSpec

#if canImport(Glibc)
import Glibc
#endif

/// Every step the output writer asks of the file system is made to fail, one at a time
/// (BRIEF §2: a failed build changes nothing), and to stop as a killed process would: a
/// build that fails leaves both output directories exactly as they were, one that
/// succeeds leaves exactly what a build without faults leaves, and after a kill the next
/// build converges to that too. The steps are not listed by hand: a run without faults
/// records them, every one of them is then failed, and the runs together must have met
/// every kind of step there is.
@Suite struct OutputFaultInjectionTests {
    /// Each step whose failure the writer reports: thrown, the directories as before.
    @Test func aFailureAtAnyStepLeavesEveryOutputAsItWas() throws {
        let coverage = FaultScenario.Coverage()
        for scenario in try FaultScenario.all() {
            try scenario.failEachStep(coverage: coverage)
        }
        #expect(coverage.missing.isEmpty, "kinds of step never met: \(coverage.missing)")
    }

    /// A build killed at any step is undone or finished by the next build, which leaves
    /// exactly what a clean build leaves; a build of the old specs puts back the old output.
    @Test func aBuildKilledAtAnyStepIsPutRightByTheNextBuild() throws {
        for scenario in try FaultScenario.all() {
            try scenario.killAtEachStep()
        }
    }

    /// A failure while a publication is undone leaves its journal, and the next build
    /// finishes undoing it before anything else.
    @Test func aFailureWhileUndoingIsFinishedByTheNextBuild() throws {
        // Undoing is the same whatever came before it: over an earlier output, and into new directories.
        for scenario in try FaultScenario.all() where scenario.coversUndoing {
            try scenario.failEachStepOfUndoing()
        }
    }
}

/// Two output directories (a layout and Swift code) built from an old project, with
/// files of the user's own beside the generated ones, then from a new project that leaves
/// one document and one Swift file as they are, changes one, drops one and adds one.
final class FaultScenario: Sendable {
    /// Which kinds of step the runs have met.
    final class Coverage: @unchecked Sendable {
        private let lock = NSLock()
        private var met = Set<OutputStep.Action>()

        func record(_ action: OutputStep.Action) { lock.withLock { _ = met.insert(action) } }
        var missing: [OutputStep.Action] { lock.withLock { OutputStep.Action.allCases.filter { !met.contains($0) } } }
    }

    /// The steps one run took, in order.
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [OutputStep] = []
        private let coverage: Coverage?

        init(coverage: Coverage? = nil) {
            self.coverage = coverage
        }

        var steps: [OutputStep] { lock.withLock { recorded } }

        func record(_ step: OutputStep) {
            coverage?.record(step.action)
            lock.withLock { recorded.append(step) }
        }
    }

    struct Build: Sendable {
        var layout: LayoutOutput
        var swift: SwiftOutput
    }

    let name: String
    /// Makes the state a run starts from, in a new directory for each run: a copy would not
    /// do, since the writer knows its files by their inodes as well as their names.
    private let prepare: @Sendable (URL) throws -> Void
    /// The scenario starts with what a killed build left, which a build first undoes.
    let startsInterrupted: Bool
    /// Whether a failure while undoing is tried after each step of publishing.
    let coversUndoing: Bool
    /// Applied under every run's faults: how a scenario takes the writer down another path.
    private let baseFault: @Sendable (OutputStep) -> OutputFault?
    private let oldBuild: Build
    private let newBuild: Build
    private let before: [String: String]
    /// `before` with what a killed build left undone, as any build finds it once it holds
    /// the directory's lock.
    private let recovered: [String: String]
    /// What builds of the old and of the new project leave.
    private let oldAfter: [String: String]
    private let after: [String: String]

    private init(
        name: String, oldBuild: Build, newBuild: Build, startsInterrupted: Bool = false, coversUndoing: Bool = false,
        baseFault: @escaping @Sendable (OutputStep) -> OutputFault? = { _ in nil }, prepare: @escaping @Sendable (URL) throws -> Void
    ) throws {
        self.name = name
        self.prepare = prepare
        self.oldBuild = oldBuild
        self.newBuild = newBuild
        self.startsInterrupted = startsInterrupted
        self.coversUndoing = coversUndoing
        self.baseFault = baseFault
        func snapshot(after change: (URL) throws -> Void) throws -> [String: String] {
            let root = try Self.makeDirectory(prepare)
            defer { try? FileManager.default.removeItem(at: root) }
            try change(root)
            return try Self.snapshot(root)
        }
        before = try snapshot { _ in }
        recovered = try snapshot { root in
            for output in ["layout", "swift"] where FileManager.default.fileExists(atPath: root.appendingPathComponent(output).path) {
                try OutputStage(writer: OutputWriter(directory: root.appendingPathComponent(output).path)).abandon()
            }
        }
        oldAfter = try snapshot { root in try Self.build(oldBuild, in: root, faults: nil) }
        after = try snapshot { root in try Self.build(newBuild, in: root, faults: OutputFaults(baseFault)) }
    }

    // MARK: - The scenarios

    static let oldProject = [
        "a.yaml": "viewspec: 1\ntables:\n  A: {strings: [a]}\n",
        "b.yaml": "viewspec: 1\ntables:\n  B: {strings: [b]}\n",
        "c.yaml": "viewspec: 1\ntables:\n  C: {strings: [c]}\n",
    ]
    static let newProject = [
        "a.yaml": "viewspec: 1\ntables:\n  A: {strings: [a]}\n",
        "b.yaml": "viewspec: 1\ntables:\n  B: {strings: [b, bb]}\n",
        "d.yaml": "viewspec: 1\ntables:\n  D: {strings: [d]}\n",
    ]

    static func all() throws -> [FaultScenario] {
        let old = try compile(oldProject)
        let new = try compile(newProject)
        // Over an earlier build's output, with the user's own files beside it.
        let existing = { @Sendable (root: URL) throws in
            try build(old, in: root, faults: nil)
            try Data("mine\n".utf8).write(to: root.appendingPathComponent("layout/notes.txt"))
            try Data("hidden, and mine\n".utf8).write(to: root.appendingPathComponent("layout/.viewspec-notes"))
            try Data("// mine\n".utf8).write(to: root.appendingPathComponent("swift/Manual.swift"))
        }
        /// Over an earlier build's output, with what a build of the new project killed at
        /// the `count`-th step of `action` left.
        func killed(at action: OutputStep.Action, _ count: Int) -> @Sendable (URL) throws -> Void {
            { root in
                try existing(root)
                let seen = Counter()
                let faults = OutputFaults { step in step.action == action && seen.next() == count ? .kill : nil }
                #expect(throws: OutputWriter.Failure.self) { try build(new, in: root, faults: faults) }
            }
        }
        return [
            try FaultScenario(name: "over an earlier output", oldBuild: old, newBuild: new, coversUndoing: true, prepare: existing),
            try FaultScenario(
                name: "over an earlier output, on a file system without unnamed files", oldBuild: old, newBuild: new,
                baseFault: { $0.action == .createUnnamed ? .error(EOPNOTSUPP) : nil }, prepare: existing),
            try FaultScenario(
                name: "over an earlier output, on a file system without hard links", oldBuild: old, newBuild: new,
                baseFault: { $0.action == .keepPrevious ? .error(EPERM) : nil }, prepare: existing),
            try FaultScenario(name: "into new directories", oldBuild: old, newBuild: new, coversUndoing: true) { _ in },
            // Its journals and hidden files are still there.
            try FaultScenario(
                name: "after a build killed while publishing", oldBuild: old, newBuild: new, startsInterrupted: true,
                prepare: killed(at: .publish, 2)),
            // Its staged files are still there, and no journal names them.
            try FaultScenario(
                name: "after a build killed while staging", oldBuild: old, newBuild: new, startsInterrupted: true,
                prepare: killed(at: .closeStaged, 2)),
        ]
    }

    // MARK: - The runs

    func failEachStep(coverage: Coverage) throws {
        for step in try stepsOfACleanRun(coverage: coverage) {
            let root = try fresh()
            defer { try? FileManager.default.removeItem(at: root) }
            let before = try Self.snapshot(root)
            let outcome = try run(in: root, failing: step, recorder: Recorder(coverage: coverage))
            let found = try Self.snapshot(root)
            switch outcome {
            case .failure where found == before || found == recovered:
                continue
            case .failure where startsInterrupted:
                // Undoing what the killed build did failed part-way: the next build finishes it.
                try expectNextBuild(in: root, toLeave: after, "after a failure at \(step)")
            case .failure:
                Issue.record("\(name): a failure at \(step) changed the output: \(Self.difference(recovered, found))")
            case .success:
                // A step whose failure costs nothing but a hidden file the next build removes.
                let complete = Self.withoutOwnLeftovers(found) == after
                #expect(complete, "\(name): \(step) failed and the build succeeded, with \(Self.difference(after, found))")
                try expectNextBuild(in: root, toLeave: after, "after a failure at \(step)")
            }
        }
    }

    func killAtEachStep() throws {
        // Once the journal is written, what a kill leaves is undone: then a build of the
        // old project must put back exactly the old output (tried where undoing is).
        var undoable = false
        for step in try stepsOfACleanRun() {
            undoable = undoable || step.action == .nameJournal
            let putsBack = undoable && coversUndoing
            let builds = putsBack ? [(newBuild, after, "new"), (oldBuild, oldAfter, "old")] : [(newBuild, after, "new")]
            for (build, expected, project) in builds {
                let root = try fresh()
                defer { try? FileManager.default.removeItem(at: root) }
                // Killed after its commit, a build has done its work: it may well succeed.
                _ = try run(in: root, failing: step, kill: true)
                try expectNextBuild(of: build, in: root, toLeave: expected, "after a kill at \(step), a build of the \(project) project")
            }
        }
    }

    func failEachStepOfUndoing() throws {
        let publication: Set<OutputStep.Action> = [.publish, .removeStale, .commit]
        for first in try stepsOfACleanRun() where publication.contains(first.action) {
            // The steps taken once `first` has failed: undoing, and giving up the stages.
            let recorder = Recorder()
            let root = try fresh()
            defer { try? FileManager.default.removeItem(at: root) }
            _ = try run(in: root, failing: first, recorder: recorder)
            let afterFirst = recorder.steps.drop { $0 != first }.dropFirst()
            // One step of each kind in each directory: undoing one file is undoing another.
            var kinds = Set<String>()
            let seconds = Self.unique(afterFirst).filter { $0 != first && kinds.insert("\($0.action) \($0.directory)").inserted }
            for second in seconds {
                let again = try fresh()
                defer { try? FileManager.default.removeItem(at: again) }
                #expect(try run(in: again, failing: first, and: second) == .failure, "\(name): failures at \(first) and \(second)")
                try expectNextBuild(
                    of: oldBuild, in: again, toLeave: oldAfter, "after failures at \(first) and \(second), a build of the old project")
            }
        }
    }

    // MARK: - Private

    /// Counts calls, for a fault at the n-th step of a kind.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func next() -> Int { lock.withLock { count += 1; return count } }
    }

    private enum Outcome { case success, failure }

    /// A new directory holding the state a run starts from.
    private func fresh() throws -> URL {
        try Self.makeDirectory(prepare)
    }

    /// The steps of a run without faults, each once, in the order first taken.
    private func stepsOfACleanRun(coverage: Coverage? = nil) throws -> [OutputStep] {
        let recorder = Recorder(coverage: coverage)
        let root = try fresh()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try run(in: root, recorder: recorder) == .success, "\(name): the run without faults failed")
        let clean = try Self.snapshot(root) == after
        #expect(clean, "\(name): the run without faults left another output than a clean build")
        return Self.unique(recorder.steps)
    }

    /// Builds the new project in `root`, failing (or killing the writer at) `step` and
    /// `second` besides the scenario's own faults.
    private func run(
        in root: URL, failing step: OutputStep? = nil, and second: OutputStep? = nil, kill: Bool = false, recorder: Recorder = Recorder()
    ) throws -> Outcome {
        let baseFault = baseFault
        let first = step
        let faults = OutputFaults { taken in
            let normalized = Self.normalized(taken, root: root)
            recorder.record(normalized)
            if normalized == first || normalized == second { return kill ? .kill : .error(Self.errorCode(for: taken.action)) }
            return baseFault(taken)
        }
        do {
            try Self.build(newBuild, in: root, faults: faults)
            return .success
        } catch {
            return .failure
        }
    }

    private func expectNextBuild(of build: Build? = nil, in root: URL, toLeave expected: [String: String], _ what: String) throws {
        try Self.build(build ?? newBuild, in: root, faults: OutputFaults(baseFault))
        let found = try Self.snapshot(root)
        let converged = found == expected
        #expect(converged, "\(name): \(what) left \(Self.difference(expected, found))")
    }

    /// `step` as every run names it: paths below the run's own directory, and the random
    /// names of a killed build's hidden files, are made the same.
    private static func normalized(_ step: OutputStep, root: URL) -> OutputStep {
        func relative(_ path: String) -> String {
            path.hasPrefix(root.path) ? "<root>" + path.dropFirst(root.path.count) : path
        }
        var step = step
        step.directory = relative(step.directory)
        step.file = OutputNames.isOwnHiddenName(step.file) ? "<hidden>" : relative(step.file)
        return step
    }

    /// Builds as `viewspecc build --out layout --swift swift` does: both outputs staged,
    /// then published together.
    static func build(_ build: Build, in root: URL, faults: OutputFaults?) throws {
        let layout = OutputWriter(directory: root.appendingPathComponent("layout").path, faults: faults)
        let swift = OutputWriter(directory: root.appendingPathComponent("swift").path, faults: faults)
        let layoutStage = try layout.stage(build.layout)
        let swiftStage: OutputStage
        do {
            swiftStage = try swift.stage(build.swift)
        } catch {
            layoutStage.abandon()
            throw error
        }
        _ = try OutputWriter.publish([layoutStage, swiftStage])
    }

    /// Compiled and laid out once: staging a layout as it is laid out takes the same steps.
    private static func compile(_ files: [String: String]) throws -> Build {
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        let compilation = Compiler().compile(sources: sources)
        #expect(!compilation.hasErrors)
        return Build(layout: try LayoutEmitter().emit(compilation), swift: try SwiftEmitter().emit(compilation))
    }

    private static func errorCode(for action: OutputStep.Action) -> Int32 {
        switch action {
        case .makeDirectory, .createUnnamed, .createStaged, .writeStaged, .nameStaged, .keepPrevious, .copyPrevious, .createJournal,
            .writeJournal, .nameJournal:
            ENOSPC
        default:
            EIO
        }
    }

    private static func unique(_ steps: some Sequence<OutputStep>) -> [OutputStep] {
        var seen = Set<OutputStep>()
        return steps.filter { seen.insert($0).inserted }
    }

    private static func makeDirectory(_ fill: (URL) throws -> Void) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-faults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try fill(root)
        return root
    }

    /// Every entry under `root`, hidden ones included, with a file's text, a directory's
    /// mark or a link's target.
    static func snapshot(_ root: URL) throws -> [String: String] {
        var entries: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return entries }
        while let relative = enumerator.nextObject() as? String {
            let path = root.appendingPathComponent(relative).path
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            switch attributes[.type] as? FileAttributeType {
            case .typeDirectory?: entries[relative] = "(directory)"
            case .typeSymbolicLink?: entries[relative] = "-> " + (try FileManager.default.destinationOfSymbolicLink(atPath: path))
            default: entries[relative] = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
            }
        }
        return entries
    }

    /// The snapshot without the writer's own hidden files and lock file.
    static func withoutOwnLeftovers(_ snapshot: [String: String]) -> [String: String] {
        snapshot.filter { path, _ in
            let name = (path as NSString).lastPathComponent
            return !OutputNames.isOwnHiddenName(name) && name != OutputDirectoryLock.fileName
        }
    }

    static func difference(_ expected: [String: String], _ found: [String: String]) -> String {
        let missing = expected.keys.filter { found[$0] == nil }.sorted()
        let extra = found.keys.filter { expected[$0] == nil }.sorted()
        let changed = expected.keys.filter { found[$0] != nil && found[$0] != expected[$0] }.sorted()
        return "missing \(missing), extra \(extra), changed \(changed)"
    }
}
