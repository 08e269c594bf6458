public import Foundation

/// The values of one `preferences` model: typed access, validation on every change,
/// observers, and a self-identifying file.
///
/// Every change is validated first; a rejected value throws and the old value stays. Every
/// accepted change that alters a value is reported to the observers, in registration order.
///
/// A store is deliberately not `Sendable`: it calls its observers synchronously, in order,
/// which only means something inside one isolation domain. Create and use it where the
/// settings screen lives (usually the main actor).
public final class PreferenceStore<Model: PreferenceModel> {
    /// The current values; change them through the store so they are validated.
    public private(set) var values: Model

    private let schema: ModelSchema<Model>
    private let observers = ObserverList<PreferenceChange<Model>>()

    /// Creates a store holding the model's defaults.
    ///
    /// - Throws: `ModelDefinitionError` when the model's definition is unusable or a default
    ///   is invalid for its own field.
    public init() throws(ModelDefinitionError) {
        schema = try ModelSchema()
        values = Model()
    }

    /// The model's fields in declaration order, as screens built from definitions need them.
    public var fieldDefinitions: [FieldDefinition] { schema.definitions }

    public subscript<Value>(keyPath: KeyPath<Model, Value>) -> Value { values[keyPath: keyPath] }

    // MARK: - Changing values

    /// Sets the field at `keyPath` after validating the new value.
    ///
    /// - Throws: `StoreError.invalidValue` when the field's definition rejects the value,
    ///   `StoreError.unknownField` when `keyPath` is not a field's; the old value stays.
    public func set<Value>(_ keyPath: WritableKeyPath<Model, Value>, to value: Value) throws(StoreError) {
        guard let field = schema.field(for: keyPath) else { throw .unknownField(String(describing: keyPath)) }
        var updated = values
        updated[keyPath: keyPath] = value
        try validate(field.read(updated), for: field)
        commit(updated, cause: .set)
    }

    /// The value of the field called `name`, for code that binds fields by name.
    public func fieldValue(named name: String) throws(StoreError) -> FieldValue {
        guard let field = schema.field(named: name) else { throw .unknownField(name) }
        return field.read(values)
    }

    /// Sets the field called `name`; the value must already have the field's type
    /// (`.float` for a Float field, `.enumCase` for an enumeration).
    ///
    /// - Throws: `StoreError`; the old value stays.
    public func setFieldValue(_ value: FieldValue, named name: String) throws(StoreError) {
        guard let field = schema.field(named: name) else { throw .unknownField(name) }
        try validate(value, for: field)
        var updated = values
        guard field.write(&updated, value) else {
            throw .invalidValue(
                FieldValidationError(field: name, problem: .typeMismatch, expected: field.definition.typeDescription, found: value.description))
        }
        commit(updated, cause: .set)
    }

    /// Replaces every value at once after validating all of them.
    ///
    /// - Throws: `StoreError.invalidValue` for the first field in field order whose value is
    ///   rejected; nothing is replaced.
    public func replaceValues(with newValues: Model) throws(StoreError) {
        if let problem = schema.problems(in: newValues).first { throw .invalidValue(problem) }
        commit(newValues, cause: .replace)
    }

    /// Puts every field back to its default.
    public func resetToDefaults() {
        commit(Model(), cause: .reset)
    }

    // MARK: - Observers

    /// Registers `handler` to be called after every change, until the returned token is
    /// cancelled or freed.
    public func observe(_ handler: @escaping (PreferenceChange<Model>) -> Void) -> ObservationToken {
        observers.add(handler)
    }

    /// Registers `handler` for as long as `observer` lives; the store holds `observer`
    /// weakly and drops the registration once it is freed, so observing never keeps it alive.
    public func observe<Observer: AnyObject>(
        weakly observer: Observer, _ handler: @escaping (Observer, PreferenceChange<Model>) -> Void
    ) {
        observers.add(weakly: observer, handler)
    }

    /// Removes every registration made with `observe(weakly:_:)` for `observer`.
    public func removeObservers(of observer: AnyObject) {
        observers.remove(owner: observer)
    }

    /// The number of registered observers still alive.
    public var observerCount: Int { observers.count }

    // MARK: - Persistence

    /// Saves the values atomically to `url` in the format of docs/runtime.md.
    public func save(to url: URL) throws(PersistenceError) {
        let current = values
        let stored = schema.fields.map { (key: $0.name, value: ModelFile.json($0.read(current))) }
        let document = JSONValue.object(
            ModelFile.header(format: ModelFile.preferencesFormat, modelName: Model.modelName)
                + [("fields", ModelFile.fieldList(schema.definitions)), ("values", .object(stored))])
        try AtomicFile.write(ModelFile.data(document), to: url)
    }

    /// Loads values saved by `save(to:)`. The whole file is checked before anything is
    /// replaced: on any error, a file of another model included, the current values stay
    /// and observers hear nothing. Fields added to the model since the file was saved take their defaults, removed
    /// ones are ignored; the report lists both.
    ///
    /// - Throws: `PersistenceError` for a missing, truncated or foreign file, another model,
    ///   another format version, a field whose type changed, or an invalid value.
    @discardableResult
    public func load(from url: URL) throws(PersistenceError) -> LoadReport {
        let path = url.path
        let (document, declared) = try ModelFile.readHeader(
            AtomicFile.read(url), path: path, format: ModelFile.preferencesFormat, modelName: Model.modelName)
        guard let stored = document["values"], stored.objectMembers != nil else {
            throw .malformed(path: path, reason: "'values' must be an object")
        }
        let match = ModelFile.match(declared, to: schema.definitions)
        var problems = match.problems
        var loaded = Model()
        for (declaredField, modelIndex) in zip(declared, match.modelIndexes) {
            guard let json = stored[declaredField.name] else {
                problems.append(.missingValue(field: declaredField.name, record: nil))
                continue
            }
            guard let modelIndex else { continue }
            let field = schema.fields[modelIndex]
            switch ModelFile.value(json, for: field.definition) {
            case .success(let value): _ = field.write(&loaded, value)
            case .failure(let error): problems.append(.invalidValue(error, record: nil))
            }
        }
        let declaredNames = Set(declared.map(\.name))
        for member in stored.objectMembers ?? [] where !declaredNames.contains(member.key) {
            problems.append(.undeclaredValue(field: member.key))
        }
        guard problems.isEmpty else { throw .incompatibleContents(path: path, problems: Array(problems.prefix(ModelFile.maximumProblems))) }
        commit(loaded, cause: .load)
        return match.report
    }

    // MARK: - Private

    private func validate(_ value: FieldValue, for field: ModelField<Model>) throws(StoreError) {
        do throws(FieldValidationError) {
            try field.definition.validate(value)
        } catch {
            throw .invalidValue(error)
        }
    }

    private func commit(_ newValues: Model, cause: PreferenceChange<Model>.Cause) {
        let oldValues = values
        let changed = schema.fields.filter { $0.read(oldValues) != $0.read(newValues) }.map(\.name)
        values = newValues
        guard !changed.isEmpty else { return }
        observers.notify(PreferenceChange(cause: cause, oldValues: oldValues, newValues: newValues, changedFields: changed))
    }
}
