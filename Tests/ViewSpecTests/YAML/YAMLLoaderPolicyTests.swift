import Foundation
import Testing
@testable import ViewSpec

/// One test per loading policy, each asserting the diagnostic's id, message and position.
@Suite struct YAMLLoaderPolicyTests {
    // MARK: - Structure

    @Test func loadsNestedDocumentWithSpans() throws {
        let result = loadYAML("screen:\n  title: General\n  items: [a, b]\n")
        #expect(result.diagnostics.isEmpty)
        let map = SourceMap([try #require(result.file)])
        let root = try #require(result.root)
        let screen = try #require(root["screen"])
        #expect(map.range(of: screen.span).start.line == 2)
        let title = try #require(screen["title"])
        #expect(title.scalar?.value == .string("General"))
        #expect((title.span.startOffset, title.span.endOffset) == (17, 24))
        #expect(map.range(of: title.span).start == SourceLocation(line: 2, column: 10, offset: 17))
        #expect(map.range(of: title.span).end == SourceLocation(line: 2, column: 17, offset: 24))
        let items = try #require(screen["items"]?.sequence)
        #expect(items.map(\.scalar?.value) == [.string("a"), .string("b")])
        #expect(map.range(of: items[1].span).start.column == 14)
        #expect(root.nodeCount == 9)
    }

    @Test func mappingKeepsKeyOrder() throws {
        let root = try #require(loadYAML("z: 1\na: 2\nm: 3\n").root)
        #expect(root.mapping?.map(\.key.scalar?.text) == ["z", "a", "m"])
    }

    /// A node's subscript finds string keys: `true` and `1` written plain are a boolean and
    /// an integer, not the strings "true" and "1".
    @Test func subscriptFindsOnlyStringKeys() throws {
        let root = try #require(loadYAML("true: bool\n1: int\n\"true\": string\n'1': quoted\n").root)
        #expect(root["true"]?.scalar?.value == .string("string"))
        #expect(root["1"]?.scalar?.value == .string("quoted"))
        #expect(root["2"] == nil)
        #expect(root.mapping?.first?.key.scalar?.value == .bool(true))
    }

    /// `\L` and `\P` are two bytes in the file and three in the value: the scalars of a
    /// file can take more bytes than the file, and the document's text must still hold them.
    @Test func scalarsLongerThanTheirFileAreKeptWhole() throws {
        let escapes = String(repeating: #"\L\P"#, count: 500)
        let root = try #require(loadYAML("a: \"\(escapes)\"\nb: tail\n").root)
        #expect(root.value("a") == .string(String(repeating: "\u{2028}\u{2029}", count: 500)))
        #expect(root.value("b") == .string("tail"))
    }

    @Test func emptyFileHasNoDocument() {
        let result = loadYAML("# only a comment\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.root == nil)
    }

    // MARK: - Duplicate keys

    @Test func duplicateKeyIsAnErrorAtTheSecondKeyWithANoteAtTheFirst() throws {
        let result = loadYAML("name: a\nrate: 1\nname: b\n")
        let diagnostic = try #require(expectSingleDiagnostic(result, .duplicateKey, line: 3, column: 1, messageContains: "duplicate key 'name'"))
        #expect(diagnostic.notes.count == 1)
        #expect(diagnostic.notes.first?.range.start.line == 1)
        #expect(diagnostic.notes.first?.range.start.column == 1)
        #expect(diagnostic.notes.first?.message == "'name' first appears here")
    }

    @Test func keysAreComparedByResolvedValue() {
        // 010 and 10 are the same integer key under the core schema.
        expectSingleDiagnostic(loadYAML("10: a\n010: b\n"), .duplicateKey, line: 2, column: 1, messageContains: "'010'")
        // A quoted "10" is a string, a different key from the integer 10.
        #expect(loadYAML("10: a\n\"10\": b\n").diagnostics.isEmpty)
    }

    /// Keys are the same only when their values are: strings code point by code point
    /// (canonically equivalent texts, which Swift's `String` equality equates, are
    /// different keys), in small mappings and in ones large enough to be indexed alike.
    @Test(arguments: [0, 20])
    func keysAreTheSameOnlyWhenTheirValuesAre(otherKeys: Int) {
        let filler = (0..<otherKeys).map { "key\($0): 0\n" }.joined()
        let distinct = [
            // "K" and the Kelvin sign; "é" precomposed and decomposed.
            "K: 1\n\u{212A}: 2\n\u{E9}: 3\ne\u{301}: 4\n",
            "sectionA: 1\nsectionB: 2\nsection: 3\n",
            "1: a\n2: b\ntrue: c\nnull: d\n1.5: e\n",
        ]
        for keys in distinct {
            #expect(loadYAML(filler + keys).diagnostics.isEmpty, "\(keys)")
        }
        let duplicated = [("e\u{301}: 3\nK: 1\ne\u{301}: 4\n", "e\u{301}"), ("sectionA: 1\nsectionB: 2\nsectionA: 3\n", "sectionA"), ("1: a\ntrue: b\n0x1: c\n", "0x1")]
        for (keys, key) in duplicated {
            expectSingleDiagnostic(loadYAML(filler + keys), .duplicateKey, line: otherKeys + 3, column: 1, messageContains: "'\(key)'")
        }
    }

    @Test func duplicateKeysInFlowAndNestedMappings() {
        expectSingleDiagnostic(loadYAML("outer:\n  inner: {a: 1, a: 2}\n"), .duplicateKey, line: 2, column: 17, messageContains: "'a'")
    }

    /// Mappings of many keys index them instead of comparing each with all before it; the
    /// index must judge alike (by resolved value), and one mapping's index must not leak
    /// into a sibling or the mapping around it.
    @Test func largeMappingsFindDuplicatesThroughTheirIndex() throws {
        let keys = (1...20).map { "key\($0)" }
        var text = keys.map { "\($0): 1\n" }.joined()
        text += "inner:\n" + keys.map { "  \($0): 2\n" }.joined() + "  10: a\n  \"10\": b\n  010: c\n"
        text += "sibling:\n" + keys.map { "  \($0): 3\n" }.joined()
        text += "key7: again\n"
        let result = loadYAML(text)
        #expect(result.diagnostics.map(\.message) == ["duplicate key '010' in mapping; each key may appear once", "duplicate key 'key7' in mapping; each key may appear once"])
        let inner = try #require(result.reportedDiagnostics.first)
        #expect(inner.range.start.line == 44)
        #expect(inner.notes.first?.range.start.line == 42, "the integer 10, not the string \"10\"")
        let outer = try #require(result.reportedDiagnostics.last)
        #expect(outer.range.start.line == 66)
        #expect(outer.notes.first?.range.start.line == 7)
    }

    // MARK: - Anchors and aliases

    @Test func aliasesReuseAnchoredNodes() throws {
        let result = loadYAML("base: &b {x: 1}\nuse: *b\nname: &n hello\nagain: *n\n")
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        // The same node, reached through the alias: its range is in the alias's expansion.
        let anchored = try #require(root["base"])
        let aliased = try #require(root["use"])
        #expect(aliased.index == anchored.index && aliased.span.startOffset == anchored.span.startOffset)
        #expect(aliased.span.file.aliasExpansion?.anchor == "b" && anchored.span.file.aliasExpansion == nil)
        #expect(aliased["x"]?.scalar?.value == .int(1) && aliased["x"]?.span.file == aliased.span.file)
        #expect(root.value("again") == .string("hello"))
    }

    @Test func billionLaughsIsRejectedAtOnce() {
        var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        let result = loadYAML(text)
        let diagnostic = expectSingleDiagnostic(result, .aliasLimit, line: 3, column: 8, messageContains: "more than 10 times")
        #expect(diagnostic?.notes.first?.message == "anchor '&b' is defined here")
        #expect(result.root == nil)
    }

    @Test func tooManyCollectionAliasesAreRejected() {
        let text = "base: &b [1]\nuses:\n" + String(repeating: "  - *b\n", count: 51)
        let limits = YAMLLimits(aliasExpansionFactor: 1000)
        expectSingleDiagnostic(loadYAML(text, limits: limits), .aliasLimit, line: 53, column: 5, messageContains: "at most 50 aliases")
        #expect(loadYAML("base: &b [1]\nuses:\n" + String(repeating: "  - *b\n", count: 50), limits: limits).diagnostics.isEmpty)
    }

    @Test func aliasToItsOwnEnclosingNodeIsAnError() throws {
        let result = loadYAML("a: &x\n  b: *x\n")
        let diagnostic = try #require(expectSingleDiagnostic(result, .recursiveAlias, line: 2, column: 6, messageContains: "contains it"))
        #expect(diagnostic.notes.first?.range.start.line == 1)
    }

    @Test func aliasToUndefinedAnchorIsAnError() {
        expectSingleDiagnostic(loadYAML("a: *missing\n"), .unknownAnchor, line: 1, column: 4, messageContains: "'*missing'")
    }

    @Test func aliasRefersToTheLatestDefinition() throws {
        let root = try #require(loadYAML("a: &x 1\nb: &x 2\nc: *x\n").root)
        #expect(root.value("c") == .int(2))
    }

    @Test func mergeKeysAreRejectedWithTheReason() {
        let result = loadYAML("base: &b {x: 1}\nderived:\n  <<: *b\n  y: 2\n")
        expectSingleDiagnostic(result, .mergeKey, line: 3, column: 3, messageContains: "YAML 1.1")
        // A quoted '<<' is an ordinary key.
        #expect(loadYAML("'<<': 1\n").diagnostics.isEmpty)
    }

    // MARK: - Limits

    @Test func nestingDepthIsCheckedOnEveryStartEvent() {
        let limits = YAMLLimits(maxDepth: 3)
        #expect(loadYAML("[[[1]]]", limits: limits).diagnostics.isEmpty)
        let result = loadYAML("a:\n  b:\n    c: [1]\n", limits: limits)
        expectSingleDiagnostic(result, .nestingTooDeep, line: 3, column: 8, messageContains: "at most 3 levels")
    }

    @Test func hundredThousandOpenBracketsStopAtTheDefaultDepth() {
        let result = loadYAML(String(repeating: "[", count: 100_000))
        expectSingleDiagnostic(result, .nestingTooDeep, line: 1, column: 65, messageContains: "at most 64 levels")
    }

    @Test func fileSizeLimitIsEnforced() {
        let limits = YAMLLimits(maxFileSize: 16)
        expectSingleDiagnostic(loadYAML("a: 12345678901234567890\n", limits: limits), .fileTooLarge, line: 1, column: 1, messageContains: "larger than the limit of 16 bytes")
        #expect(loadYAML("a: 1\n", limits: limits).diagnostics.isEmpty)
    }

    @Test func noFileOverAGibibyteIsReadWhateverTheLimit() throws {
        // A sparse file: its size is what matters, and it is refused before it is read.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-huge-\(UUID().uuidString).yaml").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(YAMLLimits.largestReadableFileSize) + 1)
        try handle.close()
        let result = YAMLLoader(limits: YAMLLimits(maxFileSize: Int.max)).load(path: path)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.id == .fileTooLarge)
        #expect(diagnostic.message.contains("larger than the limit of 1024 MiB; source positions and node indexes are 32-bit"))
    }

    // MARK: - Tags

    @Test(arguments: [
        ("a: !!python/object:os.system x\n", "'!!python/object:os.system'"),
        ("a: !custom x\n", "'!custom'"),
        ("a: !<tag:example.com,2000:app/foo> x\n", "'tag:example.com,2000:app/foo'"),
        ("a: !!binary aGVsbG8=\n", "'!!binary'"),
        ("a: !!set {x}\n", "'!!set'"),
    ])
    func nonCoreTagsAreRejected(text: String, tag: String) {
        expectSingleDiagnostic(loadYAML(text), .unsupportedTag, line: 1, column: 4, messageContains: tag)
    }

    @Test func taggedValuesMustFitTheirTag() {
        expectSingleDiagnostic(loadYAML("a: !!int 1.5\n"), .invalidTaggedValue, line: 1, column: 4, messageContains: "expects an integer, found '1.5'")
        expectSingleDiagnostic(loadYAML("a: !!bool yes\n"), .invalidTaggedValue, line: 1, column: 4, messageContains: "expects true or false")
        expectSingleDiagnostic(loadYAML("a: !!map [1]\n"), .invalidTaggedValue, line: 1, column: 4, messageContains: "found a sequence")
    }

    @Test func integerOverflowIsReportedWithAFixIt() throws {
        let diagnostic = try #require(expectSingleDiagnostic(loadYAML("id: 123456789012345678901\n"), .numberOutOfRange, line: 1, column: 5, messageContains: "does not fit in 64 bits"))
        #expect(diagnostic.fixIts.first?.replacement == "'123456789012345678901'")
    }

    @Test func nonScalarKeysAreRejected() {
        expectSingleDiagnostic(loadYAML("? [a, b]\n: value\n"), .nonScalarKey, line: 1, column: 3, messageContains: "found a sequence")
    }

    // MARK: - Documents and encoding

    @Test func secondDocumentIsAnError() throws {
        let diagnostic = try #require(expectSingleDiagnostic(loadYAML("a: 1\n---\nb: 2\n"), .multipleDocuments, line: 2, column: 1, messageContains: "second document"))
        #expect(diagnostic.notes.first?.range.start.line == 1)
    }

    @Test func explicitSingleDocumentIsFine() {
        #expect(loadYAML("---\na: 1\n...\n").diagnostics.isEmpty)
    }

    @Test func invalidUTF8IsPositioned() {
        expectSingleDiagnostic(loadYAML(bytes: Array("a: ok\nb: x".utf8) + [0xC3, 0x28] + [0x0A]), .invalidEncoding, line: 2, column: 5, messageContains: "the bytes 0xC3 0x28")
        expectSingleDiagnostic(loadYAML(bytes: Array("key: ".utf8) + [0xFF]), .invalidEncoding, line: 1, column: 6, messageContains: "the byte 0xFF,")
        expectSingleDiagnostic(loadYAML(bytes: [0x61, 0x3A, 0x20, 0xE2, 0x82]), .invalidEncoding, line: 1, column: 4, messageContains: "cut short")
        // An encoded surrogate is not UTF-8.
        expectSingleDiagnostic(loadYAML(bytes: [0x61, 0x3A, 0x20, 0xED, 0xA0, 0x80]), .invalidEncoding, line: 1, column: 4, messageContains: "the bytes 0xED 0xA0")
    }

    @Test func nulByteIsPositioned() {
        expectSingleDiagnostic(loadYAML(bytes: Array("a: 1\nb: x".utf8) + [0x00] + Array("y\n".utf8)), .invalidEncoding, line: 2, column: 5, messageContains: "NUL byte")
    }

    @Test(arguments: [
        ([0xFF, 0xFE, 0x61, 0x00] as [UInt8], "UTF-16LE"),
        ([0xFE, 0xFF, 0x00, 0x61], "UTF-16BE"),
        ([0x61, 0x00, 0x3A, 0x00], "UTF-16LE"),
        ([0x00, 0x00, 0x00, 0x61], "UTF-32BE"),
    ])
    func wideEncodingsAreNamed(bytes: [UInt8], encoding: String) {
        expectSingleDiagnostic(loadYAML(bytes: bytes), .invalidEncoding, line: 1, column: 1, messageContains: "encoded as \(encoding)")
    }

    @Test func controlCharactersAreRejectedByLibYAML() {
        expectSingleDiagnostic(loadYAML(bytes: Array("a: 1\nb: x".utf8) + [0x01] + [0x0A]), .invalidEncoding, line: 2, column: 5, messageContains: "U+0001")
    }

    // MARK: - Syntax errors from libyaml

    @Test func tabInIndentationSuggestsSpaces() throws {
        let diagnostic = try #require(expectSingleDiagnostic(loadYAML("a:\n\tb: 1\n"), .yamlSyntax, line: 2, column: 1, messageContains: "found a tab character"))
        #expect(diagnostic.fixIts.first?.replacement == "  ")
    }

    @Test func unterminatedQuoteNamesWhereTheStringStarts() throws {
        let diagnostic = try #require(expectSingleDiagnostic(loadYAML("a: 1\nb: \"abc\n"), .yamlSyntax, line: 3, column: 1, messageContains: "expected a closing quote"))
        #expect(diagnostic.notes.first?.range.start == SourceLocation(line: 2, column: 4, offset: 8))
    }

    // MARK: - The three slips behind "mapping values are not allowed in this context"

    /// Applies the one fix-it of the one diagnostic loading `text` gives, and expects the
    /// result to load without a problem.
    private func expectFixItRepairs(_ text: String, into repaired: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let diagnostic = try #require(loadYAML(text).diagnostics.first, sourceLocation: sourceLocation)
        let fixIt = try #require(diagnostic.fixIts.first, sourceLocation: sourceLocation)
        let fixed = applying(fixIt, to: text)
        #expect(fixed == repaired, sourceLocation: sourceLocation)
        #expect(loadYAML(fixed).diagnostics.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func aValueHoldingColonAndSpaceIsToBeQuoted() throws {
        let text = "items:\n  - title: Café: déjà vu   # a note\n"
        expectSingleDiagnostic(
            loadYAML(text), .yamlSyntax, line: 2, column: 16,
            messageContains: "expected a plain value without ': ' in it, found ':' in the value of 'title'; quote a value that holds a colon and a space")
        try expectFixItRepairs(text, into: "items:\n  - title: 'Café: déjà vu'   # a note\n")
        // With a byte order mark, the first line's columns and offsets start after it.
        let marked = "\u{FEFF}title: A: b\n"
        expectSingleDiagnostic(loadYAML(marked), .yamlSyntax, line: 1, column: 9, messageContains: "in the value of 'title'")
        try expectFixItRepairs(marked, into: "\u{FEFF}title: 'A: b'\n")
    }

    @Test func aKeyWithoutASpaceAfterItsColonIsNamedOnItsLine() throws {
        let text = "model:\n  kind:preferences\n  fields: {a: Int}\n"
        let diagnostic = try #require(expectSingleDiagnostic(
            loadYAML(text), .yamlSyntax, line: 3, column: 9,
            messageContains: "expected a space after the colon in 'kind:preferences' on line 2, found none: without it, 'kind:preferences' is text, and this line is read as more of it"))
        #expect(diagnostic.notes.last?.message == "'kind:preferences' is read as text, not as the key 'kind' and a value")
        #expect(diagnostic.notes.last?.range.start.line == 2 && diagnostic.notes.last?.range.start.column == 7)
        try expectFixItRepairs(text, into: "model:\n  kind: preferences\n  fields: {a: Int}\n")
    }

    @Test func aKeyIndentedUnderAValueIsToBeIndentedAsItsSibling() throws {
        let text = "a: 1\n  b: 2\n"
        let diagnostic = try #require(expectSingleDiagnostic(
            loadYAML(text), .yamlSyntax, line: 2, column: 4,
            messageContains: "expected 'b' at the indentation of 'a' on line 1, found it indented further, where it is read as more of the value of 'a'"))
        #expect(diagnostic.notes.last?.message == "the value of 'a' is read as continuing here")
        try expectFixItRepairs(text, into: "a: 1\nb: 2\n")
    }

    /// "did not find expected key": a key between the indentations of the keys above it.
    @Test func aKeyIndentedBetweenTwoMappingsIsOfferedBoth() throws {
        let text = "a:\n    b: 1\n  c: 2\n"
        let diagnostic = try #require(expectSingleDiagnostic(
            loadYAML(text), .yamlSyntax, line: 3, column: 3,
            messageContains: "expected 'c' indented as 'b' on line 2 (4 spaces) or as 'a' on line 1 (no spaces), found it at 2 spaces, where no mapping has its keys"))
        #expect(diagnostic.notes.map(\.range.start.line) == [2, 1])
        #expect(diagnostic.fixIts.map(\.replacement) == ["    ", ""])
        for (fixIt, repaired) in zip(diagnostic.fixIts, ["a:\n    b: 1\n    c: 2\n", "a:\n    b: 1\nc: 2\n"]) {
            #expect(applying(fixIt, to: text) == repaired)
            #expect(loadYAML(repaired).diagnostics.isEmpty)
        }
    }

    /// Where the text fits none of the three, libyaml's own words stay.
    @Test func otherMisplacedColonsKeepLibYAMLsMessage() throws {
        let diagnostic = try #require(expectSingleDiagnostic(
            loadYAML("- a\n  b: c\n"), .yamlSyntax, line: 2, column: 4, messageContains: "mapping values are not allowed in this context, found ':'"))
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test func libYAMLContextBecomesANote() throws {
        let diagnostic = try #require(expectSingleDiagnostic(loadYAML("items: [a, b\nnext: 1\n"), .yamlSyntax, line: 2, column: 5, messageContains: "found ':'"))
        #expect(diagnostic.notes.first?.message.hasPrefix("while parsing a flow sequence") == true)
        #expect(diagnostic.notes.first?.range.start.line == 1)
    }
}
