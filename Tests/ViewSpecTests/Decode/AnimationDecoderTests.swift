import Testing
@testable import ViewSpec

/// Decoding animations: the typed model built from a well-formed spec, and the shape errors
/// with their positions.
@Suite struct AnimationDecoderTests {
    /// An animation with one track whose body is `track` (indented under it), lines 1–8;
    /// the body starts on line 9, at column 9.
    private func spec(track: String) -> String {
        """
        viewspec: 1
        animations:
          Intro:
            elements:
              title: {text: Welcome}
            tracks:
              fadeIn:
                element: title
        """ + "\n" + track.split(separator: "\n").map { "        \($0)" }.joined(separator: "\n") + "\n"
    }

    @Test func decodesElementsTracksTimingAndKeyframes() throws {
        let (file, decoded) = decodeSpec("""
            viewspec: 1
            animations:
              Intro:
                hierarchy: Main
                iterations: infinite
                elements:
                  strip: {view: banner}
                  logo: {image: logo}
                  title: {text: Welcome, size: 30, color: "#FF0000"}
                tracks:
                  slideIn:
                    element: strip
                    after: fadeIn
                    offset: 0.25
                    duration: 0.5
                    delay: 0.1
                    iterations: 2.5
                    direction: alternateReverse
                    fill: both
                    easing: "cubicBezier(0.1, 0.2, 0.3, 1.4)"
                    keyframes:
                      - {x: -10, rotation: 90deg}
                      - {opacity: 0.5, easing: steps(3)}
                      - {offset: 0.9, y: 4, rotation: 1.5rad}
                      - {scale: 2}
            """)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        let animation = try #require(file?.animations.first)
        #expect(animation.hierarchy?.value == "Main")
        #expect(animation.iterations?.value == .infinite)
        #expect(animation.elements.map(\.name.value) == ["strip", "logo", "title"])
        guard case .text(let text, let size, let color) = animation.elements[2].kind else {
            Issue.record("expected a text element")
            return
        }
        #expect(text.value == .literal("Welcome") && size?.value == 30 && color?.value == "#FF0000")
        let track = try #require(animation.tracks.first)
        #expect(track.after?.value == "fadeIn")
        #expect(track.offset?.value == 0.25)
        #expect(track.timing.duration.value == 0.5 && track.timing.delay?.value == 0.1)
        #expect(track.timing.iterations?.value == .count(2.5))
        #expect(track.timing.direction?.value == .alternateReverse && track.timing.fill?.value == .both)
        #expect(track.timing.easing?.value == .cubicBezier(0.1, 0.2, 0.3, 1.4))
        // Offsets: 0 (first), 0.45 (halfway between 0 and the written 0.9), 0.9, 1 (last).
        #expect(track.keyframes.map(\.offset.value) == [0, 0.45, 0.9, 1])
        #expect(track.keyframes[1].easing?.value == .steps(3))
        #expect(track.keyframes[0].rotation?.value == .init(value: 90, unit: .deg))
        #expect(track.keyframes[2].rotation?.value.degrees == 1.5 * 180 / .pi)
    }

    @Test func fromAndToAreKeyframesAtZeroAndOne() throws {
        let (file, decoded) = decodeSpec(spec(track: "duration: 1\nfrom: {opacity: 0}\nto: {opacity: 1}"))
        #expect(decoded.diagnostics.isEmpty)
        let track = try #require(file?.animations.first?.tracks.first)
        #expect(track.keyframes.map(\.offset.value) == [0, 1])
        #expect(track.keyframes.map { $0.opacity?.value } == [0, 1])
    }

    @Test func keyframesAndFromTogether() {
        expectOneDecodeError(
            spec(track: "duration: 1\nfrom: {opacity: 0}\nkeyframes: [{opacity: 0}, {opacity: 1}]"), .wrongValueType, line: 10, column: 9,
            "track 'fadeIn' gives both 'keyframes' and 'from'")
    }

    @Test func noMotion() {
        expectOneDecodeError(spec(track: "duration: 1"), .missingKey, line: 8, column: 9, "track 'fadeIn' gives no motion: expected 'from' and 'to', or 'keyframes'")
    }

    @Test func offsetsOutOfOrder() {
        expectOneDecodeError(
            spec(track: "duration: 1\nkeyframes: [{offset: 0.6, opacity: 0}, {offset: 0.3, opacity: 1}]"), .wrongValueType, line: 10, column: 57,
            "keyframe offsets go from 0 to 1 in order: expected at least 0.6, found 0.3")
    }

    @Test func aMisspeltEasingIsOfferedTheClosestWord() throws {
        let diagnostic = try #require(expectOneDecodeError(
            spec(track: "duration: 1\neasing: easeInOot\nfrom: {opacity: 0}\nto: {opacity: 1}"), .invalidOption, line: 10, column: 17,
            "found 'easeInOot'; did you mean 'easeInOut'?"))
        #expect(diagnostic.fixIts.map(\.replacement) == ["easeInOut"])
    }

    @Test func aCubicBezierWithThreeNumbers() {
        expectOneDecodeError(
            spec(track: "duration: 1\neasing: cubicBezier(0.1, 0.2, 0.3)\nfrom: {opacity: 0}\nto: {opacity: 1}"), .wrongValueType, line: 10, column: 17,
            "expected cubicBezier with four numbers")
    }

    @Test func aRotationWithAnUnknownUnit() {
        expectOneDecodeError(
            spec(track: "duration: 1\nfrom: {rotation: 90grad}\nto: {rotation: 0deg}"), .wrongValueType, line: 10, column: 26,
            "expected a rotation with its unit, such as '90deg' or '1.5rad', found '90grad'")
    }

    @Test func aNegativeIterationCount() {
        expectOneDecodeError(
            spec(track: "duration: 1\niterations: -1\nfrom: {opacity: 0}\nto: {opacity: 1}"), .wrongValueType, line: 10, column: 21,
            "expected an iteration count of at least 0, or 'infinite', found -1")
    }

    @Test func threeDMotionIsReserved() {
        expectOneDecodeError(
            spec(track: "duration: 1\nfrom: {z: 0}\nto: {z: 10, opacity: 1}"), .reservedKind, line: 10, column: 16,
            "'z' is 3D motion, planned for a later format version")
    }

    @Test func anElementThatIsTwoThings() {
        expectOneDecodeError(
            """
            viewspec: 1
            animations:
              Intro:
                elements:
                  title: {text: Welcome, image: logo}
                tracks:
                  fadeIn: {element: title, duration: 1, from: {opacity: 0}, to: {opacity: 1}}
            """, .wrongValueType, line: 5, column: 30, "element 'title' names more than one thing to move")
    }

    @Test func animationsAreNoLongerReserved() throws {
        let (file, decoded) = decodeSpec(spec(track: "duration: 1\nfrom: {opacity: 0}\nto: {opacity: 1}"))
        #expect(!decoded.diagnostics.contains { $0.id == .reservedKind })
        #expect(file?.animations.count == 1)
    }
}
