/// A 2D animation described as data, after the original library's animation view: elements
/// (a text, an image, or a view of a hierarchy) each moved by tracks of keyframes, played
/// together as one group that may repeat as a whole.
///
/// The timing of every track follows the Web Animations model (duration, delay,
/// iterations, direction, fill, easing), so a renderer maps it one to one.
public final class Animation: Sendable {
    public let name: Located<String>
    /// The hierarchy whose views `view` elements animate; nil when none is named.
    public let hierarchy: Located<String>?
    /// How many times the group of tracks plays as a whole; one when not written.
    public let iterations: Located<AnimationIterations>?
    public let elements: [AnimationElement]
    public let tracks: [AnimationTrack]
    /// Some of its elements or tracks, or a misspelt key, could not be read: a name that
    /// looks unknown may be among those unread.
    public let isPartlyUnread: Bool
    public let range: SourceSpan

    public init(
        name: Located<String>, hierarchy: Located<String>? = nil, iterations: Located<AnimationIterations>? = nil,
        elements: [AnimationElement], tracks: [AnimationTrack], isPartlyUnread: Bool = false, range: SourceSpan
    ) {
        self.name = name
        self.hierarchy = hierarchy
        self.iterations = iterations
        self.elements = elements
        self.tracks = tracks
        self.isPartlyUnread = isPartlyUnread
        self.range = range
    }

    public func element(named name: String) -> AnimationElement? { elements.first { $0.name.value == name } }
    public func track(named name: String) -> AnimationTrack? { tracks.first { $0.name.value == name } }

    /// Whether the group must reach its end: it repeats, and each repetition starts when the
    /// previous one has ended.
    public var repeatsAsWhole: Bool {
        switch iterations?.value {
        case nil: false
        case .count(let count)?: count != 1
        case .infinite?: true
        }
    }
}

/// How many times something plays: a number of iterations (fractions allowed, as in Web
/// Animations) or forever.
public enum AnimationIterations: Sendable, Equatable {
    case count(Double)
    case infinite
}

/// What an animation moves.
public struct AnimationElement: Sendable {
    public enum Kind: Sendable {
        /// A text drawn as the element; its size in points and colour, when written.
        case text(Located<Text>, size: Located<Double>?, color: Located<String>?)
        /// An image of the app's bundle, by name.
        case image(Located<String>)
        /// A view of the animation's hierarchy, by id.
        case view(Located<String>)

        public var name: String {
            switch self {
            case .text: "text"
            case .image: "image"
            case .view: "view"
            }
        }
    }

    public let name: Located<String>
    public let kind: Kind
    public let range: SourceSpan

    public init(name: Located<String>, kind: Kind, range: SourceSpan) {
        self.name = name
        self.kind = kind
        self.range = range
    }

    /// The text size the original library used when none was given.
    public static let defaultTextSize = 24.0
    /// Black, the original library's default text colour.
    public static let defaultTextColor = "#000000"
}

/// One element's motion: keyframes played with a timing, started with the group, at an
/// offset into it, or after another track ends.
public struct AnimationTrack: Sendable {
    public let name: Located<String>
    /// The element the track moves.
    public let element: Located<String>
    /// The track whose end starts this one; nil to start with the group.
    public let after: Located<String>?
    /// Seconds from the group's start (or from the end of `after`) to the track's start.
    public let offset: Located<Double>?
    public let timing: AnimationTiming
    /// In offset order, at least two; `from`/`to` are keyframes at offsets 0 and 1.
    public let keyframes: [AnimationKeyframe]
    public let range: SourceSpan

    public init(
        name: Located<String>, element: Located<String>, after: Located<String>? = nil, offset: Located<Double>? = nil,
        timing: AnimationTiming, keyframes: [AnimationKeyframe], range: SourceSpan
    ) {
        self.name = name
        self.element = element
        self.after = after
        self.offset = offset
        self.timing = timing
        self.keyframes = keyframes
        self.range = range
    }
}

/// A track's timing, word for word the Web Animations `EffectTiming` (durations in seconds).
public struct AnimationTiming: Sendable {
    public enum Direction: String, Sendable, CaseIterable {
        case normal, reverse, alternate, alternateReverse
    }

    public enum Fill: String, Sendable, CaseIterable {
        case none, forwards, backwards, both
    }

    /// Seconds one iteration takes; written, and checked to be above zero.
    public let duration: Located<Double>
    public let delay: Located<Double>?
    public let iterations: Located<AnimationIterations>?
    public let direction: Located<Direction>?
    public let fill: Located<Fill>?
    public let easing: Located<AnimationEasing>?

    public init(
        duration: Located<Double>, delay: Located<Double>? = nil, iterations: Located<AnimationIterations>? = nil,
        direction: Located<Direction>? = nil, fill: Located<Fill>? = nil, easing: Located<AnimationEasing>? = nil
    ) {
        self.duration = duration
        self.delay = delay
        self.iterations = iterations
        self.direction = direction
        self.fill = fill
        self.easing = easing
    }

    public var isEndless: Bool { iterations?.value == .infinite }
}

/// A timing function, as CSS writes them; the numbers are kept as written for the checks
/// to judge (x of a cubic Bézier in [0, 1], at least one step).
public enum AnimationEasing: Sendable, Equatable {
    case linear, ease, easeIn, easeOut, easeInOut
    case cubicBezier(Double, Double, Double, Double)
    /// `steps(n)`, jumping at the end of each step as CSS `steps(n)` (jump-end) does.
    case steps(Int)

    /// The words that name an easing without arguments.
    public static let keywords: [(String, AnimationEasing)] = [
        ("linear", .linear), ("ease", .ease), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]

    /// How it is written in a spec.
    public var specText: String {
        switch self {
        case .linear: "linear"
        case .ease: "ease"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .cubicBezier(let x1, let y1, let x2, let y2):
            "cubicBezier(\([x1, y1, x2, y2].map(AnimationKeyframe.format).joined(separator: ", ")))"
        case .steps(let count): "steps(\(count))"
        }
    }
}

/// The values of the animated properties at one offset of a track.
public struct AnimationKeyframe: Sendable {
    public enum Property: String, Sendable, CaseIterable {
        case x, y, scale, rotation, opacity
    }

    /// Where in an iteration (0 to 1) the values hold; written, or spaced evenly.
    public let offset: Located<Double>
    /// The easing from this keyframe to the next.
    public let easing: Located<AnimationEasing>?
    /// Points, moving the element right from where it is placed.
    public let x: Located<Double>?
    /// Points, moving the element down.
    public let y: Located<Double>?
    /// 1 is the element's own size.
    public let scale: Located<Double>?
    public let rotation: Located<Angle>?
    /// 0 (transparent) to 1 (opaque).
    public let opacity: Located<Double>?
    public let range: SourceSpan

    public init(
        offset: Located<Double>, easing: Located<AnimationEasing>? = nil, x: Located<Double>? = nil, y: Located<Double>? = nil,
        scale: Located<Double>? = nil, rotation: Located<Angle>? = nil, opacity: Located<Double>? = nil, range: SourceSpan
    ) {
        self.offset = offset
        self.easing = easing
        self.x = x
        self.y = y
        self.scale = scale
        self.rotation = rotation
        self.opacity = opacity
        self.range = range
    }

    /// The properties this keyframe gives a value.
    public var properties: [Property] {
        var written: [Property] = []
        if x != nil { written.append(.x) }
        if y != nil { written.append(.y) }
        if scale != nil { written.append(.scale) }
        if rotation != nil { written.append(.rotation) }
        if opacity != nil { written.append(.opacity) }
        return written
    }

    /// A number as a spec or a message writes it: `1` rather than `1.0`.
    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// An angle; a rotation must say its unit, which checks report when it does not.
    public struct Angle: Sendable, Equatable {
        public enum Unit: String, Sendable, CaseIterable {
            case deg, rad
        }

        public let value: Double
        /// Nil when written as a bare number.
        public let unit: Unit?

        public init(value: Double, unit: Unit?) {
            self.value = value
            self.unit = unit
        }

        public var degrees: Double {
            switch unit {
            case .rad?: value * 180 / .pi
            case .deg?, nil: value
            }
        }
    }
}
