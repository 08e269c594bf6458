/// `stored: false` leaves a field out of a preference store: its keys are written one by
/// one, so one can be left out. A record is saved whole, so a record field cannot be.
struct StoredOutsidePreferencesCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0286", name: "stored-outside-preferences",
            summary: "A field of a record or keyed model says 'stored: false', which only a preferences model's fields can be."),
        rationale: """
            A preferences model is kept in a preference store (UserDefaults, Android's shared \
            preferences) one key per field, so a field whose value comes from elsewhere (the \
            keychain, the system) can be shown and edited without ever being written there: the \
            store and its registered defaults leave it out. Records are saved and loaded whole, \
            with every field of the model, so there `stored: false` could only be ignored, \
            and a reader of the spec would believe a value is kept out of the file that is not.
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
                preferences:
                  Security:
                    model: Security
                    sections:
                      - items:
                          - toggle: biometricUnlock
                          - toggle: lockOnExit
                """)
        ],
        howToFix: """
            Leave out `stored: false` and keep the field in the record, or move the field to a \
            preferences model when its value is a setting that comes from elsewhere.
            """)

    func run(in context: CheckContext) {
        for model in context.declarations.models where model.kind.value != .preferences {
            for field in model.fields {
                guard let stored = field.stored, !stored.value else { continue }
                context.report(
                    "expected 'stored: false' on a field of a preferences model only, found it on field '\(field.name.value)' of \(model.kind.value.rawValue) model '\(model.name.value)', which is saved whole",
                    at: stored.range, notes: [context.declarationNote(for: field, in: model)])
            }
        }
    }
}
