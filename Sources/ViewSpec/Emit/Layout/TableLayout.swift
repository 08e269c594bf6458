/// A selectable table's layout: where it sits, what its rows show and how they sort,
/// its selection policy with every default filled in, and its hooks.
///
/// Rows are in the table's own coordinates and span its width. Rows of a table bound to
/// a model are the model's records, known only at run time, so only a table of literal
/// strings lists its rows.
struct TableLayout {
    let context: LayoutContext

    func layout(_ table: SelectableTable, frame: Rect) -> JSONValue {
        let rowHeight = context.metrics.tableRowHeight
        var source: JSONValue = .null
        var sort: JSONValue = .null
        var rows: JSONValue = .null
        var contentSize: JSONValue = .null
        switch table.source {
        case .model(let modelName, let display):
            guard let model = context.resolveModel(modelName) else { break }
            var displayJSON: JSONValue = .null
            if let display {
                if let field = context.resolveField(display, in: model) { displayJSON = context.field(field, in: model) }
            } else {
                context.problem("table '\(table.name.value)' shows records of model '\(model.name.value)' but names no 'display' field", at: table.name.range)
            }
            source = .object([
                ("kind", .string("model")),
                ("model", .object([
                    ("name", .string(model.name.value)),
                    ("kind", .string(model.kind.value.rawValue)),
                    ("key", model.keyField.map { .string($0.value) } ?? .null),
                ])),
                ("display", displayJSON),
            ])
            if let sortBy = table.sortBy, let field = context.resolveField(sortBy, in: model) {
                sort = sortJSON(field, model: model, at: sortBy.range)
            }
        case .strings(let strings, _):
            source = .object([("kind", .string("strings")), ("strings", .array(strings.map { .string($0.value) }))])
            if let sortBy = table.sortBy {
                context.problem("table '\(table.name.value)' lists its strings; 'sortBy' names a field and applies to tables bound to a model", at: sortBy.range)
            }
            var rowValues: [JSONValue] = []
            for (index, string) in strings.enumerated() {
                guard context.admitElement(at: string.range) else { break }
                rowValues.append(.object([
                    ("index", .int(index)),
                    ("text", .string(string.value)),
                    ("frame", LayoutContext.rect(Rect(x: 0, y: Double(index) * rowHeight, width: frame.width, height: rowHeight))),
                ]))
            }
            rows = .array(rowValues)
            contentSize = LayoutContext.size(frame.width, Double(strings.count) * rowHeight)
        }
        let hooks = table.hooks
        return .object([
            ("frame", LayoutContext.rect(frame)),
            ("source", source),
            ("sort", sort),
            ("selection", selectionJSON(table.selection)),
            ("accessory", .string(table.accessory.rawValue)),
            ("reorderable", .bool(table.reorderable)),
            ("onReload", .string(table.onReload.rawValue)),
            ("hooks", .object([
                ("editCell", hooks.editCell.map { .string($0.value) } ?? .null),
                ("didSelect", hooks.didSelect.map { .string($0.value) } ?? .null),
                ("didDeselect", hooks.didDeselect.map { .string($0.value) } ?? .null),
            ])),
            ("rowHeight", .double(rowHeight)),
            ("rows", rows),
            ("contentSize", contentSize),
        ])
    }

    /// Ascending always (descending is the reverse, BRIEF §2). Strings compare localized,
    /// case- and width-insensitively; numbers numerically; enumeration cases in declared
    /// order. Bool and sets of cases have no order.
    private func sortJSON(_ field: Field, model: Model, at range: SourceRange) -> JSONValue {
        let comparison: String
        switch field.type.value {
        case .string: comparison = "localized"
        case .int, .float: comparison = "numeric"
        case .enumeration(let enumType) where !enumType.multiple: comparison = "caseOrder"
        case .bool, .enumeration:
            context.problem("field '\(field.name.value)' (\(field.type.value.name)) has no order to sort by", at: range)
            return .null
        }
        return .object([("field", context.field(field, in: model)), ("order", .string("ascending")), ("comparison", .string(comparison))])
    }

    /// Bounds default to what the mode allows: none selects nothing, single at most one
    /// row, multiple any number (`maximum` null).
    private func selectionJSON(_ selection: SelectableTable.Selection) -> JSONValue {
        let mode = selection.mode.value
        let defaultMaximum: Int? = switch mode {
        case .none: 0
        case .single: 1
        case .multiple: nil
        }
        return .object([
            ("mode", .string(mode.rawValue)),
            ("minimum", .int(selection.minimum?.value ?? 0)),
            ("maximum", (selection.maximum?.value ?? defaultMaximum).map(JSONValue.int) ?? .null),
            ("atMaximum", .string(selection.atMaximum.rawValue)),
            ("initial", .array(selection.initial.map { .int($0.value) })),
            ("programmaticSelectionFiresHooks", .bool(selection.programmaticSelectionFiresHooks)),
        ])
    }
}
