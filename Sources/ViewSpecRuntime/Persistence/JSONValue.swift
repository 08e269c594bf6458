import Foundation

/// A JSON document as the model files use it: objects keep the order they are built in, so
/// files are written deterministically.
indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// Members in writing order. Read documents list them sorted by key.
    case object([(key: String, value: JSONValue)])

    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var objectMembers: [(key: String, value: JSONValue)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    var arrayElements: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var intValue: Int? {
        if case .int(let number) = self { return number }
        return nil
    }

    /// What kind of JSON value this is, for messages.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Parses a document strictly (see `JSONReader`): a key given twice in one object is
    /// refused. Integers that fit an `Int` stay integers, so an Int field never passes
    /// through a `Double`.
    static func parse(_ data: Data) throws(JSONReader.Failure) -> JSONValue {
        try JSONReader.parse([UInt8](data))
    }
}
