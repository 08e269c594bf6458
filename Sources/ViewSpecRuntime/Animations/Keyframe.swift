/// The values of some properties at one offset of an iteration.
public struct Keyframe: Hashable, Sendable {
    /// 0 to 1.
    public var offset: Double
    /// From this keyframe to the next.
    public var easing: TimingFunction
    /// Points; nil when the keyframe gives no translation. A keyframe that gives only one
    /// of x and y gives the other as 0.
    public var x: Double?
    public var y: Double?
    public var scale: Double?
    /// Degrees.
    public var rotation: Double?
    public var opacity: Double?

    public init(
        offset: Double, easing: TimingFunction = .linear, x: Double? = nil, y: Double? = nil, scale: Double? = nil, rotation: Double? = nil,
        opacity: Double? = nil
    ) {
        self.offset = offset
        self.easing = easing
        self.x = x
        self.y = y
        self.scale = scale
        self.rotation = rotation
        self.opacity = opacity
    }

    /// The property's value here as numbers, nil when the keyframe does not give it.
    func value(of property: AnimatedProperty) -> [Double]? {
        switch property {
        case .translation: x == nil && y == nil ? nil : [x ?? 0, y ?? 0]
        case .scale: scale.map { [$0] }
        case .rotation: rotation.map { [$0] }
        case .opacity: opacity.map { [$0] }
        }
    }

    /// The underlying value a property has where no keyframe gives it.
    static func underlying(_ property: AnimatedProperty) -> [Double] {
        switch property {
        case .translation: [0, 0]
        case .scale: [1]
        case .rotation: [0]
        case .opacity: [1]
        }
    }
}

/// An effect's keyframes, interpolated property by property as Web Animations does
/// (§5.3.3, "the effect value of a keyframe effect").
public struct KeyframeSet: Hashable, Sendable {
    /// In offset order.
    public let keyframes: [Keyframe]

    public init(_ keyframes: [Keyframe]) {
        self.keyframes = keyframes.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
    }

    /// The properties some keyframe gives.
    public var properties: [AnimatedProperty] {
        AnimatedProperty.allCases.filter { property in keyframes.contains { $0.value(of: property) != nil } }
    }

    /// The value of `property` at an iteration progress (after the effect's easing); nil
    /// when no keyframe gives the property.
    public func value(of property: AnimatedProperty, at progress: Double) -> [Double]? {
        var frames = keyframes.compactMap { frame in frame.value(of: property).map { (offset: frame.offset, easing: frame.easing, value: $0) } }
        guard !frames.isEmpty else { return nil }
        // Implicit keyframes at 0 and 1 with the underlying value where none is written.
        if frames[0].offset != 0 { frames.insert((0, .linear, Keyframe.underlying(property)), at: 0) }
        if frames[frames.count - 1].offset != 1 { frames.append((1, .linear, Keyframe.underlying(property))) }
        // Outside 0...1 (an easing that overshoots) the first or last interval extends.
        if progress < 0, let first = frames.firstIndex(where: { $0.offset == 0 }), frames.filter({ $0.offset == 0 }).count > 1 {
            return frames[first].value
        }
        if progress >= 1, frames.filter({ $0.offset == 1 }).count > 1 || progress == 1 {
            return frames.last { $0.offset == 1 }?.value
        }
        let startIndex = frames.lastIndex { $0.offset <= progress && $0.offset < 1 } ?? frames.lastIndex { $0.offset == 0 } ?? 0
        let endIndex = min(startIndex + 1, frames.count - 1)
        let start = frames[startIndex]
        let end = frames[endIndex]
        guard end.offset > start.offset else { return start.value }
        let local = start.easing((progress - start.offset) / (end.offset - start.offset))
        return zip(start.value, end.value).map { $0 + ($1 - $0) * local }
    }
}
