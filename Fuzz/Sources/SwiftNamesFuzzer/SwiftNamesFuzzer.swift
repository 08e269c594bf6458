// libFuzzer entry point for Swift names: the input's bytes choose a whole project of one to
// four spec files whose every name is hostile to generated Swift (`HostileProjects`, the
// generator the tests use too), which goes through the checks and the Swift emitter.
//
// Every error must be a Swift-name check's, at a name; the files it refuses are left out
// and the rest checked again, until the checks accept what remains, which the emitter must
// then generate (its assertions on) into distinctly named files, the same bytes twice.
// Whether that Swift compiles is for swiftc, in batches: `scripts/fuzz.sh` compiles the
// corpus this target grows through the tests (`SwiftNamePropertyTests`), and any project
// the checks accept that swiftc refuses is a finding.
//
// There is deliberately no `main`: `swift build --sanitize=fuzzer` links libFuzzer's own.
// Every invariant is a `precondition`, so a violation traps and libFuzzer saves the input.

import FuzzChecks
import ViewSpec

private let swiftChecks = Set(["swift-invalid-name", "swift-name-clash", "swift-file-clash"])

@_cdecl("LLVMFuzzerTestOneInput")
public func swiftNamesFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var specs = HostileProjects.project(fromFuzzInput: Array(UnsafeBufferPointer(start: data, count: size)))
    var compilation = compile(specs)
    while compilation.hasErrors {
        let sources = specs.map { SourceFile(path: $0.path, text: $0.text) }
        checkPositions(of: compilation.diagnostics, in: sources, stage: "check")
        var refused = Set<String>()
        let map = compilation.sourceMap
        for diagnostic in compilation.diagnostics where diagnostic.severity == .error {
            let range = map.range(of: diagnostic.range)
            precondition(
                swiftChecks.contains(diagnostic.id.name),
                "a project of hostile names has another error: \(diagnostic.id.name) \(range.path):\(range.start.line): \(diagnostic.message)")
            let source = sources.first { $0.path == range.path }
            let first = source.flatMap { $0.bytes.indices.contains(diagnostic.range.startOffset) ? $0.bytes[diagnostic.range.startOffset] : nil }
            precondition(
                first == UInt8(ascii: "\"") || (diagnostic.id.name == "swift-file-clash" && first == UInt8(ascii: "1")),
                "\(diagnostic.id.name) is not at a name: \(range.path):\(range.start.line):\(range.start.column)")
            refused.insert(range.path)
        }
        precondition(!refused.isEmpty, "errors without a file")
        specs.removeAll { refused.contains($0.path) }
        compilation = compile(specs)
    }
    guard !specs.isEmpty else { return 0 }

    let checked: CheckedProject
    do {
        checked = try compilation.checked(for: [.swift, .layout])
    } catch {
        preconditionFailure("a project without errors was refused: \(error)")
    }
    for access in SwiftEmitter.AccessLevel.allCases {
        let emitter = SwiftEmitter(access: access, inputs: ["specs"])
        let output = emitter.emit(checked)
        precondition(output.files.count == specs.count, "\(output.files.count) Swift files for \(specs.count) spec files")
        var fileNames = Set<String>()
        for file in output.files {
            precondition(fileNames.insert(file.fileName.lowercased()).inserted, "two Swift files are named '\(file.fileName)'")
            precondition(file.text.hasPrefix(SwiftEmitter.headerMarker), "Swift file '\(file.fileName)' lacks the generated header")
        }
        precondition(emitter.emit(checked).files.map(\.text) == output.files.map(\.text), "generating the same project twice gave different code")
    }
    // The layout takes every name the Swift code does.
    _ = LayoutEmitter(inputs: ["specs"]).emit(checked, settle: { _ in () })
    return 0
}

private func compile(_ specs: [HostileSpec]) -> Compilation {
    Compiler().compile(sources: specs.map { SourceFile(path: $0.path, text: $0.text) })
}
