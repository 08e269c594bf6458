import Testing
@testable import ViewSpec

/// One failing spec per animation check, with the exact message, position and notes.
@Suite struct AnimationCheckTests {
    /// A banner on the main screen: a view of the hierarchy and a text, chained tracks
    /// (lines 1–26).
    static let banner = """
        viewspec: 1
        hierarchies:
          Main:
            layers: [front]
            views:
              - {id: banner, layer: front, frame: {x: 0, y: 0, width: 320, height: 60}}
        animations:
          Intro:
            hierarchy: Main
            elements:
              strip: {view: banner}
              title: {text: Welcome, size: 24, color: "#333333"}
            tracks:
              slideIn:
                element: strip
                duration: 0.5
                easing: easeOut
                from: {y: -60}
                to: {y: 0}
              fadeIn:
                element: title
                after: slideIn
                duration: 0.25
                keyframes:
                  - {opacity: 0, rotation: 0deg}
                  - {opacity: 1, rotation: 10deg}

        """

    @Test func theBannerIsClean() {
        #expect(compileSpec(Self.banner).isEmpty)
    }

    /// The banner with `old` replaced by `new` (each once).
    private func banner(_ replacements: (String, String)...) -> String {
        var text = Self.banner
        for (old, new) in replacements {
            #expect(text.components(separatedBy: old).count == 2, "'\(old)' is not in the banner once")
            text = text.replacingOccurrences(of: old, with: new)
        }
        return text
    }

    @Test func nonPositiveDuration() {
        expectOneDiagnostic(
            of: NonPositiveDurationCheck.self, in: banner(("duration: 0.25", "duration: 0")), line: 23, column: 19,
            message: "track 'fadeIn' of animation 'Intro' lasts no time: expected a duration above 0 seconds, found 0")
    }

    @Test func opacityOutOfRange() {
        expectOneDiagnostic(
            of: OpacityRangeCheck.self, in: banner(("{opacity: 1, rotation", "{opacity: 100, rotation")), line: 26, column: 23,
            message: "opacity in track 'fadeIn' of animation 'Intro' is out of range: expected 0 (transparent) to 1 (opaque), found 100")
    }

    @Test func anEndlessTrackInAGroupThatRepeats() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: EndlessTrackCheck.self,
            in: banner(
                ("    hierarchy: Main\n", "    hierarchy: Main\n    iterations: 2\n"), ("duration: 0.5\n", "duration: 0.5\n        iterations: infinite\n"),
                ("        after: slideIn\n", "")),
            line: 18, column: 21,
            message: "track 'slideIn' plays forever, but animation 'Intro' repeats as a whole and each repetition waits for every track to end: expected a finite iteration count"))
        #expect(diagnostic.notes.map(\.message) == ["the animation repeats here"])
        #expect(diagnostic.notes.first?.range.start.line == 10)
    }

    @Test func aTrackAfterAnEndlessOne() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: EndlessTrackCheck.self, in: banner(("duration: 0.5\n", "duration: 0.5\n        iterations: infinite\n")), line: 23, column: 16,
            message: "track 'fadeIn' starts after track 'slideIn' ends, but 'slideIn' plays forever: it would never start"))
        #expect(diagnostic.notes.map(\.message) == ["'slideIn' plays forever here"])
    }

    @Test func aChainThatRefersToItself() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: TrackChainCycleCheck.self, in: banner(("element: strip\n", "element: strip\n        after: fadeIn\n")), line: 16, column: 16,
            message: "tracks of animation 'Intro' start after one another in a cycle, 'slideIn' after 'fadeIn' after 'slideIn': none of them can start"))
        #expect(diagnostic.notes.map(\.message) == ["'fadeIn' starts after 'slideIn' here"])
        #expect(diagnostic.notes.first?.range.start.line == 23)
    }

    @Test func aTrackAfterItself() {
        expectOneDiagnostic(
            of: TrackChainCycleCheck.self, in: banner(("after: slideIn", "after: fadeIn")), line: 22, column: 16,
            message: "track 'fadeIn' of animation 'Intro' starts after itself ends: it can never start")
    }

    @Test func aViewIdNotInTheHierarchy() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: UnknownAnimatedViewCheck.self, in: banner(("{view: banner}", "{view: baner}")), line: 11, column: 21,
            message: "unknown view 'baner' in element 'strip': hierarchy 'Main' has no view with that id; did you mean 'banner'?"))
        #expect(diagnostic.notes.first?.range.start.line == 6)
        #expect(diagnostic.fixIts.map(\.replacement) == ["banner"])
    }

    @Test func aViewElementWithoutAHierarchy() {
        expectOneDiagnostic(
            of: UnknownAnimatedViewCheck.self, in: banner(("    hierarchy: Main\n", "")), line: 10, column: 21,
            message: "element 'strip' of animation 'Intro' moves view 'banner', but the animation names no hierarchy to find it in: add 'hierarchy'")
    }

    @Test func anUnknownHierarchyIsAnUnknownReference() {
        expectOneDiagnostic(
            of: UnknownReferenceCheck.self, in: banner(("hierarchy: Main", "hierarchy: Mian")), line: 9, column: 16,
            message: "unknown hierarchy 'Mian'; did you mean 'Main'?")
    }

    @Test func aRotationWithoutAUnit() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: RotationUnitCheck.self, in: banner(("rotation: 10deg", "rotation: 10")), line: 26, column: 36,
            message: "rotation 10 in track 'fadeIn' of animation 'Intro' has no unit: expected degrees or radians, as '10deg' or '10rad'"))
        #expect(diagnostic.fixIts.map(\.replacement) == ["deg", "rad"])
        #expect(diagnostic.fixIts.map(\.range.start.column) == [38, 38])
    }

    @Test func aScaleThatIsAPercentage() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: SuspiciousScaleCheck.self, in: banner(("to: {y: 0}", "to: {y: 0, scale: 100}")), line: 19, column: 27,
            message: "scale 100 in track 'slideIn' of animation 'Intro' makes the element 100 times its size; a scale is a factor (1 is the element's own size): did you mean 1?"))
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.fixIts.map(\.replacement) == ["1"])
    }

    @Test func anUnknownTrackInAfterIsAnUnknownReference() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: UnknownReferenceCheck.self, in: banner(("after: slideIn", "after: slidein")), line: 22, column: 16,
            message: "unknown track 'slidein' in animation 'Intro'; did you mean 'slideIn'?"))
        #expect(diagnostic.fixIts.map(\.replacement) == ["slideIn"])
        #expect(diagnostic.notes.first?.range.start.line == 14)
    }

    @Test func anUnknownElementIsAnUnknownReference() {
        expectOneDiagnostic(
            of: UnknownReferenceCheck.self, in: banner(("element: title", "element: titel")), line: 21, column: 18,
            message: "unknown element 'titel' in animation 'Intro'; did you mean 'title'?")
    }

    @Test func aMisspeltElementIsReportedOnceForEachUseAlike() {
        // Both tracks move 'title' once 'strip' is misspelt 'strp': one message, at each use.
        let diagnostics = compileSpec(banner(("strip: {view: banner}", "strp: {view: banner}"), ("element: title", "element: strip")))
        #expect(Set(diagnostics.map(\.message)) == ["unknown element 'strip' in animation 'Intro'; did you mean 'strp'?"])
        #expect(diagnostics.map(\.range.start.line) == [15, 21])
    }

    @Test func aMisspeltFromIsOneMistake() {
        let diagnostics = compileSpec(banner(("from: {y: -60}", "form: {y: -60}")))
        #expect(diagnostics.map(\.id) == [.unknownKey])
    }

    @Test func aCubicBezierGoingBackInTime() {
        expectOneDiagnostic(
            of: CubicBezierRangeCheck.self, in: banner(("easing: easeOut", "easing: cubicBezier(0.5, 0, -0.2, 1)")), line: 17, column: 17,
            message: "easing of track 'slideIn' of animation 'Intro' goes back in time: expected x1 and x2 from 0 to 1, found x2 = -0.2")
    }

    @Test func stepsWithoutSteps() {
        expectOneDiagnostic(
            of: InvalidStepsCheck.self, in: banner(("{opacity: 0, rotation: 0deg}", "{opacity: 0, rotation: 0deg, easing: steps(0)}")), line: 25, column: 50,
            message: "easing of track 'fadeIn' of animation 'Intro' has no steps: expected steps(n) with n of at least 1, found 0")
    }
}
