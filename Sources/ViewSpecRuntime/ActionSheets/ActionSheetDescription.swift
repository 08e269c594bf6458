/// An action sheet as its spec declares it: title, message and buttons in the order
/// written. Generated code makes one per sheet; `shownButtons(on:)` says how the platform
/// arranges them.
public struct ActionSheetDescription<Action: Hashable & Sendable>: Hashable, Sendable {
    public let name: String
    public let title: DisplayText?
    public let message: DisplayText?
    /// In the order the spec writes them.
    public let buttons: [ActionSheetButton<Action>]

    /// Throws when the buttons break a rule UIKit enforces at run time (more than one
    /// cancel button) or name one action twice, which the compiler reports for specs.
    public init(name: String, title: DisplayText? = nil, message: DisplayText? = nil, buttons: [ActionSheetButton<Action>]) throws(ActionSheetError) {
        guard !buttons.isEmpty else { throw .noButtons(sheet: name) }
        guard buttons.filter({ $0.role == .cancel }).count <= 1 else { throw .multipleCancelButtons(sheet: name) }
        var seen = Set<Action>()
        for button in buttons where !seen.insert(button.action).inserted {
            throw .duplicateAction(sheet: name, action: "\(button.action)")
        }
        self.name = name
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The cancel button, if the sheet has one.
    public var cancelButton: ActionSheetButton<Action>? { buttons.first { $0.role == .cancel } }

    /// The buttons as iOS shows them, from top to bottom:
    ///
    /// - On a phone, every button but the cancel button keeps the order written, the
    ///   destructive ones included; the cancel button comes last, apart from the others,
    ///   wherever it is written.
    /// - On a pad the sheet is a popover and the cancel button is not shown: a tap outside
    ///   the popover is the cancel (see `ActionSheetPresentation.dismiss()`). The others
    ///   keep the order written.
    public func shownButtons(on idiom: ActionSheetIdiom) -> [ActionSheetButton<Action>] {
        let others = buttons.filter { $0.role != .cancel }
        switch idiom {
        case .phone: return others + (cancelButton.map { [$0] } ?? [])
        case .pad: return others
        }
    }
}

/// Why a sheet cannot be described or a choice made.
public enum ActionSheetError: Error, Hashable, Sendable, CustomStringConvertible {
    case noButtons(sheet: String)
    case multipleCancelButtons(sheet: String)
    case duplicateAction(sheet: String, action: String)
    /// The sheet was already dismissed (a button chosen, or a tap outside): it calls one
    /// handler at most.
    case alreadyDismissed(sheet: String)
    /// The index is not among the buttons shown.
    case noSuchButton(sheet: String, index: Int, shown: Int)
    /// The action is not among the buttons shown (a pad shows no cancel button).
    case actionNotShown(sheet: String, action: String)

    public var description: String {
        switch self {
        case .noButtons(let sheet): "action sheet '\(sheet)' has no buttons"
        case .multipleCancelButtons(let sheet): "action sheet '\(sheet)' has more than one cancel button"
        case .duplicateAction(let sheet, let action): "action sheet '\(sheet)' names action '\(action)' more than once"
        case .alreadyDismissed(let sheet): "action sheet '\(sheet)' was already dismissed; it calls one handler at most"
        case .noSuchButton(let sheet, let index, let shown):
            "action sheet '\(sheet)' shows \(shown) button\(shown == 1 ? "" : "s"); there is no button at index \(index)"
        case .actionNotShown(let sheet, let action): "action sheet '\(sheet)' does not show a button for action '\(action)'"
        }
    }
}
