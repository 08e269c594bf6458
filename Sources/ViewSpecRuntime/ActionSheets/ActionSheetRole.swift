/// How a button of an action sheet is shown, and where the platform places it.
public enum ActionSheetRole: String, Hashable, Sendable, CaseIterable {
    /// An ordinary action, shown where it is written.
    case `default`
    /// An action that deletes or discards: shown in red, where it is written.
    case destructive
    /// Dismisses the sheet: last and apart on iPhone, not shown in an iPad popover.
    case cancel
}
