import ArgumentParser
import Foundation
import Synchronization
import ViewSpec

/// How every command that compiles specs reports what it found, and the exit status the
/// findings alone call for.
enum DiagnosticOutput {
    /// Compiles `inputs`, with a progress line on a watching terminal.
    static func compile(_ inputs: InputDiscovery.Inputs, with compiler: Compiler, options: ReportOptions) -> Compilation {
        let wanted = ProgressLine.isWanted(
            stderrIsTerminal: isatty(STDERR_FILENO) == 1, environment: ProcessInfo.processInfo.environment,
            quiet: options.quiet, fileCount: inputs.files.count)
        guard wanted else { return ProcessLifetime.keep(compiler.compile(inputs)) }
        let progress = Progress(total: inputs.files.count)
        let compilation = compiler.compile(inputs) { _ in progress.advance() }
        progress.finish()
        return ProcessLifetime.keep(compilation)
    }

    /// Applies the baseline (writing it first with `--write-baseline`), then writes every
    /// requested report. Returns what was reported: the findings the baseline does not hold.
    static func report(_ compilation: Compilation, options: ReportOptions) throws -> DiagnosticReport {
        try report(DiagnosticReport(compilation, paths: options.paths), options: options)
    }

    /// Applies the baseline and writes every requested report of findings made outside a
    /// compilation (an import's); returns what was reported.
    static func report(_ report: DiagnosticReport, options: ReportOptions) throws -> DiagnosticReport {
        var report = report
        if let path = options.writeBaseline {
            let baseline = Baseline(recording: report)
            try write(baseline.serialized(), to: path)
            if !options.quiet { Terminal.writeError("viewspecc: baseline of \(CompilationSummary.plural(baseline.entries.count, "finding")) written to '\(path)'") }
            report = baseline.filter(report)
        } else if let path = options.baseline {
            report = try readBaseline(path).filter(report)
        }
        let requests = options.requests
        for request in requests {
            let colors = request.path == nil && Terminal.wantsColor(options.color, fileDescriptor: STDOUT_FILENO)
            let text = request.format.reporter(colors: colors).render(report)
            if let path = request.path {
                try write(text, to: path)
            } else {
                try Terminal.write(text)
            }
        }
        let standardOutput = requests.first { $0.path == nil }?.format
        if !options.quiet, standardOutput == nil || standardOutput == .text {
            Terminal.writeError(CompilationSummary.line(for: report))
        }
        return report
    }

    /// 2 when a file or directory could not be read, 1 when a reported error remains (or,
    /// when `strict`, a reported warning), nil when clean.
    /// Refuses, before anything is read, to write `outputs` while a check their emitters
    /// rely on is disabled.
    static func refuseDisabledGuards(of outputs: Set<GeneratedOutput>, in settings: ProjectSettings) throws {
        guard let (output, checks) = settings.options.disabledGuards(for: outputs) else { return }
        Terminal.writeError("viewspecc: error: \(GenerationRefusal.checksDisabled(checks, output: output))")
        throw ExitCode(ExitStatus.usage)
    }

    /// The project of `compilation` as the emitters of `outputs` take it; says why not and
    /// exits when errors remain (a baseline may hide them from the report, but nothing is
    /// generated from specs that still have them) or the checks they rely on did not run.
    static func checked(_ compilation: Compilation, for outputs: Set<GeneratedOutput>, destinations: String) throws -> CheckedProject {
        do {
            return try compilation.checked(for: outputs)
        } catch .errorsRemain(let count) {
            Terminal.writeError(
                "viewspecc: nothing written to \(destinations): the baseline hides \(CompilationSummary.plural(count, "error")), and nothing is written while errors remain")
            throw ExitCode(ExitStatus.errorsFound)
        } catch {
            Terminal.writeError("viewspecc: error: \(error); nothing written to \(destinations)")
            throw ExitCode(ExitStatus.usage)
        }
    }

    static func failureStatus(for report: DiagnosticReport, strict: Bool) -> Int32? {
        if report.diagnostics.contains(where: { $0.id == .unreadableFile }) { return ExitStatus.usage }
        if report.diagnostics.hasErrors { return ExitStatus.errorsFound }
        if strict, report.diagnostics.warningCount > 0 { return ExitStatus.errorsFound }
        return nil
    }

    /// The spec files under `paths`, and the directories that could not be searched; a
    /// missing path is a usage error.
    static func inputs(in paths: [String]) throws -> InputDiscovery.Inputs {
        do {
            return try InputDiscovery.search(paths)
        } catch {
            Terminal.writeError("viewspecc: error: \(error)")
            throw ExitCode(ExitStatus.usage)
        }
    }

    // MARK: - Private

    /// Atomically, and not at all when the file already holds exactly `text`.
    private static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = (path as NSString).deletingLastPathComponent
        do {
            let writer = OutputWriter(directory: directory.isEmpty ? "." : directory)
            try writer.prepareDirectory()
            try writer.write(Array(text.utf8), named: url.lastPathComponent)
        } catch {
            Terminal.writeError("viewspecc: error: cannot write '\(FilePathText.displayed(path))': \(error)")
            throw ExitCode(ExitStatus.usage)
        }
    }

    /// The largest baseline read: one that records every finding of a large project is a
    /// few megabytes.
    static let maximumBaselineSize = 64 * 1024 * 1024

    private static func readBaseline(_ path: String) throws -> Baseline {
        let shown = FilePathText.displayed(path)
        switch InputFileReader.read(path: path, maxSize: maximumBaselineSize) {
        case .success(let bytes):
            do {
                return try Baseline(parsing: bytes)
            } catch {
                Terminal.writeError("viewspecc: error: baseline '\(shown)' cannot be used: \(error)")
            }
        case .failure(.tooLarge(let size)):
            Terminal.writeError(
                "viewspecc: error: baseline '\(shown)' is \(size) bytes, more than the \(maximumBaselineSize / (1024 * 1024)) MiB a baseline may hold")
        case .failure(.unreadable(let reason)):
            Terminal.writeError("viewspecc: error: cannot read baseline '\(shown)': \(reason)")
        }
        throw ExitCode(ExitStatus.usage)
    }
}

/// The progress line on standard error while files are read.
private final class Progress: Sendable {
    private struct Drawn {
        var done = 0
        var lastDrawn = DispatchTime(uptimeNanoseconds: 0)
    }

    private let total: Int
    /// Held while a line is drawn, so that lines never interleave.
    private let state = Mutex(Drawn())
    /// Redrawing for every file of a fast run would cost more than the reading.
    private static let interval: UInt64 = 100_000_000

    init(total: Int) {
        self.total = total
        draw(done: 0)
    }

    func advance() {
        state.withLock { state in
            state.done += 1
            let now = DispatchTime.now()
            if now.uptimeNanoseconds - state.lastDrawn.uptimeNanoseconds >= Self.interval || state.done == total {
                state.lastDrawn = now
                draw(done: state.done)
            }
        }
    }

    func finish() {
        state.withLock { _ in Terminal.writeErrorText(ProgressLine.clear) }
    }

    private func draw(done: Int) {
        Terminal.writeErrorText(ProgressLine.text(done: done, total: total))
    }
}
