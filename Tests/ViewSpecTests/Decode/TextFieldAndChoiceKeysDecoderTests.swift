import Testing
@testable import ViewSpec

/// The text field and choice options of language 1.1: what each decodes to, a positioned
/// error for each way it can be written wrong, and the checks that read them.
@Suite struct TextFieldAndChoiceKeysDecoderTests {
    private func decode(_ text: String) -> (file: SpecFile?, decoded: YAMLLoadResult) {
        let loaded = loadYAML(text)
        #expect(loaded.diagnostics.isEmpty, "YAML: \(loaded.diagnostics.map(\.message))")
        let (file, diagnostics) = SpecDecoder().decode(loaded.root, path: "test.yaml")
        return (file, YAMLLoadResult(file: loaded.file, root: loaded.root, diagnostics: diagnostics))
    }

    private func items(_ text: String) throws -> [PreferenceItem] {
        let (file, decoded) = decode(text)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.reportedDiagnostics.map(\.message))")
        return try #require(file?.preferenceScreens.first).items
    }

    private func screen(_ items: String, fields: String) -> String {
        PreferenceOptionalKeysDecoderTests.screen(items, fields: fields)
    }

    private func errors(_ text: String) -> [ReportedDiagnostic] {
        compileSpec(text).filter { $0.severity == .error }
    }

    // MARK: - keyboard: numbersAndPunctuation

    @Test func numbersAndPunctuationIsAKeyboard() throws {
        let items = try items(screen("          - {textField: ports, keyboard: numbersAndPunctuation}", fields: "ports: String"))
        guard case .textField(_, let options) = items[0].control else { Issue.record("expected a text field"); return }
        #expect(options.keyboard?.value == .numbersAndPunctuation)
    }

    @Test func numbersAndPunctuationTypesEveryNumber() {
        for type in ["String", "Int", "Float"] {
            let text = screen("          - {textField: value, keyboard: numbersAndPunctuation}", fields: "value: \(type)")
            #expect(errors(text).isEmpty, "\(type): \(errors(text).map(\.message))")
        }
        // The e-mail keyboard has no digits row to type a number with.
        let email = errors(screen("          - {textField: value, keyboard: email}", fields: "value: Int"))
        #expect(email.map(\.message) == [
            "textField cannot bind 'value' of type Int: a text field for a number needs a numeric keyboard (number or numbersAndPunctuation), not 'email'"
        ])
    }
}
