/// One field of a `PreferenceStore`, as a generated screen binds it: reads come from the
/// store, writes go through it, so they are validated and observers hear them.
///
/// `value` is what a UI control binds to (SwiftUI: `Binding(get:set:)`): setting it never
/// throws. A value the field accepts is stored; one
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
    /// text field's length). Nil only for a key path that is no field's.
    public var definition: FieldDefinition? { store.schema.field(for: keyPath)?.definition }

    /// Validates and stores `newValue`; a rejected value throws, the old value stays, and
    /// `validationError` is left as it was.
    public func set(_ newValue: Value) throws(StoreError) {
        try store.set(keyPath, to: newValue)
    }
}
