/// A model: named, typed fields, as the original library's record card declared them in
/// two parallel lists of names and types.
public final class Model: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// One settings object.
        case preferences
        /// An ordered list of records.
        case record
        /// Records with a unique key field.
        case keyed
    }

    public let name: Located<String>
    public let kind: Located<Kind>
    /// The unique key field of a `keyed` model.
    public let keyField: Located<String>?
    public let fields: [Field]
    public let range: SourceSpan
    /// Where each name is first declared in `fields`: checks look fields up by name for
    /// every item and condition, and models hold dozens of fields.
    private let fieldIndex: NameIndex<FieldNames>

    /// Fields written in the model that could not be read (a misspelt type…): reported
    /// where they are written, and not reported again as unknown where they are used.
    public let unreadFieldNames: Set<String>

    public init(
        name: Located<String>, kind: Located<Kind>, keyField: Located<String>? = nil, fields: [Field], unreadFieldNames: Set<String> = [],
        range: SourceSpan
    ) {
        self.name = name
        self.kind = kind
        self.keyField = keyField
        self.fields = fields
        self.unreadFieldNames = unreadFieldNames
        self.range = range
        self.fieldIndex = NameIndex(FieldNames(fields: fields))
    }

    /// The first field declared with `name`; a second is `duplicate-declaration`'s.
    public func field(named name: String) -> Field? { fieldIndex.position(of: name).map { fields[$0] } }

    /// The fields declared with the name of an earlier field, in declaration order: found
    /// while the model's fields are indexed, so that no check looks every field up again.
    public var redeclaredFields: [Field] { fieldIndex.repeatedPositions.map { fields[$0] } }
}

/// A model's fields' names, in order: what its index finds fields by.
struct FieldNames: RandomAccessCollection, Sendable {
    let fields: [Field]

    var startIndex: Int { 0 }
    var endIndex: Int { fields.count }
    subscript(position: Int) -> String { fields[position].name.value }
}

public final class Field: Sendable {
    // In this order, and with optionality and a list default among the rare parts, a field
    // is 120 bytes: one size class of the allocator (16 bytes) below what it was.
    public let name: Located<String>
    public let range: SourceSpan
    public let type: Located<FieldType>
    /// A default of one value; a list default is one of the rare parts.
    private let valueDefault: Literal?
    /// What a field says beyond its name, type and default value: few fields say any of
    /// it, and most that do say one or two parts (bounds, a length).
    private let rare: SparseParts<RarePart>

    private enum RarePart: Sendable {
        /// `optional: true`.
        case optional
        /// A multiple-choice enumeration's default, a list of cases.
        case listDefault([Literal], range: SourceSpan)
        /// Both bounds in one part: a numeric field usually has both.
        case bounds(minimum: Located<Double>?, maximum: Located<Double>?)
        case maxLength(Located<Int>)
        case pattern(Located<String>)
        case stored(Located<Bool>)
        case key(StoredKey)
        /// `list: true`: the field holds an ordered list of values of its type.
        case list(Located<Bool>)
        /// `androidDefault: '@bool/…'`: the app's Android resource its Android default is.
        case androidDefault(Located<String>)
    }

    public init(
        name: Located<String>, type: Located<FieldType>, defaultValue: FieldDefault? = nil,
        minimum: Located<Double>? = nil, maximum: Located<Double>? = nil, maxLength: Located<Int>? = nil,
        pattern: Located<String>? = nil, isOptional: Bool = false, stored: Located<Bool>? = nil, key: StoredKey? = nil,
        list: Located<Bool>? = nil, androidDefault: Located<String>? = nil, range: SourceSpan
    ) {
        self.name = name
        self.type = type
        self.range = range
        var rare: [RarePart] = []
        switch defaultValue {
        case .value(let literal)?:
            valueDefault = literal
        case .list(let cases, let range)?:
            valueDefault = nil
            rare.append(.listDefault(cases, range: range))
        case nil:
            valueDefault = nil
        }
        if isOptional { rare.append(.optional) }
        if minimum != nil || maximum != nil { rare.append(.bounds(minimum: minimum, maximum: maximum)) }
        if let maxLength { rare.append(.maxLength(maxLength)) }
        if let pattern { rare.append(.pattern(pattern)) }
        if let stored { rare.append(.stored(stored)) }
        if let key { rare.append(.key(key)) }
        if let list { rare.append(.list(list)) }
        if let androidDefault { rare.append(.androidDefault(androidDefault)) }
        self.rare = SparseParts(rare)
    }

    public var defaultValue: FieldDefault? {
        if let valueDefault { return .value(valueDefault) }
        return rare.first { if case .listDefault(let cases, let range) = $0 { .list(cases, range: range) } else { nil } }
    }

    public var isOptional: Bool { rare.first { if case .optional = $0 { true } else { nil } } ?? false }

    public var minimum: Located<Double>? { rare.first { if case .bounds(let minimum, _) = $0 { minimum } else { nil } } }
    public var maximum: Located<Double>? { rare.first { if case .bounds(_, let maximum) = $0 { maximum } else { nil } } }
    public var maxLength: Located<Int>? { rare.first { if case .maxLength(let maxLength) = $0 { maxLength } else { nil } } }
    public var pattern: Located<String>? { rare.first { if case .pattern(let pattern) = $0 { pattern } else { nil } } }
    /// `stored: false`: the field is shown and edited but never written to the preference
    /// store (its value comes from elsewhere: the keychain, the system); nil when not written.
    public var stored: Located<Bool>? { rare.first { if case .stored(let stored) = $0 { stored } else { nil } } }

    /// `key: "…"`: the key the preference store keeps the field's value under, when the
    /// spec gives one (an app's existing key that is no name); nil when not written.
    public var key: StoredKey? { rare.first { if case .key(let key) = $0 { key } else { nil } } }

    /// `list: true`, where it is written: the field holds an ordered list of values of its
    /// type (a String list, a list of an enumeration's cases); nil when not written.
    public var list: Located<Bool>? { rare.first { if case .list(let list) = $0 { list } else { nil } } }

    /// `androidDefault: '@color/background'`, where it is written: the resource of the app's
    /// that Android's preference reads its default from (android-default judges it); nil
    /// when not written.
    public var androidDefault: Located<String>? { rare.first { if case .androidDefault(let reference) = $0 { reference } else { nil } } }

    /// Whether the field holds an ordered list of values of its type (`list: true`).
    public var isList: Bool { list?.value ?? false }

    /// The field's type as messages and the editor name it: `String`, `enum`, or
    /// `list of String` for a list field, whose type is its elements'.
    public var typeName: String { isList ? "list of \(type.value.name)" : type.value.name }

    /// Whether the preference store keeps the field's value (true unless `stored: false`).
    public var isStored: Bool { stored?.value ?? true }

    /// The key the preference store keeps the field's value under: its `key`, else its name.
    public var storedKey: String { key?.text.value ?? name.value }
}

/// A field's `key: "…"`: the key written, and the whole `key` entry of the field's mapping
/// with what separates it from its neighbours, which removing the key removes.
public struct StoredKey: Sendable {
    public let text: Located<String>
    public let entryRange: SourceSpan

    public init(_ text: Located<String>, entryRange: SourceSpan) {
        self.text = text
        self.entryRange = entryRange
    }
}

/// A field's default: one value, or for a multiple-choice enumeration or a list field a
/// list of values.
public enum FieldDefault: Sendable {
    case value(Literal)
    case list([Literal], range: SourceSpan)

    public var range: SourceSpan {
        switch self {
        case .value(let literal): literal.range
        case .list(_, let range): range
        }
    }
}

public enum FieldType: Hashable, Sendable {
    case int
    case float
    case bool
    case string
    /// A moment in time (Foundation's `Date`); a default is written as an ISO 8601 date and
    /// time in UTC, `2026-01-01T08:00:00Z`.
    case date
    /// A closed list of cases; with `multiple` the field holds a set of them.
    case enumeration(EnumType)

    /// The spelling used in specs and messages: `Int`, `Float`, `Bool`, `String`, `Date`, `enum`.
    public var name: String {
        switch self {
        case .int: "Int"
        case .float: "Float"
        case .bool: "Bool"
        case .string: "String"
        case .date: "Date"
        case .enumeration(let type): type.multiple ? "set of enum" : "enum"
        }
    }

    public var isNumeric: Bool { self == .int || self == .float }

    public var enumType: EnumType? {
        if case .enumeration(let type) = self { return type }
        return nil
    }

    public static let scalarNames = ["Int", "Float", "Bool", "String", "Date"]
}

public struct EnumType: Hashable, Sendable {
    public enum RawValue: Hashable, Sendable {
        case string(String)
        case int(Int)
    }

    public struct Case: Hashable, Sendable {
        public var name: String
        public var rawValue: RawValue
        public var range: SourceSpan
        /// Where an explicit raw value is written; nil when the raw value is the name.
        public var rawValueRange: SourceSpan?

        public init(name: String, rawValue: RawValue, range: SourceSpan, rawValueRange: SourceSpan? = nil) {
            self.name = name
            self.rawValue = rawValue
            self.range = range
            self.rawValueRange = rawValueRange
        }
    }

    public var cases: [Case]
    public var multiple: Bool

    public init(cases: [Case], multiple: Bool = false) {
        self.cases = cases
        self.multiple = multiple
    }

    public func `case`(named name: String) -> Case? { cases.first { $0.name == name } }
}
