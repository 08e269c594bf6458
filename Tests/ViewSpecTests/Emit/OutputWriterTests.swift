import Foundation
import Testing
@testable import ViewSpec

@Suite struct OutputWriterTests {
    typealias Support = LayoutTestSupport

    /// A fresh sandbox: `out` is where output goes, and its siblings must never change.
    private func makeSandbox() throws -> (root: URL, out: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-output-\(UUID().uuidString)")
        let out = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: root.appendingPathComponent("sibling.json"))
        try Data("keep".utf8).write(to: root.appendingPathComponent("x.table.json"))
        return (root, out)
    }

    private func listing(_ url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    private func modificationDate(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }

    private func setModificationDate(_ url: URL, _ date: Date) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
    }

    @Test func writesEveryDocumentAndTheIndex() throws {
        let (root, out) = try makeSandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = try Support.exampleLayout()
        let report = try OutputWriter(directory: out.path).write(output)
        #expect(report.written == output.files.map(\.fileName))
        #expect(report.unchanged.isEmpty && report.removed.isEmpty)
        #expect(listing(out) == output.files.map(\.fileName).sorted(), "no temporary file is left behind")
        for document in output.files {
            #expect(Array(try Data(contentsOf: out.appendingPathComponent(document.fileName))) == document.bytes)
        }
        #expect(listing(root) == ["out", "sibling.json", "x.table.json"])
    }

    /// New files (created unnamed and then named, where the system allows) and replaced
    /// files (renamed over the old) get the same permissions as any file the process
    /// creates with mode 0644.
    @Test func createdAndReplacedFilesHaveTheUsualPermissions() throws {
        let (root, out) = try makeSandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let writer = OutputWriter(directory: out.path)
        try writer.prepareDirectory()
        #expect(try writer.apply(Array("{}\n".utf8), named: "a.table.json") == .created)
        #expect(try writer.apply(Array("{ }\n".utf8), named: "a.table.json") == .updated)
        #expect(try writer.apply(Array("[]\n".utf8), named: "b.table.json") == .created)
        #expect(listing(out) == ["a.table.json", "b.table.json"], "no temporary file is left behind")
        let mask = umask(0)
        _ = umask(mask)
        for name in ["a.table.json", "b.table.json"] {
            let permissions = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(name).path)[.posixPermissions] as? Int
            #expect(permissions == 0o644 & ~Int(mask), "\(name)")
        }
        #expect(Array(try Data(contentsOf: out.appendingPathComponent("a.table.json"))) == Array("{ }\n".utf8))
    }

    /// Unchanged files keep their modification time, so watchers and build systems see
    /// no change; changed files are replaced.
    @Test func unchangedFilesAreNotRewritten() throws {
        let (root, out) = try makeSandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let writer = OutputWriter(directory: out.path)
        let output = try Support.exampleLayout()
        _ = try writer.write(output)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for document in output.files { try setModificationDate(out.appendingPathComponent(document.fileName), past) }

        let again = try writer.write(output)
        #expect(again.written.isEmpty)
        #expect(again.unchanged == output.files.map(\.fileName))
        for document in output.files {
            #expect(try modificationDate(out.appendingPathComponent(document.fileName)) == past, "\(document.fileName) was touched")
        }

        let narrow = try Support.exampleLayout(viewport: Rect(x: 0, y: 0, width: 320, height: 844))
        let changed = try writer.write(narrow)
        #expect(!changed.written.isEmpty)
        for name in changed.written {
            #expect(try modificationDate(out.appendingPathComponent(name)) != past)
        }
    }

    @Test func staleDocumentsListedInThePreviousIndexAreRemovedAndNothingElse() throws {
        let (root, out) = try makeSandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let writer = OutputWriter(directory: out.path)
        let before = try Support.layout(["a.yaml": "viewspec: 1\ntables:\n  Old: {strings: [a]}\n  Kept: {strings: [b]}\n"])
        _ = try writer.write(before)
        try Data("mine".utf8).write(to: out.appendingPathComponent("notes.json"))
        try Data("mine".utf8).write(to: out.appendingPathComponent("Other.table.json"))

        let after = try Support.layout(["a.yaml": "viewspec: 1\ntables:\n  Kept: {strings: [b]}\n  New: {strings: [c]}\n"])
        let report = try writer.write(after)
        #expect(report.removed == ["Old.table.json"])
        #expect(report.unchanged == ["Kept.table.json"])
        #expect(listing(out) == ["Kept.table.json", "New.table.json", "Other.table.json", "index.json", "notes.json"])
        #expect(listing(root) == ["out", "sibling.json", "x.table.json"])
    }

    /// An index is only trusted as far as names ViewSpec could have written: a hand-edited
    /// or hostile index cannot make the writer delete anything outside the directory,
    /// hidden files, or directories.
    @Test func hostileIndexEntriesAreIgnored() throws {
        let (root, out) = try makeSandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: out.appendingPathComponent("dir.table.json"), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: out.appendingPathComponent(".hidden.table.json"))
        let entries = ["../sibling.json", "../x.table.json", root.appendingPathComponent("sibling.json").path, ".hidden.table.json",
                       "dir.table.json", "index.json", "", "a\u{0}.json"]
        let hostile: JSONValue = .object([
            ("formatVersion", 1), ("kind", "index"),
            ("documents", .array(entries.map { .object([("file", .string($0))]) })),
        ])
        try Data(JSONWriter().string(for: hostile).utf8).write(to: out.appendingPathComponent("index.json"))
        let report = try OutputWriter(directory: out.path).write(try Support.layout(["a.yaml": "viewspec: 1\ntables:\n  T: {strings: [a]}\n"]))
        #expect(report.removed.isEmpty)
        #expect(listing(root) == ["out", "sibling.json", "x.table.json"])
        #expect(listing(out) == [".hidden.table.json", "T.table.json", "dir.table.json", "index.json"])
    }

    /// The previous index is read as data, not as the text ViewSpec writes: its members in
    /// another order, with members it does not know and documents without a file, still
    /// name the stale files.
    @Test func aPreviousIndexWithItsMembersInAnotherOrderIsRead() throws {
        let (root, out) = try makeSandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let index = """
            {"documents": [{"source": "a.yaml", "file": "Old.table.json", "kind": "table", "name": "Old"},
                           {"name": "NoFile"}, {"file": 3}, {"file": "Gone.preferences.json"}],
             "metrics": {}, "kind": "index", "formatVersion": 1, "later": [true, null]}
            """
        try Data(index.utf8).write(to: out.appendingPathComponent("index.json"))
        try Data("old".utf8).write(to: out.appendingPathComponent("Old.table.json"))
        try Data("old".utf8).write(to: out.appendingPathComponent("Gone.preferences.json"))
        let writer = OutputWriter(directory: out.path)
        #expect(writer.previousDocumentFiles() == ["Old.table.json", "Gone.preferences.json"])
        let report = try writer.write(try Support.layout(["a.yaml": "viewspec: 1\ntables:\n  T: {strings: [a]}\n"]))
        #expect(report.removed.sorted() == ["Gone.preferences.json", "Old.table.json"])
        #expect(listing(out) == ["T.table.json", "index.json"])
    }

    /// Only an index says which files are ViewSpec's: another document in its place, or one
    /// that lacks its documents, names none.
    @Test(arguments: [
        #"{"kind": "table", "documents": [{"file": "Old.table.json"}]}"#,
        #"{"documents": [{"file": "Old.table.json"}]}"#,
        #"{"kind": "index"}"#,
        #"[{"file": "Old.table.json"}]"#,
    ])
    func somethingElseInPlaceOfTheIndexNamesNoFile(text: String) throws {
        let (root, out) = try makeSandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: out.appendingPathComponent("index.json"))
        #expect(OutputWriter(directory: out.path).previousDocumentFiles().isEmpty)
    }

    @Test func anUnreadableIndexRemovesNothing() throws {
        let (root, out) = try makeSandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: out.appendingPathComponent("index.json"))
        try Data("old".utf8).write(to: out.appendingPathComponent("Gone.table.json"))
        let writer = OutputWriter(directory: out.path)
        #expect(writer.previousDocumentFiles().isEmpty)
        _ = try writer.write(try Support.layout(["a.yaml": "viewspec: 1\ntables:\n  T: {strings: [a]}\n"]))
        #expect(listing(out) == ["Gone.table.json", "T.table.json", "index.json"])
    }

    /// A symbolic link where a document goes is replaced by the document; the file it
    /// pointed to, outside the directory, keeps its content.
    @Test func symbolicLinksAreReplacedNotFollowed() throws {
        let (root, out) = try makeSandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let target = root.appendingPathComponent("sibling.json")
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("T.table.json").path, withDestinationPath: target.path)
        let output = try Support.layout(["a.yaml": "viewspec: 1\ntables:\n  T: {strings: [a]}\n"])
        let report = try OutputWriter(directory: out.path).write(output)
        #expect(report.written.contains("T.table.json"))
        #expect(String(decoding: try Data(contentsOf: target), as: UTF8.self) == "keep")
        let attributes = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent("T.table.json").path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    }

    @Test(arguments: ["../escape.json", "a/b.json", ".hidden.json", "", "..", "nul\u{0}.json", "/abs.json"])
    func unsafeNamesAreRefused(_ name: String) throws {
        let (root, out) = try makeSandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let writer = OutputWriter(directory: out.path)
        try writer.prepareDirectory()
        #expect(throws: OutputWriter.Failure.self) { try writer.write(Array("x".utf8), named: name) }
        #expect(listing(out).isEmpty)
        #expect(listing(root) == ["out", "sibling.json", "x.table.json"])
    }

    @Test func obstaclesAreReportedNotOverwritten() throws {
        let (root, out) = try makeSandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("sibling.json")
        #expect(throws: OutputWriter.Failure.self) { try OutputWriter(directory: file.path).prepareDirectory() }
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == "keep")

        try FileManager.default.createDirectory(at: out.appendingPathComponent("T.table.json"), withIntermediateDirectories: true)
        let output = try Support.layout(["a.yaml": "viewspec: 1\ntables:\n  T: {strings: [a]}\n"])
        #expect(throws: OutputWriter.Failure.self) { try OutputWriter(directory: out.path).write(output) }
        #expect(!listing(out).contains("index.json"), "the index is written last, after every document")
        #expect(!listing(out).contains { $0.hasPrefix(".viewspec-") }, "no temporary file is left behind")
    }

    @Test func createsMissingParents() throws {
        let (root, _) = try makeSandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.appendingPathComponent("a/b/c")
        _ = try OutputWriter(directory: nested.path).write(try Support.layout(["a.yaml": "viewspec: 1\ntables:\n  T: {strings: [a]}\n"]))
        #expect(listing(nested) == ["T.table.json", "index.json"])
    }

    /// Only regular files that carry the marker go: not the user's files, not files being
    /// kept (whatever their case), not links to generated files, not directories.
    @Test func staleRemovalTakesOnlyMarkedRegularFiles() throws {
        let (root, out) = try makeSandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let writer = OutputWriter(directory: out.path)
        try writer.prepareDirectory()
        let marker = SwiftEmitter.headerMarker
        try Data((marker + "gone.yaml.\n").utf8).write(to: out.appendingPathComponent("gone.swift"))
        try Data((marker + "kept.yaml.\n").utf8).write(to: out.appendingPathComponent("Kept.swift"))
        try Data("// mine\n".utf8).write(to: out.appendingPathComponent("mine.swift"))
        try Data((marker + "x.\n").utf8).write(to: root.appendingPathComponent("outside.swift"))
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("link.swift").path, withDestinationPath: "../outside.swift")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("folder.swift"), withIntermediateDirectories: true)
        let kept = SwiftFile(fileName: "kept.swift", source: "kept.yaml", text: marker + "kept.yaml.\n")
        let report = try writer.write(SwiftOutput(files: [kept]))
        #expect(report.removed == ["gone.swift"])
        #expect(listing(out) == ["Kept.swift", "folder.swift", "kept.swift", "link.swift", "mine.swift"].sorted())
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("outside.swift").path))
    }
}
