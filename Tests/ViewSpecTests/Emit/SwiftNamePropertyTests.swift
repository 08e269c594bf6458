import Foundation
import Testing
@testable import ViewSpec

/// Every project the checks accept generates Swift that compiles, and every name they refuse
/// is refused at its place: never a compile error, never a crash.
///
/// Projects of hostile names (`HostileProjects`) are checked; the files the Swift checks
/// refuse are left out, after their diagnostics are checked to point at names, and what
/// remains is generated and compiled by swiftc in one invocation per batch, in the Swift 6
/// language mode with public access and in the Swift 5 mode with internal access, together
/// with a program that uses every generated declaration; the Swift 6 program is run.
///
/// Deterministic: seed 1 unless `VIEWSPEC_SWIFT_NAMES_SEED` gives another. `swift test`
/// compiles 2 batches of 8 spec files; `VIEWSPEC_SWIFT_NAMES_BATCHES=200` runs more (about
/// 12 seconds a batch on two cores). A failure names the seed and batch, and keeps the
/// batch's files in the directory it prints. The fuzz target's corpus is compiled the same
/// way on request (`theFuzzCorpusCompiles`).
@Suite(.serialized) struct SwiftNamePropertyTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = environment["VIEWSPEC_SWIFT_NAMES_SEED"].flatMap { UInt64($0) } ?? 1
    static let batchCount = environment["VIEWSPEC_SWIFT_NAMES_BATCHES"].flatMap { Int($0) } ?? 2
    static let filesPerBatch = 8

    /// The runtime's public names, read from its sources, so that names it gains later are
    /// drawn too.
    static let runtimeNames: [String] = {
        let root = LayoutTestSupport.repositoryRoot.appendingPathComponent("Sources/ViewSpecRuntime")
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var names = Set<String>()
        let declaration = #/public (?:final |static |mutating |nonisolated |private\(set\) |override )*(?:struct|enum|class|protocol|typealias|actor|var|let|func|case|init) *`?([A-Za-z_][A-Za-z0-9_]*)/#
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"), let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { continue }
            for match in text.matches(of: declaration) { names.insert(String(match.1)) }
        }
        return names.sorted()
    }()

    @Test func theRuntimesNamesAreFoundInItsSources() {
        for name in ["PreferenceStore", "SelectionTable", "LayerView", "ModelField", "caseName"] {
            #expect(Self.runtimeNames.contains(name), "\(name)")
        }
    }

    @Test(arguments: 0..<batchCount)
    func everyProjectTheChecksAcceptCompiles(batch: Int) throws {
        print("SwiftNamePropertyTests: seed \(Self.seed), batch \(batch) (VIEWSPEC_SWIFT_NAMES_SEED=\(Self.seed) reproduces it)")
        var choices = SeededChoices(seed: Self.seed &* 1_000_003 &+ UInt64(batch))
        let specs = HostileProjects.project(fileCount: Self.filesPerBatch, using: &choices, extraNames: Self.runtimeNames)
        let accepted = try Self.check(specs, context: "seed \(Self.seed), batch \(batch)")
        print("SwiftNamePropertyTests: seed \(Self.seed), batch \(batch): \(accepted) of \(Self.filesPerBatch) spec files accepted and compiled")
        // Refusing everything would prove nothing. A file is refused for any of its forty-odd
        // names, and a quarter of the files hold one no Swift name may; most clash less.
        #expect(accepted * 4 >= Self.filesPerBatch, "seed \(Self.seed), batch \(batch): only \(accepted) of \(Self.filesPerBatch) files accepted")
    }

    /// The fuzz target's corpus (`scripts/fuzz.sh`), when `VIEWSPEC_SWIFT_NAMES_CORPUS` names
    /// its folder: the projects of its inputs (as the fuzz target reads them), eight inputs
    /// a batch, checked and compiled as above. `VIEWSPEC_SWIFT_NAMES_CORPUS_LIMIT` takes the
    /// first inputs only, in name order. The inputs of a batch were made apart: inputs that
    /// declare a name another declares go to different batches, and a file whose error
    /// comes of being put beside another input (a reference that resolves to the other's
    /// declaration, say) is left out like a refused one.
    @Test(.enabled(if: environment["VIEWSPEC_SWIFT_NAMES_CORPUS"] != nil))
    func theFuzzCorpusCompiles() throws {
        let folder = URL(fileURLWithPath: try #require(Self.environment["VIEWSPEC_SWIFT_NAMES_CORPUS"]))
        let limit = Self.environment["VIEWSPEC_SWIFT_NAMES_CORPUS_LIMIT"].flatMap { Int($0) } ?? .max
        let inputs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted().prefix(limit)
        print("SwiftNamePropertyTests: compiling \(inputs.count) inputs of \(folder.path)")
        var batches: [(inputs: [String], specs: [HostileSpec], declared: Set<String>)] = []
        for (index, input) in inputs.enumerated() {
            let specs = HostileProjects.project(fromFuzzInput: Array(try Data(contentsOf: folder.appendingPathComponent(input))), prefix: "input\(index)-")
            let declared = Set(specs.flatMap(\.declarations))
            if let batch = batches.firstIndex(where: { $0.inputs.count < 8 && $0.declared.isDisjoint(with: declared) }) {
                batches[batch].inputs.append(input)
                batches[batch].specs += specs
                batches[batch].declared.formUnion(declared)
            } else {
                batches.append(([input], specs, declared))
            }
        }
        for batch in batches {
            let accepted = try Self.check(batch.specs, context: "corpus inputs \(batch.inputs.joined(separator: ", "))", othersMayDeclareAlike: true)
            print("SwiftNamePropertyTests: \(batch.inputs.count) inputs, \(accepted) of \(batch.specs.count) spec files accepted and compiled")
        }
    }

    /// Leaves out the files the checks refuse, once their diagnostics are judged, and
    /// compiles and runs what remains; returns how many files remained.
    @discardableResult
    static func check(_ generated: [HostileSpec], context: String, othersMayDeclareAlike: Bool = false) throws -> Int {
        var specs = generated
        var compilation = compile(specs)
        var firstRound = true
        while compilation.hasErrors {
            let refused = try judge(
                compilation, specs: specs, expectingInvalidNames: firstRound, othersMayDeclareAlike: othersMayDeclareAlike, context: context)
            firstRound = false
            specs.removeAll { refused.contains($0.path) }
            compilation = compile(specs)
        }
        if firstRound { try judge(compilation, specs: specs, expectingInvalidNames: true, context: context) }
        guard !specs.isEmpty else { return 0 }

        let checked = try compilation.checked(for: [.swift])
        // Every sheet the files declare is named, and so handled and presented below.
        #expect(checked.swiftNames.sheets.count == checked.project.actionSheetsByName.count, "\(context)")
        let program = program(checked)
        for (access, swiftVersion) in [(SwiftEmitter.AccessLevel.public, "6"), (.internal, "5")] {
            let emitted = SwiftEmitter(access: access, inputs: ["specs"]).emitNotingUnexpected(checked)
            #expect(emitted.unexpected.isEmpty, "\(context): \(emitted.unexpected)")
            var files = Dictionary(uniqueKeysWithValues: emitted.output.files.map { ($0.fileName, $0.text) })
            files["main.swift"] = program
            let executable: URL
            do {
                executable = try SwiftCompilerSupport.buildProgram(files, swiftVersion: swiftVersion)
            } catch {
                Issue.record("\(context), Swift \(swiftVersion): generated code the checks accepted did not compile: \(error)\n\(keep(specs))")
                continue
            }
            guard swiftVersion == "6" else { continue }
            let output = SwiftCompilerSupport.run(executable.path, [], in: executable.deletingLastPathComponent())
            #expect(output.status == 0 && output.stdout == "done\n", "\(context): the program failed: \(output.stdout)\(output.stderr)\n\(keep(specs))")
        }
        return specs.count
    }

    static func compile(_ specs: [HostileSpec]) -> Compilation {
        Compiler().compile(sources: specs.map { SourceFile(path: $0.path, text: $0.text) })
    }

    /// Checks that every error is a Swift check's, at a name of a file of the project, and
    /// (on the first round, when every file is there) that a file holds a refused name
    /// exactly when it was given one no Swift name may hold. Returns the files with errors.
    /// With `othersMayDeclareAlike`, other errors leave their files out unjudged.
    @discardableResult
    static func judge(
        _ compilation: Compilation, specs: [HostileSpec], expectingInvalidNames: Bool, othersMayDeclareAlike: Bool = false, context: String
    ) throws -> Set<String> {
        let swiftChecks = Set(CheckRegistry.swift.map { $0.description.id })
        let texts = Dictionary(uniqueKeysWithValues: specs.map { ($0.path, Array($0.text.utf8)) })
        var refused = Set<String>()
        var otherwiseWrong = Set<String>()
        for diagnostic in compilation.reportedDiagnostics where diagnostic.severity == .error {
            refused.insert(diagnostic.range.path)
            if othersMayDeclareAlike, !swiftChecks.contains(diagnostic.id) {
                otherwiseWrong.insert(diagnostic.range.path)
                continue
            }
            guard swiftChecks.contains(diagnostic.id) else {
                Issue.record("\(context): the generator wrote a project with another error: \(diagnostic.id.name) \(diagnostic.range.path):\(diagnostic.range.start.line): \(diagnostic.message)\n\(keep(specs))")
                continue
            }
            let bytes = try #require(texts[diagnostic.range.path], "\(context): \(diagnostic.message) is not in a file of the project")
            let range = diagnostic.range
            #expect(range.start.line >= 1 && range.start.column >= 1 && range.end.offset <= bytes.count, "\(context): \(diagnostic.message)")
            // Swift's own names are quoted names, or for a file clash the file's version.
            let first = range.start.offset < bytes.count ? bytes[range.start.offset] : 0
            #expect(first == UInt8(ascii: "\"") || (diagnostic.id == SwiftFileClashCheck.description.id && first == UInt8(ascii: "1")),
                "\(context): \(diagnostic.id.name) at \(range.path):\(range.start.line):\(range.start.column) is not at a name: \(diagnostic.message)")
        }
        if expectingInvalidNames {
            let invalidNameCheck = SwiftInvalidNameCheck.description.id
            for spec in specs where !otherwiseWrong.contains(spec.path) {
                let reported = compilation.diagnostics.filter { $0.id == invalidNameCheck && $0.range.path == spec.path }
                #expect(
                    !reported.isEmpty == (spec.invalidNames > 0),
                    "\(context): \(spec.path) has \(spec.invalidNames) names no Swift name may hold, reported: \(reported.map(\.message))\n\(keep(specs))")
            }
        }
        return refused
    }

    /// Writes the batch's files where they stay after the test, and says where.
    static func keep(_ specs: [HostileSpec]) -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-swift-names-\(UUID().uuidString)")
        for spec in specs {
            let url = directory.appendingPathComponent(spec.path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(spec.text.utf8).write(to: url)
        }
        return "the batch's spec files are in \(directory.path)"
    }

    // MARK: - The program

    /// A program that uses every declaration generated for `checked`: it makes every model
    /// (and a store of each), every screen with its bindings, conditions and actions, every
    /// table with an object for its hooks, every hierarchy, every action sheet with a
    /// handler, and every animation with a player, and taps, moves, presents and plays what can be, in a function of its own so that nothing it names is global. Names of its own
    /// hold a `_` inside, which no name made from a spec does.
    static func program(_ checked: CheckedProject) -> String {
        let project = checked.project
        let plan = checked.swiftNames
        var declarations: [String] = []
        var body: [String] = []
        for model in project.modelsByName.values.sorted(by: { $0.name.value < $1.name.value }) {
            guard let names = plan.models[model.name.value] else { continue }
            let type = names.type.escaped
            body += [
                "do {",
                "    let value_ = \(type)()",
                "    precondition(value_ == \(type)() && \(type).fields.count == \(names.fields.count))",
                "    for field_ in \(type).Field.allCases { _ = (field_.keyPath, field_.valueType, field_.definition) }",
            ]
            switch model.kind.value {
            case .preferences:
                body.append("    _ = try ViewSpecRuntime.PreferenceStore<\(type)>()")
                body.append("    precondition(\(type).registeredDefaults.count <= \(names.fields.count))")
            case .record, .keyed:
                body += ["    let store_ = try ViewSpecRuntime.RecordStore<\(type)>()", "    _ = try store_.add(value_)"]
            }
            if model.kind.value == .keyed { body.append("    _ = value_.id") }
            body.append("}")
        }
        for (index, screen) in project.preferenceScreensByName.values.sorted(by: { $0.name.value < $1.name.value }).enumerated() {
            guard let names = plan.screens[screen.name.value], let model = plan.models[screen.model.value] else { continue }
            let type = names.type.escaped
            body += [
                "do {",
                "    let screen_ = \(type)(store: try ViewSpecRuntime.PreferenceStore<\(model.type.escaped)>())",
                "    _ = screen_.visibleItems",
                "    for item_ in \(type).Item.allCases { _ = (screen_.isVisible(item_), screen_.isEnabled(item_), item_.control, item_.title, item_.section, item_.field, item_.target) }",
            ]
            let bindings = Set(screen.items.compactMap { $0.field.flatMap { model.field(named: $0.value)?.screenBinding } })
            for binding in bindings.sorted() { body.append("    _ = screen_.\(binding.escaped).value") }
            if let actions = names.actionsProtocol {
                let conformer = "Exercise_Actions\(index)"
                declarations.append("struct \(conformer): \(actions.escaped) {")
                for action in names.actions { declarations.append("    func \(action.method.escaped)(_ screen: \(type)) {}") }
                declarations.append("}")
                body.append("    for item_ in \(type).Item.allCases { _ = screen_.perform(item_, with: \(conformer)()) }")
            }
            body.append("}")
        }
        for (index, table) in project.tablesByName.values.sorted(by: { $0.name.value < $1.name.value }).enumerated() {
            guard let names = plan.tables[table.name.value] else { continue }
            let type = names.type.escaped
            var row = "string: Swift.String"
            var records: String?
            if case .model(let modelName, _) = table.source, let model = plan.models[modelName.value] {
                row = "record: \(model.type.escaped)"
                records = model.type.escaped
            }
            var hooksArgument = ""
            if let hooks = names.hooksProtocol {
                let conformer = "Exercise_Hooks\(index)"
                declarations.append("final class \(conformer): \(hooks.escaped) {")
                for hook in names.hooks {
                    switch hook.kind {
                    case .editCell:
                        declarations.append("    func \(hook.method.escaped)(_ table: ViewSpecRuntime.SelectionTable, \(row), cell: inout ViewSpecRuntime.TableCell) { cell.detail = \"edited\" }")
                    case .selection:
                        declarations.append("    func \(hook.method.escaped)(_ table: ViewSpecRuntime.SelectionTable, \(row), row: Swift.Int) {}")
                    }
                }
                declarations.append("}")
                hooksArgument = "hooks: \(conformer)()"
            }
            body.append("do {")
            if let records {
                body += [
                    "    let records_ = try ViewSpecRuntime.RecordStore<\(records)>()", "    _ = try records_.add(\(records)())",
                    "    let table_ = try \(type)(records: records_\(hooksArgument.isEmpty ? "" : ", " + hooksArgument))",
                    "    _ = (table_.selectedRecords, table_.selectedRecordIDs)",
                ]
            } else {
                body.append("    let table_ = try \(type)(\(hooksArgument))")
            }
            body += ["    _ = try table_.table.tap(0)", "    _ = try table_.table.cell(at: 0)", "}"]
        }
        for hierarchy in project.hierarchiesByName.values.sorted(by: { $0.name.value < $1.name.value }) {
            guard let names = plan.hierarchies[hierarchy.name.value] else { continue }
            let type = names.type.escaped
            body += [
                "do {",
                "    let hierarchy_ = try \(type)(bounds: ViewSpecRuntime.Rect(x: 0, y: 0, width: 300, height: 500))",
                "    for view_ in \(type).View.allCases { try hierarchy_.bringToFront(view_); _ = (view_.layer, view_.content, view_.declaration) }",
                "    _ = (hierarchy_.flattenedViews, hierarchy_.hitTest(ViewSpecRuntime.Point(x: 1, y: 1)))",
                "}",
            ]
        }
        for (index, sheet) in project.actionSheetsByName.values.sorted(by: { $0.name.value < $1.name.value }).enumerated() {
            guard let names = plan.sheets[sheet.name.value] else { continue }
            let type = names.type.escaped
            // The target a presenter hands the sheet: a record, or the settings' store.
            var targetType: String?
            var target = ""
            if let targetName = sheet.target?.value, let model = project.model(named: targetName), let modelNames = plan.models[targetName] {
                switch model.kind.value {
                case .preferences:
                    targetType = "ViewSpecRuntime.PreferenceStore<\(modelNames.type.escaped)>"
                    target = ", target: try ViewSpecRuntime.PreferenceStore<\(modelNames.type.escaped)>()"
                case .record, .keyed:
                    targetType = modelNames.type.escaped
                    target = ", target: \(modelNames.type.escaped)()"
                }
            }
            let conformer = "Exercise_Sheet\(index)"
            declarations.append("struct \(conformer): \(names.handlerProtocol.escaped) {")
            for action in names.actions {
                declarations.append("    func \(action.method.escaped)(\(targetType.map { "_ target: \($0)" } ?? "")) {}")
            }
            declarations.append("}")
            body += [
                "do {",
                "    let description_ = try \(type).makeDescription()",
                "    precondition(description_.name == \(type).sheetName && description_.buttons.count == \(sheet.buttons.count))",
                "    for action_ in \(names.actionType.escaped).allCases { \(type).dispatch(action_, to: \(conformer)()\(target)) }",
                "    for idiom_ in ViewSpecRuntime.ActionSheetIdiom.allCases {",
                "        let presented_ = try \(type).present(on: idiom_\(target), handler: \(conformer)())",
                "        if presented_.buttons.isEmpty { _ = try presented_.dismiss() } else { try presented_.choose(at: 0) }",
                "    }",
                "}",
            ]
        }
        for animation in project.animationsByName.values.sorted(by: { $0.name.value < $1.name.value }) {
            guard let names = plan.animations[animation.name.value] else { continue }
            let type = names.type.escaped
            // Every element and track named by its case, and the player run to its end.
            body += [
                "do {",
                "    let description_ = try \(type).makeDescription()",
                "    precondition(description_.name == \(type).animationName && description_.tracks.count == \(animation.tracks.count))",
                "    let elements_: [\(type).Element] = [\(names.elements.map { ".\($0.identifier.escaped)" }.joined(separator: ", "))]",
                "    let tracks_: [\(type).Track] = [\(names.tracks.map { ".\($0.identifier.escaped)" }.joined(separator: ", "))]",
                "    precondition(elements_ == \(type).Element.allCases && tracks_ == \(type).Track.allCases)",
                "    let clock_ = ViewSpecRuntime.ManualAnimationClock()",
                "    var player_ = try \(type).makePlayer(clock: clock_)",
                "    player_.play()",
                "    clock_.advance(by: description_.duration)",
                "    precondition(player_.playState == .finished && player_.values.count == \(Set(animation.tracks.map(\.element.value)).count))",
            ]
            if animation.hierarchy != nil { body.append("    for element_ in elements_ { _ = \(type).view(of: element_) }") }
            body.append("}")
        }
        return (["import ViewSpecRuntime", ""] + declarations + ["", "@_Concurrency.MainActor func exercise_() throws {"] + body.map { "    " + $0 }
            + ["}", "", "try _Concurrency.MainActor.assumeIsolated { try exercise_() }", "print(\"done\" as Swift.String)"]).joined(separator: "\n") + "\n"
    }
}
