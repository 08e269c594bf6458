/// Every name the generated Swift code takes from the specs can be made a Swift identifier.
struct SwiftInvalidNameCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0300", name: "swift-invalid-name",
            summary: "A name that generated Swift code uses cannot be made a Swift identifier: it holds a character Swift does not allow in names, or no letter or digit at all."),
        rationale: """
            Generated code names its types, properties, cases and methods after the spec, in \
            Swift's style: the words of a name (separated by `-` `_` `.` `/` `:` `+`) are joined \
            in lowerCamelCase or UpperCamelCase, a leading digit gets a `_`, and keywords are \
            escaped. A character Swift does not accept in names (punctuation such as `!` or `$`, \
            invisible format characters such as bidirectional overrides) cannot be made valid \
            without guessing, so the name is refused rather than silently changed. Lint reports \
            it too, so a project that lints clean also generates; a project that never generates \
            Swift may disable the check.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Display:
                    kind: preferences
                    fields:
                      ↓dark!mode: Bool
                      quality: {type: enum, cases: [low, ↓"hd$"]}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Display:
                    kind: preferences
                    fields:
                      dark_mode: Bool
                      3d-effects: Bool
                      名前: {type: String, optional: true}
                      quality: {type: enum, cases: [low, 720p, 1080p]}
                """)
        ])

    func run(in context: CheckContext) {
        context.reportSwiftNameProblems(.invalidName)
    }
}
