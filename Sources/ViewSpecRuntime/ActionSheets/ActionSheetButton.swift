/// One button of an action sheet: its title, its role, and the action choosing it calls.
/// `Action` is the generated enumeration of a sheet's actions.
public struct ActionSheetButton<Action: Hashable & Sendable>: Hashable, Sendable {
    public let title: DisplayText
    public let role: ActionSheetRole
    public let action: Action

    public init(title: DisplayText, role: ActionSheetRole = .default, action: Action) {
        self.title = title
        self.role = role
        self.action = action
    }
}
