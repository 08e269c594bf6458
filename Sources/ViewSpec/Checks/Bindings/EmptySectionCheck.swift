/// A section of a preference screen shows items; one without any is left over.
struct EmptySectionCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0220", name: "empty-section",
            summary: "A preference screen has no sections, or one of its sections has neither items nor a footer.",
            defaultSeverity: .warning),
        rationale: """
            A settings screen is built from its spec alone: a section without items or a footer \
            would show a lone title, or a gap, with nothing to set or read. It is most often what \
            is left after its items were moved or deleted. A section with a footer and no items is \
            static text (a licence, an explanation) and is not reported, and neither is a note \
            (`note:` in place of `title:`), a header shown between sections on purpose; the \
            fix-it makes a section that is only its title such a note. A section with an item or a key that could not \
            be read is not judged: that error is reported, and the section may not be empty once \
            it is fixed. A screen without any section (`sections: []`) would open blank, and is \
            reported the same way.
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
                      - ↓title: Sound
                      - ↓items: []
                      - items:
                          - toggle: sound
                  Advanced:
                    model: Settings
                    sections: ↓[]
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
                      - title: Licence
                        footer: Distributed under the MIT licence.
                      - note: Changes take effect after a restart.
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
                      - items:
                          - toggle: sound
                      - ↓title: Changes take effect after a restart.
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
                      - items:
                          - toggle: sound
                      - note: Changes take effect after a restart.
                """)
        ])

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            if screen.sections.isEmpty, !screen.isPartlyUnread, let sectionsRange = screen.sectionsRange {
                context.report(
                    "preference screen '\(screen.name.value)' is empty: expected at least one section with an item, found no sections",
                    at: sectionsRange)
            }
            // A section whose items could not all be read has its own errors, not this warning.
            // A section with a footer and no items is static text.
            // A note is a header with no rows by design (note-section judges it).
            for (index, section) in screen.sections.enumerated()
            where section.items.isEmpty && section.footer == nil && !section.isPartlyUnread && !section.isNote && section.list == nil {
                let name = section.title.map { "section '\(Self.text($0.value))'" } ?? "section \(index + 1)"
                guard let titleKey = section.titleKey else {
                    context.report(
                        "\(name) of preference screen '\(screen.name.value)' is empty: expected at least one item, or a footer to show as text, found neither",
                        at: section.range.atStart)
                    continue
                }
                context.report(
                    "\(name) of preference screen '\(screen.name.value)' is empty: expected at least one item, or a footer to show as text, "
                        + "found neither; a title meant to stand alone between sections is written as 'note'",
                    at: section.range.atStart, fixIts: [.init("replace 'title' with 'note'", replacing: titleKey, with: "note")])
            }
        }
    }

    private static func text(_ text: Text) -> String {
        switch text {
        case .literal(let text): text
        case .localized(let key, let fallback): fallback ?? key
        }
    }
}
