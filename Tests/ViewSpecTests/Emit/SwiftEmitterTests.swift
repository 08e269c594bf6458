import Foundation
import Testing
@testable import ViewSpec

/// Literals, identifiers, file names and the Swift naming diagnostics (VS0300–VS0302).
@Suite struct SwiftEmitterTests {
    static func emit(_ files: [String: String], access: SwiftEmitter.AccessLevel = .public) -> (Compilation, SwiftOutput) {
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        let compilation = Compiler().compile(sources: sources)
        return (compilation, SwiftEmitter(access: access).emit(compilation.project))
    }

    // MARK: - Literals

    @Test func stringLiteralsEscapeEverythingThatCouldEndOrInterpolateThem() {
        #expect(SwiftLiteral.string(#"say "hi""#) == #""say \"hi\"""#)
        #expect(SwiftLiteral.string(#"\(x)"#) == #""\\(x)""#)
        #expect(SwiftLiteral.string(#"""""#) == #""\"\"\"""#)
        #expect(SwiftLiteral.string("a\nb\rc\td\0e") == #""a\nb\rc\td\0e""#)
        #expect(SwiftLiteral.string("*/ # #\"") == #""*/ # #\"""#)
        #expect(SwiftLiteral.string("🎉 漢字 עברית") == "\"🎉 漢字 עברית\"")
        #expect(SwiftLiteral.string("a\u{202E}b\u{200B}c\u{2028}d\u{A0}e") == #""a\u{202E}b\u{200B}c\u{2028}d\u{A0}e""#)
        #expect(!SwiftLiteral.escaped("one\ntwo\u{2029}three\u{85}").contains { $0.isNewline })
    }

    @Test func numbersAreExactLiteralsOfTheirType() {
        #expect(SwiftLiteral.double(1) == "1.0")
        #expect(SwiftLiteral.double(0.1) == "0.1")
        #expect(SwiftLiteral.double(-0.25) == "-0.25")
        #expect(SwiftLiteral.double(1e-7) == "1e-07")
        #expect(SwiftLiteral.int(Int.min) == "-9223372036854775808")
    }

    // MARK: - Identifiers

    static func makeProblem(_ name: String) -> SwiftIdentifier.Problem? {
        if case .failure(let error) = SwiftIdentifier.make(name) { return error.problem }
        return nil
    }

    @Test func namesAreKeptAndKeywordsEscaped() throws {
        #expect(try SwiftIdentifier.make("soundEnabled").get().escaped == "soundEnabled")
        #expect(try SwiftIdentifier.make("default").get().escaped == "`default`")
        #expect(try SwiftIdentifier.make("self").get().escaped == "`self`")
        #expect(try SwiftIdentifier.make("Type").get().escaped == "`Type`")
        #expect(try SwiftIdentifier.make("名前").get().escaped == "名前")
        #expect(try SwiftIdentifier.make("_private2").get().escaped == "_private2")
        #expect(try SwiftIdentifier.make("café").get().escaped == "café")
        #expect(try SwiftIdentifier.make("theme").get().capitalized.name == "Theme")
    }

    @Test func wordSeparatorsAreDroppedAndTheNextLetterUpperCased() throws {
        #expect(try SwiftIdentifier.make("mp4v-es_preference").get().name == "mp4vEs_preference")
        #expect(try SwiftIdentifier.make("com.app.sound").get().name == "comAppSound")
        #expect(try SwiftIdentifier.make("a/b:c+d").get().name == "aBCD")
        #expect(try SwiftIdentifier.make("-leading--double-").get().name == "leadingDouble")
        #expect(try SwiftIdentifier.make("é-à").get().name == "éÀ")
        #expect(Self.makeProblem("-3d") == .startsWithDigit)
        #expect(Self.makeProblem("--") == .empty)
    }

    @Test func renamedFieldsKeepTheirSpecNamesInFieldsRawValuesAndCodingKeys() {
        let (_, output) = Self.emit([
            "m.yaml": """
                viewspec: 1
                models:
                  M:
                    kind: preferences
                    fields:
                      dark-mode: {type: enum, cases: [on-demand, always]}
                      plain: Int
                """,
        ])
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.message))")
        let text = output.files.first?.text ?? ""
        for line in [
            "public enum DarkMode: String, ModelEnum, Codable {", "case onDemand = \"on-demand\"", ".enumeration(\"dark-mode\", \\.darkMode),",
            "public var darkMode: DarkMode = .onDemand", "case darkMode = \"dark-mode\"", "private enum CodingKeys: String, CodingKey {",
            "case plain\n",
        ] {
            #expect(text.contains(line), "missing: \(line)")
        }
    }

    @Test func namesSwiftCannotTakeAreRefusedWithTheReason() {
        #expect(SwiftIdentifier.problem(in: "3D") == .startsWithDigit)
        #expect(SwiftIdentifier.problem(in: "٣x") == .startsWithDigit)
        #expect(SwiftIdentifier.problem(in: "_") == .underscoreOnly)
        #expect(SwiftIdentifier.problem(in: "") == .empty)
        #expect(SwiftIdentifier.problem(in: "dark-mode") == .invalidCharacter("-"))
        #expect(Self.makeProblem("dark$mode") == .invalidCharacter("$"))
        #expect(Self.makeProblem("a b") == .invalidCharacter(" "))
        #expect(SwiftIdentifier.problem(in: "a\u{202E}b") == .invalidCharacter("\u{202E}"))
        #expect(SwiftIdentifier.problem(in: "a\u{200B}b") == .invalidCharacter("\u{200B}"))
        #expect(SwiftIdentifier.problem(in: "x$") == .invalidCharacter("$"))
    }

    // MARK: - Files

    @Test func eachSpecFileGivesOneFileNamedAfterIt() {
        #expect(SwiftEmitter.fileName(forSpecPath: "specs/app-settings.yaml") == "app-settings.swift")
        #expect(SwiftEmitter.fileName(forSpecPath: "a/b/Menu.yml") == "Menu.swift")
        #expect(SwiftEmitter.fileName(forSpecPath: "x/my specs.v2.yaml") == "my%20specs.v2.swift")
        #expect(SwiftEmitter.fileName(forSpecPath: ".hidden") == "%2Ehidden.swift")
    }

    @Test func aSpecWithNothingToGenerateGetsAFileWithOnlyTheHeader() {
        let (_, output) = Self.emit(["empty.yaml": "viewspec: 1\n", "m.yaml": "viewspec: 1\nmodels:\n  M:\n    kind: preferences\n    fields: {a: Int}\n"])
        #expect(output.diagnostics.isEmpty)
        #expect(output.files.map(\.fileName) == ["empty.swift", "m.swift"])
        #expect(output.files[0].text == "// Generated by viewspecc from empty.yaml.\n// Do not edit: this file is rewritten from the spec on every build.\n")
        #expect(output.files[1].text.hasPrefix("// Generated by viewspecc from m.yaml.\n"))
    }

    /// A spec's path is input too: in the header it is escaped like any text, so a line
    /// break in a file name cannot end the comment and start code.
    @Test func theHeaderEscapesTheSpecPath() {
        let (_, output) = Self.emit(["we\nird \u{202E}.yaml": "viewspec: 1\n"])
        #expect(output.files.map(\.fileName) == ["we%0Aird%20%E2%80%AE.swift"])
        #expect(output.files.first?.text.hasPrefix(#"// Generated by viewspecc from we\nird \u{202E}.yaml."# + "\n") == true)
        #expect(output.files.first?.text.split(separator: "\n").count == 2)
    }

    @Test func internalAccessWritesNoPublicDeclarations() {
        let (_, output) = Self.emit(["m.yaml": "viewspec: 1\nmodels:\n  M:\n    kind: preferences\n    fields: {a: Int}\n"], access: .internal)
        let text = output.files.first?.text ?? ""
        #expect(text.contains("\nimport ViewSpecRuntime\n"))
        #expect(text.contains("struct M: PreferenceModel"))
        #expect(!text.contains("public"))
    }

    @Test func theOutputIsTheSameOnEveryRun() {
        let files = ["a.yaml": Self.clean, "b.yaml": "viewspec: 1\ntables:\n  T:\n    strings: [x, y]\n"]
        let first = Self.emit(files).1.files.map(\.text)
        for _ in 0..<3 { #expect(Self.emit(files).1.files.map(\.text) == first) }
    }

    static let clean = """
        viewspec: 1
        models:
          M:
            kind: preferences
            fields: {a: Int}
        """

    // MARK: - Diagnostics

    private func single(
        _ output: SwiftOutput, in compilation: Compilation, _ id: DiagnosticID, line: Int, column: Int, path: String? = nil,
        contains fragments: [String]
    ) {
        #expect(output.files.isEmpty, "nothing is generated while an error remains")
        #expect(output.diagnostics.count == 1, "\(output.diagnostics.map(\.message))")
        guard let diagnostic = output.diagnostics.reported(in: compilation.sourceMap).first else { return }
        #expect(diagnostic.id == id)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.range.start.line == line)
        #expect(diagnostic.range.start.column == column)
        if let path { #expect(diagnostic.range.path == path) }
        for fragment in fragments { #expect(diagnostic.message.contains(fragment), "\(diagnostic.message)") }
    }

    @Test func aNameStartingWithADigitIsAnInvalidSwiftName() {
        let (compilation, output) = Self.emit([
            "m.yaml": """
                viewspec: 1
                models:
                  M:
                    kind: preferences
                    fields:
                      3d: Bool
                """,
        ])
        #expect(!compilation.hasErrors, "the checks accept the name; only Swift cannot take it")
        single(output, in: compilation, .swiftInvalidName, line: 6, column: 7, contains: [
            #"field name "3d" cannot be made a Swift name"#, "expected a letter or '_' first", "found a name where it starts with a digit",
        ])
    }

    @Test func aCaseWithACharacterSwiftRefusesIsAnInvalidSwiftName() {
        let (compilation, output) = Self.emit([
            "m.yaml": """
                viewspec: 1
                models:
                  M:
                    kind: preferences
                    fields:
                      mode: {type: enum, cases: [fast, "dark!mode"]}
                """,
        ])
        single(output, in: compilation, .swiftInvalidName, line: 6, column: 40, contains: [
            #"case of field 'mode' "dark!mode" cannot be made a Swift name"#, "it contains '!' (U+0021)",
            "not a word separator (- . / : +)",
        ])
    }

    @Test func namesThatDifferOnlyInSeparatorsClash() {
        let (compilation, output) = Self.emit([
            "m.yaml": """
                viewspec: 1
                models:
                  M:
                    kind: preferences
                    fields:
                      darkMode: Bool
                      dark-mode: Bool
                """,
        ])
        #expect(output.files.isEmpty)
        #expect(output.diagnostics.map(\.id) == [.swiftNameClash], "once, though the property and the Field case both clash")
        #expect(output.diagnostics.reported(in: compilation.sourceMap).allSatisfy { $0.range.start.line == 7 && $0.range.start.column == 7 })
        #expect(output.diagnostics.first?.message.contains("field 'dark-mode' becomes the Swift name 'darkMode'") == true)
    }

    @Test func twoNamesThatBecomeOneSwiftTypeClash() {
        let (compilation, output) = Self.emit([
            "t.yaml": """
                viewspec: 1
                tables:
                  Members:
                    strings: [a]
                  MembersTable:
                    strings: [b]
                """,
        ])
        single(output, in: compilation, .swiftNameClash, line: 5, column: 3, contains: [
            "table 'MembersTable' becomes the Swift name 'MembersTable' in the module, which table 'Members' already has",
            "expected a distinct name, found a second 'MembersTable'",
        ])
        #expect(output.diagnostics.reported(in: compilation.sourceMap).first?.notes.first?.range.start.line == 3)
    }

    @Test func aModelThatWouldHideARuntimeTypeClashes() {
        let (compilation, output) = Self.emit(["m.yaml": "viewspec: 1\nmodels:\n  Point:\n    kind: preferences\n    fields: {x: Int}\n"])
        single(output, in: compilation, .swiftNameClash, line: 3, column: 3, contains: [
            "model 'Point' becomes the Swift name 'Point' in the module, which would hide the type 'Point' that generated code uses",
        ])
    }

    @Test func aBindingNamedLikeAScreenMemberClashes() {
        let (compilation, output) = Self.emit([
            "s.yaml": """
                viewspec: 1
                models:
                  M:
                    kind: preferences
                    fields: {store: Bool}
                preferences:
                  S:
                    model: M
                    sections:
                      - items:
                          - toggle: store
                """,
        ])
        single(output, in: compilation, .swiftNameClash, line: 11, column: 13, contains: [
            "the binding of field 'store' becomes the Swift name 'store' in preference screen 'S', which is a member of the generated screen",
        ])
    }

    @Test func twoSpecFilesWithTheSameStemClash() {
        let (compilation, output) = Self.emit(["a/menu.yaml": Self.clean, "b/Menu.yml": "# the same stem\nviewspec: 1\n"])
        single(output, in: compilation, .swiftFileClash, line: 2, column: 11, path: "b/Menu.yml", contains: [
            #"this spec file would generate 'Menu.swift', which "a/menu.yaml" already generates"#,
            "expected spec file names that differ in more than folder, extension or case",
        ])
    }

    @Test func everySwiftDiagnosticIsDocumented() throws {
        let documentation = try String(contentsOf: LayoutTestSupport.repositoryRoot.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
        for id in DiagnosticID.swiftDiagnostics {
            #expect(documentation.contains("| \(id.code) | \(id.name) |"), "\(id.code) is missing from docs/diagnostics.md")
        }
        #expect(Set(DiagnosticID.swiftDiagnostics.map(\.code)).count == DiagnosticID.swiftDiagnostics.count)
    }
}
