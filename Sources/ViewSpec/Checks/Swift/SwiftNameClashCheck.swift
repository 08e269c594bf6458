/// Two spec names never give the same Swift name in one scope.
struct SwiftNameClashCheck: Check {
    static let scope = CheckScope.project
    static let readsSliceFacts = true
    static let sharedDerivation: SharedDerivation? = .swiftNamePlan
    static let guardedOutputs: Set<GeneratedOutput> = [.swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0301", name: "swift-name-clash",
            summary: "Two different spec names become the same Swift name in one scope: two fields, cases, layers or views of one declaration, two actions of a screen, two hooks of a table, or two types of the module."),
        rationale: """
            Spec names are joined into Swift names (`dark-mode`, `dark_mode` and `darkMode` all \
            give `darkMode`), and screens, tables and hierarchies get a suffix (`Members` gives \
            `MembersTable`, as does `MembersTable`). Two declarations of one name in one Swift \
            scope would not compile, and renaming one of them silently would make the generated \
            API depend on declaration order, so the later one is refused, with a note at the \
            first. Names the generated code declares itself never clash with spec names: a spec \
            name that would take one of them gets a trailing `_` instead (docs/swift.md).
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Display:
                    kind: preferences
                    fields:
                      darkMode: Bool
                      ↓dark_mode: Bool
                tables:
                  Members: {strings: [Ann, Bo]}
                  ↓MembersTable: {strings: [Cy]}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Item:
                    kind: preferences
                    fields:
                      store: Bool
                      mode: {type: enum, cases: [allCases, some]}
                preferences:
                  Items:
                    model: Item
                    sections:
                      - items: [{toggle: store}, {choice: mode}]
                tables:
                  Members: {strings: [Ann, Bo]}
                  OldMembers: {strings: [Cy]}
                """)
        ])

    func run(in context: CheckContext) {
        context.reportSwiftNameProblems(.clash)
    }
}
