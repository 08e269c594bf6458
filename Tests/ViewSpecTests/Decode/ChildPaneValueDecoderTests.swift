import Testing
@testable import ViewSpec

/// A child pane's row showing a field's current value (`value: <field>` beside
/// `childPane`): what it decodes to, and the errors of a field the model lacks.
@Suite struct ChildPaneValueDecoderTests {
    /// A screen `Main` of one section holding `items`, and a screen `Child` it may open.
    private func spec(_ items: String, fields: String = "level: Int, name: String") -> String {
        """
        viewspec: 1
        models:
          S:
            kind: preferences
            fields: {\(fields)}
        preferences:
          Main:
            model: S
            sections:
              - items:
        \(items)
          Child:
            model: S
            sections:
              - items:
                  - textField: name
        """
    }

    @Test func aChildPaneNamesTheFieldItShows() throws {
        let (file, decoded) = decodeSpec(spec("          - {childPane: Child, value: level}\n          - {value: name, childPane: Child}\n          - childPane: Child"))
        #expect(decoded.diagnostics.isEmpty, "\(decoded.reportedDiagnostics.map(\.message))")
        let items = try #require(file?.preferenceScreens.first).items
        guard case .childPane(let screen, let shown?) = items[0].control else { Issue.record("expected a child pane showing a value"); return }
        #expect(screen.value == "Child" && shown.value == "level")
        #expect(items[0].field?.value == "level")
        #expect(items[1].field?.value == "name" && items[1].control.kindName == "childPane")
        guard case .childPane(_, nil) = items[2].control else { Issue.record("expected a child pane without a value"); return }
        #expect(items[2].field == nil)
    }

    /// Only beside a child pane is `value` an option; beside another control it is a second control.
    @Test func valueBesideAnotherControlIsASecondControl() {
        _ = expectSingleDiagnostic(
            decodeSpec(spec("          - {toggle: level, value: level}")).decoded,
            .controlCount, line: 11, column: 29, messageContains: "found 'toggle' and 'value'")
        _ = expectSingleDiagnostic(
            decodeSpec(spec("          - {childPane: Child, value: [level]}")).decoded,
            .wrongValueType, line: 11, column: 39, messageContains: "a field name")
    }

    @Test func theShownFieldMustBeTheModels() {
        let reported = compileSpec(spec("          - {childPane: Child, value: levle}")).filter { $0.severity == .error }
        #expect(reported.map { "\($0.id.code) \($0.range.start.line):\($0.range.start.column)" } == ["VS0200 11:39"])
        #expect(reported.first?.message.contains("'levle'") == true, "\(reported.map(\.message))")
        #expect(reported.first?.fixIts.first?.replacement == "level", "\(reported.map(\.fixIts))")
    }

    /// The example the spec schema is held to: the branch of `value` steps aside beside `childPane`.
    @Test func theSchemaTakesAValueBesideAChildPaneOnly() throws {
        let validator = try JSONSchemaValidator(contentsOf: SpecSchemaTests.schemaURL)
        func failures(_ items: String) throws -> [JSONSchemaValidator.Failure] {
            validator.failures(for: try SpecSchemaTests.json(SourceFile(path: "x.yaml", text: spec(items))))
        }
        #expect(try failures("          - {childPane: Child, value: level}").isEmpty)
        #expect(try failures("          - {value: level}").isEmpty)
        #expect(try !failures("          - {toggle: level, value: level}").isEmpty)
    }
}
