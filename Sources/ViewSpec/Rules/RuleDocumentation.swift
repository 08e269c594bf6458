/// The two renderings of the rule book: plain text for `viewspecc explain`, and the
/// Markdown reference `docs/rules.md`. Both come from `RuleBook`, so neither can drift
/// from the code.
public enum RuleDocumentation {
    // MARK: - explain

    public static func text(for rule: RuleDescription) -> String {
        let id = rule.id
        var lines = ["\(id.code) \(id.name) (\(id.defaultSeverity.rawValue), \(stageText(rule)))", "", id.summary, "", rule.explanation]
        if !rule.triggeringExamples.isEmpty {
            lines += ["", "Triggers it (↓ marks where it is reported):"]
            lines += indentedExamples(rule.triggeringExamples)
        }
        if !rule.fixedExamples.isEmpty {
            lines += ["", rule.stage == .check ? "Does not trigger it:" : "Fixed:"]
            lines += indentedExamples(rule.fixedExamples)
        }
        if let fix = rule.fix { lines += ["", "Fix: \(fix)"] }
        return lines.joined(separator: "\n") + "\n"
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

    private static func stageText(_ rule: RuleDescription) -> String {
        switch rule.stage {
        case .check: return "check; --disable or rules.disable in viewspec.yml turns it off"
        default: return "reported while \(rule.stage.rawValue); cannot be disabled"
        }
    }

    private static func indentedExamples(_ examples: [CheckExample]) -> [String] {
        var lines: [String] = []
        for example in examples {
            for (name, text) in example.files {
                lines.append("")
                if example.files.count > 1 || name != "example.yaml" { lines += ["  \(name):", ""] }
                lines += text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    \($0)" }
            }
        }
        return lines
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
            "configuration reader report cannot. In the examples, `↓` marks where the diagnostic is reported.",
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
            lines += ["", "## \(id.code) \(id.name)", "", id.summary, "", "Severity: \(id.defaultSeverity.rawValue).", "", rule.explanation]
            lines += fencedExamples(rule.stage == .check ? "Triggers" : "Triggers it", rule.triggeringExamples)
            lines += fencedExamples(rule.stage == .check ? "Does not trigger" : "Fixed", rule.fixedExamples)
            if let fix = rule.fix { lines += ["", "Fix: \(fix)"] }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The fragment of the rule's heading in docs/rules.md, as Markdown renderers make it.
    public static func anchor(_ rule: RuleDescription) -> String {
        "\(rule.id.code.lowercased())-\(rule.id.name)"
    }

    private static func fencedExamples(_ heading: String, _ examples: [CheckExample]) -> [String] {
        guard !examples.isEmpty else { return [] }
        var lines = ["", "### \(heading)"]
        for example in examples {
            for (name, text) in example.files {
                if example.files.count > 1 || name != "example.yaml" { lines += ["", "`\(name)`:"] }
                lines += ["", "```yaml", text, "```"]
            }
        }
        return lines
    }
}
