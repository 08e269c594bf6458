/// A Date field's values are written in one form, `YYYY-MM-DDTHH:MM:SSZ`: its default, the
/// values a condition compares it with and a choice lists for it.
struct MalformedDateCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout, .swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0285", name: "malformed-date",
            summary: "A Date field's default, condition value or choice value is not a date and time written as YYYY-MM-DDTHH:MM:SSZ."),
        rationale: """
            A Date field holds a moment, which a spec writes in one form: an ISO 8601 date and \
            time in UTC with whole seconds, `2026-01-01T08:00:00Z`, as property lists write \
            their dates. A form that leaves out the time zone could be read in any zone, and \
            one that is not a date at all (`tomorrow`, the 31st of April) would fail when the \
            generated model or the exported Settings.bundle is built, far from the spec. A \
            date without its time is midnight, and a time without seconds their zero, so \
            both are corrected to the full form; a date and time without its zone is not, as \
            the zone it means is the writer's to say. A Date field without a default starts \
            at 1970-01-01T00:00:00Z.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      quietFrom: {type: Date, default: ↓"22:00"}
                      quietUntil: {type: Date, default: ↓2026-01-01 07:00:00}
                      birthday: {type: Date, default: ↓2026-04-31T00:00:00Z}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      quietFrom: {type: Date, default: 2026-01-01T22:00:00Z}
                      lastSync: {type: Date, optional: true}
                      since: Date
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
                      birthday: {type: Date, default: ↓2026-04-01}
                      quietFrom: {type: Date, default: ↓2026-01-01T22:00Z}
                      quietUntil: {type: Date, default: ↓2026-01-02 07:00:00Z}
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      birthday: {type: Date, default: 2026-04-01T00:00:00Z}
                      quietFrom: {type: Date, default: 2026-01-01T22:00:00Z}
                      quietUntil: {type: Date, default: 2026-01-02T07:00:00Z}
                """)
        ])

    func run(in context: CheckContext) {
        for model in context.declarations.models {
            for field in model.fields where field.type.value == .date {
                guard case .value(let literal)? = field.defaultValue else { continue }
                judge(literal, what: "the default of Date field '\(field.name.value)'", field: field, model: model, context: context)
            }
        }
        for screen in context.declarations.preferenceScreens {
            // Few models have a Date field: the screens of the others compare no date.
            guard let model = context.model(of: screen), model.fields.contains(where: { $0.type.value == .date }) else { continue }
            func judge(_ condition: Condition?) {
                for clause in condition?.clauses ?? [] {
                    guard let field = context.field(clause.field, in: model), field.type.value == .date else { continue }
                    self.judge(clause.value, what: "the value Date field '\(field.name.value)' is compared with", field: field, model: model, context: context)
                }
            }
            for section in screen.sections { judge(section.visibleWhen) }
            for item in screen.items {
                judge(item.visibleWhen)
                judge(item.enabledWhen)
                guard case .choice(let reference, let options) = item.control, let values = options.values,
                    let field = context.field(reference, in: model), field.type.value == .date
                else { continue }
                for value in values.value {
                    self.judge(value, what: "a value listed for Date field '\(field.name.value)'", field: field, model: model, context: context)
                }
            }
        }
    }

    /// Reports a string that is not in the spec's form; a value of another type is
    /// invalid-default's, invalid-condition's or choice-values'.
    private func judge(_ literal: Literal, what: String, field: Field, model: Model, context: CheckContext) {
        guard case .string(let text) = literal.value, SpecDate.secondsSinceReferenceDate(text) == nil else { return }
        let correction = SpecDate.correction(of: text)
        let fixIts: [Diagnostic.FixIt] = correction.map { [.init("replace '\(text)' with '\($0)'", replacing: literal.range, with: $0)] } ?? []
        let hint = correction.map { "; did you mean '\($0)'?" } ?? ""
        context.report(
            "\(what): expected a date and time written as YYYY-MM-DDTHH:MM:SSZ (such as \(SpecDate.exampleText)), found '\(text)'\(hint)",
            at: literal.range, notes: [context.declarationNote(for: field, in: model)], fixIts: fixIts)
    }
}
