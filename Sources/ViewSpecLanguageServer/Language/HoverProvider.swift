import Foundation
import ViewSpec

/// What hovering over a name shows: a field's type, default and constraints; a screen's
/// model and what opens it; an action sheet's buttons in the order shown and what presents
/// it; a model's, table's, hierarchy's, layer's or view's outline. Over
/// a key of the spec language, what the key means.
enum HoverProvider {
    static func hover(at position: Position, in context: LanguageContext) -> Hover? {
        let offset = context.offset(of: position)
        if let spec = context.spec, let occurrence = SymbolOccurrences.at(offset, in: spec),
            let text = describe(occurrence.symbol, in: context)
        {
            return Hover(contents: .markdown(text), range: context.positions.range(of: occurrence.span))
        }
        // A key of the spec language: what the vocabulary says of it.
        guard let cursor = CursorContext(bytes: context.bytes, offset: offset), let key = cursor.keyUnderCursor,
            let construct = SpecVocabularyPath.construct(at: cursor.path), let described = construct.key(key.name)
        else { return nil }
        return Hover(
            contents: .markdown("**\(key.name)** (\(construct.name))\n\n\(described.description)"),
            range: context.positions.range(from: key.start, to: key.end))
    }

    static func describe(_ symbol: SpecSymbol, in context: LanguageContext) -> String? {
        let project = context.project
        switch symbol {
        case .model(let name):
            guard let model = project.model(named: name) else { return nil }
            var lines = ["**model** `\(name)`: \(model.kind.value.rawValue), \(plural(model.fields.count, "field"))"]
            if let key = model.keyField { lines.append("key: `\(key.value)`") }
            let screens = project.preferenceScreens.filter { $0.model.value == name }.map { "`\($0.name.value)`" }
            let tables = project.tables.filter { if case .model(let model, _) = $0.source { model.value == name } else { false } }
                .map { "`\($0.name.value)`" }
            if !screens.isEmpty { lines.append("bound by screens " + screens.joined(separator: ", ")) }
            if !tables.isEmpty { lines.append("listed by tables " + tables.joined(separator: ", ")) }
            lines.append(declared(at: model.name.range, in: context))
            return lines.joined(separator: "\n\n")
        case .field(let modelName, let name):
            guard let model = project.model(named: modelName), let field = model.field(named: name) else { return nil }
            return describe(field, of: model, in: context)
        case .preferenceScreen(let name):
            guard let screen = project.preferenceScreensByName[name] else { return nil }
            return describe(screen, in: context)
        case .table(let name):
            guard let table = project.tablesByName[name] else { return nil }
            var lines = ["**table** `\(name)`"]
            switch table.source {
            case .model(let model, let display):
                lines.append("rows: the records of model `\(model.value)`" + (display.map { ", showing `\($0.value)`" } ?? ""))
            case .strings(let strings, _):
                lines.append("rows: \(plural(strings.count, "string"))")
            }
            lines.append("selection: \(table.selection.mode.value.rawValue)" + (table.selection.maximum.map { ", at most \($0.value)" } ?? ""))
            lines.append(shownBy(.table(name), in: context))
            lines.append(declared(at: table.name.range, in: context))
            return lines.filter { !$0.isEmpty }.joined(separator: "\n\n")
        case .hierarchy(let name):
            guard let hierarchy = project.hierarchiesByName[name] else { return nil }
            return [
                "**hierarchy** `\(name)`: \(plural(hierarchy.views.count, "view"))",
                "layers, back to front: " + hierarchy.layers.map { "`\($0.value)`" }.joined(separator: ", "),
                shownBy(.hierarchy(name), in: context),
                declared(at: hierarchy.name.range, in: context),
            ].filter { !$0.isEmpty }.joined(separator: "\n\n")
        case .actionSheet(let name):
            guard let sheet = project.actionSheetsByName[name] else { return nil }
            return describe(sheet, in: context)
        case .layer(let hierarchyName, let name):
            guard let hierarchy = project.hierarchiesByName[hierarchyName], let index = hierarchy.layerIndex(name) else { return nil }
            let views = hierarchy.views.filter { $0.layer.value == name }.map { "`\($0.id.value)`" }
            return [
                "**layer** `\(name)` of hierarchy `\(hierarchyName)`: \(index + 1) of \(hierarchy.layers.count), back to front",
                views.isEmpty ? "no views" : "views: " + views.joined(separator: ", "),
            ].joined(separator: "\n\n")
        case .view(let hierarchyName, let id):
            guard let view = project.hierarchiesByName[hierarchyName]?.views.first(where: { $0.id.value == id }) else { return nil }
            var kind = view.kind.name
            switch view.kind {
            case .table(let name), .preferences(let name), .hierarchy(let name): kind += " `\(name.value)`"
            default: break
            }
            return "**view** `\(id)` of hierarchy `\(hierarchyName)`: \(kind), in layer `\(view.layer.value)`"
                + (view.hidden ? ", hidden" : "") + (view.interactive ? "" : ", not interactive")
        case .animation(let name):
            guard let animation = project.animationsByName[name] else { return nil }
            var lines = ["**animation** `\(name)`: \(plural(animation.elements.count, "element")), \(plural(animation.tracks.count, "track"))"]
            if let hierarchy = animation.hierarchy { lines.append("moves views of hierarchy `\(hierarchy.value)`") }
            switch animation.iterations?.value {
            case .infinite?: lines.append("repeats as a whole forever")
            case .count(let count)? where count != 1: lines.append("repeats as a whole \(number(count)) times")
            default: break
            }
            lines.append(declared(at: animation.name.range, in: context))
            return lines.joined(separator: "\n\n")
        case .animationElement(let animationName, let name):
            guard let element = project.animationsByName[animationName]?.element(named: name) else { return nil }
            let what: String
            switch element.kind {
            case .text(let text, _, _): what = "text \(markdownText(text.value))"
            case .image(let image): what = "image `\(image.value)`"
            case .view(let id): what = "view `\(id.value)`"
            }
            return "**element** `\(name)` of animation `\(animationName)`: \(what)\n\n\(declared(at: element.name.range, in: context))"
        case .animationTrack(let animationName, let name):
            guard let track = project.animationsByName[animationName]?.track(named: name) else { return nil }
            var start = track.after.map { "starts after track `\($0.value)` ends" } ?? "starts with the animation"
            if let offset = track.offset?.value, offset != 0 { start += ", \(number(offset)) s " + (offset > 0 ? "later" : "earlier") }
            return [
                "**track** `\(name)` of animation `\(animationName)`: moves element `\(track.element.value)` through \(plural(track.keyframes.count, "keyframe"))",
                "\(start); lasts \(number(track.timing.duration.value)) s a time",
                declared(at: track.name.range, in: context),
            ].joined(separator: "\n\n")
        }
    }

    private static func describe(_ field: Field, of model: Model, in context: LanguageContext) -> String {
        var lines = ["**field** `\(field.name.value)` of model `\(model.name.value)`: \(field.typeName)"]
        var facts: [String] = []
        if let enumType = field.type.value.enumType {
            facts.append("cases: " + enumType.cases.map { "`\($0.name)`" }.joined(separator: ", "))
        }
        if let defaultValue = field.defaultValue { facts.append("default: `\(sourceText(of: defaultValue.range, in: context))`") }
        if let minimum = field.minimum { facts.append("minimum: \(sourceText(of: minimum.range, in: context))") }
        if let maximum = field.maximum { facts.append("maximum: \(sourceText(of: maximum.range, in: context))") }
        if let maxLength = field.maxLength { facts.append("at most \(maxLength.value) characters") }
        if let pattern = field.pattern { facts.append("matches `\(pattern.value)`") }
        if field.isOptional { facts.append("optional") }
        if !facts.isEmpty { lines.append(facts.map { "- " + $0 }.joined(separator: "\n")) }
        lines.append(declared(at: field.name.range, in: context))
        return lines.joined(separator: "\n\n")
    }

    private static func describe(_ screen: PreferenceScreen, in context: LanguageContext) -> String {
        let project = context.project
        let name = screen.name.value
        // A list section's rows are drawn once for each element, and its add row once: they
        // are the list's, told as such, not counted among the screen's items.
        let lists = screen.sections.compactMap(\.list)
        let itemCount = screen.items.count - lists.reduce(0) { $0 + $1.items.count }
        var counts: [String] = []
        if itemCount > 0 || lists.isEmpty { counts.append(plural(itemCount, "item")) }
        if !lists.isEmpty { counts.append(plural(lists.count, "list section")) }
        var lines = ["**preference screen** `\(name)`: model `\(screen.model.value)`, " + counts.joined(separator: ", ")]
        if !lists.isEmpty { lines.append(lists.map { "- " + describe($0) }.joined(separator: "\n")) }
        var openers: [String] = []
        for other in project.preferenceScreens {
            for childPane in other.childPanes where childPane.target.value == name {
                openers.append("a child pane of screen `\(other.name.value)` (\(place(of: childPane.target.range, in: context)))")
            }
        }
        for hierarchy in project.hierarchies {
            for view in hierarchy.views {
                if case .preferences(let target) = view.kind, target.value == name {
                    openers.append("view `\(view.id.value)` of hierarchy `\(hierarchy.name.value)` (\(place(of: target.range, in: context)))")
                }
            }
        }
        if screen.isEntry { openers.insert("the app itself (`entry: true`)", at: 0) }
        lines.append(openers.isEmpty ? "opened from: nothing in the project, so the app opens it itself" : "opened from:\n" + openers.map { "- " + $0 }.joined(separator: "\n"))
        lines.append(declared(at: screen.name.range, in: context))
        return lines.joined(separator: "\n\n")
    }

    private static func describe(_ sheet: ActionSheet, in context: LanguageContext) -> String {
        let name = sheet.name.value
        var lines = ["**action sheet** `\(name)`: \(plural(sheet.buttons.count, "button"))"
            + (sheet.target.map { ", acting on a value of model `\($0.value)`" } ?? "")]
        // As a phone shows them: the cancel button last, whatever order they are written in.
        let shown = sheet.buttons.filter { $0.role.value != .cancel } + sheet.buttons.filter { $0.role.value == .cancel }.prefix(1)
        if !shown.isEmpty {
            lines.append(shown.map { button in
                let role = button.role.value == .default ? "" : " (\(button.role.value.rawValue))"
                return "- \(markdownText(button.title.value))\(role) → `\(button.action.value)`"
            }.joined(separator: "\n"))
        }
        var presenters: [String] = []
        let project = context.project
        for hierarchy in project.hierarchies {
            for view in hierarchy.views where view.presents?.sheet.value == name {
                presenters.append("view `\(view.id.value)` of hierarchy `\(hierarchy.name.value)`")
            }
        }
        for table in project.tables where table.presents?.sheet.value == name {
            presenters.append("the rows of table `\(table.name.value)`")
        }
        for screen in project.preferenceScreens {
            for item in screen.items where item.presents?.sheet.value == name {
                if let list = screen.list(containing: item) {
                    let row = item === list.row ? "each element's row" : "the add row"
                    presenters.append("\(row) of \(subject(of: list)) in preference screen `\(screen.name.value)`")
                } else {
                    presenters.append("a button of preference screen `\(screen.name.value)`")
                }
            }
        }
        lines.append(presenters.isEmpty ? "presented by: nothing in the project" : "presented by:\n" + presenters.map { "- " + $0 }.joined(separator: "\n"))
        lines.append(declared(at: sheet.name.range, in: context))
        return lines.joined(separator: "\n\n")
    }

    /// A list section's list: what it lists, its rows, and whether elements can be deleted.
    private static func describe(_ list: PreferenceList) -> String {
        var parts = ["row `\(Symbols.label(of: list.row))`"]
        if let add = list.add { parts.append("add row `\(Symbols.label(of: add))`") }
        if list.isDeletable { parts.append("deletable") }
        let what = list.field.map { "a list of `\($0.value)`" } ?? list.key.map { "a list the app stores under key `\($0.value)`" } ?? "a list"
        return what + ": " + parts.joined(separator: ", ")
    }

    /// "the list of `tags`", "the list under key `accounts`".
    private static func subject(of list: PreferenceList) -> String {
        list.field.map { "the list of `\($0.value)`" } ?? list.key.map { "the list under key `\($0.value)`" } ?? "a list"
    }

    /// A title as a hover shows it: the text, or the localization key and its fallback.
    private static func markdownText(_ text: Text) -> String {
        switch text {
        case .literal(let string): "“\(string)”"
        case .localized(let key, let fallback): "key `\(key)`" + (fallback.map { " (“\($0)”)" } ?? "")
        }
    }

    /// "shown by view `v` of hierarchy `H`", for a table or hierarchy.
    private static func shownBy(_ symbol: SpecSymbol, in context: LanguageContext) -> String {
        var shown: [String] = []
        for hierarchy in context.project.hierarchies {
            for view in hierarchy.views {
                switch (view.kind, symbol) {
                case (.table(let name), .table(let wanted)) where name.value == wanted,
                    (.hierarchy(let name), .hierarchy(let wanted)) where name.value == wanted:
                    shown.append("view `\(view.id.value)` of hierarchy `\(hierarchy.name.value)`")
                default:
                    break
                }
            }
        }
        return shown.isEmpty ? "" : "shown by " + shown.joined(separator: ", ")
    }

    private static func declared(at span: SourceSpan, in context: LanguageContext) -> String {
        "declared in \(place(of: span, in: context))"
    }

    /// `file.yaml:3:5`, the position as the compiler reports it.
    private static func place(of span: SourceSpan, in context: LanguageContext) -> String {
        let position = context.positions(in: span.path).position(ofOffset: span.startOffset)
        return "\((span.path as NSString).lastPathComponent):\(position.line + 1)"
    }

    /// The text a value is written as in its file.
    private static func sourceText(of span: SourceSpan, in context: LanguageContext) -> String {
        guard let bytes = context.workspace.bytes(at: span.path), span.endOffset <= bytes.count else { return "" }
        return String(decoding: bytes[span.startOffset..<span.endOffset], as: UTF8.self)
    }

    /// A number as a spec writes it: `2`, not `2.0`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
