/// What `viewspecc explain` and `docs/rules.md` say about one diagnostic: why it exists,
/// an example that triggers it and how to fix it. Checks carry theirs in their
/// `CheckDescription`; the loader's, the decoder's and the configuration's are written
/// beside their ids (`RuleBook+Input.swift` …), so that every id has one.
public struct RuleDescription: Sendable {
    public enum Stage: String, Sendable {
        case input = "reading files"
        case decode = "reading the spec language"
        case configuration = "reading viewspec.yml"
        case check = "check"
    }

    public let id: DiagnosticID
    public let stage: Stage
    public let explanation: String
    /// Each holds `↓` markers where the diagnostic is reported.
    public let triggeringExamples: [CheckExample]
    /// The triggering example with the problem fixed (for a check, examples that do not trigger it).
    public let fixedExamples: [CheckExample]
    /// How to fix it, in words; for problems no short example can show (a file too large).
    public let fix: String?

    public init(
        _ id: DiagnosticID, stage: Stage, explanation: String, triggering: [CheckExample] = [], fixed: [CheckExample] = [],
        fix: String? = nil
    ) {
        self.id = id
        self.stage = stage
        self.explanation = explanation
        self.triggeringExamples = triggering
        self.fixedExamples = fixed
        self.fix = fix
    }

    init(check: any Check.Type) {
        let description = check.description
        self.init(
            description.id, stage: .check, explanation: description.rationale, triggering: description.triggeringExamples,
            fixed: description.nonTriggeringExamples)
    }
}

/// Every rule's description, in code order: the one source of `explain` and `docs/rules.md`.
public enum RuleBook {
    public static let all: [RuleDescription] = (input + decode + configuration + CheckRegistry.all.map { RuleDescription(check: $0) })
        .sorted { $0.id < $1.id }

    /// The description of the rule whose code or name is `text`, ignoring case.
    public static func rule(_ text: String) -> RuleDescription? {
        guard let id = RuleCatalog.id(text) else { return nil }
        return all.first { $0.id == id }
    }
}
