/// Every name a spec refers to must be declared somewhere in the project.
struct UnknownReferenceCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout, .swift]
    static let description = CheckDescription(
        id: DiagnosticID(
            code: "VS0200", name: "unknown-reference",
            summary: "A model, field, layer, preference screen, table or hierarchy is referred to but not declared."),
        rationale: """
            Screens, tables and hierarchies are linked to models and to each other by name, with \
            no glue code (BRIEF §1); a misspelt name must fail the build, not leave a blank \
            screen at run time. A declaration that is written but could not be read (a model \
            of a misspelt kind, a field without a valid type) has its own error, and references \
            to it are not reported again; while a whole input file could not be read, only \
            unknown fields and layers are reported, since any other name may be declared there.
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
        /// A model, screen, table or hierarchy not declared, and not declared in a way that
        /// could not be read. While an input file could not be read at all, any such name may
        /// be declared there: only fields and layers, which are local, are judged then.
        func isUnknown(_ kind: UnreadDeclaration.Kind, _ name: String, declared: Bool) -> Bool {
            !declared && project.unreadFiles.isEmpty && !project.isUnread(kind, named: name)
        }
        /// A field the model lacks, unless the model declares it in a way that could not be read.
        func isUnknown(_ field: Located<String>, in model: Model) -> Bool {
            model.field(named: field.value) == nil && !model.unreadFieldNames.contains(field.value)
        }
        func reportField(_ field: Located<String>, in model: Model) {
            report(field, as: "field", in: model.fields.map(\.name), context: context, suffix: " in model '\(model.name.value)'")
        }
        for model in declarations.models {
            if let key = model.keyField, isUnknown(key, in: model) { reportField(key, in: model) }
        }
        for screen in declarations.preferenceScreens {
            let model = project.model(named: screen.model.value)
            if isUnknown(.model, screen.model.value, declared: model != nil) {
                report(screen.model, as: "model", in: project.models.map(\.name), context: context)
            }
            // By index, so that only what is looked at is copied out of each item.
            for index in screen.items.indices {
                let control = screen.items[index].control
                if let field = control.field, let model, isUnknown(field, in: model) { reportField(field, in: model) }
                if let model {
                    func checkClauses(of condition: Condition?) {
                        for clause in condition?.clauses ?? [] where isUnknown(clause.field, in: model) { reportField(clause.field, in: model) }
                    }
                    checkClauses(of: screen.items[index].visibleWhen)
                    checkClauses(of: screen.items[index].enabledWhen)
                }
                if case .childPane(let target) = control,
                    isUnknown(.preferenceScreen, target.value, declared: project.preferenceScreensByName[target.value] != nil)
                {
                    report(target, as: "preference screen", in: project.preferenceScreens.map(\.name), context: context)
                }
            }
        }
        for table in declarations.tables {
            guard case .model(let modelName, let display) = table.source else { continue }
            guard let model = project.model(named: modelName.value) else {
                if isUnknown(.model, modelName.value, declared: false) {
                    report(modelName, as: "model", in: project.models.map(\.name), context: context)
                }
                continue
            }
            for field in [display, table.sortBy].compactMap({ $0 }) where isUnknown(field, in: model) { reportField(field, in: model) }
        }
        for hierarchy in declarations.hierarchies {
            for view in hierarchy.views {
                if hierarchy.layerIndex(view.layer.value) == nil, !hierarchy.hasUnreadLayers {
                    report(view.layer, as: "layer", in: hierarchy.layers, context: context, suffix: " in hierarchy '\(hierarchy.name.value)'")
                }
                switch view.kind {
                case .table(let name) where isUnknown(.table, name.value, declared: project.tablesByName[name.value] != nil):
                    report(name, as: "table", in: project.tables.map(\.name), context: context)
                case .preferences(let name) where isUnknown(.preferenceScreen, name.value, declared: project.preferenceScreensByName[name.value] != nil):
                    report(name, as: "preference screen", in: project.preferenceScreens.map(\.name), context: context)
                case .hierarchy(let name) where isUnknown(.hierarchy, name.value, declared: project.hierarchiesByName[name.value] != nil):
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
