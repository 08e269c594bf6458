import ArgumentParser
import ViewSpec

/// Which rules run and which findings fail the run.
struct RuleOptions: ParsableArguments {
    /// Nil when not given, so that `strict` in viewspec.yml applies.
    @Flag(inversion: .prefixedNo, help: "Fail on warnings too: exit 1 when any warning remains (and, for build, write nothing).")
    var strict: Bool?

    @Option(name: .customLong("enable"), help: ArgumentHelp("Run this check (code or name) even if off by default or disabled in viewspec.yml; repeatable.", valueName: "rule"))
    var enabledRules: [String] = []

    @Option(name: .customLong("disable"), help: ArgumentHelp("Do not run this check (code or name); repeatable.", valueName: "rule"))
    var disabledRules: [String] = []

    /// `base` (the configuration's choices) with the command line's applied over it; an
    /// unknown rule is a usage error.
    func selection(over base: RuleSelection = RuleSelection()) throws -> RuleSelection {
        var selection = base
        do {
            try selection.apply(enable: enabledRules, disable: disabledRules)
        } catch {
            Terminal.writeError("viewspecc: error: \(error)")
            throw ExitCode(ExitStatus.usage)
        }
        return selection
    }
}
