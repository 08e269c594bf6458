/// Whether an animation plays, as Web Animations' `playState`.
public enum AnimationPlayState: String, Hashable, Sendable {
    /// Not started, or cancelled: no element is moved.
    case idle
    case running
    case paused
    /// Played to its end; its tracks' fills decide what stays.
    case finished
}

/// Plays an animation on a clock: play, pause, resume, cancel and seek, as the Web
/// Animations `Animation` interface does for a playback rate of 1.
public struct AnimationPlayer<Element: Hashable & Sendable, Track: Hashable & Sendable>: Sendable {
    public let animation: AnimationDescription<Element, Track>
    public let clock: any AnimationClock
    /// The clock's time at which the animation's time was zero, while it runs.
    private var startTime: Double?
    /// The animation's time, held while it is paused (or sought before it plays).
    private var holdTime: Double?

    public init(_ animation: AnimationDescription<Element, Track>, clock: any AnimationClock) {
        self.animation = animation
        self.clock = clock
    }

    /// The animation's time: seconds since it started, less the time spent paused; nil
    /// while idle. It stops at the end of the animation.
    public var currentTime: Double? {
        if let holdTime { return holdTime }
        guard let startTime else { return nil }
        return min(clock.now - startTime, animation.duration)
    }

    /// As Web Animations orders it: a paused animation is paused even at its end.
    public var playState: AnimationPlayState {
        guard let currentTime else { return .idle }
        if holdTime != nil, startTime == nil { return .paused }
        return currentTime >= animation.duration ? .finished : .running
    }

    /// Starts the animation, from its beginning when it is idle or finished, from where it
    /// was when paused.
    public mutating func play() {
        let from: Double
        if let time = currentTime, time < animation.duration {
            from = time
        } else {
            from = 0
        }
        startTime = clock.now - from
        holdTime = nil
    }

    /// Holds the animation at its current time; starts it paused at zero when idle.
    public mutating func pause() {
        holdTime = currentTime ?? 0
        startTime = nil
    }

    /// Goes on from where it was paused; the same as `play()`.
    public mutating func resume() { play() }

    /// Stops the animation and takes its effects away: every element shows its own values.
    public mutating func cancel() {
        startTime = nil
        holdTime = nil
    }

    /// Moves the animation to `time` (clamped to 0 and its end), keeping it running or
    /// paused; an idle animation is paused there.
    public mutating func seek(to time: Double) {
        let target = min(max(time, 0), animation.duration)
        if startTime != nil, holdTime == nil {
            startTime = clock.now - target
        } else {
            holdTime = target
            startTime = nil
        }
    }

    /// Every element's values now: their own values while idle.
    public var values: [Element: AnimatedValues] {
        guard let currentTime else {
            return Dictionary(animation.tracks.map { ($0.element, AnimatedValues.identity) }, uniquingKeysWith: { first, _ in first })
        }
        return animation.values(at: currentTime)
    }
}
