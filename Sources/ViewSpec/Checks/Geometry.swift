// Frames and sizes as the table and layer checks compare them and messages show them.

extension Double {
    /// A number as a spec writes it: `320`, not `320.0`.
    var specText: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}

extension Rect {
    /// `320 × 480`.
    var sizeText: String { "\(width.specText) × \(height.specText)" }

    /// A rectangle of this one's size at the origin: the bounds a child is placed in.
    var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    var hasPositiveSize: Bool { width > 0 && height > 0 }
}

extension HierarchyView.Kind {
    /// A nested hierarchy: a container of layers, transparent to touches itself.
    var isContainer: Bool {
        if case .hierarchy = self { return true }
        return false
    }
}

extension Frame {
    /// A frame that fills its parent is as large as the parent, and parents with no area are
    /// reported where they are declared.
    var hasPositiveSize: Bool {
        switch self {
        case .fill: true
        case .rect(let rect): rect.hasPositiveSize
        }
    }
}
