// libFuzzer entry point for the whole compiler past the YAML loader: the spec decoder,
// every check, the JSON layout and the Swift emitter, on a project of one or more files.
//
// There is deliberately no `main`: `swift build --sanitize=fuzzer` links libFuzzer's own.
// Run it through `scripts/fuzz.sh`. Every invariant is a `precondition`, so a violation
// traps and libFuzzer saves the input as a crash artifact.
//
// One input is a project: a line starting with `#>>> ` (a YAML comment, so mutations keep
// it) begins a new file named by the rest of the line; what comes before the first such
// line, unless nothing, is `fuzz.yaml`. Names, references and clashes across files are
// fuzzed that way.

import FuzzChecks
import ViewSpec

private let fileMarker = Array("#>>> ".utf8)
private let maximumFiles = 8

/// Small layout limits, so that documents that embed each other grow past them quickly
/// instead of spending the fuzzer's time laying out a hundred thousand rows.
private let layoutEmitter = LayoutEmitter(inputs: ["specs"], maximumElementsPerDocument: 2_000)
private let swiftEmitter = SwiftEmitter(access: .public, inputs: ["specs"])
/// Layout documents nest views in views; their depth is bounded by the spec's own.
private let jsonParser = JSONParser(maxDepth: 100_000)

@_cdecl("LLVMFuzzerTestOneInput")
public func specCompilerFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let sources = project(from: Array(UnsafeBufferPointer(start: data, count: size)))
    let compilation = Compiler().compile(sources: sources)
    checkPositions(of: compilation.diagnostics, in: sources, stage: "check")
    precondition(compilation.fileCount == sources.count, "the compilation counts \(compilation.fileCount) files of \(sources.count)")
    _ = TextDiagnosticRenderer(sources: compilation.sources, colors: false).render(compilation.diagnostics)

    guard !compilation.hasErrors else {
        // Layout refuses a project with errors, saying how many.
        do {
            _ = try layoutEmitter.emit(compilation)
            preconditionFailure("the layout emitter laid out a project with errors")
        } catch {
            precondition(error == .compilationHasErrors(errorCount: compilation.diagnostics.errorCount), "layout refused with \(error)")
        }
        return 0
    }

    // Every check ran, so nothing the layout needs can be left unresolved: a problem the
    // layout emitter finds here is one a check should have reported. The one exception is
    // the budget of elements per document, which no check judges (and which is small here).
    let layout: LayoutOutput
    do {
        layout = try layoutEmitter.emit(compilation)
    } catch .unresolved(let problems) where problems.allSatisfy({ $0.message.hasSuffix("once embedded layouts are expanded") }) {
        return 0
    } catch {
        preconditionFailure("a project without errors could not be laid out: \(error)")
    }
    var fileNames = Set<String>()
    for document in layout.files {
        precondition(fileNames.insert(document.fileName).inserted, "two layout documents are named '\(document.fileName)'")
        precondition(
            document.kind == .index || DocumentNaming.isDocumentFileName(document.fileName),
            "'\(document.fileName)' is not a layout document's file name")
        guard let json = try? jsonParser.parse(document.bytes) else {
            preconditionFailure("layout document '\(document.fileName)' is not JSON:\n\(document.text)")
        }
        precondition(json["formatVersion"] != nil, "layout document '\(document.fileName)' has no format version")
    }
    // The same project laid out again gives the same bytes: nothing depends on thread timing.
    let again = try? layoutEmitter.emit(Compiler().compile(sources: sources))
    precondition(again?.files.map(\.bytes) == layout.files.map(\.bytes), "laying out the same project twice gave different bytes")

    // What the generated code would hand the runtime, the runtime accepts.
    MainActor.assumeIsolated { RuntimeOracle.check(compilation.project) }

    let swift = swiftEmitter.emit(compilation.project)
    checkPositions(of: swift.diagnostics, in: sources, stage: "Swift")
    precondition(swift.diagnostics.hasErrors || swift.files.count == sources.count, "Swift output lost files without an error")
    var swiftFileNames = Set<String>()
    for file in swift.files {
        precondition(swiftFileNames.insert(file.fileName.lowercased()).inserted, "two Swift files are named '\(file.fileName)'")
        precondition(file.text.hasPrefix(SwiftEmitter.headerMarker), "Swift file '\(file.fileName)' lacks the generated header")
    }
    return 0
}

/// The input split into files at marker lines.
private func project(from bytes: [UInt8]) -> [SourceFile] {
    var names: [String] = ["fuzz.yaml"]
    var contents: [[UInt8]] = [[]]
    var lineStart = 0
    while lineStart < bytes.count {
        let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
        let line = bytes[lineStart..<lineEnd]
        if names.count < maximumFiles, line.starts(with: fileMarker) {
            names.append(fileName(from: line.dropFirst(fileMarker.count), index: names.count, taken: Set(names)))
            contents.append([])
        } else {
            contents[contents.count - 1] += line
        }
        lineStart = lineEnd
    }
    // A project's seed starts with its first file's marker; an empty file before it would
    // be an error ("found an empty file") that keeps every seed from reaching the emitters.
    let files = zip(names, contents).filter { name, bytes in name != names[0] || !bytes.isEmpty }
    return files.map { SourceFile(path: "specs/" + $0, bytes: $1) }
}

/// The name a marker line gives, kept to what a directory listing could hold (one path
/// component of ASCII letters, digits, `.`, `-` and `_`) and unique in the project.
private func fileName(from rest: ArraySlice<UInt8>, index: Int, taken: Set<String>) -> String {
    let allowed = rest.prefix { byte in
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "_")
    }.prefix(40)
    let name = String(decoding: allowed, as: UTF8.self)
    guard !name.isEmpty, name != ".", name != "..", !taken.contains(name) else { return "file\(index).yaml" }
    return name
}
