/// The values an animation gives an element: a translation, a scale, a rotation and an
/// opacity, the properties of the original library's 2D motion.
public struct AnimatedValues: Hashable, Sendable {
    /// Points moved right.
    public var x: Double
    /// Points moved down.
    public var y: Double
    public var scale: Double
    /// Clockwise, in degrees.
    public var rotation: Double
    public var opacity: Double

    public init(x: Double = 0, y: Double = 0, scale: Double = 1, rotation: Double = 0, opacity: Double = 1) {
        self.x = x
        self.y = y
        self.scale = scale
        self.rotation = rotation
        self.opacity = opacity
    }

    /// An element's own values, where no animation acts on it.
    public static let identity = AnimatedValues()
}

/// The animated properties. x and y are one property, a translation, as CSS `translate`
/// is: a keyframe that gives one of them gives the other as 0.
public enum AnimatedProperty: String, Hashable, Sendable, CaseIterable {
    case translation, scale, rotation, opacity
}
