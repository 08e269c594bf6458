import Foundation

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

private final class SourcePathTable: @unchecked Sendable {
    static let shared = SourcePathTable()

    private let lock = NSLock()
    private var paths: [String] = []
    private var indexes: [String: UInt32] = [:]

    func intern(_ path: String) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let index = indexes[path] { return index }
        let index = UInt32(paths.count)
        paths.append(path)
        indexes[path] = index
        return index
    }

    func path(at index: UInt32) -> String {
        if index & Self.expansionBit != 0 { return expansion(at: index).file.string }
        lock.lock()
        defer { lock.unlock() }
        return paths[Int(index)]
    }

    /// Alias expansions are numbered apart from paths, with the top bit set.
    static let expansionBit: UInt32 = 1 << 31
    private var expansions: [AliasExpansion] = []
    private var expansionIndexes: [AliasExpansion: UInt32] = [:]

    func internExpansion(_ expansion: AliasExpansion) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let index = expansionIndexes[expansion] { return index }
        let index = UInt32(expansions.count) | Self.expansionBit
        expansions.append(expansion)
        expansionIndexes[expansion] = index
        return index
    }

    func expansion(at index: UInt32) -> AliasExpansion {
        lock.lock()
        defer { lock.unlock() }
        return expansions[Int(index & ~Self.expansionBit)]
    }
}
