import ArgumentParser
import ViewSpec

/// The resource limits, shared by every command that reads specs.
struct LimitOptions: ParsableArguments {
    // Optional, so that a limit the command line does not give keeps viewspec.yml's.
    @Option(help: ArgumentHelp(
        "Largest spec file read (bytes; K, M or KiB, MiB suffixes allowed). (default: \(YAMLLimits.default.maxFileSize))", valueName: "size"))
    var maxFileSize: ByteCount?

    @Option(help: ArgumentHelp("Deepest nesting of sequences and mappings. (default: \(YAMLLimits.default.maxDepth))", valueName: "levels"))
    var maxDepth: Int?

    @Option(help: ArgumentHelp("Most aliases to sequences or mappings in one file. (default: \(YAMLLimits.default.maxCollectionAliases))", valueName: "count"))
    var maxAliases: Int?

    @Option(help: ArgumentHelp(
        "Aliases may stand for at most this many times the nodes written in a file. (default: \(YAMLLimits.default.aliasExpansionFactor))",
        valueName: "factor"))
    var aliasExpansionFactor: Int?

    func validate() throws {
        if let maxFileSize, maxFileSize.bytes < 1 { throw ValidationError("--max-file-size must be at least 1 byte.") }
        if let maxDepth, maxDepth < 1 { throw ValidationError("--max-depth must be at least 1.") }
        if let maxAliases, maxAliases < 0 { throw ValidationError("--max-aliases must not be negative.") }
        if let aliasExpansionFactor, aliasExpansionFactor < 0 { throw ValidationError("--alias-expansion-factor must not be negative.") }
    }

    /// `base` (the configuration's limits) with the ones given on the command line.
    func limits(over base: YAMLLimits = .default) -> YAMLLimits {
        YAMLLimits(
            maxFileSize: maxFileSize?.bytes ?? base.maxFileSize, maxDepth: maxDepth ?? base.maxDepth,
            maxCollectionAliases: maxAliases ?? base.maxCollectionAliases,
            aliasExpansionFactor: aliasExpansionFactor ?? base.aliasExpansionFactor)
    }
}

/// A size in bytes, written `4194304`, `4M`, `4MiB`, `512K` or `512KiB`.
struct ByteCount: ExpressibleByArgument {
    var bytes: Int

    init(_ bytes: Int) {
        self.bytes = bytes
    }

    init?(argument: String) {
        guard let bytes = SettingSyntax.byteCount(argument) else { return nil }
        self.bytes = bytes
    }

    var defaultValueDescription: String { "\(bytes)" }
}
