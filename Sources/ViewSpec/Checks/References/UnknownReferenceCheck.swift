/// Every name a spec refers to must be declared somewhere in the project.
struct UnknownReferenceCheck: Check {
    static let scope = CheckScope.declarations
    static let description = CheckDescription(
        id: DiagnosticID(
            code: "VS0200", name: "unknown-reference",
            summary: "A model, field, layer, preference screen, table or hierarchy is referred to but not declared."),
        rationale: """
            Screens, tables and hierarchies are linked to models and to each other by name, with \
            no glue code (BRIEF §1); a misspelt name must fail the build, not leave a blank \
            screen at run time.
            """,
        triggeringExamples: [
            CheckExample("""
                viewspec: 1
                models:
                  AppSettings:
                    kind: preferences
                    fields: {volume: Float}
                preferences:
                  General:
                    model: ↓AppSetings
                    sections: []
                """),
            CheckExample("""
                viewspec: 1
                models:
                  AppSettings:
                    kind: preferences
                    fields: {volume: Float}
                preferences:
                  General:
                    model: AppSettings
                    sections:
                      - items:
                          - slider: ↓volme
                          - childPane: ↓Advanced
                            visibleWhen: {↓volum: 1}
                """),
            CheckExample("""
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [back, front]
                    views:
                      - {id: a, layer: ↓middle, frame: fill}
                      - {id: b, kind: {table: ↓Members}, layer: front, frame: fill}
                """),
        ],
        nonTriggeringExamples: [
            CheckExample(files: [
                "models.yaml": """
                    viewspec: 1
                    models:
                      AppSettings:
                        kind: preferences
                        fields: {volume: Float}
                    """,
                "screens.yaml": """
                    viewspec: 1
                    preferences:
                      General:
                        model: AppSettings
                        sections:
                          - items:
                              - slider: volume
                    """,
            ])
        ])

    func run(in context: CheckContext) {
        let project = context.project
        let declarations = context.declarations
        for model in declarations.models {
            if let key = model.keyField, model.field(named: key.value) == nil {
                report(key, as: "field", in: model.fields.map(\.name), context: context, suffix: " in model '\(model.name.value)'")
            }
        }
        for screen in declarations.preferenceScreens {
            let model = project.model(named: screen.model.value)
            if model == nil { report(screen.model, as: "model", in: project.models.map(\.name), context: context) }
            // By index, so that only what is looked at is copied out of each item.
            for index in screen.items.indices {
                let control = screen.items[index].control
                if let field = control.field, let model, model.field(named: field.value) == nil {
                    report(field, as: "field", in: model.fields.map(\.name), context: context, suffix: " in model '\(model.name.value)'")
                }
                if let model {
                    func checkClauses(of condition: Condition?) {
                        for clause in condition?.clauses ?? [] where model.field(named: clause.field.value) == nil {
                            report(clause.field, as: "field", in: model.fields.map(\.name), context: context, suffix: " in model '\(model.name.value)'")
                        }
                    }
                    checkClauses(of: screen.items[index].visibleWhen)
                    checkClauses(of: screen.items[index].enabledWhen)
                }
                if case .childPane(let target) = control, project.preferenceScreensByName[target.value] == nil {
                    report(target, as: "preference screen", in: project.preferenceScreens.map(\.name), context: context)
                }
            }
        }
        for table in declarations.tables {
            guard case .model(let modelName, let display) = table.source else { continue }
            guard let model = project.model(named: modelName.value) else {
                report(modelName, as: "model", in: project.models.map(\.name), context: context)
                continue
            }
            for field in [display, table.sortBy].compactMap({ $0 }) where model.field(named: field.value) == nil {
                report(field, as: "field", in: model.fields.map(\.name), context: context, suffix: " in model '\(model.name.value)'")
            }
        }
        for hierarchy in declarations.hierarchies {
            for view in hierarchy.views {
                if hierarchy.layerIndex(view.layer.value) == nil {
                    report(view.layer, as: "layer", in: hierarchy.layers, context: context, suffix: " in hierarchy '\(hierarchy.name.value)'")
                }
                switch view.kind {
                case .table(let name) where project.tablesByName[name.value] == nil:
                    report(name, as: "table", in: project.tables.map(\.name), context: context)
                case .preferences(let name) where project.preferenceScreensByName[name.value] == nil:
                    report(name, as: "preference screen", in: project.preferenceScreens.map(\.name), context: context)
                case .hierarchy(let name) where project.hierarchiesByName[name.value] == nil:
                    report(name, as: "hierarchy", in: project.hierarchies.map(\.name), context: context)
                default:
                    break
                }
            }
        }
    }

    private func report(
        _ reference: Located<String>, as kind: String, in declared: [Located<String>], context: CheckContext, suffix: String = ""
    ) {
        let suggestion = Suggestion.closest(to: reference.value, among: declared.map(\.value))
        let declaration = declared.first { $0.value == suggestion }
        context.report(
            "unknown \(kind) '\(reference.value)'\(suffix)" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
            at: reference.range,
            notes: declaration.map { [.init("'\($0.value)' is declared here", at: $0.range)] } ?? [],
            fixIts: suggestion.map { [.init("replace with '\($0)'", replacing: reference.range, with: $0)] } ?? [])
    }
}
