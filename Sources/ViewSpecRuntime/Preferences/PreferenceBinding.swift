/// One field of a `PreferenceStore`, as a generated screen binds it: reads come from the
/// store, writes go through it, so they are validated and observers hear them.
@MainActor
public struct PreferenceBinding<Model: PreferenceModel, Value>: Sendable {
    public let store: PreferenceStore<Model>
    public let keyPath: any WritableKeyPath<Model, Value> & Sendable

    public init(store: PreferenceStore<Model>, keyPath: any WritableKeyPath<Model, Value> & Sendable) {
        self.store = store
        self.keyPath = keyPath
    }

    /// The field's current value.
    public var value: Value { store[keyPath] }

    /// Validates and stores `newValue`; a rejected value throws and the old value stays.
    public func set(_ newValue: Value) throws(StoreError) {
        try store.set(keyPath, to: newValue)
    }
}
