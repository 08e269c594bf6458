extension RuleBook {
    static let decode: [RuleDescription] = [
        RuleDescription(
            .missingFormatVersion, stage: .decode,
            explanation: """
                Every spec file starts with `viewspec: 1`, the format version it is written in, so \
                that a later compiler can read old files as they were meant. An empty file has none \
                either. The fix-it inserts the line.
                """,
            triggering: [
                CheckExample("""
                    ↓models:
                      Settings: {kind: preferences, fields: {sound: Bool}}
                    """)
            ],
            fixed: [
                CheckExample("""
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: {sound: Bool}}
                    """)
            ]),
        RuleDescription(
            .unsupportedFormatVersion, stage: .decode,
            explanation: "`viewspec:` names a format version this compiler does not read; the message says which it reads.",
            triggering: [
                CheckExample("""
                    viewspec: ↓2
                    """)
            ],
            fixed: [
                CheckExample("""
                    viewspec: 1
                    """)
            ]),
        RuleDescription(
            .unknownKey, stage: .decode,
            explanation: """
                A key the spec language does not define. Keys are never ignored, since a misspelt \
                optional key would otherwise silently fall back to its default; when a known key is \
                close, the message asks "did you mean" and a fix-it renames it.
                """,
            triggering: [
                CheckExample("""
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: {sound: Bool}}
                    preferences:
                      General:
                        model: Settings
                        ↓titel: General
                        sections:
                          - items:
                              - toggle: sound
                    """)
            ],
            fixed: [
                CheckExample("""
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: {sound: Bool}}
                    preferences:
                      General:
                        model: Settings
                        title: General
                        sections:
                          - items:
                              - toggle: sound
                    """)
            ]),
        RuleDescription(
            .missingKey, stage: .decode,
            explanation: "A required key is absent: a model's `kind` or `fields`, a screen's `model` or `sections`, a view's `layer` … A key written misspelt is reported once, as an unknown key that names the key it resembles.",
            triggering: [
                CheckExample("""
                    viewspec: 1
                    models:
                      Settings:
                        ↓fields: {sound: Bool}
                    """)
            ],
            fixed: [
                CheckExample("""
                    viewspec: 1
                    models:
                      Settings:
                        kind: preferences
                        fields: {sound: Bool}
                    """)
            ]),
        RuleDescription(
            .wrongValueType, stage: .decode,
            explanation: """
                A value has the wrong shape or type: a sequence where a mapping belongs, a string \
                where a number belongs. The message says what was expected and what was found.
                """,
            triggering: [
                CheckExample("""
                    viewspec: 1
                    models:
                      Settings:
                        kind: preferences
                        fields:
                          volume: {type: Int, max: ↓loud}
                    """)
            ],
            fixed: [
                CheckExample("""
                    viewspec: 1
                    models:
                      Settings:
                        kind: preferences
                        fields:
                          volume: {type: Int, max: 11}
                    """)
            ]),
        RuleDescription(
            .invalidOption, stage: .decode,
            explanation: "A value is not one of the words its key allows; the message lists them and suggests the closest.",
            triggering: [
                CheckExample("""
                    viewspec: 1
                    models:
                      Settings: {kind: ↓preference, fields: {sound: Bool}}
                    """)
            ],
            fixed: [
                CheckExample("""
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: {sound: Bool}}
                    """)
            ]),
        RuleDescription(
            .reservedKind, stage: .decode,
            explanation: """
                `actionSheets` and `animations` are planned for a later format version. They are \
                reported as such rather than as unknown keys, so the format can admit them later \
                without breaking old specs.
                """,
            triggering: [
                CheckExample("""
                    viewspec: 1
                    ↓animations:
                      Intro: {}
                    """)
            ],
            fixed: [
                CheckExample("""
                    viewspec: 1
                    """)
            ]),
        RuleDescription(
            .controlCount, stage: .decode,
            explanation: "A preference item shows exactly one control: `toggle`, `slider`, `textField` … Naming none or two is ambiguous.",
            triggering: [
                CheckExample("""
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: {sound: Bool, volume: Float}}
                    preferences:
                      General:
                        model: Settings
                        sections:
                          - items:
                              - toggle: sound
                                ↓slider: volume
                    """)
            ],
            fixed: [
                CheckExample("""
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: {sound: Bool, volume: Float}}
                    preferences:
                      General:
                        model: Settings
                        sections:
                          - items:
                              - toggle: sound
                              - slider: volume
                    """)
            ]),
        RuleDescription(
            .invalidName, stage: .decode,
            explanation: """
                A declared name is empty or holds spaces or control characters. Names are referred \
                to from other specs and become identifiers in generated code.
                """,
            triggering: [
                CheckExample("""
                    viewspec: 1
                    models:
                      Settings:
                        kind: preferences
                        fields:
                          ↓sound level: Int
                    """)
            ],
            fixed: [
                CheckExample("""
                    viewspec: 1
                    models:
                      Settings:
                        kind: preferences
                        fields:
                          soundLevel: Int
                    """)
            ]),
    ]
}
