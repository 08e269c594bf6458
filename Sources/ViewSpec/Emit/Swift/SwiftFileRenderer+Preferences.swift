extension SwiftFileRenderer {
    /// A struct per preference screen: its items as an enumeration (control, title,
    /// section, field), the visibility and enabled conditions evaluated against the store,
    /// and a typed binding per item that binds a field.
    func renderScreen(_ screen: PreferenceScreen) {
        let screenName = screen.name.value
        guard let identifier = names.identifier(screen.name, what: "preference screen name") else { return }
        let type = identifier.suffixed("Screen")
        module.claim(type, for: "preference screen '\(screenName)'", at: screen.name.range)
        guard let model = models[screen.model.value] else { return }
        let modelType = model.type.escaped

        let items = itemCases(screen, model: model)
        let members = names.scope(
            "preference screen '\(screenName)'",
            reserved: Dictionary(uniqueKeysWithValues: ["store", "isVisible", "isEnabled", "visibleItems", "perform", "Item"].map {
                ($0, "is a member of the generated screen")
            }))
        // One binding per field, however many items show it.
        var boundNames: Set<String> = []
        let fieldItems = items.filter { item in item.field.map { boundNames.insert($0.property.name).inserted } ?? false }
        for item in fieldItems {
            members.claim(item.field!.property, for: "the binding of field '\(item.field!.field.name.value)'", at: item.item.controlRange)
        }

        let actionsType = SwiftIdentifier.trusted(type.name + "Actions")
        let actions = screenActions(items, protocolName: actionsType.name)
        if !actions.isEmpty {
            module.claim(actionsType, for: "the actions of preference screen '\(screenName)'", at: screen.name.range)
            beginDeclaration()
            writer.doc("The actions the buttons of preference screen \(quoted(screenName)) run; the app implements them.")
            writer.line("@MainActor")
            writer.block("\(visibility)protocol \(actionsType.escaped)") { w in
                for action in actions { w.line("func \(action.identifier.escaped)(_ screen: \(type.escaped))") }
            }
        }

        beginDeclaration()
        writer.doc("The preference screen \(quoted(screenName)), bound to a `PreferenceStore` of \(quoted(screen.model.value)).")
        writer.line("@MainActor")
        writer.block("\(visibility)struct \(type.escaped)") { w in
            w.line("\(visibility)static let screenName = \(SwiftLiteral.string(screenName))")
            w.line("\(visibility)static let title: DisplayText? = \(displayText(screen.title?.value))")
            w.list("\(visibility)static let sectionTitles: [DisplayText?] =") { w in
                for section in screen.sections { w.line(displayText(section.title?.value) + ",") }
            }
            w.list("\(visibility)static let sectionFooters: [DisplayText?] =") { w in
                for section in screen.sections { w.line(displayText(section.footer?.value) + ",") }
            }
            w.line()
            w.line("\(visibility)let store: PreferenceStore<\(modelType)>")
            w.line()
            w.block("\(visibility)init(store: PreferenceStore<\(modelType)>)") { w in
                w.line("self.store = store")
            }
            w.line()
            renderItemEnumeration(items, model: model, into: &w)
            w.line()
            renderCondition("isVisible", doc: "Whether the item is shown: its `visibleWhen` holds for the store's values.",
                items: items, model: model, condition: \.visibleWhen, into: &w)
            w.line()
            renderCondition("isEnabled", doc: "Whether the item takes input: its `enabledWhen` holds for the store's values.",
                items: items, model: model, condition: \.enabledWhen, into: &w)
            if !actions.isEmpty {
                w.line()
                renderPerform(items, actions: actions, protocolType: actionsType, into: &w)
            }
            w.line()
            w.doc("The items shown for the store's current values, in order.")
            w.block("\(visibility)var visibleItems: [Item]") { w in
                w.line("Item.allCases.filter(isVisible)")
            }
            for item in fieldItems {
                guard let field = item.field else { continue }
                w.line()
                w.doc("The \(item.item.control.kindName) item for field \(quoted(field.field.name.value)).")
                w.block("\(visibility)var \(field.property.escaped): PreferenceBinding<\(modelType), \(field.swiftType(qualifiedBy: model.type))>") { w in
                    w.line("PreferenceBinding(store: store, keyPath: \\.\(field.property.escaped))")
                }
            }
        }
    }

    struct ItemCase {
        var item: PreferenceItem
        var section: Int
        var identifier: SwiftIdentifier
        var field: ModelNames.FieldNames?
    }

    /// The items with their case names: the field, screen or action they target, or
    /// `link` for links; a name already taken gets the item's position (`link7`).
    private func itemCases(_ screen: PreferenceScreen, model: ModelNames) -> [ItemCase] {
        var used: Set<String> = ["allCases", "control", "title", "section", "field", "target"]
        var cases: [ItemCase] = []
        var position = 0
        for (sectionIndex, section) in screen.sections.enumerated() {
            for item in section.items {
                position += 1
                var field: ModelNames.FieldNames?
                let base: SwiftIdentifier
                switch item.control {
                case .childPane(let target):
                    base = names.identifier(target, what: "child pane screen name") ?? ModelNames.placeholder
                case .button(let action):
                    base = names.identifier(action, what: "button action name") ?? ModelNames.placeholder
                case .link:
                    base = SwiftIdentifier.trusted("link")
                default:
                    field = item.field.flatMap { model.field(named: $0.value) }
                    base = field?.property ?? ModelNames.placeholder
                }
                var identifier = base
                if used.contains(identifier.name) || base.name == "link" {
                    identifier = SwiftIdentifier.trusted(base.name + String(position))
                }
                var counter = 2
                while used.contains(identifier.name) {
                    identifier = SwiftIdentifier.trusted(base.name + String(position) + "_" + String(counter))
                    counter += 1
                }
                used.insert(identifier.name)
                cases.append(ItemCase(item: item, section: sectionIndex, identifier: identifier, field: field))
            }
        }
        return cases
    }

    private func controlCase(_ control: Control) -> String {
        "." + control.kindName
    }

    private func renderItemEnumeration(_ items: [ItemCase], model: ModelNames, into w: inout SwiftWriter) {
        let modelType = model.type.escaped
        w.doc("The screen's items in order. A case is named after the field, screen or action the item targets.")
        w.block("\(visibility)enum Item: CaseIterable, Sendable") { w in
            for item in items { w.line("case \(item.identifier.escaped)") }
            w.line()
            w.block("\(visibility)var control: PreferenceControl") { w in
                w.switchBlock("self") { w in
                    for item in items { w.line("case .\(item.identifier.escaped): \(controlCase(item.item.control))") }
                }
            }
            w.line()
            w.block("\(visibility)var title: DisplayText?") { w in
                w.switchBlock("self") { w in
                    for item in items { w.line("case .\(item.identifier.escaped): \(displayText(item.item.title?.value))") }
                }
            }
            w.line()
            w.doc("The index of the item's section.")
            w.block("\(visibility)var section: Int") { w in
                w.switchBlock("self") { w in
                    for item in items { w.line("case .\(item.identifier.escaped): \(item.section)") }
                }
            }
            w.line()
            w.doc("The field the item binds, if any.")
            w.block("\(visibility)var field: \(modelType).Field?") { w in
                w.switchBlock("self") { w in
                    for item in items {
                        w.line("case .\(item.identifier.escaped): \(item.field.map { "." + $0.property.escaped } ?? "nil")")
                    }
                }
            }
            w.line()
            w.doc("What the item opens, runs or shows: a child screen's name, an action's name or a URL.")
            w.block("\(visibility)var target: String?") { w in
                w.switchBlock("self") { w in
                    for item in items {
                        let target: String
                        switch item.item.control {
                        case .childPane(let screen): target = SwiftLiteral.string(screen.value)
                        case .button(let action): target = SwiftLiteral.string(action.value)
                        case .link(let url): target = SwiftLiteral.string(url.value)
                        default: target = "nil"
                        }
                        w.line("case .\(item.identifier.escaped): \(target)")
                    }
                }
            }
        }
    }

    private func renderCondition(
        _ name: String, doc: String, items: [ItemCase], model: ModelNames, condition: KeyPath<PreferenceItem, Condition?>,
        into w: inout SwiftWriter
    ) {
        let conditional = items.filter { $0.item[keyPath: condition] != nil }
        w.doc(doc)
        w.block("\(visibility)func \(name)(_ item: Item) -> Bool", reachable: !items.isEmpty) { w in
            guard !conditional.isEmpty else {
                w.line("true")
                return
            }
            w.switchBlock("item") { w in
                for item in conditional {
                    let clauses = item.item[keyPath: condition]!.clauses.map { clause -> String in
                        guard let field = model.field(named: clause.field.value), let value = value(clause.value.value, for: field) else {
                            return "false"
                        }
                        return "store[\\.\(field.property.escaped)] == \(value)"
                    }
                    w.line("case .\(item.identifier.escaped): \(clauses.isEmpty ? "true" : clauses.joined(separator: " && "))")
                }
                if conditional.count < items.count { w.line("default: true") }
            }
        }
    }

    struct ScreenAction {
        var identifier: SwiftIdentifier
        var specName: String
    }

    /// The distinct actions of the screen's buttons, in item order.
    private func screenActions(_ items: [ItemCase], protocolName: String) -> [ScreenAction] {
        let scope = names.scope("protocol '\(protocolName)'")
        var actions: [ScreenAction] = []
        for item in items {
            guard case .button(let action) = item.item.control, !actions.contains(where: { $0.specName == action.value }) else { continue }
            guard let identifier = names.identifier(action, what: "button action name"),
                scope.claim(identifier, for: "action '\(action.value)'", at: action.range)
            else { continue }
            actions.append(ScreenAction(identifier: identifier, specName: action.value))
        }
        return actions
    }

    private func renderPerform(_ items: [ItemCase], actions: [ScreenAction], protocolType: SwiftIdentifier, into w: inout SwiftWriter) {
        let buttons = items.compactMap { item -> (ItemCase, ScreenAction)? in
            guard case .button(let action) = item.item.control, let found = actions.first(where: { $0.specName == action.value }) else {
                return nil
            }
            return (item, found)
        }
        w.doc("Runs the action of a button item while it is enabled; false for a disabled button or another item.")
        w.line("@discardableResult")
        w.block("\(visibility)func perform(_ item: Item, with actions: any \(protocolType.escaped)) -> Bool") { w in
            w.line("guard isEnabled(item) else { return false }")
            w.switchBlock("item") { w in
                for (item, action) in buttons {
                    w.line("case .\(item.identifier.escaped):")
                    w.line("    actions.\(action.identifier.escaped)(self)")
                }
                if buttons.count < items.count {
                    w.line("default:")
                    w.line("    return false")
                }
            }
            w.line("return true")
        }
    }
}
