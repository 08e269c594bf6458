/// A field's default must be a value the field can hold: of its type, a case of its
/// enumeration, within its range, length and pattern.
struct InvalidDefaultCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout, .swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0211", name: "invalid-default",
            summary: "A field's default, declared or implied, does not have the field's type, is not a case of its enumeration, or breaks its min, max, maxLength or pattern."),
        rationale: """
            Defaults live with the model definition and must be valid for their type and range: \
            preference values are stored and loaded by type, so a default the store cannot hold \
            would fail on first launch, far from the spec that declared it. For a set of cases \
            (`multiple: true`) every element must be a case. A field that declares no default \
            starts at its type's zero (0, the empty string), which must then meet its range and \
            pattern too.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      count: {type: Int, default: ↓1.5}
                      sound: {type: Bool, default: ↓yes}
                      volume: {type: Float, default: ↓2, min: 0, max: 1}
                      theme: {type: enum, cases: [light, dark, system], default: ↓sytem}
                      name: {type: String, default: ↓Alexander, maxLength: 4}
                      code: {type: String, default: ↓abc, pattern: "[0-9]+"}
                      topics: {type: enum, cases: [news, sport], multiple: true, default: [news, ↓weather]}
                """),
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      ↓level: {type: Int, min: 1, max: 5}
                      ↓pin: {type: String, pattern: "[0-9]{4}"}
                """),
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      quality: {type: enum, cases: {low: 0, high: 1}, default: ↓1}
                      topics: {type: enum, cases: [news, sport], multiple: true, default: ↓news}
                      count: {type: Int, default: ↓[1, 2]}
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      count: {type: Int, default: 3, min: 1, max: 5}
                      volume: {type: Float, default: 1, min: 0, max: 1}
                      sound: {type: Bool, default: false}
                      quality: {type: enum, cases: {low: 0, high: 1}, default: high}
                      name: {type: String, default: Ann, maxLength: 4, pattern: "[A-Z][a-z]*"}
                      nickname: {type: String, optional: true, default: null}
                      topics: {type: enum, cases: [news, sport], multiple: true, default: []}
                      level: {type: Int, min: 0, max: 5}
                      pin: {type: String, pattern: "[0-9]{4}", optional: true}
                      note: {type: String, maxLength: 10}
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
                      count: {type: Int, default: ↓3.0}
                      sound: {type: Bool, default: ↓yes}
                      volume: {type: Float, default: ↓2, min: 0, max: 1}
                      level: {type: Int, default: ↓-1, min: 0, max: 5}
                      theme: {type: enum, cases: [light, dark, system], default: ↓sytem}
                      quality: {type: enum, cases: {low: 0, high: 1}, default: ↓1}
                      answer: {type: enum, cases: ['true', 'false', unknown], default: ↓true}
                      name: {type: String, default: ↓Alexander, maxLength: 4}
                      topics: {type: enum, cases: [news, sport], multiple: true, default: ↓news}
                      tags: {type: String, list: true, default: ↓home}
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      count: {type: Int, default: 3}
                      sound: {type: Bool, default: true}
                      volume: {type: Float, default: 1, min: 0, max: 1}
                      level: {type: Int, default: 0, min: 0, max: 5}
                      theme: {type: enum, cases: [light, dark, system], default: system}
                      quality: {type: enum, cases: {low: 0, high: 1}, default: high}
                      answer: {type: enum, cases: ['true', 'false', unknown], default: 'true'}
                      name: {type: String, default: Alex, maxLength: 4}
                      topics: {type: enum, cases: [news, sport], multiple: true, default: [news]}
                      tags: {type: String, list: true, default: [home]}
                """)
        ])

    func run(in context: CheckContext) {
        for model in context.declarations.models {
            for field in model.fields {
                guard let defaultValue = field.defaultValue else {
                    reportImpliedDefault(of: field, in: model, context: context)
                    continue
                }
                let type = field.type.value
                func subject() -> String { "invalid default for \(type.name) field '\(field.name.value)'" }
                func declaration() -> Diagnostic.Note { context.declarationNote(for: field, in: model) }
                switch defaultValue {
                case .list(let elements, _) where field.isList:
                    for element in elements {
                        if let mismatch = FieldValues.typeMismatch(element, type, fieldName: field.name.value) {
                            context.report(mismatch.message(subject()), at: element.range, notes: [declaration()], fixIts: mismatch.fixIts)
                        } else if let (mismatch, note) = FieldValues.constraintMismatch(element, field) {
                            context.report(mismatch.message(subject()), at: element.range, notes: [note, declaration()], fixIts: mismatch.fixIts)
                        }
                    }
                case .value(let literal) where field.isList:
                    var mismatch = FieldValues.Mismatch(expected: "a list of values (a sequence), such as []", found: FieldValues.describe(literal.value))
                    if FieldValues.typeMismatch(literal, type, fieldName: field.name.value) == nil {
                        let text: String
                        if case .string(let string) = literal.value { text = YAMLQuoting.scalar(string) } else { text = FieldValues.plainText(literal.value) }
                        mismatch.fixIts = [.init("replace the value with the list [\(text)]", replacing: literal.range, with: "[\(text)]")]
                    }
                    context.report(mismatch.message(subject()), at: literal.range, notes: [declaration()], fixIts: mismatch.fixIts)
                case .list(let elements, let range):
                    guard let enumType = type.enumType, enumType.multiple else {
                        let hint = type.enumType != nil ? "; a field holds a set of cases only when declared with 'multiple: true'" : ""
                        context.report(
                            FieldValues.Mismatch(expected: "a single value", found: "a list", hint: hint).message(subject()),
                            at: range, notes: [declaration()])
                        continue
                    }
                    for element in elements {
                        if let mismatch = FieldValues.caseMismatch(element, enumType, fieldName: field.name.value) {
                            context.report(mismatch.message(subject()), at: element.range, notes: [declaration()], fixIts: mismatch.fixIts)
                        }
                    }
                case .value(let literal):
                    if let enumType = type.enumType, enumType.multiple {
                        var mismatch = FieldValues.Mismatch(
                            expected: "a list of cases such as [\(enumType.cases.first?.name ?? "")]", found: FieldValues.describe(literal.value))
                        if case .string(let name) = literal.value, enumType.case(named: name) != nil {
                            let list = "[\(YAMLQuoting.scalar(name))]"
                            mismatch.fixIts = [.init("replace '\(name)' with the list \(list)", replacing: literal.range, with: list)]
                        }
                        context.report(mismatch.message(subject()), at: literal.range, notes: [declaration()], fixIts: mismatch.fixIts)
                    } else if let mismatch = FieldValues.typeMismatch(literal, type, fieldName: field.name.value) {
                        context.report(mismatch.message(subject()), at: literal.range, notes: [declaration()], fixIts: mismatch.fixIts)
                    } else if let (mismatch, note) = FieldValues.constraintMismatch(literal, field) {
                        context.report(mismatch.message(subject()), at: literal.range, notes: [note, declaration()], fixIts: mismatch.fixIts)
                    }
                }
            }
        }
    }

    /// A field without a declared default starts at its type's zero (docs/layout.md), which
    /// the generated model holds and the runtime validates like any default: a range or
    /// pattern that excludes it needs a declared default.
    private func reportImpliedDefault(of field: Field, in model: Model, context: CheckContext) {
        // A list without a default starts empty, which every constraint on its elements allows.
        guard !field.isOptional, !field.isList else { return }
        let (zero, startsAt): (LiteralValue, String)
        switch field.type.value {
        // An integer zero for a Float field too, so the message says 0 rather than 0.0.
        case .int, .float: (zero, startsAt) = (.int(0), "at 0")
        case .string: (zero, startsAt) = (.string(""), "as the empty string")
        case .bool, .date, .enumeration: return
        }
        guard let (mismatch, note) = FieldValues.constraintMismatch(Literal(zero, at: field.name.range), field) else { return }
        // The bound that 0 breaks is the value nearest to it that the field takes.
        var example = ""
        if let minimum = field.minimum?.value, minimum > 0 {
            example = " (such as 'default: \(FieldValues.exactText(minimum))')"
        } else if let maximum = field.maximum?.value, maximum < 0 {
            example = " (such as 'default: \(FieldValues.exactText(maximum))')"
        }
        context.report(
            "\(field.type.value.name) field '\(field.name.value)' declares no default, so it starts \(startsAt): "
                + "expected \(mismatch.expected), found \(mismatch.found); declare a default\(example) or make the field optional",
            at: field.name.range, notes: [note])
    }
}
