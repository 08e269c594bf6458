import Foundation
import Testing
@testable import ViewSpec
#if os(Linux)
import Synchronization
#endif

/// `OutputWriter.writeLayout(of:with:)` lays out and writes in one pass, keeping a
/// document's bytes only while they are compared with its file and creating a new file as
/// soon as its document is laid out: it must leave the directory exactly as laying out
/// first and writing after does, and report the same.
@Suite struct StreamedLayoutWriteTests {
    typealias Support = LayoutTestSupport

    private func makeDirectory() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-streamed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    private func contents(of directory: URL) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            files[name] = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
        }
        return files
    }

    private func exampleCompilation(viewport: Rect = Compiler.Options.defaultViewport) throws -> Compilation {
        let files = try InputDiscovery.specFiles(in: [Support.specsDirectory])
        return Compiler(options: Compiler.Options(viewport: viewport)).compile(files: files)
    }

    private func emitter(viewport: Rect = Compiler.Options.defaultViewport) -> LayoutEmitter {
        LayoutEmitter(viewport: viewport, inputs: [Support.specsDirectory])
    }

    /// Lays the example out and writes it into a new directory in one pass, and again by
    /// laying it all out first and writing it after, and expects the same files and report.
    private func expectStreamedWritingEqualsWritingAfterwards() throws {
        let root = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let streamed = root.appendingPathComponent("streamed")
        let whole = root.appendingPathComponent("whole")
        let compilation = try exampleCompilation()

        let streamedReport = try OutputWriter(directory: streamed.path).writeLayout(of: compilation, with: emitter())
        let wholeReport = try OutputWriter(directory: whole.path).write(try emitter().emit(compilation))
        #expect(streamedReport == wholeReport)
        #expect(streamedReport.created == streamedReport.written && !streamedReport.written.isEmpty)
        #expect(try contents(of: streamed) == contents(of: whole))
        #expect(try FileManager.default.contentsOfDirectory(atPath: streamed.path).sorted() == streamedReport.written.sorted())
    }

    @Test func writesWhatLayingOutThenWritingWrites() throws {
        try expectStreamedWritingEqualsWritingAfterwards()
    }

    #if os(Linux)
    /// A kernel before 6.10 will not name an unnamed file by its descriptor alone: the
    /// writer then names it through its /proc/self/fd link, with the same outcome.
    @Test func newFilesAreNamedThroughProcWhereTheKernelWillNotNameThemByDescriptor() throws {
        OutputFileSystem.namesByDescriptor.store(false, ordering: .relaxed)
        defer { OutputFileSystem.namesByDescriptor.store(true, ordering: .relaxed) }
        try expectStreamedWritingEqualsWritingAfterwards()
    }
    #endif

    @Test func unchangedFilesAreLeftAloneAndChangedOnesReplaced() throws {
        let root = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let writer = OutputWriter(directory: root.path)
        let first = try writer.writeLayout(of: try exampleCompilation(), with: emitter())
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for name in first.written {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: root.appendingPathComponent(name).path)
        }

        let again = try writer.writeLayout(of: try exampleCompilation(), with: emitter())
        #expect(again.written.isEmpty && again.removed.isEmpty)
        #expect(again.unchanged == first.written)
        for name in again.unchanged {
            let date = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(name).path)[.modificationDate] as? Date
            #expect(date == past, "\(name) was touched")
        }

        let narrow = Rect(x: 0, y: 0, width: 320, height: 844)
        let changed = try writer.writeLayout(of: try exampleCompilation(viewport: narrow), with: emitter(viewport: narrow))
        #expect(!changed.written.isEmpty && changed.created.isEmpty)
        let expected = try emitter(viewport: narrow).emit(try exampleCompilation(viewport: narrow))
        for document in expected.files {
            #expect(Array(try Data(contentsOf: root.appendingPathComponent(document.fileName))) == document.bytes, "\(document.fileName)")
        }
    }

    @Test func aDryRunDecidesTheSameAndTouchesNothing() throws {
        let root = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        let dry = try OutputWriter(directory: out.path, dryRun: true).writeLayout(of: try exampleCompilation(), with: emitter())
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let real = try OutputWriter(directory: out.path).writeLayout(of: try exampleCompilation(), with: emitter())
        #expect(dry == real)
    }

    /// With unknown-reference disabled, a reference the layout cannot resolve goes unreported.
    private func unresolvableCompilation() -> Compilation {
        Compiler(options: Compiler.Options(disabledChecks: [UnknownReferenceCheck.description.id.name])).compile(sources: [
            SourceFile(path: "a.yaml", text: "viewspec: 1\ntables:\n  Fine: {strings: [a]}\n"),
            SourceFile(path: "b.yaml", text: """
                viewspec: 1
                models:
                  M: {kind: preferences, fields: {on: Bool}}
                preferences:
                  S:
                    model: M
                    sections:
                      - items:
                          - toggle: on
                            visibleWhen: {missing: true}
                """),
        ])
    }

    /// A project the checks did not accept for the layout (an error remains, or a check the
    /// layout relies on was disabled) is refused before the writer starts: neither the
    /// directory nor the missing ones above it are made.
    @Test func nothingIsMadeForAProjectTheChecksDidNotAccept() throws {
        let root = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out/nested/layout")
        let compilation = unresolvableCompilation()
        #expect(!compilation.hasErrors)
        #expect(throws: GenerationRefusal.checksDisabled([UnknownReferenceCheck.description.id], output: .layout)) {
            try OutputWriter(directory: out.path).writeLayout(of: compilation, with: LayoutEmitter())
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    }

    /// A new document is created as soon as it is laid out; when another then cannot be,
    /// the new file is removed again and the files already there are untouched, byte for
    /// byte and in their modification times.
    @Test func aFailedLayoutLeavesAnExistingDirectoryAsItWas() throws {
        let root = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try OutputWriter(directory: root.path).writeLayout(of: try exampleCompilation(), with: emitter())
        try Data("kept\n".utf8).write(to: root.appendingPathComponent("notes.txt"))
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for name in try FileManager.default.contentsOfDirectory(atPath: root.path) {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: root.appendingPathComponent(name).path)
        }
        let before = try contents(of: root)
        #expect(before["Fine.table.json"] == nil)

        #expect(throws: GenerationRefusal.self) {
            try OutputWriter(directory: root.path).writeLayout(of: unresolvableCompilation(), with: LayoutEmitter())
        }
        #expect(try contents(of: root) == before)
        for name in before.keys {
            let date = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(name).path)[.modificationDate] as? Date
            #expect(date == past, "\(name) was touched")
        }
    }

    /// In a directory the build made, a new document is staged without first asking
    /// whether its file exists; nothing changes in the directory until the stage is
    /// published, and abandoning it leaves no file and no directory behind.
    @Test func aStagedLayoutChangesNothingUntilPublished() throws {
        let root = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("new/layout")
        let stage = try OutputWriter(directory: out.path).stageLayout(of: try exampleCompilation(), with: emitter())
        #expect(stage.directoryIsNew)
        let listed = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(!listed.isEmpty && listed.allSatisfy { OutputNames.isOwnHiddenName($0) || $0 == OutputDirectoryLock.fileName }, "\(listed)")
        stage.abandon()
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)

        let published = try OutputWriter.publish([try OutputWriter(directory: out.path).stageLayout(of: try exampleCompilation(), with: emitter())])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == published[0].written.sorted())
    }

    @Test func anObstacleIsReportedAsAnOutputFailure() throws {
        let root = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let compilation = try exampleCompilation()
        let name = try emitter().emit(compilation).documents[0].fileName
        try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: false)
        do {
            _ = try OutputWriter(directory: root.path).writeLayout(of: compilation, with: emitter())
            Issue.record("expected the write to fail")
        } catch let failure as OutputWriter.Failure {
            #expect(failure.message.hasSuffix("a directory is in the way"))
        } catch {
            Issue.record("unexpected failure: \(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("index.json").path), "the index is written last")
    }
}
