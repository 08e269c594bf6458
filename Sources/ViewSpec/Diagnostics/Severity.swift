/// How serious a diagnostic is. Errors fail `lint` and stop `build`; warnings do not.
public enum Severity: String, Hashable, Comparable, Sendable, CaseIterable {
    case error
    case warning
    case note

    /// Errors sort first when two diagnostics share a position.
    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
