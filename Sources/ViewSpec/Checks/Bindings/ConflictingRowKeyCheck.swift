/// A row's `key:` (a child pane's, a button's, a link's) or a custom row's key is what
/// the app tells the row apart by; within a screen it names one row, and a child pane exports it as the same
/// `Key` a shown value (`value:`) is read from.
struct ConflictingRowKeyCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0289", name: "conflicting-row-key",
            summary: "A row's 'key:' or a custom row's key is another row's of its screen, stands beside a child pane's 'value:', or is a field's stored key."),
        rationale: """
            A child pane's, button's or link's `key:` is what the app tells the row apart \
            by: which of several accounts the one screen they open edits, or which rows to hide; \
            a row the app draws (`custom: K`) is found by its key, for the app to draw it. \
            It is exported as the row's Key (`android:key` on Android). Two rows of one screen \
            with one key are one name for two rows, and the app gets whichever it did not mean. \
            A child pane's Key is also where InAppSettingsKit reads the value it shows beside \
            the title: with `value:` the Key is already that field's stored key, and a key that \
            a field of the screen's model is stored under shows that field's value, which \
            `value:` says plainly. The rows of a list section are left alone: their keys name \
            entries of each element of the list, not rows of the screen, so an element's row \
            and the row that adds one may name the same entry, and another row of the screen \
            the same key.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      name: String
                      sync: Bool
                preferences:
                  Root:
                    model: Settings
                    sections:
                      - items:
                          - {childPane: Account, title: Account 1, key: menu_account_1}
                          - {childPane: Account, title: Account 2, key: ↓menu_account_1}
                          - {childPane: Account, value: name, key: ↓account_name}
                          - {childPane: Account, title: Sync, key: ↓sync}
                          - custom: themePicker
                          - custom: ↓themePicker
                  Account:
                    model: Settings
                    sections:
                      - items:
                          - textField: name
                          - toggle: sync
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      name: String
                preferences:
                  Root:
                    model: Settings
                    sections:
                      - items:
                          - {childPane: Account, title: Account 1, key: menu_account_1}
                          - {childPane: Account, title: Account 2, key: menu_account_2}
                          - {childPane: Account, value: name}
                      - title: DNA
                        list:
                          key: dna
                          row: {childPane: Gene, key: gene}
                          add: {childPane: Gene, title: Add Gene, key: gene}
                  Account:
                    model: Settings
                    sections:
                      - items:
                          - textField: name
                  Gene:
                    model: Settings
                    sections:
                      - items:
                          - textField: name
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
                      name: String
                preferences:
                  Root:
                    model: Settings
                    sections:
                      - items:
                          - {childPane: Account, value: name, key: ↓account_name}
                  Account:
                    model: Settings
                    sections:
                      - items:
                          - textField: name
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      name: String
                preferences:
                  Root:
                    model: Settings
                    sections:
                      - items:
                          - {childPane: Account, value: name}
                  Account:
                    model: Settings
                    sections:
                      - items:
                          - textField: name
                """)
        ],
        howToFix: """
            Give each row of the screen its own key; beside `value:` leave the key out (the row \
            is exported under the field's key); for a field's key, write `value: <field>` if \
            the row is to show it, else choose another key.
            """)

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            var first: [String: SourceSpan] = [:]
            var storedKeys: [String: String]?
            for item in screen.items {
                // A list section's rows' keys are entries of one element of the list (the dna
                // list's row and adding row both name `gene`), not the screen's rows' keys.
                if screen.isListRow(item) { continue }
                // A row the app draws is found by its key, which is its control's target.
                if case .custom(let row) = item.control {
                    // Only a list's row goes without a key, and list rows are not the screen's.
                    guard let key = row.key else { continue }
                    if let earlier = first[key.value] {
                        context.report(
                            "expected each row of preference screen '\(screen.name.value)' to have its own key, found '\(PrintableText.escaped(key.value))' again",
                            at: key.range, notes: [Diagnostic.Note("'\(PrintableText.escaped(key.value))' is this row's key first", at: earlier)])
                    } else {
                        first[key.value] = key.range
                    }
                    continue
                }
                guard let key = item.actionKey else { continue }
                if case .childPane(_, let shown?) = item.control {
                    context.report(
                        "expected 'value: \(shown.value)' or 'key:' on a child pane, found both: the row's Key is the stored key of field '\(shown.value)'",
                        at: key.text.range,
                        fixIts: [.init("remove 'key: \(PrintableText.escaped(key.text.value))'", replacing: key.entryRange, with: "")])
                    continue
                }
                if let earlier = first[key.text.value] {
                    context.report(
                        "expected each row of preference screen '\(screen.name.value)' to have its own key, found '\(PrintableText.escaped(key.text.value))' again",
                        at: key.text.range, notes: [Diagnostic.Note("'\(PrintableText.escaped(key.text.value))' is this row's key first", at: earlier)])
                    continue
                }
                first[key.text.value] = key.text.range
                guard case .childPane = item.control else { continue }
                if storedKeys == nil { storedKeys = Self.storedKeys(of: screen, in: context) }
                if let field = storedKeys?[key.text.value] {
                    context.report(
                        "expected a child pane's key no field is stored under, found '\(PrintableText.escaped(key.text.value))', the stored key of field '\(field)': InAppSettingsKit shows that field's value beside the row; write 'value: \(field)' to show it",
                        at: key.text.range)
                }
            }
        }
    }

    /// The screen's model's fields by the key each is stored under.
    private static func storedKeys(of screen: PreferenceScreen, in context: CheckContext) -> [String: String] {
        guard let model = context.project.model(named: screen.model.value) else { return [:] }
        var keys: [String: String] = [:]
        for field in model.fields where keys[field.storedKey] == nil { keys[field.storedKey] = field.name.value }
        return keys
    }
}
