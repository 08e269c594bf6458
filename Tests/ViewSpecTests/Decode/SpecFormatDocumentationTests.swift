import Foundation
import Testing
@testable import ViewSpec

/// The examples in docs/spec-format.md must be valid spec language: every YAML block
/// that is a whole file or a whole section decodes without a single decode diagnostic.
@Suite struct SpecFormatDocumentationTests {
    static func yamlBlocks() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/spec-format.md"), encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```yaml" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func wholeSectionExamplesDecodeCleanly() throws {
        let sections = ["viewspec:", "models:", "preferences:", "tables:", "hierarchies:", "actionSheets:", "animations:"]
        let blocks = try Self.yamlBlocks().filter { block in sections.contains { block.hasPrefix($0) } }
        #expect(blocks.count >= 7, "expected the format document's section examples")
        for block in blocks {
            let text = block.hasPrefix("viewspec:") ? block : "viewspec: 1\n" + block
            let loaded = YAMLLoader().load(SourceFile(path: "doc.yaml", text: text))
            #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))\n\(block)")
            let decoded = SpecDecoder().decode(loaded.root, path: "doc.yaml")
            let reported = decoded.diagnostics.reported(in: loaded.file.map { [$0] } ?? [])
            #expect(decoded.diagnostics.isEmpty, "\(reported.map { "\($0.range.start.line): \($0.message)" })\n\(block)")
        }
    }

    @Test func fragmentExamplesAreWellFormedYAML() throws {
        for block in try Self.yamlBlocks() {
            let loaded = YAMLLoader().load(SourceFile(path: "doc.yaml", text: block))
            // Fragments may repeat a key to show alternatives (`title:` twice); anything else must load.
            #expect(loaded.diagnostics.allSatisfy { $0.id == .duplicateKey }, "\(loaded.diagnostics.map(\.message))\n\(block)")
        }
    }
}
