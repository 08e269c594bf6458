/// A generated model whose definition the runtime cannot use, with every problem found.
///
/// The compiler rejects such specs, so this means generated code out of step with its spec
/// or a hand-written model; stores refuse to start rather than guard data with a broken
/// definition.
public struct ModelDefinitionError: Error, Hashable, Sendable {
    public enum Problem: Hashable, Sendable {
        case emptyModelName
        case noFields
        case emptyFieldName
        case duplicateField(String)
        /// Two fields bound to the same property.
        case duplicateKeyPath(field: String, other: String)
        /// `min` above `max`, or a bound that is not finite.
        case invalidBounds(field: String)
        case negativeMaxLength(field: String, maxLength: Int)
        case invalidPattern(field: String, pattern: String)
        /// A default that its own field rejects.
        case invalidDefault(FieldValidationError)
        /// A keyed model whose key path is none of its fields.
        case keyFieldNotFound
        /// A key field that is optional or not an Int or String.
        case invalidKeyField(field: String, reason: String)
    }

    public var model: String
    public var problems: [Problem]

    public init(model: String, problems: [Problem]) {
        self.model = model
        self.problems = problems
    }
}

extension ModelDefinitionError: CustomStringConvertible {
    public var description: String {
        "model '\(model)' has an invalid definition: " + problems.map(\.description).joined(separator: "; ")
    }
}

extension ModelDefinitionError.Problem: CustomStringConvertible {
    public var description: String {
        switch self {
        case .emptyModelName: "the model name is empty"
        case .noFields: "the model has no fields"
        case .emptyFieldName: "a field has an empty name"
        case .duplicateField(let name): "field '\(name)' is declared more than once"
        case .duplicateKeyPath(let field, let other): "fields '\(other)' and '\(field)' are bound to the same property"
        case .invalidBounds(let field): "field '\(field)': 'min' must be finite and not above a finite 'max'"
        case .negativeMaxLength(let field, let maxLength): "field '\(field)': 'maxLength' must not be negative, found \(maxLength)"
        case .invalidPattern(let field, let pattern): "field '\(field)': /\(pattern)/ is not a valid regular expression"
        case .invalidDefault(let error): "invalid default: \(error)"
        case .keyFieldNotFound: "the key path of the keyed model is none of its fields"
        case .invalidKeyField(let field, let reason): "key field '\(field)' \(reason)"
        }
    }
}
