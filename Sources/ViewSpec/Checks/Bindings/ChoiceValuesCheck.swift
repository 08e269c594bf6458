/// A choice's `titles` and `values` are parallel lists of what the user sees and what is
/// stored: they must line up, and every value must be one the field can hold. A read-only
/// value's lookup table is two such lists too.
struct ChoiceValuesCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0212", name: "choice-values",
            summary: "A choice's (or a value's lookup table's) titles and values differ in length, a value is not one the field can hold or is listed twice, an enumeration's choice leaves out a case, or the field's default is not among the values."),
        rationale: """
            A preference control is bound to a typed field and the binding is checked, not \
            trusted, so that a mistake fails the build rather than a user's setting. A choice \
            stores the value under the title the user picked, so a value of the wrong type, a \
            title without a value, or a case the user can never pick would only show up as a wrong \
            setting at run time. The field's default must be one of the values, or the choice \
            would open with nothing selected. A read-only value's lookup table (`titles` and \
            `values` on `value`) pairs its lists the same way, but may leave values out: a \
            value it does not list is shown as it is.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      fontSize: {type: Int, default: 14, max: 30}
                      theme: {type: enum, cases: [light, dark, system]}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - choice: fontSize
                            titles: ↓[Small, Large]
                            values: ↓[12, ↓big, ↓40, ↓12]
                          - choice: theme
                            values: ↓[light, ↓drak]
                """),
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      fontSize: Int
                      language: String
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - choice: fontSize
                            values: ↓[12, 15, 18]
                          - choice: language
                            values: ↓[en, fr]
                """),
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      theme: {type: enum, cases: [light, dark, system]}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - choice: theme
                            titles: ↓[Light, Dark]
                """),
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      level: {type: Int, default: 2}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - value: level
                            titles: ↓[One, Two, Three]
                            values: [1, ↓two]
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      fontSize: {type: Int, default: 15}
                      theme: {type: enum, cases: {light: 1, dark: 2}}
                      topics: {type: enum, cases: [news, sport], multiple: true, default: [news]}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - choice: fontSize
                            titles: [Small, Medium, Large]
                            values: [12, 15, 18]
                          - choice: theme
                            titles: [Light, Dark]
                          - choice: theme
                            values: [dark, light]
                          - multiChoice: topics
                            titles: [News, Sport]
                          - value: fontSize
                            titles: [Small, Large]
                            values: [12, 18]
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
                      fontSize: {type: Int, default: 14, max: 30}
                      theme: {type: enum, cases: [light, dark, system]}
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - choice: fontSize
                            titles: [Small, Medium, Large]
                            values: [12, 14, ↓40]
                          - choice: theme
                            values: ↓[light, ↓drak, system]
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      fontSize: {type: Int, default: 14, max: 30}
                      theme: {type: enum, cases: [light, dark, system]}
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - choice: fontSize
                            titles: [Small, Medium, Large]
                            values: [12, 14, 30]
                          - choice: theme
                            values: [light, dark, system]
                """)
        ])

    func run(in context: CheckContext) {
        for binding in context.bindings {
            switch binding.item.control {
            case .choice(_, let options), .multiChoice(_, let options):
                // The app supplies a dynamic choice's options, and whether the default is
                // among them is the app's business; what is written beside is dynamic-options'.
                guard !options.isDynamic else { continue }
                check(options, of: binding, lookup: false, context: context)
            case .value(_, let table?):
                check(table, of: binding, lookup: true, context: context)
            default:
                continue
            }
        }
    }

    /// `lookup`: the titles and values are a read-only value's lookup table, which names the
    /// values it lists and shows another as it is: it need not list every case or the default.
    private func check(_ options: some TitledValues, of binding: Binding, lookup: Bool, context: CheckContext) {
        let field = binding.field
        let name = field.name.value
        let owner = lookup ? "value" : "choice"
        func declaration() -> Diagnostic.Note { context.declarationNote(for: field, in: binding.model) }
        func subject() -> String { "\(lookup ? "lookup table" : "choice") value for \(field.type.value.name) field '\(name)'" }
        let enumType = field.type.value.enumType

        guard let values = options.values else {
            // An enumeration's choice without values offers every case, titled in case order.
            if let enumType, let titles = options.titles, titles.value.count != enumType.cases.count {
                context.report(
                    "titles of the \(owner) for '\(name)': expected one title per case of '\(name)' (\(enumType.cases.count)), found \(titles.value.count)",
                    at: titles.range, notes: [declaration()])
            }
            return
        }

        var accepted: [Literal] = []
        for value in values.value {
            if let enumType {
                if let mismatch = FieldValues.caseMismatch(value, enumType, fieldName: name) {
                    context.report(mismatch.message(subject()), at: value.range, notes: [declaration()], fixIts: mismatch.fixIts)
                    continue
                }
            } else if let mismatch = FieldValues.typeMismatch(value, field.type.value, fieldName: name) {
                context.report(mismatch.message(subject()), at: value.range, notes: [declaration()], fixIts: mismatch.fixIts)
                continue
            } else if let (mismatch, note) = FieldValues.constraintMismatch(value, field) {
                context.report(mismatch.message(subject()), at: value.range, notes: [note, declaration()], fixIts: mismatch.fixIts)
                continue
            }
            if let first = accepted.first(where: { FieldValues.same($0.value, value.value) }) {
                let text = FieldValues.listed(value.value)
                context.report(
                    "\(subject()): expected each value once, found \(text) a second time", at: value.range,
                    notes: [.init("\(text) is first listed here", at: first.range)])
                continue
            }
            accepted.append(value)
        }

        if let titles = options.titles, titles.value.count != values.value.count {
            context.report(
                "titles of the \(owner) for '\(name)': expected one title per value (\(values.value.count)), found \(titles.value.count)",
                at: titles.range, notes: [.init("the values are listed here", at: values.range)])
        }

        if lookup {
            return
        } else if let enumType {
            let offered = Set(accepted.compactMap { literal -> String? in
                if case .string(let text) = literal.value { return text }
                return nil
            })
            let missing = enumType.cases.filter { !offered.contains($0.name) }
            if let firstMissing = missing.first {
                context.report(
                    "choice values for enum field '\(name)': expected every case (\(enumType.cases.map(\.name).joined(separator: ", "))), "
                        + "found no value for \(missing.map { "'\($0.name)'" }.joined(separator: ", "))",
                    at: values.range, notes: [.init("case '\(firstMissing.name)' is declared here", at: firstMissing.range)])
            }
        } else if case .value(let defaultValue)? = field.defaultValue,
            FieldValues.typeMismatch(defaultValue, field.type.value, fieldName: name) == nil,
            !accepted.isEmpty, !values.value.contains(where: { FieldValues.same($0.value, defaultValue.value) })
        {
            let text = FieldValues.listed(defaultValue.value)
            context.report(
                "choice values for \(field.type.value.name) field '\(name)': expected a list including the default \(text), "
                    + "found \(values.value.map { FieldValues.listed($0.value) }.joined(separator: ", "))",
                at: values.range, notes: [.init("'\(name)' defaults to \(text) here", at: defaultValue.range), declaration()])
        } else if field.defaultValue == nil, !field.isOptional, !field.isList, let zero = Self.startingValue(of: field.type.value),
            !accepted.isEmpty, !values.value.contains(where: { FieldValues.same($0.value, zero) })
        {
            // Without a declared default the field starts at its type's zero, which the
            // choice must offer as much as a declared default.
            let text = FieldValues.listed(zero)
            let example = accepted.first.map { literal -> String in
                if case .string(let text) = literal.value { return " (such as 'default: \(YAMLQuoting.scalar(text))')" }
                return " (such as 'default: \(FieldValues.listed(literal.value))')"
            } ?? ""
            context.report(
                "choice values for \(field.type.value.name) field '\(name)': expected a list including \(text), where '\(name)' starts "
                    + "as it declares no default, found \(values.value.map { FieldValues.listed($0.value) }.joined(separator: ", ")); "
                    + "declare a default among the values\(example)",
                at: values.range, notes: [declaration()])
        }
    }

    /// What a field without a declared default starts at (docs/spec-format.md): its type's
    /// zero. Nil for the types whose choices are judged otherwise.
    private static func startingValue(of type: FieldType) -> LiteralValue? {
        switch type {
        case .int, .float: .int(0)
        case .string: .string("")
        case .date: .string(SpecDate.zeroText)
        case .bool, .enumeration: nil
        }
    }
}
