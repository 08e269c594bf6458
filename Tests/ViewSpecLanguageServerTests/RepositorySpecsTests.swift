import Foundation
import Testing

/// Every feature on the repository's own specs (`specs/`, the inputs of its `viewspec.yml`),
/// the project a reader of the README opens first: screens, tables and hierarchies in five
/// files that name each other.
@Suite struct RepositorySpecsTests {
    private static let root = Fixtures.repositoryRoot

    private static func text(of file: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    }

    /// The position one character into the `occurrence`-th `needle` of `text`, in UTF-16 units.
    private static func position(of needle: String, _ occurrence: Int = 1, in text: String) -> [String: Any] {
        var searchStart = text.startIndex
        var found = text.startIndex
        for _ in 0..<occurrence {
            guard let range = text.range(of: needle, range: searchStart..<text.endIndex) else {
                Issue.record("no \(needle) in the text")
                return ViewSpecLanguageServerTests.position(0, 0)
            }
            found = range.lowerBound
            searchStart = range.upperBound
        }
        let before = text[..<found]
        let line = before.filter { $0 == "\n" }.count
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return ViewSpecLanguageServerTests.position(line, text[lineStart..<found].utf16.count + 1)
    }

    private static func session() throws -> ScriptedClient {
        let client = try ScriptedClient(root: root)
        try client.initialize()
        return client
    }

    private static func at(_ client: ScriptedClient, _ file: String, _ needle: String, _ occurrence: Int = 1) throws -> [String: Any] {
        ["textDocument": ["uri": client.uri(file)], "position": position(of: needle, occurrence, in: try text(of: file))]
    }

    /// "file:line" of each location, the file relative to the repository.
    private static func places(_ answer: Any?) -> [String] {
        (answer as? [[String: Any]] ?? []).map { location in
            let path = (location["uri"] as? String).flatMap { URL(string: $0)?.path } ?? ""
            let relative = path.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "")
            return "\(relative):\((location[path: "range.start.line"] as? Int ?? -2) + 1)"
        }
    }

    /// The labels offered with the cursor where `|` is in `file`'s text after replacing
    /// `original` with `edited`.
    private static func completion(in file: String, replacing original: String, with edited: String) throws -> [String] {
        let client = try session()
        let source = try text(of: file)
        #expect(source.contains(original), "\(file) holds \(original)")
        let (text, line, character) = locate("|", in: source.replacingOccurrences(of: original, with: edited))
        try client.open(file, text: text)
        let list = try client.result("textDocument/completion", [
            "textDocument": ["uri": client.uri(file)], "position": ViewSpecLanguageServerTests.position(line, character),
        ]) as? [String: Any]
        _ = try client.shutDown()
        return (list?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
    }

    @Test func completionOffersWhatTheProjectDeclares() throws {
        let toggles = try Self.completion(in: "specs/app-settings.yaml", replacing: "- toggle: debugLogging", with: "- toggle: |")
        #expect(Set(toggles) == ["soundEnabled", "debugLogging"])
        let steppers = try Self.completion(in: "specs/app-settings.yaml", replacing: "- stepper: syncInterval", with: "- stepper: |")
        #expect(Set(steppers) == ["volume", "syncInterval"])
        let panes = try Self.completion(in: "specs/app-settings.yaml", replacing: "- childPane: AdvancedSettings", with: "- childPane: |")
        #expect(Set(panes).isSuperset(of: ["AdvancedSettings", "DisplaySettings"]), "screens of every file: \(panes)")
        let tables = try Self.completion(in: "specs/main-screen.yaml", replacing: "kind: {table: MembersTable}", with: "kind: {table: |}")
        #expect(Set(tables) == ["MembersTable", "Colors"])
        let layers = try Self.completion(in: "specs/main-screen.yaml", replacing: "layer: ads", with: "layer: |")
        #expect(Set(layers) == ["background", "back", "middle", "front", "ads"])
        let values = try Self.completion(in: "specs/display.yaml", replacing: "visibleWhen: {quality: high}", with: "visibleWhen: {quality: |}")
        #expect(Set(values) == ["low", "medium", "high"])
    }

    @Test func definitionsAndReferencesAcrossTheFiles() throws {
        let client = try Self.session()
        func definition(_ file: String, _ needle: String) throws -> [String] {
            Self.places(try client.result("textDocument/definition", Self.at(client, file, needle)))
        }
        let model = try definition("specs/members.yaml", "RecordCard")
        #expect(model == ["specs/record-card.yaml:6"])
        let table = try definition("specs/main-screen.yaml", "MembersTable")
        #expect(table == ["specs/members.yaml:8"])
        let sheet = try definition("specs/members.yaml", "presents: MemberActions")
        #expect(sheet == [], "the cursor is on the key, not the name")
        let presented = try definition("specs/members.yaml", "MemberActions\n")
        #expect(presented == ["specs/members.yaml:26"])
        let hierarchy = try definition("specs/display.yaml", "AdBanner}")
        #expect(hierarchy == ["specs/display.yaml:81"])
        let screen = try definition("specs/app-settings.yaml", "childPane: AdvancedSettings")
        #expect(screen == [], "the cursor is on the key, not the name")
        // The record card's `name`: declared once, displayed and sorted by in the table.
        var params = try Self.at(client, "specs/record-card.yaml", "name:")
        params["context"] = ["includeDeclaration": true]
        let references = Self.places(try client.result("textDocument/references", params))
        #expect(references == ["specs/members.yaml:10", "specs/members.yaml:11", "specs/record-card.yaml:12"])
        _ = try client.shutDown()
    }

    @Test func hoverOverAScreenAndAField() throws {
        let client = try Self.session()
        let advanced = try client.result("textDocument/hover", Self.at(client, "specs/app-settings.yaml", "AdvancedSettings:")) as? [String: Any]
        let screen = advanced?[path: "contents.value"] as? String ?? ""
        #expect(screen.contains("AppSettings"), "the screen's model: \(screen)")
        #expect(screen.contains("GeneralSettings"), "what opens it: \(screen)")
        let volume = try client.result("textDocument/hover", Self.at(client, "specs/app-settings.yaml", "volume", 2)) as? [String: Any]
        let field = volume?[path: "contents.value"] as? String ?? ""
        #expect(field.contains("Float") && field.contains("0.5"), "type and default: \(field)")
        _ = try client.shutDown()
    }

    @Test func renameAModelInEveryFileThatNamesIt() throws {
        let client = try Self.session()
        var params = try Self.at(client, "specs/members.yaml", "RecordCard")
        let prepared = try client.result("textDocument/prepareRename", params) as? [String: Any]
        #expect(prepared?["placeholder"] as? String == "RecordCard")
        params["newName"] = "Card"
        let edit = try #require(try client.result("textDocument/rename", params) as? [String: Any])
        let changes = edit["changes"] as? [String: [[String: Any]]] ?? [:]
        #expect(changes.keys.sorted() == [client.uri("specs/members.yaml"), client.uri("specs/record-card.yaml")])
        #expect(changes.values.allSatisfy { $0.allSatisfy { $0["newText"] as? String == "Card" } })
        // The specs renamed report what they reported before: no reference was missed.
        var renamed: [String: String] = ["viewspec.yml": "inputs: [specs]\n"]
        for file in try FileManager.default.contentsOfDirectory(atPath: Fixtures.examples.path) where file.hasSuffix(".yaml") {
            var text = try Self.text(of: "specs/\(file)")
            let edits = (changes[client.uri("specs/\(file)")] ?? []).sorted {
                ($0[path: "range.start.line"] as? Int ?? 0, $0[path: "range.start.character"] as? Int ?? 0)
                    > ($1[path: "range.start.line"] as? Int ?? 0, $1[path: "range.start.character"] as? Int ?? 0)
            }
            for edit in edits {
                text = apply(
                    edit["newText"] as? String ?? "", from: edit[path: "range.start"] as? [String: Any] ?? [:],
                    to: edit[path: "range.end"] as? [String: Any] ?? [:], in: text)
            }
            renamed["specs/\(file)"] = text
        }
        #expect(renamed["specs/record-card.yaml"]?.contains("  Card:\n") == true)
        let renamedRoot = try makeProject(renamed)
        let before = try Fixtures.lint(Fixtures.examples).map { "\($0.code) \($0.line):\($0.column)" }
        let after = try Fixtures.lint(renamedRoot.appendingPathComponent("specs")).map { "\($0.code) \($0.line):\($0.column)" }
        #expect(after == before)
        // A table may not take the name of another table of the project.
        params = try Self.at(client, "specs/members.yaml", "MembersTable")
        params["newName"] = "Colors"
        let clash = try client.request("textDocument/rename", params)["error"] as? [String: Any]
        let reason = clash?["message"] as? String ?? ""
        #expect(reason.contains("a table 'Colors' is already declared at display.yaml:49"), "\(reason)")
        _ = try client.shutDown()
    }

    @Test func symbolsOfADocumentAndOfTheWorkspace() throws {
        let client = try Self.session()
        let outline = try #require(try client.result("textDocument/documentSymbol", ["textDocument": ["uri": client.uri("specs/display.yaml")]]) as? [[String: Any]])
        #expect(outline.map { $0["name"] as? String } == ["DisplaySettings", "DisplaySettings", "Colors", "Profile", "AdBanner"])
        let found = try #require(try client.result("workspace/symbol", ["query": "members"]) as? [[String: Any]])
        #expect(found.contains { $0["name"] as? String == "MembersTable" })
        _ = try client.shutDown()
    }
}
