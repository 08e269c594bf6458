import Foundation
import Testing
@testable import ViewSpec

@Suite struct ConfigurationDecoderTests {
    /// A temporary project directory with a `specs/` folder and `viewspec.yml` holding `text`.
    private func project(_ text: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: root.appendingPathComponent(ProjectConfiguration.fileName))
        return root
    }

    private func load(_ text: String) throws -> (ConfigurationLoadResult, URL) {
        let root = try project(text)
        return (ConfigurationDecoder().load(path: root.appendingPathComponent(ProjectConfiguration.fileName).path), root)
    }

    @Test func everyKeyIsRead() throws {
        let (loaded, root) = try load("""
            inputs: [specs]
            output:
              layout: build/layout
              swift: Sources/Generated
            viewport: 375x667
            rules:
              enable: [VS0203]
              disable: [covered-view]
            strict: true
            limits:
              max-file-size: 1M
              max-depth: 32
              max-aliases: 5
              alias-expansion-factor: 2
            """)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
        let configuration = try #require(loaded.configuration)
        #expect(configuration.inputs == [root.appendingPathComponent("specs").path])
        #expect(configuration.layoutOutput == root.appendingPathComponent("build/layout").path)
        #expect(configuration.swiftOutput == root.appendingPathComponent("Sources/Generated").path)
        #expect(configuration.viewport == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(configuration.rules.enabledCodes == ["VS0203"])
        #expect(configuration.rules.disabledCodes == [CoveredViewCheck.description.id.code])
        #expect(configuration.strict == true)
        #expect(configuration.limits() == YAMLLimits(maxFileSize: 1024 * 1024, maxDepth: 32, maxCollectionAliases: 5, aliasExpansionFactor: 2))
    }

    /// A configuration in memory reads as one on disk: relative paths resolve against the
    /// folder of its path, and problems are positioned in it.
    @Test func aConfigurationInMemoryReadsAsOneOnDisk() throws {
        let root = try project("")
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent(ProjectConfiguration.fileName).path
        let loaded = ConfigurationDecoder().load(SourceFile(path: path, text: "inputs: [specs]\nviewport: 390x844\n"))
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
        #expect(loaded.configuration?.inputs == [root.appendingPathComponent("specs").path])
        let broken = ConfigurationDecoder().load(SourceFile(path: path, text: "inputs: [specs]\nviewprt: 390x844\n"))
        #expect(broken.configuration == nil)
        #expect(broken.reportedDiagnostics.map { "\($0.range.start.line):\($0.range.start.column) \($0.id.code)" } == ["2:1 \(DiagnosticID.unknownKey.code)"])
    }

    /// The decoder asks for every key the configuration's vocabulary lists (and, by
    /// `MappingReader`'s precondition, for no other).
    @Test func theDecoderReadsEveryKeyOfTheVocabulary() throws {
        let text = "inputs: [specs]\noutput: {layout: a, swift: b}\nviewport: 1x1\nrules: {enable: [], disable: []}\nstrict: false\n"
            + "limits: {max-file-size: 1, max-depth: 1, max-aliases: 0, alias-expansion-factor: 0}\n"
        let source = SourceFile(path: "viewspec.yml", text: text)
        let context = DecodeContext(path: "viewspec.yml", recordsKeys: true)
        _ = ConfigurationDecoder().decode(YAMLLoader().load(source).root, path: "viewspec.yml", context: context)
        #expect(context.diagnostics.isEmpty, "\(context.diagnostics.map(\.message))")
        for construct in ConfigurationVocabulary.constructs {
            #expect(context.keysRead[construct.name] == Set(construct.keyNames), "\(construct.name)")
        }
    }

    @Test func anEmptyFileConfiguresNothing() throws {
        let (loaded, root) = try load("")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(loaded.diagnostics.isEmpty)
        let configuration = try #require(loaded.configuration)
        #expect(configuration.inputs == nil && configuration.viewport == nil && configuration.strict == nil)
        #expect(configuration.limits() == .default)
    }

    private func expectOne(
        _ text: String, _ id: DiagnosticID, line: Int, column: Int, message: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let (loaded, root) = try load(text)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(loaded.configuration == nil, sourceLocation: sourceLocation)
        #expect(loaded.diagnostics.count == 1, "\(loaded.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        let diagnostic = try #require(loaded.reportedDiagnostics.first, sourceLocation: sourceLocation)
        #expect(diagnostic.id == id, sourceLocation: sourceLocation)
        #expect(diagnostic.message == message, sourceLocation: sourceLocation)
        #expect(diagnostic.range.start.line == line, "line", sourceLocation: sourceLocation)
        #expect(diagnostic.range.start.column == column, "column", sourceLocation: sourceLocation)
        #expect(diagnostic.range.path.hasSuffix("/viewspec.yml"), sourceLocation: sourceLocation)
    }

    @Test func unknownKeysAreErrorsWithSuggestions() throws {
        try expectOne("inputs: [specs]\nviewprot: 390x844\n", .unknownKey, line: 2, column: 1,
                      message: "unknown key 'viewprot' in the configuration; did you mean 'viewport'?")
        try expectOne("limits:\n  max-depht: 3\n", .unknownKey, line: 2, column: 3,
                      message: "unknown key 'max-depht' in limits; did you mean 'max-depth'?")
        try expectOne("output:\n  html: site\n", .unknownKey, line: 2, column: 3,
                      message: "unknown key 'html' in output; expected one of 'layout', 'swift', 'swift-access', 'settings-bundle', 'settings-bundle-dialect', 'android-res'")
    }

    @Test func wrongTypesSayWhatWasExpected() throws {
        try expectOne("strict: yes\n", .wrongValueType, line: 1, column: 9, message: "expected true or false, found the string 'yes'")
        try expectOne("rules: [VS0203]\n", .wrongValueType, line: 1, column: 8, message: "expected rules as a mapping, found a sequence")
        try expectOne("limits:\n  max-depth: deep\n", .wrongValueType, line: 2, column: 14, message: "expected an integer, found the string 'deep'")
    }

    @Test func invalidViewport() throws {
        try expectOne("viewport: 390 by 844\n", .invalidViewport, line: 1, column: 11,
                      message: "expected a viewport written <width>x<height> with two positive sizes, e.g. '390x844', found '390 by 844'")
    }

    @Test func unknownRule() throws {
        try expectOne("rules:\n  disable: [VS0203, unreachable-scren]\n", .unknownRule, line: 2, column: 21,
                      message: "unknown rule 'unreachable-scren'; did you mean 'unreachable-screen'?")
        try expectOne("rules:\n  enable: [duplicate-key]\n", .unknownRule, line: 2, column: 12,
                      message: "VS0003 duplicate-key is reported while reading files and cannot be enabled or disabled; only checks (VS02xx and VS03xx) can")
        try expectOne("rules:\n  enable: [VS0203]\n  disable: [unreachable-screen]\n", .unknownRule, line: 3, column: 13,
                      message: "rule VS0203 unreachable-screen is both enabled and disabled")
    }

    @Test func invalidLimit() throws {
        try expectOne("limits:\n  max-depth: 0\n", .invalidLimit, line: 2, column: 14, message: "expected an integer of at least 1, found 0")
        try expectOne("limits:\n  max-file-size: 4X\n", .invalidLimit, line: 2, column: 18,
                      message: "expected a size in bytes: an integer, or a string such as '4M' or '512KiB', at least 1, found '4X'")
    }

    @Test func missingInput() throws {
        let (loaded, root) = try load("inputs: [specs, spec]\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let diagnostic = try #require(loaded.reportedDiagnostics.first)
        #expect(loaded.diagnostics.count == 1)
        #expect(diagnostic.id == .missingInput)
        #expect(diagnostic.message == "input 'spec' does not exist (looked for '\(root.appendingPathComponent("spec").path)')")
        #expect(diagnostic.range.start.line == 1 && diagnostic.range.start.column == 17)
    }

    @Test func theNearestFileAboveTheInputIsFound() throws {
        let root = try project("inputs: [specs]\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.appendingPathComponent("specs/deep/er")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let file = nested.appendingPathComponent("a.yaml")
        try Data("viewspec: 1\n".utf8).write(to: file)
        let expected = root.appendingPathComponent(ProjectConfiguration.fileName).path
        #expect(ProjectConfiguration.find(from: file.path) == expected)
        #expect(ProjectConfiguration.find(from: nested.path) == expected)
        try Data("".utf8).write(to: nested.appendingPathComponent(ProjectConfiguration.fileName))
        #expect(ProjectConfiguration.find(from: file.path) == nested.appendingPathComponent(ProjectConfiguration.fileName).path)
        #expect(ProjectConfiguration.find(from: "/") == nil, "the walk stops at the root")
    }

    /// The configuration rules' documented examples report at their markers, and their fix is clean.
    @Test(arguments: RuleBook.all.filter { $0.stage == .configuration }.map(\.id.name))
    func documentedExamples(name: String) throws {
        let rule = try #require(RuleBook.rule(name))
        for example in rule.triggeringExamples {
            let prepared = PreparedExample(example)
            let (loaded, root) = try load(String(decoding: prepared.sources[0].bytes, as: UTF8.self))
            defer { try? FileManager.default.removeItem(at: root) }
            let reported = loaded.reportedDiagnostics.filter { $0.id == rule.id }.map { Marker(path: "viewspec.yml", line: $0.range.start.line, column: $0.range.start.column) }
            #expect(reported == prepared.markers, "\(name): \(loaded.diagnostics.map(\.message))")
        }
        for example in rule.nonTriggeringExamples {
            let (loaded, root) = try load(String(decoding: PreparedExample(example).sources[0].bytes, as: UTF8.self))
            defer { try? FileManager.default.removeItem(at: root) }
            #expect(loaded.diagnostics.isEmpty, "\(name): \(loaded.diagnostics.map(\.message))")
        }
    }
}

@Suite struct ConfigurationDocumentationTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// docs/configuration.md has a row for every key the decoder reads.
    @Test func everyKeyIsDocumented() throws {
        let text = try String(contentsOf: Self.packageRoot.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        for key in ConfigurationVocabulary.file.keys {
            #expect(text.contains("| `\(key.name)` |"), "\(key.name)")
            if case .construct(let name) = key.value, let construct = ConfigurationVocabulary.constructs.first(where: { $0.name == name }) {
                for inner in construct.keys { #expect(text.contains("| `\(key.name).\(inner.name)` |"), "\(key.name).\(inner.name)") }
            }
        }
    }

    /// The repository's own configuration is valid.
    @Test func theExampleConfigurationLoads() throws {
        let loaded = ConfigurationDecoder().load(path: Self.packageRoot.appendingPathComponent("viewspec.yml").path)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
        #expect(loaded.configuration?.inputs?.count == 1)
    }
}
