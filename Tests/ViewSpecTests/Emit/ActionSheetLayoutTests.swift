import Testing
@testable import ViewSpec

/// Action sheet documents and the `presents` of their presenters.
@Suite struct ActionSheetLayoutTests {
    private typealias Support = LayoutTestSupport

    static let spec = """
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
                  - {button: reset, presents: Reset}
        tables:
          Inbox: {strings: [First, Second], frame: {width: 320, height: 400}, presents: Message, anchor: fill}
        hierarchies:
          Main:
            layers: [content]
            views:
              - {id: inbox, kind: {table: Inbox}, layer: content, frame: {x: 0, y: 0, width: 390, height: 400}}
              - {id: more, layer: content, frame: {x: 300, y: 420, width: 60, height: 40}, presents: Message, anchor: {x: 0, y: 0, width: 60, height: 20}}
        actionSheets:
          Message:
            buttons:
              - {title: Cancel, role: cancel, action: cancel}
              - {title: Reply, action: reply}
              - {title: Delete, role: destructive, action: delete}
          Reset:
            target: Settings
            buttons:
              - {title: Reset all, role: destructive, action: resetAll}

        """

    @Test func aSheetListsItsButtonsAsWrittenAndAsIOSShowsThem() throws {
        let output = try Support.layout(["a.yaml": Self.spec])
        let message = Support.document(output, .actionSheet, "Message")
        #expect(Support.value(message, "layout", "buttons", 0, "action") == .string("cancel"))
        #expect(Support.value(message, "layout", "shownOrder", "phone") == .array([.int(1), .int(2), .int(0)]))
        #expect(Support.value(message, "layout", "shownOrder", "pad") == .array([.int(1), .int(2)]))
        #expect(Support.value(message, "layout", "cancelOnTapOutside") == .int(0))
        #expect(Support.value(message, "layout", "target") == nil)
        let reset = Support.document(output, .actionSheet, "Reset")
        #expect(Support.value(reset, "layout", "target", "name") == .string("Settings"))
        #expect(Support.value(reset, "layout", "cancelOnTapOutside") == nil)
        #expect(output.documents.contains { $0.fileName == "Message.actionSheet.json" })
    }

    @Test func presentersNameTheSheetItsFileAndTheAnchorInTheirCoordinates() throws {
        let output = try Support.layout(["a.yaml": Self.spec])
        let table = Support.document(output, .table, "Inbox")
        #expect(Support.value(table, "layout", "presents", "sheet") == .string("Message"))
        #expect(Support.value(table, "layout", "presents", "document") == .string("Message.actionSheet.json"))
        // `fill` on a table is the tapped row: full width, one row tall.
        #expect(Support.value(table, "layout", "presents", "anchor", "width") == .double(320))
        #expect(Support.value(table, "layout", "presents", "anchor", "height") == Support.value(table, "layout", "rowHeight"))
        let main = Support.document(output, .hierarchy, "Main")
        let more = Support.value(main, "layout", "layers", 0, "views", 1, "presents")
        #expect(Support.value(more, "anchor", "height") == .double(20))
        #expect(Support.value(main, "layout", "layers", 0, "views", 0, "presents") == nil)
        let screen = Support.document(output, .preferences, "General")
        let button = Support.value(screen, "layout", "sections", 0, "items", 0, "options", "presents")
        #expect(Support.value(button, "sheet") == .string("Reset"))
        #expect(Support.value(button, "anchor", "x") == .double(0))
    }
}
