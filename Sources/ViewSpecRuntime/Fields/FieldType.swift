/// The type of a model field, as the spec language declares it.
public enum FieldType: Hashable, Sendable {
    case int
    /// `Float` in specs; stored as a `Double`.
    case float
    case bool
    case string
    /// A moment in time, Foundation's `Date`.
    case date
    /// A closed list of cases; with `multiple` the field holds a set of them.
    case enumeration(EnumDefinition)

    /// The spelling used in specs and messages: `Int`, `Float`, `Bool`, `String`, `Date`, `enum`,
    /// `set of enum`.
    public var name: String {
        switch self {
        case .int: "Int"
        case .float: "Float"
        case .bool: "Bool"
        case .string: "String"
        case .date: "Date"
        case .enumeration(let definition): definition.multiple ? "set of enum" : "enum"
        }
    }

    /// The spelling saved files use to identify the type: `Int`, `Float`, `Bool`,
    /// `String`, `Date`, `enum<String>`, `enum<Int>`, `set<enum<String>>`, `set<enum<Int>>`.
    ///
    /// An enumeration's cases are left out on purpose: a case added to the model must not
    /// make older files unreadable, and a stored case that no longer exists is caught when
    /// the value itself is validated.
    public var signature: String {
        switch self {
        case .int, .float, .bool, .string, .date:
            return name
        case .enumeration(let definition):
            let single = "enum<\(definition.rawValueKind.rawValue)>"
            return definition.multiple ? "set<\(single)>" : single
        }
    }

    public var enumDefinition: EnumDefinition? {
        if case .enumeration(let definition) = self { return definition }
        return nil
    }
}

/// The cases of an enumeration field, in declaration order.
public struct EnumDefinition: Hashable, Sendable {
    public struct Case: Hashable, Sendable {
        /// The case's name in the spec; only messages use it.
        public var name: String
        /// What is stored, so that renaming a case does not lose saved data.
        public var rawValue: EnumRawValue

        public init(name: String, rawValue: EnumRawValue) {
            self.name = name
            self.rawValue = rawValue
        }
    }

    public var cases: [Case]
    /// Whether the field holds a set of cases rather than one.
    public var multiple: Bool

    public init(cases: [Case], multiple: Bool = false) {
        self.cases = cases
        self.multiple = multiple
    }

    /// Whether the raw values are integers or strings; an empty enumeration counts as
    /// strings (a model definition with one is rejected anyway).
    public var rawValueKind: EnumRawValue.Kind { cases.first?.rawValue.kind ?? .string }

    /// The declaration position of the case with this raw value.
    public func index(of rawValue: EnumRawValue) -> Int? {
        cases.firstIndex { $0.rawValue == rawValue }
    }
}
