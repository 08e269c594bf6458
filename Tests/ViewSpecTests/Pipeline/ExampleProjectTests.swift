import Foundation
import Testing
@testable import ViewSpec

/// The example app in specs/ is what the README builds: it must stay free of every
/// diagnostic, warnings included, under all checks.
@Suite struct ExampleProjectTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func exampleSpecsCompileWithoutDiagnostics() throws {
        let specs = Self.repositoryRoot.appendingPathComponent("specs").path
        let discovered = try InputDiscovery.specFiles(in: [specs])
        #expect(discovered.count >= 4)
        let compilation = Compiler().compile(files: discovered)
        #expect(compilation.diagnostics.isEmpty, "\(compilation.reportedDiagnostics.map { "\($0.range.path):\($0.range.start.line): \($0.message)" })")
        #expect(compilation.project.models.count >= 2)
        #expect(compilation.project.preferenceScreens.count >= 2)
        #expect(compilation.project.tables.count >= 1)
        #expect(compilation.project.hierarchies.count >= 1)
    }
}
