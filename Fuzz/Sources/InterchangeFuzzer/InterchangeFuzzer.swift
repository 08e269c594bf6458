// libFuzzer entry point for the readers and writers of the native settings formats that
// `viewspecc import` reads and `viewspecc build` writes: property lists (XML and binary),
// strings tables, Android values and Android preference screens.
//
// The input's first byte picks the format (its two low bits) and the limits (bit 2: small
// ones, so that the depth and count limits are reached often); the rest is the file. Every
// invariant is a `precondition`, so a violation traps and libFuzzer saves the input.

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
    checkPositions(of: first.diagnostics, in: [first.reportSource], stage: stage)
    precondition(
        first.hasValue == !first.diagnostics.hasErrors,
        "[\(stage)] \(first.hasValue ? "a value and an error" : "neither a value nor an error"): \(summary(first.diagnostics))")

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

private func summary(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { "\($0.id.code) \($0.message.debugDescription)" }.joined(separator: "; ")
}
