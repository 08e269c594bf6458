import Foundation
import Testing
@testable import ViewSpec

/// What users read stands on its own: no rule text, `explain` output, SARIF help, page of
/// the documentation, example spec or public doc comment points at a document that is not
/// in the repository. (The project's history is cited in tests and in `//` comments only.)
@Suite struct UserFacingTextTests {
    static let root = RuleDocumentationTests.packageRoot
    static let outsideReference = "BRIEF"

    @Test func ruleTextsExplainAndSARIFHelpStandOnTheirOwn() {
        for rule in RuleBook.all {
            let texts = [
                rule.summary, rule.rationale, rule.howToFix ?? "", RuleDocumentation.text(for: rule), SARIFReporter.helpText(rule),
                SARIFReporter.helpMarkdown(rule),
            ]
            #expect(!texts.contains { $0.contains(Self.outsideReference) }, "\(rule.id.code) \(rule.name)")
        }
        #expect(!RuleDocumentation.markdown().contains(Self.outsideReference))
    }

    @Test func documentationAndExamplesStandOnTheirOwn() throws {
        let places = ["README.md", "docs", "specs", "Examples"]
        var checked = 0
        for place in places {
            for url in try Self.files(under: Self.root.appendingPathComponent(place)) {
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                checked += 1
                #expect(!text.contains(Self.outsideReference), "\(url.path)")
            }
        }
        #expect(checked > 10, "the documentation was not found")
    }

    /// Doc comments (`///`) become the API documentation users read; `//` comments are for
    /// the people who maintain the code.
    @Test func docCommentsStandOnTheirOwn() throws {
        for module in ["ViewSpec", "ViewSpecRuntime"] {
            for url in try Self.files(under: Self.root.appendingPathComponent("Sources/\(module)")) where url.pathExtension == "swift" {
                let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
                for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    #expect(!line.contains(Self.outsideReference), "\(url.lastPathComponent):\(index + 1)")
                }
            }
        }
    }

    static func files(under url: URL) throws -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [url] }
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        return (enumerator?.allObjects as? [URL] ?? []).filter { !$0.hasDirectoryPath }
    }
}
