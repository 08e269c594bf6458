/// Where a view sits: the parent's bounds, or a rectangle in the parent's coordinates.
public enum ViewFrame: Hashable, Sendable {
    case fill
    case rect(Rect)
}
