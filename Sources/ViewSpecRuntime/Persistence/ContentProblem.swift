/// One reason why a file's contents do not fit the model; a load reports them all.
public enum ContentProblem: Hashable, Sendable {
    /// A field whose type differs between the file and the model.
    case fieldTypeChanged(field: String, expected: String, found: String)
    case duplicateField(String)
    /// A field the file's header declares without a value for it.
    case missingValue(field: String, record: Int?)
    /// A value for a field the file's header does not declare.
    case undeclaredValue(field: String)
    /// A value that the field's definition rejects; `record` is the record's position.
    case invalidValue(FieldValidationError, record: Int?)
    /// A record whose value count differs from the number of fields in the header.
    case wrongValueCount(record: Int, expected: Int, found: Int)
    case invalidRecordID(record: Int, found: String)
    case duplicateRecordID(record: Int, id: Int)
    /// `nextID` not above every record id: the sequence would hand out a used id.
    case invalidNextID(found: Int, highestID: Int)
    case duplicateKey(record: Int, field: String, key: FieldValue)
    /// A file of a keyed model loaded as a plain one, or the reverse.
    case kindChanged(expected: String, found: String)
    case keyFieldChanged(expected: String, found: String)
}

extension ContentProblem: CustomStringConvertible {
    public var description: String {
        switch self {
        case .fieldTypeChanged(let field, let expected, let found): "field '\(field)' has type \(expected), the file says \(found)"
        case .duplicateField(let field): "field '\(field)' is declared more than once"
        case .missingValue(let field, let record): "\(recordPrefix(record))no value for field '\(field)'"
        case .undeclaredValue(let field): "a value for field '\(field)', which the file does not declare"
        case .invalidValue(let error, let record): "\(recordPrefix(record))\(error)"
        case .wrongValueCount(let record, let expected, let found): "record \(record): expected \(expected) values, found \(found)"
        case .invalidRecordID(let record, let found): "record \(record): expected a positive integer id, found \(found)"
        case .duplicateRecordID(let record, let id): "record \(record): id \(id) is used more than once"
        case .invalidNextID(let found, let highestID): "nextID \(found) must be above the highest record id \(highestID)"
        case .duplicateKey(let record, let field, let key): "record \(record): key field '\(field)' repeats the key \(key)"
        case .kindChanged(let expected, let found): "the model is \(expected), the file holds \(found) records"
        case .keyFieldChanged(let expected, let found): "the key field is '\(expected)', the file's is '\(found)'"
        }
    }

    private func recordPrefix(_ record: Int?) -> String { record.map { "record \($0): " } ?? "" }
}
