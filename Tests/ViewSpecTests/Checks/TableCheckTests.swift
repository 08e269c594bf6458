import Testing
@testable import ViewSpec

/// One failing spec per table check, with the exact message, position, notes and fix-its.
@Suite struct TableCheckTests {
    static let recordCard = """
        viewspec: 1
        models:
          RecordCard:
            kind: record
            fields:
              number: Int
              spMember: Bool
              name: String

        """

    @Test func tableModelKind() throws {
        let diagnostic = try #require(expectOneDiagnostic(of: TableModelKindCheck.self, in: """
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields: {userName: String}
            tables:
              Names:
                model: Settings
                display: userName
            """, line: 8, column: 12,
            message: "table 'Names' lists the records of a record or keyed model, but 'Settings' is a preferences model with a single settings object"))
        #expect(diagnostic.notes.map(\.message) == ["'Settings' is declared here with kind preferences"])
        #expect(diagnostic.notes.first?.range.start.line == 4)
        #expect(diagnostic.notes.first?.range.start.column == 11)
    }

    @Test func displayFieldType() throws {
        let text = Self.recordCard + """
            tables:
              Cards:
                model: RecordCard
                display: number
            """
        let diagnostic = try #require(expectOneDiagnostic(
            of: DisplayFieldTypeCheck.self, in: text, line: 12, column: 14,
            message: "table 'Cards' shows 'number' as row text: expected a String field, found Int"))
        #expect(diagnostic.notes.map(\.message) == ["'number' is declared here in model 'RecordCard' as Int"])
        #expect(diagnostic.notes.first?.range.start.line == 6)
        #expect(diagnostic.fixIts.first?.message == "replace 'number' with 'name', the String field of 'RecordCard'")
        let fixed = try applyingFirstFixIt(of: diagnostic, to: text)
        #expect(fixed.hasSuffix("display: name"))
    }

    @Test func sortFieldTypeRefusesBool() throws {
        let diagnostic = try #require(expectOneDiagnostic(of: SortFieldTypeCheck.self, in: Self.recordCard + """
            tables:
              Members:
                model: RecordCard
                display: name
                sortBy: spMember
            """, line: 13, column: 13,
            message: "table 'Members' cannot sort by 'spMember': expected an Int, Float, String or single enumeration field, found Bool; a Bool field has no order to sort by"))
        #expect(diagnostic.notes.map(\.message) == ["'spMember' is declared here in model 'RecordCard' as Bool"])
    }

    @Test func sortFieldTypeRefusesASetOfCases() {
        expectOneDiagnostic(of: SortFieldTypeCheck.self, in: """
            viewspec: 1
            models:
              Card:
                kind: record
                fields:
                  name: String
                  topics: {type: enum, cases: [news, sport], multiple: true}
            tables:
              ByTopic: {model: Card, display: name, sortBy: topics}
            """, line: 9, column: 49,
            message: "table 'ByTopic' cannot sort by 'topics': expected an Int, Float, String or single enumeration field, found set of enum; a set of cases has no order to sort by")
    }

    @Test func invalidSelectionMinimumAboveMaximum() throws {
        let diagnostic = try #require(expectOneDiagnostic(of: InvalidSelectionCheck.self, in: """
            viewspec: 1
            tables:
              Colors:
                strings: [Red, Green, Blue]
                selection: {mode: multiple, min: 3, max: 2}
            """, line: 5, column: 38,
            message: "table 'Colors' has min 3 above max 2: expected min to be at most max"))
        #expect(diagnostic.notes.map(\.message) == ["max is 2 here"])
        #expect(diagnostic.notes.first?.range.start.column == 46)
    }

    @Test func invalidSelectionSingleWithMaximumAboveOne() throws {
        let text = """
            viewspec: 1
            tables:
              Sizes:
                strings: [Small, Large]
                selection: {mode: single, max: 2}
            """
        let diagnostic = try #require(expectOneDiagnostic(
            of: InvalidSelectionCheck.self, in: text, line: 5, column: 36,
            message: "table 'Sizes' selects a single row: expected max 1 at most, found max 2"))
        #expect(diagnostic.notes.map(\.message) == ["selection mode is single here"])
        try applyingFirstFixIt(of: diagnostic, to: text)
    }

    @Test func invalidSelectionInitialRowOutOfRange() throws {
        let diagnostic = try #require(expectOneDiagnostic(of: InvalidSelectionCheck.self, in: """
            viewspec: 1
            tables:
              Colors:
                strings: [Red, Green, Blue]
                selection:
                  mode: multiple
                  initial: [0, 3]
            """, line: 7, column: 20,
            message: "table 'Colors' selects row 3 initially, but its rows are 0…2"))
        #expect(diagnostic.notes.map(\.message) == ["table 'Colors' lists 3 strings here"])
        #expect(diagnostic.notes.first?.range.start.line == 4)
    }

    @Test func invalidSelectionRepeatedInitialRow() throws {
        let text = """
            viewspec: 1
            tables:
              Colors:
                strings: [Red, Green, Blue]
                selection:
                  mode: multiple
                  initial:
                    - 1
                    - 1
            """
        let diagnostic = try #require(expectOneDiagnostic(
            of: InvalidSelectionCheck.self, in: text, line: 9, column: 11,
            message: "table 'Colors' selects row 1 twice in 'initial': expected each row once"))
        #expect(diagnostic.notes.first?.range.start.line == 8)
        let fixIt = try #require(diagnostic.fixIts.first)
        #expect(applying(fixIt, to: text).hasSuffix("initial:\n        - 1"))
    }

    @Test func invalidSelectionInitialRowsWithModeNone() {
        expectOneDiagnostic(of: InvalidSelectionCheck.self, in: """
            viewspec: 1
            tables:
              Shapes:
                strings: [Circle, Square]
                selection: {mode: none, initial: [1]}
            """, line: 5, column: 39,
            message: "table 'Shapes' selects no rows (mode none): expected no initially selected rows, found row 1 in 'initial'")
    }

    @Test func invalidSelectionMoreInitialRowsThanMaximum() {
        expectOneDiagnostic(of: InvalidSelectionCheck.self, in: Self.recordCard + """
            tables:
              Members:
                model: RecordCard
                display: name
                selection: {mode: multiple, max: 2, initial: [4, 7, 9]}
            """, line: 13, column: 57,
            message: "table 'Members' selects 3 rows initially: expected at most max 2")
    }

    @Test func unreachableHook() throws {
        let diagnostic = try #require(expectOneDiagnostic(of: UnreachableHookCheck.self, in: """
            viewspec: 1
            tables:
              Colors:
                strings: [Red, Green, Blue]
                selection: none
                hooks: {editCell: styleColorCell, didSelect: colorSelected}
            """, line: 6, column: 50,
            message: "hook 'didSelect' (colorSelected) of table 'Colors' never runs: expected selection mode single or multiple, found none"))
        #expect(diagnostic.notes.map(\.message) == ["selection mode is none here"])
        #expect(diagnostic.notes.first?.range.start.line == 5)
    }

    @Test func tableMinimumSize() throws {
        let text = """
            viewspec: 1
            tables:
              Colors:
                strings: [Red, Green, Blue]
                frame: {x: 0, y: 0, width: 80, height: 480}
            """
        let diagnostic = try #require(expectOneDiagnostic(
            of: TableMinimumSizeCheck.self, in: text, line: 5, column: 32,
            message: "table 'Colors' is 80 × 480: expected a width of at least 100 (the minimum table size is 100 × 350), found 80"))
        #expect(diagnostic.fixIts.first?.message == "replace 80 with 100, the minimum width")
        try applyingFirstFixIt(of: diagnostic, to: text)
    }

    @Test func tableMinimumSizeOfAViewShowingATable() throws {
        let diagnostic = try #require(expectOneDiagnostic(of: TableMinimumSizeCheck.self, in: """
            viewspec: 1
            tables:
              Colors:
                strings: [Red, Green, Blue]
            hierarchies:
              Main:
                layers: [front]
                views:
                  - {id: colors, kind: {table: Colors}, layer: front, frame: {width: 320, height: 200}}
            """, line: 9, column: 87,
            message: "view 'colors' showing table 'Colors' is 320 × 200: expected a height of at least 350 (the minimum table size is 100 × 350), found 200"))
        #expect(diagnostic.notes.map(\.message) == ["table 'Colors' is declared here"])
    }

    /// A frame with no area is one mistake, reported by non-positive-size alone.
    @Test func aZeroSizedTableIsReportedOnce() {
        let diagnostics = compileSpec("""
            viewspec: 1
            tables:
              Colors:
                strings: [Red, Green, Blue]
                frame: {width: 0, height: 200}
            """)
        #expect(diagnostics.map(\.id.name) == ["non-positive-size"])
    }

    // MARK: - Decoder rules for tables

    @Test func aTableBoundToAModelNeedsADisplayField() {
        let diagnostics = compileSpec(Self.recordCard + """
            tables:
              Cards:
                model: RecordCard
            """)
        #expect(diagnostics.map(\.id) == [.missingKey])
        #expect(diagnostics.first?.message == "table 'Cards' needs the key 'display' (the String field each row shows) when it binds a model")
        #expect(diagnostics.first.map { ($0.range.start.line, $0.range.start.column) } ?? (0, 0) == (11, 5))
    }

    @Test func aTableOfStringsHasNoFieldToSortBy() {
        let diagnostics = compileSpec("""
            viewspec: 1
            tables:
              Colors:
                strings: [Red, Green, Blue]
                sortBy: name
            """)
        #expect(diagnostics.map(\.id) == [.unknownKey])
        #expect(diagnostics.first?.message == "'sortBy' names a field of a table's model; table 'Colors' lists its strings")
        #expect(diagnostics.first.map { ($0.range.start.line, $0.range.start.column) } ?? (0, 0) == (5, 13))
    }
}
