import Testing
@testable import ViewSpec

/// One failing spec per reference check and for control-field-type, with the exact
/// message, position and notes.
@Suite struct ReferenceCheckTests {
    @Test func duplicateSectionIDNotesTheFirst() throws {
        let diagnostic = try #require(expectOneDiagnostic(of: DuplicateSectionIDCheck.self, in: """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {a: Bool, b: Bool}}
            preferences:
              Main:
                model: S
                sections:
                  - {id: extra, items: [{toggle: a}]}
                  - {id: extra, items: [{toggle: b}]}
            """, line: 9, column: 14, message: "expected each section of preference screen 'Main' to have its own id, found 'extra' again"))
        #expect(diagnostic.notes.first?.range.start.line == 8)
    }

    @Test func unknownFieldInASectionsCondition() throws {
        _ = try #require(expectOneDiagnostic(of: UnknownReferenceCheck.self, in: """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {sound: Bool}}
            preferences:
              Main:
                model: S
                sections:
                  - {visibleWhen: {sond: true}, items: [{toggle: sound}]}
            """, line: 8, column: 24, message: "unknown field 'sond' in model 'S'; did you mean 'sound'?"))
    }

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

    /// Each declaration below has its own error where it is written (a misspelt kind or
    /// type, a screen without a model, a table given as a string, a hierarchy given as a
    /// list); the references to them are not reported again, while the one genuinely
    /// unknown name still is.
    @Test func referencesToDeclarationsThatCouldNotBeReadAreNotReportedAgain() throws {
        let diagnostics = compileSpec("""
            viewspec: 1
            models:
              Broken: {kind: preferencs, fields: {sound: Bool}}
              Settings:
                kind: preferences
                fields:
                  volume: {type: Flaot, default: 1}
                  sound: Bool
            preferences:
              General:
                model: Settings
                entry: true
                sections:
                  - items:
                      - slider: volume
                      - toggle: sound
                        visibleWhen: {volume: 1}
                      - childPane: Advanced
                      - childPane: Other
              Advanced:
                sections: []
              Misbound:
                model: Broken
                sections: []
            tables:
              Members: "not a table"
            hierarchies:
              Nested: [not, a, hierarchy]
              Main:
                layers: [front]
                views:
                  - {id: list, kind: {table: Members}, layer: front, frame: fill}
                  - {id: inner, kind: {hierarchy: Nested}, layer: front, frame: fill}
                  - {id: pane, kind: {preferences: Advanced}, layer: front, frame: fill}
            """)
        let unknown = diagnostics.filter { $0.id == UnknownReferenceCheck.description.id }
        #expect(unknown.map(\.message) == ["unknown preference screen 'Other'"])
        // Otherwise only the declarations' own errors, one each: Broken's kind, volume's
        // type, Advanced's missing model, Members and Nested not being mappings.
        #expect(diagnostics.filter { $0.severity == .error }.map(\.range.start.line) == [3, 7, 19, 21, 26, 28])
    }

    /// An enumeration with a case that could not be read is not complete: a default, a
    /// choice or a condition naming the unread case would be reported against the rest.
    @Test func anEnumerationWithAnUnreadCaseIsNotJudged() {
        let diagnostics = compileSpec("""
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields:
                  mode: {type: enum, cases: [light, {dark: 1}], default: dark}
                  sound: Bool
            preferences:
              General:
                model: Settings
                entry: true
                sections:
                  - items:
                      - choice: mode
                        titles: [Light, Dark]
                      - toggle: sound
                        visibleWhen: {mode: dark}
            """)
        #expect(diagnostics.map(\.message) == ["expected an enumeration case as a string, found a mapping"])
        #expect(diagnostics.first?.range.start.line == 6)
    }

    /// A section, screen or hierarchy with something that could not be read is not judged
    /// by what is left: the unread item may be the section's item or the child pane that
    /// opens a screen, the unread view may be the one in a layer or the one showing a screen.
    @Test func checksDoNotJudgeWhatIsMissingBecauseItCouldNotBeRead() {
        let diagnostics = compileSpec("""
            viewspec: 1
            models:
              Settings: {kind: preferences, fields: {sound: Bool}}
            preferences:
              General:
                model: Settings
                entry: true
                sections:
                  - items:
                      - childPane: Child
                        toggle: sound
                  - itmes:
                      - toggle: sound
              Child:
                model: Settings
                sections:
                  - items:
                      - toggle: sound
              Shown:
                model: Settings
                sections:
                  - items:
                      - toggle: sound
            hierarchies:
              Main:
                layers: [back, front]
                views:
                  - {id: settings, kind: {preferences: Shown}, layer: front}
                  - {id: backdrop, layer: back, frame: fill}
            """)
        // The unread item, the misspelt key, the view without a frame: errors only, and none
        // of empty-section, unreachable-screen or unused-layer.
        #expect(diagnostics.map(\.id.name) == ["control-count", "unknown-key", "missing-key"])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    /// `entry: ture` is one mistake: the flag that could not be read may make the screen one
    /// the app opens, so the screen is not also reported unreachable.
    @Test func anUnreadEntryFlagLeavesReachabilityUnjudged() {
        let diagnostics = compileSpec("""
            viewspec: 1
            models:
              Settings: {kind: preferences, fields: {sound: Bool}}
            preferences:
              General:
                model: Settings
                entry: true
                sections:
                  - items:
                      - toggle: sound
              Widget:
                model: Settings
                entry: ture
                sections:
                  - items:
                      - toggle: sound
            """)
        #expect(diagnostics.count == 1, "\(diagnostics.map { "\($0.id.name) \($0.range.start.line): \($0.message)" })")
        #expect(diagnostics.first?.range.start.line == 13)
        #expect(diagnostics.first?.severity == .error)
    }

    @Test func theSameChecksJudgeWhatCouldBeRead() {
        let diagnostics = compileSpec("""
            viewspec: 1
            models:
              Settings: {kind: preferences, fields: {sound: Bool}}
            preferences:
              General:
                model: Settings
                entry: true
                sections:
                  - items: []
              Child:
                model: Settings
                sections:
                  - items:
                      - toggle: sound
            hierarchies:
              Main:
                layers: [back, front]
                views:
                  - {id: backdrop, layer: back, frame: fill}
            """)
        #expect(diagnostics.map(\.id.name) == ["empty-section", "unreachable-screen", "unused-layer"])
    }

    /// While a file could not be read at all, any model, screen, table or hierarchy may be
    /// declared in it: only fields and layers, which are local, are judged.
    @Test func namesAFileThatCouldNotBeReadMayDeclareAreNotReported() throws {
        let compilation = Compiler().compile(sources: [
            SourceFile(path: "models.yaml", text: "viewspec: 1\nmodels:\n  Settings: {kind: preferences, fields: {sound: Bool}\n"),
            SourceFile(path: "notes.yaml", text: "title: not a spec\n"),
            SourceFile(path: "screens.yaml", text: """
                viewspec: 1
                models:
                  Display: {kind: preferences, fields: {size: Int}}
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - childPane: Advanced
                  Sizes:
                    model: Display
                    sections:
                      - items:
                          - stepper: sise
                """),
        ])
        #expect(compilation.project.unreadFiles == ["models.yaml", "notes.yaml"])
        let unknown = compilation.diagnostics.filter { $0.id == UnknownReferenceCheck.description.id }
        #expect(unknown.map(\.message) == ["unknown field 'sise' in model 'Display'; did you mean 'size'?"])
        #expect(compilation.diagnostics.filter { $0.severity == .error }.map(\.range.path) == ["models.yaml", "notes.yaml", "screens.yaml"])
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
        let duplicates = compilation.reportedDiagnostics.filter { $0.id == DuplicateDeclarationCheck.description.id }
        #expect(duplicates.count == 1)
        let diagnostic = try #require(duplicates.first)
        #expect(diagnostic.message == "table 'Colors' is declared more than once")
        #expect(diagnostic.range.path == "b.yaml")
        #expect(diagnostic.range.start.line == 3 && diagnostic.range.start.column == 3)
        #expect(diagnostic.notes.map(\.range.path) == ["a.yaml"])
        #expect(diagnostic.notes.first?.range.start.line == 3)
    }

    /// YAML keeps keys apart by code points, so a mapping may hold two spellings of one
    /// name ("é" precomposed and decomposed, the Kelvin sign and "K"), which names compare
    /// as the same: the second field is a redeclaration, noted at the first.
    @Test func fieldsSpeltWithEquivalentCharactersAreRedeclarations() throws {
        let diagnostics = compileSpec("""
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields:
                  caf\u{E9}: Bool
                  volume: Float
                  cafe\u{301}: Int
                  \u{212A}elvin: Float
                  Kelvin: Float
            """).filter { $0.id == DuplicateDeclarationCheck.description.id }
        #expect(diagnostics.map(\.message) == [
            "field 'cafe\u{301}' is declared more than once in model 'Settings'",
            "field 'Kelvin' is declared more than once in model 'Settings'",
        ])
        #expect(diagnostics.map(\.range.start.line) == [8, 10])
        #expect(diagnostics.map { $0.notes.map(\.range.start.line) } == [[6], [9]])
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

    /// One cycle per group of hierarchies that lead to one another, through the group's
    /// first in declaration order; a long loop is named by its ends.
    @Test func oneCyclePerGroupAndLongLoopsShortened() {
        func hierarchy(_ name: String, nesting targets: [String]) -> String {
            let views = targets.enumerated().map { "{id: v\($0.offset), kind: {hierarchy: \($0.element)}, layer: l, frame: fill}" }
            return "  \(name): {layers: [l], views: [\(views.joined(separator: ", "))]}\n"
        }
        let tangled = "viewspec: 1\nhierarchies:\n" + hierarchy("A", nesting: ["B", "C"]) + hierarchy("B", nesting: ["A"])
            + hierarchy("C", nesting: ["A"]) + hierarchy("D", nesting: ["E"]) + hierarchy("E", nesting: ["D"])
        let found = compileSpec(tangled).filter { $0.id == ReferenceCycleCheck.description.id }
        #expect(found.map(\.message) == [
            "nested hierarchy cycle: 'A' → 'B' → 'A' leads back to the hierarchy it starts from",
            "nested hierarchy cycle: 'D' → 'E' → 'D' leads back to the hierarchy it starts from",
        ])
        let loop = "viewspec: 1\nhierarchies:\n" + (0..<40).map { hierarchy("H\($0)", nesting: ["H\(($0 + 1) % 40)"]) }.joined()
        // The loop is deeper than the layout's 32 levels too, but that is the cycle's to report.
        let long = compileSpec(loop).filter { $0.severity == .error }
        #expect(long.map(\.message) == ["nested hierarchy cycle: 'H0' → 'H1' → 'H2' → … → 'H38' → 'H39' → 'H0' leads back to the hierarchy it starts from"])
        #expect(long.first?.range.start.line == 42)
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

    /// No declared name is a near miss, but only one declaration fits where the name stands:
    /// it is suggested, with a fix-it.
    @Test func theOnlyFittingDeclarationIsSuggested() throws {
        let text = """
            viewspec: 1
            models:
              Settings: {kind: preferences, fields: {volume: Float, sound: Bool, name: String}}
              Members: {kind: record, fields: {name: String}}
            preferences:
              General:
                model: Settings
                sections:
                  - items:
                      - toggle: muted
                      - childPane: Privacy
              Display:
                model: Settings
                sections:
                  - items: [{slider: volume}]
              Other:
                model: Setup
                sections:
                  - items: [{slider: volume}]
            tables:
              People: {model: Crew, display: title}
            hierarchies:
              Main:
                layers: [base]
                views:
                  - {id: list, layer: top, frame: fill, kind: {table: Folks}}
            """
        let diagnostics = compileSpec(text).filter { $0.id.name == "unknown-reference" }
        #expect(diagnostics.map(\.message) == [
            "unknown field 'muted' in model 'Settings'; did you mean 'sound', the only field of 'Settings' a toggle can bind?",
            "unknown preference screen 'Privacy'; did you mean 'Display', the only other preference screen of model 'Settings'?",
            "unknown model 'Setup'; did you mean 'Settings', the only preferences model?",
            "unknown model 'Crew'; did you mean 'Members', the only record or keyed model?",
            "unknown layer 'top' in hierarchy 'Main'; did you mean 'base', the only layer of 'Main'?",
            "unknown table 'Folks'; did you mean 'People', the only table?",
        ], "\(diagnostics.map(\.message))")
        for diagnostic in diagnostics {
            let fixIt = try #require(diagnostic.fixIts.first, "\(diagnostic.message)")
            #expect(diagnostic.notes.count == 1)
            _ = applying(fixIt, to: text)
        }
        // Two toggles' worth of Bool fields: no obvious one, no suggestion.
        let two = compileSpec("""
            viewspec: 1
            models:
              Settings: {kind: preferences, fields: {sound: Bool, vibrate: Bool}}
            preferences:
              General:
                model: Settings
                sections: [{items: [{toggle: muted}]}]
            """).filter { $0.id.name == "unknown-reference" }
        #expect(two.map(\.message) == ["unknown field 'muted' in model 'Settings'"])
    }
}
