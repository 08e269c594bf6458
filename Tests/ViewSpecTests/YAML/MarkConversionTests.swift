import Testing
@testable import ViewSpec

/// libyaml counts code points and breaks lines at NEL, U+2028 and U+2029; the loader keeps
/// byte offsets only, and the positions a report shows from them must be what an editor
/// shows.
@Suite struct MarkConversionTests {
    @Test func spansAreByteOffsetsAndColumnsCountCodePoints() throws {
        let result = loadYAML("タイトル: 設定\nname: [a, b, a: 1]\n")
        let root = try #require(result.root)
        let value = try #require(root["タイトル"])
        #expect((value.span.startOffset, value.span.endOffset) == (14, 20))
        let range = SourceMap([try #require(result.file)]).range(of: value.span)
        #expect((range.start.line, range.start.column) == (1, 7))
    }

    @Test func errorAfterNonASCIITextHasEditorColumn() {
        expectSingleDiagnostic(loadYAML("é: 1\né: 2\n"), .duplicateKey, line: 2, column: 1, messageContains: "'é'")
        expectSingleDiagnostic(loadYAML("name: 😀\nname: x\n"), .duplicateKey, line: 2, column: 1, messageContains: "'name'")
        expectSingleDiagnostic(loadYAML("a: \"日本語\", b: *x\n"), .yamlSyntax, line: 1, column: 9, messageContains: "found ','")
    }

    @Test(arguments: ["\u{85}", "\u{2028}", "\u{2029}"])
    func unicodeLineBreaksDoNotStartNewEditorLines(separator: String) {
        // libyaml sees a line break inside the quoted string; an editor does not.
        let text = "a: \"x\(separator)y\"\nb: 1\nb: 2\n"
        let result = loadYAML(text)
        expectSingleDiagnostic(result, .duplicateKey, line: 3, column: 1, messageContains: "'b'")
        #expect(result.reportedDiagnostics.first?.notes.first?.range.start.line == 2)
    }

    @Test func unicodeLineBreakKeepsLaterColumns() {
        expectSingleDiagnostic(loadYAML("a: \"x\u{2028}y\"\nbad: [1, *none]\n"), .unknownAnchor, line: 2, column: 10, messageContains: "'*none'")
        // In a plain scalar libyaml breaks the line at U+2028 and then fails; the error
        // still lands where an editor shows it.
        expectSingleDiagnostic(loadYAML("a: x\u{2028}y\nbad: 1\n"), .yamlSyntax, line: 2, column: 1, messageContains: "found 'b'")
    }

    @Test func crlfAndLoneCRBreakLines() {
        expectSingleDiagnostic(loadYAML("a: 1\r\nb: 2\r\na: 3\r\n"), .duplicateKey, line: 3, column: 1, messageContains: "'a'")
        expectSingleDiagnostic(loadYAML("a: 1\rb: 2\ra: 3\r"), .duplicateKey, line: 3, column: 1, messageContains: "'a'")
    }

    @Test func byteOrderMarkIsNotAColumn() throws {
        let result = loadYAML(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\na: 2\n".utf8))
        let diagnostic = try #require(expectSingleDiagnostic(result, .duplicateKey, line: 2, column: 1, messageContains: "'a'"))
        #expect(diagnostic.range.start.offset == 8)
        #expect(diagnostic.notes.first?.range.start == SourceLocation(line: 1, column: 1, offset: 3))
    }

    /// Marks are converted by walking from the last one: far into a long file, and back to
    /// an earlier one, the offsets are still the scalars'.
    @Test func longNonASCIIFileConvertsOffsetsFarFromTheStart() throws {
        let lines = (0..<500).map { "キー\($0): 値\($0)" }.joined(separator: "\n") + "\nキー499: again\n"
        let file = SourceFile(path: "test.yaml", text: lines)
        let result = YAMLLoader().load(file)
        let diagnostic = try #require(expectSingleDiagnostic(result, .duplicateKey, line: 501, column: 1, messageContains: "'キー499'"))
        let key = Array("キー499".utf8)
        #expect(Array(file.bytes[diagnostic.range.start.offset..<diagnostic.range.end.offset]) == key)
        let note = try #require(diagnostic.notes.first)
        #expect((note.range.start.line, note.range.start.column) == (500, 1))
        #expect(Array(file.bytes[note.range.start.offset..<note.range.end.offset]) == key)
    }

    /// Every node's span, in files that are not all ASCII, starts and ends where a
    /// character does, and a plain scalar's span holds exactly its text; a quoted one's
    /// starts at its quote.
    @Test(arguments: [
        "タイトル: 設定\nlist: [é, \"ü\", {k: 日本}]\nblock: |\n  行一\n  行二\nfolded: >\n  a é\n  b\n",
        "\u{FEFF}名前: 値\r\n二: [一, 二]\r\n三: {é: 1, 😀: \"x\\u00e9\"}\r\n",
        "a: 'it''s é'\nb:\n  - 😀😀: 1\n  - x: \"multi\n    line é\"\n",
        "k: \"x\u{2028}y\"\nnext: é\nlast: [1, é]\n",
    ])
    func everyNodeSpanIsWhereItsTextIs(text: String) throws {
        let file = SourceFile(path: "test.yaml", text: text)
        let result = YAMLLoader().load(file)
        #expect(result.diagnostics.isEmpty)
        func startsACharacter(_ offset: Int) -> Bool { offset == file.bytes.count || file.bytes[offset] & 0xC0 != 0x80 }
        var pending = [try #require(result.root)]
        var checked = 0
        while let node = pending.popLast() {
            let span = node.span
            #expect(startsACharacter(span.startOffset) && startsACharacter(span.endOffset), "\(span)")
            switch node.content {
            case .scalar(let scalar) where scalar.style == .plain && !scalar.text.isEmpty:
                #expect(String(decoding: file.bytes[span.startOffset..<span.endOffset], as: UTF8.self) == scalar.text)
            case .scalar(let scalar) where scalar.style == .doubleQuoted || scalar.style == .singleQuoted:
                #expect(file.bytes[span.startOffset] == UInt8(ascii: scalar.style == .doubleQuoted ? "\"" : "'"))
            case .scalar: break
            case .sequence(let items): pending.append(contentsOf: items)
            case .mapping(let entries): pending.append(contentsOf: entries.flatMap { [$0.key, $0.value] })
            }
            checked += 1
        }
        #expect(checked > 6)
    }
}
