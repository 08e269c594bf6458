/// One value of a property list, with where it was read.
///
/// Two values are equal when their contents are, wherever they were read: an XML file and
/// its binary conversion hold equal values.
package struct PropertyList: Sendable {
    package var content: Content
    /// Where the value was read: in an XML property list, the element (for a dictionary's
    /// value, the value's element, not its key); in a binary one, the object's bytes.
    /// Values made in code have an empty span of the file they are for.
    package var span: SourceSpan

    package init(_ content: Content, at span: SourceSpan) {
        self.content = content
        self.span = span
    }

    package enum Content: Sendable {
        case dictionary(PropertyListDictionary)
        case array([PropertyList])
        case string(String)
        /// Property lists hold signed 64-bit integers, and unsigned ones above `Int64.max`.
        case integer(PropertyListInteger)
        case real(Double)
        case bool(Bool)
        /// Seconds since 2001-01-01 00:00:00 UTC, the reference date of property lists.
        case date(Double)
        case data([UInt8])
    }

    /// The type's name as a property list writes its element: `dict`, `array`, `string`…
    package var typeName: String {
        switch content {
        case .dictionary: "dict"
        case .array: "array"
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .bool(let value): value ? "true" : "false"
        case .date: "date"
        case .data: "data"
        }
    }

    package var dictionary: PropertyListDictionary? { if case .dictionary(let value) = content { value } else { nil } }
    package var array: [PropertyList]? { if case .array(let value) = content { value } else { nil } }
    package var string: String? { if case .string(let value) = content { value } else { nil } }
    package var bool: Bool? { if case .bool(let value) = content { value } else { nil } }
}

/// An integer as property lists hold it: 64 bits, signed, or unsigned above `Int64.max`.
package enum PropertyListInteger: Sendable, Hashable, CustomStringConvertible {
    case signed(Int64)
    case unsigned(UInt64)

    package init(_ value: Int64) {
        self = .signed(value)
    }

    /// Unsigned only where the value does not fit in `Int64`, so each number has one form.
    package init(_ value: UInt64) {
        self = value <= UInt64(Int64.max) ? .signed(Int64(value)) : .unsigned(value)
    }

    package var description: String {
        switch self {
        case .signed(let value): String(value)
        case .unsigned(let value): String(value)
        }
    }
}

/// A dictionary that keeps its keys in the order they were read, each key once.
package struct PropertyListDictionary: Sendable {
    package struct Entry: Sendable {
        package var key: String
        /// The `<key>` element; for a binary property list, the key object's bytes.
        package var keySpan: SourceSpan
        package var value: PropertyList

        package init(key: String, keySpan: SourceSpan, value: PropertyList) {
            self.key = key
            self.keySpan = keySpan
            self.value = value
        }
    }

    package private(set) var entries: [Entry] = []
    private var positions: [String: Int] = [:]

    package init() {}

    package init(_ entries: [Entry]) {
        for entry in entries { insert(entry) }
    }

    /// Adds `entry`, or replaces the value of its key where it was first given (as a
    /// property list reader keeps the last value of a key given twice).
    package mutating func insert(_ entry: Entry) {
        if let position = positions[entry.key] {
            entries[position] = entry
        } else {
            positions[entry.key] = entries.count
            entries.append(entry)
        }
    }

    package subscript(key: String) -> PropertyList? {
        positions[key].map { entries[$0].value }
    }

    package func entry(_ key: String) -> Entry? {
        positions[key].map { entries[$0] }
    }

    package var keys: [String] { entries.map(\.key) }
    package var count: Int { entries.count }
}

extension PropertyList: Equatable {
    package static func == (lhs: PropertyList, rhs: PropertyList) -> Bool {
        lhs.content == rhs.content
    }
}

extension PropertyList.Content: Equatable {
    /// Reals compare by their bits, so that NaN equals NaN and a value read back equals
    /// itself; dates, stored as reals, alike.
    package static func == (lhs: PropertyList.Content, rhs: PropertyList.Content) -> Bool {
        switch (lhs, rhs) {
        case (.dictionary(let left), .dictionary(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.string(let left), .string(let right)): left.unicodeScalars.elementsEqual(right.unicodeScalars)
        case (.integer(let left), .integer(let right)): left == right
        case (.real(let left), .real(let right)): left.bitPattern == right.bitPattern || (left.isNaN && right.isNaN)
        case (.bool(let left), .bool(let right)): left == right
        case (.date(let left), .date(let right)): left.bitPattern == right.bitPattern
        case (.data(let left), .data(let right)): left == right
        default: false
        }
    }
}

extension PropertyListDictionary: Equatable {
    /// Equal keys with equal values, in any order: the order of a dictionary's keys means
    /// nothing to a property list's reader.
    package static func == (lhs: PropertyListDictionary, rhs: PropertyListDictionary) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.entries.allSatisfy { entry in rhs[entry.key] == entry.value }
    }
}
