/// A section's `id` is how the app finds it (to hide it, say): two sections of one screen
/// with the same id leave the app no way to tell them apart.
struct DuplicateSectionIDCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0272", name: "duplicate-section-id",
            summary: "Two sections of one preference screen have the same id."),
        rationale: """
            A section's id is the name the app and the exported files know it by: the app hides \
            or finds the section by it, and a Settings.bundle writes it as the group's Key. Two \
            sections of one screen with one id are one name for two things, and whichever the \
            app meant, it gets the other as well. Sections of different screens may share ids.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: Bool
                      debug: Bool
                preferences:
                  General:
                    model: Settings
                    sections:
                      - id: advanced
                        items:
                          - toggle: sound
                      - id: ↓advanced
                        items:
                          - toggle: debug
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
                      debug: Bool
                preferences:
                  General:
                    model: Settings
                    sections:
                      - id: sound
                        items:
                          - toggle: sound
                      - id: debugging
                        visibleWhen: {sound: true}
                        items:
                          - toggle: debug
                """)
        ],
        howToFix: "Give each section of the screen its own id, or leave out the id of a section the app need not find.")

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            var first: [String: SourceSpan] = [:]
            for section in screen.sections {
                guard let id = section.id else { continue }
                if let earlier = first[id.value] {
                    context.report(
                        "expected each section of preference screen '\(screen.name.value)' to have its own id, found '\(id.value)' again",
                        at: id.range, notes: [Diagnostic.Note("'\(id.value)' is the id of this section first", at: earlier)])
                } else {
                    first[id.value] = id.range
                }
            }
        }
    }
}
