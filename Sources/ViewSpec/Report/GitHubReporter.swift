/// GitHub Actions workflow commands: one `::error`/`::warning`/`::notice` line per
/// finding, which the runner turns into an annotation on the file and line, then a
/// summary line.
///
///     ::error file=specs/app.yaml,line=3,endLine=3,col=1,endColumn=4,title=VS0003 duplicate-key::duplicate key 'name' …
///
/// GitHub shows at most `annotationLimit` annotations of each kind per step; the rest are
/// in the log only. When there are more, the summary says so and points to the SARIF
/// report, which code scanning shows in full.
public struct GitHubReporter: DiagnosticReporter {
    public static let annotationLimit = 10

    public init() {}

    public func render(_ report: DiagnosticReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            output += command(for: diagnostic, in: report) + "\n"
        }
        output += summary(for: report) + "\n"
        return output
    }

    func command(for diagnostic: Diagnostic, in report: DiagnosticReport) -> String {
        let range = report.range(of: diagnostic.range)
        // Text from the input is escaped before the runner's own escaping: a control
        // character or bidirectional override would reach the log as it is, and a line
        // break in a name would start a line of its own.
        var properties = [("file", PrintableText.escaped(report.paths.relativePath(range.path))), ("line", String(range.start.line))]
        // The range's end is exclusive; GitHub's is the last line and column covered.
        var endLine = range.end.line
        if endLine > range.start.line, range.end.column == 1 { endLine -= 1 }
        properties.append(("endLine", String(endLine)))
        // GitHub accepts columns only for an annotation on a single line.
        if endLine == range.start.line {
            let endColumn = range.end.line == range.start.line ? max(range.end.column - 1, range.start.column) : range.start.column
            properties += [("col", String(range.start.column)), ("endColumn", String(endColumn))]
        }
        properties.append(("title", "\(diagnostic.id.code) \(diagnostic.id.name)"))
        var message = PrintableText.escaped(diagnostic.message)
        for note in diagnostic.notes {
            let noteRange = report.range(of: note.range)
            let path = PrintableText.escaped(report.paths.relativePath(noteRange.path))
            message += "\nnote: \(path):\(noteRange.start.line):\(noteRange.start.column): \(PrintableText.escaped(note.message))"
        }
        for fixIt in diagnostic.fixIts {
            message += "\nfix-it: \(PrintableText.escaped(fixIt.message))"
        }
        let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(Self.command(for: diagnostic.severity)) \(list)::\(Self.escapeData(message))"
    }

    func summary(for report: DiagnosticReport) -> String {
        let errors = report.diagnostics.errorCount
        let warnings = report.diagnostics.warningCount
        var text = "viewspecc: \(Self.plural(errors, "error")) and \(Self.plural(warnings, "warning")) in \(Self.plural(report.fileCount, "file"))"
        if report.baselinedCount > 0 { text += " (\(Self.plural(report.baselinedCount, "known finding")) hidden by the baseline)" }
        guard errors > Self.annotationLimit || warnings > Self.annotationLimit else { return text }
        text += "; GitHub annotates only the first \(Self.annotationLimit) errors and \(Self.annotationLimit) warnings of a step"
            + " (all are in this log): upload a SARIF report (--report sarif=viewspec.sarif) to see every finding in code scanning"
        return "::notice title=viewspecc::" + Self.escapeData(text)
    }

    /// The runner decodes `%25`, `%0D` and `%0A` in a message.
    static func escapeData(_ text: String) -> String {
        escape(text, extra: [])
    }

    /// In a property `:` would end the property list and `,` the property.
    static func escapeProperty(_ text: String) -> String {
        escape(text, extra: [":", ","])
    }

    /// Scalar by scalar: `"\r\n"` is one `Character`, and must still become `%0D%0A`.
    private static func escape(_ text: String, extra: Set<Unicode.Scalar>) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            case _ where extra.contains(scalar): output += "%" + String(scalar.value, radix: 16, uppercase: true)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    private static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
