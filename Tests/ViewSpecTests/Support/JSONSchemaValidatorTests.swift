import Foundation
import Testing
@testable import ViewSpec

@Suite struct JSONSchemaValidatorTests {
    private func validator(_ schema: String) throws -> JSONSchemaValidator {
        try JSONSchemaValidator(schema: JSONParser().parse(schema))
    }

    private func failures(_ schema: String, _ instance: String) throws -> [JSONSchemaValidator.Failure] {
        try validator(schema).failures(for: JSONParser().parse(instance))
    }

    private func accepts(_ schema: String, _ instance: String) throws -> Bool {
        try failures(schema, instance).isEmpty
    }

    @Test func types() throws {
        #expect(try accepts(#"{"type": "integer"}"#, "3"))
        #expect(try accepts(#"{"type": "integer"}"#, "3.0"))
        #expect(try !accepts(#"{"type": "integer"}"#, "3.5"))
        #expect(try accepts(#"{"type": "number"}"#, "3.5"))
        #expect(try !accepts(#"{"type": "number"}"#, #""3""#))
        #expect(try !accepts(#"{"type": "boolean"}"#, "1"))
        #expect(try accepts(#"{"type": ["string", "null"]}"#, "null"))
        #expect(try !accepts(#"{"type": ["string", "null"]}"#, "[]"))
        #expect(try accepts(#"{"type": "object"}"#, "{}"))
        #expect(try !accepts(#"{"type": "array"}"#, "{}"))
    }

    @Test func objectKeywords() throws {
        let schema = #"{"type": "object", "required": ["a"], "properties": {"a": {"type": "integer"}, "b": {"type": "string"}}, "additionalProperties": false}"#
        #expect(try accepts(schema, #"{"a": 1, "b": "x"}"#))
        #expect(try failures(schema, #"{"b": "x"}"#).map(\.message) == ["missing required property 'a'"])
        #expect(try failures(schema, #"{"a": 1, "c": 2}"#).map(\.message) == ["property 'c' is not allowed"])
        #expect(try failures(schema, #"{"a": "1"}"#).map(\.pointer) == ["/a"])
        let open = #"{"properties": {"a": {"type": "integer"}}, "additionalProperties": {"type": "boolean"}}"#
        #expect(try accepts(open, #"{"a": 1, "z": true}"#))
        #expect(try failures(open, #"{"a": 1, "z/~": 2}"#).map(\.pointer) == ["/z~1~0"])
    }

    @Test func arraysEnumsConstsAndBounds() throws {
        #expect(try accepts(#"{"items": {"type": "integer", "minimum": 0, "maximum": 9}}"#, "[0, 9, 4]"))
        #expect(try failures(#"{"items": {"type": "integer", "minimum": 0, "maximum": 9}}"#, "[0, -1, 10]").map(\.pointer) == ["/1", "/2"])
        #expect(try accepts(#"{"enum": ["a", 1, null]}"#, "1.0"))
        #expect(try !accepts(#"{"enum": ["a", 1, null]}"#, #""b""#))
        #expect(try accepts(#"{"const": {"x": [1, true]}}"#, #"{"x": [1, true]}"#))
        #expect(try !accepts(#"{"const": {"x": [1, true]}}"#, #"{"x": [1, false]}"#))
        #expect(try !accepts(#"{"const": true}"#, "1"))
    }

    @Test func patternsSearchUnlessAnchored() throws {
        #expect(try accepts(#"{"pattern": "b"}"#, #""abc""#))
        #expect(try !accepts(#"{"pattern": "^b"}"#, #""abc""#))
        #expect(try accepts(##"{"pattern": "^#[0-9A-F]{8}$"}"##, ##""#C8C8C8FF""##))
        #expect(try !accepts(##"{"pattern": "^#[0-9A-F]{8}$"}"##, ##""#c8c8c8ff""##))
        #expect(try accepts(#"{"pattern": "^x$"}"#, "3"), "pattern applies to strings only")
    }

    @Test func combinators() throws {
        let oneOf = #"{"oneOf": [{"type": "integer"}, {"type": "number"}]}"#
        #expect(try accepts(oneOf, "1.5"))
        #expect(try failures(oneOf, "1").map(\.message) == ["matches 2 oneOf branches; exactly one must match"])
        #expect(try failures(oneOf, #""x""#).first?.message == "matches none of the oneOf branches")
        let anyOf = #"{"anyOf": [{"type": "integer"}, {"type": "number"}]}"#
        #expect(try accepts(anyOf, "1"))
        #expect(try !accepts(anyOf, "null"))
        let allOf = #"{"allOf": [{"type": "integer"}, {"minimum": 2}]}"#
        #expect(try accepts(allOf, "3"))
        #expect(try !accepts(allOf, "1"))
        let not = #"{"not": {"required": ["a"]}}"#
        #expect(try accepts(not, #"{"b": 1}"#))
        #expect(try !accepts(not, #"{"a": 1}"#))
    }

    @Test func referencesResolveToDefinitions() throws {
        let schema = #"""
            {"definitions": {"node": {"type": "object", "additionalProperties": false, "properties": {"next": {"oneOf": [{"$ref": "#/definitions/node"}, {"type": "null"}]}}}},
             "$ref": "#/definitions/node"}
            """#
        #expect(try accepts(schema, #"{"next": {"next": {"next": null}}}"#))
        #expect(try failures(schema, #"{"next": {"next": {"other": 1}}}"#).contains { $0.message == "property 'other' is not allowed" })
    }

    @Test func unsupportedKeywordsAndBadReferencesAreRefused() throws {
        #expect(throws: JSONSchemaValidator.SchemaError.self) { try validator(#"{"maxItems": 1}"#) }
        #expect(throws: JSONSchemaValidator.SchemaError.self) { try validator(#"{"properties": {"a": {"format": "email"}}}"#) }
        #expect(throws: JSONSchemaValidator.SchemaError.self) { try validator(##"{"$ref": "#/definitions/missing"}"##) }
        #expect(throws: JSONSchemaValidator.SchemaError.self) { try validator(#"{"$ref": "other.json#/x"}"#) }
        #expect(throws: JSONSchemaValidator.SchemaError.self) { try validator(#"{"pattern": "("}"#) }
        #expect(throws: JSONSchemaValidator.SchemaError.self) { try validator(#"{"oneOf": []}"#) }
    }

    @Test func arrayKeywords() throws {
        #expect(try accepts(#"{"minItems": 2}"#, "[1, 2]"))
        #expect(try failures(#"{"minItems": 2}"#, "[1]").map(\.message) == ["1 items, fewer than the minimum 2"])
        #expect(try accepts(#"{"minProperties": 1}"#, #"{"a": 1}"#))
        #expect(try accepts(#"{"minProperties": 1}"#, "[]"))
        #expect(try failures(#"{"minProperties": 1}"#, "{}").map(\.message) == ["0 properties, fewer than the minimum 1"])
        #expect(try accepts(#"{"uniqueItems": true}"#, #"[1, "1", {"a": 1}, {"a": 2}]"#))
        #expect(try failures(#"{"uniqueItems": true}"#, #"[{"a": 1, "b": 2}, 3, {"b": 2, "a": 1.0}]"#).map(\.pointer) == ["/2"])
        #expect(try accepts(#"{"uniqueItems": false}"#, "[1, 1]"))
    }

    @Test func formats() throws {
        #expect(try accepts(#"{"format": "uri"}"#, #""https://example.com/a%20b?c=d#e""#))
        #expect(try !accepts(#"{"format": "uri"}"#, #""specs/app.yaml""#))
        #expect(try accepts(#"{"format": "uri-reference"}"#, #""specs/my%20app.yaml""#))
        #expect(try !accepts(#"{"format": "uri-reference"}"#, #""specs/my app.yaml""#))
        #expect(try !accepts(#"{"format": "uri-reference"}"#, #""100%.yaml""#))
        #expect(try !accepts(#"{"format": "uri-reference"}"#, #""設定.yaml""#))
        #expect(try accepts(#"{"format": "date-time"}"#, #""2026-01-02T03:04:05.5Z""#))
        #expect(try !accepts(#"{"format": "date-time"}"#, #""2026-01-02 03:04""#))
        // A format says nothing about other types.
        #expect(try accepts(#"{"format": "uri"}"#, "3"))
    }

    @Test func booleanSchemas() throws {
        #expect(try accepts(#"{"items": true}"#, "[1, null]"))
        #expect(try !accepts(#"{"items": false}"#, "[1]"))
        #expect(try accepts(#"{"items": false}"#, "[]"))
    }
}
