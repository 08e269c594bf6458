import Foundation

/// Finds the spec files named by command-line paths.
///
/// A file is taken as given, whatever its extension. A directory is searched recursively
/// for `*.yaml` and `*.yml`, skipping hidden entries (`.build`, `.git`) and never visiting
/// the same directory twice through symbolic links. The result is sorted by path, so the
/// order never depends on the file system.
public enum InputDiscovery {
    public struct MissingInput: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var description: String { "no such file or directory: '\(path)'" }
    }

    public static let specExtensions: Set<String> = ["yaml", "yml"]

    public static func specFiles(in paths: [String]) throws(MissingInput) -> [String] {
        let fileManager = FileManager.default
        var found = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw MissingInput(path: path)
            }
            if isDirectory.boolValue {
                collect(directory: path, into: &found)
            } else {
                found.insert(path)
            }
        }
        return found.sorted()
    }

    private static func collect(directory root: String, into found: inout Set<String>) {
        let fileManager = FileManager.default
        var pending = [root]
        var visited = Set<String>()
        while let directory = pending.popLast() {
            let real = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
            guard visited.insert(real).inserted,
                let entries = try? fileManager.contentsOfDirectory(atPath: directory)
            else { continue }
            for entry in entries where !entry.hasPrefix(".") {
                let path = directory == "." ? entry : directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    pending.append(path)
                } else if specExtensions.contains((entry as NSString).pathExtension.lowercased()) {
                    found.insert(path)
                }
            }
        }
    }
}
