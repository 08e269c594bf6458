// libFuzzer entry point for the readers and writers of the native settings formats that
// `viewspecc import` reads and `viewspecc build` writes: property lists (XML and binary),
// strings tables, Android values and Android preference screens.
//
// The input's first byte picks the format (its two low bits) and the limits (bit 2: small
// ones, so that the depth and count limits are reached often); the rest is the file. Every
// invariant is a `precondition`, so a violation traps and libFuzzer saves the input.
//
// A property list or preference screen that reads without error is imported too, as a
// Settings.bundle's Root.plist or an app's only preference screen: the specs an import
// makes must compile without error, and importing the same file twice gives the same specs.

import Foundation
import FuzzChecks
@_spi(Fuzzing) import ViewSpec

private let paths: [InterchangeRoundTrip.Format: String] = [
    .propertyList: "Root.plist", .stringsTable: "Root.strings", .androidValues: "strings.xml", .preferenceXML: "preferences.xml",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func interchangeFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let selector = data[0]
    guard let format = InterchangeRoundTrip.Format(rawValue: selector & 0b11), let path = paths[format] else { return 0 }
    let limits: InterchangeRoundTrip.Limits = selector & 0b100 == 0 ? .standard : .small
    let file = SourceFile(path: path, bytes: Array(UnsafeBufferPointer(start: data + 1, count: size - 1)))
    let stage = "\(format)"

    let result = InterchangeRoundTrip.run(file, as: format, limits: limits)
    let first = result.first
    precondition(first.reportSource.path == path, "[\(stage)] the report source is \(first.reportSource.path), not the file read")
    checkPositions(of: first.diagnostics, in: [positionSource(first.reportSource, of: file)], stage: stage)
    precondition(
        first.hasValue == !first.diagnostics.hasErrors,
        "[\(stage)] \(first.hasValue ? "a value and an error" : "neither a value nor an error"): \(summary(first.diagnostics))")
    if first.hasValue, limits == .standard { checkImport(file.bytes, as: format) }

    // What was read and written reads back as it was, without a word of complaint, and
    // writing that again gives the same bytes: the writers write only what the readers read.
    guard let written = result.written, let second = result.second else { return 0 }
    let text = String(decoding: written, as: UTF8.self).debugDescription
    checkPositions(of: second.diagnostics, in: [second.reportSource], stage: "\(stage), written")
    precondition(second.diagnostics.isEmpty, "[\(stage)] what was written reads back with \(summary(second.diagnostics)): \(text)")
    precondition(result.readsBackEqual, "[\(stage)] what was written reads back different: \(text)")
    precondition(result.writtenAgain == written, "[\(stage)] writing what was read back gives other bytes: \(text)")
    return 0
}

/// A directory of this process's own, emptied for every input.
private let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-interchange-fuzz-\(getpid())")

private func checkImport(_ bytes: [UInt8], as format: InterchangeRoundTrip.Format) {
    let importOnce: () -> ImportRun.Outcome
    // A problem of a folder the import was given is reported at its path.
    let folder: URL
    switch format {
    case .propertyList:
        folder = scratch.appendingPathComponent("Settings.bundle")
        write(bytes, to: folder.appendingPathComponent("Root.plist"))
        importOnce = { ImportRun.settingsBundle(at: folder.path) }
    case .preferenceXML:
        folder = scratch.appendingPathComponent("res")
        let screen = folder.appendingPathComponent("xml/preferences.xml")
        write(bytes, to: screen)
        importOnce = { ImportRun.androidPreferences([screen.path], resourceFolder: folder.path) }
    case .stringsTable, .androidValues:
        return
    }
    let stage = "import of \(format)"
    let outcome = importOnce()
    let read = outcome.sources.map { $0.path.hasSuffix("/Root.plist") ? positionSource($0, of: SourceFile(path: $0.path, bytes: bytes)) : $0 }
    checkPositions(of: outcome.diagnostics, in: read + [SourceFile(path: folder.path, bytes: [])], stage: stage)
    let specErrors = outcome.diagnostics.filter { $0.severity == .error && $0.range.path.hasSuffix(".yaml") }
    precondition(specErrors.isEmpty, "[\(stage)] the specs made hold errors: \(summary(specErrors))\n\(outcome.specs.map(\.text).joined())")
    precondition(outcome.diagnostics.hasErrors || !outcome.specs.isEmpty, "[\(stage)] neither specs nor an error")
    let again = importOnce()
    precondition(
        again.specs.map(\.name) == outcome.specs.map(\.name) && again.specs.map(\.text) == outcome.specs.map(\.text),
        "[\(stage)] importing the same file twice gave other specs")
}

private func write(_ bytes: [UInt8], to url: URL) {
    try? FileManager.default.removeItem(at: scratch)
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    } catch {
        preconditionFailure("cannot write the input to \(url.path): \(error)")
    }
}

/// The text positions in `file` are checked against: its report source, but for a binary
/// property list, whose report source is empty so that reports place it at 1:1, the file
/// itself, into whose bytes its spans are offsets.
private func positionSource(_ reportSource: SourceFile, of file: SourceFile) -> SourceFile {
    reportSource.bytes.isEmpty && file.bytes.starts(with: Array("bplist".utf8)) ? file : reportSource
}

private func summary(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { "\($0.id.code) \($0.message.debugDescription)" }.joined(separator: "; ")
}
