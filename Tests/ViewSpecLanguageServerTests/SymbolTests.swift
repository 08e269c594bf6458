import Foundation
import Testing

/// The outline of a document and the declarations of the workspace.
@Suite struct SymbolTests {
    @Test func theOutlineOfADocument() throws {
        let root = try makeProject(Fixtures.crossFile)
        let client = try ScriptedClient(root: root)
        try client.initialize()
        let symbols = try #require(try client.result("textDocument/documentSymbol", ["textDocument": ["uri": client.uri("specs/tables.yaml")]]) as? [[String: Any]])
        #expect(symbols.map { $0["name"] as? String } == ["Members", "Main"])
        let main = symbols[1]
        #expect((main["children"] as? [[String: Any]])?.map { $0["name"] as? String } == ["back", "front", "list", "settings"])
        #expect(main[path: "selectionRange.start.line"] as? Int == 10)
        let models = try #require(try client.result("textDocument/documentSymbol", ["textDocument": ["uri": client.uri("specs/models.yaml")]]) as? [[String: Any]])
        let settings = try #require(models.first)
        #expect((settings["children"] as? [[String: Any]])?.count == 8)
        #expect(settings[path: "children.6.detail"] as? String == "Date")
        // A list field's type is its elements', and the outline says it is a list.
        #expect(settings[path: "children.7.detail"] as? String == "list of String")
        #expect(settings[path: "children.1.detail"] as? String == "Float")
        // Every child's range lies in its parent's.
        for symbol in models + symbols {
            for child in symbol["children"] as? [[String: Any]] ?? [] {
                #expect((child[path: "range.start.line"] as? Int ?? -1) >= (symbol[path: "range.start.line"] as? Int ?? 0))
                #expect((child[path: "range.end.line"] as? Int ?? 99) <= (symbol[path: "range.end.line"] as? Int ?? 0))
            }
        }
        let sheets = try #require(try client.result("textDocument/documentSymbol", ["textDocument": ["uri": client.uri("specs/sheets.yaml")]]) as? [[String: Any]])
        #expect(sheets.map { $0["name"] as? String } == ["MemberActions"])
        #expect(sheets.first?["detail"] as? String == "action sheet on Member")
        #expect((sheets.first?["children"] as? [[String: Any]])?.map { $0["name"] as? String } == ["promote", "remove", "dismiss"])
        #expect(sheets.first?[path: "children.1.detail"] as? String == "destructive button")
        _ = try client.shutDown()
    }

    @Test func workspaceSymbolsMatchTheQueryInOrder() throws {
        let root = try makeProject(Fixtures.crossFile)
        let client = try ScriptedClient(root: root)
        try client.initialize()
        let found = try #require(try client.result("workspace/symbol", ["query": "mbr"]) as? [[String: Any]])
        #expect(found.map { $0["name"] as? String } == ["Member", "memberID", "MemberActions", "Members"])
        #expect(found[1]["containerName"] as? String == "Member")
        #expect((found[2][path: "location.uri"] as? String) == client.uri("specs/sheets.yaml"))
        #expect((found[3][path: "location.uri"] as? String) == client.uri("specs/tables.yaml"))
        let everything = try #require(try client.result("workspace/symbol", ["query": ""]) as? [[String: Any]])
        // 2 models of 12 fields, 2 screens, 1 table, 1 hierarchy, 1 action sheet, 1 animation.
        let expectedCount = 20
        #expect(everything.count == expectedCount)
        _ = try client.shutDown()
    }
}
