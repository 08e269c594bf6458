import Foundation
import Testing

@Suite struct LintCommandTests {
    /// The backbone's acceptance case: five broken files, each reported at its position.
    @Test func reportsEachBrokenFileWithPositionAndExitsOne() throws {
        var laughs = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            laughs += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        let directory = try makeDirectory([
            "duplicate.yaml": Array("title: a\ntitle: b\n".utf8),
            "laughs.yaml": Array(laughs.utf8),
            "nested.yaml": Array(String(repeating: "[", count: 100_000).utf8),
            "encoding.yaml": Array("title: ".utf8) + [0xFF, 0x0A],
            "indent.yaml": Array("a: 1\n  b: 2\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint", "."], in: directory)
        #expect(output.status == 1)
        let errorLines = output.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errorLines.map { String($0.prefix(while: { $0 != " " })) } == [
            "duplicate.yaml:2:1:",
            "encoding.yaml:1:8:",
            "indent.yaml:2:4:",
            "laughs.yaml:3:8:",
            "nested.yaml:1:65:",
        ])
        #expect(output.stderr.contains("5 errors and 0 warnings in 5 files"))
    }

    @Test func cleanFilesExitZero() throws {
        let directory = try makeDirectory([
            "a.yaml": Array("viewspec: 1\nmodels:\n  Card:\n    kind: record\n    fields: {name: String}\n".utf8),
            "sub/b.yml": Array("viewspec: 1\ntables:\n  Names:\n    model: Card\n    display: name\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint", directory.path])
        #expect(output.status == 0)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("no problems found in 2 files"))
    }

    @Test func jsonReportIsStableAcrossRuns() throws {
        var files: [String: [UInt8]] = [:]
        for index in 0..<40 { files["f\(index).yaml"] = Array("k: 1\nk: \(index)\n".utf8) }
        let directory = try makeDirectory(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try CommandRunner.run(["lint", "--format", "json", "."], in: directory)
        let second = try CommandRunner.run(["lint", "--format", "json", "."], in: directory)
        #expect(first.status == 1)
        #expect(first.stdout == second.stdout)
        let object = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any]
        #expect((object?["diagnostics"] as? [Any])?.count == 40)
        #expect(first.stdout.range(of: "\"file\": \"f0.yaml\"")!.lowerBound < first.stdout.range(of: "\"file\": \"f1.yaml\"")!.lowerBound)
    }

    @Test func missingPathIsAnIOErrorWithStatusTwo() throws {
        let output = try CommandRunner.run(["lint", "definitely/not/here"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("no such file or directory: 'definitely/not/here'"))
    }

    @Test func unreadableFileIsStatusTwo() throws {
        let unreadable = try CommandRunner.run(["lint", "/proc/self/mem"])
        #expect(unreadable.status == 2)
        #expect(unreadable.stdout.contains("cannot read file"))
    }

    /// Specs in a directory that cannot be searched would go unchecked: an I/O error, not
    /// a silent skip. Nested until its path is longer than the system allows, a directory
    /// cannot be opened by its path even by root.
    @Test func aDirectoryThatCannotBeSearchedIsStatusTwo() throws {
        let directory = try makeDirectory(["app.yaml": Array("viewspec: 1\n".utf8)])
        defer { removeTree(directory) }
        let name = String(repeating: "d", count: 250)
        var descriptor = open(directory.path, O_RDONLY | O_DIRECTORY)
        for _ in 0...(Int(PATH_MAX) / (name.count + 1)) {
            #expect(mkdirat(descriptor, name, 0o755) == 0)
            let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
        }
        close(descriptor)
        let output = try CommandRunner.run(["lint", "."], in: directory)
        #expect(output.status == 2)
        #expect(output.stdout.contains(": error: cannot search directory: \(String(cString: strerror(ENAMETOOLONG))) [VS0015]"))
    }

    @Test func usageErrorsExitTwo() throws {
        let empty = try makeDirectory([:])
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(try CommandRunner.run(["lint"], in: empty).status == 2, "no path, and no viewspec.yml to give inputs")
        #expect(try CommandRunner.run(["lint", "--no-config"]).status == 2)
        #expect(try CommandRunner.run(["lint", "--max-depth", "0", "x"]).status == 2)
        #expect(try CommandRunner.run(["lint", "--format", "xml", "x"]).status == 2)
        #expect(try CommandRunner.run(["frobnicate"]).status == 2)
    }

    @Test func limitsAreOverridable() throws {
        let directory = try makeDirectory([
            "deep.yaml": Array("viewspec: 1\nmodels: {A: {kind: record, fields: {a: {type: Int}}}}\n".utf8),
            "big.yaml": Array(("viewspec: 1\n" + String(repeating: "# padding\n", count: 200)).utf8),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let strict = try CommandRunner.run(["lint", "--max-depth", "3", "--max-file-size", "1K", "."], in: directory)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("big.yaml:1:1: error: file is 2012 bytes, larger than the limit of 1 KiB"))
        #expect(strict.stdout.contains("deep.yaml:2:36: error: expected at most 3 levels"))
        #expect(try CommandRunner.run(["lint", "."], in: directory).status == 0)
    }

    @Test func colorFollowsTheFlagAndNoColor() throws {
        let directory = try makeDirectory(["a.yaml": Array("a: 1\na: 2\n".utf8)])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try CommandRunner.run(["lint", "a.yaml"], in: directory).stdout.contains("\u{1B}[") == false)
        #expect(try CommandRunner.run(["lint", "--color", "always", "a.yaml"], in: directory).stdout.contains("\u{1B}["))
        #expect(try CommandRunner.run(["lint", "--color", "auto", "a.yaml"], in: directory, environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}[") == false)
    }

    @Test func versionAndHelp() throws {
        let version = try CommandRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
        let help = try CommandRunner.run(["lint", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Examples:"))
        #expect(help.stdout.contains("viewspecc lint specs/"))
        #expect(help.stdout.contains("--max-depth"))
    }
}
