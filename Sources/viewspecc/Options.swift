import ArgumentParser
import ViewSpec

/// The resource limits, shared by every command that reads specs.
struct LimitOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Largest spec file read (bytes; K, M or KiB, MiB suffixes allowed).", valueName: "size"))
    var maxFileSize: ByteCount = ByteCount(YAMLLimits.default.maxFileSize)

    @Option(help: ArgumentHelp("Deepest nesting of sequences and mappings.", valueName: "levels"))
    var maxDepth: Int = YAMLLimits.default.maxDepth

    @Option(help: ArgumentHelp("Most aliases to sequences or mappings in one file.", valueName: "count"))
    var maxAliases: Int = YAMLLimits.default.maxCollectionAliases

    @Option(help: ArgumentHelp("Aliases may stand for at most this many times the nodes written in a file.", valueName: "factor"))
    var aliasExpansionFactor: Int = YAMLLimits.default.aliasExpansionFactor

    func validate() throws {
        if maxFileSize.bytes < 1 { throw ValidationError("--max-file-size must be at least 1 byte.") }
        if maxDepth < 1 { throw ValidationError("--max-depth must be at least 1.") }
        if maxAliases < 0 { throw ValidationError("--max-aliases must not be negative.") }
        if aliasExpansionFactor < 0 { throw ValidationError("--alias-expansion-factor must not be negative.") }
    }

    var limits: YAMLLimits {
        YAMLLimits(
            maxFileSize: maxFileSize.bytes, maxDepth: maxDepth,
            maxCollectionAliases: maxAliases, aliasExpansionFactor: aliasExpansionFactor)
    }
}

/// A size in bytes, written `4194304`, `4M`, `4MiB`, `512K` or `512KiB`.
struct ByteCount: ExpressibleByArgument {
    var bytes: Int

    init(_ bytes: Int) {
        self.bytes = bytes
    }

    init?(argument: String) {
        let units: [(suffix: String, factor: Int)] = [
            ("KiB", 1024), ("MiB", 1024 * 1024), ("K", 1024), ("M", 1024 * 1024), ("B", 1), ("", 1),
        ]
        for unit in units where argument.hasSuffix(unit.suffix) {
            guard let number = Int(argument.dropLast(unit.suffix.count)) else { continue }
            let (product, overflow) = number.multipliedReportingOverflow(by: unit.factor)
            guard !overflow else { return nil }
            bytes = product
            return
        }
        return nil
    }

    var defaultValueDescription: String { "\(bytes)" }
}
