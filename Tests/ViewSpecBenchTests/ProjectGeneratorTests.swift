import Testing
@testable import ViewSpec
@testable import viewspec_bench

/// The benchmark times the path a valid project takes, so its generated project must stay
/// free of diagnostics as checks are added, and must not change from run to run.
@Suite struct ProjectGeneratorTests {
    private func compile(_ files: [ProjectGenerator.File]) -> Compilation {
        Compiler().compile(sources: files.map { SourceFile(path: $0.path, text: $0.text) })
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func generatedProjectIsClean(seed: UInt64) {
        let files = ProjectGenerator(fileCount: 45, seed: seed).files()
        let compilation = compile(files)
        let report = TextDiagnosticRenderer(sources: compilation.sources).render(compilation.diagnostics)
        #expect(compilation.diagnostics.isEmpty, "\(report)")
        // Three screens a file, an About screen in every tenth, a privacy screen in every twentieth.
        #expect(compilation.project.preferenceScreens.count == 45 * 3 + 5 + 3)
        #expect(compilation.project.hierarchies.count == 45 + 5)
    }

    @Test func generatedProjectLaysOut() throws {
        let compilation = compile(ProjectGenerator(fileCount: 12, seed: 9).files())
        let output = LayoutEmitter().emit(try compilation.checked(for: [.layout]))
        #expect(output.documents.count == 12 * 3 + 2 + 1 + 12 * 2 + 12 + 2)
    }

    @Test func sameSeedSameBytes() {
        let first = ProjectGenerator(fileCount: 20, seed: 4).files()
        let second = ProjectGenerator(fileCount: 20, seed: 4).files()
        #expect(first.map(\.path) == second.map(\.path))
        #expect(first.map(\.text) == second.map(\.text))
        let other = ProjectGenerator(fileCount: 20, seed: 5).files()
        #expect(first.map(\.text) != other.map(\.text))
    }

    /// The language server's benchmark renames a field that fifty files of a thousand use.
    @Test func everyTwentiethFileBindsTheSharedModel() {
        let project = compile(ProjectGenerator(fileCount: 100, seed: 1).files()).project
        let binding = project.preferenceScreens.filter { $0.model.value == ProjectGenerator.sharedModel }
        #expect(binding.count == 100 / ProjectGenerator.sharingInterval)
        #expect(Set(binding.map { $0.range.path }).count == binding.count)
        #expect(project.model(named: ProjectGenerator.sharedModel)?.fields.map(\.name.value) == ProjectGenerator.sharedFields)
    }

    @Test func namesAreUniqueAcrossFiles() {
        let project = compile(ProjectGenerator(fileCount: 30, seed: 1).files()).project
        let screens = project.preferenceScreens.map(\.name.value)
        let models = project.models.map(\.name.value)
        #expect(Set(screens).count == screens.count)
        #expect(Set(models).count == models.count)
    }
}
