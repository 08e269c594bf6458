/// A selectable table's layout: where it sits, what its rows show and how they sort,
/// its selection policy with every default filled in, and its hooks.
///
/// Rows are in the table's own coordinates and span its width. Rows of a table bound to
/// a model are the model's records, known only at run time, so only a table of literal
/// strings lists its rows.
struct TableLayout {
    let context: LayoutContext

    func layout<Sink: JSONSink & ~Copyable>(_ table: SelectableTable, frame: Rect, into sink: inout Sink) {
        let rowHeight = context.metrics.tableRowHeight
        sink.beginObject()
        sink.key("frame")
        sink.rect(frame)
        switch table.source {
        case .model(let modelName, let display):
            sink.key("source")
            guard let model = context.resolveModel(modelName) else {
                sink.null()
                sink.key("sort")
                sink.null()
                break
            }
            sink.beginObject()
            sink.key("kind")
            sink.string("model")
            sink.key("model")
            sink.beginObject()
            sink.key("name")
            sink.string(model.name.value)
            sink.key("kind")
            sink.string(model.kind.value.rawValue)
            sink.key("key")
            sink.string(model.keyField?.value)
            sink.endObject()
            sink.key("display")
            if let display {
                if let field = context.resolveField(display, in: model) {
                    context.writeField(field, in: model, into: &sink)
                } else {
                    sink.null()
                }
            } else {
                context.problem("table '\(table.name.value)' shows records of model '\(model.name.value)' but names no 'display' field", at: table.name.range)
                sink.null()
            }
            sink.endObject()
            sink.key("sort")
            if let sortBy = table.sortBy, let field = context.resolveField(sortBy, in: model) {
                writeSort(field, model: model, at: sortBy.range, into: &sink)
            } else {
                sink.null()
            }
        case .strings(let strings, _):
            sink.key("source")
            sink.beginObject()
            sink.key("kind")
            sink.string("strings")
            sink.key("strings")
            sink.beginArray()
            for string in strings { sink.string(string.value) }
            sink.endArray()
            sink.endObject()
            if let sortBy = table.sortBy {
                context.problem("table '\(table.name.value)' lists its strings; 'sortBy' names a field and applies to tables bound to a model", at: sortBy.range)
            }
            sink.key("sort")
            sink.null()
        }
        sink.key("selection")
        writeSelection(table.selection, into: &sink)
        sink.key("accessory")
        sink.string(table.accessory.rawValue)
        sink.key("reorderable")
        sink.bool(table.reorderable)
        sink.key("onReload")
        sink.string(table.onReload.rawValue)
        let hooks = table.hooks
        sink.key("hooks")
        sink.beginObject()
        sink.key("editCell")
        sink.string(hooks.editCell?.value)
        sink.key("didSelect")
        sink.string(hooks.didSelect?.value)
        sink.key("didDeselect")
        sink.string(hooks.didDeselect?.value)
        sink.endObject()
        sink.key("presents")
        context.writePresentation(
            table.presents, bounds: Rect(x: 0, y: 0, width: frame.width, height: rowHeight), anchorRequired: true, into: &sink)
        sink.key("rowHeight")
        sink.double(rowHeight)
        sink.key("rows")
        if case .strings(let strings, _) = table.source {
            sink.beginArray()
            for (index, string) in strings.enumerated() {
                sink.beginObject()
                sink.key("index")
                sink.int(index)
                sink.key("text")
                sink.string(string.value)
                sink.key("frame")
                sink.rect(Rect(x: 0, y: Double(index) * rowHeight, width: frame.width, height: rowHeight))
                sink.endObject()
            }
            sink.endArray()
            sink.key("contentSize")
            sink.size(frame.width, Double(strings.count) * rowHeight)
        } else {
            sink.null()
            sink.key("contentSize")
            sink.null()
        }
        sink.endObject()
    }

    /// Ascending always (descending is the reverse). Strings compare localized,
    /// case- and width-insensitively; numbers numerically; enumeration cases in declared
    /// order. Bool and sets of cases have no order.
    private func writeSort<Sink: JSONSink & ~Copyable>(_ field: Field, model: Model, at range: SourceSpan, into sink: inout Sink) {
        let comparison: String
        switch field.type.value {
        case .string: comparison = "localized"
        case .int, .float, .date: comparison = "numeric"
        case .enumeration(let enumType) where !enumType.multiple: comparison = "caseOrder"
        case .bool, .enumeration:
            context.problem("field '\(field.name.value)' (\(field.type.value.name)) has no order to sort by", at: range)
            sink.null()
            return
        }
        sink.beginObject()
        sink.key("field")
        context.writeField(field, in: model, into: &sink)
        sink.key("order")
        sink.string("ascending")
        sink.key("comparison")
        sink.string(comparison)
        sink.endObject()
    }

    /// Bounds default to what the mode allows: none selects nothing, single at most one
    /// row, multiple any number (`maximum` null).
    private func writeSelection<Sink: JSONSink & ~Copyable>(_ selection: SelectableTable.Selection, into sink: inout Sink) {
        let mode = selection.mode.value
        let defaultMaximum: Int? = switch mode {
        case .none: 0
        case .single: 1
        case .multiple: nil
        }
        sink.beginObject()
        sink.key("mode")
        sink.string(mode.rawValue)
        sink.key("minimum")
        sink.int(selection.minimum?.value ?? 0)
        sink.key("maximum")
        sink.int(selection.maximum?.value ?? defaultMaximum)
        sink.key("atMaximum")
        sink.string(selection.atMaximum.rawValue)
        sink.key("initial")
        sink.beginArray()
        for index in selection.initial { sink.int(index.value) }
        sink.endArray()
        sink.key("programmaticSelectionFiresHooks")
        sink.bool(selection.programmaticSelectionFiresHooks)
        sink.endObject()
    }
}
