/// `key:` says where a field's value is stored, or what a button is told apart by, when that
/// is not its name; a key equal to the name says nothing.
struct RedundantStoredKeyCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0277", name: "redundant-stored-key",
            summary: "A field's, button's or intent link's 'key:' is its own name (an intent's action, else its class), under which the field is stored, or the row told apart, anyway.",
            defaultSeverity: .warning),
        rationale: """
            A preferences field is stored under its name unless `key:` gives another key (an \
            app's existing key that is no name, say). A key equal to the name changes nothing, \
            and a reader looks for a difference that is not there; renaming the field later \
            would also keep the old name as its key, which may or may not be meant. The same \
            holds for a button's `key:`, which an exported button is told apart by in place of \
            its action's name, and for the `key:` of a link to an Android intent, which stands \
            for the intent's action (else its class).
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: {type: Bool, key: ↓sound}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: {type: Bool, key: sound_enabled}
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
                      sound: {type: Bool, key: ↓sound}
                      volume:
                        type: Float
                        key: ↓volume
                        default: 0.5
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: {type: Bool}
                      volume:
                        type: Float
                        default: 0.5
                """)
        ],
        howToFix: "Remove the `key:`; keep it only while it differs from the field's or action's name.")

    func run(in context: CheckContext) {
        for model in context.declarations.models where model.kind.value == .preferences {
            for field in model.fields {
                guard let key = field.key, key.text.value == field.name.value else { continue }
                context.report(
                    "field '\(field.name.value)' is stored under its name without 'key:'; expected a key other than the name, found '\(PrintableText.escaped(key.text.value))'",
                    at: key.text.range,
                    fixIts: [Self.removal(of: key)])
            }
        }
        for screen in context.declarations.preferenceScreens {
            // Few items have a key: the others' controls are not read (copying one retains what it holds).
            for item in screen.items {
                guard let key = item.actionKey else { continue }
                switch item.control {
                case .intent(let intent) where key.text.value == intent.defaultKey:
                    context.report(
                        "the link to an intent is told apart by the intent's \(intent.action != nil ? "action" : "class") without 'key:'; expected a key other than '\(PrintableText.escaped(intent.defaultKey))', found the same",
                        at: key.text.range,
                        fixIts: [Self.removal(of: key)])
                case .button(let action) where key.text.value == action.value:
                    context.report(
                        "button '\(action.value)' is told apart by its action's name without 'key:'; expected a key other than the name, found '\(PrintableText.escaped(key.text.value))'",
                        at: key.text.range,
                        fixIts: [Self.removal(of: key)])
                default:
                    continue
                }
            }
        }
    }

    /// Removes the whole `key` entry, with what separates it from its neighbours.
    private static func removal(of key: StoredKey) -> Diagnostic.FixIt {
        .init("remove 'key: \(PrintableText.escaped(key.text.value))'", replacing: key.entryRange, with: "")
    }
}
