/// A subtitle by value (`subtitle: {true: On, false: Off}`) is picked by the bound field's
/// value: each listed value must be one the field can hold, once.
struct SubtitleValuesCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout, .swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0273", name: "subtitle-values",
            summary: "A subtitle by value lists a value its field cannot hold, lists one twice, leaves no value to its text for other values, or is on an item that binds no field or binds a set of cases."),
        rationale: """
            A subtitle by value is shown while the item's field holds the value it is listed \
            under, so the values are checked like a choice's: a value of another type or a \
            misspelt case never matches, and its text is never shown. A button, a link or a \
            child pane binds no field whose value could pick a text, and a multiple choice holds \
            a set of cases, not one value; a value listed twice would leave one of its texts \
            unused. The text under `_` is shown for every value not listed, so beside every \
            value of a Bool or an enumeration (one that is not optional, and so always holds \
            one of them) it is never shown.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: Bool
                      theme: {type: enum, cases: [light, dark]}
                      topics: {type: enum, cases: [news, sport], multiple: true}
                      roaming: Bool
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sound
                            subtitle: {↓yes: Plays, false: Silent}
                          - toggle: roaming
                            subtitle: {true: Abroad too, false: At home, _: ↓Never shown}
                          - choice: theme
                            subtitle: {light: Bright, ↓drak: Dim}
                          - multiChoice: topics
                            subtitle: ↓{news: Daily}
                          - button: reset
                            subtitle: ↓{true: Again}
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
                      theme: {type: enum, cases: [light, dark]}
                      size: {type: Int, default: 12}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sound
                            subtitle: {true: Plays, false: Silent}
                          - choice: theme
                            subtitle: {dark: Easier on the eyes at night, _: Bright}
                          - choice: size
                            values: [12, 15]
                            subtitle: {12: Small, 15: {localized: size.large, default: Large}}
                          - button: reset
                            subtitle: Sets everything back.
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
                      theme: {type: enum, cases: [light, dark]}
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - toggle: sound
                            subtitle: {↓yes: Plays, ↓no: Silent}
                          - choice: theme
                            subtitle: {light: Bright, ↓drak: Dim}
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: Bool
                      theme: {type: enum, cases: [light, dark]}
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - toggle: sound
                            subtitle: {true: Plays, false: Silent}
                          - choice: theme
                            subtitle: {light: Bright, dark: Dim}
                """)
        ])

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            guard let model = context.model(of: screen) else { continue }
            for index in screen.items.indices {
                guard case .byValue(let entries, let otherwise, let range)? = screen.items[index].subtitle else { continue }
                let item = screen.items[index]
                guard let reference = item.field else {
                    context.report(
                        "expected a text as the subtitle of a \(item.control.kindName), which binds no field, found a mapping by value; write one text",
                        at: range)
                    continue
                }
                guard let field = model.field(named: reference.value) else { continue }
                check(entries, otherwise: otherwise, range: range, field: field, model: model, context: context)
            }
        }
    }

    private func check(_ entries: [Subtitle.ValueText], otherwise: Located<Text>?, range: SourceSpan, field: Field, model: Model, context: CheckContext) {
        let name = field.name.value
        let type = field.type.value
        func declaration() -> Diagnostic.Note { context.declarationNote(for: field, in: model) }
        if type.enumType?.multiple == true {
            context.report(
                "a subtitle by value needs a field that holds one value, found \(type.name) field '\(name)', which holds a set of cases; write one text",
                at: range, notes: [declaration()])
            return
        }
        var seen: [(value: LiteralValue, range: SourceSpan)] = []
        for entry in entries {
            let subject = "subtitle value for \(type.name) field '\(name)'"
            if let mismatch = FieldValues.typeMismatch(entry.value, type, fieldName: name) {
                context.report(mismatch.message(subject), at: entry.value.range, notes: [declaration()], fixIts: mismatch.fixIts)
                continue
            }
            if let earlier = seen.first(where: { FieldValues.same($0.value, entry.value.value) }) {
                context.report(
                    "\(subject): expected each value once, found \(FieldValues.describe(entry.value.value)) again; its first text is shown",
                    at: entry.value.range, notes: [Diagnostic.Note("listed first here", at: earlier.range)])
                continue
            }
            seen.append((entry.value.value, entry.value.range))
        }
        // A field that holds one of a few values, each listed, never shows the text for the others.
        if let otherwise, !field.isOptional, let every = Self.everyValue(of: type), every.allSatisfy({ value in seen.contains { FieldValues.same($0.value, value) } }) {
            context.report(
                "subtitle for every other value of \(type.name) field '\(name)': expected a value the list leaves out, found every value listed; its text is never shown",
                at: otherwise.range, notes: [declaration()])
        }
    }

    /// Every value a Bool or an enumeration holds; nil for a type of many values.
    private static func everyValue(of type: FieldType) -> [LiteralValue]? {
        if type == .bool { return [.bool(true), .bool(false)] }
        return type.enumType.map { enumType in enumType.cases.map { .string($0.name) } }
    }
}
