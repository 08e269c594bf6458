import Foundation
import Testing
@testable import ViewSpec

/// The spec schema is generated from the vocabulary the decoder reads with; these tests
/// show that the copy in docs/ is current, that the decoder and the vocabulary agree, and
/// that the schema accepts every valid spec and refuses the shape errors.
@Suite struct SpecSchemaTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let schemaURL = packageRoot.appendingPathComponent("docs/schema/viewspec.schema.json")

    /// docs/schema/viewspec.schema.json is `viewspecc schema`'s output; with
    /// VIEWSPEC_UPDATE_DOCS=1 a stale copy is rewritten.
    @Test func committedCopyIsCurrent() throws {
        let generated = SpecSchema.text()
        let current = (try? String(contentsOf: Self.schemaURL, encoding: .utf8)) ?? ""
        if current != generated, ProcessInfo.processInfo.environment["VIEWSPEC_UPDATE_DOCS"] == "1" {
            try FileManager.default.createDirectory(at: Self.schemaURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try generated.write(to: Self.schemaURL, atomically: true, encoding: .utf8)
            Issue.record("docs/schema/viewspec.schema.json was stale and has been rewritten; run the tests again")
            return
        }
        #expect(current == generated, "docs/schema/viewspec.schema.json is out of date: run VIEWSPEC_UPDATE_DOCS=1 swift test --filter SpecSchemaTests")
    }

    @Test func isDraft07WithADescriptionForEveryKeyAndWord() throws {
        let schema = SpecSchema.document()
        #expect(schema["$schema"]?.stringValue == "http://json-schema.org/draft-07/schema#")
        _ = try JSONSchemaValidator(schema: schema)
        var properties = 0
        var words = 0
        func walk(_ value: JSONValue, _ path: String) {
            switch value {
            case .object(let members):
                if let declared = value["properties"], case .object(let keys) = declared {
                    for (key, property) in keys {
                        properties += 1
                        let description = property["description"]?.stringValue ?? ""
                        #expect(description.count > 0, "\(path)/\(key) has no description")
                    }
                }
                if let values = value["enum"]?.arrayValue {
                    words += values.count
                    #expect(value["enumDescriptions"]?.arrayValue?.count == values.count, "\(path): an enum value without a description")
                    let descriptions = value["enumDescriptions"]?.arrayValue?.map { $0.stringValue ?? "" } ?? []
                    #expect(descriptions.allSatisfy { $0.count > 0 }, "\(path)")
                }
                // A construct's conditions between its keys (a record's fields not empty)
                // restate keys described above: not walked, nor counted again.
                let isConditions = value["type"]?.stringValue == "object" && value["properties"] != nil
                for (key, member) in members where !(isConditions && key == "allOf") { walk(member, "\(path)/\(key)") }
            case .array(let elements):
                for (index, element) in elements.enumerated() { walk(element, "\(path)/\(index)") }
            default:
                break
            }
        }
        walk(schema, "#")
        let keyCount = SpecVocabulary.constructs.map(\.keys.count).reduce(0, +)
        #expect(properties == keyCount, "every key of every construct is a described property")
        #expect(words > 40)
    }

    @Test func optionWordsAreTheDecodersCases() {
        #expect(FieldType.scalarNames == SpecVocabulary.fieldTypes.map(\.word))
        #expect(Control.kindNames == SpecVocabulary.controlKeys.map(\.name))
        #expect(SpecVocabulary.item.exactlyOneOf == Control.kindNames)
        let names = SpecVocabulary.constructs.map(\.name)
        #expect(Set(names).count == names.count)
        // Every construct a key refers to exists.
        func references(_ shape: ValueShape) -> [String] {
            switch shape {
            case .construct(let name): [name]
            case .sequence(let element, _), .namedMap(let element, _): references(element)
            case .anyOf(let shapes): shapes.flatMap(references)
            default: []
            }
        }
        for construct in SpecVocabulary.constructs {
            for key in construct.keys {
                for name in references(key.value) { #expect(names.contains(name), "\(construct.name).\(key.name) refers to \(name)") }
            }
        }
    }

    // MARK: - The corpus: every spec the repository has

    /// Every spec file of `specs/` and the fixtures, and every documented example (markers removed).
    static func corpus() throws -> (valid: [SourceFile], shapeErrors: [SourceFile]) {
        var valid: [SourceFile] = []
        let directories = ["specs", "Tests/ViewSpecTests/Fixtures"].map { packageRoot.appendingPathComponent($0).path }
        for path in try InputDiscovery.specFiles(in: directories) {
            valid.append(SourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path)))))
        }
        var shapeErrors: [SourceFile] = []
        for rule in RuleBook.all where rule.stage != .configuration {
            for example in rule.triggeringExamples + rule.nonTriggeringExamples {
                let sources = PreparedExample(example).sources
                if rule.stage == .decode, rule.triggeringExamples.contains(where: { $0.sourceLine == example.sourceLine }) {
                    shapeErrors += sources.map { SourceFile(path: "\(rule.id.name)/\($0.path)", bytes: $0.bytes) }
                } else if rule.stage != .input || !rule.triggeringExamples.contains(where: { $0.sourceLine == example.sourceLine }) {
                    valid += sources.map { SourceFile(path: "\(rule.id.name)/\($0.path)", bytes: $0.bytes) }
                }
            }
            for correction in rule.corrections {
                valid += correction.after.map { SourceFile(path: "\(rule.id.name)/corrected/\($0.name)", text: $0.text) }
            }
        }
        return (valid, shapeErrors)
    }

    static func json(_ source: SourceFile) throws -> JSONValue {
        let loaded = YAMLLoader().load(source)
        #expect(!loaded.hasErrors, "\(source.path) does not load: \(loaded.diagnostics.map(\.message))")
        return try #require(loaded.root.map(YAMLToJSON.convert))
    }

    @Test func everyValidSpecValidates() throws {
        let validator = try JSONSchemaValidator(contentsOf: Self.schemaURL)
        let corpus = try Self.corpus().valid
        #expect(corpus.count > 100)
        #expect(corpus.contains { $0.path.hasSuffix("specs/app-settings.yaml") })
        for source in corpus {
            let failures = validator.failures(for: try Self.json(source))
            #expect(failures.isEmpty, "\(source.path): \(failures)")
        }
    }

    /// The decoder's examples are its shape errors (unknown key, missing key, wrong type,
    /// word not allowed, reserved section, control count, invalid name, format version):
    /// each one the schema must refuse too.
    @Test func everyShapeErrorFails() throws {
        let validator = try JSONSchemaValidator(contentsOf: Self.schemaURL)
        let negatives = try Self.corpus().shapeErrors
        #expect(Set(negatives.map { $0.path.split(separator: "/")[0] }).count == DiagnosticID.decodeDiagnostics.count)
        for source in negatives {
            #expect(!validator.failures(for: try Self.json(source)).isEmpty, "\(source.path) passes the schema")
        }
    }

    /// Decoding the whole corpus asks for every key the vocabulary lists, and (by
    /// `MappingReader`'s precondition) for no other: the decoder and the schema accept the
    /// same keys.
    @Test func theDecoderReadsEveryKeyOfTheVocabulary() throws {
        let corpus = try Self.corpus()
        var read: [String: Set<String>] = [:]
        for source in corpus.valid + corpus.shapeErrors {
            let loaded = YAMLLoader().load(source)
            read.merge(SpecDecoder().keysRead(decoding: loaded.root, path: source.path)) { $0.union($1) }
        }
        // Read by hand, not through a MappingReader: the keys of a condition and of a
        // subtitle by value are field names and values, and a view reference is a one-key mapping.
        let byHand: Set<String> = [SpecVocabulary.condition.name, SpecVocabulary.subtitleByValue.name, SpecVocabulary.viewReference.name]
        for construct in SpecVocabulary.constructs where !byHand.contains(construct.name) {
            #expect(read[construct.name] == Set(construct.keyNames), "\(construct.name): the decoder read \(read[construct.name]?.sorted() ?? []), the vocabulary lists \(construct.keyNames)")
        }
    }

    /// Shape errors the decoder reports one by one, refused by the schema as well.
    @Test(arguments: [
        ("viewspec: 1\nmodels:\n  S: {kind: preferences, fields: {on: Bool}, extra: 1}\n", "/models/S"),
        ("viewspec: 1\ntables:\n  T: {strings: [a], selection: several}\n", "/tables/T/selection"),
        ("viewspec: 1\nhierarchies:\n  H: {layers: [a], views: [{id: v, layer: a, frame: {width: 1}}]}\n", "/hierarchies/H/views/0/frame"),
        ("viewspec: 1\nhierarchies:\n  H: {layers: [a], views: [{id: v, layer: a, frame: fill, border: {width: 2}}]}\n", "/hierarchies/H/views/0/border"),
        ("viewspec: 1\nmodels:\n  S: {kind: preferences, fields: {on: Boolean}}\n", "/models/S/fields/on"),
        ("viewspec: 1\nmodels:\n  S: {kind: record, fields: {}}\n", "/models/S"),
        ("viewspec: 1\nmodels:\n  S: {kind: preferences, fields: {mode: {type: enum, cases: []}}}\n", "/models/S/fields/mode"),
    ])
    func particularShapeErrorsFailWhereTheyAre(text: String, pointer: String) throws {
        let validator = try JSONSchemaValidator(contentsOf: Self.schemaURL)
        let failures = validator.failures(for: try Self.json(SourceFile(path: "x.yaml", text: text)))
        #expect(!failures.isEmpty)
        #expect(failures.contains { $0.pointer.hasPrefix(pointer) }, "\(failures)")
    }
}

/// A YAML node tree as the JSON value editors validate against the schema.
enum YAMLToJSON {
    static func convert(_ node: YAMLNode) -> JSONValue {
        switch node.content {
        case .mapping(let entries):
            return .object(entries.map { ($0.key.scalar?.text ?? "", convert($0.value)) })
        case .sequence(let items):
            return .array(items.map(convert))
        case .scalar(let scalar):
            switch scalar.value {
            case .null: return .null
            case .bool(let flag): return .bool(flag)
            case .int(let number): return .int(number)
            case .float(let number): return .double(number)
            case .string(let text): return .string(text)
            }
        }
    }
}
