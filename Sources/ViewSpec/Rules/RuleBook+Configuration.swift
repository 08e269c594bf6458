extension RuleBook {
    /// Their examples are `viewspec.yml` files, next to a `specs/` folder that exists.
    static let configuration: [RuleDescription] = [
        RuleDescription(
            .invalidViewport, stage: .configuration,
            explanation: "`viewport` is the screen size layouts are computed for: two positive numbers of points written `<width>x<height>`.",
            triggering: [CheckExample(files: ["viewspec.yml": "viewport: ↓390 by 844"])],
            fixed: [CheckExample(files: ["viewspec.yml": "viewport: 390x844"])]),
        RuleDescription(
            .unknownRule, stage: .configuration,
            explanation: """
                `rules.enable` and `rules.disable` name checks by code or name. A name that is no \
                check is an error, not ignored, since a misspelt `disable` would otherwise leave the \
                rule on; the message suggests the closest rule.
                """,
            triggering: [CheckExample(files: ["viewspec.yml": "rules:\n  disable: [↓unreachable-scren]"])],
            fixed: [CheckExample(files: ["viewspec.yml": "rules:\n  disable: [unreachable-screen]"])]),
        RuleDescription(
            .invalidLimit, stage: .configuration,
            explanation: "A limit is out of its range: sizes and depths are at least 1, alias counts and factors at least 0.",
            triggering: [CheckExample(files: ["viewspec.yml": "limits:\n  max-depth: ↓0"])],
            fixed: [CheckExample(files: ["viewspec.yml": "limits:\n  max-depth: 64"])]),
        RuleDescription(
            .missingInput, stage: .configuration,
            explanation: "`inputs` lists spec files and directories relative to the configuration file; each must exist.",
            triggering: [CheckExample(files: ["viewspec.yml": "inputs: [↓spec]"])],
            fixed: [CheckExample(files: ["viewspec.yml": "inputs: [specs]"])]),
    ]
}
