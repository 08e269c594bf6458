/// The Markdown reference of every check, generated from the checks' own descriptions so
/// that the documentation cannot drift from the code (`docs/checks.md`).
public enum CheckDocumentation {
    public static func markdown(for checks: [any Check.Type] = CheckRegistry.all) -> String {
        var lines = [
            "# Checks",
            "",
            "<!-- Generated from the checks' descriptions; do not edit. Regenerate with:",
            "     VIEWSPEC_UPDATE_DOCS=1 swift test --filter CheckDocumentationTests -->",
            "",
            "Every check has a stable code and name. In the examples, `↓` marks where the check reports.",
            "",
            "| code | name | severity | summary |",
            "| --- | --- | --- | --- |",
        ]
        for check in checks {
            let id = check.description.id
            lines.append("| [\(id.code)](#\(id.code.lowercased())-\(id.name)) | \(id.name) | \(id.defaultSeverity.rawValue) | \(id.summary) |")
        }
        for check in checks {
            let description = check.description
            let id = description.id
            lines += ["", "## \(id.code) \(id.name)", "", id.summary, "", "Severity: \(id.defaultSeverity.rawValue).", ""]
            lines.append(description.rationale)
            lines += examples("Triggers", description.triggeringExamples)
            lines += examples("Does not trigger", description.nonTriggeringExamples)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func examples(_ heading: String, _ examples: [CheckExample]) -> [String] {
        var lines = ["", "### \(heading)"]
        for example in examples {
            for (name, text) in example.files {
                if example.files.count > 1 { lines += ["", "`\(name)`:"] }
                lines += ["", "```yaml", text, "```"]
            }
        }
        return lines
    }
}
