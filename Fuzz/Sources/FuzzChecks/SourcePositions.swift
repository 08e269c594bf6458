// Invariants both fuzz targets hold every position to. Each is a `precondition`, so a
// violation traps and libFuzzer saves the input.

import ViewSpec

/// Every diagnostic, note and fix-it points into one of `files`, within its bytes.
public func checkPositions(of diagnostics: [Diagnostic], in files: [SourceFile], stage: String) {
    let sizes = Dictionary(files.map { ($0.path, $0.bytes.count) }, uniquingKeysWith: { first, _ in first })
    for diagnostic in diagnostics {
        precondition(!diagnostic.message.isEmpty, "[\(stage)] \(diagnostic.id.code) has no message")
        checkPosition(diagnostic.range, sizes: sizes, "[\(stage)] \(diagnostic.id.code) '\(diagnostic.message)'")
        for note in diagnostic.notes {
            checkPosition(note.range, sizes: sizes, "[\(stage)] note '\(note.message)' of \(diagnostic.id.code)")
        }
        for fixIt in diagnostic.fixIts {
            checkPosition(fixIt.range, sizes: sizes, "[\(stage)] fix-it '\(fixIt.message)' of \(diagnostic.id.code)")
        }
    }
}

/// `range` lies in `file`: its path, lines and columns from 1, offsets in order within it.
public func checkPosition(_ range: SourceRange, in file: SourceFile, _ what: @autoclosure () -> String) {
    checkPosition(range, sizes: [file.path: file.bytes.count], what())
}

private func checkPosition(_ range: SourceRange, sizes: [String: Int], _ what: @autoclosure () -> String) {
    guard let size = sizes[range.path] else { preconditionFailure("\(what()): '\(range.path)' is not a file of the input") }
    precondition(range.start.line >= 1 && range.start.column >= 1, "\(what()): start \(range.start) before 1:1")
    precondition(range.end.line >= 1 && range.end.column >= 1, "\(what()): end \(range.end) before 1:1")
    precondition(
        0 <= range.start.offset && range.start.offset <= range.end.offset && range.end.offset <= size,
        "\(what()): offsets \(range.start.offset)..<\(range.end.offset) outside 0...\(size) or reversed")
}
