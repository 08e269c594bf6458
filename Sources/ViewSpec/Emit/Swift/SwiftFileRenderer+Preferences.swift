extension SwiftFileRenderer {
    /// A struct per preference screen: its items as an enumeration (control, title,
    /// section, field), the visibility and enabled conditions evaluated against the store,
    /// and a typed binding per field an item binds.
    func renderScreen(_ screen: PreferenceScreen) {
        let screenName = screen.name.value
        guard let names = plan.screens[screenName], let model = project.model(named: screen.model.value),
            let modelNames = plan.models[screen.model.value], names.items.count == screen.items.count
        else {
            unexpected.note("preference screen '\(screenName)' has no Swift names, or its model none")
            return
        }
        let type = names.type.escaped
        let modelType = modelNames.type.escaped
        let items = zip(screen.items, names.items).enumerated().map { index, pair in
            let listSection = screen.listSectionIndex(containing: pair.0)
            let section = listSection ?? sectionIndex(of: index, in: screen)
            let sectionDeclaration = section < screen.sections.count ? screen.sections[section] : nil
            return ItemCase(
                item: pair.0, identifier: pair.1, section: section, field: boundField(pair.0, model: model, names: modelNames),
                isHidden: pair.0.isHidden || (sectionDeclaration?.isHidden ?? false),
                platforms: SpecPlatform.effective(pair.0, in: sectionDeclaration), isListRow: listSection != nil)
        }

        if let actionsProtocol = names.actionsProtocol {
            beginDeclaration()
            writer.doc("The actions the buttons of preference screen \(quoted(screenName)) run; the app implements them.")
            writer.line("@Swift.MainActor")
            writer.block("\(visibility)protocol \(actionsProtocol.escaped)") { w in
                for action in names.actions { w.line("func \(action.method.escaped)(_ screen: \(type))") }
            }
        }

        let dynamicChoices = Self.dynamicChoices(items)
        if let optionsProtocol = names.optionsProtocol, !dynamicChoices.isEmpty {
            beginDeclaration()
            writer.doc("The options of the choices of preference screen \(quoted(screenName)) that the app supplies at run time (`options: dynamic`); the app implements them.")
            writer.line("@Swift.MainActor")
            writer.block("\(visibility)protocol \(optionsProtocol.escaped)") { w in
                for (field, fieldNames) in dynamicChoices {
                    let valueType = swiftType(of: field, names: fieldNames, qualifiedBy: modelNames.type)
                    w.doc("The options of the choice of field \(quoted(field.name.value)), in the order to show them.")
                    w.line("func \(Self.optionsMethod(fieldNames).escaped)(_ screen: \(type)) -> [ViewSpecRuntime.PreferenceOption<\(valueType)>]")
                }
            }
        }

        beginDeclaration()
        writer.doc("The preference screen \(quoted(screenName)), bound to a `PreferenceStore` of \(quoted(screen.model.value)).")
        writer.line("@Swift.MainActor")
        writer.block("\(visibility)struct \(type)") { w in
            w.line("\(visibility)static let screenName: Swift.String = \(SwiftLiteral.string(screenName))")
            w.line("\(visibility)static let title: ViewSpecRuntime.DisplayText? = \(displayText(screen.title?.value))")
            w.doc("The strings table the screen's localized texts are looked up in (`DisplayText.resolved(table:bundle:)`); nil for the app's default table.")
            w.line("\(visibility)static let stringsTable: Swift.String? = \(screen.strings.map { SwiftLiteral.string($0.value) } ?? "nil")")
            w.list("\(visibility)static let sectionTitles: [ViewSpecRuntime.DisplayText?] =") { w in
                for section in screen.sections { w.line(displayText(section.title?.value) + ",") }
            }
            w.list("\(visibility)static let sectionFooters: [ViewSpecRuntime.DisplayText?] =") { w in
                for section in screen.sections { w.line(displayText(section.footer?.value) + ",") }
            }
            w.doc("Each section's `id`, by which the app finds it; nil for a section without one.")
            w.list("\(visibility)static let sectionIDs: [Swift.String?] =") { w in
                for section in screen.sections { w.line((section.id.map { SwiftLiteral.string($0.value) } ?? "nil") + ",") }
            }
            renderListSections(screen, model: model, items: items, into: &w)
            w.line()
            w.line("\(visibility)let store: ViewSpecRuntime.PreferenceStore<\(modelType)>")
            w.line()
            w.block("\(visibility)init(store: ViewSpecRuntime.PreferenceStore<\(modelType)>)") { w in
                w.line("self.store = store")
            }
            w.line()
            let externalPanes = Self.externalPanes(of: screen)
            if !externalPanes.isEmpty {
                renderExternalPanes(externalPanes, into: &w)
                w.line()
            }
            renderItemEnumeration(items, modelType: modelType, into: &w)
            w.line()
            renderSectionVisibility(screen, model: model, modelNames: modelNames, into: &w)
            w.line()
            renderCondition("isVisible", doc: "Whether the item is shown: its `visibleWhen`, and its section's, hold for the store's values.",
                items: items, model: model, modelNames: modelNames, condition: \.visibleWhen, sections: screen.sections, into: &w)
            w.line()
            renderCondition("isEnabled", doc: "Whether the item takes input: its `enabledWhen` holds for the store's values.",
                items: items, model: model, modelNames: modelNames, condition: \.enabledWhen, sections: nil, into: &w)
            w.line()
            renderSubtitle(items, model: model, modelNames: modelNames, into: &w)
            w.line()
            renderValueTitle(items, into: &w)
            renderToggle(items, into: &w)
            renderColorPicker(items, into: &w)
            renderDatePicker(items, into: &w)
            if let actionsProtocol = names.actionsProtocol {
                w.line()
                renderPerform(items, names: names, protocolType: actionsProtocol, into: &w)
            }
            w.line()
            w.doc("The items shown for the store's current values on the platform the app runs on (`Platform.current`), in order; not those hidden until the app shows them (`Item.isHidden`), nor a list section's rows (`Item.isListRow`), which its list draws once for each element.")
            w.block("\(visibility)var visibleItems: [Item]") { w in
                w.line("self.visibleItems(on: ViewSpecRuntime.Platform.current)")
            }
            w.line()
            w.doc("The items shown for the store's current values on `platform` (nil: on every platform), in order; not those hidden until the app shows them (`Item.isHidden`), nor a list section's rows (`Item.isListRow`), which its list draws once for each element.")
            w.block("\(visibility)func visibleItems(on platform: ViewSpecRuntime.Platform?) -> [Item]") { w in
                guard !items.isEmpty else {
                    // A closure over an enumeration without cases could never run: Swift warns.
                    w.line("[]")
                    return
                }
                var tests: [String] = []
                if items.contains(where: { $0.platforms != nil }) {
                    tests.append("(platform.map { item.platforms.contains($0) } ?? true)")
                }
                if items.contains(where: \.isHidden) { tests.append("!item.isHidden") }
                if items.contains(where: \.isListRow) { tests.append("!item.isListRow") }
                tests.append("self.isVisible(item)")
                w.line("Item.allCases.filter { item in \(tests.joined(separator: " && ")) }")
            }
            if let optionsProtocol = names.optionsProtocol {
                for (field, fieldNames) in dynamicChoices {
                    let valueType = swiftType(of: field, names: fieldNames, qualifiedBy: modelNames.type)
                    let binding = fieldNames.screenBinding.escaped
                    w.line()
                    w.doc("The choice item for field \(quoted(field.name.value)) with the options `options` supplies for it now.")
                    // A method named `self` draws a warning where the screen calls its own members.
                    let method = SwiftReservedNames.escaping(fieldNames.screenBinding, from: SwiftReservedNames.protocolMethods).escaped
                    w.block("\(visibility)func \(method)(from options: any \(optionsProtocol.escaped)) -> ViewSpecRuntime.PreferenceChoice<\(modelType), \(valueType)>") { w in
                        w.line("ViewSpecRuntime.PreferenceChoice(self.\(binding), options: options.\(Self.optionsMethod(fieldNames).escaped)(self))")
                    }
                }
            }
            var bound: Set<String> = []
            // A list field's binding: its elements as an array, which the app reads to draw a
            // row for each and writes to add, change or delete one.
            for list in screen.sections.compactMap(\.list) {
                guard let reference = list.field, let field = model.field(named: reference.value), field.isList,
                    let fieldNames = modelNames.field(named: field.name.value), bound.insert(field.name.value).inserted
                else { continue }
                let valueType = swiftType(of: field, names: fieldNames, qualifiedBy: modelNames.type)
                w.line()
                w.doc("The elements of list field \(quoted(field.name.value)), which a list section shows.")
                w.block("\(visibility)var \(fieldNames.screenBinding.escaped): ViewSpecRuntime.PreferenceBinding<\(modelType), \(valueType)>") { w in
                    w.line("ViewSpecRuntime.PreferenceBinding(store: self.store, keyPath: \\.\(fieldNames.property.escaped))")
                }
            }
            for item in items {
                guard let (field, fieldNames) = item.field, bound.insert(field.name.value).inserted else { continue }
                let binding = fieldNames.screenBinding
                let valueType = swiftType(of: field, names: fieldNames, qualifiedBy: modelNames.type)
                w.line()
                w.doc("The \(item.item.control.kindName) item for field \(quoted(field.name.value)).")
                w.block("\(visibility)var \(binding.escaped): ViewSpecRuntime.PreferenceBinding<\(modelType), \(valueType)>") { w in
                    w.line("ViewSpecRuntime.PreferenceBinding(store: self.store, keyPath: \\.\(fieldNames.property.escaped))")
                }
            }
        }
    }

    /// The fields of the choices whose options the app supplies, each once, in item order.
    private static func dynamicChoices(_ items: [ItemCase]) -> [(Field, SwiftNamePlan.FieldNames)] {
        var seen: Set<String> = []
        return items.compactMap { item in
            // A list row's choice picks one element: its options are no choice of the field's.
            guard !item.isListRow, case .choice(_, let options) = item.item.control, options.isDynamic, let (field, names) = item.field,
                field.type.value.enumType == nil, field.type.value != .bool, seen.insert(field.name.value).inserted
            else { return nil }
            return (field, names)
        }
    }

    /// The method of the options protocol that supplies a field's options: named after it.
    private static func optionsMethod(_ names: SwiftNamePlan.FieldNames) -> SwiftIdentifier {
        SwiftReservedNames.escaping(names.property, from: SwiftReservedNames.protocolMethods)
    }

    struct ItemCase {
        var item: PreferenceItem
        var identifier: SwiftIdentifier
        var section: Int
        var field: (Field, SwiftNamePlan.FieldNames)?
        /// The item, or its section, is hidden until the app shows it.
        var isHidden: Bool
        /// The platforms the item is on, its section's included; nil for every platform.
        var platforms: Set<SpecPlatform>?
        /// The item is a list section's row (an element's, or the one that adds one).
        var isListRow = false
    }

    private func sectionIndex(of itemIndex: Int, in screen: PreferenceScreen) -> Int {
        var remaining = itemIndex
        for (index, section) in screen.sections.enumerated() {
            // A list section's rows stand in `screen.items` in place of its items.
            let count = section.list?.items.count ?? section.items.count
            if remaining < count { return index }
            remaining -= count
        }
        return max(screen.sections.count - 1, 0)
    }

    /// The field an item binds, with its Swift names; nil for an item that binds none.
    private func boundField(_ item: PreferenceItem, model: Model, names: SwiftNamePlan.ModelNames) -> (Field, SwiftNamePlan.FieldNames)? {
        guard let reference = item.field else { return nil }
        guard let field = model.field(named: reference.value), let fieldNames = names.field(named: reference.value) else {
            unexpected.note("field '\(reference.value)' is not in model '\(model.name.value)'")
            return nil
        }
        return (field, fieldNames)
    }

    private func renderItemEnumeration(_ items: [ItemCase], modelType: String, into w: inout SwiftWriter) {
        w.doc("The screen's items in order. A case is named after the field, screen or action the item targets.")
        w.block("\(visibility)enum Item: Swift.CaseIterable, Swift.Sendable") { w in
            for item in items { w.line("case \(item.identifier.escaped)") }
            w.line()
            w.block("\(visibility)var control: ViewSpecRuntime.PreferenceControl") { w in
                w.switchBlock("self") { w in
                    for item in items { w.line("case .\(item.identifier.escaped): .\(item.item.control.kindName)") }
                }
            }
            w.line()
            w.block("\(visibility)var title: ViewSpecRuntime.DisplayText?") { w in
                w.switchBlock("self") { w in
                    for item in items { w.line("case .\(item.identifier.escaped): \(displayText(item.item.title?.value))") }
                }
            }
            w.line()
            w.doc("The text shown under the title whatever the field holds; nil for a subtitle by value (see `subtitle(_:)`).")
            w.block("\(visibility)var subtitle: ViewSpecRuntime.DisplayText?") { w in
                w.switchBlock("self") { w in
                    for item in items { w.line("case .\(item.identifier.escaped): \(displayText(item.item.subtitle?.fixedText?.value))") }
                }
            }
            for (property, doc, text) in [
                ("dialogTitle", "A choice's title of its list of options, where it differs from the item's title.", \ChoiceOptions.dialogTitle),
                ("optionsFooter", "A choice's text under its list of options.", \ChoiceOptions.footer),
            ] {
                w.line()
                w.doc(doc)
                w.block("\(visibility)var \(property): ViewSpecRuntime.DisplayText?") { w in
                    w.switchBlock("self") { w in
                        for item in items {
                            var value: Text?
                            if case .choice(_, let options) = item.item.control { value = options[keyPath: text]?.value }
                            if case .multiChoice(_, let options) = item.item.control { value = options[keyPath: text]?.value }
                            w.line("case .\(item.identifier.escaped): \(displayText(value))")
                        }
                    }
                }
            }
            w.line()
            w.doc("The index of the item's section.")
            w.block("\(visibility)var section: Swift.Int") { w in
                w.switchBlock("self") { w in
                    for item in items { w.line("case .\(item.identifier.escaped): \(item.section)") }
                }
            }
            w.line()
            w.doc("The field the item binds, if any.")
            w.block("\(visibility)var field: \(modelType).Field?") { w in
                w.switchBlock("self") { w in
                    for item in items {
                        w.line("case .\(item.identifier.escaped): \(item.field.map { Self.optionalCase($0.1.fieldCase) } ?? "nil")")
                    }
                }
            }
            w.line()
            w.doc("What the item opens, runs or shows: a child screen's name (a child pane's, or that of the pane a row the app draws opens), an action's name, a URL or the key of a row the app draws that opens no pane.")
            w.block("\(visibility)var target: Swift.String?") { w in
                w.switchBlock("self") { w in
                    for item in items {
                        let target: String
                        switch item.item.control {
                        case .childPane(let screen, _): target = SwiftLiteral.string(screen.value)
                        case .externalPane(let pane): target = SwiftLiteral.string(pane.name.value)
                        case .button(let action): target = SwiftLiteral.string(action.value)
                        case .link(let url): target = SwiftLiteral.string(url.value)
                        case .custom(let row):
                            switch row.pane {
                            case .screen(let screen)?: target = SwiftLiteral.string(screen.value)
                            case .external(let pane)?: target = SwiftLiteral.string(pane.name.value)
                            case nil: target = row.key.map { SwiftLiteral.string($0.value) } ?? "nil"
                            }
                        default: target = "nil"
                        }
                        w.line("case .\(item.identifier.escaped): \(target)")
                    }
                }
            }
            w.line()
            Self.renderPartialItemProperty(
                "\(visibility)var externalPane: ExternalPane?", doc: "The screen the app's own code makes that the item opens; nil for another item.",
                values: items.compactMap { item in
                    guard let pane = item.item.control.openedExternalPane else { return nil }
                    return (item, "." + Self.externalPaneCase(pane.name.value).escaped)
                },
                itemCount: items.count, into: &w)
            Self.renderPartialItemProperty(
                "\(visibility)var externalPaneFile: Swift.String?",
                doc: "The file in the app's bundle that the screen the app's own code makes is made with (its `file:`), as InAppSettingsKit passes it to `initWithFile:specifier:`; nil for another item.",
                values: items.compactMap { item in
                    guard let file = item.item.control.openedExternalPane?.fileGiven else { return nil }
                    return (item, SwiftLiteral.string(file))
                },
                itemCount: items.count, into: &w)
            Self.renderPartialItemProperty(
                "\(visibility)var key: Swift.String?",
                doc: "The key the app tells the row apart by: a child pane's or a link's `key:`, a button's key or action, an intent link's key or action, the key of a row the app draws, a list section row's `key:` (the element's entry it shows); nil for another item.",
                values: items.compactMap { item in
                    // A list row's `key:` is the element's entry it shows, whatever its control.
                    let key = item.item.rowKey ?? (item.isListRow ? item.item.actionKey?.text.value : nil)
                    return key.map { (item, SwiftLiteral.string($0)) }
                },
                itemCount: items.count, into: &w)
            Self.renderPartialItemProperty(
                "\(visibility)var placeholder: ViewSpecRuntime.DisplayText?",
                doc: "A text field's placeholder, shown while it is empty, or a child pane's, shown beside its title while the field it shows holds no value; nil for another item.",
                values: items.compactMap { item in
                    let placeholder: Located<Text>? =
                        if case .textField(_, let options) = item.item.control { options.placeholder } else { item.item.valuePlaceholder }
                    return placeholder.map { (item, displayText($0.value)) }
                },
                itemCount: items.count, into: &w)
            Self.renderPartialItemProperty(
                "\(visibility)var optionTitles: [ViewSpecRuntime.DisplayText]?",
                doc: "A choice's titles of its options as the spec lists them (`titles:`), in the order of its values, else of its enumeration's cases; nil for another item or a choice without titles.",
                values: items.compactMap { item in
                    let options: ChoiceOptions
                    switch item.item.control {
                    case .choice(_, let choice), .multiChoice(_, let choice): options = choice
                    default: return nil
                    }
                    guard let titles = options.titles?.value else { return nil }
                    return (item, "[" + titles.map { displayText($0.value) }.joined(separator: ", ") + "]")
                },
                itemCount: items.count, into: &w)
            Self.renderPartialItemProperty(
                "\(visibility)var icon: ViewSpecRuntime.PreferenceIcon?",
                doc: "The picture beside the item's title: an image of the app's assets, named for each platform (`icon.name(on:)`); nil for an item without one.",
                values: items.compactMap { item in
                    guard let icon = item.item.icon, icon.exportedIOSName != nil || icon.exportedAndroidName != nil else { return nil }
                    let arguments = [("ios", icon.exportedIOSName), ("android", icon.exportedAndroidName)].compactMap { label, name in
                        name.map { "\(label): \(SwiftLiteral.string($0))" }
                    }
                    return (item, "ViewSpecRuntime.PreferenceIcon(\(arguments.joined(separator: ", ")))")
                },
                itemCount: items.count, into: &w)
            Self.renderPartialItemProperty(
                "\(visibility)var intent: ViewSpecRuntime.AndroidIntent?",
                doc: "The Android intent a link starts, opening another app's or the system's screen; nil for another item.",
                values: items.compactMap { item in
                    guard case .intent(let intent) = item.item.control else { return nil }
                    return (item, Self.intentLiteral(intent))
                },
                itemCount: items.count, into: &w)
            // Only screens with such links have these.
            let opensAppSettings = items.filter { item in
                if case .systemSettings(let page) = item.item.control { return page.value == .app }
                return false
            }
            if !opensAppSettings.isEmpty {
                renderFlag(
                    "opensAppSettings", doc: "Whether the item is a link opening the app's own page in the system's settings (UIApplication.openSettingsURLString).",
                    of: opensAppSettings, among: items, into: &w)
                w.line()
            }
            let opensInApp = items.filter(\.item.opensInApp)
            if !opensInApp.isEmpty {
                renderFlag(
                    "opensInApp", doc: "Whether the item is a link whose page opens inside the app (a web view) rather than in the browser.",
                    of: opensInApp, among: items, into: &w)
                w.line()
            }
            Self.renderPartialItemProperty(
                "\(visibility)var soundPicker: ViewSpecRuntime.PreferenceSoundPicker?",
                doc: "A sound picker's options: the sounds it lists, and whether it offers the default sound and silence; nil for another item.",
                values: items.compactMap { item in
                    guard case .soundPicker(_, let picker) = item.item.control else { return nil }
                    return (item, Self.soundPickerLiteral(picker))
                },
                itemCount: items.count, into: &w)
            let linkTexts: [(property: String, doc: String, text: (PreferenceItem) -> Text?)] = [
                ("url", "The URL a link opens: the URL, or a localized one whose fallback is the default URL.", \.linkURL),
                ("detail", "A link's short text beside its title.", { $0.detail?.value }),
            ]
            for (property, doc, text) in linkTexts {
                w.doc(doc)
                w.block("\(visibility)var \(property): ViewSpecRuntime.DisplayText?") { w in
                    let having = items.filter { text($0.item) != nil }
                    guard !having.isEmpty else {
                        w.line("nil")
                        return
                    }
                    w.switchBlock("self") { w in
                        for item in having { w.line("case .\(item.identifier.escaped): \(displayText(text(item.item)))") }
                        if having.count < items.count { w.line("default: nil") }
                    }
                }
                w.line()
            }
            renderFlag(
                "isDestructive", doc: "Whether the item is a button whose action destroys something, shown in the destructive colour.",
                of: items.filter(\.item.isDestructive), among: items, into: &w)
            w.line()
            renderFlag(
                "isListRow",
                doc: "Whether the item is a row of a list section (`listSections`): an element's row, drawn once for each element of the list, or the row that adds one; not a row of its own (`visibleItems` leaves it out).",
                of: items.filter(\.isListRow), among: items, into: &w)
            w.line()
            renderFlag(
                "isHidden", doc: "Whether the item, or its section, is hidden until the app shows it (on a system version that has what it sets, say).",
                of: items.filter(\.isHidden), among: items, into: &w)
            w.line()
            w.doc("The platforms the item, and its section, are on (`platforms:`); every platform for an item whose spec does not say.")
            w.block("\(visibility)var platforms: Swift.Set<ViewSpecRuntime.Platform>") { w in
                let every = "Swift.Set(ViewSpecRuntime.Platform.allCases)"
                let limited = items.filter { $0.platforms != nil }
                guard !limited.isEmpty else {
                    w.line(every)
                    return
                }
                w.switchBlock("self") { w in
                    for item in limited {
                        let names = (item.platforms ?? []).sorted().map { ".\($0.rawValue)" }
                        w.line("case .\(item.identifier.escaped): [\(names.joined(separator: ", "))]")
                    }
                    if limited.count < items.count { w.line("default: \(every)") }
                }
            }
        }
    }

    /// `var name: Bool` of `Item`, true for the items `flagged`.
    private func renderFlag(_ name: String, doc: String, of flagged: [ItemCase], among items: [ItemCase], into w: inout SwiftWriter) {
        w.doc(doc)
        w.block("\(visibility)var \(name): Swift.Bool") { w in
            guard !flagged.isEmpty else {
                w.line("false")
                return
            }
            w.switchBlock("self") { w in
                w.line("case \(flagged.map { ".\($0.identifier.escaped)" }.joined(separator: ", ")): true")
                if flagged.count < items.count { w.line("default: false") }
            }
        }
    }

    /// The names of the screens the app's code makes that the screen's rows open, each once,
    /// in the order the rows first name them.
    static func externalPanes(of screen: PreferenceScreen) -> [String] {
        var names: [String] = []
        for item in screen.items {
            if let pane = item.control.openedExternalPane, !names.contains(pane.name.value) { names.append(pane.name.value) }
        }
        return names
    }

    /// A property of `Item` that some items have a value of: a case for each of them, and
    /// nil for the others; nothing when no item has one.
    private static func renderPartialItemProperty(
        _ declaration: String, doc: String, values: [(item: ItemCase, value: String)], itemCount: Int, into w: inout SwiftWriter
    ) {
        guard !values.isEmpty else { return }
        w.doc(doc)
        w.block(declaration) { w in
            w.switchBlock("self") { w in
                for (item, value) in values { w.line("case .\(item.identifier.escaped): \(value)") }
                if values.count < itemCount { w.line("default: nil") }
            }
        }
        w.line()
    }

    /// `ViewSpecRuntime.AndroidIntent(…)` for `intent`, the parts it writes only.
    static func intentLiteral(_ intent: AndroidIntent) -> String {
        var arguments = intent.attributes.map { "\($0.name): \(SwiftLiteral.string($0.value))" }
        if !intent.extras.isEmpty {
            let extras = intent.extras.map { extra -> String in
                let value: String
                switch extra.value.value {
                case .bool(let flag): value = ".bool(\(SwiftLiteral.bool(flag)))"
                case .int(let number): value = ".int(\(SwiftLiteral.int(number)))"
                case .float(let number): value = ".double(\(SwiftLiteral.double(number)))"
                case .string(let text): value = ".string(\(SwiftLiteral.string(text)))"
                }
                return "ViewSpecRuntime.AndroidIntent.Extra(name: \(SwiftLiteral.string(extra.name.value)), value: \(value))"
            }
            arguments.append("extras: \(SwiftLiteral.array(extras))")
        }
        return "ViewSpecRuntime.AndroidIntent(\(arguments.joined(separator: ", ")))"
    }

    /// An external pane's case: its name, a Swift type name (external-pane-name), kept from
    /// the one name every generated enumeration declares.
    static func externalPaneCase(_ name: String) -> SwiftIdentifier {
        SwiftReservedNames.escaping(SwiftIdentifier(verbatim: name), from: SwiftReservedNames.enumerationCases)
    }

    /// `ExternalPane`: a case for each screen the app's code makes, named as written, for the
    /// app to switch over when a row opens one, so that the compiler asks for every screen.
    private func renderExternalPanes(_ names: [String], into w: inout SwiftWriter) {
        w.doc("The screens the app's own code makes, which rows of this screen open: the app makes the screen for each case.")
        w.block("\(visibility)enum ExternalPane: Swift.String, Swift.CaseIterable, Swift.Sendable") { w in
            for name in names { w.line("case \(Self.externalPaneCase(name).escaped) = \(SwiftLiteral.string(name))") }
        }
    }

    /// `isSectionVisible(_:)`: whether a section's `visibleWhen` holds.
    private func renderSectionVisibility(_ screen: PreferenceScreen, model: Model, modelNames: SwiftNamePlan.ModelNames, into w: inout SwiftWriter) {
        let conditional = screen.sections.enumerated().filter { $0.element.visibleWhen != nil }
        w.doc("Whether the section at `index` is shown: its `visibleWhen` holds for the store's values.")
        w.block("\(visibility)func isSectionVisible(_ index: Swift.Int) -> Swift.Bool") { w in
            guard !conditional.isEmpty else {
                w.line("true")
                return
            }
            w.switchBlock("index") { w in
                for (index, section) in conditional {
                    let clauses = section.visibleWhen?.clauses.map { clause(of: $0, model: model, names: modelNames) } ?? []
                    w.line("case \(index): \(clauses.isEmpty ? "true" : clauses.joined(separator: " && "))")
                }
                w.line("default: true")
            }
        }
    }

    /// `sections`, when given, adds each item's section's condition to its own.
    private func renderCondition(
        _ name: String, doc: String, items: [ItemCase], model: Model, modelNames: SwiftNamePlan.ModelNames,
        condition: KeyPath<PreferenceItem, Condition?>, sections: [PreferenceSection]?, into w: inout SwiftWriter
    ) {
        func inHiddenSection(_ item: ItemCase) -> Bool { sections.map { item.section < $0.count && $0[item.section].visibleWhen != nil } ?? false }
        let conditional = items.filter { $0.item[keyPath: condition] != nil || inHiddenSection($0) }
        w.doc(doc)
        w.block("\(visibility)func \(name)(_ item: Item) -> Swift.Bool", reachable: !items.isEmpty) { w in
            guard !conditional.isEmpty else {
                w.line("true")
                return
            }
            w.switchBlock("item") { w in
                for item in conditional {
                    var clauses = item.item[keyPath: condition]?.clauses.map { clause(of: $0, model: model, names: modelNames) } ?? []
                    if inHiddenSection(item) { clauses.insert("self.isSectionVisible(\(item.section))", at: 0) }
                    w.line("case .\(item.identifier.escaped): \(clauses.isEmpty ? "true" : clauses.joined(separator: " && "))")
                }
                if conditional.count < items.count { w.line("default: true") }
            }
        }
    }

    /// `subtitle(_:)`: an item's own subtitle, or for a subtitle by value the text listed
    /// for the field's current value (the first of a value listed twice).
    private func renderSubtitle(_ items: [ItemCase], model: Model, modelNames: SwiftNamePlan.ModelNames, into w: inout SwiftWriter) {
        // A list row's field holds a list, not one value to pick by (list-section refuses it).
        let byValue = items.filter { if !$0.isListRow, case .byValue? = $0.item.subtitle { true } else { false } }
        w.doc("The text shown under the item's title for the store's current values: its subtitle, or the one listed for its field's value.")
        w.block("\(visibility)func subtitle(_ item: Item) -> ViewSpecRuntime.DisplayText?", reachable: !items.isEmpty) { w in
            guard !byValue.isEmpty else {
                w.line("item.subtitle")
                return
            }
            w.switchBlock("item") { w in
                for item in byValue {
                    guard case .byValue(let entries, let otherwise, _)? = item.item.subtitle, let (field, fieldNames) = item.field else { continue }
                    w.line("case .\(item.identifier.escaped):")
                    var written: [String] = []
                    for entry in entries {
                        guard let value = value(entry.value.value, for: field, names: fieldNames), !written.contains(value) else { continue }
                        written.append(value)
                        w.line("    if self.store[\\.\(fieldNames.property.escaped)] == \(value) { return \(displayText(entry.text.value)) }")
                    }
                    w.line("    return \(displayText(otherwise?.value))")
                }
                if byValue.count < items.count {
                    w.line("default:")
                    w.line("    return item.subtitle")
                }
            }
        }
    }

    /// `valueTitle(_:)`: for a value item with a lookup table, the title listed for its
    /// field's current value (the first of a value listed twice).
    private func renderValueTitle(_ items: [ItemCase], into w: inout SwiftWriter) {
        let lookups = items.compactMap { item -> (ItemCase, ValueTitles, Field, SwiftNamePlan.FieldNames)? in
            guard !item.isListRow, case .value(_, let table?) = item.item.control, let (field, fieldNames) = item.field else { return nil }
            return (item, table, field, fieldNames)
        }
        w.doc("The title a value item's lookup table lists for its field's current value; nil for another item, or a value the table does not list (shown as it is).")
        w.block("\(visibility)func valueTitle(_ item: Item) -> ViewSpecRuntime.DisplayText?", reachable: !items.isEmpty) { w in
            guard !lookups.isEmpty else {
                w.line("nil")
                return
            }
            w.switchBlock("item") { w in
                for (item, table, field, fieldNames) in lookups {
                    w.line("case .\(item.identifier.escaped):")
                    // Without values, the titles follow the enumeration's cases.
                    let values = table.values?.value.map(\.value) ?? (field.type.value.enumType?.cases.map { LiteralValue.string($0.name) } ?? [])
                    var written: [String] = []
                    for (index, literal) in values.enumerated() {
                        guard let titles = table.titles?.value, index < titles.count, let value = value(literal, for: field, names: fieldNames),
                            !written.contains(value)
                        else { continue }
                        written.append(value)
                        w.line("    if self.store[\\.\(fieldNames.property.escaped)] == \(value) { return \(displayText(titles[index].value)) }")
                    }
                    w.line("    return nil")
                }
                if lookups.count < items.count {
                    w.line("default:")
                    w.line("    return nil")
                }
            }
        }
    }

    /// `ViewSpecRuntime.PreferenceSoundPicker(…)`, naming only what differs from its defaults.
    static func soundPickerLiteral(_ picker: SoundPickerOptions) -> String {
        var arguments: [String] = []
        if picker.soundKind != .ringtone { arguments.append("sounds: .\(picker.soundKind.rawValue)") }
        if !picker.offersDefault { arguments.append("showsDefault: false") }
        if !picker.offersSilent { arguments.append("showsSilent: false") }
        return "ViewSpecRuntime.PreferenceSoundPicker(\(arguments.joined(separator: ", ")))"
    }

    /// `colorPicker(_:)`, on a screen with colour pickers: each picker's colour, read from and
    /// stored in its String or Int field.
    private func renderColorPicker(_ items: [ItemCase], into w: inout SwiftWriter) {
        let pickers = items.compactMap { item -> (ItemCase, String)? in
            guard case .colorPicker(_, let picker) = item.item.control, let (field, fieldNames) = item.field,
                field.type.value == .string || field.type.value == .int
            else { return nil }
            let opacity = picker.hasAlpha ? "" : ", supportsOpacity: false"
            return (item, "ViewSpecRuntime.PreferenceColorPicker(self.\(fieldNames.screenBinding.escaped)\(opacity))")
        }
        renderItemAccessor(
            "func colorPicker(_ item: Item) -> ViewSpecRuntime.PreferenceColorPicker?", cases: pickers, of: items,
            doc: "A colour picker item's colour, read from its field (`#RRGGBB` or `#AARRGGBB` in a String, ARGB in an Int) and stored there in the same form; nil for another item.",
            into: &w)
    }

    /// `toggle(_:)`, on a screen with toggles: each toggle's switch as a Bool, mapped to the
    /// values it stores where they are not true and false.
    private func renderToggle(_ items: [ItemCase], into w: inout SwiftWriter) {
        let toggles = items.compactMap { item -> (ItemCase, String)? in
            guard case .toggle(_, let values) = item.item.control, let (field, fieldNames) = item.field else { return nil }
            let binding = "self.\(fieldNames.screenBinding.escaped)"
            guard let values else {
                return field.type.value == .bool ? (item, "ViewSpecRuntime.PreferenceToggle(\(binding))") : nil
            }
            // Values the field cannot hold are toggle-values' to report: no switch is given.
            guard let on = value(values.on.value, for: field, names: fieldNames), let off = value(values.off.value, for: field, names: fieldNames)
            else { return nil }
            return (item, "ViewSpecRuntime.PreferenceToggle(\(binding), on: \(on), off: \(off))")
        }
        renderItemAccessor(
            "func toggle(_ item: Item) -> ViewSpecRuntime.PreferenceToggle?", cases: toggles, of: items,
            doc: "A toggle item's switch as a Bool: on while its field holds the toggle's `on` value (true for a Bool field), storing `on` or `off` as it is turned; nil for another item.",
            into: &w)
    }

    /// `datePicker(_:)`, on a screen with date pickers: what each picks, its minutes' step
    /// and its style.
    private func renderDatePicker(_ items: [ItemCase], into w: inout SwiftWriter) {
        let pickers = items.compactMap { item -> (ItemCase, String)? in
            guard case .datePicker(_, let options) = item.item.control else { return nil }
            var arguments = ["mode: .\(options.pickedMode.rawValue)", "minuteInterval: \(SwiftLiteral.int(options.pickedMinuteInterval))"]
            if let style = options.style?.value { arguments.append("style: .\(style.rawValue)") }
            return (item, "ViewSpecRuntime.PreferenceDatePicker(\(arguments.joined(separator: ", ")))")
        }
        renderItemAccessor(
            "func datePicker(_ item: Item) -> ViewSpecRuntime.PreferenceDatePicker?", cases: pickers, of: items,
            doc: "A date picker item's mode, minute interval and style; nil for another item.", into: &w)
    }

    /// A method that answers, for the items of `cases`, their expression and nil for every
    /// other item; written only when some item has one.
    private func renderItemAccessor(
        _ signature: String, cases: [(ItemCase, String)], of items: [ItemCase], doc: String, into w: inout SwiftWriter
    ) {
        guard !cases.isEmpty else { return }
        w.line()
        w.doc(doc)
        w.block("\(visibility)\(signature)") { w in
            w.switchBlock("item") { w in
                for (item, expression) in cases { w.line("case .\(item.identifier.escaped): \(expression)") }
                if cases.count < items.count { w.line("default: nil") }
            }
        }
    }

    /// `self.store[\.field] == value`; `false` for a clause the checks should have refused.
    private func clause(of clause: Condition.Clause, model: Model, names: SwiftNamePlan.ModelNames) -> String {
        guard let field = model.field(named: clause.field.value), let fieldNames = names.field(named: clause.field.value),
            let value = value(clause.value.value, for: field, names: fieldNames)
        else {
            unexpected.note("the condition on field '\(clause.field.value)' cannot hold")
            return "false"
        }
        return "self.store[\\.\(fieldNames.property.escaped)] == \(value)"
    }

    private func renderPerform(_ items: [ItemCase], names: SwiftNamePlan.ScreenNames, protocolType: SwiftIdentifier, into w: inout SwiftWriter) {
        let buttons = items.compactMap { item -> (ItemCase, SwiftIdentifier)? in
            guard case .button(let action) = item.item.control else { return nil }
            return names.actions.first { $0.specName == action.value }.map { (item, $0.method) }
        }
        w.doc("Runs the action of a button item while it is enabled; false for a disabled button or another item.")
        w.line("@discardableResult")
        w.block("\(visibility)func perform(_ item: Item, with actions: any \(protocolType.escaped)) -> Swift.Bool") { w in
            w.line("guard self.isEnabled(item) else { return false }")
            w.switchBlock("item") { w in
                for (item, method) in buttons {
                    w.line("case .\(item.identifier.escaped):")
                    w.line("    actions.\(method.escaped)(self)")
                }
                if buttons.count < items.count {
                    w.line("default:")
                    w.line("    return false")
                }
            }
            w.line("return true")
        }
    }

    /// The screen's list sections by section index (`PreferenceListSection<Item>`): what an
    /// app needs to draw a row for each element, the row that adds one, and deletion; the
    /// rows are `Item` cases, read with the accessors of any item.
    private func renderListSections(_ screen: PreferenceScreen, model: Model, items: [ItemCase], into w: inout SwiftWriter) {
        let lists = screen.sections.enumerated().compactMap { index, section in section.list.map { (index, $0) } }
        let type = "[Swift.Int: ViewSpecRuntime.PreferenceListSection<Item>]"
        w.doc("The list sections by section index: a row for each element of a list (an `Item`), the row that adds one, and whether elements are deleted.")
        let cases = Dictionary(items.map { (ObjectIdentifier($0.item), $0.identifier) }, uniquingKeysWith: { first, _ in first })
        func itemCase(_ item: PreferenceItem) -> String? { cases[ObjectIdentifier(item)].map { "Item.\($0.escaped)" } }
        let written = lists.compactMap { index, list in itemCase(list.row).map { (index, list, $0) } }
        guard !written.isEmpty else {
            w.line("\(visibility)static let listSections: \(type) = [:]")
            return
        }
        w.list("\(visibility)static let listSections: \(type) =") { w in
            for (index, list, row) in written {
                let field = list.field.flatMap { model.field(named: $0.value) }
                let key = field?.storedKey ?? list.key?.value ?? list.field?.value ?? ""
                w.line("\(index): ViewSpecRuntime.PreferenceListSection(")
                w.line("    section: \(index), field: \(list.field.map { SwiftLiteral.string($0.value) } ?? "nil"), key: \(SwiftLiteral.string(key)),")
                w.line("    row: \(row),")
                w.line("    add: \(list.add.flatMap(itemCase) ?? "nil"),")
                w.line("    isDeletable: \(list.isDeletable)),")
            }
        }
    }
}
