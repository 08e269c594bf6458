/// Which way an animation's iterations play.
public enum PlaybackDirection: String, Hashable, Sendable, CaseIterable {
    case normal, reverse, alternate, alternateReverse
}

/// What an effect shows outside its active interval.
public enum FillMode: String, Hashable, Sendable, CaseIterable {
    case none, forwards, backwards, both
}

/// The timing of one effect, as the Web Animations `EffectTiming` (seconds instead of
/// milliseconds; no end delay or iteration start, which specs do not write).
public struct EffectTiming: Hashable, Sendable {
    /// Seconds one iteration takes; above zero.
    public var duration: Double
    public var delay: Double
    /// A count of at least zero, or `.infinity`.
    public var iterations: Double
    public var direction: PlaybackDirection
    public var fill: FillMode
    public var easing: TimingFunction

    public init(
        duration: Double, delay: Double = 0, iterations: Double = 1, direction: PlaybackDirection = .normal, fill: FillMode = .none,
        easing: TimingFunction = .linear
    ) {
        self.duration = duration
        self.delay = delay
        self.iterations = iterations
        self.direction = direction
        self.fill = fill
        self.easing = easing
    }

    /// The length of the active interval: every iteration.
    public var activeDuration: Double {
        duration == 0 || iterations == 0 ? 0 : duration * iterations
    }

    /// When the effect ends, from its local time zero.
    public var endTime: Double { max(delay + activeDuration, 0) }

    /// Where an effect stands at a local time.
    public enum Phase: Hashable, Sendable {
        case before, active, after
    }

    /// What the timing model computes at one local time.
    public struct State: Hashable, Sendable {
        public var phase: Phase
        /// Nil when the effect is not in effect (outside its active interval without a fill).
        public var activeTime: Double?
        /// The progress within the current iteration before direction and easing.
        public var simpleIterationProgress: Double?
        public var currentIteration: Double?
        /// The progress after the direction, before the easing.
        public var directedProgress: Double?
        /// The progress the keyframes are interpolated at: after the easing.
        public var transformedProgress: Double?

        public var isInEffect: Bool { transformedProgress != nil }
    }

    /// The timing model of Web Animations Level 1 (§4.6–4.10) at `localTime`, for a
    /// playback rate of 1.
    public func state(at localTime: Double) -> State {
        let activeDuration = activeDuration
        let endTime = endTime
        let beforeActiveBoundary = max(min(delay, endTime), 0)
        let activeAfterBoundary = max(min(delay + activeDuration, endTime), 0)
        let phase: Phase =
            localTime < beforeActiveBoundary ? .before
            // Exactly at the end of the active interval, a forwards-playing effect is after it.
            : localTime >= activeAfterBoundary ? .after : .active
        let activeTime: Double? = switch phase {
        case .before: fill == .backwards || fill == .both ? max(localTime - delay, 0) : nil
        case .active: localTime - delay
        case .after: fill == .forwards || fill == .both ? max(min(localTime - delay, activeDuration), 0) : nil
        }
        guard let activeTime else { return State(phase: phase) }
        let overallProgress = duration == 0 ? (phase == .before ? 0 : iterations) : activeTime / duration
        var simpleProgress = overallProgress.isInfinite ? 0 : overallProgress.truncatingRemainder(dividingBy: 1)
        // The end of an iteration that ends the active interval is progress 1, not 0 of the next.
        if simpleProgress == 0, phase != .before, activeTime == activeDuration, iterations != 0 { simpleProgress = 1 }
        let currentIteration: Double =
            phase == .after && iterations.isInfinite ? .infinity
            : simpleProgress == 1 ? overallProgress.rounded(.down) - 1 : overallProgress.rounded(.down)
        let forwards: Bool
        switch direction {
        case .normal: forwards = true
        case .reverse: forwards = false
        case .alternate, .alternateReverse:
            let count = currentIteration + (direction == .alternateReverse ? 1 : 0)
            forwards = count.isInfinite || count.truncatingRemainder(dividingBy: 2) == 0
        }
        let directed = forwards ? simpleProgress : 1 - simpleProgress
        let beforeFlag = (phase == .before && forwards) || (phase == .after && !forwards)
        return State(
            phase: phase, activeTime: activeTime, simpleIterationProgress: simpleProgress, currentIteration: currentIteration,
            directedProgress: directed, transformedProgress: easing(directed, beforeFlag: beforeFlag))
    }
}
