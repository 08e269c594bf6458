/// A name may be declared once: models, preference screens, tables and hierarchies
/// across the whole project; fields, enumeration cases, layers and view ids within
/// their declaration.
struct DuplicateDeclarationCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout, .swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0201", name: "duplicate-declaration",
            summary: "A name is declared twice: a model, screen, table or hierarchy anywhere in the project, or a field, case, raw value, layer or view id within its parent."),
        rationale: """
            Names are global across a project's files, so a second declaration in another file \
            would silently shadow or be shadowed by the first; references must resolve to one \
            thing.
            """,
        triggeringExamples: [
            RuleExample(files: [
                "a.yaml": """
                    viewspec: 1
                    models:
                      Settings:
                        kind: preferences
                        fields: {volume: Float}
                    """,
                "b.yaml": """
                    viewspec: 1
                    models:
                      ↓Settings:
                        kind: preferences
                        fields: {volume: Float}
                    """,
            ]),
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      theme: {type: enum, cases: {light: 1, dark: ↓1}}
                hierarchies:
                  Main:
                    layers: [back, ↓back]
                    views:
                      - {id: a, layer: back, frame: fill}
                      - {id: ↓a, layer: back, frame: fill}
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {volume: Float}
                preferences:
                  Settings:
                    model: Settings
                    sections: []
                """)
        ])

    func run(in context: CheckContext) {
        let project = context.project
        let declarations = context.declarations
        // Each kind of declaration has its own namespace: a screen may share its model's
        // name. A name resolves to its first declaration in the project, so any other
        // declaration that name resolves to is a duplicate of that one.
        reportRedeclarations(declarations.models, kind: "model", name: \.name, firstDeclared: project.modelsByName, context: context)
        reportRedeclarations(
            declarations.preferenceScreens, kind: "preference screen", name: \.name, firstDeclared: project.preferenceScreensByName, context: context)
        reportRedeclarations(declarations.tables, kind: "table", name: \.name, firstDeclared: project.tablesByName, context: context)
        reportRedeclarations(declarations.hierarchies, kind: "hierarchy", name: \.name, firstDeclared: project.hierarchiesByName, context: context)
        reportRedeclarations(declarations.actionSheets, kind: "action sheet", name: \.name, firstDeclared: project.actionSheetsByName, context: context)
        reportRedeclarations(declarations.animations, kind: "animation", name: \.name, firstDeclared: project.animationsByName, context: context)
        for model in declarations.models {
            for field in model.redeclaredFields {
                // The model's index of its fields holds each name's first declaration.
                if let first = model.field(named: field.name.value) {
                    report(field.name, firstDeclaredAt: first.name, kind: "field", context: context, scope: " in model '\(model.name.value)'")
                }
            }
            for field in model.fields {
                guard let type = field.type.value.enumType else { continue }
                reportDuplicates(type.cases.map { Located($0.name, at: $0.range) }, kind: "case", context: context, scope: " in '\(field.name.value)'")
                if type.cases.contains(where: { $0.rawValue != .string($0.name) }) {
                    let rawValues = type.cases.map { enumCase -> Located<String> in
                        switch enumCase.rawValue {
                        case .int(let number): Located(String(number), at: enumCase.rawValueRange ?? enumCase.range)
                        case .string(let text): Located(text, at: enumCase.rawValueRange ?? enumCase.range)
                        }
                    }
                    reportDuplicates(rawValues, kind: "raw value", context: context, scope: " in '\(field.name.value)'")
                }
            }
        }
        for hierarchy in declarations.hierarchies {
            let scope = " in hierarchy '\(hierarchy.name.value)'"
            reportDuplicates(hierarchy.layers, kind: "layer", context: context, scope: scope)
            reportDuplicates(hierarchy.views.map(\.id), kind: "view id", context: context, scope: scope)
        }
    }

    private func report(
        _ name: Located<String>, firstDeclaredAt original: Located<String>, kind: String, context: CheckContext, scope: String = ""
    ) {
        context.report(
            "\(kind) '\(name.value)' is declared more than once\(scope)",
            at: name.range,
            notes: [.init("first declared here", at: original.range)])
    }

    /// Reports each of `declarations` whose name the project resolves to another declaration.
    private func reportRedeclarations<Declaration: AnyObject>(
        _ declarations: [Declaration], kind: String, name: (Declaration) -> Located<String>, firstDeclared: [String: Declaration],
        context: CheckContext
    ) {
        for declaration in declarations {
            let declared = name(declaration)
            if let first = firstDeclared[declared.value], first !== declaration {
                report(declared, firstDeclaredAt: name(first), kind: kind, context: context)
            }
        }
    }

    /// `scope` is worded only for a list that has a duplicate.
    private func reportDuplicates(
        _ names: [Located<String>], kind: String, context: CheckContext, scope: @autoclosure () -> String = ""
    ) {
        // Most lists are a handful of names, which compare faster than they hash.
        guard names.count > 16 else {
            for index in names.indices {
                if let original = names[..<index].first(where: { $0.value == names[index].value }) {
                    report(names[index], firstDeclaredAt: original, kind: kind, context: context, scope: scope())
                }
            }
            return
        }
        var first = [String: Int](minimumCapacity: names.count)
        for index in names.indices {
            if let original = first[names[index].value] {
                report(names[index], firstDeclaredAt: names[original], kind: kind, context: context, scope: scope())
            } else {
                first[names[index].value] = index
            }
        }
    }
}
