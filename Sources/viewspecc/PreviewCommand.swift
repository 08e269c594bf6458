import ArgumentParser
import Foundation
import ViewSpec

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Checks spec files and, when no error remains, writes web pages that draw every screen, table and hierarchy.",
        discussion: """
            Runs every check lint runs and reports the same way; on errors nothing is \
            written. Then lays the project out as build does and writes, into the --out \
            directory, index.html listing every preference screen, table and hierarchy \
            with its spec file and line, one page for each, and the script and style sheet \
            they share. Each page holds its layout document and draws it; the pages make \
            no network request and open from the file system. Files whose content is \
            unchanged are left untouched, pages an earlier preview wrote that no document \
            needs any more are removed, and a failed preview changes nothing (see \
            docs/preview.md).

            With --serve, writes nothing: serves the same pages on 127.0.0.1 (--port, 0 \
            for any free port) until stopped with Ctrl-C or SIGTERM, rebuilds them when a \
            spec file is added, removed or changed, and reloads the pages open in a \
            browser; while the specs have errors, every page shows the diagnostics instead.

            Examples:
              viewspecc preview specs/ --out .build/preview
              viewspecc preview specs/ --out preview --viewport 375x667
              viewspecc preview --serve specs/
              viewspecc preview --serve --port 9000 specs/
            """
    )

    @Argument(help: ArgumentHelp("Spec files or directories to preview; without them, 'inputs' from viewspec.yml.", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("Directory to write the pages to; created when missing.", valueName: "dir"))
    var out: String?

    @Flag(help: "Serve the pages on 127.0.0.1 instead of writing them, rebuilding and reloading them when a spec file changes.")
    var serve = false

    @Option(help: ArgumentHelp("Port to serve on with --serve; 0 for any free port.", valueName: "port"))
    var port: UInt16 = 8000

    @OptionGroup
    var layout: ViewportOptions

    @OptionGroup
    var project: ProjectOptions

    private var report: ReportOptions { project.report }

    func validate() throws {
        if serve, out != nil { throw ValidationError("--serve writes nothing: give --out or --serve, not both.") }
        if !serve, out == nil { throw ValidationError("Give --out <dir> to write the pages, or --serve to serve them.") }
        if out?.isEmpty == true { throw ValidationError("--out needs a directory.") }
    }

    func run() throws {
        let settings = try project.settings(paths: paths, viewport: layout.viewport?.rect)
        guard let out else { return try PreviewServing(settings: settings, port: port, quiet: report.quiet).run() }
        let destination = "'\(FilePathText.displayed(out))'"
        // The pages are drawn from the layout, which relies on the checks that guard it.
        try DiagnosticOutput.refuseDisabledGuards(of: [.layout], in: settings)
        let inputs = try DiagnosticOutput.inputs(in: settings.inputs)
        let compilation = DiagnosticOutput.compile(inputs, with: Compiler(options: settings.options), options: report)
        let reported = try DiagnosticOutput.report(compilation, options: report)
        if let status = DiagnosticOutput.failureStatus(for: reported, strict: settings.strict) {
            Terminal.writeError("viewspecc: nothing written to \(destination)")
            throw ExitCode(status)
        }
        let checked = try DiagnosticOutput.checked(compilation, for: [.layout], destinations: destination)
        let emitter = PreviewEmitter(layout: LayoutEmitter(viewport: settings.options.viewport, inputs: settings.inputs), outputDirectory: out)
        let site = emitter.emit(checked, sourceMap: compilation.sourceMap)
        let writer = OutputWriter(directory: out) { holder in
            let process = holder.map { " (process \($0))" } ?? ""
            Terminal.writeError("viewspecc: waiting for another build\(process) writing to \(destination) to finish")
        }
        let written: OutputWriter.Report
        do {
            written = try OutputWriter.publish([writer.stage(site)])[0]
        } catch {
            Terminal.writeError("viewspecc: error: \(error); nothing written to \(destination)")
            throw ExitCode(ExitStatus.usage)
        }
        guard !report.quiet else { return }
        Terminal.writeError(
            "viewspecc: preview in \(destination): \(CompilationSummary.plural(written.written.count, "file")) written, "
                + "\(written.unchanged.count) unchanged, \(written.removed.count) stale removed; open \(FilePathText.displayed(out.hasSuffix("/") ? out + PreviewSite.indexFileName : out + "/" + PreviewSite.indexFileName))")
    }
}
