import Foundation
@testable import ViewSpec

/// A JSON Schema (draft-07) validator for the keywords ViewSpec's schemas and the SARIF
/// 2.1.0 schema use: `type`, `properties`, `required`, `additionalProperties`, `items`,
/// `minItems`, `minProperties`, `uniqueItems`, `enum`, `const`, `minimum`, `maximum`, `pattern`, `format`
/// (`uri`, `uri-reference` and `date-time`), `propertyNames`, `$ref` to `#/definitions/…`,
/// `oneOf`, `anyOf` and `allOf`. Annotations (`description`, `examples`, `default`, and the
/// `enumDescriptions` editors show beside enum values) are allowed and not validated.
///
/// A schema using any other validation keyword is refused when the validator is made,
/// so a schema cannot seem to pass by relying on a keyword this validator would ignore.
final class JSONSchemaValidator {
    struct SchemaError: Error, CustomStringConvertible {
        var description: String
    }

    /// One failure: where in the instance (a JSON pointer) and what.
    struct Failure: CustomStringConvertible, Equatable {
        var pointer: String
        var message: String
        /// A wrong type, const or enum value: the sign of a oneOf branch not meant for the value.
        var isMismatch = false
        var description: String { "\(pointer.isEmpty ? "/" : pointer): \(message)" }
    }

    static let validationKeywords: Set<String> = [
        "type", "properties", "required", "additionalProperties", "items", "minItems", "minProperties", "uniqueItems", "enum", "const", "minimum",
        "maximum", "pattern", "format", "propertyNames", "$ref", "oneOf", "anyOf", "allOf", "not",
    ]
    static let annotationKeywords: Set<String> = [
        "$schema", "$id", "title", "description", "definitions", "default", "examples", "enumDescriptions",
    ]
    static let formats: Set<String> = ["uri", "uri-reference", "date-time"]

    private let root: JSONValue
    private var patterns: [String: NSRegularExpression] = [:]

    init(schema: JSONValue) throws {
        root = schema
        try checkSupported(schema, at: "#")
    }

    convenience init(contentsOf url: URL) throws {
        try self.init(schema: JSONParser().parse(Array(try Data(contentsOf: url))))
    }

    func failures(for instance: JSONValue) -> [Failure] {
        var failures: [Failure] = []
        validate(instance, against: root, pointer: "", into: &failures)
        return failures
    }

    // MARK: - Schema checking

    private func checkSupported(_ schema: JSONValue, at location: String) throws {
        if case .bool = schema { return }
        guard case .object(let members) = schema else { throw SchemaError(description: "\(location): a schema must be an object or a boolean") }
        for (keyword, value) in members {
            guard Self.validationKeywords.contains(keyword) || Self.annotationKeywords.contains(keyword) else {
                throw SchemaError(description: "\(location): unsupported keyword '\(keyword)'")
            }
            switch keyword {
            case "properties", "definitions":
                guard case .object(let children) = value else { throw SchemaError(description: "\(location)/\(keyword): expected an object") }
                for (name, child) in children { try checkSupported(child, at: "\(location)/\(keyword)/\(name)") }
            case "additionalProperties", "items", "propertyNames", "not":
                try checkSupported(value, at: "\(location)/\(keyword)")
            case "oneOf", "anyOf", "allOf":
                guard case .array(let branches) = value, !branches.isEmpty else {
                    throw SchemaError(description: "\(location)/\(keyword): expected a non-empty array")
                }
                for (index, branch) in branches.enumerated() { try checkSupported(branch, at: "\(location)/\(keyword)/\(index)") }
            case "$ref":
                guard let reference = value.stringValue, resolve(reference) != nil else {
                    throw SchemaError(description: "\(location): unresolvable $ref \(value)")
                }
            case "pattern":
                guard let pattern = value.stringValue, (try? NSRegularExpression(pattern: pattern)) != nil else {
                    throw SchemaError(description: "\(location): invalid pattern \(value)")
                }
            case "format":
                guard let format = value.stringValue, Self.formats.contains(format) else {
                    throw SchemaError(description: "\(location): unsupported format \(value)")
                }
            default:
                break
            }
        }
    }

    private func resolve(_ reference: String) -> JSONValue? {
        let prefix = "#/definitions/"
        guard reference.hasPrefix(prefix) else { return nil }
        return root["definitions"]?[String(reference.dropFirst(prefix.count))]
    }

    // MARK: - Validation

    private func validate(_ instance: JSONValue, against schema: JSONValue, pointer: String, into failures: inout [Failure]) {
        if case .bool(let accepts) = schema {
            if !accepts { failures.append(Failure(pointer: pointer, message: "no value is allowed here")) }
            return
        }
        guard case .object(let keywords) = schema else { return }
        for (keyword, value) in keywords {
            switch keyword {
            case "$ref":
                validate(instance, against: resolve(value.stringValue ?? "") ?? .bool(false), pointer: pointer, into: &failures)
            case "not":
                var passing: [Failure] = []
                validate(instance, against: value, pointer: pointer, into: &passing)
                if passing.isEmpty { failures.append(Failure(pointer: pointer, message: "\(Self.brief(instance)) matches a schema it must not", isMismatch: true)) }
            case "type":
                let names = value.arrayValue?.compactMap(\.stringValue) ?? [value.stringValue ?? ""]
                if !names.contains(where: { Self.has(instance, type: $0) }) {
                    failures.append(Failure(
                        pointer: pointer, message: "expected type \(names.joined(separator: " or ")), found \(Self.typeName(instance))",
                        isMismatch: true))
                }
            case "enum":
                if !(value.arrayValue ?? []).contains(where: { Self.equal($0, instance) }) {
                    failures.append(Failure(pointer: pointer, message: "\(Self.brief(instance)) is not one of \(Self.brief(value))", isMismatch: true))
                }
            case "const":
                if !Self.equal(value, instance) {
                    failures.append(Failure(pointer: pointer, message: "expected \(Self.brief(value)), found \(Self.brief(instance))", isMismatch: true))
                }
            case "minimum":
                if let number = instance.numberValue, let bound = value.numberValue, number < bound {
                    failures.append(Failure(pointer: pointer, message: "\(number) is below the minimum \(bound)"))
                }
            case "maximum":
                if let number = instance.numberValue, let bound = value.numberValue, number > bound {
                    failures.append(Failure(pointer: pointer, message: "\(number) is above the maximum \(bound)"))
                }
            case "pattern":
                if let text = instance.stringValue, let pattern = value.stringValue, !matches(text, pattern) {
                    failures.append(Failure(pointer: pointer, message: "'\(text)' does not match \(pattern)"))
                }
            case "format":
                if let text = instance.stringValue, let format = value.stringValue, !Self.conforms(text, to: format) {
                    failures.append(Failure(pointer: pointer, message: "'\(text)' is not a valid \(format)"))
                }
            case "minItems":
                if case .array(let elements) = instance, let bound = value.numberValue, Double(elements.count) < bound {
                    failures.append(Failure(pointer: pointer, message: "\(elements.count) items, fewer than the minimum \(Self.brief(value))"))
                }
            case "minProperties":
                if case .object(let members) = instance, let bound = value.numberValue, Double(members.count) < bound {
                    failures.append(Failure(pointer: pointer, message: "\(members.count) properties, fewer than the minimum \(Self.brief(value))"))
                }
            case "uniqueItems":
                if case .array(let elements) = instance, value == .bool(true) {
                    for (index, element) in elements.enumerated() where elements[..<index].contains(where: { Self.equal($0, element) }) {
                        failures.append(Failure(pointer: "\(pointer)/\(index)", message: "repeats an earlier item; items must be unique"))
                    }
                }
            case "required":
                if case .object(let members) = instance {
                    for name in value.arrayValue?.compactMap(\.stringValue) ?? [] where !members.contains(where: { $0.0 == name }) {
                        failures.append(Failure(pointer: pointer, message: "missing required property '\(name)'"))
                    }
                }
            case "properties":
                if case .object(let members) = instance {
                    for (name, member) in members {
                        if let child = value[name] { validate(member, against: child, pointer: pointer + "/" + Self.escape(name), into: &failures) }
                    }
                }
            case "additionalProperties":
                if case .object(let members) = instance {
                    let declared = keywords.first { $0.0 == "properties" }?.1
                    for (name, member) in members where declared?[name] == nil {
                        if case .bool(false) = value {
                            failures.append(Failure(pointer: pointer, message: "property '\(name)' is not allowed"))
                        } else {
                            validate(member, against: value, pointer: pointer + "/" + Self.escape(name), into: &failures)
                        }
                    }
                }
            case "propertyNames":
                if case .object(let members) = instance {
                    for (name, _) in members {
                        validate(.string(name), against: value, pointer: pointer + "/" + Self.escape(name), into: &failures)
                    }
                }
            case "items":
                if case .array(let elements) = instance {
                    for (index, element) in elements.enumerated() {
                        validate(element, against: value, pointer: "\(pointer)/\(index)", into: &failures)
                    }
                }
            case "allOf":
                for branch in value.arrayValue ?? [] { validate(instance, against: branch, pointer: pointer, into: &failures) }
            case "anyOf", "oneOf":
                let results = (value.arrayValue ?? []).map { branch in
                    var branchFailures: [Failure] = []
                    validate(instance, against: branch, pointer: pointer, into: &branchFailures)
                    return branchFailures
                }
                let passing = results.count { $0.isEmpty }
                if passing == 0 {
                    // The branch meant for this value says most about what is wrong: the one
                    // whose type, const and enum fit here, then the one with fewest failures.
                    func score(_ failures: [Failure]) -> (Int, Int) {
                        (failures.count { $0.isMismatch && $0.pointer == pointer }, failures.count)
                    }
                    let closest = results.min { score($0) < score($1) } ?? []
                    failures.append(Failure(pointer: pointer, message: "matches none of the \(keyword) branches"))
                    failures.append(contentsOf: closest)
                } else if keyword == "oneOf" && passing > 1 {
                    failures.append(Failure(pointer: pointer, message: "matches \(passing) oneOf branches; exactly one must match"))
                }
            default:
                break
            }
        }
    }

    private func matches(_ text: String, _ pattern: String) -> Bool {
        let expression: NSRegularExpression
        if let cached = patterns[pattern] {
            expression = cached
        } else {
            // Checked when the validator was made.
            expression = try! NSRegularExpression(pattern: pattern)
            patterns[pattern] = expression
        }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// RFC 3986 for `uri` (a scheme is required) and `uri-reference`: only URI characters,
    /// every `%` followed by two hexadecimal digits. RFC 3339 for `date-time`.
    static func conforms(_ text: String, to format: String) -> Bool {
        switch format {
        case "uri", "uri-reference":
            let scalars = Array(text.unicodeScalars)
            let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=".unicodeScalars)
            var index = 0
            while index < scalars.count {
                if scalars[index] == "%" {
                    guard index + 2 < scalars.count, scalars[index + 1].properties.isASCIIHexDigit, scalars[index + 2].properties.isASCIIHexDigit else {
                        return false
                    }
                    index += 3
                    continue
                }
                guard allowed.contains(scalars[index]) else { return false }
                index += 1
            }
            guard format == "uri" else { return true }
            return text.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil
        case "date-time":
            return text.range(of: #"^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$"#, options: .regularExpression) != nil
        default:
            return false
        }
    }

    static func has(_ instance: JSONValue, type: String) -> Bool {
        switch (type, instance) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object): true
        case ("number", .int), ("number", .double), ("integer", .int): true
        case ("integer", .double(let number)): number.isFinite && number == number.rounded()
        default: false
        }
    }

    static func typeName(_ instance: JSONValue) -> String {
        switch instance {
        case .null: "null"
        case .bool: "boolean"
        case .int: "integer"
        case .double: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// JSON equality: numbers by value (1 equals 1.0), objects whatever their key order.
    static func equal(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.array(a), .array(b)): return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case let (.object(a), .object(b)):
            return a.count == b.count && a.allSatisfy { member in b.contains { $0.0 == member.0 && equal($0.1, member.1) } }
        default:
            if let a = lhs.numberValue, let b = rhs.numberValue { return a == b }
            return lhs == rhs
        }
    }

    private static func brief(_ value: JSONValue) -> String {
        JSONWriter(style: .compact).string(for: value)
    }

    /// JSON pointer escaping (RFC 6901).
    private static func escape(_ name: String) -> String {
        name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
