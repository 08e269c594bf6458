/// A track with the animation it belongs to: most animation checks judge one track, or one
/// of its keyframes or easings, at a time, and name both in their messages.
struct PlacedTrack {
    let animation: Animation
    let track: AnimationTrack

    /// How a message names the track: `track 'fade' of animation 'intro'`.
    var described: String { "track '\(track.name.value)' of animation '\(animation.name.value)'" }
}

extension Declarations {
    /// Every track of every animation, in order.
    var animationTracks: some Sequence<PlacedTrack> {
        animations.lazy.flatMap { animation in animation.tracks.lazy.map { PlacedTrack(animation: animation, track: $0) } }
    }

    /// Every keyframe of every track, in order, with its track.
    var animationKeyframes: some Sequence<(placed: PlacedTrack, keyframe: AnimationKeyframe)> {
        animationTracks.lazy.flatMap { placed in placed.track.keyframes.lazy.map { (placed, $0) } }
    }

    /// Every easing every track writes (its timing's, then its keyframes'), with its track.
    var animationEasings: some Sequence<(placed: PlacedTrack, easing: Located<AnimationEasing>)> {
        animationTracks.lazy.flatMap { placed in placed.track.writtenEasings.lazy.map { (placed, $0) } }
    }
}
