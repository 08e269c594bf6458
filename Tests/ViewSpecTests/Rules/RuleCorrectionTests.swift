import Foundation
import Testing
@testable import ViewSpec

/// Every fix-it is applied by a test: each rule's corrections are made by applying the
/// fix-its the rule offers on the project before, must give the project after, and that
/// project must compile without the rule reporting and without any error. Every place in
/// the compiler that makes a fix-it must be reached by some correction.
@Suite struct RuleCorrectionTests {
    static let rulesWithCorrections = RuleBook.all.filter { !$0.corrections.isEmpty }.map(\.id.name)

    /// What applying one correction's fix-its gave, for the tests that look further.
    struct Applied {
        var fixIts: [Diagnostic.FixIt]
        var corrected: RuleTestSupport.Files
    }

    /// Applies `correction`'s fix-its, recording at the correction what goes wrong.
    @discardableResult
    static func apply(_ correction: RuleCorrection, of rule: RuleDescription) throws -> Applied? {
        let location = RuleTestSupport.location(of: correction.before)
        let prepared = PreparedExample(correction.before)
        let before = correction.before.withoutMarkers
        let diagnostics = try RuleTestSupport.diagnostics(of: rule, in: before)
        let reported = diagnostics.filter { $0.id == rule.id }
        #expect(
            RuleTestSupport.markers(of: rule, in: diagnostics, files: before).sorted() == prepared.markers.sorted(),
            "\(rule.name) reported at \(RuleTestSupport.markers(of: rule, in: diagnostics, files: before).sorted()), expected \(prepared.markers.sorted()): \(diagnostics.map(\.message))",
            sourceLocation: location)
        // A diagnostic without a fix-it may stand in the example too, when the fix-its of
        // others remove its cause (a misspelt case that also leaves the case out).
        var fixIts: [Diagnostic.FixIt] = []
        for diagnostic in reported where !diagnostic.fixIts.isEmpty {
            let offered = correction.fixIt.map { name in diagnostic.fixIts.filter { $0.message == name } } ?? diagnostic.fixIts
            #expect(
                !offered.isEmpty, "\(rule.name) offers no fix-it '\(correction.fixIt ?? "")' for '\(diagnostic.message)', only \(diagnostic.fixIts.map(\.message))",
                sourceLocation: location)
            fixIts += offered
        }
        #expect(!fixIts.isEmpty, "\(rule.name) offers no fix-it in a correction", sourceLocation: location)
        let corrected: RuleTestSupport.Files
        do {
            corrected = try RuleTestSupport.applying(fixIts, to: before)
        } catch {
            Issue.record("\(rule.name): \(error)", sourceLocation: location)
            return nil
        }
        let expected = Dictionary(correction.after.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
        for (name, text) in corrected {
            let original = before.first { $0.name == name }?.text
            let wanted = expected[name] ?? original
            #expect(text == wanted, "\(rule.name): \(name) after the fix-its:\n\(text)\nexpected:\n\(wanted ?? "")", sourceLocation: location)
        }
        #expect(Set(expected.keys).isSubset(of: Set(before.map(\.name))), "\(rule.name): a corrected file is not in the project", sourceLocation: location)
        return Applied(fixIts: fixIts, corrected: corrected)
    }

    @Test(arguments: rulesWithCorrections)
    func correctionsAreWhatTheFixItsMakeAndCompileClean(name: String) throws {
        let rule = try #require(RuleBook.rule(name))
        for correction in rule.corrections {
            guard let applied = try Self.apply(correction, of: rule) else { continue }
            let after = try RuleTestSupport.diagnostics(of: rule, in: applied.corrected)
            let left = after.filter { $0.id == rule.id || $0.severity == .error }
            #expect(
                left.isEmpty, "\(name) after its fix-its: \(left.reported(in: applied.corrected.map { SourceFile(path: $0.name, text: $0.text) }).map { "\($0.id.name) \($0.range.start.line):\($0.range.start.column) \($0.message)" })",
                sourceLocation: RuleTestSupport.location(of: correction.before))
        }
    }

    /// A rule whose examples show it offering a fix-it shows what the fix-it does.
    @Test func everyRuleThatOffersAFixItHasACorrection() throws {
        for rule in RuleBook.all {
            var offered: [String] = []
            for example in rule.triggeringExamples {
                let diagnostics = try RuleTestSupport.diagnostics(of: rule, in: example.withoutMarkers)
                offered += diagnostics.filter { $0.id == rule.id }.flatMap(\.fixIts).map(\.message)
            }
            #expect(offered.isEmpty || !rule.corrections.isEmpty, "\(rule.id.code) \(rule.name) offers \(offered) but has no correction")
        }
    }

    /// Every place in the compiler's sources that makes a fix-it, found by reading them, is
    /// where some correction's fix-its were made, and no correction's fix-it comes from
    /// anywhere else (which would mean the reading missed a place).
    @Test func everyPlaceThatMakesAFixItIsCoveredByACorrection() throws {
        var applied = Set<String>()
        for rule in RuleBook.all {
            for correction in rule.corrections {
                applied.formUnion(try Self.apply(correction, of: rule)?.fixIts.map(\.origin.description) ?? [])
            }
        }
        let places = try Self.placesMakingFixIts()
        #expect(places.count >= 30, "the sources were not read: \(places)")
        let uncovered = places.subtracting(applied).sorted()
        #expect(uncovered.isEmpty, "fix-its made here are applied by no correction: \(uncovered)")
        let unknown = applied.subtracting(places).sorted()
        #expect(unknown.isEmpty, "corrections apply fix-its made where the sources were not seen to make one: \(unknown)")
    }

    /// `ViewSpec/File.swift:line` of every call that makes a `Diagnostic.FixIt`: a call with
    /// `replacing:` and `with:` arguments, at the line where the call begins, as `#line`
    /// records it.
    static func placesMakingFixIts() throws -> Set<String> {
        let root = RuleDocumentationTests.packageRoot.appendingPathComponent("Sources/ViewSpec")
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var places = Set<String>()
        // The import's fix-its edit property lists, not specs: SettingsBundleImportTests
        // applies them and imports the result again.
        for case let url as URL in enumerator
        where url.pathExtension == "swift" && url.lastPathComponent != "Diagnostic.swift" && url.deletingLastPathComponent().lastPathComponent != "Import" {
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() where line.contains("replacing:") {
                let rest = line[line.range(of: "replacing:")!.upperBound...]
                guard rest.contains("with:") || (index + 1 < lines.count && lines[index + 1].contains("with:")) else { continue }
                // The call begins on this line or up to three lines above.
                guard let start = (max(0, index - 3)...index).reversed().first(where: { lines[$0].contains(".init(") || lines[$0].contains("FixIt(") })
                else { continue }
                places.insert("ViewSpec/\(url.lastPathComponent):\(start + 1)")
            }
        }
        return places
    }
}
