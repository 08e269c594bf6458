/// A view placed in a layer of a `LayerStack`.
public struct LayerView: Hashable, Sendable {
    /// Unique within the hierarchy.
    public var id: String
    public var frame: ViewFrame
    /// Whether touches stop at this view; when false they pass to what is below.
    public var isInteractive: Bool
    /// A hidden view is drawn nowhere and receives no touches.
    public var isHidden: Bool

    public init(id: String, frame: ViewFrame, isInteractive: Bool = true, isHidden: Bool = false) {
        self.id = id
        self.frame = frame
        self.isInteractive = isInteractive
        self.isHidden = isHidden
    }
}
