import ArgumentParser
import Dispatch
import Foundation
import ViewSpec

/// `viewspecc preview --serve`: builds the pages in memory, serves them, and builds them
/// again whenever the spec files change, until SIGINT or SIGTERM.
struct PreviewServing {
    var settings: ProjectSettings
    var port: UInt16
    var quiet: Bool
    /// How often the spec files are looked at.
    static let pollInterval: TimeInterval = 0.3

    func run() throws {
        var watcher = SpecWatcher(paths: settings.inputs)
        _ = watcher.hasChanged()
        let server: PreviewServer
        do {
            server = try PreviewServer(port: port, content: build())
        } catch {
            Terminal.writeError("viewspecc: error: \(error)")
            throw ExitCode(ExitStatus.usage)
        }
        // A released source stops watching: they are kept while the server runs.
        let signalSources = stopOnSignals()
        server.start()
        Terminal.writeError("viewspecc: serving the preview at http://127.0.0.1:\(server.port)/ (stop with Ctrl-C)")
        withExtendedLifetime(signalSources) {
            while true {
                Thread.sleep(forTimeInterval: Self.pollInterval)
                if watcher.hasChanged() { server.update(build()) }
            }
        }
    }

    /// The pages, or the report that stops them; its summary goes to standard error.
    private func build() -> PreviewServer.Content {
        let inputs: InputDiscovery.Inputs
        do {
            inputs = try InputDiscovery.search(settings.inputs)
        } catch {
            Terminal.writeError("viewspecc: error: \(error)")
            return .diagnostics("error: \(error)")
        }
        let compilation = Compiler(options: settings.options).compile(inputs)
        let report = DiagnosticReport(compilation, paths: ReportPaths(currentDirectory: FileManager.default.currentDirectoryPath))
        let summary = CompilationSummary.line(for: report)
        if !quiet { Terminal.writeError(summary.trimmingCharacters(in: .newlines)) }
        if compilation.hasErrors || (settings.strict && report.diagnostics.warningCount > 0) {
            return .diagnostics(ReportFormat.text.reporter(colors: false).render(report) + summary)
        }
        let emitter = PreviewEmitter(layout: LayoutEmitter(viewport: settings.options.viewport, inputs: settings.inputs), outputDirectory: ".")
        do {
            return .site(emitter.emit(try compilation.checked(for: [.layout]), sourceMap: compilation.sourceMap))
        } catch {
            return .diagnostics("error: \(error)\n")
        }
    }

    /// SIGINT and SIGTERM end the server at once, with status 0: it holds nothing to save.
    private func stopOnSignals() -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                Terminal.writeError("viewspecc: preview server stopped")
                exit(ExitStatus.clean)
            }
            source.resume()
            return source
        }
    }
}
