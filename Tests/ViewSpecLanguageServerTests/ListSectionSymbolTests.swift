import Testing
@testable import ViewSpec
@testable import ViewSpecLanguageServer

/// A list section's field and its rows' bindings and conditions are occurrences of the
/// fields they name, for references and rename.
@Suite struct ListSectionSymbolTests {
    @Test func aListsFieldAndRowsAreOccurrencesOfTheirFields() throws {
        let text = """
            viewspec: 1
            models:
              S:
                kind: preferences
                fields:
                  tags: {type: String, list: true}
                  on: Bool
            preferences:
              Main:
                model: S
                sections:
                  - list:
                      field: tags
                      row: {textField: tags, visibleWhen: {on: true}}
                      add: {textField: tags}
                  - items: [{toggle: on}]
            """
        let loaded = YAMLLoader().load(SourceFile(path: "test.yaml", text: text))
        let file = try #require(SpecDecoder().decode(loaded.root, path: "test.yaml").file)
        let tags = SymbolOccurrences.all(in: file, named: "tags").filter { !$0.isDeclaration }
        #expect(tags.count == 3)
        #expect(tags.allSatisfy { $0.symbol == .field(model: "S", name: "tags") })
        let on = SymbolOccurrences.all(in: file, named: "on").filter { !$0.isDeclaration }
        #expect(on.count == 2)
    }
}
