extension SwiftFileRenderer {
    /// An enumeration per animation: its elements and tracks as enumerations of their
    /// names, its description for the runtime's `AnimationPlayer`, and, for an animation of
    /// a hierarchy's views, the view each element moves.
    func renderAnimation(_ animation: Animation) {
        let animationName = animation.name.value
        guard let names = plan.animations[animationName] else {
            unexpected.note("animation '\(animationName)' has no Swift names")
            return
        }
        beginDeclaration()
        writer.doc("The animation \(quoted(animationName)): its elements and tracks by name, and its description, which `ViewSpecRuntime.AnimationPlayer` plays.")
        writer.block("\(visibility)enum \(names.type.escaped)") { w in
            w.line("\(visibility)static let animationName: Swift.String = \(SwiftLiteral.string(animationName))")
            w.line()
            w.doc("What the animation moves; a case's raw value is the element's name in the spec.")
            let elementCases = names.elements.map { ($0.identifier.escaped, SwiftLiteral.string($0.specName)) }
            w.stringEnum("Element", visibility: visibility, conformances: "Swift.CaseIterable, Swift.Sendable", cases: elementCases) { _ in }
            w.line()
            w.doc("The tracks, in the order written; a case's raw value is the track's name in the spec.")
            let trackCases = names.tracks.map { ($0.identifier.escaped, SwiftLiteral.string($0.specName)) }
            w.stringEnum("Track", visibility: visibility, conformances: "Swift.CaseIterable, Swift.Sendable", cases: trackCases) { _ in }
            w.line()
            w.doc("The animation as the spec declares it: every track with its element, start, timing (in seconds) and keyframes.")
            w.block("\(visibility)static func makeDescription() throws(ViewSpecRuntime.AnimationError) -> \(Self.animationDescription)") { w in
                w.line("try ViewSpecRuntime.AnimationDescription(")
                w.line("    name: Self.animationName, iterations: \(SwiftLiteral.double(AnimationSchedule.count(animation.iterations?.value))),")
                w.line("    tracks: [")
                for track in animation.tracks where names.track(track.name.value) != nil {
                    self.track(track, names: names, into: &w)
                }
                w.line("    ])")
            }
            w.line()
            w.doc("A player of the animation on `clock`, idle until told to play.")
            w.block(
                "\(visibility)static func makePlayer(clock: any ViewSpecRuntime.AnimationClock) throws(ViewSpecRuntime.AnimationError) "
                    + "-> ViewSpecRuntime.AnimationPlayer<Element, Track>"
            ) { w in
                w.line("ViewSpecRuntime.AnimationPlayer(try Self.makeDescription(), clock: clock)")
            }
            if let hierarchy = animation.hierarchy, let hierarchyNames = plan.hierarchies[hierarchy.value] {
                w.line()
                w.doc("The view of hierarchy \(quoted(hierarchy.value)) an element moves; nil for a text or an image.")
                w.block("\(visibility)static func view(of element: Element) -> \(hierarchyNames.type.escaped).View?") { w in
                    w.switchBlock("element") { w in
                        for element in animation.elements {
                            guard let identifier = names.element(element.name.value) else { continue }
                            if case .view(let id) = element.kind, let view = hierarchyNames.views[id.value] {
                                // Qualified: a view named `none` would otherwise read as nil.
                                w.line("case .\(identifier.escaped): \(hierarchyNames.type.escaped).View.\(view.escaped)")
                            } else {
                                w.line("case .\(identifier.escaped): nil")
                            }
                        }
                    }
                }
            }
        }
    }

    private func track(_ track: AnimationTrack, names: SwiftNamePlan.AnimationNames, into w: inout SwiftWriter) {
        let timing = track.timing
        let trackCase = names.track(track.name.value) ?? .placeholder
        let elementCase = names.element(track.element.value)
        if elementCase == nil { unexpected.note("track '\(track.name.value)' moves unknown element '\(track.element.value)'") }
        let after = track.after.map { after in
            names.track(after.value).map { "Track.\($0.escaped)" } ?? {
                unexpected.note("track '\(track.name.value)' starts after unknown track '\(after.value)'")
                return "nil"
            }()
        } ?? "nil"
        w.line("        \(Self.animationDescription).TrackDescription(")
        w.line("            name: Track.\(trackCase.escaped), element: Element.\((elementCase ?? .placeholder).escaped), after: \(after), "
            + "offset: \(SwiftLiteral.double(track.offset?.value ?? 0)),")
        w.line("            timing: ViewSpecRuntime.EffectTiming(")
        w.line("                duration: \(SwiftLiteral.double(timing.duration.value)), delay: \(SwiftLiteral.double(timing.delay?.value ?? 0)), "
            + "iterations: \(SwiftLiteral.double(AnimationSchedule.count(timing.iterations?.value))),")
        w.line("                direction: .\((timing.direction?.value ?? .normal).rawValue), fill: .\((timing.fill?.value ?? .none).rawValue), "
            + "easing: \(timingFunction(timing.easing?.value))),")
        w.line("            keyframes: [")
        for keyframe in track.keyframes {
            var arguments = ["offset: \(SwiftLiteral.double(keyframe.offset.value))", "easing: \(timingFunction(keyframe.easing?.value))"]
            if let x = keyframe.x { arguments.append("x: \(SwiftLiteral.double(x.value))") }
            if let y = keyframe.y { arguments.append("y: \(SwiftLiteral.double(y.value))") }
            if let scale = keyframe.scale { arguments.append("scale: \(SwiftLiteral.double(scale.value))") }
            if let rotation = keyframe.rotation { arguments.append("rotation: \(SwiftLiteral.double(rotation.value.degrees))") }
            if let opacity = keyframe.opacity { arguments.append("opacity: \(SwiftLiteral.double(opacity.value))") }
            w.line("                ViewSpecRuntime.Keyframe(\(arguments.joined(separator: ", "))),")
        }
        w.line("            ]),")
    }

    /// The description's type, as code inside the animation's enumeration writes it.
    private static let animationDescription = "ViewSpecRuntime.AnimationDescription<Element, Track>"

    /// The runtime's `TimingFunction` for an easing; `.linear` when none is written.
    private func timingFunction(_ easing: AnimationEasing?) -> String {
        switch easing {
        case nil, .linear?: ".linear"
        case .ease?: ".ease"
        case .easeIn?: ".easeIn"
        case .easeOut?: ".easeOut"
        case .easeInOut?: ".easeInOut"
        case .cubicBezier(let x1, let y1, let x2, let y2)?:
            ".cubicBezier(x1: \(SwiftLiteral.double(x1)), y1: \(SwiftLiteral.double(y1)), x2: \(SwiftLiteral.double(x2)), y2: \(SwiftLiteral.double(y2)))"
        case .steps(let count)?: ".steps(\(SwiftLiteral.int(count)))"
        }
    }
}
