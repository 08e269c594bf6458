/// A control must fit the type of the field it binds: the record card's type-suffixed
/// accessor names (`fRate_f`, `fSpMember_b`) made mechanical.
struct ControlFieldTypeCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0210", name: "control-field-type",
            summary: "A control is bound to a field whose type it cannot show or edit."),
        rationale: """
            A control reads and writes its field's value, so it must fit the field's type; rather \
            than leave a mismatch for the eye to catch, ViewSpec makes the check mechanical: a \
            toggle binds a Bool (or, with `on` and `off` values, a String or Int: a Bool \
            field's toggle stores true and false already, and one stored the other way round \
            would read backwards wherever the field is used), a slider or stepper an Int or \
            Float, a choice an enumeration or a field with listed values, a multi-choice a set of enumeration cases, a date picker a Date. A text field for an \
            Int takes the number keyboard or numbers and punctuation (a minus sign), and one \
            for a Float the decimal keyboard too: a keyboard without digits cannot type it. \
            Autofill fills in text, so a text field with a content type binds a String, and so \
            does a multi-line one. A read-only value shown through a lookup table titles one \
            value: an enumeration's case or one of its listed values, never a set. A colour \
            picker binds a String field ('#RRGGBB' or '#AARRGGBB') or an Int field (the ARGB \
            number Android's colour preference stores), and a sound picker a String field, the \
            chosen sound's URI ('' for silence). A list field (`list: true`) holds many values, \
            which no row of one value can show or store: a list section shows it, a row for \
            each element, and that row's control must fit one element as it would fit a field \
            of the element's type.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      tags: {type: String, list: true}
                      sizes: {type: Int, list: true}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - ↓textField: tags
                      - list:
                          field: sizes
                          row: {↓choice: sizes}
                """),
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {volume: Float, name: String, sound: Bool}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - ↓toggle: volume
                          - ↓slider: name
                          - ↓textField: sound
                          - ↓toggle: {field: sound, on: false, off: true}
                """),
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      count: Int
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - ↓textField: count
                            keyboard: email
                """),
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      count: Int
                      tags: {type: enum, cases: [news, sport], multiple: true}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - ↓value: count
                            titles: [One, Two]
                          - ↓value: tags
                            titles: [News, Sport]
                          - ↓colorPicker: tags
                          - ↓soundPicker: count
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      volume: {type: Float, min: 0, max: 1}
                      name: String
                      sound: Bool
                      count: {type: Int, default: 1}
                      answer: {type: String, default: "no"}
                      theme: {type: enum, cases: [light, dark]}
                      tags: {type: enum, cases: [news, sport], multiple: true}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sound
                          - toggle: {field: answer, on: "yes", off: "no"}
                          - toggle: {field: count, on: 1, off: 2}
                          - slider: volume
                          - textField: name
                          - textField: count
                          - textField: count
                            keyboard: numbersAndPunctuation
                          - choice: theme
                          - multiChoice: tags
                          - value: count
                          - choice: count
                            titles: [One, Two]
                            values: [1, 2]
                          - value: count
                            titles: [One, Two]
                            values: [1, 2]
                          - value: theme
                            titles: [Light, Dark]
                          - colorPicker: name
                          - colorPicker: {field: count, alpha: false}
                          - soundPicker: {field: name, sounds: notification, showDefault: false, showSilent: true}
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
                      sound: Bool
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - ↓toggle: {field: sound, on: true, off: false}
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: Bool
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - toggle: sound
                """)
        ])

    func run(in context: CheckContext) {
        // Found as the bindings are, in the same pass over the items (`problem(_:_:)`).
        for misfit in context.misfitControls {
            let control = misfit.item.control
            let field = misfit.field
            let typeName = field.isList && misfit.bindsElement ? "\(field.type.value.name) (an element of its list)" : field.typeName
            context.report(
                "\(control.kindName) cannot bind '\(field.name.value)' of type \(typeName): \(misfit.problem)",
                at: misfit.item.controlRange,
                notes: [context.declarationNote(for: field, in: misfit.model)], fixIts: Self.fixIts(control, field.type.value))
        }
    }

    /// The plain fix: a Bool field's toggle written with `on: true, off: false` is its short form.
    static func fixIts(_ control: Control, _ type: FieldType) -> [Diagnostic.FixIt] {
        guard type == .bool, case .toggle(let field, let values?) = control, values.on.value == .bool(true), values.off.value == .bool(false)
        else { return [] }
        let name = YAMLQuoting.scalar(field.value)
        return [.init("replace the toggle's values with '\(name)', a Bool toggle's own", replacing: values.range, with: name)]
    }

    /// Why a row outside a list section cannot bind a list field.
    static func listProblem(_ field: Field) -> String {
        "a row shows or edits one value, and the field holds a list; show it in a list section, a row for each element "
            + "('list: {field: \(field.name.value), row: …}')"
    }

    /// Why `control` cannot bind a field of `type`, or nil when it can: what sorts the items
    /// that name a field into bindings and misfits. The other binding checks skip what this
    /// one reports.
    static func problem(_ control: Control, _ type: FieldType) -> String? {
        switch control {
        case .toggle(_, nil):
            return type == .bool ? nil : "a toggle binds a Bool field"
        case .toggle(let field, _?):
            switch type {
            case .string, .int: return nil
            case .bool: return "a Bool field's toggle stores true and false; 'on' and 'off' are for a String or Int field (write 'toggle: \(field.value)')"
            default: return "a toggle with 'on' and 'off' binds a String or Int field"
            }
        case .slider, .stepper:
            return type.isNumeric ? nil : "a \(control.kindName) binds an Int or Float field"
        case .textField(_, let options):
            switch type {
            case .string:
                return nil
            case .int, .float:
                if options.isMultiline { return "a multi-line text field holds text, so it binds a String field" }
                if let contentType = options.contentType?.value {
                    return "autofill fills in text, so a text field with 'contentType: \(contentType.rawValue)' binds a String field"
                }
                guard let keyboard = options.keyboard?.value else { return nil }
                let numeric: [TextFieldOptions.Keyboard] = type == .int ? [.number, .numbersAndPunctuation] : [.number, .decimal, .numbersAndPunctuation]
                return numeric.contains(keyboard)
                    ? nil : "a text field for a number needs a numeric keyboard (\(numeric.map(\.rawValue).joined(separator: " or "))), not '\(keyboard.rawValue)'"
            default:
                return "a text field binds a String, Int or Float field"
            }
        case .choice(_, let options):
            if let enumType = type.enumType {
                return enumType.multiple ? "a choice picks one value; use multiChoice for a set" : nil
            }
            if options.isDynamic {
                return type == .bool ? "a choice whose options the app supplies binds a String, Int or Float field" : nil
            }
            return options.values == nil
                ? "a choice binds an enumeration, or lists 'values' of the field's type" : nil
        case .multiChoice:
            return type.enumType?.multiple == true ? nil : "a multi-choice binds an enumeration declared with 'multiple: true'"
        case .value(_, let table?):
            if let enumType = type.enumType {
                return enumType.multiple ? "a value's lookup table titles one value, and the field holds a set of cases" : nil
            }
            return table.values == nil ? "a value's 'titles' follow an enumeration's cases, or listed 'values' of the field's type" : nil
        case .colorPicker:
            return type == .string || type == .int ? nil : "a colour picker binds a String field ('#RRGGBB' or '#AARRGGBB') or an Int field (ARGB)"
        case .soundPicker:
            return type == .string ? nil : "a sound picker binds a String field, the sound's URI"
        case .datePicker:
            return type == .date ? nil : "a date picker binds a Date field"
        case .value, .childPane, .externalPane, .button, .link, .intent, .systemSettings, .custom:
            return nil
        }
    }
}
