/// What a view of a hierarchy shows, as its spec's `kind` declares it. The embedded kinds
/// name the table, preference screen or hierarchy by its name in the spec.
public enum ViewContent: Hashable, Sendable {
    /// A plain view, drawn by the app.
    case plain
    case image(name: String?)
    case text(DisplayText?)
    case table(String)
    case preferences(String)
    case hierarchy(String)

    /// The name of the embedded table, screen or hierarchy; nil for the other kinds.
    public var embeddedName: String? {
        switch self {
        case .table(let name), .preferences(let name), .hierarchy(let name): name
        case .plain, .image, .text: nil
        }
    }
}
