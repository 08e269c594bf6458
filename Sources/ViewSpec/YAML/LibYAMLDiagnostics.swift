/// Turns libyaml's errors into positioned diagnostics that say what was expected and
/// what was found.
enum LibYAMLDiagnostics {
    static func diagnostic(
        for error: LibYAMLError, file: SourceFile, converter: MarkConverter, bomLength: Int
    ) -> Diagnostic {
        var converter = converter
        guard error.stage != .reader, let problemMark = error.problemMark else {
            // Reader errors carry a byte offset into the text libyaml was given (after the BOM).
            let offset = bomLength + (error.problemOffset ?? 0)
            var message = error.problem
            if let value = error.problemValue {
                message = "expected a printable character, found U+\(hex(value)) (\(error.problem))"
            }
            return .error(.invalidEncoding, message, at: file.span(from: offset, to: offset + 1))
        }
        let offset = converter.offset(problemMark)
        let found = describeCharacter(in: file, at: offset)
        let range = file.span(from: offset, to: offset + max(found.length, 0))
        var notes: [Diagnostic.Note] = []
        if let context = error.context, let contextMark = error.contextMark {
            let contextOffset = converter.offset(contextMark)
            if contextOffset != offset {
                notes.append(.init("\(context) that starts here", at: file.span(from: contextOffset, to: contextOffset)))
            }
        }
        // The hints read the lines around the error, numbered as the report numbers them.
        let lines = SyntaxSlip.Lines(file)

        if found.isTab {
            return .error(
                .yamlSyntax, "expected spaces, found a tab character; YAML does not allow tabs in indentation",
                at: range, notes: notes,
                fixIts: [.init("replace the tab with two spaces", replacing: range, with: "  ")])
        }
        if error.context == "while scanning a quoted scalar", error.problem.contains("end of stream") {
            return .error(
                .yamlSyntax, "expected a closing quote, found the end of the file",
                at: range,
                notes: notes.map { .init("the quoted string starts here", at: $0.range) })
        }
        if found.description == "':'", let slip = SyntaxSlip.overlongKey(in: lines, at: offset) {
            return .error(.yamlSyntax, slip.message, at: slip.notes.first?.range ?? range, fixIts: slip.fixIts)
        }
        if error.problem == "mapping values are not allowed in this context", let slip = SyntaxSlip.misplacedColon(in: lines, at: offset) {
            return .error(.yamlSyntax, slip.message, at: range, notes: notes + slip.notes, fixIts: slip.fixIts)
        }
        if error.problem == "did not find expected key", error.context == "while parsing a block mapping",
            let slip = SyntaxSlip.misindentedKey(in: lines, at: offset)
        {
            return .error(.yamlSyntax, slip.message, at: range, notes: slip.notes, fixIts: slip.fixIts)
        }
        let problem = error.problem.hasPrefix("found ")
            ? error.problem
            : "\(error.problem), found \(found.description)"
        return .error(.yamlSyntax, problem, at: range, notes: notes)
    }

    private struct FoundCharacter {
        var description: String
        var length: Int
        var isTab: Bool
    }

    private static func describeCharacter(in file: SourceFile, at offset: Int) -> FoundCharacter {
        let bytes = file.bytes
        guard offset < bytes.count else { return FoundCharacter(description: "the end of the file", length: 0, isTab: false) }
        switch bytes[offset] {
        case 0x09: return FoundCharacter(description: "a tab", length: 1, isTab: true)
        case 0x0A, 0x0D: return FoundCharacter(description: "the end of the line", length: 0, isTab: false)
        case 0x20: return FoundCharacter(description: "a space", length: 1, isTab: false)
        default: break
        }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: bytes[offset..<end], as: UTF8.self)
        return FoundCharacter(description: "'\(character)'", length: end - offset, isTab: false)
    }

    private static func hex(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// Common slips behind two of libyaml's terse errors, told apart by the text around where
/// it stopped, each with a message that says what happened and a fix-it. Anything else
/// keeps libyaml's own words.
private struct SyntaxSlip {
    var message: String
    var notes: [Diagnostic.Note] = []
    var fixIts: [Diagnostic.FixIt] = []

    /// "mapping values are not allowed in this context" is nearly always one of three: a
    /// plain value holding ": " (`title: Note: this`), a key without a space after its colon
    /// on the line before (`kind:preferences`, read as text that the next line continues),
    /// or a key indented under one that already has a value (read as more of that value).
    static func misplacedColon(in lines: Lines, at offset: Int) -> SyntaxSlip? {
        let colon = lines.location(atOffset: offset)
        let line = Line(lines, colon.line)
        let colonIndex = colon.column - 1
        guard colonIndex < line.scalars.count else { return nil }
        if let entry = line.keyAndValue(), entry.valueStart < colonIndex {
            let valueRange = entry.valueStart..<line.valueEnd(from: entry.valueStart)
            return SyntaxSlip(
                message: "expected a plain value without ': ' in it, found ':' in the value of '\(line.text(entry.key))'; quote a value that holds a colon and a space",
                fixIts: [.init("quote '\(line.text(valueRange))'", replacing: line.range(valueRange), with: YAMLQuoting.scalar(line.text(valueRange)))])
        }
        // Otherwise the colon must be the one after the line's key, which libyaml read as
        // more of a value begun on a line before.
        guard line.keyColon() == colonIndex, let previous = Line.previousContent(in: lines, before: colon.line) else { return nil }
        if let joined = previous.keyWithoutSpace() {
            let text = previous.text(joined.key.lowerBound..<previous.valueEnd(from: joined.key.lowerBound))
            return SyntaxSlip(
                message: "expected a space after the colon in '\(text)' on line \(previous.number), found none: without it, '\(text)' is text, and this line is read as more of it",
                notes: [.init("'\(text)' is read as text, not as the key '\(previous.text(joined.key))' and a value", at: previous.range(joined.colon..<joined.colon + 1))],
                fixIts: [.init("insert a space after the colon", replacing: previous.range(joined.colon + 1..<joined.colon + 1), with: " ")])
        }
        if let entry = previous.keyAndValue(), line.indentation > entry.key.lowerBound {
            let key = previous.text(entry.key)
            return SyntaxSlip(
                message: "expected '\(line.text(line.keyStart..<colonIndex))' at the indentation of '\(key)' on line \(previous.number), found it indented further, where it is read as more of the value of '\(key)'",
                notes: [.init("the value of '\(key)' is read as continuing here", at: previous.range(entry.valueStart..<entry.valueStart + 1))],
                fixIts: [line.reindentation(as: entry.key.lowerBound, key: key)])
        }
        return nil
    }

    /// The most characters YAML reads as a key written without `?`: a longer one is not
    /// taken for a key at all, and libyaml stops at its colon with an error that speaks of
    /// the colon (YAML 1.2, 7.4.2: implicit keys are limited to 1024 Unicode characters).
    static let implicitKeyLimit = 1024

    /// A colon that ends a key too long to be an implicit key: libyaml says "mapping values
    /// are not allowed in this context", "could not find expected ':'" or, in a flow
    /// mapping, "did not find expected ',' or '}'", each at the colon. The key runs from
    /// the start of the line's entry (after indentation and `- `, or after the last `{`, `[`
    /// or `,` of a flow collection) to the colon.
    static func overlongKey(in lines: Lines, at offset: Int) -> SyntaxSlip? {
        let colon = lines.location(atOffset: offset)
        let line = Line(lines, colon.line)
        let colonIndex = colon.column - 1
        guard colonIndex < line.scalars.count, line.scalars[colonIndex] == ":" else { return nil }
        var start = line.keyStart
        var inQuote: Unicode.Scalar?
        for index in start..<colonIndex {
            let scalar = line.scalars[index]
            if let quote = inQuote {
                if scalar == quote { inQuote = nil }
            } else if scalar == "\"" || scalar == "'" {
                inQuote = scalar
            } else if scalar == "{" || scalar == "[" || scalar == "," {
                start = index + 1
            }
        }
        while start < colonIndex, line.scalars[start] == " " { start += 1 }
        var end = colonIndex
        while end > start, line.scalars[end - 1] == " " { end -= 1 }
        var key = line.text(start..<end)
        if let first = key.unicodeScalars.first, first == "\"" || first == "'", key.unicodeScalars.count >= 2, key.unicodeScalars.last == first {
            key = String(key.unicodeScalars.dropFirst().dropLast())
        }
        let length = key.unicodeScalars.count
        guard length > implicitKeyLimit else { return nil }
        return SyntaxSlip(
            message: "expected a key of at most \(implicitKeyLimit) characters, found the key '\(key)' of \(length) characters: "
                + "YAML does not read a longer key written without '?'; shorten it",
            notes: [.init("the key", at: line.range(start..<end))])
    }

    /// "did not find expected key" in a block mapping: a key indented between the keys
    /// above it, so that it belongs to none of their mappings. The nearest key above that
    /// is indented further and the nearest indented less are where it may belong.
    static func misindentedKey(in lines: Lines, at offset: Int) -> SyntaxSlip? {
        let position = lines.location(atOffset: offset)
        let line = Line(lines, position.line)
        guard let colon = line.keyColon(), line.keyStart == line.indentation, position.column - 1 == line.indentation else { return nil }
        var deeper: (line: Line, key: Range<Int>)?
        var shallower: (line: Line, key: Range<Int>)?
        var number = position.line
        while shallower == nil, let above = Line.previousContent(in: lines, before: number) {
            number = above.number
            guard let aboveColon = above.keyColon() else { continue }
            let key = above.keyStart..<aboveColon
            if key.lowerBound > line.indentation, deeper == nil { deeper = (above, key) }
            if key.lowerBound < line.indentation { shallower = (above, key) }
        }
        let candidates = [deeper, shallower].compactMap { $0 }
        guard !candidates.isEmpty else { return nil }
        let name = line.text(line.keyStart..<colon)
        func describe(_ candidate: (line: Line, key: Range<Int>)) -> String {
            "'\(candidate.line.text(candidate.key))' on line \(candidate.line.number) (\(spaces(candidate.key.lowerBound)))"
        }
        return SyntaxSlip(
            message: "expected '\(name)' indented as \(candidates.map(describe).joined(separator: " or as ")), found it at \(spaces(line.indentation)), where no mapping has its keys",
            notes: candidates.map { .init("'\($0.line.text($0.key))' is a key here", at: $0.line.range($0.key)) },
            fixIts: candidates.map { line.reindentation(as: $0.key.lowerBound, key: $0.line.text($0.key)) })
    }

    static func spaces(_ count: Int) -> String {
        count == 0 ? "no spaces" : count == 1 ? "1 space" : "\(count) spaces"
    }

    /// The file's lines, as the report that shows the hint numbers them.
    struct Lines {
        let path: SourcePath
        private let map: SourceMap

        init(_ file: SourceFile) {
            path = file.sourcePath
            map = SourceMap([file])
        }

        func location(atOffset offset: Int) -> SourceLocation {
            map.range(of: SourceSpan(file: path, startOffset: offset, endOffset: offset)).start
        }

        /// Without its line break; on the first line, without a byte order mark.
        func bytes(ofLine number: Int) -> ArraySlice<UInt8> {
            map.lineBytes(number, of: path)
        }
    }

    /// One line of the file as Unicode scalars (columns count scalars), with what the
    /// hints need to know about its shape.
    private struct Line {
        let number: Int
        let scalars: [Unicode.Scalar]
        let path: SourcePath
        /// The byte offset at which each scalar starts, and where the line ends, last.
        private let offsets: [Int]

        init(_ lines: Lines, _ number: Int) {
            self.number = number
            let bytes = lines.bytes(ofLine: number)
            scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
            path = lines.path
            // Counted along the line, not looked up scalar by scalar: a long line stays linear.
            var offsets: [Int] = []
            offsets.reserveCapacity(scalars.count + 1)
            var offset = bytes.startIndex
            for scalar in scalars {
                offsets.append(offset)
                offset += UTF8.width(scalar)
            }
            offsets.append(offset)
            self.offsets = offsets
        }

        static func previousContent(in lines: Lines, before number: Int) -> Line? {
            var candidate = number - 1
            while candidate >= 1 {
                let line = Line(lines, candidate)
                let rest = line.scalars.dropFirst(line.indentation)
                if !rest.isEmpty, rest.first != "#" { return line }
                candidate -= 1
            }
            return nil
        }

        var indentation: Int { scalars.prefix { $0 == " " }.count }

        func text(_ range: Range<Int>) -> String {
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[range])
            return text
        }

        func range(_ range: Range<Int>) -> SourceSpan {
            SourceSpan(file: path, startOffset: offsets[range.lowerBound], endOffset: offsets[range.upperBound])
        }

        /// Where a key starts: after the indentation and any `- ` of sequence entries.
        var keyStart: Int {
            var index = indentation
            while index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] == " " {
                index += 2
                while index < scalars.count, scalars[index] == " " { index += 1 }
            }
            return index
        }

        /// A plain key made of characters no flow collection, quote or comment uses.
        private func plainKey(from start: Int) -> Int? {
            var index = start
            while index < scalars.count, scalars[index] != ":" {
                if "{}[]\"'#,&*!|> \t".unicodeScalars.contains(scalars[index]) { return nil }
                index += 1
            }
            return index > start && index < scalars.count ? index : nil
        }

        /// Replaces the indentation with `column` spaces, to line up with `key`.
        func reindentation(as column: Int, key: String) -> Diagnostic.FixIt {
            .init(
                "indent '\(text(keyStart..<(keyColon() ?? keyStart)))' with \(SyntaxSlip.spaces(column)), as '\(key)' is",
                replacing: range(0..<indentation), with: String(repeating: " ", count: column))
        }

        /// The colon after a plain key at the start of the line.
        func keyColon() -> Int? { plainKey(from: keyStart) }

        /// `key: value` with a plain value: the key's range and where the value starts.
        func keyAndValue() -> (key: Range<Int>, valueStart: Int)? {
            let start = keyStart
            guard let colon = plainKey(from: start), colon + 1 < scalars.count, scalars[colon + 1] == " " else { return nil }
            var valueStart = colon + 1
            while valueStart < scalars.count, scalars[valueStart] == " " { valueStart += 1 }
            guard valueStart < scalars.count, !"\"'{[|>&*!#".unicodeScalars.contains(scalars[valueStart]) else { return nil }
            return (start..<colon, valueStart)
        }

        /// `key:value`, a key and a value joined by a colon with no space: one plain text.
        func keyWithoutSpace() -> (key: Range<Int>, colon: Int)? {
            let start = keyStart
            guard let colon = plainKey(from: start), colon + 1 < scalars.count,
                !" /:".unicodeScalars.contains(scalars[colon + 1]),
                !text(colon..<scalars.count).contains(": ")
            else { return nil }
            return (start..<colon, colon)
        }

        /// The end of a plain value starting at `start`: before a comment and trailing spaces.
        func valueEnd(from start: Int) -> Int {
            var end = scalars.count
            for index in start..<scalars.count where scalars[index] == "#" && index > start && scalars[index - 1] == " " {
                end = index
                break
            }
            while end > start, scalars[end - 1] == " " { end -= 1 }
            return end
        }
    }
}
