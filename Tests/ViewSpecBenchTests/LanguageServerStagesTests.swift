import Foundation
import Testing
@testable import viewspec_bench

/// The language server's stage times real answers: the diagnostics an edit must change,
/// completions that are there, a rename that reaches every file using the field.
@Suite struct LanguageServerStagesTests {
    @Test func theStageTimesEachRequestAndChecksItsAnswer() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-lsp-stage-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let generator = ProjectGenerator(fileCount: 25, seed: 3)
        let written = try generator.write(to: directory)
        let results = try LanguageServerStages(project: directory, files: generator.files()).run(samples: 3)
        #expect(results.editSeconds.count == 6)
        #expect(zip(results.editSeconds, results.editAllChecksSeconds).allSatisfy { $0 <= $1 })
        #expect(results.completionSeconds.count == 3)
        #expect(results.renameSeconds.count == 1)
        #expect(results.renamedFiles == 2 && results.renameEdits == 5)
        #expect(results.openSeconds > 0)
        let table = LanguageServerReport(workload: Workload(files: written.files, bytes: written.bytes), results: results).table()
        #expect(table.contains("diagnostics after a one-character edit"))
        #expect(table.contains("rename of a field used across 2 files (5 edits)"))
    }

    @Test func percentilesAreByNearestRank() {
        let samples = (1...20).map(Double.init)
        #expect(LanguageServerReport.percentile(samples, 0.95) == 19)
        #expect(LanguageServerReport.percentile(samples, 0.5) == 10)
        #expect(LanguageServerReport.percentile([7], 0.95) == 7)
        #expect(LanguageServerReport.percentile([], 0.95) == 0)
    }
}
