import Foundation
import Testing

/// `lint` and `build` take the options of compiling a project as one group: the same
/// options, checked the same way, listed alike in both commands' help.
@Suite struct ProjectOptionsTests {
    /// The lines of each titled section of a help text (`REPORT:` …), by title.
    private func sections(of help: String) -> [String: [String]] {
        var sections: [String: [String]] = [:]
        var title: String?
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let first = line.first, first != " ", line.hasSuffix(":"), line == line.uppercased() {
                title = String(line.dropLast())
                sections[title!] = []
            } else if let title, !line.isEmpty {
                sections[title]!.append(line)
            }
        }
        return sections
    }

    private static let groups: [(title: String, options: [String])] = [
        ("CONFIGURATION", ["--config <file>", "--no-config"]),
        ("REPORT", ["--format <format>", "--report <format[=path]>", "--color <color>", "--base-dir <dir>", "--baseline <file>",
                    "--write-baseline <file>", "-q, --quiet"]),
        ("RULES", ["--strict/--no-strict", "--enable <rule>", "--disable <rule>"]),
        ("LIMITS", ["--max-file-size <size>", "--max-depth <levels>", "--max-aliases <count>", "--alias-expansion-factor <factor>"]),
    ]

    @Test func lintAndBuildListTheSharedOptionsAlikeUnderTheirTitles() throws {
        let lint = try CommandRunner.run(["lint", "--help"])
        let build = try CommandRunner.run(["build", "--help"])
        #expect(lint.status == 0 && build.status == 0)
        let lintSections = sections(of: lint.stdout)
        let buildSections = sections(of: build.stdout)
        for (title, options) in Self.groups {
            let lines = try #require(lintSections[title], "lint --help has no \(title) section")
            #expect(buildSections[title] == lines, "\(title) differs between lint and build")
            for option in options {
                #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(option) }, "\(title) lacks \(option)")
            }
        }
        // What only build takes stays its own.
        #expect(buildSections["UP-TO-DATE CHECK"]?.contains { $0.contains("--check") } == true)
        #expect(lintSections["UP-TO-DATE CHECK"] == nil)
        #expect(buildSections["OPTIONS"]?.contains { $0.contains("--out <dir>") } == true)
        #expect(lintSections["OPTIONS"]?.contains { $0.contains("--out") } == false)
        // Each command still says what its paths are for.
        #expect(lintSections["ARGUMENTS"]?.first?.contains("Spec files or directories to check") == true)
        #expect(buildSections["ARGUMENTS"]?.first?.contains("Spec files or directories to compile") == true)
    }

    /// A group's own checks run in both commands, as usage errors.
    @Test(arguments: [
        (["--config", "a.yml", "--no-config"], "Give --config or --no-config, not both."),
        (["--max-depth", "0"], "--max-depth must be at least 1."),
        (["--report", "text", "--report", "json"], "Only one report can go to standard output"),
    ])
    func bothCommandsCheckTheSharedOptions(arguments: [String], message: String) throws {
        for command in [["lint"], ["build", "--out", "layout"]] {
            let output = try CommandRunner.run(command + arguments + ["specs"])
            #expect(output.status == 2, "\(command): \(output.stderr)")
            #expect(output.stderr.contains(message), "\(command): \(output.stderr)")
        }
    }
}
