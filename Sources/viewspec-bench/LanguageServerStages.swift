import CHeapUsage
import Foundation
import ViewSpec

/// What an editor waits for from `viewspecc lsp` with the generated project open: opening
/// it, the diagnostics after a one-character edit, completion at a binding, and renaming
/// a field that files across the project use. The server runs in the benchmark's process,
/// on a thread of its own, and is talked to over pipes as an editor talks to it.
struct LanguageServerStages {
    /// The project's directory, opened as the workspace folder.
    var project: String
    var files: [ProjectGenerator.File]

    struct Results {
        var openSeconds: Double
        /// Heap bytes in use that the server added by opening the project.
        var heapBytes: Int
        /// Heap bytes a compilation of the project holds, as `lint` holds it until it exits:
        /// the spec model and the files' bytes, which the server keeps too.
        var compilationHeapBytes: Int
        /// From an edit to the diagnostics of the file edited.
        var editSeconds: [Double]
        /// From an edit to the end of the project-wide checks it left (what `lint` reports, whole).
        var editAllChecksSeconds: [Double]
        var completionSeconds: [Double]
        var renameSeconds: [Double]
        /// The file edited and completed in, relative to the project.
        var editedFile: String
        var renamedFiles: Int
        var renameEdits: Int
    }

    /// The file edited: the eleventh, which declares what its group's other files show
    /// (their About screen and banner), so an edit in it is judged again in those files too.
    static let editedFileIndex = 10

    func run(samples: Int) throws -> Results {
        let compilationHeapBytes = try Self.heapHeld { Compiler().compile(try InputDiscovery.search([project])) }
        let heapBefore = Self.heapInUse()
        let client = LanguageServerClient()
        let root = URL(fileURLWithPath: project).standardizedFileURL
        let start = DispatchTime.now().uptimeNanoseconds
        try client.request("initialize", [
            "processId": NSNull(), "rootUri": root.absoluteString,
            "workspaceFolders": [["uri": root.absoluteString, "name": "specs"]],
            "capabilities": ["general": ["positionEncodings": ["utf-16"]]],
        ])
        try client.notify("initialized", [:])
        // Answered once every file is read and checked.
        try client.request("workspace/symbol", ["query": "\u{1}"])
        let openSeconds = Self.seconds(since: start)
        let heapBytes = Self.heapInUse() - heapBefore

        // A typo made in a binding and fixed again: each edit changes the file's diagnostics.
        let edited = files[min(Self.editedFileIndex, files.count - 1)]
        let editedURI = root.appendingPathComponent(edited.path).absoluteString
        let lines = edited.text.components(separatedBy: "\n")
        guard let toggleLine = lines.firstIndex(where: { $0.contains("- toggle: ") }) else {
            throw Stages.Failure(description: "\(edited.path) binds no toggle to edit")
        }
        let endOfName = lines[toggleLine].utf16.count
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": editedURI, "languageId": "yaml", "version": 1, "text": edited.text]])
        var version = 1
        var editSeconds: [Double] = []
        var editAllChecksSeconds: [Double] = []
        for _ in 0..<samples {
            for typo in [true, false] {
                version += 1
                let at = ["line": toggleLine, "character": endOfName]
                let change: [String: Any] = typo
                    ? ["range": ["start": at, "end": at], "text": "x"]
                    : ["range": ["start": at, "end": ["line": toggleLine, "character": endOfName + 1]], "text": ""]
                let sent = DispatchTime.now().uptimeNanoseconds
                try client.notify("textDocument/didChange", ["textDocument": ["uri": editedURI, "version": version], "contentChanges": [change]])
                let diagnostics = try client.nextDiagnostics(for: editedURI)
                editSeconds.append(Self.seconds(since: sent))
                guard diagnostics.isEmpty != typo else {
                    throw Stages.Failure(description: "expected \(typo ? "an unknown field" : "no diagnostic") after the edit, found \(diagnostics)")
                }
                // Code actions are answered once the project-wide checks have run: then
                // every finding lint would report is known, and the server is idle again.
                try client.request("textDocument/codeAction", [
                    "textDocument": ["uri": editedURI], "range": ["start": at, "end": at], "context": ["diagnostics": []],
                ])
                editAllChecksSeconds.append(Self.seconds(since: sent))
            }
        }

        // Completion of the toggle's field, the cursor at the end of its name.
        var completionSeconds: [Double] = []
        for _ in 0..<samples {
            let sent = DispatchTime.now().uptimeNanoseconds
            let list = try client.request("textDocument/completion", [
                "textDocument": ["uri": editedURI], "position": ["line": toggleLine, "character": endOfName],
            ]) as? [String: Any]
            completionSeconds.append(Self.seconds(since: sent))
            guard let items = list?["items"] as? [[String: Any]], !items.isEmpty else { throw Stages.Failure(description: "no completion at a binding") }
        }

        // The shared model's first field, renamed (the edit is not applied).
        let first = files[0]
        let firstURI = root.appendingPathComponent(first.path).absoluteString
        let field = ProjectGenerator.sharedFields[0]
        guard let declaration = first.text.components(separatedBy: "\n").firstIndex(where: { $0.hasPrefix("      \(field):") }) else {
            throw Stages.Failure(description: "\(first.path) does not declare '\(field)'")
        }
        var renameSeconds: [Double] = []
        var renamedFiles = 0
        var renameEdits = 0
        for _ in 0..<max(1, samples / 5) {
            let sent = DispatchTime.now().uptimeNanoseconds
            let edit = try client.request("textDocument/rename", [
                "textDocument": ["uri": firstURI], "position": ["line": declaration, "character": 7], "newName": "usageAnalyticsEnabled",
            ]) as? [String: Any]
            renameSeconds.append(Self.seconds(since: sent))
            let changes = edit?["changes"] as? [String: [Any]] ?? [:]
            renamedFiles = changes.count
            renameEdits = changes.values.reduce(0) { $0 + $1.count }
        }
        // Each file with a privacy screen binds the field and shows a row only while it is on.
        let sharing = (files.count + ProjectGenerator.sharingInterval - 1) / ProjectGenerator.sharingInterval
        guard renamedFiles == sharing, renameEdits == 2 * sharing + 1 else {
            throw Stages.Failure(description: "expected the rename to edit \(2 * sharing + 1) places in \(sharing) files, found \(renameEdits) in \(renamedFiles)")
        }
        try client.shutDown()
        return Results(
            openSeconds: openSeconds, heapBytes: heapBytes, compilationHeapBytes: compilationHeapBytes, editSeconds: editSeconds, editAllChecksSeconds: editAllChecksSeconds,
            completionSeconds: completionSeconds,
            renameSeconds: renameSeconds, editedFile: edited.path, renamedFiles: renamedFiles, renameEdits: renameEdits)
    }

    private static func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The heap `make`'s result holds while it is kept.
    private static func heapHeld<Kept>(_ make: () throws -> Kept) rethrows -> Int {
        let before = heapInUse()
        let kept = try make()
        let held = heapInUse() - before
        withExtendedLifetime(kept) {}
        return held
    }

    /// Bytes the allocator has handed out and not had back, mapped blocks included.
    static func heapInUse() -> Int { Int(viewspec_heap_in_use()) }
}

/// The language server's figures, with the issue's aims.
struct LanguageServerReport {
    var workload: Workload
    var results: LanguageServerStages.Results

    static let editAim = 0.020
    static let completionAim = 0.010
    static let memoryAim = 4.0

    func table() -> String {
        let heapRatio = Double(results.heapBytes) / Double(max(workload.bytes, 1))
        var lines = [
            "Language server (viewspecc lsp in process, over pipes; \(workload.files) files open; edits in \(results.editedFile))",
            "open the project (read and check every file): \(Self.milliseconds(results.openSeconds)) ms",
            "heap held with the project open: \(Report.megabytes(results.heapBytes)) MB, \(String(format: "%.2f", heapRatio))x the project's bytes"
                + "  \(Report.verdict(heapRatio, aim: Self.memoryAim))",
            "  for comparison, a compilation of the project held in memory, as lint holds it: "
                + "\(Report.megabytes(results.compilationHeapBytes)) MB, "
                + String(format: "%.2f", Double(results.compilationHeapBytes) / Double(max(workload.bytes, 1))) + "x",
            "",
        ]
        let header = ["request", "samples", "p50 ms", "p95 ms", "max ms", "aim (p95)"]
        let rows: [[String]] = [
            row("diagnostics after a one-character edit", results.editSeconds, aim: Self.editAim),
            row("  and the project-wide checks after it", results.editAllChecksSeconds, aim: nil),
            row("completion at a binding", results.completionSeconds, aim: Self.completionAim),
            row("rename of a field used across \(results.renamedFiles) files (\(results.renameEdits) edits)", results.renameSeconds, aim: nil),
        ]
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func format(_ row: [String]) -> String {
            row.enumerated().map { column, cell in
                column == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }
        lines.append(format(header))
        lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        lines += rows.map(format)
        return lines.joined(separator: "\n")
    }

    private func row(_ label: String, _ samples: [Double], aim: Double?) -> [String] {
        let p95 = Self.percentile(samples, 0.95)
        return [
            label, String(samples.count), Self.milliseconds(Self.percentile(samples, 0.5)), Self.milliseconds(p95),
            Self.milliseconds(samples.max() ?? 0),
            aim.map { "<= \(Self.milliseconds($0)) " + (p95 <= $0 ? "met" : "missed") } ?? "",
        ]
    }

    /// The nearest-rank percentile.
    static func percentile(_ samples: [Double], _ fraction: Double) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    private static func milliseconds(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }
}
