/// A list the user selects rows from, with the selection kept in the model rather than
/// read back from the UI.
public final class SelectableTable: Sendable {
    public enum Source: Sendable {
        /// Rows are the records of a `record` or `keyed` model.
        case model(Located<String>, display: Located<String>?)
        /// Rows are these strings.
        case strings([Located<String>], range: SourceSpan)
    }

    public enum Accessory: String, Sendable, CaseIterable { case none, checkmark, disclosure, detail }
    /// What a reload does to the selection; resetting is the default, since old selections
    /// would point at the wrong rows.
    public enum ReloadPolicy: String, Sendable, CaseIterable { case resetSelection, keepSelection }

    public let name: Located<String>
    public let source: Source
    public let selection: Selection
    public let accessory: Accessory
    public let sortBy: Located<String>?
    public let reorderable: Bool
    public let onReload: ReloadPolicy
    public let hooks: Hooks
    public let frame: Located<Frame>?
    public let frameSizeRanges: FrameSizeRanges?
    public let range: SourceSpan

    public init(
        name: Located<String>, source: Source, selection: Selection, accessory: Accessory = .none, sortBy: Located<String>? = nil,
        reorderable: Bool = false, onReload: ReloadPolicy = .resetSelection, hooks: Hooks = Hooks(), frame: Located<Frame>? = nil,
        frameSizeRanges: FrameSizeRanges? = nil, range: SourceSpan
    ) {
        self.name = name
        self.source = source
        self.selection = selection
        self.accessory = accessory
        self.sortBy = sortBy
        self.reorderable = reorderable
        self.onReload = onReload
        self.hooks = hooks
        self.frame = frame
        self.frameSizeRanges = frameSizeRanges
        self.range = range
    }

    public struct Selection: Sendable {
        public enum Mode: String, Sendable, CaseIterable { case none, single, multiple }
        /// What a tap does once `maximum` rows are selected.
        public enum AtMaximum: String, Sendable, CaseIterable { case reject, disableOthers }

        public var mode: Located<Mode>
        public var minimum: Located<Int>?
        public var maximum: Located<Int>?
        public var atMaximum: AtMaximum
        public var initial: [Located<Int>]
        /// Whether selecting from code calls the hooks; UIKit's answer, and the default, is no.
        public var programmaticSelectionFiresHooks: Bool
        public var range: SourceSpan

        public init(
            mode: Located<Mode>, minimum: Located<Int>? = nil, maximum: Located<Int>? = nil, atMaximum: AtMaximum = .reject,
            initial: [Located<Int>] = [], programmaticSelectionFiresHooks: Bool = false, range: SourceSpan
        ) {
            self.mode = mode
            self.minimum = minimum
            self.maximum = maximum
            self.atMaximum = atMaximum
            self.initial = initial
            self.programmaticSelectionFiresHooks = programmaticSelectionFiresHooks
            self.range = range
        }
    }

    /// Names of the app's functions that run after the runtime's own work, so that nothing
    /// undoes what they do.
    public struct Hooks: Sendable {
        public var editCell: Located<String>?
        public var didSelect: Located<String>?
        public var didDeselect: Located<String>?

        public init(editCell: Located<String>? = nil, didSelect: Located<String>? = nil, didDeselect: Located<String>? = nil) {
            self.editCell = editCell
            self.didSelect = didSelect
            self.didDeselect = didDeselect
        }
    }

    /// The documented minimum size, from the original library.
    public static let minimumWidth = 100.0
    public static let minimumHeight = 350.0
}
