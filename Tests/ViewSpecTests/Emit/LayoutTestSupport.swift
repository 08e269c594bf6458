import Foundation
import Testing
@testable import ViewSpec

enum LayoutTestSupport {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let specsDirectory = repositoryRoot.appendingPathComponent("specs").path
    static let schemaURL = repositoryRoot.appendingPathComponent("docs/schema/layout.schema.json")

    /// Compiles in-memory files and lays them out; the compilation must be free of errors.
    /// A project that generates no Swift may use names Swift cannot take: `swiftChecks:
    /// false` disables the Swift checks, as such a project would.
    static func layout(_ files: [String: String], viewport: Rect = Compiler.Options.defaultViewport, swiftChecks: Bool = true) throws -> LayoutOutput {
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        let disabled = swiftChecks ? [] : Set(CheckRegistry.swift.map { $0.description.id.code })
        let compilation = Compiler(options: Compiler.Options(viewport: viewport, disabledChecks: disabled)).compile(sources: sources)
        let errors = compilation.reportedDiagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.range.path):\($0.range.start.line): \($0.message)" })")
        return try LayoutEmitter(viewport: viewport).emit(compilation)
    }

    /// The example project in specs/, laid out as `viewspecc build specs/ --pretty-layout`
    /// does (the golden files' form), or in `style`.
    static func exampleLayout(
        viewport: Rect = Compiler.Options.defaultViewport, inputs: [String] = [specsDirectory], style: LayoutEmitter.Style = .pretty
    ) throws -> LayoutOutput {
        let files = try InputDiscovery.specFiles(in: inputs)
        let compilation = Compiler(options: Compiler.Options(viewport: viewport)).compile(files: files)
        return try LayoutEmitter(viewport: viewport, inputs: inputs, style: style).emit(compilation)
    }

    static func document(_ output: LayoutOutput, _ kind: LayoutDocument.Kind, _ name: String) -> JSONValue? {
        output.documents.first { $0.kind == kind && $0.name == name }?.json
    }

    /// The items of the first section of preference screen `screen`; nil without them.
    static func firstSectionItems(_ output: LayoutOutput, _ screen: String) -> [JSONValue]? {
        value(document(output, .preferences, screen), "layout", "sections", 0, "items")?.arrayValue
    }

    /// Follows object keys and array indexes: `value(at: "layout", "sections", 0)`.
    static func value(_ root: JSONValue?, _ path: Any...) -> JSONValue? {
        var current = root
        for step in path {
            switch step {
            case let key as String: current = current?[key]
            case let index as Int: current = current?.arrayValue.flatMap { index < $0.count ? $0[index] : nil }
            default: return nil
            }
        }
        return current
    }

    static func rect(_ value: JSONValue?) -> Rect? {
        guard let x = value?["x"]?.numberValue, let y = value?["y"]?.numberValue,
            let width = value?["width"]?.numberValue, let height = value?["height"]?.numberValue
        else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// A project that uses every control, view kind, source kind, default and option, for
    /// schema and semantics tests beyond what the example needs.
    static let variedProject: [String: String] = [
        "models.yaml": """
            viewspec: 1
            models:
              Options:
                kind: preferences
                fields:
                  enabled: {type: Bool, default: true}
                  level: {type: Int, min: 1, max: 10, default: 3}
                  floor: {type: Int, min: 1, max: 10, default: 3}
                  ratio: Float
                  nickname: {type: String, optional: true, maxLength: 12, pattern: "[a-z]+"}
                  code: {type: String, default: abc}
                  mode:
                    type: enum
                    cases: {slow: 1, fast: 2}
                  tags:
                    type: enum
                    cases: [red, green]
                    multiple: true
                  size: {type: Int, default: 2}
              People:
                kind: keyed
                key: id
                fields:
                  id: Int
                  fullName: String
                  rank: {type: enum, cases: [junior, senior]}
            """,
        "screens.yaml": """
            viewspec: 1
            preferences:
              Everything:
                model: Options
                entry: true
                sections:
                  - items:
                      - toggle: enabled
                      - slider: ratio
                      - slider: level
                        step: 1
                      - stepper: floor
                        min: 2
                      - textField: nickname
                        placeholder: {localized: nick.placeholder}
                        secure: true
                        autocorrection: disabled
                      - textField: level
                      - textField: ratio
                        keyboard: number
                      - choice: mode
                        presentation: radio
                        visibleWhen: {enabled: true, level: 3}
                        enabledWhen: {nickname: someone}
                      - choice: size
                        values: [1, 2, 3]
                        presentation: radio
                      - multiChoice: tags
                        titles: [Red, {localized: tags.green, default: Green}]
                        presentation: radio
                      - value: code
                      - value: code
                        titles: [ABC, {localized: code.xyz, default: XYZ}]
                        values: [abc, xyz]
                      - childPane: Details
                      - button: reset
                      - link: https://example.com/x
                  - title: {localized: more.title}
                    footer: More below.
                    items:
                      - childPane: Details
                        title: Open details
              Details:
                model: Options
                sections:
                  - items:
                      - value: ratio
            """,
        "layout.yaml": """
            viewspec: 1
            tables:
              PeopleTable:
                model: People
                display: fullName
                sortBy: rank
                selection: {mode: multiple, min: 1, max: 3, initial: [0, 2], programmaticSelectionFiresHooks: true}
                accessory: detail
                reorderable: true
                onReload: keepSelection
                hooks: {editCell: styleCell}
                frame: fill
              Letters:
                strings: [a, b, c, d]
                selection: none
              Numbers:
                model: People
                display: fullName
                sortBy: id
                selection: single
                frame: {x: 10, y: 20, width: 300, height: 400}
            hierarchies:
              Root:
                layers: [low, high]
                views:
                  - {id: top, kind: {hierarchy: Inner}, layer: high, frame: {x: 10, y: 20, width: 200, height: 100}}
                  - {id: bottom, kind: {hierarchy: Inner}, layer: low, frame: fill, hidden: true}
                  - {id: label, kind: text, layer: low, frame: {width: 50, height: 20}}
                  - {id: picture, kind: image, image: photo, layer: high, frame: fill, border: {color: "#11223344"}}
                  - {id: list, kind: {table: Letters}, layer: low, frame: {x: 0, y: 400, width: 390, height: 400}}
                  - {id: prefs, kind: {preferences: Details}, layer: high, frame: {x: 5, y: 5, width: 300, height: 500}, interactive: false}
                  - {id: people, kind: {table: PeopleTable}, layer: high, frame: {x: 0, y: 0, width: 380, height: 700}}
              Inner:
                layers: [only]
                views:
                  - {id: back, layer: only, frame: fill, border: {edges: [right, left], width: 2, color: "#ffffff"}}
                  - {id: caption, kind: text, text: {localized: inner.caption, default: Hi}, layer: only, frame: {x: 1, y: 2, width: 30, height: 40}}
                  - {id: numbers, kind: {table: Numbers}, layer: only, frame: fill}
            """,
    ]
}

extension JSONValue {
    /// The element at `index` of an array; nil for other values or out of range.
    subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}
