/// A preference screen's layout: its sections stacked top to bottom, each a header, its
/// rows and a footer, with every control's field, options and conditions resolved.
///
/// Frames are in the screen's own coordinates (origin at its top left). Every item is
/// laid out as if visible; `initiallyVisible` says which start hidden, and a renderer
/// collapses those rows while their condition is false.
struct PreferencesLayout {
    let context: LayoutContext

    func layout(_ screen: PreferenceScreen, size: Size) -> JSONValue {
        let metrics = context.metrics
        let model = context.resolveModel(screen.model)
        let rowX = metrics.horizontalInset
        let rowWidth = max(0, size.width - 2 * metrics.horizontalInset)
        var y = 0.0
        var sections: [JSONValue] = []
        for (sectionIndex, section) in screen.sections.enumerated() {
            let top = y
            let headerHeight = section.title == nil ? metrics.untitledSectionHeaderHeight : metrics.sectionHeaderHeight
            let header = Rect(x: rowX, y: y, width: rowWidth, height: headerHeight)
            y += headerHeight
            var items: [JSONValue] = []
            for (itemIndex, item) in section.items.enumerated() {
                guard context.admitElement(at: item.range) else { break }
                items.append(self.item(item, index: itemIndex, model: model, x: rowX, width: rowWidth, y: &y))
            }
            let footerHeight = section.footer == nil ? metrics.emptySectionFooterHeight : metrics.sectionFooterHeight
            let footer = Rect(x: rowX, y: y, width: rowWidth, height: footerHeight)
            y += footerHeight
            sections.append(.object([
                ("index", .int(sectionIndex)),
                ("frame", LayoutContext.rect(Rect(x: 0, y: top, width: size.width, height: y - top))),
                ("header", .object([("title", LayoutContext.text(section.title)), ("frame", LayoutContext.rect(header))])),
                ("items", .array(items)),
                ("footer", .object([("text", LayoutContext.text(section.footer)), ("frame", LayoutContext.rect(footer))])),
            ]))
        }
        return .object([
            // A screen without a title shows its name.
            ("title", LayoutContext.text(screen.title?.value ?? .literal(screen.name.value))),
            ("model", model.map { .object([("name", .string($0.name.value)), ("kind", .string($0.kind.value.rawValue))]) } ?? .null),
            ("entry", .bool(context.entryScreens.contains(screen.name.value))),
            ("frame", LayoutContext.rect(Rect(x: 0, y: 0, width: size.width, height: size.height))),
            ("contentSize", LayoutContext.size(size.width, y)),
            ("sections", .array(sections)),
        ])
    }

    private func item(_ item: PreferenceItem, index: Int, model: Model?, x: Double, width: Double, y: inout Double) -> JSONValue {
        let metrics = context.metrics
        let field = model.flatMap { model in item.field.flatMap { context.resolveField($0, in: model) } }
        let top = y
        var options: [(String, JSONValue)] = []
        var defaultTitle: Text = .literal(item.field?.value ?? "")
        var rowCount = 1
        switch item.control {
        case .toggle, .value:
            break
        case .slider(_, let range):
            options = numericOptions(range, field: field, defaultStep: nil)
        case .stepper(_, let range):
            options = numericOptions(range, field: field, defaultStep: 1)
        case .textField(_, let textOptions):
            options = textFieldOptions(textOptions, field: field)
        case .choice(_, let choice), .multiChoice(_, let choice):
            let resolved = choiceOptions(choice, item: item, field: field, model: model)
            let radio = choice.presentation == .radio
            if radio { rowCount = resolved.count }
            var optionValues: [JSONValue] = []
            for (optionIndex, option) in resolved.enumerated() {
                let frame: JSONValue = radio
                    ? LayoutContext.rect(Rect(x: x, y: top + Double(optionIndex) * metrics.rowHeight, width: width, height: metrics.rowHeight))
                    : .null
                optionValues.append(.object([("title", LayoutContext.text(option.title)), ("value", option.value), ("frame", frame)]))
            }
            options = [("presentation", .string(choice.presentation.rawValue)), ("options", .array(optionValues))]
        case .childPane(let target):
            if let screen = context.project.preferenceScreensByName[target.value] {
                defaultTitle = screen.title?.value ?? .literal(screen.name.value)
            } else {
                context.problem("unknown preference screen '\(target.value)'", at: target.range)
            }
            options = [("screen", .string(target.value)), ("document", context.documentFile(.preferences, target.value))]
        case .button(let action):
            defaultTitle = .literal(action.value)
            options = [("action", .string(action.value))]
        case .link(let url):
            defaultTitle = .literal(url.value)
            options = [("url", .string(url.value))]
        }
        y += Double(rowCount) * metrics.rowHeight
        let visibleWhen = condition(item.visibleWhen, model: model)
        let enabledWhen = condition(item.enabledWhen, model: model)
        return .object([
            ("index", .int(index)),
            ("control", .string(item.control.kindName)),
            ("title", LayoutContext.text(item.title?.value ?? defaultTitle)),
            ("frame", LayoutContext.rect(Rect(x: x, y: top, width: width, height: y - top))),
            ("field", field.flatMap { field in model.map { context.field(field, in: $0) } } ?? .null),
            ("visibleWhen", visibleWhen.json),
            ("enabledWhen", enabledWhen.json),
            ("initiallyVisible", .bool(visibleWhen.initially)),
            ("initiallyEnabled", .bool(enabledWhen.initially)),
            ("options", .object(options)),
        ])
    }

    // MARK: - Control options

    /// Bounds come from the control, else from the field; a missing bound is null. A
    /// slider without `step` moves continuously; a stepper steps by 1.
    private func numericOptions(_ range: NumericRange, field: Field?, defaultStep: Double?) -> [(String, JSONValue)] {
        let minimum = range.minimum?.value ?? field?.minimum?.value
        let maximum = range.maximum?.value ?? field?.maximum?.value
        let step = range.step?.value ?? defaultStep
        return [
            ("minimum", minimum.map(JSONValue.double) ?? .null),
            ("maximum", maximum.map(JSONValue.double) ?? .null),
            ("step", step.map(JSONValue.double) ?? .null),
        ]
    }

    /// An Int field gets the number keyboard and a Float field the decimal one unless the
    /// item says otherwise; capitalization and correction follow UIKit's defaults.
    private func textFieldOptions(_ options: TextFieldOptions, field: Field?) -> [(String, JSONValue)] {
        let keyboard: TextFieldOptions.Keyboard = options.keyboard?.value ?? {
            switch field?.type.value {
            case .int?: .number
            case .float?: .decimal
            default: .default
            }
        }()
        return [
            ("placeholder", LayoutContext.text(options.placeholder)),
            ("secure", .bool(options.secure)),
            ("keyboard", .string(keyboard.rawValue)),
            ("autocapitalization", .string((options.autocapitalization ?? .sentences).rawValue)),
            ("autocorrection", .string((options.autocorrection ?? .default).rawValue)),
        ]
    }

    /// The options of a choice: the listed values, or else the enumeration's cases, each
    /// with its title (listed, else the case name or the value as written).
    private func choiceOptions(_ choice: ChoiceOptions, item: PreferenceItem, field: Field?, model: Model?) -> [(title: Text, value: JSONValue)] {
        guard let field, let model else { return [] }
        let type = field.type.value
        var values: [(written: String, value: JSONValue)] = []
        if let listed = choice.values {
            for literal in listed.value {
                guard let value = LayoutContext.value(literal.value, as: type) else {
                    context.problem(
                        "\(LayoutContext.describe(literal.value)) is not a value of field '\(field.name.value)' (\(type.name)) in model '\(model.name.value)'",
                        at: literal.range)
                    continue
                }
                let written: String
                if case .string(let text) = literal.value { written = text } else { written = LayoutContext.describe(literal.value) }
                values.append((written, value))
            }
        } else if let enumType = type.enumType {
            values = enumType.cases.map { ($0.name, LayoutContext.enumValue($0)) }
        } else {
            context.problem("a \(item.control.kindName) of field '\(field.name.value)' (\(type.name)) needs listed 'values'", at: item.controlRange)
            return []
        }
        if let titles = choice.titles, titles.value.count != values.count {
            context.problem("\(titles.value.count) titles for \(values.count) options; list one title per option", at: titles.range)
            return []
        }
        return values.enumerated().map { index, entry in
            (choice.titles?.value[index].value ?? .literal(entry.written), entry.value)
        }
    }

    // MARK: - Conditions

    /// Clauses with each field's type and the value resolved as that type, and whether
    /// the condition holds for the fields' initial values. No condition always holds.
    private func condition(_ condition: Condition?, model: Model?) -> (json: JSONValue, initially: Bool) {
        guard let condition else { return (.null, true) }
        var clauses: [JSONValue] = []
        var holds = true
        for clause in condition.clauses {
            guard let model, let field = context.resolveField(clause.field, in: model) else {
                holds = false
                continue
            }
            let type = field.type.value
            if type.enumType?.multiple == true {
                context.problem(
                    "field '\(field.name.value)' holds a set of cases; a condition compares one value and cannot test a set",
                    at: clause.field.range)
                holds = false
                continue
            }
            guard let value = LayoutContext.value(clause.value.value, as: type) else {
                context.problem(
                    "\(LayoutContext.describe(clause.value.value)) is not a value of field '\(field.name.value)' (\(type.name)); the condition can never hold",
                    at: clause.value.range)
                holds = false
                continue
            }
            if context.defaultValue(of: field, in: model).value != value { holds = false }
            clauses.append(.object([("field", .string(field.name.value)), ("type", .string(LayoutContext.typeName(type))), ("value", value)]))
        }
        return (.array(clauses), holds)
    }
}
