public import Foundation
public import Observation

/// The values of one `preferences` model: typed access, validation on every change,
/// observation, and a self-identifying file.
///
/// Every change is validated first; a rejected value throws and the old value stays. Every
/// accepted change that alters a value is reported to the observers, in registration order.
///
/// The store is `Observable`, field by field: `withObservationTracking` (and SwiftUI) sees
/// a change of the fields it read, through `store[\.field]`, `fieldValue(named:)` or a
/// `PreferenceBinding`, and of their validation errors; reading `values` sees every change.
///
/// The store belongs to the main actor, where the settings screen that shows it lives, and
/// the compiler holds every caller to that. Only reading a file may happen anywhere:
/// `read(from:)` checks a file off the main actor and `apply(_:)` hands the result over.
@MainActor
public final class PreferenceStore<Model: PreferenceModel>: Observable {
    private var storedValues: Model
    /// The last rejected value's error of each field, by field position.
    private var lastErrors: [Int: FieldValidationError] = [:]

    nonisolated let schema: ModelSchema<Model>
    private let observers = ObserverList<PreferenceChange<Model>>()
    private let registrar = ObservationRegistrar()

    /// Creates a store holding the model's defaults.
    ///
    /// - Throws: `ModelDefinitionError` when the model's definition is unusable or a default
    ///   is invalid for its own field.
    public init() throws(ModelDefinitionError) {
        // A model of no fields stores nothing: the model of screens of links and buttons.
        schema = try ModelSchema(mayHaveNoFields: true)
        storedValues = Model()
    }

    /// The model's fields in declaration order, as screens built from definitions need them.
    public nonisolated var fieldDefinitions: [FieldDefinition] { schema.definitions }

    /// The current values; change them through the store so they are validated. Observing
    /// this property sees a change of any field.
    public var values: Model {
        registrar.access(self, keyPath: \.values)
        return storedValues
    }

    /// A typed read; observing it sees changes of this field only, when `keyPath` is a
    /// field's property.
    public subscript<Value>(keyPath: KeyPath<Model, Value>) -> Value {
        accessField(at: schema.index(for: keyPath))
        return storedValues[keyPath: keyPath]
    }

    // MARK: - Changing values

    /// Sets the field at `keyPath` after validating the new value, and clears the field's
    /// `validationError`.
    ///
    /// - Throws: `StoreError.invalidValue` when the field's definition rejects the value,
    ///   `StoreError.unknownField` when `keyPath` is not a field's; the old value stays and
    ///   the field's `validationError` is left as it was.
    public func set<Value>(_ keyPath: WritableKeyPath<Model, Value>, to value: Value) throws(StoreError) {
        guard let index = schema.index(for: keyPath) else { throw .unknownField(String(describing: keyPath)) }
        var updated = storedValues
        updated[keyPath: keyPath] = value
        try validate(schema.fields[index].read(updated), for: schema.fields[index])
        commit(updated, cause: .set, errors: lastErrors.removing(index))
    }

    /// The value of the field called `name`, for code that binds fields by name.
    public func fieldValue(named name: String) throws(StoreError) -> FieldValue {
        guard let index = schema.index(named: name) else { throw .unknownField(name) }
        accessField(at: index)
        return schema.fields[index].read(storedValues)
    }

    /// Sets the field called `name`, and clears its `validationError`; the value must already
    /// have the field's type (`.float` for a Float field, `.enumCase` for an enumeration).
    ///
    /// - Throws: `StoreError`; the old value stays and the field's `validationError` is left
    ///   as it was.
    public func setFieldValue(_ value: FieldValue, named name: String) throws(StoreError) {
        guard let index = schema.index(named: name) else { throw .unknownField(name) }
        let updated = try updating(field: index, to: value)
        commit(updated, cause: .set, errors: lastErrors.removing(index))
    }

    /// Replaces every value at once after validating all of them, and clears every
    /// `validationError`.
    ///
    /// - Throws: `StoreError.invalidValue` for the first field in field order whose value is
    ///   rejected; nothing is replaced.
    public func replaceValues(with newValues: Model) throws(StoreError) {
        if let problem = schema.problems(in: newValues).first { throw .invalidValue(problem) }
        commit(newValues, cause: .replace, errors: [:])
    }

    /// Puts every field back to its default and clears every `validationError`.
    public func resetToDefaults() {
        commit(Model(), cause: .reset, errors: [:])
    }

    // MARK: - Changing values without throwing

    /// Sets the field at `keyPath` when its definition accepts the value, and clears the
    /// field's `validationError`; otherwise keeps the old value and makes the rejection the
    /// field's `validationError`, for the screen to show. This is the setter of
    /// `PreferenceBinding.value`, which is what a UI binding calls.
    ///
    /// - Returns: whether the value was stored. A `keyPath` that is no field's is refused
    ///   without an error to keep (`set(_:to:)` throws `StoreError.unknownField` for it).
    @discardableResult
    public func setIfValid<Value>(_ keyPath: WritableKeyPath<Model, Value>, to value: Value) -> Bool {
        keepingRejection { () throws(StoreError) in try set(keyPath, to: value) }
    }

    /// `setIfValid(_:to:)` for the field called `name`; a value of another type than the
    /// field's is a rejection like any other (`typeMismatch`).
    ///
    /// - Returns: whether the value was stored; false without an error to keep when no field
    ///   is called `name`.
    @discardableResult
    public func setFieldValueIfValid(_ value: FieldValue, named name: String) -> Bool {
        keepingRejection { () throws(StoreError) in try setFieldValue(value, named: name) }
    }

    // MARK: - Validation errors

    /// Why the last value offered to each field without throwing was rejected, by field
    /// name; a field is absent once it has taken a value since. Observing this property sees
    /// every field's error come and go.
    public var validationErrors: [String: FieldValidationError] {
        registrar.access(self, keyPath: \.validationErrors)
        return Dictionary(uniqueKeysWithValues: lastErrors.map { (schema.fields[$0.key].name, $0.value) })
    }

    /// Why the last value offered to the field at `keyPath` without throwing was rejected;
    /// nil once the field has taken a value since, and for a key path that is no field's.
    public func validationError<Value>(for keyPath: KeyPath<Model, Value>) -> FieldValidationError? {
        guard let index = schema.index(for: keyPath) else { return nil }
        accessError(at: index)
        return lastErrors[index]
    }

    /// `validationError(for:)` for the field called `name`.
    public func validationError(forField name: String) -> FieldValidationError? {
        guard let index = schema.index(named: name) else { return nil }
        accessError(at: index)
        return lastErrors[index]
    }

    /// Forgets every field's validation error, as a screen does when the user cancels
    /// editing; the values stay as they are.
    public func clearValidationErrors() {
        commit(storedValues, cause: .set, errors: [:])
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
        let current = storedValues
        let stored = schema.fields.map { (key: $0.name, value: ModelFile.json($0.read(current))) }
        let document = JSONValue.object(
            ModelFile.header(format: ModelFile.preferencesFormat, modelName: Model.modelName)
                + [("fields", ModelFile.fieldList(schema.definitions)), ("values", .object(stored))])
        try AtomicFile.write(ModelFile.data(document), to: url)
    }

    /// Loads values saved by `save(to:)`: `read(from:)`, then `apply(_:)`. On any error the
    /// current values stay and observers hear nothing: a bad file never costs the values
    /// the app has.
    ///
    /// - Throws: `PersistenceError`, as `read(from:)`.
    @discardableResult
    public func load(from url: URL) throws(PersistenceError) -> LoadReport {
        let loaded = try read(from: url)
        apply(loaded)
        return loaded.report
    }

    /// Reads and checks values saved by `save(to:)` without touching the store, on any
    /// actor or thread, so a large file can be read off the main actor; `apply(_:)` then
    /// hands the values to the store. The whole file is checked. Fields added to the model
    /// since the file was saved take their defaults, removed ones are ignored; the report
    /// lists both.
    ///
    /// - Throws: `PersistenceError` for a missing, truncated or foreign file, another model,
    ///   another format version, a field whose type changed, or an invalid value.
    public nonisolated func read(from url: URL) throws(PersistenceError) -> LoadedPreferences<Model> {
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
        return LoadedPreferences(values: loaded, report: match.report)
    }

    /// Replaces every value with values `read(from:)` checked, clears every
    /// `validationError`, and tells the observers (cause `load`).
    public func apply(_ loaded: LoadedPreferences<Model>) {
        commit(loaded.values, cause: .load, errors: [:])
    }

    // MARK: - Private

    private func validate(_ value: FieldValue, for field: ModelField<Model>) throws(StoreError) {
        do throws(FieldValidationError) {
            try field.definition.validate(value)
        } catch {
            throw .invalidValue(error)
        }
    }

    /// Runs a change that throws, and makes a rejected value its field's validation error.
    ///
    /// - Returns: whether the change was made.
    private func keepingRejection(_ change: () throws(StoreError) -> Void) -> Bool {
        do throws(StoreError) {
            try change()
            return true
        } catch {
            if case .invalidValue(let rejection) = error, let index = schema.index(named: rejection.field) {
                commit(storedValues, cause: .set, errors: lastErrors.setting(rejection, at: index))
            }
            return false
        }
    }

    /// The values with the field at `index` set to `value`, once its definition accepts it.
    private func updating(field index: Int, to value: FieldValue) throws(StoreError) -> Model {
        let field = schema.fields[index]
        try validate(value, for: field)
        var updated = storedValues
        guard field.write(&updated, value) else {
            throw .invalidValue(
                FieldValidationError(field: field.name, problem: .typeMismatch, expected: field.definition.typeDescription, found: value.description))
        }
        return updated
    }

    /// Stores new values and validation errors. Observations hear of exactly the fields and
    /// errors that change, before they change; the callback observers hear of changed
    /// values afterwards, and nothing when no value changed.
    private func commit(_ newValues: Model, cause: PreferenceChange<Model>.Cause, errors newErrors: [Int: FieldValidationError]) {
        let oldValues = storedValues
        let changedFields = schema.fields.indices.filter { schema.fields[$0].read(oldValues) != schema.fields[$0].read(newValues) }
        let changedErrors = Set(lastErrors.keys).union(newErrors.keys).filter { lastErrors[$0] != newErrors[$0] }.sorted()
        if !changedFields.isEmpty { registrar.willSet(self, keyPath: \.values) }
        for index in changedFields { registrar.willSet(self, keyPath: Self.fieldKey(index)) }
        if !changedErrors.isEmpty { registrar.willSet(self, keyPath: \.validationErrors) }
        for index in changedErrors { registrar.willSet(self, keyPath: Self.errorKey(index)) }
        storedValues = newValues
        lastErrors = newErrors
        if !changedFields.isEmpty { registrar.didSet(self, keyPath: \.values) }
        for index in changedFields { registrar.didSet(self, keyPath: Self.fieldKey(index)) }
        if !changedErrors.isEmpty { registrar.didSet(self, keyPath: \.validationErrors) }
        for index in changedErrors { registrar.didSet(self, keyPath: Self.errorKey(index)) }

        guard !changedFields.isEmpty else { return }
        observers.notify(
            PreferenceChange(cause: cause, oldValues: oldValues, newValues: newValues, changedFields: changedFields.map { schema.fields[$0].name }))
    }

    // MARK: - Observation keys

    /// Records a read of the field at `index`, or of every value for a key path that is no
    /// field's (a computed property may depend on any of them).
    private func accessField(at index: Int?) {
        if let index {
            registrar.access(self, keyPath: Self.fieldKey(index))
        } else {
            registrar.access(self, keyPath: \.values)
        }
    }

    private func accessError(at index: Int) {
        registrar.access(self, keyPath: Self.errorKey(index))
    }

    /// The key under which observations of one field's value are registered. The registrar
    /// tells observed members apart by key path and never reads through one, so each field
    /// gets a key path of its own to a subscript that only echoes its position.
    private static func fieldKey(_ index: Int) -> KeyPath<PreferenceStore, Int> { \.[observedField: index] }

    /// The key under which observations of one field's validation error are registered.
    private static func errorKey(_ index: Int) -> KeyPath<PreferenceStore, Int> { \.[observedError: index] }

    private nonisolated subscript(observedField index: Int) -> Int { index }

    private nonisolated subscript(observedError index: Int) -> Int { index }
}

extension Dictionary where Key == Int, Value == FieldValidationError {
    fileprivate func removing(_ index: Int) -> Self {
        var copy = self
        copy[index] = nil
        return copy
    }

    fileprivate func setting(_ error: FieldValidationError, at index: Int) -> Self {
        var copy = self
        copy[index] = error
        return copy
    }
}
