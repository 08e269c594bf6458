/// An animation's layout, in the terms of the Web Animations API so that a web renderer
/// plays it one to one: each track is an effect whose `keyframes` and `timing` are passed
/// as they stand to `element.animate(keyframes, timing)`, with CSS-ready values (the
/// individual transform properties `translate`, `scale` and `rotate`, and `opacity`),
/// durations in milliseconds and easings as CSS writes them.
///
/// What Web Animations Level 1 cannot say is resolved here: when each track starts within
/// the group (its `after` chain followed at build time), and how the group repeats as a
/// whole. Elements that are views of a hierarchy name the hierarchy, its document and the
/// view's id; they are never copied.
struct AnimationLayout {
    let context: LayoutContext

    /// JSON has no infinity: an endless count or time is written as the string `"Infinity"`,
    /// which Web IDL converts to the number for `iterations`, and `Number()` for the rest.
    static let infinity = "Infinity"

    func layout<Sink: JSONSink & ~Copyable>(_ animation: Animation, into sink: inout Sink) {
        let schedule = AnimationSchedule(animation)
        for track in schedule.unresolved {
            context.problem("track '\(track.name.value)' of animation '\(animation.name.value)' starts after no track that ends", at: track.range)
        }
        sink.beginObject()
        sink.key("hierarchy")
        if let hierarchy = animation.hierarchy {
            if context.project.hierarchiesByName[hierarchy.value] == nil {
                context.problem("unknown hierarchy '\(hierarchy.value)'", at: hierarchy.range)
            }
            sink.beginObject()
            sink.key("hierarchy")
            sink.string(hierarchy.value)
            sink.key("document")
            sink.string(context.documentFile(.hierarchy, hierarchy.value))
            sink.endObject()
        } else {
            sink.null()
        }
        sink.key("iterations")
        Self.count(schedule.iterations, into: &sink)
        sink.key("iterationDuration")
        Self.milliseconds(schedule.iterationDuration, into: &sink)
        sink.key("duration")
        Self.milliseconds(schedule.duration, into: &sink)
        sink.key("elements")
        sink.beginArray()
        for element in animation.elements { self.element(element, of: animation, into: &sink) }
        sink.endArray()
        sink.key("effects")
        sink.beginArray()
        for track in animation.tracks {
            effect(track, of: animation, startTime: schedule.startTimes[track.name.value] ?? 0, into: &sink)
        }
        sink.endArray()
        sink.endObject()
    }

    private func element<Sink: JSONSink & ~Copyable>(_ element: AnimationElement, of animation: Animation, into sink: inout Sink) {
        sink.beginObject()
        sink.key("name")
        sink.string(element.name.value)
        sink.key("kind")
        sink.string(element.kind.name)
        sink.key("content")
        sink.beginObject()
        switch element.kind {
        case .text(let text, let size, let color):
            sink.key("text")
            sink.text(text.value)
            sink.key("size")
            sink.double(size?.value ?? AnimationElement.defaultTextSize)
            sink.key("color")
            context.writeColor(color ?? Located(AnimationElement.defaultTextColor, at: element.range), into: &sink)
        case .image(let image):
            sink.key("image")
            sink.string(image.value)
        case .view(let id):
            let hierarchy = animation.hierarchy?.value
            if let hierarchy, let declared = context.project.hierarchiesByName[hierarchy] {
                if !declared.views.contains(where: { $0.id.value == id.value }) {
                    context.problem("unknown view '\(id.value)' in hierarchy '\(hierarchy)'", at: id.range)
                }
            } else {
                context.problem("view '\(id.value)' is animated without a hierarchy", at: id.range)
            }
            sink.key("hierarchy")
            sink.string(hierarchy)
            sink.key("document")
            sink.string(hierarchy.flatMap { context.documentFile(.hierarchy, $0) })
            sink.key("view")
            sink.string(id.value)
        }
        sink.endObject()
        sink.endObject()
    }

    private func effect<Sink: JSONSink & ~Copyable>(
        _ track: AnimationTrack, of animation: Animation, startTime: Double, into sink: inout Sink
    ) {
        if animation.element(named: track.element.value) == nil {
            context.problem("unknown element '\(track.element.value)' in animation '\(animation.name.value)'", at: track.element.range)
        }
        let timing = track.timing
        sink.beginObject()
        sink.key("name")
        sink.string(track.name.value)
        sink.key("element")
        sink.string(track.element.value)
        sink.key("after")
        sink.string(track.after?.value)
        sink.key("offset")
        Self.milliseconds(track.offset?.value ?? 0, into: &sink)
        sink.key("startTime")
        Self.milliseconds(startTime, into: &sink)
        sink.key("timing")
        sink.beginObject()
        sink.key("duration")
        if timing.duration.value <= 0 {
            context.problem("track '\(track.name.value)' lasts no time", at: timing.duration.range)
        }
        Self.milliseconds(timing.duration.value, into: &sink)
        sink.key("delay")
        Self.milliseconds(timing.delay?.value ?? 0, into: &sink)
        sink.key("iterations")
        Self.count(AnimationSchedule.count(timing.iterations?.value), into: &sink)
        sink.key("direction")
        sink.string(Self.cssDirection(timing.direction?.value ?? .normal))
        sink.key("fill")
        sink.string((timing.fill?.value ?? .none).rawValue)
        sink.key("easing")
        sink.string(css(timing.easing))
        sink.endObject()
        sink.key("keyframes")
        sink.beginArray()
        for keyframe in track.keyframes { self.keyframe(keyframe, into: &sink) }
        sink.endArray()
        sink.endObject()
    }

    /// A Web Animations keyframe: its offset and easing, and only the properties it gives,
    /// so that the ones it leaves out take their underlying value as Web Animations fills
    /// them in.
    private func keyframe<Sink: JSONSink & ~Copyable>(_ keyframe: AnimationKeyframe, into sink: inout Sink) {
        sink.beginObject()
        sink.key("offset")
        sink.double(keyframe.offset.value)
        sink.key("easing")
        sink.string(css(keyframe.easing))
        if keyframe.x != nil || keyframe.y != nil {
            // Like CSS `translate`, one property: a keyframe that gives x alone gives y as 0.
            sink.key("translate")
            sink.string("\(Self.number(keyframe.x?.value ?? 0))px \(Self.number(keyframe.y?.value ?? 0))px")
        }
        if let scale = keyframe.scale {
            sink.key("scale")
            sink.double(scale.value)
        }
        if let rotation = keyframe.rotation {
            if rotation.value.unit == nil { context.problem("a rotation without a unit", at: rotation.range) }
            sink.key("rotate")
            sink.string("\(Self.number(rotation.value.degrees))deg")
        }
        if let opacity = keyframe.opacity {
            sink.key("opacity")
            sink.double(opacity.value)
        }
        sink.endObject()
    }

    /// An easing as CSS writes it; `linear` when none is written.
    private func css(_ easing: Located<AnimationEasing>?) -> String {
        guard let easing else { return "linear" }
        switch easing.value {
        case .linear: return "linear"
        case .ease: return "ease"
        case .easeIn: return "ease-in"
        case .easeOut: return "ease-out"
        case .easeInOut: return "ease-in-out"
        case .cubicBezier(let x1, let y1, let x2, let y2):
            if !(0...1).contains(x1) || !(0...1).contains(x2) {
                context.problem("a cubic Bézier with x outside 0 to 1", at: easing.range)
            }
            return "cubic-bezier(\([x1, y1, x2, y2].map(Self.number).joined(separator: ", ")))"
        case .steps(let count):
            if count < 1 { context.problem("steps(\(count)) has no step", at: easing.range) }
            return "steps(\(count), jump-end)"
        }
    }

    static func cssDirection(_ direction: AnimationTiming.Direction) -> String {
        switch direction {
        case .normal: "normal"
        case .reverse: "reverse"
        case .alternate: "alternate"
        case .alternateReverse: "alternate-reverse"
        }
    }

    /// Seconds as milliseconds, to the nanosecond so that sums of seconds written in
    /// decimals (0.6 + 0.2) are written as the decimals they are (800, not 800.0000000000001).
    static func milliseconds(_ seconds: Double) -> Double {
        (seconds * 1e9).rounded() / 1e6
    }

    private static func milliseconds<Sink: JSONSink & ~Copyable>(_ seconds: Double, into sink: inout Sink) {
        if seconds.isInfinite {
            sink.string(infinity)
        } else {
            sink.double(milliseconds(seconds))
        }
    }

    private static func count<Sink: JSONSink & ~Copyable>(_ count: Double, into sink: inout Sink) {
        if count.isInfinite { sink.string(infinity) } else { sink.double(count) }
    }

    /// A number in a CSS value: its shortest form.
    static func number(_ value: Double) -> String {
        JSONWriter.canonicalNumber(value == 0 ? 0 : value)
    }
}
