import Testing
@testable import ViewSpec

/// One failing spec per reference check and for control-field-type, with the exact
/// message, position and notes.
@Suite struct ReferenceCheckTests {
    @Test func unknownModelSuggestsTheClosestName() throws {
        let diagnostic = try #require(expectOneDiagnostic(of: UnknownReferenceCheck.self, in: """
            viewspec: 1
            models:
              AppSettings: {kind: preferences, fields: {sound: Bool}}
            preferences:
              General:
                model: AppSetings
                sections:
                  - items:
                      - toggle: sound
            """, line: 6, column: 12, message: "unknown model 'AppSetings'; did you mean 'AppSettings'?"))
        #expect(diagnostic.fixIts.map(\.replacement) == ["AppSettings"])
    }

    @Test func unknownLayerNamesTheHierarchy() {
        expectOneDiagnostic(of: UnknownReferenceCheck.self, in: """
            viewspec: 1
            hierarchies:
              Main:
                layers: [background, front]
                views:
                  - id: logo
                    layer: frnt
                    frame: {width: 40, height: 40}
            """, line: 7, column: 16, message: "unknown layer 'frnt' in hierarchy 'Main'; did you mean 'front'?")
    }

    @Test func duplicateScreenAcrossFilesNotesTheFirst() throws {
        let compilation = Compiler().compile(sources: [
            SourceFile(path: "a.yaml", text: """
                viewspec: 1
                tables:
                  Colors: {strings: [Red, Green]}
                """),
            SourceFile(path: "b.yaml", text: """
                viewspec: 1
                tables:
                  Colors: {strings: [Blue]}
                """),
        ])
        let duplicates = compilation.diagnostics.filter { $0.id == DuplicateDeclarationCheck.description.id }
        #expect(duplicates.count == 1)
        let diagnostic = try #require(duplicates.first)
        #expect(diagnostic.message == "table 'Colors' is declared more than once")
        #expect(diagnostic.range.path == "b.yaml")
        #expect(diagnostic.range.start.line == 3 && diagnostic.range.start.column == 3)
        #expect(diagnostic.notes.map(\.range.path) == ["a.yaml"])
        #expect(diagnostic.notes.first?.range.start.line == 3)
    }

    @Test func childPaneCycle() {
        expectOneDiagnostic(of: ReferenceCycleCheck.self, in: """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {on: Bool}}
            preferences:
              A:
                model: S
                entry: true
                sections:
                  - items:
                      - childPane: B
              B:
                model: S
                sections:
                  - items:
                      - childPane: A
            """, line: 15, column: 13, message: "child pane cycle: 'A' → 'B' → 'A' leads back to the preference screen it starts from")
    }

    @Test func unreachableScreenIsAWarning() {
        expectOneDiagnostic(of: UnreachableScreenCheck.self, in: """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {on: Bool}}
            preferences:
              Main:
                model: S
                entry: true
                sections:
                  - items:
                      - toggle: on
              Orphan:
                model: S
                sections:
                  - items:
                      - toggle: on
            """, line: 11, column: 3, message: "preference screen 'Orphan' is unreachable: no child pane leads to it from an entry screen ('Main') or a hierarchy")
    }

    @Test func toggleOnAFloatNotesTheFieldDeclaration() throws {
        let diagnostic = try #require(expectOneDiagnostic(of: ControlFieldTypeCheck.self, in: """
            viewspec: 1
            models:
              RecordSettings:
                kind: preferences
                fields:
                  rate: {type: Float, default: 0.8, min: 0, max: 1}
            preferences:
              General:
                model: RecordSettings
                sections:
                  - items:
                      - toggle: rate
            """, line: 12, column: 13, message: "toggle cannot bind 'rate' of type Float: a toggle binds a Bool field"))
        #expect(diagnostic.notes.map(\.message) == ["'rate' is declared here in model 'RecordSettings' as Float"])
        #expect(diagnostic.notes.first?.range.start.line == 6)
    }
}
