import Synchronization

/// A node of a loaded YAML document: a scalar, a sequence or a mapping, with the span of
/// the file it was written at.
///
/// A node is a handle into its document, which keeps every node of the file in a few flat
/// arrays: passing a node around costs one reference count however large its subtree, and
/// loading a file allocates a handful of arrays rather than one per node. A scalar's text
/// stays bytes until it is asked for, so keys that are only compared never become strings.
///
/// A node reached through an alias is the anchored node itself (same content), so the
/// tree never holds a cycle; it remembers the alias it was reached through (the outermost,
/// when aliases nest), and its range is in that alias's expansion of the file
/// (`SourcePath.aliasExpansion`): a diagnostic about it is reported at the alias, with a
/// note where the value is written.
public struct YAMLNode: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        case scalar(YAMLScalar)
        case sequence(YAMLSequence)
        case mapping(YAMLMapping)
    }

    let document: YAMLDocument
    let index: Int32
    /// The alias use (`YAMLDocument.aliasUses`) this node was reached through, or -1.
    let aliasUse: Int32

    init(_ document: YAMLDocument, _ index: Int32, aliasUse: Int32 = -1) {
        self.document = document
        self.index = index
        self.aliasUse = aliasUse
    }

    /// The file the node's range is in: the document's, or an alias's expansion of it.
    private var file: SourcePath {
        aliasUse < 0 ? document.file : document.aliasUses[Int(aliasUse)].expansion
    }

    private var record: YAMLDocument.Record { document.records[Int(index)] }

    public var content: Content {
        let record = record
        switch record.kind {
        case .scalar: return .scalar(document.scalar(record))
        case .sequence: return .sequence(YAMLSequence(document: document, first: record.first, count: Int(record.count), aliasUse: aliasUse))
        case .mapping: return .mapping(YAMLMapping(document: document, first: record.first, count: Int(record.count), aliasUse: aliasUse))
        }
    }

    /// Where the node was written; a node reached through an alias is in the alias's
    /// expansion of the file (`SourcePath.aliasExpansion`).
    public var span: SourceSpan {
        let record = record
        return SourceSpan(file: file, startOffset: Int(record.start), endOffset: Int(record.end))
    }

    /// The explicit tag in its short form (`!!str`), if the node had one.
    public var tag: String? {
        record.hasExtras ? document.extras[index]?.tag : nil
    }

    public var anchor: String? {
        record.hasExtras ? document.extras[index]?.anchor : nil
    }

    /// Nodes in this subtree, itself included, counting what aliases stand for; at most
    /// 2³² − 1, which only a raised alias limit lets a subtree exceed.
    public var nodeCount: Int { Int(record.nodeCount) }

    public var scalar: YAMLScalar? {
        let record = record
        return record.kind == .scalar ? document.scalar(record) : nil
    }

    public var sequence: YAMLSequence? {
        let record = record
        return record.kind == .sequence ? YAMLSequence(document: document, first: record.first, count: Int(record.count), aliasUse: aliasUse) : nil
    }

    public var mapping: YAMLMapping? {
        let record = record
        return record.kind == .mapping ? YAMLMapping(document: document, first: record.first, count: Int(record.count), aliasUse: aliasUse) : nil
    }

    /// The value for a string key of a mapping.
    public subscript(key: String) -> YAMLNode? {
        guard let entries = mapping else { return nil }
        return entries.first { $0.key.isString(key) }?.value
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

    // MARK: - Reading scalars without making strings

    /// What a scalar resolved to, without its text; nil for a collection. The decoder asks
    /// this of most values before it wants a string, if it wants one at all.
    var scalarKind: YAMLDocument.ScalarKind? {
        let record = record
        return record.kind == .scalar ? record.scalarKind : nil
    }

    /// The node is the scalar null (`~`, `null`, an empty value).
    var isNull: Bool { scalarKind == .null }

    /// The text of a scalar that resolved to a string; nil for any other node.
    var stringValue: String? {
        let record = record
        return record.kind == .scalar && record.scalarKind == .string ? document.text(of: record) : nil
    }

    /// A scalar's value; nil for a collection. Made without a second copy of the text,
    /// which a whole `YAMLScalar` would also hold.
    var scalarValue: YAMLScalar.Value? {
        let record = record
        return record.kind == .scalar ? YAMLDocument.value(of: record.scalarKind, text: document.text(of: record)) : nil
    }

    /// Whether the node is the string `text`: compared in place, without making a string
    /// of the node.
    func isString(_ text: String) -> Bool {
        let record = record
        return record.kind == .scalar && record.scalarKind == .string && document.textEquals(record, text)
    }

    /// Equal when the trees are: the same content, spans, tags, anchors and counts.
    public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        var pending = [(lhs, rhs)]
        while let (a, b) = pending.popLast() {
            if a.document === b.document, a.index == b.index, a.aliasUse == b.aliasUse { continue }
            guard a.span == b.span, a.tag == b.tag, a.anchor == b.anchor, a.nodeCount == b.nodeCount else { return false }
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
        hasher.combine(span)
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
    /// The alias use the sequence was reached through, or -1.
    var aliasUse: Int32 = -1

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> YAMLNode {
        precondition(position >= 0 && position < count, "sequence index out of range")
        return document.child(atSlot: Int(first) + position, reachedThrough: aliasUse)
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
    /// The alias use the mapping was reached through, or -1.
    var aliasUse: Int32 = -1

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> YAMLMappingEntry {
        precondition(position >= 0 && position < count, "mapping index out of range")
        let child = Int(first) + 2 * position
        return YAMLMappingEntry(
            key: document.child(atSlot: child, reachedThrough: aliasUse), value: document.child(atSlot: child + 1, reachedThrough: aliasUse))
    }

    /// The text of the key at `position` when it is a scalar, read without making nodes.
    public func keyText(at position: Int) -> String? {
        precondition(position >= 0 && position < count, "mapping index out of range")
        let record = document.records[Int(document.children[Int(first) + 2 * position])]
        return record.kind == .scalar ? document.text(of: record) : nil
    }

    /// The value of the entry at `position`, without making a node of its key.
    func value(at position: Int) -> YAMLNode {
        precondition(position >= 0 && position < count, "mapping index out of range")
        return document.child(atSlot: Int(first) + 2 * position + 1, reachedThrough: aliasUse)
    }

    /// Calls `body` with the UTF-8 bytes of the key at `position` as written; nil for a key
    /// that is not a scalar.
    func withKeyBytes<Result>(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        precondition(position >= 0 && position < count, "mapping index out of range")
        let record = document.records[Int(document.children[Int(first) + 2 * position])]
        guard record.kind == .scalar else { return nil }
        return document.text.withUnsafeBufferPointer { body(YAMLDocument.bytes(of: record, in: $0)) }
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

    /// What a scalar resolved to. Its value is made from this and its text when asked for:
    /// most scalars are keys, compared as bytes and never turned into values.
    enum ScalarKind: UInt8 { case null, `false`, `true`, int, float, string }

    /// A node: 24 bytes, with nothing reference counted.
    struct Record {
        var kind: Kind
        var scalarKind: ScalarKind
        var style: YAMLScalar.Style
        /// The node has a tag or an anchor, kept in `extras`.
        var hasExtras: Bool
        /// A scalar's first byte in `text`, or where a collection's children start in `children`.
        var first: Int32
        /// A scalar's length in bytes; the items of a sequence, the entries of a mapping.
        var count: Int32
        /// Nodes in the subtree, counting what aliases stand for.
        var nodeCount: UInt32
        /// Byte offsets of the node's first byte and of the byte after its last; a file is
        /// never larger than `YAMLLimits.largestReadableFileSize`.
        var start: UInt32
        var end: UInt32
    }

    struct Extras {
        var tag: String?
        var anchor: String?
    }

    /// The file the document was read from.
    let file: SourcePath
    let records: [Record]
    /// The UTF-8 bytes of every scalar, one after another, after YAML's unescaping and folding.
    let text: [UInt8]
    /// Node indexes: the items of each sequence, the keys and values of each mapping, each
    /// collection's contiguous.
    let children: [Int32]
    /// By node index, for the few nodes with a tag or an anchor.
    let extras: [Int32: Extras]
    /// Every place an alias stands for a node, in the order written.
    let aliasUses: [AliasUse]
    /// Slot in `children` → the alias use that put the node there, for children that are
    /// aliases; empty in the many files without one.
    let aliasSlots: [Int32: Int32]

    /// An alias in the text: where it is, and the anchor it names.
    struct AliasUse {
        /// The alias's expansion of the document's file, in which the nodes reached
        /// through it have their spans.
        var expansion: SourcePath
    }

    init(
        file: SourcePath, records: [Record], text: [UInt8], children: [Int32], extras: [Int32: Extras],
        aliasUses: [AliasUse] = [], aliasSlots: [Int32: Int32] = [:]
    ) {
        self.file = file
        self.records = records
        self.text = text
        self.children = children
        self.extras = extras
        self.aliasUses = aliasUses
        self.aliasSlots = aliasSlots
    }

    /// The node at `slot` of `children`, reached through the alias use `outer` (or -1):
    /// a node inside an alias's expansion stays in the outermost alias's expansion.
    func child(atSlot slot: Int, reachedThrough outer: Int32) -> YAMLNode {
        let node = children[slot]
        guard outer < 0, !aliasSlots.isEmpty, let use = aliasSlots[Int32(slot)] else { return YAMLNode(self, node, aliasUse: outer) }
        return YAMLNode(self, node, aliasUse: use)
    }

    static func bytes(of record: Record, in text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: text[Int(record.first)..<Int(record.first) + Int(record.count)])
    }

    func text(of record: Record) -> String {
        text.withUnsafeBufferPointer { text in
            let bytes = Self.bytes(of: record, in: text)
            guard bytes.count > Self.largestInlineText else { return String(decoding: bytes, as: UTF8.self) }
            return longTexts.withLock { $0.text(of: bytes) }
        }
    }

    /// The longest text a `String` holds inside itself, with no storage of its own.
    private static let largestInlineText = 15

    /// The long texts made from this document so far (see `TextInterner`). A document is
    /// read on one thread at a time; the lock is what lets it be shared all the same.
    private let longTexts = Mutex(TextInterner())

    func textEquals(_ record: Record, _ wanted: String) -> Bool {
        var wanted = wanted
        return wanted.withUTF8 { wanted in
            text.withUnsafeBufferPointer { Self.bytes(of: record, in: $0).hasSameBytes(as: wanted) }
        }
    }

    func scalar(_ record: Record) -> YAMLScalar {
        let text = text(of: record)
        return YAMLScalar(value: Self.value(of: record.scalarKind, text: text), text: text, style: record.style)
    }

    /// The value a scalar of `kind` written as `text` stands for; the builder has checked
    /// that the text reads as that kind. The text is made only for the kinds that need it.
    static func value(of kind: ScalarKind, text: @autoclosure () -> String) -> YAMLScalar.Value {
        switch kind {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .string: return .string(text())
        case .int:
            if case .value(let value)? = CoreSchema.resolveInteger(text()) { return value }
        case .float:
            // Also `!!float 1`: a float written as an integer.
            if let number = CoreSchema.floatValue(text()) { return .float(number) }
        }
        preconditionFailure("scalar '\(text())' was recorded as \(kind) but does not read as one")
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
