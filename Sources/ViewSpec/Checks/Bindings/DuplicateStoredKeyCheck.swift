/// A preferences model is kept one key per field: two fields stored under one key would
/// overwrite each other's values.
struct DuplicateStoredKeyCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0276", name: "duplicate-stored-key",
            summary: "Two fields of one preferences model are stored under the same key, written with 'key:' or taken from a field's name."),
        rationale: """
            A preferences model is kept in a preference store (UserDefaults, a Settings.bundle, \
            Android's shared preferences) one key per field: under the field's name, or under the \
            key its `key:` gives. Two fields stored under one key would each overwrite the \
            other's value, and an exported Settings.bundle or preference screen would show one \
            stored value in two rows of different meaning. The error is at the later field, with \
            a note at the earlier one.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Display:
                    kind: preferences
                    fields:
                      autoFit: {type: Bool, key: "text_autofit disabled"}
                      shrinkText: {type: Bool, key: ↓"text_autofit disabled"}
                      darkMode: Bool
                      nightMode: {type: Bool, key: ↓darkMode}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Display:
                    kind: preferences
                    fields:
                      autoFit: {type: Bool, key: "text_autofit disabled"}
                      darkMode: {type: Bool, key: dark-mode}
                      nightMode: Bool
                preferences:
                  Display:
                    model: Display
                    sections:
                      - items:
                          - toggle: autoFit
                          - toggle: darkMode
                          - toggle: nightMode
                """)
        ],
        howToFix: """
            Give each field the key its value is really stored under; when two fields are one \
            stored value, keep one field and bind every control to it.
            """)

    func run(in context: CheckContext) {
        for model in context.declarations.models where model.kind.value == .preferences {
            // A field without `key:` is stored under its name, which no other field of the
            // model has: two fields share a key only when one of them names its key.
            guard model.fields.contains(where: { $0.key != nil }) else { continue }
            var firstByKey: [String: Field] = [:]
            for field in model.fields {
                // A field declared twice is duplicate-declaration's.
                guard model.field(named: field.name.value) === field else { continue }
                let key = field.storedKey
                guard let earlier = firstByKey[key] else {
                    firstByKey[key] = field
                    continue
                }
                context.report(
                    "field '\(field.name.value)' is stored under key '\(PrintableText.escaped(key))', which field '\(earlier.name.value)' of model '\(model.name.value)' is stored under too: expected one field per stored key",
                    at: field.key?.text.range ?? field.name.range,
                    notes: [.init(Self.storedUnder(earlier), at: earlier.key?.text.range ?? earlier.name.range)])
            }
        }
    }

    private static func storedUnder(_ field: Field) -> String {
        field.key == nil
            ? "'\(field.name.value)' is stored under its name here"
            : "'\(field.name.value)' is stored under key '\(PrintableText.escaped(field.storedKey))' here"
    }
}
