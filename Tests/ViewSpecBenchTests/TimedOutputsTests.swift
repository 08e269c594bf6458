import Foundation
import Testing
@testable import viewspec_bench

/// Every timed build starts from a directory that does not exist, and what a repetition
/// wrote is emptied, not deleted, until no build is timed any more.
@Suite struct TimedOutputsTests {
    @Test func eachRepetitionBuildsIntoANewDirectoryWhoseFilesAreEmptiedNotDeleted() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-timed-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let specs = directory + "/specs"
        _ = try ProjectGenerator(fileCount: 3, seed: 4).write(to: specs)
        // A directory left by an interrupted run is not built into.
        try FileManager.default.createDirectory(atPath: directory + "/timed/0", withIntermediateDirectories: true)
        let outputs = try TimedOutputs(root: directory + "/timed")
        #expect(!FileManager.default.fileExists(atPath: outputs.root))

        let stages = Stages(project: specs, outputRoot: directory + "/layout")
        let first = try stages.build(into: outputs.directory(for: 0)).written
        #expect(!first.written.isEmpty)
        #expect(first.unchanged.isEmpty)
        try outputs.release(0)
        let emptied = try FileManager.default.contentsOfDirectory(atPath: outputs.directory(for: 0)).sorted()
        #expect(emptied == first.written.sorted())
        for name in emptied {
            let size = try FileManager.default.attributesOfItem(atPath: outputs.directory(for: 0) + "/" + name)[.size] as? Int
            #expect(size == 0, "\(name)")
        }

        #expect(outputs.directory(for: 1) != outputs.directory(for: 0))
        let second = try stages.build(into: outputs.directory(for: 1)).written
        #expect(second.written.sorted() == first.written.sorted())

        try outputs.removeAll()
        #expect(!FileManager.default.fileExists(atPath: outputs.root))
    }
}
