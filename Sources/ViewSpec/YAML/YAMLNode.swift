/// A node of a loaded YAML document: a scalar, a sequence or a mapping, with the source
/// range it was written at.
///
/// A node reached through an alias is the anchored node itself (same content, same
/// range): the tree is a value and never holds a cycle.
public struct YAMLNode: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLMappingEntry])
    }

    public var content: Content
    public var range: SourceRange
    /// The explicit tag in its short form (`!!str`), if the node had one.
    public var tag: String?
    public var anchor: String?
    /// Nodes in this subtree, itself included, counting what aliases stand for.
    public var nodeCount: Int

    public init(content: Content, range: SourceRange, tag: String? = nil, anchor: String? = nil, nodeCount: Int = 1) {
        self.content = content
        self.range = range
        self.tag = tag
        self.anchor = anchor
        self.nodeCount = nodeCount
    }

    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    public var mapping: [YAMLMappingEntry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
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
}

public struct YAMLMappingEntry: Hashable, Sendable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
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
}
