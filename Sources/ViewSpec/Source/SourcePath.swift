import Synchronization

/// A source file's path, interned: equal paths get equal values, which are four bytes
/// and need no reference counting.
///
/// The table of paths lives as long as the process and only grows; it holds one entry
/// per distinct path ever named, which for a compiler is the files it was given.
public struct SourcePath: Hashable, Sendable {
    private let index: UInt32

    public init(_ path: String) {
        index = SourcePathTable.shared.intern(path)
    }

    public var string: String {
        SourcePathTable.shared.path(at: index)
    }

    /// The place a value reached through an alias is reported at: the expansion of `file`
    /// by the alias at `alias` (byte offsets), naming the anchor `anchor`. Ranges in it have
    /// the offsets of the anchored text they come from; reporting moves a diagnostic made
    /// there to the alias, with a note at that text (`Diagnostic.relocatingAliasExpansions`).
    /// Equal arguments give the same path, so that the same alias read twice is one place.
    static func aliasExpansion(of file: SourcePath, alias: Range<Int>, anchor: String) -> SourcePath {
        SourcePath(index: SourcePathTable.shared.internExpansion(AliasExpansion(file: file, alias: alias, anchor: anchor)))
    }

    /// The alias expansion this path stands for, if it is one.
    var aliasExpansion: AliasExpansion? {
        index & SourcePathTable.expansionBit == 0 ? nil : SourcePathTable.shared.expansion(at: index)
    }

    private init(index: UInt32) {
        self.index = index
    }
}

/// Where an alias stands for a value written elsewhere in its file.
struct AliasExpansion: Hashable, Sendable {
    /// The file of the alias and of the value.
    var file: SourcePath
    /// The alias (`*name`), as byte offsets.
    var alias: Range<Int>
    var anchor: String
}

extension SourcePath: CustomStringConvertible {
    public var description: String { string }
}

private final class SourcePathTable: Sendable {
    static let shared = SourcePathTable()

    /// Alias expansions are numbered apart from paths, with the top bit set.
    static let expansionBit: UInt32 = 1 << 31

    private struct Paths {
        var byIndex: [String] = []
        var indexes: [String: UInt32] = [:]
        var expansions: [AliasExpansion] = []
        var expansionIndexes: [AliasExpansion: UInt32] = [:]
    }

    private let paths = Mutex(Paths())

    func intern(_ path: String) -> UInt32 {
        paths.withLock { paths in
            if let index = paths.indexes[path] { return index }
            let index = UInt32(paths.byIndex.count)
            paths.byIndex.append(path)
            paths.indexes[path] = index
            return index
        }
    }

    func path(at index: UInt32) -> String {
        if index & Self.expansionBit != 0 { return expansion(at: index).file.string }
        return paths.withLock { $0.byIndex[Int(index)] }
    }

    func internExpansion(_ expansion: AliasExpansion) -> UInt32 {
        paths.withLock { paths in
            if let index = paths.expansionIndexes[expansion] { return index }
            let index = UInt32(paths.expansions.count) | Self.expansionBit
            paths.expansions.append(expansion)
            paths.expansionIndexes[expansion] = index
            return index
        }
    }

    func expansion(at index: UInt32) -> AliasExpansion {
        paths.withLock { $0.expansions[Int(index & ~Self.expansionBit)] }
    }
}
