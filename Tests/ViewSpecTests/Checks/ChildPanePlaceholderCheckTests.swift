import Testing
@testable import ViewSpec

/// child-pane-placeholder: a child pane's placeholder stands beside the `value` it is shown
/// in place of, on a field that can hold no value.
@Suite struct ChildPanePlaceholderCheckTests {
    static func spec(_ row: String) -> String {
        """
        viewspec: 1
        models:
          Settings:
            kind: preferences
            fields:
              fruit: {type: String, optional: true}
              colour: {type: String, default: Red}
              size: Int
        preferences:
          General:
            model: Settings
            sections:
              - items:
        \(row)
          Fruits:
            model: Settings
            sections:
              - items:
                  - {choice: fruit, values: [Banana, Kiwi]}
                  - {choice: colour, values: [Red, Green]}
                  - stepper: size
        """
    }

    @Test func aPlaceholderWithoutAValueIsRemoved() throws {
        let text = Self.spec("          - {childPane: Fruits, title: Fruit, placeholder: None chosen}")
        let diagnostic = try #require(expectOneDiagnostic(
            of: ChildPanePlaceholderCheck.self, in: text, line: 14, column: 60,
            message: "expected 'value: <field>' beside a child pane's placeholder, found none: the placeholder is shown in place of that field's value while it holds none"))
        #expect(try applyingFirstFixIt(of: diagnostic, to: text).contains("- {childPane: Fruits, title: Fruit}"))
    }

    @Test func aPlaceholderForAFieldWithADefaultIsRemoved() throws {
        let text = Self.spec("          - {childPane: Fruits, title: Colour, value: colour, placeholder: No colour}")
        let diagnostic = try #require(expectOneDiagnostic(
            of: ChildPanePlaceholderCheck.self, in: text, line: 14, column: 76,
            message: "expected field 'colour' to be able to hold no value, as the placeholder is shown only then, found that it always holds one: it declares a default, which the registered defaults give it"))
        #expect(diagnostic.notes.first?.message == "'colour' is declared here in model 'Settings' as String")
        #expect(try applyingFirstFixIt(of: diagnostic, to: text).contains("- {childPane: Fruits, title: Colour, value: colour}"))
    }

    @Test func aPlaceholderForAFieldThatIsNotOptionalIsReported() throws {
        let text = Self.spec("""
                      - childPane: Fruits
                        title: Size
                        value: size
                        placeholder: Any size
            """)
        let diagnostic = try #require(expectOneDiagnostic(
            of: ChildPanePlaceholderCheck.self, in: text, line: 17, column: 26,
            message: "expected field 'size' to be able to hold no value, as the placeholder is shown only then, found that it always holds one: it is not optional, so it starts at its type's zero value"))
        #expect(try applyingFirstFixIt(of: diagnostic, to: text).hasSuffix("value: size\n  Fruits:\n    model: Settings\n    sections:\n      - items:\n          - {choice: fruit, values: [Banana, Kiwi]}\n          - {choice: colour, values: [Red, Green]}\n          - stepper: size"))
    }

    @Test func aPlaceholderOfAnOptionalFieldWithoutADefaultIsFine() {
        let text = Self.spec("          - {childPane: Fruits, title: Fruit, value: fruit, placeholder: {localized: fruit.none, default: None chosen}}")
        #expect(compileSpec(text).isEmpty, "\(compileSpec(text).map(\.message))")
    }

    /// A screen the app's code makes shows no field's value: a placeholder there is an unknown key.
    @Test func aPlaceholderOnAnExternalPaneIsAnUnknownKey() {
        let reported = compileSpec(Self.spec("          - {childPane: {external: FruitViewController}, placeholder: None chosen}"))
        #expect(reported.map(\.id.name) == ["unknown-key"], "\(reported.map(\.message))")
    }
}
