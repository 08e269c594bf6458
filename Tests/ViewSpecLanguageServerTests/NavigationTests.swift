import Foundation
import Testing

/// Definition, references and hover, across the files of a project.
@Suite struct NavigationTests {
    final class Session {
        let client: ScriptedClient
        let root: URL

        init() throws {
            root = try makeProject(Fixtures.crossFile)
            client = try ScriptedClient(root: root)
            try client.initialize()
        }

        /// Where the `occurrence`-th `text` of the project's `file` (by default the fixture's)
        /// starts, as "file:line:character".
        static func spot(_ file: String, _ text: String, _ occurrence: Int = 1, in files: [String: String] = Fixtures.crossFile) -> String {
            let content = files[file] ?? ""
            var searchStart = content.startIndex
            var found = content.startIndex
            for _ in 0..<occurrence {
                guard let range = content.range(of: text, range: searchStart..<content.endIndex) else { return "\(file): no \(text)" }
                found = range.lowerBound
                searchStart = range.upperBound
            }
            let before = content[..<found]
            let line = before.filter { $0 == "\n" }.count
            let lineStart = before.lastIndex(of: "\n").map { content.index(after: $0) } ?? content.startIndex
            return "\(file):\(line):\(content[lineStart..<found].utf16.count)"
        }

        /// The answer of `method` with the cursor one character into the `occurrence`-th `text` of `file`.
        func ask(_ method: String, _ file: String, _ text: String, _ occurrence: Int = 1, extra: [String: Any] = [:]) throws -> [String] {
            let parts = Self.spot(file, text, occurrence).split(separator: ":")
            return try places(method, file, Int(parts[1]) ?? 0, (Int(parts[2]) ?? 0) + 1, extra: extra)
        }

        func hover(_ file: String, _ text: String, _ occurrence: Int = 1) throws -> String {
            let parts = Self.spot(file, text, occurrence).split(separator: ":")
            return try hover(file, Int(parts[1]) ?? 0, (Int(parts[2]) ?? 0) + 1)
        }

        func at(_ file: String, _ line: Int, _ character: Int) -> [String: Any] {
            ["textDocument": ["uri": client.uri(file)], "position": position(line, character)]
        }

        /// (file, line, character) of each location answered.
        func places(_ method: String, _ file: String, _ line: Int, _ character: Int, extra: [String: Any] = [:]) throws -> [String] {
            let locations = try client.result(method, at(file, line, character).merging(extra) { $1 }) as? [[String: Any]] ?? []
            return locations.map { location in
                let path = (location["uri"] as? String).flatMap { URL(string: $0)?.path } ?? ""
                let relative = path.replacingOccurrences(of: root.path + "/", with: "")
                return "\(relative):\(location[path: "range.start.line"] as? Int ?? -1):\(location[path: "range.start.character"] as? Int ?? -1)"
            }
        }

        func hover(_ file: String, _ line: Int, _ character: Int) throws -> String {
            let hover = try client.result("textDocument/hover", at(file, line, character)) as? [String: Any]
            return hover?[path: "contents.value"] as? String ?? ""
        }
    }

    @Test func definitionsAcrossFiles() throws {
        let session = try Session()
        func spot(_ file: String, _ text: String, _ occurrence: Int = 1) -> String { Session.spot(file, text, occurrence) }
        let m = "specs/models.yaml", sc = "specs/screens.yaml", t = "specs/tables.yaml"
        #expect(try session.ask("textDocument/definition", sc, "Settings") == [spot(m, "Settings")])
        #expect(try session.ask("textDocument/definition", sc, "soundEnabled") == [spot(m, "soundEnabled")])
        #expect(try session.ask("textDocument/definition", sc, "Advanced") == [spot(sc, "Advanced", 2)])
        #expect(try session.ask("textDocument/definition", t, "Members", 2) == [spot(t, "Members")])
        #expect(try session.ask("textDocument/definition", t, "General") == [spot(sc, "General")])
        #expect(try session.ask("textDocument/definition", t, "layer: front") == [])
        #expect(try session.ask("textDocument/definition", t, "front", 2) == [spot(t, "front")])
        #expect(try session.ask("textDocument/definition", t, "title") == [spot(m, "title")])
        #expect(try session.ask("textDocument/definition", m, "memberID") == [spot(m, "memberID", 2)])
        #expect(try session.ask("textDocument/definition", t, "Main") == [spot(t, "Main")])
        #expect(try session.ask("textDocument/definition", t, "list") == [spot(t, "list")])
        // Nothing there: null.
        #expect(try session.client.result("textDocument/definition", session.at(m, 0, 0)) == nil)
        _ = try session.client.shutDown()
    }

    /// The server keeps no copy of the files it read from disk: positions in them come from
    /// reading the file again. One changed on disk without the editor saying so is read into
    /// the project again, so the next answer finds the declaration where it now is.
    @Test func aFileChangedOnDiskUnannouncedIsReadAgain() throws {
        let session = try Session()
        func spot(_ file: String, _ text: String, _ occurrence: Int = 1) -> String { Session.spot(file, text, occurrence) }
        let m = "specs/models.yaml", sc = "specs/screens.yaml"
        #expect(try session.ask("textDocument/definition", sc, "Settings") == [spot(m, "Settings")])
        let models = session.root.appendingPathComponent(m)
        try Data(("# moved down\n# by two lines\n" + (Fixtures.crossFile[m] ?? "")).utf8).write(to: models)
        // The first answer after the change is what the project read before; it notices the change.
        _ = try session.ask("textDocument/definition", sc, "Settings")
        let moved = spot(m, "Settings").split(separator: ":")
        let expected = "\(m):\((Int(moved[1]) ?? 0) + 2):\(moved[2])"
        #expect(try session.ask("textDocument/definition", sc, "Settings") == [expected])
        #expect(try session.ask("textDocument/definition", sc, "soundEnabled").first?.hasPrefix("\(m):") == true)
        _ = try session.client.shutDown()
    }

    @Test func referencesAcrossFiles() throws {
        let session = try Session()
        func spot(_ file: String, _ text: String, _ occurrence: Int = 1) -> String { Session.spot(file, text, occurrence) }
        let m = "specs/models.yaml", sc = "specs/screens.yaml", t = "specs/tables.yaml"
        let all: [String: Any] = ["context": ["includeDeclaration": true]]
        // The field soundEnabled: declared, bound, and a condition's key.
        #expect(try session.ask("textDocument/references", m, "soundEnabled", extra: all) == [spot(m, "soundEnabled"), spot(sc, "soundEnabled"), spot(sc, "soundEnabled", 2)])
        #expect(try session.ask("textDocument/references", m, "soundEnabled", extra: ["context": ["includeDeclaration": false]]) == [spot(sc, "soundEnabled"), spot(sc, "soundEnabled", 2)])
        // The screen General: declared, and shown by a view of another file.
        #expect(try session.ask("textDocument/references", sc, "General", extra: all) == [spot(sc, "General"), spot(t, "General")])
        // A layer, a view id, a hierarchy, a table, a model.
        #expect(try session.ask("textDocument/references", t, "front", extra: all) == [spot(t, "front"), spot(t, "front", 2)])
        #expect(try session.ask("textDocument/references", t, "settings", extra: all) == [spot(t, "settings")])
        #expect(try session.ask("textDocument/references", t, "Main", extra: all) == [spot("specs/intro.yaml", "Main"), spot(t, "Main")])
        #expect(try session.ask("textDocument/references", t, "Members", extra: all) == [spot(t, "Members"), spot(t, "Members", 2)])
        #expect(
            try session.ask("textDocument/references", m, "Member:", extra: all)
                == [spot(m, "Member:"), spot("specs/sheets.yaml", "Member\n    buttons"), spot(t, "Member\n")])
        _ = try session.client.shutDown()
    }

    @Test func anActionSheetIsDeclaredInOneFileAndPresentedFromAnother() throws {
        let session = try Session()
        func spot(_ file: String, _ text: String, _ occurrence: Int = 1) -> String { Session.spot(file, text, occurrence) }
        let m = "specs/models.yaml", s = "specs/sheets.yaml", t = "specs/tables.yaml"
        let all: [String: Any] = ["context": ["includeDeclaration": true]]
        #expect(try session.ask("textDocument/definition", t, "MemberActions") == [spot(s, "MemberActions")])
        #expect(try session.ask("textDocument/references", s, "MemberActions", extra: all) == [spot(s, "MemberActions"), spot(t, "MemberActions")])
        #expect(
            try session.ask("textDocument/references", s, "MemberActions", extra: ["context": ["includeDeclaration": false]]) == [spot(t, "MemberActions")])
        // The sheet's target is a reference to the model.
        #expect(try session.ask("textDocument/definition", s, "Member\n    buttons") == [spot(m, "Member:")])
        let hover = try session.hover(s, "MemberActions")
        #expect(hover.contains("**action sheet** `MemberActions`: 3 buttons, acting on a value of model `Member`"), "\(hover)")
        #expect(hover.contains("- “Promote” → `promote`\n- “Remove” (destructive) → `remove`\n- “Cancel” (cancel) → `dismiss`"), "\(hover)")
        #expect(hover.contains("presented by:\n- the rows of table `Members`") && hover.contains("declared in sheets.yaml:3"), "\(hover)")
        #expect(try session.hover(t, "MemberActions") == hover)
        _ = try session.client.shutDown()
    }

    @Test func hoverShowsAFieldsTypeDefaultAndConstraints() throws {
        let session = try Session()
        let volume = try session.hover("specs/screens.yaml", "volume")
        #expect(volume.contains("**field** `volume` of model `Settings`: Float"))
        #expect(volume.contains("default: `0.5`") && volume.contains("minimum: 0") && volume.contains("maximum: 1"))
        #expect(volume.contains("declared in models.yaml:7"))
        let theme = try session.hover("specs/models.yaml", "theme")
        #expect(theme.contains("cases: `light`, `dark`, `system`") && theme.contains("default: `system`"))
        #expect(try session.hover("specs/models.yaml", "userName").contains("at most 40 characters"))
        _ = try session.client.shutDown()
    }

    @Test func hoverShowsAScreensModelAndWhereItIsOpenedFrom() throws {
        let session = try Session()
        let advanced = try session.hover("specs/screens.yaml", "Advanced", 2)
        #expect(advanced.contains("**preference screen** `Advanced`: model `Settings`, 3 items"))
        #expect(advanced.contains("a child pane of screen `General` (screens.yaml:12)"))
        let general = try session.hover("specs/screens.yaml", "General")
        #expect(general.contains("view `settings` of hierarchy `Main` (tables.yaml:15)"))
        let layer = try session.hover("specs/tables.yaml", "front")
        #expect(layer.contains("**layer** `front` of hierarchy `Main`: 2 of 2"))
        let model = try session.hover("specs/models.yaml", "Member:")
        #expect(model.contains("**model** `Member`: keyed, 4 fields") && model.contains("listed by tables `Members`"))
        // A key of the language: what the vocabulary says.
        let key = try session.hover("specs/tables.yaml", "sortBy")
        #expect(key.contains("**sortBy**") && key.contains("The field rows are sorted by"))
        _ = try session.client.shutDown()
    }
}
