import Foundation
import Testing

@Suite struct BuildCommandTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let specs = repositoryRoot.appendingPathComponent("specs").path
    static let golden = repositoryRoot.appendingPathComponent("Tests/ViewSpecTests/Golden/layout")

    private func listing(_ url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    private func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    private func indexFiles(_ out: URL) throws -> [String] {
        let documents = try #require(try json(out.appendingPathComponent("index.json"))["documents"] as? [[String: Any]])
        return documents.compactMap { $0["file"] as? String }
    }

    /// The main job: the example builds cleanly, and what it writes with `--pretty-layout`
    /// is the reviewed golden layout, byte for byte, wherever the checkout lives.
    @Test func buildsTheExampleIntoTheGoldenLayout() throws {
        let directory = try makeDirectory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("layout")
        let output = try CommandRunner.run(["build", Self.specs, "--out", out.path, "--pretty-layout"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("no problems found in"))
        let golden = listing(Self.golden).filter { $0.hasSuffix(".json") }
        #expect(!golden.isEmpty)
        #expect(output.stderr.contains("\(golden.count) files written, 0 unchanged, 0 stale removed"))
        #expect(listing(out) == golden)
        for name in golden {
            #expect(try Data(contentsOf: out.appendingPathComponent(name)) == Data(contentsOf: Self.golden.appendingPathComponent(name)), "\(name)")
        }
        #expect(Set(try indexFiles(out) + ["index.json"]) == Set(golden))
    }

    /// Without `--pretty-layout`, each document is one compact line holding the same JSON
    /// as its golden file.
    @Test func theLayoutIsCompactByDefault() throws {
        let directory = try makeDirectory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("layout")
        let output = try CommandRunner.run(["build", Self.specs, "--out", out.path])
        #expect(output.status == 0, "\(output.stderr)")
        let golden = listing(Self.golden).filter { $0.hasSuffix(".json") }
        #expect(listing(out) == golden)
        var compactBytes = 0
        var prettyBytes = 0
        for name in golden {
            let compact = try Data(contentsOf: out.appendingPathComponent(name))
            let pretty = try Data(contentsOf: Self.golden.appendingPathComponent(name))
            compactBytes += compact.count
            prettyBytes += pretty.count
            #expect(compact.last == UInt8(ascii: "\n") && !compact.dropLast().contains(UInt8(ascii: "\n")), "\(name) is one line")
            let parsedCompact = try JSONSerialization.jsonObject(with: compact) as? NSDictionary
            let parsedPretty = try JSONSerialization.jsonObject(with: pretty) as? NSDictionary
            #expect(parsedCompact != nil && parsedCompact == parsedPretty, "\(name) holds the golden file's JSON")
        }
        #expect(compactBytes * 4 < prettyBytes * 3, "\(compactBytes) compact bytes, \(prettyBytes) pretty")
    }

    @Test func aSecondBuildLeavesUnchangedFilesAlone() throws {
        let directory = try makeDirectory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("layout")
        #expect(try CommandRunner.run(["build", Self.specs, "--out", out.path]).status == 0)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for name in listing(out) {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: out.appendingPathComponent(name).path)
        }
        let again = try CommandRunner.run(["build", Self.specs, "--out", out.path])
        #expect(again.status == 0)
        #expect(again.stderr.contains("0 files written, \(listing(out).count) unchanged"))
        for name in listing(out) {
            let attributes = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(name).path)
            #expect(attributes[.modificationDate] as? Date == past, "\(name) was rewritten")
        }
    }

    @Test func errorsAreReportedLikeLintAndNothingIsWritten() throws {
        let directory = try makeDirectory([
            "bad.yaml": Array("viewspec: 1\nmodels:\n  A: {kind: record, fields: {n: Int}}\ntables:\n  T: {model: B, display: n}\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let build = try CommandRunner.run(["build", ".", "--out", "layout"], in: directory)
        let lint = try CommandRunner.run(["lint", "."], in: directory)
        #expect(build.status == 1)
        #expect(build.stdout == lint.stdout)
        #expect(build.stdout.contains("bad.yaml:5:14: error: unknown model 'B'"))
        #expect(build.stderr.contains("nothing written to 'layout'"))
        #expect(listing(directory) == ["bad.yaml"])
    }

    /// A screen whose item is shown only when a field the model does not have is true.
    private static let conditionOnAnUnknownField = """
        viewspec: 1
        models:
          S: {kind: preferences, fields: {on: Bool}}
        preferences:
          P:
            model: S
            sections:
              - items:
                  - toggle: on
                    visibleWhen: {missing: true}
        """

    @Test func aConditionOnAnUnknownFieldStopsTheBuild() throws {
        let directory = try makeDirectory([
            "screen.yaml": Array(Self.conditionOnAnUnknownField.utf8),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["build", "screen.yaml", "--out", "layout"], in: directory)
        #expect(output.status == 1)
        #expect(output.stdout.contains("screen.yaml:10:27: error: unknown field 'missing' in model 'S'"), "\(output.stdout)")
        #expect(output.stderr.contains("nothing written to 'layout'"))
        #expect(listing(directory) == ["screen.yaml"])
    }

    /// The emitters rely on the checks to refuse what they cannot generate: a build that
    /// disables such a check is a usage error, before anything is read or written, naming
    /// the checks and what to do.
    @Test func disablingACheckAnOutputReliesOnStopsTheBuild() throws {
        let directory = try makeDirectory([
            "screen.yaml": Array(Self.conditionOnAnUnknownField.utf8),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(
            ["build", "screen.yaml", "--out", "layout", "--swift", "swift", "--disable", "unknown-reference", "--disable", "invalid-condition"],
            in: directory)
        #expect(output.status == 2, "\(output.stderr)")
        #expect(output.stdout.isEmpty)
        #expect(
            output.stderr.contains(
                "error: cannot generate the layout (--out) with checks VS0200 unknown-reference, VS0215 invalid-condition disabled: "
                    + "generating it relies on those checks to refuse what it cannot generate; enable them, or leave out --out"),
            "\(output.stderr)")
        #expect(listing(directory) == ["screen.yaml"])
        // Lint, which generates nothing, honours the same options.
        let lint = try CommandRunner.run(["lint", "screen.yaml", "--disable", "unknown-reference", "--disable", "invalid-condition"], in: directory)
        #expect(lint.status == 0, "\(lint.stdout)")
        // A check only Swift relies on may be disabled for the layout alone.
        let layoutOnly = try CommandRunner.run(["build", ".", "--out", "layout", "--disable", "swift-invalid-name"], in: directory)
        #expect(layoutOnly.status == 1, "the project still has its error: \(layoutOnly.stderr)")
        #expect(!layoutOnly.stderr.contains("cannot generate"), "\(layoutOnly.stderr)")
    }

    @Test(arguments: ["0x844", "390", "390x", "x844", "-390x844", "390x844x2", "infx844", "nanx1", "abc", "390 x 844", "200000x844"])
    func aBadViewportIsAUsageError(_ viewport: String) throws {
        let directory = try makeDirectory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["build", Self.specs, "--out", "layout", "--viewport", viewport], in: directory)
        #expect(output.status == 2)
        #expect(output.stderr.contains("--viewport"))
        #expect(listing(directory).isEmpty)
    }

    @Test func theViewportSizesTheLayout() throws {
        let directory = try makeDirectory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["build", Self.specs, "--out", "layout", "--viewport", "320x568.5"], in: directory)
        #expect(output.status == 0, "\(output.stderr)")
        let index = try json(directory.appendingPathComponent("layout/index.json"))
        let viewport = try #require(index["viewport"] as? [String: Any])
        #expect(viewport["width"] as? Double == 320)
        #expect(viewport["height"] as? Double == 568.5)
    }

    @Test func jsonReportsKeepStandardOutputParseable() throws {
        let directory = try makeDirectory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["build", "--format", "json", Self.specs, "--out", "layout"], in: directory)
        #expect(output.status == 0)
        let report = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        #expect((report?["diagnostics"] as? [Any])?.isEmpty == true)
        #expect(listing(directory.appendingPathComponent("layout")).contains("index.json"))
    }

    /// Names that look like paths stay names: every file lands directly in the output
    /// directory and nothing beside it changes. (A project that generates no Swift may use
    /// names Swift cannot take; such a project disables the Swift checks.)
    @Test func hostileNamesStayInsideTheOutputDirectory() throws {
        let directory = try makeDirectory([
            "specs/names.yaml": Array("""
                viewspec: 1
                tables:
                  ../escape: {strings: [a]}
                  ../../etc/x: {strings: [a]}
                  a/b: {strings: [a]}
                  .hidden: {strings: [a]}
                  設定: {strings: [a]}
                hierarchies:
                  Main: {layers: [a]}
                  main: {layers: [a]}
                """.utf8),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(
            ["build", "specs", "--out", "out", "--disable", "swift-invalid-name", "--disable", "swift-name-clash"], in: directory)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(listing(directory) == ["out", "specs"])
        #expect(listing(directory.appendingPathComponent("specs")) == ["names.yaml"])
        let written = listing(directory.appendingPathComponent("out"))
        #expect(written.count == 8)
        #expect(written.allSatisfy { !$0.hasPrefix(".") && !$0.contains("/") })
        #expect(Set(try indexFiles(directory.appendingPathComponent("out")) + ["index.json"]) == Set(written))
        #expect(Set(written.map { $0.lowercased() }).count == written.count, "no two names clash on a case-insensitive disk")
    }

    @Test func documentsThatDisappearAreRemovedOnTheNextBuild() throws {
        let directory = try makeDirectory([
            "specs/a.yaml": Array("viewspec: 1\ntables:\n  Old: {strings: [a]}\n  Kept: {strings: [b]}\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try CommandRunner.run(["build", "specs", "--out", "out"], in: directory).status == 0)
        try Data("mine".utf8).write(to: directory.appendingPathComponent("out/README.json"))
        try Data("viewspec: 1\ntables:\n  Kept: {strings: [b]}\n".utf8).write(to: directory.appendingPathComponent("specs/a.yaml"))
        let second = try CommandRunner.run(["build", "specs", "--out", "out"], in: directory)
        #expect(second.status == 0)
        #expect(second.stderr.contains("1 file written, 1 unchanged, 1 stale removed"))
        #expect(listing(directory.appendingPathComponent("out")) == ["Kept.table.json", "README.json", "index.json"])
    }

    @Test func usageAndIOErrorsExitTwo() throws {
        let directory = try makeDirectory(["blocker": Array("x".utf8)])
        defer { try? FileManager.default.removeItem(at: directory) }
        // The repository's viewspec.yml names the inputs and the output; without it both are needed.
        #expect(try CommandRunner.run(["build", "--no-config", Self.specs]).status == 2, "--out or --swift is required")
        #expect(try CommandRunner.run(["build", "--out", "x"], in: directory).status == 2, "a path is required")
        let missing = try CommandRunner.run(["build", "no/such/specs", "--out", "x"], in: directory)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no such file or directory: 'no/such/specs'"))
        let blocked = try CommandRunner.run(["build", Self.specs, "--out", "blocker"], in: directory)
        #expect(blocked.status == 2)
        #expect(blocked.stderr.contains("exists and is not a directory"))
        #expect(try CommandRunner.run(["build", Self.specs, "--out", "x", "--max-depth", "0"], in: directory).status == 2)
        #expect(listing(directory) == ["blocker"])
    }

    @Test func helpShowsUsageAndExamples() throws {
        let help = try CommandRunner.run(["build", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--out <dir>"))
        #expect(help.stdout.contains("--viewport <width>x<height>"))
        #expect(help.stdout.contains("default: 390x844"))
        #expect(help.stdout.contains("viewspecc build specs/ --out"))
        #expect(help.stdout.contains("--max-depth"))
        #expect(try CommandRunner.run(["--help"]).stdout.contains("build"))
    }
}

/// `build --check`: what CI runs against a committed layout.
@Suite struct BuildCheckTests {
    static let specs = BuildCommandTests.specs

    private func snapshot(_ url: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] {
            result[name] = try Data(contentsOf: url.appendingPathComponent(name))
        }
        return result
    }

    private func dates(_ url: URL) throws -> [String: Date] {
        var result: [String: Date] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] {
            result[name] = try FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(name).path)[.modificationDate] as? Date
        }
        return result
    }

    @Test func aMissingLayoutIsListedAndNotCreated() throws {
        let directory = try makeDirectory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("layout")
        let output = try CommandRunner.run(["build", "--check", Self.specs, "--out", out.path])
        #expect(output.status == 1)
        #expect(output.stderr.contains("\(out.path)/index.json: missing\n"))
        #expect(output.stderr.contains("out of date in '\(out.path)'; run viewspecc build without --check"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aCurrentLayoutPassesAndEveryDifferenceIsListed() throws {
        let directory = try makeDirectory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("layout")
        #expect(try CommandRunner.run(["build", Self.specs, "--out", out.path]).status == 0)
        let current = try CommandRunner.run(["build", "--check", Self.specs, "--out", out.path])
        #expect(current.status == 0, "\(current.stderr)")
        #expect(current.stderr.contains("is up to date"))

        let names = try snapshot(out).keys.filter { $0 != "index.json" }.sorted()
        try #require(names.count >= 2)
        try Data("{}".utf8).write(to: out.appendingPathComponent(names[0]))
        try FileManager.default.removeItem(at: out.appendingPathComponent(names[1]))
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for name in try snapshot(out).keys {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: out.appendingPathComponent(name).path)
        }
        let before = try snapshot(out)
        let beforeDates = try dates(out)

        let stale = try CommandRunner.run(["build", "--check", Self.specs, "--out", out.path])
        #expect(stale.status == 1)
        let listed = stale.stderr.split(separator: "\n").filter { $0.hasPrefix(out.path) }
        #expect(Set(listed) == ["\(out.path)/\(names[0]): stale", "\(out.path)/\(names[1]): missing"])
        #expect(stale.stderr.contains("viewspecc: 2 files out of date in"))
        #expect(try snapshot(out) == before, "--check wrote or removed something")
        #expect(try dates(out) == beforeDates, "--check touched a file")
    }

    @Test func swiftOutputIsCheckedAlongsideTheLayout() throws {
        let directory = try makeDirectory([
            "specs/a.yaml": Array("viewspec: 1\ntables:\n  A: {strings: [a]}\n".utf8),
            "specs/b.yaml": Array("viewspec: 1\ntables:\n  B: {strings: [b]}\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["build", "specs", "--out", "layout", "--swift", "swift"]
        #expect(try CommandRunner.run(arguments, in: directory).status == 0)
        let current = try CommandRunner.run(arguments + ["--check"], in: directory)
        #expect(current.status == 0, "\(current.stderr)")
        #expect(current.stderr.contains("'layout' and 'swift' are up to date"))

        let swift = directory.appendingPathComponent("swift")
        try Data("// edited by hand\n".utf8).write(to: swift.appendingPathComponent("A.swift"))
        try FileManager.default.removeItem(at: swift.appendingPathComponent("B.swift"))
        let before = try snapshot(swift)
        let stale = try CommandRunner.run(arguments + ["--check"], in: directory)
        #expect(stale.status == 1)
        let listed = stale.stderr.split(separator: "\n").filter { $0.hasPrefix("swift/") || $0.hasPrefix("layout/") }
        #expect(listed == ["swift/A.swift: stale", "swift/B.swift: missing"])
        #expect(stale.stderr.contains("viewspecc: 2 files out of date in 'layout' and 'swift'"))
        #expect(try snapshot(swift) == before, "--check wrote or removed something")
    }

    @Test func documentsTheBuildWouldRemoveAreListedAsExtra() throws {
        let directory = try makeDirectory([
            "specs/a.yaml": Array("viewspec: 1\ntables:\n  A: {strings: [a]}\n".utf8),
            "specs/b.yaml": Array("viewspec: 1\ntables:\n  B: {strings: [b]}\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try CommandRunner.run(["build", "specs", "--out", "out"], in: directory).status == 0)
        let before = try snapshot(directory.appendingPathComponent("out"))
        let check = try CommandRunner.run(["build", "--check", "specs/a.yaml", "--out", "out"], in: directory)
        #expect(check.status == 1)
        let listed = check.stderr.split(separator: "\n").filter { $0.hasPrefix("out/") }
        #expect(listed == ["out/index.json: stale", "out/B.table.json: extra (build would remove it)"])
        #expect(try snapshot(directory.appendingPathComponent("out")) == before)
    }
}
