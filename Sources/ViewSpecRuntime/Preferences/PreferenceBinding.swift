/// One field of a `PreferenceStore`, as a generated screen binds it: reads come from the
/// store, writes go through it, so they are validated and observers hear them.
public struct PreferenceBinding<Model: PreferenceModel, Value> {
    public let store: PreferenceStore<Model>
    public let keyPath: WritableKeyPath<Model, Value>

    public init(store: PreferenceStore<Model>, keyPath: WritableKeyPath<Model, Value>) {
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
