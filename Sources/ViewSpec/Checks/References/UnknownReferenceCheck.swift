/// Every name a spec refers to must be declared somewhere in the project.
struct UnknownReferenceCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout, .swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0200", name: "unknown-reference",
            summary: "A model, field, layer, preference screen, table, hierarchy or action sheet is referred to but not declared."),
        rationale: """
            Screens, tables and hierarchies are linked to models and to each other by name, with \
            no code in between; a misspelt name must fail the build, not leave a blank screen at \
            run time. A declaration that is written but could not be read (a model of a misspelt \
            kind, a field without a valid type) has its own error, and references to it are not \
            reported again; while a whole input file could not be read, only unknown fields and \
            layers are reported, since any other name may be declared there. When no declared \
            name is a near miss but only one declaration fits where the name stands (the only \
            field a toggle can bind, the only other screen of the same model), that one is \
            suggested.
            """,
        triggeringExamples: [
            RuleExample("""
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
            RuleExample("""
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
            RuleExample("""
                viewspec: 1
                models:
                  AppSettings:
                    kind: preferences
                    fields: {volume: Float, sound: Bool}
                preferences:
                  General:
                    model: AppSettings
                    sections:
                      - items:
                          - toggle: ↓muted
                          - childPane: ↓Privacy
                  Display:
                    model: AppSettings
                    sections:
                      - items:
                          - slider: volume
                """),
            RuleExample("""
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
            RuleExample(files: [
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
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                models:
                  AppSettings:
                    kind: preferences
                    fields: {volume: Float}
                preferences:
                  General:
                    model: ↓AppSetings
                    entry: true
                    sections:
                      - items:
                          - slider: volume
                  Sound:
                    model: AppSettings
                    entry: true
                    sections:
                      - items:
                          - slider: ↓volme
                """,
                """
                viewspec: 1
                models:
                  AppSettings:
                    kind: preferences
                    fields: {volume: Float}
                preferences:
                  General:
                    model: AppSettings
                    entry: true
                    sections:
                      - items:
                          - slider: volume
                  Sound:
                    model: AppSettings
                    entry: true
                    sections:
                      - items:
                          - slider: volume
                """),
            // No declared name is near 'muted', but 'sound' is the only field a toggle can bind.
            RuleCorrection(
                """
                viewspec: 1
                models:
                  AppSettings:
                    kind: preferences
                    fields: {volume: Float, sound: Bool}
                preferences:
                  General:
                    model: AppSettings
                    entry: true
                    sections:
                      - items:
                          - toggle: ↓muted
                          - slider: volume
                """,
                """
                viewspec: 1
                models:
                  AppSettings:
                    kind: preferences
                    fields: {volume: Float, sound: Bool}
                preferences:
                  General:
                    model: AppSettings
                    entry: true
                    sections:
                      - items:
                          - toggle: sound
                          - slider: volume
                """),
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
        /// `fits` says which fields could stand where the reference is, and `role` what
        /// they are ("a toggle can bind").
        func reportField(_ field: Located<String>, in model: Model, role: String? = nil, fits: (Field) -> Bool = { _ in true }) {
            let fitting = model.fields.filter(fits).map(\.name)
            let why = role.map { "the only field of '\(model.name.value)' \($0)" } ?? "the only field of '\(model.name.value)'"
            report(
                field, as: "field", in: model.fields.map(\.name), context: context, suffix: " in model '\(model.name.value)'",
                obvious: ObviousCandidate(fitting: fitting, why: why))
        }
        func models(_ kinds: Set<Model.Kind>) -> [Located<String>] {
            project.models.filter { kinds.contains($0.kind.value) }.map(\.name)
        }
        for model in declarations.models {
            if let key = model.keyField, isUnknown(key, in: model) {
                reportField(key, in: model, role: "that can be a key") { field in
                    !field.isOptional && (field.type.value == .string || field.type.value == .int)
                }
            }
        }
        for screen in declarations.preferenceScreens {
            let model = project.model(named: screen.model.value)
            if isUnknown(.model, screen.model.value, declared: model != nil) {
                report(
                    screen.model, as: "model", in: project.models.map(\.name), context: context,
                    obvious: ObviousCandidate(fitting: models([.preferences]), why: "the only preferences model"))
            }
            if let model {
                for section in screen.sections {
                    for clause in section.visibleWhen?.clauses ?? [] where isUnknown(clause.field, in: model) { reportField(clause.field, in: model) }
                    if let field = section.list?.field, isUnknown(field, in: model) {
                        reportField(field, in: model, role: "that a list section can show") { $0.isList }
                    }
                }
            }
            // By index, so that only what is looked at is copied out of each item.
            for index in screen.items.indices {
                let control = screen.items[index].control
                // What a list section's row binds is judged by list-section: the list's field.
                if let field = control.field, let model, isUnknown(field, in: model), !screen.isListRow(screen.items[index]) {
                    reportField(field, in: model, role: "\(Self.article(control.kindName)) \(control.kindName) can bind") {
                        !$0.isList && ControlFieldTypeCheck.problem(control, $0.type.value) == nil
                    }
                }
                if let model {
                    func checkClauses(of condition: Condition?) {
                        for clause in condition?.clauses ?? [] where isUnknown(clause.field, in: model) { reportField(clause.field, in: model) }
                    }
                    checkClauses(of: screen.items[index].visibleWhen)
                    checkClauses(of: screen.items[index].enabledWhen)
                }
                if let target = control.openedScreen,
                    isUnknown(.preferenceScreen, target.value, declared: project.preferenceScreensByName[target.value] != nil)
                {
                    let siblings = project.preferenceScreens.filter { $0.model.value == screen.model.value && $0 !== screen }.map(\.name)
                    report(
                        target, as: "preference screen", in: project.preferenceScreens.map(\.name), context: context,
                        obvious: ObviousCandidate(fitting: siblings, why: "the only other preference screen of model '\(screen.model.value)'"))
                }
            }
        }
        for table in declarations.tables {
            guard case .model(let modelName, let display) = table.source else { continue }
            guard let model = project.model(named: modelName.value) else {
                if isUnknown(.model, modelName.value, declared: false) {
                    report(
                        modelName, as: "model", in: project.models.map(\.name), context: context,
                        obvious: ObviousCandidate(fitting: models([.record, .keyed]), why: "the only record or keyed model"))
                }
                continue
            }
            if let display, isUnknown(display, in: model) {
                reportField(display, in: model, role: "that a table can display") { $0.type.value == .string }
            }
            if let sortBy = table.sortBy, isUnknown(sortBy, in: model) {
                reportField(sortBy, in: model, role: "that a table can sort by") { field in
                    field.type.value != .bool && field.type.value.enumType?.multiple != true
                }
            }
        }
        for hierarchy in declarations.hierarchies {
            for view in hierarchy.views {
                if hierarchy.layerIndex(view.layer.value) == nil, !hierarchy.hasUnreadLayers {
                    report(
                        view.layer, as: "layer", in: hierarchy.layers, context: context, suffix: " in hierarchy '\(hierarchy.name.value)'",
                        obvious: ObviousCandidate(fitting: hierarchy.layers, why: "the only layer of '\(hierarchy.name.value)'"))
                }
                switch view.kind {
                case .table(let name) where isUnknown(.table, name.value, declared: project.tablesByName[name.value] != nil):
                    report(
                        name, as: "table", in: project.tables.map(\.name), context: context,
                        obvious: ObviousCandidate(fitting: project.tables.map(\.name), why: "the only table"))
                case .preferences(let name) where isUnknown(.preferenceScreen, name.value, declared: project.preferenceScreensByName[name.value] != nil):
                    report(
                        name, as: "preference screen", in: project.preferenceScreens.map(\.name), context: context,
                        obvious: ObviousCandidate(fitting: project.preferenceScreens.map(\.name), why: "the only preference screen"))
                case .hierarchy(let name) where isUnknown(.hierarchy, name.value, declared: project.hierarchiesByName[name.value] != nil):
                    let others = project.hierarchies.filter { $0 !== hierarchy }.map(\.name)
                    report(
                        name, as: "hierarchy", in: project.hierarchies.map(\.name), context: context,
                        obvious: ObviousCandidate(fitting: others, why: "the only other hierarchy"))
                default:
                    break
                }
            }
        }
        checkSheetReferences(in: context) { isUnknown($0, $1, declared: $2) }
        for animation in context.declarations.animations {
            // The hierarchy whose views it moves.
            if let hierarchy = animation.hierarchy, isUnknown(.hierarchy, hierarchy.value, declared: project.hierarchiesByName[hierarchy.value] != nil) {
                report(hierarchy, as: "hierarchy", in: project.hierarchies.map(\.name), context: context)
            }
            // Its tracks' elements, and the tracks they start after; one read in part may
            // declare them among what was not read.
            guard !animation.isPartlyUnread else { continue }
            let scope = " in animation '\(animation.name.value)'"
            for track in animation.tracks {
                if animation.element(named: track.element.value) == nil {
                    report(track.element, as: "element", in: animation.elements.map(\.name), context: context, suffix: scope)
                }
                if let after = track.after, animation.track(named: after.value) == nil {
                    report(after, as: "track", in: animation.tracks.map(\.name), context: context, suffix: scope)
                }
            }
        }
    }

    /// The action sheets that views, tables and buttons present, and the models sheets act on.
    private func checkSheetReferences(in context: CheckContext, isUnknown: (UnreadDeclaration.Kind, String, Bool) -> Bool) {
        let project = context.project
        for sheet in context.declarations.actionSheets {
            if let target = sheet.target, isUnknown(.model, target.value, project.model(named: target.value) != nil) {
                report(target, as: "model", in: project.models.map(\.name), context: context)
            }
        }
        for presenter in SheetPresenter.all(in: context.declarations) {
            let sheet = presenter.presentation.sheet
            if isUnknown(.actionSheet, sheet.value, project.actionSheetsByName[sheet.value] != nil) {
                report(
                    sheet, as: "action sheet", in: project.actionSheets.map(\.name), context: context,
                    obvious: ObviousCandidate(fitting: project.actionSheets.map(\.name), why: "the only action sheet"))
            }
        }
    }

    /// What a reference could only have meant when no declared name is a near miss: the
    /// one declaration that fits where the reference stands (the only model of the kind a
    /// screen binds, the only field a toggle can bind), and how to say why it is the one.
    private struct ObviousCandidate {
        var fitting: [Located<String>]
        var why: String

        /// The candidate, when exactly one declaration fits.
        var only: Located<String>? { fitting.count == 1 ? fitting.first : nil }
    }

    private func report(
        _ reference: Located<String>, as kind: String, in declared: [Located<String>], context: CheckContext, suffix: String = "",
        obvious: ObviousCandidate? = nil
    ) {
        var declaration: Located<String>?
        var question = ""
        if let near = Suggestion.closest(to: reference.value, among: declared.map(\.value)) {
            declaration = declared.first { $0.value == near }
            question = "; did you mean '\(near)'?"
        } else if let obvious, let only = obvious.only, only.value != reference.value {
            declaration = only
            question = "; did you mean '\(only.value)', \(obvious.why)?"
        }
        context.report(
            "unknown \(kind) '\(reference.value)'\(suffix)" + question,
            at: reference.range,
            notes: declaration.map { [.init("'\($0.value)' is declared here", at: $0.range)] } ?? [],
            fixIts: declaration.map { [
                .init("replace '\(reference.value)' with '\($0.value)'", replacing: reference.range, with: YAMLQuoting.scalar($0.value))
            ] } ?? [])
    }

    private static func article(_ word: String) -> String {
        "aeiou".contains(word.first ?? "x") ? "an" : "a"
    }
}
