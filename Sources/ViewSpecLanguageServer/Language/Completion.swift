import Foundation
import ViewSpec

/// Completion that knows the project: the fields a control can bind, the screens, tables,
/// hierarchies, action sheets and layers declared anywhere, a condition's fields and their values, and
/// the keys and words of the spec language at the cursor, with what each means.
enum Completion {
    // LSP's CompletionItemKind.
    private static let fieldKind = 5, classKind = 7, propertyKind = 10, valueKind = 12, enumMemberKind = 20, structKind = 22

    static func list(at position: Position, in context: LanguageContext) -> CompletionList {
        let offset = context.offset(of: position)
        guard let cursor = CursorContext(bytes: context.bytes, offset: offset) else { return CompletionList(isIncomplete: false, items: []) }
        let names = NameLookup(context: context, cursor: cursor)
        var candidates: [Candidate]
        switch cursor.slot {
        case .key: candidates = keys(for: cursor, names: names)
        case .value(let key): candidates = values(of: key, for: cursor, names: names)
        case .item: candidates = words(SpecVocabularyPath.shape(at: cursor.path))
        }
        let range = context.positions.range(from: cursor.wordStart, to: cursor.wordEnd)
        var seen = Set<String>()
        candidates = candidates.filter { seen.insert($0.label).inserted }
        let items = candidates.enumerated().map { index, candidate in
            CompletionItem(
                label: candidate.label, kind: candidate.kind, detail: candidate.detail,
                documentation: candidate.documentation.map(MarkupContent.markdown),
                sortText: String(repeating: "0", count: max(0, 4 - String(index).count)) + String(index),
                filterText: candidate.label, textEdit: TextEdit(range: range, newText: candidate.insertText), insertTextFormat: 1)
        }
        return CompletionList(isIncomplete: false, items: items)
    }

    struct Candidate {
        var label: String
        var kind: Int
        var detail: String?
        var documentation: String?
        var insertText: String
    }

    // MARK: - Keys

    private static func keys(for cursor: CursorContext, names: NameLookup) -> [Candidate] {
        // A mapping that may be one of several constructs offers the keys of each its keys so
        // far fit: every form of a link while it is empty, the intent's once it has `intent`.
        let alternatives = SpecVocabularyPath.constructs(at: cursor.path)
        guard alternatives.count > 1 else { return alternatives.first.map { keys(of: $0, for: cursor, names: names) } ?? [] }
        let fitting = alternatives.filter { construct in cursor.existingKeys.allSatisfy { construct.key($0) != nil } }
        var offered: Set<String> = []
        return fitting.flatMap { keys(of: $0, for: cursor, names: names) }.filter { offered.insert($0.label).inserted }
    }

    private static func keys(of construct: Construct, for cursor: CursorContext, names: NameLookup) -> [Candidate] {
        if construct.name == SpecVocabulary.condition.name {
            // A condition's keys are the screen's fields.
            // A list field holds many values, which a condition does not compare (invalid-condition).
            return names.fields(ofScreenAt: cursor.path).filter { !$0.isList && !cursor.existingKeys.contains($0.name.value) }.map { field in
                fieldCandidate(field, insertText: SpecLanguage.scalar(field.name.value) + ": ")
            }
        }
        let controls = Set(SpecVocabulary.controlKeys.map(\.name))
        let hasControl = construct.name == SpecVocabulary.item.name && !cursor.existingKeys.isDisjoint(with: controls)
        return construct.keys.filter { key in
            // A control key that is the present control's option (`value` beside `childPane`) is offered.
            let isOption = construct.optionBeside[key.name].map { cursor.existingKeys.contains($0) } ?? false
            return !cursor.existingKeys.contains(key.name) && !(hasControl && controls.contains(key.name) && !isOption)
        }.map { key in
            Candidate(
                label: key.name, kind: propertyKind, detail: describe(key.value) + (key.isRequired ? ", required" : ""),
                documentation: key.description, insertText: key.name + ": ")
        }
    }

    // MARK: - Values

    private static func values(of key: String, for cursor: CursorContext, names: NameLookup) -> [Candidate] {
        let construct = SpecVocabularyPath.construct(at: cursor.path)
        let shape = SpecVocabularyPath.shape(at: cursor.path + [.key(key)])
        // A list section's rows bind its list field, an element at a time; every other row
        // binds a field of one value (control-field-type, list-section).
        func bindableFields() -> [Field] {
            let inListRow = Self.isListRow(cursor.path)
            return names.fields(ofScreenAt: cursor.path).filter { $0.isList == inListRow }
        }
        switch (construct?.name, key) {
        case (SpecVocabulary.item.name, "childPane"), (SpecVocabulary.customRow.name, "childPane"):
            // A custom row's pane is written as a child pane's target (`custom: {key: K, childPane: P}`).
            return names.screens().map { declarationCandidate($0.name, detail: "preference screen of \($0.model.value)") }
        case (SpecVocabulary.item.name, "presents"), (SpecVocabulary.table.name, "presents"), (SpecVocabulary.view.name, "presents"):
            return names.actionSheets().map { declarationCandidate($0.name, detail: sheetDetail($0)) }
        case (SpecVocabulary.actionSheet.name, "target"):
            return names.models().map { modelCandidate($0) }
        case (SpecVocabulary.item.name, "button"), (SpecVocabulary.item.name, "link"), (SpecVocabulary.item.name, "custom"):
            // An action, a URL and a custom row's key are the app's own words: none to offer.
            return []
        case (SpecVocabulary.item.name, let control) where SpecVocabulary.controlKeys.contains(where: { $0.name == control }):
            return bindableFields().filter { field in
                guard let control = Self.control(named: control) else { return true }
                return SpecLanguage.canBind(control, field.type.value)
            }.map { fieldCandidate($0) }
        case (SpecVocabulary.toggleValues.name, "field"):
            // A toggle with on and off values binds a String or Int field (control-field-type).
            return bindableFields().filter { $0.type.value == .string || $0.type.value == .int }.map { fieldCandidate($0) }
        case (SpecVocabulary.colorPicker.name, "field"):
            // A colour is kept in a String ('#RRGGBB') or an Int (ARGB) field (control-field-type).
            return bindableFields().filter { $0.type.value == .string || $0.type.value == .int }.map { fieldCandidate($0) }
        case (SpecVocabulary.soundPicker.name, "field"):
            // A sound's URI is kept in a String field (control-field-type).
            return bindableFields().filter { $0.type.value == .string }.map { fieldCandidate($0) }
        case (SpecVocabulary.datePickerOptions.name, "field"):
            // A date picker binds a Date field (control-field-type).
            return bindableFields().filter { $0.type.value == .date }.map { fieldCandidate($0) }
        case (SpecVocabulary.list.name, "field"):
            // A list section lists a list field of the screen's model (list-section).
            return names.fields(ofScreenAt: cursor.path).filter(\.isList).map { fieldCandidate($0) }
        case (SpecVocabulary.preferenceScreen.name, "model"):
            return names.models().filter { $0.kind.value == .preferences }.map { modelCandidate($0) }
        case (SpecVocabulary.table.name, "model"):
            return names.models().filter { $0.kind.value != .preferences }.map { modelCandidate($0) }
        case (SpecVocabulary.table.name, "display"):
            return names.fields(ofTableAt: cursor.path).filter { $0.type.value == .string }.map { fieldCandidate($0) }
        case (SpecVocabulary.table.name, "sortBy"):
            return names.fields(ofTableAt: cursor.path).filter { $0.type.value != .bool }.map { fieldCandidate($0) }
        case (SpecVocabulary.model.name, "key"):
            return names.fields(ofModelAt: cursor.path).map { fieldCandidate($0) }
        case (SpecVocabulary.view.name, "layer"):
            return names.layers(ofHierarchyAt: cursor.path).map { layer in
                Candidate(label: layer, kind: enumMemberKind, detail: "layer", documentation: nil, insertText: SpecLanguage.scalar(layer))
            }
        case (SpecVocabulary.viewReference.name, "table"):
            return names.tables().map { declarationCandidate($0.name, detail: "table") }
        case (SpecVocabulary.viewReference.name, "preferences"):
            return names.screens().map { declarationCandidate($0.name, detail: "preference screen of \($0.model.value)") }
        case (SpecVocabulary.viewReference.name, "hierarchy"):
            let current = NameLookup.declarationName(in: cursor.path)
            return names.hierarchies().filter { $0.name.value != current }.map { declarationCandidate($0.name, detail: "hierarchy") }
        case (SpecVocabulary.animation.name, "hierarchy"):
            return names.hierarchies().map { declarationCandidate($0.name, detail: "hierarchy") }
        case (SpecVocabulary.animationElement.name, "view"):
            return names.views(ofAnimationAt: cursor.path).map { view in
                Candidate(label: view.id.value, kind: enumMemberKind, detail: "\(view.kind.name) view", documentation: nil, insertText: SpecLanguage.scalar(view.id.value))
            }
        case (SpecVocabulary.animationTrack.name, "element"):
            return (names.animation(at: cursor.path)?.elements ?? []).map { element in
                Candidate(label: element.name.value, kind: enumMemberKind, detail: "\(element.kind.name) element", documentation: nil, insertText: SpecLanguage.scalar(element.name.value))
            }
        case (SpecVocabulary.animationTrack.name, "after"):
            // Any other track of the animation: a track cannot start after its own end.
            let current = cursor.path.count > 3 ? cursor.path[3] : nil
            return (names.animation(at: cursor.path)?.tracks ?? []).filter { current != .key($0.name.value) }.map { track in
                Candidate(label: track.name.value, kind: enumMemberKind, detail: "track of \(track.element.value)", documentation: nil, insertText: SpecLanguage.scalar(track.name.value))
            }
        case (SpecVocabulary.condition.name, let fieldName):
            // The values the field can have.
            guard let field = names.fields(ofScreenAt: cursor.path).first(where: { $0.name.value == fieldName }) else { return [] }
            if let enumType = field.type.value.enumType {
                return enumType.cases.map { Candidate(label: $0.name, kind: enumMemberKind, detail: "case of \(fieldName)", documentation: nil, insertText: SpecLanguage.scalar($0.name)) }
            }
            return field.type.value == .bool ? words(.boolean) : []
        default:
            return shape.map(words) ?? []
        }
    }

    /// Whether `path` is inside a list section's row or add row.
    private static func isListRow(_ path: [CursorContext.Component]) -> Bool {
        zip(path, path.dropFirst()).contains { pair in
            pair.0 == .key(SpecVocabulary.list.name) && (pair.1 == .key("row") || pair.1 == .key("add"))
        }
    }

    /// A control of the kind `name`, to ask which field types it binds.
    private static func control(named name: String) -> Control? {
        let field = Located("", at: SourceSpan(file: SourcePath(""), startOffset: 0, endOffset: 0))
        switch name {
        case "toggle": return .toggle(field: field, nil)
        case "slider": return .slider(field: field, NumericRange())
        case "stepper": return .stepper(field: field, NumericRange())
        case "textField": return .textField(field: field, TextFieldOptions())
        case "choice": return .choice(field: field, ChoiceOptions())
        case "multiChoice": return .multiChoice(field: field, ChoiceOptions())
        case "value": return .value(field: field, nil)
        case "colorPicker": return .colorPicker(field: field, ColorPickerOptions())
        case "soundPicker": return .soundPicker(field: field, SoundPickerOptions())
        case "datePicker": return .datePicker(field: field, DatePickerOptions())
        default: return nil
        }
    }

    private static func words(_ shape: ValueShape?) -> [Candidate] {
        guard let shape else { return [] }
        return SpecVocabularyPath.words(of: shape).map { word in
            Candidate(label: word.word, kind: valueKind, detail: nil, documentation: word.description, insertText: word.word)
        }
    }

    private static func fieldCandidate(_ field: Field, insertText: String? = nil) -> Candidate {
        Candidate(
            label: field.name.value, kind: fieldKind, detail: field.typeName, documentation: nil,
            insertText: insertText ?? SpecLanguage.scalar(field.name.value))
    }

    /// "action sheet on Member, 3 buttons".
    private static func sheetDetail(_ sheet: ActionSheet) -> String {
        "action sheet" + (sheet.target.map { " on \($0.value)" } ?? "") + ", \(sheet.buttons.count) button" + (sheet.buttons.count == 1 ? "" : "s")
    }

    private static func modelCandidate(_ model: Model) -> Candidate {
        Candidate(
            label: model.name.value, kind: classKind, detail: "\(model.kind.value.rawValue) model, \(model.fields.count) fields",
            documentation: nil, insertText: SpecLanguage.scalar(model.name.value))
    }

    private static func declarationCandidate(_ name: Located<String>, detail: String) -> Candidate {
        Candidate(label: name.value, kind: structKind, detail: detail, documentation: nil, insertText: SpecLanguage.scalar(name.value))
    }

    /// A shape in a few words, for a key's detail.
    private static func describe(_ shape: ValueShape) -> String {
        switch shape {
        case .string: "text"
        case .name: "a name"
        case .integer: "an integer"
        case .number: "a number"
        case .boolean: "true or false"
        case .options(let words): words.map(\.word).joined(separator: " | ")
        case .construct(let name): "a \(name) mapping"
        case .sequence(let element, _): "a list of " + describe(element)
        case .namedMap: "a mapping by name"
        case .anyOf(let shapes): shapes.map(describe).joined(separator: ", or ")
        case .pattern(_, let example): "like \(example)"
        case .scalar: "a value"
        case .constant(let value): String(value)
        case .null: "nothing"
        }
    }
}

/// Looks declarations up for completion: in the project, and in the document's last
/// reading while its text does not read.
struct NameLookup {
    let specs: [SpecFile]
    let project: Project
    /// What the text around the cursor says of its declaration.
    let declarationValues: [String: String]

    init(context: LanguageContext, cursor: CursorContext) {
        specs = context.specsForLookup
        project = context.project
        declarationValues = cursor.declarationValues
    }

    func models() -> [Model] { specs.flatMap(\.models) }
    func screens() -> [PreferenceScreen] { specs.flatMap(\.preferenceScreens) }
    func tables() -> [SelectableTable] { specs.flatMap(\.tables) }
    func hierarchies() -> [Hierarchy] { specs.flatMap(\.hierarchies) }
    func actionSheets() -> [ActionSheet] { specs.flatMap(\.actionSheets) }

    func model(named name: String) -> Model? { project.model(named: name) ?? models().first { $0.name.value == name } }

    /// The name of the declaration `path` is inside (`preferences: {General: …}` → General).
    static func declarationName(in path: [CursorContext.Component]) -> String? {
        guard path.count >= 2, case .key(let name) = path[1] else { return nil }
        return name
    }

    private static func section(of path: [CursorContext.Component]) -> String? {
        guard case .key(let section)? = path.first else { return nil }
        return section
    }

    /// The fields of the model the screen around `path` binds.
    func fields(ofScreenAt path: [CursorContext.Component]) -> [Field] {
        guard Self.section(of: path) == "preferences", let name = Self.declarationName(in: path) else { return [] }
        // The text first: it says what the screen binds as it is being typed.
        let screen = project.preferenceScreensByName[name] ?? screens().first(where: { $0.name.value == name })
        guard let modelName = declarationValues["model"] ?? screen?.model.value else { return [] }
        return model(named: modelName)?.fields ?? []
    }

    func fields(ofTableAt path: [CursorContext.Component]) -> [Field] {
        guard Self.section(of: path) == "tables", let name = Self.declarationName(in: path) else { return [] }
        if let modelName = declarationValues["model"] { return model(named: modelName)?.fields ?? [] }
        guard let table = project.tablesByName[name] ?? tables().first(where: { $0.name.value == name }),
            case .model(let modelName, _) = table.source
        else { return [] }
        return model(named: modelName.value)?.fields ?? []
    }

    func fields(ofModelAt path: [CursorContext.Component]) -> [Field] {
        guard Self.section(of: path) == "models", let name = Self.declarationName(in: path) else { return [] }
        return models().first { $0.name.value == name }?.fields ?? []
    }

    /// The animation around `path` (`animations: {Intro: …}`), as last read.
    func animation(at path: [CursorContext.Component]) -> Animation? {
        guard Self.section(of: path) == "animations", let name = Self.declarationName(in: path) else { return nil }
        return project.animationsByName[name] ?? specs.lazy.flatMap(\.animations).first { $0.name.value == name }
    }

    /// The views of the hierarchy the animation around `path` moves: the one its text names,
    /// else the one it named when last read.
    func views(ofAnimationAt path: [CursorContext.Component]) -> [HierarchyView] {
        guard Self.section(of: path) == "animations",
            let name = declarationValues["hierarchy"] ?? animation(at: path)?.hierarchy?.value
        else { return [] }
        let hierarchy = project.hierarchiesByName[name] ?? hierarchies().first { $0.name.value == name }
        return hierarchy?.views ?? []
    }

    func layers(ofHierarchyAt path: [CursorContext.Component]) -> [String] {
        guard Self.section(of: path) == "hierarchies", let name = Self.declarationName(in: path) else { return [] }
        // `layers: [back, front]` as typed, else the hierarchy as last read.
        if let written = declarationValues["layers"], written.hasPrefix("["), written.hasSuffix("]") {
            return written.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let hierarchy = project.hierarchiesByName[name] ?? hierarchies().first(where: { $0.name.value == name })
        return hierarchy?.layers.map(\.value) ?? []
    }
}
