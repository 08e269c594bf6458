import Testing
@testable import ViewSpec

/// A long text written several times in one file is made once: the spec model of an open
/// project holds one string for it, not one for each place.
@Suite struct LongTextSharingTests {
    private static func storage(of text: String) -> UnsafeRawPointer? {
        text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }

    @Test func equalLongTextsOfADocumentShareOneString() throws {
        let text = "first: AccountsSettingsModel\nsecond: AccountsSettingsModel\nother: AccountsSettingsModels\nshort: abc\nagain: abc\n"
        let root = try #require(YAMLLoader().load(SourceFile(path: "test.yaml", text: text)).root)
        let first = try #require(root["first"]?.stringValue)
        let second = try #require(root["second"]?.stringValue)
        let other = try #require(root["other"]?.stringValue)
        #expect(first == second)
        #expect(Self.storage(of: first) != nil)
        #expect(Self.storage(of: first) == Self.storage(of: second))
        #expect(Self.storage(of: first) != Self.storage(of: other))
        #expect(root["short"]?.stringValue == root["again"]?.stringValue)
    }

    /// Texts are shared within a document, never across documents, so that what one file
    /// made is never held on behalf of another.
    @Test func documentsDoNotShareTexts() throws {
        let text = "name: AccountsSettingsModel\n"
        let one = try #require(YAMLLoader().load(SourceFile(path: "one.yaml", text: text)).root?["name"]?.stringValue)
        let two = try #require(YAMLLoader().load(SourceFile(path: "two.yaml", text: text)).root?["name"]?.stringValue)
        #expect(one == two)
        #expect(Self.storage(of: one) != Self.storage(of: two))
    }

    /// Through the table's growth, every text is the text of its bytes, and a text made
    /// again is the one made first.
    @Test func internerGivesEachTextOnceThroughGrowth() {
        var interner = TextInterner()
        var first: [String: String] = [:]
        // A fixed seed: every run inserts the same texts in the same order.
        var generator = SplitMix64(seed: 0x7E47_1A7E)
        for _ in 0..<5_000 {
            let text = "a long text of the spec number \(generator.next() % 1_500) é"
            var bytes = text
            let made = bytes.withUTF8 { interner.text(of: $0) }
            #expect(made == text)
            if let earlier = first[text] {
                #expect(Self.storage(of: made) == Self.storage(of: earlier))
            } else {
                first[text] = made
            }
        }
    }
}
