import Foundation
import Testing

/// Rename changes every spec that names the symbol, or refuses with the reason.
@Suite struct RenameTests {
    private static func session() throws -> (ScriptedClient, URL) {
        let root = try makeProject(Fixtures.crossFile)
        let client = try ScriptedClient(root: root)
        try client.initialize()
        return (client, root)
    }

    /// The files' texts with the edits of `edit` applied.
    private static func applying(_ edit: [String: Any], client: ScriptedClient) -> [String: String] {
        var texts: [String: String] = [:]
        for (uri, edits) in edit["changes"] as? [String: [[String: Any]]] ?? [:] {
            let relative = (URL(string: uri)?.path ?? uri).replacingOccurrences(of: client.root.path + "/", with: "")
            var text = Fixtures.crossFile[relative] ?? ""
            // From the end, so that earlier ranges stay valid.
            for edit in edits.sorted(by: { ($0[path: "range.start.line"] as? Int ?? 0, $0[path: "range.start.character"] as? Int ?? 0) > ($1[path: "range.start.line"] as? Int ?? 0, $1[path: "range.start.character"] as? Int ?? 0) }) {
                text = apply(edit["newText"] as? String ?? "", from: edit[path: "range.start"] as? [String: Any] ?? [:], to: edit[path: "range.end"] as? [String: Any] ?? [:], in: text)
            }
            texts[relative] = text
        }
        return texts
    }

    private static func params(_ client: ScriptedClient, _ file: String, _ text: String, _ occurrence: Int = 1, newName: String? = nil) -> [String: Any] {
        let parts = NavigationTests.Session.spot(file, text, occurrence).split(separator: ":")
        var params: [String: Any] = ["textDocument": ["uri": client.uri(file)], "position": position(Int(parts[1]) ?? 0, (Int(parts[2]) ?? 0) + 1)]
        if let newName { params["newName"] = newName }
        return params
    }

    @Test func aFieldIsRenamedInEveryFileThatNamesIt() throws {
        let (client, _) = try Self.session()
        let prepared = try client.result("textDocument/prepareRename", Self.params(client, "specs/models.yaml", "soundEnabled")) as? [String: Any]
        #expect(prepared?["placeholder"] as? String == "soundEnabled")
        #expect(prepared?[path: "range.start.line"] as? Int == 5)
        let edit = try #require(try client.result("textDocument/rename", Self.params(client, "specs/screens.yaml", "soundEnabled", 2, newName: "soundOn")) as? [String: Any])
        let texts = Self.applying(edit, client: client)
        #expect(Set(texts.keys) == ["specs/models.yaml", "specs/screens.yaml"])
        #expect(texts["specs/models.yaml"]?.contains("soundOn: {type: Bool") == true)
        #expect(texts["specs/screens.yaml"]?.contains("- toggle: soundOn") == true)
        #expect(texts["specs/screens.yaml"]?.contains("visibleWhen: {soundOn: true}") == true)
        #expect(!texts.values.contains { $0.contains("soundEnabled") })
        _ = try client.shutDown()
    }

    @Test(arguments: [
        ("specs/screens.yaml", "Advanced", 2, "Expert", ["specs/screens.yaml"]),
        ("specs/tables.yaml", "Members", 1, "People", ["specs/tables.yaml"]),
        ("specs/tables.yaml", "Main", 1, "Home", ["specs/intro.yaml", "specs/tables.yaml"]),
        ("specs/tables.yaml", "list", 1, "roster", ["specs/intro.yaml", "specs/tables.yaml"]),
        ("specs/intro.yaml", "Intro", 1, "Welcome", ["specs/intro.yaml"]),
        ("specs/intro.yaml", "listing", 2, "rows", ["specs/intro.yaml"]),
        ("specs/intro.yaml", "fadeIn", 2, "appear", ["specs/intro.yaml"]),
        ("specs/tables.yaml", "back", 1, "bottom", ["specs/tables.yaml"]),
        ("specs/models.yaml", "Member:", 1, "Person", ["specs/models.yaml", "specs/sheets.yaml", "specs/tables.yaml"]),
        ("specs/tables.yaml", "MemberActions", 1, "MemberMenu", ["specs/sheets.yaml", "specs/tables.yaml"]),
        ("specs/sheets.yaml", "MemberActions", 1, "true", ["specs/sheets.yaml", "specs/tables.yaml"]),
        ("specs/screens.yaml", "General", 1, "Home", ["specs/screens.yaml", "specs/tables.yaml"]),
    ])
    func screensTablesHierarchiesLayersAndModelsAreRenamedEverywhere(_ file: String, _ text: String, _ occurrence: Int, _ newName: String, _ files: [String]) throws {
        let (client, _) = try Self.session()
        let edit = try #require(try client.result("textDocument/rename", Self.params(client, file, text, occurrence, newName: newName)) as? [String: Any])
        let texts = Self.applying(edit, client: client)
        #expect(texts.keys.sorted() == files)
        let oldName = text.trimmingCharacters(in: CharacterSet(charactersIn: ":"))
        // The project, renamed, still compiles as before: no reference was missed.
        var project = Fixtures.crossFile
        for (path, renamed) in texts { project[path] = renamed }
        let renamedRoot = try makeProject(project)
        let before = try Fixtures.lint(client.root.appendingPathComponent("specs")).map(\.code)
        let after = try Fixtures.lint(renamedRoot.appendingPathComponent("specs")).map(\.code)
        #expect(after == before, "renaming \(oldName) to \(newName)")
        _ = try client.shutDown()
    }

    @Test func aClashIsRefusedWithTheReason() throws {
        let (client, _) = try Self.session()
        let response = try client.request("textDocument/rename", Self.params(client, "specs/screens.yaml", "volume", newName: "brightness"))
        #expect(response["result"] == nil)
        let message = response[path: "error.message"] as? String ?? ""
        #expect(message == "cannot rename field 'volume' to 'brightness': a field 'brightness' is already declared in model 'Settings' at models.yaml:8; the two would become one")
        let screens = try client.request("textDocument/rename", Self.params(client, "specs/screens.yaml", "Advanced", 2, newName: "General"))
        #expect((screens[path: "error.message"] as? String)?.hasPrefix("cannot rename preference screen 'Advanced' to 'General'") == true)
        // A screen may take a model's name: each kind has its own names.
        let model = try client.result("textDocument/rename", Self.params(client, "specs/screens.yaml", "Advanced", 2, newName: "Settings"))
        #expect(model != nil)
        _ = try client.shutDown()
    }

    @Test func anInvalidNameOrNoSymbolIsRefused() throws {
        let (client, _) = try Self.session()
        let spaced = try client.request("textDocument/rename", Self.params(client, "specs/screens.yaml", "volume", newName: "my volume"))
        #expect((spaced[path: "error.message"] as? String)?.contains("is not a valid name") == true)
        let nothing = try client.request("textDocument/prepareRename", Self.params(client, "specs/screens.yaml", "sections"))
        #expect((nothing[path: "error.message"] as? String)?.hasPrefix("nothing to rename here") == true)
        _ = try client.shutDown()
    }

    @Test func aNameThatYAMLWouldReadAsSomethingElseIsQuoted() throws {
        let (client, _) = try Self.session()
        let edit = try #require(try client.result("textDocument/rename", Self.params(client, "specs/tables.yaml", "front", newName: "true")) as? [String: Any])
        let texts = Self.applying(edit, client: client)
        #expect(texts["specs/tables.yaml"]?.contains("layers: [back, 'true']") == true)
        _ = try client.shutDown()
    }

    @Test func renameWaitsForEveryFileToBeReadable() throws {
        let (client, _) = try Self.session()
        try client.open("specs/tables.yaml", text: "viewspec: 1\ntables: {Broken: [\n")
        let response = try client.request("textDocument/rename", Self.params(client, "specs/models.yaml", "volume", newName: "loudness"))
        #expect((response[path: "error.message"] as? String)?.hasPrefix("'tables.yaml' cannot be read as a spec") == true)
        _ = try client.shutDown()
    }
}
