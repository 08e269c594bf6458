import Testing
@testable import ViewSpec

@Suite struct BaselineTests {
    typealias Support = ReportTestSupport

    private func report(_ text: String, path: String = "specs/app.yaml") -> DiagnosticReport {
        Support.report([path: text])
    }

    private func newFindings(_ text: String, against baseline: Baseline) -> [ReportedDiagnostic] {
        let filtered = baseline.filter(report(text))
        return filtered.diagnostics.reported(in: filtered.sourceMap)
    }

    @Test func recordedFindingsAreHidden() {
        let original = report("name: a\nname: b\n")
        let baseline = Baseline(recording: original)
        #expect(baseline.entries.count == 1)
        let filtered = baseline.filter(original)
        #expect(filtered.diagnostics.isEmpty)
        #expect(filtered.baselinedCount == 1)
    }

    @Test func movingLinesKeepsFindingsBaselined() {
        let baseline = Baseline(recording: report("name: a\nname: b\nother: 1\nother: 2\n"))
        #expect(baseline.entries.count == 2)
        #expect(newFindings("# added later\n\n\nname: a\nname: b\n\n\nother: 1\n   \nother: 2\n", against: baseline).isEmpty)
        // Re-indenting or reordering whole findings does not matter either.
        #expect(newFindings("other: 1\nother: 2\nname: a\nname: b\n", against: baseline).isEmpty)
    }

    @Test func changingTheOffendingLineReportsIt() {
        let baseline = Baseline(recording: report("name: a\nname: b\nother: 1\nother: 2\n"))
        let found = newFindings("name: a\nname: c\nother: 1\nother: 2\n", against: baseline)
        #expect(found.count == 1)
        #expect(found.first?.id == .duplicateKey)
        #expect(found.first?.range.start.line == 2)
        #expect(found.first?.message.contains("'name'") == true)
    }

    @Test func aFindingInAnotherFileIsNew() {
        let baseline = Baseline(recording: report("name: a\nname: b\n"))
        let moved = baseline.filter(report("name: a\nname: b\n", path: "specs/other.yaml"))
        #expect(moved.diagnostics.count == 1)
        #expect(moved.baselinedCount == 0)
    }

    @Test func duplicatesAreCounted() {
        // Two identical findings recorded, three now: one is new.
        let baseline = Baseline(recording: report("name: a\nname: a\nname: a\n"))
        #expect(baseline.entries.count == 2)
        let filtered = baseline.filter(report("name: a\nname: a\nname: a\nname: a\n"))
        #expect(filtered.diagnostics.count == 1)
        #expect(filtered.baselinedCount == 2)
        #expect(filtered.diagnostics.reported(in: filtered.sourceMap).first?.range.start.line == 4)
    }

    @Test func theFileIsSortedJSONWithOneFindingPerLine() throws {
        let baseline = Baseline(recording: Support.report([
            "specs/b.yaml": "x: 1\nx: 2\n",
            "specs/a.yaml": "name: a\nname: \"q\\\"\"\n",
        ]))
        let text = baseline.serialized()
        let lines = text.split(separator: "\n")
        #expect(lines.count == 8)
        #expect(lines[0] == "{")
        #expect(lines[1] == "  \"formatVersion\": 1,")
        #expect(lines[3] == "  \"findings\": [")
        #expect(lines[4].hasPrefix("    {\"rule\":\"VS0003\",\"name\":\"duplicate-key\",\"file\":\"specs/a.yaml\",\"context\":\""))
        #expect(lines[4].hasSuffix("\"source\":\"name: \\\"q\\\\\\\"\\\"\",\"message\":\"duplicate key 'name' in mapping; each key may appear once\"},"))
        #expect(lines[5].contains("\"file\":\"specs/b.yaml\""))
        #expect(lines[5].contains("\"source\":\"x: 2\""))
        // It reads back to the same baseline, and is valid JSON.
        #expect(try Baseline(parsing: text) == baseline)
        #expect(try JSONParser().parse(text)["findings"]?.arrayValue?.count == 2)
    }

    /// A baseline is data that people edit: its members in another order, and members it
    /// does not know, read as the file ViewSpec writes.
    @Test func aBaselineWithItsMembersInAnotherOrderReadsTheSame() throws {
        let written = Baseline(recording: report("name: a\nname: b\nother: 1\nother: 2\n"))
        let findings = written.entries.map { entry in
            #"{"message": "\#(entry.message)", "context": "\#(entry.context)", "note": 1, "file": "\#(entry.file)", "# +
                #""source": "\#(entry.source)", "name": "\#(entry.name)", "rule": "\#(entry.rule)"}"#
        }
        let reordered = #"{"findings": [\#(findings.reversed().joined(separator: ", "))], "tool": "other", "formatVersion": 1}"#
        let read = try Baseline(parsing: reordered)
        #expect(read == written)
        #expect(read.filter(report("name: a\nname: b\nother: 1\nother: 2\n")).diagnostics.isEmpty)
    }

    @Test func movingLinesDoesNotChangeTheFile() {
        let before = Baseline(recording: report("name: a\nname: b\nz: 1\nz: 2\n")).serialized()
        let after = Baseline(recording: report("z: 1\nz: 2\n\n\nname: a\nname: b\n")).serialized()
        #expect(before == after)
    }

    @Test func anEmptyBaselineReadsBack() throws {
        let empty = Baseline(entries: [])
        #expect(empty.serialized() == "{\n  \"formatVersion\": 1,\n  \"tool\": \"viewspecc\",\n  \"findings\": []\n}\n")
        #expect(try Baseline(parsing: empty.serialized()) == empty)
    }

    @Test func unreadableFilesAreNeverBaselined() {
        let unreadable = Diagnostic.error(.unreadableFile, "cannot read 'gone.yaml': no such file", at: .startOfFile("gone.yaml"))
        let baseline = Baseline(recording: Support.report([unreadable]))
        #expect(baseline.entries.isEmpty)
        let forced = Baseline(entries: [.init(rule: "VS0015", name: "", file: "gone.yaml", context: FindingContext(unreadable, in: Support.report([unreadable])).hash, source: "", message: "")])
        #expect(forced.filter(Support.report([unreadable])).diagnostics.count == 1)
    }

    @Test(arguments: [
        ("", "not JSON"),
        ("[]", "expected 'formatVersion': 1, found none"),
        (#"{"formatVersion": 2, "findings": []}"#, "expected 'formatVersion': 1, found 2"),
        (#"{"formatVersion": 1}"#, "expected a 'findings' array"),
        (#"{"formatVersion": 1, "findings": [{"rule": "VS0003", "file": "a.yaml"}]}"#, "finding 1: expected a string 'context'"),
        (#"{"findings": [{"rule": "VS0003", "file": "a.yaml", "context": 7}], "formatVersion": 1}"#, "finding 1: expected a string 'context'"),
        (#"{"formatVersion": 1, "findings": [1]}"#, "finding 1: expected a string 'rule'"),
        (#"{"formatVersion": "1", "findings": []}"#, "expected 'formatVersion': 1, found none"),
        (#"{"formatVersion": 1, "findings": {}}"#, "expected a 'findings' array"),
        ("{\"formatVersion\": 1,", "not JSON"),
    ])
    func malformedFilesAreRefusedWithTheReason(_ text: String, _ reason: String) {
        #expect {
            try Baseline(parsing: text)
        } throws: { error in
            (error as? Baseline.Failure)?.message.contains(reason) == true
        }
    }
}
