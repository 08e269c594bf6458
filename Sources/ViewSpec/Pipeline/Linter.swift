import Dispatch

/// What linting a set of files found.
public struct LintReport: Sendable {
    /// Every file that could be read, in path order.
    public var files: [SourceFile]
    /// All diagnostics, sorted by file and position, without duplicates.
    public var diagnostics: [Diagnostic]
    /// How many input files there were, read or not.
    public var fileCount: Int
}

/// Loads every file and reports what the YAML front end finds.
///
/// Files are loaded in parallel on all cores; each result lands in its file's slot and
/// diagnostics are sorted afterwards, so the report never depends on timing.
public struct Linter: Sendable {
    public var loader: YAMLLoader

    public init(loader: YAMLLoader = YAMLLoader()) {
        self.loader = loader
    }

    public func lint(files paths: [String]) -> LintReport {
        let results = loadAll(paths)
        return LintReport(
            files: results.compactMap(\.file),
            diagnostics: results.flatMap(\.diagnostics).sortedAndDeduplicated(),
            fileCount: paths.count)
    }

    /// Loads each path into its own slot, in parallel.
    public func loadAll(_ paths: [String]) -> [YAMLLoadResult] {
        let slots = ResultSlots(count: paths.count)
        let loader = self.loader
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            slots.store(loader.load(path: paths[index]), at: index)
        }
        return slots.results
    }
}

/// One slot per file, each written by exactly one iteration of `concurrentPerform`,
/// which returns only when all are done: no two threads ever touch the same slot.
private final class ResultSlots: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<YAMLLoadResult?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    func store(_ result: YAMLLoadResult, at index: Int) {
        buffer[index] = result
    }

    var results: [YAMLLoadResult] { buffer.map { $0! } }
}
