import Foundation
import Testing
@testable import ViewSpec

/// How a build tells its own hidden files from anyone else's, and what it trusts a
/// journal with: nothing outside the directory, no file it could not have made.
@Suite struct OutputJournalTests {
    @Test func ownHiddenNamesAreRecognisedAndNothingElse() {
        for name in [".viewspec-0123456789abcdef.tmp", ".viewspec-a.bak", ".viewspec-00ff.journal"] {
            #expect(OutputNames.isOwnHiddenName(name), "\(name)")
        }
        for name in [
            ".viewspec-lock", ".viewspec-notes", ".viewspec-ABCD.tmp", ".viewspec-.tmp", ".viewspec-0123456789abcdef0.tmp",
            ".viewspec-12g.tmp", "viewspec-12.tmp", ".viewspec-12.tmp.keep", ".viewspec-12.txt", "A.table.json",
        ] {
            #expect(!OutputNames.isOwnHiddenName(name), "\(name)")
        }
        #expect(OutputNames.isJournalName(".viewspec-1.journal"))
        #expect(!OutputNames.isJournalName(".viewspec-1.tmp"))
    }

    @Test func aJournalReadsBackAsWritten() {
        let identity = OutputJournal.FileIdentity(device: 2049, inode: UInt64.max)
        let journal = OutputJournal(entries: [
            .create(file: "A.table.json", staged: ".viewspec-1.tmp", identity: identity),
            .replace(file: "index.json", staged: ".viewspec-2.tmp", identity: identity, previous: ".viewspec-3.bak"),
            .remove(file: "Old \"quoted\" ☃.table.json", previous: ".viewspec-4.bak"),
        ])
        #expect(OutputJournal(decoding: journal.encoded()) == journal)
    }

    /// A journal that names a path, a hidden file that is not the writer's own, or
    /// anything it could not have written, is not trusted at all.
    @Test(arguments: [
        #"{"format": "viewspec-journal", "version": 1, "steps": [{"create": "../x.json", "staged": ".viewspec-1.tmp", "device": "1", "inode": "2"}]}"#,
        #"{"format": "viewspec-journal", "version": 1, "steps": [{"create": "/etc/passwd", "staged": ".viewspec-1.tmp", "device": "1", "inode": "2"}]}"#,
        #"{"format": "viewspec-journal", "version": 1, "steps": [{"remove": "notes.txt", "previous": ".bashrc"}]}"#,
        #"{"format": "viewspec-journal", "version": 1, "steps": [{"remove": "a/b.json", "previous": ".viewspec-1.bak"}]}"#,
        #"{"format": "viewspec-journal", "version": 1, "steps": [{"replace": "a.json", "staged": "mine.txt", "device": "1", "inode": "2", "previous": ".viewspec-1.bak"}]}"#,
        #"{"format": "viewspec-journal", "version": 1, "steps": [{"create": "a.json", "staged": ".viewspec-1.tmp"}]}"#,
        #"{"format": "viewspec-journal", "version": 2, "steps": []}"#,
        #"{"format": "something else", "version": 1, "steps": []}"#,
        #"{"format": "viewspec-journal", "version": 1, "steps": [{"delete": "a.json"}]}"#,
        "not JSON",
    ])
    func aHostileJournalIsNotTrusted(_ text: String) {
        #expect(OutputJournal(decoding: Array(text.utf8)) == nil)
    }

    /// A build removes the hidden files a killed build left, and no other file: not a
    /// hidden file of the user's, not one that only looks like the writer's, not a directory.
    @Test func leftoversAreRemovedAndNothingElse() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-leftovers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in [".viewspec-0123abcd.tmp", ".viewspec-99.bak", ".viewspec-notes", ".viewspec-ABCD.tmp", "notes.txt"] {
            try Data("x".utf8).write(to: directory.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(".viewspec-12.tmp"), withIntermediateDirectories: false)
        // A journal that does not read as one is left alone too.
        try Data("{".utf8).write(to: directory.appendingPathComponent(".viewspec-5.journal"))
        let output = try LayoutTestSupport.layout(["a.yaml": "viewspec: 1\ntables:\n  T: {strings: [a]}\n"])
        _ = try OutputWriter(directory: directory.path).write(output)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
                == [".viewspec-12.tmp", ".viewspec-5.journal", ".viewspec-ABCD.tmp", ".viewspec-notes", "T.table.json", "index.json", "notes.txt"])
    }
}
