/// One field of a `PreferenceStore`, as a generated screen binds it: reads come from the
/// store, writes go through it, so they are validated and observers hear them.
///
/// `value` is what a UI control binds to (SwiftUI: `Binding(get:set:)`, or `binding` where
/// SwiftUI is available): setting it never throws. A value the field accepts is stored; one
/// it rejects is not, the old value stays, and `validationError` says why until the field
/// next takes a value. `set(_:)` is the same change for code that wants the error thrown.
@MainActor
public struct PreferenceBinding<Model: PreferenceModel, Value>: Sendable {
    public let store: PreferenceStore<Model>
    public let keyPath: any WritableKeyPath<Model, Value> & Sendable

    public init(store: PreferenceStore<Model>, keyPath: any WritableKeyPath<Model, Value> & Sendable) {
        self.store = store
        self.keyPath = keyPath
    }

    /// The field's current value. Setting it stores a value the field accepts, and keeps
    /// the old value and records `validationError` for one it rejects.
    public var value: Value {
        get { store[keyPath] }
        nonmutating set { store.setIfValid(keyPath, to: newValue) }
    }

    /// Why the last value given to `value` was rejected; nil once the field has taken a
    /// value since.
    public var validationError: FieldValidationError? { store.validationError(for: keyPath) }

    /// The field's definition: its name, type and constraints, for a control to show (a
    /// slider's bounds, a text field's length). Nil only for a key path that is no field's.
    public var definition: FieldDefinition? { store.schema.field(for: keyPath)?.definition }

    /// Validates and stores `newValue`; a rejected value throws, the old value stays, and
    /// `validationError` is left as it was.
    public func set(_ newValue: Value) throws(StoreError) {
        try store.set(keyPath, to: newValue)
    }
}

extension PreferenceBinding where Value == Double {
    /// The field's bounds when it declares both, for a slider.
    public var bounds: ClosedRange<Double>? {
        guard let minimum = definition?.minimum, let maximum = definition?.maximum else { return nil }
        return minimum...maximum
    }
}

extension PreferenceBinding where Value == Int {
    /// The field's bounds when it declares both, for a stepper or a slider.
    public var bounds: ClosedRange<Int>? {
        guard let minimum = definition?.minimum, let maximum = definition?.maximum,
            let lower = Int(exactly: minimum), let upper = Int(exactly: maximum)
        else { return nil }
        return lower...upper
    }

    /// The value as a floating-point number, for a slider, which only moves in those: set,
    /// it is rounded to the nearest Int. A number no Int can hold (infinite, NaN, beyond
    /// `Int`'s range) is rejected as a value of the wrong type, like any other rejection.
    public var sliderValue: Double {
        get { Double(value) }
        nonmutating set {
            let rounded = newValue.rounded()
            if rounded.isFinite, let whole = Int(exactly: rounded) {
                value = whole
            } else if let name = definition?.name {
                store.setFieldValueIfValid(.float(newValue), named: name)
            }
        }
    }
}

extension PreferenceBinding {
    /// Whether a set of cases holds `element`, for one toggle per case of a `multiChoice`.
    public func contains<Element: Hashable>(_ element: Element) -> Bool where Value == Set<Element> {
        value.contains(element)
    }

    /// Adds `element` to the set of cases or removes it, through `value`: the change is
    /// validated like any other.
    public func setContains<Element: Hashable>(_ element: Element, _ isIncluded: Bool) where Value == Set<Element> {
        var cases = value
        if isIncluded { cases.insert(element) } else { cases.remove(element) }
        value = cases
    }
}
