/// The kind of screen a sheet is shown on, which decides how its buttons are arranged.
public enum ActionSheetIdiom: Hashable, Sendable, CaseIterable {
    /// A sheet rising from the bottom of the screen (iPhone, and an iPad app in a compact
    /// window).
    case phone
    /// A popover pointing at the sheet's anchor (an iPad in a regular-width window).
    case pad
}
