import Foundation
import Testing
@testable import ViewSpec

/// One mistake gives one diagnostic (docs/diagnostics.md, "One mistake, one error"). The
/// example app and the translated real settings apps are made wrong one line at a time,
/// the way hands make specs wrong: a key or a one-word value with two letters swapped, no
/// space after a key's colon, a line indented one space more or less. Each such project must be reported, and
/// by one diagnostic where the mistake is, not by others where its effects are.
@Suite struct OneMistakeOneErrorTests {
    private struct Mutation: CustomStringConvertible {
        var project: Int
        var file: String
        var line: Int
        var kind: String
        var text: String
        /// The key of the line before the mutation.
        var key: String
        /// Misspelt, or run into its value (rather than indented).
        var changesKey: Bool
        var description: String { "\(file):\(line) \(kind): \(text.trimmingCharacters(in: .whitespaces))" }
    }

    private typealias Source = (path: String, lines: [String])

    /// `specs/` and each translated app of `Fixtures/RealSettings/`, each a project.
    private static let projects: [[Source]] = {
        let root = ExampleProjectTests.repositoryRoot
        let fixtures = root.appendingPathComponent("Tests/ViewSpecTests/Fixtures/RealSettings")
        let apps = ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []).sorted()
        return ([root.appendingPathComponent("specs")] + apps.map { fixtures.appendingPathComponent($0) }).map { directory in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.filter { $0.hasSuffix(".yaml") }.sorted().map { name in
                let text = (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
                return ("\(directory.lastPathComponent)/\(name)", text.components(separatedBy: "\n"))
            }
        }
    }()

    /// `key: value` at the start of a line, after its indentation and any `- `.
    private static func keyLine(_ line: String) -> (indent: String, key: String, rest: String)? {
        var indent = Substring(line.prefix { $0 == " " })
        var remainder = line.dropFirst(indent.count)
        if remainder.hasPrefix("- ") {
            indent = line.prefix(indent.count + 2)
            remainder = remainder.dropFirst(2)
        }
        let key = remainder.prefix { $0.isLetter || $0.isNumber }
        guard let first = key.first, first.isLetter, remainder.dropFirst(key.count).first == ":" else { return nil }
        let rest = remainder.dropFirst(key.count + 1)
        guard rest.isEmpty || rest.first == " " else { return nil }
        return (String(indent), String(key), String(rest))
    }

    private static let mutations: [Mutation] = projects.indices.flatMap { project in
        projects[project].flatMap { source in mutations(of: source, in: project) }
    }

    private static func mutations(of source: Source, in project: Int) -> [Mutation] {
        source.lines.enumerated().flatMap { index, line -> [Mutation] in
            guard let (indent, key, rest) = keyLine(line) else { return [] }
            var found: [Mutation] = []
            func add(_ kind: String, _ text: String, changesKey: Bool = false) {
                found.append(Mutation(project: project, file: source.path, line: index + 1, kind: kind, text: text, key: key, changesKey: changesKey))
            }
            let letters = Array(key)
            if letters.count > 3, letters[1] != letters[2] {
                add("two letters of the key swapped", indent + String(letters[0]) + String(letters[2]) + String(letters[1]) + String(letters[3...]) + ":" + rest, changesKey: true)
            }
            let value = rest.drop { $0 == " " }
            if let first = value.first, !"{[\"'#".contains(first) {
                add("no space after the colon", indent + key + ":" + value, changesKey: true)
            }
            let word = Array(value)
            if word.count > 3, word.allSatisfy({ $0.isLetter || $0.isNumber }), word[1] != word[2] {
                add("two letters of the value swapped", indent + key + ": " + String(word[0]) + String(word[2]) + String(word[1]) + String(word[3...]))
            }
            add("indented one space more", " " + line)
            if line.hasPrefix(" ") { add("indented one space less", String(line.dropFirst())) }
            // Every kind on every line of the example app; one kind per line, in turn, of the
            // larger real apps, which keeps the test to seconds.
            return project == 0 || found.isEmpty ? found : [found[index % found.count]]
        }
    }

    private func compile(replacing mutation: Mutation) -> [ReportedDiagnostic] {
        let files = Self.projects[mutation.project].map { source -> SourceFile in
            var lines = source.lines
            if source.path == mutation.file { lines[mutation.line - 1] = mutation.text }
            return SourceFile(path: source.path, text: lines.joined(separator: "\n"))
        }
        return Compiler().compile(sources: files).reportedDiagnostics
    }

    @Test func everyProjectHasLinesToMutate() {
        #expect(Self.projects.count == 5)
        #expect(Self.projects.allSatisfy { !$0.isEmpty })
        for project in Self.projects.indices {
            #expect(Self.mutations.filter { $0.project == project }.count > 40)
        }
    }

    /// Unchanged, every project is clean, so what a mutation brings is its own.
    @Test func everyProjectIsCleanAsWritten() {
        for project in Self.projects {
            let files = project.map { SourceFile(path: $0.path, text: $0.lines.joined(separator: "\n")) }
            #expect(Compiler().compile(sources: files).diagnostics.isEmpty, "\(project.first?.path ?? "")")
        }
    }

    /// Each mistake is reported, once. A misspelt key of the language, or a key run into
    /// its value, is never accepted; a misspelt name (of a model, field, screen…) is the
    /// author's to choose, and is reported only where something refers to it, at each use.
    @Test(arguments: 0..<5)
    func eachMistakeIsReportedOnce(project: Int) {
        let languageKeys = Set(SpecVocabulary.constructs.flatMap(\.keyNames))
        for mutation in Self.mutations where mutation.project == project {
            let diagnostics = compile(replacing: mutation)
            let sameUnknownName = Set(diagnostics.map(\.message)).count == 1 && diagnostics.allSatisfy { $0.id.name == "unknown-reference" }
            #expect(diagnostics.count <= 1 || sameUnknownName, "\(mutation)\n\(diagnostics.map { "  \($0.range.path):\($0.range.start.line): \($0.message)" }.joined(separator: "\n"))")
            if mutation.changesKey, languageKeys.contains(mutation.key) {
                #expect(!diagnostics.isEmpty, "\(mutation)")
            }
        }
    }
}
