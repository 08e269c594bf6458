/// A child pane's `placeholder:` stands beside the `value:` it stands in for, and that
/// field can hold no value: else the text is never shown.
struct ChildPanePlaceholderCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0298", name: "child-pane-placeholder",
            summary: "A child pane's placeholder stands without the 'value' it is shown in place of, or the field always holds a value, so it is never shown.",
            defaultSeverity: .warning),
        rationale: """
            A child pane's row may show a field's value beside its title (`value: fruit`, \
            the choice made on the screen it opens), and `placeholder:` the text shown there \
            while the field holds no value ("None chosen"). Without `value` the row shows no \
            value for the text to stand in for. A field holds no value only when it is \
            optional and declares no default: the registered defaults give a field with a \
            default its value, and a field that is not optional starts at its type's zero \
            value, so the text would never be shown.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      fruit: {type: String, optional: true}
                      colour: {type: String, default: Red}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - {childPane: Fruits, title: Fruit, placeholder: ↓None chosen}
                          - {childPane: Fruits, title: Colour, value: colour, placeholder: ↓No colour}
                  Fruits:
                    model: Settings
                    sections:
                      - items:
                          - {choice: fruit, values: [Banana, Kiwi]}
                          - {choice: colour, values: [Red, Green]}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      fruit: {type: String, optional: true}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - {childPane: Fruits, title: Fruit, value: fruit, placeholder: None chosen}
                  Fruits:
                    model: Settings
                    sections:
                      - items:
                          - {choice: fruit, values: [Banana, Kiwi]}
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
                      colour: {type: String, default: Red}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - {childPane: Colours, title: Colour, value: colour, placeholder: ↓No colour}
                  Colours:
                    model: Settings
                    sections:
                      - items:
                          - {choice: colour, values: [Red, Green]}
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      colour: {type: String, default: Red}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - {childPane: Colours, title: Colour, value: colour}
                  Colours:
                    model: Settings
                    sections:
                      - items:
                          - {choice: colour, values: [Red, Green]}
                """)
        ],
        howToFix: """
            Write `value: <field>` beside the placeholder, naming the field whose value the \
            row shows; or remove the placeholder, or make the field optional without a \
            default if it may hold no value.
            """)

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            for item in screen.items {
                guard let placeholder = item.valuePlaceholder, case .childPane(_, let shown) = item.control else { continue }
                let removal = Diagnostic.FixIt("remove the placeholder", replacing: item.valuePlaceholderEntryRange ?? placeholder.range, with: "")
                guard let shown else {
                    context.report(
                        "expected 'value: <field>' beside a child pane's placeholder, found none: the placeholder is shown in place of that field's value while it holds none",
                        at: placeholder.range, fixIts: [removal])
                    continue
                }
                // An unknown field is unknown-reference's to report.
                guard let model = context.model(of: screen), let field = context.field(shown, in: model) else { continue }
                let why: String
                if field.defaultValue != nil {
                    why = "it declares a default, which the registered defaults give it"
                } else if !field.isOptional {
                    why = "it is not optional, so it starts at its type's zero value"
                } else {
                    continue
                }
                context.report(
                    "expected field '\(field.name.value)' to be able to hold no value, as the placeholder is shown only then, found that it always holds one: \(why)",
                    at: placeholder.range, notes: [context.declarationNote(for: field, in: model)], fixIts: [removal])
            }
        }
    }
}
