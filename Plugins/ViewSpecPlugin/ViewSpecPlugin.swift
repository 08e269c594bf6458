import Foundation
import PackagePlugin

/// Compiles the spec files of a target into Swift on every build.
///
/// One build command covers all of a target's specs, because a spec may use a model another
/// spec declares. It is a build command rather than a prebuild command: a prebuild command
/// cannot run a tool built from source, and SwiftPM builds `viewspecc` from source. Its
/// inputs are the spec files and the configuration file, and its outputs are fixed
/// (`<stem>.swift` per spec), so the build system runs it only when an input has changed.
@main
struct ViewSpecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let inputs = SpecInputs(files: module.sourceFiles.map(\.url))
        guard !inputs.specs.isEmpty else { return [] }
        try inputs.rejectSharedStems(in: target.name)

        let generated = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources", directoryHint: .isDirectory)
        let arguments = ["build", "--color", "never", "--swift", generated.path(percentEncoded: false)]
            + inputs.specs.map { $0.path(percentEncoded: false) }
        return [
            .buildCommand(
                displayName: "Compiling \(inputs.specs.count == 1 ? "1 view spec" : "\(inputs.specs.count) view specs") of \(target.name)",
                executable: try context.tool(named: "viewspecc").url,
                arguments: arguments,
                inputFiles: inputs.specs + inputs.configuration,
                outputFiles: inputs.specs.map { generated.appending(path: SpecInputs.stem(of: $0) + ".swift") }
            )
        ]
    }
}

/// The files of a target the build command reads.
struct SpecInputs {
    /// The name of the configuration file; it is an input, never a spec.
    static let configurationFileName = "viewspec.yml"
    static let specExtensions: Set<String> = ["yaml", "yml"]

    /// Spec files, sorted by path so the command line never depends on directory order.
    var specs: [URL]
    var configuration: [URL]

    init(files: [URL]) {
        let candidates = files.filter { Self.specExtensions.contains($0.pathExtension.lowercased()) }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        specs = candidates.filter { $0.lastPathComponent != Self.configurationFileName }
        configuration = candidates.filter { $0.lastPathComponent == Self.configurationFileName }
    }

    /// The generated file is named after the spec file alone, so two specs with one stem
    /// would write the same file.
    func rejectSharedStems(in targetName: String) throws {
        let byStem = Dictionary(grouping: specs, by: Self.stem(of:))
        let clashes = byStem.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }
        guard !clashes.isEmpty else { return }
        for (stem, files) in clashes {
            for file in files.dropFirst() {
                Diagnostics.error(
                    "spec files in target '\(targetName)' must have distinct names; '\(file.lastPathComponent)' "
                        + "would generate '\(stem).swift' as '\(files[0].path(percentEncoded: false))' does",
                    file: file.path(percentEncoded: false), line: 1)
            }
        }
        throw SharedStemError(count: clashes.count)
    }

    static func stem(of spec: URL) -> String {
        spec.deletingPathExtension().lastPathComponent
    }
}

struct SharedStemError: Error, CustomStringConvertible {
    var count: Int
    var description: String { "\(count) generated file name(s) claimed by more than one spec file" }
}
