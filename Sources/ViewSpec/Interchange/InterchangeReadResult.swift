/// What a reader of a native settings format made of one file.
package struct InterchangeReadResult<Value: Sendable>: Sendable {
    /// What was read; nil when the file has an error (`diagnostics` then holds it).
    package var value: Value?
    /// The error that stopped the reader, if any, and the warnings it gave on the way.
    package var diagnostics: [Diagnostic]
    /// The text the diagnostics' and the values' spans are offsets into, for a `SourceMap`:
    /// the file itself for UTF-8 text; the UTF-8 transcoding of a UTF-16 file, so that lines
    /// and columns come out as an editor shows them; for a binary property list, which has
    /// no lines, an empty text under the file's path, so that reports place it at 1:1 and
    /// the messages name byte offsets instead (its spans are byte offsets into the file).
    package var reportSource: SourceFile

    package init(value: Value?, diagnostics: [Diagnostic], reportSource: SourceFile) {
        self.value = value
        self.diagnostics = diagnostics
        self.reportSource = reportSource
    }
}

/// The error that stops a reader, thrown inside it and turned into its result's diagnostic.
struct InterchangeFailure: Error {
    var diagnostic: Diagnostic

    init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }

    init(_ id: DiagnosticID, _ message: String, at span: SourceSpan, notes: [Diagnostic.Note] = []) {
        diagnostic = .error(id, message, at: span, notes: notes)
    }
}

/// How messages name what a reader found where it expected something else.
enum FoundText {
    /// The character at `offset` of UTF-8 `bytes`, quoted, or "the end of the file".
    static func character(in bytes: [UInt8], at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        var end = offset + 1
        while end < bytes.count, end - offset < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[offset..<end], as: UTF8.self)
        return quoted(text)
    }

    /// `text` between single quotes, control characters written as escapes.
    static func quoted(_ text: String) -> String {
        "'\(PrintableText.escaped(text))'"
    }
}
