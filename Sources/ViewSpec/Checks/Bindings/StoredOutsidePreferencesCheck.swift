/// `stored: false` leaves a field out of a preference store, `key:` names the key a field
/// is stored under, and `list: true` stores an array under it: a preference store's keys
/// are written one by one, so one can be left out, named or hold a list. A record is saved
/// whole, so a record field can be none of these.
struct StoredOutsidePreferencesCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0286", name: "stored-outside-preferences",
            summary: "A field of a record or keyed model says 'stored: false', 'key:' or 'list: true', which only a preferences model's fields can say."),
        rationale: """
            A preferences model is kept in a preference store (UserDefaults, Android's shared \
            preferences) one key per field, so a field whose value comes from elsewhere (the \
            keychain, the system) can be shown and edited without ever being written there: the \
            store and its registered defaults leave it out. Records are saved and loaded whole, \
            with every field of the model, so there `stored: false` could only be ignored, \
            and a reader of the spec would believe a value is kept out of the file that is not. \
            Likewise a preferences field can be stored under a key that is not its name \
            (`key:`, an app's existing key), while a record's fields are written under their \
            names; on a keyed model's field, `key:` would also read as the model's own `key`, \
            its unique key field. A preferences field can also hold a list (`list: true`): the \
            store keeps an array under its key, and a list section shows one row per element; \
            a record's fields are the columns of a table, one value each, and a table has no \
            row that shows or edits a list.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Contact:
                    kind: record
                    fields:
                      name: String
                      online: {type: Bool, stored: ↓false}
                      nickname: {type: String, key: ↓"nick name"}
                      tags: {type: String, list: ↓true}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Security:
                    kind: preferences
                    fields:
                      biometricUnlock: {type: Bool, stored: false}
                      lockOnExit: Bool
                      trustedHosts: {type: String, list: true}
                preferences:
                  Security:
                    model: Security
                    sections:
                      - items:
                          - toggle: biometricUnlock
                          - toggle: lockOnExit
                      - list:
                          field: trustedHosts
                          row: {textField: trustedHosts}
                """)
        ],
        howToFix: """
            Leave out `stored: false`, `key:` or `list: true` and keep the field in the record, \
            or move the field to a preferences model when its value is a setting that comes \
            from elsewhere, is stored under a key of its own or holds a list.
            """)

    func run(in context: CheckContext) {
        for model in context.declarations.models where model.kind.value != .preferences {
            for field in model.fields {
                if let stored = field.stored, !stored.value {
                    context.report(
                        "expected 'stored: false' on a field of a preferences model only, found it on field '\(field.name.value)' of \(model.kind.value.rawValue) model '\(model.name.value)', which is saved whole",
                        at: stored.range, notes: [context.declarationNote(for: field, in: model)])
                }
                if let list = field.list, list.value {
                    context.report(
                        "expected 'list: true' on a field of a preferences model only, found it on field '\(field.name.value)' of \(model.kind.value.rawValue) model '\(model.name.value)', whose fields hold one value each",
                        at: list.range, notes: [context.declarationNote(for: field, in: model)])
                }
                guard let key = field.key else { continue }
                context.report(
                    "expected 'key:' on a field of a preferences model only, found it on field '\(field.name.value)' of \(model.kind.value.rawValue) model '\(model.name.value)', whose fields are saved under their names",
                    at: key.text.range, notes: [context.declarationNote(for: field, in: model)])
            }
        }
    }
}
