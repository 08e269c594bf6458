import Testing
@testable import ViewSpec

/// Animation documents: effects a web renderer passes to `element.animate` as they stand,
/// start times resolved at build time, and elements that refer to hierarchies by name.
@Suite struct AnimationLayoutTests {
    private typealias Support = LayoutTestSupport

    static let spec = """
        viewspec: 1
        hierarchies:
          Home:
            layers: [content]
            views:
              - {id: card, layer: content, frame: {x: 10, y: 20, width: 200, height: 100}}
        animations:
          Entrance:
            hierarchy: Home
            iterations: 3
            elements:
              card: {view: card}
              title: {text: {localized: home.title, default: Hello}, color: "#33669980"}
              logo: {image: logo}
            tracks:
              rise:
                element: card
                delay: 0.1
                duration: 0.25
                iterations: 2
                direction: alternateReverse
                easing: easeInOut
                from: {y: 40}
                to: {y: 0}
              turn:
                element: logo
                after: rise
                offset: 0.05
                duration: 0.4
                easing: steps(3)
                fill: both
                from: {rotation: 0rad}
                to: {rotation: 1.5707963267948966rad}
              glow:
                element: title
                after: turn
                offset: -0.1
                duration: 0.3
                keyframes:
                  - {x: 4, opacity: 0, easing: "cubicBezier(0.2, 1.4, 0.5, 1)"}
                  - {scale: 2}
                  - {opacity: 1}
          Spinner:
            elements:
              logo: {image: logo}
            tracks:
              spin:
                element: logo
                duration: 1
                iterations: infinite
                from: {rotation: 0deg}
                to: {rotation: 360deg}

        """

    private func animation(_ name: String) throws -> JSONValue {
        try #require(Support.document(try Support.layout(["a.yaml": Self.spec]), .animation, name))
    }

    /// A value as compact JSON, as a renderer reads it.
    private func text(_ value: JSONValue?) -> String {
        value.map { JSONWriter(style: .compact).string(for: $0) } ?? "missing"
    }

    @Test func startTimesFollowTheChainsAtBuildTime() throws {
        let layout = try #require(try animation("Entrance")["layout"])
        let effects = try #require(layout["effects"]?.arrayValue)
        // rise: starts at 0, ends at its delay and two iterations: 100 + 2 × 250 = 600.
        // turn: after rise, 50 later: 650; ends 400 later: 1050.
        // glow: after turn, 100 earlier: 950; ends 300 later: 1250.
        #expect(effects.map { text($0["startTime"]) } == ["0", "650", "950"])
        #expect(effects.map { text($0["after"]) } == ["missing", #""rise""#, #""turn""#], "a track that starts with the group has no after")
        #expect(effects.map { text($0["offset"]) } == ["0", "50", "-100"])
        #expect(text(layout["iterationDuration"]) == "1250")
        #expect(text(layout["iterations"]) == "3")
        #expect(text(layout["duration"]) == "3750")
    }

    @Test func timingIsAWebAnimationsEffectTimingWithEveryDefault() throws {
        let effects = try #require(try animation("Entrance")["layout"]?["effects"]?.arrayValue)
        #expect(text(effects[0]["timing"]) == #"{"duration":250,"delay":100,"iterations":2,"direction":"alternate-reverse","fill":"none","easing":"ease-in-out"}"#)
        #expect(text(effects[1]["timing"]) == #"{"duration":400,"delay":0,"iterations":1,"direction":"normal","fill":"both","easing":"steps(3, jump-end)"}"#)
        let spinner = try #require(try animation("Spinner")["layout"])
        #expect(spinner["effects"]?.arrayValue?.first?["timing"]?["iterations"] == "Infinity")
        #expect(spinner["iterationDuration"] == "Infinity")
        #expect(spinner["duration"] == "Infinity")
        #expect(spinner["hierarchy"] == nil)
    }

    @Test func keyframesGiveOnlyTheirOwnPropertiesAsCSSValues() throws {
        let effects = try #require(try animation("Entrance")["layout"]?["effects"]?.arrayValue)
        #expect(text(effects[0]["keyframes"]) == #"[{"offset":0,"easing":"linear","translate":"0px 40px"},{"offset":1,"easing":"linear","translate":"0px 0px"}]"#)
        // Radians are converted: π/2 rad is 90deg.
        #expect(effects[1]["keyframes"]?.arrayValue?.last?["rotate"] == "90deg")
        // Offsets spaced evenly where none is written; a keyframe's easing is CSS's.
        #expect(text(effects[2]["keyframes"]) == #"[{"offset":0,"easing":"cubic-bezier(0.2, 1.4, 0.5, 1)","translate":"4px 0px","opacity":0},{"offset":0.5,"easing":"linear","scale":2},{"offset":1,"easing":"linear","opacity":1}]"#)
    }

    @Test func elementsReferToTheirHierarchyByNameAndFile() throws {
        let document = try animation("Entrance")
        #expect(text(document["layout"]?["hierarchy"]) == #"{"hierarchy":"Home","document":"Home.hierarchy.json"}"#)
        let elements = try #require(document["layout"]?["elements"]?.arrayValue)
        #expect(text(elements[0]) == #"{"name":"card","kind":"view","content":{"hierarchy":"Home","document":"Home.hierarchy.json","view":"card"}}"#)
        #expect(text(elements[1]["content"]) == ##"{"text":{"text":"Hello","localizationKey":"home.title"},"size":24,"color":{"hex":"#33669980","red":51,"green":102,"blue":153,"alpha":128}}"##)
        #expect(text(elements[2]) == #"{"name":"logo","kind":"image","content":{"image":"logo"}}"#)
    }

    @Test func animationsAreListedLastInTheIndex() throws {
        let output = try Support.layout(["a.yaml": Self.spec])
        let kinds = output.index.json["documents"]?.arrayValue?.compactMap { $0["kind"]?.stringValue }
        #expect(kinds == ["hierarchy", "animation", "animation"])
        #expect(output.documents.map(\.fileName) == ["Home.hierarchy.json", "Entrance.animation.json", "Spinner.animation.json"])
    }

    @Test func secondsWrittenInDecimalsAreWholeMilliseconds() {
        #expect(AnimationLayout.milliseconds(0.6 + 0.2) == 800)
        #expect(AnimationLayout.milliseconds(0.15) == 150)
        #expect(AnimationLayout.milliseconds(1e-10) == 0)
    }
}
