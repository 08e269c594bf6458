import Testing
@testable import ViewSpec

/// Decoding action sheets and the `presents:` of views, tables and preference buttons: the
/// typed model built from a well-formed spec, and the shape errors with their positions.
@Suite struct ActionSheetDecoderTests {
    @Test func decodesASheetWithItsButtonsInOrder() throws {
        let (file, decoded) = decodeSpec("""
            viewspec: 1
            actionSheets:
              MemberActions:
                title: {localized: member.actions, default: Member}
                message: Choose what to do
                target: Member
                buttons:
                  - {title: Edit, action: edit}
                  - {title: Delete, role: destructive, action: delete}
                  - {title: Cancel, role: cancel, action: cancel}
            """)
        #expect(decoded.diagnostics.isEmpty)
        let sheet = try #require(file?.actionSheets.first)
        #expect(sheet.name.value == "MemberActions")
        #expect(sheet.title?.value == .localized(key: "member.actions", fallback: "Member"))
        #expect(sheet.message?.value == .literal("Choose what to do"))
        #expect(sheet.target?.value == "Member")
        #expect(sheet.buttons.map(\.action.value) == ["edit", "delete", "cancel"])
        #expect(sheet.buttons.map(\.role.value) == [.default, .destructive, .cancel])
        #expect(!sheet.isPartlyUnread)
    }

    @Test func readsPresentsAndAnchorOnViewsTablesAndButtons() throws {
        let (file, decoded) = decodeSpec("""
            viewspec: 1
            preferences:
              General:
                model: Settings
                sections:
                  - items:
                      - {button: more, presents: More}
            tables:
              Colors: {strings: [Red], presents: More, anchor: {x: 0, y: 0, width: 44, height: 44}}
            hierarchies:
              Main:
                layers: [content]
                views:
                  - {id: share, layer: content, frame: fill, presents: More, anchor: fill}
            """)
        #expect(decoded.diagnostics.isEmpty)
        let item = try #require(file?.preferenceScreens.first?.items.first)
        #expect(item.presents?.sheet.value == "More")
        #expect(item.presents?.anchor == nil)
        let table = try #require(file?.tables.first)
        #expect(table.presents?.anchor?.value == .rect(Rect(x: 0, y: 0, width: 44, height: 44)))
        let view = try #require(file?.hierarchies.first?.views.first)
        #expect(view.presents?.sheet.value == "More")
        #expect(view.presents?.anchor?.value == .fill)
    }

    @Test func anAnchorWithoutPresentsIsReported() {
        _ = expectOneDecodeError("""
            viewspec: 1
            tables:
              Colors: {strings: [Red], anchor: fill}
            """, .unknownKey, line: 3, column: 28, "'anchor' says where a presented action sheet points, but nothing is presented")
    }

    @Test func onlyAButtonItemPresentsASheet() {
        _ = expectOneDecodeError("""
            viewspec: 1
            preferences:
              General:
                model: Settings
                sections:
                  - items:
                      - {toggle: sound, presents: More}
            """, .unknownKey, line: 7, column: 29, "unknown key 'presents' in a 'toggle' item")
    }

    @Test func aButtonNeedsATitleAndAnAction() {
        _ = expectOneDecodeError("""
            viewspec: 1
            actionSheets:
              More:
                buttons:
                  - {title: Share}
            """, .missingKey, line: 5, column: 9, "a button needs the key 'action'")
    }

    @Test func aMisspeltRoleSuggestsTheRole() throws {
        let diagnostic = try #require(expectOneDecodeError("""
            viewspec: 1
            actionSheets:
              More:
                buttons:
                  - {title: Delete, role: destrutive, action: delete}
            """, .invalidOption, line: 5, column: 31, "expected one of default, destructive, cancel for 'role', found 'destrutive'; did you mean 'destructive'?"))
        #expect(diagnostic.fixIts.map(\.replacement) == ["destructive"])
    }

    @Test func aSheetNeedsButtons() {
        _ = expectOneDecodeError("""
            viewspec: 1
            actionSheets:
              More: {title: More}
            """, .missingKey, line: 3, column: 9, "action sheet 'More' needs the key 'buttons'")
    }

    @Test func aMisspeltSectionKeepsItsSheetNamesKnown() throws {
        let (file, _) = decodeSpec("""
            viewspec: 1
            actionSheet:
              More: {buttons: [{title: Share, action: share}]}
            """)
        #expect(file?.unreadDeclarations == [UnreadDeclaration(.actionSheet, "More")])
    }
}
