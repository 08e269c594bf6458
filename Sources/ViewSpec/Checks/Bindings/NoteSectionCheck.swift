/// A note (`note:` in place of `title:`) is a section that shows its text and no rows.
struct NoteSectionCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0293", name: "note-section",
            summary: "A section written as a note also has a title, rows or a list."),
        rationale: """
            'note:' takes the place of a section's title, for a section that has no rows by \
            design: text shown between sections, as a header with nothing under it (a Settings \
            app group with only a title, an Android category without preferences). A section \
            with rows has a title over them instead, and one with both 'title' and 'note' says \
            its header twice, so which text shows would depend on the reader. The fix-it makes \
            the note of a section with rows its title.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - ↓note: Sound
                        items:
                          - toggle: sound
                      - title: Restart
                        ↓note: Changes take effect after a restart.
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - title: Sound
                        items:
                          - toggle: sound
                      - note: Changes take effect after a restart.
                      - note: Licence
                        footer: Distributed under the MIT licence.
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - ↓note: Sound
                        items:
                          - toggle: sound
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - title: Sound
                        items:
                          - toggle: sound
                """),
            RuleCorrection(
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {tags: {type: String, list: true}}
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - ↓note: Tags
                        list: {field: tags, row: {textField: tags}}
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {tags: {type: String, list: true}}
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - title: Tags
                        list: {field: tags, row: {textField: tags}}
                """),
        ],
        howToFix: """
            Give a section with rows a 'title', and keep 'note' for a section that is only its \
            text; write a section's header once.
            """)

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            for section in screen.sections {
                guard let noteKey = section.noteKey else { continue }
                if section.titleKey != nil {
                    context.report(
                        "expected the section's header once, as 'title' or as 'note', found both: a note is a section's only text, in place of its title",
                        at: noteKey)
                } else if !section.items.isEmpty {
                    let count = section.items.count
                    context.report(
                        "expected a note to stand alone, found \(count) item\(count == 1 ? "" : "s") under it: a section with rows has a title over them",
                        at: noteKey, fixIts: [.init("replace 'note' with 'title'", replacing: noteKey, with: "title")])
                } else if section.list != nil {
                    context.report(
                        "expected a note to stand alone, found a list under it: a list section has a title over its rows",
                        at: noteKey, fixIts: [.init("replace 'note' with 'title'", replacing: noteKey, with: "title")])
                }
            }
        }
    }
}
