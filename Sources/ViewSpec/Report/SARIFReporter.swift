/// SARIF 2.1.0 (OASIS), the format GitHub code scanning and other analysis dashboards read.
///
/// One run: the driver lists every rule viewspecc has (not only those that fired), in code
/// order, so a rule's `ruleIndex` never depends on the findings. Locations are relative to
/// the report's base directory under `uriBaseId` `%SRCROOT%`, columns count Unicode scalars
/// (`columnKind` `unicodeCodePoints`) and region ends are exclusive, exactly as viewspecc's
/// own ranges are. `partialFingerprints` identify a finding by rule, file and source text,
/// not by line number, so moving unrelated lines does not make an old finding look new.
public struct SARIFReporter: DiagnosticReporter {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let uriBaseID = "%SRCROOT%"
    public static let fingerprintKey = "primaryLocationLineHash"

    public init() {}

    public func render(_ report: DiagnosticReport) -> String {
        let rules = RuleBook.all
        // The import's diagnostics come after the rules, whose codes are all lower.
        let importDiagnostics = RuleDocumentation.importDiagnostics
        let codes = rules.map(\.id.code) + importDiagnostics.map(\.code)
        let ruleIndex = Dictionary(codes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let fingerprints = FindingContext.fingerprints(for: report)
        let results = zip(report.diagnostics, fingerprints).map { diagnostic, fingerprint in
            result(diagnostic, ruleIndex: ruleIndex[diagnostic.id.code], fingerprint: fingerprint, in: report)
        }
        let driver: JSONValue = .object([
            ("name", "viewspecc"),
            ("version", .string(ViewSpecVersion.current)),
            ("semanticVersion", .string(ViewSpecVersion.current)),
            ("rules", .array(rules.map(Self.descriptor) + importDiagnostics.map(Self.descriptor))),
        ])
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])),
            ("columnKind", "unicodeCodePoints"),
            ("results", .array(results)),
        ])
        return JSONWriter(style: .pretty).string(for: .object([
            ("$schema", .string(Self.schemaURI)),
            ("version", "2.1.0"),
            ("runs", [run]),
        ]))
    }

    static func descriptor(_ rule: RuleDescription) -> JSONValue {
        .object([
            ("id", .string(rule.id.code)),
            ("name", .string(rule.id.name)),
            ("shortDescription", .object([("text", .string(rule.id.summary))])),
            ("fullDescription", .object([("text", .string(rule.id.summary + " " + rule.rationale))])),
            ("help", .object([("text", .string(helpText(rule))), ("markdown", .string(helpMarkdown(rule)))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.id.defaultSeverity)))])),
        ])
    }

    /// An import diagnostic, about a native settings file rather than a spec.
    static func descriptor(_ id: DiagnosticID) -> JSONValue {
        let help = RuleDocumentation.text(for: id).trimmingCharacters(in: .newlines) + "\n\nReference: docs/import.md; viewspecc explain \(id.code)."
        return .object([
            ("id", .string(id.code)),
            ("name", .string(id.name)),
            ("shortDescription", .object([("text", .string(id.summary))])),
            ("fullDescription", .object([("text", .string(id.summary + " Reported by viewspecc import about the native settings files it reads, never by lint."))])),
            ("help", .object([("text", .string(help)), ("markdown", .string(help))])),
            ("defaultConfiguration", .object([("level", .string(level(id.defaultSeverity)))])),
        ])
    }

    /// The rationale, the first example that triggers the rule and one that does not, as `explain` gives them.
    static func helpText(_ rule: RuleDescription) -> String {
        var parts = [rule.id.summary, rule.rationale]
        if let example = rule.triggeringExamples.first { parts.append("Example that triggers it:\n\n" + plain(example)) }
        if let fixed = rule.nonTriggeringExamples.first { parts.append("Does not trigger it:\n\n" + plain(fixed)) }
        if let fix = rule.howToFix { parts.append("Fix: " + fix) }
        parts.append("Reference: docs/rules.md, \(rule.id.code) \(rule.id.name); viewspecc explain \(rule.id.code).")
        return parts.joined(separator: "\n\n")
    }

    static func helpMarkdown(_ rule: RuleDescription) -> String {
        var parts = [rule.id.summary, rule.rationale]
        if let example = rule.triggeringExamples.first { parts.append("Example that triggers it:\n\n```yaml\n" + plain(example) + "\n```") }
        if let fixed = rule.nonTriggeringExamples.first { parts.append("Does not trigger it:\n\n```yaml\n" + plain(fixed) + "\n```") }
        if let fix = rule.howToFix { parts.append("Fix: " + fix) }
        parts.append("Reference: `docs/rules.md`, \(rule.id.code) `\(rule.id.name)`; `viewspecc explain \(rule.id.code)`.")
        return parts.joined(separator: "\n\n")
    }

    /// An example's files without the `↓` markers, each under a comment naming it when there are several.
    private static func plain(_ example: RuleExample) -> String {
        example.withoutMarkers.map { name, text in
            var plain = text
            while plain.hasSuffix("\n") { plain.removeLast() }
            return example.files.count == 1 ? plain : "# \(name)\n" + plain
        }.joined(separator: "\n\n")
    }

    private func result(_ diagnostic: Diagnostic, ruleIndex: Int?, fingerprint: String, in report: DiagnosticReport) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.id.code))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members += [
            ("level", .string(Self.level(diagnostic.severity))),
            ("message", .object([("text", .string(diagnostic.message))])),
            ("locations", [.object([("physicalLocation", physicalLocation(diagnostic.range, in: report))])]),
            ("partialFingerprints", .object([(Self.fingerprintKey, .string(fingerprint))])),
        ]
        if !diagnostic.notes.isEmpty {
            members.append(("relatedLocations", .array(diagnostic.notes.enumerated().map { index, note in
                .object([
                    ("id", .int(index + 1)),
                    ("physicalLocation", physicalLocation(note.range, in: report)),
                    ("message", .object([("text", .string(note.message))])),
                ])
            })))
        }
        if !diagnostic.fixIts.isEmpty {
            members.append(("fixes", .array(diagnostic.fixIts.map { fixIt in
                .object([
                    ("description", .object([("text", .string(fixIt.message))])),
                    ("artifactChanges", [.object([
                        ("artifactLocation", artifactLocation(fixIt.range.path, in: report)),
                        ("replacements", [.object([
                            ("deletedRegion", region(report.range(of: fixIt.range))),
                            ("insertedContent", .object([("text", .string(fixIt.replacement))])),
                        ])]),
                    ])]),
                ])
            })))
        }
        return .object(members)
    }

    private func physicalLocation(_ span: SourceSpan, in report: DiagnosticReport) -> JSONValue {
        .object([("artifactLocation", artifactLocation(span.path, in: report)), ("region", region(report.range(of: span)))])
    }

    private func artifactLocation(_ path: String, in report: DiagnosticReport) -> JSONValue {
        .object([("uri", .string(report.paths.relativeURI(path))), ("uriBaseId", .string(Self.uriBaseID))])
    }

    private func region(_ range: SourceRange) -> JSONValue {
        .object([
            ("startLine", .int(range.start.line)),
            ("startColumn", .int(range.start.column)),
            ("endLine", .int(range.end.line)),
            ("endColumn", .int(range.end.column)),
        ])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
