/// The resource limits that bound what one input file may cost to load.
///
/// Every limit is checked while parsing, before the cost is paid, so a hostile file is
/// rejected in time proportional to the limit rather than to its own size. Each is
/// documented in `docs/limits.md` and can be changed on the command line.
public struct YAMLLimits: Hashable, Sendable {
    /// Largest file read, in bytes.
    public var maxFileSize: Int
    /// Deepest nesting of sequences and mappings. libyaml 0.2.5 has no such limit and
    /// is quadratic in flow nesting, so this check is what keeps `[[[[…` fast.
    public var maxDepth: Int
    /// Most aliases to sequences or mappings in one file.
    public var maxCollectionAliases: Int
    /// The nodes that aliases stand for may add up to at most this multiple of the nodes
    /// written in the file so far: this is what stops "billion laughs".
    public var aliasExpansionFactor: Int

    public init(
        maxFileSize: Int = YAMLLimits.default.maxFileSize,
        maxDepth: Int = YAMLLimits.default.maxDepth,
        maxCollectionAliases: Int = YAMLLimits.default.maxCollectionAliases,
        aliasExpansionFactor: Int = YAMLLimits.default.aliasExpansionFactor
    ) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxCollectionAliases = maxCollectionAliases
        self.aliasExpansionFactor = aliasExpansionFactor
    }

    private init(defaultsWithFileSize maxFileSize: Int) {
        self.maxFileSize = maxFileSize
        self.maxDepth = 64
        self.maxCollectionAliases = 50
        self.aliasExpansionFactor = 10
    }

    public static let `default` = YAMLLimits(defaultsWithFileSize: 4 * 1024 * 1024)

    /// No file larger than this is read, whatever `maxFileSize` says: a document keeps
    /// source positions and node indexes in 32 bits, and every node takes at least two
    /// bytes of text, so a gibibyte keeps both well inside their range.
    public static let largestReadableFileSize = 1 << 30
}
