/// One showing of an action sheet, headless: the buttons as the platform arranges them,
/// and the choice that dismisses it. Choosing a button calls the handler once, with the
/// button's action and the target the sheet was presented for; after that, or after a
/// dismissal, the presentation calls nothing more.
///
/// `Target` is what the actions act on: the tapped row's record, the screen's preferences
/// object, or `Void` for a sheet without a target.
@MainActor
public final class ActionSheetPresentation<Action: Hashable & Sendable, Target> {
    public enum State: Hashable, Sendable {
        case presented
        /// Dismissed by choosing the button of this action, or, for a tap outside an iPad
        /// popover, by the cancel button's action; nil when nothing was called.
        case dismissed(chosen: Action?)
    }

    public let sheet: ActionSheetDescription<Action>
    public let idiom: ActionSheetIdiom
    public let target: Target
    /// What the platform shows, top to bottom (`ActionSheetDescription.shownButtons(on:)`).
    public let buttons: [ActionSheetButton<Action>]
    public private(set) var state: State = .presented
    private let handle: @MainActor (Action, Target) -> Void

    /// `handle` is called at most once, with the chosen action and `target`; generated code
    /// passes a closure that calls the handler protocol's method for the action.
    public init(_ sheet: ActionSheetDescription<Action>, on idiom: ActionSheetIdiom, target: Target, handle: @escaping @MainActor (Action, Target) -> Void) {
        self.sheet = sheet
        self.idiom = idiom
        self.target = target
        self.buttons = sheet.shownButtons(on: idiom)
        self.handle = handle
    }

    /// Chooses the button at `index` among `buttons` (top to bottom).
    public func choose(at index: Int) throws(ActionSheetError) {
        guard case .presented = state else { throw .alreadyDismissed(sheet: sheet.name) }
        guard buttons.indices.contains(index) else { throw .noSuchButton(sheet: sheet.name, index: index, shown: buttons.count) }
        finish(with: buttons[index].action)
    }

    /// Chooses the shown button of `action`.
    public func choose(_ action: Action) throws(ActionSheetError) {
        guard case .presented = state else { throw .alreadyDismissed(sheet: sheet.name) }
        guard buttons.contains(where: { $0.action == action }) else { throw .actionNotShown(sheet: sheet.name, action: "\(action)") }
        finish(with: action)
    }

    /// A tap outside the sheet. On a pad it is the cancel: the cancel button's action is
    /// called, as UIKit does for a popover's dismissal. On a phone a tap outside does
    /// nothing; the sheet stays until a button is chosen. Returns whether it was dismissed.
    @discardableResult
    public func dismiss() throws(ActionSheetError) -> Bool {
        guard case .presented = state else { throw .alreadyDismissed(sheet: sheet.name) }
        guard idiom == .pad else { return false }
        if let cancel = sheet.cancelButton {
            finish(with: cancel.action)
        } else {
            state = .dismissed(chosen: nil)
        }
        return true
    }

    private func finish(with action: Action) {
        // Dismissed before the handler runs, so that a handler presenting the sheet again
        // or choosing from it meets a dismissed presentation, as on the device.
        state = .dismissed(chosen: action)
        handle(action, target)
    }
}
