import Foundation

/// Names spec files in emitted documents by their path relative to the inputs, so that
/// `viewspecc build specs/`, `viewspecc build ./specs/*.yaml` and the same command with an
/// absolute path write the same bytes on every machine.
///
/// The base is the deepest directory holding every input (a directory input counts
/// itself, a file input its directory); a spec's name is its path below the base, with
/// `/` separators. Paths are compared after lexical standardization (`.` and `..`
/// removed), never after resolving symbolic links: input discovery builds every path from
/// an input by appending names, so each file lies lexically below its input.
struct SourceNaming: Sendable {
    private let base: [String]
    /// The components of the working directory, against which relative paths are read.
    private let workingDirectory: [String]

    /// `inputs` are the paths given on the command line; when empty (sources compiled from
    /// memory), the files' own directories are used.
    init(inputs: [String], files: [String]) {
        let workingDirectory = Self.components(of: FilePathText.currentDirectory() ?? FileManager.default.currentDirectoryPath, in: [])
        self.workingDirectory = workingDirectory
        let directories: [[String]]
        if inputs.isEmpty {
            directories = files.map { Self.components(of: $0, in: workingDirectory).dropLast() }
        } else {
            directories = inputs.map { input in
                let components = Self.components(of: input, in: workingDirectory)
                if FilePathText.isDirectory(input) { return components }
                return Array(components.dropLast())
            }
        }
        base = directories.dropFirst().reduce(directories.first ?? []) { common, next in
            Array(zip(common, next).prefix { $0 == $1 }.map(\.0))
        }
    }

    /// A byte of the path that is not UTF-8 is written `\xNN`, as reports show it: JSON and
    /// Swift text can only hold Unicode (see `FilePathText`).
    func name(for path: String) -> String {
        let components = Self.components(of: path, in: workingDirectory)
        guard components.count > base.count, components.prefix(base.count).elementsEqual(base) else {
            return FilePathText.displayed(components.last ?? path)
        }
        return FilePathText.displayed(components.dropFirst(base.count).joined(separator: "/"))
    }

    /// The components of the absolute path, without the root, standardized lexically: `.`
    /// dropped and `..` taking the component before it away, as `URL.standardized` does,
    /// but without asking the file system anything (which `URL(fileURLWithPath:)` does of
    /// every path, and which made naming a thousand files take milliseconds).
    static func components(of path: String, in workingDirectory: [String]) -> [String] {
        var components = path.hasPrefix("/") ? [] : workingDirectory
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(String(component))
            }
        }
        return components
    }
}
