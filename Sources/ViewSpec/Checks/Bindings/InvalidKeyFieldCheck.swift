/// A keyed model names its unique key field, and that field can key a record: a String or
/// an Int that every record has.
struct InvalidKeyFieldCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0217", name: "invalid-key-field",
            summary: "A keyed model names no key field, or its key field is not a String or Int field, or is optional."),
        rationale: """
            A `keyed` model is a `record` model with a unique key per record, a dictionary where a \
            record model has an array. Records are found by that key, so every record needs one \
            (the key field cannot be optional) and it must be a value a dictionary can key by and \
            a user can type: a String or an Int. A key field that is not declared is \
            `unknown-reference`.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Members:
                    kind: keyed
                    key: ↓rate
                    fields: {rate: Float, name: String}
                  Teams:
                    kind: keyed
                    key: ↓code
                    fields:
                      code: {type: String, optional: true}
                  Places:
                    kind: ↓keyed
                    fields: {name: String}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Members:
                    kind: keyed
                    key: memberID
                    fields: {memberID: String, name: String}
                  Cards:
                    kind: keyed
                    key: number
                    fields: {number: Int, rate: Float}
                """)
        ])

    func run(in context: CheckContext) {
        for model in context.declarations.models where model.kind.value == .keyed {
            let name = model.name.value
            guard let key = model.keyField else {
                let candidates = model.fields.filter { [.string, .int].contains($0.type.value) && !$0.isOptional }.map(\.name.value)
                context.report(
                    "keyed model '\(name)' names no key field: expected 'key' naming a String or Int field"
                        + (candidates.isEmpty ? "" : " such as \(candidates.prefix(3).map { "'\($0)'" }.joined(separator: ", "))")
                        + ", found none",
                    at: model.kind.range)
                continue
            }
            guard let field = model.field(named: key.value) else { continue }
            func declaration() -> Diagnostic.Note { context.declarationNote(for: field, in: model) }
            if field.type.value != .string && field.type.value != .int {
                context.report(
                    "key field '\(key.value)' of keyed model '\(name)' cannot key records: expected a String or Int field, found \(field.type.value.name)",
                    at: key.range, notes: [declaration()])
            } else if field.isOptional {
                context.report(
                    "key field '\(key.value)' of keyed model '\(name)' is optional: expected a field every record has, found one declared 'optional: true'",
                    at: key.range, notes: [declaration()])
            }
        }
    }
}
