import Foundation
import Testing

/// A section's `visibleWhen` names fields of the screen's model: each name is an occurrence
/// of its field, which references, definition, hover and rename reach.
@Suite struct SectionConditionReferenceTests {
    static let files: [String: String] = [
        "viewspec.yml": "inputs: [specs]\n",
        "specs/models.yaml": """
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields:
                  sound: Bool
                  volume: Float
                  tags: {type: String, list: true}

            """,
        "specs/screens.yaml": """
            viewspec: 1
            preferences:
              General:
                model: Settings
                entry: true
                sections:
                  - items:
                      - toggle: sound
                  - visibleWhen: {sound: true}
                    items:
                      - slider: volume
                  - visibleWhen:
                      sound: true
                    list:
                      field: tags
                      row: {textField: tags}

            """,
    ]

    private static func session() throws -> ScriptedClient {
        let client = try ScriptedClient(root: try makeProject(files))
        try client.initialize()
        return client
    }

    /// "file:line:character" where the `occurrence`-th `text` of `file` starts.
    private static func spot(_ file: String, _ text: String, _ occurrence: Int = 1) -> String {
        NavigationTests.Session.spot(file, text, occurrence, in: files)
    }

    /// The request's parameters with the cursor one character into the `occurrence`-th `text` of `file`.
    private static func params(_ client: ScriptedClient, _ file: String, _ text: String, _ occurrence: Int = 1) -> [String: Any] {
        let parts = spot(file, text, occurrence).split(separator: ":")
        return ["textDocument": ["uri": client.uri(file)], "position": position(Int(parts[1]) ?? 0, (Int(parts[2]) ?? 0) + 1)]
    }

    private static func places(_ result: Any?, client: ScriptedClient) -> [String] {
        (result as? [[String: Any]] ?? []).map { location in
            let path = (location["uri"] as? String).flatMap { URL(string: $0)?.path } ?? ""
            let relative = path.replacingOccurrences(of: client.root.path + "/", with: "")
            return "\(relative):\(location[path: "range.start.line"] as? Int ?? -1):\(location[path: "range.start.character"] as? Int ?? -1)"
        }
    }

    private let models = "specs/models.yaml", screens = "specs/screens.yaml"

    @Test func referencesIncludeTheSectionsConditions() throws {
        let client = try Self.session()
        var params = Self.params(client, models, "sound")
        params["context"] = ["includeDeclaration": true]
        let found = Self.places(try client.result("textDocument/references", params), client: client)
        // Declared, bound by the toggle, and named by both sections' conditions, flow and block.
        #expect(found == [Self.spot(models, "sound"), Self.spot(screens, "sound"), Self.spot(screens, "sound", 2), Self.spot(screens, "sound", 3)])
        // From a condition's name, to the field's declaration.
        let definition = Self.places(try client.result("textDocument/definition", Self.params(client, screens, "sound", 3)), client: client)
        #expect(definition == [Self.spot(models, "sound")])
        let hover = try client.result("textDocument/hover", Self.params(client, screens, "sound", 2)) as? [String: Any]
        #expect((hover?[path: "contents.value"] as? String)?.hasPrefix("**field** `sound` of model `Settings`: Bool") == true)
        _ = try client.shutDown()
    }

    /// From the declaration, and from a section's condition.
    @Test(arguments: [("specs/models.yaml", 1), ("specs/screens.yaml", 2)])
    func renamingAFieldRewritesTheSectionsConditionsAndTheSpecStillLintsClean(_ file: String, _ occurrence: Int) throws {
        let client = try Self.session()
        var params = Self.params(client, file, "sound", occurrence)
        params["newName"] = "audio"
        let edit = try #require(try client.result("textDocument/rename", params) as? [String: Any])
        var renamed = Self.files
        for (uri, edits) in edit["changes"] as? [String: [[String: Any]]] ?? [:] {
            let relative = (URL(string: uri)?.path ?? uri).replacingOccurrences(of: client.root.path + "/", with: "")
            var text = Self.files[relative] ?? ""
            // From the end, so that earlier ranges stay valid.
            let ordered = edits.sorted {
                ($0[path: "range.start.line"] as? Int ?? 0, $0[path: "range.start.character"] as? Int ?? 0)
                    > ($1[path: "range.start.line"] as? Int ?? 0, $1[path: "range.start.character"] as? Int ?? 0)
            }
            for edit in ordered {
                text = apply(
                    edit["newText"] as? String ?? "", from: edit[path: "range.start"] as? [String: Any] ?? [:],
                    to: edit[path: "range.end"] as? [String: Any] ?? [:], in: text)
            }
            renamed[relative] = text
        }
        let texts = try #require(renamed[screens])
        #expect(texts.contains("- visibleWhen: {audio: true}"), "\(texts)")
        #expect(texts.contains("- visibleWhen:\n          audio: true"), "\(texts)")
        #expect(!renamed.values.contains { $0.contains("sound") }, "\(renamed)")
        let before = try Fixtures.lint(try makeProject(Self.files).appendingPathComponent("specs"))
        let after = try Fixtures.lint(try makeProject(renamed).appendingPathComponent("specs"))
        #expect(before.filter { $0.severity == 1 }.isEmpty, "\(before)")
        #expect(after.filter { $0.severity == 1 }.isEmpty, "\(after)")
        #expect(after.map(\.code) == before.map(\.code))
        _ = try client.shutDown()
    }
}
