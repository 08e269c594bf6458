import Foundation
import Testing
@testable import ViewSpec

/// An open project must report exactly what compiling its files afresh reports, after
/// every change, while reading and checking again only what a change can affect.
@Suite struct IncrementalProjectTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repository's example project, by path.
    static func exampleFiles() throws -> [String: String] {
        let specs = repositoryRoot.appendingPathComponent("specs").path
        var files: [String: String] = [:]
        for path in try InputDiscovery.specFiles(in: [specs]) {
            files[path] = try String(contentsOfFile: path, encoding: .utf8)
        }
        return files
    }

    /// A project of several files whose declarations refer to each other, and whose
    /// checks find problems across files.
    static let crossFileProject: [String: String] = [
        "models.yaml": """
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields:
                  soundEnabled: {type: Bool, default: true}
                  volume: {type: Float, min: 0, max: 1}
                  theme: {type: enum, cases: [light, dark]}
                  name: String
              Member:
                kind: keyed
                key: id
                fields: {id: Int, title: String, rating: Int}
            """,
        "screens.yaml": """
            viewspec: 1
            preferences:
              General:
                model: Settings
                title: General
                sections:
                  - items:
                      - toggle: soundEnabled
                      - slider: volume
                        visibleWhen: {soundEnabled: true}
                      - choice: theme
                      - childPane: Advanced
              Advanced:
                model: Settings
                sections:
                  - items:
                      - stepper: volume
                        min: 0
                        max: 2
                      - textField: name
                      - button: resetMember
                        presents: MemberActions
            """,
        "tables.yaml": """
            viewspec: 1
            tables:
              Members:
                model: Member
                display: title
                sortBy: rating
                frame: {width: 390, height: 400}
                presents: MemberActions
                anchor: fill
            hierarchies:
              Main:
                layers: [back, front]
                views:
                  - {id: list, kind: {table: Members}, layer: back, frame: fill}
                  - {id: settings, kind: {preferences: General}, layer: front, frame: fill, hidden: true}
                  - {id: share, kind: view, layer: front, frame: {x: 0, y: 0, width: 44, height: 44}, presents: Share}
            """,
        "sheets.yaml": """
            viewspec: 1
            actionSheets:
              MemberActions:
                title: Member
                target: Member
                buttons:
                  - {title: Cancel, role: cancel, action: dismiss}
                  - {title: Remove, role: destructive, action: remove}
                  - {title: Promote, action: promote}
              Share:
                buttons:
                  - {title: Copy link, action: copyLink}
                  - {title: Cancel, role: cancel, action: dismiss}
              Unused:
                buttons: []
            """,
    ]

    private static func compiledAfresh(_ files: [String: String]) -> [Diagnostic] {
        Compiler().compile(sources: files.keys.sorted().map { SourceFile(path: $0, text: files[$0] ?? "") }).diagnostics
    }

    private static func open(_ files: [String: String]) -> IncrementalProject {
        let project = IncrementalProject()
        project.apply(files.map { .write(path: $0.key, bytes: Array($0.value.utf8)) })
        return project
    }

    @Test(arguments: ["example", "cross-file"])
    func openingAProjectReportsWhatACompilationReports(_ name: String) throws {
        let files = name == "example" ? try Self.exampleFiles() : Self.crossFileProject
        let project = Self.open(files)
        #expect(project.diagnostics == Self.compiledAfresh(files))
        #expect(project.paths == files.keys.sorted())
        if name == "cross-file" {
            #expect(!project.diagnostics.isEmpty, "the project is meant to have findings across files")
            let sheetFindings = Set(project.diagnostics.map(\.id.code).filter { $0.hasPrefix("VS025") })
            #expect(sheetFindings == ["VS0252", "VS0253", "VS0254", "VS0255", "VS0256"], "\(sheetFindings)")
        }
    }

    @Test func aSheetsTargetComingAndGoingRechecksTheFilesThatPresentIt() throws {
        var files = Self.crossFileProject
        let project = Self.open(files)
        // The preference button hands the sheet a Settings value where it acts on a Member.
        #expect(project.diagnostics(in: "screens.yaml").contains { $0.id.code == "VS0255" })
        for (from, to) in [("  Member:", "  Person:"), ("  Person:", "  Member:")] {
            files["models.yaml"] = files["models.yaml"]?.replacingOccurrences(of: from, with: to)
            let update = project.apply([.write(path: "models.yaml", bytes: Array((files["models.yaml"] ?? "").utf8))])
            #expect(update.recheckedPaths.contains("screens.yaml"), "\(to): \(update.recheckedPaths)")
            #expect(update.pathsWithChangedDiagnostics.contains("screens.yaml"), "\(to)")
            #expect(project.diagnostics == Self.compiledAfresh(files), "\(to)")
        }
    }

    @Test func aPresentedSheetIsAReferenceAcrossFiles() throws {
        var files = Self.crossFileProject
        let project = Self.open(files)
        files["sheets.yaml"] = files["sheets.yaml"]?.replacingOccurrences(of: "  Share:", with: "  Sharing:")
        let update = project.apply([.write(path: "sheets.yaml", bytes: Array((files["sheets.yaml"] ?? "").utf8))])
        #expect(update.recheckedPaths.contains("tables.yaml"))
        #expect(project.diagnostics(in: "tables.yaml").contains { $0.id.code == "VS0200" && $0.message.contains("'Share'") })
        #expect(project.diagnostics == Self.compiledAfresh(files))
    }

    @Test func readingFromDiskReportsWhatLintReports() throws {
        let specs = Self.repositoryRoot.appendingPathComponent("specs").path
        let inputs = try InputDiscovery.search([specs])
        let project = IncrementalProject()
        project.apply(inputs.files.map { .read(path: $0) })
        #expect(project.diagnostics == Compiler().compile(inputs).diagnostics)
        project.apply([.read(path: specs + "/no-such-file.yaml")])
        #expect(project.diagnostics(in: specs + "/no-such-file.yaml").map(\.id) == [.unreadableFile])
    }

    /// The project keeps the text it was given (an editor's copy) and not what it read from
    /// disk, which the disk keeps; it still tells whether a file read again is unchanged.
    @Test func onlyWrittenTextIsKeptAndReadTextIsKnownByItsFingerprint() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-kept-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let onDisk = folder.appendingPathComponent("models.yaml").path
        let text = Array((Self.crossFileProject["models.yaml"] ?? "").utf8)
        try Data(text).write(to: URL(fileURLWithPath: onDisk))
        let project = IncrementalProject()
        project.apply([.read(path: onDisk), .write(path: "screens.yaml", bytes: Array((Self.crossFileProject["screens.yaml"] ?? "").utf8))])
        #expect(project.writtenSource(at: onDisk) == nil)
        #expect(project.writtenSource(at: "screens.yaml")?.bytes == Array((Self.crossFileProject["screens.yaml"] ?? "").utf8))
        #expect(project.holds(text, at: onDisk))
        #expect(!project.holds(text + Array("\n".utf8), at: onDisk))
        #expect(!project.holds(text, at: "screens.yaml"))
    }

    /// Whether a declaration changed is told from a hash of its text, not from the text
    /// itself: a field renamed in place, same length and same offsets, in a file read from
    /// disk, still makes the files that bind it be judged again.
    @Test func aDeclarationRewrittenInPlaceOnDiskIsChanged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-in-place-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String: String] = [:]
        for (name, text) in Self.crossFileProject {
            let path = folder.appendingPathComponent(name).path
            files[path] = text
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let project = IncrementalProject()
        project.apply(files.keys.map { .read(path: $0) })
        #expect(project.diagnostics == Self.compiledAfresh(files))
        let models = folder.appendingPathComponent("models.yaml").path
        let screens = folder.appendingPathComponent("screens.yaml").path
        let renamed = try #require(files[models]?.replacingOccurrences(of: "soundEnabled: {", with: "soundEnables: {"))
        #expect(renamed.utf8.count == files[models]?.utf8.count)
        files[models] = renamed
        try Data(renamed.utf8).write(to: URL(fileURLWithPath: models))
        let update = project.apply([.read(path: models)])
        #expect(update.recheckedPaths.contains(screens))
        #expect(project.diagnostics(in: screens).contains { $0.message.contains("'soundEnabled'") })
        #expect(project.diagnostics == Self.compiledAfresh(files))
    }

    @Test func anEditOfATitleReadsAndChecksThatFileAlone() throws {
        var files = Self.crossFileProject
        let project = Self.open(files)
        files["screens.yaml"] = files["screens.yaml"]?.replacingOccurrences(of: "title: General", with: "title: Generally")
        let update = project.apply([.write(path: "screens.yaml", bytes: Array((files["screens.yaml"] ?? "").utf8))])
        #expect(update.reloadedPaths == ["screens.yaml"])
        // The screens after the title moved: the table file, which shows General, is judged again.
        #expect(update.recheckedPaths == ["screens.yaml", "tables.yaml"])
        #expect(!update.recheckedEveryFile)
        #expect(project.diagnostics == Self.compiledAfresh(files))
    }

    @Test func anEditOfWhatNoOtherFileNamesChecksThatFileAlone() throws {
        var files = Self.crossFileProject
        let project = Self.open(files)
        files["tables.yaml"] = files["tables.yaml"]?.replacingOccurrences(of: "height: 400", with: "height: 300")
        let update = project.apply([.write(path: "tables.yaml", bytes: Array((files["tables.yaml"] ?? "").utf8))])
        #expect(update.recheckedPaths == ["tables.yaml"])
        #expect(update.pathsWithChangedDiagnostics == ["tables.yaml"], "the table is now below its minimum height")
        #expect(project.diagnostics == Self.compiledAfresh(files))
    }

    /// Diagnostics hold byte offsets: a finding that keeps its offset while an edit moves
    /// it to another line compares equal, yet must be shown again at its new place.
    @Test func aFindingThatKeepsItsOffsetOnAnotherLineCountsAsChanged() throws {
        let project = IncrementalProject()
        project.apply([.write(path: "moved.yaml", bytes: Array("in\nut\ninuts: [sp,ec]\ns: [sp,- ec]\n".utf8))])
        let before = project.diagnostics(in: "moved.yaml")
        let update = project.apply([.write(path: "moved.yaml", bytes: Array("in\nut\nec]\ns: [sp,- ec]\n".utf8))])
        let after = project.diagnostics(in: "moved.yaml")
        #expect(before.map(\.range) == after.map(\.range), "the ':' that is refused has the same offset before and after")
        #expect(!after.isEmpty)
        #expect(update.pathsWithChangedDiagnostics == ["moved.yaml"])
    }

    @Test func changingAModelRechecksTheFilesThatUseIt() throws {
        var files = Self.crossFileProject
        let project = Self.open(files)
        files["models.yaml"] = files["models.yaml"]?.replacingOccurrences(of: "rating: Int", with: "rating: Bool")
        let update = project.apply([.write(path: "models.yaml", bytes: Array((files["models.yaml"] ?? "").utf8))])
        // The sheet acts on a Member; the files that present it name the sheet, not the model,
        // and need not be judged again while the model stays declared.
        #expect(update.recheckedPaths == ["models.yaml", "sheets.yaml", "tables.yaml"])
        #expect(update.pathsWithChangedDiagnostics == ["tables.yaml"])
        #expect(project.diagnostics == Self.compiledAfresh(files))
    }

    @Test func aFileThatStopsParsingAndParsesAgainRechecksEverything() throws {
        var files = Self.crossFileProject
        let project = Self.open(files)
        let original = files["screens.yaml"] ?? ""
        files["screens.yaml"] = original + "  broken: [\n"
        var update = project.apply([.write(path: "screens.yaml", bytes: Array((files["screens.yaml"] ?? "").utf8))])
        #expect(update.recheckedEveryFile)
        #expect(project.diagnostics == Self.compiledAfresh(files))
        files["screens.yaml"] = original
        update = project.apply([.write(path: "screens.yaml", bytes: Array(original.utf8))])
        #expect(update.recheckedEveryFile)
        #expect(project.diagnostics == Self.compiledAfresh(files))
    }

    @Test func removingAndAddingFilesKeepsTheDiagnosticsOfAFreshCompilation() throws {
        var files = Self.crossFileProject
        let project = Self.open(files)
        files["models.yaml"] = nil
        project.apply([.remove(path: "models.yaml")])
        #expect(project.diagnostics == Self.compiledAfresh(files))
        files["copy.yaml"] = Self.crossFileProject["models.yaml"]
        files["models.yaml"] = Self.crossFileProject["models.yaml"]
        project.apply([.write(path: "copy.yaml", bytes: Array((files["copy.yaml"] ?? "").utf8)),
                       .write(path: "models.yaml", bytes: Array((files["models.yaml"] ?? "").utf8))])
        #expect(project.diagnostics == Self.compiledAfresh(files))
        #expect(project.diagnostics.contains { $0.message.contains("declared more than once") })
    }

    /// Left for later, the project checks' findings stay where they point at unchanged
    /// text, and are gone from the changed file until the checks run.
    @Test func projectChecksLeftForLaterKeepOnlyFindingsInUnchangedText() throws {
        var files = Self.crossFileProject
        // Two screens bind 'volume' with different ranges: conflicting-bindings, a project check.
        files["more.yaml"] = """
            viewspec: 1
            preferences:
              More:
                model: Settings
                sections:
                  - items:
                      - slider: volume
                        min: 0.5
            """
        let project = Self.open(files)
        let conflict = try #require(project.diagnostics.first { $0.id.name == "conflicting-bindings" })
        let conflictPath = conflict.range.path
        let otherPath = conflictPath == "more.yaml" ? "screens.yaml" : "more.yaml"
        files[otherPath] = (files[otherPath] ?? "") + "\n"
        var update = project.apply([.write(path: otherPath, bytes: Array((files[otherPath] ?? "").utf8))], projectChecks: .later)
        #expect(project.hasPendingProjectChecks)
        let kept = project.diagnostics(in: conflictPath).contains { $0.id.name == "conflicting-bindings" }
        // Its note points into the changed file: dropped until the checks run again.
        #expect(kept == !conflict.notes.contains { $0.range.path == otherPath })
        update = ProjectUpdate(
            pathsWithChangedDiagnostics: project.runPendingProjectChecks(), reloadedPaths: [], recheckedPaths: [], recheckedEveryFile: false)
        #expect(!project.hasPendingProjectChecks)
        #expect(project.diagnostics == Self.compiledAfresh(files))
        #expect(project.runPendingProjectChecks().isEmpty)
        _ = update
    }

    @Test func unchangedDeclarationsKeepTheirObjects() throws {
        var files = Self.crossFileProject
        let project = Self.open(files)
        let before = try #require(project.project.model(named: "Member"))
        files["models.yaml"] = files["models.yaml"]?.replacingOccurrences(of: "name: String", with: "name: Int   ")
        project.apply([.write(path: "models.yaml", bytes: Array((files["models.yaml"] ?? "").utf8))])
        #expect(project.project.model(named: "Member") === before)
        #expect(project.project.model(named: "Settings")?.field(named: "name")?.type.value == .int)
    }

    /// The placements of nested hierarchies are kept across edits that do not move their
    /// views, and derived again when a frame that embeds one changes.
    @Test func aFrameThatEmbedsAHierarchyPlacesItAgain() throws {
        var files = [
            "outer.yaml": """
                viewspec: 1
                hierarchies:
                  Outer:
                    layers: [main]
                    views:
                      - id: slot
                        kind: {hierarchy: Inner}
                        layer: main
                        frame: {x: 0, y: 0, width: 200, height: 200}
                """,
            "inner.yaml": """
                viewspec: 1
                hierarchies:
                  Inner:
                    layers: [main]
                    views:
                      - id: box
                        layer: main
                        frame: {x: 0, y: 0, width: 150, height: 150}
                """,
        ]
        let project = Self.open(files)
        #expect(project.diagnostics == Self.compiledAfresh(files))
        let fitting = project.diagnostics
        // Text moved, views placed alike: nothing changes.
        files["outer.yaml"] = "# a comment\n" + (files["outer.yaml"] ?? "")
        project.apply([.write(path: "outer.yaml", bytes: Array((files["outer.yaml"] ?? "").utf8))], projectChecks: .later)
        #expect(project.diagnostics == fitting)
        // The slot shrinks: the inner hierarchy's box no longer fits in it.
        files["outer.yaml"] = files["outer.yaml"]?.replacingOccurrences(of: "width: 200", with: "width: 100")
        project.apply([.write(path: "outer.yaml", bytes: Array((files["outer.yaml"] ?? "").utf8))], projectChecks: .later)
        project.runPendingProjectChecks()
        #expect(project.diagnostics == Self.compiledAfresh(files))
        #expect(project.diagnostics != fitting)
    }

    /// Random edit sequences (characters typed and deleted, names swapped for other
    /// names, lines duplicated and removed, files added and removed): after every step the
    /// open project reports what a fresh compilation of the same files reports.
    @Test(arguments: 0..<6)
    func randomEditSequencesAgreeWithAFreshCompilation(_ seed: Int) throws {
        var files = try Self.exampleFiles().merging(Self.crossFileProject) { first, _ in first }
        var random = SplitMix(seed: UInt64(seed))
        let project = Self.open(files)
        let words = Array(Set(files.values.flatMap { $0.split { !$0.isLetter && !$0.isNumber } }.map(String.init))).sorted()
        for step in 0..<60 {
            let paths = files.keys.sorted()
            let path = paths[random.next(below: paths.count)]
            var text = files[path] ?? ""
            var change: FileChange
            switch random.next(below: 10) {
            case 0 where paths.count > 2:
                files[path] = nil
                change = .remove(path: path)
            case 1:
                let newPath = "added-\(step).yaml"
                files[newPath] = text
                change = .write(path: newPath, bytes: Array(text.utf8))
            default:
                text = Self.edit(text, words: words, random: &random)
                files[path] = text
                change = .write(path: path, bytes: Array(text.utf8))
            }
            // Half the steps leave the project checks for later, as an editor does.
            if random.next(below: 2) == 0 {
                project.apply([change], projectChecks: .later)
                #expect(project.hasPendingProjectChecks)
                project.runPendingProjectChecks()
            } else {
                project.apply([change])
            }
            #expect(!project.hasPendingProjectChecks)
            let expected = Self.compiledAfresh(files)
            #expect(project.diagnostics == expected, "seed \(seed), step \(step): \(change.path)")
            if project.diagnostics != expected { return }
        }
    }

    private static func edit(_ text: String, words: [String], random: inout SplitMix) -> String {
        var lines = text.components(separatedBy: "\n")
        guard !lines.isEmpty else { return text }
        let line = random.next(below: lines.count)
        switch random.next(below: 6) {
        case 0:
            // A name swapped for another name of the project.
            let tokens = lines[line].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            let index = random.next(below: tokens.count)
            var token = tokens[index]
            if let word = token.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).first, !words.isEmpty {
                token = token.replacingOccurrences(of: word, with: words[random.next(below: words.count)])
            }
            var replaced = tokens
            replaced[index] = token
            lines[line] = replaced.joined(separator: " ")
        case 1:
            lines.insert(lines[line], at: line)
        case 2:
            lines.remove(at: line)
        case 3:
            // A character typed.
            var characters = Array(lines[line])
            let typed: [Character] = ["a", "Z", ":", " ", "{", "}", "[", "-", "1", "é", "😀", "\t", "#"]
            characters.insert(typed[random.next(below: typed.count)], at: random.next(below: characters.count + 1))
            lines[line] = String(characters)
        case 4:
            // A character deleted.
            var characters = Array(lines[line])
            if !characters.isEmpty { characters.remove(at: random.next(below: characters.count)) }
            lines[line] = String(characters)
        default:
            // A title edited: the same structure, other offsets.
            lines[line] = lines[line].replacingOccurrences(of: "title: ", with: "title: x")
        }
        return lines.joined(separator: "\n")
    }
}

/// A small seeded generator, so that a failing sequence can be replayed.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }
}
