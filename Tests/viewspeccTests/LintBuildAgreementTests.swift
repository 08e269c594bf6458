import Foundation
import Testing
import ViewSpec

/// Every diagnostic comes from the front of the pipeline: on every project the tests know
/// to be wrong (every example of every rule, the fixtures, projects of hostile names),
/// `viewspecc lint` and `viewspecc build --out --swift` print the same JSON report, byte for
/// byte, and exit with the same status.
@Suite struct LintBuildAgreementTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Paths relative to the project's folder; `viewspec.yml` is the configuration.
        var files: [String: [UInt8]]
        var testDescription: String { name }
    }

    /// Every example of every rule, with its `↓` markers taken out; a configuration's
    /// examples beside a `specs/` folder, as they are written for.
    static let ruleExamples: [Case] = RuleBook.all.flatMap { rule in
        (rule.triggeringExamples + rule.nonTriggeringExamples + rule.corrections.map(\.before)).enumerated().map { index, example in
            var files: [String: [UInt8]] = [:]
            for (name, text) in example.files {
                let clean = Array(text.replacingOccurrences(of: String(RuleExample.marker), with: "").utf8)
                files[name == ProjectConfiguration.fileName ? name : "specs/" + name] = clean
            }
            if files["specs/empty.yaml"] == nil, !files.keys.contains(where: { $0.hasPrefix("specs/") }) {
                files["specs/empty.yaml"] = Array("viewspec: 1\n".utf8)
            }
            return Case(name: "\(rule.id.code) \(rule.id.name) #\(index + 1)", files: files)
        }
    }

    /// The fixtures of the tests, each folder one project, and the example project.
    static let fixtures: [Case] = {
        let root = BuildCommandTests.repositoryRoot
        let folders = ["specs", "Tests/ViewSpecTests/Fixtures/Swift", "Tests/ViewSpecTests/Fixtures/SwiftEmpty"]
            + ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Tests/ViewSpecTests/Fixtures/RealSettings").path)) ?? [])
                .sorted().map { "Tests/ViewSpecTests/Fixtures/RealSettings/" + $0 }
        return folders.map { folder in
            let directory = root.appendingPathComponent(folder)
            var files: [String: [UInt8]] = [:]
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] where name.hasSuffix(".yaml") {
                files["specs/" + name] = (try? Data(contentsOf: directory.appendingPathComponent(name))).map(Array.init) ?? []
            }
            return Case(name: folder, files: files)
        }
    }()

    /// Projects whose names are chosen to break generated Swift, whole (so with the names
    /// the Swift checks refuse), from a fixed seed.
    static let hostile: [Case] = (0..<12).map { index in
        var choices = SeededChoices(seed: 7_000 + UInt64(index))
        let specs = HostileProjects.project(fileCount: 3, using: &choices)
        return Case(name: "hostile names #\(index + 1)", files: Dictionary(uniqueKeysWithValues: specs.map { ($0.path, Array($0.text.utf8)) }))
    }

    @Test func theCasesAreThere() {
        #expect(Self.ruleExamples.count > 100)
        #expect(Self.fixtures.count >= 5 && Self.fixtures.allSatisfy { !$0.files.isEmpty })
    }

    @Test(arguments: ruleExamples + fixtures + hostile)
    func lintAndBuildSayTheSame(_ testCase: Case) throws {
        let directory = try makeDirectory(testCase.files)
        defer { removeTree(directory) }
        let configuration = testCase.files[ProjectConfiguration.fileName] != nil ? ["--config", ProjectConfiguration.fileName] : ["--no-config"]
        let lint = try CommandRunner.run(["lint", "--format", "json"] + configuration + ["specs"], in: directory)
        let build = try CommandRunner.run(["build", "--format", "json"] + configuration + ["specs", "--out", "out", "--swift", "swift"], in: directory)
        #expect(lint.stdout == build.stdout, "lint: \(lint.stdout)\nbuild: \(build.stdout)\n\(build.stderr)")
        #expect(lint.status == build.status, "lint \(lint.status), build \(build.status): \(build.stderr)")
        // What build writes, it writes only when lint finds no error.
        let written = FileManager.default.fileExists(atPath: directory.appendingPathComponent("swift").path)
        #expect(written == (build.status == 0), "\(build.stderr)")
    }
}
