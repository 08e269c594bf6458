/// Typed readers for the scalars and small structures specs are made of. Each reports
/// what it expected and what it found, and returns nil so that decoding goes on.
extension DecodeContext {
    func string(_ node: YAMLNode, what: @autoclosure () -> String = "a string") -> Located<String>? {
        guard let text = node.stringValue else {
            expected(what(), found: node)
            return nil
        }
        return Located(text, at: node.span)
    }

    /// A name that others refer to: a non-empty string without spaces or control characters.
    func name(_ node: YAMLNode, what: @autoclosure () -> String) -> Located<String>? {
        guard let text = string(node, what: "\(what()) as a string") else { return nil }
        if !Self.isValidName(text.value) {
            error(.invalidName, "expected \(what()) without spaces or control characters, found '\(text.value)'", at: node.span)
            return nil
        }
        return text
    }

    /// Not empty, no whitespace, no control characters. ASCII names, nearly all of them,
    /// are judged by their bytes without looking up Unicode properties.
    static func isValidName(_ name: String) -> Bool {
        guard !name.isEmpty else { return false }
        // `withUTF8` reads a short name from the string itself rather than byte by byte.
        var contiguousName = name
        let asciiVerdict: Bool? = contiguousName.withUTF8 { buffer in
            for byte in buffer {
                // A space or control character (C0, DEL) is wrong whatever follows.
                if byte <= 0x20 || byte == 0x7F { return false }
                if byte >= 0x80 { return nil }
            }
            return true
        }
        // Beyond ASCII, white space and every control character (C0, DEL, C1).
        return asciiVerdict ?? !name.unicodeScalars.contains { $0.properties.isWhitespace || $0.properties.generalCategory == .control }
    }

    func int(_ node: YAMLNode, what: @autoclosure () -> String = "an integer") -> Located<Int>? {
        guard case .int(let number)? = node.scalarValue else {
            expected(what(), found: node)
            return nil
        }
        return Located(number, at: node.span)
    }

    /// An integer or a finite floating-point number.
    func number(_ node: YAMLNode, what: @autoclosure () -> String = "a number") -> Located<Double>? {
        switch node.scalarValue {
        case .int(let number)?: return Located(Double(number), at: node.span)
        case .float(let number)? where number.isFinite: return Located(number, at: node.span)
        case .float?:
            // A size, bound or step that is infinite or not a number has no place on a screen.
            error(.wrongValueType, "expected \(what()), found '\(node.scalar?.text ?? "")', which is not a finite number", at: node.span)
            return nil
        default:
            expected(what(), found: node)
            return nil
        }
    }

    func bool(_ node: YAMLNode, what: @autoclosure () -> String = "true or false") -> Bool? {
        guard case .bool(let flag)? = node.scalarValue else {
            expected(what(), found: node)
            return nil
        }
        return flag
    }

    /// A flag kept with where it is written (`hidden: true`), for a check or an export to
    /// point at.
    func locatedBool(_ node: YAMLNode) -> Located<Bool>? {
        bool(node).map { Located($0, at: node.span) }
    }

    /// One of an option's words (`none`, `single`, `multiple`).
    func option<Option: RawRepresentable & CaseIterable>(_ node: YAMLNode, _ type: Option.Type, key: String) -> Located<Option>?
    where Option.RawValue == String {
        let words = Option.allCases.map(\.rawValue)
        guard let text = node.stringValue else {
            expected("one of \(words.joined(separator: ", ")) for '\(key)'", found: node)
            return nil
        }
        guard let option = Option(rawValue: text) else {
            let suggestion = Suggestion.closest(to: text, among: words)
            error(
                .invalidOption,
                "expected one of \(words.joined(separator: ", ")) for '\(key)', found '\(text)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                at: node.span,
                fixIts: suggestion.map { [.init("replace '\(text)' with '\($0)'", replacing: node.span, with: $0)] } ?? [])
            return nil
        }
        return Located(option, at: node.span)
    }

    /// Literal text, or `{localized: key, default: text}`.
    func text(_ node: YAMLNode) -> Located<Text>? {
        if node.mapping != nil {
            guard var reader = MappingReader(node, self, what: "localized text", construct: SpecVocabulary.localizedText) else { return nil }
            let key = reader.required("localized", in: "localized text").flatMap { string($0, what: "a localization key") }
            let fallback = reader.optional("default").flatMap { string($0) }
            reader.rejectUnknownKeys(in: "localized text")
            guard let key else { return nil }
            return Located(.localized(key: key.value, fallback: fallback?.value), at: node.span)
        }
        return string(node, what: "text (a string, or {localized: key})").map { Located(.literal($0.value), at: $0.range) }
    }

    /// A literal value (a default, a condition value, a choice value): any scalar but null.
    func literal(_ node: YAMLNode, what: @autoclosure () -> String = "a value") -> Literal? {
        guard let value = node.scalarValue.flatMap(LiteralValue.init) else {
            expected(what(), found: node)
            return nil
        }
        return Located(value, at: node.span)
    }

    func sequence(_ node: YAMLNode, what: @autoclosure () -> String) -> YAMLSequence? {
        guard let items = node.sequence else {
            expected("\(what()) as a sequence", found: node)
            return nil
        }
        return items
    }

    /// `fill`, or `{x, y, width, height}`.
    func frame(_ node: YAMLNode) -> Located<Frame>? {
        if node.isString("fill") { return Located(.fill, at: node.span) }
        guard node.mapping != nil else {
            expected("a frame: 'fill' or {x, y, width, height}", found: node)
            return nil
        }
        guard var reader = MappingReader(node, self, what: "a frame", construct: SpecVocabulary.frameConstruct) else { return nil }
        let x = reader.optional("x").flatMap { number($0) }?.value ?? 0
        let y = reader.optional("y").flatMap { number($0) }?.value ?? 0
        let width = reader.required("width", in: "a frame").flatMap { number($0) }
        let height = reader.required("height", in: "a frame").flatMap { number($0) }
        reader.rejectUnknownKeys(in: "a frame")
        guard let width, let height else { return nil }
        return Located(.rect(Rect(x: x, y: y, width: width.value, height: height.value)), at: node.span)
    }

    /// Where a `{x, y, width, height}` frame's size is written; nil for `fill` or a frame
    /// missing either number (already reported by `frame`).
    func frameSizeRanges(_ node: YAMLNode) -> FrameSizeRanges? {
        guard let width = node["width"], let height = node["height"] else { return nil }
        return FrameSizeRanges(width: width.span, height: height.span)
    }
}
