/// Everything ViewSpec says about one rule, and the one source of its tests and its
/// documentation (`viewspecc explain`, docs/rules.md, the SARIF report's help): what it
/// reports (the id's code, name and summary), why (`rationale`), projects that trigger it
/// and projects that do not, and what each fix-it it offers makes of its example.
///
/// A check carries its own as `Check.description`; the rules of the loader, the decoder
/// and the configuration reader are written beside their ids
/// (`RuleBook+Input.swift` …), so that every id has one.
public struct RuleDescription: Sendable {
    /// The part of the compiler that reports the rule.
    public enum Stage: String, Sendable, CaseIterable {
        case input = "reading files"
        case decode = "reading the spec language"
        case configuration = "reading viewspec.yml"
        case check = "check"
    }

    public let id: DiagnosticID
    public var name: String { id.name }
    /// One sentence: what the rule reports.
    public var summary: String { id.summary }
    public let stage: Stage
    /// Why the rule exists, in words that stand on their own.
    public let rationale: String
    /// Each holds `↓` markers where the diagnostic must be reported, and nowhere else.
    public let triggeringExamples: [RuleExample]
    /// Projects the rule accepts, with no error from any other rule either.
    public let nonTriggeringExamples: [RuleExample]
    /// What the rule's fix-its make of a project: needed for every rule that offers one.
    public let corrections: [RuleCorrection]
    /// How to fix it, in words, for a problem no short example can show (a file too large).
    public let howToFix: String?
    /// False for an opt-in check, which runs only when enabled (`--enable`, `rules.enable`).
    /// Only checks can be switched on and off: what the other stages report, the stages
    /// after them cannot read past.
    public let enabledByDefault: Bool

    public init(
        id: DiagnosticID, stage: Stage = .check, rationale: String, triggeringExamples: [RuleExample] = [],
        nonTriggeringExamples: [RuleExample] = [], corrections: [RuleCorrection] = [], howToFix: String? = nil,
        enabledByDefault: Bool = true
    ) {
        self.id = id
        self.stage = stage
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
        self.howToFix = howToFix
        self.enabledByDefault = enabledByDefault
    }
}
