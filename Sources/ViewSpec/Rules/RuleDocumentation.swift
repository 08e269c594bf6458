/// The two renderings of the rule book: plain text for `viewspecc explain`, and the
/// Markdown reference `docs/rules.md`. Both come from `RuleBook`, so neither can drift
/// from the code.
public enum RuleDocumentation {
    // MARK: - explain

    public static func text(for rule: RuleDescription) -> String {
        let id = rule.id
        var lines = ["\(id.code) \(id.name) (\(id.defaultSeverity.rawValue), \(stageText(rule)))", "", id.summary, "", rule.rationale]
        let triggering = shownTriggeringExamples(rule)
        if !triggering.isEmpty {
            lines += ["", "Triggers it (↓ marks where it is reported):"]
            lines += indented(triggering.map(\.files))
        }
        if !rule.nonTriggeringExamples.isEmpty {
            lines += ["", "Does not trigger it:"]
            lines += indented(rule.nonTriggeringExamples.map(\.files))
        }
        for correction in rule.corrections {
            lines += ["", "\(fixItsName(correction).capitalizedFirst) correct this (↓ marks where it is reported):"]
            lines += indented([correction.before.files])
            lines += ["", "into this:"]
            lines += indented([correction.after])
        }
        if let fix = rule.howToFix { lines += ["", "Fix: \(fix)"] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The diagnostics `viewspecc import` reports about native settings files (property
    /// lists, strings tables, Android resources): not rules of lint, so they have no
    /// examples in specs, but `explain` knows them by code and name as it knows the rules.
    public static let importDiagnostics: [DiagnosticID] =
        (DiagnosticID.interchangeDiagnostics + DiagnosticID.importDiagnostics + DiagnosticID.androidImportDiagnostics).sorted()

    /// The import diagnostic of this code or name, in any case.
    public static func importDiagnostic(_ codeOrName: String) -> DiagnosticID? {
        let wanted = codeOrName.lowercased()
        return importDiagnostics.first { $0.code.lowercased() == wanted || $0.name == wanted }
    }

    /// `explain`'s text for an import diagnostic.
    public static func text(for importDiagnostic: DiagnosticID) -> String {
        let id = importDiagnostic
        return [
            "\(id.code) \(id.name) (\(id.defaultSeverity.rawValue), reported by viewspecc import about the files it reads)",
            "", id.summary, "",
            "It is about a Settings.bundle or Android resource file, not a spec, so lint never reports it; docs/import.md says what the import does about it.",
        ].joined(separator: "\n") + "\n"
    }

    /// One line per rule: code, name, severity and summary.
    public static func list(_ rules: [RuleDescription] = RuleBook.all) -> String {
        let nameWidth = rules.map(\.id.name.count).max() ?? 0
        return rules.map { rule in
            let id = rule.id
            let padding = String(repeating: " ", count: nameWidth - id.name.count)
            return "\(id.code)  \(id.name)\(padding)  \(id.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(id.summary)"
        }.joined(separator: "\n") + "\n"
    }

    /// One line per import diagnostic, as `list` writes the rules.
    public static func list(importDiagnostics ids: [DiagnosticID]) -> String {
        let nameWidth = ids.map(\.name.count).max() ?? 0
        return ids.map { id in
            let padding = String(repeating: " ", count: nameWidth - id.name.count)
            return "\(id.code)  \(id.name)\(padding)  \(id.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(id.summary)"
        }.joined(separator: "\n") + "\n"
    }

    private static func stageText(_ rule: RuleDescription) -> String {
        switch rule.stage {
        case .check: return "check; --disable or rules.disable in viewspec.yml turns it off"
        default: return "reported while \(rule.stage.rawValue); cannot be disabled"
        }
    }

    private static func indented(_ projects: [[(name: String, text: String)]]) -> [String] {
        var lines: [String] = []
        for files in projects {
            for (name, text) in files {
                lines.append("")
                if files.count > 1 || name != "example.yaml" { lines += ["  \(name):", ""] }
                lines += text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    \($0)" }
            }
        }
        return lines
    }

    /// "its fix-its", or for a correction that applies one fix-it of several, "the fix-it 'indent …'".
    private static func fixItsName(_ correction: RuleCorrection) -> String {
        correction.fixIt.map { "the fix-it '\($0)'" } ?? "its fix-its"
    }

    /// The examples that trigger the rule, but for those a correction starts from, which
    /// are shown with their correction.
    private static func shownTriggeringExamples(_ rule: RuleDescription) -> [RuleExample] {
        func same(_ a: [(name: String, text: String)], _ b: [(name: String, text: String)]) -> Bool {
            a.map(\.name) == b.map(\.name) && a.map(\.text) == b.map(\.text)
        }
        return rule.triggeringExamples.filter { example in !rule.corrections.contains { same($0.before.files, example.files) } }
    }

    // MARK: - docs/rules.md

    public static func markdown(_ rules: [RuleDescription] = RuleBook.all) -> String {
        var lines = [
            "# Rules",
            "",
            "<!-- Generated from the rules' descriptions; do not edit. Regenerate with:",
            "     VIEWSPEC_UPDATE_DOCS=1 swift test --filter RuleDocumentationTests -->",
            "",
            "Every diagnostic has a stable code and name; `viewspecc explain <code or name>` prints its",
            "entry below. The checks (VS02xx, and VS03xx for Swift names) can be turned off with `--disable`",
            "or `rules.disable` in [viewspec.yml](configuration.md); what the loader, the decoder and the",
            "configuration reader report cannot. In the examples, `↓` marks where the diagnostic is reported;",
            "a rule that offers fix-its shows what they make of its example, as the tests apply them.",
            "",
            "| code | name | severity | reported while | summary |",
            "| --- | --- | --- | --- | --- |",
        ]
        for rule in rules {
            let id = rule.id
            let stage = rule.stage == .check ? "checking" : rule.stage.rawValue
            lines.append("| [\(id.code)](#\(anchor(rule))) | \(id.name) | \(id.defaultSeverity.rawValue) | \(stage) | \(id.summary) |")
        }
        for rule in rules {
            let id = rule.id
            lines += ["", "## \(id.code) \(id.name)", "", id.summary, "", "Severity: \(id.defaultSeverity.rawValue).", "", rule.rationale]
            lines += fenced("Triggers", shownTriggeringExamples(rule).map(\.files))
            lines += fenced("Does not trigger", rule.nonTriggeringExamples.map(\.files))
            if !rule.corrections.isEmpty {
                lines += ["", "### Corrections"]
                for correction in rule.corrections {
                    lines += ["", "Before:"] + fencedFiles(correction.before.files)
                    lines += ["", "After \(fixItsName(correction)):"] + fencedFiles(correction.after)
                }
            }
            if let fix = rule.howToFix { lines += ["", "Fix: \(fix)"] }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The fragment of the rule's heading in docs/rules.md, as Markdown renderers make it.
    public static func anchor(_ rule: RuleDescription) -> String {
        "\(rule.id.code.lowercased())-\(rule.id.name)"
    }

    private static func fenced(_ heading: String, _ projects: [[(name: String, text: String)]]) -> [String] {
        guard !projects.isEmpty else { return [] }
        return ["", "### \(heading)"] + projects.flatMap(fencedFiles)
    }

    private static func fencedFiles(_ files: [(name: String, text: String)]) -> [String] {
        var lines: [String] = []
        for (name, text) in files {
            if files.count > 1 || name != "example.yaml" { lines += ["", "`\(name)`:"] }
            lines += ["", "```yaml", text, "```"]
        }
        return lines
    }
}

extension String {
    /// The string with its first letter upper-cased: "its fix-its" → "Its fix-its".
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
