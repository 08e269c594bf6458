/// Each constraint applies to some field types only: `min` and `max` to numbers,
/// `maxLength` and `pattern` to strings, and an Int field's bounds and steps are integers.
struct InapplicableConstraintCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0216", name: "inapplicable-constraint",
            summary: "A constraint does not apply to its field's type: min or max on a String, Bool or enum field, maxLength or pattern on a field that is not a String, or a fractional bound or step for an Int field, or one beyond 15 digits."),
        rationale: """
            Every field has a type, and a value of another type is an error, not converted. A \
            constraint the field's type cannot have is never enforced: `min: 3` on a String does \
            not make names at least three characters long, it is silently meaningless. An Int \
            field's slider with step 0.5 would produce values the field cannot store. (`multiple` \
            and `cases` outside an enumeration are reported when the spec is read, as keys that \
            apply to enum fields only.)
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      name: {type: String, min: ↓3}
                      sound: {type: Bool, max: ↓1}
                      count: {type: Int, maxLength: ↓4, pattern: ↓"[0-9]+", max: ↓9.5}
                      total: {type: Int, min: ↓-9223372036854775808}
                      theme: {type: enum, cases: [light, dark], pattern: ↓"l.*"}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - stepper: count
                            step: ↓0.5
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      name: {type: String, maxLength: 20, pattern: "[A-Za-z ]+", default: Guest}
                      count: {type: Int, min: 0, max: 10}
                      volume: {type: Float, min: 0, max: 0.5}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - stepper: count
                            step: 2
                          - slider: volume
                            step: 0.05
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      count: {type: Int, min: ↓-0.5, max: ↓9.5}
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - stepper: count
                            step: ↓0.5
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      count: {type: Int, min: 0, max: 9}
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - stepper: count
                            step: 1
                """)
        ])

    func run(in context: CheckContext) {
        for model in context.declarations.models {
            for field in model.fields {
                let type = field.type.value
                func declaration() -> Diagnostic.Note { context.declarationNote(for: field, in: model) }
                func subject() -> String { "\(type.name) field '\(field.name.value)'" }
                // Two plain calls rather than a loop over a list of them: this runs for every field.
                func judge(_ bound: Located<Double>?, key: String) {
                    guard let bound else { return }
                    if !type.isNumeric {
                        let hint = type == .string ? "; use maxLength to limit its length" : ""
                        context.report(
                            "'\(key)' does not apply to \(subject()): expected it on an Int or Float field, found it on \(Self.withArticle(type.name)) field\(hint)",
                            at: bound.range, notes: [declaration()])
                    } else if type == .int {
                        reportFraction(bound, key: key, of: subject, round: key == "min" ? .up : .down, declaration: declaration, context: context)
                    }
                }
                judge(field.minimum, key: "min")
                judge(field.maximum, key: "max")
                if type != .string, field.maxLength != nil || field.pattern != nil {
                    let hint = type.isNumeric ? "; use min and max to bound a number" : ""
                    for (key, range) in [("maxLength", field.maxLength?.range), ("pattern", field.pattern?.range)] {
                        guard let range else { continue }
                        context.report(
                            "'\(key)' does not apply to \(subject()): expected it on a String field, found it on \(Self.withArticle(type.name)) field\(hint)",
                            at: range, notes: [declaration()])
                    }
                }
            }
        }
        for binding in context.bindings where binding.field.type.value == .int {
            switch binding.item.control {
            case .slider(_, let range), .stepper(_, let range):
                func subject() -> String { "the \(binding.item.control.kindName) for Int field '\(binding.field.name.value)'" }
                func declaration() -> Diagnostic.Note { context.declarationNote(for: binding.field, in: binding.model) }
                for (key, value, rule) in [
                    ("min", range.minimum, FloatingPointRoundingRule.up), ("max", range.maximum, .down), ("step", range.step, .toNearestOrAwayFromZero),
                ] {
                    guard let value else { continue }
                    reportFraction(value, key: key, of: subject, round: rule, declaration: declaration, context: context)
                }
            default:
                continue
            }
        }
    }

    /// Decimal digits of a whole number's integer part.
    private static func digitCount(_ number: Double) -> Int {
        var digits = 1
        var power = 10.0
        while abs(number) >= power {
            digits += 1
            power *= 10
        }
        return digits
    }

    /// "an Int", "a String", "an enum".
    private static func withArticle(_ typeName: String) -> String {
        (typeName.first.map { "AEIOUaeiou".contains($0) } == true ? "an " : "a ") + typeName
    }

    /// Bounds round inward, so the fix keeps every value the bound allowed and no other.
    /// The subject and the note are made only for a bound that is reported.
    private func reportFraction(
        _ value: Located<Double>, key: String, of subject: () -> String, round rule: FloatingPointRoundingRule,
        declaration: () -> Diagnostic.Note, context: CheckContext
    ) {
        guard FieldValues.exactInteger(value.value) == nil, value.value.isFinite else { return }
        if value.value == value.value.rounded() {
            // Whole, but bounds and steps are kept (in the model and the layout) as 64-bit
            // floating-point numbers, which hold integers beyond 15 digits only approximately:
            // the number read may already differ from the one written, so it is not echoed.
            context.report(
                "'\(key)' of \(subject()) is too large to be kept exactly: expected an integer of at most 15 digits, found one of \(Self.digitCount(value.value))",
                at: value.range, notes: [declaration()])
            return
        }
        var fixIts: [Diagnostic.FixIt] = []
        if let integer = FieldValues.exactInteger(value.value.rounded(rule)), key != "step" || integer > 0 {
            fixIts.append(.init("replace \(FieldValues.exactText(value.value)) with \(integer)", replacing: value.range, with: "\(integer)"))
        }
        context.report(
            "'\(key)' of \(subject()) must be a whole number: expected an integer, found \(FieldValues.exactText(value.value))",
            at: value.range, notes: [declaration()], fixIts: fixIts)
    }
}
