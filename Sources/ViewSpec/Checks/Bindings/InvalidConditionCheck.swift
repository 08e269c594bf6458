/// `visibleWhen` and `enabledWhen` compare model fields with values; each value must be one
/// the field can hold, or the condition can never be true.
struct InvalidConditionCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout, .swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0215", name: "invalid-condition",
            summary: "A visibleWhen or enabledWhen condition compares a field with a value it cannot hold, compares a set of cases or a list with one value, or depends on the field its own control edits."),
        rationale: """
            Model and view are linked by the spec alone, with no code in between, so a condition \
            is checked like a binding: `{soundEnabled: yes}` compares a Bool with the string 'yes' \
            and is never true, so the item would never appear. A control shown or enabled only \
            while its own field has one value locks itself the moment the user changes that value. \
            A set of cases or a list (`list: true`) never equals one value, so a condition on \
            one would never hold. Unknown field names in conditions are `unknown-reference`.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: Bool
                      volume: {type: Float, min: 0, max: 1}
                      theme: {type: enum, cases: [light, dark]}
                      topics: {type: enum, cases: [news, sport], multiple: true}
                      tags: {type: String, list: true}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - slider: volume
                            visibleWhen: {sound: ↓yes, theme: ↓drak}
                            enabledWhen: {↓topics: news, ↓tags: home}
                          - toggle: sound
                            enabledWhen: {volume: ↓2}
                          - choice: theme
                            visibleWhen: {↓theme: dark}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: Bool
                      volume: Float
                      theme: {type: enum, cases: {light: 1, dark: 2}}
                      level: Int
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - slider: volume
                            visibleWhen: {sound: true, theme: dark}
                            enabledWhen: {level: 3}
                          - value: level
                            visibleWhen: {level: 1}
                          - toggle: sound
                            enabledWhen: {volume: 1}
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: Bool
                      volume: {type: Float, min: 0, max: 1}
                      theme: {type: enum, cases: [light, dark]}
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - slider: volume
                            visibleWhen: {sound: ↓yes, theme: ↓drak}
                          - toggle: sound
                            enabledWhen: {volume: ↓2}
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: Bool
                      volume: {type: Float, min: 0, max: 1}
                      theme: {type: enum, cases: [light, dark]}
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - slider: volume
                            visibleWhen: {sound: true, theme: dark}
                          - toggle: sound
                            enabledWhen: {volume: 1}
                """)
        ])

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            guard let model = context.model(of: screen) else { continue }
            for section in screen.sections {
                for clause in section.visibleWhen?.clauses ?? [] {
                    guard let field = model.field(named: clause.field.value) else { continue }
                    check(clause, key: "visibleWhen", of: nil, field: field, model: model, context: context)
                }
            }
            // Most items have no condition; the item is copied only for one that has.
            for index in screen.items.indices where screen.items[index].visibleWhen != nil || screen.items[index].enabledWhen != nil {
                let item = screen.items[index]
                for (key, condition) in [("visibleWhen", item.visibleWhen), ("enabledWhen", item.enabledWhen)] {
                    for clause in condition?.clauses ?? [] {
                        guard let field = model.field(named: clause.field.value) else { continue }
                        check(clause, key: key, of: item, field: field, model: model, context: context)
                    }
                }
            }
        }
    }

    /// `item` is nil for a section's condition.
    private func check(_ clause: Condition.Clause, key: String, of item: PreferenceItem?, field: Field, model: Model, context: CheckContext) {
        let name = field.name.value
        let type = field.type.value
        func declaration() -> Diagnostic.Note { context.declarationNote(for: field, in: model) }
        let isSelfReference = item.map { $0.field?.value == name && $0.control.edits } ?? false
        if isSelfReference, let item {
            let kind = item.control.kindName
            let effect = key == "visibleWhen" ? "hides" : "disables"
            context.report(
                "\(key) of the \(kind) for '\(name)' depends on '\(name)' itself: expected a condition on another field, "
                    + "found one that \(effect) the \(kind) as soon as the user changes '\(name)', so it cannot change it back",
                at: clause.field.range, notes: [declaration()])
        }
        func subject() -> String { "\(key) value for \(type.name) field '\(name)'" }
        if field.isList {
            guard !isSelfReference else { return }
            context.report(
                "\(key) compares list field '\(name)' with one value: expected a field that holds one value, found a list of \(type.name) values",
                at: clause.field.range, notes: [declaration()])
        } else if type.enumType?.multiple == true {
            // One mistake at one place: a control that hides itself is the graver one.
            guard !isSelfReference else { return }
            context.report(
                "\(key) compares \(type.name) field '\(name)' with one value: expected a field that holds one value, found a set of cases",
                at: clause.field.range, notes: [declaration()])
        } else if let mismatch = FieldValues.typeMismatch(clause.value, type, fieldName: name) {
            context.report(mismatch.message(subject()), at: clause.value.range, notes: [declaration()], fixIts: mismatch.fixIts)
        } else if let (mismatch, note) = FieldValues.constraintMismatch(clause.value, field) {
            context.report(mismatch.message(subject() + " can never hold"), at: clause.value.range, notes: [note, declaration()], fixIts: mismatch.fixIts)
        }
    }
}

extension Control {
    /// Whether the control changes the field it binds; a `value` item only shows it.
    fileprivate var edits: Bool {
        switch self {
        case .toggle, .slider, .stepper, .textField, .choice, .multiChoice, .colorPicker, .soundPicker, .datePicker: true
        case .value, .childPane, .externalPane, .button, .link, .intent, .systemSettings, .custom: false
        }
    }
}
