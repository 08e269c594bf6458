import ViewSpec

/// Something a spec declares and refers to by name: what definition, references, hover
/// and rename are about. Models, screens, tables, hierarchies, action sheets and animations
/// are named across the project; fields within their model, layers and view ids within their
/// hierarchy, elements and tracks within their animation.
enum SpecSymbol: Hashable, Sendable {
    case model(String)
    case field(model: String, name: String)
    case preferenceScreen(String)
    case table(String)
    case hierarchy(String)
    case actionSheet(String)
    case layer(hierarchy: String, name: String)
    case view(hierarchy: String, id: String)
    case animation(String)
    case animationElement(animation: String, name: String)
    case animationTrack(animation: String, name: String)

    var name: String {
        switch self {
        case .model(let name), .preferenceScreen(let name), .table(let name), .hierarchy(let name), .actionSheet(let name),
            .animation(let name):
            name
        case .field(_, let name), .layer(_, let name), .view(_, let name), .animationElement(_, let name), .animationTrack(_, let name):
            name
        }
    }

    /// "model", "field", "preference screen"…: how messages call it.
    var kindName: String {
        switch self {
        case .model: "model"
        case .field: "field"
        case .preferenceScreen: "preference screen"
        case .table: "table"
        case .hierarchy: "hierarchy"
        case .actionSheet: "action sheet"
        case .layer: "layer"
        case .view: "view id"
        case .animation: "animation"
        case .animationElement: "element"
        case .animationTrack: "track"
        }
    }

    /// Where the name has to be unique, for messages: "in model 'Settings'".
    var scopeDescription: String {
        switch self {
        case .field(let model, _): " in model '\(model)'"
        case .layer(let hierarchy, _), .view(let hierarchy, _): " in hierarchy '\(hierarchy)'"
        case .animationElement(let animation, _), .animationTrack(let animation, _): " in animation '\(animation)'"
        default: ""
        }
    }

    /// The same symbol with another name.
    func renamed(_ name: String) -> SpecSymbol {
        switch self {
        case .model: .model(name)
        case .field(let model, _): .field(model: model, name: name)
        case .preferenceScreen: .preferenceScreen(name)
        case .table: .table(name)
        case .hierarchy: .hierarchy(name)
        case .actionSheet: .actionSheet(name)
        case .layer(let hierarchy, _): .layer(hierarchy: hierarchy, name: name)
        case .view(let hierarchy, _): .view(hierarchy: hierarchy, id: name)
        case .animation: .animation(name)
        case .animationElement(let animation, _): .animationElement(animation: animation, name: name)
        case .animationTrack(let animation, _): .animationTrack(animation: animation, name: name)
        }
    }
}

/// Where a symbol is written, and whether it is declared there or referred to.
struct SymbolOccurrence: Sendable {
    var symbol: SpecSymbol
    var span: SourceSpan
    var isDeclaration: Bool
}

/// Finds every place a spec model writes a symbol.
enum SymbolOccurrences {
    /// Every occurrence in `file`, in the order of the spec model; with `named`, only those
    /// of symbols of that name (which spares building the others).
    static func all(in file: SpecFile, named wanted: String? = nil) -> [SymbolOccurrence] {
        var found: [SymbolOccurrence] = []
        func visit(_ name: Located<String>, isDeclaration: Bool = false, _ symbol: (String) -> SpecSymbol) {
            if let wanted, name.value != wanted { return }
            found.append(SymbolOccurrence(symbol: symbol(name.value), span: name.range, isDeclaration: isDeclaration))
        }
        for model in file.models {
            let modelName = model.name.value
            visit(model.name, isDeclaration: true) { .model($0) }
            for field in model.fields { visit(field.name, isDeclaration: true) { .field(model: modelName, name: $0) } }
            if let key = model.keyField { visit(key) { .field(model: modelName, name: $0) } }
        }
        for screen in file.preferenceScreens {
            let modelName = screen.model.value
            visit(screen.name, isDeclaration: true) { .preferenceScreen($0) }
            visit(screen.model) { .model($0) }
            // Section by section, as written: a section's condition names fields of the
            // screen's model, a list section its list field, and then its rows (a list's row
            // and add row in place of items) bind fields and name them in their conditions.
            for section in screen.sections {
                for clause in section.visibleWhen?.clauses ?? [] { visit(clause.field) { .field(model: modelName, name: $0) } }
                if let field = section.list?.field { visit(field) { .field(model: modelName, name: $0) } }
                for item in section.list?.items ?? section.items {
                    if let field = item.control.field { visit(field) { .field(model: modelName, name: $0) } }
                    if let target = item.control.openedScreen { visit(target) { .preferenceScreen($0) } }
                    if let presents = item.presents { visit(presents.sheet) { .actionSheet($0) } }
                    for clause in (item.visibleWhen?.clauses ?? []) + (item.enabledWhen?.clauses ?? []) {
                        visit(clause.field) { .field(model: modelName, name: $0) }
                    }
                }
            }
        }
        for table in file.tables {
            visit(table.name, isDeclaration: true) { .table($0) }
            if let presents = table.presents { visit(presents.sheet) { .actionSheet($0) } }
            if case .model(let model, let display) = table.source {
                let modelName = model.value
                visit(model) { .model($0) }
                if let display { visit(display) { .field(model: modelName, name: $0) } }
                if let sortBy = table.sortBy { visit(sortBy) { .field(model: modelName, name: $0) } }
            }
        }
        for hierarchy in file.hierarchies {
            let hierarchyName = hierarchy.name.value
            visit(hierarchy.name, isDeclaration: true) { .hierarchy($0) }
            for layer in hierarchy.layers { visit(layer, isDeclaration: true) { .layer(hierarchy: hierarchyName, name: $0) } }
            for view in hierarchy.views {
                visit(view.id, isDeclaration: true) { .view(hierarchy: hierarchyName, id: $0) }
                visit(view.layer) { .layer(hierarchy: hierarchyName, name: $0) }
                if let presents = view.presents { visit(presents.sheet) { .actionSheet($0) } }
                switch view.kind {
                case .table(let name): visit(name) { .table($0) }
                case .preferences(let name): visit(name) { .preferenceScreen($0) }
                case .hierarchy(let name): visit(name) { .hierarchy($0) }
                case .plain, .image, .text: break
                }
            }
        }
        for sheet in file.actionSheets {
            visit(sheet.name, isDeclaration: true) { .actionSheet($0) }
            if let target = sheet.target { visit(target) { .model($0) } }
        }
        for animation in file.animations {
            let animationName = animation.name.value
            visit(animation.name, isDeclaration: true) { .animation($0) }
            if let hierarchy = animation.hierarchy { visit(hierarchy) { .hierarchy($0) } }
            for element in animation.elements {
                visit(element.name, isDeclaration: true) { .animationElement(animation: animationName, name: $0) }
                if case .view(let id) = element.kind, let hierarchy = animation.hierarchy?.value {
                    visit(id) { .view(hierarchy: hierarchy, id: $0) }
                }
            }
            for track in animation.tracks {
                visit(track.name, isDeclaration: true) { .animationTrack(animation: animationName, name: $0) }
                visit(track.element) { .animationElement(animation: animationName, name: $0) }
                if let after = track.after { visit(after) { .animationTrack(animation: animationName, name: $0) } }
            }
        }
        return found
    }

    /// The occurrence at `offset` in `file`: the innermost whose span holds it, its end included.
    static func at(_ offset: Int, in file: SpecFile) -> SymbolOccurrence? {
        all(in: file)
            .filter { $0.span.startOffset <= offset && offset <= $0.span.endOffset }
            .min { $0.span.endOffset - $0.span.startOffset < $1.span.endOffset - $1.span.startOffset }
    }

    /// Every occurrence of `symbol` in `files`, in project order.
    static func of(_ symbol: SpecSymbol, in files: [SpecFile]) -> [SymbolOccurrence] {
        files.flatMap { file in all(in: file, named: symbol.name).filter { $0.symbol == symbol } }
    }
}
