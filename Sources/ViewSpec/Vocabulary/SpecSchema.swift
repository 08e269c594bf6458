/// The JSON Schema (draft-07, which yaml-language-server and VS Code validate) of spec
/// files, generated from `SpecVocabulary`: the decoder's own constructs, keys and option
/// words, each with its description for completion and hover. `viewspecc schema` prints
/// it, and `docs/schema/viewspec.schema.json` is a checked copy.
public enum SpecSchema {
    /// A name: not empty, no whitespace or control characters (`DecodeContext.name`).
    public static let namePattern = #"^[^\s\u0000-\u001f]+$"#

    public static func document(_ constructs: [Construct] = SpecVocabulary.constructs) -> JSONValue {
        let root = constructs[0]
        var members: [(String, JSONValue)] = [
            ("$schema", "http://json-schema.org/draft-07/schema#"),
            ("title", "ViewSpec spec file"),
        ]
        members += object(for: root)
        members.append(("definitions", .object(constructs.dropFirst().map { ($0.name, .object(object(for: $0))) })))
        return .object(members)
    }

    public static func text(_ constructs: [Construct] = SpecVocabulary.constructs) -> String {
        JSONWriter().string(for: document(constructs))
    }

    private static func object(for construct: Construct) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [("description", .string(construct.description)), ("type", "object")]
        if !construct.keys.isEmpty {
            members.append(("properties", .object(construct.keys.map { ($0.name, property($0)) })))
        }
        let required = construct.keys.filter(\.isRequired).map { JSONValue.string($0.name) }
        if !required.isEmpty { members.append(("required", .array(required))) }
        if let patternKeys = construct.patternKeys {
            members.append(("propertyNames", .object([("pattern", .string(namePattern))])))
            members.append(("additionalProperties", schema(for: patternKeys)))
        } else {
            members.append(("additionalProperties", false))
        }
        // Each key that must not be empty unless another holds a word: that word, or at
        // least one entry (draft-07's `if` is left out for the validators that lack it).
        let conditions = construct.nonEmptyUnless.sorted { $0.key < $1.key }.map { key, unless -> JSONValue in
            .object([("anyOf", .array([
                .object([("properties", .object([(unless.key, .object([("enum", .array([.string(unless.word)]))]))]))]),
                .object([("properties", .object([(key, .object([("minProperties", 1)]))]))]),
            ]))])
        }
        if !conditions.isEmpty { members.append(("allOf", .array(conditions))) }
        if !construct.exactlyOneOf.isEmpty {
            members.append(("oneOf", .array(construct.exactlyOneOf.map { key in
                var branch: [(String, JSONValue)] = [("required", .array([.string(key)]))]
                // An option of another key of the list is that key's, not a second choice, beside it.
                if let served = construct.optionBeside[key] { branch.append(("not", .object([("required", .array([.string(served)]))]))) }
                return .object(branch)
            })))
        }
        return members
    }

    /// A key's schema with its description; a reference is wrapped, since draft-07 ignores
    /// the siblings of `$ref`.
    private static func property(_ key: Construct.Key) -> JSONValue {
        guard case .object(let members) = schema(for: key.value) else { return .object([("description", .string(key.description))]) }
        if members.first?.0 == "$ref" {
            return .object([("description", .string(key.description)), ("allOf", .array([schema(for: key.value)]))])
        }
        return .object([("description", .string(key.description))] + members)
    }

    static func schema(for shape: ValueShape) -> JSONValue {
        switch shape {
        case .string:
            return .object([("type", "string")])
        case .name:
            return .object([("type", "string"), ("pattern", .string(namePattern))])
        case .integer(let minimum):
            return .object([("type", "integer")] + (minimum.map { [("minimum", .int($0))] } ?? []))
        case .number:
            return .object([("type", "number")])
        case .boolean:
            return .object([("type", "boolean")])
        case .options(let words):
            return .object([
                ("enum", .array(words.map { .string($0.word) })),
                ("enumDescriptions", .array(words.map { .string($0.description) })),
            ])
        case .construct(let name):
            return .object([("$ref", .string("#/definitions/\(name)"))])
        case .sequence(let element, let nonEmpty):
            return .object([("type", "array"), ("items", schema(for: element))] + (nonEmpty ? [("minItems", 1)] : []))
        case .namedMap(let value, let nonEmpty):
            return .object(
                [
                    ("type", "object"), ("propertyNames", .object([("pattern", .string(namePattern))])),
                    ("additionalProperties", schema(for: value)),
                ] + (nonEmpty ? [("minProperties", 1)] : []))
        case .anyOf(let shapes):
            return .object([("anyOf", .array(shapes.map(schema(for:))))])
        case .pattern(let pattern, let example):
            return .object([("type", "string"), ("pattern", .string(pattern)), ("examples", .array([.string(example)]))])
        case .scalar:
            return .object([("type", .array(["string", "number", "boolean"]))])
        case .constant(let value):
            return .object([("const", .int(value))])
        case .null:
            return .object([("type", "null")])
        }
    }
}
