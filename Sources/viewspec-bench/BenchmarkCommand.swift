import ArgumentParser
import Foundation
import ViewSpec

@main
struct BenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viewspec-bench",
        abstract: "Measures lint and build on a large generated project against the libyaml floor.",
        discussion: """
            Generates a valid project (the same bytes for the same --files and --seed), checks \
            that lint and build find no problem in it, then times, in every repetition: the \
            floor (the raw libyaml event loop: reading every file and pulling libyaml's \
            events, nothing else, one file after another), the same on every core at once, \
            lint's first parts on their own (reading and building every file's YAML tree; \
            that and decoding each file's spec model), lint (what 'viewspecc lint' does: \
            those, then the checks and the report) and build (what 'viewspecc build' does, \
            into an empty output directory, then again over its own unchanged output), and \
            the part of the first that is the file system's (writing the layout, laid out \
            beforehand, into an empty directory), and preview (what 'viewspecc preview' \
            does, into an empty directory). Reports \
            the median of each and its ratio to the floor: of the medians, paired by \
            repetition (the median of each repetition's ratio), and of the fastest runs; and, \
            paired, its ratio to libyaml's events on every core, the part of lint's time \
            that is libyaml's own; and the preview's time as a ratio to the build's.

            With --command, also times that viewspecc executable as a process of its own, \
            linting the project, building into an empty directory and over its own unchanged \
            layout: start-up, page faults and exit included, which the in-process stages leave out.

            Then the language server (viewspecc lsp), run in process and talked to over pipes \
            as an editor talks to it: the time to open the project and the heap it holds then, \
            the diagnostics after a one-character edit of one file, completion at a binding, \
            and a rename of a field that one file in twenty uses, with the 50th and 95th \
            percentiles of each.

            Build in release mode for meaningful numbers:
              swift run -c release viewspec-bench
              swift build -c release --static-swift-stdlib --product viewspecc --scratch-path .build/static
              swift run -c release viewspec-bench --command .build/static/release/viewspecc
            """
    )

    @Option(help: "Spec files to generate.")
    var files = 1000

    @Option(help: "Timed runs of each stage.")
    var repetitions = 7

    @Option(help: "Seed of the generated project.")
    var seed: UInt64 = 1

    @Option(help: ArgumentHelp("Keep the project (specs/) and its layout (layout/) in this new or empty directory.", valueName: "dir"))
    var keep: String?

    @Option(help: ArgumentHelp("Also time this viewspecc executable, run as a process of its own.", valueName: "path"))
    var command: String?

    @Option(help: "Edits, completions and (a fifth as many) renames timed in the language server.")
    var languageServerSamples = 100

    func validate() throws {
        if files < 1 { throw ValidationError("--files must be at least 1.") }
        if repetitions < 1 { throw ValidationError("--repetitions must be at least 1.") }
        if languageServerSamples < 1 { throw ValidationError("--language-server-samples must be at least 1.") }
    }

    func run() throws {
        let root = keep ?? FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-bench-\(getpid())").path
        try Self.claim(root)
        let project = root + "/specs"
        defer { if keep == nil { try? FileManager.default.removeItem(atPath: root) } }
        try FileManager.default.removeItemIfPresent(atPath: project)

        let generated = try ProjectGenerator(fileCount: files, seed: seed).write(to: project)
        let workload = Workload(files: generated.files, bytes: generated.bytes)
        print("Project: \(workload.files) files, \(Report.megabytes(workload.bytes)) MB (seed \(seed)) in \(keep ?? "a temporary directory")")
        print("Cores: \(ProcessInfo.processInfo.activeProcessorCount); repetitions: \(repetitions)")

        let stages = Stages(project: project, outputRoot: root + "/layout")
        try stages.verify()
        let commandStages = try command.map { executable in
            let commandStages = CommandStages(executable: executable, project: project, outputRoot: root + "/command-layout")
            try commandStages.verify(against: stages.outputRoot)
            return commandStages
        }

        let outputs = try TimedOutputs(root: root + "/timed-layouts")
        let writeOutputs = try TimedOutputs(root: root + "/timed-written-layouts")
        let commandOutputs = try TimedOutputs(root: root + "/timed-command-layouts")
        let previewOutputs = try TimedOutputs(root: root + "/timed-previews")
        defer {
            try? previewOutputs.removeAll()
            try? outputs.removeAll()
            try? writeOutputs.removeAll()
            try? commandOutputs.removeAll()
        }
        let layout = try stages.layout()
        var timings: [Stage: [Timing]] = [:]
        for repetition in 0..<repetitions {
            let output = outputs.directory(for: repetition)
            // Interleaved, so that a slow moment of the machine falls on every stage alike.
            timings[.floor, default: []].append(try Timing.of { try stages.floor() })
            timings[.eventsOnEveryCore, default: []].append(try Timing.of { try stages.eventsOnEveryCore() })
            timings[.trees, default: []].append(try Timing.of { try stages.trees() })
            timings[.specModels, default: []].append(try Timing.of { try stages.specModels() })
            timings[.lint, default: []].append(try Timing.of { try stages.lint() })
            timings[.build, default: []].append(try Timing.of { try stages.build(into: output) })
            timings[.rebuild, default: []].append(try Timing.of { try stages.build(into: output) })
            try outputs.release(repetition)
            timings[.writeLayout, default: []].append(try Timing.of { try stages.writeLayoutAlone(layout, into: writeOutputs.directory(for: repetition)) })
            try writeOutputs.release(repetition)
            timings[.preview, default: []].append(try Timing.of { try stages.preview(into: previewOutputs.directory(for: repetition)) })
            try previewOutputs.release(repetition)
            if let commandStages {
                timings[.commandLint, default: []].append(try Timing.ofChildren { try commandStages.lint() })
                let commandOutput = commandOutputs.directory(for: repetition)
                timings[.commandBuild, default: []].append(try Timing.ofChildren { try commandStages.build(into: commandOutput) })
                try commandOutputs.release(repetition)
                timings[.commandRebuild, default: []].append(try Timing.ofChildren { try commandStages.build() })
            }
        }
        try commandStages?.clearOutput()
        // After the stages above, in the same run, on the same project.
        let languageServer = try LanguageServerStages(project: project, files: ProjectGenerator(fileCount: files, seed: seed).files())
            .run(samples: languageServerSamples)
        print("")
        let layoutBytes = layout.files.reduce(0) { $0 + $1.bytes.count }
        print(Report(workload: workload, timings: timings, layoutBytes: layoutBytes).table())
        print("")
        print(LanguageServerReport(workload: workload, results: languageServer).table())
    }
}

extension BenchmarkCommand {
    /// Marks a directory as the benchmark's own. Its `specs` and `layout` folders are
    /// replaced on every run, so a directory that holds anything else is refused.
    static let marker = ".viewspec-bench"

    static func claim(_ directory: String) throws {
        let fileManager = FileManager.default
        let contents = (try? fileManager.contentsOfDirectory(atPath: directory)) ?? []
        guard contents.isEmpty || contents.contains(marker) else {
            throw ValidationError("'\(directory)' is not empty and was not made by viewspec-bench; give a new or empty directory.")
        }
        try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        _ = fileManager.createFile(atPath: directory + "/" + marker, contents: Data())
    }
}

enum Stage: CaseIterable {
    case floor, eventsOnEveryCore, trees, specModels, lint, build, rebuild, writeLayout, preview, commandLint, commandBuild, commandRebuild

    var label: String {
        switch self {
        case .floor: "floor (read + libyaml event loop)"
        case .eventsOnEveryCore: "read + libyaml events, every core"
        case .trees: "read + YAML trees"
        case .specModels: "read + YAML trees + spec models"
        case .lint: "lint"
        case .build: "build (empty output)"
        case .rebuild: "build (output unchanged)"
        case .writeLayout: "write the layout alone (empty output)"
        case .preview: "preview (empty output)"
        case .commandLint: "viewspecc lint, as a process"
        case .commandBuild: "viewspecc build, empty output, as a process"
        case .commandRebuild: "viewspecc build, unchanged, as a process"
        }
    }

    /// The issue's aim for the ratio to the floor; the partial stages have none.
    var aim: Double? {
        switch self {
        case .floor, .eventsOnEveryCore, .trees, .specModels, .writeLayout, .preview: nil
        case .lint, .commandLint: 1.5
        case .build, .rebuild, .commandBuild, .commandRebuild: 2.5
        }
    }
}

struct Workload {
    var files: Int
    var bytes: Int
}
