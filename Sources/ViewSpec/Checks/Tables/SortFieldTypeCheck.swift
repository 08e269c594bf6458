/// A table sorts by a field with an order: never a Bool, and never a set of cases.
struct SortFieldTypeCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout, .swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0232", name: "sort-field-type",
            summary: "A table sorts by a Bool field or by a set of enumeration cases."),
        rationale: """
            Records sort into ascending order of one field. True and false have no order worth \
            sorting by, so the runtime refuses to sort on a Bool field with an error; ViewSpec \
            refuses it when the spec is compiled, not when the app runs. A field declared \
            `multiple: true` holds a set of cases, which has no order either. Int, Float, String \
            and single enumeration fields sort.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  RecordCard:
                    kind: record
                    fields:
                      name: String
                      spMember: Bool
                      topics: {type: enum, cases: [news, sport], multiple: true}
                tables:
                  Members:
                    model: RecordCard
                    display: name
                    sortBy: ↓spMember
                  Topics:
                    model: RecordCard
                    display: name
                    sortBy: ↓topics
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
                      rate: Float
                      name: String
                      level: {type: enum, cases: [low, high]}
                tables:
                  ByNumber: {model: RecordCard, display: name, sortBy: number}
                  ByRate: {model: RecordCard, display: name, sortBy: rate}
                  ByName: {model: RecordCard, display: name, sortBy: name}
                  ByLevel: {model: RecordCard, display: name, sortBy: level}
                """)
        ])

    func run(in context: CheckContext) {
        for table in context.declarations.tables {
            guard case .model(let modelName, _) = table.source, let sortBy = table.sortBy,
                let model = context.project.model(named: modelName.value), let field = context.field(sortBy, in: model)
            else { continue }
            let reason: String
            switch field.type.value {
            case .bool:
                reason = "a Bool field has no order to sort by"
            case .enumeration(let type) where type.multiple:
                reason = "a set of cases has no order to sort by"
            default:
                continue
            }
            context.report(
                "table '\(table.name.value)' cannot sort by '\(field.name.value)': expected an Int, Float, String or single enumeration field, found \(field.type.value.name); \(reason)",
                at: sortBy.range,
                notes: [context.declarationNote(for: field, in: model)])
        }
    }
}
