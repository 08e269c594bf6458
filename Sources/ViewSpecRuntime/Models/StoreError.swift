/// Why a store refused a read or a change. A refused change leaves the store as it was.
public enum StoreError: Error, Hashable, Sendable {
    /// A value the field's definition rejects.
    case invalidValue(FieldValidationError)
    /// A field name, or a key path, that is none of the model's fields.
    case unknownField(String)
    case indexOutOfRange(index: Int, count: Int)
    /// A keyed model's key that another record already has.
    case duplicateKey(field: String, key: FieldValue, existingIndex: Int)
    /// Sorting on a field whose type has no order: Bool or a set of cases.
    case unsortableField(field: String, type: String)
    /// The record id sequence has no ids left; ids are never reused, so adding stops.
    case idsExhausted
}

extension StoreError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .invalidValue(let error): error.description
        case .unknownField(let name): "no field '\(name)' in the model"
        case .indexOutOfRange(let index, let count): "record index \(index) is out of range; the store holds \(count) records"
        case .duplicateKey(let field, let key, let existingIndex):
            "key field '\(field)': the key \(key) is already used by the record at index \(existingIndex)"
        case .unsortableField(let field, let type): "cannot sort by field '\(field)': values of type \(type) have no order"
        case .idsExhausted: "no record ids are left"
        }
    }
}
