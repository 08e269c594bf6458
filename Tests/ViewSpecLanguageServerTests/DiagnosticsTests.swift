import Foundation
import Testing
import ViewSpec

/// The diagnostics the server publishes are lint's, kept current as documents change.
@Suite struct DiagnosticsTests {
    /// What the server published for the whole project, in lint's terms.
    private static func published(by client: ScriptedClient) throws -> [Fixtures.DiagnosticLine] {
        try client.settle()
        return client.takePublishedDiagnostics().flatMap { uri, diagnostics in
            diagnostics.map { Fixtures.DiagnosticLine(uri: uri, published: $0) }
        }.sorted()
    }

    @Test(arguments: [ScriptedClient.Server.inProcess, .process])
    func theExampleProjectGetsLintsDiagnostics(_ server: ScriptedClient.Server) throws {
        let client = try ScriptedClient(root: Fixtures.repositoryRoot, server: server)
        try client.initialize(encodings: ["utf-32"])
        let published = try Self.published(by: client)
        #expect(published == (try Fixtures.lint(Fixtures.examples)).sorted())
        #expect(try client.shutDown() == 0)
    }

    @Test func aMultiFileProjectGetsLintsDiagnosticsWithTheirNotes() throws {
        let root = try makeProject(Fixtures.crossFile)
        let client = try ScriptedClient(root: root)
        try client.initialize(encodings: ["utf-32"])
        let published = try Self.published(by: client)
        let expected = try Fixtures.lint(root.appendingPathComponent("specs")).sorted()
        #expect(published == expected)
        #expect(expected.contains { $0.code == "VS0210" && !$0.notes.isEmpty }, "a finding with a note in another file")
        #expect(try client.shutDown() == 0)
    }

    @Test func notesBecomeRelatedInformationInTheFilesTheyPointAt() throws {
        let root = try makeProject(Fixtures.crossFile)
        let client = try ScriptedClient(root: root)
        try client.initialize()
        let diagnostics = try client.diagnostics(for: client.uri("specs/screens.yaml"))
        let toggle = try #require(diagnostics.first { ($0["message"] as? String)?.contains("toggle") == true })
        let related = try #require((toggle["relatedInformation"] as? [[String: Any]])?.first)
        #expect(related[path: "location.uri"] as? String == client.uri("specs/models.yaml"))
        #expect(related[path: "location.range.start.line"] as? Int == 7)
        #expect(related[path: "location.range.start.character"] as? Int == 6)
        #expect(toggle["source"] as? String == "viewspecc")
        _ = try client.shutDown()
    }

    @Test func editsAreCheckedAsTheyAreTypedFullAndIncremental() throws {
        let root = try makeProject(Fixtures.crossFile)
        let client = try ScriptedClient(root: root)
        try client.initialize(encodings: ["utf-16"])
        let uri = client.uri("specs/tables.yaml")
        let text = Fixtures.crossFile["specs/tables.yaml"] ?? ""
        try client.open("specs/tables.yaml", text: text)
        try client.settle()
        _ = client.takePublishedDiagnostics()
        // Incremental: 'title' becomes 'titel', a field the model lacks.
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": 2],
            "contentChanges": [["range": ["start": position(4, 16), "end": position(4, 18)], "text": "el"]],
        ])
        var diagnostics = try client.diagnostics(for: uri)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["message"] as? String == "unknown field 'titel' in model 'Member'; did you mean 'title'?")
        #expect(diagnostics.first?[path: "range.start.line"] as? Int == 4)
        #expect(diagnostics.first?[path: "range.start.character"] as? Int == 13)
        // Full: the whole text again.
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": 3], "contentChanges": [["text": text]],
        ])
        diagnostics = try client.diagnostics(for: uri)
        #expect(diagnostics.isEmpty)
        _ = try client.shutDown()
    }

    @Test func anEditInOneFileUpdatesTheDiagnosticsOfTheFilesThatUseIt() throws {
        let root = try makeProject(Fixtures.crossFile)
        let client = try ScriptedClient(root: root)
        try client.initialize()
        try client.settle()
        _ = client.takePublishedDiagnostics()
        let models = Fixtures.crossFile["specs/models.yaml"] ?? ""
        try client.open("specs/models.yaml", text: models)
        let renamed = models.replacingOccurrences(of: "title: String", with: "heading: String")
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": client.uri("specs/models.yaml"), "version": 2], "contentChanges": [["text": renamed]],
        ])
        let tables = try client.diagnostics(for: client.uri("specs/tables.yaml"))
        #expect(tables.count == 1)
        #expect((tables.first?["message"] as? String)?.hasPrefix("unknown field 'title' in model 'Member'") == true)
        _ = try client.shutDown()
    }

    /// A finding that stays at the same byte offset while the lines before it change moves
    /// in the editor: it is published again at its new line and column.
    @Test func aFindingAtTheSameOffsetOnAnotherLineIsPublishedAgain() throws {
        let text = "in\nut\ninuts: [sp,ec]\ns: [sp,- ec]\n"
        let root = try makeProject(["viewspec.yml": "inputs: [specs]\n", "specs/moved.yaml": text])
        let client = try ScriptedClient(root: root)
        try client.initialize(encodings: ["utf-32"])
        let uri = client.uri("specs/moved.yaml")
        try client.open("specs/moved.yaml", text: text)
        var diagnostics = try client.diagnostics(for: uri)
        #expect(diagnostics.first?[path: "range.start.line"] as? Int == 2)
        #expect(diagnostics.first?[path: "range.start.character"] as? Int == 5)
        // 'inuts: [sp,' goes: the ':' of the next line takes the offset this one had.
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": 2],
            "contentChanges": [["range": ["start": position(2, 0), "end": position(2, 11)], "text": ""]],
        ])
        diagnostics = try client.diagnostics(for: uri)
        #expect(diagnostics.first?[path: "range.start.line"] as? Int == 3)
        #expect(diagnostics.first?[path: "range.start.character"] as? Int == 1)
        _ = try client.shutDown()
    }

    /// Positions count what the client and server agreed on: a character outside the
    /// Basic Multilingual Plane is 2 UTF-16 units, 4 UTF-8 bytes, 1 scalar; CRLF ends lines.
    @Test(arguments: [("utf-16", 2), ("utf-8", 4), ("utf-32", 1)])
    func positionsCountTheNegotiatedEncoding(_ encoding: String, _ emojiWidth: Int) throws {
        let text = "viewspec: 1\r\nmodels:\r\n  S: {kind: preferences, fields: {\"😀\": Bool, x: Bol}}\r\n"
        let root = try makeProject(["viewspec.yml": "inputs: [specs]\n", "specs/emoji.yaml": text])
        let client = try ScriptedClient(root: root)
        let result = try client.initialize(encodings: [encoding])
        #expect(result[path: "capabilities.positionEncoding"] as? String == encoding)
        let uri = client.uri("specs/emoji.yaml")
        try client.open("specs/emoji.yaml", text: text)
        var diagnostics = try client.diagnostics(for: uri)
        // `Bol` has 48 scalars before it on its line, one of them the emoji.
        let line = "  S: {kind: preferences, fields: {\"😀\": Bool, x: "
        #expect(line.unicodeScalars.count == 48)
        let expected = 47 + emojiWidth
        #expect(diagnostics.first?[path: "range.start.line"] as? Int == 2)
        #expect(diagnostics.first?[path: "range.start.character"] as? Int == expected)
        #expect(diagnostics.first?[path: "range.end.character"] as? Int == expected + 3)
        // An incremental edit after the emoji, in the same units: 'Bol' becomes 'Bool'.
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": 2],
            "contentChanges": [["range": ["start": position(2, expected + 2), "end": position(2, expected + 2)], "text": "o"]],
        ])
        diagnostics = try client.diagnostics(for: uri)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        _ = try client.shutDown()
    }

    @Test func everyFixItIsACodeActionWhoseEditFixesTheProblem() throws {
        let text = """
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields: {volume: Float, theme: {type: enum, cases: [light, dark]}}
            preferences:
              General:
                model: Setings
                sections:
                  - items:
                      - slider: volume
                        titel: Volume
                      - choice: theme
                        presentation: raido

            """
        let root = try makeProject(["viewspec.yml": "inputs: [specs]\n", "specs/fix.yaml": text])
        let client = try ScriptedClient(root: root)
        try client.initialize()
        let uri = client.uri("specs/fix.yaml")
        try client.open("specs/fix.yaml", text: text)
        var current = text
        var version = 1
        // Apply the first quick fix offered until none is left.
        for _ in 0..<5 {
            let diagnostics = try client.diagnostics(for: uri)
            guard let diagnostic = diagnostics.first else { break }
            let actions = try #require(try client.result("textDocument/codeAction", [
                "textDocument": ["uri": uri], "range": diagnostic["range"] ?? [:], "context": ["diagnostics": [diagnostic]],
            ]) as? [[String: Any]])
            let action = try #require(actions.first, "no quick fix for \(diagnostic["message"] ?? "")")
            #expect(action["kind"] as? String == "quickfix")
            let edits = try #require((action[path: "edit.changes"] as? [String: Any])?[uri] as? [[String: Any]])
            for edit in edits {
                let start = try #require(edit[path: "range.start"] as? [String: Any])
                let end = try #require(edit[path: "range.end"] as? [String: Any])
                current = apply(edit["newText"] as? String ?? "", from: start, to: end, in: current)
                version += 1
                try client.notify("textDocument/didChange", [
                    "textDocument": ["uri": uri, "version": version],
                    "contentChanges": [["range": ["start": start, "end": end], "text": edit["newText"] ?? ""]],
                ])
            }
        }
        try client.settle()
        #expect(current.contains("model: Settings") && current.contains("title: Volume") && current.contains("presentation: radio"))
        #expect(Compiler().compile(sources: [SourceFile(path: "fix.yaml", text: current)]).diagnostics.isEmpty)
        _ = try client.shutDown()
    }
}

/// `text` with the UTF-16 range from `start` to `end` replaced.
func apply(_ replacement: String, from start: [String: Any], to end: [String: Any], in text: String) -> String {
    func index(_ position: [String: Any]) -> String.Index {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = position["line"] as? Int ?? 0
        var offset = lines.prefix(line).reduce(0) { $0 + $1.utf16.count + 1 }
        offset += position["character"] as? Int ?? 0
        return String.Index(utf16Offset: offset, in: text)
    }
    var result = text
    result.replaceSubrange(index(start)..<index(end), with: replacement)
    return result
}
