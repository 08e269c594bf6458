/// The stored raw value of an enumeration case: an enumeration's raw values are all
/// integers or all strings.
public enum EnumRawValue: Hashable, Sendable {
    case int(Int)
    case string(String)

    /// Whether a raw value is an integer or a string.
    public enum Kind: String, Hashable, Sendable {
        case int = "Int"
        case string = "String"
    }

    public var kind: Kind {
        switch self {
        case .int: .int
        case .string: .string
        }
    }
}

extension EnumRawValue: CustomStringConvertible {
    public var description: String {
        switch self {
        case .int(let value): String(value)
        case .string(let value): quoted(value)
        }
    }
}
