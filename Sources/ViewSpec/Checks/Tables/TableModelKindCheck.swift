/// A table's rows are records, so it binds a record or keyed model; a preferences model
/// is one settings object and has no rows to list.
struct TableModelKindCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0230", name: "table-model-kind",
            summary: "A table binds a model that is not a `record` or `keyed` model."),
        rationale: """
            A selectable table lists rows, and the rows of a model are its records: the ordered \
            records of a `record` model or the records of a `keyed` model, found by their key. A \
            `preferences` model holds a single settings object, so a table bound to it would have \
            no rows to show or select.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {userName: String}
                tables:
                  Names:
                    model: ↓Settings
                    display: userName
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  RecordCard:
                    kind: record
                    fields: {name: String}
                  Members:
                    kind: keyed
                    key: memberID
                    fields: {memberID: String, name: String}
                tables:
                  Cards:
                    model: RecordCard
                    display: name
                  People:
                    model: Members
                    display: name
                """)
        ])

    func run(in context: CheckContext) {
        for table in context.declarations.tables {
            guard case .model(let modelName, _) = table.source, let model = context.project.model(named: modelName.value),
                model.kind.value == .preferences
            else { continue }
            context.report(
                "table '\(table.name.value)' lists the records of a record or keyed model, but '\(model.name.value)' is a preferences model with a single settings object",
                at: modelName.range,
                notes: [.init("'\(model.name.value)' is declared here with kind preferences", at: model.kind.range)])
        }
    }
}
