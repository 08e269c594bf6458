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

    /// The Swift names of every declaration are kept only for a command that generates
    /// Swift next (lint reads none of them); the Swift is the same either way, the emitter
    /// naming the project again when they were not kept.
    @Test func swiftNamesAreKeptOnlyForACommandThatGeneratesSwift() throws {
        var options = Compiler.Options()
        options.retainsCheckFacts = true
        let linted = Compiler(options: options).compile(sources: [Self.spec])
        #expect(linted.checkFacts?.keepsSwiftNames == false)
        options.retainsSwiftNames = true
        let built = Compiler(options: options).compile(sources: [Self.spec])
        #expect(built.checkFacts?.keepsSwiftNames == true)
        #expect(built.diagnostics == linted.diagnostics)
        let fromLint = SwiftEmitter().emit(try linted.checked(for: [.swift])).files.map(\.text)
        let fromBuild = SwiftEmitter().emit(try built.checked(for: [.swift])).files.map(\.text)
        #expect(!fromBuild.isEmpty)
        #expect(fromLint == fromBuild)
    }
}
