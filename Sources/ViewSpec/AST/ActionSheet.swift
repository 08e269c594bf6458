/// A list of buttons shown over the screen, each bound to an action, as the original
/// library's button objects were: the sheet dispatches by button, never by index.
public final class ActionSheet: Sendable {
    public let name: Located<String>
    public let title: Located<Text>?
    public let message: Located<Text>?
    /// The model whose value (a preferences object) or record the actions act on; nil for
    /// actions that take no target.
    public let target: Located<String>?
    /// In the order written; `ActionSheet.Button.Role` decides where the platform shows them.
    public let buttons: [Button]
    /// Where the list of buttons was written, when it was.
    public let buttonsRange: SourceSpan?
    /// Some of its buttons, or a misspelt key, could not be read: it may not be as empty
    /// as `buttons` makes it look, and an action may be missing from `buttons`.
    public let isPartlyUnread: Bool
    public let range: SourceSpan

    public init(
        name: Located<String>, title: Located<Text>? = nil, message: Located<Text>? = nil, target: Located<String>? = nil,
        buttons: [Button], buttonsRange: SourceSpan? = nil, isPartlyUnread: Bool = false, range: SourceSpan
    ) {
        self.name = name
        self.title = title
        self.message = message
        self.target = target
        self.buttons = buttons
        self.buttonsRange = buttonsRange
        self.isPartlyUnread = isPartlyUnread
        self.range = range
    }

    public struct Button: Sendable {
        public enum Role: String, Sendable, CaseIterable {
            case `default`, destructive, cancel
        }

        public let title: Located<Text>
        /// Where `role` is written; the button's range when it is not (the default role).
        public let role: Located<Role>
        /// The name of the handler method choosing the button calls.
        public let action: Located<String>
        public let range: SourceSpan

        public init(title: Located<Text>, role: Located<Role>, action: Located<String>, range: SourceSpan) {
            self.title = title
            self.role = role
            self.action = action
            self.range = range
        }
    }
}

/// A view, table or preference button that shows an action sheet when tapped.
///
/// A class: few views and rows present a sheet, and as a value its frame and ranges made
/// each of them a hundred bytes larger.
public final class SheetPresentation: Sendable {
    /// The sheet's name.
    public let sheet: Located<String>
    /// Where, in the presenting view's (or the tapped row's) coordinates, the popover an
    /// iPad shows the sheet in points: `fill` for the whole view or row. Nil when not written.
    public let anchor: Located<Frame>?
    /// The `presents` key: where a diagnostic about the presentation is reported.
    public let keyRange: SourceSpan
    /// An anchor was written but could not be read (a misspelt key, a value that is not a
    /// frame): that it is missing is the same mistake, already reported.
    public let hasUnreadAnchor: Bool

    public init(sheet: Located<String>, anchor: Located<Frame>? = nil, hasUnreadAnchor: Bool = false, keyRange: SourceSpan) {
        self.sheet = sheet
        self.anchor = anchor
        self.hasUnreadAnchor = hasUnreadAnchor
        self.keyRange = keyRange
    }
}
