/// Builds the node tree from libyaml's events with an explicit stack (no recursion, so
/// no input can exhaust the call stack) and enforces the loading policies as it goes.
///
/// A value rather than an object: it is touched for every event, and the open frames of a
/// class would have every access to them checked for exclusivity at run time.
struct YAMLTreeBuilder {
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var root: YAMLNode?

    private let file: SourceFile
    private let converter: MarkConverter
    private let limits: YAMLLimits

    private var stack: [Frame] = []
    private var anchors: [String: Anchor] = [:]
    private var nextAnchorDefinition = 0
    /// Nodes written in the file so far; aliases add none.
    private var writtenNodes = 0
    /// Nodes that aliases stood for so far.
    private var aliasedNodes = 0
    private var collectionAliases = 0
    private var firstDocumentStart: SourceRange?

    init(file: SourceFile, converter: MarkConverter, limits: YAMLLimits) {
        self.file = file
        self.converter = converter
        self.limits = limits
    }

    /// Consumes events until the stream ends or a problem makes going on pointless.
    mutating func run(_ reader: LibYAMLEventReader, bomLength: Int) {
        while true {
            let event: YAMLEvent
            do {
                event = try reader.next()
            } catch {
                diagnostics.append(LibYAMLDiagnostics.diagnostic(for: error, file: file, converter: converter, bomLength: bomLength))
                return
            }
            do {
                if try handle(event) == .streamEnded { return }
            } catch {
                return
            }
        }
    }

    // MARK: - Events

    private enum Progress { case more, streamEnded }
    /// Thrown after a diagnostic that makes the rest of the file not worth reading.
    private struct Stop: Error {}

    private mutating func handle(_ event: YAMLEvent) throws(Stop) -> Progress {
        // Only the events that make a node or may be reported need their range; the ends of
        // collections take theirs from where the collection started.
        var range: SourceRange { converter.range(event.start, event.end) }
        switch event.kind {
        case .streamStart, .documentEnd:
            break
        case .streamEnd:
            return .streamEnded
        case .documentStart:
            let range = range
            if let firstDocumentStart {
                try fail(.error(
                    .multipleDocuments,
                    "expected one YAML document per spec file, found a second document",
                    at: range,
                    notes: [.init("the first document starts here", at: firstDocumentStart)]))
            }
            firstDocumentStart = range
        case .scalar(let text, let style):
            writtenNodes += 1
            let range = range
            var node = makeScalar(text: text, style: style, tag: event.tag, range: range)
            node.anchor = event.anchor
            if let anchor = event.anchor { defineAnchor(anchor, as: node, at: range) }
            try attach(node)
        case .alias(let name):
            try attach(try resolveAlias(name, at: range))
        case .sequenceStart, .mappingStart:
            writtenNodes += 1
            guard stack.count < limits.maxDepth else {
                try fail(.error(
                    .nestingTooDeep,
                    "expected at most \(limits.maxDepth) levels of nested sequences and mappings, found more; raise the limit with --max-depth if this is intended",
                    at: range))
            }
            let isMapping: Bool
            if case .mappingStart = event.kind { isMapping = true } else { isMapping = false }
            let tag = event.tag == nil ? nil : collectionTag(event.tag, isMapping: isMapping, range: range)
            var frame = Frame(isMapping: isMapping, start: event.start, tag: tag, anchor: event.anchor)
            if let anchor = event.anchor {
                frame.anchorDefinition = nextAnchorDefinition
                anchors[anchor] = Anchor(definition: nextAnchorDefinition, range: range, node: nil)
                nextAnchorDefinition += 1
            }
            stack.append(frame)
        case .sequenceEnd, .mappingEnd:
            let frame = stack.removeLast()
            let range = converter.range(frame.start, event.end)
            let content: YAMLNode.Content = frame.isMapping ? .mapping(frame.entries) : .sequence(frame.items)
            let node = YAMLNode(content: content, range: range, tag: frame.tag, anchor: frame.anchor, nodeCount: frame.nodeCount)
            if let name = frame.anchor, let definition = frame.anchorDefinition, anchors[name]?.definition == definition {
                anchors[name]?.node = node
            }
            try attach(node)
        }
        return .more
    }

    // MARK: - Tree

    private struct Frame {
        var isMapping: Bool
        var start: LibYAMLMark
        var tag: String?
        var anchor: String?
        var anchorDefinition: Int?
        var items: [YAMLNode] = []
        var entries: [YAMLMappingEntry] = []
        var pendingKey: YAMLNode?
        /// The key was refused, so its value is dropped too.
        var dropsNextValue = false
        /// The accepted keys by value, once a mapping has too many to compare one by one.
        var keyRanges: [YAMLScalar.Value: SourceRange]?
        var nodeCount = 1

        init(isMapping: Bool, start: LibYAMLMark, tag: String?, anchor: String?) {
            self.isMapping = isMapping
            self.start = start
            self.tag = tag
            self.anchor = anchor
        }
    }

    private mutating func attach(_ node: YAMLNode) throws(Stop) {
        guard !stack.isEmpty else {
            root = node
            return
        }
        stack[stack.count - 1].nodeCount += node.nodeCount
        guard stack[stack.count - 1].isMapping else {
            stack[stack.count - 1].items.append(node)
            return
        }
        if let key = stack[stack.count - 1].pendingKey {
            stack[stack.count - 1].pendingKey = nil
            stack[stack.count - 1].entries.append(YAMLMappingEntry(key: key, value: node))
        } else if stack[stack.count - 1].dropsNextValue {
            stack[stack.count - 1].dropsNextValue = false
        } else if acceptKey(node) {
            stack[stack.count - 1].pendingKey = node
        } else {
            stack[stack.count - 1].dropsNextValue = true
        }
    }

    /// Checks a mapping key; reports and returns false for one that cannot be used.
    private mutating func acceptKey(_ key: YAMLNode) -> Bool {
        guard let scalar = key.scalar else {
            report(.error(
                .nonScalarKey, "expected a scalar as mapping key, found \(key.kindDescription)", at: key.range))
            return false
        }
        if scalar.style == .plain, scalar.text == "<<", key.tag == nil {
            report(.error(
                .mergeKey,
                "merge key '<<' is not supported: merge keys belong to YAML 1.1 and were dropped from YAML 1.2; write the keys out, or reuse the whole mapping with an alias",
                at: key.range))
            return false
        }
        if let first = firstRange(ofKey: scalar.value) {
            report(.error(
                .duplicateKey, "duplicate key '\(scalar.text)' in mapping; each key may appear once",
                at: key.range,
                notes: [.init("'\(scalar.text)' first appears here", at: first)]))
            return false
        }
        stack[stack.count - 1].keyRanges?[scalar.value] = key.range
        return true
    }

    /// Mappings in specs mostly hold a handful of keys, for which comparing with each
    /// accepted key (the entries' keys, as no key is pending) costs less than hashing.
    private static let keyIndexThreshold = 12

    private mutating func firstRange(ofKey value: YAMLScalar.Value) -> SourceRange? {
        let frame = stack.count - 1
        if stack[frame].keyRanges == nil, stack[frame].entries.count >= Self.keyIndexThreshold {
            var index: [YAMLScalar.Value: SourceRange] = [:]
            for entry in stack[frame].entries where index[entry.key.scalar!.value] == nil {
                index[entry.key.scalar!.value] = entry.key.range
            }
            stack[frame].keyRanges = index
        }
        if let keyRanges = stack[frame].keyRanges { return keyRanges[value] }
        return stack[frame].entries.first { $0.key.scalar?.value == value }?.key.range
    }

    // MARK: - Anchors and aliases

    private struct Anchor {
        var definition: Int
        var range: SourceRange
        /// Nil while the anchored collection is still open.
        var node: YAMLNode?
    }

    private mutating func defineAnchor(_ name: String, as node: YAMLNode, at range: SourceRange) {
        anchors[name] = Anchor(definition: nextAnchorDefinition, range: range, node: node)
        nextAnchorDefinition += 1
    }

    private mutating func resolveAlias(_ name: String, at range: SourceRange) throws(Stop) -> YAMLNode {
        let placeholder = YAMLNode(content: .scalar(YAMLScalar(value: .null, text: "", style: .plain)), range: range)
        guard let anchor = anchors[name] else {
            report(.error(
                .unknownAnchor, "alias '*\(name)' refers to no anchor; define '&\(name)' on a node before the alias",
                at: range))
            return placeholder
        }
        guard let node = anchor.node else {
            try fail(.error(
                .recursiveAlias, "alias '*\(name)' refers to a node that contains it, which would make the document infinite",
                at: range,
                notes: [.init("anchor '&\(name)' is defined here", at: anchor.range)]))
        }
        if node.scalar == nil {
            collectionAliases += 1
            if collectionAliases > limits.maxCollectionAliases {
                try fail(.error(
                    .aliasLimit,
                    "expected at most \(limits.maxCollectionAliases) aliases to sequences or mappings in one file, found more; raise the limit with --max-aliases if this is intended",
                    at: range,
                    notes: [.init("anchor '&\(name)' is defined here", at: anchor.range)]))
            }
        }
        aliasedNodes += node.nodeCount
        if aliasedNodes > limits.aliasExpansionFactor * writtenNodes {
            try fail(.error(
                .aliasLimit,
                "aliases expand to \(aliasedNodes) nodes, more than \(limits.aliasExpansionFactor) times the \(writtenNodes) nodes written so far; raise the factor with --alias-expansion-factor if this is intended",
                at: range,
                notes: [.init("anchor '&\(name)' is defined here", at: anchor.range)]))
        }
        return node
    }

    // MARK: - Tags and scalars

    private static let collectionTags: Set<String> = ["map", "seq"]
    private static let scalarTags: Set<String> = ["str", "int", "float", "bool", "null"]
    private static let supportedTagList = "!!str, !!int, !!float, !!bool, !!null, !!map, !!seq"

    /// The tag's short form when it suits a collection; reports and drops any other.
    private mutating func collectionTag(_ tag: String?, isMapping: Bool, range: SourceRange) -> String? {
        guard let tag, tag != "!" else { return nil }
        let short = CoreSchema.shortForm(ofTag: tag)
        let expected = isMapping ? "!!map" : "!!seq"
        if short == expected { return short }
        if let name = Self.standardName(tag), Self.scalarTags.contains(name) || Self.collectionTags.contains(name) {
            report(.error(
                .invalidTaggedValue, "tag '\(short)' expects \(Self.describeTagKind(name)), found \(isMapping ? "a mapping" : "a sequence")",
                at: range))
        } else {
            reportUnsupportedTag(short, at: range)
        }
        return nil
    }

    private mutating func makeScalar(text: String, style: YAMLScalar.Style, tag: String?, range: SourceRange) -> YAMLNode {
        func node(_ value: YAMLScalar.Value, tag: String? = nil) -> YAMLNode {
            YAMLNode(content: .scalar(YAMLScalar(value: value, text: text, style: style)), range: range, tag: tag)
        }
        func resolved(_ resolution: CoreSchema.Resolution?, tag: String?) -> YAMLNode {
            switch resolution {
            case .value(let value)?:
                return node(value, tag: tag)
            case .integerOverflow?:
                report(.error(
                    .numberOutOfRange, "integer \(text) does not fit in 64 bits; quote it if it is meant as text",
                    at: range,
                    fixIts: [.init("quote it", replacing: range, with: "\"\(text)\"")]))
                return node(.string(text), tag: tag)
            case nil:
                return node(.string(text), tag: tag)
            }
        }
        guard let tag, tag != "!" else {
            return style == .plain && tag == nil ? resolved(CoreSchema.resolvePlain(text), tag: nil) : node(.string(text))
        }
        let short = CoreSchema.shortForm(ofTag: tag)
        guard let name = Self.standardName(tag), Self.scalarTags.contains(name) || Self.collectionTags.contains(name) else {
            reportUnsupportedTag(short, at: range)
            return style == .plain ? resolved(CoreSchema.resolvePlain(text), tag: nil) : node(.string(text))
        }
        if name == "str" { return node(.string(text), tag: short) }
        let resolution: CoreSchema.Resolution? = {
            if name == "int" { return CoreSchema.resolveInteger(text) }
            let plain = CoreSchema.resolvePlain(text)
            switch (name, plain) {
            case ("float", .value(.float)), ("bool", .value(.bool)), ("null", .value(.null)): return plain
            case ("float", .value(.int(let integer))): return .value(.float(Double(integer)))
            default: return nil
            }
        }()
        guard let resolution else {
            report(.error(
                .invalidTaggedValue, "tag '\(short)' expects \(Self.describeTagKind(name)), found '\(text)'", at: range))
            return node(.string(text))
        }
        return resolved(resolution, tag: short)
    }

    private mutating func reportUnsupportedTag(_ short: String, at range: SourceRange) {
        report(.error(
            .unsupportedTag,
            "expected no tag or one of the YAML core schema's (\(Self.supportedTagList)), found '\(short)'; ViewSpec does not construct application-specific types",
            at: range))
    }

    private static func standardName(_ tag: String) -> String? {
        tag.hasPrefix(CoreSchema.standardTagPrefix) ? String(tag.dropFirst(CoreSchema.standardTagPrefix.count)) : nil
    }

    private static func describeTagKind(_ name: String) -> String {
        switch name {
        case "int": "an integer"
        case "float": "a floating-point number"
        case "bool": "true or false"
        case "null": "null"
        case "map": "a mapping"
        case "seq": "a sequence"
        default: "a string"
        }
    }

    // MARK: - Reporting

    private mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    private mutating func fail(_ diagnostic: Diagnostic) throws(Stop) -> Never {
        diagnostics.append(diagnostic)
        throw Stop()
    }
}
