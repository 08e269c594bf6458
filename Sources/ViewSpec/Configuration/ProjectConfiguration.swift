import Foundation

/// What `viewspec.yml` sets for a project. Every value is optional: a command-line flag
/// overrides the file, and a value neither gives keeps the compiler's default. Paths are
/// resolved against the directory that holds the file, whatever the current directory.
public struct ProjectConfiguration: Sendable, Equatable {
    public static let fileName = "viewspec.yml"

    /// The configuration file itself.
    public var path: String
    /// Spec files and directories to compile when the command line names none.
    public var inputs: [String]?
    /// Where `build` writes the JSON layout.
    public var layoutOutput: String?
    /// Where `build` writes generated Swift.
    public var swiftOutput: String?
    /// The access level of generated Swift declarations; the build plugin reads it here.
    public var swiftAccess: SwiftEmitter.AccessLevel?
    /// Where `build` writes a Settings.bundle; when set, `lint` and `build` also run the
    /// checks that report what the bundle cannot say.
    public var settingsBundleOutput: String?
    /// Which reader the Settings.bundle is written for; `apple` when not set.
    public var settingsBundleDialect: SettingsBundleDialect?
    /// Where `build` writes Android resources (a `res` folder); when set, `lint` and
    /// `build` also run the checks that report what androidx.preference cannot show.
    public var androidResourcesOutput: String?
    public var viewport: Rect?
    /// The checks the file enables and disables, applied before the command line's.
    public var rules = RuleSelection()
    public var strict: Bool?
    public var maxFileSize: Int?
    public var maxDepth: Int?
    public var maxAliases: Int?
    public var aliasExpansionFactor: Int?

    public init(path: String) {
        self.path = path
    }

    /// The directory holding the file, against which its paths are resolved.
    public var directory: String { (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent }

    /// `base` with the limits this file sets.
    public func limits(over base: YAMLLimits = .default) -> YAMLLimits {
        YAMLLimits(
            maxFileSize: maxFileSize ?? base.maxFileSize, maxDepth: maxDepth ?? base.maxDepth,
            maxCollectionAliases: maxAliases ?? base.maxCollectionAliases,
            aliasExpansionFactor: aliasExpansionFactor ?? base.aliasExpansionFactor)
    }

    /// The nearest `viewspec.yml` in `start` (a file's directory, or a directory) or any
    /// directory above it, up to the file system's root.
    public static func find(from start: String) -> String? {
        let current = FilePathText.currentDirectory() ?? FileManager.default.currentDirectoryPath
        let absolute = URL(fileURLWithPath: start.hasPrefix("/") ? start : current + "/" + start).standardizedFileURL
        let startType = FilePathText.fileType(of: absolute.path)
        var directory = startType != nil && startType != S_IFDIR ? absolute.deletingLastPathComponent() : absolute
        while true {
            let candidate = directory.appendingPathComponent(fileName)
            // Any file but a directory is taken, and a FIFO or device is then refused when read.
            if let type = FilePathText.fileType(of: candidate.path), type != S_IFDIR {
                return PathDisplay.relativeToCurrentDirectory(candidate.path)
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }

    /// `path` from the file, resolved against its directory.
    func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let joined = directory == "." ? path : (directory as NSString).appendingPathComponent(path)
        return PathDisplay.relativeToCurrentDirectory((joined as NSString).standardizingPath)
    }
}

/// Paths as people read them: below the current directory, relative to it.
enum PathDisplay {
    static func relativeToCurrentDirectory(_ path: String) -> String {
        let current = FilePathText.currentDirectory() ?? FileManager.default.currentDirectoryPath
        let absolute = path.hasPrefix("/") ? (path as NSString).standardizingPath : path
        if absolute.hasPrefix(current + "/") { return String(absolute.dropFirst(current.count + 1)) }
        if absolute == current { return "." }
        return absolute
    }
}
