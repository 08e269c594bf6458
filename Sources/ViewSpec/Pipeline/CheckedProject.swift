/// What `viewspecc build` generates from a project.
public enum GeneratedOutput: String, Sendable, CaseIterable, Comparable {
    /// The JSON layout (`LayoutEmitter`).
    case layout
    /// The Swift code (`SwiftEmitter`).
    case swift

    public static func < (lhs: GeneratedOutput, rhs: GeneratedOutput) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .layout: 0
        case .swift: 1
        }
    }
}

/// A project the checks accepted for generating some outputs: no error remains, and every
/// check that the emitters of those outputs rely on ran. The emitters take nothing else,
/// and only `Compilation.checked(for:)` makes one, so an emitter never meets what a check
/// refuses, and reports nothing of its own: every diagnostic comes from the checks, and
/// `lint` says what `build` says.
public struct CheckedProject: Sendable {
    public let project: Project
    /// The outputs it was checked for.
    public let outputs: Set<GeneratedOutput>
    /// The most views, items and rows one layout document may hold, as the checks counted.
    let layoutElementLimit: Int
    /// The Swift names the checks judged, when they ran.
    private let checkedSwiftNames: SwiftNamePlan?

    init(project: Project, outputs: Set<GeneratedOutput>, layoutElementLimit: Int, swiftNames: SwiftNamePlan?) {
        self.project = project
        self.outputs = outputs
        self.layoutElementLimit = layoutElementLimit
        self.checkedSwiftNames = swiftNames
    }

    /// The Swift names of the project, as the Swift checks accepted them.
    var swiftNames: SwiftNamePlan { checkedSwiftNames ?? SwiftNamePlan(project: project) }
}

/// Why a compilation cannot be handed to the emitters.
public enum GenerationRefusal: Error, Equatable, CustomStringConvertible {
    /// Errors remain (perhaps hidden from the report by a baseline).
    case errorsRemain(count: Int)
    /// Checks that an output's emitter relies on did not run.
    case checksDisabled([DiagnosticID], output: GeneratedOutput)

    public var description: String {
        switch self {
        case .errorsRemain(let count):
            return "\(CompilationSummary.plural(count, "error")) remain\(count == 1 ? "s" : ""); nothing is generated while errors remain"
        case .checksDisabled(let ids, let output):
            let rules = ids.map { "\($0.code) \($0.name)" }.joined(separator: ", ")
            let what = output == .layout ? "the layout (--out)" : "Swift (--swift)"
            return "cannot generate \(what) with \(ids.count == 1 ? "check" : "checks") \(rules) disabled: generating it relies on "
                + "\(ids.count == 1 ? "that check" : "those checks") to refuse what it cannot generate; enable "
                + "\(ids.count == 1 ? "it" : "them"), or leave out \(output == .layout ? "--out" : "--swift")"
        }
    }
}

extension Compiler.Options {
    /// The first output, in `GeneratedOutput` order, one of whose guarding checks these
    /// options do not run, with those checks; nil when every output can be generated.
    public func disabledGuards(for outputs: Set<GeneratedOutput>) -> (output: GeneratedOutput, checks: [DiagnosticID])? {
        for output in outputs.sorted() {
            var disabled: [DiagnosticID] = []
            for check in CheckRegistry.all {
                let description = check.description
                if check.guardedOutputs.contains(output), !runs(description) { disabled.append(description.id) }
            }
            if !disabled.isEmpty { return (output, disabled) }
        }
        return nil
    }
}

extension Compilation {
    /// The project, for emitters of `outputs`; refused while an error remains or while a
    /// check those emitters rely on was disabled.
    public func checked(for outputs: Set<GeneratedOutput>) throws(GenerationRefusal) -> CheckedProject {
        if let (output, checks) = options.disabledGuards(for: outputs) { throw .checksDisabled(checks, output: output) }
        let errors = diagnostics.errorCount
        guard errors == 0 else { throw .errorsRemain(count: errors) }
        return CheckedProject(
            project: project, outputs: outputs, layoutElementLimit: options.layoutElementLimit,
            swiftNames: options.runs(SwiftNameClashCheck.description) && checkFacts?.keepsSwiftNames == true
                ? checkFacts?.swiftNames.computedValue : nil)
    }
}
