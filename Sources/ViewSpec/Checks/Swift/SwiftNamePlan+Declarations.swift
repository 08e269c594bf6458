extension SwiftNamePlan {
    /// The names of some of a project's declarations, a slice of its files: everything but
    /// the module's names, which declarations of every file share. Naming a slice reads no
    /// other slice's names, so each slice is named in the unit of work that checks it, and
    /// the slices are put together (`init(project:declarationNames:)`) once all are named.
    struct DeclarationNames: Sendable {
        var models: [String: ModelNames] = [:]
        var screens: [String: ScreenNames] = [:]
        var tables: [String: TableNames] = [:]
        var hierarchies: [String: HierarchyNames] = [:]
        var sheets: [String: SheetNames] = [:]
        var animations: [String: AnimationNames] = [:]
        /// The module's names the models take, in project order.
        var modelClaims: [ModuleClaim] = []
        /// The module's names every other declaration takes, in project order: file by
        /// file, and in each file its screens, tables, hierarchies and action sheets.
        var otherClaims: [ModuleClaim] = []
        /// Names that cannot be made identifiers, and clashes within one declaration.
        var problems: [Problem] = []

        /// Names the first declaration of each name among `declarations` (a later one is
        /// `duplicate-declaration`'s to report). Without `keepingNames`, only the module's
        /// names and the problems are kept.
        init(_ declarations: Declarations, in project: Project, keepingNames: Bool = true) {
            let namer = Namer()
            let modelClaims = Namer.ModuleClaims()
            for model in declarations.models where project.modelsByName[model.name.value] === model {
                let names = SwiftNamePlan.model(model, namer: namer, module: modelClaims, keepingNames: keepingNames)
                if let names { models[model.name.value] = names }
            }
            let claims = Namer.ModuleClaims()
            for screen in declarations.preferenceScreens where project.preferenceScreensByName[screen.name.value] === screen {
                let names = SwiftNamePlan.screen(screen, project: project, namer: namer, module: claims, keepingNames: keepingNames)
                if let names { screens[screen.name.value] = names }
            }
            for table in declarations.tables where project.tablesByName[table.name.value] === table {
                tables[table.name.value] = SwiftNamePlan.table(table, namer: namer, module: claims)
            }
            for hierarchy in declarations.hierarchies where project.hierarchiesByName[hierarchy.name.value] === hierarchy {
                let names = SwiftNamePlan.hierarchy(hierarchy, namer: namer, module: claims, keepingNames: keepingNames)
                if let names { hierarchies[hierarchy.name.value] = names }
            }
            for sheet in declarations.actionSheets where project.actionSheetsByName[sheet.name.value] === sheet {
                sheets[sheet.name.value] = SwiftNamePlan.sheet(sheet, namer: namer, module: claims)
            }
            for animation in declarations.animations where project.animationsByName[animation.name.value] === animation {
                animations[animation.name.value] = SwiftNamePlan.animation(animation, namer: namer, module: claims)
            }
            self.modelClaims = modelClaims.claims
            // The declarations come kind by kind; files are in project order by path.
            // A path is looked up once per claim, and compared only between two files.
            let placed: [(file: SourcePath, path: String, offset: Int, claim: ModuleClaim)] = claims.claims.enumerated().map { offset, claim in
                (claim.span.file, claim.span.path, offset, claim)
            }
            otherClaims = placed.sorted { $0.file == $1.file ? $0.offset < $1.offset : $0.path < $1.path }.map(\.claim)
            problems = namer.problems
            if !keepingNames { (models, screens, tables, hierarchies, sheets, animations) = ([:], [:], [:], [:], [:], [:]) }
        }
    }

    // MARK: - Models

    /// The model's names, after claiming them; nil without `keepingNames`, when only the
    /// claims' problems are wanted (most of a project's names are its models' fields).
    fileprivate static func model(_ model: Model, namer: Namer, module: Namer.ModuleClaims, keepingNames: Bool) -> ModelNames? {
        let modelName = model.name.value
        let type = namer.identifier(model.name, style: .upperCamelCase, what: "model name", reserved: SwiftReservedNames.moduleTypes)
        module.claim(type, as: .model, spec: modelName, at: model.name.range)

        // A field declared again is duplicate-declaration's; most models declare none.
        let declaresFieldsAgain = !model.redeclaredFields.isEmpty
        // Fields named as their properties are: none is invalid, and no two clash as
        // properties, nor as the enumerations of `enum` fields, which only raise a first
        // letter. Without names to keep, only their enumerations' cases can be a problem.
        if !keepingNames, Namer.cannotReport(model.fields.lazy.map(\.name.value), style: .lowerCamelCase) {
            for field in model.fields where !declaresFieldsAgain || model.field(named: field.name.value) === field {
                guard let enumeration = field.type.value.enumType else { continue }
                _ = cases(of: enumeration, field: field.name.value, namer: namer, keepingNames: false)
            }
            return nil
        }

        // Identifiable needs `id`: the key field's own property, or one computed from it.
        let keyProperty = model.kind.value == .keyed
            ? model.keyField.flatMap { try? SwiftIdentifier.make($0.value, style: .lowerCamelCase).get() } : nil
        let needsComputedID = keyProperty.map { $0.name != SwiftReservedNames.identifiableID } ?? false
        let reservedProperties: Set<String> = needsComputedID ? [SwiftReservedNames.identifiableID] : []

        var properties = namer.scope("model", named: modelName, holding: model.fields.count)
        var nestedTypes = namer.scope("model", named: modelName)
        var fields: [FieldNames] = []
        if keepingNames { fields.reserveCapacity(model.fields.count) }
        for field in model.fields where !declaresFieldsAgain || model.field(named: field.name.value) === field {
            let fieldName = field.name.value
            let property = namer.identifier(field.name, style: .lowerCamelCase, what: "field name", reserved: reservedProperties)
            properties.claim(property, spec: fieldName, as: "field", at: field.name.range)
            let madeProperty = property ?? .placeholder
            var enumType: SwiftIdentifier?
            var cases: [String: SwiftIdentifier] = [:]
            if let enumeration = field.type.value.enumType {
                // The field name was judged as a property already; as a type it can only differ in case.
                let type = namer.identifier(
                    field.name, style: .upperCamelCase, what: "field name", reserved: SwiftReservedNames.modelNestedTypes, reportingAgain: false)
                nestedTypes.claim(type, spec: fieldName, as: "the enumeration of field", at: field.name.range)
                enumType = type ?? .placeholder
                cases = self.cases(of: enumeration, field: fieldName, namer: namer, keepingNames: keepingNames)
            }
            guard keepingNames else { continue }
            fields.append(
                FieldNames(
                    specName: fieldName, property: madeProperty,
                    fieldCase: SwiftReservedNames.escaping(madeProperty, from: SwiftReservedNames.enumerationCases),
                    parameter: madeProperty.name == "self" ? madeProperty.reservedEscape : madeProperty, enumType: enumType, cases: cases))
        }
        guard keepingNames else { return nil }
        return ModelNames(type: type ?? .placeholder, fields: fields, needsComputedID: needsComputedID)
    }

    /// The cases of an `enum` field's enumeration by spec case name, after claiming them;
    /// none without `keepingNames`, when cases that cannot be a problem are not named.
    private static func cases(of enumeration: EnumType, field fieldName: String, namer: Namer, keepingNames: Bool) -> [String: SwiftIdentifier] {
        if !keepingNames, Namer.cannotReport(enumeration.cases.lazy.map(\.name), style: .lowerCamelCase) { return [:] }
        var caseScope = namer.scope("the enumeration of field", named: fieldName, holding: enumeration.cases.count)
        var cases: [String: SwiftIdentifier] = [:]
        cases.reserveCapacity(enumeration.cases.count)
        for enumCase in enumeration.cases where cases[enumCase.name] == nil {
            let identifier = namer.identifier(
                Located(enumCase.name, at: enumCase.range), style: .lowerCamelCase, what: "case of field '\(fieldName)'",
                reserved: SwiftReservedNames.enumerationCases)
            caseScope.claim(identifier, spec: enumCase.name, as: "case", at: enumCase.range)
            cases[enumCase.name] = identifier ?? .placeholder
        }
        return keepingNames ? cases : [:]
    }

    // MARK: - Preference screens

    /// The screen's names, after claiming them; nil without `keepingNames`, when only the
    /// claims' problems are wanted: its items' cases are then not made, as they cannot clash.
    fileprivate static func screen(
        _ screen: PreferenceScreen, project: Project, namer: Namer, module: Namer.ModuleClaims, keepingNames: Bool
    ) -> ScreenNames? {
        let screenName = screen.name.value
        let base = namer.identifier(screen.name, style: .upperCamelCase, what: "preference screen name", reserved: [])
        let type = base.map { SwiftReservedNames.escaping($0.suffixed("Screen"), from: SwiftReservedNames.moduleTypes) }
        module.claim(type, as: .preferenceScreen, spec: screenName, at: screen.name.range)

        // One method per distinct action, in the order the buttons first name them.
        var actions: [(specName: String, method: SwiftIdentifier)] = []
        var actionScope = namer.scope("the actions of preference screen", named: screenName)
        for item in screen.items {
            guard case .button(let action) = item.control, !actions.contains(where: { $0.specName == action.value }) else { continue }
            let method = namer.identifier(action, style: .lowerCamelCase, what: "action name", reserved: SwiftReservedNames.protocolMethods)
            actionScope.claim(method, spec: action.value, as: "action", at: action.range)
            actions.append((action.value, method ?? .placeholder))
        }
        var actionsProtocol: SwiftIdentifier?
        if !actions.isEmpty, let type {
            actionsProtocol = SwiftIdentifier(verbatim: type.name + "Actions")
            module.claim(actionsProtocol, as: .screenActions, spec: screenName, at: screen.name.range)
        }

        var optionsProtocol: SwiftIdentifier?
        let hasDynamicChoice = screen.items.contains { item in
            if case .choice(_, let options) = item.control { return options.isDynamic }
            return false
        }
        if hasDynamicChoice, let type {
            optionsProtocol = SwiftIdentifier(verbatim: type.name + "Options")
            module.claim(optionsProtocol, as: .screenOptions, spec: screenName, at: screen.name.range)
        }

        reportChildPaneNames(of: screen, project: project, namer: namer)
        guard keepingNames else { return nil }
        return ScreenNames(
            type: type ?? .placeholder, actionsProtocol: actionsProtocol, items: itemCases(screen, actions: actions),
            actions: actions, optionsProtocol: optionsProtocol)
    }

    /// Reports a child pane's screen name that cannot be an item's case. The screen's own
    /// declaration reports a name that cannot be a type; one that can, but not a case, is
    /// reported here, where the case would be made.
    private static func reportChildPaneNames(of screen: PreferenceScreen, project: Project, namer: Namer) {
        // A row the app draws that opens a screen is named after its key, not the screen.
        for pane in screen.childPanes where pane.item.control.kindName == "childPane" {
            let target = pane.target
            guard case .failure(let error) = SwiftIdentifier.make(target.value, style: .lowerCamelCase),
                project.preferenceScreensByName[target.value] != nil,
                (try? SwiftIdentifier.make(target.value, style: .upperCamelCase).get()) != nil
            else { continue }
            namer.reportInvalid(target, what: "child pane's screen name", problem: error.problem)
        }
    }

    /// An item's case is named after what it targets: the field (for a list's row that
    /// adds an element, `add` and the field), the child screen or the button's action, a
    /// custom row's key (a list's custom row without one, the list's field or key, as the
    /// list's rows are named); links are `link<N>`, where N counts the screen's items from
    /// 1, and so are a custom row whose key makes no name (`custom<N>`), and a name an
    /// earlier item already took. A name that cannot be made a Swift name
    /// gives the placeholder: it is reported where it is declared, or, for a child screen's
    /// name, by `reportChildPaneNames(of:project:namer:)`.
    private static func itemCases(_ screen: PreferenceScreen, actions: [(specName: String, method: SwiftIdentifier)]) -> [SwiftIdentifier] {
        var used: Set<String> = []
        used.reserveCapacity(screen.items.count)
        var cases: [SwiftIdentifier] = []
        cases.reserveCapacity(screen.items.count)
        for (index, item) in screen.items.enumerated() {
            var base: SwiftIdentifier
            var numbered = false
            switch item.control {
            case .childPane(let target, _):
                base = (try? SwiftIdentifier.make(target.value, style: .lowerCamelCase).get()) ?? .placeholder
            case .externalPane(let pane):
                // Judged as a type name by external-pane-name; its case follows as a child screen's.
                base = (try? SwiftIdentifier.make(pane.name.value, style: .lowerCamelCase).get()) ?? .placeholder
            case .button(let action):
                base = actions.first { $0.specName == action.value }?.method ?? .placeholder
            case .link, .intent, .systemSettings:
                base = SwiftIdentifier(verbatim: "link")
            case .custom(let row):
                // Named after the key the app finds it by (the key itself is no declared name,
                // so none is reported); a list's row without a key, which the list finds, after
                // the list as a list's rows are; a key that makes no name, "custom" and its
                // position.
                if let key = row.key, let made = try? SwiftIdentifier.make(key.value, style: .lowerCamelCase).get() {
                    base = made
                } else if row.key == nil, let list = screen.list(containing: item), let listName = list.field ?? list.key,
                    let made = listRowName(listName.value, isAddRow: list.add === item)
                {
                    base = made
                } else {
                    base = SwiftIdentifier(verbatim: "custom")
                    numbered = true
                }
            default:
                if let field = item.field, screen.list(containing: item)?.add === item {
                    // A list's row that adds an element binds the list field as its element's row
                    // does, which takes the field's name: this one says what it does.
                    base = listRowName(field.value, isAddRow: true) ?? .placeholder
                } else {
                    base = item.field.flatMap { try? SwiftIdentifier.make($0.value, style: .lowerCamelCase).get() } ?? .placeholder
                }
            }
            base = SwiftReservedNames.escaping(base, from: SwiftReservedNames.enumerationCases)
            // Nearly every item's case is its base name, which no earlier item took.
            if !numbered, base.name != "link", used.insert(base.name).inserted {
                cases.append(base)
                continue
            }
            let position = String(index + 1)
            var identifier = SwiftIdentifier(verbatim: base.name + position)
            var counter = 2
            while used.contains(identifier.name) {
                identifier = SwiftIdentifier(verbatim: base.name + position + "_" + String(counter))
                counter += 1
            }
            used.insert(identifier.name)
            cases.append(identifier)
        }
        return cases
    }

    /// A list's row named after the list (its field or key): `tags`, and `addTags` for the
    /// row that adds an element.
    private static func listRowName(_ listName: String, isAddRow: Bool) -> SwiftIdentifier? {
        guard isAddRow else { return try? SwiftIdentifier.make(listName, style: .lowerCamelCase).get() }
        return (try? SwiftIdentifier.make(listName, style: .upperCamelCase).get()).map { SwiftIdentifier(verbatim: "add" + $0.name) }
    }

    // MARK: - Tables

    fileprivate static func table(_ table: SelectableTable, namer: Namer, module: Namer.ModuleClaims) -> TableNames {
        let tableName = table.name.value
        let base = namer.identifier(table.name, style: .upperCamelCase, what: "table name", reserved: [])
        let type = base.map { SwiftReservedNames.escaping($0.suffixed("Table"), from: SwiftReservedNames.moduleTypes) }
        module.claim(type, as: .table, spec: tableName, at: table.name.range)

        // Methods of different signatures may share a name (overloads); of one signature not.
        var scopes: [TableNames.HookKind: Namer.Scope] = [
            .editCell: namer.scope("the hooks of table", named: tableName), .selection: namer.scope("the hooks of table", named: tableName),
        ]
        var hooks: [(specName: String, kind: TableNames.HookKind, method: SwiftIdentifier)] = []
        let named: [(Located<String>?, TableNames.HookKind)] = [
            (table.hooks.editCell, .editCell), (table.hooks.didSelect, .selection), (table.hooks.didDeselect, .selection),
        ]
        for case (let name?, let kind) in named where !hooks.contains(where: { $0.specName == name.value && $0.kind == kind }) {
            let method = namer.identifier(name, style: .lowerCamelCase, what: "hook name", reserved: SwiftReservedNames.protocolMethods)
            scopes[kind]?.claim(method, spec: name.value, as: "hook", at: name.range)
            hooks.append((name.value, kind, method ?? .placeholder))
        }
        var hooksProtocol: SwiftIdentifier?
        if !hooks.isEmpty, let type {
            hooksProtocol = SwiftIdentifier(verbatim: type.name + "Hooks")
            module.claim(hooksProtocol, as: .tableHooks, spec: tableName, at: table.name.range)
        }
        return TableNames(type: type ?? .placeholder, hooksProtocol: hooksProtocol, hooks: hooks)
    }

    // MARK: - Hierarchies

    /// The hierarchy's names, after claiming them; nil without `keepingNames`, when layers
    /// and views that cannot be a problem are not named.
    fileprivate static func hierarchy(_ hierarchy: Hierarchy, namer: Namer, module: Namer.ModuleClaims, keepingNames: Bool) -> HierarchyNames? {
        let hierarchyName = hierarchy.name.value
        let base = namer.identifier(hierarchy.name, style: .upperCamelCase, what: "hierarchy name", reserved: [])
        let type = base.map { SwiftReservedNames.escaping($0.suffixed("Hierarchy"), from: SwiftReservedNames.moduleTypes) }
        module.claim(type, as: .hierarchy, spec: hierarchyName, at: hierarchy.name.range)
        if !keepingNames, Namer.cannotReport(hierarchy.layers.lazy.map(\.value), style: .lowerCamelCase),
            Namer.cannotReport(hierarchy.views.lazy.map(\.id.value), style: .lowerCamelCase)
        {
            return nil
        }

        var layerScope = namer.scope("the layers of hierarchy", named: hierarchyName, holding: hierarchy.layers.count)
        var layers: [String: SwiftIdentifier] = [:]
        layers.reserveCapacity(hierarchy.layers.count)
        for layer in hierarchy.layers where layers[layer.value] == nil {
            let identifier = namer.identifier(layer, style: .lowerCamelCase, what: "layer name", reserved: SwiftReservedNames.enumerationCases)
            layerScope.claim(identifier, spec: layer.value, as: "layer", at: layer.range)
            layers[layer.value] = identifier ?? .placeholder
        }
        var viewScope = namer.scope("the views of hierarchy", named: hierarchyName, holding: hierarchy.views.count)
        var views: [String: SwiftIdentifier] = [:]
        views.reserveCapacity(hierarchy.views.count)
        for view in hierarchy.views where views[view.id.value] == nil {
            let identifier = namer.identifier(view.id, style: .lowerCamelCase, what: "view id", reserved: SwiftReservedNames.enumerationCases)
            viewScope.claim(identifier, spec: view.id.value, as: "view", at: view.id.range)
            views[view.id.value] = identifier ?? .placeholder
        }
        return keepingNames ? HierarchyNames(type: type ?? .placeholder, layers: layers, views: views) : nil
    }
}

extension SwiftIdentifier {
    /// Stands for a name that could not be made an identifier (already reported); no spec
    /// name gives it, and generated code never holds it, as nothing is generated then.
    static let placeholder = SwiftIdentifier(verbatim: "_")
}
