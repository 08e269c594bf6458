import ArgumentParser
import ViewSpec

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explains a rule: what it reports, an example that triggers it, and the fix.",
        discussion: """
            Rules are named by code or name, in any case. docs/rules.md holds the same text for \
            every rule.

            Examples:
              viewspecc explain VS0203
              viewspecc explain duplicate-key
              viewspecc explain --list
            """
    )

    @Argument(help: ArgumentHelp("The rule's code (VS0203) or name (unreachable-screen).", valueName: "rule"))
    var rule: String?

    @Flag(help: "List every rule with its code, name, severity and summary.")
    var list = false

    func validate() throws {
        if list, rule != nil { throw ValidationError("Give a rule or --list, not both.") }
        if !list, rule == nil { throw ValidationError("Give a rule's code or name, or --list.") }
    }

    func run() throws {
        if list {
            try Terminal.write(RuleDocumentation.list())
            try Terminal.write("\nReported by viewspecc import about the native settings files it reads:\n" + RuleDocumentation.list(importDiagnostics: RuleDocumentation.importDiagnostics))
            return
        }
        if let rule, RuleBook.rule(rule) == nil, let importDiagnostic = RuleDocumentation.importDiagnostic(rule) {
            try Terminal.write(RuleDocumentation.text(for: importDiagnostic))
            return
        }
        guard let rule, let description = RuleBook.rule(rule) else {
            let text = rule ?? ""
            let hint = RuleCatalog.suggestion(for: text).map { "; did you mean '\($0)'?" } ?? "; 'viewspecc explain --list' lists every rule"
            Terminal.writeError("viewspecc: error: unknown rule '\(text)'\(hint)")
            throw ExitCode(ExitStatus.usage)
        }
        try Terminal.write(RuleDocumentation.text(for: description))
    }
}
