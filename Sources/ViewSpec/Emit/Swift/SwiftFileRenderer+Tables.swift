extension SwiftFileRenderer {
    /// A class per selectable table holding its `SelectionTable`, built with the spec's
    /// selection rules, accessory, reload policy and rows; and, when the spec names hooks, a
    /// protocol with one method per hook for the app to implement, called with the row's
    /// record (or string). The table keeps the object that implements the hooks.
    func renderTable(_ table: SelectableTable) {
        let tableName = table.name.value
        guard let names = plan.tables[tableName] else {
            unexpected.note("table '\(tableName)' has no Swift names")
            return
        }
        let type = names.type.escaped
        let row = tableRow(table)
        let sorted = table.sortBy != nil
        if case .records = row, sorted { usesFoundation = true }
        let hooksType = names.hooksProtocol?.escaped

        if let hooksType {
            beginDeclaration()
            writer.doc("The hooks table \(quoted(tableName)) names; each runs after the library's own work, with the row's \(row.what).")
            writer.doc("")
            writer.doc("The table keeps the object that implements them; one that keeps the table in turn must break that cycle.")
            writer.line("@Swift.MainActor")
            writer.block("\(visibility)protocol \(hooksType)") { w in
                for hook in names.hooks {
                    switch hook.kind {
                    case .editCell:
                        w.line("func \(hook.method.escaped)(_ table: ViewSpecRuntime.SelectionTable, \(row.parameter), cell: inout ViewSpecRuntime.TableCell)")
                    case .selection:
                        w.line("func \(hook.method.escaped)(_ table: ViewSpecRuntime.SelectionTable, \(row.parameter), row: Swift.Int)")
                    }
                }
            }
        }

        beginDeclaration()
        writer.doc("The selectable table \(quoted(tableName)).")
        writer.line("@Swift.MainActor")
        writer.block("\(visibility)final class \(type)") { w in
            w.line("\(visibility)static let tableName: Swift.String = \(SwiftLiteral.string(tableName))")
            w.line("\(visibility)static let configuration: ViewSpecRuntime.SelectionConfiguration = \(selectionConfiguration(table.selection))")
            w.line("\(visibility)static let accessory: ViewSpecRuntime.TableAccessory = .\(table.accessory.rawValue)")
            w.line("\(visibility)static let reloadPolicy: ViewSpecRuntime.ReloadPolicy = .\(table.onReload.rawValue)")
            w.line("\(visibility)static let isReorderable: Swift.Bool = \(SwiftLiteral.bool(table.reorderable))")
            switch row {
            case .strings(let strings):
                w.line("\(visibility)static let strings: [Swift.String] = \(SwiftLiteral.array(strings.map(SwiftLiteral.string)))")
            case .records(let model, let display, _):
                w.line("\(visibility)static let displayField: \(model.type.escaped).Field = .\(display.fieldCase.escaped)")
                w.line("\(visibility)static let sortFieldName: Swift.String? = \(table.sortBy.map { SwiftLiteral.string($0.value) } ?? "nil")")
            case .unknown:
                break
            }
            w.line()
            w.doc("The rows and their selection; a view layer calls `tap`, `cell(at:)` and `reload` on it.")
            w.line("\(visibility)let table: ViewSpecRuntime.SelectionTable")
            if let hooksType {
                w.doc("The object whose methods the hooks call, kept as long as the table.")
                w.line("\(visibility)let hooks: any \(hooksType)")
            }
            let options = "selection: Self.configuration, accessory: Self.accessory, onReload: Self.reloadPolicy, reorderable: Self.isReorderable"
            switch row {
            case .records(_, let display, let recordType):
                let storeType = "ViewSpecRuntime.RecordStore<\(recordType)>"
                let locale = sorted ? ", locale: Foundation.Locale = .current" : ""
                let localeArgument = sorted ? ", locale: locale" : ""
                w.doc("The records the rows show: the store's as of the last `init` or `reload`.")
                w.line("\(visibility)private(set) var records: \(storeType)")
                w.line()
                w.doc("A table of the records, titled by \(quoted(display.specName))"
                    + (table.sortBy.map { ", sorted by \(quoted($0.value))" } ?? ", in record order") + ".")
                let hooksParameter = hooksType.map { ", hooks: any \($0)" } ?? ""
                w.block("\(visibility)init(records: \(storeType)\(hooksParameter)\(locale)) throws") { w in
                    w.line("self.records = records")
                    if hooksType != nil { w.line("self.hooks = hooks") }
                    let hooksArgument = hooksType != nil ? ", hooks: Self.runtimeHooks(hooks, records: records)" : ""
                    w.line("self.table = try ViewSpecRuntime.SelectionTable(rows: Self.rows(records\(localeArgument)), \(options)\(hooksArgument))")
                }
                w.line()
                w.doc("Replaces the rows with the store's records, by the reload policy.")
                w.block("\(visibility)func reload(records: \(storeType)\(locale)) throws") { w in
                    w.line("try self.table.reload(rows: Self.rows(records\(localeArgument)))")
                    if hooksType != nil { w.line("self.table.hooks = Self.runtimeHooks(self.hooks, records: records)") }
                    w.line("self.records = records")
                }
                w.line()
                w.doc("The ids of the selected records, in row order.")
                w.block("\(visibility)var selectedRecordIDs: [ViewSpecRuntime.RecordID]") { w in
                    w.block("self.table.selectedRows.compactMap", parameters: "row") { (w: inout SwiftWriter) in
                        w.line("if case .record(let id) = row.id { return id }")
                        w.line("return nil")
                    }
                }
                w.line()
                w.doc("The selected records, in row order.")
                w.block("\(visibility)var selectedRecords: [\(recordType)]") { w in
                    w.line("self.table.selectedIndexes.compactMap { Self.record(at: $0, of: self.table, in: self.records) }")
                }
                w.line()
                let localeParameter = sorted ? ", locale: Foundation.Locale" : ""
                w.block("private static func rows(_ records: \(storeType)\(localeParameter)) throws(ViewSpecRuntime.StoreError) -> [ViewSpecRuntime.TableRow]") { w in
                    let sort = sorted ? ", sortBy: Self.sortFieldName, locale: locale" : ""
                    w.line("try ViewSpecRuntime.TableRow.rows(records: records, display: \\.\(display.property.escaped)\(sort))")
                }
                w.line()
                w.doc("The record a row shows, found by its id, so that it follows the row when rows move.")
                w.block("private static func record(at row: Swift.Int, of table: ViewSpecRuntime.SelectionTable, in records: \(storeType)) -> \(recordType)?") { w in
                    w.line("guard table.rows.indices.contains(row), case .record(let id) = table.rows[row].id, let index = records.index(of: id) else { return nil }")
                    w.line("return try? records.record(at: index)")
                }
            case .strings:
                w.line()
                let hooksParameter = hooksType.map { "hooks: any \($0)" } ?? ""
                w.block("\(visibility)init(\(hooksParameter)) throws(ViewSpecRuntime.SelectionError)") { w in
                    if hooksType != nil { w.line("self.hooks = hooks") }
                    let hooksArgument = hooksType != nil ? ", hooks: Self.runtimeHooks(hooks)" : ""
                    w.line("self.table = try ViewSpecRuntime.SelectionTable(strings: Self.strings, \(options)\(hooksArgument))")
                }
                if hooksType != nil {
                    w.line()
                    w.doc("The string a row shows.")
                    w.block("private static func string(at row: Swift.Int, of table: ViewSpecRuntime.SelectionTable) -> Swift.String?") { w in
                        w.line("table.rows.indices.contains(row) ? table.rows[row].title : nil")
                    }
                }
            case .unknown:
                unexpected.note("table '\(tableName)' shows records of a model that is not there")
            }
            if let hooksType {
                w.line()
                renderRuntimeHooks(table, names: names, hooksType: hooksType, row: row, into: &w)
            }
        }
    }

    /// What a table's rows are, as the generated code needs to know it.
    enum TableRowSource {
        case strings([String])
        /// The model's names, the display field's names, and the record type as written.
        case records(SwiftNamePlan.ModelNames, display: SwiftNamePlan.FieldNames, recordType: String)
        /// A model or display field the checks should have refused.
        case unknown

        /// The hooks' parameter naming the row.
        var parameter: String {
            switch self {
            case .strings, .unknown: "string: Swift.String"
            case .records(_, _, let recordType): "record: \(recordType)"
            }
        }

        var what: String {
            switch self {
            case .strings, .unknown: "string"
            case .records: "record"
            }
        }
    }

    private func tableRow(_ table: SelectableTable) -> TableRowSource {
        switch table.source {
        case .strings(let strings, _):
            return .strings(strings.map(\.value))
        case .model(let modelName, let display):
            guard let model = plan.models[modelName.value], let display = display.flatMap({ model.field(named: $0.value) }) else {
                return .unknown
            }
            return .records(model, display: display, recordType: model.type.escaped)
        }
    }

    /// The runtime's hooks: each finds the row's record or string and calls the app's object.
    private func renderRuntimeHooks(_ table: SelectableTable, names: SwiftNamePlan.TableNames, hooksType: String, row: TableRowSource, into w: inout SwiftWriter) {
        let records: Bool
        let recordsParameter: String
        switch row {
        case .records(_, _, let recordType):
            records = true
            recordsParameter = ", records: ViewSpecRuntime.RecordStore<\(recordType)>"
        case .strings, .unknown:
            records = false
            recordsParameter = ""
        }
        func lookup(_ index: String) -> String {
            records ? "Self.record(at: \(index), of: table, in: records)" : "Self.string(at: \(index), of: table)"
        }
        let label = records ? "record" : "string"
        var arguments: [String] = []
        if let name = table.hooks.editCell?.value, let method = names.method(name, kind: .editCell) {
            arguments.append(
                "editCell: { table, cell in if let \(label) = \(lookup("cell.row")) { hooks.\(method.escaped)(table, \(label): \(label), cell: &cell) } }")
        }
        for (key, hook) in [("didSelect", table.hooks.didSelect), ("didDeselect", table.hooks.didDeselect)] {
            guard let name = hook?.value, let method = names.method(name, kind: .selection) else { continue }
            arguments.append(
                "\(key): { table, row in if let \(label) = \(lookup("row")) { hooks.\(method.escaped)(table, \(label): \(label), row: row) } }")
        }
        w.doc("The runtime's hooks, calling `hooks` with the row's \(label).")
        w.block("private static func runtimeHooks(_ hooks: any \(hooksType)\(recordsParameter)) -> ViewSpecRuntime.SelectionTable.Hooks") { w in
            w.line("ViewSpecRuntime.SelectionTable.Hooks(")
            for (index, argument) in arguments.enumerated() {
                w.line("    " + argument + (index == arguments.count - 1 ? ")" : ","))
            }
        }
    }

    private func selectionConfiguration(_ selection: SelectableTable.Selection) -> String {
        let arguments = [
            "mode: .\(selection.mode.value.rawValue)",
            "minimum: \(selection.minimum?.value ?? 0)",
            "maximum: \(selection.maximum.map { String($0.value) } ?? "nil")",
            "atMaximum: .\(selection.atMaximum.rawValue)",
            "initial: \(SwiftLiteral.array(selection.initial.map { String($0.value) }))",
            "programmaticSelectionFiresHooks: \(SwiftLiteral.bool(selection.programmaticSelectionFiresHooks))",
        ]
        return "ViewSpecRuntime.SelectionConfiguration(" + arguments.joined(separator: ", ") + ")"
    }
}
