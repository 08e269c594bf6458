extension SwiftFileRenderer {
    /// A class per selectable table holding its `SelectionTable`, built with the spec's
    /// selection rules, accessory, reload policy and rows; and, when the spec names hooks, a
    /// protocol with one method per hook for the app to implement.
    func renderTable(_ table: SelectableTable) {
        let tableName = table.name.value
        guard let identifier = names.identifier(table.name, what: "table name") else { return }
        let type = identifier.suffixed("Table")
        module.claim(type, for: "table '\(tableName)'", at: table.name.range)
        let protocolType = SwiftIdentifier.trusted(type.name + "Hooks")
        let hooks = tableHooks(table, protocolName: protocolType.name)
        if !hooks.isEmpty { module.claim(protocolType, for: "the hooks of table '\(tableName)'", at: table.name.range) }
        var record: (model: ModelNames, display: ModelNames.FieldNames)?
        if case .model(let modelName, let display?) = table.source, let model = models[modelName.value],
            let field = model.field(named: display.value)
        {
            record = (model, field)
        }
        if record != nil, table.sortBy != nil { usesFoundation = true }

        if !hooks.isEmpty {
            beginDeclaration()
            writer.doc("The hooks table \(quoted(tableName)) names; each runs after the library's own work.")
            writer.line("@MainActor")
            writer.block("\(visibility)protocol \(protocolType.escaped): AnyObject") { w in
                for hook in hooks { w.line(hook.requirement) }
            }
        }

        beginDeclaration()
        writer.doc("The selectable table \(quoted(tableName)).")
        writer.line("@MainActor")
        writer.block("\(visibility)final class \(type.escaped)") { w in
            w.line("\(visibility)static let tableName = \(SwiftLiteral.string(tableName))")
            w.line("\(visibility)static let configuration = \(selectionConfiguration(table.selection))")
            w.line("\(visibility)static let accessory = TableAccessory.\(table.accessory.rawValue)")
            w.line("\(visibility)static let reloadPolicy = ReloadPolicy.\(table.onReload.rawValue)")
            w.line("\(visibility)static let isReorderable = \(SwiftLiteral.bool(table.reorderable))")
            if case .strings(let strings, _) = table.source {
                w.line("\(visibility)static let strings: [String] = \(SwiftLiteral.array(strings.map { SwiftLiteral.string($0.value) }))")
            }
            if let record {
                w.line("\(visibility)static let displayField = \(record.model.type.escaped).Field.\(record.display.property.escaped)")
                if let sortBy = table.sortBy {
                    w.line("\(visibility)static let sortFieldName: String? = \(SwiftLiteral.string(sortBy.value))")
                } else {
                    w.line("\(visibility)static let sortFieldName: String? = nil")
                }
            }
            w.line()
            w.doc("The rows and their selection; a view layer calls `tap`, `cell(at:)` and `reload` on it.")
            w.line("\(visibility)let table: SelectionTable")
            w.line()
            let hooksParameter = hooks.isEmpty ? "" : "hooks: any \(protocolType.escaped)"
            let hooksArgument = hooks.isEmpty ? "" : ", hooks: selectionTableHooks(calling: hooks)"
            let options = "selection: Self.configuration, accessory: Self.accessory, onReload: Self.reloadPolicy, reorderable: Self.isReorderable"
            if let record {
                let modelType = record.model.type.escaped
                let parameters = ["records: RecordStore<\(modelType)>"] + (hooks.isEmpty ? [] : [hooksParameter])
                    + (table.sortBy == nil ? [] : ["locale: Locale = .current"])
                w.doc("A table of the records, titled by \(quoted(record.display.field.name.value))"
                    + (table.sortBy.map { ", sorted by \(quoted($0.value))" } ?? ", in record order") + ".")
                w.block("\(visibility)init(\(parameters.joined(separator: ", "))) throws") { w in
                    w.line("table = try SelectionTable(rows: Self.rows(records\(table.sortBy == nil ? "" : ", locale: locale")), \(options)\(hooksArgument))")
                }
                w.line()
                w.doc("Replaces the rows with the store's records, by the reload policy.")
                w.block("\(visibility)func reload(records: RecordStore<\(modelType)>\(table.sortBy == nil ? "" : ", locale: Locale = .current")) throws") { w in
                    w.line("try table.reload(rows: Self.rows(records\(table.sortBy == nil ? "" : ", locale: locale")))")
                }
                w.line()
                w.doc("The ids of the selected records, in row order.")
                w.block("\(visibility)var selectedRecordIDs: [RecordID]") { w in
                    w.block("table.selectedRows.compactMap", parameters: "row") { (w: inout SwiftWriter) in
                        w.line("if case .record(let id) = row.id { return id }")
                        w.line("return nil")
                    }
                }
                w.line()
                w.block("private static func rows(_ records: RecordStore<\(modelType)>\(table.sortBy == nil ? "" : ", locale: Locale")) throws(StoreError) -> [TableRow]") { w in
                    let sort = table.sortBy.map { _ in ", sortBy: sortFieldName, locale: locale" } ?? ""
                    w.line("try TableRow.rows(records: records, display: \\.\(record.display.property.escaped)\(sort))")
                }
            } else {
                w.block("\(visibility)init(\(hooksParameter)) throws(SelectionError)") { w in
                    w.line("table = try SelectionTable(strings: Self.strings, \(options)\(hooksArgument))")
                }
            }
        }
        // A function of the file rather than of the class: Swift 6.3 warns, wrongly, that a
        // main-actor method named `self` called inside a type "refers to the method", and a
        // hook may be called `self`. Overloads by protocol when a file has several tables.
        if !hooks.isEmpty {
            beginDeclaration()
            writer.doc("The runtime's hooks of table \(quoted(tableName)), calling the app's object without keeping it alive.")
            writer.line("@MainActor")
            writer.block("private func selectionTableHooks(calling hooks: any \(protocolType.escaped)) -> SelectionTable.Hooks") { w in
                w.line("SelectionTable.Hooks(")
                let arguments = hookArguments(table, hooks: hooks)
                for (index, argument) in arguments.enumerated() {
                    w.line("    " + argument + (index == arguments.count - 1 ? ")" : ","))
                }
            }
        }
    }

    struct TableHook {
        enum Kind { case editCell, selection }
        var identifier: SwiftIdentifier
        var kind: Kind
        /// The name the spec writes.
        var specName: String

        var requirement: String {
            switch kind {
            case .editCell: "func \(identifier.escaped)(_ table: SelectionTable, cell: inout TableCell)"
            case .selection: "func \(identifier.escaped)(_ table: SelectionTable, row: Int)"
            }
        }
    }

    /// The distinct hook methods: a function named for both `didSelect` and `didDeselect`
    /// is one requirement.
    private func tableHooks(_ table: SelectableTable, protocolName: String) -> [TableHook] {
        var hooks: [TableHook] = []
        let named: [(Located<String>?, TableHook.Kind)] = [
            (table.hooks.editCell, .editCell), (table.hooks.didSelect, .selection), (table.hooks.didDeselect, .selection),
        ]
        // Methods of different signatures may share a name (overloads); of one signature not.
        let scopes: [TableHook.Kind: SwiftNames.Scope] = [
            .editCell: names.scope("protocol '\(protocolName)'"), .selection: names.scope("protocol '\(protocolName)'"),
        ]
        for case (let name?, let kind) in named where !hooks.contains(where: { $0.specName == name.value && $0.kind == kind }) {
            guard let identifier = names.identifier(name, what: "hook name") else { continue }
            guard scopes[kind]!.claim(identifier, for: "hook '\(name.value)'", at: name.range) else { continue }
            hooks.append(TableHook(identifier: identifier, kind: kind, specName: name.value))
        }
        return hooks
    }

    private func hookArguments(_ table: SelectableTable, hooks: [TableHook]) -> [String] {
        var arguments: [String] = []
        if let name = table.hooks.editCell?.value, let hook = hooks.first(where: { $0.specName == name && $0.kind == .editCell }) {
            arguments.append("editCell: { [weak hooks] table, cell in hooks?.\(hook.identifier.escaped)(table, cell: &cell) }")
        }
        if let name = table.hooks.didSelect?.value, let hook = hooks.first(where: { $0.specName == name && $0.kind == .selection }) {
            arguments.append("didSelect: { [weak hooks] table, row in hooks?.\(hook.identifier.escaped)(table, row: row) }")
        }
        if let name = table.hooks.didDeselect?.value, let hook = hooks.first(where: { $0.specName == name && $0.kind == .selection }) {
            arguments.append("didDeselect: { [weak hooks] table, row in hooks?.\(hook.identifier.escaped)(table, row: row) }")
        }
        return arguments
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
        return "SelectionConfiguration(" + arguments.joined(separator: ", ") + ")"
    }
}
