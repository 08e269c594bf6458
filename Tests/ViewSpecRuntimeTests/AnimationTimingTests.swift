import Testing
import ViewSpecRuntime

/// The timing model of Web Animations Level 1 at chosen times. Every expected value is
/// worked out by hand from the specification's procedures, written beside it:
/// AD = active duration = duration × iterations; phase boundaries before/active at
/// max(min(delay, end), 0) and active/after at max(min(delay + AD, end), 0); active time;
/// overall progress = active time / duration; simple iteration progress = overall mod 1,
/// but 1 at the very end of the active interval; current iteration; directed progress;
/// the easing with its before flag (§4.6–4.10).
@Suite struct AnimationTimingTests {
    /// Floating-point results of a closed form compared within rounding.
    private func close(_ value: Double?, _ expected: Double, tolerance: Double = 1e-9) -> Bool {
        guard let value else { return false }
        return abs(value - expected) <= tolerance
    }

    @Test func exactlyAtTheEndOfTheActiveIntervalTheEffectIsAfterIt() {
        let timing = EffectTiming(duration: 2, delay: 1)
        // AD = 2 × 1 = 2; end = 1 + 2 = 3; active/after boundary = 3. At t = 3, t ≥ 3: after.
        // Fill none: active time unresolved, so the effect is not in effect.
        let atEnd = timing.state(at: 3)
        #expect(atEnd.phase == .after)
        #expect(atEnd.activeTime == nil)
        #expect(!atEnd.isInEffect)
        // Just before: t = 2.999 < 3 is active; active time 1.999, progress 1.999 / 2.
        #expect(close(timing.state(at: 2.999).transformedProgress, 0.9995))
    }

    @Test func theEndOfTheLastIterationIsProgressOneWhenFillingForwards() {
        let timing = EffectTiming(duration: 2, delay: 1, fill: .forwards)
        // After phase, fill forwards: active time = max(min(3 − 1, AD = 2), 0) = 2.
        // Overall progress 2 / 2 = 1; 1 mod 1 = 0, but active time = AD, so simple progress 1;
        // current iteration = floor(1) − 1 = 0; normal direction: directed progress 1.
        let state = timing.state(at: 3)
        #expect(state.phase == .after)
        #expect(state.activeTime == 2)
        #expect(state.simpleIterationProgress == 1)
        #expect(state.currentIteration == 0)
        #expect(state.transformedProgress == 1)
    }

    @Test func delayZeroWithBackwardsFill() {
        let timing = EffectTiming(duration: 1, fill: .backwards)
        // Before/active boundary = max(min(0, end = 1), 0) = 0. At t = 0: not t < 0, so active;
        // active time 0 − 0 = 0, progress 0, iteration 0.
        let atZero = timing.state(at: 0)
        #expect(atZero.phase == .active)
        #expect(atZero.transformedProgress == 0)
        #expect(atZero.currentIteration == 0)
        // At t = −0.5: before; fill backwards: active time = max(−0.5 − 0, 0) = 0, progress 0.
        let before = timing.state(at: -0.5)
        #expect(before.phase == .before)
        #expect(before.activeTime == 0)
        #expect(before.transformedProgress == 0)
        // Without the fill the effect is not in effect before it starts.
        #expect(!EffectTiming(duration: 1).state(at: -0.5).isInEffect)
    }

    @Test func reverseWithAnOddIterationCount() {
        let timing = EffectTiming(duration: 1, iterations: 3, direction: .reverse, fill: .forwards)
        // AD = 3. t = 2.25: active; overall 2.25; simple 0.25; iteration 2; reverse: 1 − 0.25 = 0.75.
        let middle = timing.state(at: 2.25)
        #expect(middle.currentIteration == 2)
        #expect(middle.directedProgress == 0.75)
        // t = 3: after, active time 3, overall 3, simple 0 → 1 (end of the active interval),
        // iteration floor(3) − 1 = 2, reverse: directed 1 − 1 = 0: it ends on its first keyframe.
        let end = timing.state(at: 3)
        #expect(end.simpleIterationProgress == 1)
        #expect(end.currentIteration == 2)
        #expect(end.directedProgress == 0)
    }

    @Test func alternateTurnsOnOddIterations() {
        let timing = EffectTiming(duration: 1, iterations: 3, direction: .alternate, fill: .forwards)
        // t = 1.25: overall 1.25, simple 0.25, iteration 1 (odd): backwards, 1 − 0.25 = 0.75.
        #expect(timing.state(at: 1.25).directedProgress == 0.75)
        // t = 2.25: iteration 2 (even): forwards, 0.25.
        #expect(timing.state(at: 2.25).directedProgress == 0.25)
        // t = 3 (end): simple 1, iteration 2 (even): forwards, 1.
        #expect(timing.state(at: 3).directedProgress == 1)
        // alternateReverse adds one to the iteration: at 0.25, iteration 0 + 1 odd: 0.75.
        #expect(EffectTiming(duration: 1, iterations: 3, direction: .alternateReverse).state(at: 0.25).directedProgress == 0.75)
    }

    @Test func infiniteIterationsNeverReachTheAfterPhase() {
        let timing = EffectTiming(duration: 2, iterations: .infinity)
        // AD = 2 × ∞ = ∞; t = 5: active; overall 5 / 2 = 2.5; simple 0.5; iteration 2.
        let state = timing.state(at: 5)
        #expect(state.phase == .active)
        #expect(state.simpleIterationProgress == 0.5)
        #expect(state.currentIteration == 2)
        // t = 4: overall 2, simple 0, and active time 4 ≠ AD = ∞, so it stays 0: iteration 2 starts.
        let boundary = timing.state(at: 4)
        #expect(boundary.simpleIterationProgress == 0)
        #expect(boundary.currentIteration == 2)
    }

    @Test func stepsJumpAtTheEndOfEachStep() {
        let timing = EffectTiming(duration: 1, fill: .both, easing: .steps(4))
        // steps(4), jump-end: output = floor(progress × 4) / 4.
        #expect(timing.state(at: 0.2499).transformedProgress == 0)  // floor(0.9996) = 0
        #expect(timing.state(at: 0.25).transformedProgress == 0.25)  // floor(1) = 1 → 1/4
        #expect(timing.state(at: 0.5).transformedProgress == 0.5)  // floor(2) = 2 → 2/4
        #expect(timing.state(at: 0.99).transformedProgress == 0.75)  // floor(3.96) = 3 → 3/4
        // At the end (after, fill both): directed 1, floor(4) = 4, clamped to 4 jumps → 1.
        #expect(timing.state(at: 1).transformedProgress == 1)
    }

    @Test func theBeforeFlagHoldsTheLowerStepAtABoundary() {
        // Reverse, 1.5 iterations, filling forwards, steps(2). At t = 1.5 (after): active time
        // 1.5; overall 1.5; simple 0.5; iteration 1; reverse: directed 0.5. After phase going
        // backwards sets the before flag; 0.5 × 2 = 1 is integral, so step 1 − 1 = 0 → 0.
        let timing = EffectTiming(duration: 1, iterations: 1.5, direction: .reverse, fill: .forwards, easing: .steps(2))
        #expect(timing.state(at: 1.5).transformedProgress == 0)
        // Inside the interval, at 1.4: simple 0.4, directed 0.6, floor(1.2) = 1 → 0.5.
        #expect(timing.state(at: 1.4).transformedProgress == 0.5)
    }

    @Test func cubicBezierAtKnownPoints() {
        // easeInOut = (0.42, 0, 0.58, 1) is symmetric about (0.5, 0.5): at t = 0.5,
        // x = 3·0.25·0.5·0.42 + 3·0.5·0.25·0.58 + 0.125 = 0.1575 + 0.2175 + 0.125 = 0.5 and
        // y = 0 + 3·0.5·0.25·1 + 0.125 = 0.5.
        #expect(close(TimingFunction.easeInOut(0.5), 0.5))
        // ease = (0.25, 0.1, 0.25, 1): x(t) = 0.75·t(1 − t) + t³ = 0.5 gives
        // t³ − 0.75t² + 0.75t − 0.5 = 0, t ≈ 0.6995724 (0.342363 − 0.367050 + 0.524679 − 0.5 ≈ 0);
        // y(t) = 0.3·(1 − t)²·t + 3·(1 − t)·t² + t³ ≈ 0.018909 + 0.440439 + 0.342363 ≈ 0.8024034.
        #expect(close(TimingFunction.ease(0.5), 0.8024034, tolerance: 1e-6))
        // A curve whose control points lie on the diagonal is linear: x(t) = y(t) for every t.
        #expect(close(TimingFunction.cubicBezier(x1: 0.25, y1: 0.25, x2: 0.75, y2: 0.75)(0.3), 0.3))
        // The ends are fixed: (0, 0) and (1, 1).
        #expect(TimingFunction.easeIn(0) == 0 && TimingFunction.easeIn(1) == 1)
        // The easing applies per iteration: 3 iterations of 1 s with ease, at t = 1.5 the
        // second iteration is half through: ease(0.5).
        #expect(close(EffectTiming(duration: 1, iterations: 3, easing: .ease).state(at: 1.5).transformedProgress, 0.8024034, tolerance: 1e-6))
    }

    @Test func keyframesInterpolateEachPropertyOnItsOwn() {
        let keyframes = KeyframeSet([
            Keyframe(offset: 0, x: -100, opacity: 0),
            Keyframe(offset: 0.5, opacity: 1),
            Keyframe(offset: 1, x: 0),
        ])
        // Opacity's keyframes: 0 at 0, 1 at 0.5, and the implicit underlying 1 at 1.
        // At 0.25: (0.25 − 0) / (0.5 − 0) = 0.5 of 0 → 1: 0.5.
        #expect(keyframes.value(of: .opacity, at: 0.25) == [0.5])
        // x (with y as 0): −100 at 0, 0 at 1; at 0.25: −100 + 100 × 0.25 = −75.
        #expect(keyframes.value(of: .translation, at: 0.25) == [-75, 0])
        // No keyframe gives scale.
        #expect(keyframes.value(of: .scale, at: 0.25) == nil)
    }

    @Test func aKeyframesEasingAppliesToItsInterval() {
        let keyframes = KeyframeSet([Keyframe(offset: 0, easing: .steps(2), scale: 1), Keyframe(offset: 1, scale: 2)])
        // Local progress 0.75 through steps(2): floor(1.5) / 2 = 0.5; 1 + (2 − 1) × 0.5 = 1.5.
        #expect(keyframes.value(of: .scale, at: 0.75) == [1.5])
    }
}
