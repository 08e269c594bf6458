/// A field's or a custom row's `androidDefault:` names a resource of the app's that the
/// Android preference can read its default from: `@TYPE/NAME`, of a type holding a value of
/// the field's kind.
struct AndroidDefaultCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0295", name: "android-default",
            summary: "An Android default ('androidDefault') is no resource reference '@TYPE/NAME', names a resource of a type the field's preference cannot read as its value, or is on a field that is no preference."),
        rationale: """
            Android apps often keep a preference's default in their resources \
            (`android:defaultValue="@bool/pref_secure_screen_default"`), so that it can \
            differ by configuration (a tablet's, a night theme's) or be shared with the \
            app's code. `androidDefault` names that resource, and the Android export writes \
            it as the preference's default; `default` stays the value that the Swift model, \
            the Settings.bundle and the layout start with. The reference is written as \
            resource files write it, `@TYPE/NAME` (`@android:TYPE/NAME` for the framework's, \
            `@PACKAGE:TYPE/NAME` for a library's): text of another form is a value, not a \
            reference, and a theme attribute (`?attr/…`) is no value a preference reads.

            The preference reads the resource as its field's kind of value, converting \
            between text, numbers and booleans: a Bool field's from a `bool` or a `string`, \
            an Int field's from an `integer`, a `color` or a `string`, a String field's from \
            a `string`, an `integer` or a `bool`, a Float field's or a single choice's from a \
            `string` or an `integer`, and a multiple choice's or a list field's from an \
            `array` alone. A resource of another type (a drawable, a dimension, an array for \
            one value) gives it no value, and the preference starts empty. A Date field has \
            no Android preference, and a record's field none at all.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      secure: {type: Bool, default: true, androidDefault: ↓bool/secure_default}
                      accent: {type: Int, androidDefault: ↓'@drawable/accent'}
                      reminder: {type: Date, androidDefault: ↓'@string/reminder'}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: secure
                          - colorPicker: accent
                          - custom: {key: font, androidDefault: ↓'?attr/fontFamily'}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      secure: {type: Bool, default: true, androidDefault: '@bool/secure_default'}
                      accent: {type: Int, default: -16777216, androidDefault: '@color/accent'}
                      signature: {type: String, androidDefault: '@android:string/untitled'}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: secure
                          - colorPicker: accent
                          - textField: signature
                          - custom: {key: font, androidDefault: '@string/default_font'}
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
                      secure: {type: Bool, default: true, androidDefault: ↓bool/secure_default}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: secure
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      secure: {type: Bool, default: true, androidDefault: '@bool/secure_default'}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: secure
                """)
        ],
        howToFix: """
            Write the reference as the app's resource files write it, quoted, since YAML \
            reserves a leading '@': `androidDefault: '@bool/pref_secure_default'`; name a \
            resource of a type the preference reads (a `bool` for a Bool field, an \
            `integer` or `color` for an Int, a `string` for a String or a single choice, an \
            `array` for a multiple choice or a list field); leave `androidDefault` out of a \
            record's field and a Date field, which Android shows no preference for.
            """)

    func run(in context: CheckContext) {
        for model in context.declarations.models {
            for field in model.fields {
                guard let written = field.androidDefault else { continue }
                guard model.kind.value == .preferences else {
                    context.report(
                        "expected 'androidDefault' on a preferences model's field only, found it on '\(field.name.value)' of \(model.kind.value.rawValue) model '\(model.name.value)', which no Android preference stores",
                        at: written.range)
                    continue
                }
                guard let reference = Self.reference(written, in: context) else { continue }
                let readable = Self.resourceTypes(for: field)
                guard !readable.contains(reference.type) else { continue }
                let expected = readable.isEmpty
                    ? "no Android default for '\(field.name.value)' of type \(field.typeName), which Android shows no preference for"
                    : "a resource of type \(Self.listed(readable)) as the Android default of '\(field.name.value)' of type \(field.typeName), what its preference reads"
                context.report(
                    "expected \(expected), found '\(PrintableText.escaped(written.value))'", at: written.range,
                    notes: [context.declarationNote(for: field, in: model)])
            }
        }
        for screen in context.declarations.preferenceScreens {
            for item in screen.items {
                guard case .custom(let row) = item.control, let written = row.androidDefault else { continue }
                _ = Self.reference(written, in: context)
            }
        }
    }

    /// The resource `written` names, or nil, reported, when it names none: with '@' added
    /// where that is all it lacks.
    private static func reference(_ written: Located<String>, in context: CheckContext) -> AndroidResourceReference? {
        if let reference = AndroidResourceReference(written.value) { return reference }
        let text = written.value
        let found = "'\(PrintableText.escaped(text))'"
        if text.hasPrefix("?") {
            context.report(
                "expected an Android resource reference such as '@bool/NAME' as an Android default, found the theme attribute \(found), which no preference reads a default from",
                at: written.range)
            return nil
        }
        let corrected = AndroidResourceReference("@" + text)
        context.report(
            "expected an Android resource reference '@TYPE/NAME' as an Android default (such as '@bool/NAME', '@android:TYPE/NAME' for the framework's), found \(found)"
                + (corrected == nil ? "" : ", without its '@'"),
            at: written.range,
            fixIts: corrected.map { [.init("replace the reference with '\($0.text)'", replacing: written.range, with: YAMLQuoting.scalar($0.text))] } ?? [])
        return nil
    }

    /// The resource types the Android preference of `field` reads its default from.
    static func resourceTypes(for field: Field) -> [String] {
        let kind: AndroidResourceReference.ValueKind
        switch field.type.value {
        case _ where field.isList: kind = .set
        case .bool: kind = .boolean
        case .int: kind = .integer
        case .float: kind = .number
        case .string: kind = .text
        case .enumeration(let type): kind = type.multiple ? .set : .singleChoice
        case .date: kind = .none
        }
        return AndroidResourceReference.readableTypes(kind)
    }

    /// `bool`, `integer or string`, `integer, color or string`.
    private static func listed(_ types: [String]) -> String {
        guard let last = types.last else { return "" }
        return types.count == 1 ? last : types.dropLast().joined(separator: ", ") + " or " + last
    }
}
