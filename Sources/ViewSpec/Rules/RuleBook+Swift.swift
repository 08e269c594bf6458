extension RuleBook {
    /// Reported only by `viewspecc build --swift`; their examples are tested by running the
    /// Swift emitter on them.
    static let swift: [RuleDescription] = [
        RuleDescription(
            id: .swiftInvalidName, stage: .swift,
            rationale: """
                Generated code names its types, properties and cases after the spec. Keywords are \
                escaped and the word separators `-` `.` `/` `:` `+` are dropped with the next letter \
                upper-cased, but a name that then starts with a digit, or holds a character Swift \
                does not allow in names, cannot be made valid without guessing, so it is refused \
                rather than silently renamed.
                """,
            triggeringExamples: [RuleExample(files: [
                "settings.yaml": "viewspec: 1\nmodels:\n  Display:\n    kind: preferences\n    fields:\n      ↓3d: Bool\n",
            ])],
            nonTriggeringExamples: [RuleExample(files: [
                "settings.yaml": "viewspec: 1\nmodels:\n  Display:\n    kind: preferences\n    fields:\n      threeD: Bool\n",
            ])]),
        RuleDescription(
            id: .swiftNameClash, stage: .swift,
            rationale: """
                Two spec names that become one Swift name would give two declarations of the same \
                name, and a name that hides a type or member the generated code uses would make it \
                refer to the wrong thing; either way the code would not compile, so the spec is \
                refused first, with a note at the earlier name.
                """,
            triggeringExamples: [RuleExample(files: [
                "settings.yaml": "viewspec: 1\nmodels:\n  Display:\n    kind: preferences\n    fields:\n      darkMode: Bool\n      ↓dark-mode: Bool\n",
            ])],
            nonTriggeringExamples: [RuleExample(files: [
                "settings.yaml": "viewspec: 1\nmodels:\n  Display:\n    kind: preferences\n    fields:\n      darkMode: Bool\n      dimmed: Bool\n",
            ])]),
        RuleDescription(
            id: .swiftFileClash, stage: .swift,
            rationale: """
                Each spec file gives one Swift file named after it, so that a build plugin can \
                declare its outputs before the specs are read. Two spec files whose names differ \
                only in folder, extension or case would write the same file.
                """,
            triggeringExamples: [RuleExample(files: [
                "a/menu.yaml": "viewspec: 1\n",
                "b/Menu.yml": "viewspec: ↓1\n",
            ])],
            nonTriggeringExamples: [RuleExample(files: [
                "a/menu.yaml": "viewspec: 1\n",
                "b/side-menu.yml": "viewspec: 1\n",
            ])]),
    ]
}
