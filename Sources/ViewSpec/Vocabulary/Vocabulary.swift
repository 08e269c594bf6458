/// The words of a YAML language as data: each mapping construct with its keys, and for
/// each key the shape of its value and what it means. The decoder reads mappings through
/// a construct (`MappingReader` refuses a key the construct does not list), and the JSON
/// Schema for editors is generated from the same constructs, so the two cannot drift.
///
/// A class, so that the reader of every mapping holds its construct by one reference.
public final class Construct: Sendable {
    /// The schema definition's name (`model`, `preferenceItem`).
    public let name: String
    public let description: String
    public let keys: [Key]
    /// The keys' names, in `keys` order.
    public let keyNames: [String]
    /// Their lengths in UTF-8, for `keyIndex` to pass over most names without reading them.
    private let keyLengths: [Int]
    /// Their UTF-8 bytes, for `keyIndex(utf8:)`.
    private let keyBytes: [[UInt8]]
    /// The shape of the values of any other key, for mappings whose keys are names
    /// (a condition's field names); nil when no other key is allowed.
    public let patternKeys: ValueShape?
    /// Exactly one of these keys must be present (an item's control).
    public let exactlyOneOf: [String]
    /// Keys of `exactlyOneOf` that beside another of them are that one's option rather than a
    /// second choice, by the key they serve: `value` beside `childPane` names the field the
    /// child pane shows.
    public let optionBeside: [String: String]
    /// Mapping keys that must not be empty unless another key holds a word, by key: a
    /// model's `fields`, unless its `kind` is `preferences`.
    public let nonEmptyUnless: [String: (key: String, word: String)]

    public init(
        _ name: String, _ description: String, keys: [Key], patternKeys: ValueShape? = nil, exactlyOneOf: [String] = [],
        optionBeside: [String: String] = [:], nonEmptyUnless: [String: (key: String, word: String)] = [:]
    ) {
        self.optionBeside = optionBeside
        self.nonEmptyUnless = nonEmptyUnless
        self.name = name
        self.description = description
        self.keys = keys
        self.keyNames = keys.map(\.name)
        self.keyLengths = keys.map(\.name.utf8.count)
        self.keyBytes = keys.map { Array($0.name.utf8) }
        self.patternKeys = patternKeys
        self.exactlyOneOf = exactlyOneOf
    }

    public func key(_ name: String) -> Key? { keyIndex(name).map { keys[$0] } }

    /// The position of the key `name` in `keys`. Lengths are compared first: a mapping's
    /// reader looks up every key it asks for, and most names differ in length.
    public func keyIndex(_ name: String) -> Int? {
        let length = name.utf8.count
        return keyLengths.withUnsafeBufferPointer { lengths in
            for index in lengths.indices where lengths[index] == length && keyNames[index] == name { return index }
            return nil
        }
    }

    /// Whether the key at `index` is `name`.
    func hasKey(_ name: String, at index: Int) -> Bool {
        index < keyNames.count && keyNames[index] == name
    }

    /// The position of the key written as `utf8`: how a mapping's reader learns, once per
    /// entry, which key of the construct the entry holds.
    func keyIndex(utf8 name: UnsafeBufferPointer<UInt8>) -> Int? {
        keyBytes.firstIndex { key in key.withUnsafeBufferPointer { $0.hasSameBytes(as: name) } }
    }

    public struct Key: Sendable {
        public let name: String
        public let description: String
        public let value: ValueShape
        public let isRequired: Bool

        public init(_ name: String, _ value: ValueShape, required: Bool = false, _ description: String) {
            self.name = name
            self.value = value
            self.isRequired = required
            self.description = description
        }
    }
}

/// What a key's value may be.
public indirect enum ValueShape: Sendable {
    case string
    /// A name others refer to: a string without spaces or control characters.
    case name
    case integer(minimum: Int?)
    case number
    case boolean
    /// One of the listed words, each with what it means.
    case options([OptionWord])
    /// A mapping described by the construct of this name.
    case construct(String)
    /// `nonEmpty` when an empty sequence is an error (an enumeration's cases).
    case sequence(of: ValueShape, nonEmpty: Bool = false)
    /// A mapping from names to values of one shape (models by name, fields by name);
    /// `nonEmpty` when an empty mapping is an error.
    case namedMap(of: ValueShape, nonEmpty: Bool = false)
    /// Any one of several shapes (a short and a long form).
    case anyOf([ValueShape])
    /// A string matching a regular expression (`390x844`).
    case pattern(String, example: String)
    /// Any scalar but null: a literal default or condition value.
    case scalar
    /// Exactly this integer (`viewspec: 1`).
    case constant(Int)
    /// Nothing (an empty `items:`), which some keys accept as "none".
    case null
}

public struct OptionWord: Sendable {
    public let word: String
    public let description: String

    public init(_ word: String, _ description: String) {
        self.word = word
        self.description = description
    }
}

/// The option enums of the spec model describe their words, so that the decoder's
/// messages and the schema's enum values come from the same cases.
public protocol DocumentedOption: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    var summary: String { get }
}

extension DocumentedOption {
    public static var words: [OptionWord] { allCases.map { OptionWord($0.rawValue, $0.summary) } }
    public static var shape: ValueShape { .options(words) }
}
