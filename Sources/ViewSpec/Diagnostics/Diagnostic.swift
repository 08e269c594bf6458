/// One finding: what is wrong (`message`, `id`), where (`range`), what else is relevant
/// (`notes`) and how to fix it (`fixIts`).
///
/// Places are byte spans, as every stage before the report knows them; a report's
/// `SourceMap` gives them their lines and columns.
public struct Diagnostic: Hashable, Sendable {
    public var severity: Severity
    public var id: DiagnosticID
    public var message: String
    public var range: SourceSpan
    public var notes: [Note]
    public var fixIts: [FixIt]

    public init(
        _ severity: Severity, _ id: DiagnosticID, _ message: String, at range: SourceSpan,
        notes: [Note] = [], fixIts: [FixIt] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = DiagnosticText.capped(message)
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }

    public static func error(
        _ id: DiagnosticID, _ message: String, at range: SourceSpan,
        notes: [Note] = [], fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(.error, id, message, at: range, notes: notes, fixIts: fixIts)
    }

    public static func warning(
        _ id: DiagnosticID, _ message: String, at range: SourceSpan,
        notes: [Note] = [], fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(.warning, id, message, at: range, notes: notes, fixIts: fixIts)
    }

    /// A related place: the first definition of a duplicate, the declaration of a field.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var range: SourceSpan

        public init(_ message: String, at range: SourceSpan) {
            self.message = DiagnosticText.capped(message)
            self.range = range
        }
    }

    /// A suggested edit: replace the bytes of `range` by `replacement`.
    ///
    /// Reports show the message alone, so it states the whole edit, once: a verb and the
    /// values it involves, each quoted once the way messages quote values (strings in
    /// single quotes, numbers and booleans bare): "replace 'yes' with true", "insert
    /// 'viewspec: 1' as the first line", "remove layer 'front'".
    public struct FixIt: Hashable, Sendable {
        public var message: String
        public var range: SourceSpan
        public var replacement: String
        /// Where in the compiler the fix-it was made: the tests require a correction that
        /// applies a fix-it made at each such place. Not part of the fix-it's identity.
        let origin: Origin

        struct Origin: Hashable, Sendable, CustomStringConvertible {
            /// `ViewSpec/FileName.swift`.
            var fileID: String
            var line: Int

            var description: String { "\(fileID):\(line)" }
        }

        /// `fileID` and `line` say where it is made; leave them to their defaults.
        public init(_ message: String, replacing range: SourceSpan, with replacement: String, fileID: StaticString = #fileID, line: UInt = #line) {
            self.message = DiagnosticText.capped(message)
            self.range = range
            self.replacement = replacement
            self.origin = Origin(fileID: "\(fileID)", line: Int(line))
        }

        public static func == (lhs: FixIt, rhs: FixIt) -> Bool {
            lhs.message == rhs.message && lhs.range == rhs.range && lhs.replacement == rhs.replacement
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(message)
            hasher.combine(range)
            hasher.combine(replacement)
        }
    }
}

extension Diagnostic: Comparable {
    /// File, then position, then severity, code and message: a total order, so that the
    /// output never depends on the order in which files were processed. Within a file, byte
    /// order is line and column order.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.range.file != rhs.range.file { return lhs.range.path < rhs.range.path }
        if lhs.range.startOffset != rhs.range.startOffset { return lhs.range.startOffset < rhs.range.startOffset }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return lhs.range.endOffset < rhs.range.endOffset
    }
}

extension Array where Element == Diagnostic {
    /// Sorted by file and position, each distinct diagnostic once.
    public func sortedAndDeduplicated() -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return sorted().filter { seen.insert($0).inserted }
    }

    public var errorCount: Int { count { $0.severity == .error } }
    public var warningCount: Int { count { $0.severity == .warning } }
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
