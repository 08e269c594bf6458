/// A field's value in the runtime's untyped form.
///
/// Whatever Swift type a generated model uses for a field, this is the form the runtime
/// validates, writes to files, compares when sorting and exports. Generated code rarely
/// needs it: the typed key-path APIs convert on their own. Screens built from a definition
/// alone use it to read and write fields by name.
public enum FieldValue: Hashable, Sendable {
    /// The absent value of an optional field.
    case null
    case int(Int)
    /// A `Float` field; the runtime keeps it as a `Double`.
    case float(Double)
    case bool(Bool)
    case string(String)
    /// One case of an enumeration, by its raw value.
    case enumCase(EnumRawValue)
    /// A set of cases of a `multiple` enumeration, by raw value, in declaration order.
    case enumSet([EnumRawValue])
}

// MARK: - CustomStringConvertible

extension FieldValue: CustomStringConvertible {
    /// The value as messages show it: strings quoted, sets in brackets.
    public var description: String {
        switch self {
        case .null: "null"
        case .int(let value): String(value)
        case .float(let value): String(value)
        case .bool(let value): String(value)
        case .string(let value): quoted(value)
        case .enumCase(let raw): raw.description
        case .enumSet(let raws): "[" + raws.map(\.description).joined(separator: ", ") + "]"
        }
    }

    /// What kind of value this is, for "found …" in messages.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .int: "an Int"
        case .float: "a Float"
        case .bool: "a Bool"
        case .string: "a String"
        case .enumCase: "an enum case"
        case .enumSet: "a set of enum cases"
        }
    }
}

/// Quotes a string for a message, escaping what would make the message ambiguous.
func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}
