/// A model's fields, checked once when a store is created, with the lookups stores need.
struct ModelSchema<Model: ViewSpecModel>: Sendable {
    let fields: [ModelField<Model>]
    /// The position of the key field of a keyed model.
    let keyFieldIndex: Int?
    private let indexByName: [String: Int]
    /// Field positions by the hash of their key paths; key paths are compared on lookup, so
    /// a hash shared by two key paths costs a comparison, never a wrong field. (Key paths are
    /// not `Sendable` as dictionary keys; their hashes are.)
    private let indexesByKeyPathHash: [Int: [Int]]

    var definitions: [FieldDefinition] { fields.map(\.definition) }
    var keyField: ModelField<Model>? { keyFieldIndex.map { fields[$0] } }

    /// - Parameter mayHaveNoFields: whether a model without fields is sound: a preferences
    ///   model may store nothing (its screens' rows only open, link and act), a record of
    ///   nothing is no record.
    /// - Throws: `ModelDefinitionError` listing every problem of the definition, including
    ///   defaults that their own fields reject.
    init(keyPath: AnyKeyPath? = nil, mayHaveNoFields: Bool = false) throws(ModelDefinitionError) {
        let fields = Model.fields
        var problems: [ModelDefinitionError.Problem] = []
        if Model.modelName.isEmpty { problems.append(.emptyModelName) }
        if fields.isEmpty, !mayHaveNoFields { problems.append(.noFields) }

        var indexByName: [String: Int] = [:]
        var fieldByKeyPath: [AnyKeyPath: String] = [:]
        var indexesByKeyPathHash: [Int: [Int]] = [:]
        for (index, field) in fields.enumerated() {
            indexesByKeyPathHash[(field.keyPath as AnyKeyPath).hashValue, default: []].append(index)
            problems += field.definition.definitionProblems()
            if field.name.isEmpty { problems.append(.emptyFieldName) }
            if indexByName.updateValue(index, forKey: field.name) != nil { problems.append(.duplicateField(field.name)) }
            if let other = fieldByKeyPath.updateValue(field.name, forKey: field.keyPath) {
                problems.append(.duplicateKeyPath(field: field.name, other: other))
            }
        }

        var keyFieldIndex: Int?
        if let keyPath {
            if let index = fields.firstIndex(where: { $0.keyPath as AnyKeyPath == keyPath }) {
                keyFieldIndex = index
                let key = fields[index].definition
                if key.type != .int && key.type != .string {
                    problems.append(.invalidKeyField(field: key.name, reason: "must be an Int or a String, found \(key.type.name)"))
                } else if key.isOptional {
                    problems.append(.invalidKeyField(field: key.name, reason: "must not be optional"))
                }
            } else {
                problems.append(.keyFieldNotFound)
            }
        }

        // Defaults are only meaningful once the definitions themselves are sound.
        if problems.isEmpty {
            let defaults = Model()
            for field in fields {
                do throws(FieldValidationError) {
                    try field.definition.validate(field.read(defaults))
                } catch {
                    problems.append(.invalidDefault(error))
                }
            }
        }
        guard problems.isEmpty else { throw ModelDefinitionError(model: Model.modelName, problems: problems) }
        self.fields = fields
        self.indexByName = indexByName
        self.indexesByKeyPathHash = indexesByKeyPathHash
        self.keyFieldIndex = keyFieldIndex
    }

    func index(named name: String) -> Int? { indexByName[name] }

    func field(named name: String) -> ModelField<Model>? { indexByName[name].map { fields[$0] } }

    /// The position of the field whose property is at `keyPath`.
    func index(for keyPath: AnyKeyPath) -> Int? {
        indexesByKeyPathHash[keyPath.hashValue]?.first { fields[$0].keyPath as AnyKeyPath == keyPath }
    }

    func field(for keyPath: AnyKeyPath) -> ModelField<Model>? { index(for: keyPath).map { fields[$0] } }

    /// Every value of `model` that its field rejects, in field order.
    func problems(in model: Model) -> [FieldValidationError] {
        fields.compactMap { field in
            do throws(FieldValidationError) {
                try field.definition.validate(field.read(model))
                return nil
            } catch {
                return error
            }
        }
    }
}

extension FieldDefinition {
    /// What makes this definition unusable, whatever value it is given. The typed
    /// `ModelField` factories already rule out constraints that do not fit the type and
    /// malformed enumerations; what remains are the values of the constraints.
    func definitionProblems() -> [ModelDefinitionError.Problem] {
        var problems: [ModelDefinitionError.Problem] = []
        let bounds = [minimum, maximum].compactMap { $0 }
        if bounds.contains(where: { !$0.isFinite }) || (minimum ?? -.infinity) > (maximum ?? .infinity) {
            problems.append(.invalidBounds(field: name))
        }
        if let maxLength, maxLength < 0 { problems.append(.negativeMaxLength(field: name, maxLength: maxLength)) }
        if let pattern, !PatternCache.shared.isValid(pattern) { problems.append(.invalidPattern(field: name, pattern: pattern)) }
        return problems
    }
}
