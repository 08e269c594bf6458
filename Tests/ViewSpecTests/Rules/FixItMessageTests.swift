import Foundation
import Testing
@testable import ViewSpec

/// Reports show a fix-it by its message alone, so every message states its edit once, in
/// one style: a verb ("replace 'yes' with true", "insert … as the first line", "remove
/// layer 'front'"), each value quoted once as messages quote values (strings in single
/// quotes, numbers and booleans bare), the replacement shown exactly once.
@Suite struct FixItMessageTests {
    static let verbs: Set<String> = ["replace", "insert", "remove", "quote", "indent"]

    struct Offered {
        var rule: RuleDescription
        var fixIt: Diagnostic.FixIt
        var files: RuleTestSupport.Files
        var example: RuleExample
    }

    /// Every fix-it the rules offer on their examples that trigger them and on the projects
    /// their corrections start from.
    static func offered() throws -> [Offered] {
        var offered: [Offered] = []
        for rule in RuleBook.all {
            for example in rule.triggeringExamples + rule.corrections.map(\.before) {
                let files = example.withoutMarkers
                for diagnostic in try RuleTestSupport.diagnostics(of: rule, in: files) where diagnostic.id == rule.id {
                    offered += diagnostic.fixIts.map { Offered(rule: rule, fixIt: $0, files: files, example: example) }
                }
            }
        }
        return offered
    }

    @Test func messagesStateTheEditOnceInOneStyle() throws {
        let offered = try Self.offered()
        #expect(!offered.isEmpty)
        for item in offered {
            let message = item.fixIt.message
            let location = RuleTestSupport.location(of: item.example)
            let words = message.split(separator: " ").map(String.init)
            #expect(Self.verbs.contains(words.first ?? ""), "\(item.rule.name): '\(message)' does not begin with one of \(Self.verbs.sorted())", sourceLocation: location)
            #expect(words.count { Self.verbs.contains($0) } == 1, "\(item.rule.name): '\(message)' states more than one edit", sourceLocation: location)
            #expect(
                !["\\\"", "'\"", "\"'", "'''", ": replace", "replace with"].contains(where: message.contains),
                "\(item.rule.name): '\(message)' quotes twice", sourceLocation: location)
            let triples = zip(words, zip(words.dropFirst(), words.dropFirst(2))).map { "\($0) \($1.0) \($1.1)" }
            #expect(Set(triples).count == triples.count, "\(item.rule.name): '\(message)' repeats itself", sourceLocation: location)
            let replacement = item.fixIt.replacement.trimmingCharacters(in: .whitespacesAndNewlines)
            if !replacement.isEmpty {
                #expect(
                    Self.occurrences(of: replacement, in: message) == 1,
                    "\(item.rule.name): '\(message)' should show its replacement \(replacement.debugDescription) once", sourceLocation: location)
            }
            #expect(
                RuleTestSupport.replacedText(item.fixIt, in: item.files) != item.fixIt.replacement,
                "\(item.rule.name): '\(message)' changes nothing", sourceLocation: location)
        }
    }

    /// How often `text` stands in `message` as a whole: not as part of a longer word or
    /// number ('Alex' is not in 'Alexander', 3 is not in 3.0).
    static func occurrences(of text: String, in message: String) -> Int {
        let escaped = NSRegularExpression.escapedPattern(for: text)
        guard let expression = try? NSRegularExpression(pattern: "(?<![\\w.])" + escaped + "(?![\\w.])") else { return 0 }
        return expression.numberOfMatches(in: message, range: NSRange(message.startIndex..., in: message))
    }

    @Test func reportsShowTheMessageAlone() throws {
        let report = ReportTestSupport.report([
            "specs/app.yaml": "viewspec: 1\nmodels:\n  Settings: {kind: preferences, fields: {sound: {type: Bool, default: yes}}}\n"
        ])
        let text = TextDiagnosticRenderer(sources: report.sources, colors: false).render(report.diagnostics)
        #expect(text.contains(" = fix-it: replace 'yes' with true\n"), "\(text)")
        let annotations = GitHubReporter().render(report)
        #expect(annotations.contains("%0Afix-it: replace 'yes' with true"), "\(annotations)")
    }
}
