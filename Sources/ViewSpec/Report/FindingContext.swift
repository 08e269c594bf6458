/// What identifies a finding across edits: its rule, its file (relative to the base
/// directory) and the source text it points at, never its line number. Inserting or
/// deleting lines elsewhere, or re-indenting the line itself, keeps the identity; editing
/// the offending text changes it. SARIF fingerprints and the baseline both use it.
public struct FindingContext: Hashable, Sendable {
    public var rule: String
    /// Relative to the report's base directory.
    public var file: String
    /// The finding's first line with surrounding whitespace removed; empty when the file
    /// could not be read.
    public var sourceLine: String
    /// The part of that line the finding points at.
    public var snippet: String

    public init(rule: String, file: String, sourceLine: String, snippet: String) {
        self.rule = rule
        self.file = file
        self.sourceLine = sourceLine
        self.snippet = snippet
    }

    public init(_ diagnostic: Diagnostic, in report: DiagnosticReport) {
        let range = report.range(of: diagnostic.range)
        let line = report.sourceMap.lineText(range.start.line, of: range.file)
        let scalars = Array(line.unicodeScalars)
        let start = min(max(range.start.column - 1, 0), scalars.count)
        let end = range.end.line == range.start.line ? min(max(range.end.column - 1, start), scalars.count) : scalars.count
        var snippet = String.UnicodeScalarView()
        snippet.append(contentsOf: scalars[start..<end])
        self.init(
            rule: diagnostic.id.code, file: report.paths.relativePath(range.path),
            sourceLine: Self.trimmed(line), snippet: Self.trimmed(String(snippet)))
    }

    /// Sixteen hexadecimal digits over rule, file, line and snippet.
    public var hash: String {
        StableHash.hex(rule, file, sourceLine, snippet)
    }

    /// `hash:n`, n counting from 1 among the report's findings with the same hash in
    /// report order, so that identical lines each get their own stable fingerprint (the
    /// form GitHub code scanning uses for `primaryLocationLineHash`).
    public static func fingerprints(for report: DiagnosticReport) -> [String] {
        var seen: [String: Int] = [:]
        return report.diagnostics.map { diagnostic in
            let hash = FindingContext(diagnostic, in: report).hash
            let occurrence = seen[hash, default: 0] + 1
            seen[hash] = occurrence
            return "\(hash):\(occurrence)"
        }
    }

    private static func trimmed(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
