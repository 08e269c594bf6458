/// How rows of a `SelectionTable` may be selected: a table's `selection` in the spec.
public struct SelectionConfiguration: Hashable, Sendable {
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// Rows cannot be selected.
        case none
        /// At most one row; selecting another row deselects the first.
        case single
        /// Any number of rows up to `maximum`.
        case multiple
    }

    /// What a tap on an unselected row does once `maximum` rows are selected.
    public enum AtMaximum: String, Hashable, Sendable, CaseIterable {
        /// The tap is refused; every row stays enabled.
        case reject
        /// The unselected rows are disabled until a row is deselected.
        case disableOthers
    }

    public var mode: Mode
    /// The fewest rows the user may leave selected: a tap that would deselect below it is
    /// refused. Code may still go below it (a reload, `clearSelection()`).
    public var minimum: Int
    /// The most rows that may be selected in `multiple` mode; nil for no limit.
    public var maximum: Int?
    public var atMaximum: AtMaximum
    /// The rows selected when the table is created, and again after a resetting reload.
    public var initial: [Int]
    /// Whether `select` and `deselect` called from code run the hooks. UIKit's answer, and
    /// the default, is no; taps always run them.
    public var programmaticSelectionFiresHooks: Bool

    public init(
        mode: Mode = .single, minimum: Int = 0, maximum: Int? = nil, atMaximum: AtMaximum = .reject, initial: [Int] = [],
        programmaticSelectionFiresHooks: Bool = false
    ) {
        self.mode = mode
        self.minimum = minimum
        self.maximum = maximum
        self.atMaximum = atMaximum
        self.initial = initial
        self.programmaticSelectionFiresHooks = programmaticSelectionFiresHooks
    }

    public static let none = SelectionConfiguration(mode: .none)
    public static let single = SelectionConfiguration(mode: .single)
    public static let multiple = SelectionConfiguration(mode: .multiple)

    /// The most rows this configuration lets be selected at once; nil for no limit.
    public var effectiveMaximum: Int? {
        switch mode {
        case .none: 0
        case .single: 1
        case .multiple: maximum
        }
    }

    /// Why the configuration cannot work, or nil.
    var problem: String? {
        if minimum < 0 { return "'min' must not be negative, found \(minimum)" }
        if let maximum, maximum < 1 { return "'max' must be at least 1, found \(maximum)" }
        switch mode {
        case .none:
            if minimum > 0 || maximum != nil || !initial.isEmpty { return "a table without selection takes no 'min', 'max' or 'initial'" }
        case .single:
            if minimum > 1 { return "a single selection cannot have 'min' above 1, found \(minimum)" }
            if let maximum, maximum != 1 { return "a single selection cannot have 'max' other than 1, found \(maximum)" }
            if initial.count > 1 { return "a single selection starts with at most one row, found \(initial.count)" }
        case .multiple:
            if let maximum, minimum > maximum { return "'min' \(minimum) is above 'max' \(maximum)" }
            if let maximum, initial.count > maximum { return "'initial' selects \(initial.count) rows, above 'max' \(maximum)" }
        }
        if Set(initial).count != initial.count { return "'initial' lists a row more than once" }
        if let negative = initial.first(where: { $0 < 0 }) { return "'initial' lists the negative row \(negative)" }
        return nil
    }
}
