/// The keys of `viewspec.yml` (docs/configuration.md).
public enum ConfigurationVocabulary {
    public static let file = Construct(
        "configuration", "Project settings for viewspecc; command-line flags override them.",
        keys: [
            .init("inputs", .anyOf([.string, .sequence(of: .string)]), "Spec files and directories to compile when the command line names none, relative to this file."),
            .init("output", .construct("output"), "Where build writes its outputs, relative to this file."),
            .init("viewport", .pattern(#"^[0-9.]+x[0-9.]+$"#, example: "390x844"), "Screen size the layout is computed for, in points: <width>x<height>."),
            .init("rules", .construct("rules"), "Checks to enable and disable, by code or name."),
            .init("strict", .boolean, "Fail on warnings too."),
            .init("limits", .construct("limits"), "Resource limits for reading spec files (docs/limits.md)."),
        ])
    public static let output = Construct(
        "output", "Output directories, relative to the configuration file, and how the Swift code is declared.",
        keys: [
            .init("layout", .string, "Directory for the JSON layout (build --out)."),
            .init("swift", .string, "Directory for generated Swift (build --swift)."),
            .init(
                "swift-access",
                .options([
                    OptionWord("public", "Every generated declaration is public: the code is a library's API."),
                    OptionWord("internal", "No generated declaration is public: the code is used inside its module."),
                ]),
                "Access level of the generated Swift declarations (build --swift-access); public by default."),
            .init(
                "settings-bundle", .string,
                "Directory for an exported Settings.bundle (build --settings-bundle); lint then also reports what the bundle cannot say."),
            .init(
                "settings-bundle-dialect",
                .options([
                    OptionWord("apple", "What iOS's Settings app reads; buttons, links and placeholders are left out and reported."),
                    OptionWord("inappsettingskit", "InAppSettingsKit's specifiers too: buttons, links and placeholders are exported."),
                ]),
                "Which reader the Settings.bundle is written for (build --settings-bundle-dialect); apple by default."),
            .init(
                "android-res", .string,
                "Resource folder for exported Android preference screens (build --android-res); lint then also reports what androidx.preference cannot show."),
        ])
    public static let rules = Construct(
        "rules", "Checks to switch on or off; the command line's --enable and --disable apply after these.",
        keys: [
            .init("enable", .sequence(of: .string), "Checks to run even when off by default, by code (VS0203) or name (unreachable-screen)."),
            .init("disable", .sequence(of: .string), "Checks not to run, by code or name."),
        ])
    public static let limits = Construct(
        "limits", "Resource limits (docs/limits.md); the command line's flags override them.",
        keys: [
            .init("max-file-size", .anyOf([.integer(minimum: 1), .string]), "Largest spec file read, in bytes, or with a K, M, KiB or MiB suffix."),
            .init("max-depth", .integer(minimum: 1), "Deepest nesting of sequences and mappings."),
            .init("max-aliases", .integer(minimum: 0), "Most aliases to sequences or mappings in one file."),
            .init("alias-expansion-factor", .integer(minimum: 0), "Aliases may stand for at most this many times the nodes written in a file."),
        ])

    public static let constructs = [file, output, rules, limits]
}
