import Testing
@testable import ViewSpec

/// One failing spec per action sheet check, with the exact message, position and notes;
/// and the sheets' references, checked as the other kinds' are.
@Suite struct SheetCheckTests {
    /// A record model, a table of its records and a sheet acting on them (lines 1–17).
    static let members = """
        viewspec: 1
        models:
          Member:
            kind: record
            fields: {name: String}
        tables:
          Members:
            model: Member
            display: name
            presents: MemberActions
            anchor: fill
        actionSheets:
          MemberActions:
            target: Member
            buttons:
              - {title: Edit, action: edit}
              - {title: Delete, role: destructive, action: delete}

        """

    @Test func theMembersExampleIsClean() {
        #expect(compileSpec(Self.members).isEmpty)
    }

    @Test func multipleCancelButtons() throws {
        let diagnostic = try #require(expectOneDiagnostic(of: MultipleCancelButtonsCheck.self, in: Self.members + """
                  - {title: Cancel, role: cancel, action: cancel}
                  - {title: Close, role: cancel, action: close}
            """, line: 19, column: 30,
            message: "action sheet 'MemberActions' has more than one cancel button: expected at most one, found 'close' besides 'cancel'"))
        #expect(diagnostic.notes.map(\.message) == ["the first cancel button, 'cancel', is here"])
        #expect(diagnostic.notes.first?.range.start.line == 18)
    }

    @Test func duplicateSheetAction() throws {
        let diagnostic = try #require(expectOneDiagnostic(of: DuplicateSheetActionCheck.self, in: Self.members + """
                  - {title: Remove, action: delete}
            """, line: 18, column: 33,
            message: "action 'delete' is named by more than one button of action sheet 'MemberActions'; each button calls an action of its own"))
        #expect(diagnostic.notes.map(\.message) == ["first named here"])
        #expect(diagnostic.notes.first?.range.start.line == 17)
        #expect(diagnostic.notes.first?.range.start.column == 52)
    }

    @Test func emptyActionSheet() {
        expectOneDiagnostic(of: EmptyActionSheetCheck.self, in: """
            viewspec: 1
            actionSheets:
              Share:
                buttons: []
            tables:
              Links: {strings: [Home], presents: Share, anchor: fill}
            """, line: 4, column: 14, message: "action sheet 'Share' has no buttons: expected at least one")
    }

    @Test func aSheetWhoseButtonsCouldNotBeReadIsNotCalledEmpty() {
        let diagnostics = compileSpec("""
            viewspec: 1
            actionSheets:
              Share:
                buttons:
                  - {title: Copy}
            tables:
              Links: {strings: [Home], presents: Share, anchor: fill}
            """)
        #expect(diagnostics.map(\.id) == [.missingKey])
    }

    @Test func reorderedCancelButton() throws {
        let text = """
            viewspec: 1
            actionSheets:
              Message:
                buttons:
                  - {title: Cancel, role: cancel, action: cancel}
                  - {title: Reply, action: reply}
            tables:
              Inbox: {strings: [First], presents: Message, anchor: fill}
            """
        let diagnostic = try #require(expectOneDiagnostic(
            of: ReorderedSheetButtonCheck.self, in: text, line: 5, column: 31,
            message: "cancel button 'cancel' of action sheet 'Message' is written before other buttons; iOS shows it last, after 'reply'"))
        #expect(diagnostic.notes.map(\.message) == ["the last button written is here"])
        #expect(diagnostic.notes.first?.range.start.line == 6)
    }

    @Test func missingAnchorOnATable() {
        expectOneDiagnostic(of: MissingSheetAnchorCheck.self, in: Self.members.replacingOccurrences(of: "    anchor: fill\n", with: ""), line: 10, column: 5,
            message: "the rows of table 'Members' presents action sheet 'MemberActions' without an 'anchor': expected where an iPad points the sheet's popover ('fill' or {x, y, width, height}), found none")
    }

    @Test func missingAnchorOnAView() {
        expectOneDiagnostic(of: MissingSheetAnchorCheck.self, in: """
            viewspec: 1
            actionSheets:
              Share:
                buttons:
                  - {title: Copy link, action: copyLink}
            hierarchies:
              Main:
                layers: [content]
                views:
                  - id: share
                    layer: content
                    frame: {width: 44, height: 44}
                    presents: Share
            """, line: 13, column: 9,
            message: "view 'share' of hierarchy 'Main' presents action sheet 'Share' without an 'anchor': expected where an iPad points the sheet's popover ('fill' or {x, y, width, height}), found none")
    }

    @Test func aPreferenceButtonAnchorsItsSheetOnItsRow() {
        let diagnostics = compileSpec("""
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields: {sound: Bool}
            preferences:
              General:
                model: Settings
                sections:
                  - items:
                      - button: reset
                        presents: Reset
            actionSheets:
              Reset:
                target: Settings
                buttons:
                  - {title: Reset all, role: destructive, action: resetAll}
                  - {title: Cancel, role: cancel, action: cancel}
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    @Test func sheetTargetMismatchFromAView() throws {
        let diagnostic = try #require(expectOneDiagnostic(of: SheetTargetCheck.self, in: Self.members + """
            hierarchies:
              Main:
                layers: [content]
                views:
                  - {id: members, kind: {table: Members}, layer: content, frame: fill}
                  - {id: more, layer: content, frame: {width: 44, height: 44}, presents: MemberActions, anchor: fill}
            """, line: 23, column: 78,
            message: "action sheet 'MemberActions' acts on a value of model 'Member', but view 'more' of hierarchy 'Main' gives nothing: a view has no record or settings object of its own"))
        #expect(diagnostic.notes.map(\.message) == ["the sheet's target is declared here"])
        #expect(diagnostic.notes.first?.range.start.line == 14)
    }

    @Test func sheetTargetMismatchFromAnotherModel() {
        expectOneDiagnostic(of: SheetTargetCheck.self, in: """
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields: {sound: Bool}
              Member:
                kind: record
                fields: {name: String}
            preferences:
              General:
                model: Settings
                sections:
                  - items:
                      - {button: more, presents: MemberActions}
            actionSheets:
              MemberActions:
                target: Member
                buttons:
                  - {title: Delete, role: destructive, action: delete}
            """, line: 14, column: 38,
            message: "action sheet 'MemberActions' acts on a value of model 'Member', but button 'more' of preference screen 'General' gives a value of model 'Settings'")
    }

    @Test func unpresentedSheet() {
        expectOneDiagnostic(of: UnpresentedSheetCheck.self, in: Self.members + """
              Forgotten:
                buttons:
                  - {title: Share, action: share}
            """, line: 18, column: 3, message: "action sheet 'Forgotten' is never presented: expected a hierarchy view, table or preference button naming it in 'presents'")
    }

    // MARK: - References

    @Test func unknownSheetIsAnUnknownReference() throws {
        let text = Self.members.replacingOccurrences(of: "presents: MemberActions", with: "presents: MemberAction")
        let diagnostic = try #require(expectOneDiagnostic(of: UnknownReferenceCheck.self, in: text, line: 10, column: 15,
            message: "unknown action sheet 'MemberAction'; did you mean 'MemberActions'?"))
        #expect(diagnostic.notes.first?.range.start.line == 13)
        try applyingFirstFixIt(of: diagnostic, to: text)
    }

    @Test func unknownTargetModelIsAnUnknownReference() throws {
        let text = Self.members.replacingOccurrences(of: "target: Member", with: "target: Membr")
        let diagnostic = try #require(expectOneDiagnostic(of: UnknownReferenceCheck.self, in: text, line: 14, column: 13,
            message: "unknown model 'Membr'; did you mean 'Member'?"))
        try applyingFirstFixIt(of: diagnostic, to: text)
    }

    @Test func aSheetDeclaredTwiceIsADuplicateDeclaration() throws {
        let other = """
            viewspec: 1
            actionSheets:
              MemberActions:
                buttons:
                  - {title: Share, action: share}
            """
        let diagnostics = Compiler(options: .init()).compile(sources: [
            SourceFile(path: "a.yaml", text: Self.members), SourceFile(path: "b.yaml", text: other),
        ]).reportedDiagnostics
        let duplicate = try #require(diagnostics.first { $0.id == DuplicateDeclarationCheck.description.id })
        #expect(duplicate.message == "action sheet 'MemberActions' is declared more than once")
        #expect(duplicate.range.path == "b.yaml")
        #expect(duplicate.range.start.line == 3)
        #expect(duplicate.range.start.column == 3)
        #expect(duplicate.notes.first?.range.start.line == 13)
    }

    @Test func everySheetCheckHasATest() {
        // Keep in step with the tests above.
        let tested: Set<String> = ["VS0250", "VS0251", "VS0252", "VS0253", "VS0254", "VS0255", "VS0256"]
        #expect(Set(CheckRegistry.sheets.map { $0.description.id.code }) == tested)
    }
}
