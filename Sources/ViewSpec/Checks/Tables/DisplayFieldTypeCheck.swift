/// Each row shows the text of its `display` field, so that field must be a String.
struct DisplayFieldTypeCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0231", name: "display-field-type",
            summary: "A table's `display` field is not a String field."),
        rationale: """
            A table shows a list of strings; a table bound to a model shows one field of each \
            record as that string. Converting a number, a Bool or an enumeration case to row text \
            would be a formatting decision the spec does not make, so the field must be a String, \
            checked against its declaration as every binding is.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  RecordCard:
                    kind: record
                    fields: {number: Int, name: String}
                tables:
                  Cards:
                    model: RecordCard
                    display: ↓number
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  RecordCard:
                    kind: record
                    fields:
                      number: Int
                      name: {type: String, maxLength: 40, optional: true}
                tables:
                  Cards:
                    model: RecordCard
                    display: name
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                models:
                  RecordCard:
                    kind: record
                    fields: {number: Int, name: String}
                tables:
                  Cards:
                    model: RecordCard
                    display: ↓number
                """,
                """
                viewspec: 1
                models:
                  RecordCard:
                    kind: record
                    fields: {number: Int, name: String}
                tables:
                  Cards:
                    model: RecordCard
                    display: name
                """)
        ])

    func run(in context: CheckContext) {
        for table in context.declarations.tables {
            guard case .model(let modelName, let display?) = table.source, let model = context.project.model(named: modelName.value),
                let field = context.field(display, in: model), field.type.value != .string
            else { continue }
            // Only an unambiguous replacement is offered; with several String fields the choice is the author's.
            let strings = model.fields.filter { $0.type.value == .string }
            let fixIts: [Diagnostic.FixIt] = strings.count == 1
                ? [.init("replace '\(field.name.value)' with '\(strings[0].name.value)', the String field of '\(model.name.value)'", replacing: display.range, with: strings[0].name.value)]
                : []
            context.report(
                "table '\(table.name.value)' shows '\(field.name.value)' as row text: expected a String field, found \(field.type.value.name)",
                at: display.range,
                notes: [context.declarationNote(for: field, in: model)],
                fixIts: fixIts)
        }
    }
}
