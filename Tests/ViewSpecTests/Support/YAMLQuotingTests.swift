import Testing
@testable import ViewSpec

/// Whatever the string, a fix-it that writes it as a scalar must give the loader back
/// exactly that string: as a key and as a value, in block and flow collections.
@Suite struct YAMLQuotingTests {
    /// Strings that each break a naive quoting: YAML's words and numbers, indicators, the
    /// document markers, every kind of line break, controls, the byte order mark, invisible
    /// format characters, and quotes and backslashes in every position.
    static let adversarial: [String] = [
        "", " ", "  ", "a", " a", "a ", "true", "False", "null", "~", "NULL", "1", "-1", "+1", "0x1F", "0o17", "1e3", ".5", ".inf",
        "-.Inf", ".nan", "99999999999999999999", "yes", "no", "on", "<<", "=", "- a", "-a", "? a", "?a", ":", "a:", ":a", "a:b",
        "a: b", "a:\tb", "http://example.com/a?b=c#d", "#", "a#b", "a #b", "&a", "*a", "!a", "!!str", "|", ">", "%YAML", "@", "`",
        "[a]", "{a: b}", "a,b", "a]", "a}", "---", "--- a", "...", "... a", "a\n", "\na", "a\nb", "a\n\nb", "a\r\nb", "\r", "\t",
        "a\tb", "\u{0}", "\u{7}", "\u{1B}[31m", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "a\u{2028}b", "a\u{2029}b",
        "\u{FEFF}", "\u{FEFF}a", "\u{FFFE}", "\u{FFFF}", "\u{202E}abc", "a\u{200B}b", "\u{2066}", "👩‍💻", "e\u{301}", "設定", "\u{10FFFF}",
        "'", "''", "it's", "\"", "\"a\"", "a\"b", "\\", "a\\b", "\\n", "\\\"", "'\"\\", "\" #", "' #", "a'", "a\"",
    ]

    /// Random strings over an alphabet weighted towards the characters that need care.
    static func randomStrings(count: Int) -> [String] {
        let special: [Unicode.Scalar] = [
            " ", " ", "\t", "\n", "\r", ":", "#", "-", "?", ",", "[", "]", "{", "}", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`",
            "\\", ".", "~", "0", "1", "e", "x", "\u{0}", "\u{1}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}",
            "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFE}", "\u{FFFF}", "\u{200B}", "\u{200D}", "\u{202E}", "\u{301}", "é", "設",
            "\u{1F469}", "\u{10FFFF}",
        ]
        var generator = SplitMix64(seed: 0x5EED_0F_F1C5)
        return (0..<count).map { _ in
            var text = ""
            for _ in 0..<Int(generator.next() % 12) {
                if generator.next() % 3 == 0, let letter = Unicode.Scalar(UInt32(0x61 + generator.next() % 26)) {
                    text.unicodeScalars.append(letter)
                } else {
                    text.unicodeScalars.append(special[Int(generator.next() % UInt64(special.count))])
                }
            }
            return text
        }
    }

    static let strings = adversarial + randomStrings(count: 3000)

    /// A document holding the scalar, and where in it the scalar is.
    struct Placement {
        var document: String
        var find: (YAMLNode) -> YAMLNode?
    }

    /// Documents holding `scalar` as a key and as a value in each kind of collection.
    static func placements(of scalar: String) -> [Placement] {
        func firstKey(_ node: YAMLNode?) -> YAMLNode? { node?.mapping?.first?.key }
        func firstValue(_ node: YAMLNode?) -> YAMLNode? { node?.mapping?.first?.value }
        return [
            Placement(document: "k: \(scalar)\n") { firstValue($0) },
            Placement(document: "outer:\n  k: \(scalar)\n  0: 1\n") { firstValue(firstValue($0)) },
            Placement(document: "\(scalar): v\n") { firstKey($0) },
            Placement(document: "outer:\n  \(scalar): v\n  0: 1\n") { firstKey(firstValue($0)) },
            Placement(document: "k: {a: \(scalar), 0: 1}\n") { firstValue(firstValue($0)) },
            Placement(document: "k: [\(scalar), 1]\n") { firstValue($0)?.sequence?.first },
            Placement(document: "k: {\(scalar): v, 0: 1}\n") { firstKey(firstValue($0)) },
            Placement(document: "k: [{\(scalar): v}]\n") { firstKey(firstValue($0)?.sequence?.first) },
        ]
    }

    /// The string at the placement's scalar, or what went wrong.
    static func readBack(_ placement: Placement) -> Result<String, Failure> {
        let loaded = YAMLLoader().load(SourceFile(path: "quoted.yaml", text: placement.document))
        guard loaded.diagnostics.isEmpty else { return .failure(Failure(messages: loaded.diagnostics.map(\.message))) }
        guard let node = loaded.root.flatMap(placement.find) else { return .failure(Failure(messages: ["the scalar is not where it was put"])) }
        guard let text = node.stringValue else { return .failure(Failure(messages: ["not a string but \(node.kindDescription)"])) }
        return .success(text)
    }

    struct Failure: Error, CustomStringConvertible {
        var messages: [String]
        var description: String { messages.joined(separator: "; ") }
    }

    static func expectReadsBack(_ quoted: String, as text: String, style: String) {
        for placement in placements(of: quoted) {
            switch readBack(placement) {
            case .success(let read):
                #expect(read == text, "\(style) \(quoted.debugDescription) read back as \(read.debugDescription) in \(placement.document.debugDescription)")
            case .failure(let failure):
                Issue.record("\(style) \(quoted.debugDescription) of \(text.debugDescription) does not load in \(placement.document.debugDescription): \(failure)")
            }
        }
    }

    @Test func theChosenStyleReadsBackExactly() {
        for text in Self.strings { Self.expectReadsBack(YAMLQuoting.scalar(text), as: text, style: "scalar") }
    }

    @Test func doubleQuotedReadsBackExactly() {
        for text in Self.strings { Self.expectReadsBack(YAMLQuoting.doubleQuoted(text), as: text, style: "double-quoted") }
    }

    @Test func everyCharacterReadsBackDoubleQuoted() {
        // Every scalar of the Basic Multilingual Plane outside the surrogates, and the planes' ends.
        var scalars = (0..<0xD800).compactMap(Unicode.Scalar.init) + (0xE000...0xFFFF).compactMap(Unicode.Scalar.init)
        scalars += [0x10000, 0x1FFFE, 0x1FFFF, 0xE0001, 0x10FFFF].compactMap(Unicode.Scalar.init)
        // Several per document, so the test reads a few thousand documents, not 65,000.
        for start in stride(from: 0, to: scalars.count, by: 32) {
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[start..<min(start + 32, scalars.count)])
            let quoted = YAMLQuoting.doubleQuoted(text)
            switch Self.readBack(Self.placements(of: quoted)[0]) {
            case .success(let read): #expect(read == text, "U+\(String(scalars[start].value, radix: 16))…")
            case .failure(let failure): Issue.record("U+\(String(scalars[start].value, radix: 16))…: \(failure)")
            }
        }
    }

    @Test func plainAndSingleQuotedWhereTheyReadBack() {
        #expect(YAMLQuoting.scalar("dark") == "dark")
        #expect(YAMLQuoting.scalar("Dark mode") == "Dark mode")
        #expect(YAMLQuoting.scalar("設定") == "設定")
        #expect(YAMLQuoting.scalar("true") == "'true'")
        #expect(YAMLQuoting.scalar("12") == "'12'")
        #expect(YAMLQuoting.scalar("it's") == "it's")
        #expect(YAMLQuoting.scalar("'quoted'") == "'''quoted'''")
        #expect(YAMLQuoting.scalar("Note: this") == "'Note: this'")
        #expect(YAMLQuoting.scalar("#FF0000") == "'#FF0000'")
        #expect(YAMLQuoting.scalar("") == "''")
        #expect(YAMLQuoting.scalar("a\tb") == "\"a\\tb\"")
        #expect(YAMLQuoting.scalar("line\r\n") == "\"line\\r\\n\"")
        #expect(YAMLQuoting.scalar("\u{202E}abc") == "\"\\u202Eabc\"")
        #expect(YAMLQuoting.doubleQuoted("\u{0}\u{7F}\u{85}\u{2028}\u{FEFF}\"\\") == "\"\\0\\x7F\\N\\L\\uFEFF\\\"\\\\\"")
    }
}

/// A small, fast generator with a fixed seed, so that every run tests the same strings.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
