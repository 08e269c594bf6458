/// What observers of a `PreferenceStore` are told after its values changed.
public struct PreferenceChange<Model: PreferenceModel>: Sendable {
    public enum Cause: Hashable, Sendable {
        /// One field was set, typed or by name.
        case set
        /// All values were replaced at once.
        case replace
        /// The values were reset to their defaults.
        case reset
        /// A file was loaded.
        case load
    }

    public var cause: Cause
    public var oldValues: Model
    public var newValues: Model
    /// The names of the fields whose values differ, in field order; never empty.
    public var changedFields: [String]

    public init(cause: Cause, oldValues: Model, newValues: Model, changedFields: [String]) {
        self.cause = cause
        self.oldValues = oldValues
        self.newValues = newValues
        self.changedFields = changedFields
    }

    /// Whether the field at `keyPath` is among the changed fields.
    public func changed<Value>(_ keyPath: KeyPath<Model, Value>) -> Bool {
        guard let field = Model.fields.first(where: { $0.keyPath as AnyKeyPath == keyPath }) else { return false }
        return changedFields.contains(field.name)
    }
}
