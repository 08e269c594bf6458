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
}

extension SourcePath: CustomStringConvertible {
    public var description: String { string }
}

private final class SourcePathTable: Sendable {
    static let shared = SourcePathTable()

    private struct Paths {
        var byIndex: [String] = []
        var indexes: [String: UInt32] = [:]
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
        paths.withLock { $0.byIndex[Int(index)] }
    }
}
