/// How a date picker item picks its Date field (`datePicker: {field: F, mode: time,
/// minuteInterval: 15, style: wheels}`): what it picks, the step between the minutes it
/// offers, and how it is drawn where the platform offers a choice.
public struct PreferenceDatePicker: Hashable, Sendable {
    /// What the picker picks.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// A day: year, month and day.
        case date
        /// A time of day: hours and minutes.
        case time
        /// A day and a time of day.
        case dateAndTime
    }

    /// How the picker is drawn.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// A short row that opens the picker when tapped.
        case compact
        /// Spinning wheels, one for each part.
        case wheels
        /// A calendar or clock shown in the row itself.
        case inline
    }

    public var mode: Mode
    /// The step between the minutes offered, a divisor of 60 from 1 to 30.
    public var minuteInterval: Int
    /// Nil for the platform's own style.
    public var style: Style?

    public init(mode: Mode = .dateAndTime, minuteInterval: Int = 1, style: Style? = nil) {
        self.mode = mode
        self.minuteInterval = minuteInterval
        self.style = style
    }
}
