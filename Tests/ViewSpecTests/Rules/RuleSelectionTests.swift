import Testing
@testable import ViewSpec

@Suite struct RuleSelectionTests {
    @Test func rulesAreFoundByCodeOrNameWhateverTheCase() throws {
        #expect(RuleCatalog.id("VS0203") == UnreachableScreenCheck.description.id)
        #expect(RuleCatalog.id("vs0003") == .duplicateKey)
        #expect(RuleCatalog.id("Duplicate-Key") == .duplicateKey)
        #expect(RuleCatalog.id("no-such-rule") == nil)
        #expect(RuleCatalog.suggestion(for: "duplicate-kee") == "duplicate-key")
        #expect(RuleCatalog.suggestion(for: "VS9003") == "VS0003")
    }

    @Test func everyIDIsListedOnceInCodeOrder() {
        let codes = RuleCatalog.all.map(\.code)
        #expect(codes == codes.sorted())
        #expect(Set(codes).count == codes.count)
        #expect(Set(RuleCatalog.all.map(\.name)).count == codes.count)
        for check in CheckRegistry.all { #expect(codes.contains(check.description.id.code)) }
    }

    @Test func anUnknownRuleIsRefusedWithASuggestion() {
        var selection = RuleSelection()
        #expect(throws: RuleSelectionError.lookup(.unknown("unreachable-scren", suggestion: "unreachable-screen"))) {
            try selection.apply(enable: [], disable: ["unreachable-scren"])
        }
        let error = RuleSelectionError.lookup(.unknown("unreachable-scren", suggestion: "unreachable-screen"))
        #expect(error.description == "unknown rule 'unreachable-scren'; did you mean 'unreachable-screen'?")
    }

    @Test func loaderAndDecoderIDsCannotBeSwitched() {
        var selection = RuleSelection()
        #expect(throws: RuleSelectionError.lookup(.notACheck(.unknownKey))) { try selection.apply(enable: [], disable: ["unknown-key"]) }
    }

    @Test func aRuleBothEnabledAndDisabledByOneSourceIsAContradiction() {
        var selection = RuleSelection()
        #expect(throws: RuleSelectionError.contradiction(UnreachableScreenCheck.description.id)) {
            try selection.apply(enable: ["VS0203"], disable: ["unreachable-screen"])
        }
    }

    /// The command line is applied after the configuration, so it can switch back a check
    /// the configuration disabled.
    @Test func aLaterSourceWins() throws {
        var selection = RuleSelection()
        try selection.apply(enable: [], disable: ["unreachable-screen"])
        #expect(!selection.runs(UnreachableScreenCheck.description))
        try selection.apply(enable: ["vs0203"], disable: [])
        #expect(selection.runs(UnreachableScreenCheck.description))
        #expect(selection.enabledCodes == ["VS0203"])
    }

    @Test func anOptInCheckRunsOnlyWhenEnabled() {
        let optIn = RuleDescription(
            id: DiagnosticID(code: "VS0299", name: "opt-in-example", summary: "An example of an opt-in rule."),
            rationale: "", triggeringExamples: [], nonTriggeringExamples: [], enabledByDefault: false)
        #expect(!Compiler.Options().runs(optIn))
        #expect(Compiler.Options(enabledChecks: ["opt-in-example"]).runs(optIn))
        #expect(Compiler.Options(enabledChecks: ["VS0299"]).runs(optIn))
        #expect(!Compiler.Options(disabledChecks: ["VS0299"], enabledChecks: ["VS0299"]).runs(optIn))
        #expect(Compiler.Options().runs(UnreachableScreenCheck.description))
        #expect(!Compiler.Options(disabledChecks: ["unreachable-screen"]).runs(UnreachableScreenCheck.description))
    }

    @Test func aDisabledCheckReportsNothing() {
        let text = """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {on: Bool}}
            preferences:
              A: {model: S, entry: true, sections: [{items: [{toggle: on}]}]}
              B: {model: S, sections: [{items: [{toggle: on}]}]}
            """
        let source = SourceFile(path: "test.yaml", text: text)
        #expect(Compiler().compile(sources: [source]).diagnostics.map(\.id) == [UnreachableScreenCheck.description.id])
        var rules = RuleSelection()
        rules.disable(UnreachableScreenCheck.self)
        #expect(Compiler(options: .init(rules: rules)).compile(sources: [source]).diagnostics.isEmpty)
    }
}
