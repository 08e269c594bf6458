/// What the layout builders share: the project, the sizes, where each document is
/// written, and what they met that the checks should have refused (nothing, unless a check
/// is missing or wrong): a builder notes it, skips it and goes on.
final class LayoutContext {
    let project: Project
    let metrics: LayoutMetrics
    private let documentFiles: [DocumentKey: String]
    /// What the checks should have refused, each with where it is written.
    private(set) var unexpected: [String] = []
    private var reported = Set<String>()
    /// Screens the app opens itself, by the rule of `entry` in docs/spec-format.md.
    let entryScreens: Set<String>

    /// - Parameter entryScreens: `project.entryScreenNames()`, when already known.
    init(project: Project, metrics: LayoutMetrics, documentFiles: [DocumentKey: String], entryScreens: Set<String>? = nil) {
        self.project = project
        self.metrics = metrics
        self.documentFiles = documentFiles
        self.entryScreens = entryScreens ?? project.entryScreenNames()
    }

    /// Notes what the checks should have refused; the builder skips it.
    func problem(_ message: String, at span: SourceSpan) {
        let located = "\(span.path) at byte \(span.startOffset): \(message)"
        guard reported.insert(located).inserted else { return }
        unexpected.append(located)
    }

    /// The file of the document named `name`, or nil.
    func documentFile(_ kind: LayoutDocument.Kind, _ name: String) -> String? {
        documentFiles[DocumentKey(kind: kind, name: name)]
    }

    // MARK: - Values

    static func enumValue(_ enumCase: EnumType.Case) -> JSONValue {
        .object([("case", .string(enumCase.name)), ("rawValue", rawValue(enumCase.rawValue))])
    }

    static func rawValue(_ raw: EnumType.RawValue) -> JSONValue {
        switch raw {
        case .string(let text): .string(text)
        case .int(let number): .int(number)
        }
    }

    /// A literal as a value of `type`: Int as an integer, Float as a number, an enumeration
    /// case by name (or, failing that, by raw value) as `{case, rawValue}`. Nil when the
    /// literal does not have the type.
    static func value(_ literal: LiteralValue, as type: FieldType) -> JSONValue? {
        switch (type, literal) {
        case (.int, .int(let number)): return .int(number)
        case (.float, .int(let number)): return .double(Double(number))
        case (.float, .float(let number)) where number.isFinite: return .double(number)
        case (.bool, .bool(let flag)): return .bool(flag)
        case (.string, .string(let text)): return .string(text)
        // A moment in the spec's form (malformed-date reports any other).
        case (.date, .string(let text)): return SpecDate.secondsSinceReferenceDate(text) != nil ? .string(text) : nil
        case (.enumeration(let enumType), _):
            return enumCase(literal, in: enumType).map(enumValue)
        default: return nil
        }
    }

    /// A literal as JSON of its own type; a number JSON cannot hold (infinite, not a number)
    /// as the text Android writes for it.
    static func json(_ literal: LiteralValue) -> JSONValue {
        switch literal {
        case .bool(let flag): .bool(flag)
        case .int(let number): .int(number)
        case .float(let number): number.isFinite ? .double(number) : .string(AndroidIntent.text(of: literal))
        case .string(let text): .string(text)
        }
    }

    static func enumCase(_ literal: LiteralValue, in enumType: EnumType) -> EnumType.Case? {
        switch literal {
        case .string(let text):
            enumType.case(named: text) ?? enumType.cases.first { $0.rawValue == .string(text) }
        case .int(let number):
            enumType.cases.first { $0.rawValue == .int(number) }
        default:
            nil
        }
    }

    static func describe(_ literal: LiteralValue) -> String {
        switch literal {
        case .bool(let flag): "\(flag)"
        case .int(let number): "\(number)"
        case .float(let number): "\(number)"
        case .string(let text): "'\(text)'"
        }
    }

    // MARK: - Fields

    /// The value a field starts with, and whether the spec declared it. A field without a
    /// declared default starts empty when optional, else at its type's zero: 0, false,
    /// the empty string, 1970-01-01T00:00:00Z, the first case, the empty set.
    func defaultValue(of field: Field, in model: Model) -> (value: JSONValue, declared: Bool) {
        let type = field.type.value
        if field.isList { return listDefault(of: field, in: model) }
        guard let declared = field.defaultValue else {
            if field.isOptional { return (.null, false) }
            switch type {
            case .int: return (.int(0), false)
            case .float: return (.double(0), false)
            case .bool: return (.bool(false), false)
            case .string: return (.string(""), false)
            case .date: return (.string(SpecDate.zeroText), false)
            case .enumeration(let enumType) where enumType.multiple: return (.array([]), false)
            case .enumeration(let enumType): return (enumType.cases.first.map(Self.enumValue) ?? .null, false)
            }
        }
        // Worded only for a problem: every bound item's field has its default laid out.
        func what() -> String { "the default of field '\(field.name.value)' in model '\(model.name.value)'" }
        switch (declared, type) {
        case (.list(let items, _), .enumeration(let enumType)) where enumType.multiple:
            var values: [JSONValue] = []
            for item in items {
                guard let value = Self.value(item.value, as: type) else {
                    problem("\(what()) lists \(Self.describe(item.value)), which is not a case of the enumeration", at: item.range)
                    continue
                }
                values.append(value)
            }
            return (.array(values), true)
        case (.list(_, let range), _):
            problem("\(what()) is a list, but the field holds one \(type.name) value", at: range)
            return (.null, true)
        case (.value(let literal), .enumeration(let enumType)) where enumType.multiple:
            problem("\(what()) must list the cases of the set, e.g. [\(enumType.cases.first?.name ?? "a")]", at: literal.range)
            return (.array([]), true)
        case (.value(let literal), _):
            guard let value = Self.value(literal.value, as: type) else {
                problem("\(what()) is \(Self.describe(literal.value)), which is not a value of type \(type.name)", at: literal.range)
                return (.null, true)
            }
            return (value, true)
        }
    }

    /// A list field's default: its elements, each a value of the field's type; the empty
    /// list when it declares none.
    private func listDefault(of field: Field, in model: Model) -> (value: JSONValue, declared: Bool) {
        let type = field.type.value
        func what() -> String { "the default of list field '\(field.name.value)' in model '\(model.name.value)'" }
        switch field.defaultValue {
        case nil:
            return (.array([]), false)
        case .list(let items, _)?:
            var values: [JSONValue] = []
            for item in items {
                guard let value = Self.value(item.value, as: type) else {
                    problem("\(what()) lists \(Self.describe(item.value)), which is not a value of type \(type.name)", at: item.range)
                    continue
                }
                values.append(value)
            }
            return (.array(values), true)
        case .value(let literal)?:
            problem("\(what()) must be a list of values, e.g. []", at: literal.range)
            return (.array([]), true)
        }
    }

    /// A field with its type, enumeration cases, constraints and default.
    func writeField<Sink: JSONSink & ~Copyable>(_ field: Field, in model: Model, into sink: inout Sink) {
        let type = field.type.value
        let (defaultValue, declared) = self.defaultValue(of: field, in: model)
        sink.beginObject()
        sink.key("name")
        sink.string(field.name.value)
        sink.key("type")
        sink.string(Self.typeName(type))
        sink.key("multiple")
        sink.bool(type.enumType?.multiple ?? false)
        sink.key("list")
        sink.bool(field.isList)
        sink.key("optional")
        sink.bool(field.isOptional)
        sink.key("stored")
        sink.bool(field.isStored)
        sink.key("key")
        // Only a preferences field is stored under a key of its own (stored-outside-preferences).
        sink.string(model.kind.value == .preferences ? field.storedKey : field.name.value)
        sink.key("cases")
        if let enumType = type.enumType {
            sink.beginArray()
            for enumCase in enumType.cases {
                sink.beginObject()
                sink.key("name")
                sink.string(enumCase.name)
                sink.key("rawValue")
                sink.rawValue(enumCase.rawValue)
                sink.endObject()
            }
            sink.endArray()
        } else {
            sink.null()
        }
        sink.key("constraints")
        sink.beginObject()
        sink.key("minimum")
        sink.double(field.minimum?.value)
        sink.key("maximum")
        sink.double(field.maximum?.value)
        sink.key("maxLength")
        sink.int(field.maxLength?.value)
        sink.key("pattern")
        sink.string(field.pattern?.value)
        sink.endObject()
        sink.key("default")
        sink.value(defaultValue)
        sink.key("defaultDeclared")
        sink.bool(declared)
        // The app's resource Android reads the default from, as written (android-default
        // judges it); left out without one.
        sink.key("androidDefault")
        sink.string(field.androidDefault?.value)
        sink.endObject()
    }

    /// `Int`, `Float`, `Bool`, `String`, `Date` or `enum`; a set of cases is `enum` with `multiple`.
    static func typeName(_ type: FieldType) -> String {
        type.enumType == nil ? type.name : "enum"
    }

    /// The field `reference` names in `model`, or a problem.
    func resolveField(_ reference: Located<String>, in model: Model) -> Field? {
        guard let field = model.field(named: reference.value) else {
            problem("unknown field '\(reference.value)' in model '\(model.name.value)'", at: reference.range)
            return nil
        }
        return field
    }

    func resolveModel(_ reference: Located<String>) -> Model? {
        guard let model = project.model(named: reference.value) else {
            problem("unknown model '\(reference.value)'", at: reference.range)
            return nil
        }
        return model
    }

    // MARK: - Colours

    /// `#RRGGBB` or `#RRGGBBAA` as components 0–255 and the canonical `#RRGGBBAA`.
    func writeColor<Sink: JSONSink & ~Copyable>(_ written: Located<String>, into sink: inout Sink) {
        let digits = Array(written.value.utf8.dropFirst())
        guard written.value.hasPrefix("#"), digits.count == 6 || digits.count == 8,
            let number = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
            digits.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) })
        else {
            problem("expected a colour as '#RRGGBB' or '#RRGGBBAA', found '\(written.value)'", at: written.range)
            sink.null()
            return
        }
        let rgba = digits.count == 6 ? number << 8 | 0xFF : number
        let hex = String(rgba, radix: 16, uppercase: true)
        sink.beginObject()
        sink.key("hex")
        sink.string("#" + String(repeating: "0", count: 8 - hex.count) + hex)
        sink.key("red")
        sink.int(Int(rgba >> 24 & 0xFF))
        sink.key("green")
        sink.int(Int(rgba >> 16 & 0xFF))
        sink.key("blue")
        sink.int(Int(rgba >> 8 & 0xFF))
        sink.key("alpha")
        sink.int(Int(rgba & 0xFF))
        sink.endObject()
    }
}

extension JSONSink where Self: ~Copyable {
    mutating func rect(_ rect: Rect) {
        beginObject()
        key("x")
        double(rect.x)
        key("y")
        double(rect.y)
        key("width")
        double(rect.width)
        key("height")
        double(rect.height)
        endObject()
    }

    mutating func size(_ width: Double, _ height: Double) {
        beginObject()
        key("width")
        double(width)
        key("height")
        double(height)
        endObject()
    }

    /// `{text, localizationKey}`: what to show, and the key to look it up by first. A
    /// localized text without a default shows its key, as a missing translation does.
    mutating func text(_ text: Text) {
        beginObject()
        switch text {
        case .literal(let string):
            key("text")
            self.string(string)
            key("localizationKey")
            null()
        case .localized(let localizationKey, let fallback):
            key("text")
            self.string(fallback ?? localizationKey)
            key("localizationKey")
            self.string(localizationKey)
        }
        endObject()
    }

    mutating func text(_ text: Located<Text>?) {
        if let text { self.text(text.value) } else { null() }
    }

    /// `{name, kind}` of the model a screen edits or a sheet acts on, or null.
    mutating func modelReference(_ model: Model?) {
        guard let model else { return null() }
        beginObject()
        key("name")
        string(model.name.value)
        key("kind")
        string(model.kind.value.rawValue)
        endObject()
    }

    mutating func rawValue(_ raw: EnumType.RawValue) {
        switch raw {
        case .string(let text): string(text)
        case .int(let number): int(number)
        }
    }
}
