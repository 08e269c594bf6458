import Foundation

/// A preference screen's layout: its sections stacked top to bottom, each a header, its
/// rows and a footer, with every control's field, options and conditions resolved.
///
/// Frames are in the screen's own coordinates (origin at its top left). Every item is
/// laid out as if visible; `initiallyVisible` says which start hidden, and a renderer
/// collapses those rows while their condition is false.
struct PreferencesLayout {
    let context: LayoutContext

    func layout<Sink: JSONSink & ~Copyable>(_ screen: PreferenceScreen, size: Size, into sink: inout Sink) {
        let metrics = context.metrics
        let model = context.resolveModel(screen.model)
        let rowX = metrics.horizontalInset
        let rowWidth = max(0, size.width - 2 * metrics.horizontalInset)
        sink.beginObject()
        // The content size comes before the sections, and is known only once they are laid out.
        var sections = sink.detached()
        var y = 0.0
        sections.beginArray()
        for (sectionIndex, section) in screen.sections.enumerated() {
            let top = y
            let headerHeight = section.title.map { metrics.wrappedHeight(metrics.sectionHeaderHeight, text: $0.value, width: rowWidth) }
                ?? metrics.untitledSectionHeaderHeight
            let header = Rect(x: rowX, y: y, width: rowWidth, height: headerHeight)
            y += headerHeight
            sections.beginObject()
            // Likewise the section's frame comes before its items.
            var items = sections.detached()
            items.beginArray()
            // Items are passed from the array's storage rather than copied out one by one: an
            // item is a large value, and copying it retained every reference it holds.
            section.items.withUnsafeBufferPointer { sectionItems in
                for itemIndex in sectionItems.indices {
                    self.item(
                        sectionItems[itemIndex], index: itemIndex, platforms: SpecPlatform.effective(sectionItems[itemIndex], in: section), model: model,
                        x: rowX, width: rowWidth, y: &y, into: &items)
                }
            }
            items.endArray()
            // A list section's rows: the element's row, laid out once as an item is, and the
            // row that adds one.
            var list = sections.detached()
            if let sectionList = section.list {
                list.beginObject()
                list.key("field")
                list.string(sectionList.field?.value)
                list.key("key")
                list.string(sectionList.key?.value ?? model.flatMap { model in sectionList.field.flatMap { model.field(named: $0.value)?.storedKey } })
                list.key("row")
                let listName = sectionList.key?.value ?? sectionList.field?.value
                self.item(
                    sectionList.row, index: 0, platforms: SpecPlatform.effective(sectionList.row, in: section), model: model, x: rowX, width: rowWidth,
                    listName: listName, y: &y, into: &list)
                list.key("add")
                if let add = sectionList.add {
                    self.item(
                        add, index: 1, platforms: SpecPlatform.effective(add, in: section), model: model, x: rowX, width: rowWidth,
                        listName: listName, y: &y, into: &list)
                } else {
                    list.null()
                }
                // The key each row is given for InAppSettingsKit (the element dictionary's entry
                // it shows), where written.
                list.key("rowKey")
                list.string(sectionList.row.actionKey?.text.value)
                list.key("addKey")
                list.string(sectionList.add?.actionKey?.text.value)
                list.key("deletable")
                list.bool(sectionList.isDeletable)
                list.endObject()
            } else {
                list.null()
            }
            let footerHeight = section.footer.map { metrics.wrappedHeight(metrics.sectionFooterHeight, text: $0.value, width: rowWidth) }
                ?? metrics.emptySectionFooterHeight
            let footer = Rect(x: rowX, y: y, width: rowWidth, height: footerHeight)
            y += footerHeight
            sections.key("index")
            sections.int(sectionIndex)
            sections.key("id")
            sections.string(section.id?.value)
            sections.key("visibleWhen")
            let initiallyVisible = condition(section.visibleWhen, model: model, into: &sections)
            sections.key("initiallyVisible")
            sections.bool(initiallyVisible)
            sections.key("hidden")
            sections.bool(section.isHidden)
            sections.key("platforms")
            Self.platforms(section.platformSet, into: &sections)
            sections.key("frame")
            sections.rect(Rect(x: 0, y: top, width: size.width, height: y - top))
            sections.key("header")
            sections.beginObject()
            sections.key("title")
            sections.text(section.title)
            sections.key("frame")
            sections.rect(header)
            sections.endObject()
            sections.key("items")
            sections.appendDetached(items)
            sections.key("list")
            sections.appendDetached(list)
            sections.key("footer")
            sections.beginObject()
            sections.key("text")
            sections.text(section.footer)
            sections.key("frame")
            sections.rect(footer)
            sections.endObject()
            sections.endObject()
        }
        sections.endArray()
        // A screen without a title shows its name.
        sink.key("title")
        sink.text(screen.title?.value ?? .literal(screen.name.value))
        sink.key("model")
        sink.modelReference(model)
        sink.key("entry")
        sink.bool(context.entryScreens.contains(screen.name.value))
        // The table a runtime looks the localized texts up in; left out when the spec names none.
        sink.key("strings")
        sink.string(screen.strings?.value)
        sink.key("frame")
        sink.rect(Rect(x: 0, y: 0, width: size.width, height: size.height))
        sink.key("contentSize")
        sink.size(size.width, y)
        sink.key("sections")
        sink.appendDetached(sections)
        sink.endObject()
    }

    /// What an item's control adds to the item's `options`, resolved before the item is written.
    private enum ControlOptions {
        case none
        /// What a toggle stores while on and off: true and false, or its written values; and
        /// how it is drawn.
        case toggle(on: JSONValue, off: JSONValue, presentation: TogglePresentation)
        case numeric(minimum: Double?, maximum: Double?, step: Double?)
        case datePicker(DatePickerOptions)
        case textField(TextFieldOptions, keyboard: TextFieldOptions.Keyboard)
        case choice(ChoiceOptions, [(title: Text, value: JSONValue)], radio: Bool)
        /// A read-only value's lookup table; nil for a value shown as it is.
        case lookup([(title: Text, value: JSONValue)]?)
        /// A screen the row opens, and the key the row is told apart by (`key:`), if any.
        case document(key: StaticString, name: String, file: String?, rowKey: String?, placeholder: Located<Text>?)
        case action(String, key: String, presents: SheetPresentation?, destructive: Bool)
        /// A URL, whether its page opens inside the app, and the key the row is told apart by
        /// (`key:`), if any.
        case url(String, localizationKey: String?, inApp: Bool, detail: Located<Text>?, key: String?)
        case external(ExternalPane, rowKey: String?)
        /// An Android intent another app or the system answers, and the key the row is
        /// told apart by.
        case intent(AndroidIntent, key: String)
        /// A page of the system's settings, the app's own, and the key the row is told
        /// apart by (`key:`), if any.
        case systemSettings(SystemSettingsPage, key: String?)
        /// A colour well: whether it offers opacity.
        case color(alpha: Bool)
        case sound(SoundPickerOptions)
        /// A row the app draws: its key, its Android class and the value it starts with.
        case custom(CustomRow)
    }

    /// The platforms a row or section is on, in the order of `SpecPlatform`; null for every platform.
    /// A row's icon: the image each platform shows, `null` on one that shows none (a name
    /// that is no drawable resource name is none on Android); `null` for a row without one.
    private static func icon<Sink: JSONSink & ~Copyable>(_ icon: ItemIcon?, into sink: inout Sink) {
        guard let icon, icon.exportedIOSName != nil || icon.exportedAndroidName != nil else {
            sink.null()
            return
        }
        sink.beginObject()
        sink.key("ios")
        sink.string(icon.exportedIOSName)
        sink.key("android")
        sink.string(icon.exportedAndroidName)
        sink.endObject()
    }

    /// A screen the app's code makes, as a child pane row and a custom row that opens one
    /// name it: `external`, `opening`, `fragment` and `file`, members of the object open.
    private static func externalPane<Sink: JSONSink & ~Copyable>(_ pane: ExternalPane, into sink: inout Sink) {
        sink.key("external")
        sink.string(pane.name.value)
        sink.key("opening")
        sink.string(pane.openingOrDefault.rawValue)
        sink.key("fragment")
        sink.string(pane.fragmentClass)
        sink.key("file")
        sink.string(pane.file?.path.value)
        sink.key("selector")
        sink.string(pane.selector?.name.value)
    }

    private static func platforms<Sink: JSONSink & ~Copyable>(_ platforms: Set<SpecPlatform>?, into sink: inout Sink) {
        guard let platforms else {
            sink.null()
            return
        }
        sink.beginArray()
        for platform in platforms.sorted() { sink.string(platform.rawValue) }
        sink.endArray()
    }

    private func item<Sink: JSONSink & ~Copyable>(
        _ item: PreferenceItem, index: Int, platforms: Set<SpecPlatform>?, model: Model?, x: Double, width: Double, listName: String? = nil,
        y: inout Double, into sink: inout Sink
    ) {
        let metrics = context.metrics
        let field = model.flatMap { model in item.field.flatMap { context.resolveField($0, in: model) } }
        let top = y
        var options = ControlOptions.none
        var defaultTitle: Text = .literal(item.field?.value ?? "")
        var rowCount = 1
        switch item.control {
        case .toggle(_, let values):
            // Values that do not fit the field are reported (toggle-values); the switch then
            // stores true and false as the field's type allows nothing else.
            let presentation = item.togglePresentation?.value ?? .switch
            if let values, let field, let on = LayoutContext.value(values.on.value, as: field.type.value),
                let off = LayoutContext.value(values.off.value, as: field.type.value)
            {
                options = .toggle(on: on, off: off, presentation: presentation)
            } else {
                options = .toggle(on: .bool(true), off: .bool(false), presentation: presentation)
            }
        case .value(_, let table):
            options = .lookup(table.map { choiceOptions($0, item: item, field: field, model: model) })
        case .slider(_, let range):
            options = numericOptions(range, field: field, defaultStep: nil)
        case .stepper(_, let range):
            options = numericOptions(range, field: field, defaultStep: 1)
        case .textField(_, let textOptions):
            options = textFieldOptions(textOptions, field: field)
        case .datePicker(_, let pickerOptions):
            options = .datePicker(pickerOptions)
        case .choice(_, let choice), .multiChoice(_, let choice):
            // The app supplies a dynamic choice's options at run time: none to resolve.
            let resolved = choice.isDynamic ? [] : choiceOptions(choice, item: item, field: field, model: model)
            let radio = choice.presentation == .radio
            if radio, !choice.isDynamic { rowCount = resolved.count }
            options = .choice(choice, resolved, radio: radio)
        case .childPane(let target, _):
            if let screen = context.project.preferenceScreensByName[target.value] {
                defaultTitle = screen.title?.value ?? .literal(screen.name.value)
            } else {
                context.problem("unknown preference screen '\(target.value)'", at: target.range)
            }
            options = .document(
                key: "screen", name: target.value, file: context.documentFile(.preferences, target.value), rowKey: item.rowKey,
                placeholder: item.valuePlaceholder)
        case .externalPane(let pane):
            defaultTitle = .literal(pane.name.value)
            options = .external(pane, rowKey: item.rowKey)
        case .button(let action):
            defaultTitle = .literal(action.value)
            options = .action(action.value, key: item.exportedActionKey ?? action.value, presents: item.presents, destructive: item.isDestructive)
        case .link(let url):
            defaultTitle = .literal(url.value)
            options = .url(url.value, localizationKey: item.urlLocalizationKey?.value, inApp: item.opensInApp, detail: item.detail, key: item.rowKey)
        case .intent(let intent):
            defaultTitle = .literal(intent.defaultKey)
            options = .intent(intent, key: item.actionKey?.text.value ?? intent.defaultKey)
        case .systemSettings(let page):
            defaultTitle = .literal(page.value.defaultTitle)
            options = .systemSettings(page.value, key: item.rowKey)
        case .colorPicker(_, let picker):
            options = .color(alpha: picker.hasAlpha)
        case .soundPicker(_, let picker):
            options = .sound(picker)
        case .custom(let row):
            // Without a key (a list's row), the row is shown by the pane it opens, as a child
            // pane's, else by its list's name, which the generated Swift names it after too.
            defaultTitle = .literal(row.key?.value ?? item.control.openedExternalPane?.name.value ?? listName ?? "")
            if let target = item.control.openedScreen {
                if let screen = context.project.preferenceScreensByName[target.value] {
                    if row.key == nil { defaultTitle = screen.title?.value ?? .literal(target.value) }
                } else {
                    context.problem("unknown preference screen '\(target.value)'", at: target.range)
                }
            }
            options = .custom(row)
        }
        // A subtitle takes the lines under the title it wraps onto (a subtitle by value, those
        // of its longest text); a radio choice's subtitle sits in its first row like its title.
        let subtitleLines = item.subtitle?.texts.map { metrics.lineCount(of: $0.value.estimatedText, width: width) }.max() ?? 0
        y += Double(rowCount) * metrics.rowHeight + Double(subtitleLines) * metrics.textLineHeight
        let subtitles = subtitleValues(item, field: field, model: model)
        let otherValuesSubtitle: Text? = if case .byValue(_, let otherwise?, _)? = item.subtitle { otherwise.value } else { nil }
        sink.beginObject()
        sink.key("index")
        sink.int(index)
        sink.key("control")
        sink.string(item.control.kindName)
        sink.key("title")
        sink.text(item.title?.value ?? defaultTitle)
        sink.key("subtitle")
        if let fixed = item.subtitle?.fixedText {
            sink.text(fixed.value)
        } else if let field, let model, let initial = subtitles?.first(where: { $0.value == context.defaultValue(of: field, in: model).value }) {
            sink.text(initial.text)
        } else if let otherValuesSubtitle {
            sink.text(otherValuesSubtitle)
        } else {
            sink.null()
        }
        sink.key("subtitles")
        if let subtitles {
            sink.beginArray()
            for entry in subtitles {
                sink.beginObject()
                sink.key("value")
                sink.value(entry.value)
                sink.key("text")
                sink.text(entry.text)
                sink.endObject()
            }
            // The text for every value not listed: an entry without a value, last.
            if let otherValuesSubtitle {
                sink.beginObject()
                sink.key("text")
                sink.text(otherValuesSubtitle)
                sink.endObject()
            }
            sink.endArray()
        } else {
            sink.null()
        }
        sink.key("frame")
        sink.rect(Rect(x: x, y: top, width: width, height: y - top))
        sink.key("field")
        if let field, let model {
            context.writeField(field, in: model, into: &sink)
        } else {
            sink.null()
        }
        sink.key("visibleWhen")
        let initiallyVisible = condition(item.visibleWhen, model: model, into: &sink)
        sink.key("enabledWhen")
        let initiallyEnabled = condition(item.enabledWhen, model: model, into: &sink)
        sink.key("initiallyVisible")
        sink.bool(initiallyVisible)
        sink.key("initiallyEnabled")
        sink.bool(initiallyEnabled)
        sink.key("hidden")
        sink.bool(item.isHidden)
        sink.key("platforms")
        Self.platforms(platforms, into: &sink)
        sink.key("androidClass")
        sink.string(item.androidClass?.value)
        sink.key("icon")
        Self.icon(item.icon, into: &sink)
        sink.key("options")
        sink.beginObject()
        switch options {
        case .none:
            break
        case .toggle(let on, let off, let presentation):
            sink.key("on")
            sink.value(on)
            sink.key("off")
            sink.value(off)
            sink.key("presentation")
            sink.string(presentation.rawValue)
        case .numeric(let minimum, let maximum, let step):
            sink.key("minimum")
            sink.double(minimum)
            sink.key("maximum")
            sink.double(maximum)
            sink.key("step")
            sink.double(step)
        case .datePicker(let pickerOptions):
            sink.key("mode")
            sink.string(pickerOptions.pickedMode.rawValue)
            sink.key("minuteInterval")
            sink.int(pickerOptions.pickedMinuteInterval)
            // The platform's own style when the spec names none.
            sink.key("style")
            sink.string(pickerOptions.style?.value.rawValue)
        case .textField(let textOptions, let keyboard):
            sink.key("placeholder")
            sink.text(textOptions.placeholder)
            sink.key("secure")
            sink.bool(textOptions.secure)
            sink.key("multiline")
            sink.bool(textOptions.isMultiline)
            sink.key("keyboard")
            sink.string(keyboard.rawValue)
            sink.key("autocapitalization")
            sink.string((textOptions.autocapitalization ?? .sentences).rawValue)
            sink.key("autocorrection")
            sink.string((textOptions.autocorrection ?? .default).rawValue)
            sink.key("contentType")
            if let contentType = textOptions.contentType?.value { sink.string(contentType.rawValue) } else { sink.null() }
        case .lookup(let titles):
            sink.key("titles")
            if let titles {
                sink.beginArray()
                for entry in titles {
                    sink.beginObject()
                    sink.key("title")
                    sink.text(entry.title)
                    sink.key("value")
                    sink.value(entry.value)
                    sink.endObject()
                }
                sink.endArray()
            } else {
                sink.null()
            }
        case .choice(let choice, let resolved, let radio):
            sink.key("presentation")
            sink.string(choice.presentation.rawValue)
            sink.key("dialogTitle")
            sink.text(choice.dialogTitle)
            sink.key("footer")
            sink.text(choice.footer)
            sink.key("sortByTitle")
            sink.bool(choice.isSortedByTitle)
            sink.key("options")
            guard !choice.isDynamic else {
                // The app supplies the options at run time: none to lay out.
                sink.string(ChoiceOptions.Source.dynamic.rawValue)
                break
            }
            sink.beginArray()
            for (optionIndex, option) in resolved.enumerated() {
                sink.beginObject()
                sink.key("title")
                sink.text(option.title)
                sink.key("shortTitle")
                sink.text(choice.shortTitles.flatMap { optionIndex < $0.value.count ? $0.value[optionIndex] : nil })
                sink.key("value")
                sink.value(option.value)
                sink.key("frame")
                if radio {
                    sink.rect(Rect(x: x, y: top + Double(optionIndex) * metrics.rowHeight, width: width, height: metrics.rowHeight))
                } else {
                    sink.null()
                }
                sink.endObject()
            }
            sink.endArray()
        case .document(let key, let name, let file, let rowKey, let placeholder):
            sink.key(key)
            sink.string(name)
            sink.key("document")
            sink.string(file)
            sink.key("key")
            sink.string(rowKey)
            sink.key("placeholder")
            sink.text(placeholder)
        case .external(let pane, let rowKey):
            Self.externalPane(pane, into: &sink)
            sink.key("key")
            sink.string(rowKey)
        case .action(let action, let key, let presents, let destructive):
            sink.key("action")
            sink.string(action)
            sink.key("key")
            sink.string(key)
            sink.key("destructive")
            sink.bool(destructive)
            sink.key("presents")
            context.writePresentation(presents, bounds: Rect(x: 0, y: 0, width: width, height: y - top), anchorRequired: false, into: &sink)
        case .color(let alpha):
            sink.key("alpha")
            sink.bool(alpha)
        case .sound(let picker):
            sink.key("sounds")
            sink.string(picker.soundKind.rawValue)
            sink.key("showDefault")
            sink.bool(picker.offersDefault)
            sink.key("showSilent")
            sink.bool(picker.offersSilent)
        case .url(let url, let localizationKey, let inApp, let detail, let key):
            sink.key("url")
            sink.string(url)
            sink.key("urlLocalizationKey")
            sink.string(localizationKey)
            sink.key("inApp")
            sink.bool(inApp)
            sink.key("detail")
            sink.text(detail)
            sink.key("key")
            sink.string(key)
        case .intent(let intent, let key):
            sink.key("intent")
            sink.beginObject()
            sink.key("action")
            sink.string(intent.action?.value)
            sink.key("data")
            sink.string(intent.data?.value)
            sink.key("targetPackage")
            sink.string(intent.targetPackage?.value)
            sink.key("targetClass")
            sink.string(intent.targetClass?.value)
            sink.key("mimeType")
            sink.string(intent.mimeType?.value)
            sink.key("extras")
            sink.beginArray()
            for extra in intent.extras {
                sink.beginObject()
                sink.key("name")
                sink.string(extra.name.value)
                sink.key("value")
                sink.value(LayoutContext.json(extra.value.value))
                sink.endObject()
            }
            sink.endArray()
            sink.endObject()
            sink.key("key")
            sink.string(key)
            sink.key("detail")
            sink.text(item.detail)
        case .systemSettings(let page, let key):
            sink.key("systemSettings")
            sink.string(page.rawValue)
            sink.key("detail")
            sink.text(item.detail)
            sink.key("key")
            sink.string(key)
        case .custom(let row):
            sink.key("key")
            sink.string(row.key?.value)
            sink.key("childPane")
            switch row.pane {
            case .screen(let target)?:
                sink.beginObject()
                sink.key("screen")
                sink.string(target.value)
                sink.key("document")
                sink.string(context.documentFile(.preferences, target.value))
                sink.endObject()
            case .external(let pane)?:
                sink.beginObject()
                Self.externalPane(pane, into: &sink)
                sink.endObject()
            case nil:
                sink.null()
            }
            sink.key("android")
            sink.string(row.androidClass?.value)
            sink.key("default")
            if let value = row.defaultValue { sink.value(LayoutContext.json(value.value)) } else { sink.null() }
            sink.key("androidDefault")
            sink.string(row.androidDefault?.value)
        }
        sink.endObject()
        sink.endObject()
    }

    /// A subtitle by value's texts with their values resolved as the field's type; the
    /// first of a value listed twice. Nil for a subtitle of one text, or none.
    private func subtitleValues(_ item: PreferenceItem, field: Field?, model: Model?) -> [(value: JSONValue, text: Text)]? {
        guard case .byValue(let entries, _, _)? = item.subtitle else { return nil }
        guard let field, let model else { return [] }
        var resolved: [(value: JSONValue, text: Text)] = []
        for entry in entries {
            guard let value = LayoutContext.value(entry.value.value, as: field.type.value) else {
                context.problem(
                    "\(LayoutContext.describe(entry.value.value)) is not a value of field '\(field.name.value)' in model '\(model.name.value)'",
                    at: entry.value.range)
                continue
            }
            if !resolved.contains(where: { $0.value == value }) { resolved.append((value, entry.text.value)) }
        }
        return resolved
    }

    // MARK: - Control options

    /// Bounds come from the control, else from the field; a missing bound is null. A
    /// slider without `step` moves continuously; a stepper steps by 1.
    private func numericOptions(_ range: NumericRange, field: Field?, defaultStep: Double?) -> ControlOptions {
        .numeric(
            minimum: range.minimum?.value ?? field?.minimum?.value, maximum: range.maximum?.value ?? field?.maximum?.value,
            step: range.step?.value ?? defaultStep)
    }

    /// An Int field gets the number keyboard and a Float field the decimal one unless the
    /// item says otherwise; capitalization and correction follow UIKit's defaults.
    private func textFieldOptions(_ options: TextFieldOptions, field: Field?) -> ControlOptions {
        let keyboard: TextFieldOptions.Keyboard = options.keyboard?.value ?? {
            switch field?.type.value {
            case .int?: .number
            case .float?: .decimal
            default: .default
            }
        }()
        return .textField(options, keyboard: keyboard)
    }

    /// The options of a choice (or a value's lookup table): the listed values, or else the
    /// enumeration's cases, each with its title (listed, else the case name or the value as written).
    private func choiceOptions(_ choice: some TitledValues, item: PreferenceItem, field: Field?, model: Model?) -> [(title: Text, value: JSONValue)] {
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

    /// Writes the clauses with each field's type and the value resolved as that type, and
    /// returns whether the condition holds for the fields' initial values. No condition
    /// always holds.
    private func condition<Sink: JSONSink & ~Copyable>(_ condition: Condition?, model: Model?, into sink: inout Sink) -> Bool {
        guard let condition else {
            sink.null()
            return true
        }
        var holds = true
        sink.beginArray()
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
            sink.beginObject()
            sink.key("field")
            sink.string(field.name.value)
            sink.key("type")
            sink.string(LayoutContext.typeName(type))
            sink.key("value")
            sink.value(value)
            sink.endObject()
        }
        sink.endArray()
        return holds
    }
}
