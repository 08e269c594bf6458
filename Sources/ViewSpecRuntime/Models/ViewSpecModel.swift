/// A model type the compiler generates from a spec's `models` section.
///
/// A conforming type is a struct with one stored property per field. It names the model,
/// lists its fields in declaration order (each binding a name and constraints to a key
/// path), and its `init()` gives every field its default, so the defaults live with the
/// model definition. Stores check the list and the defaults when they are
/// created.
///
/// ```swift
/// struct AppSettings: PreferenceModel {
///     static let modelName = "AppSettings"
///     static let fields: [ModelField<AppSettings>] = [
///         .bool("soundEnabled", \.soundEnabled),
///         .float("volume", \.volume, min: 0, max: 1),
///         .enumeration("theme", \.theme),
///     ]
///     var soundEnabled = true
///     var volume = 0.8
///     var theme = Theme.system
/// }
/// ```
public protocol ViewSpecModel: Sendable {
    /// The model's name in the spec; saved files carry it so a wrong file is rejected.
    static var modelName: String { get }
    /// The fields in declaration order.
    static var fields: [ModelField<Self>] { get }
    /// A value whose every field holds its default.
    init()
}

/// A model of kind `preferences`: one settings object, kept by a `PreferenceStore`.
public protocol PreferenceModel: ViewSpecModel {}

/// A model of kind `record`: an ordered list of records, kept by a `RecordStore`.
public protocol RecordModel: ViewSpecModel {}

/// A model of kind `keyed`: records with a unique key field.
public protocol KeyedRecordModel: RecordModel {
    associatedtype Key: Hashable & Sendable
    /// The key field; it must be one of `fields`, of type Int or String and not optional.
    ///
    /// Write it as a computed property (`static var key: KeyPath<Members, String> { \.memberID }`):
    /// a stored static key path is global mutable state to strict concurrency checking.
    static var key: KeyPath<Self, Key> { get }
}

extension KeyedRecordModel {
    /// The key path with its type erased, for code that only knows `RecordModel`.
    static var erasedKey: AnyKeyPath { key }
}
