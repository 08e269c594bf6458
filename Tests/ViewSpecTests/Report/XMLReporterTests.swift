import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ViewSpec

/// JUnit and Checkstyle reports: well-formed XML whatever the messages hold, and the
/// structure the tools that read them expect.
@Suite struct XMLReporterTests {
    typealias Support = ReportTestSupport

    /// A message with every character XML treats specially, and some it cannot hold.
    static let hostileMessage = "expected <Int> & found \"a\" 'b' ]]> tab\there\nnew line \u{01}\u{1B}[31m\u{7F} 設定"

    static var hostileReport: DiagnosticReport {
        let source = Support.ruledFile("specs/a&b <c>.yaml")
        return Support.report(
            [
                .error(.unknownKey, hostileMessage, at: Support.range(source.path, 2, 1, to: 2, 5), notes: [.init("see <here>", at: Support.range(source.path, 1, 1, to: 1, 5))]),
                .warning(.unknownKey, "just a warning", at: Support.range(source.path, 1, 1, to: 1, 5)),
            ],
            sources: [source, SourceFile(path: "specs/clean.yaml", text: "viewspec: 1\n")])
    }

    private func document(_ text: String) throws -> XMLDocument {
        try XMLDocument(data: Data(text.utf8), options: [])
    }

    private func attribute(_ element: XMLElement?, _ name: String) -> String? {
        element?.attribute(forName: name)?.stringValue
    }

    @Test func escapingRoundTripsThroughAnXMLParser() throws {
        let escaped = XMLText.escaped(Self.hostileMessage, inAttribute: true)
        let parsed = try document("<a \(XMLText.attribute("m", Self.hostileMessage))>\(XMLText.escaped(Self.hostileMessage))</a>")
        let expected = Self.hostileMessage.replacingOccurrences(of: "\u{01}", with: "\u{FFFD}").replacingOccurrences(of: "\u{1B}", with: "\u{FFFD}")
        #expect(attribute(parsed.rootElement(), "m") == expected)
        #expect(parsed.rootElement()?.stringValue == expected)
        #expect(escaped.contains("&lt;Int&gt; &amp; found &quot;a&quot; &apos;b&apos; ]]&gt; tab&#9;here&#10;new line"))
        #expect(XMLText.escaped("a\r\nb") == "a&#13;\nb")
        #expect(XMLText.escaped("\u{FFFE}\u{0}x") == "\u{FFFD}\u{FFFD}x")
    }

    @Test func junitHasOneSuitePerFileAndOneCasePerFinding() throws {
        let output = JUnitReporter().render(Self.hostileReport)
        #expect(output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"viewspecc\" tests=\"3\" failures=\"1\" errors=\"0\">\n"))
        let root = try #require(try document(output).rootElement())
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { attribute($0, "name") } == ["specs/a&b <c>.yaml", "specs/clean.yaml"])
        #expect(suites.map { attribute($0, "tests") } == ["2", "1"])
        #expect(suites.map { attribute($0, "failures") } == ["1", "0"])

        let cases = suites[0].elements(forName: "testcase")
        #expect(cases.map { attribute($0, "name") } == ["VS0102 unknown-key at 1:1", "VS0102 unknown-key at 2:1"])
        #expect(cases[0].elements(forName: "failure").isEmpty)
        #expect(cases[0].elements(forName: "system-out").first?.stringValue == "specs/a&b <c>.yaml:1:1: warning: just a warning [VS0102]")
        let failure = try #require(cases[1].elements(forName: "failure").first)
        #expect(attribute(failure, "type") == "VS0102")
        #expect(attribute(failure, "message")?.hasPrefix("expected <Int> & found \"a\" 'b' ]]> tab\there\nnew line") == true)
        #expect(failure.stringValue?.hasPrefix("specs/a&b <c>.yaml:2:1: error: expected <Int>") == true)
        #expect(failure.stringValue?.hasSuffix("[VS0102]\nspecs/a&b <c>.yaml:1:1: note: see <here>") == true)

        let clean = suites[1].elements(forName: "testcase")
        #expect(clean.count == 1)
        #expect(attribute(clean.first, "name") == "no problems found")
        #expect(clean.first?.children == nil || clean.first?.children?.isEmpty == true)
    }

    @Test func checkstyleListsFindingsPerFile() throws {
        let output = CheckstyleReporter().render(Self.hostileReport)
        #expect(output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"))
        let root = try #require(try document(output).rootElement())
        let files = root.elements(forName: "file")
        // Files without findings are left out, as Checkstyle does.
        #expect(files.map { attribute($0, "name") } == ["specs/a&b <c>.yaml"])
        let errors = files[0].elements(forName: "error")
        #expect(errors.map { attribute($0, "line") } == ["1", "2"])
        #expect(errors.map { attribute($0, "column") } == ["1", "1"])
        #expect(errors.map { attribute($0, "severity") } == ["warning", "error"])
        #expect(errors.map { attribute($0, "source") } == ["viewspecc.VS0102.unknown-key", "viewspecc.VS0102.unknown-key"])
        #expect(attribute(errors[1], "message")?.hasPrefix("expected <Int> & found \"a\" 'b' ]]> tab\there\nnew line \u{FFFD}\u{FFFD}[31m") == true)
    }

    @Test func emptyReportsAreStillDocuments() throws {
        let empty = Support.report([], sources: [SourceFile(path: "a.yaml", text: "viewspec: 1\n")])
        #expect(CheckstyleReporter().render(empty) == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
        let junit = try document(JUnitReporter().render(empty)).rootElement()
        #expect(attribute(junit, "tests") == "1")
        #expect(attribute(junit, "failures") == "0")
    }

    @Test func outputIsByteIdenticalAcrossRuns() {
        let report = SARIFReporterTests.variedReport
        #expect(JUnitReporter().render(report) == JUnitReporter().render(report))
        #expect(CheckstyleReporter().render(report) == CheckstyleReporter().render(report))
        #expect(GitHubReporter().render(report) == GitHubReporter().render(report))
    }
}
