/// A name may be declared once: models, preference screens, tables and hierarchies
/// across the whole project; fields, enumeration cases, layers and view ids within
/// their declaration.
struct DuplicateDeclarationCheck: Check {
    static let description = CheckDescription(
        id: DiagnosticID(
            code: "VS0201", name: "duplicate-declaration",
            summary: "A name is declared twice: a model, screen, table or hierarchy anywhere in the project, or a field, case, raw value, layer or view id within its parent."),
        rationale: """
            Names are global across a project's files, so a second declaration in another file \
            would silently shadow or be shadowed by the first; references must resolve to one \
            thing.
            """,
        triggeringExamples: [
            CheckExample(files: [
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
            CheckExample("""
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
            CheckExample("""
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
        // Each kind of declaration has its own namespace: a screen may share its model's name.
        reportDuplicates(project.models.map(\.name), kind: "model", context: context)
        reportDuplicates(project.preferenceScreens.map(\.name), kind: "preference screen", context: context)
        reportDuplicates(project.tables.map(\.name), kind: "table", context: context)
        reportDuplicates(project.hierarchies.map(\.name), kind: "hierarchy", context: context)
        for model in project.models {
            reportDuplicates(model.fields.map(\.name), kind: "field", context: context, scope: " in model '\(model.name.value)'")
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
        for hierarchy in project.hierarchies {
            let scope = " in hierarchy '\(hierarchy.name.value)'"
            reportDuplicates(hierarchy.layers, kind: "layer", context: context, scope: scope)
            reportDuplicates(hierarchy.views.map(\.id), kind: "view id", context: context, scope: scope)
        }
    }

    /// `scope` is worded only for a list that has a duplicate.
    private func reportDuplicates(
        _ names: [Located<String>], kind: String, context: CheckContext, scope: @autoclosure () -> String = ""
    ) {
        func report(_ name: Located<String>, firstDeclaredAt original: Located<String>) {
            context.report(
                "\(kind) '\(name.value)' is declared more than once\(scope())",
                at: name.range,
                notes: [.init("first declared here", at: original.range)])
        }
        // Most lists are a handful of names, which compare faster than they hash.
        guard names.count > 16 else {
            for index in names.indices {
                if let original = names[..<index].first(where: { $0.value == names[index].value }) {
                    report(names[index], firstDeclaredAt: original)
                }
            }
            return
        }
        var first = [String: Int](minimumCapacity: names.count)
        for index in names.indices {
            if let original = first[names[index].value] {
                report(names[index], firstDeclaredAt: names[original])
            } else {
                first[names[index].value] = index
            }
        }
    }
}
