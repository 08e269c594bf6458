import ArgumentParser
import Foundation
import ViewSpecLanguageServer

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Runs the language server (LSP 3.17) on standard input and output, for editors.",
        discussion: """
            An editor starts it and talks to it; it is not run by hand. The project is the \
            files under the inputs of viewspec.yml in each workspace folder, or the folders \
            themselves, checked as 'viewspecc lint' checks them as they are typed. See \
            docs/editors.md for VS Code, Neovim and Helix.

            Exit status: 0 after the editor asked it to shut down and exit, 1 when the \
            editor exited without asking it to shut down, or went away.
            """
    )

    @Flag(help: ArgumentHelp("Accepted for editors that pass it; standard input and output are always used.", visibility: .hidden))
    var stdio = false

    func run() throws {
        // A client that goes away mid-answer closes the pipe: the write fails with EPIPE and
        // the server ends, instead of the process being killed by SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let status = LanguageServer().run()
        throw ExitCode(status)
    }
}
