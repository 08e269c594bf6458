import Foundation
import Testing
@testable import ViewSpec

/// SARIF output must validate against the official SARIF 2.1.0 schema (read from the
/// shared folder beside the checkout, or `$VIEWSPEC_SHARED_DIR/schemas`), describe every
/// rule, and fingerprint findings by their text rather than their line.
@Suite struct SARIFReporterTests {
    typealias Support = ReportTestSupport

    static let schemaURL = SharedMaterial.url("schemas/sarif-schema-2.1.0.json")

    private func validator() throws -> JSONSchemaValidator {
        try #require(FileManager.default.fileExists(atPath: Self.schemaURL.path), "the SARIF schema was not found at \(Self.schemaURL.path); set VIEWSPEC_SHARED_DIR")
        return try JSONSchemaValidator(contentsOf: Self.schemaURL)
    }

    /// Every check's triggering examples, each in a folder of its own whose name needs
    /// percent-encoding, plus YAML errors with notes: findings of every shape.
    static var variedReport: DiagnosticReport {
        var sources: [SourceFile] = []
        for check in CheckRegistry.all {
            for (index, example) in check.description.triggeringExamples.enumerated() {
                for (name, text) in example.files {
                    sources.append(SourceFile(path: "examples/\(check.description.id.name) #\(index)/設定 \(name)", text: text.filter { $0 != RuleExample.marker }))
                }
            }
        }
        sources.append(SourceFile(path: "specs/broken.yaml", text: "name: a\nname: b\nlist: [1, 2\n"))
        sources.append(SourceFile(path: "specs/dup.yaml", text: "viewspec: 1\nmodels: {}\nmodels: {}\n"))
        return DiagnosticReport(Compiler().compile(sources: sources), paths: Support.paths)
    }

    private func parsed(_ report: DiagnosticReport) throws -> JSONValue {
        try JSONParser().parse(Array(SARIFReporter().render(report).utf8))
    }

    @Test(.needsSharedMaterial) func outputMatchesTheSARIFSchema() throws {
        let report = Self.variedReport
        #expect(report.diagnostics.contains { !$0.notes.isEmpty })
        #expect(report.diagnostics.contains { !$0.fixIts.isEmpty })
        #expect(Set(report.diagnostics.map(\.severity)).isSuperset(of: [.error, .warning]))
        let failures = try validator().failures(for: try parsed(report))
        #expect(failures.isEmpty, "\(failures.prefix(10))")
        let empty = try validator().failures(for: try parsed(Support.report([])))
        #expect(empty.isEmpty, "\(empty.prefix(10))")
    }

    @Test(.needsSharedMaterial) func theSchemaRefusesWhatIsNotSARIF() throws {
        let validator = try validator()
        let output = SARIFReporter().render(Support.duplicateKey)
        for (original, broken) in [
            (#""version": "2.1.0""#, #""version": "2.0.0""#),
            (#""uri": "specs/app.yaml""#, #""uri": "specs/my app.yaml""#),
            (#""startLine": 2"#, #""startLine": 0"#),
            (#""level": "error""#, #""level": "fatal""#),
        ] {
            #expect(output.contains(original))
            let failures = validator.failures(for: try JSONParser().parse(Array(output.replacingOccurrences(of: original, with: broken).utf8)))
            #expect(!failures.isEmpty, "accepted \(broken)")
        }
    }

    @Test func everyRuleIsDescribedInCodeOrder() throws {
        let driver = try #require(try parsed(Support.report([]))["runs"]?[0]?["tool"]?["driver"])
        let name = driver["name"]?.stringValue
        let version = driver["version"]?.stringValue
        #expect(name == "viewspecc")
        #expect(version == ViewSpecVersion.current)
        let rules = try #require(driver["rules"]?.arrayValue)
        let ids: [DiagnosticID] = DiagnosticID.inputDiagnostics + DiagnosticID.decodeDiagnostics
            + DiagnosticID.configurationDiagnostics + CheckRegistry.all.map { $0.description.id }
            + DiagnosticID.interchangeDiagnostics + DiagnosticID.importDiagnostics + DiagnosticID.androidImportDiagnostics
        let expected = ids.map(\.code).sorted()
        let codes = rules.compactMap { $0["id"]?.stringValue }
        #expect(codes == expected)
        for rule in rules {
            let texts = [
                rule["name"]?.stringValue, rule["shortDescription"]?["text"]?.stringValue,
                rule["fullDescription"]?["text"]?.stringValue, rule["help"]?["text"]?.stringValue,
                rule["help"]?["markdown"]?.stringValue,
            ]
            let missing = texts.filter { ($0 ?? "").isEmpty }.count
            #expect(missing == 0, "\(rule)")
            let level = rule["defaultConfiguration"]?["level"]?.stringValue ?? ""
            #expect(["error", "warning", "note"].contains(level))
        }
        let colour = try #require(rules.first { $0["name"]?.stringValue == "invalid-color" })
        let help = try #require(colour["help"]?["text"]?.stringValue)
        #expect(help.contains(InvalidColorCheck.description.rationale))
        #expect(help.contains("color: \"#CCC\""))
        #expect(!help.contains(RuleExample.marker))
        // The import's diagnostics are described too, for a report of `viewspecc import`.
        let misspelt = try #require(rules.first { $0["id"]?.stringValue == "VS0512" })
        #expect(misspelt["help"]?["text"]?.stringValue?.contains("lint never reports it") == true)
    }

    @Test func resultsPointAtTheirRuleAndRelativeLocations() throws {
        let run = try #require(try parsed(Support.duplicateKey)["runs"]?[0])
        let rules = try #require(run["tool"]?["driver"]?["rules"]?.arrayValue)
        let result = try #require(run["results"]?[0])
        #expect(result["ruleId"] == "VS0003")
        let index = try #require(result["ruleIndex"]?.numberValue)
        #expect(rules[Int(index)]["id"] == "VS0003")
        #expect(result["level"] == "error")
        #expect(result["message"]?["text"] == "duplicate key 'name' in mapping; each key may appear once")
        let location = try #require(result["locations"]?[0]?["physicalLocation"])
        #expect(location["artifactLocation"]?["uri"] == "specs/app.yaml")
        #expect(location["artifactLocation"]?["uriBaseId"] == "%SRCROOT%")
        #expect(location["region"] == .object([("startLine", 2), ("startColumn", 1), ("endLine", 2), ("endColumn", 5)]))
        let related = try #require(result["relatedLocations"]?[0])
        #expect(related["message"]?["text"] == "'name' first appears here")
        #expect(related["physicalLocation"]?["region"]?["startLine"] == 1)
        #expect(run["columnKind"] == "unicodeCodePoints")
    }

    @Test func fixItsBecomeFixes() throws {
        let example = InvalidColorCheck.description.triggeringExamples[0].files[0].text.filter { $0 != RuleExample.marker }
        let run = try #require(try parsed(Support.report(["specs/main.yaml": example]))["runs"]?[0])
        let fix = try #require(run["results"]?[0]?["fixes"]?[0])
        #expect(fix["description"]?["text"] == "replace '#CCC' with '#CCCCCC'")
        let change = try #require(fix["artifactChanges"]?[0])
        #expect(change["artifactLocation"]?["uri"] == "specs/main.yaml")
        #expect(change["replacements"]?[0]?["insertedContent"]?["text"] == "'#CCCCCC'")
        #expect(change["replacements"]?[0]?["deletedRegion"]?["startLine"] == 9)
    }

    private func fingerprints(_ text: String) throws -> [String] {
        let results = try #require(try parsed(Support.report(["specs/app.yaml": text]))["runs"]?[0]?["results"]?.arrayValue)
        return results.compactMap { $0["partialFingerprints"]?[SARIFReporter.fingerprintKey]?.stringValue }
    }

    @Test func fingerprintsSurviveMovedLinesButNotEditedOnes() throws {
        let original = try fingerprints("name: a\nname: b\nname: c\n")
        #expect(original.count == 2)
        #expect(Set(original).count == 2)
        #expect(original.allSatisfy { $0.range(of: "^[0-9a-f]{16}:[0-9]+$", options: .regularExpression) != nil })
        // Blank lines and comments above move every finding down; the fingerprints stay.
        #expect(try fingerprints("# settings\n\n\nname: a\nname: b\nname: c\n") == original)
        // Editing an offending line changes its fingerprint only.
        let edited = try fingerprints("name: a\nname: B\nname: c\n")
        #expect(edited[0] != original[0])
        #expect(edited[1] == original[1])
    }

    @Test func identicalFindingsAreCountedApart() throws {
        let prints = try fingerprints("name: a\nname: a\nname: a\n")
        #expect(prints.count == 2)
        let hashes = Set(prints.map { $0.prefix(16) })
        #expect(hashes.count == 1)
        #expect(prints.map { $0.split(separator: ":").last } == ["1", "2"])
    }

    @Test func outputIsByteIdenticalAcrossRuns() {
        #expect(SARIFReporter().render(Self.variedReport) == SARIFReporter().render(Self.variedReport))
    }
}
