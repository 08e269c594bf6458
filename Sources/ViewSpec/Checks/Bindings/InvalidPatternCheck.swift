/// A String field's `pattern` must be a regular expression the app's regex engine accepts.
struct InvalidPatternCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0218", name: "invalid-pattern",
            summary: "A String field's pattern is not a valid regular expression."),
        rationale: """
            Specs are checked before the app ever runs: a pattern that NSRegularExpression cannot \
            compile would throw, or let every value through, the first time a user types into the \
            field. The message gives the regex parser's reason.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      code: {type: String, pattern: ↓"[0-9"}
                      name: {type: String, pattern: ↓"*name"}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      code: {type: String, pattern: "[0-9]{4}", default: "0000"}
                      email: {type: String, pattern: "[^@\\\\s]+@[^@\\\\s]+", optional: true}
                """)
        ])

    func run(in context: CheckContext) {
        for model in context.declarations.models {
            // A pattern on another type is inapplicable-constraint's, whatever it says.
            for field in model.fields where field.type.value == .string {
                guard let pattern = field.pattern, let reason = FieldValues.patternProblem(pattern.value) else { continue }
                context.report(
                    "invalid pattern for String field '\(field.name.value)': expected a regular expression, found '\(pattern.value)' (\(reason))",
                    at: pattern.range, notes: [context.declarationNote(for: field, in: model)])
            }
        }
    }
}
