import Foundation
import Testing

/// Which files make the project, and how it follows the disk and the workspace folders.
@Suite struct WorkspaceTests {
    private static let brokenSpec = "viewspec: 1\nmodels:\n  Extra: {kind: preferences, fields: {a: Bol}}\n"

    @Test func theInputsOfViewspecYmlAreTheProjectAndNothingElse() throws {
        let root = try makeProject(Fixtures.crossFile.merging(["stray/other.yaml": Self.brokenSpec]) { $1 })
        let client = try ScriptedClient(root: root)
        try client.initialize()
        try client.settle()
        let published = client.takePublishedDiagnostics()
        #expect(published.keys.sorted() == [client.uri("specs/screens.yaml")])
        // A YAML file outside the inputs that is no spec is known once opened, but not checked.
        try client.open("notes/readme.yaml", text: Fixtures.crossFile["notes/readme.yaml"] ?? "")
        let symbols = try client.result("textDocument/documentSymbol", ["textDocument": ["uri": client.uri("notes/readme.yaml")]]) as? [Any]
        #expect(symbols?.isEmpty == true)
        try client.settle()
        #expect(client.takePublishedDiagnostics()[client.uri("notes/readme.yaml")] == nil)
        // A spec opened from outside the inputs is checked with the project.
        try client.open("stray/other.yaml", text: Self.brokenSpec)
        #expect(try client.diagnostics(for: client.uri("stray/other.yaml")).count == 1)
        _ = try client.shutDown()
    }

    @Test func withoutViewspecYmlTheFoldersOpenedAreTheProject() throws {
        var files = Fixtures.crossFile
        files["viewspec.yml"] = nil
        files["notes/readme.yaml"] = nil
        let root = try makeProject(files)
        let other = try makeProject(["more.yaml": Self.brokenSpec])
        let client = try ScriptedClient(root: root)
        try client.initialize(encodings: ["utf-32"], folders: [root, other])
        try client.settle()
        let published = client.takePublishedDiagnostics()
        #expect(published.keys.sorted() == [other.appendingPathComponent("more.yaml").absoluteString, client.uri("specs/screens.yaml")].sorted())
        // A folder removed takes its files out of the project.
        try client.notify("workspace/didChangeWorkspaceFolders", ["event": ["added": [], "removed": [["uri": other.absoluteString, "name": "other"]]]])
        #expect(try client.diagnostics(for: other.appendingPathComponent("more.yaml").absoluteString).isEmpty)
        _ = try client.shutDown()
    }

    @Test func filesCreatedChangedDeletedAndRenamedOnDisk() throws {
        let root = try makeProject(Fixtures.crossFile)
        let client = try ScriptedClient(root: root)
        let result = try client.initialize(watchers: true)
        #expect(result["capabilities"] != nil)
        try client.settle()
        _ = client.takePublishedDiagnostics()
        let registration = client.notifications.first { $0["method"] as? String == "client/registerCapability" }
        #expect(registration?[path: "params.registrations.0.method"] as? String == "workspace/didChangeWatchedFiles")

        // Created.
        let created = root.appendingPathComponent("specs/extra.yaml")
        try Data(Self.brokenSpec.utf8).write(to: created)
        try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": created.absoluteString, "type": 1]]])
        #expect(try client.diagnostics(for: created.absoluteString).count == 1)
        // Changed.
        try Data(Self.brokenSpec.replacingOccurrences(of: "Bol", with: "Bool").utf8).write(to: created)
        try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": created.absoluteString, "type": 2]]])
        #expect(try client.diagnostics(for: created.absoluteString).isEmpty)
        // Renamed: deleted under one name, created under another.
        try Data(Self.brokenSpec.utf8).write(to: created)
        let moved = root.appendingPathComponent("specs/moved.yaml")
        try FileManager.default.moveItem(at: created, to: moved)
        try client.notify("workspace/didChangeWatchedFiles", ["changes": [
            ["uri": created.absoluteString, "type": 3], ["uri": moved.absoluteString, "type": 1],
        ]])
        #expect(try client.diagnostics(for: moved.absoluteString).count == 1)
        // Deleted, with the models the screens use: their files report it.
        try FileManager.default.removeItem(at: moved)
        try FileManager.default.removeItem(at: root.appendingPathComponent("specs/models.yaml"))
        try client.notify("workspace/didChangeWatchedFiles", ["changes": [
            ["uri": moved.absoluteString, "type": 3], ["uri": client.uri("specs/models.yaml"), "type": 3],
        ]])
        try client.settle()
        let published = client.takePublishedDiagnostics()
        #expect(published[moved.absoluteString]?.isEmpty == true)
        #expect(published[client.uri("specs/screens.yaml")]?.first?["message"] as? String == "unknown model 'Settings'")
        // A request about the deleted file is an error now.
        let response = try client.request("textDocument/hover", ["textDocument": ["uri": moved.absoluteString], "position": position(0, 0)])
        #expect(response[path: "error.code"] as? Int == -32602)
        _ = try client.shutDown()
    }

    @Test func aChangedViewspecYmlStartsTheProjectOver() throws {
        let root = try makeProject(Fixtures.crossFile.merging(["stray/other.yaml": Self.brokenSpec]) { $1 })
        let client = try ScriptedClient(root: root)
        try client.initialize()
        try client.settle()
        _ = client.takePublishedDiagnostics()
        try Data("inputs: [specs, stray]\nrules:\n  disable: [control-field-type]\n".utf8).write(to: root.appendingPathComponent("viewspec.yml"))
        try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": client.uri("viewspec.yml"), "type": 2]]])
        try client.settle()
        let published = client.takePublishedDiagnostics()
        #expect(published[client.uri("stray/other.yaml")]?.count == 1)
        #expect(published[client.uri("specs/screens.yaml")]?.isEmpty == true, "the rule the configuration disables")
        // A configuration with a mistake is reported on it.
        try Data("inputs: [specs]\nrulez: {}\n".utf8).write(to: root.appendingPathComponent("viewspec.yml"))
        try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": client.uri("viewspec.yml"), "type": 2]]])
        let configuration = try client.diagnostics(for: client.uri("viewspec.yml"))
        #expect((configuration.first?["message"] as? String)?.contains("rulez") == true)
        _ = try client.shutDown()
    }

    @Test func aDocumentTheServerHasNeverSeenIsAnError() throws {
        let root = try makeProject(Fixtures.crossFile)
        let client = try ScriptedClient(root: root)
        try client.initialize()
        for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/documentSymbol"] {
            let response = try client.request(method, ["textDocument": ["uri": client.uri("nowhere.yaml")], "position": position(0, 0)])
            #expect(response[path: "error.code"] as? Int == -32602, "\(method)")
            #expect((response[path: "error.message"] as? String)?.contains("unknown document") == true)
        }
        // Closed, a project file is still known; a document from nowhere is forgotten.
        try client.open("elsewhere.yaml", text: "viewspec: 1\n")
        try client.notify("textDocument/didClose", ["textDocument": ["uri": client.uri("elsewhere.yaml")]])
        #expect(try client.request("textDocument/documentSymbol", ["textDocument": ["uri": client.uri("elsewhere.yaml")]])["error"] != nil)
        #expect(try client.request("textDocument/documentSymbol", ["textDocument": ["uri": client.uri("specs/models.yaml")]])["error"] == nil)
        _ = try client.shutDown()
    }
}
