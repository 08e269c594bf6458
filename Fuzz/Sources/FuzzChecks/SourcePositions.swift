// Invariants both fuzz targets hold every position to. Each is a `precondition`, so a
// violation traps and libFuzzer saves the input.

import ViewSpec

/// Every diagnostic, note and fix-it points into one of `files`, within its bytes, and a
/// report of them shows lines and columns from 1.
public func checkPositions(of diagnostics: [Diagnostic], in files: [SourceFile], stage: String) {
    let map = SourceMap(files)
    let sizes = Dictionary(files.map { ($0.path, $0.bytes.count) }, uniquingKeysWith: { first, _ in first })
    for diagnostic in diagnostics {
        precondition(!diagnostic.message.isEmpty, "[\(stage)] \(diagnostic.id.code) has no message")
        checkPosition(diagnostic.range, map: map, sizes: sizes, "[\(stage)] \(diagnostic.id.code) '\(diagnostic.message)'")
        for note in diagnostic.notes {
            checkPosition(note.range, map: map, sizes: sizes, "[\(stage)] note '\(note.message)' of \(diagnostic.id.code)")
        }
        for fixIt in diagnostic.fixIts {
            checkPosition(fixIt.range, map: map, sizes: sizes, "[\(stage)] fix-it '\(fixIt.message)' of \(diagnostic.id.code)")
        }
    }
}

/// `span` lies in `file`: its path, offsets in order within it, lines and columns from 1.
public func checkPosition(_ span: SourceSpan, in file: SourceFile, _ what: @autoclosure () -> String) {
    checkPosition(span, map: SourceMap([file]), sizes: [file.path: file.bytes.count], what())
}

private func checkPosition(_ span: SourceSpan, map: SourceMap, sizes: [String: Int], _ what: @autoclosure () -> String) {
    guard let size = sizes[span.path] else { preconditionFailure("\(what()): '\(span.path)' is not a file of the input") }
    precondition(
        0 <= span.startOffset && span.startOffset <= span.endOffset && span.endOffset <= size,
        "\(what()): offsets \(span.startOffset)..<\(span.endOffset) outside 0...\(size) or reversed")
    let range = map.range(of: span)
    precondition(range.start.line >= 1 && range.start.column >= 1, "\(what()): start \(range.start) before 1:1")
    precondition(range.end.line >= 1 && range.end.column >= 1, "\(what()): end \(range.end) before 1:1")
    precondition(range.start <= range.end, "\(what()): end \(range.end) before start \(range.start)")
}
