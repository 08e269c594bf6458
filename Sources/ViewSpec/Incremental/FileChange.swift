/// A change to the files of a project kept open by `IncrementalProject`.
public enum FileChange: Sendable, Equatable {
    /// The file at `path` holds `bytes` now: a new file, or new contents of a known one.
    case write(path: String, bytes: [UInt8])
    /// The file at `path` is to be read from disk, as `lint` reads it (new, or changed on
    /// disk); a file that cannot be read is reported as `lint` reports it.
    case read(path: String)
    /// The file at `path` is no longer part of the project.
    case remove(path: String)

    public var path: String {
        switch self {
        case .write(let path, _), .read(let path), .remove(let path): path
        }
    }
}

/// What an update of an `IncrementalProject` did.
public struct ProjectUpdate: Sendable, Equatable {
    /// The files whose diagnostics are not what they were before the update, sorted: what
    /// an editor has to be told again.
    public var pathsWithChangedDiagnostics: [String]
    /// The files read (loaded and decoded) again: those the update changed, and no other.
    public var reloadedPaths: [String]
    /// The files whose declarations the checks of scope `.declarations` judged again,
    /// sorted: the changed files, and those whose diagnostics the change can affect.
    public var recheckedPaths: [String]
    /// Whether every file was judged again, because something every file's checks read
    /// changed (a file became unreadable, or readable again).
    public var recheckedEveryFile: Bool

    public init(pathsWithChangedDiagnostics: [String], reloadedPaths: [String], recheckedPaths: [String], recheckedEveryFile: Bool) {
        self.pathsWithChangedDiagnostics = pathsWithChangedDiagnostics
        self.reloadedPaths = reloadedPaths
        self.recheckedPaths = recheckedPaths
        self.recheckedEveryFile = recheckedEveryFile
    }
}
