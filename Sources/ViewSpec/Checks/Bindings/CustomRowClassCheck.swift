/// A row the app draws (`custom: {key: K, android: C}`) names the app's own Android
/// preference class, which the export writes as the row's element; so does a standard row
/// the app's subclass draws (`androidClass: C`).
struct CustomRowClassCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0292", name: "custom-row-class",
            summary: "A custom row's Android class ('android:') or a row's subclass ('androidClass:') is not a dotted Java class name, or is one of androidx.preference's or the framework's own."),
        rationale: """
            The Android export writes a row the app draws as an element named by the app's \
            preference class (`<org.example.ThemePreference android:key="theme"/>`), which \
            the preference inflater creates by that name. A name without a package is looked \
            up in androidx.preference, where the app's class is not, and a name that is no \
            Java class name (a space, a part starting with a digit, an empty part) names no \
            class: the screen fails to inflate when it opens. An element's name holds no `$`, \
            so a nested class (`Outer$Inner`) cannot be written either. A class of androidx.preference \
            or of the framework (`androidx.preference.ListPreference`) draws nothing of the \
            app's: the language has a control for each such preference it can show, whose \
            definition the spec checks and both exports write.

            A standard row (a toggle, a choice, a text field, a slider) that the app draws with \
            its own subclass of the androidx preference (`androidClass: \
            org.example.app.MaterialListPreference`) is written as an element of that class, \
            judged the same way; naming androidx's own class there says what the export writes \
            without it.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: Bool
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sound
                            androidClass: ↓SwitchPreference
                          - custom: {key: theme, android: ↓ThemePreference}
                          - custom: {key: font, android: ↓org.example.2Font}
                          - custom: {key: size, android: ↓androidx.preference.SeekBarPreference}
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
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sound
                            androidClass: org.example.app.SwitchPreference
                          - custom: {key: theme, android: org.example.app.ThemePreference}
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
                      size: {type: Int, default: 12}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - choice: size
                            values: [12, 15]
                            androidClass: ↓androidx.preference.ListPreference
                            title: Text size
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      size: {type: Int, default: 12}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - choice: size
                            values: [12, 15]
                            title: Text size
                """)
        ],
        howToFix: """
            Write the class with its package, as the app declares it \
            (`org.example.app.ThemePreference`), a top-level class (a nested one needs a \
            top-level subclass to be named in a resource); for a \
            preference of androidx.preference, write the control the spec language has for it \
            (`toggle:`, `choice:`, `textField:`, `slider:`) instead of a custom row, and leave \
            `androidClass` out of a standard row the app does not subclass.
            """)

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            for item in screen.items {
                if let subclass = item.androidClass { Self.judgeSubclass(subclass, of: item, in: context) }
                guard case .custom(let row) = item.control, let androidClass = row.androidClass else { continue }
                let name = androidClass.value
                if !CustomRow.isDottedClassName(name) {
                    context.report(
                        "expected a dotted Java class name as a custom row's Android class (a package and the class, such as org.example.app.ThemePreference), found '\(PrintableText.escaped(name))'"
                            + (name.contains("$") ? ": an element of an Android resource cannot name a nested class ('$')"
                                : name.contains(".") ? "" : ": without a package, Android looks the class up in androidx.preference"),
                        at: androidClass.range)
                } else if CustomRow.isLibraryClass(name) {
                    context.report(
                        "expected the app's own preference class for a row the app draws, found '\(PrintableText.escaped(name))', one of androidx.preference's or the framework's: write the control the spec language has for it",
                        at: androidClass.range)
                }
            }
        }
    }

    /// A standard row's `androidClass:`: the app's subclass of the class the export writes.
    private static func judgeSubclass(_ androidClass: Located<String>, of item: PreferenceItem, in context: CheckContext) {
        let name = androidClass.value
        if !CustomRow.isDottedClassName(name) {
            context.report(
                "expected a dotted Java class name as the row's Android class ('androidClass': a package and the app's subclass, such as org.example.app.MaterialListPreference), found '\(PrintableText.escaped(name))'"
                    + (name.contains("$") ? ": an element of an Android resource cannot name a nested class ('$')"
                        : name.contains(".") ? "" : ": without a package, Android looks the class up in androidx.preference"),
                at: androidClass.range)
        } else if CustomRow.isLibraryClass(name) {
            let removal = item.androidClassEntryRange
            context.report(
                "expected the app's own subclass as the row's Android class ('androidClass'), found '\(PrintableText.escaped(name))', one of androidx.preference's or the framework's: without 'androidClass' the export writes the standard class",
                at: androidClass.range,
                fixIts: removal.map { [.init("remove 'androidClass: \(PrintableText.escaped(name))'", replacing: $0, with: "")] } ?? [])
        }
    }
}
