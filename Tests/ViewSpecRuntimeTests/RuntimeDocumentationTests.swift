import Foundation
import Testing
import ViewSpecRuntime

/// The file examples in docs/runtime.md are what the stores write, byte for byte, and its
/// example messages are what validation says.
@MainActor @Suite struct RuntimeDocumentationTests {
    private static func document() throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent("docs/runtime.md"), encoding: .utf8)
    }

    /// The fenced blocks of `language` ("" for blocks without one), each ending in "\n".
    private static func blocks(_ language: String, in text: String) -> [String] {
        var blocks: [String] = []
        var current: (language: Substring, lines: [Substring])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let block = current {
                if line == "```" {
                    if block.language == language { blocks.append(block.lines.joined(separator: "\n") + "\n") }
                    current = nil
                } else {
                    current?.lines.append(line)
                }
            } else if line.hasPrefix("```") {
                current = (line.dropFirst(3), [])
            }
        }
        return blocks
    }

    @Test func theFileExamplesAreWhatTheStoresWrite() throws {
        let examples = Self.blocks("json", in: try Self.document())
        #expect(examples.count == 2)
        let directory = try TemporaryDirectory()

        try PreferenceStore<AppSettings>().save(to: directory.file("settings.json"))
        #expect(try directory.read("settings.json") == examples.first)

        let members = try RecordStore<Member>()
        try members.add(Member("m1", "Ann"))
        try members.add(Member("m2", "Bob"))
        try members.add(Member("m3", "Cy"))
        try members.remove(at: 1)
        try members.save(to: directory.file("members.json"))
        #expect(try directory.read("members.json") == examples.last)
    }

    @Test func theExampleMessagesAreWhatValidationSays() throws {
        let messages = Self.blocks("", in: try Self.document()).first { $0.hasPrefix("field '") }
        let store = try PreferenceStore<AppSettings>()
        var actual: [String] = []
        for (value, name) in [(FieldValue.float(1.5), "volume"), (.string("30"), "syncInterval"), (.enumCase(.string("sepia")), "theme"),
            (.string("much too long a name"), "userName")]
        {
            let error = try #require(throws: StoreError.self) { try store.setFieldValue(value, named: name) }
            actual.append(error.description)
        }
        #expect(messages == actual.joined(separator: "\n") + "\n")
    }
}
