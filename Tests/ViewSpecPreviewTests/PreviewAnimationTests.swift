import Foundation
import Testing
import ViewSpecRuntime
@testable import ViewSpec

/// Animations on preview pages are played with the Web Animations API from the layout
/// document, one `Animation` per track, and at every time show what the runtime's
/// evaluator computes from the same document.
@Suite(.serialized, .needsBrowser)
struct PreviewAnimationTests {
    /// The banner is a view of MainScreen; the slogan a text drawn over it.
    private static let banner = ".stage > .view[data-path=\"banner\"]"
    private static let slogan = ".animated-element[data-element=\"slogan\"]"

    @Test func theHierarchyPagePlaysItsAnimationAsTheRuntimeEvaluatesIt() throws {
        let site = try PreviewTestSupport.site(inputs: [PreviewTestSupport.specsDirectory], label: "animation-hierarchy")
        let document = try #require(site.layout.documents.first { $0.kind == .animation && $0.name == "BannerIntro" }?.json)
        let animation = try Self.description(of: document)
        let effects = try #require(document["layout"]?["effects"]?.arrayValue)
        // The runtime resolves the chain of `after` to the start times the layout wrote.
        for effect in effects {
            let name = try #require(effect["name"]?.stringValue)
            #expect(abs((animation.startTimes[name] ?? -1) * 1000 - (effect["startTime"]?.numberValue ?? 0)) < 1e-6, "\(name)")
        }

        let browser = try site.open("MainScreen.hierarchy.html")
        // Idle until played: no Animation, the slogan hidden, the banner where it is laid out.
        #expect(try browser.evaluate("document.getAnimations().length") as? Int == 0)
        #expect(try browser.evaluate("document.querySelector('\(Self.slogan)').hidden") as? Bool == true)
        try browser.evaluate("document.querySelector('.animation-controls[data-animation=\"BannerIntro\"] .play').click()")
        try browser.evaluate("document.querySelector('.animation-controls[data-animation=\"BannerIntro\"] .pause').click()")
        #expect(try browser.evaluate("document.getAnimations().length") as? Int == effects.count)
        #expect(try browser.evaluate("document.getAnimations().map(a => a.playState).join()") as? String == "paused,paused,paused")
        // Kept: an effect after its end without a fill is no longer among getAnimations().
        try browser.evaluate("window.bannerIntro = document.getAnimations(); 0")
        #expect(try browser.evaluate("document.querySelector('\(Self.slogan)').hidden") as? Bool == false)

        // Within the group's first iteration its time is each Animation's currentTime plus
        // the effect's startTime: set them straight, as a renderer would.
        let startTimes = effects.map { $0["startTime"]?.numberValue ?? 0 }
        for milliseconds in [0.0, 300, 600, 1300, 2230, 2650] {
            try browser.evaluate("""
                window.bannerIntro.forEach((a, i) => { a.currentTime = \(milliseconds) - \(startTimes)[i]; }); 0
                """)
            try expectDrawn(animation, at: milliseconds, in: browser)
        }
        // Later iterations of the group, and its end, through the page's own seek.
        for milliseconds in [2700.0, 4000, 4930, 5400] {
            try browser.evaluate("viewspecPreview.animations.BannerIntro.seek(\(milliseconds))")
            try expectDrawn(animation, at: milliseconds, in: browser)
        }
        #expect(try browser.evaluate("viewspecPreview.animations.BannerIntro.playState()") as? String == "finished")
        try browser.evaluate("document.querySelector('.animation-controls[data-animation=\"BannerIntro\"] .cancel').click()")
        #expect(try browser.evaluate("document.getAnimations().length") as? Int == 0)
        #expect(browser.scriptExceptions().isEmpty, "\(browser.scriptExceptions())")
    }

    @Test func theAnimationsOwnPageShowsItsFirstFrame() throws {
        let site = try PreviewTestSupport.site(inputs: [PreviewTestSupport.specsDirectory], label: "animation-page")
        let document = try #require(site.layout.documents.first { $0.kind == .animation && $0.name == "BannerIntro" }?.json)
        let browser = try site.open("BannerIntro.animation.html")
        #expect(try browser.evaluate("document.getAnimations().length") as? Int == 3)
        #expect(try browser.evaluate("[...document.querySelectorAll('.tracks .track')].map(t => t.dataset.track)") as? [String] == ["slideIn", "sloganIn", "wiggle"])
        // The banner where MainScreen places it.
        #expect(try browser.evaluate("document.querySelector('.animated-view[data-id=\"banner\"]').style.top") as? String == "794px")
        #expect(try browser.evaluate("document.querySelector('.hierarchy-link').getAttribute('href')") as? String == "MainScreen.hierarchy.html")
        let values = try Self.description(of: document).values(at: 0)
        let banner = try Self.drawn(".animated-view[data-id=\"banner\"]", in: browser)
        #expect(Self.close(banner, try #require(values["banner"])), "\(banner)")
        #expect(browser.scriptExceptions().isEmpty, "\(browser.scriptExceptions())")
    }

    // MARK: - Comparing

    private func expectDrawn(
        _ animation: AnimationDescription<String, String>, at milliseconds: Double, in browser: HeadlessBrowser,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let expected = animation.values(at: milliseconds / 1000)
        for (element, selector) in [("banner", Self.banner), ("slogan", Self.slogan)] {
            let drawn = try Self.drawn(selector, in: browser)
            let values = try #require(expected[element])
            #expect(Self.close(drawn, values), "\(element) at \(milliseconds) ms: drawn \(drawn), evaluated \(values)", sourceLocation: sourceLocation)
        }
    }

    /// The computed `translate`, `scale`, `rotate` and `opacity` of the node, as values.
    private static func drawn(_ selector: String, in browser: HeadlessBrowser) throws -> AnimatedValues {
        let computed = try #require(try browser.evaluate("""
            (() => { const s = getComputedStyle(document.querySelector(\(PreviewTestSupport.js(selector))));
              const numbers = v => v === 'none' ? [] : v.split(' ').map(parseFloat);
              return [numbers(s.translate), numbers(s.scale), numbers(s.rotate), [parseFloat(s.opacity)]]; })()
            """) as? [[Double]])
        let translate = computed[0]
        return AnimatedValues(
            x: translate.first ?? 0, y: translate.count > 1 ? translate[1] : 0, scale: computed[1].first ?? 1,
            rotation: computed[2].first ?? 0, opacity: computed[3].first ?? 1)
    }

    /// Equal as far as the browser's numbers go: it keeps opacity in single precision.
    private static func close(_ drawn: AnimatedValues, _ evaluated: AnimatedValues) -> Bool {
        abs(drawn.x - evaluated.x) < 0.01 && abs(drawn.y - evaluated.y) < 0.01 && abs(drawn.scale - evaluated.scale) < 0.001
            && abs(drawn.rotation - evaluated.rotation) < 0.01 && abs(drawn.opacity - evaluated.opacity) < 0.001
    }

    // MARK: - The runtime's description of a layout document

    /// The document read back as the runtime's description: milliseconds to seconds, CSS
    /// names to the runtime's, each track after the one the layout names.
    static func description(of document: JSONValue) throws -> AnimationDescription<String, String> {
        let layout = try #require(document["layout"])
        let tracks = try (layout["effects"]?.arrayValue ?? []).map { effect in
            let timing = try #require(effect["timing"])
            let direction = try #require(PlaybackDirection(rawValue: (timing["direction"]?.stringValue ?? "").replacingOccurrences(of: "-reverse", with: "Reverse")))
            let keyframes = try (effect["keyframes"]?.arrayValue ?? []).map { keyframe in
                let translate = keyframe["translate"]?.stringValue.map { $0.split(separator: " ").map { Double($0.dropLast(2)) ?? .nan } }
                return Keyframe(
                    offset: keyframe["offset"]?.numberValue ?? .nan, easing: try easing(keyframe["easing"]?.stringValue),
                    x: translate?.first, y: translate?.last, scale: keyframe["scale"]?.numberValue,
                    rotation: keyframe["rotate"]?.stringValue.flatMap { Double($0.dropLast(3)) }, opacity: keyframe["opacity"]?.numberValue)
            }
            return AnimationDescription<String, String>.TrackDescription(
                name: effect["name"]?.stringValue ?? "", element: effect["element"]?.stringValue ?? "", after: effect["after"]?.stringValue,
                offset: (effect["offset"]?.numberValue ?? .nan) / 1000,
                timing: EffectTiming(
                    duration: (timing["duration"]?.numberValue ?? .nan) / 1000, delay: (timing["delay"]?.numberValue ?? .nan) / 1000,
                    iterations: count(timing["iterations"]), direction: direction,
                    fill: try #require(FillMode(rawValue: timing["fill"]?.stringValue ?? "")), easing: try easing(timing["easing"]?.stringValue)),
                keyframes: keyframes)
        }
        return try AnimationDescription(name: document["name"]?.stringValue ?? "", iterations: count(layout["iterations"]), tracks: tracks)
    }

    private static func count(_ value: JSONValue?) -> Double {
        value?.stringValue == "Infinity" ? .infinity : value?.numberValue ?? .nan
    }

    private static func easing(_ css: String?) throws -> TimingFunction {
        let css = try #require(css)
        switch css {
        case "linear": return .linear
        case "ease": return .ease
        case "ease-in": return .easeIn
        case "ease-out": return .easeOut
        case "ease-in-out": return .easeInOut
        default:
            let arguments = css.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if css.hasPrefix("cubic-bezier("), arguments.count == 4 {
                let numbers = arguments.compactMap(Double.init)
                return .cubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
            }
            if css.hasPrefix("steps("), arguments.count == 2, arguments[1] == "jump-end", let steps = Int(arguments[0]) { return .steps(steps) }
            Issue.record("an easing the layout does not write: \(css)")
            return .linear
        }
    }
}
