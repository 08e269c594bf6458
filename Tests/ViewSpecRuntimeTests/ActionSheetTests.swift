import Testing
import ViewSpecRuntime

/// Action sheets headless: the order iOS shows buttons in, and exactly one handler call per
/// presentation, with the button's target (BRIEF §6: buttons are objects bound to a target).
@MainActor @Suite struct ActionSheetTests {
    enum Action: Hashable, Sendable { case edit, setDefault, delete, cancel }

    /// The original library's example: edit the title, set the default value, delete
    /// (destructive), cancel; here with the cancel button written first.
    private func sheet() throws -> ActionSheetDescription<Action> {
        try ActionSheetDescription(
            name: "MemberActions", title: .literal("Member"),
            buttons: [
                ActionSheetButton(title: .literal("Cancel"), role: .cancel, action: .cancel),
                ActionSheetButton(title: .literal("Edit title"), action: .edit),
                ActionSheetButton(title: .literal("Delete"), role: .destructive, action: .delete),
                ActionSheetButton(title: .literal("Set default value"), action: .setDefault),
            ])
    }

    @Test func aPhoneShowsTheCancelButtonLastAndKeepsTheOthersInOrder() throws {
        #expect(try sheet().shownButtons(on: .phone).map(\.action) == [.edit, .delete, .setDefault, .cancel])
    }

    @Test func aPadPopoverShowsNoCancelButton() throws {
        #expect(try sheet().shownButtons(on: .pad).map(\.action) == [.edit, .delete, .setDefault])
    }

    @Test func choosingCallsExactlyOneHandlerWithTheTarget() throws {
        var calls: [(Action, String)] = []
        let presentation = ActionSheetPresentation(try sheet(), on: .phone, target: "member 7") { calls.append(($0, $1)) }
        #expect(presentation.buttons.map(\.title) == [.literal("Edit title"), .literal("Delete"), .literal("Set default value"), .literal("Cancel")])
        try presentation.choose(at: 1)
        #expect(calls.map(\.0) == [.delete])
        #expect(calls.map(\.1) == ["member 7"])
        #expect(presentation.state == .dismissed(chosen: .delete))
        #expect(throws: ActionSheetError.alreadyDismissed(sheet: "MemberActions")) { try presentation.choose(at: 0) }
        #expect(throws: ActionSheetError.alreadyDismissed(sheet: "MemberActions")) { try presentation.choose(.edit) }
        #expect(calls.count == 1)
    }

    @Test func choosingByAction() throws {
        var calls: [Action] = []
        let presentation = ActionSheetPresentation(try sheet(), on: .phone, target: ()) { action, _ in calls.append(action) }
        try presentation.choose(.cancel)
        #expect(calls == [.cancel])
    }

    @Test func aChoiceOutsideTheShownButtonsCallsNothing() throws {
        var calls: [Action] = []
        let presentation = ActionSheetPresentation(try sheet(), on: .pad, target: ()) { action, _ in calls.append(action) }
        #expect(throws: ActionSheetError.noSuchButton(sheet: "MemberActions", index: 3, shown: 3)) { try presentation.choose(at: 3) }
        #expect(throws: ActionSheetError.noSuchButton(sheet: "MemberActions", index: -1, shown: 3)) { try presentation.choose(at: -1) }
        #expect(throws: ActionSheetError.actionNotShown(sheet: "MemberActions", action: "cancel")) { try presentation.choose(.cancel) }
        #expect(calls.isEmpty)
        #expect(presentation.state == .presented)
    }

    @Test func aTapOutsideAPadPopoverIsTheCancel() throws {
        var calls: [Action] = []
        let presentation = ActionSheetPresentation(try sheet(), on: .pad, target: ()) { action, _ in calls.append(action) }
        #expect(try presentation.dismiss())
        #expect(calls == [.cancel])
        #expect(presentation.state == .dismissed(chosen: .cancel))
    }

    @Test func aTapOutsideAPhoneSheetDoesNothing() throws {
        var calls: [Action] = []
        let presentation = ActionSheetPresentation(try sheet(), on: .phone, target: ()) { action, _ in calls.append(action) }
        #expect(try presentation.dismiss() == false)
        #expect(presentation.state == .presented)
        #expect(calls.isEmpty)
    }

    @Test func aPadSheetWithoutCancelIsDismissedWithoutACall() throws {
        let sheet = try ActionSheetDescription(name: "Share", buttons: [ActionSheetButton(title: .literal("Copy"), action: Action.edit)])
        var calls: [Action] = []
        let presentation = ActionSheetPresentation(sheet, on: .pad, target: ()) { action, _ in calls.append(action) }
        #expect(try presentation.dismiss())
        #expect(presentation.state == .dismissed(chosen: nil))
        #expect(calls.isEmpty)
    }

    @Test func aHandlerChoosingAgainMeetsADismissedSheet() throws {
        var presentation: ActionSheetPresentation<Action, Void>?
        var nested: ActionSheetError?
        presentation = ActionSheetPresentation(try sheet(), on: .phone, target: ()) { _, _ in
            do throws(ActionSheetError) { try presentation?.choose(at: 0) } catch { nested = error }
        }
        try presentation?.choose(at: 0)
        #expect(nested == .alreadyDismissed(sheet: "MemberActions"))
    }

    @Test func descriptionsRefuseWhatUIKitRefuses() {
        let cancel = ActionSheetButton(title: .literal("Cancel"), role: .cancel, action: Action.cancel)
        let close = ActionSheetButton(title: .literal("Close"), role: .cancel, action: Action.delete)
        #expect(throws: ActionSheetError.multipleCancelButtons(sheet: "S")) { try ActionSheetDescription(name: "S", buttons: [cancel, close]) }
        #expect(throws: ActionSheetError.noButtons(sheet: "S")) { try ActionSheetDescription<Action>(name: "S", buttons: []) }
        #expect(throws: ActionSheetError.duplicateAction(sheet: "S", action: "cancel")) {
            try ActionSheetDescription(name: "S", buttons: [cancel, ActionSheetButton(title: .literal("Again"), action: Action.cancel)])
        }
    }
}
