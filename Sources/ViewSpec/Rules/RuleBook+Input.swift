extension RuleBook {
    static let input: [RuleDescription] = [
        RuleDescription(
            id: .yamlSyntax, stage: .input,
            rationale: """
                The file is not well-formed YAML, so nothing in it can be read. The message gives \
                libyaml's reason with what was expected and what was found; a tab in indentation \
                and an unterminated quote get their own wording.
                """,
            triggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: {sound: Bool}
                    ↓
                    """)
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: {sound: Bool}}
                    """)
            ],
            corrections: [
                // A tab in indentation.
                RuleCorrection(
                    """
                    viewspec: 1
                    models:
                    ↓\tSettings: {kind: preferences, fields: {sound: Bool}}
                    """,
                    """
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: {sound: Bool}}
                    """),
                // A plain value holding ': '.
                RuleCorrection(
                    """
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: {sound: Bool}}
                    preferences:
                      General:
                        model: Settings
                        entry: true
                        title: Sound↓: on or off
                        sections:
                          - items:
                              - toggle: sound
                    """,
                    """
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: {sound: Bool}}
                    preferences:
                      General:
                        model: Settings
                        entry: true
                        title: 'Sound: on or off'
                        sections:
                          - items:
                              - toggle: sound
                    """),
                // A key without a space after its colon, which makes the line text that the
                // next line continues.
                RuleCorrection(
                    """
                    viewspec: 1
                    models:
                      Settings:
                        kind:preferences
                        fields↓: {sound: Bool}
                    """,
                    """
                    viewspec: 1
                    models:
                      Settings:
                        kind: preferences
                        fields: {sound: Bool}
                    """),
                // A key indented under one that has a value.
                RuleCorrection(
                    """
                    viewspec: 1
                    models:
                      Settings:
                        kind: preferences
                          fields↓: {sound: Bool}
                    """,
                    """
                    viewspec: 1
                    models:
                      Settings:
                        kind: preferences
                        fields: {sound: Bool}
                    """),
                // A key indented between two others: either indentation is offered.
                RuleCorrection(
                    """
                    viewspec: 1
                    models:
                      Settings:
                        kind: preferences
                        fields:
                          sound: Bool
                       ↓volume: Float
                    """,
                    """
                    viewspec: 1
                    models:
                      Settings:
                        kind: preferences
                        fields:
                          sound: Bool
                          volume: Float
                    """,
                    fixIt: "indent 'volume' with 6 spaces, as 'sound' is"),
            ]),
        RuleDescription(
            id: .invalidEncoding, stage: .input,
            rationale: """
                Spec files are UTF-8 text. A file with invalid UTF-8, a NUL byte or another control \
                character, or one saved as UTF-16 or UTF-32, is refused before it is parsed, with \
                the position of the first bad byte.
                """,
            howToFix: "Save the file as UTF-8 (without a byte order mark other than UTF-8's) and remove control characters."),
        RuleDescription(
            id: .duplicateKey, stage: .input,
            rationale: """
                A mapping has the same key twice. YAML forbids it and parsers disagree about which \
                value wins, so ViewSpec refuses it. Keys compare by resolved value, so `10` and \
                `010` are the same key; a note points at the first.
                """,
            triggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings:
                        kind: preferences
                        fields:
                          sound: Bool
                          ↓sound: Int
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
                          volume: Int
                    """)
            ]),
        RuleDescription(
            id: .nestingTooDeep, stage: .input,
            rationale: """
                Collections are nested deeper than the nesting limit (`--max-depth`, `limits.max-depth` \
                in viewspec.yml). No spec needs deep nesting; the limit keeps a hostile file from \
                exhausting the stack.
                """,
            howToFix: "Flatten the structure, or raise the limit if the file is trusted (see docs/limits.md)."),
        RuleDescription(
            id: .fileTooLarge, stage: .input,
            rationale: """
                The file is larger than the file size limit (`--max-file-size`, 4 MiB by default), \
                checked before it is read so that a huge file cannot exhaust memory.
                """,
            howToFix: "Split the specs into several files, or raise the limit (see docs/limits.md)."),
        RuleDescription(
            id: .aliasLimit, stage: .input,
            rationale: """
                Aliases to collections are used more often than `--max-aliases` allows, or stand for \
                more nodes than `--alias-expansion-factor` times the nodes written: the guard against \
                "billion laughs" files that are small on disk and enormous when expanded.
                """,
            howToFix: "Write the repeated parts out, or raise the limits if the file is trusted (see docs/limits.md)."),
        RuleDescription(
            id: .recursiveAlias, stage: .input,
            rationale: "Expanding such an alias would never end, so the file is refused rather than read as an infinite tree.",
            triggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models: &all
                      Settings: {kind: preferences, fields: {sound: Bool}, copy: ↓*all}
                    """)
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: {sound: Bool}}
                    """)
            ]),
        RuleDescription(
            id: .unknownAnchor, stage: .input,
            rationale: "An alias names an anchor that is not defined before it in the file.",
            triggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: ↓*common}
                    """)
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: &common {sound: Bool}}
                      Backup: {kind: preferences, fields: *common}
                    """)
            ]),
        RuleDescription(
            id: .mergeKey, stage: .input,
            rationale: """
                A merge key `<<` is a YAML 1.1 feature that YAML 1.2 dropped; parsers disagree about \
                it, so ViewSpec refuses it rather than guess.
                """,
            triggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings:
                        ↓<<: {kind: preferences}
                        fields: {sound: Bool}
                    """)
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings:
                        kind: preferences
                        fields: {sound: Bool}
                    """)
            ]),
        RuleDescription(
            id: .unsupportedTag, stage: .input,
            rationale: """
                A node carries a tag other than the core schema's (`!!str`, `!!int`, `!!float`, \
                `!!bool`, `!!null`, `!!map`, `!!seq`). Specs are data; custom tags would make their \
                meaning depend on the parser.
                """,
            triggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings: {kind: ↓!custom preferences, fields: {sound: Bool}}
                    """)
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: {sound: Bool}}
                    """)
            ]),
        RuleDescription(
            id: .multipleDocuments, stage: .input,
            rationale: "A spec file holds one YAML document; a second one (after `---`) would be silently ignored elsewhere.",
            triggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: {sound: Bool}}
                    ↓---
                    viewspec: 1
                    """)
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: {sound: Bool}}
                    """)
            ]),
        RuleDescription(
            id: .invalidTaggedValue, stage: .input,
            rationale: "A node's explicit tag does not fit its content, such as `!!int abc`.",
            triggeringExamples: [
                RuleExample("""
                    viewspec: ↓!!int one
                    """)
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    """)
            ]),
        RuleDescription(
            id: .nonScalarKey, stage: .input,
            rationale: "A mapping key is a sequence or a mapping; spec keys are names.",
            triggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      ↓[Settings]: {kind: preferences, fields: {sound: Bool}}
                    """)
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: {sound: Bool}}
                    """)
            ]),
        RuleDescription(
            id: .numberOutOfRange, stage: .input,
            rationale: "An integer does not fit in 64 bits; the fix-it quotes it, if it was meant as text.",
            triggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings:
                        kind: preferences
                        fields:
                          volume: {type: Int, max: ↓99999999999999999999}
                    """)
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings:
                        kind: preferences
                        fields:
                          volume: {type: Int, max: 100}
                    """)
            ],
            corrections: [
                RuleCorrection(
                    """
                    viewspec: 1
                    models:
                      Account:
                        kind: preferences
                        fields:
                          iban: {type: String, default: ↓12345678901234567890123}
                    """,
                    """
                    viewspec: 1
                    models:
                      Account:
                        kind: preferences
                        fields:
                          iban: {type: String, default: '12345678901234567890123'}
                    """)
            ]),
        RuleDescription(
            id: .unreadableFile, stage: .input,
            rationale: """
                An input file could not be opened or read, or a directory among the inputs could \
                not be searched for spec files (it vanished, permissions forbid it, or its path is \
                longer than the system allows). A symbolic link named like a spec file that leads \
                nowhere (its target was moved or deleted, or links form a loop) is such a file: \
                the spec it stood for is missing. The specs in it are not checked, so this is \
                never skipped in silence; it is an I/O problem, not a finding: the exit status is 2.
                """,
            howToFix: """
                Check that the path exists and is readable (a directory: also searchable) by the \
                user running viewspecc; restore a link's target, or remove the link.
                """),
    ]
}
