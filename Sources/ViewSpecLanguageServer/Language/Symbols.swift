import ViewSpec

/// The outline of a document, and the declarations of the workspace by name.
enum Symbols {
    // LSP's SymbolKind.
    private static let namespace = 3, classKind = 5, method = 6, property = 7, field = 8, enumKind = 10, interface = 11, variable = 13
    private static let array = 18, object = 19, enumMember = 22, structKind = 23

    static func documentSymbols(in context: LanguageContext) -> [DocumentSymbol] {
        guard let spec = context.spec else { return [] }
        let positions = context.positions
        /// `from`: where the symbol's range starts, when before its name (a list whose field
        /// is written after its rows).
        func symbol(
            _ name: Located<String>, from start: Int? = nil, through end: SourceSpan, kind: Int, detail: String? = nil, children: [DocumentSymbol]? = nil
        ) -> DocumentSymbol {
            // A block ends where the next begins: the blank lines before that are not its.
            var endOffset = max(end.endOffset, name.range.endOffset)
            let bytes = positions.bytes
            while endOffset > name.range.endOffset, endOffset <= bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[endOffset - 1]) { endOffset -= 1 }
            return DocumentSymbol(
                name: name.value, detail: detail, kind: kind, range: positions.range(from: min(start ?? name.range.startOffset, name.range.startOffset), to: endOffset),
                selectionRange: positions.range(of: name.range), children: children)
        }
        var symbols: [DocumentSymbol] = []
        for model in spec.models {
            let fields = model.fields.map { field in
                symbol(field.name, through: field.range, kind: Self.field, detail: field.typeName)
            }
            symbols.append(symbol(model.name, through: model.range, kind: classKind, detail: "model, \(model.kind.value.rawValue)", children: fields))
        }
        for screen in spec.preferenceScreens {
            func item(_ item: PreferenceItem, detail: String? = nil) -> DocumentSymbol {
                symbol(Located(label(of: item), at: item.controlRange), through: item.range, kind: property, detail: detail)
            }
            // A list section is one symbol, its rows its children: they are drawn for each
            // element of the list (and once to add one), not rows of their own.
            let children = screen.sections.flatMap { section -> [DocumentSymbol] in
                guard let list = section.list else { return section.items.map { item($0) } }
                let rows = [item(list.row, detail: "each element's row")] + (list.add.map { [item($0, detail: "add row")] } ?? [])
                let named = list.field ?? list.key
                let name = Located("list: \(named?.value ?? "")", at: named?.range ?? list.range)
                let detail = list.field != nil ? "list section" : "list section the app stores under its key"
                return [symbol(name, from: list.range.startOffset, through: list.range, kind: array, detail: detail, children: rows)]
            }
            symbols.append(symbol(screen.name, through: screen.range, kind: interface, detail: "preference screen of \(screen.model.value)", children: children))
        }
        for table in spec.tables {
            symbols.append(symbol(table.name, through: table.range, kind: structKind, detail: "table"))
        }
        for hierarchy in spec.hierarchies {
            let layers = hierarchy.layers.map { symbol($0, through: $0.range, kind: enumMember, detail: "layer") }
            let views = hierarchy.views.map { view in symbol(view.id, through: view.range, kind: object, detail: "\(view.kind.name) in \(view.layer.value)") }
            symbols.append(symbol(hierarchy.name, through: hierarchy.range, kind: namespace, detail: "hierarchy", children: layers + views))
        }
        for sheet in spec.actionSheets {
            let buttons = sheet.buttons.map { button in
                symbol(button.action, through: button.range, kind: method, detail: "\(button.role.value.rawValue) button")
            }
            let detail = "action sheet" + (sheet.target.map { " on \($0.value)" } ?? "")
            symbols.append(symbol(sheet.name, through: sheet.range, kind: enumKind, detail: detail, children: buttons))
        }
        for animation in spec.animations {
            let elements = animation.elements.map { element in
                symbol(element.name, through: element.range, kind: object, detail: "\(element.kind.name) element")
            }
            let tracks = animation.tracks.map { track in
                symbol(track.name, through: track.range, kind: method, detail: "track of \(track.element.value)")
            }
            let detail = "animation" + (animation.hierarchy.map { " of \($0.value)" } ?? "")
            symbols.append(symbol(animation.name, through: animation.range, kind: namespace, detail: detail, children: elements + tracks))
        }
        return symbols.sorted { $0.range.start < $1.range.start }
    }

    /// How an outline names an item: its control and what it binds or opens
    /// (`toggle: sound`); a child pane by the screen it opens, not the field it may show, a
    /// screen the app's code makes by its name; the control alone where it names nothing
    /// (a list's custom row without a key or a pane).
    static func label(of item: PreferenceItem) -> String {
        let target: Located<String>? = switch item.control {
        case .childPane(let screen, _): screen
        case .externalPane(let pane): pane.name
        case .button(let action): action
        case .link(let url): url
        case .custom(let row): row.key ?? item.control.openedScreen ?? item.control.openedExternalPane?.name
        default: item.field
        }
        guard let target else { return item.control.kindName }
        return "\(item.control.kindName): \(target.value)"
    }

    /// The most answered at once: enough for any search a person reads through.
    static let workspaceSymbolLimit = 500

    /// Declarations whose name holds the query's characters in order, ignoring case.
    static func workspaceSymbols(matching query: String, in context: LanguageContext) -> [SymbolInformation] {
        let wanted = Array(query.lowercased())
        func matches(_ name: String) -> Bool {
            var remaining = wanted[...]
            for character in name.lowercased() where character == remaining.first { remaining = remaining.dropFirst() }
            return remaining.isEmpty
        }
        var found: [SymbolInformation] = []
        func add(_ name: Located<String>, kind: Int, container: String? = nil) {
            guard found.count < workspaceSymbolLimit, matches(name.value) else { return }
            found.append(SymbolInformation(name: name.value, kind: kind, location: context.location(of: name.range), containerName: container))
        }
        for file in context.project.files {
            for model in file.models {
                add(model.name, kind: classKind)
                for field in model.fields { add(field.name, kind: Self.field, container: model.name.value) }
            }
            for screen in file.preferenceScreens { add(screen.name, kind: interface) }
            for table in file.tables { add(table.name, kind: structKind) }
            for hierarchy in file.hierarchies { add(hierarchy.name, kind: namespace) }
            for sheet in file.actionSheets { add(sheet.name, kind: enumKind) }
            for animation in file.animations { add(animation.name, kind: namespace) }
        }
        return found
    }
}
