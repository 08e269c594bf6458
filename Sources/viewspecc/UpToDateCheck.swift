import ArgumentParser
import ViewSpec

/// `build --check`: what CI runs when generated files are committed.
struct UpToDateOptions: ParsableArguments {
    @Flag(help: "Write nothing: compare what build would write with the output directory, and exit 1 listing every missing, stale or extra file.")
    var check = false
}

enum UpToDateCheck {
    /// Lists, one per line, every file a dry run found out of date in `directory`, and
    /// throws exit status 1 when there is any.
    static func finish(_ report: OutputWriter.Report, directory: String) throws {
        let created = Set(report.created)
        for name in report.written {
            Terminal.writeError("\(path(name, in: directory)): \(created.contains(name) ? "missing" : "stale")")
        }
        for name in report.removed {
            Terminal.writeError("\(path(name, in: directory)): extra (build would remove it)")
        }
        let total = report.written.count + report.removed.count
        guard total == 0 else {
            Terminal.writeError("viewspecc: \(Summary.plural(total, "file")) out of date in '\(directory)'; run viewspecc build without --check")
            throw ExitCode(ExitStatus.errorsFound)
        }
        Terminal.writeError("viewspecc: '\(directory)' is up to date (\(Summary.plural(report.unchanged.count, "file")))")
    }

    private static func path(_ name: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
