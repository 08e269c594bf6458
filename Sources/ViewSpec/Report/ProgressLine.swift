/// The progress line a long run of `viewspecc` shows on standard error: one line,
/// rewritten in place with a carriage return, erased before the report is written.
package enum ProgressLine {
    /// Fewer files are read too fast for a progress line to help.
    package static let minimumFileCount = 50

    /// Only for a person watching: standard error is a terminal that is not `dumb`, no CI
    /// system is running us (`CI` set, as GitHub Actions, GitLab, CircleCI and others do),
    /// `--quiet` was not given, and there are enough files to wait for.
    package static func isWanted(stderrIsTerminal: Bool, environment: [String: String], quiet: Bool, fileCount: Int) -> Bool {
        guard stderrIsTerminal, !quiet, fileCount >= minimumFileCount else { return false }
        if let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return false }
        if environment["TERM"] == "dumb" { return false }
        return true
    }

    /// `\r` back to the start of the line, the text, then erase what a longer previous
    /// text left to its right.
    package static func text(done: Int, total: Int) -> String {
        let percent = total == 0 ? 100 : done * 100 / total
        return "\r" + "viewspecc: reading \(done)/\(total) files (\(percent)%)" + eraseToEndOfLine
    }

    /// What leaves the line empty for the report.
    package static let clear = "\r" + eraseToEndOfLine

    private static let eraseToEndOfLine = "\u{1B}[K"
}
