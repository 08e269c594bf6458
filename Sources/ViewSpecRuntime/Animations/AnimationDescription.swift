/// A 2D animation as its spec declares it: tracks, each moving one element with keyframes
/// and a timing, played together as one group that may repeat as a whole. Generated code
/// makes one per animation, with `Element` and `Track` its enumerations of names.
public struct AnimationDescription<Element: Hashable & Sendable, Track: Hashable & Sendable>: Hashable, Sendable {
    /// One track: the element it moves, when it starts, its timing and keyframes.
    public struct TrackDescription: Hashable, Sendable {
        public var name: Track
        public var element: Element
        /// The track whose end starts this one; nil to start with the group.
        public var after: Track?
        /// Seconds from the group's start, or from the end of `after`, to this track's start.
        public var offset: Double
        public var timing: EffectTiming
        public var keyframes: KeyframeSet

        public init(name: Track, element: Element, after: Track? = nil, offset: Double = 0, timing: EffectTiming, keyframes: [Keyframe]) {
            self.name = name
            self.element = element
            self.after = after
            self.offset = offset
            self.timing = timing
            self.keyframes = KeyframeSet(keyframes)
        }
    }

    public let name: String
    /// In the order written, which is also the order their effects compose in: a later
    /// track's value of a property replaces an earlier one's.
    public let tracks: [TrackDescription]
    /// How many times the group plays; `.infinity` forever.
    public let iterations: Double
    /// Where each track starts within one iteration of the group, by track.
    public let startTimes: [Track: Double]
    /// The length of one iteration of the group: until its last track ends.
    public let iterationDuration: Double

    /// Throws when a track follows a track that is not in the animation, when tracks follow
    /// one another in a cycle, or when a group that repeats has a track that never ends,
    /// all of which the compiler reports for specs.
    public init(name: String, iterations: Double = 1, tracks: [TrackDescription]) throws(AnimationError) {
        guard iterations >= 0 else { throw .invalidTiming(animation: name, reason: "a negative iteration count") }
        for track in tracks {
            guard track.timing.duration > 0, track.timing.duration.isFinite else {
                throw .invalidTiming(animation: name, reason: "track '\(track.name)' lasts no time")
            }
            guard track.timing.iterations >= 0 else { throw .invalidTiming(animation: name, reason: "track '\(track.name)' has a negative iteration count") }
        }
        let byName = Dictionary(tracks.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var starts: [Track: Double] = [:]
        func start(of track: TrackDescription, visiting: Set<Track>) throws(AnimationError) -> Double {
            if let known = starts[track.name] { return known }
            var begin = track.offset
            if let after = track.after {
                guard let previous = byName[after] else { throw .unknownTrack(animation: name, track: "\(after)") }
                guard !visiting.contains(after) else { throw .cycle(animation: name, track: "\(track.name)") }
                begin += try start(of: previous, visiting: visiting.union([track.name])) + previous.timing.endTime
            }
            starts[track.name] = begin
            return begin
        }
        for track in tracks { _ = try start(of: track, visiting: [track.name]) }
        let duration = tracks.map { (starts[$0.name] ?? 0) + $0.timing.endTime }.max() ?? 0
        if iterations != 1, duration.isInfinite {
            throw .invalidTiming(animation: name, reason: "it repeats as a whole but a track plays forever")
        }
        self.name = name
        self.iterations = iterations
        self.tracks = tracks
        self.startTimes = starts
        self.iterationDuration = max(duration, 0)
    }

    /// When the whole animation ends; `.infinity` when it never does.
    public var duration: Double {
        iterationDuration == 0 || iterations == 0 ? 0 : iterationDuration * iterations
    }

    /// The group's own timing: its iterations, filling forwards so that after its end each
    /// track's own fill decides what shows.
    var groupTiming: EffectTiming {
        EffectTiming(duration: iterationDuration, iterations: iterations, fill: .forwards)
    }

    /// The time within the current iteration of the group, at a time from the animation's
    /// start; nil before it starts.
    public func groupIterationTime(at time: Double) -> Double? {
        guard time >= 0 else { return nil }
        if iterationDuration.isInfinite { return time }
        guard iterationDuration > 0 else { return 0 }
        let state = groupTiming.state(at: time)
        return state.simpleIterationProgress.map { $0 * iterationDuration }
    }

    /// The timing state of each track at a time from the animation's start.
    public func trackStates(at time: Double) -> [(track: TrackDescription, state: EffectTiming.State)] {
        guard let groupTime = groupIterationTime(at: time) else { return [] }
        return tracks.map { track in (track, track.timing.state(at: groupTime - (startTimes[track.name] ?? 0))) }
    }

    /// Every element's values at a time from the animation's start. An element no track in
    /// effect moves keeps its own values (`AnimatedValues.identity`); where several tracks
    /// in effect give one property, the one written last wins, as later effects replace
    /// earlier ones in Web Animations.
    public func values(at time: Double) -> [Element: AnimatedValues] {
        var values: [Element: AnimatedValues] = [:]
        for track in tracks where values[track.element] == nil { values[track.element] = .identity }
        for (track, state) in trackStates(at: time) {
            guard let progress = state.transformedProgress else { continue }
            var element = values[track.element] ?? .identity
            for property in track.keyframes.properties {
                guard let value = track.keyframes.value(of: property, at: progress) else { continue }
                switch property {
                case .translation:
                    element.x = value[0]
                    element.y = value[1]
                case .scale: element.scale = value[0]
                case .rotation: element.rotation = value[0]
                case .opacity: element.opacity = value[0]
                }
            }
            values[track.element] = element
        }
        return values
    }
}

/// Why an animation description cannot be played.
public enum AnimationError: Error, Hashable, Sendable {
    case unknownTrack(animation: String, track: String)
    case cycle(animation: String, track: String)
    case invalidTiming(animation: String, reason: String)
}
