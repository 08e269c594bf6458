@testable import ViewSpec

// Reading JSON values in the tests: layouts, SARIF, schemas. The same file is compiled into
// ViewSpecTests and, by a link, into ViewSpecPreviewTests.

extension JSONValue {
    /// The value of `key` in an object; nil for other values or a missing key.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// An `.int`, or a `.double` with no fraction that fits an `Int`.
    var intValue: Int? {
        switch self {
        case .int(let number): number
        case .double(let number) where number == number.rounded() && abs(number) < 9e15: Int(number)
        default: nil
        }
    }

    /// Any JSON number as a `Double`.
    var numberValue: Double? {
        switch self {
        case .int(let number): Double(number)
        case .double(let number): number
        default: nil
        }
    }
}
