/// A toggle item's switch as a Bool, whatever its field stores: a Bool field's value, or,
/// for a toggle with `on` and `off` values (`toggle: {field: F, on: V, off: W}`), whether
/// a String or Int field holds `on`. Turned on, it stores `on`; turned off, `off`; through
/// the field's `PreferenceBinding`, so the change is validated and observers hear it.
///
/// `isOn` is what a UI switch binds to (SwiftUI: `binding`, where SwiftUI is available).
@MainActor
public struct PreferenceToggle: Sendable {
    private let read: @MainActor @Sendable () -> Bool
    private let write: @MainActor @Sendable (Bool) -> Void

    /// A Bool field's toggle: on while the field is true.
    public init<Model: PreferenceModel>(_ binding: PreferenceBinding<Model, Bool>) {
        read = { binding.value }
        write = { isOn in binding.value = isOn }
    }

    /// A toggle that stores `on` while on and `off` while off: on while the field holds
    /// `on`, and off for any other value, `off` or one the toggle never stores.
    public init<Model: PreferenceModel, Value: Equatable & Sendable>(_ binding: PreferenceBinding<Model, Value>, on: Value, off: Value) {
        read = { binding.value == on }
        write = { isOn in binding.value = isOn ? on : off }
    }

    /// Whether the switch is on. Setting it stores the toggle's value for that state.
    public var isOn: Bool {
        get { read() }
        nonmutating set { write(newValue) }
    }
}
