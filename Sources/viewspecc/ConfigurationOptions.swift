import ArgumentParser
import Foundation
import ViewSpec

/// Where the project's `viewspec.yml` is.
struct ConfigurationOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Configuration file to use; without it, viewspec.yml is searched for from the first input (or the current directory) upwards.",
        valueName: "file"))
    var config: String?

    @Flag(help: "Ignore viewspec.yml files.")
    var noConfig = false

    func validate() throws {
        if noConfig, config != nil { throw ValidationError("Give --config or --no-config, not both.") }
    }

    /// The configuration that applies, nil when there is none; a file with problems is
    /// reported like a spec and makes the command exit with status 2.
    func load(inputs: [String], report: ReportOptions) throws -> ProjectConfiguration? {
        if noConfig { return nil }
        let path: String
        if let config {
            // Anything but a directory is read, and a FIFO or device is refused there without blocking.
            guard let type = FilePathText.fileType(of: config), type != S_IFDIR else {
                Terminal.writeError("viewspecc: error: configuration file '\(FilePathText.displayed(config))' does not exist")
                throw ExitCode(ExitStatus.usage)
            }
            path = config
        } else {
            guard let found = ProjectConfiguration.find(from: inputs.first ?? ".") else { return nil }
            path = found
        }
        let loaded = ConfigurationDecoder().load(path: path)
        if let configuration = loaded.configuration, loaded.diagnostics.isEmpty { return configuration }
        try Self.print(loaded, options: report)
        guard let configuration = loaded.configuration else {
            Terminal.writeError("viewspecc: error: invalid configuration '\(FilePathText.displayed(path))'")
            throw ExitCode(ExitStatus.usage)
        }
        return configuration
    }
}

extension ConfigurationOptions {
    /// The configuration's problems, in the format the specs' would be reported in.
    /// Standard output gets them in its report's format (text when every report goes to a
    /// file): a configuration that cannot be read stops the run before any report file is made.
    static func print(_ loaded: ConfigurationLoadResult, options report: ReportOptions) throws(ExitCode) {
        let format = report.requests.first { $0.path == nil }?.format ?? .text
        let problems = DiagnosticReport(
            diagnostics: loaded.diagnostics, sources: loaded.source.map { [$0] } ?? [], fileCount: 1, paths: report.paths)
        let colors = Terminal.wantsColor(report.color, fileDescriptor: STDOUT_FILENO)
        try Terminal.write(format.reporter(colors: colors).render(problems))
    }
}

/// What a command compiles and how: the command line over the configuration over the defaults.
struct ProjectSettings {
    var configuration: ProjectConfiguration?
    var inputs: [String]
    var options: Compiler.Options
    var strict: Bool
    /// The checks the rules enable, before any a Settings.bundle output adds.
    var ruleEnabledChecks: Set<String> = []

    /// The options with the checks of a Settings.bundle exported in `dialect` (none without
    /// one) and of exported Android resources enabled, so that what those outputs cannot say
    /// is reported with everything else.
    func options(exportingSettingsBundleIn dialect: SettingsBundleDialect?, androidResources: Bool = false) -> Compiler.Options {
        var options = self.options
        options.enabledChecks = ruleEnabledChecks.union(dialect.map(CheckRegistry.settingsBundleChecks(for:)) ?? [])
        if androidResources { options.enabledChecks.formUnion(CheckRegistry.androidResourcesChecks) }
        return options
    }

    static func resolve(
        paths: [String], configuration configurationOptions: ConfigurationOptions, rules: RuleOptions, limits: LimitOptions,
        report: ReportOptions, viewport: Rect? = nil
    ) throws -> ProjectSettings {
        let configuration = try configurationOptions.load(inputs: paths, report: report)
        let inputs = paths.isEmpty ? configuration?.inputs ?? [] : paths
        guard !inputs.isEmpty else {
            Terminal.writeError("viewspecc: error: give at least one spec file or directory, or list them under 'inputs' in \(ProjectConfiguration.fileName)")
            Terminal.writeError("Run 'viewspecc help' for usage.")
            throw ExitCode(ExitStatus.usage)
        }
        var options = Compiler.Options(
            limits: limits.limits(over: configuration?.limits() ?? .default),
            viewport: viewport ?? configuration?.viewport ?? Compiler.Options.defaultViewport,
            rules: try rules.selection(over: configuration?.rules ?? RuleSelection()))
        // Nothing compiled is released before the command exits (`ProcessLifetime`).
        options.retainsCheckFacts = true
        var settings = ProjectSettings(
            configuration: configuration, inputs: inputs, options: options, strict: rules.strict ?? configuration?.strict ?? false,
            ruleEnabledChecks: options.enabledChecks)
        // A configuration that exports a Settings.bundle or Android resources has lint report what build would.
        if configuration?.settingsBundleOutput != nil || configuration?.androidResourcesOutput != nil {
            settings.options = settings.options(
                exportingSettingsBundleIn: configuration?.settingsBundleOutput.map { _ in configuration?.settingsBundleDialect ?? .apple },
                androidResources: configuration?.androidResourcesOutput != nil)
        }
        return settings
    }
}
