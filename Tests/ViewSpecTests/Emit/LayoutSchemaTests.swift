import Foundation
import Testing
@testable import ViewSpec

/// Every document the emitter writes must match docs/schema/layout.schema.json, and the
/// schema must be strict enough to refuse a document that is off in any way.
@Suite struct LayoutSchemaTests {
    typealias Support = LayoutTestSupport

    private func validator() throws -> JSONSchemaValidator {
        try JSONSchemaValidator(contentsOf: Support.schemaURL)
    }

    /// Validates the written bytes, read back, not the in-memory value.
    private func expectValid(_ output: LayoutOutput, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let validator = try validator()
        for document in output.files {
            let failures = validator.failures(for: try JSONParser().parse(document.bytes))
            #expect(failures.isEmpty, "\(document.fileName): \(failures.prefix(5))", sourceLocation: sourceLocation)
        }
    }

    @Test func schemaIsDraft07AndUsesOnlySupportedKeywords() throws {
        let schema = try JSONParser().parse(Array(try Data(contentsOf: Support.schemaURL)))
        #expect(schema["$schema"] == "http://json-schema.org/draft-07/schema#")
        _ = try validator()
    }

    @Test func exampleDocumentsMatchTheSchema() throws {
        try expectValid(try Support.exampleLayout())
    }

    @Test func variedDocumentsMatchTheSchema() throws {
        try expectValid(try Support.layout(Support.variedProject))
        try expectValid(try Support.layout(Support.variedProject, viewport: Rect(x: 0, y: 0, width: 1024.5, height: 1366)))
    }

    @Test func edgeCasesMatchTheSchema() throws {
        try expectValid(try Support.layout([
            "edge.yaml": """
                viewspec: 1
                models:
                  Empty: {kind: preferences, fields: {seen: Bool}}
                  Flags:
                    kind: preferences
                    fields:
                      a: {type: Bool, optional: true}
                      e: {type: enum, cases: {x: "1", y: "2"}, optional: true}
                preferences:
                  Bare:
                    model: Empty
                    sections:
                      - items:
                          - button: go
                          - link: https://example.com
                          - custom: themePicker
                          - custom: {key: font, android: org.example.FontPreference, default: 12.5}
                            title: Font
                          - custom: {key: flags, childPane: Flagged}
                          - custom: {key: about, childPane: {external: AboutScreen, file: about.html}}
                      - list: {key: accounts, row: {custom: {childPane: Flagged}}}
                  Flagged:
                    model: Flags
                    title: {localized: flagged.title}
                    sections:
                      - title: Only
                        footer: {localized: only.footer}
                        items:
                          - toggle: a
                            enabledWhen: {e: y}
                          - choice: e
                tables:
                  Nothing: {strings: []}
                hierarchies:
                  Empty: {layers: [a]}
                  ../odd/ñame: {layers: [x], views: [{id: v, kind: text, layer: x, frame: fill}]}
                animations:
                  Spinner:
                    elements:
                      logo: {image: logo}
                      caption: {text: Loading}
                    tracks:
                      spin:
                        element: logo
                        duration: 0.8
                        iterations: infinite
                        direction: alternateReverse
                        easing: steps(4)
                        from: {rotation: 0rad}
                        to: {rotation: 6.283185307179586rad}
                      blink:
                        element: caption
                        offset: -0.5
                        delay: 0.25
                        duration: 1.5
                        iterations: 2.5
                        fill: forwards
                        easing: "cubicBezier(0.1, -0.6, 0.2, 0)"
                        keyframes:
                          - {opacity: 1, x: 3}
                          - {opacity: 0, y: -4.5, easing: easeInOut}
                          - {opacity: 1}
                """,
        ]))
    }

    /// Each mutation breaks one rule of the format; each must be caught.
    @Test func brokenDocumentsFail() throws {
        let validator = try validator()
        let output = try Support.layout(Support.variedProject)
        let hierarchy = try #require(Support.document(output, .hierarchy, "Root"))
        let screen = try #require(Support.document(output, .preferences, "Everything"))
        let table = try #require(Support.document(output, .table, "PeopleTable"))
        #expect(validator.failures(for: hierarchy).isEmpty)
        let animation = try #require(Support.document(try Support.exampleLayout(), .animation, "BannerIntro"))
        #expect(validator.failures(for: animation).isEmpty)

        let broken: [(String, JSONValue)] = [
            ("unknown top-level key", Self.setting(hierarchy, ["generatedAt"], to: "2024-01-01")),
            ("missing layout", Self.setting(hierarchy, ["layout"], to: nil)),
            ("later format version", Self.setting(hierarchy, ["formatVersion"], to: 3)),
            ("format version 1", Self.setting(hierarchy, ["formatVersion"], to: 1)),
            ("a view holding the layout it shows", Self.setting(hierarchy, ["layout", "layers", 1, "views", 0, "content", "layout"], to: .object([]))),
            ("a view without the document it shows", Self.setting(hierarchy, ["layout", "layers", 1, "views", 0, "content", "document"], to: nil)),
            ("a view path of version 1", Self.setting(hierarchy, ["layout", "layers", 1, "views", 0, "path"], to: ["top"])),
            ("draw order of paths", Self.setting(hierarchy, ["drawOrder", 0], to: ["bottom"])),
            ("unknown kind", Self.setting(hierarchy, ["kind"], to: "screen")),
            ("absolute source path", Self.setting(hierarchy, ["source"], to: "/src/specs/a.yaml")),
            ("z-order as a string", Self.setting(hierarchy, ["layout", "layers", 0, "views", 0, "zOrder"], to: "0")),
            ("frame without width", Self.setting(hierarchy, ["layout", "layers", 0, "views", 0, "frame", "width"], to: nil)),
            ("content of the wrong kind", Self.setting(hierarchy, ["layout", "layers", 0, "views", 0, "kind"], to: "view")),
            ("layer that takes touches", Self.setting(hierarchy, ["layout", "layers", 0, "touchTransparent"], to: false)),
            ("lower-case colour", Self.setting(hierarchy, ["layout", "layers", 1, "views", 1, "border", "color", "hex"], to: "#c8c8c8ff")),
            ("options of another control", Self.setting(screen, ["layout", "sections", 0, "items", 0, "control"], to: "choice")),
            ("control without its field", Self.setting(screen, ["layout", "sections", 0, "items", 0, "field"], to: .null)),
            ("control with its field left out", Self.setting(screen, ["layout", "sections", 0, "items", 0, "field"], to: nil)),
            ("view of a document without its content", Self.setting(hierarchy, ["layout", "layers", 1, "views", 0, "content"], to: nil)),
            ("unknown field type", Self.setting(screen, ["layout", "sections", 0, "items", 0, "field", "type"], to: "Double")),
            ("child pane escaping the directory", Self.setting(screen, ["layout", "sections", 0, "items", 11, "options", "document"], to: "../Details.preferences.json")),
            ("unknown selection mode", Self.setting(table, ["layout", "selection", "mode"], to: "many")),
            ("non-integer row index", Self.setting(table, ["layout", "selection", "initial", 0], to: .double(0.5))),
            ("hook that is not a name", Self.setting(table, ["layout", "hooks", "didSelect"], to: 3)),
            ("index entry with a path", Self.setting(output.index.json, ["documents", 0, "file"], to: "sub/Details.preferences.json")),
            ("index without metrics", Self.setting(output.index.json, ["metrics"], to: nil)),
            ("a direction in the spec's spelling", Self.setting(animation, ["layout", "effects", 0, "timing", "direction"], to: "alternateReverse")),
            ("an easing in the spec's spelling", Self.setting(animation, ["layout", "effects", 0, "timing", "easing"], to: "easeOut")),
            ("steps without their jump", Self.setting(animation, ["layout", "effects", 0, "timing", "easing"], to: "steps(4)")),
            ("endless iterations as null", Self.setting(animation, ["layout", "effects", 0, "timing", "iterations"], to: .null)),
            ("a translation without units", Self.setting(animation, ["layout", "effects", 0, "keyframes", 0, "translate"], to: "0 50")),
            ("x apart from the translation", Self.setting(animation, ["layout", "effects", 0, "keyframes", 0, "x"], to: 5)),
            ("a keyframe without its easing", Self.setting(animation, ["layout", "effects", 0, "keyframes", 0, "easing"], to: nil)),
            ("an effect without its start", Self.setting(animation, ["layout", "effects", 1, "startTime"], to: nil)),
            ("a view element copying its frame", Self.setting(animation, ["layout", "elements", 0, "content", "frame"], to: .object([]))),
            ("a text element without its colour", Self.setting(animation, ["layout", "elements", 1, "content", "color"], to: nil)),
        ]
        for (what, document) in broken {
            #expect(!validator.failures(for: document).isEmpty, "\(what) was accepted")
        }
    }

    /// `document` with the value at `path` replaced, or removed when `value` is nil.
    static func setting(_ document: JSONValue, _ path: [Any], to value: JSONValue?) -> JSONValue {
        guard let step = path.first else { return value ?? .null }
        let rest = Array(path.dropFirst())
        switch (document, step) {
        case (.object(var members), let key as String):
            if let index = members.firstIndex(where: { $0.0 == key }) {
                if rest.isEmpty && value == nil {
                    members.remove(at: index)
                } else {
                    members[index].1 = setting(members[index].1, rest, to: value)
                }
            } else if let value, rest.isEmpty {
                members.append((key, value))
            }
            return .object(members)
        case (.array(var elements), let index as Int) where elements.indices.contains(index):
            elements[index] = setting(elements[index], rest, to: value)
            return .array(elements)
        default:
            Issue.record("no \(step) in \(JSONWriter(style: .compact).string(for: document).prefix(80))")
            return document
        }
    }
}
