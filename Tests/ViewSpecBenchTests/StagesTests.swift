import Foundation
import Testing
import ViewSpec
@testable import viewspec_bench

/// Lint's partial stages must do the work lint does up to their point, on the same files,
/// and, like lint, refuse a project that is not clean rather than time an error path.
@Suite struct StagesTests {
    /// Runs `body` with stages over a small generated project in a fresh directory;
    /// `edit` may change the project's files first.
    private func withProject(
        edit: (_ specs: String) throws -> Void = { _ in }, _ body: (_ stages: Stages, _ files: Int) throws -> Void
    ) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-stages-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let specs = directory + "/specs"
        let generated = try ProjectGenerator(fileCount: 6, seed: 2).write(to: specs)
        try edit(specs)
        try body(Stages(project: specs, outputRoot: directory + "/layout"), generated.files)
    }

    @Test func partialStagesBuildWhatLintBuilds() throws {
        try withProject { stages, files in
            let trees = try stages.trees()
            #expect(trees.count == files)
            #expect(trees.allSatisfy { $0.root != nil && $0.diagnostics.isEmpty })

            let specs = try stages.specModels().map { try #require($0) }
            let lint = try stages.lint()
            #expect(specs.count == files)
            #expect(specs.map(\.path).sorted() == lint.project.files.map(\.path))
            #expect(specs.flatMap(\.models).map(\.name.value).sorted() == lint.project.models.map(\.name.value).sorted())
            #expect(specs.flatMap(\.preferenceScreens).count == lint.project.preferenceScreens.count)
            #expect(specs.flatMap(\.hierarchies).count == lint.project.hierarchies.count)
        }
    }

    @Test func aYAMLErrorStopsBothPartialStages() throws {
        try withProject(edit: { specs in
            try "viewspec: 1\nviewspec: 1\n".write(toFile: specs + "/broken.yaml", atomically: true, encoding: .utf8)
        }) { stages, _ in
            expectFailure(containing: "duplicate key 'viewspec'") { try stages.trees() }
            expectFailure(containing: "duplicate key 'viewspec'") { try stages.specModels() }
        }
    }

    /// Both event loops read every file to its end: a file libyaml cannot parse fails them,
    /// so neither can time a loop that stopped early.
    @Test func bothEventLoopsFailOnAFileLibyamlCannotParse() throws {
        try withProject { stages, _ in
            try stages.floor()
            try stages.eventsOnEveryCore()
        }
        try withProject(edit: { specs in
            try "viewspec: 1\nmodels: [unclosed\n".write(toFile: specs + "/broken.yaml", atomically: true, encoding: .utf8)
        }) { stages, _ in
            expectFailure(containing: "libyaml could not read 1 of the files") { try stages.floor() }
            expectFailure(containing: "libyaml could not read 1 of the files") { try stages.eventsOnEveryCore() }
        }
    }

    /// Writing the layout alone writes what a build writes, and only into a new directory:
    /// a write that found files in place would not be timing their creation.
    @Test func writingTheLayoutAloneCreatesWhatABuildWrites() throws {
        try withProject { stages, _ in
            let built = try stages.build(into: stages.outputRoot).written.written
            let layout = try stages.layout()
            let directory = stages.outputRoot + "-alone"
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let written = try stages.writeLayoutAlone(layout, into: directory)
            #expect(written.created.sorted() == built.sorted())
            for name in built {
                let alone = FileManager.default.contents(atPath: directory + "/" + name)
                #expect(alone != nil && alone == FileManager.default.contents(atPath: stages.outputRoot + "/" + name), "\(name)")
            }
            expectFailure(containing: "expected '\(directory)' to be new") { try stages.writeLayoutAlone(layout, into: directory) }
        }
    }

    /// The preview stage writes a page for every document a build writes, and the index.
    @Test func thePreviewWritesAPageForEveryDocument() throws {
        try withProject { stages, _ in
            let built = try stages.build(into: stages.outputRoot).written.written
            let directory = stages.outputRoot + "-preview"
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let previewed = try stages.preview(into: directory).written.created
            let pages = built.filter { $0 != "index.json" }.map { String($0.dropLast(5)) + ".html" }
            #expect(previewed.sorted() == (pages + ["index.html", "preview.css", "preview.js"]).sorted())
        }
    }

    @Test func aSpecErrorStopsOnlyTheStageThatDecodes() throws {
        try withProject(edit: { specs in
            try "viewspec: 1\nmodles: {}\n".write(toFile: specs + "/misspelled.yaml", atomically: true, encoding: .utf8)
        }) { stages, files in
            let trees = try stages.trees()
            #expect(trees.count == files + 1)
            expectFailure(containing: "unknown key 'modles'") { try stages.specModels() }
        }
    }
}
