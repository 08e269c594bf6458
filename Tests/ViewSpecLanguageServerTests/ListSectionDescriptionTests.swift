import Foundation
import Testing

/// A list section's rows are drawn for each element of the list, and its add row once: hover
/// and the outline tell them as the list's rows, not as items of the screen.
@Suite struct ListSectionDescriptionTests {
    static let spec = """
        viewspec: 1
        models:
          Settings:
            kind: preferences
            fields:
              sound: Bool
              volume: Float
              tags: {type: String, list: true}
        actionSheets:
          TagActions:
            buttons:
              - {title: Add, action: addTag}
              - {title: Cancel, role: cancel, action: dismiss}
        preferences:
          General:
            model: Settings
            entry: true
            sections:
              - items:
                  - toggle: sound
                  - slider: volume
              - title: Tags
                list:
                  row: {textField: tags}
                  add: {button: chooseTag, title: Add Tag..., presents: TagActions}
                  field: tags
                  deletable: true
              - title: Accounts
                list:
                  key: accounts
                  row: {custom: account}
          Lists:
            model: Settings
            entry: true
            sections:
              - list:
                  field: tags
                  row: {textField: tags}

        """

    private static func session() throws -> ScriptedClient {
        let root = try makeProject(["viewspec.yml": "inputs: [specs]\n", "specs/lists.yaml": spec])
        let client = try ScriptedClient(root: root)
        try client.initialize()
        return client
    }

    /// Where the `occurrence`-th `text` of the spec is, one character in.
    private static func at(_ client: ScriptedClient, _ text: String, _ occurrence: Int = 1) -> [String: Any] {
        var searchStart = spec.startIndex
        var found = spec.startIndex
        for _ in 0..<occurrence {
            guard let range = spec.range(of: text, range: searchStart..<spec.endIndex) else { break }
            found = range.lowerBound
            searchStart = range.upperBound
        }
        let before = spec[..<found]
        let line = before.filter { $0 == "\n" }.count
        let lineStart = before.lastIndex(of: "\n").map { spec.index(after: $0) } ?? spec.startIndex
        return ["textDocument": ["uri": client.uri("specs/lists.yaml")], "position": position(line, spec[lineStart..<found].utf16.count + 1)]
    }

    private static func hover(_ client: ScriptedClient, _ text: String, _ occurrence: Int = 1) throws -> String {
        let hover = try client.result("textDocument/hover", at(client, text, occurrence)) as? [String: Any]
        return hover?[path: "contents.value"] as? String ?? ""
    }

    @Test func hoverCountsAScreensItemsApartFromItsListsRows() throws {
        let client = try Self.session()
        let general = try Self.hover(client, "General")
        #expect(general.hasPrefix("**preference screen** `General`: model `Settings`, 2 items, 2 list sections\n\n"), "\(general)")
        #expect(
            general.contains(
                "- a list of `tags`: row `textField: tags`, add row `button: chooseTag`, deletable\n- a list the app stores under key `accounts`: row `custom: account`"),
            "\(general)")
        // A screen of a list alone has no items of its own.
        let lists = try Self.hover(client, "Lists")
        #expect(lists.hasPrefix("**preference screen** `Lists`: model `Settings`, 1 list section\n\n- a list of `tags`: row `textField: tags`\n\n"), "\(lists)")
        _ = try client.shutDown()
    }

    @Test func hoverOverAnActionSheetNamesTheListRowThatPresentsIt() throws {
        let client = try Self.session()
        let sheet = try Self.hover(client, "TagActions")
        #expect(sheet.contains("presented by:\n- the add row of the list of `tags` in preference screen `General`\n\n"), "\(sheet)")
        #expect(!sheet.contains("a button of preference screen"), "\(sheet)")
        _ = try client.shutDown()
    }

    @Test func theOutlineShowsAListSectionWithItsRowsAsChildren() throws {
        let client = try Self.session()
        let symbols = try #require(
            try client.result("textDocument/documentSymbol", ["textDocument": ["uri": client.uri("specs/lists.yaml")]]) as? [[String: Any]])
        let general = try #require(symbols.first { $0["name"] as? String == "General" })
        let children = general["children"] as? [[String: Any]] ?? []
        #expect(children.map { $0["name"] as? String } == ["toggle: sound", "slider: volume", "list: tags", "list: accounts"])
        #expect(children.map { $0["detail"] as? String } == [nil, nil, "list section", "list section the app stores under its key"])
        let tags = children[2]
        #expect((tags["children"] as? [[String: Any]])?.map { $0["name"] as? String } == ["textField: tags", "button: chooseTag"])
        #expect((tags["children"] as? [[String: Any]])?.map { $0["detail"] as? String } == ["each element's row", "add row"])
        // The list's field is written after its rows: the symbol starts with the list, and
        // selects the field.
        #expect(tags[path: "range.start.line"] as? Int == 23)
        #expect(tags[path: "selectionRange.start.line"] as? Int == 25)
        // Every child's range lies in its parent's.
        func within(_ symbol: [String: Any]) {
            for child in symbol["children"] as? [[String: Any]] ?? [] {
                let start = (child[path: "range.start.line"] as? Int ?? -1, child[path: "range.start.character"] as? Int ?? -1)
                let end = (child[path: "range.end.line"] as? Int ?? 999, child[path: "range.end.character"] as? Int ?? 999)
                let parentStart = (symbol[path: "range.start.line"] as? Int ?? 0, symbol[path: "range.start.character"] as? Int ?? 0)
                let parentEnd = (symbol[path: "range.end.line"] as? Int ?? 0, symbol[path: "range.end.character"] as? Int ?? 0)
                #expect(start >= parentStart && end <= parentEnd, "\(child["name"] ?? "") in \(symbol["name"] ?? "")")
                within(child)
            }
        }
        for symbol in symbols { within(symbol) }
        _ = try client.shutDown()
    }

    /// A row that names no key, field or screen of the spec's is named by what it opens, a
    /// screen the app's code makes, or by its control alone: never a control with an empty
    /// name after it (`custom: `).
    @Test func theOutlineNamesARowWithoutAKeyByWhatItOpens() throws {
        let spec = """
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields: {sound: Bool}
            preferences:
              General:
                model: Settings
                entry: true
                sections:
                  - items:
                      - {toggle: sound}
                      - {childPane: {external: HelpViewController}}
                  - list:
                      key: accounts
                      row: {custom: {childPane: {external: AccountViewController}}}
                      add: {custom: {}}

            """
        let root = try makeProject(["viewspec.yml": "inputs: [specs]\n", "specs/rows.yaml": spec])
        let client = try ScriptedClient(root: root)
        try client.initialize()
        let symbols = try #require(
            try client.result("textDocument/documentSymbol", ["textDocument": ["uri": client.uri("specs/rows.yaml")]]) as? [[String: Any]])
        let general = try #require(symbols.first { $0["name"] as? String == "General" })
        let children = general["children"] as? [[String: Any]] ?? []
        #expect(children.map { $0["name"] as? String } == ["toggle: sound", "childPane: HelpViewController", "list: accounts"])
        let rows = (children.last?["children"] as? [[String: Any]])?.map { $0["name"] as? String }
        #expect(rows == ["custom: AccountViewController", "custom"], "\(String(describing: rows))")
        _ = try client.shutDown()
    }

    @Test func theSpecLintsClean() throws {
        let root = try makeProject(["specs/lists.yaml": Self.spec])
        let diagnostics = try Fixtures.lint(root.appendingPathComponent("specs")).filter { $0.severity == 1 }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }
}
