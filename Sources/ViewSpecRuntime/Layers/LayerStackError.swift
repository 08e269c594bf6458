/// Why a `LayerStack` refused a change; a refused change leaves the stack as it was.
public enum LayerStackError: Error, Hashable, Sendable {
    case duplicateLayer(String)
    case unknownLayer(String)
    case duplicateView(String)
    case unknownView(String)
}

extension LayerStackError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .duplicateLayer(let name): "layer '\(name)' already exists"
        case .unknownLayer(let name): "no layer '\(name)'"
        case .duplicateView(let id): "a view with id '\(id)' already exists"
        case .unknownView(let id): "no view with id '\(id)'"
        }
    }
}
