import Foundation
import Testing
@testable import ViewSpec

/// The checks of scope `.declarations` run once per slice of the project's files; these
/// tests hold them to what that requires: each run reports only about the declarations it
/// was given, and how the files are sliced never changes what the project is told.
@Suite struct CheckScopeTests {
    /// Every check's examples, triggering and not, each a project of its own.
    static let examples: [[SourceFile]] = CheckRegistry.all.flatMap { check in
        (check.description.triggeringExamples + check.description.nonTriggeringExamples).map { PreparedExample($0).sources }
    }

    /// Projects whose files refer to one another: the example app and the translated
    /// real settings screens (one model bound from a dozen files).
    static let multiFileProjects: [[SourceFile]] = {
        let fixtures = RealSettingsTests.fixturesDirectory
        let apps = ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        let directories = [ExampleProjectTests.repositoryRoot.appendingPathComponent("specs")] + apps.map { fixtures.appendingPathComponent($0) }
        return directories.map { directory in
            ((try? InputDiscovery.specFiles(in: [directory.path])) ?? []).compactMap { path in
                FileManager.default.contents(atPath: path).map { SourceFile(path: path, bytes: Array($0)) }
            }
        }
    }()

    /// All the examples as one project, each example's files under a directory of their
    /// own: names declared in several examples collide across files, and references
    /// resolve into other examples' files, as they do in a large project.
    static let examplesProject: [SourceFile] = examples.enumerated().flatMap { index, sources in
        sources.map { SourceFile(path: "\(index)/\($0.path)", bytes: $0.bytes) }
    }

    /// Every project above, compiled once for all the checks that are run over it.
    static let compiledProjects: [Project] = (examples + multiFileProjects + [examplesProject]).map {
        Compiler().compile(sources: $0).project
    }

    static let declarationCheckNames: [String] = CheckRegistry.all.filter { $0.scope == .declarations }.map { $0.description.id.name }

    static let everyCheckEnabled = Set(CheckRegistry.all.map { $0.description.id.code })

    static func compile(_ sources: [SourceFile], filesPerSlice: Int) -> [Diagnostic] {
        var options = Compiler.Options(enabledChecks: everyCheckEnabled)
        options.filesPerCheckSlice = filesPerSlice
        return Compiler(options: options).compile(sources: sources).diagnostics
    }

    @Test func slicingTheFilesOfEachProjectDoesNotChangeItsDiagnostics() {
        for sources in Self.examples + Self.multiFileProjects {
            #expect(Self.compile(sources, filesPerSlice: 1) == Self.compile(sources, filesPerSlice: .max), "\(sources.map(\.path))")
        }
        // Names resolve across files, so across slices, in all of these.
        #expect(Self.multiFileProjects.filter { $0.count > 1 }.count >= 3)
        #expect(Self.multiFileProjects.map(\.count).reduce(0, +) >= 20)
    }

    @Test(arguments: [1, 2, 3, 7, 1_000])
    func slicingTheFilesOfAllExamplesAtOnceDoesNotChangeTheDiagnostics(filesPerSlice: Int) {
        let expected = Self.compile(Self.examplesProject, filesPerSlice: .max)
        #expect(Self.compile(Self.examplesProject, filesPerSlice: filesPerSlice) == expected)
        #expect(Set(expected.map(\.id)).count >= 20, "the examples project reports little: \(Set(expected.map(\.id.name)))")
    }

    /// A check of scope `.declarations` that walked the whole project would report each
    /// finding once per slice, which the final sort and deduplication would hide; it must
    /// report only at the declarations of the slice it was given.
    @Test(arguments: declarationCheckNames)
    func aDeclarationsCheckReportsOnlyInItsSlice(checkName: String) throws {
        let check = try #require(CheckRegistry.check(named: checkName))
        var reported = 0
        for project in Self.compiledProjects {
            let facts = ProjectFacts(project: project, filesPerSlice: 1)
            #expect(facts.slices.count == project.files.count)
            for (slice, file) in project.files.enumerated() {
                let context = CheckContext(project: project, viewport: Compiler.Options.defaultViewport, id: check.description.id, facts: facts, slice: slice)
                check.init().run(in: context)
                for diagnostic in context.diagnostics {
                    #expect(diagnostic.range.path == file.path, "\(checkName) judging '\(file.path)' reported in '\(diagnostic.range.path)': \(diagnostic.message)")
                }
                #expect(Set(context.diagnostics).count == context.diagnostics.count, "\(checkName) reported a finding twice in '\(file.path)'")
                reported += context.diagnostics.count
            }
        }
        #expect(reported > 0, "\(checkName) reported nothing in its own examples")
    }

    @Test func slicesCoverEveryFileOnceInOrder() {
        let project = Compiler().compile(sources: Self.examplesProject).project
        for filesPerSlice in [1, 4, 1_000] {
            let facts = ProjectFacts(project: project, filesPerSlice: filesPerSlice)
            #expect(facts.slices.count == (project.files.count + filesPerSlice - 1) / filesPerSlice)
            #expect(facts.slices.flatMap { $0.models }.map { $0.name } == project.models.map { $0.name })
            #expect(facts.slices.flatMap { $0.preferenceScreens }.map { $0.name } == project.preferenceScreens.map { $0.name })
            #expect(facts.slices.flatMap { $0.tables }.map { $0.name } == project.tables.map { $0.name })
            #expect(facts.slices.flatMap { $0.hierarchies }.map { $0.name } == project.hierarchies.map { $0.name })
        }
    }

    /// A project-wide check (conflicting-bindings) asks for every binding while the slices'
    /// checks ask for their own: both see the same bindings, each derived once.
    @Test func theProjectsBindingsAreTheSlicesBindingsInOrder() {
        let project = Compiler().compile(sources: Self.examplesProject).project
        let facts = ProjectFacts(project: project, filesPerSlice: 3)
        let id = CheckRegistry.all[0].description.id
        let viewport = Compiler.Options.defaultViewport
        let whole = CheckContext(project: project, viewport: viewport, id: id, facts: facts).bindings
        let bySlice = facts.slices.indices.flatMap { CheckContext(project: project, viewport: viewport, id: id, facts: facts, slice: $0).bindings }
        #expect(!whole.isEmpty)
        #expect(whole.map { ObjectIdentifier($0.item) } == bySlice.map { ObjectIdentifier($0.item) })
    }

    /// The project-wide checks that do not read what the slices derive run first, the
    /// slices next, and those that read it last: conflicting-bindings (the slices'
    /// bindings), and the Swift name and file clashes in one unit (the slices' Swift names);
    /// each exactly once.
    @Test func projectChecksThatDoNotReadSliceFactsRunBeforeTheSlices() {
        let runs = Compiler.checkRuns(of: CheckRegistry.all, sliceCount: 3)
        let labels = runs.map { run -> String in
            switch run {
            case .slice(let slice): "slice \(slice)"
            case .project(let group): group.map { $0.description.id.name }.joined(separator: "+")
            }
        }
        let projectWide = CheckRegistry.all.filter { $0.scope == .project && $0.sharedDerivation == nil }.map { $0.description.id.name }
            + ["swift-name-clash+swift-file-clash"]
        let readingSlices = ["conflicting-bindings", "swift-name-clash+swift-file-clash"]
        #expect(labels.count == projectWide.count + 3)
        #expect(Array(labels.suffix(5)) == ["slice 0", "slice 1", "slice 2"] + readingSlices)
        #expect(Set(labels.dropLast(5)) == Set(projectWide).subtracting(readingSlices))
        #expect(
            CheckRegistry.all.filter { $0.readsSliceFacts }.map { $0.description.id.name }
                == ["conflicting-bindings", "swift-name-clash", "swift-file-clash"])
    }
}
