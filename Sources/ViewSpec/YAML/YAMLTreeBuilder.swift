/// Builds the node tree from libyaml's events with an explicit stack (no recursion, so
/// no input can exhaust the call stack) and enforces the loading policies as it goes.
///
/// Nodes are appended to flat arrays as they complete (a collection when it ends, after
/// its children), and a collection's children are gathered on one shared stack of node
/// indexes, then copied out contiguously when the collection ends. A scalar's bytes are
/// copied once, into the document's text; it becomes a string only when someone reads it.
///
/// A value rather than an object: it is touched for every event, and the open frames of a
/// class would have every access to them checked for exclusivity at run time.
struct YAMLTreeBuilder {
    private(set) var diagnostics: [Diagnostic] = []

    private let file: SourceFile
    private var converter: MarkConverter
    private let limits: YAMLLimits

    private var records: [YAMLDocument.Record] = []
    /// The scalars' bytes so far are `text[..<textCount]`; see `appendText`.
    private var text: [UInt8]
    private var textCount = 0
    private var children: [Int32] = []
    private var extras: [Int32: YAMLDocument.Extras] = [:]
    private var rootIndex: Int32?

    private var stack: [Frame] = []
    /// The children of the open collections, innermost last.
    private var openChildren: [Int32] = []
    /// The tags and anchors of the open collections that have one, innermost last.
    private var openExtras: [YAMLDocument.Extras] = []
    /// The accepted keys of each open mapping that has too many to compare one by one, by
    /// the mapping's depth in `stack`; kept when the mapping ends, for the next one there.
    private var keyIndexes: [KeyIndex] = []
    private var anchors: [String: Anchor] = [:]
    private var aliasUses: [YAMLDocument.AliasUse] = []
    /// Slot in `children` → alias use, for the children that are aliases.
    private var aliasSlots: [Int32: Int32] = [:]
    /// Aliases among the open collections' children: position in `openChildren`, alias use.
    private var openAliases: [(position: Int, use: Int32)] = []
    private var nextAnchorDefinition = 0
    /// Nodes written in the file so far; aliases add none.
    private var writtenNodes = 0
    /// Nodes that aliases stood for so far.
    private var aliasedNodes = 0
    private var collectionAliases = 0
    private var firstDocumentStart: SourceSpan?

    init(file: SourceFile, converter: MarkConverter, limits: YAMLLimits) {
        self.file = file
        self.converter = converter
        self.limits = limits
        // Specs hold a node for about every 10 bytes, and about half their bytes are
        // scalars' text; growing the lists from empty copied them a dozen times.
        let expectedNodes = file.bytes.count / 8
        records.reserveCapacity(expectedNodes)
        children.reserveCapacity(expectedNodes)
        text = [UInt8](repeating: 0, count: file.bytes.count)
    }

    /// The document's root, once `run` has read a complete one.
    mutating func makeRoot() -> YAMLNode? {
        guard let rootIndex else { return nil }
        text.removeSubrange(textCount...)
        let document = YAMLDocument(
            file: file.sourcePath, records: records, text: text, children: children, extras: extras, aliasUses: aliasUses, aliasSlots: aliasSlots)
        return YAMLNode(document, rootIndex)
    }

    /// Consumes events until the stream ends or a problem makes going on pointless.
    mutating func run(_ reader: inout LibYAMLEventReader, bomLength: Int) {
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
        switch event.kind {
        case .streamStart, .documentEnd:
            break
        case .streamEnd:
            return .streamEnded
        case .documentStart:
            let range = converter.span(event.start, event.end)
            if let firstDocumentStart {
                try fail(.error(
                    .multipleDocuments,
                    "expected one YAML document per spec file, found a second document",
                    at: range,
                    notes: [.init("the first document starts here", at: firstDocumentStart)]))
            }
            firstDocumentStart = range
        case .scalar(let bytes, let style):
            try addScalar(bytes, style: style, event: event)
        case .alias(let name):
            let span = converter.span(event.start, event.end)
            let anchorName = name?.string ?? ""
            let anchored = anchors[anchorName]?.node != nil
            let (node, nodeCount) = try resolveAlias(anchorName, at: span)
            // An alias to no anchor stands for nothing written elsewhere: it is its own place.
            var use: Int32?
            if anchored {
                use = Int32(aliasUses.count)
                aliasUses.append(.init(expansion: .aliasExpansion(of: file.sourcePath, alias: span.startOffset..<span.endOffset, anchor: anchorName)))
            }
            try attach(node, nodeCount: nodeCount, aliasUse: use)
        case .sequenceStart:
            try open(isMapping: false, event: event)
        case .mappingStart:
            try open(isMapping: true, event: event)
        case .sequenceEnd, .mappingEnd:
            try close(at: event.end)
        }
        return .more
    }

    private mutating func addScalar(_ bytes: UnsafeBufferPointer<UInt8>, style: YAMLScalar.Style, event: YAMLEvent) throws(Stop) {
        writtenNodes += 1
        let range = converter.span(event.start, event.end)
        var kind = YAMLDocument.ScalarKind.string
        var tag: String?
        if let writtenTag = event.tag {
            (kind, tag) = resolveTagged(bytes, style: style, tag: writtenTag, at: range)
        } else if style == .plain {
            kind = plainKind(bytes, at: range)
        }
        let anchor = event.anchor
        let node = Int32(records.count)
        records.append(.init(
            kind: .scalar, scalarKind: kind, style: style, hasExtras: tag != nil || anchor != nil, first: Int32(textCount),
            count: Int32(bytes.count), nodeCount: 1, start: UInt32(range.startOffset), end: UInt32(range.endOffset)))
        appendText(bytes)
        if tag != nil || anchor != nil { extras[node] = .init(tag: tag, anchor: anchor) }
        if let anchor { defineAnchor(anchor, as: node, at: range) }
        try attach(node, nodeCount: 1)
    }

    /// Copies a scalar's bytes to the end of the document's text. The text starts as long
    /// as the file, which holds the scalars of nearly any file (unescaping, folding and
    /// line-break normalization shorten them; only the escapes `\L` and `\P` lengthen
    /// theirs), so a copy is one `memcpy` where `Array.append(contentsOf:)` walked the
    /// bytes as a sequence; the text grows for a scalar past its end.
    private mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        let end = textCount + bytes.count
        if end > text.count { text.append(contentsOf: repeatElement(0, count: max(end - text.count, text.count))) }
        if let source = bytes.baseAddress, !bytes.isEmpty {
            let start = textCount
            text.withUnsafeMutableBufferPointer { $0.baseAddress?.advanced(by: start).update(from: source, count: bytes.count) }
        }
        textCount = end
    }

    private mutating func open(isMapping: Bool, event: YAMLEvent) throws(Stop) {
        writtenNodes += 1
        guard stack.count < limits.maxDepth else {
            try fail(.error(
                .nestingTooDeep,
                "expected at most \(limits.maxDepth) levels of nested sequences and mappings, found more; raise the limit with --max-depth if this is intended",
                at: converter.span(event.start, event.end)))
        }
        var frame = Frame(isMapping: isMapping, start: UInt32(converter.offset(event.start)), firstChild: openChildren.count)
        if event.lentTag != nil || event.lentAnchor != nil {
            let tag = event.tag.flatMap { collectionTag($0, isMapping: isMapping, range: converter.span(event.start, event.end)) }
            let anchor = event.anchor
            if tag != nil || anchor != nil {
                frame.hasExtras = true
                openExtras.append(.init(tag: tag, anchor: anchor))
            }
            if let anchor {
                frame.anchorDefinition = nextAnchorDefinition
                anchors[anchor] = Anchor(definition: nextAnchorDefinition, range: converter.span(event.start, event.end), node: nil)
                nextAnchorDefinition += 1
            }
        }
        stack.append(frame)
    }

    private mutating func close(at endMark: LibYAMLMark) throws(Stop) {
        let frame = stack.removeLast()
        let childCount = openChildren.count - frame.firstChild
        let node = Int32(records.count)
        records.append(.init(
            kind: frame.isMapping ? .mapping : .sequence, scalarKind: .null, style: .plain, hasExtras: frame.hasExtras,
            first: Int32(children.count), count: Int32(frame.isMapping ? childCount / 2 : childCount), nodeCount: frame.nodeCount,
            start: frame.start, end: UInt32(converter.offset(endMark))))
        // The aliases among the children keep their slots where the children go.
        while let last = openAliases.last, last.position >= frame.firstChild {
            aliasSlots[Int32(children.count + last.position - frame.firstChild)] = last.use
            openAliases.removeLast()
        }
        children.append(contentsOf: openChildren[frame.firstChild...])
        openChildren.removeSubrange(frame.firstChild...)
        if frame.hasKeyIndex { keyIndexes[stack.count].removeAll() }
        if frame.hasExtras {
            let nodeExtras = openExtras.removeLast()
            extras[node] = nodeExtras
            if frame.anchorDefinition >= 0, let name = nodeExtras.anchor, anchors[name]?.definition == frame.anchorDefinition {
                anchors[name]?.node = node
            }
        }
        try attach(node, nodeCount: frame.nodeCount)
    }

    // MARK: - Tree

    /// An open collection. Plain values only: a frame is read and written for every node
    /// inside it, and a reference-counted member would be retained and released each time.
    private struct Frame {
        var isMapping: Bool
        /// A mapping's next node is a value whose key has been accepted.
        var expectsValue = false
        /// The key was refused, so its value is dropped too.
        var dropsNextValue = false
        /// Its keys are indexed in `keyIndexes`.
        var hasKeyIndex = false
        /// Its tag and anchor are the last of `openExtras`.
        var hasExtras = false
        var nodeCount: UInt32 = 1
        /// Byte offset of its first byte.
        var start: UInt32
        /// Where this collection's children start in `openChildren`.
        var firstChild: Int
        /// The anchor's definition number, or -1 when it has none.
        var anchorDefinition = -1

        init(isMapping: Bool, start: UInt32, firstChild: Int) {
            self.isMapping = isMapping
            self.start = start
            self.firstChild = firstChild
        }
    }

    private func nodeRange(_ node: Int32) -> SourceSpan {
        let record = records[Int(node)]
        return file.span(from: Int(record.start), to: Int(record.end))
    }

    private mutating func attach(_ node: Int32, nodeCount: UInt32, aliasUse: Int32? = nil) throws(Stop) {
        guard !stack.isEmpty else {
            rootIndex = node
            return
        }
        let childrenBefore = openChildren.count
        defer {
            if let aliasUse, openChildren.count > childrenBefore { openAliases.append((openChildren.count - 1, aliasUse)) }
        }
        let top = stack.count - 1
        // Saturating: only the alias limits read counts this large, and they stop far below.
        let (sum, overflows) = stack[top].nodeCount.addingReportingOverflow(nodeCount)
        stack[top].nodeCount = overflows ? .max : sum
        if !stack[top].isMapping {
            openChildren.append(node)
        } else if stack[top].expectsValue {
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
            reportNonScalarKey(key)
            return false
        }
        if record.style == .plain, record.count == 2, !record.hasExtras || extras[key]?.tag == nil, isMergeKey(record) {
            reportMergeKey(key)
            return false
        }
        if let first = firstKey(sameAs: key) {
            reportDuplicateKey(key, first: first)
            return false
        }
        return true
    }

    // The reports of `acceptKey`, out of line: every key is checked, and nearly every one
    // is accepted.

    @inline(never)
    private mutating func reportNonScalarKey(_ key: Int32) {
        report(.error(
            .nonScalarKey, "expected a scalar as mapping key, found \(records[Int(key)].kind == .mapping ? "a mapping" : "a sequence")",
            at: nodeRange(key)))
    }

    @inline(never)
    private mutating func reportMergeKey(_ key: Int32) {
        report(.error(
            .mergeKey,
            "merge key '<<' is not supported: merge keys belong to YAML 1.1 and were dropped from YAML 1.2; write the keys out, or reuse the whole mapping with an alias",
            at: nodeRange(key)))
    }

    @inline(never)
    private mutating func reportDuplicateKey(_ key: Int32, first: Int32) {
        let record = records[Int(key)]
        let keyText = String(decoding: text[Int(record.first)..<Int(record.first + record.count)], as: UTF8.self)
        report(.error(
            .duplicateKey, "duplicate key '\(keyText)' in mapping; each key may appear once",
            at: nodeRange(key),
            notes: [.init("'\(keyText)' first appears here", at: nodeRange(first))]))
    }

    private func isMergeKey(_ record: YAMLDocument.Record) -> Bool {
        text[Int(record.first)] == UInt8(ascii: "<") && text[Int(record.first) + 1] == UInt8(ascii: "<")
    }

    /// Mappings in specs mostly hold a handful of keys, for which comparing with each
    /// accepted key (the entries' keys, as no key is pending) costs less than hashing.
    private static let keyIndexThreshold = 12

    /// The accepted key of the open mapping that is the same key as `candidate`; a new
    /// key is added to the mapping's index, if it has one.
    private mutating func firstKey(sameAs candidate: Int32) -> Int32? {
        let frame = stack.count - 1
        let firstChild = stack[frame].firstChild
        // No key is pending, so the open children are whole entries: key, value, key, value…
        let keyCount = (openChildren.count - firstChild) / 2
        if !stack[frame].hasKeyIndex, keyCount < Self.keyIndexThreshold {
            return records.withUnsafeBufferPointer { records in
                text.withUnsafeBufferPointer { text in
                    openChildren.withUnsafeBufferPointer { openChildren in
                        let wanted = records[Int(candidate)]
                        for position in stride(from: firstChild, to: openChildren.count, by: 2) {
                            let node = openChildren[position]
                            if Self.sameKey(records[Int(node)], wanted, text: text) { return node }
                        }
                        return nil
                    }
                }
            }
        }
        return indexedKey(sameAs: candidate, frame: frame)
    }

    /// `firstKey(sameAs:)` for a mapping of many keys, through its index: out of line, as
    /// the mappings of specs are nearly all small.
    @inline(never)
    private mutating func indexedKey(sameAs candidate: Int32, frame: Int) -> Int32? {
        let firstChild = stack[frame].firstChild
        while keyIndexes.count <= frame { keyIndexes.append(KeyIndex()) }
        let keysToIndex = stack[frame].hasKeyIndex ? [] : stride(from: firstChild, to: openChildren.count, by: 2).map { openChildren[$0] }
        stack[frame].hasKeyIndex = true
        var index = KeyIndex()
        swap(&index, &keyIndexes[frame])
        defer { swap(&index, &keyIndexes[frame]) }
        return records.withUnsafeBufferPointer { records in
            text.withUnsafeBufferPointer { text in
                for key in keysToIndex { _ = index.insert(key, records: records, text: text) }
                return index.insert(candidate, records: records, text: text)
            }
        }
    }

    /// The same key as YAML compares keys: equal values, and for strings the same code
    /// points. Swift's `String` equality would also equate canonically equivalent texts
    /// ("K" and the Kelvin sign "\u{212A}", or "é" precomposed and decomposed), which YAML
    /// holds to be different keys; comparing UTF-8 bytes does not.
    fileprivate static func sameKey(_ first: YAMLDocument.Record, _ second: YAMLDocument.Record, text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.kind == .scalar, second.kind == .scalar, first.scalarKind == second.scalarKind else { return false }
        switch first.scalarKind {
        case .null, .true, .false:
            return true
        case .string:
            return YAMLDocument.bytes(of: first, in: text).hasSameBytes(as: YAMLDocument.bytes(of: second, in: text))
        case .int, .float:
            return keyValue(first, text: text) == keyValue(second, text: text)
        }
    }

    /// A number key's value, for comparing and hashing: `1`, `+1` and `0x1` are one key.
    fileprivate static func keyValue(_ record: YAMLDocument.Record, text: UnsafeBufferPointer<UInt8>) -> YAMLScalar.Value {
        YAMLDocument.value(of: record.scalarKind, text: String(decoding: YAMLDocument.bytes(of: record, in: text), as: UTF8.self))
    }

    // MARK: - Anchors and aliases

    private struct Anchor {
        var definition: Int
        var range: SourceSpan
        /// Nil while the anchored collection is still open.
        var node: Int32?
    }

    private mutating func defineAnchor(_ name: String, as node: Int32, at range: SourceSpan) {
        anchors[name] = Anchor(definition: nextAnchorDefinition, range: range, node: node)
        nextAnchorDefinition += 1
    }

    /// The node an alias stands for, and the nodes it counts for.
    private mutating func resolveAlias(_ name: String, at range: SourceSpan) throws(Stop) -> (Int32, UInt32) {
        guard let anchor = anchors[name] else {
            report(.error(
                .unknownAnchor, "alias '*\(name)' refers to no anchor; define '&\(name)' on a node before the alias",
                at: range))
            let placeholder = Int32(records.count)
            records.append(.init(
                kind: .scalar, scalarKind: .null, style: .plain, hasExtras: false, first: Int32(textCount), count: 0, nodeCount: 1,
                start: UInt32(range.startOffset), end: UInt32(range.endOffset)))
            return (placeholder, 1)
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
        aliasedNodes += Int(record.nodeCount)
        if aliasedNodes > limits.aliasExpansionFactor * writtenNodes {
            try fail(.error(
                .aliasLimit,
                "aliases expand to \(aliasedNodes) nodes, more than \(limits.aliasExpansionFactor) times the \(writtenNodes) nodes written so far; raise the factor with --alias-expansion-factor if this is intended",
                at: range,
                notes: [.init("anchor '&\(name)' is defined here", at: anchor.range)]))
        }
        return (node, record.nodeCount)
    }

    // MARK: - Tags and scalars

    private static let collectionTags: Set<String> = ["map", "seq"]
    private static let scalarTags: Set<String> = ["str", "int", "float", "bool", "null"]
    private static let supportedTagList = "!!str, !!int, !!float, !!bool, !!null, !!map, !!seq"

    /// The tag's short form when it suits a collection; reports and drops any other.
    private mutating func collectionTag(_ tag: String, isMapping: Bool, range: SourceSpan) -> String? {
        guard tag != "!" else { return nil }
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

    /// What a scalar with an explicit tag resolves to, and the short form of the tag if it
    /// keeps one; reports a tag it does not support or a value its tag does not admit.
    private mutating func resolveTagged(
        _ bytes: UnsafeBufferPointer<UInt8>, style: YAMLScalar.Style, tag: String, at range: SourceSpan
    ) -> (YAMLDocument.ScalarKind, tag: String?) {
        // The non-specific tag `!` makes a string of anything.
        guard tag != "!" else { return (.string, nil) }
        let text = String(decoding: bytes, as: UTF8.self)
        let short = CoreSchema.shortForm(ofTag: tag)
        guard let name = Self.standardName(tag), Self.scalarTags.contains(name) || Self.collectionTags.contains(name) else {
            reportUnsupportedTag(short, at: range)
            return (style == .plain ? plainKind(bytes, at: range) : .string, nil)
        }
        let kind: YAMLDocument.ScalarKind?
        switch name {
        case "str":
            kind = .string
        case "int":
            switch CoreSchema.resolveInteger(text) {
            case .value?: kind = .int
            case .integerOverflow?:
                reportIntegerOverflow(bytes, at: range)
                return (.string, short)
            case nil: kind = nil
            }
        case "float":
            kind = CoreSchema.floatValue(text) != nil ? .float : nil
        case "bool":
            switch CoreSchema.classifyPlain(bytes) {
            case .kind(.true): kind = .true
            case .kind(.false): kind = .false
            default: kind = nil
            }
        case "null":
            kind = CoreSchema.classifyPlain(bytes) == .kind(.null) ? .null : nil
        default:
            kind = nil
        }
        guard let kind else {
            report(.error(.invalidTaggedValue, "tag '\(short)' expects \(Self.describeTagKind(name)), found '\(text)'", at: range))
            return (.string, nil)
        }
        return (kind, short)
    }

    /// What an untagged plain scalar resolves to; an integer too large for 64 bits is
    /// reported and kept as a string.
    private mutating func plainKind(_ bytes: UnsafeBufferPointer<UInt8>, at range: SourceSpan) -> YAMLDocument.ScalarKind {
        switch CoreSchema.classifyPlain(bytes) {
        case .kind(let kind):
            return kind
        case .integerOverflow:
            reportIntegerOverflow(bytes, at: range)
            return .string
        }
    }

    private mutating func reportIntegerOverflow(_ bytes: UnsafeBufferPointer<UInt8>, at range: SourceSpan) {
        let text = String(decoding: bytes, as: UTF8.self)
        report(.error(
            .numberOutOfRange, "integer \(text) does not fit in 64 bits; quote it if it is meant as text",
            at: range,
            fixIts: [.init("replace \(text) with '\(text)'", replacing: range, with: YAMLQuoting.scalar(text))]))
    }

    private mutating func reportUnsupportedTag(_ short: String, at range: SourceSpan) {
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

/// The accepted keys of one large mapping, by value: an open-addressing table of node
/// indexes, hashed with the standard library's seeded hasher so that no file can choose
/// keys that collide.
private struct KeyIndex {
    /// Node index + 1 per slot, 0 for an empty one; the count is a power of two.
    private var slots: [Int32] = []
    private var count = 0

    mutating func removeAll() {
        if count > 0 {
            slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            count = 0
        }
    }

    /// The node already holding the same key as `node`; otherwise adds `node` and returns nil.
    mutating func insert(_ node: Int32, records: UnsafeBufferPointer<YAMLDocument.Record>, text: UnsafeBufferPointer<UInt8>) -> Int32? {
        if (count + 1) * 2 > slots.count { grow(records: records, text: text) }
        let record = records[Int(node)]
        let mask = slots.count - 1
        var slot = Self.hash(record, text: text) & mask
        while slots[slot] != 0 {
            let other = slots[slot] - 1
            if YAMLTreeBuilder.sameKey(records[Int(other)], record, text: text) { return other }
            slot = (slot + 1) & mask
        }
        slots[slot] = node + 1
        count += 1
        return nil
    }

    private mutating func grow(records: UnsafeBufferPointer<YAMLDocument.Record>, text: UnsafeBufferPointer<UInt8>) {
        let old = slots.filter { $0 != 0 }
        slots = Array(repeating: 0, count: max(32, slots.count * 2))
        let mask = slots.count - 1
        for stored in old {
            var slot = Self.hash(records[Int(stored - 1)], text: text) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = stored
        }
    }

    private static func hash(_ record: YAMLDocument.Record, text: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(record.scalarKind)
        switch record.scalarKind {
        case .string: hasher.combine(bytes: UnsafeRawBufferPointer(YAMLDocument.bytes(of: record, in: text)))
        case .int, .float: hasher.combine(YAMLTreeBuilder.keyValue(record, text: text))
        case .null, .true, .false: break
        }
        return hasher.finalize()
    }
}
