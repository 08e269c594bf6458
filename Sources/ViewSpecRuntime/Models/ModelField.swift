public import Foundation

/// One field of a generated model: its definition bound to the stored property that holds
/// it.
///
/// Build fields with the typed factories (`.int`, `.float`, `.bool`, `.string`, `.date`,
/// `.enumeration`, `.enumSet`); each has an overload for an optional property, which makes
/// the field optional. The factories accept only constraints that fit the type (`maxLength`
/// for strings, `min`/`max` for numbers), so a mismatched definition does not compile.
public struct ModelField<Model>: Sendable {
    public let definition: FieldDefinition
    /// The property that holds the field; typed store APIs find fields by it.
    public let keyPath: any PartialKeyPath<Model> & Sendable
    let read: @Sendable (Model) -> FieldValue
    /// Stores `value` if it has the property's Swift type; returns false otherwise. Callers
    /// validate first, so false means a definition whose type and property disagree.
    let write: @Sendable (inout Model, FieldValue) -> Bool
    /// Whether a preference store keeps the field's value: false for a field shown and
    /// edited but kept elsewhere by the app (`stored: false` in the spec, see `notStored()`),
    /// which `UserDefaults` loading and saving and the registered defaults leave out.
    public private(set) var isStored = true
    /// The key a preference store keeps the field's value under when it is not the field's
    /// name (`key:` in the spec, see `storedUnder(_:)`); nil for the name.
    private var customKey: String?

    public var name: String { definition.name }

    /// The key `UserDefaults` loading and saving and the registered defaults keep the
    /// field's value under: the field's name unless `storedUnder(_:)` gave another.
    public var storageKey: String { customKey ?? definition.name }

    /// The same field, kept by a preference store under `key` rather than its name: an
    /// app's existing key that is no Swift name (`key:` in the spec). Validation errors and
    /// observers still name the field by its name.
    public func storedUnder(_ key: String) -> Self {
        var field = self
        field.customKey = key
        return field
    }

    /// The same field, left out of the preference store: `load(from:)`, `save(to:)` and
    /// `keep(in:)` with `UserDefaults`, and `registeredDefaults`, pass it by.
    public func notStored() -> Self {
        var field = self
        field.isStored = false
        return field
    }

    /// The field's value in `model`, in the runtime's untyped form.
    public func value(in model: Model) -> FieldValue { read(model) }

    init(
        definition: FieldDefinition, keyPath: any PartialKeyPath<Model> & Sendable,
        read: @escaping @Sendable (Model) -> FieldValue, write: @escaping @Sendable (inout Model, FieldValue) -> Bool
    ) {
        self.definition = definition
        self.keyPath = keyPath
        self.read = read
        self.write = write
    }
}

// MARK: - Factories

extension ModelField {
    public static func int(_ name: String, _ keyPath: any WritableKeyPath<Model, Int> & Sendable, min: Int? = nil, max: Int? = nil) -> Self {
        bind(FieldDefinition(name: name, type: .int, minimum: min.map(Double.init), maximum: max.map(Double.init)), keyPath, Int.self)
    }

    public static func int(_ name: String, _ keyPath: any WritableKeyPath<Model, Int?> & Sendable, min: Int? = nil, max: Int? = nil) -> Self {
        bindOptional(FieldDefinition(name: name, type: .int, minimum: min.map(Double.init), maximum: max.map(Double.init)), keyPath, Int.self)
    }

    public static func float(_ name: String, _ keyPath: any WritableKeyPath<Model, Double> & Sendable, min: Double? = nil, max: Double? = nil) -> Self {
        bind(FieldDefinition(name: name, type: .float, minimum: min, maximum: max), keyPath, Double.self)
    }

    public static func float(_ name: String, _ keyPath: any WritableKeyPath<Model, Double?> & Sendable, min: Double? = nil, max: Double? = nil) -> Self {
        bindOptional(FieldDefinition(name: name, type: .float, minimum: min, maximum: max), keyPath, Double.self)
    }

    public static func bool(_ name: String, _ keyPath: any WritableKeyPath<Model, Bool> & Sendable) -> Self {
        bind(FieldDefinition(name: name, type: .bool), keyPath, Bool.self)
    }

    public static func bool(_ name: String, _ keyPath: any WritableKeyPath<Model, Bool?> & Sendable) -> Self {
        bindOptional(FieldDefinition(name: name, type: .bool), keyPath, Bool.self)
    }

    public static func string(
        _ name: String, _ keyPath: any WritableKeyPath<Model, String> & Sendable, maxLength: Int? = nil, pattern: String? = nil
    ) -> Self {
        bind(FieldDefinition(name: name, type: .string, maxLength: maxLength, pattern: pattern), keyPath, String.self)
    }

    public static func string(
        _ name: String, _ keyPath: any WritableKeyPath<Model, String?> & Sendable, maxLength: Int? = nil, pattern: String? = nil
    ) -> Self {
        bindOptional(FieldDefinition(name: name, type: .string, maxLength: maxLength, pattern: pattern), keyPath, String.self)
    }

    public static func date(_ name: String, _ keyPath: any WritableKeyPath<Model, Date> & Sendable) -> Self {
        bind(FieldDefinition(name: name, type: .date), keyPath, Date.self)
    }

    public static func date(_ name: String, _ keyPath: any WritableKeyPath<Model, Date?> & Sendable) -> Self {
        bindOptional(FieldDefinition(name: name, type: .date), keyPath, Date.self)
    }

    public static func enumeration<E: ModelEnum>(_ name: String, _ keyPath: any WritableKeyPath<Model, E> & Sendable) -> Self {
        bind(FieldDefinition(name: name, type: .enumeration(E.enumDefinition())), keyPath, E.self)
    }

    public static func enumeration<E: ModelEnum>(_ name: String, _ keyPath: any WritableKeyPath<Model, E?> & Sendable) -> Self {
        bindOptional(FieldDefinition(name: name, type: .enumeration(E.enumDefinition())), keyPath, E.self)
    }

    /// A `multiple: true` enumeration: the field holds a set of cases.
    public static func enumSet<E: ModelEnum>(_ name: String, _ keyPath: any WritableKeyPath<Model, Set<E>> & Sendable) -> Self {
        bind(FieldDefinition(name: name, type: .enumeration(E.enumDefinition(multiple: true))), keyPath, Set<E>.self)
    }

    public static func enumSet<E: ModelEnum>(_ name: String, _ keyPath: any WritableKeyPath<Model, Set<E>?> & Sendable) -> Self {
        bindOptional(FieldDefinition(name: name, type: .enumeration(E.enumDefinition(multiple: true))), keyPath, Set<E>.self)
    }

    /// A list of Int values (`list: true`), each within `min` and `max`.
    public static func intList(_ name: String, _ keyPath: any WritableKeyPath<Model, [Int]> & Sendable, min: Int? = nil, max: Int? = nil) -> Self {
        bindList(FieldDefinition(name: name, type: .int, minimum: min.map(Double.init), maximum: max.map(Double.init)), keyPath)
    }

    /// A list of Float values (`list: true`), each within `min` and `max`.
    public static func floatList(_ name: String, _ keyPath: any WritableKeyPath<Model, [Double]> & Sendable, min: Double? = nil, max: Double? = nil) -> Self {
        bindList(FieldDefinition(name: name, type: .float, minimum: min, maximum: max), keyPath)
    }

    /// A list of String values (`list: true`), each at most `maxLength` long and matching `pattern`.
    public static func stringList(
        _ name: String, _ keyPath: any WritableKeyPath<Model, [String]> & Sendable, maxLength: Int? = nil, pattern: String? = nil
    ) -> Self {
        bindList(FieldDefinition(name: name, type: .string, maxLength: maxLength, pattern: pattern), keyPath)
    }

    /// A list of an enumeration's cases (`list: true`), in order, a case as often as it is added.
    public static func enumList<E: ModelEnum>(_ name: String, _ keyPath: any WritableKeyPath<Model, [E]> & Sendable) -> Self {
        bindList(FieldDefinition(name: name, type: .enumeration(E.enumDefinition())), keyPath, element: { $0.fieldValue }, from: { E(fieldValue: $0) })
    }

    // MARK: - Private

    private static func bindList<V: FieldStorable>(_ definition: FieldDefinition, _ keyPath: any WritableKeyPath<Model, [V]> & Sendable) -> Self {
        bindList(definition, keyPath, element: { $0.fieldValue }, from: { V(fieldValue: $0) })
    }

    /// A list field: each element encoded and decoded as `element` and `from` say; a stored
    /// list with an element that does not decode is no value of the field.
    private static func bindList<V>(
        _ definition: FieldDefinition, _ keyPath: any WritableKeyPath<Model, [V]> & Sendable,
        element: @escaping @Sendable (V) -> FieldValue, from: @escaping @Sendable (FieldValue) -> V?
    ) -> Self {
        var definition = definition
        definition.isList = true
        return bind(
            definition, keyPath, encode: { .list($0.map(element)) },
            decode: { value in
                guard case .list(let elements) = value else { return nil }
                var result: [V] = []
                result.reserveCapacity(elements.count)
                for value in elements {
                    guard let typed = from(value) else { return nil }
                    result.append(typed)
                }
                return result
            })
    }

    private static func bind<V: FieldStorable>(_ definition: FieldDefinition, _ keyPath: any WritableKeyPath<Model, V> & Sendable, _: V.Type) -> Self {
        bind(definition, keyPath, encode: { $0.fieldValue }, decode: { V(fieldValue: $0) })
    }

    private static func bindOptional<V: FieldStorable>(
        _ definition: FieldDefinition, _ keyPath: any WritableKeyPath<Model, V?> & Sendable, _: V.Type
    ) -> Self {
        bindOptional(definition, keyPath, encode: { $0.fieldValue }, decode: { V(fieldValue: $0) })
    }

    private static func bind<E: ModelEnum>(_ definition: FieldDefinition, _ keyPath: any WritableKeyPath<Model, E> & Sendable, _: E.Type) -> Self {
        bind(definition, keyPath, encode: { $0.fieldValue }, decode: { E(fieldValue: $0) })
    }

    private static func bindOptional<E: ModelEnum>(
        _ definition: FieldDefinition, _ keyPath: any WritableKeyPath<Model, E?> & Sendable, _: E.Type
    ) -> Self {
        bindOptional(definition, keyPath, encode: { $0.fieldValue }, decode: { E(fieldValue: $0) })
    }

    private static func bind<V>(
        _ definition: FieldDefinition, _ keyPath: any WritableKeyPath<Model, V> & Sendable,
        encode: @escaping @Sendable (V) -> FieldValue, decode: @escaping @Sendable (FieldValue) -> V?
    ) -> Self {
        ModelField(
            definition: definition, keyPath: keyPath,
            read: { encode($0[keyPath: keyPath]) },
            write: { model, value in
                guard let typed = decode(value) else { return false }
                model[keyPath: keyPath] = typed
                return true
            })
    }

    private static func bindOptional<V>(
        _ definition: FieldDefinition, _ keyPath: any WritableKeyPath<Model, V?> & Sendable,
        encode: @escaping @Sendable (V) -> FieldValue, decode: @escaping @Sendable (FieldValue) -> V?
    ) -> Self {
        var definition = definition
        definition.isOptional = true
        return ModelField(
            definition: definition, keyPath: keyPath,
            read: { $0[keyPath: keyPath].map(encode) ?? .null },
            write: { model, value in
                if value == .null {
                    model[keyPath: keyPath] = nil
                    return true
                }
                guard let typed = decode(value) else { return false }
                model[keyPath: keyPath] = typed
                return true
            })
    }
}

// MARK: - Conversions

/// The Swift types a field's property may have, and their conversion to `FieldValue`.
protocol FieldStorable: Sendable {
    var fieldValue: FieldValue { get }
    init?(fieldValue: FieldValue)
}

extension Int: FieldStorable {
    var fieldValue: FieldValue { .int(self) }
    init?(fieldValue: FieldValue) {
        guard case .int(let value) = fieldValue else { return nil }
        self = value
    }
}

extension Double: FieldStorable {
    var fieldValue: FieldValue { .float(self) }
    init?(fieldValue: FieldValue) {
        guard case .float(let value) = fieldValue else { return nil }
        self = value
    }
}

extension Bool: FieldStorable {
    var fieldValue: FieldValue { .bool(self) }
    init?(fieldValue: FieldValue) {
        guard case .bool(let value) = fieldValue else { return nil }
        self = value
    }
}

extension String: FieldStorable {
    var fieldValue: FieldValue { .string(self) }
    init?(fieldValue: FieldValue) {
        guard case .string(let value) = fieldValue else { return nil }
        self = value
    }
}

extension Date: FieldStorable {
    var fieldValue: FieldValue { .date(self) }
    init?(fieldValue: FieldValue) {
        guard case .date(let value) = fieldValue else { return nil }
        self = value
    }
}

extension ModelEnum {
    var fieldValue: FieldValue { .enumCase(rawValue.enumRawValue) }

    init?(fieldValue: FieldValue) {
        guard case .enumCase(let raw) = fieldValue else { return nil }
        self.init(enumRawValue: raw)
    }
}

extension Set: FieldStorable where Element: ModelEnum {
    /// Cases in declaration order, so equal sets always give the same value and file.
    var fieldValue: FieldValue {
        .enumSet(Element.allCases.filter(contains).map(\.rawValue.enumRawValue))
    }

    init?(fieldValue: FieldValue) {
        guard case .enumSet(let raws) = fieldValue else { return nil }
        var result = Set<Element>()
        for raw in raws {
            guard let element = Element(enumRawValue: raw) else { return nil }
            result.insert(element)
        }
        self = result
    }
}
