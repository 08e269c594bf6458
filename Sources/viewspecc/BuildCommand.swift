import ArgumentParser
import Foundation
import ViewSpec

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Checks spec files and, when no error remains, writes their JSON layout.",
        discussion: """
            Runs every check lint runs and reports the same way. When no error remains, \
            writes one JSON document per preference screen, table and hierarchy, and \
            index.json listing them, into the output directory (see docs/layout.md). \
            Files whose content is unchanged are left untouched; documents the previous \
            index listed that no longer exist are removed, and nothing else is.

            Examples:
              viewspecc build specs/ --out .build/layout
              viewspecc build specs/ --out layout --viewport 375x667
              viewspecc build --format json specs/ --out layout > report.json
            """
    )

    @Argument(help: ArgumentHelp("Spec files or directories to compile.", valueName: "path"))
    var paths: [String]

    @Option(help: ArgumentHelp("Directory to write the layout documents to; created when missing.", valueName: "dir"))
    var out: String

    @Option(help: ArgumentHelp("Screen size the layout is computed for, in points.", valueName: "width>x<height"))
    var viewport: ViewportSize = ViewportSize(Compiler.Options.defaultViewport)

    @OptionGroup(title: "Report")
    var report: ReportOptions

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one spec file or directory.") }
        if out.isEmpty { throw ValidationError("--out needs a directory.") }
    }

    func run() throws {
        let files = try DiagnosticOutput.specFiles(in: paths)
        let compilation = Compiler(options: Compiler.Options(limits: limits.limits, viewport: viewport.rect)).compile(files: files)
        DiagnosticOutput.print(compilation, options: report)
        if let status = DiagnosticOutput.failureStatus(for: compilation) {
            Terminal.writeError("viewspecc: nothing written to '\(out)'")
            throw ExitCode(status)
        }
        let output: LayoutOutput
        do {
            output = try LayoutEmitter(viewport: viewport.rect, inputs: paths).emit(compilation)
        } catch .unresolved(let problems) {
            for problem in problems {
                Terminal.writeError("\(problem.range.path):\(problem.range.start.line):\(problem.range.start.column): error: cannot lay out: \(problem.message)")
            }
            Terminal.writeError("viewspecc: nothing written to '\(out)'")
            throw ExitCode(ExitStatus.errorsFound)
        } catch {
            Terminal.writeError("viewspecc: error: \(error); nothing written to '\(out)'")
            throw ExitCode(ExitStatus.errorsFound)
        }
        let written: OutputWriter.Report
        do {
            written = try OutputWriter(directory: out).write(output)
        } catch {
            Terminal.writeError("viewspecc: error: \(error)")
            throw ExitCode(ExitStatus.usage)
        }
        Terminal.writeError(
            "viewspecc: layout in '\(out)': \(CompilationSummary.plural(written.written.count, "file")) written, "
                + "\(written.unchanged.count) unchanged, \(written.removed.count) stale removed")
    }
}

/// A viewport written `390x844`: two positive sizes in points.
struct ViewportSize: ExpressibleByArgument {
    /// Larger than any screen, small enough that frames stay exact in a Double.
    static let maximumSide = 100_000.0

    var width: Double
    var height: Double

    init(_ rect: Rect) {
        width = rect.width
        height = rect.height
    }

    init?(argument: String) {
        let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width > 0, height > 0,
            width <= Self.maximumSide, height <= Self.maximumSide
        else { return nil }
        self.width = width
        self.height = height
    }

    var rect: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    var defaultValueDescription: String { "\(Self.text(width))x\(Self.text(height))" }

    private static func text(_ side: Double) -> String { side == side.rounded() ? String(Int(side)) : String(side) }
}
