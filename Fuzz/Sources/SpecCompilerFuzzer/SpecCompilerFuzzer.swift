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

import Foundation
import FuzzChecks
import ViewSpec

private let fileMarker = Array("#>>> ".utf8)
private let maximumFiles = 8

/// A small layout limit, so that documents that embed each other grow past it quickly
/// instead of spending the fuzzer's time laying out a hundred thousand rows; the checks
/// judge documents by it, and the layout is written within it.
private let compiler: Compiler = {
    var options = Compiler.Options()
    options.layoutElementLimit = 2_000
    return Compiler(options: options)
}()
private let layoutEmitter = LayoutEmitter(inputs: ["specs"])
private let swiftEmitter = SwiftEmitter(access: .public, inputs: ["specs"])

@_cdecl("LLVMFuzzerTestOneInput")
public func specCompilerFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let sources = project(from: Array(UnsafeBufferPointer(start: data, count: size)))
    let compilation = compiler.compile(sources: sources)
    checkPositions(of: compilation.diagnostics, in: sources, stage: "check")
    precondition(compilation.fileCount == sources.count, "the compilation counts \(compilation.fileCount) files of \(sources.count)")
    _ = TextDiagnosticRenderer(sources: compilation.sources, colors: false).render(compilation.diagnostics)

    guard !compilation.hasErrors else {
        // The emitters get nothing while an error remains, saying how many.
        do {
            _ = try compilation.checked(for: [.layout, .swift])
            preconditionFailure("a project with errors was handed to the emitters")
        } catch {
            precondition(error == .errorsRemain(count: compilation.diagnostics.errorCount), "refused with \(error)")
        }
        return 0
    }

    // Every check ran, so nothing the emitters need can be left unresolved: what they meet
    // that a check should have refused stops them (this is a debug build, assertions on).
    let checked: CheckedProject
    do {
        checked = try compilation.checked(for: [.layout, .swift])
    } catch {
        preconditionFailure("a project without errors was refused: \(error)")
    }
    let layout = layoutEmitter.emit(checked)
    var fileNames = Set<String>()
    for document in layout.files {
        precondition(fileNames.insert(document.fileName).inserted, "two layout documents are named '\(document.fileName)'")
        precondition(
            document.kind == .index || DocumentNaming.isDocumentFileName(document.fileName),
            "'\(document.fileName)' is not a layout document's file name")
        guard let json = try? JSONSerialization.jsonObject(with: Data(document.bytes)) as? [String: Any] else {
            preconditionFailure("layout document '\(document.fileName)' is not a JSON object:\n\(document.text)")
        }
        precondition(json["formatVersion"] != nil, "layout document '\(document.fileName)' has no format version")
    }
    // The same project laid out again gives the same bytes: nothing depends on thread timing.
    let again = try? compiler.compile(sources: sources).checked(for: [.layout])
    precondition(again.map(layoutEmitter.emit)?.files.map(\.bytes) == layout.files.map(\.bytes), "laying out the same project twice gave different bytes")

    // What the generated code would hand the runtime, the runtime accepts.
    MainActor.assumeIsolated { RuntimeOracle.check(compilation.project) }

    let swift = swiftEmitter.emit(checked)
    precondition(swift.files.count == sources.count, "Swift output lost files")
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
