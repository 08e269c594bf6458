/// A value a spec writes where the language takes a literal: a field's default, the value
/// a condition compares with, one of a choice's values.
///
/// The spec language's own type rather than the YAML scalar it was read from: checks and
/// emitters judge what the spec says, not how YAML spelt it, and a literal is never null
/// (the decoder refuses a missing value where one is required).
public enum LiteralValue: Hashable, Sendable {
    case bool(Bool)
    case int(Int)
    case float(Double)
    case string(String)

    /// "a boolean", "an integer", "a floating-point number", "a string": for messages that
    /// say what was found.
    public var kindDescription: String {
        switch self {
        case .bool: "a boolean"
        case .int: "an integer"
        case .float: "a floating-point number"
        case .string: "a string"
        }
    }

    /// The number an integer or floating-point literal stands for; nil for any other.
    public var number: Double? {
        switch self {
        case .int(let number): Double(number)
        case .float(let number): number
        case .bool, .string: nil
        }
    }

    /// The text of a string literal; nil for any other.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
