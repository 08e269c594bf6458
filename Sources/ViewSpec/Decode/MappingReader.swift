/// Reads the keys of one mapping in a spec, remembering which were used so that every
/// key the language does not define is reported (with a suggestion) instead of ignored.
///
/// A mapping is read as one `Construct` of the vocabulary, and only that construct's keys
/// can be asked for: the vocabulary, which the schema is generated from, is the list of
/// keys the decoder accepts.
///
/// Not copyable: a reader is made for every mapping of every spec, and each copy the
/// compiler made of it retained and released the document, the construct and the context.
struct MappingReader: ~Copyable {
    let node: YAMLNode
    let construct: Construct
    private let context: DecodeContext
    /// Where the mapping's entries start in its document, and how many there are: kept
    /// rather than the mapping itself, which would be one more reference to count each time
    /// a reader is made or copied.
    private let firstEntry: Int32
    let count: Int
    /// Which entry holds each of the construct's keys, by key position: the entry's
    /// position + 1, or 0 where the mapping lacks the key. Worked out once, when the reader
    /// is made, so that asking for a key does not search the mapping. Inline rather than
    /// an array, so that reading a mapping allocates nothing; `largeEntries` takes over for
    /// mappings beyond its reach. 64 keys: a preference item has more than 32, and every
    /// spec has many items.
    private var entryOfKey = SIMD64<UInt8>()
    /// Entry position by key position, for a construct of more than 64 keys or a mapping of
    /// more than 254 entries; nil while `entryOfKey` serves.
    private var largeEntries: [Int: Int]?
    /// Where the next key asked for is looked for first: decoders ask for a construct's
    /// keys mostly in the vocabulary's order, so it is usually the one after the last.
    private var nextKeyGuess = 0
    /// Which of the construct's keys were asked for, by position in `construct.keys`: the
    /// list an unknown key's message offers.
    private var askedKeys: EntrySet
    /// Which entries were asked for, by position; a mapping's keys are unique, so an entry
    /// not among them has a key the decoder does not know.
    private var readEntries: EntrySet
    /// Whether an entry's key is none of the construct's: only then can the mapping hold a
    /// misspelt key, which is looked for only then.
    private var hasOtherKeys = false

    /// Nil, after reporting, when `node` is not a mapping.
    init?(_ node: YAMLNode, _ context: DecodeContext, what: @autoclosure () -> String, construct: Construct) {
        guard let entries = node.mapping else {
            Self.reportNotMapping(node, what: what(), context: context)
            return nil
        }
        self.init(node, entries: entries, context: context, construct: construct)
    }

    /// Out of line, as every decoder makes readers and nearly every node is a mapping.
    @inline(never)
    private static func reportNotMapping(_ node: YAMLNode, what: String, context: DecodeContext) {
        context.expected("\(what) as a mapping", found: node)
    }

    /// Apart from the failable initializer, whose description of the mapping each caller
    /// writes differently: its body is compiled once rather than once per caller.
    private init(_ node: YAMLNode, entries: YAMLMapping, context: DecodeContext, construct: Construct) {
        self.node = node
        self.construct = construct
        self.context = context
        self.firstEntry = entries.first
        self.count = entries.count
        self.readEntries = EntrySet(count: entries.count)
        self.askedKeys = EntrySet(count: construct.keys.count)
        if construct.keys.count > SIMD64<UInt8>.scalarCount || entries.count >= Int(UInt8.max) { largeEntries = [:] }
        for position in 0..<entries.count {
            guard let keyIndex = entries.withKeyBytes(at: position, { construct.keyIndex(utf8: $0) }) ?? nil else {
                hasOtherKeys = true
                continue
            }
            if largeEntries != nil {
                largeEntries![keyIndex] = position
            } else {
                entryOfKey[keyIndex] = UInt8(position + 1)
            }
        }
    }

    /// The position of the entry holding the construct's key at `keyIndex`.
    private func position(ofKeyAt keyIndex: Int) -> Int? {
        if let largeEntries { return largeEntries[keyIndex] }
        let stored = Int(entryOfKey[keyIndex])
        return stored == 0 ? nil : stored - 1
    }

    /// `position(ofKeyAt:)` reading the inline table where it is stored: a vector read at
    /// an index not known in advance is otherwise copied whole first, and every key asked
    /// for is read this way.
    private mutating func mutatingPosition(ofKeyAt keyIndex: Int) -> Int? {
        if let largeEntries { return largeEntries[keyIndex] }
        let stored = Int(withUnsafeBytes(of: &entryOfKey) { $0[keyIndex] })
        return stored == 0 ? nil : stored - 1
    }

    /// The position of `key` among the construct's keys.
    private mutating func keyIndex(of key: String) -> Int? {
        if construct.hasKey(key, at: nextKeyGuess) {
            nextKeyGuess += 1
            return nextKeyGuess - 1
        }
        guard let index = construct.keyIndex(key) else { return nil }
        nextKeyGuess = index + 1
        return index
    }

    /// The value of `key`, which this mapping may have.
    mutating func optional(_ key: String) -> YAMLNode? {
        // A programming error, found by the tests that decode every example.
        guard let keyIndex = keyIndex(of: key) else {
            assertionFailure("the vocabulary's '\(construct.name)' has no key '\(key)'")
            return nil
        }
        askedKeys.insert(keyIndex)
        context.recordKey(key, of: construct)
        guard let position = mutatingPosition(ofKeyAt: keyIndex) else { return nil }
        readEntries.insert(position)
        return entries.value(at: position)
    }

    /// Whether the mapping has the construct's key at `keyIndex`.
    func hasKey(at keyIndex: Int) -> Bool { position(ofKeyAt: keyIndex) != nil }

    /// The key itself (for positioning a diagnostic on it).
    func keyNode(_ key: String) -> YAMLNode? {
        guard let keyIndex = construct.keyIndex(key), let position = position(ofKeyAt: keyIndex) else { return nil }
        return entries[position].key
    }

    /// What removing the entry of `key` removes: from the end of the entry before it to the
    /// end of its value, or, for the first entry, from its key to the next entry's key; so
    /// that a flow mapping keeps its commas and a block mapping its lines.
    func entryRemovalRange(_ key: String) -> SourceSpan? {
        guard let keyIndex = construct.keyIndex(key), let position = position(ofKeyAt: keyIndex) else { return nil }
        let entries = self.entries
        let entry = entries[position]
        if position > 0 {
            let previous = entries.value(at: position - 1).span
            return entry.key.span.sameFile(fromOffset: previous.endOffset, toOffset: entry.value.span.endOffset)
        }
        if position + 1 < entries.count {
            return entry.key.span.sameFile(fromOffset: entry.key.span.startOffset, toOffset: entries[position + 1].key.span.startOffset)
        }
        return entry.key.span.sameFile(fromOffset: entry.key.span.startOffset, toOffset: entry.value.span.endOffset)
    }

    /// The key of the entry at `position`, if it is a scalar.
    func key(at position: Int) -> String? { entries.keyText(at: position) }

    /// The entries, as a collection, for the rarer questions about all of them.
    private var entries: YAMLMapping { YAMLMapping(document: node.document, first: firstEntry, count: count, aliasUse: node.aliasUse) }

    var range: SourceSpan { node.span }

    /// The value of `key`, which this mapping must have; reports its absence, with `hint`
    /// when there is one.
    mutating func required(_ key: String, in what: @autoclosure () -> String) -> YAMLNode? {
        guard let value = optional(key) else {
            reportMissing(key, in: what())
            return nil
        }
        return value
    }

    /// Reports that `key` is missing, with `hint` when there is one, unless a misspelling
    /// of it is what the mapping has.
    func reportMissing(_ key: String, in what: String, hint: String? = nil) {
        guard !hasMisspelling(ofAnyOf: [key]) else { return }
        // At the start of the mapping, not across all of it.
        context.error(.missingKey, "\(what) needs the key '\(key)'" + (hint.map { "; \($0)" } ?? ""), at: node.span.atStart)
    }

    /// Whether a key the construct lacks resembles one of `keys`: then `rejectUnknownKeys`
    /// reports it with the key it resembles, and that the key is missing is the same mistake.
    func hasMisspelling(ofAnyOf keys: [String]) -> Bool {
        hasOtherKeys && (0..<entries.count).contains { misspells(keys, at: $0) }
    }

    /// The value written under a misspelling of `key`: what the reader would have read.
    func valueOfMisspelling(of key: String) -> YAMLNode? {
        guard hasOtherKeys else { return nil }
        return (0..<entries.count).first { misspells([key], at: $0) }.map { entries[$0].value }
    }

    private func misspells(_ keys: [String], at position: Int) -> Bool {
        guard let text = entries.keyText(at: position), construct.keyIndex(text) == nil else { return false }
        return Suggestion.closest(to: text, among: keys) != nil
    }

    /// Reports every key not asked for, and says whether there was any. Call once, after
    /// all `optional`/`required` calls.
    @discardableResult
    func rejectUnknownKeys(in what: @autoclosure () -> String, reserved: [String: String] = [:]) -> Bool {
        // Nearly every mapping has only keys that were asked for.
        if readEntries.containsAll(below: count) { return false }
        return reportUnknownKeys(in: what(), reserved: reserved)
    }

    /// `rejectUnknownKeys` for a mapping with an entry not asked for, out of line: building
    /// the messages and suggestions is most of the code, and it runs only for a mistake.
    @inline(never)
    private func reportUnknownKeys(in what: String, reserved: [String: String]) -> Bool {
        var found = false
        // In the vocabulary's order, which is also the schema's and the documentation's.
        lazy var known = construct.keyNames.indices.filter { askedKeys.contains($0) }.map { construct.keyNames[$0] }
        for position in 0..<entries.count where !readEntries.contains(position) {
            found = true
            let entry = entries[position]
            let key = entries.keyText(at: position) ?? ""
            if let reason = reserved[key] {
                context.error(.reservedKind, reason, at: entry.key.span)
                continue
            }
            let expected = known.map { "'\($0)'" }.joined(separator: ", ")
            var fixIts: [Diagnostic.FixIt] = []
            let suggestion = Suggestion.closest(to: key, among: known)
            if let suggestion { fixIts.append(.init("replace '\(key)' with '\(suggestion)'", replacing: entry.key.span, with: suggestion)) }
            context.error(
                .unknownKey,
                "unknown key '\(key)' in \(what)" + (suggestion.map { "; did you mean '\($0)'?" } ?? "; expected one of \(expected)"),
                at: entry.key.span, fixIts: fixIts)
        }
        return found
    }
}

/// A set of entry positions: a bit mask for the mappings specs are made of, a set beyond.
private struct EntrySet {
    private var mask: UInt64 = 0
    private var large: Set<Int>?

    init(count: Int) {
        if count > UInt64.bitWidth { large = [] }
    }

    mutating func insert(_ position: Int) {
        if large != nil {
            large?.insert(position)
        } else {
            mask |= 1 << UInt64(position)
        }
    }

    /// Whether every position below `count` is in the set.
    func containsAll(below count: Int) -> Bool {
        if let large { return large.count == count }
        return count == UInt64.bitWidth ? mask == .max : mask == (1 << UInt64(count)) &- 1
    }

    func contains(_ position: Int) -> Bool {
        if let large { return large.contains(position) }
        return mask & (1 << UInt64(position)) != 0
    }
}
