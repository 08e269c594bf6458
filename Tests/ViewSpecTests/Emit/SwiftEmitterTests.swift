import Foundation
import Testing
@testable import ViewSpec

/// Literals, the generated files, and how names from the specs are written in them (the
/// names themselves are `SwiftNameTests`').
@Suite struct SwiftEmitterTests {
    static func emit(_ files: [String: String], access: SwiftEmitter.AccessLevel = .public) throws -> SwiftOutput {
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        let compilation = Compiler().compile(sources: sources)
        #expect(!compilation.hasErrors, "\(compilation.diagnostics.map(\.message))")
        return try SwiftEmitter(access: access).emit(compilation)
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
        #expect(SwiftLiteral.double(.infinity) == "Swift.Double.infinity")
        #expect(SwiftLiteral.int(Int.min) == "-9223372036854775808")
    }

    // MARK: - Names in the code

    @Test func renamedFieldsKeepTheirSpecNamesInFieldsRawValuesAndCodingKeys() throws {
        let output = try Self.emit([
            "m.yaml": """
                viewspec: 1
                models:
                  M:
                    kind: preferences
                    fields:
                      dark-mode: {type: enum, cases: [on-demand, always, 4k]}
                      plain: Int
                """,
        ])
        let text = output.files.first?.text ?? ""
        for line in [
            "public enum DarkMode: Swift.String, ViewSpecRuntime.ModelEnum, Swift.Codable {", "case onDemand = \"on-demand\"",
            "case _4k = \"4k\"", "case .onDemand: \"on-demand\"", "case .darkMode: .enumeration(\"dark-mode\", \\.darkMode)",
            "public var darkMode: DarkMode = .onDemand", "case darkMode = \"dark-mode\"",
            "private enum CodingKeys: Swift.String, Swift.CodingKey {", "case plain\n",
        ] {
            #expect(text.contains(line), "missing: \(line)")
        }
    }

    /// A spec name that would take a name the generated code declares in that scope gets a
    /// trailing `_`, and the spec's name stays in the strings.
    @Test func namesTheGeneratedCodeTakesAreEscapedWithATrailingUnderscore() throws {
        let output = try Self.emit([
            "m.yaml": """
                viewspec: 1
                models:
                  Item:
                    kind: keyed
                    key: code
                    fields:
                      code: String
                      id: Int
                      field: {type: enum, cases: [allCases, some]}
                      store: Bool
                preferences:
                  Screen:
                    model: Item
                    sections:
                      - items: [{toggle: store}, {choice: field}]
                """,
        ])
        let text = output.files.first?.text ?? ""
        for line in [
            "public struct Item_: ViewSpecRuntime.KeyedRecordModel, Swift.Identifiable, Swift.Codable, Swift.Hashable {",
            "public enum Field_: Swift.String, ViewSpecRuntime.ModelEnum, Swift.Codable {", "case allCases_ = \"allCases\"",
            "public var id_: Swift.Int = 0", "public var id: Swift.String { self.code }", "case id_ = \"id\"",
            "public var field: Field_ = .allCases_", "public struct Screen {",
            "public var store_: ViewSpecRuntime.PreferenceBinding<Item_, Swift.Bool> {",
            "ViewSpecRuntime.PreferenceBinding(store: self.store, keyPath: \\.store)",
            "public var field: ViewSpecRuntime.PreferenceBinding<Item_, Item_.Field_> {",
        ] {
            #expect(text.contains(line), "missing: \(line)")
        }
    }

    /// A keyed model whose key field is called `id` is identified by it directly.
    @Test func aKeyFieldCalledIDIsTheIdentity() throws {
        let text = try Self.emit(["m.yaml": "viewspec: 1\nmodels:\n  Member:\n    kind: keyed\n    key: ID\n    fields: {ID: String, name: String}\n"])
            .files.first?.text ?? ""
        #expect(text.contains("public var id: Swift.String = \"\"\n"))
        #expect(text.contains("public static var key: Swift.KeyPath<Self, Swift.String> { \\.id }"))
        #expect(!text.contains("{ self.id }"))
    }

    /// A property called `hashValue` would be taken for Hashable's deprecated requirement,
    /// which is a warning: the model hashes itself.
    @Test func aFieldCalledHashValueGetsAnExplicitHash() throws {
        let text = try Self.emit(["m.yaml": "viewspec: 1\nmodels:\n  M: {kind: record, fields: {hashValue: Int, other: String}}\n"])
            .files.first?.text ?? ""
        #expect(text.contains("public func hash(into hasher: inout Swift.Hasher) {\n        hasher.combine(self.hashValue as Swift.Int)\n        hasher.combine(self.other)\n    }"))
    }

    /// A field declared `stored: false` is marked so in its runtime field, which the
    /// `UserDefaults` store and the registered defaults pass by.
    @Test func aFieldThatIsNotStoredIsMarkedInItsModelField() throws {
        let text = try Self.emit(["m.yaml": "viewspec: 1\nmodels:\n  M: {kind: preferences, fields: {unlock: {type: Bool, stored: false}, kept: {type: Int, stored: true}}}\n"])
            .files.first?.text ?? ""
        #expect(text.contains("case .unlock: .bool(\"unlock\", \\.unlock).notStored()\n"), "\(text)")
        #expect(text.contains("case .kept: .int(\"kept\", \\.kept)\n"), "\(text)")
    }

    /// A field stored under a key of its own is bound to it in its runtime field, which the
    /// `UserDefaults` store and the registered defaults use; a record's field is not.
    @Test func aFieldWithAKeyIsStoredUnderItInItsModelField() throws {
        let text = try Self.emit(["m.yaml": """
            viewspec: 1
            models:
              M: {kind: preferences, fields: {fit: {type: Bool, key: "text_fit \\"off\\"", stored: false}, size: {type: Int, key: size}}}
            """]).files.first?.text ?? ""
        #expect(text.contains("case .fit: .bool(\"fit\", \\.fit).storedUnder(\"text_fit \\\"off\\\"\").notStored()\n"), "\(text)")
        #expect(text.contains("case .size: .int(\"size\", \\.size)\n"), "\(text)")
    }

    // MARK: - Files

    @Test func eachSpecFileGivesOneFileNamedAfterItInUpperCamelCase() {
        #expect(SwiftEmitter.fileName(forSpecPath: "specs/app-settings.yaml") == "AppSettings.swift")
        #expect(SwiftEmitter.fileName(forSpecPath: "specs/record_card.yml") == "RecordCard.swift")
        #expect(SwiftEmitter.fileName(forSpecPath: "a/b/Menu.yml") == "Menu.swift")
        #expect(SwiftEmitter.fileName(forSpecPath: "main.screen.yaml") == "MainScreen.swift")
        #expect(SwiftEmitter.fileName(forSpecPath: "x/my specs.v2.yaml") == "My%20specsV2.swift")
        #expect(SwiftEmitter.fileName(forSpecPath: "réglages.yaml") == "Réglages.swift")
        #expect(SwiftEmitter.fileName(forSpecPath: "3d-views.yaml") == "3dViews.swift")
        #expect(SwiftEmitter.fileName(forSpecPath: "-.yaml") == "-.swift")
        #expect(SwiftEmitter.fileName(forSpecPath: ".hidden") == "Hidden.swift")
    }

    @Test func aSpecWithNothingToGenerateGetsAFileWithOnlyTheHeader() throws {
        let output = try Self.emit(["empty.yaml": "viewspec: 1\n", "m.yaml": "viewspec: 1\nmodels:\n  M:\n    kind: preferences\n    fields: {a: Int}\n"])
        #expect(output.files.map(\.fileName) == ["Empty.swift", "M.swift"])
        #expect(output.files[0].text == "// Generated by viewspecc from empty.yaml.\n// Do not edit: this file is rewritten from the spec on every build.\n")
        #expect(output.files[1].text.hasPrefix("// Generated by viewspecc from m.yaml.\n"))
    }

    /// A spec's path is input too: in the header it is escaped like any text, so a line
    /// break in a file name cannot end the comment and start code.
    @Test func theHeaderEscapesTheSpecPath() throws {
        let output = try Self.emit(["we\nird \u{202E}.yaml": "viewspec: 1\n"])
        #expect(output.files.map(\.fileName) == ["We%0Aird%20%E2%80%AE.swift"])
        #expect(output.files.first?.text.hasPrefix(#"// Generated by viewspecc from we\nird \u{202E}.yaml."# + "\n") == true)
        #expect(output.files.first?.text.split(separator: "\n").count == 2)
    }

    @Test func internalAccessWritesNoPublicDeclarations() throws {
        let output = try Self.emit(["m.yaml": "viewspec: 1\nmodels:\n  M:\n    kind: preferences\n    fields: {a: Int}\n"], access: .internal)
        let text = output.files.first?.text ?? ""
        #expect(text.contains("\nimport ViewSpecRuntime\n"))
        #expect(text.contains("struct M: ViewSpecRuntime.PreferenceModel"))
        #expect(!text.contains("public"))
    }

    @Test func theOutputIsTheSameOnEveryRun() throws {
        let files = ["a.yaml": Self.clean, "b.yaml": "viewspec: 1\ntables:\n  T:\n    strings: [x, y]\n"]
        let first = try Self.emit(files).files.map(\.text)
        for _ in 0..<3 { #expect(try Self.emit(files).files.map(\.text) == first) }
    }

    static let clean = """
        viewspec: 1
        models:
          M:
            kind: preferences
            fields: {a: Int}
        """

    // MARK: - Checked projects only

    @Test func aProjectWithErrorsOrWithoutItsSwiftChecksIsNotGenerated() {
        let bad = Compiler().compile(sources: [SourceFile(path: "m.yaml", text: "viewspec: 1\nmodels:\n  M: {kind: preferences, fields: {a!: Int}}\n")])
        #expect(throws: GenerationRefusal.errorsRemain(count: 1)) { try bad.checked(for: [.swift]) }
        let unchecked = Compiler(options: .init(disabledChecks: ["swift-invalid-name"])).compile(sources: bad.sources)
        #expect(!unchecked.hasErrors)
        #expect(throws: GenerationRefusal.checksDisabled([SwiftInvalidNameCheck.description.id], output: .swift)) {
            try unchecked.checked(for: [.swift])
        }
        // The layout does not rely on Swift names.
        #expect(throws: Never.self) { try unchecked.checked(for: [.layout]) }
        // Given anyway, the emitter notes the problem as the checks' mistake.
        let unexpected = SwiftEmitter().emitNotingUnexpected(CheckedProject.unchecked(unchecked, for: [.swift])).unexpected
        #expect(unexpected.count == 1 && unexpected[0].contains("cannot be made a Swift name"), "\(unexpected)")
    }
}
