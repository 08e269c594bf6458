import ArgumentParser
import Foundation
import ViewSpec

/// How findings are reported: in which formats, to where, relative to what, and against
/// which baseline. Shared by every command that compiles specs.
struct ReportOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Format of the report on standard output (see docs/reporters.md); text when neither --format nor --report is given.",
        valueName: "format"))
    var format: ReportFormat?

    @Option(
        name: .customLong("report"),
        help: ArgumentHelp(
            "Also write a report in this format, to the file after '=' or else to standard output; repeatable, at most one to standard output.",
            valueName: "format[=path]"))
    var reports: [ReportRequest] = []

    @Option(help: "Colour in text reports: auto (terminals only, not with NO_COLOR), always or never.")
    var color: ColorChoice = .auto

    @Option(help: ArgumentHelp("Directory report file names are relative to (default: the current directory).", valueName: "dir"))
    var baseDir: String?

    @Option(help: ArgumentHelp("Report only findings this baseline file does not record.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record every current finding in this baseline file, then report against it.", valueName: "file"))
    var writeBaseline: String?

    @Flag(name: .shortAndLong, help: "No progress line and no summary on standard error; findings and errors are still reported.")
    var quiet = false

    func validate() throws {
        let toStandardOutput = requests.filter { $0.path == nil }
        if toStandardOutput.count > 1 {
            throw ValidationError(
                "Only one report can go to standard output, found \(toStandardOutput.count) (\(toStandardOutput.map(\.format.rawValue).joined(separator: ", "))); give the others a file with --report FORMAT=PATH.")
        }
        let outputs = requests.compactMap(\.path) + [writeBaseline].compactMap { $0 }
        var seen = Set<String>()
        for path in outputs where !seen.insert(path).inserted {
            throw ValidationError("'\(path)' is named for two outputs; each report needs a file of its own.")
        }
        if let baseline, requests.contains(where: { $0.path == baseline }) {
            throw ValidationError("'\(baseline)' is both the baseline and a report; a report would overwrite the baseline.")
        }
    }

    /// How report files name the specs: relative to `--base-dir` or the current directory.
    var paths: ReportPaths {
        ReportPaths(baseDirectory: baseDir, currentDirectory: FilePathText.currentDirectory() ?? FileManager.default.currentDirectoryPath)
    }

    /// What was asked for: the `--report`s, then `--format` to standard output, and the
    /// text report to standard output when neither was given.
    var requests: [ReportRequest] {
        var requests = reports
        if let format { requests.append(ReportRequest(format: format, path: nil)) }
        if requests.isEmpty { requests.append(ReportRequest(format: .text, path: nil)) }
        return requests
    }
}

/// `FORMAT` or `FORMAT=PATH`.
struct ReportRequest: ExpressibleByArgument, Equatable {
    var format: ReportFormat
    /// nil for standard output.
    var path: String?

    init(format: ReportFormat, path: String?) {
        self.format = format
        self.path = path
    }

    init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let format = ReportFormat(rawValue: String(parts[0])) else { return nil }
        self.format = format
        if parts.count == 2 {
            guard !parts[1].isEmpty, !parts[1].hasSuffix("/") else { return nil }
            path = parts[1] == "-" ? nil : String(parts[1])
        }
    }

    static var allValueStrings: [String] { ReportFormat.allValueStrings.map { "\($0)[=path]" } }
}

extension ReportFormat: ExpressibleByArgument {}

enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}
