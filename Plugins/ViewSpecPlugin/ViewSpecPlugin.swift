import Foundation
import PackagePlugin

/// Compiles the spec files of a target into Swift on every build.
///
/// One build command covers all of a target's specs, because a spec may use a model another
/// spec declares. It is a build command rather than a prebuild command: a prebuild command
/// runs on every build and cannot run a tool built from source, which `viewspecc` is where no
/// prebuilt one fits the machine. Its inputs are the spec files and the configuration file,
/// and its outputs are fixed (one Swift file per spec, named as `SpecInputs.swiftFileName(of:)`
/// says), so the build system runs it only when an input or `viewspecc` itself has changed.
@main
struct ViewSpecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let inputs = SpecInputs(files: module.sourceFiles.map(\.url))
        guard !inputs.specs.isEmpty else { return [] }
        try inputs.validateNames(in: target.name)

        let generated = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources", directoryHint: .isDirectory)
        // The configuration is the target's own or none: one found by walking up from the specs
        // would not be a declared input, so editing it would not rerun the command.
        let configuration = inputs.configuration.min { $0.pathComponents.count < $1.pathComponents.count }
        let arguments = ["build", "--color", "never", "--swift", generated.path(percentEncoded: false)]
            + (configuration.map { ["--config", $0.path(percentEncoded: false)] } ?? ["--no-config"])
            + inputs.specs.map { $0.path(percentEncoded: false) }
        return [
            .buildCommand(
                displayName: "Compiling \(inputs.specs.count == 1 ? "1 view spec" : "\(inputs.specs.count) view specs") of \(target.name)",
                executable: try compiler(in: context),
                arguments: arguments,
                inputFiles: inputs.specs + inputs.configuration,
                outputFiles: inputs.specs.map { generated.appending(path: SpecInputs.swiftFileName(of: $0)) }
            )
        ]
    }

    /// The prebuilt `viewspecc` or the one built from source, whichever the package chose.
    private func compiler(in context: PluginContext) throws -> URL {
        do {
            return try context.tool(named: "viewspecc").url
        } catch {
            // Only a package that turned off the Compiler trait on a machine without a
            // prebuilt viewspecc gets here; say how to get one rather than "tool not found".
            throw CompilerUnavailable()
        }
    }
}

struct CompilerUnavailable: Error, CustomStringConvertible {
    static let message =
        "ViewSpecPlugin has no viewspecc to run: no prebuilt viewspecc is in use (none fits this "
        + "machine, or VIEWSPEC_COMPILER_FROM_SOURCE=1 is set), and "
        + "viewspecc cannot be built from source because the package depends on ViewSpec with its "
        + "'Compiler' trait off; expected ViewSpec's default traits (remove 'traits: []' from the "
        + "dependency), or VIEWSPEC_COMPILER_BUNDLE set to an artifact bundle with a variant for "
        + "this machine [VSP004]"
    var description: String { Self.message }
}

/// The files of a target the build command reads.
struct SpecInputs {
    /// The name of the configuration file; it is an input, never a spec.
    static let configurationFileName = "viewspec.yml"
    static let specExtensions: Set<String> = ["yaml", "yml"]
    /// viewspecc cuts longer stems and adds a hash; such a name is no longer predictable here.
    static let maximumStemBytes = 120

    /// Spec files, sorted by path so the command line never depends on directory order.
    var specs: [URL]
    var configuration: [URL]
    /// The target's own Swift files, whose names a generated file must not take.
    var swiftFiles: [URL]

    init(files: [URL]) {
        let candidates = files.filter { Self.specExtensions.contains($0.pathExtension.lowercased()) }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        specs = candidates.filter { $0.lastPathComponent != Self.configurationFileName }
        configuration = candidates.filter { $0.lastPathComponent == Self.configurationFileName }
        swiftFiles = files.filter { $0.pathExtension == "swift" }
    }

    /// The output of a spec must be known before viewspecc runs, so its name has to be one
    /// whose Swift file name this plugin can work out as viewspecc does: a stem (the name
    /// without its extension) of ASCII letters, digits, `-`, `_` and `.` (viewspecc encodes
    /// other characters). Its Swift file name must differ, ignoring case, from every other
    /// spec's of the target (viewspecc refuses names that differ only in case, since file
    /// systems may not tell them apart) and from the name of every Swift file of the target
    /// (SwiftPM would give both one object file and stop). SwiftPM prints a plugin's
    /// diagnostics without their file, so each message names it.
    func validateNames(in targetName: String) throws {
        var problems = 0
        var firstByName: [String: URL] = [:]
        let swiftFileByName = Dictionary(swiftFiles.map { ($0.lastPathComponent.lowercased(), $0) }) { first, _ in first }
        for spec in specs {
            let stem = Self.stem(of: spec)
            let fileName = Self.swiftFileName(of: spec)
            if !Self.isWrittenUnchanged(stem) {
                Self.report(
                    "the name of spec file '\(spec.path(percentEncoded: false))' cannot name a generated Swift file: "
                        + "expected a name made of ASCII letters, digits, '-', '_' and '.', "
                        + "not starting with '.', and at most \(Self.maximumStemBytes) characters before the extension; "
                        + "rename the file [VSP001]",
                    in: spec)
                problems += 1
            } else if let earlier = firstByName[fileName.lowercased()] {
                Self.report(
                    "spec file '\(spec.path(percentEncoded: false))' would generate '\(fileName)', as "
                        + "'\(earlier.path(percentEncoded: false))' does: expected the spec files of target "
                        + "'\(targetName)' to have names that differ in more than folder, extension, case or the "
                        + "separators - _ . between words; rename one [VSP002]",
                    in: spec)
                problems += 1
            } else if let swiftFile = swiftFileByName[fileName.lowercased()] {
                Self.report(
                    "spec file '\(spec.path(percentEncoded: false))' would generate '\(fileName)', the name of "
                        + "'\(swiftFile.path(percentEncoded: false))': expected generated and written Swift files of target "
                        + "'\(targetName)' to have different names; rename one [VSP003]",
                    in: spec)
                problems += 1
            } else {
                firstByName[fileName.lowercased()] = spec
            }
        }
        if problems > 0 { throw SpecNameError(count: problems) }
    }

    static func stem(of spec: URL) -> String {
        spec.deletingPathExtension().lastPathComponent
    }

    /// The Swift file viewspecc generates for a spec whose stem `isWrittenUnchanged`: the
    /// stem's words (between `-`, `_` and `.`) joined in UpperCamelCase, `app-settings.yaml`
    /// giving `AppSettings.swift`; a stem without letters or digits as it is.
    static func swiftFileName(of spec: URL) -> String {
        let stem = stem(of: spec)
        let words = stem.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." })
        let joined = words.map { word in word.prefix(1).uppercased() + word.dropFirst() }.joined()
        return (joined.isEmpty ? stem : joined) + ".swift"
    }

    private static func isWrittenUnchanged(_ stem: String) -> Bool {
        guard !stem.isEmpty, !stem.hasPrefix("."), stem.utf8.count <= maximumStemBytes else { return false }
        return stem.unicodeScalars.allSatisfy { scalar in
            (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
                || scalar == "-" || scalar == "_" || scalar == "."
        }
    }

    private static func report(_ message: String, in spec: URL) {
        Diagnostics.error(message, file: spec.path(percentEncoded: false), line: 1)
    }
}

struct SpecNameError: Error, CustomStringConvertible {
    var count: Int
    var description: String { "\(count) spec file name(s) cannot name a generated Swift file" }
}
