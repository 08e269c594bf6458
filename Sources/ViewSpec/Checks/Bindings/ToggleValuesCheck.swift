/// A toggle that stores other values than true and false (`toggle: {field: F, on: V,
/// off: W}`) stores one of two values of its field: both must be values the field can
/// hold, they must differ, and the field must start as one of them.
struct ToggleValuesCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0281", name: "toggle-values",
            summary: "A toggle's 'on' or 'off' value is not one its field can hold, the two are the same, the field is optional, or the field's default is neither."),
        rationale: """
            A toggle with `on` and `off` values (Settings.bundle's TrueValue and FalseValue) \
            stores one of them in its String or Int field as the switch is turned, and shows \
            the switch on while the field holds `on`. A value of the wrong type could never be \
            stored; two equal values would make a switch that cannot be turned off; and a field \
            whose default is neither value (or, without a default, whose starting value, 0 or \
            the empty string, is neither) would open showing off while it holds something the \
            switch never wrote, and the first turn would lose it. An optional field would hold \
            no value the same way, so the field is not optional.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      answer: {type: String, default: "yes"}
                      level: {type: Int, default: 5}
                      mode: String
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: {field: answer, on: ↓1, off: "no"}
                          - toggle: {field: level, on: 1, off: ↓1}
                          - ↓toggle: {field: mode, on: fast, off: slow}
                """),
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      answer: {type: String, optional: true}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - ↓toggle: {field: answer, on: "yes", off: "no"}
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      answer: {type: String, default: "no"}
                      level: Int
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: {field: answer, on: "yes", off: "no"}
                          - toggle: {field: level, on: 1, off: 0}
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
                      answer: {type: String, default: ↓YES}
                      level: {type: Int, default: 0}
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - toggle: {field: answer, on: "yes", off: "no"}
                          - toggle: {field: level, on: ↓1.0, off: 0}
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      answer: {type: String, default: yes}
                      level: {type: Int, default: 0}
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - toggle: {field: answer, on: "yes", off: "no"}
                          - toggle: {field: level, on: 1, off: 0}
                """)
        ])

    func run(in context: CheckContext) {
        for binding in context.bindings {
            guard case .toggle(_, let values?) = binding.item.control else { continue }
            check(values, of: binding, context: context)
        }
    }

    private func check(_ values: ToggleValues, of binding: Binding, context: CheckContext) {
        let field = binding.field
        let name = field.name.value
        let type = field.type.value
        // A toggle with values on a field of another type is control-field-type's.
        guard type == .string || type == .int else { return }
        func declaration() -> Diagnostic.Note { context.declarationNote(for: field, in: binding.model) }

        if field.isOptional {
            context.report(
                "toggle for \(type.name) field '\(name)': expected a field that is not optional, found an optional one; the toggle stores "
                    + "\(FieldValues.listed(values.on.value)) or \(FieldValues.listed(values.off.value)), and no value would show as neither",
                at: binding.item.controlRange, notes: [declaration()])
        }

        var fitting = true
        for (key, value) in [("on", values.on), ("off", values.off)] {
            let subject = "toggle's '\(key)' value for \(type.name) field '\(name)'"
            if let mismatch = FieldValues.typeMismatch(value, type, fieldName: name) {
                context.report(mismatch.message(subject), at: value.range, notes: [declaration()], fixIts: mismatch.fixIts)
                fitting = false
            } else if let (mismatch, note) = FieldValues.constraintMismatch(value, field) {
                context.report(mismatch.message(subject), at: value.range, notes: [note, declaration()], fixIts: mismatch.fixIts)
                fitting = false
            }
        }
        guard fitting else { return }

        if FieldValues.same(values.on.value, values.off.value) {
            let text = FieldValues.listed(values.on.value)
            context.report(
                "toggle's 'off' value for \(type.name) field '\(name)': expected a value other than 'on', found \(text) for both; the toggle could not be turned off",
                at: values.off.range, notes: [.init("'on' is \(text) here", at: values.on.range)])
            return
        }

        let both = "\(FieldValues.listed(values.on.value)) or \(FieldValues.listed(values.off.value))"
        switch field.defaultValue {
        case .value(let defaultValue)?:
            // A default of another type is invalid-default's.
            guard FieldValues.typeMismatch(defaultValue, type, fieldName: name) == nil,
                !FieldValues.same(defaultValue.value, values.on.value), !FieldValues.same(defaultValue.value, values.off.value)
            else { return }
            context.report(
                "default of \(type.name) field '\(name)': expected one of the values its toggle stores (\(both)), found \(FieldValues.listed(defaultValue.value))",
                at: defaultValue.range, notes: [.init("the toggle's values are written here", at: values.range), declaration()],
                fixIts: Self.respelling(defaultValue, among: [values.on, values.off]))
        case .list?:
            return
        case nil:
            guard !field.isOptional else { return }
            let zero: LiteralValue = type == .int ? .int(0) : .string("")
            guard !FieldValues.same(zero, values.on.value), !FieldValues.same(zero, values.off.value) else { return }
            context.report(
                "toggle for \(type.name) field '\(name)': expected the field to start as one of the values the toggle stores (\(both)), "
                    + "found it starts as \(FieldValues.listed(zero)), as it declares no default; declare one (such as 'default: \(Self.written(values.off.value))')",
                at: binding.item.controlRange, notes: [declaration()])
        }
    }

    /// The fix of a default that is one of the values spelt another way (`YES` for `yes`).
    private static func respelling(_ value: Literal, among values: [Literal]) -> [Diagnostic.FixIt] {
        guard case .string(let text) = value.value else { return [] }
        let matches = values.filter { $0.value.string?.lowercased() == text.lowercased() }
        guard matches.count == 1, let match = matches.first else { return [] }
        return [.init("replace \(FieldValues.listed(value.value)) with \(FieldValues.listed(match.value))", replacing: value.range, with: written(match.value))]
    }

    /// The value as a spec writes it: a string quoted where YAML would read another type.
    private static func written(_ value: LiteralValue) -> String {
        if case .string(let text) = value { return YAMLQuoting.scalar(text) }
        return FieldValues.plainText(value)
    }
}
