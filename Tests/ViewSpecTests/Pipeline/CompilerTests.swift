import Testing
@testable import ViewSpec

@Suite struct CompilerTests {
    private static let spec = SourceFile(path: "a.yaml", text: """
        viewspec: 1
        models:
          Settings: {kind: preferences, fields: {sound: Bool}}
        preferences:
          General: {model: Settings, sections: [{items: [{toggle: sound}]}]}
        """)

    /// What the checks derive is kept with the compilation only when asked (by a command
    /// that releases nothing before it exits); the diagnostics are the same either way.
    @Test func whatTheChecksDeriveIsKeptOnlyWhenAsked() {
        let released = Compiler().compile(sources: [Self.spec])
        #expect(released.checkFacts == nil)
        var options = Compiler.Options()
        options.retainsCheckFacts = true
        let kept = Compiler(options: options).compile(sources: [Self.spec])
        #expect(kept.checkFacts != nil)
        #expect(kept.diagnostics == released.diagnostics)
    }
}
