/// A node of a loaded YAML document: a scalar, a sequence or a mapping, with the source
/// range it was written at.
///
/// A node is a handle into its document, which keeps every node of the file in a few flat
/// arrays: passing a node around costs one reference count however large its subtree, and
/// loading a file allocates a handful of arrays rather than one per collection.
///
/// A node reached through an alias is the anchored node itself (same content, same
/// range): the tree never holds a cycle.
public struct YAMLNode: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        case scalar(YAMLScalar)
        case sequence(YAMLSequence)
        case mapping(YAMLMapping)
    }

    let document: YAMLDocument
    let index: Int32

    init(_ document: YAMLDocument, _ index: Int32) {
        self.document = document
        self.index = index
    }

    private var record: YAMLDocument.Record { document.records[Int(index)] }

    public var content: Content {
        let record = record
        switch record.kind {
        case .scalar: return .scalar(document.scalars[Int(record.first)])
        case .sequence: return .sequence(YAMLSequence(document: document, first: record.first, count: Int(record.count)))
        case .mapping: return .mapping(YAMLMapping(document: document, first: record.first, count: Int(record.count)))
        }
    }

    public var range: SourceRange {
        let record = record
        return SourceRange(file: document.file, start: record.start, end: record.end)
    }

    /// The explicit tag in its short form (`!!str`), if the node had one.
    public var tag: String? {
        let extras = record.extras
        return extras < 0 ? nil : document.extras[Int(extras)].tag
    }

    public var anchor: String? {
        let extras = record.extras
        return extras < 0 ? nil : document.extras[Int(extras)].anchor
    }

    /// Nodes in this subtree, itself included, counting what aliases stand for.
    public var nodeCount: Int { record.nodeCount }

    public var scalar: YAMLScalar? {
        let record = record
        return record.kind == .scalar ? document.scalars[Int(record.first)] : nil
    }

    public var sequence: YAMLSequence? {
        let record = record
        return record.kind == .sequence ? YAMLSequence(document: document, first: record.first, count: Int(record.count)) : nil
    }

    public var mapping: YAMLMapping? {
        let record = record
        return record.kind == .mapping ? YAMLMapping(document: document, first: record.first, count: Int(record.count)) : nil
    }

    /// The value for a string key of a mapping.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar?.value == .string(key) }?.value
    }

    /// "a mapping", "a sequence", "the string 'x'", "the integer 3": for messages that say
    /// what was found.
    public var kindDescription: String {
        switch content {
        case .mapping: "a mapping"
        case .sequence: "a sequence"
        case .scalar(let scalar): scalar.value.kindDescription
        }
    }

    /// Equal when the trees are: the same content, ranges, tags, anchors and counts.
    public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        var pending = [(lhs, rhs)]
        while let (a, b) = pending.popLast() {
            if a.document === b.document, a.index == b.index { continue }
            guard a.range == b.range, a.tag == b.tag, a.anchor == b.anchor, a.nodeCount == b.nodeCount else { return false }
            switch (a.content, b.content) {
            case (.scalar(let x), .scalar(let y)):
                guard x == y else { return false }
            case (.sequence(let xs), .sequence(let ys)):
                guard xs.count == ys.count else { return false }
                pending.append(contentsOf: zip(xs, ys))
            case (.mapping(let xs), .mapping(let ys)):
                guard xs.count == ys.count else { return false }
                for (x, y) in zip(xs, ys) {
                    pending.append((x.key, y.key))
                    pending.append((x.value, y.value))
                }
            default:
                return false
            }
        }
        return true
    }

    /// Hashes what equal trees share at their root; enough to spread them, and never deep.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(range)
        hasher.combine(nodeCount)
        hasher.combine(scalar)
    }
}

/// The items of a sequence node, in order.
public struct YAMLSequence: RandomAccessCollection, Hashable, Sendable {
    let document: YAMLDocument
    /// Where the items start in the document's list of children.
    let first: Int32
    public let count: Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> YAMLNode {
        precondition(position >= 0 && position < count, "sequence index out of range")
        return YAMLNode(document, document.children[Int(first) + position])
    }

    public static func == (lhs: YAMLSequence, rhs: YAMLSequence) -> Bool { lhs.elementsEqual(rhs) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for item in self { hasher.combine(item) }
    }
}

/// The entries of a mapping node, in the order they were written.
public struct YAMLMapping: RandomAccessCollection, Hashable, Sendable {
    let document: YAMLDocument
    /// Where the entries start in the document's list of children: key, value, key, value…
    let first: Int32
    public let count: Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> YAMLMappingEntry {
        precondition(position >= 0 && position < count, "mapping index out of range")
        let child = Int(first) + 2 * position
        return YAMLMappingEntry(key: YAMLNode(document, document.children[child]), value: YAMLNode(document, document.children[child + 1]))
    }

    /// The text of the key at `position` when it is a scalar, read without making nodes.
    public func keyText(at position: Int) -> String? {
        precondition(position >= 0 && position < count, "mapping index out of range")
        let record = document.records[Int(document.children[Int(first) + 2 * position])]
        return record.kind == .scalar ? document.scalars[Int(record.first)].text : nil
    }

    /// The position of the first entry whose key is the string `text` as written, compared
    /// in place: readers look up every key they know in every mapping they read.
    func position(ofKeyText text: String) -> Int? {
        let length = text.utf8.count
        return document.children.withUnsafeBufferPointer { children in
            document.records.withUnsafeBufferPointer { records in
                document.scalars.withUnsafeBufferPointer { scalars in
                    for position in 0..<count {
                        let record = records[Int(children[Int(first) + 2 * position])]
                        guard record.kind == .scalar else { continue }
                        let scalar = Int(record.first)
                        if scalars[scalar].text.utf8.count == length, scalars[scalar].text == text { return position }
                    }
                    return nil
                }
            }
        }
    }

    public static func == (lhs: YAMLMapping, rhs: YAMLMapping) -> Bool { lhs.elementsEqual(rhs) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for entry in self { hasher.combine(entry) }
    }
}

public struct YAMLMappingEntry: Hashable, Sendable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// Every node of one loaded file, built once by `YAMLTreeBuilder` and never changed after.
final class YAMLDocument: Sendable {
    enum Kind: UInt8 { case scalar, sequence, mapping }

    struct Record {
        var kind: Kind
        /// A scalar's index in `scalars`, or where a collection's children start in `children`.
        var first: Int32
        /// Items of a sequence, entries of a mapping.
        var count: Int32
        /// Index in `extras`, or -1 for a node with neither tag nor anchor.
        var extras: Int32
        var start: SourceLocation
        var end: SourceLocation
        var nodeCount: Int
    }

    let file: SourcePath
    let records: [Record]
    let scalars: [YAMLScalar]
    /// Node indexes: the items of each sequence, the keys and values of each mapping, each
    /// collection's contiguous.
    let children: [Int32]
    let extras: [(tag: String?, anchor: String?)]

    init(file: SourcePath, records: [Record], scalars: [YAMLScalar], children: [Int32], extras: [(tag: String?, anchor: String?)]) {
        self.file = file
        self.records = records
        self.scalars = scalars
        self.children = children
        self.extras = extras
    }
}

/// A scalar's resolved value next to how it was written.
public struct YAMLScalar: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        case null
        case bool(Bool)
        case int(Int)
        case float(Double)
        case string(String)

        public var kindDescription: String {
            switch self {
            case .null: "null"
            case .bool: "a boolean"
            case .int: "an integer"
            case .float: "a floating-point number"
            case .string: "a string"
            }
        }
    }

    public enum Style: String, Hashable, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var value: Value
    /// The scalar's content after YAML's own unescaping and folding, before resolution.
    public var text: String
    public var style: Style

    public init(value: Value, text: String, style: Style) {
        self.value = value
        self.text = text
        self.style = style
    }

    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// Resolved to a string, whose text is then its value.
    var isString: Bool {
        if case .string = value { return true }
        return false
    }
}
