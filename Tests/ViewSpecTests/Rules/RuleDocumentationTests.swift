import Foundation
import Testing
@testable import ViewSpec

@Suite struct RuleDocumentationTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// docs/rules.md is generated; this fails when it is stale and, with
    /// VIEWSPEC_UPDATE_DOCS=1, rewrites it.
    @Test func rulesReferenceIsCurrent() throws {
        let url = Self.packageRoot.appendingPathComponent("docs/rules.md")
        let generated = RuleDocumentation.markdown()
        let current = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        if current != generated, ProcessInfo.processInfo.environment["VIEWSPEC_UPDATE_DOCS"] == "1" {
            try generated.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("docs/rules.md was stale and has been rewritten; run the tests again")
            return
        }
        #expect(current == generated, "docs/rules.md is out of date: run VIEWSPEC_UPDATE_DOCS=1 swift test --filter RuleDocumentationTests")
    }

    @Test func everyDiagnosticIsDocumented() throws {
        let text = try String(contentsOf: Self.packageRoot.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
        for id in DiagnosticID.inputDiagnostics + DiagnosticID.decodeDiagnostics + DiagnosticID.configurationDiagnostics
            + CheckRegistry.swift.map({ $0.description.id })
        {
            #expect(text.contains("| \(id.code) | \(id.name) |"), "docs/diagnostics.md lacks \(id.code) \(id.name)")
        }
    }

    @Test func everyIDHasOneDescriptionWithAnExampleOrAFix() {
        #expect(RuleBook.all.map(\.id) == RuleCatalog.all)
        for rule in RuleBook.all {
            #expect(!rule.rationale.isEmpty, "\(rule.id.code)")
            // A line continued in the source with a doubled backslash reaches the reader
            // as a backslash at the end of the line.
            for prose in [rule.id.summary, rule.rationale, rule.howToFix ?? ""] {
                #expect(!prose.contains("\\\n") && !prose.hasSuffix("\\"), "\(rule.id.code) shows a backslash at the end of a line")
            }
            #expect(!rule.triggeringExamples.isEmpty || rule.howToFix != nil, "\(rule.id.code) has neither an example nor a fix")
            #expect(
                rule.triggeringExamples.isEmpty == (rule.nonTriggeringExamples.isEmpty && rule.corrections.isEmpty),
                "\(rule.id.code): an example that triggers it needs one that does not, or a correction")
        }
    }

    static let specRules = RuleBook.all.filter { $0.stage == .input || $0.stage == .decode }.map(\.id.name)

    /// The loader's and the decoder's examples are tested like the checks': reported at every
    /// marker and nowhere else, and the fixed version is clean.
    @Test(arguments: specRules)
    func examplesTriggerAtTheirMarkersAndTheFixIsClean(name: String) throws {
        let rule = try #require(RuleBook.rule(name))
        for example in rule.triggeringExamples {
            let prepared = PreparedExample(example)
            #expect(!prepared.markers.isEmpty, "\(name): no marker")
            let diagnostics = Compiler().compile(sources: prepared.sources).reportedDiagnostics
            let reported = diagnostics.filter { $0.id == rule.id }.map { Marker(path: $0.range.path, line: $0.range.start.line, column: $0.range.start.column) }
            #expect(reported.sorted() == prepared.markers.sorted(), "\(name) reported at \(reported.sorted()): \(diagnostics.map(\.message))")
        }
        for example in rule.nonTriggeringExamples {
            let diagnostics = Compiler().compile(sources: PreparedExample(example).sources).diagnostics
            #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(name): \(diagnostics.map(\.message))")
        }
    }

    @Test func explainTextHasSummaryExampleAndFix() throws {
        let rule = try #require(RuleBook.rule("DUPLICATE-KEY"))
        let text = RuleDocumentation.text(for: rule)
        #expect(text.hasPrefix("VS0003 duplicate-key (error, reported while reading files; cannot be disabled)\n\nA mapping has the same key twice.\n"))
        #expect(text.contains("Triggers it (↓ marks where it is reported):\n\n    viewspec: 1\n"))
        #expect(text.contains("      ↓sound: Int\n"))
        #expect(text.contains("Does not trigger it:\n\n    viewspec: 1\n"))
        let check = try #require(RuleBook.rule("vs0203"))
        #expect(RuleDocumentation.text(for: check).contains("Does not trigger it:"))
        let prose = try #require(RuleBook.rule("file-too-large"))
        #expect(RuleDocumentation.text(for: prose).hasSuffix("Fix: Split the specs into several files, or raise the limit (see docs/limits.md).\n"))
    }
}
