import ArgumentParser
import ViewSpec

/// `build --check`: what CI runs when generated files are committed.
struct UpToDateOptions: ParsableArguments {
    @Flag(help: "Write nothing: compare what build would write with the output directory, and exit 1 listing every missing, stale or extra file.")
    var check = false
}

enum UpToDateCheck {
    /// Lists, one per line, every file a dry run found out of date in each output
    /// directory, and throws exit status 1 when there is any.
    static func finish(_ reports: [(directory: String, report: OutputWriter.Report)]) throws {
        var outOfDate = 0
        for (directory, report) in reports {
            let created = Set(report.created)
            for name in report.written {
                Terminal.writeError("\(path(name, in: directory)): \(created.contains(name) ? "missing" : "stale")")
            }
            for name in report.removed {
                Terminal.writeError("\(path(name, in: directory)): extra (build would remove it)")
            }
            outOfDate += report.written.count + report.removed.count
        }
        let directories = reports.map { "'\(FilePathText.displayed($0.directory))'" }.joined(separator: " and ")
        guard outOfDate == 0 else {
            Terminal.writeError("viewspecc: \(CompilationSummary.plural(outOfDate, "file")) out of date in \(directories); run viewspecc build without --check")
            throw ExitCode(ExitStatus.errorsFound)
        }
        let current = reports.reduce(0) { $0 + $1.report.unchanged.count }
        Terminal.writeError("viewspecc: \(directories) \(reports.count == 1 ? "is" : "are") up to date (\(CompilationSummary.plural(current, "file")))")
    }

    private static func path(_ name: String, in directory: String) -> String {
        FilePathText.displayed(directory.hasSuffix("/") ? directory + name : directory + "/" + name)
    }
}
