/// The stable identity of a kind of diagnostic: a code that never changes meaning
/// (`VS0003`) and a readable name (`duplicate-key`) for configuration files and docs.
///
/// Codes are never reused: a retired diagnostic keeps its code reserved.
public struct DiagnosticID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let code: String
    public let name: String
    /// One sentence: what the diagnostic reports.
    public let summary: String
    public let defaultSeverity: Severity

    public init(code: String, name: String, summary: String, defaultSeverity: Severity = .error) {
        self.code = code
        self.name = name
        self.summary = summary
        self.defaultSeverity = defaultSeverity
    }

    public var description: String { code }

    public static func == (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
    public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.code < rhs.code }
}
