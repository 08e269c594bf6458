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

    /// Every relative link of the README and the documentation names a file of the
    /// repository, and its `#anchor` a heading of that file as GitHub names headings; the
    /// commands' help points at documents by path, which must exist too.
    @Test func linksBetweenDocumentsLeadSomewhere() throws {
        let documents = try ["README.md"] + Self.files(under: Self.root.appendingPathComponent("docs"))
            .filter { $0.pathExtension == "md" }
            .map { String($0.path.dropFirst(Self.root.path.count + 1)) }
        var headingsByDocument: [String: Set<String>] = [:]
        func headings(of document: String) -> Set<String>? {
            if let known = headingsByDocument[document] { return known }
            guard let text = try? String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8) else { return nil }
            let found = MarkdownLinks.anchors(of: text)
            headingsByDocument[document] = found
            return found
        }
        var links = 0
        for document in documents {
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            for link in MarkdownLinks.relativeLinks(in: text) {
                links += 1
                let directory = (document as NSString).deletingLastPathComponent
                let target = link.path.isEmpty ? document : ((directory as NSString).appendingPathComponent(link.path) as NSString).standardizingPath
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(target).path, isDirectory: &isDirectory) else {
                    Issue.record("\(document): link to '\(link.path)', which does not exist")
                    continue
                }
                guard let anchor = link.anchor, target.hasSuffix(".md") else { continue }
                #expect(headings(of: target)?.contains(anchor) == true, "\(document): no heading '#\(anchor)' in \(target)")
            }
        }
        #expect(links > 100, "the documentation's links were not found")
        // The commands' help and messages name documents by path.
        var named = 0
        for url in try Self.files(under: Self.root.appendingPathComponent("Sources")) where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.matches(of: /docs\/[A-Za-z0-9_\/-]+\.(md|json)/) {
                named += 1
                let path = String(match.output.0)
                #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(url.lastPathComponent) names \(path)")
            }
        }
        #expect(named > 10, "the commands' references to the documentation were not found")
    }

    static func files(under url: URL) throws -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [url] }
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        return (enumerator?.allObjects as? [URL] ?? []).filter { !$0.hasDirectoryPath }
    }
}

/// Links and headings of a Markdown document, read as GitHub reads them.
enum MarkdownLinks {
    struct Link {
        var path: String
        var anchor: String?
    }

    /// The links `[text](target)` outside fenced code blocks whose target is a path in the
    /// repository (not a URL with a scheme).
    static func relativeLinks(in text: String) -> [Link] {
        var links: [Link] = []
        for line in proseLines(of: text) {
            var rest = line[...]
            while let start = rest.range(of: "](") {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(where: { $0 == ")" || $0 == " " }) else { break }
                let target = String(rest[..<end])
                rest = rest[end...]
                if target.isEmpty || target.contains(":") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                links.append(Link(path: String(parts[0]), anchor: parts.count > 1 ? String(parts[1]) : nil))
            }
        }
        return links
    }

    /// The anchors GitHub gives the document's headings: lowercased, punctuation other
    /// than `-` and `_` dropped, spaces made `-`; a repeated one numbered `-1`, `-2`, ….
    static func anchors(of text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors = Set<String>()
        for line in proseLines(of: text) where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }
            guard title.first == " " else { continue }
            let slug = String(title.trimmingCharacters(in: .whitespaces).lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            })
            if let count = seen[slug] {
                seen[slug] = count + 1
                anchors.insert("\(slug)-\(count + 1)")
            } else {
                seen[slug] = 0
                anchors.insert(slug)
            }
        }
        return anchors
    }

    private static func proseLines(of text: String) -> [Substring] {
        var inFence = false
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if !inFence { lines.append(line) }
        }
        return lines
    }
}
