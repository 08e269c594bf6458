/// What a preference item shows and edits: the control keys of a spec's items.
public enum PreferenceControl: String, Hashable, Sendable, CaseIterable {
    case toggle, slider, stepper, textField, choice, multiChoice
    /// A date, a time of day or both, for a Date field.
    case datePicker
    /// A read-only title and value.
    case value
    /// Opens another preference screen.
    case childPane
    /// Runs an action the app names.
    case button
    case link
    /// A colour well; its String field holds `#RRGGBB` or `#AARRGGBB`, an Int field ARGB.
    case colorPicker
    /// A system sound picker; its String field holds the sound's URI, "" for silence.
    case soundPicker
    /// A row the app's own code draws and stores, found by its key (`Item.key`).
    case custom

    /// Whether the item changes the field it binds; `value` only shows it.
    public var edits: Bool {
        switch self {
        case .toggle, .slider, .stepper, .textField, .choice, .multiChoice, .colorPicker, .soundPicker, .datePicker: true
        case .value, .childPane, .button, .link, .custom: false
        }
    }
}
