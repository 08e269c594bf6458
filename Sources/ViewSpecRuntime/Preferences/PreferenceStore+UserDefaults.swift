public import Foundation

// Preferences kept in `UserDefaults` under their fields' names (or the key a field is stored
// under, `ModelField.storageKey`): the store a Settings.bundle's
// values are written to by the Settings app, so that the Settings app, an in-app screen and
// tests on Linux (Foundation has `UserDefaults` there too) read and write one store.

extension PreferenceModel {
    /// The model's defaults in `UserDefaults`' terms, by stored key (`ModelField.storageKey`,
    /// the field's name unless the spec gives another `key:`), for
    /// `UserDefaults.register(defaults:)`.
    ///
    /// iOS never registers a Settings.bundle's defaults itself: until the user opens the
    /// app's page in the Settings app, every key the app did not register reads as nil, 0 or
    /// false. Registering these at launch makes a key the user never set read as its
    /// field's default. A number is an `Int` or a `Double`, an enumeration case its raw
    /// value, a set of cases an array of raw values in declaration order; an optional field
    /// without a default, and a field that is not stored (`ModelField.isStored`), are left out.
    public static var registeredDefaults: [String: Any] {
        let defaults = Self()
        var registered: [String: Any] = [:]
        for field in fields where field.isStored {
            if let object = UserDefaultsValue.object(for: field.value(in: defaults)) { registered[field.storageKey] = object }
        }
        return registered
    }
}

extension PreferenceStore {
    /// Registers the model's defaults in `defaults` (`Model.registeredDefaults`), then takes
    /// every value stored there under a field's key (`ModelField.storageKey`) that the field accepts, all at once
    /// (observers hear one change, cause `load`). Every validation error is cleared. A field
    /// that is not stored (`ModelField.isStored`) keeps its current value whatever
    /// `defaults` holds under its name.
    ///
    /// - Returns: why each value that was not taken was refused: not of the field's type, or
    ///   outside what its definition allows. Such a field keeps its current value, and the
    ///   key is left as it is in `defaults`.
    @discardableResult
    public func load(from defaults: UserDefaults) -> [FieldValidationError] {
        defaults.register(defaults: Model.registeredDefaults)
        var loaded = values
        var refused: [FieldValidationError] = []
        for field in schema.fields where field.isStored {
            let object = defaults.object(forKey: field.storageKey)
            guard let value = UserDefaultsValue.value(of: object, for: field.definition) else {
                refused.append(
                    FieldValidationError(
                        field: field.name, problem: .typeMismatch, expected: field.definition.typeDescription,
                        found: object.map(UserDefaultsValue.describe) ?? "nothing"))
                continue
            }
            do throws(FieldValidationError) {
                try field.definition.validate(value)
                _ = field.write(&loaded, value)
            } catch {
                refused.append(error)
            }
        }
        apply(LoadedPreferences(values: loaded, report: LoadReport()))
        return refused
    }

    /// Writes every stored field's current value to `defaults` under its key; an optional
    /// field without a value removes its key. A field that is not stored
    /// (`ModelField.isStored`) is not written, and its key is left as it is.
    public func save(to defaults: UserDefaults) {
        let current = values
        for field in schema.fields where field.isStored { Self.write(field.value(in: current), named: field.storageKey, to: defaults) }
    }

    /// Keeps `defaults` in step with the store: loads from it now (`load(from:)`), then
    /// writes each field an accepted change alters as the change happens, until the
    /// returned token is cancelled or freed. A value changed in `defaults` by someone else
    /// (the Settings app, say) is taken by calling `load(from:)` again, on
    /// `UserDefaults.didChangeNotification` for instance.
    ///
    /// - Returns: the values `load(from:)` refused, and the token that keeps the writing on.
    public func keep(in defaults: UserDefaults) -> (refused: [FieldValidationError], token: ObservationToken) {
        let refused = load(from: defaults)
        let fields = schema.fields.filter(\.isStored)
        let token = observe { change in
            for field in fields where change.changedFields.contains(field.name) {
                Self.write(field.value(in: change.newValues), named: field.storageKey, to: defaults)
            }
        }
        return (refused, token)
    }

    private nonisolated static func write(_ value: FieldValue, named name: String, to defaults: UserDefaults) {
        if let object = UserDefaultsValue.object(for: value) {
            defaults.set(object, forKey: name)
        } else {
            defaults.removeObject(forKey: name)
        }
    }
}

/// Field values as property-list objects, the only values `UserDefaults` holds.
enum UserDefaultsValue {
    /// Nil for the absent value of an optional field.
    static func object(for value: FieldValue) -> Any? {
        switch value {
        case .null: nil
        case .int(let number): number
        case .float(let number): number
        case .bool(let flag): flag
        case .string(let text): text
        // A property list holds dates as they are (Settings.bundle's and InAppSettingsKit's
        // date pickers store them so).
        case .date(let moment): moment
        case .enumCase(let raw): object(for: raw)
        case .enumSet(let raws): raws.map(object(for:))
        // A list field's elements, an array as InAppSettingsKit's list groups store them.
        case .list(let elements): elements.compactMap { object(for: $0) }
        }
    }

    private static func object(for raw: EnumRawValue) -> Any {
        switch raw {
        case .int(let number): number
        case .string(let text): text
        }
    }

    /// The field's value for what `UserDefaults` holds; nil when it cannot be one. A key
    /// without a value is the absent value (which only an optional field accepts). Numbers
    /// are taken as the field's type where they fit exactly: a whole number for a Float
    /// field (a slider at its end writes `1`), 0 and 1 for a Bool field. A number field also
    /// takes text that is wholly a number of its type (`"5060"`, `"0.5"`): the Settings
    /// app's text fields store what was typed as text, whatever the keyboard.
    static func value(of object: Any?, for definition: FieldDefinition) -> FieldValue? {
        if definition.isList {
            // A key without a value is the empty list; an element that is not a value of
            // the type refuses the whole array.
            guard let object else { return .list([]) }
            guard let array = object as? [Any] else { return nil }
            var element = definition
            element.isList = false
            element.isOptional = false
            var values: [FieldValue] = []
            values.reserveCapacity(array.count)
            for item in array {
                guard let value = value(of: item, for: element), value != .null else { return nil }
                values.append(value)
            }
            return .list(values)
        }
        guard let object else { return .null }
        switch definition.type {
        case .bool:
            return (object as? Bool).map(FieldValue.bool)
        case .int:
            if let text = object as? String { return Int(text).map(FieldValue.int) }
            return (object as? Int).map(FieldValue.int)
        case .float:
            if let text = object as? String { return Double(text).flatMap { $0.isFinite ? .float($0) : nil } }
            if let number = object as? Double { return .float(number) }
            return (object as? Int).map { .float(Double($0)) }
        case .string:
            return (object as? String).map(FieldValue.string)
        case .date:
            return (object as? Date).map(FieldValue.date)
        case .enumeration(let enumeration):
            if enumeration.multiple {
                guard let array = object as? [Any] else { return nil }
                var raws: [EnumRawValue] = []
                for element in array {
                    guard let raw = rawValue(of: element, kind: enumeration.rawValueKind) else { return nil }
                    raws.append(raw)
                }
                return .enumSet(raws)
            }
            return rawValue(of: object, kind: enumeration.rawValueKind).map(FieldValue.enumCase)
        }
    }

    /// What `UserDefaults` holds, as messages show it: a string quoted, a number as written.
    static func describe(_ object: Any) -> String {
        switch object {
        case let text as String: quoted(text)
        case let array as [Any]: "an array of \(array.count) values"
        case is [String: Any]: "a dictionary"
        case is Data: "data"
        case is Date: "a date"
        default: String(describing: object)
        }
    }

    private static func rawValue(of object: Any, kind: EnumRawValue.Kind) -> EnumRawValue? {
        switch kind {
        case .int: (object as? Int).map(EnumRawValue.int)
        case .string: (object as? String).map(EnumRawValue.string)
        }
    }
}
