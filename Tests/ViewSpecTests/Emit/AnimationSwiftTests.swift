import Foundation
import Testing
@testable import ViewSpec

/// Generated animations from names that are Swift keywords, non-ASCII or the generated
/// code's own members compile in Swift 6 and 5, and play on a manual clock with the values
/// the Web Animations timing model gives, computed by hand below.
@Suite(.serialized) struct AnimationSwiftTests {
    static let spec = """
        viewspec: 1
        hierarchies:
          class:
            layers: [l]
            views:
              - {id: Type, layer: l, frame: fill}
              - {id: self, layer: l, frame: fill}
              - {id: none, layer: l, frame: fill}
        animations:
          protocol:
            hierarchy: class
            iterations: 2
            elements:
              Type: {view: Type}
              self: {view: self}
              é-lan: {image: logo}
              allCases: {text: "\\"\\\\(x)\\" */"}
              nothing: {view: none}
            tracks:
              init:
                element: Type
                duration: 1
                from: {x: 0, opacity: 0}
                to: {x: 100, opacity: 1}
              Self:
                element: self
                after: init
                offset: 0.5
                duration: 2
                easing: steps(4)
                fill: both
                from: {rotation: 0rad}
                to: {rotation: 3.141592653589793rad}
              default:
                element: é-lan
                duration: 0.5
                iterations: 2
                direction: alternate
                fill: forwards
                keyframes: [{scale: 1}, {scale: 2, easing: easeIn}, {scale: 3}]
          animationName:
            elements:
              makeDescription: {image: x}
            tracks:
              makePlayer: {element: makeDescription, duration: 1, from: {opacity: 0}, to: {opacity: 1}}

        """

    static let program = #"""
        import ViewSpecRuntime

        let clock = ManualAnimationClock()
        var player = try ProtocolAnimation.makePlayer(clock: clock)
        func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        func show(_ label: String, _ player: AnimationPlayer<ProtocolAnimation.Element, ProtocolAnimation.Track>) {
            let values = player.values
            let shown = ProtocolAnimation.Element.allCases.compactMap { element -> String? in
                guard let v = values[element] else { return nil }
                return "\(element.rawValue)=\(rounded(v.x)),\(rounded(v.y)),\(rounded(v.scale)),\(rounded(v.rotation)),\(rounded(v.opacity))"
            }
            print(label, player.playState.rawValue, shown.joined(separator: " "))
        }
        print(ProtocolAnimation.Track.allCases.map(\.rawValue), ProtocolAnimation.Element.allCases.map { ProtocolAnimation.view(of: $0)?.rawValue ?? "-" })
        player.play()
        for time in [0.25, 2.5, 4.0] {
            clock.set(to: time)
            show("\(time)", player)
        }
        player.pause()
        clock.set(to: 5)
        show("paused", player)
        player.seek(to: 2.5)
        show("sought", player)
        player.resume()
        clock.set(to: 9.5)
        show("end", player)
        var other = try AnimationNameAnimation.makePlayer(clock: clock)
        other.play()
        clock.advance(by: 0.5)
        print(AnimationNameAnimation.animationName, other.values[.makeDescription]?.opacity ?? -1)

        """#

    static func generated(access: SwiftEmitter.AccessLevel) throws -> [String: String] {
        let compilation = Compiler().compile(sources: [SourceFile(path: "animations.yaml", text: spec)])
        let errors = compilation.reportedDiagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.range.start.line): \($0.message)" })")
        let output = try SwiftEmitter(access: access).emit(compilation)
        return Dictionary(uniqueKeysWithValues: output.files.map { ($0.fileName, $0.text) })
    }

    @Test(arguments: ["6", "5"])
    func hostileAnimationNamesCompileAndPlay(swiftVersion: String) throws {
        var files = try Self.generated(access: swiftVersion == "6" ? .public : .internal)
        files["main.swift"] = Self.program
        let program = try SwiftCompilerSupport.buildProgram(files, swiftVersion: swiftVersion)
        let output = SwiftCompilerSupport.run(program.path, [], in: program.deletingLastPathComponent())
        #expect(output.status == 0, "\(output.stderr)")
        // The group: init from 0 to 1; Self after init and 0.5 later, 1.5 to 3.5; default
        // from 0, two iterations of 0.5, to 1. One iteration of the group is 3.5, two are 7.
        //
        // 0.25: init at progress 0.25: x 25, opacity 0.25. Self before its start, filling
        //   backwards: progress 0; steps(4) with the before flag at a step boundary holds
        //   step 0 (clamped from -1): rotation 0. default in iteration 0 at progress 0.5:
        //   exactly the middle keyframe, scale 2.
        // 2.5: init after its end without fill: its element's own values. Self at local 1 of
        //   2: progress 0.5, steps(4) → floor(2) / 4 = 0.5: 90 of 180 degrees. default after
        //   its end, filling forwards: active time 1 = the active duration, so progress 1 of
        //   iteration 1, which alternate plays backwards: directed progress 0, scale 1.
        // 4.0: the group's second iteration at 0.5. init at 0.5: x 50, opacity 0.5. Self
        //   before its start: 0 degrees. default at local 0.5: iteration 1, progress 0,
        //   backwards: directed 1, scale 3.
        // Paused at 4.0, the clock moving on changes nothing. Sought to 2.5: as at 2.5.
        // Resumed at 5 from 2.5 and run past the end (9.5 would be 7): finished at 7, the
        //   group at the end of its last iteration, 3.5: init unfilled; Self exactly at its
        //   end, filling forwards: progress 1, steps → 1, 180 degrees; default as at 2.5.
        // animationName: opacity from 0 to 1 in 1 second, at 0.5: 0.5.
        #expect(output.stdout == """
            ["init", "Self", "default"] ["Type", "self", "-", "-", "none"]
            0.25 running Type=25.0,0.0,1.0,0.0,0.25 self=0.0,0.0,1.0,0.0,1.0 é-lan=0.0,0.0,2.0,0.0,1.0
            2.5 running Type=0.0,0.0,1.0,0.0,1.0 self=0.0,0.0,1.0,90.0,1.0 é-lan=0.0,0.0,1.0,0.0,1.0
            4.0 running Type=50.0,0.0,1.0,0.0,0.5 self=0.0,0.0,1.0,0.0,1.0 é-lan=0.0,0.0,3.0,0.0,1.0
            paused paused Type=50.0,0.0,1.0,0.0,0.5 self=0.0,0.0,1.0,0.0,1.0 é-lan=0.0,0.0,3.0,0.0,1.0
            sought paused Type=0.0,0.0,1.0,0.0,1.0 self=0.0,0.0,1.0,90.0,1.0 é-lan=0.0,0.0,1.0,0.0,1.0
            end finished Type=0.0,0.0,1.0,0.0,1.0 self=0.0,0.0,1.0,180.0,1.0 é-lan=0.0,0.0,1.0,0.0,1.0
            animationName 0.5

            """)
    }

    @Test func theDescriptionWritesEveryTimingAsTheSpecDoes() throws {
        let text = try Self.generated(access: .public).values.joined()
        #expect(text.contains("public enum ProtocolAnimation {"))
        #expect(text.contains("case self_ = \"self\""))
        #expect(text.contains("case allCases_ = \"allCases\""))
        #expect(text.contains("direction: .alternate, fill: .forwards, easing: .linear"))
        #expect(text.contains("easing: .steps(4)"))
        // Radians become the runtime's degrees.
        #expect(text.contains("rotation: 180.0"))
    }
}
