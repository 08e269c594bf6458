/// Checkstyle's XML report, which many review bots and CI plugins read: one `<file>` per
/// file with findings, one `<error>` per finding. `source` is `viewspecc.` and the
/// diagnostic's code and name, so a finding can be traced back to its rule.
public struct CheckstyleReporter: DiagnosticReporter {
    /// The Checkstyle report version these documents follow.
    public static let formatVersion = "4.3"

    public init() {}

    public func render(_ report: DiagnosticReport) -> String {
        let byFile = Dictionary(grouping: report.diagnostics, by: \.range.path)
        var output = XMLText.declaration + "<checkstyle \(XMLText.attribute("version", Self.formatVersion))>\n"
        for file in report.filePaths {
            let findings = byFile[file] ?? []
            guard !findings.isEmpty else { continue }
            output += "  <file \(XMLText.attribute("name", report.paths.relativePath(file)))>\n"
            for finding in findings {
                let start = report.range(of: finding.range).start
                let attributes = [
                    XMLText.attribute("line", String(start.line)),
                    XMLText.attribute("column", String(start.column)),
                    XMLText.attribute("severity", Self.severity(finding.severity)),
                    XMLText.attribute("message", finding.message),
                    XMLText.attribute("source", "viewspecc.\(finding.id.code).\(finding.id.name)"),
                ]
                output += "    <error \(attributes.joined(separator: " "))/>\n"
            }
            output += "  </file>\n"
        }
        output += "</checkstyle>\n"
        return output
    }

    private static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }
}
