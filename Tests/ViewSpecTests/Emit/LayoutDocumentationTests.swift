import Foundation
import Testing
@testable import ViewSpec

/// docs/layout.md describes every key of the format and the row heights in use.
@Suite struct LayoutDocumentationTests {
    typealias Support = LayoutTestSupport

    private func page() throws -> String {
        try String(contentsOf: Support.repositoryRoot.appendingPathComponent("docs/layout.md"), encoding: .utf8)
    }

    /// Every word written in backticks on the page.
    private func codeWords(_ text: String) -> Set<String> {
        var words = Set<String>()
        for (index, span) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() where index % 2 == 1 {
            for word in span.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) { words.insert(String(word)) }
        }
        return words
    }

    private func propertyNames(in schema: JSONValue) -> Set<String> {
        var names = Set<String>()
        switch schema {
        case .object(let members):
            for (key, value) in members {
                if key == "properties", case .object(let properties) = value { names.formUnion(properties.map(\.0)) }
                names.formUnion(propertyNames(in: value))
            }
        case .array(let elements):
            for element in elements { names.formUnion(propertyNames(in: element)) }
        default:
            break
        }
        return names
    }

    @Test func everyKeyOfTheSchemaIsDescribed() throws {
        let schema = try JSONParser().parse(Array(try Data(contentsOf: Support.schemaURL)))
        let keys = propertyNames(in: schema)
        #expect(keys.count > 50)
        let documented = codeWords(try page())
        let missing = keys.subtracting(documented).sorted()
        #expect(missing.isEmpty, "docs/layout.md does not mention \(missing)")
    }

    @Test func rowHeightsAreTheOnesInUse() throws {
        let text = try page()
        guard case .object(let metrics) = LayoutMetrics.standard.json else {
            Issue.record("metrics are not an object")
            return
        }
        for (name, value) in metrics {
            let points = JSONWriter(style: .compact).string(for: value)
            #expect(text.contains("| `\(name)` | \(points) |"), "docs/layout.md lacks the row '| `\(name)` | \(points) |'")
        }
    }

    /// The page names every check the layout relies on, and no other as one.
    @Test func theChecksTheLayoutReliesOnAreListed() throws {
        let text = try page()
        let section = try #require(text.components(separatedBy: "## What cannot be laid out").last?.components(separatedBy: "\n## ").first)
        for check in CheckRegistry.all {
            let named = section.contains("`\(check.description.id.name)`")
            #expect(named == check.guardedOutputs.contains(.layout), "\(check.description.id.name)")
        }
    }
}
