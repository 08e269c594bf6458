import Foundation
import Testing
@testable import ViewSpec

/// Generated action sheets from names that are Swift keywords, non-ASCII or the generated
/// code's own members compile in Swift 6 and 5, and behave: each choice calls its method once.
@Suite(.serialized) struct ActionSheetSwiftTests {
    static let spec = """
        viewspec: 1
        models:
          Réglages:
            kind: preferences
            fields: {Type: Bool}
          Ação:
            kind: record
            fields: {nome: String}
        preferences:
          switch:
            model: Réglages
            sections:
              - items:
                  - {button: default, presents: protocol}
        tables:
          var:
            model: Ação
            display: nome
            presents: class
            anchor: fill
        actionSheets:
          protocol:
            title: "\\"\\\\(x)\\" */"
            target: Réglages
            buttons:
              - {title: Init, action: init}
              - {title: Self, action: Self}
              - {title: Cancel, role: cancel, action: default}
          class:
            target: Ação
            buttons:
              - {title: Remover, role: destructive, action: remover-já}
              - {title: Type, action: Type-Of}
              - {title: Fechar, role: cancel, action: return}
          sheetName:
            buttons:
              - {title: Only, action: dispatch}
        hierarchies:
          Main:
            layers: [l]
            views:
              - {id: v, layer: l, frame: fill, presents: sheetName, anchor: fill}

        """

    static let program = #"""
        import ViewSpecRuntime

        final class Log: ProtocolSheetHandler, ClassSheetHandler, SheetNameSheetHandler {
            var calls: [String] = []
            func `init`(_ target: PreferenceStore<Réglages>) { calls.append("init") }
            func self_(_ target: PreferenceStore<Réglages>) { calls.append("Self") }
            func `default`(_ target: PreferenceStore<Réglages>) { calls.append("default") }
            func removerJá(_ target: Ação) { calls.append("remover \(target.nome)") }
            func typeOf(_ target: Ação) { calls.append("Type") }
            func `return`(_ target: Ação) { calls.append("return") }
            func dispatch() { calls.append("dispatch") }
        }
        let log = Log()
        let store = try PreferenceStore<Réglages>()
        let first = try ProtocolSheet.present(on: .phone, target: store, handler: log)
        try first.choose(.`default`)
        var record = Ação()
        record.nome = "Zé"
        let second = try ClassSheet.present(on: .pad, target: record, handler: log)
        print(second.buttons.map(\.action.rawValue))
        try second.dismiss()
        let third = try SheetNameSheet.present(on: .phone, handler: log)
        try third.choose(at: 0)
        print(log.calls)
        print(try ProtocolSheet.makeDescription().title?.resolved() ?? "")

        """#

    static func generated(access: SwiftEmitter.AccessLevel) throws -> [String: String] {
        let compilation = Compiler().compile(sources: [SourceFile(path: "sheets.yaml", text: spec)])
        let errors = compilation.reportedDiagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.range.start.line): \($0.message)" })")
        let output = try SwiftEmitter(access: access).emit(compilation)
        return Dictionary(uniqueKeysWithValues: output.files.map { ($0.fileName, $0.text) })
    }

    @Test func anActionNamedSelfGetsATrailingUnderscore() throws {
        let compilation = Compiler().compile(sources: [SourceFile(path: "t.yaml", text: """
            viewspec: 1
            actionSheets:
              S:
                buttons:
                  - {title: T, action: self}
            tables:
              L: {strings: [a], presents: S, anchor: fill}
            """)])
        #expect(compilation.diagnostics.filter { $0.severity == .error }.isEmpty)
        let text = try SwiftEmitter().emit(compilation).files.map(\.text).joined()
        #expect(text.contains("func self_()"))
        #expect(text.contains("case self_ = \"self\""))
    }

    @Test(arguments: ["6", "5"])
    func hostileSheetNamesCompileAndDispatchOnce(swiftVersion: String) throws {
        var files = try Self.generated(access: swiftVersion == "6" ? .public : .internal)
        // Top-level code is the main actor's in Swift 5 only once it awaits something.
        files["main.swift"] = swiftVersion == "6" ? Self.program : Self.program
            .replacingOccurrences(of: "let log = Log()", with: "@MainActor func run() async throws {\nlet log = Log()") + "}\ntry await run()\n"
        let program = try SwiftCompilerSupport.buildProgram(files, swiftVersion: swiftVersion)
        let output = SwiftCompilerSupport.run(program.path, [], in: program.deletingLastPathComponent())
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == """
            ["remover-já", "Type-Of"]
            ["default", "return", "dispatch"]
            "\\(x)" */

            """)
    }
}
