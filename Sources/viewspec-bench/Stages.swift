import CViewSpecYAML
import Foundation
import ViewSpec

/// What each measured stage runs. Lint and build call the library exactly as the
/// `viewspecc` commands do; only printing to the terminal is left out.
struct Stages {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    var project: String
    /// Where `verify()` builds the layout that `--keep` leaves and `--command` is compared
    /// with; the timed builds are given directories of their own.
    var outputRoot: String

    /// The commands take the project's directory as their one path argument.
    private var inputs: [String] { [project] }

    /// The floor, the raw libyaml event loop over the project's files: reads each
    /// file and pulls all of libyaml's events from it, one file after another, and does
    /// nothing else: no tree, no strings, no positions.
    func floor() throws {
        let paths = try InputDiscovery.specFiles(in: inputs)
        try Self.requireEveryFileRead(failures: paths.count { !Self.pullsAllEvents(ofFileAt: $0) })
    }

    /// The same event loop on every core at once, spread over the files as the compiler's
    /// loader spreads them: a stricter yardstick than the floor, the time libyaml alone
    /// would take in lint. What lint and build cost beyond this is ViewSpec's own work.
    func eventsOnEveryCore() throws {
        let paths = try InputDiscovery.specFiles(in: inputs)
        try Self.requireEveryFileRead(failures: ParallelMap.map(paths, Self.pullsAllEvents(ofFileAt:)).count { !$0 })
    }

    private static func requireEveryFileRead(failures: Int) throws {
        if failures > 0 { throw Failure(description: "libyaml could not read \(failures) of the files") }
    }

    /// Lint's first half on its own: reads every file and builds its YAML tree, on all
    /// cores, as the compiler's loader does. Returns the trees, which lint also keeps until
    /// it has every file.
    @discardableResult
    func trees() throws -> [YAMLLoadResult] {
        let paths = try InputDiscovery.specFiles(in: inputs)
        let loader = YAMLLoader(limits: Compiler.Options().limits)
        let loaded = ParallelMap.map(paths) { loader.load(path: $0) }
        try Self.requireClean(loaded.map(\.diagnostics))
        return loaded
    }

    /// `trees()` and then each file's spec model, decoded from its tree as the compiler
    /// decodes it: lint without the checks and the report.
    @discardableResult
    func specModels() throws -> [SpecFile?] {
        let paths = try InputDiscovery.specFiles(in: inputs)
        let loader = YAMLLoader(limits: Compiler.Options().limits)
        let decoded = ParallelMap.map(paths) { path in
            let loaded = loader.load(path: path)
            let (file, diagnostics) = SpecDecoder().decode(loaded.root, path: path)
            return (file: file, diagnostics: loaded.diagnostics + diagnostics)
        }
        try Self.requireClean(decoded.map(\.diagnostics))
        return decoded.map(\.file)
    }

    /// The options `viewspecc` compiles with, for `viewport`: it keeps what the checks
    /// derived, as it releases nothing before it exits; here it is released once the clock
    /// has stopped, with the rest of a stage's results.
    private static func commandOptions(viewport: Rect = Compiler.Options.defaultViewport) -> Compiler.Options {
        var options = Compiler.Options(viewport: viewport)
        options.retainsCheckFacts = true
        return options
    }

    /// `viewspecc lint <project>`: find the files, compile them, render the text report.
    @discardableResult
    func lint() throws -> Compilation {
        let compilation = Compiler(options: Self.commandOptions()).compile(try InputDiscovery.search(inputs))
        try report(compilation)
        return compilation
    }

    /// What a build wrote, with what it compiled (which the command keeps until it exits).
    struct Built {
        var written: OutputWriter.Report
        var compilation: Compilation
    }

    /// `viewspecc build <project> --out <directory>`: lint, lay out, write what changed.
    @discardableResult
    func build(into directory: String) throws -> Built {
        let (compilation, emitter) = try compiledForLayout()
        let checked = try compilation.checked(for: [.layout])
        return Built(written: try OutputWriter(directory: directory).writeLayout(of: checked, with: emitter), compilation: compilation)
    }

    /// `viewspecc preview <project> --out <directory>`: lint, lay out, draw the pages,
    /// write what changed.
    @discardableResult
    func preview(into directory: String) throws -> Built {
        let (compilation, emitter) = try compiledForLayout()
        let site = PreviewEmitter(layout: emitter, outputDirectory: directory).emit(try compilation.checked(for: [.layout]), sourceMap: compilation.sourceMap)
        let written = try OutputWriter.publish([OutputWriter(directory: directory).stage(site)])[0]
        return Built(written: written, compilation: compilation)
    }

    /// The project's layout, laid out once, for `writeLayoutAlone` to write again and again.
    func layout() throws -> LayoutOutput {
        let (compilation, emitter) = try compiledForLayout()
        return emitter.emit(try compilation.checked(for: [.layout]))
    }

    /// The project compiled for the default viewport, as `viewspecc build` compiles it, and
    /// the emitter that lays it out.
    private func compiledForLayout() throws -> (Compilation, LayoutEmitter) {
        let viewport = Compiler.Options.defaultViewport
        let compilation = Compiler(options: Self.commandOptions(viewport: viewport)).compile(try InputDiscovery.search(inputs))
        try report(compilation)
        return (compilation, LayoutEmitter(viewport: viewport, inputs: inputs))
    }

    /// The part of a build into an empty directory that is the file system's: writes a
    /// layout already laid out, through `OutputWriter` as a build writes it, into
    /// `directory`, which must not exist yet.
    @discardableResult
    func writeLayoutAlone(_ layout: LayoutOutput, into directory: String) throws -> OutputWriter.Report {
        let written = try OutputWriter(directory: directory).write(layout)
        guard written.created.count == layout.files.count else {
            throw Failure(description: "expected '\(directory)' to be new and every layout file to be created, found \(written)")
        }
        return written
    }

    /// The text report and its closing line, made as `viewspecc` makes them; a project with
    /// errors is not one to time.
    private func report(_ compilation: Compilation) throws {
        let report = DiagnosticReport(compilation, paths: ReportPaths(currentDirectory: FileManager.default.currentDirectoryPath))
        let text = ReportFormat.text.reporter(colors: false).render(report) + CompilationSummary.line(for: report)
        guard !compilation.hasErrors else { throw Failure(description: text) }
    }

    /// Runs every stage once and refuses a project that is not clean, so that the timings
    /// are of the path a valid project takes (and the first, cold run is not timed).
    func verify() throws {
        try floor()
        try eventsOnEveryCore()
        let compilation = try lint()
        guard compilation.diagnostics.isEmpty else {
            let report = TextDiagnosticRenderer(sources: compilation.sources, colors: false).render(compilation.diagnostics)
            throw Failure(description: "the generated project is expected to be clean, found:\n" + report)
        }
        try clearOutput()
        let written = try build(into: outputRoot).written
        guard written.unchanged.isEmpty, written.removed.isEmpty, !written.written.isEmpty else {
            throw Failure(description: "expected a build into an empty directory to write every file, found \(written)")
        }
        let rewritten = try build(into: outputRoot).written
        guard rewritten.written.isEmpty, rewritten.unchanged.count == written.written.count else {
            throw Failure(description: "expected a second build to leave every file unchanged, found \(rewritten.written.count) written")
        }
        let layoutBytes = written.written.reduce(0) { total, name in
            total + ((try? FileManager.default.attributesOfItem(atPath: outputRoot + "/" + name)[.size] as? Int) ?? 0)
        }
        print(
            "Checked: lint finds no problem; build writes \(written.written.count) layout files "
                + "(\(Report.megabytes(layoutBytes)) MB), and none again on a rebuild")
    }

    func clearOutput() throws {
        try FileManager.default.removeItemIfPresent(atPath: outputRoot)
    }

    /// A partial stage times the path a valid project takes, as lint does.
    private static func requireClean(_ diagnostics: [[Diagnostic]]) throws {
        let found = diagnostics.joined()
        if let first = found.first {
            throw Failure(description: "expected the generated project to be clean, found \(found.count) diagnostics, the first: \(first.message)")
        }
    }

    /// True when the file could be read and libyaml reached the end of its stream without
    /// an error.
    @Sendable private static func pullsAllEvents(ofFileAt path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        return data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            // libyaml's state points into itself, so it must not move while it is used.
            withUnsafeTemporaryAllocation(of: yaml_parser_t.self, capacity: 1) { state in
                let parser = state.baseAddress!
                guard yaml_parser_initialize(parser) == 1 else { return false }
                defer { yaml_parser_delete(parser) }
                yaml_parser_set_input_string(parser, buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), buffer.count)
                yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
                var event = yaml_event_t()
                while true {
                    guard yaml_parser_parse(parser, &event) == 1 else { return false }
                    let ended = event.type == YAML_STREAM_END_EVENT
                    yaml_event_delete(&event)
                    if ended { return true }
                }
            }
        }
    }
}
