import Testing
import ViewSpecRuntime

/// Sequences, groups repeating as a whole, and play, pause, resume, cancel and seek on a
/// clock the test moves (BRIEF §7: the whole animation repeats, pauses, resumes and is
/// cancelled; a complex motion is a chain of segments).
@Suite struct AnimationPlayerTests {
    enum Element: Hashable, Sendable { case title, logo }
    enum Track: Hashable, Sendable { case slideIn, fadeOut, spin }

    /// slideIn: 1 s from x −100 to 0. fadeOut: 1 s after slideIn ends plus 0.5 s, opacity
    /// 1 to 0. Group iteration: fadeOut starts at 1 + 0.5 = 1.5 and ends at 2.5.
    private func banner(iterations: Double = 2, fill: FillMode = .none) throws -> AnimationDescription<Element, Track> {
        try AnimationDescription(
            name: "Banner", iterations: iterations,
            tracks: [
                .init(
                    name: .slideIn, element: .title, timing: EffectTiming(duration: 1, fill: fill),
                    keyframes: [Keyframe(offset: 0, x: -100), Keyframe(offset: 1, x: 0)]),
                .init(
                    name: .fadeOut, element: .logo, after: .slideIn, offset: 0.5, timing: EffectTiming(duration: 1, fill: fill),
                    keyframes: [Keyframe(offset: 0, opacity: 1), Keyframe(offset: 1, opacity: 0)]),
            ])
    }

    @Test func aTrackAfterAnotherStartsWhenItEndsPlusItsOffset() throws {
        let animation = try banner()
        #expect(animation.startTimes == [.slideIn: 0, .fadeOut: 1.5])
        #expect(animation.iterationDuration == 2.5)
        #expect(animation.duration == 5)
        // t = 2: group time 2; fadeOut's local time 2 − 1.5 = 0.5: opacity 1 + (0 − 1) × 0.5.
        #expect(animation.values(at: 2)[.logo]?.opacity == 0.5)
        // slideIn ended at 1 without a fill: the title is back at its own x.
        #expect(animation.values(at: 2)[.title]?.x == 0)
    }

    @Test func theGroupRepeatsAsAWhole() throws {
        let animation = try banner()
        // t = 3.125: second group iteration (3.125 / 2.5 = 1.25, simple 0.25), group time
        // 0.25 × 2.5 = 0.625; slideIn at 0.625: x = −100 + 100 × 0.625 = −37.5.
        #expect(animation.values(at: 3.125)[.title]?.x == -37.5)
        // t = 5, the end: the group is after its interval, its simple progress 1, so the
        // tracks see group time 2.5; fadeOut's local time 1 = its end: after, fill none.
        #expect(animation.values(at: 5)[.logo] == .identity)
        // With fill forwards each track keeps its last values: opacity 0, x 0.
        let filled = try banner(fill: .forwards)
        #expect(filled.values(at: 5)[.logo]?.opacity == 0)
        #expect(filled.values(at: 7)[.logo]?.opacity == 0)
    }

    @Test func playPauseResumeSeekAndCancelOnAManualClock() throws {
        let clock = ManualAnimationClock(now: 10)
        var player = AnimationPlayer(try banner(), clock: clock)
        #expect(player.playState == .idle)
        #expect(player.currentTime == nil)
        player.play()
        #expect(player.playState == .running)
        clock.advance(by: 0.5)
        // 0.5 s in: slideIn halfway, x = −100 + 100 × 0.5 = −50.
        #expect(player.currentTime == 0.5)
        #expect(player.values[.title]?.x == -50)
        player.pause()
        clock.advance(by: 3)
        // Paused: the time stands at 0.5 however far the clock moves.
        #expect(player.playState == .paused)
        #expect(player.currentTime == 0.5)
        player.resume()
        clock.advance(by: 0.25)
        #expect(player.playState == .running)
        #expect(player.currentTime == 0.75)
        player.seek(to: 2)
        #expect(player.currentTime == 2)
        #expect(player.values[.logo]?.opacity == 0.5)
        clock.advance(by: 10)
        // The end (5 s) is reached: finished, the time stays at the end.
        #expect(player.playState == .finished)
        #expect(player.currentTime == 5)
        // Paused at its end, an animation is paused, not finished, as Web Animations says.
        player.pause()
        #expect(player.playState == .paused)
        player.seek(to: 5)
        #expect(player.playState == .paused)
        player.cancel()
        #expect(player.playState == .idle)
        #expect(player.values == [.title: .identity, .logo: .identity])
        // Playing a finished or cancelled animation starts it over.
        player.play()
        #expect(player.currentTime == 0)
    }

    @Test func anEndlessTrackKeepsTheAnimationRunning() throws {
        let animation = try AnimationDescription<Element, Track>(
            name: "Spinner",
            tracks: [
                .init(
                    name: .spin, element: .logo, timing: EffectTiming(duration: 2, iterations: .infinity),
                    keyframes: [Keyframe(offset: 0, rotation: 0), Keyframe(offset: 1, rotation: 360)])
            ])
        #expect(animation.duration == .infinity)
        // t = 101: iteration 50, simple progress 0.5: rotation 180°.
        #expect(animation.values(at: 101)[.logo]?.rotation == 180)
        let clock = ManualAnimationClock()
        var player = AnimationPlayer(animation, clock: clock)
        player.play()
        clock.advance(by: 1000)
        #expect(player.playState == .running)
    }

    @Test func descriptionsTheCompilerWouldRefuseThrow() {
        #expect(throws: AnimationError.cycle(animation: "Loop", track: "fadeOut")) {
            try AnimationDescription<Element, Track>(
                name: "Loop",
                tracks: [
                    .init(name: .slideIn, element: .title, after: .fadeOut, timing: EffectTiming(duration: 1), keyframes: []),
                    .init(name: .fadeOut, element: .title, after: .slideIn, timing: EffectTiming(duration: 1), keyframes: []),
                ])
        }
        #expect(throws: AnimationError.self) {
            try AnimationDescription<Element, Track>(
                name: "Forever", iterations: 2,
                tracks: [.init(name: .spin, element: .logo, timing: EffectTiming(duration: 1, iterations: .infinity), keyframes: [])])
        }
        #expect(throws: AnimationError.self) {
            try AnimationDescription<Element, Track>(
                name: "Instant", tracks: [.init(name: .spin, element: .logo, timing: EffectTiming(duration: 0), keyframes: [])])
        }
    }
}
