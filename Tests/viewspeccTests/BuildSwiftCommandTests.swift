import Foundation
import Testing

/// `viewspecc build --swift`: the generated files, rewriting only what changed, naming
/// errors reported like the checks' findings, and the options.
@Suite struct BuildSwiftCommandTests {
    static let golden = BuildCommandTests.repositoryRoot.appendingPathComponent("Tests/ViewSpecTests/Golden/swift")

    private func listing(_ url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    @Test func buildsTheExampleIntoTheGoldenSwift() throws {
        let directory = try makeDirectory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("Generated")
        let output = try CommandRunner.run(["build", BuildCommandTests.specs, "--swift", out.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.isEmpty)
        let golden = listing(Self.golden)
        #expect(golden.count == 5)
        #expect(output.stderr.contains("Swift in '\(out.path)': 5 files written, 0 unchanged"))
        #expect(listing(out) == golden)
        for name in golden {
            #expect(try Data(contentsOf: out.appendingPathComponent(name)) == Data(contentsOf: Self.golden.appendingPathComponent(name)), "\(name)")
        }
    }

    @Test func layoutAndSwiftAreWrittenTogetherAndUnchangedFilesAreLeftAlone() throws {
        let directory = try makeDirectory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["build", BuildCommandTests.specs, "--out", "layout", "--swift", "swift"]
        #expect(try CommandRunner.run(arguments, in: directory).status == 0)
        #expect(listing(directory) == ["layout", "swift"])
        let swift = directory.appendingPathComponent("swift")
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for name in listing(swift) {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: swift.appendingPathComponent(name).path)
        }
        let again = try CommandRunner.run(arguments, in: directory)
        #expect(again.status == 0)
        #expect(again.stderr.contains("0 files written, 5 unchanged"))
        for name in listing(swift) {
            let attributes = try FileManager.default.attributesOfItem(atPath: swift.appendingPathComponent(name).path)
            #expect(attributes[.modificationDate] as? Date == past, "\(name) was rewritten")
        }
    }

    @Test func aNameSwiftCannotTakeIsReportedAndNothingIsWritten() throws {
        let directory = try makeDirectory([
            "m.yaml": Array("viewspec: 1\nmodels:\n  M:\n    kind: preferences\n    fields:\n      2fa: Bool\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let build = try CommandRunner.run(["build", ".", "--out", "layout", "--swift", "swift"], in: directory)
        #expect(build.status == 1)
        #expect(build.stdout.contains(#"m.yaml:6:7: error: field name "2fa" cannot be a Swift name"#), "\(build.stdout)")
        #expect(build.stdout.contains("[VS0300]"))
        #expect(build.stderr.contains("nothing written to 'layout' or 'swift'"))
        #expect(listing(directory) == ["m.yaml"])
        // Without --swift the name is fine: only Swift cannot take it.
        #expect(try CommandRunner.run(["build", ".", "--out", "layout"], in: directory).status == 0)
    }

    @Test func internalAccessLeavesOutPublic() throws {
        let directory = try makeDirectory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["build", BuildCommandTests.specs, "--swift", "swift", "--swift-access", "internal"], in: directory)
        #expect(output.status == 0, "\(output.stderr)")
        for name in listing(directory.appendingPathComponent("swift")) {
            let text = try String(contentsOf: directory.appendingPathComponent("swift/\(name)"), encoding: .utf8)
            #expect(!text.contains("public"), "\(name)")
        }
    }

    @Test(arguments: [
        (["build", "specs"], "Give --out, --swift or both"),
        (["build", "specs", "--swift", ""], "--swift needs a directory"),
        (["build", "specs", "--swift", "x", "--swift-access", "private"], "swift-access"),
    ])
    func missingOrBadOptionsAreUsageErrors(_ arguments: [String], _ message: String) throws {
        let output = try CommandRunner.run(arguments, in: BuildCommandTests.repositoryRoot)
        #expect(output.status == 2, "\(output.status)")
        #expect(output.stderr.contains(message), "\(output.stderr)")
    }
}
