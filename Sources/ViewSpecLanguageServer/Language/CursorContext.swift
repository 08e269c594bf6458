/// Where the cursor is in a spec's YAML, read from the text around it alone: the keys and
/// sequence items from the top of the document down to the mapping the cursor is in,
/// and whether a key or a value is being typed there.
///
/// Made from lines and their indentation rather than from a parse, because the text an
/// editor asks about is mostly half typed: `toggle: ` with nothing after it, a `{` not
/// closed yet, a key without its colon. Block mappings and sequences are followed by
/// indentation; flow mappings and sequences on the cursor's line by their brackets.
struct CursorContext: Equatable {
    enum Component: Equatable {
        case key(String)
        case item
    }

    enum Slot: Equatable {
        /// A key of the mapping at `path` is typed.
        case key
        /// The value of this key of the mapping at `path` is typed.
        case value(key: String)
        /// An item of the sequence at `path` is typed.
        case item
    }

    /// From the top of the document to the collection the cursor is in.
    var path: [Component]
    var slot: Slot
    /// What is typed so far of the word at the cursor: its bytes from `wordStart` to the
    /// cursor. The word ends at `wordEnd`, which a completion replaces up to.
    var wordStart: Int
    var wordEnd: Int
    var typed: String
    /// The keys the mapping at `path` already has (for `.key`), which are not offered again.
    var existingKeys: Set<String>
    /// The key written at the cursor, when the cursor is on one (for hover).
    var keyUnderCursor: (name: String, start: Int, end: Int)?
    /// The scalar values of the keys the declaration around the cursor writes directly
    /// (a screen's `model`), read from its lines: what the cursor's surroundings say even
    /// while the file does not parse.
    var declarationValues: [String: String] = [:]

    static func == (lhs: CursorContext, rhs: CursorContext) -> Bool {
        lhs.path == rhs.path && lhs.slot == rhs.slot && lhs.typed == rhs.typed && lhs.existingKeys == rhs.existingKeys
    }

    /// Nil inside a comment or a quoted string's escape, where nothing is completed.
    init?(bytes: [UInt8], offset: Int) {
        let offset = min(max(offset, 0), bytes.count)
        let lines = Lines(bytes)
        let lineIndex = lines.index(containing: offset)
        let line = lines.parse(lineIndex)
        let column = offset - line.start
        // The cursor in the indentation or among the dashes: a key of a mapping there.
        let contentColumn = min(line.contentColumn, column)
        let cursorDashes = line.dashColumns.filter { $0 < contentColumn }

        // The block structure above the cursor's line.
        var components: [Component] = []
        var componentLines: [Int] = []
        var state = BlockState.mapping(column: contentColumn)
        var existing = Set<String>()
        var collectsSiblings = true
        if !cursorDashes.isEmpty {
            components += cursorDashes.map { _ in .item }
            state = .sequence(dashColumn: cursorDashes[0])
        }
        var index = lineIndex - 1
        while index >= 0 {
            let above = lines.parse(index)
            index -= 1
            guard !above.isBlank else { continue }
            switch state {
            case .mapping(let column):
                if above.contentColumn == column, let key = above.key {
                    if collectsSiblings { existing.insert(key) }
                    if !above.dashColumns.isEmpty {
                        components += above.dashColumns.map { _ in .item }
                        state = .sequence(dashColumn: above.dashColumns[0])
                        collectsSiblings = false
                    }
                } else if above.contentColumn < column {
                    guard let key = above.key else { index = -1; break }
                    components.append(.key(key))
                    componentLines.append(index + 1)
                    collectsSiblings = false
                    if above.dashColumns.isEmpty {
                        state = .mapping(column: above.contentColumn)
                    } else {
                        components += above.dashColumns.map { _ in .item }
                        state = .sequence(dashColumn: above.dashColumns[0])
                    }
                }
            case .sequence(let dash):
                if above.dashColumns.first == dash || above.contentColumn > dash { continue }
                guard let key = above.key else { index = -1; break }
                // The key owning the sequence: less indented, or level with the dashes.
                components.append(.key(key))
                componentLines.append(index + 1)
                if above.dashColumns.isEmpty {
                    state = .mapping(column: above.contentColumn)
                } else {
                    components += above.dashColumns.map { _ in .item }
                    state = .sequence(dashColumn: above.dashColumns[0])
                }
            }
        }
        // Keys below the cursor in the same mapping are there too.
        if collectsSiblings {
            var below = lineIndex + 1
            while below < lines.count {
                let line = lines.parse(below)
                below += 1
                guard !line.isBlank else { continue }
                if line.contentColumn < contentColumn || (!line.dashColumns.isEmpty && line.dashColumns[0] < contentColumn) { break }
                if line.contentColumn == contentColumn, let key = line.key { existing.insert(key) }
            }
        }
        path = components.reversed()
        // The declaration is the second key from the top (`preferences:` → `General:`).
        let keyLines = componentLines.reversed().map { $0 }
        if keyLines.count >= 2 { declarationValues = lines.scalarValues(inMappingOf: keyLines[1]) }

        // The cursor's own line: a key, a value, or inside flow collections.
        guard let inLine = InlineScan(bytes: bytes, from: line.start + contentColumn, to: offset) else { return nil }
        existingKeys = existing
        switch inLine.frames.last {
        case nil:
            if let key = inLine.blockKey {
                slot = .value(key: key)
            } else {
                slot = .key
            }
        case let frame?:
            if let key = inLine.blockKey { path.append(.key(key)) }
            for (position, outer) in inLine.frames.enumerated() {
                if position > 0, let owner = inLine.frames[position - 1].currentKey { path.append(.key(owner)) }
                if outer.opener == UInt8(ascii: "[") { path.append(.item) }
            }
            existingKeys = frame.keys
            if frame.opener == UInt8(ascii: "[") {
                slot = .item
            } else if let key = frame.currentKey {
                slot = .value(key: key)
            } else {
                slot = .key
            }
        }
        if slot == .key, line.contentColumn > column {
            existingKeys.formUnion(line.key.map { [$0] } ?? [])
        }
        // The word at the cursor: back to a separator, forward to one.
        var start = offset
        while start > line.start + contentColumn, !Self.isSeparator(bytes[start - 1]) { start -= 1 }
        var end = offset
        while end < line.end, !Self.isSeparator(bytes[end]) { end += 1 }
        wordStart = start
        wordEnd = end
        typed = String(decoding: bytes[start..<offset], as: UTF8.self)
        if slot == .key { existingKeys.remove(typed) }
        if let key = line.key, let keyRange = line.keyRange, keyRange.contains(offset) {
            keyUnderCursor = (key, keyRange.lowerBound, keyRange.upperBound)
        } else {
            keyUnderCursor = nil
        }
    }

    private enum BlockState {
        case mapping(column: Int)
        case sequence(dashColumn: Int)
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: "["), UInt8(ascii: "]"), 0x0A, 0x0D:
            true
        default:
            false
        }
    }
}

/// A document's lines, and what each begins with.
private struct Lines {
    let bytes: [UInt8]
    private let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                starts.append(index + 1)
            } else if bytes[index] == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        self.starts = starts
    }

    var count: Int { starts.count }

    func index(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    struct Line {
        var start: Int
        var end: Int
        /// Columns, in bytes from the line's start, of the `- ` that begin items.
        var dashColumns: [Int]
        /// Where the line's content starts, after its indentation and dashes.
        var contentColumn: Int
        /// The key of a `key: value` or `key:` line.
        var key: String?
        var keyRange: Swift.Range<Int>?
        /// Empty, or a comment only.
        var isBlank: Bool
    }

    /// The keys and values, as written, of the block mapping that is the value of the key on
    /// line `owner`: `model: Settings` → ["model": "Settings"].
    func scalarValues(inMappingOf owner: Int) -> [String: String] {
        let ownerColumn = parse(owner).contentColumn
        var childColumn: Int?
        var values: [String: String] = [:]
        var index = owner + 1
        while index < count {
            let line = parse(index)
            index += 1
            guard !line.isBlank else { continue }
            if line.contentColumn <= ownerColumn, line.dashColumns.isEmpty || line.dashColumns[0] <= ownerColumn { break }
            if childColumn == nil { childColumn = line.contentColumn }
            guard line.contentColumn == childColumn, line.dashColumns.isEmpty, let key = line.key, let keyRange = line.keyRange else { continue }
            var valueStart = keyRange.upperBound
            while valueStart < line.end, bytes[valueStart] == UInt8(ascii: ":") || bytes[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
            var valueEnd = line.end
            if let comment = bytes[valueStart..<line.end].indices.first(where: { bytes[$0] == UInt8(ascii: "#") && bytes[$0 - 1] == UInt8(ascii: " ") }) {
                valueEnd = comment
            }
            let value = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self).trimmingSpacesAndQuotes()
            if !value.isEmpty { values[key] = value }
        }
        return values
    }

    func parse(_ index: Int) -> Line {
        let start = starts[index]
        var end = index + 1 < starts.count ? starts[index + 1] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        var position = start
        // A byte order mark is no indentation.
        if index == 0, bytes[start..<end].starts(with: [0xEF, 0xBB, 0xBF]) { position += 3 }
        var dashes: [Int] = []
        while true {
            while position < end, bytes[position] == UInt8(ascii: " ") { position += 1 }
            guard position < end, bytes[position] == UInt8(ascii: "-"),
                position + 1 == end || bytes[position + 1] == UInt8(ascii: " ")
            else { break }
            dashes.append(position - start)
            position += 1
        }
        let content = position
        let isBlank = content == end || bytes[content] == UInt8(ascii: "#")
        var key: String?
        var keyRange: Swift.Range<Int>?
        if !isBlank, let colon = Self.keyColon(in: bytes, from: content, to: end) {
            var keyEnd = colon
            while keyEnd > content, bytes[keyEnd - 1] == UInt8(ascii: " ") { keyEnd -= 1 }
            var text = String(decoding: bytes[content..<keyEnd], as: UTF8.self)
            if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
                text = String(text.dropFirst().dropLast())
            }
            key = text
            keyRange = content..<keyEnd
        }
        return Line(start: start, end: end, dashColumns: dashes, contentColumn: content - start, key: key, keyRange: keyRange, isBlank: isBlank)
    }

    /// The colon ending a block key: followed by a space or the line's end, outside quotes,
    /// with no flow collection opened before it.
    private static func keyColon(in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        guard start < end else { return nil }
        if bytes[start] == UInt8(ascii: "{") || bytes[start] == UInt8(ascii: "[") { return nil }
        var index = start
        var quote: UInt8?
        while index < end {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"), index == start {
                quote = byte
            } else if byte == UInt8(ascii: ":"), index + 1 == end || bytes[index + 1] == UInt8(ascii: " ") || bytes[index + 1] == UInt8(ascii: "\t") {
                return index
            } else if byte == UInt8(ascii: "#"), index > start, bytes[index - 1] == UInt8(ascii: " ") {
                return nil
            }
            index += 1
        }
        return nil
    }
}

/// The cursor's line from its content to the cursor: the block key, if one was written,
/// and the flow collections still open at the cursor.
private struct InlineScan {
    struct Frame {
        var opener: UInt8
        /// The key whose value is being written in a flow mapping, after its colon.
        var currentKey: String?
        var keys: Set<String> = []
        var segmentStart: Int
    }

    var blockKey: String?
    var frames: [Frame] = []

    /// Nil when the cursor is in a comment.
    init?(bytes: [UInt8], from start: Int, to end: Int) {
        var segmentStart = start
        var quote: UInt8?
        var index = start
        while index < end {
            let byte = bytes[index]
            defer { index += 1 }
            if let open = quote {
                if byte == UInt8(ascii: "\\"), open == UInt8(ascii: "\"") {
                    index += 1
                } else if byte == open {
                    quote = nil
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                quote = byte
            case UInt8(ascii: "#") where index == start || bytes[index - 1] == UInt8(ascii: " "):
                return nil
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                frames.append(Frame(opener: byte, segmentStart: index + 1))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !frames.isEmpty { frames.removeLast() }
            case UInt8(ascii: ","):
                if !frames.isEmpty {
                    frames[frames.count - 1].currentKey = nil
                    frames[frames.count - 1].segmentStart = index + 1
                }
            case UInt8(ascii: ":"):
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0x20
                guard next == 0x20 || next == 0x0A || next == 0x0D || next == UInt8(ascii: ",") || next == UInt8(ascii: "}") || index + 1 == end
                else { continue }
                let from = frames.last?.segmentStart ?? segmentStart
                let key = String(decoding: bytes[from..<index], as: UTF8.self).trimmingSpacesAndQuotes()
                if frames.isEmpty {
                    if blockKey == nil { blockKey = key }
                    segmentStart = index + 1
                } else if frames[frames.count - 1].opener == UInt8(ascii: "{") {
                    frames[frames.count - 1].currentKey = key
                    frames[frames.count - 1].keys.insert(key)
                }
            default:
                break
            }
        }
        // An unclosed quote at the cursor: a string is being typed, which is still a value.
    }
}

extension String {
    fileprivate func trimmingSpacesAndQuotes() -> String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first { text = text.dropFirst().dropLast() }
        return String(text)
    }
}
