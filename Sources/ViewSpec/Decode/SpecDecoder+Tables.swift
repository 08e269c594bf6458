extension SpecDecoder {
    func decodeTable(name: Located<String>, node: YAMLNode, context: DecodeContext) -> SelectableTable? {
        let what = "table '\(name.value)'"
        guard var reader = MappingReader(node, context, what: what, construct: SpecVocabulary.table) else { return nil }
        let modelNode = reader.optional("model")
        let stringsNode = reader.optional("strings")
        let displayNode = reader.optional("display")
        let display = displayNode.flatMap { context.name($0, what: "a field name") }
        let selectionNode = reader.optional("selection")
        let accessory = reader.optional("accessory").flatMap { context.option($0, SelectableTable.Accessory.self, key: "accessory") }
        let sortBy = reader.optional("sortBy").flatMap { context.name($0, what: "a field name") }
        let reorderable = reader.optional("reorderable").flatMap { context.bool($0) } ?? false
        let onReload = reader.optional("onReload").flatMap { context.option($0, SelectableTable.ReloadPolicy.self, key: "onReload") }
        let hooks = reader.optional("hooks").flatMap { decodeHooks($0, context: context) } ?? SelectableTable.Hooks()
        let frameNode = reader.optional("frame")
        let frame = frameNode.flatMap { context.frame($0) }
        reader.rejectUnknownKeys(in: what)

        let source: SelectableTable.Source
        switch (modelNode, stringsNode) {
        case (let model?, nil):
            guard let modelName = context.name(model, what: "a model name") else { return nil }
            source = .model(modelName, display: display)
            if displayNode == nil, !reader.hasMisspelling(ofAnyOf: ["display"]) {
                context.error(
                    .missingKey, "\(what) needs the key 'display' (the String field each row shows) when it binds a model",
                    at: node.span.atStart)
            }
        case (nil, let strings?):
            guard let items = context.sequence(strings, what: "strings") else { return nil }
            source = .strings(items.compactMapPresized { context.string($0) }, range: strings.span)
            if let display {
                context.error(.unknownKey, "'display' applies to tables bound to a model; \(what) lists its strings", at: display.range)
            }
            if let sortBy {
                context.error(.unknownKey, "'sortBy' names a field of a table's model; \(what) lists its strings", at: sortBy.range)
            }
        case (_?, let strings?):
            context.error(.unknownKey, "\(what) has both 'model' and 'strings'; a table shows one or the other", at: strings.span)
            return nil
        case (nil, nil):
            if !reader.hasMisspelling(ofAnyOf: ["model", "strings"]) {
                context.error(.missingKey, "\(what) needs 'model' (with 'display') or 'strings'", at: node.span.atStart)
            }
            return nil
        }
        let selection = selectionNode.flatMap { decodeSelection($0, context: context) }
            ?? SelectableTable.Selection(mode: Located(.single, at: name.range), range: name.range)
        return SelectableTable(
            name: name, source: source, selection: selection, accessory: accessory?.value ?? .none, sortBy: sortBy,
            reorderable: reorderable, onReload: onReload?.value ?? .resetSelection, hooks: hooks, frame: frame,
            frameSizeRanges: frameNode.flatMap { context.frameSizeRanges($0) }, range: node.span)
    }

    private func decodeSelection(_ node: YAMLNode, context: DecodeContext) -> SelectableTable.Selection? {
        // Short form: `selection: multiple`.
        if node.scalarKind != nil {
            return context.option(node, SelectableTable.Selection.Mode.self, key: "selection").map {
                SelectableTable.Selection(mode: $0, range: node.span)
            }
        }
        guard var reader = MappingReader(node, context, what: "a selection", construct: SpecVocabulary.selection) else { return nil }
        let mode = reader.required("mode", in: "a selection").flatMap { context.option($0, SelectableTable.Selection.Mode.self, key: "mode") }
        let minimum = reader.optional("min").flatMap { context.int($0, what: "a row count (an integer)") }
        let maximum = reader.optional("max").flatMap { context.int($0, what: "a row count (an integer)") }
        let atMaximum = reader.optional("atMax").flatMap { context.option($0, SelectableTable.Selection.AtMaximum.self, key: "atMax") }
        let initial = reader.optional("initial").flatMap { node in
            context.sequence(node, what: "initially selected row indexes")?.compactMap { context.int($0, what: "a row index (an integer)") }
        } ?? []
        let fires = reader.optional("programmaticSelectionFiresHooks").flatMap { context.bool($0) } ?? false
        reader.rejectUnknownKeys(in: "a selection")
        guard let mode else { return nil }
        return SelectableTable.Selection(
            mode: mode, minimum: minimum, maximum: maximum, atMaximum: atMaximum?.value ?? .reject, initial: initial,
            programmaticSelectionFiresHooks: fires, range: node.span)
    }

    private func decodeHooks(_ node: YAMLNode, context: DecodeContext) -> SelectableTable.Hooks? {
        guard var reader = MappingReader(node, context, what: "hooks", construct: SpecVocabulary.hooks) else { return nil }
        let hooks = SelectableTable.Hooks(
            editCell: reader.optional("editCell").flatMap { context.name($0, what: "a hook name") },
            didSelect: reader.optional("didSelect").flatMap { context.name($0, what: "a hook name") },
            didDeselect: reader.optional("didDeselect").flatMap { context.name($0, what: "a hook name") })
        reader.rejectUnknownKeys(in: "hooks")
        return hooks
    }
}
