import ArgumentParser
import ViewSpec

/// What every command that compiles specs takes besides its inputs: which configuration
/// applies, how findings are reported, which rules run and the resource limits. One group,
/// so that `lint` and `build` take them alike and their help lists them alike.
struct ProjectOptions: ParsableArguments {
    @OptionGroup(title: "Configuration")
    var configuration: ConfigurationOptions

    @OptionGroup(title: "Report")
    var report: ReportOptions

    @OptionGroup(title: "Rules")
    var rules: RuleOptions

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    /// What to compile and how: `paths` (or the configuration's inputs) with the command
    /// line over the configuration over the defaults; `viewport` from the command line.
    func settings(paths: [String], viewport: Rect? = nil) throws -> ProjectSettings {
        try ProjectSettings.resolve(
            paths: paths, configuration: configuration, rules: rules, limits: limits, report: report, viewport: viewport)
    }
}
