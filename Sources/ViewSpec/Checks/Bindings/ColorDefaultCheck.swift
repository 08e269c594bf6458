/// A colour picker's field starts with a colour: the default of its String field is one
/// (`#RRGGBB` or `#AARRGGBB`), that of its Int field an ARGB number.
struct ColorDefaultCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0288", name: "color-default",
            summary: "The default of a colour picker's field is not a colour it can store."),
        rationale: """
            A colour picker reads its field as a colour: a String field holds '#RRGGBB' or \
            '#AARRGGBB' (hexadecimal, the form Settings files, web pages and Android's colour \
            parser read), an Int field the colour's ARGB number, as Android's colour preference \
            stores it. A default in another form (a colour's name, CSS's short '#F00', digits \
            without '#') is a value the picker shows as no colour and the Android export \
            cannot parse; a picker without opacity ('alpha: false') cannot show or keep a \
            translucent default, and stores '#RRGGBB'.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      accent: {type: String, default: ↓red}
                      background: {type: String, default: ↓'#80FFFFFF'}
                      border: {type: Int, default: ↓99999999999}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - colorPicker: accent
                          - colorPicker: {field: background, alpha: false}
                          - colorPicker: border
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      accent: {type: String, default: '#2196F3'}
                      background: {type: String, default: '#80FFFFFF'}
                      border: {type: Int, default: -16777216}
                      name: {type: String, default: red}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - colorPicker: accent
                          - colorPicker: background
                          - colorPicker: border
                          - textField: name
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      accent: {type: String, default: ↓'#f80'}
                      background: {type: String, default: ↓'#FFFFFFFF'}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - colorPicker: accent
                          - colorPicker: {field: background, alpha: false}
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      accent: {type: String, default: '#FF8800'}
                      background: {type: String, default: '#FFFFFF'}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - colorPicker: accent
                          - colorPicker: {field: background, alpha: false}
                """)
        ],
        howToFix: """
            Write the default as '#RRGGBB' (or '#AARRGGBB' with opacity), quoted, since YAML \
            reads '#' after a space as a comment; an Int field's as the ARGB number, \
            0 through 4294967295 or Android's signed form (-16777216 is opaque black).
            """)

    func run(in context: CheckContext) {
        var judged: Set<String> = []
        for screen in context.declarations.preferenceScreens {
            guard let model = context.model(of: screen) else { continue }
            for index in screen.items.indices {
                guard case .colorPicker(let reference, let picker) = screen.items[index].control,
                    let field = context.field(reference, in: model), case .value(let literal)? = field.defaultValue,
                    judged.insert("\(model.name.value).\(field.name.value)").inserted
                else { continue }
                let note = context.declarationNote(for: field, in: model)
                switch (field.type.value, literal.value) {
                case (.string, .string(let text)):
                    if let color = ColorValue(hex: text) {
                        // With alpha, either form is a colour; without, only an opaque one.
                        guard !picker.hasAlpha, text.utf8.count == 9 else { continue }
                        context.report(
                            "expected an opaque default '#RRGGBB' for '\(field.name.value)', whose colour picker offers no opacity ('alpha: false'), found \(YAMLQuoting.scalar(text))",
                            at: literal.range, notes: [note],
                            fixIts: color.alpha == 0xFF ? Self.fixIts(replacing: literal, with: color.hex(alpha: false)) : [])
                    } else {
                        var corrected = ColorValue.correction(of: text)
                        if !picker.hasAlpha, let written = corrected, let color = ColorValue(hex: written), color.alpha == 0xFF {
                            corrected = color.hex(alpha: false)
                        }
                        context.report(
                            "expected a colour '#RRGGBB' or '#AARRGGBB' as the default of '\(field.name.value)', which a colour picker binds, found \(YAMLQuoting.scalar(text))",
                            at: literal.range, notes: [note],
                            fixIts: corrected.map { Self.fixIts(replacing: literal, with: $0) } ?? [])
                    }
                case (.int, .int(let number)):
                    guard ColorValue(argb: number) == nil else { continue }
                    context.report(
                        "expected an ARGB colour from -2147483648 through 4294967295 as the default of '\(field.name.value)', which a colour picker binds, found \(number)",
                        at: literal.range, notes: [note])
                default:
                    // A default of another type is invalid-default's.
                    continue
                }
            }
        }
    }

    /// The one place the rule's fix-it is made: the default replaced by `text`, quoted.
    private static func fixIts(replacing literal: Literal, with text: String) -> [Diagnostic.FixIt] {
        [.init("replace the default with '\(text)'", replacing: literal.range, with: YAMLQuoting.scalar(text))]
    }
}
