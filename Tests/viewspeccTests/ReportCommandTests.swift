import Foundation
import Testing

/// `--format`, `--report`, `--base-dir`, the baseline and `--quiet`, run as a user would.
@Suite struct ReportCommandTests {
    private let broken: [String: [UInt8]] = [
        "specs/app.yaml": Array("name: a\nname: b\n".utf8),
        "specs/clean.yaml": Array("viewspec: 1\n".utf8),
    ]

    private func text(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    private func modificationDate(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }

    @Test func severalReportsInOneRunEachToItsOwnPlace() throws {
        let directory = try makeDirectory(broken)
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["lint", "--report", "github", "--report", "sarif=reports/viewspec.sarif", "--report", "junit=reports/junit.xml", "--report", "checkstyle=checkstyle.xml", "specs"]
        let output = try CommandRunner.run(arguments, in: directory)
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("::error file=specs/app.yaml,line=2,endLine=2,col=1,endColumn=4,title=VS0003 duplicate-key::"))
        #expect(output.stdout.hasSuffix("viewspecc: 1 error and 0 warnings in 2 files\n"))
        // The summary is the GitHub report's own last line, not repeated on stderr.
        #expect(output.stderr.isEmpty)

        let sarifURL = directory.appendingPathComponent("reports/viewspec.sarif")
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: sarifURL)) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.count == 1)
        #expect(try text(directory.appendingPathComponent("reports/junit.xml")).contains("<testsuite name=\"specs/app.yaml\" tests=\"1\" failures=\"1\""))
        #expect(try text(directory.appendingPathComponent("checkstyle.xml")).contains("<file name=\"specs/app.yaml\">"))

        // A second run with the same findings leaves the files alone.
        let before = try modificationDate(sarifURL)
        let sarifBytes = try Data(contentsOf: sarifURL)
        Thread.sleep(forTimeInterval: 0.05)
        _ = try CommandRunner.run(arguments, in: directory)
        #expect(try modificationDate(sarifURL) == before)
        #expect(try Data(contentsOf: sarifURL) == sarifBytes)
    }

    @Test func withOnlyFileReportsTheSummaryGoesToStandardError() throws {
        let directory = try makeDirectory(broken)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint", "--report", "json=out.json", "specs"], in: directory)
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == "viewspecc: 1 error and 0 warnings in 2 files\n")
        let quiet = try CommandRunner.run(["lint", "--quiet", "--report", "json=out.json", "specs"], in: directory)
        #expect(quiet.status == 1)
        #expect(quiet.stderr.isEmpty)
    }

    @Test func formatAndReportCombine() throws {
        let directory = try makeDirectory(broken)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint", "--format", "checkstyle", "--report", "sarif=x.sarif", "specs"], in: directory)
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("<?xml"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.sarif").path))
    }

    @Test(arguments: [
        ["--report", "github", "--report", "text"],
        ["--format", "json", "--report", "sarif"],
        ["--report", "sarif=a.sarif", "--report", "junit=a.sarif"],
        ["--report", "yaml"],
        ["--report", "sarif="],
        ["--baseline", "b.json", "--report", "json=b.json"],
    ])
    func conflictingOrUnknownReportsAreUsageErrors(_ options: [String]) throws {
        let directory = try makeDirectory(broken)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint"] + options + ["specs"], in: directory)
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(!output.stderr.isEmpty)
    }

    @Test func pathsAreRelativeToTheBaseDirectory() throws {
        let directory = try makeDirectory(broken)
        defer { try? FileManager.default.removeItem(at: directory) }
        let absolute = try CommandRunner.run(["lint", "--format", "github", directory.appendingPathComponent("specs").path], in: directory)
        #expect(absolute.stdout.hasPrefix("::error file=specs/app.yaml,"))
        let based = try CommandRunner.run(["lint", "--format", "github", "--base-dir", "specs", "specs"], in: directory)
        #expect(based.stdout.hasPrefix("::error file=app.yaml,"))
    }

    @Test func aBaselineHidesKnownFindingsUntilTheirLineChanges() throws {
        let directory = try makeDirectory(broken)
        defer { try? FileManager.default.removeItem(at: directory) }
        let written = try CommandRunner.run(["lint", "--write-baseline", "baseline.json", "specs"], in: directory)
        #expect(written.status == 0)
        #expect(written.stdout.isEmpty)
        #expect(written.stderr.contains("viewspecc: baseline of 1 finding written to 'baseline.json'"))
        #expect(written.stderr.contains("no problems found in 2 files (1 known finding hidden by the baseline)"))
        let baseline = try text(directory.appendingPathComponent("baseline.json"))
        #expect(baseline.contains("\"rule\":\"VS0003\",\"name\":\"duplicate-key\",\"file\":\"specs/app.yaml\""))
        #expect(baseline.contains("\"source\":\"name: b\""))

        let app = directory.appendingPathComponent("specs/app.yaml")
        try Data("# moved down\n\n\nname: a\nname: b\n".utf8).write(to: app)
        let moved = try CommandRunner.run(["lint", "--baseline", "baseline.json", "specs"], in: directory)
        #expect(moved.status == 0)
        #expect(moved.stdout.isEmpty)

        try Data("# moved down\n\n\nname: a\nname: c\nname: b\n".utf8).write(to: app)
        let changed = try CommandRunner.run(["lint", "--baseline", "baseline.json", "specs"], in: directory)
        #expect(changed.status == 1)
        #expect(changed.stdout.hasPrefix("specs/app.yaml:5:1: error: duplicate key 'name'"))
        #expect(!changed.stdout.contains("specs/app.yaml:6:1"))
        #expect(changed.stderr.contains("1 error and 0 warnings in 2 files (1 known finding hidden by the baseline)"))

        let json = try CommandRunner.run(["lint", "--baseline", "baseline.json", "--format", "json", "specs"], in: directory)
        let summary = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 1)
        #expect(summary["baselined"] as? Int == 1)
    }

    @Test func aBadBaselineIsAUsageError() throws {
        let directory = try makeDirectory(broken.merging(["baseline.json": Array("{\"findings\": []}".utf8)]) { a, _ in a })
        defer { try? FileManager.default.removeItem(at: directory) }
        let malformed = try CommandRunner.run(["lint", "--baseline", "baseline.json", "specs"], in: directory)
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("baseline 'baseline.json' cannot be used: expected 'formatVersion': 1, found none"))
        let missing = try CommandRunner.run(["lint", "--baseline", "missing.json", "specs"], in: directory)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read baseline 'missing.json'"))
    }

    @Test func buildWritesNoLayoutWhileBaselinedErrorsRemain() throws {
        let directory = try makeDirectory(broken)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["build", "--write-baseline", "baseline.json", "--out", "layout", "specs"], in: directory)
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("nothing written to 'layout': the baseline hides 1 error, and nothing is written while errors remain"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("layout/index.json").path))
    }

    @Test func quietBuildsSayNothingWhenAllIsWell() throws {
        let directory = try makeDirectory(["specs/app.yaml": Array("viewspec: 1\nmodels:\n  Card:\n    kind: record\n    fields: {name: String}\ntables:\n  Names:\n    model: Card\n    display: name\n".utf8)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["build", "--quiet", "--out", "layout", "specs"], in: directory)
        #expect(output.status == 0)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.isEmpty)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("layout/index.json").path))
    }

    @Test func noProgressLineWhenStandardErrorIsNotATerminal() throws {
        var files: [String: [UInt8]] = [:]
        for index in 0..<60 { files["specs/f\(index).yaml"] = Array("viewspec: 1\n".utf8) }
        let directory = try makeDirectory(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint", "specs"], in: directory, environment: ["CI": ""])
        #expect(output.status == 0)
        #expect(!output.stderr.contains("\r"))
        #expect(output.stderr == "viewspecc: no problems found in 60 files\n")
    }
}
