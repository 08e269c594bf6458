/// Every diagnostic viewspecc can report, with what a code-scanning tool shows about it.
public enum RuleCatalog {
    public struct Rule: Sendable {
        public var id: DiagnosticID
        /// Why the rule exists (a check's rationale); nil for reading and parsing errors,
        /// whose summary says it all.
        public var rationale: String?
        /// A spec that triggers it, `↓` markers removed; nil when there is none to show.
        public var example: String?

        /// One paragraph: the summary, the rationale, an example.
        public var helpText: String {
            var parts = [id.summary]
            if let rationale { parts.append(rationale) }
            if let example { parts.append("Example that triggers it:\n\n" + example) }
            parts.append("Reference: docs/\(rationale == nil ? "diagnostics" : "checks").md, \(id.code) \(id.name).")
            return parts.joined(separator: "\n\n")
        }

        public var helpMarkdown: String {
            var parts = [id.summary]
            if let rationale { parts.append(rationale) }
            if let example { parts.append("Example that triggers it:\n\n```yaml\n" + example + "\n```") }
            parts.append("Reference: `docs/\(rationale == nil ? "diagnostics" : "checks").md`, \(id.code) `\(id.name)`.")
            return parts.joined(separator: "\n\n")
        }
    }

    /// Reading, decoding and check diagnostics, in code order.
    public static let all: [Rule] = {
        let front = (DiagnosticID.inputDiagnostics + DiagnosticID.decodeDiagnostics).map { Rule(id: $0) }
        let checks = CheckRegistry.all.map { check in
            let description = check.description
            let example = description.triggeringExamples.first?.files.first?.text.filter { $0 != CheckExample.marker }
            return Rule(id: description.id, rationale: description.rationale, example: example)
        }
        var seen = Set<String>()
        return (front + checks).sorted { $0.id < $1.id }.filter { seen.insert($0.id.code).inserted }
    }()
}
