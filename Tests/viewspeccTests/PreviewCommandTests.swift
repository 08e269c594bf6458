import Foundation
import Testing

@Suite struct PreviewCommandTests {
    static let specs = BuildCommandTests.repositoryRoot.appendingPathComponent("specs").path

    private func listing(_ url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    @Test func previewsTheExample() throws {
        let directory = try makeDirectory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("preview")
        let output = try CommandRunner.run(["preview", Self.specs, "--out", out.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("no problems found in"))
        let golden = ((try? FileManager.default.contentsOfDirectory(atPath: BuildCommandTests.golden.path)) ?? [])
            .filter { $0.hasSuffix(".json") && $0 != "index.json" }
        let pages = golden.map { String($0.dropLast(5)) + ".html" }
        #expect(listing(out) == (pages + ["index.html", "preview.css", "preview.js"]).sorted())
        #expect(output.stderr.contains("\(pages.count + 3) files written, 0 unchanged, 0 stale removed"))
    }

    @Test func aSecondPreviewLeavesUnchangedFilesAloneAndRemovesStalePages() throws {
        let directory = try makeDirectory(["specs/a.yaml": Array("viewspec: 1\ntables:\n  One: {strings: [a]}\n  Two: {strings: [b]}\n".utf8)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let specs = directory.appendingPathComponent("specs")
        let out = directory.appendingPathComponent("preview")
        #expect(try CommandRunner.run(["preview", specs.path, "--out", out.path]).status == 0)
        // A page someone else put there is not the preview's to remove.
        try Data("<!DOCTYPE html>\n<p>mine</p>\n".utf8).write(to: out.appendingPathComponent("notes.html"))
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for name in listing(out) {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: out.appendingPathComponent(name).path)
        }
        let before = try Data(contentsOf: out.appendingPathComponent("One.table.html"))
        let again = try CommandRunner.run(["preview", specs.path, "--out", out.path])
        #expect(again.status == 0)
        #expect(again.stderr.contains("0 files written, 5 unchanged, 0 stale removed"), "\(again.stderr)")
        for name in listing(out) {
            let attributes = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(name).path)
            #expect(attributes[.modificationDate] as? Date == past, "\(name) was rewritten")
        }
        #expect(try Data(contentsOf: out.appendingPathComponent("One.table.html")) == before)

        try Data("viewspec: 1\ntables:\n  One: {strings: [a]}\n".utf8).write(to: specs.appendingPathComponent("a.yaml"))
        let fewer = try CommandRunner.run(["preview", specs.path, "--out", out.path])
        #expect(fewer.status == 0)
        #expect(fewer.stderr.contains("1 stale removed"), "\(fewer.stderr)")
        #expect(listing(out) == ["One.table.html", "index.html", "notes.html", "preview.css", "preview.js"])
    }

    @Test func errorsWriteNothing() throws {
        let directory = try makeDirectory(["specs/a.yaml": Array("viewspec: 1\ntables:\n  One: {strings: [a], selection: several}\n".utf8)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("preview")
        let output = try CommandRunner.run(["preview", directory.appendingPathComponent("specs").path, "--out", out.path])
        #expect(output.status == 1)
        #expect(output.stdout.contains("a.yaml:3:"), "\(output.stdout)")
        #expect(output.stderr.contains("nothing written to"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func theSameSpecsGiveTheSameBytes() throws {
        let directory = try makeDirectory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("first")
        let second = directory.appendingPathComponent("second")
        #expect(try CommandRunner.run(["preview", Self.specs, "--out", first.path]).status == 0)
        #expect(try CommandRunner.run(["preview", Self.specs, "--out", second.path]).status == 0)
        for name in listing(first) {
            #expect(try Data(contentsOf: first.appendingPathComponent(name)) == Data(contentsOf: second.appendingPathComponent(name)), "\(name)")
        }
    }

    @Test func outIsRequired() throws {
        let output = try CommandRunner.run(["preview", Self.specs])
        #expect(output.status == 2)
        #expect(output.stderr.contains("--out"))
    }
}
