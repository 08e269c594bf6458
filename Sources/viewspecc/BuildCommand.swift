import ArgumentParser
import Foundation
import ViewSpec

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Checks spec files and, when no error remains, writes their JSON layout and Swift code.",
        discussion: """
            Runs every check lint runs and reports the same way. When no error remains, \
            writes one JSON document per preference screen, table and hierarchy, and \
            index.json listing them, into the --out directory (see docs/layout.md); and \
            one Swift file per spec file into the --swift directory (see docs/swift.md). \
            At least one of the two is required. Files whose content is unchanged are left \
            untouched. Layout documents the previous index listed that no longer exist are \
            removed, and so are Swift files that begin with the generated header but that \
            no spec file generates any more; nothing else is.

            Examples:
              viewspecc build specs/ --out .build/layout
              viewspecc build specs/ --swift Sources/App/Generated
              viewspecc build specs/ --out layout --viewport 375x667
              viewspecc build --format json specs/ --out layout > report.json
            """
    )

    @Argument(help: ArgumentHelp("Spec files or directories to compile.", valueName: "path"))
    var paths: [String]

    @Option(help: ArgumentHelp("Directory to write the layout documents to; created when missing.", valueName: "dir"))
    var out: String?

    @Option(help: ArgumentHelp("Directory to write the Swift files to (one per spec file); created when missing.", valueName: "dir"))
    var swift: String?

    @Option(help: "Access level of the generated Swift declarations: public or internal.")
    var swiftAccess: SwiftEmitter.AccessLevel = .public

    @Option(help: ArgumentHelp("Screen size the layout is computed for, in points.", valueName: "width>x<height"))
    var viewport: ViewportSize = ViewportSize(Compiler.Options.defaultViewport)

    @OptionGroup(title: "Report")
    var report: ReportOptions

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one spec file or directory.") }
        if out == nil && swift == nil { throw ValidationError("Give --out, --swift or both: there is nothing to write.") }
        if out?.isEmpty == true { throw ValidationError("--out needs a directory.") }
        if swift?.isEmpty == true { throw ValidationError("--swift needs a directory.") }
    }

    func run() throws {
        let files = try DiagnosticOutput.specFiles(in: paths)
        var compilation = Compiler(options: Compiler.Options(limits: limits.limits, viewport: viewport.rect)).compile(files: files)
        var swiftOutput: SwiftOutput?
        if swift != nil {
            // Names Swift cannot take are reported with the checks' findings, in one report.
            let generated = SwiftEmitter(access: swiftAccess, inputs: paths).emit(compilation.project)
            compilation.diagnostics = (compilation.diagnostics + generated.diagnostics).sortedAndDeduplicated()
            swiftOutput = generated
        }
        DiagnosticOutput.print(compilation, options: report)
        let destinations = [out, swift].compactMap { $0 }.map { "'\($0)'" }.joined(separator: " or ")
        if let status = DiagnosticOutput.failureStatus(for: compilation) {
            Terminal.writeError("viewspecc: nothing written to \(destinations)")
            throw ExitCode(status)
        }
        if let out { try writeLayout(compilation, to: out, destinations: destinations) }
        if let swift, let swiftOutput { try writeSwift(swiftOutput, to: swift) }
    }

    private func writeLayout(_ compilation: Compilation, to out: String, destinations: String) throws {
        let output: LayoutOutput
        do {
            output = try LayoutEmitter(viewport: viewport.rect, inputs: paths).emit(compilation)
        } catch .unresolved(let problems) {
            for problem in problems {
                Terminal.writeError("\(problem.range.path):\(problem.range.start.line):\(problem.range.start.column): error: cannot lay out: \(problem.message)")
            }
            Terminal.writeError("viewspecc: nothing written to \(destinations)")
            throw ExitCode(ExitStatus.errorsFound)
        } catch {
            Terminal.writeError("viewspecc: error: \(error); nothing written to \(destinations)")
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
            "viewspecc: layout in '\(out)': \(Summary.plural(written.written.count, "file")) written, "
                + "\(written.unchanged.count) unchanged, \(written.removed.count) stale removed")
    }

    private func writeSwift(_ output: SwiftOutput, to directory: String) throws {
        let writer = OutputWriter(directory: directory)
        var written = 0
        var unchanged = 0
        var removed: [String] = []
        do {
            try writer.prepareDirectory()
            for file in output.files {
                if try writer.write(file.bytes, named: file.fileName) { written += 1 } else { unchanged += 1 }
            }
            removed = try writer.removeStale(
                suffix: ".swift", marker: Array(SwiftEmitter.headerMarker.utf8), keeping: Set(output.files.map(\.fileName)))
        } catch {
            Terminal.writeError("viewspecc: error: \(error)")
            throw ExitCode(ExitStatus.usage)
        }
        Terminal.writeError(
            "viewspecc: Swift in '\(directory)': \(Summary.plural(written, "file")) written, \(unchanged) unchanged, "
                + "\(removed.count) stale removed")
    }
}

extension SwiftEmitter.AccessLevel: ExpressibleByArgument {}

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
