extension SpecDecoder {
    func decodeHierarchy(name: Located<String>, node: YAMLNode, context: DecodeContext) -> Hierarchy? {
        let what = "hierarchy '\(name.value)'"
        guard var reader = MappingReader(node, context, what: what, construct: SpecVocabulary.hierarchy) else { return nil }
        let layerNodes = reader.required("layers", in: what).flatMap { context.sequence($0, what: "layers") }
        let layers = layerNodes?.compactMapPresized { context.name($0, what: "a layer name") } ?? []
        let hasUnreadLayers = layers.count != layerNodes?.count ?? -1
        let viewsNode = reader.optional("views")
        var isPartlyUnread = reader.rejectUnknownKeys(in: what)
        var views: [HierarchyView] = []
        if let viewsNode, !viewsNode.isNull {
            let viewNodes = context.sequence(viewsNode, what: "views")
            views = viewNodes?.compactMapPresized { node in readWhole(context) { decodeView(node, context: context) } } ?? []
            if views.count != viewNodes?.count ?? -1 { isPartlyUnread = true }
        }
        return Hierarchy(
            name: name, layers: layers, views: views, hasUnreadLayers: hasUnreadLayers, isPartlyUnread: isPartlyUnread, range: node.span)
    }

    private func decodeView(_ node: YAMLNode, context: DecodeContext) -> HierarchyView? {
        guard var reader = MappingReader(node, context, what: "a view", construct: SpecVocabulary.view) else { return nil }
        let id = reader.required("id", in: "a view").flatMap { context.name($0, what: "a view id") }
        lazy var what = id.map { "view '\($0.value)'" } ?? "a view"
        let kindNode = reader.optional("kind")
        let image = reader.optional("image").flatMap { context.string($0, what: "an image name") }
        let text = reader.optional("text").flatMap { context.text($0) }
        let layer = reader.required("layer", in: what).flatMap { context.name($0, what: "a layer name") }
        let frameNode = reader.required("frame", in: what)
        let frame = frameNode.flatMap { context.frame($0) }
        let border = reader.optional("border").flatMap { decodeBorder($0, context: context) }
        let hidden = reader.optional("hidden").flatMap { context.bool($0) } ?? false
        let interactive = reader.optional("interactive").flatMap { context.bool($0) } ?? true
        reader.rejectUnknownKeys(in: what)
        let kind = kindNode.map { decodeViewKind($0, image: image, text: text, context: context) } ?? .plain
        guard let id, let layer, let frame, let kind else { return nil }
        // With 'kind' misspelt, whether 'image' or 'text' applies is not known.
        if kindNode == nil, reader.hasMisspelling(ofAnyOf: ["kind"]) { return nil }
        if image != nil, case .image = kind {} else if let image {
            context.error(.unknownKey, "'image' applies to views of kind image; \(what) is of kind \(kind.name)", at: image.range)
        }
        if text != nil, case .text = kind {} else if let text {
            context.error(.unknownKey, "'text' applies to views of kind text; \(what) is of kind \(kind.name)", at: text.range)
        }
        return HierarchyView(
            id: id, kind: kind, layer: layer, frame: frame, frameSizeRanges: frameNode.flatMap { context.frameSizeRanges($0) }, border: border,
            hidden: hidden, interactive: interactive, range: node.span)
    }

    /// `view`, `image`, `text`, or `{table: Name}`, `{preferences: Name}`, `{hierarchy: Name}`.
    private func decodeViewKind(_ node: YAMLNode, image: Located<String>?, text: Located<Text>?, context: DecodeContext) -> HierarchyView.Kind? {
        let simple = ["view", "image", "text"]
        let references = ["table", "preferences", "hierarchy"]
        if let word = node.stringValue {
            switch word {
            case "view": return .plain
            case "image": return .image(name: image)
            case "text": return .text(text)
            default:
                let suggestion = Suggestion.closest(to: word, among: simple + references)
                let hint = references.contains(word) ? "; write {\(word): Name}" : suggestion.map { "; did you mean '\($0)'?" } ?? ""
                context.error(.invalidOption, "expected a view kind (view, image, text, {table: Name}, {preferences: Name}, {hierarchy: Name}), found '\(word)'\(hint)", at: node.span)
                return nil
            }
        }
        guard let entries = node.mapping, entries.count == 1, let key = entries[0].key.scalar?.text, references.contains(key) else {
            if let entries = node.mapping, entries.count == 1, let key = entries[0].key.scalar?.text,
                let suggestion = Suggestion.closest(to: key, among: references)
            {
                context.error(
                    .invalidOption, "expected a view kind ({table: Name}, {preferences: Name} or {hierarchy: Name}), found {\(key): …}; did you mean '\(suggestion)'?",
                    at: entries[0].key.span, fixIts: [.init("replace '\(key)' with '\(suggestion)'", replacing: entries[0].key.span, with: suggestion)])
                return nil
            }
            context.expected("a view kind: view, image, text, {table: Name}, {preferences: Name} or {hierarchy: Name}", found: node)
            return nil
        }
        guard let target = context.name(entries[0].value, what: "a \(key) name") else { return nil }
        switch key {
        case "table": return .table(target)
        case "preferences": return .preferences(target)
        default: return .hierarchy(target)
        }
    }

    private func decodeBorder(_ node: YAMLNode, context: DecodeContext) -> Border? {
        guard var reader = MappingReader(node, context, what: "a border", construct: SpecVocabulary.border) else { return nil }
        let edgesNode = reader.optional("edges")
        let width = reader.optional("width").flatMap { context.number($0) } ?? Located(1, at: node.span)
        let color = reader.required("color", in: "a border").flatMap { context.string($0, what: "a colour as '#RRGGBB' or '#RRGGBBAA'") }
        reader.rejectUnknownKeys(in: "a border")
        var edges = Set(Border.Edge.allCases)
        if let edgesNode, !edgesNode.isString("all") {
            let items = edgesNode.sequence.map(Array.init) ?? [edgesNode]
            edges = Set(items.compactMap { context.option($0, Border.Edge.self, key: "edges")?.value })
        }
        guard let color else { return nil }
        return Border(edges: edges, width: width, color: color, range: node.span)
    }
}
