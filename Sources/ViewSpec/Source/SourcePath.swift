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
        lock.lock()
        defer { lock.unlock() }
        return paths[Int(index)]
    }
}
