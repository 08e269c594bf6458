import Foundation

extension SpecDecoder {
    /// Keys of 3D motion, which a later format version will define beside the 2D ones; the
    /// format reserves them so that specs written today keep their meaning then.
    static let reservedKeyframeKeys = Dictionary(
        uniqueKeysWithValues: ["z", "rotationX", "rotationY", "perspective"].map {
            ($0, "'\($0)' is 3D motion, planned for a later format version; this compiler reads 2D animations (x, y, scale, rotation, opacity)")
        })

    func decodeAnimation(name: Located<String>, node: YAMLNode, context: DecodeContext) -> Animation? {
        let what = "animation '\(name.value)'"
        guard var reader = MappingReader(node, context, what: what, construct: SpecVocabulary.animation) else { return nil }
        let hierarchy = reader.optional("hierarchy").flatMap { context.name($0, what: "a hierarchy name") }
        let iterations = reader.optional("iterations").flatMap { decodeIterations($0, context: context) }
        let elementsNode = reader.required("elements", in: what)
        let tracksNode = reader.required("tracks", in: what)
        var isPartlyUnread = reader.rejectUnknownKeys(in: what)
        if elementsNode == nil || tracksNode == nil { isPartlyUnread = true }
        var elements: [AnimationElement] = []
        for (elementName, elementNode) in elementsNode.map({ namedEntries($0, what: "elements", context: context) }) ?? [] {
            if let element = readWhole(context, { decodeAnimationElement(name: elementName, node: elementNode, context: context) }) {
                elements.append(element)
            } else {
                isPartlyUnread = true
            }
        }
        var tracks: [AnimationTrack] = []
        for (trackName, trackNode) in tracksNode.map({ namedEntries($0, what: "tracks", context: context) }) ?? [] {
            if let track = readWhole(context, { decodeAnimationTrack(name: trackName, node: trackNode, context: context) }) {
                tracks.append(track)
            } else {
                isPartlyUnread = true
            }
        }
        if let tracksNode, tracksNode.mapping?.isEmpty == true || tracksNode.isNull {
            context.error(.wrongValueType, "\(what) has no tracks: expected at least one track, found \(tracksNode.isNull ? "nothing (null)" : "an empty mapping")", at: tracksNode.span)
        }
        return Animation(
            name: name, hierarchy: hierarchy, iterations: iterations, elements: elements, tracks: tracks, isPartlyUnread: isPartlyUnread,
            range: node.span)
    }

    private func decodeAnimationElement(name: Located<String>, node: YAMLNode, context: DecodeContext) -> AnimationElement? {
        let what = "element '\(name.value)'"
        guard var reader = MappingReader(node, context, what: what, construct: SpecVocabulary.animationElement) else { return nil }
        let textNode = reader.optional("text")
        let size = reader.optional("size").flatMap { context.number($0, what: "a text size in points") }
        let color = reader.optional("color").flatMap { context.string($0, what: "a colour as '#RRGGBB'") }
        let imageNode = reader.optional("image")
        let viewNode = reader.optional("view")
        reader.rejectUnknownKeys(in: what)
        let written = [("text", textNode), ("image", imageNode), ("view", viewNode)].filter { $0.1 != nil }
        guard written.count == 1, let (kind, valueNode) = written.first, let valueNode else {
            if written.isEmpty {
                context.error(.missingKey, "\(what) names nothing to move: expected one of 'text', 'image' or 'view'", at: node.span)
            } else {
                let second = written[1].0
                context.error(
                    .wrongValueType, "\(what) names more than one thing to move: expected one of 'text', 'image' or 'view', found '\(written[0].0)' and '\(second)'",
                    at: reader.keyNode(second)?.span ?? node.span)
            }
            return nil
        }
        if kind != "text", size != nil || color != nil {
            let key = size != nil ? "size" : "color"
            context.error(.unknownKey, "'\(key)' applies to text elements only; \(what) is an \(kind)", at: reader.keyNode(key)?.span ?? node.span)
            return nil
        }
        switch kind {
        case "text":
            guard let text = context.text(valueNode) else { return nil }
            return AnimationElement(name: name, kind: .text(text, size: size, color: color), range: node.span)
        case "image":
            guard let image = context.name(valueNode, what: "an image name") else { return nil }
            return AnimationElement(name: name, kind: .image(image), range: node.span)
        default:
            guard let view = context.name(valueNode, what: "a view id") else { return nil }
            return AnimationElement(name: name, kind: .view(view), range: node.span)
        }
    }

    private func decodeAnimationTrack(name: Located<String>, node: YAMLNode, context: DecodeContext) -> AnimationTrack? {
        let what = "track '\(name.value)'"
        guard var reader = MappingReader(node, context, what: what, construct: SpecVocabulary.animationTrack) else { return nil }
        let element = reader.required("element", in: what).flatMap { context.name($0, what: "an element name") }
        let after = reader.optional("after").flatMap { context.name($0, what: "a track name") }
        let offset = reader.optional("offset").flatMap { context.number($0, what: "an offset in seconds") }
        let duration = reader.required("duration", in: what).flatMap { context.number($0, what: "a duration in seconds") }
        let delay = reader.optional("delay").flatMap { context.number($0, what: "a delay in seconds") }
        let iterations = reader.optional("iterations").flatMap { decodeIterations($0, context: context) }
        let direction = reader.optional("direction").flatMap { context.option($0, AnimationTiming.Direction.self, key: "direction") }
        let fill = reader.optional("fill").flatMap { context.option($0, AnimationTiming.Fill.self, key: "fill") }
        let easing = reader.optional("easing").flatMap { decodeEasing($0, context: context) }
        let fromNode = reader.optional("from")
        let toNode = reader.optional("to")
        let keyframesNode = reader.optional("keyframes")
        reader.rejectUnknownKeys(in: what)
        let keyframes = decodeKeyframes(from: fromNode, to: toNode, keyframes: keyframesNode, reader: reader, what: what, node: node, context: context)
        guard let element, let duration, let keyframes else { return nil }
        return AnimationTrack(
            name: name, element: element, after: after, offset: offset,
            timing: AnimationTiming(duration: duration, delay: delay, iterations: iterations, direction: direction, fill: fill, easing: easing),
            keyframes: keyframes, range: node.span)
    }

    /// `from` and `to`, or `keyframes`: never both, never neither. Offsets not written are
    /// spaced evenly between the written ones (the first and last at 0 and 1), as Web
    /// Animations computes them.
    private func decodeKeyframes(
        from fromNode: YAMLNode?, to toNode: YAMLNode?, keyframes keyframesNode: YAMLNode?, reader: borrowing MappingReader, what: String, node: YAMLNode,
        context: DecodeContext
    ) -> [AnimationKeyframe]? {
        if let keyframesNode {
            if fromNode != nil || toNode != nil {
                let key = fromNode != nil ? "from" : "to"
                context.error(
                    .wrongValueType, "\(what) gives both 'keyframes' and '\(key)': expected 'from' and 'to', or 'keyframes'",
                    at: reader.keyNode(key)?.span ?? node.span)
                return nil
            }
            guard let items = context.sequence(keyframesNode, what: "keyframes") else { return nil }
            guard items.count >= 2 else {
                context.error(.wrongValueType, "\(what) has \(items.count) keyframe\(items.count == 1 ? "" : "s"): expected at least two", at: keyframesNode.span)
                return nil
            }
            var read: [(offset: Located<Double>?, frame: (Located<Double>) -> AnimationKeyframe)] = []
            for item in items {
                guard let frame = decodeKeyframe(item, allowsOffset: true, context: context) else { return nil }
                read.append(frame)
            }
            // Written offsets: within [0, 1] and in order.
            var previous: Located<Double>?
            for case let offset? in read.map(\.offset) {
                guard (0...1).contains(offset.value) else {
                    context.error(.wrongValueType, "expected a keyframe offset from 0 to 1, found \(AnimationKeyframe.format(offset.value))", at: offset.range)
                    return nil
                }
                if let previous, offset.value < previous.value {
                    context.error(
                        .wrongValueType,
                        "keyframe offsets go from 0 to 1 in order: expected at least \(AnimationKeyframe.format(previous.value)), found \(AnimationKeyframe.format(offset.value))",
                        at: offset.range, notes: [.init("the previous offset is here", at: previous.range)])
                    return nil
                }
                previous = offset
            }
            let offsets = Self.computedOffsets(read.map { $0.offset?.value })
            return zip(read, zip(items, offsets)).map { entry, placed in
                entry.frame(entry.offset ?? Located(placed.1, at: placed.0.span))
            }
        }
        guard let fromNode, let toNode else {
            // A misspelt 'from', 'to' or 'keyframes' is the one mistake, reported as an unknown key.
            if reader.hasMisspelling(ofAnyOf: ["from", "to", "keyframes"]) { return nil }
            let missing = fromNode == nil && toNode == nil ? "'from' and 'to', or 'keyframes'" : fromNode == nil ? "'from' beside 'to'" : "'to' beside 'from'"
            context.error(.missingKey, "\(what) gives no motion: expected \(missing)", at: node.span)
            return nil
        }
        guard let from = decodeKeyframe(fromNode, allowsOffset: false, context: context),
            let to = decodeKeyframe(toNode, allowsOffset: false, context: context)
        else { return nil }
        return [from.frame(Located(0, at: fromNode.span)), to.frame(Located(1, at: toNode.span))]
    }

    /// Web Animations' computed keyframe offsets: a missing first or last offset is 0 or 1,
    /// and missing ones between two written ones are spaced evenly.
    static func computedOffsets(_ written: [Double?]) -> [Double] {
        var offsets = written
        guard !offsets.isEmpty else { return [] }
        if offsets.count > 1, offsets[0] == nil { offsets[0] = 0 }
        if offsets[offsets.count - 1] == nil { offsets[offsets.count - 1] = offsets.count > 1 ? 1 : 0 }
        var start = 0
        for index in 1..<offsets.count where offsets[index] != nil {
            if let low = offsets[start], let high = offsets[index], index - start > 1 {
                for between in (start + 1)..<index {
                    offsets[between] = low + (high - low) * Double(between - start) / Double(index - start)
                }
            }
            start = index
        }
        return offsets.map { $0 ?? 0 }
    }

    /// One keyframe's values; its offset, when it has one, is given back apart, as the
    /// offsets are computed over the whole list.
    private func decodeKeyframe(
        _ node: YAMLNode, allowsOffset: Bool, context: DecodeContext
    ) -> (offset: Located<Double>?, frame: (Located<Double>) -> AnimationKeyframe)? {
        let what = allowsOffset ? "a keyframe" : "'from' or 'to'"
        guard var reader = MappingReader(node, context, what: what, construct: SpecVocabulary.animationKeyframe) else { return nil }
        let errorsBefore = context.errorCount
        let offset = allowsOffset ? reader.optional("offset").flatMap { context.number($0, what: "a keyframe offset from 0 to 1") } : nil
        let easing = allowsOffset ? reader.optional("easing").flatMap { decodeEasing($0, context: context) } : nil
        let x = reader.optional("x").flatMap { context.number($0, what: "x in points") }
        let y = reader.optional("y").flatMap { context.number($0, what: "y in points") }
        let scale = reader.optional("scale").flatMap { context.number($0, what: "a scale (1 is the element's own size)") }
        let rotation = reader.optional("rotation").flatMap { decodeAngle($0, context: context) }
        let opacity = reader.optional("opacity").flatMap { context.number($0, what: "an opacity from 0 to 1") }
        reader.rejectUnknownKeys(in: what, reserved: Self.reservedKeyframeKeys)
        guard context.errorCount == errorsBefore else { return nil }
        if x == nil, y == nil, scale == nil, rotation == nil, opacity == nil {
            context.error(.missingKey, "\(what) gives no value: expected at least one of 'x', 'y', 'scale', 'rotation' or 'opacity'", at: node.span)
            return nil
        }
        return (offset, { offset in
            AnimationKeyframe(offset: offset, easing: easing, x: x, y: y, scale: scale, rotation: rotation, opacity: opacity, range: node.span)
        })
    }

    /// A number, or `infinite`.
    private func decodeIterations(_ node: YAMLNode, context: DecodeContext) -> Located<AnimationIterations>? {
        if node.isString("infinite") { return Located(.infinite, at: node.span) }
        if node.stringValue != nil {
            context.expected("an iteration count: a number of at least 0, or 'infinite'", found: node)
            return nil
        }
        guard let count = context.number(node, what: "an iteration count: a number of at least 0, or 'infinite'") else { return nil }
        guard count.value >= 0 else {
            context.error(.wrongValueType, "expected an iteration count of at least 0, or 'infinite', found \(AnimationKeyframe.format(count.value))", at: node.span)
            return nil
        }
        return Located(.count(count.value), at: node.span)
    }

    /// `90deg`, `1.5rad`, or a bare number that checks report for its missing unit.
    private func decodeAngle(_ node: YAMLNode, context: DecodeContext) -> Located<AnimationKeyframe.Angle>? {
        switch node.scalarValue {
        case .int?, .float?:
            return context.number(node, what: "a rotation").map { Located(.init(value: $0.value, unit: nil), at: $0.range) }
        case .string(let text)?:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            for unit in AnimationKeyframe.Angle.Unit.allCases where trimmed.hasSuffix(unit.rawValue) {
                let number = trimmed.dropLast(unit.rawValue.count).trimmingCharacters(in: .whitespaces)
                if let value = Double(number), value.isFinite {
                    return Located(.init(value: value, unit: unit), at: node.span)
                }
            }
            context.error(.wrongValueType, "expected a rotation with its unit, such as '90deg' or '1.5rad', found '\(DiagnosticText.shortened(text))'", at: node.span)
            return nil
        default:
            context.expected("a rotation with its unit, such as '90deg' or '1.5rad'", found: node)
            return nil
        }
    }

    /// A word, `cubicBezier(x1, y1, x2, y2)` or `steps(n)`.
    func decodeEasing(_ node: YAMLNode, context: DecodeContext) -> Located<AnimationEasing>? {
        let forms = "linear, ease, easeIn, easeOut, easeInOut, cubicBezier(x1, y1, x2, y2) or steps(n)"
        guard let text = node.stringValue else {
            context.expected("an easing: \(forms)", found: node)
            return nil
        }
        if let keyword = AnimationEasing.keywords.first(where: { $0.0 == text }) { return Located(keyword.1, at: node.span) }
        if let (function, arguments) = Self.functionCall(text) {
            switch function {
            case "cubicBezier":
                let numbers = arguments.compactMap { Double($0) }.filter(\.isFinite)
                if numbers.count == 4, arguments.count == 4 {
                    return Located(.cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3]), at: node.span)
                }
                context.error(
                    .wrongValueType, "expected cubicBezier with four numbers, as in 'cubicBezier(0.25, 0.1, 0.25, 1)', found '\(DiagnosticText.shortened(text))'",
                    at: node.span)
                return nil
            case "steps":
                if arguments.count == 1, let count = Int(arguments[0]) { return Located(.steps(count), at: node.span) }
                context.error(.wrongValueType, "expected steps with a whole number of steps, as in 'steps(4)', found '\(DiagnosticText.shortened(text))'", at: node.span)
                return nil
            default:
                break
            }
        }
        let word = text.prefix { $0 != "(" }
        let suggestion = Suggestion.closest(to: String(word), among: AnimationEasing.keywords.map(\.0) + ["cubicBezier", "steps"])
        context.error(
            .invalidOption,
            "expected an easing: \(forms); found '\(DiagnosticText.shortened(text))'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
            at: node.span,
            fixIts: suggestion.flatMap { word == text && $0 != "cubicBezier" && $0 != "steps" ? [.init("replace '\(text)' with '\($0)'", replacing: node.span, with: $0)] : nil } ?? [])
        return nil
    }

    /// `name(a, b)` as its name and its trimmed arguments.
    static func functionCall(_ text: String) -> (String, [String])? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let name = text[..<open].trimmingCharacters(in: .whitespaces)
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        return (name, inside.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) })
    }
}
