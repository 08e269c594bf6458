extension RuleBook {
    static let decode: [RuleDescription] = [
        RuleDescription(
            id: .missingFormatVersion, stage: .decode,
            rationale: """
                Every spec file starts with `viewspec: 1`, the format version it is written in, so \
                that a later compiler can read old files as they were meant. An empty file has none \
                either. The fix-it inserts the line.
                """,
            triggeringExamples: [
                RuleExample("""
                    ↓models:
                      Settings: {kind: preferences, fields: {sound: Bool}}
                    """)
            ],
            corrections: [
                RuleCorrection(
                    """
                    ↓models:
                      Settings: {kind: preferences, fields: {sound: Bool}}
                    """,
                    """
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: {sound: Bool}}
                    """)
            ]),
        RuleDescription(
            id: .unsupportedFormatVersion, stage: .decode,
            rationale: "`viewspec:` names a format version this compiler does not read; the message says which it reads.",
            triggeringExamples: [
                RuleExample("""
                    viewspec: ↓2
                    """)
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    """)
            ]),
        RuleDescription(
            id: .unknownKey, stage: .decode,
            rationale: """
                A key the spec language does not define. Keys are never ignored, since a misspelt \
                optional key would otherwise silently fall back to its default; when a known key is \
                close, the message asks "did you mean" and a fix-it renames it.
                """,
            triggeringExamples: [
                RuleExample("""
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
            corrections: [
                RuleCorrection(
                    """
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
                    """,
                    """
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
            id: .missingKey, stage: .decode,
            rationale: "A required key is absent: a model's `kind` or `fields`, a screen's `model` or `sections`, a view's `layer` … A key written misspelt is reported once, as an unknown key that names the key it resembles.",
            triggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings:
                        ↓fields: {sound: Bool}
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
            id: .wrongValueType, stage: .decode,
            rationale: """
                A value has the wrong shape or type: a sequence where a mapping belongs, a string \
                where a number belongs. The message says what was expected and what was found.
                """,
            triggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings:
                        kind: preferences
                        fields:
                          volume: {type: Int, max: ↓loud}
                    """)
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings:
                        kind: preferences
                        fields:
                          volume: {type: Int, max: 11}
                    """)
            ],
            corrections: [
                RuleCorrection(
                    """
                    viewspec: 1
                    tables:
                      Years:
                        strings: [Earlier, ↓2024, ↓true]
                    """,
                    """
                    viewspec: 1
                    tables:
                      Years:
                        strings: [Earlier, '2024', 'true']
                    """)
            ]),
        RuleDescription(
            id: .invalidOption, stage: .decode,
            rationale: "A value is not one of the words its key allows; the message lists them and suggests the closest.",
            triggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings: {kind: ↓preference, fields: {sound: Bool}}
                    """)
            ],
            corrections: [
                RuleCorrection(
                    """
                    viewspec: 1
                    models:
                      Settings: {kind: ↓preference, fields: {sound: ↓Boool}}
                    tables:
                      Colors: {strings: [Red, Green], selection: ↓singel}
                    hierarchies:
                      Main:
                        layers: [front]
                        views:
                          - {id: colors, kind: {↓tabel: Colors}, layer: front, frame: fill}
                    animations:
                      Intro:
                        elements: {title: {text: Welcome}}
                        tracks:
                          fadeIn: {element: title, duration: 1, easing: ↓easeOutt, from: {opacity: 0}, to: {opacity: 1}}
                    """,
                    """
                    viewspec: 1
                    models:
                      Settings: {kind: preferences, fields: {sound: Bool}}
                    tables:
                      Colors: {strings: [Red, Green], selection: single}
                    hierarchies:
                      Main:
                        layers: [front]
                        views:
                          - {id: colors, kind: {table: Colors}, layer: front, frame: fill}
                    animations:
                      Intro:
                        elements: {title: {text: Welcome}}
                        tracks:
                          fadeIn: {element: title, duration: 1, easing: easeOut, from: {opacity: 0}, to: {opacity: 1}}
                    """)
            ]),
        RuleDescription(
            id: .reservedKind, stage: .decode,
            rationale: """
                3D motion (`z`, `rotationX`, `rotationY`, `perspective` in an animation's \
                keyframes) is planned for a later format version, beside today's 2D motion. The \
                keys are reported as such rather than as unknown keys, so the format can admit 3D \
                animations later without breaking old specs.
                """,
            triggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    animations:
                      Intro:
                        elements:
                          title: {text: Welcome}
                        tracks:
                          spin:
                            element: title
                            duration: 1
                            from: {rotation: 0deg}
                            to: {rotation: 90deg, ↓rotationX: 45deg}
                    """)
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    animations:
                      Intro:
                        elements:
                          title: {text: Welcome}
                        tracks:
                          spin:
                            element: title
                            duration: 1
                            from: {rotation: 0deg}
                            to: {rotation: 90deg}
                    """)
            ]),
        RuleDescription(
            id: .controlCount, stage: .decode,
            rationale: "A preference item shows exactly one control: `toggle`, `slider`, `textField` … Naming none or two is ambiguous.",
            triggeringExamples: [
                RuleExample("""
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
            nonTriggeringExamples: [
                RuleExample("""
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
            id: .invalidName, stage: .decode,
            rationale: """
                A declared name is empty or holds spaces or control characters. Names are referred \
                to from other specs and become identifiers in generated code.
                """,
            triggeringExamples: [
                RuleExample("""
                    viewspec: 1
                    models:
                      Settings:
                        kind: preferences
                        fields:
                          ↓sound level: Int
                    """)
            ],
            nonTriggeringExamples: [
                RuleExample("""
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
