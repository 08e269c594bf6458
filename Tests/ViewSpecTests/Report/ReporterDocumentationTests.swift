import Foundation
import Testing
@testable import ViewSpec

/// docs/reporters.md shows real output: every example is what the reporters write for
/// the page's example spec, so the page cannot drift from the code.
@Suite struct ReporterDocumentationTests {
    private func page() throws -> String {
        try String(contentsOf: LayoutTestSupport.repositoryRoot.appendingPathComponent("docs/reporters.md"), encoding: .utf8)
    }

    /// The page's example spec (its first YAML block), compiled as `specs/main.yaml`.
    private func report() throws -> DiagnosticReport {
        let page = try page()
        let start = try #require(page.range(of: "```yaml\n"))
        let end = try #require(page.range(of: "```\n", range: start.upperBound..<page.endIndex))
        let spec = String(page[start.upperBound..<end.lowerBound])
        #expect(spec.hasPrefix("viewspec: 1\n"))
        return ReportTestSupport.report(["specs/main.yaml": spec])
    }

    @Test func theExampleHasAnErrorAndAWarning() throws {
        let report = try report()
        #expect(report.diagnostics.map(\.severity) == [.warning, .error])
    }

    @Test(arguments: [ReportFormat.text, .github, .junit, .checkstyle])
    func examplesAreRealOutput(_ format: ReportFormat) throws {
        let output = format.reporter().render(try report())
        #expect(try page().contains("\n" + output + "```\n"), "docs/reporters.md does not show this \(format) output:\n\(output)")
    }

    @Test func theBaselineExampleIsRealOutput() throws {
        let output = Baseline(recording: try report()).serialized()
        #expect(try page().contains("```json\n" + output + "```\n"), "docs/reporters.md does not show this baseline:\n\(output)")
    }

    @Test func sarifExcerptsAreRealOutput() throws {
        let sarif = try JSONParser().parse(SARIFReporter().render(try report()))
        let result = try #require(sarif["runs"]?[0]?["results"]?[1])
        let fingerprint = try #require(result["partialFingerprints"]?[SARIFReporter.fingerprintKey]?.stringValue)
        let ruleIndex = try #require(result["ruleIndex"]?.numberValue)
        let page = try page()
        #expect(page.contains("\"partialFingerprints\": { \"primaryLocationLineHash\": \"\(fingerprint)\" }"))
        #expect(page.contains("\"ruleIndex\": \(Int(ruleIndex)),"))
        #expect(page.contains("\"region\": { \"startLine\": 10, \"startColumn\": 39, \"endLine\": 10, \"endColumn\": 45 }"))
    }

    @Test func everyFormatIsDocumented() throws {
        let page = try page()
        for format in ReportFormat.allCases {
            #expect(page.contains("## `\(format.rawValue)`"), "no section for \(format.rawValue)")
        }
    }
}
