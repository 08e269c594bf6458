/// JUnit XML, as CI test-report viewers read it: one `<testsuite>` per file, one
/// `<testcase>` per finding. Errors are `<failure>`s; warnings and notes are passing test
/// cases whose text is in `<system-out>`, because they do not fail the run either. A file
/// without findings has one passing test case, so it still shows as checked.
public struct JUnitReporter: DiagnosticReporter {
    public init() {}

    public func render(_ report: DiagnosticReport) -> String {
        let byFile = Dictionary(grouping: report.diagnostics, by: \.range.path)
        let files = report.filePaths
        let testCount = files.reduce(0) { $0 + max(byFile[$1]?.count ?? 0, 1) }
        let failureCount = report.diagnostics.errorCount
        var output = XMLText.declaration
        output += "<testsuites \(XMLText.attribute("name", "viewspecc")) tests=\"\(testCount)\" failures=\"\(failureCount)\" errors=\"0\">\n"
        for file in files {
            let name = report.paths.relativePath(file)
            let findings = byFile[file] ?? []
            output += "  <testsuite \(XMLText.attribute("name", name)) tests=\"\(max(findings.count, 1))\""
                + " failures=\"\(findings.errorCount)\" errors=\"0\" skipped=\"0\">\n"
            if findings.isEmpty {
                output += "    <testcase \(XMLText.attribute("classname", name)) \(XMLText.attribute("name", "no problems found"))/>\n"
            }
            for finding in findings {
                let start = report.range(of: finding.range).start
                let location = "\(name):\(start.line):\(start.column)"
                let line = "\(location): \(finding.severity.rawValue): \(finding.message) [\(finding.id.code)]"
                    + finding.notes.map { note in
                        let noteRange = report.range(of: note.range)
                        return "\n\(report.paths.relativePath(noteRange.path)):\(noteRange.start.line):\(noteRange.start.column): note: \(note.message)"
                    }.joined()
                output += "    <testcase \(XMLText.attribute("classname", name)) \(XMLText.attribute("name", "\(finding.id.code) \(finding.id.name) at \(start.line):\(start.column)"))>\n"
                if finding.severity == .error {
                    output += "      <failure \(XMLText.attribute("message", finding.message)) \(XMLText.attribute("type", finding.id.code))>"
                        + XMLText.escaped(line) + "</failure>\n"
                } else {
                    output += "      <system-out>" + XMLText.escaped(line) + "</system-out>\n"
                }
                output += "    </testcase>\n"
            }
            output += "  </testsuite>\n"
        }
        output += "</testsuites>\n"
        return output
    }
}
