import Foundation
import Testing
@testable import ViewSpec

/// Names that crashed `build --swift` or gave Swift that did not compile, with no
/// diagnostic: each is a spec file of one project, checked, generated and compiled by swiftc
/// together (Swift 6 with public access, Swift 5 with internal access) with a program that
/// uses it and runs. Each case passes when the checks accept its file, the emitter writes
/// it, and neither compilation reports an error in it.
@Suite(.serialized) struct SwiftNameRegressionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var spec: String
        /// Swift that uses the generated declarations, run in the program.
        var use: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a model named Field (crashed: two equal keys of a dictionary literal)",
            spec: "models:\n  Field: {kind: preferences, fields: {on: Bool}}\n",
            use: "_ = try PreferenceStore<Field_>(); _ = Field_.Field.on.definition"),
        Case(
            name: "a model named CodingKeys (crashed as well)",
            spec: "models:\n  CodingKeys: {kind: record, fields: {on: Bool}}\n",
            use: "let store = try RecordStore<CodingKeys_>(); _ = try store.add(CodingKeys_(on: true))"),
        Case(
            name: "enum fields named with a capital, in scripts without case, emoji and keywords",
            spec: """
                models:
                  Looks:
                    kind: preferences
                    fields:
                      Theme: {type: enum, cases: [light, dark]}
                      中: {type: enum, cases: [一, 二]}
                      😀: {type: enum, cases: [😀, 😎], multiple: true}
                      Type: {type: enum, cases: [Type, self, init]}
                preferences:
                  Looks:
                    model: Looks
                    sections:
                      - items: [{choice: Theme}, {choice: 中}, {multiChoice: 😀}, {choice: Type}]
                """,
            use: """
                let looks = LooksScreen(store: try PreferenceStore<Looks>())
                try looks.theme.set(.dark); try looks.中.set(.二); try looks.😀.set([.😎]); try looks.type.set(.`self`)
                precondition(ObjectIdentifier(Looks.Field.中.valueType) == ObjectIdentifier(Looks.中.self))
                precondition(ObjectIdentifier(Looks.Field.type.valueType) == ObjectIdentifier(Looks.Type_.self))
                """),
        Case(
            name: "a model named Item bound by a screen",
            spec: "models:\n  Item: {kind: preferences, fields: {on: Bool}}\npreferences:\n  Items:\n    model: Item\n    sections:\n      - items: [{toggle: on}]\n",
            use: "let items = ItemsScreen(store: try PreferenceStore<Item_>()); try items.on.set(false); _ = ItemsScreen.Item.on"),
        Case(
            name: "a field named CodingKeys beside a renamed field",
            spec: "models:\n  Renamed: {kind: record, fields: {CodingKeys: Int, dark-mode: Bool}}\n",
            use: """
                let data = try JSONEncoder().encode(Renamed(codingKeys: 3, darkMode: true))
                precondition(String(decoding: data, as: UTF8.self).contains("\\"dark-mode\\":true"))
                let decoded = try JSONDecoder().decode(Renamed.self, from: data)
                precondition(decoded == Renamed(codingKeys: 3, darkMode: true))
                """),
        Case(
            name: "fields named Bool and PreferenceBinding",
            spec: """
                models:
                  RuntimeNames: {kind: preferences, fields: {Bool: Bool, PreferenceBinding: {type: Int, default: 1, min: 0, max: 5}}}
                preferences:
                  RuntimeNames:
                    model: RuntimeNames
                    sections:
                      - items: [{toggle: Bool}, {stepper: PreferenceBinding}]
                """,
            use: "let names = RuntimeNamesScreen(store: try PreferenceStore<RuntimeNames>()); try names.bool.set(true); try names.preferenceBinding.set(4)"),
        Case(
            name: "models named like members of the generated code",
            spec: "models:\n" + ["self", "rawValue", "hashValue", "allCases", "keyPath", "valueType", "definition", "modelName", "fields", "encode", "hash"]
                .map { "  \($0): {kind: preferences, fields: {\($0): Bool}}\n" }.joined()
                + "preferences:\n" + ["self", "rawValue", "hashValue", "allCases", "keyPath", "valueType", "definition", "modelName", "fields", "encode", "hash"]
                .map { "  \($0)Settings:\n    model: \($0)\n    sections:\n      - items: [{toggle: \($0)}]\n" }.joined(),
            use: """
                _ = SelfSettingsScreen(store: try PreferenceStore<Self_>()).`self`
                _ = RawValueSettingsScreen(store: try PreferenceStore<RawValue_>()).rawValue
                _ = HashValueSettingsScreen(store: try PreferenceStore<HashValue>()).hashValue
                _ = AllCasesSettingsScreen(store: try PreferenceStore<AllCases_>()).allCases
                _ = KeyPathSettingsScreen(store: try PreferenceStore<KeyPath>()).keyPath
                _ = (ValueType(), Definition(), ModelName(), Fields(), Encode(), Hash())
                precondition(Set([HashValue(hashValue: true), HashValue(hashValue: true)]).count == 1)
                """),
        Case(
            name: "a field and cases named none and some, where an optional is expected (found by the property test)",
            spec: """
                models:
                  Optionals:
                    kind: preferences
                    fields:
                      none: Bool
                      mode: {type: enum, cases: [none, some, all], optional: true, default: none}
                preferences:
                  Optionals:
                    model: Optionals
                    sections:
                      - items:
                          - toggle: none
                          - choice: mode
                            visibleWhen: {none: true}
                          - value: mode
                            visibleWhen: {mode: some}
                """,
            use: """
                let screen = OptionalsScreen(store: try PreferenceStore<Optionals>())
                precondition(screen.mode.value == Optionals.Mode.none && OptionalsScreen.Item.none.field == Optionals.Field.none)
                precondition(!screen.isVisible(.mode3)); try screen.mode.set(Optionals.Mode.some); precondition(screen.isVisible(.mode3))
                """),
        Case(
            name: "a view id LayerView",
            spec: "hierarchies:\n  Stack:\n    layers: [base]\n    views:\n      - {id: LayerView, layer: base, frame: fill}\n",
            use: "let stack = try StackHierarchy(bounds: Rect(width: 10, height: 10)); try stack.bringToFront(.layerView); _ = StackHierarchy.View.layerView.declaration"),
        Case(
            name: "key fields named Type, Protocol, String, Int and allCases",
            spec: "models:\n" + ["Type", "Protocol", "String", "Int", "allCases"].enumerated()
                .map { "  Keyed\($0): {kind: keyed, key: \($1), fields: {\($1): String, note: {type: String, optional: true}}}\n" }.joined(),
            use: """
                let first = try RecordStore<Keyed0>(); _ = try first.add(Keyed0(type: "a")); _ = first.record(forKey: "a")?.id
                _ = (Keyed1(protocol: "b").id, Keyed2(string: "c").id, Keyed3(int: "d").id, Keyed4(allCases: "e").id)
                """),
        Case(
            name: "a model named MainActor beside a screen (the screens' @MainActor named the model)",
            spec: "models:\n  MainActor: {kind: preferences, fields: {on: Bool}}\npreferences:\n  Main:\n    model: MainActor\n    sections:\n      - items: [{toggle: on}]\n",
            use: "let main = MainScreen(store: try PreferenceStore<MainActor>()); try main.on.set(false)"),
    ]

    /// The generated project, compiled in both language modes and run, once for every case.
    static let compiled: Result<(files: [String: String], errors: String), SwiftCompilerSupport.Failure> = {
        let sources = cases.enumerated().map { index, testCase in SourceFile(path: "case\(index).yaml", text: "viewspec: 1\n" + testCase.spec) }
        let compilation = Compiler().compile(sources: sources)
        let checked: CheckedProject
        do {
            checked = try compilation.checked(for: [.swift])
        } catch {
            return .failure(.init(description: "the checks refused the project: \(compilation.reportedDiagnostics.map { "\($0.range.path):\($0.range.start.line): \($0.message)" })"))
        }
        let program = "import Foundation\nimport ViewSpecRuntime\n\n@_Concurrency.MainActor func use_() throws {\n"
            + cases.map { "    do {\n" + $0.use.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n") + "\n    }\n" }.joined()
            + "}\n\ntry _Concurrency.MainActor.assumeIsolated { try use_() }\nprint(\"done\")\n"
        var errors = ""
        var public6: [String: String] = [:]
        for (access, swiftVersion) in [(SwiftEmitter.AccessLevel.public, "6"), (.internal, "5")] {
            var files = Dictionary(uniqueKeysWithValues: SwiftEmitter(access: access).emit(checked).files.map { ($0.fileName, $0.text) })
            if access == .public { public6 = files }
            files["main.swift"] = program
            do {
                let executable = try SwiftCompilerSupport.buildProgram(files, swiftVersion: swiftVersion)
                let output = SwiftCompilerSupport.run(executable.path, [], in: executable.deletingLastPathComponent())
                if output.stdout != "done\n" { errors += "the program failed: \(output.stdout)\(output.stderr)\n" }
            } catch {
                errors += "Swift \(swiftVersion): \(error)\n"
            }
        }
        return .success((public6, errors))
    }()

    @Test(arguments: cases)
    func theNameCompiles(_ testCase: Case) throws {
        let index = try #require(Self.cases.firstIndex { $0.name == testCase.name })
        let (files, errors) = try Self.compiled.get()
        let fileName = "Case\(index).swift"
        #expect(files[fileName] != nil, "\(fileName) was not generated")
        let mine = errors.split(separator: "\n").filter { $0.contains(fileName) || $0.contains("main.swift") || $0.contains("program failed") }
        #expect(mine.isEmpty, "\(testCase.name):\n\(mine.joined(separator: "\n"))")
    }
}
