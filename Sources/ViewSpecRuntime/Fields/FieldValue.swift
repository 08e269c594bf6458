public import Foundation

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
    /// A `Date` field's moment.
    case date(Date)
    /// One case of an enumeration, by its raw value.
    case enumCase(EnumRawValue)
    /// A set of cases of a `multiple` enumeration, by raw value, in declaration order.
    case enumSet([EnumRawValue])
    /// A list field's elements, in order, each a value of the field's element type.
    case list([FieldValue])
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
        case .date(let value): iso8601Text(value)
        case .enumCase(let raw): raw.description
        case .enumSet(let raws): "[" + raws.map(\.description).joined(separator: ", ") + "]"
        case .list(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
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
        case .date: "a Date"
        case .enumCase: "an enum case"
        case .enumSet: "a set of enum cases"
        case .list: "a list"
        }
    }
}

/// A moment as `YYYY-MM-DDTHH:MM:SSZ` in UTC (whole seconds), as specs write a Date
/// field's default; by arithmetic alone, whatever the machine's calendar and time zone.
func iso8601Text(_ date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite, abs(seconds) < 1e14 else { return String(seconds) }
    let whole = Int64(seconds.rounded(.down))
    var days = whole / 86_400
    var secondOfDay = whole % 86_400
    if secondOfDay < 0 {
        secondOfDay += 86_400
        days -= 1
    }
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func padded(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T\(padded(secondOfDay / 3600, 2)):\(padded(secondOfDay / 60 % 60, 2)):\(padded(secondOfDay % 60, 2))Z"
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
