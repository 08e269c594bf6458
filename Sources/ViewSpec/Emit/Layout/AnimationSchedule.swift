/// When each track of an animation starts within one iteration of its group, and how long
/// the group plays: computed once at build time, by the rules the runtime's
/// `AnimationDescription` plays them by, so that a renderer need not follow `after` chains.
///
/// Times are in seconds here; the layout writes them in milliseconds.
struct AnimationSchedule {
    /// Where each track starts within one iteration of the group, by track name; infinite
    /// for a track that starts after one that never ends.
    let startTimes: [String: Double]
    /// Until the last track ends; infinite when a track plays forever.
    let iterationDuration: Double
    /// How many times the group plays; infinite for ever.
    let iterations: Double
    /// Tracks whose chain of `after` could not be followed (an unknown track, a cycle):
    /// what the checks refuse; each starts with the group here.
    let unresolved: [AnimationTrack]

    init(_ animation: Animation) {
        let tracks = Dictionary(animation.tracks.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var starts: [String: Double] = [:]
        var unresolved: [AnimationTrack] = []
        func start(of track: AnimationTrack, visiting: Set<String>) -> Double {
            if let known = starts[track.name.value] { return known }
            var begin = track.offset?.value ?? 0
            if let after = track.after {
                if let previous = tracks[after.value], !visiting.contains(after.value) {
                    begin += start(of: previous, visiting: visiting.union([track.name.value])) + Self.endTime(of: previous.timing)
                } else {
                    unresolved.append(track)
                }
            }
            starts[track.name.value] = begin
            return begin
        }
        for track in animation.tracks { _ = start(of: track, visiting: [track.name.value]) }
        startTimes = starts
        iterationDuration = max(animation.tracks.map { (starts[$0.name.value] ?? 0) + Self.endTime(of: $0.timing) }.max() ?? 0, 0)
        iterations = Self.count(animation.iterations?.value)
        self.unresolved = unresolved
    }

    /// How long the whole animation plays: every iteration of the group.
    var duration: Double { iterationDuration == 0 || iterations == 0 ? 0 : iterationDuration * iterations }

    /// A number of iterations, infinite for `infinite`, one when not written.
    static func count(_ iterations: AnimationIterations?) -> Double {
        switch iterations {
        case nil: 1
        case .count(let count)?: count
        case .infinite?: .infinity
        }
    }

    /// The length of the active interval: every iteration of one track.
    static func activeDuration(of timing: AnimationTiming) -> Double {
        let iterations = count(timing.iterations?.value)
        return timing.duration.value == 0 || iterations == 0 ? 0 : timing.duration.value * iterations
    }

    /// When a track ends, from its own start: its delay and every iteration, never before 0.
    static func endTime(of timing: AnimationTiming) -> Double {
        max((timing.delay?.value ?? 0) + activeDuration(of: timing), 0)
    }
}
