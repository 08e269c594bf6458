extension RuleBook {
    /// Their examples are `viewspec.yml` files, next to a `specs/` folder that exists.
    static let configuration: [RuleDescription] = [
        RuleDescription(
            id: .invalidViewport, stage: .configuration,
            rationale: "`viewport` is the screen size layouts are computed for: two positive numbers of points written `<width>x<height>`.",
            triggeringExamples: [RuleExample(files: ["viewspec.yml": "viewport: ↓390 by 844"])],
            nonTriggeringExamples: [RuleExample(files: ["viewspec.yml": "viewport: 390x844"])]),
        RuleDescription(
            id: .unknownRule, stage: .configuration,
            rationale: """
                `rules.enable` and `rules.disable` name checks by code or name. A name that is no \
                check is an error, not ignored, since a misspelt `disable` would otherwise leave the \
                rule on; the message suggests the closest rule.
                """,
            triggeringExamples: [RuleExample(files: ["viewspec.yml": "rules:\n  disable: [↓unreachable-scren]"])],
            corrections: [
                RuleCorrection(
                    files: ["viewspec.yml": "rules:\n  enable: [↓table-minimum-sise]\n  disable: [↓unreachable-scren]"],
                    after: ["viewspec.yml": "rules:\n  enable: [table-minimum-size]\n  disable: [unreachable-screen]"])
            ]),
        RuleDescription(
            id: .invalidLimit, stage: .configuration,
            rationale: "A limit is out of its range: sizes and depths are at least 1, alias counts and factors at least 0.",
            triggeringExamples: [RuleExample(files: ["viewspec.yml": "limits:\n  max-depth: ↓0"])],
            nonTriggeringExamples: [RuleExample(files: ["viewspec.yml": "limits:\n  max-depth: 64"])]),
        RuleDescription(
            id: .missingInput, stage: .configuration,
            rationale: "`inputs` lists spec files and directories relative to the configuration file; each must exist.",
            triggeringExamples: [RuleExample(files: ["viewspec.yml": "inputs: [↓spec]"])],
            nonTriggeringExamples: [RuleExample(files: ["viewspec.yml": "inputs: [specs]"])]),
    ]
}
