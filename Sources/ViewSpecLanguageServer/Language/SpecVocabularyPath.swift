import ViewSpec

/// What the spec language allows at a place in a spec, looked up in `SpecVocabulary`, the
/// vocabulary the decoder reads through and the JSON Schema is generated from.
enum SpecVocabularyPath {
    private static let constructs = Dictionary(uniqueKeysWithValues: SpecVocabulary.constructs.map { ($0.name, $0) })

    /// The shape of what is written at `path`, from the top of a spec file.
    static func shape(at path: [CursorContext.Component]) -> ValueShape? {
        var shape = ValueShape.construct(SpecVocabulary.file.name)
        for component in path {
            guard let next = step(shape, component) else { return nil }
            shape = next
        }
        return shape
    }

    /// The construct of the mapping at `path`, when there is one.
    static func construct(at path: [CursorContext.Component]) -> Construct? {
        shape(at: path).flatMap(construct(of:))
    }

    /// Every construct the mapping at `path` may be: a value written in one of several
    /// mappings (a link's `{localized: …}`, `{intent: …}` or `{systemSettings: …}`) may be
    /// any of them.
    static func constructs(at path: [CursorContext.Component]) -> [Construct] {
        shape(at: path).map(constructs(of:)) ?? []
    }

    private static func constructs(of shape: ValueShape) -> [Construct] {
        switch shape {
        case .construct(let name): constructs[name].map { [$0] } ?? []
        case .anyOf(let shapes): shapes.flatMap(constructs(of:))
        default: []
        }
    }

    /// The construct a shape is, or offers among its forms.
    static func construct(of shape: ValueShape) -> Construct? {
        switch shape {
        case .construct(let name): constructs[name]
        case .anyOf(let shapes): shapes.lazy.compactMap(construct(of:)).first
        default: nil
        }
    }

    /// The words a shape allows, with what each means; `true` and `false` for a boolean.
    static func words(of shape: ValueShape) -> [OptionWord] {
        switch shape {
        case .options(let words): words
        case .boolean: [OptionWord("true", "Yes."), OptionWord("false", "No.")]
        case .constant(let value): [OptionWord(String(value), "The only value allowed here.")]
        case .anyOf(let shapes): shapes.flatMap(words(of:))
        default: []
        }
    }

    /// Whether a shape is a name that refers to a declaration (or any of its forms is).
    static func isName(_ shape: ValueShape) -> Bool {
        switch shape {
        case .name: true
        case .anyOf(let shapes): shapes.contains(where: isName)
        default: false
        }
    }

    private static func step(_ shape: ValueShape, _ component: CursorContext.Component) -> ValueShape? {
        switch (shape, component) {
        case (.construct(let name), .key(let key)):
            guard let construct = constructs[name] else { return nil }
            return construct.key(key)?.value ?? construct.patternKeys
        case (.namedMap(let value, _), .key):
            return value
        case (.sequence(let element, _), .item):
            return element
        case (.anyOf(let shapes), _):
            return shapes.lazy.compactMap { step($0, component) }.first
        default:
            return nil
        }
    }
}
