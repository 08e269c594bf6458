extension AnimationTrack {
    /// Every easing the track writes: its timing's, then its keyframes'.
    var writtenEasings: [Located<AnimationEasing>] {
        [timing.easing].compactMap { $0 } + keyframes.compactMap(\.easing)
    }
}
