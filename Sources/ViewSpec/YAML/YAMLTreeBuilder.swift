/// Builds the node tree from libyaml's events with an explicit stack (no recursion, so
/// no input can exhaust the call stack) and enforces the loading policies as it goes.
///
/// Nodes are appended to flat arrays as they complete (a collection when it ends, after
/// its children), and a collection's children are gathered on one shared stack of node
/// indexes, then copied out contiguously when the collection ends.
///
/// A value rather than an object: it is touched for every event, and the open frames of a
/// class would have every access to them checked for exclusivity at run time.
struct YAMLTreeBuilder {
    private(set) var diagnostics: [Diagnostic] = []

    private let file: SourceFile
    private var converter: MarkConverter
    private let limits: YAMLLimits

    private var records: [YAMLDocument.Record] = []
    private var scalars: [YAMLScalar] = []
    private var children: [Int32] = []
    private var extras: [(tag: String?, anchor: String?)] = []
    private var rootIndex: Int32?

    private var stack: [Frame] = []
    /// The accepted keys by value of each open mapping that has too many to compare one by
    /// one, by its depth in `stack`.
    private var keyIndexes: [Int: [ExactKey: Int32]] = [:]
    /// The children of the open collections, innermost last.
    private var openChildren: [Int32] = []
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
        // Specs hold a node for about every 10 bytes; growing the lists from empty copied
        // them a dozen times.
        let expectedNodes = file.bytes.count / 8
        records.reserveCapacity(expectedNodes)
        scalars.reserveCapacity(expectedNodes)
        children.reserveCapacity(expectedNodes)
    }

    /// The document's root, once `run` has read a complete one.
    func makeRoot() -> YAMLNode? {
        guard let rootIndex else { return nil }
        let document = YAMLDocument(file: file.sourcePath, records: records, scalars: scalars, children: children, extras: extras)
        return YAMLNode(document, rootIndex)
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
        func eventRange(_ converter: inout MarkConverter) -> SourceRange { converter.range(event.start, event.end) }
        switch event.kind {
        case .streamStart, .documentEnd:
            break
        case .streamEnd:
            return .streamEnded
        case .documentStart:
            let range = eventRange(&converter)
            if let firstDocumentStart {
                try fail(.error(
                    .multipleDocuments,
                    "expected one YAML document per spec file, found a second document",
                    at: range,
                    notes: [.init("the first document starts here", at: firstDocumentStart)]))
            }
            firstDocumentStart = range
        case .scalar(let bytes, let style):
            writtenNodes += 1
            let range = eventRange(&converter)
            let text = String(decoding: bytes, as: UTF8.self)
            let (scalar, tag) = makeScalar(text: text, utf8: bytes, style: style, tag: event.tag, range: range)
            let node = appendNode(.init(
                kind: .scalar, first: Int32(scalars.count), count: 0, extras: extrasIndex(tag: tag, anchor: event.anchor),
                start: range.start, end: range.end, nodeCount: 1))
            scalars.append(scalar)
            if let anchor = event.anchor { defineAnchor(anchor, as: node, at: range) }
            try attach(node)
        case .alias(let name):
            try attach(try resolveAlias(name?.string ?? "", at: eventRange(&converter)))
        case .sequenceStart, .mappingStart:
            writtenNodes += 1
            guard stack.count < limits.maxDepth else {
                try fail(.error(
                    .nestingTooDeep,
                    "expected at most \(limits.maxDepth) levels of nested sequences and mappings, found more; raise the limit with --max-depth if this is intended",
                    at: eventRange(&converter)))
            }
            let isMapping: Bool
            if case .mappingStart = event.kind { isMapping = true } else { isMapping = false }
            let tag = event.tag == nil ? nil : collectionTag(event.tag, isMapping: isMapping, range: eventRange(&converter))
            var frame = Frame(
                isMapping: isMapping, start: event.start, firstChild: openChildren.count, extras: extrasIndex(tag: tag, anchor: event.anchor))
            if let anchor = event.anchor {
                frame.anchorDefinition = nextAnchorDefinition
                anchors[anchor] = Anchor(definition: nextAnchorDefinition, range: eventRange(&converter), node: nil)
                nextAnchorDefinition += 1
            }
            stack.append(frame)
        case .sequenceEnd, .mappingEnd:
            let frame = stack.removeLast()
            let range = converter.range(frame.start, event.end)
            let childCount = openChildren.count - frame.firstChild
            let node = appendNode(.init(
                kind: frame.isMapping ? .mapping : .sequence, first: Int32(children.count),
                count: Int32(frame.isMapping ? childCount / 2 : childCount), extras: frame.extras,
                start: range.start, end: range.end, nodeCount: frame.nodeCount))
            children.append(contentsOf: openChildren[frame.firstChild...])
            openChildren.removeSubrange(frame.firstChild...)
            if frame.hasKeyIndex { keyIndexes[stack.count] = nil }
            if frame.anchorDefinition >= 0, let name = extras[Int(frame.extras)].anchor, anchors[name]?.definition == frame.anchorDefinition {
                anchors[name]?.node = node
            }
            try attach(node)
        }
        return .more
    }

    // MARK: - Tree

    /// An open collection. Plain values only: a frame is read and written for every node
    /// inside it, and a reference-counted member would be retained and released each time.
    private struct Frame {
        var isMapping: Bool
        var start: LibYAMLMark
        /// Where this collection's children start in `openChildren`.
        var firstChild: Int
        /// Index in `extras` of the collection's tag and anchor, or -1.
        var extras: Int32
        /// The anchor's definition number, or -1 when it has none.
        var anchorDefinition = -1
        /// A mapping's next node is a value whose key has been accepted.
        var expectsValue = false
        /// The key was refused, so its value is dropped too.
        var dropsNextValue = false
        /// Its keys are indexed in `keyIndexes`.
        var hasKeyIndex = false
        var nodeCount = 1

        init(isMapping: Bool, start: LibYAMLMark, firstChild: Int, extras: Int32) {
            self.isMapping = isMapping
            self.start = start
            self.firstChild = firstChild
            self.extras = extras
        }
    }

    private mutating func appendNode(_ record: YAMLDocument.Record) -> Int32 {
        records.append(record)
        return Int32(records.count - 1)
    }

    private mutating func extrasIndex(tag: String?, anchor: String?) -> Int32 {
        guard tag != nil || anchor != nil else { return -1 }
        extras.append((tag, anchor))
        return Int32(extras.count - 1)
    }

    private func nodeRange(_ node: Int32) -> SourceRange {
        let record = records[Int(node)]
        return SourceRange(file: file.sourcePath, start: record.start, end: record.end)
    }

    private mutating func attach(_ node: Int32) throws(Stop) {
        guard !stack.isEmpty else {
            rootIndex = node
            return
        }
        let top = stack.count - 1
        stack[top].nodeCount += records[Int(node)].nodeCount
        guard stack[top].isMapping else {
            openChildren.append(node)
            return
        }
        if stack[top].expectsValue {
            stack[top].expectsValue = false
            openChildren.append(node)
        } else if stack[top].dropsNextValue {
            stack[top].dropsNextValue = false
        } else if acceptKey(node) {
            stack[top].expectsValue = true
            openChildren.append(node)
        } else {
            stack[top].dropsNextValue = true
        }
    }

    /// Checks a mapping key; reports and returns false for one that cannot be used.
    private mutating func acceptKey(_ key: Int32) -> Bool {
        let record = records[Int(key)]
        guard record.kind == .scalar else {
            report(.error(
                .nonScalarKey, "expected a scalar as mapping key, found \(record.kind == .mapping ? "a mapping" : "a sequence")",
                at: nodeRange(key)))
            return false
        }
        let scalarIndex = Int(record.first)
        if scalars[scalarIndex].style == .plain, scalars[scalarIndex].text.utf8.count == 2, scalars[scalarIndex].text == "<<",
            record.extras < 0 || extras[Int(record.extras)].tag == nil
        {
            report(.error(
                .mergeKey,
                "merge key '<<' is not supported: merge keys belong to YAML 1.1 and were dropped from YAML 1.2; write the keys out, or reuse the whole mapping with an alias",
                at: nodeRange(key)))
            return false
        }
        if let first = firstKey(sameAs: scalarIndex) {
            let text = scalars[scalarIndex].text
            report(.error(
                .duplicateKey, "duplicate key '\(text)' in mapping; each key may appear once",
                at: nodeRange(key),
                notes: [.init("'\(text)' first appears here", at: nodeRange(first))]))
            return false
        }
        if stack[stack.count - 1].hasKeyIndex { keyIndexes[stack.count - 1]![ExactKey(scalars[scalarIndex].value)] = key }
        return true
    }

    /// Mappings in specs mostly hold a handful of keys, for which comparing with each
    /// accepted key (the entries' keys, as no key is pending) costs less than hashing.
    private static let keyIndexThreshold = 12

    /// The accepted key of the open mapping whose value equals that of scalar `candidate`.
    private mutating func firstKey(sameAs candidate: Int) -> Int32? {
        let frame = stack.count - 1
        let firstChild = stack[frame].firstChild
        // No key is pending, so the open children are whole entries: key, value, key, value…
        let keyPositions = stride(from: firstChild, to: openChildren.count, by: 2)
        if !stack[frame].hasKeyIndex, (openChildren.count - firstChild) / 2 >= Self.keyIndexThreshold {
            var index: [ExactKey: Int32] = [:]
            for position in keyPositions {
                let node = openChildren[position]
                let value = ExactKey(scalars[Int(records[Int(node)].first)].value)
                if index[value] == nil { index[value] = node }
            }
            keyIndexes[frame] = index
            stack[frame].hasKeyIndex = true
        }
        if stack[frame].hasKeyIndex { return keyIndexes[frame]![ExactKey(scalars[candidate].value)] }
        return records.withUnsafeBufferPointer { records in
            scalars.withUnsafeBufferPointer { scalars in
                for position in keyPositions {
                    let node = openChildren[position]
                    if Self.sameKey(scalars[Int(records[Int(node)].first)], scalars[candidate]) { return node }
                }
                return nil
            }
        }
    }

    /// Equal values, as `ExactKey` compares them; string keys (most keys) of different
    /// lengths are told apart without comparing, or copying, their text.
    private static func sameKey(_ first: borrowing YAMLScalar, _ second: borrowing YAMLScalar) -> Bool {
        if first.isString, second.isString { return ExactKey.sameText(first.text, second.text) }
        return first.value == second.value
    }

    // MARK: - Anchors and aliases

    private struct Anchor {
        var definition: Int
        var range: SourceRange
        /// Nil while the anchored collection is still open.
        var node: Int32?
    }

    private mutating func defineAnchor(_ name: String, as node: Int32, at range: SourceRange) {
        anchors[name] = Anchor(definition: nextAnchorDefinition, range: range, node: node)
        nextAnchorDefinition += 1
    }

    private mutating func resolveAlias(_ name: String, at range: SourceRange) throws(Stop) -> Int32 {
        guard let anchor = anchors[name] else {
            report(.error(
                .unknownAnchor, "alias '*\(name)' refers to no anchor; define '&\(name)' on a node before the alias",
                at: range))
            let placeholder = appendNode(.init(
                kind: .scalar, first: Int32(scalars.count), count: 0, extras: -1, start: range.start, end: range.end, nodeCount: 1))
            scalars.append(YAMLScalar(value: .null, text: "", style: .plain))
            return placeholder
        }
        guard let node = anchor.node else {
            try fail(.error(
                .recursiveAlias, "alias '*\(name)' refers to a node that contains it, which would make the document infinite",
                at: range,
                notes: [.init("anchor '&\(name)' is defined here", at: anchor.range)]))
        }
        let record = records[Int(node)]
        if record.kind != .scalar {
            collectionAliases += 1
            if collectionAliases > limits.maxCollectionAliases {
                try fail(.error(
                    .aliasLimit,
                    "expected at most \(limits.maxCollectionAliases) aliases to sequences or mappings in one file, found more; raise the limit with --max-aliases if this is intended",
                    at: range,
                    notes: [.init("anchor '&\(name)' is defined here", at: anchor.range)]))
            }
        }
        aliasedNodes += record.nodeCount
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

    /// The scalar and the short form of its tag, if it keeps one; `utf8` is `text` as libyaml lent it.
    private mutating func makeScalar(
        text: String, utf8: UnsafeBufferPointer<UInt8>, style: YAMLScalar.Style, tag: String?, range: SourceRange
    ) -> (YAMLScalar, tag: String?) {
        func node(_ value: YAMLScalar.Value, tag: String? = nil) -> (YAMLScalar, tag: String?) {
            (YAMLScalar(value: value, text: text, style: style), tag)
        }
        func resolved(_ resolution: CoreSchema.Resolution?, tag: String?) -> (YAMLScalar, tag: String?) {
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
            return style == .plain && tag == nil ? resolved(CoreSchema.resolvePlain(text, utf8: utf8), tag: nil) : node(.string(text))
        }
        let short = CoreSchema.shortForm(ofTag: tag)
        guard let name = Self.standardName(tag), Self.scalarTags.contains(name) || Self.collectionTags.contains(name) else {
            reportUnsupportedTag(short, at: range)
            return style == .plain ? resolved(CoreSchema.resolvePlain(text, utf8: utf8), tag: nil) : node(.string(text))
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

/// A mapping key's value as YAML compares keys: two strings are the same key only when
/// they are the same code points. Swift's `String` equality would also equate canonically
/// equivalent texts ("K" and the Kelvin sign "\u{212A}", or "é" precomposed and
/// decomposed), which YAML holds to be different keys.
private struct ExactKey: Hashable {
    let value: YAMLScalar.Value

    init(_ value: YAMLScalar.Value) {
        self.value = value
    }

    static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
        if case .string(let left) = lhs.value, case .string(let right) = rhs.value { return sameText(left, right) }
        return lhs.value == rhs.value
    }

    // Hashing as `String` does stays consistent: texts with the same code points are
    // canonically equivalent too, so they hash alike.
    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }

    static func sameText(_ first: String, _ second: String) -> Bool {
        // Different code points are mostly told apart by `==`, which compares ASCII and
        // other normalized text as bytes; only equal texts need the exact comparison.
        first.utf8.count == second.utf8.count && first == second && first.utf8.elementsEqual(second.utf8)
    }
}
