import Foundation
import Testing
@testable import ViewSpec

/// A dry run decides what a real run would, and touches nothing.
@Suite struct OutputWriterDryRunTests {
    typealias Support = LayoutTestSupport

    /// Every entry under `url` with its bytes and modification time.
    private func snapshot(_ url: URL) throws -> [String: (Data, Date?)] {
        var result: [String: (Data, Date?)] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] {
            let file = url.appendingPathComponent(name)
            let date = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
            result[name] = ((try? Data(contentsOf: file)) ?? Data(), date)
        }
        return result
    }

    private func expectSame(_ a: [String: (Data, Date?)], _ b: [String: (Data, Date?)], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(a.keys.sorted() == b.keys.sorted(), sourceLocation: sourceLocation)
        for (name, (data, date)) in a {
            #expect(b[name]?.0 == data, "\(name) content changed", sourceLocation: sourceLocation)
            #expect(b[name]?.1 == date, "\(name) was touched", sourceLocation: sourceLocation)
        }
    }

    private func sandbox() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-dryrun-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    @Test func aMissingDirectoryIsNotCreatedAndEveryFileIsMissing() throws {
        let root = try sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        let output = try Support.exampleLayout()
        let report = try OutputWriter(directory: out.path, dryRun: true).write(output)
        #expect(report.written == output.files.map(\.fileName))
        #expect(report.created == report.written)
        #expect(!report.isUpToDate)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aCurrentDirectoryIsUpToDate() throws {
        let root = try sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = try Support.exampleLayout()
        _ = try OutputWriter(directory: root.path).write(output)
        let report = try OutputWriter(directory: root.path, dryRun: true).write(output)
        #expect(report.isUpToDate)
        #expect(report.unchanged == output.files.map(\.fileName))
    }

    @Test func staleMissingAndExtraFilesAreReportedAndLeftAlone() throws {
        let root = try sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try Support.layout(["a.yaml": "viewspec: 1\ntables:\n  Old: {strings: [a]}\n  Kept: {strings: [b]}\n  Edited: {strings: [c]}\n"])
        _ = try OutputWriter(directory: root.path).write(before)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for name in try FileManager.default.contentsOfDirectory(atPath: root.path) {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: root.appendingPathComponent(name).path)
        }
        let untouched = try snapshot(root)

        let after = try Support.layout(["a.yaml": "viewspec: 1\ntables:\n  Kept: {strings: [b]}\n  Edited: {strings: [d]}\n  New: {strings: [e]}\n"])
        let report = try OutputWriter(directory: root.path, dryRun: true).write(after)
        #expect(report.written.sorted() == ["Edited.table.json", "New.table.json", "index.json"])
        #expect(report.created == ["New.table.json"])
        #expect(report.unchanged == ["Kept.table.json"])
        #expect(report.removed == ["Old.table.json"])
        expectSame(untouched, try snapshot(root))

        let real = try OutputWriter(directory: root.path).write(after)
        #expect(real == report, "a dry run predicts the real run exactly")
    }
}
