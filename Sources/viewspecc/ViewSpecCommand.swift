import ArgumentParser
import Foundation
import ViewSpec

@main
struct ViewSpecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viewspecc",
        abstract: "Checks and compiles ViewSpec view descriptions written in YAML.",
        discussion: """
            Exit status: 0 when no errors were found, 1 when any error was found (or, \
            with --strict, any warning), 2 for usage, configuration or I/O problems.
            """,
        version: ViewSpecVersion.current,
        subcommands: [LintCommand.self, BuildCommand.self, PreviewCommand.self, ImportCommand.self, ExplainCommand.self, SchemaCommand.self, LSPCommand.self]
    )

    /// Argument parser exits with 64 for usage errors; ViewSpec promises 2, like most
    /// command-line tools and the CI systems that read their status.
    static func main() {
        do {
            var command = try parseAsRoot(arguments())
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                Terminal.writeError(fullMessage(for: error))
                Terminal.writeError("Run 'viewspecc help' for usage.")
                Foundation.exit(ExitStatus.usage)
            }
            exit(withError: error)
        }
    }

    /// The arguments after the command's name, read by their bytes: a path that is not
    /// UTF-8 must still name its file (`CommandLine.arguments` replaces such bytes).
    private static func arguments() -> [String] {
        (1..<max(1, Int(CommandLine.argc))).compactMap { index in CommandLine.unsafeArgv[index].map { FilePathText.string(fromCString: $0) } }
    }
}

/// The exit statuses every command uses.
enum ExitStatus {
    static let clean: Int32 = 0
    static let errorsFound: Int32 = 1
    static let usage: Int32 = 2
}
