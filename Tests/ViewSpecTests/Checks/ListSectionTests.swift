import Testing
@testable import ViewSpec

/// List fields (`list: true`) and list sections (`list:` in place of `items`): what they
/// decode to, a positioned error for each way they can be written wrong, and the checks
/// that judge what the rows bind.
@Suite struct ListSectionTests {
    /// A spec of one preferences model with `fields` and one screen of `sections` (YAML
    /// lines indented for the section list).
    static func spec(fields: String, _ sections: String) -> String {
        """
        viewspec: 1
        models:
          S:
            kind: preferences
            fields:
        \(fields)
        preferences:
          Main:
            model: S
            entry: true
            sections:
        \(sections)
        """
    }

    static let tags = "      tags: {type: String, list: true, default: [home, work]}"

    // MARK: - Decoding

    @Test func aListFieldAndAListSectionDecode() throws {
        let (file, decoded) = decodeSpec(Self.spec(fields: Self.tags + "\n      on: Bool", """
                  - title: Tags
                    list:
                      field: tags
                      row: {textField: tags}
                      add: {textField: tags, placeholder: New Tag, key: tag}
                      deletable: true
                  - list:
                      key: accounts
                      row: {custom: account}
                  - items:
                      - toggle: on
            """))
        #expect(decoded.diagnostics.isEmpty, "\(decoded.reportedDiagnostics.map(\.message))")
        let fields = try #require(file?.models.first).fields
        #expect(fields.map(\.isList) == [true, false])
        guard case .list(let elements, _)? = fields.first?.defaultValue else {
            Issue.record("expected a list default")
            return
        }
        #expect(elements.map(\.value) == [.string("home"), .string("work")])
        let screen = try #require(file?.preferenceScreens.first)
        // A list section's rows are items of the screen, in its place: row, then add row.
        #expect(screen.items.map(\.control.kindName) == ["textField", "textField", "custom", "toggle"])
        #expect(screen.items.map(screen.isListRow) == [true, true, true, false])
        #expect(screen.items.prefix(2).allSatisfy { screen.list(containing: $0) === screen.sections[0].list })
        #expect(screen.items.map(screen.listSectionIndex) == [0, 0, 1, nil])
        #expect(screen.sections.map(\.items.count) == [0, 0, 1])
        #expect(screen.childPanes.isEmpty)
        let first = try #require(screen.sections.first?.list)
        #expect(first.field?.value == "tags")
        #expect(first.key == nil)
        #expect(first.row.control.kindName == "textField")
        #expect(first.add?.actionKey?.text.value == "tag")
        #expect(first.isDeletable)
        let second = try #require(screen.sections[1].list)
        #expect(second.key?.value == "accounts")
        #expect(second.add == nil)
        #expect(!second.isDeletable)
        #expect(screen.sections[2].list == nil)
    }

    @Test func listOnABoolFieldIsAPositionedError() {
        expectOneDecodeError(
            Self.spec(fields: "      on: {type: Bool, list: true}", "      - items: [{toggle: on}]"), .unknownKey, line: 6, column: 30,
            "'list: true' applies to String, Int, Float and enum fields only; field 'on' has type Bool")
    }

    @Test func listOnASetOfCasesIsAPositionedError() {
        expectOneDecodeError(
            Self.spec(fields: "      t: {type: enum, cases: [a, b], multiple: true, list: true}", "      - items: [{multiChoice: t}]"), .unknownKey,
            line: 6, column: 60, "a field declared with 'multiple: true' holds a set of cases already")
    }

    @Test func anOptionalListIsAPositionedError() {
        expectOneDecodeError(
            Self.spec(fields: "      t: {type: String, list: true, optional: true}", "      - items: [{textField: t}]"), .unknownKey,
            line: 6, column: 31, "'list: true' and 'optional: true' exclude each other")
    }

    @Test func itemsBesideAListIsAPositionedError() {
        expectOneDecodeError(
            Self.spec(fields: Self.tags, """
                  - list: {field: tags, row: {textField: tags}}
                    items: []
            """), .unknownKey, line: 13, column: 9, "expected either 'items' or 'list' in a section, found both")
    }

    @Test func aListWithoutFieldOrKeyIsAPositionedError() {
        expectOneDecodeError(
            Self.spec(fields: Self.tags, "      - list: {row: {textField: tags}}"), .missingKey, line: 12, column: 15,
            "expected 'field' (a list field of the screen's model) or 'key' (a list the app stores itself) in a section's list, found neither")
    }

    @Test func aListWithFieldAndKeyIsAPositionedError() {
        expectOneDecodeError(
            Self.spec(fields: Self.tags, "      - list: {field: tags, key: tags, row: {textField: tags}}"), .unknownKey, line: 12, column: 29,
            "expected either 'field' or 'key' in a section's list, found both")
    }

    @Test func aListWithoutARowIsAPositionedError() {
        expectOneDecodeError(Self.spec(fields: Self.tags, "      - list: {field: tags}"), .missingKey, line: 12, column: 15, "'row'")
    }

    @Test func anEmptyListKeyIsAPositionedError() {
        expectOneDecodeError(
            Self.spec(fields: Self.tags, "      - list: {key: \"\", row: {custom: account}}"), .wrongValueType, line: 12, column: 21,
            "expected a non-empty string, the key the app stores the list under, found the empty string")
    }

    @Test func keyBesideACustomRowOfAListIsAnUnknownKey() {
        expectOneDecodeError(Self.spec(fields: Self.tags, "      - list: {key: tags, row: {custom: tag, key: k}}"), .unknownKey, line: 12, column: 46, "'key'")
    }

    @Test func keyOnATextFieldOutsideAListIsStillAnUnknownKey() {
        expectOneDecodeError(Self.spec(fields: "      t: String", "      - items: [{textField: t, key: k}]"), .unknownKey, line: 12, column: 32, "'key'")
    }

    // MARK: - Checks

    @Test func aListSectionOfAFieldOfOneValue() throws {
        try #require(expectOneDiagnostic(
            of: ListSectionCheck.self, in: Self.spec(fields: "      name: String", "      - list: {field: name, row: {textField: name}}"),
            line: 12, column: 23,
            message: "list section of preference screen 'Main': expected a list field ('list: true') of model 'S', found 'name', which holds one String value"))
    }

    @Test func aRowBindingAnotherField() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: ListSectionCheck.self, in: Self.spec(fields: Self.tags + "\n      name: String", "      - list: {field: tags, row: {textField: name}}"),
            line: 13, column: 35,
            message: "textField in a list section of field 'tags' binds 'name': expected it to bind the list field 'tags', one element on each row"))
        #expect(diagnostic.fixIts.map(\.replacement) == ["tags"])
    }

    @Test func aRowOfAnotherControl() throws {
        try #require(expectOneDiagnostic(
            of: ListSectionCheck.self, in: Self.spec(fields: Self.tags, "      - list: {field: tags, row: {textField: tags}, add: {value: tags}}"),
            line: 12, column: 59,
            message: "the row that adds an element ('add') of a list section: expected textField, choice, childPane, button or custom, found value"))
    }

    @Test func aRowBindingAFieldInTheAppsList() throws {
        try #require(expectOneDiagnostic(
            of: ListSectionCheck.self, in: Self.spec(fields: Self.tags, "      - list: {key: accounts, row: {textField: tags}}"),
            line: 12, column: 37,
            message: "textField in the list 'accounts' the app stores binds field 'tags': expected a row that binds no field "
                + "(a child pane, a button or a custom row), the app's own screens edit its elements"))
    }

    @Test func aListRowsSubtitleByValue() throws {
        try #require(expectOneDiagnostic(
            of: ListSectionCheck.self, in: Self.spec(fields: Self.tags, "      - list: {field: tags, row: {textField: tags, subtitle: {home: At home}}}"),
            line: 12, column: 62,
            message: "subtitle of a list section's row: expected one text, found a text for each value; every element's row shows the same subtitle"))
    }

    @Test func aListValueRowsLookupTable() throws {
        try #require(expectOneDiagnostic(
            of: ListSectionCheck.self, in: Self.spec(fields: Self.tags, "      - list: {field: tags, row: {value: tags, titles: [Home], values: [home]}}"),
            line: 12, column: 56,
            message: "value row of a list section: expected the element shown as it is, found a lookup table ('titles'); every element's row is drawn alike"))
    }

    @Test func aListChoiceRowsDynamicOptions() throws {
        try #require(expectOneDiagnostic(
            of: ListSectionCheck.self, in: Self.spec(fields: Self.tags, "      - list: {field: tags, row: {choice: tags, options: dynamic}}"),
            line: 12, column: 58,
            message: "choice of a list section's row: expected listed options, found 'options: dynamic'; "
                + "the options the app supplies are for one value, not for a list's elements"))
    }

    /// A list's row takes the field's name as any row of it would; the row that adds an
    /// element says so (`addTags`) rather than taking a number.
    @Test func aListsRowsAreNamedAfterTheirFieldInSwift() throws {
        let spec = Self.spec(fields: Self.tags + "\n      addTags: Bool", """
                  - items: [{toggle: addTags}]
                  - list: {field: tags, row: {textField: tags}, add: {textField: tags, placeholder: New Tag}}
            """)
        let compilation = Compiler().compile(sources: [SourceFile(path: "test.yaml", text: spec)])
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(\.message))")
        let swift = try #require(SwiftEmitter().emit(try compilation.checked(for: [.swift])).files.first?.text)
        // The toggle of a field named addTags keeps the name; the add row takes its place and number.
        for name in ["case addTags", "case tags", "case addTags3"] {
            #expect(swift.contains("        \(name)\n"), "\(name)")
        }
    }

    /// A list's custom row without a key, which the list finds, is named after the list as
    /// its other rows are; one with a key after its key.
    @Test func aListsCustomRowsWithoutAKeyAreNamedAfterTheList() throws {
        let spec = Self.spec(fields: Self.tags, """
                  - list: {key: accounts, row: {custom: {childPane: {external: Account}}}, add: {custom: {}}}
                  - list: {field: tags, row: {custom: {key: tagRow}}, add: {custom: {}}}
            """)
        let compilation = Compiler().compile(sources: [SourceFile(path: "test.yaml", text: spec)])
        #expect(compilation.diagnostics.filter { $0.severity == .error }.isEmpty, "\(compilation.diagnostics.map(\.message))")
        let swift = try #require(SwiftEmitter().emit(try compilation.checked(for: [.swift])).files.first?.text)
        for name in ["case accounts", "case addAccounts", "case tagRow", "case addTags"] {
            #expect(swift.contains("        \(name)\n"), "\(name)")
        }
        #expect(!swift.contains("case custom"))
    }

    @Test func aListFieldBoundByAnOrdinaryRow() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: ControlFieldTypeCheck.self, in: Self.spec(fields: Self.tags, "      - items: [{textField: tags}]"),
            line: 12, column: 18,
            message: "textField cannot bind 'tags' of type list of String: a row shows or edits one value, and the field holds a list; "
                + "show it in a list section, a row for each element ('list: {field: tags, row: …}')"))
        // The note at the declaration names the field's type as the message does.
        #expect(diagnostic.notes.map(\.message) == ["'tags' is declared here in model 'S' as list of String"])
    }

    @Test func aListRowThatCannotShowAnElement() throws {
        try #require(expectOneDiagnostic(
            of: ControlFieldTypeCheck.self,
            in: Self.spec(fields: "      sizes: {type: Int, list: true}", "      - list: {field: sizes, row: {choice: sizes}}"),
            line: 12, column: 36,
            message: "choice cannot bind 'sizes' of type Int (an element of its list): a choice binds an enumeration, or lists 'values' of the field's type"))
    }

    @Test func aConditionOnAList() throws {
        try #require(expectOneDiagnostic(
            of: InvalidConditionCheck.self,
            in: Self.spec(fields: Self.tags + "\n      on: Bool", "      - items: [{toggle: on, visibleWhen: {tags: home}}]"),
            line: 13, column: 44,
            message: "visibleWhen compares list field 'tags' with one value: expected a field that holds one value, found a list of String values"))
    }

    @Test func aListDefaultElementBreakingTheConstraints() throws {
        try #require(expectOneDiagnostic(
            of: InvalidDefaultCheck.self,
            in: Self.spec(fields: "      tags: {type: String, list: true, maxLength: 4, default: [home, office]}", "      - list: {field: tags, row: {textField: tags}}"),
            line: 6, column: 70,
            message: "invalid default for String field 'tags': expected at most 4 characters, found 6 in 'office'"))
    }

    @Test func aListDefaultOfOneValue() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: InvalidDefaultCheck.self,
            in: Self.spec(fields: "      tags: {type: String, list: true, default: home}", "      - list: {field: tags, row: {textField: tags}}"),
            line: 6, column: 49,
            message: "invalid default for String field 'tags': expected a list of values (a sequence), such as [], found the string 'home'"))
        #expect(diagnostic.fixIts.map(\.replacement) == ["[home]"])
    }

    @Test func aListFieldOfARecord() throws {
        try #require(expectOneDiagnostic(
            of: StoredOutsidePreferencesCheck.self,
            in: """
                viewspec: 1
                models:
                  Contact:
                    kind: record
                    fields:
                      name: String
                      tags: {type: String, list: true}
                """,
            line: 7, column: 34,
            message: "expected 'list: true' on a field of a preferences model only, found it on field 'tags' of record model 'Contact', whose fields hold one value each"))
    }

    @Test func anUnknownListField() throws {
        try #require(expectOneDiagnostic(
            of: UnknownReferenceCheck.self, in: Self.spec(fields: Self.tags, "      - list: {field: tgas, row: {textField: tgas}}"),
            line: 12, column: 23, message: "unknown field 'tgas' in model 'S'; did you mean 'tags'?"))
    }

    /// A misspelt list field is reported once, by unknown-reference, whose correction
    /// alone makes the spec clean; the row that binds the field meant is not reported as
    /// binding another field, with a fix-it to the misspelt name.
    @Test func anUnknownListFieldIsNoEvidenceAgainstItsRow() throws {
        let text = Self.spec(fields: Self.tags, "      - list: {field: tgas, row: {textField: tags}}")
        let diagnostic = try #require(expectOneDiagnostic(
            of: UnknownReferenceCheck.self, in: text,
            line: 12, column: 23, message: "unknown field 'tgas' in model 'S'; did you mean 'tags'?"))
        let fixIt = try #require(diagnostic.fixIts.first)
        #expect(compileSpecs([("test.yaml", applying(fixIt, to: text))]).filter { $0.severity == .error }.isEmpty)
    }

    @Test func aListRowsConditionIsJudgedAsAnyRows() throws {
        try #require(expectOneDiagnostic(
            of: InvalidConditionCheck.self,
            in: Self.spec(fields: Self.tags + "\n      on: Bool", "      - list: {field: tags, row: {textField: tags, visibleWhen: {on: yes}}}"),
            line: 13, column: 70,
            message: "visibleWhen value for Bool field 'on': expected true or false, found the string 'yes'"))
        try #require(expectOneDiagnostic(
            of: UnknownReferenceCheck.self,
            in: Self.spec(fields: Self.tags + "\n      on: Bool", "      - list: {field: tags, row: {textField: tags, visibleWhen: {no: true}}}"),
            line: 13, column: 66, message: "unknown field 'no' in model 'S'; did you mean 'on'?"))
    }

    @Test func aNoteOverAList() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: NoteSectionCheck.self, in: Self.spec(fields: Self.tags, "      - note: Tags\n        list: {field: tags, row: {textField: tags}}"),
            line: 12, column: 9, message: "expected a note to stand alone, found a list under it: a list section has a title over its rows"))
        #expect(diagnostic.fixIts.map(\.replacement) == ["title"])
    }

    /// A list's rows are judged as written as any row is: an external pane's name here.
    @Test func aListRowIsJudgedAsWrittenAsAnyRow() throws {
        let message = try #require(Self.externalPaneMessage)
        try #require(expectOneDiagnostic(
            of: ExternalPaneNameCheck.self,
            in: Self.spec(fields: Self.tags, "      - list: {key: accounts, row: {childPane: {external: class}}}"),
            line: 12, column: 59, message: message))
    }

    /// Each check that judges a row judges a list's rows once, as the screen's items: an
    /// unknown field in a condition, a bad external pane name, an unknown platform, a
    /// secure multi-line text field.
    @Test func aListRowsProblemsAreReportedOnceEach() throws {
        let diagnostics = compileSpec(Self.spec(fields: Self.tags + "\n      on: Bool", """
                  - list:
                      field: tags
                      row: {textField: tags, visibleWhen: {no: true}, platforms: [iOS, andriod]}
                      add: {textField: tags, secure: true, multiline: true}
                  - list:
                      key: accounts
                      row: {childPane: {external: class}}
            """))
        let counts = Dictionary(diagnostics.map { ($0.id.name, 1) }, uniquingKeysWith: +)
        #expect(counts["unknown-reference"] == 1, "\(diagnostics.map(\.message))")
        #expect(counts["unknown-platform"] == 1, "\(diagnostics.map(\.message))")
        #expect(counts["external-pane-name"] == 1, "\(diagnostics.map(\.message))")
        #expect(counts["secure-multiline-text"] == 1, "\(diagnostics.map(\.message))")
    }

    /// The keys of a list's rows are entries of an element: InAppSettingsKit's dna list gives
    /// its row and add row one key, and another list's add row may name the key of this
    /// list's row, or of a row of the screen.
    @Test func listRowsKeysAreNoRowKeysOfTheScreen() {
        let diagnostics = compileSpec(Self.spec(fields: Self.tags, """
                  - list:
                      key: dna
                      row: {childPane: Gene, key: gene}
                      add: {childPane: Gene, title: Add, key: gene}
                  - list:
                      field: tags
                      row: {textField: tags, key: tag}
                      add: {textField: tags, key: gene}
                  - items:
                      - {childPane: Gene, key: tag}
              Gene:
                model: S
                sections:
                  - items: [{textField: tags}]
            """))
        #expect(!diagnostics.contains { $0.id.name == "conflicting-row-key" }, "\(diagnostics.map(\.message))")
    }

    /// A list's row and add row both bind its field by design: a value shown in the clear
    /// and a secure field that adds one are not conflicting bindings. Two lists of one
    /// field still agree, as any two rows do.
    @Test func aListsRowAndAddRowAreNoConflictingBindings() throws {
        let diagnostics = compileSpec(Self.spec(fields: Self.tags, """
                  - list:
                      field: tags
                      row: {value: tags}
                      add: {textField: tags, secure: true}
            """))
        #expect(!diagnostics.contains { $0.id.name == "conflicting-bindings" }, "\(diagnostics.map(\.message))")
        try #require(expectOneDiagnostic(
            of: ConflictingBindingsCheck.self,
            in: Self.spec(fields: Self.tags, """
                  - list:
                      field: tags
                      row: {value: tags}
                  - list:
                      field: tags
                      row: {textField: tags, secure: true}
            """),
            line: 17, column: 17,
            message: "textField for 'tags' of model 'S' conflicts with another control bound to it: expected a value item that shows it in the clear as in screen 'Main', found a secure text field"))
    }

    /// A list row's title is a text of the screen's strings table, as any row's.
    @Test func aListRowsTitleIsAStringsTableEntry() {
        let diagnostics = compileSpecs([
            ("a.yaml", Self.spec(fields: Self.tags, """
                  - list:
                      field: tags
                      row: {textField: tags, title: {localized: TAG, default: Tag}}
            """).replacingOccurrences(of: "    entry: true", with: "    entry: true\n    strings: Shared")),
            ("b.yaml", """
                viewspec: 1
                preferences:
                  Other:
                    model: S
                    strings: Shared
                    sections:
                      - items: [{textField: tags2, title: {localized: TAG, default: Label}}]
                """.replacingOccurrences(of: "tags2", with: "tags")),
        ])
        #expect(diagnostics.contains { $0.id.name == "strings-table-conflict" }, "\(diagnostics.map(\.message))")
    }

    /// What external-pane-name says of the name 'account', as an ordinary row gets it.
    static var externalPaneMessage: String? {
        let diagnostics = compileSpecs(
            [("test.yaml", Self.spec(fields: Self.tags, "      - items: [{childPane: {external: class}}]"))], viewport: Compiler.Options.defaultViewport)
        return diagnostics.first { $0.id == ExternalPaneNameCheck.description.id }?.message
    }
}
