extension SpecDecoder {
    func decodePreferenceScreen(name: Located<String>, node: YAMLNode, context: DecodeContext) -> PreferenceScreen? {
        let what = "preference screen '\(name.value)'"
        guard var reader = MappingReader(node, context, what: what, construct: SpecVocabulary.preferenceScreen) else { return nil }
        let model = reader.required("model", in: what).flatMap { context.name($0, what: "a model name") }
        let title = reader.optional("title").flatMap { context.text($0) }
        let sectionsNode = reader.required("sections", in: what)
        let entryNode = reader.optional("entry")
        let entry = entryNode.flatMap { context.bool($0) }
        let strings = reader.optional("strings").flatMap { context.string($0, what: "the name of a strings table") }
        var isPartlyUnread = reader.rejectUnknownKeys(in: what)
        // An entry flag that could not be read (an error of its own) may make the screen one
        // the app opens: it is not judged unreachable for it.
        if entryNode != nil, entry == nil { isPartlyUnread = true }
        let sectionNodes = sectionsNode.flatMap { context.sequence($0, what: "sections") }
        let sections = sectionNodes?.compactMapPresized { decodeSection($0, context: context) } ?? []
        // Without its sections (an error of its own) the screen is not as empty as it looks.
        if sections.count != sectionNodes?.count ?? -1 { isPartlyUnread = true }
        guard let model else { return nil }
        return PreferenceScreen(
            name: name, model: model, title: title, sections: sections, isEntry: entry ?? false, strings: strings, isPartlyUnread: isPartlyUnread,
            range: node.span,
            sectionsRange: sectionsNode?.span)
    }

    private func decodeSection(_ node: YAMLNode, context: DecodeContext) -> PreferenceSection? {
        guard var reader = MappingReader(node, context, what: "a section", construct: SpecVocabulary.section) else { return nil }
        let id = reader.optional("id").flatMap { context.name($0, what: "a section id") }
        let title = reader.optional("title").flatMap { context.text($0) }
        let noteNode = reader.optional("note")
        let note = noteNode.flatMap { context.text($0) }
        let footer = reader.optional("footer").flatMap { context.text($0) }
        let visibleWhen = reader.optional("visibleWhen").flatMap { decodeCondition($0, context: context) }
        let hidden = reader.optional("hidden").flatMap(context.locatedBool)
        let platforms = reader.optional("platforms").flatMap { decodePlatforms($0, context: context) }
        let itemsNode = reader.optional("items")
        let listNode = reader.optional("list")
        var isPartlyUnread = reader.rejectUnknownKeys(in: "a section")
        var list: PreferenceList?
        if let listNode {
            if itemsNode != nil, let itemsKey = reader.keyNode("items") {
                context.error(
                    .unknownKey, "expected either 'items' or 'list' in a section, found both: a list section's rows are its list's elements",
                    at: itemsKey.span)
            }
            list = readWhole(context) { decodeList(listNode, context: context) }
            if list == nil { isPartlyUnread = true }
        }
        var items: [PreferenceItem] = []
        if let itemsNode, !itemsNode.isNull {
            let itemNodes = context.sequence(itemsNode, what: "items")
            items = itemNodes?.compactMapPresized { node in readWhole(context) { decodeItem(node, context: context) } } ?? []
            if items.count != itemNodes?.count ?? -1 { isPartlyUnread = true }
        }
        // A note's text is the section's header; the checks judge a note beside a title or
        // rows, and a title alone, from the keys.
        let noteKey = noteNode == nil ? nil : reader.keyNode("note")?.span
        let titleKey = noteKey != nil || (items.isEmpty && listNode == nil) ? reader.keyNode("title")?.span : nil
        return PreferenceSection(
            id: id, title: title ?? note, footer: footer, visibleWhen: visibleWhen, hidden: hidden, platforms: platforms, noteKey: noteKey,
            titleKey: titleKey, items: listNode == nil ? items : [], list: list, isPartlyUnread: isPartlyUnread, range: node.span)
    }

    /// `list: {field: F, row: ITEM, add: ITEM, deletable: true}` or `list: {key: K, …}`: a
    /// row for each element of a list. Which controls the rows may have, and what they may
    /// bind, is judged by a check (list-section).
    private func decodeList(_ node: YAMLNode, context: DecodeContext) -> PreferenceList? {
        let what = "a section's list"
        guard var reader = MappingReader(node, context, what: what, construct: SpecVocabulary.list) else { return nil }
        let field = reader.optional("field").flatMap { context.name($0, what: "the name of a list field") }
        let key = reader.optional("key").flatMap { node -> Located<String>? in
            guard let text = context.string(node, what: "a string, the key the app stores the list under") else { return nil }
            guard !text.value.isEmpty else {
                context.error(.wrongValueType, "expected a non-empty string, the key the app stores the list under, found the empty string", at: node.span)
                return nil
            }
            return text
        }
        let rowNode = reader.required("row", in: what)
        let addNode = reader.optional("add")
        let deletable = reader.optional("deletable").flatMap(context.locatedBool)
        reader.rejectUnknownKeys(in: what)
        let fieldKey = reader.keyNode("field")
        let keyKey = reader.keyNode("key")
        if fieldKey == nil, keyKey == nil {
            context.error(
                .missingKey, "expected 'field' (a list field of the screen's model) or 'key' (a list the app stores itself) in \(what), found neither",
                at: node.span.atStart)
        } else if fieldKey != nil, let keyKey {
            context.error(
                .unknownKey, "expected either 'field' or 'key' in \(what), found both: a list is a field's, or one the app stores under its key",
                at: keyKey.span)
        }
        let row = rowNode.flatMap { node in readWhole(context) { decodeItem(node, inList: true, context: context) } }
        let add = addNode.flatMap { node in readWhole(context) { decodeItem(node, inList: true, context: context) } }
        guard let row, addNode == nil || add != nil else { return nil }
        return PreferenceList(field: field, key: key, row: row, add: add, deletable: deletable, range: node.span)
    }

    /// `inList`: the item is a list section's row, which may name the key InAppSettingsKit
    /// is given for it (`key:`) whatever its control but a custom row, whose key is its own.
    private func decodeItem(_ node: YAMLNode, inList: Bool = false, context: DecodeContext) -> PreferenceItem? {
        guard var reader = MappingReader(node, context, what: "an item", construct: SpecVocabulary.item) else { return nil }
        var present = Self.controlKeys(in: reader)
        // A child pane names the field whose value it shows with `value: <field>`, the key of
        // the value control: beside `childPane`, it is the child pane's option.
        if present.count == 2, let first = present.first, let second = present.second {
            let options = SpecVocabulary.item.optionBeside
            if options[first] == second {
                present = PresentControls(count: 1, first: second, second: nil)
            } else if options[second] == first {
                present = PresentControls(count: 1, first: first, second: nil)
            }
        }
        guard present.count == 1, let kind = present.first, let controlKey = reader.keyNode(kind),
            let target = reader.optional(kind)
        else {
            Self.reportControlCount(present, of: node, reader: &reader, context: context)
            return nil
        }
        let title = reader.optional("title").flatMap { context.text($0) }
        let subtitle = reader.optional("subtitle").flatMap { decodeSubtitle($0, context: context) }
        let visibleWhen = reader.optional("visibleWhen").flatMap { decodeCondition($0, context: context) }
        let enabledWhen = reader.optional("enabledWhen").flatMap { decodeCondition($0, context: context) }
        // Asked for in the vocabulary's order, in which the reader finds each key without a search.
        let hidden = reader.optional("hidden").flatMap(context.locatedBool)
        let platforms = reader.optional("platforms").flatMap { decodePlatforms($0, context: context) }
        let icon = reader.optional("icon").flatMap { decodeIcon($0, entryRange: reader.entryRemovalRange("icon"), context: context) }
        var urlLocalizationKey: Located<String>?
        var inApp: Located<Bool>?
        let opensIntent = kind == "link" && target["intent"] != nil
        let opensSystemSettings = kind == "link" && target["systemSettings"] != nil
        let control = opensIntent
            ? decodeIntent(target, context: context).map { Control.intent($0) }
            : opensSystemSettings
            ? decodeSystemSettingsLink(target, context: context)
            : kind == "link" && target.mapping != nil
            ? decodeLinkMapping(target, key: &urlLocalizationKey, inApp: &inApp, context: context)
            : decodeControl(kind: kind, target: target, inList: inList, reader: &reader, context: context)
        let presents = kind == "button" ? decodePresentation(&reader, context: context) : nil
        let destructive = kind == "button" ? reader.optional("destructive").flatMap(context.locatedBool) : nil
        let detail = kind == "link" ? reader.optional("detail").flatMap { context.text($0) } : nil
        // A custom row's key is its own (`custom: K`), in a list as anywhere.
        let actionKey = kind == "button" || kind == "link" || kind == "childPane" || (inList && kind != "custom")
            ? reader.optional("key").flatMap {
                decodeStoredKey($0, what: kind == "button" ? "the key the button is told apart by" : "the key the row is told apart by", reader: reader, context: context)
            } : nil
        let togglePresentation = kind == "toggle"
            ? reader.optional("presentation").flatMap { context.option($0, TogglePresentation.self, key: "presentation") } : nil
        // Only a row the Android export writes as a standard preference that stores a value
        // can be drawn by the app's subclass of it; on another it is an unknown key.
        let androidClass = Self.takesAndroidClass(kind)
            ? reader.optional("androidClass").flatMap { context.string($0, what: "the app's Android preference class as a string") } : nil
        let androidClassEntryRange = androidClass == nil ? nil : reader.entryRemovalRange("androidClass")
        // A child pane of the project's shows a field's value (`value:`), and the text shown
        // while it holds none; whether `value` stands beside it is a check's to say.
        let valuePlaceholder = kind == "childPane" && target.mapping == nil ? reader.optional("placeholder").flatMap { context.text($0) } : nil
        let valuePlaceholderEntryRange = valuePlaceholder == nil ? nil : reader.entryRemovalRange("placeholder")
        reader.rejectUnknownKeys(in: "a '\(kind)' item")
        guard let control else { return nil }
        return PreferenceItem(
            control: control, controlRange: controlKey.span.through(target.span),
            title: title, subtitle: subtitle, visibleWhen: visibleWhen, enabledWhen: enabledWhen, presents: presents, destructive: destructive, detail: detail,
            urlLocalizationKey: urlLocalizationKey, hidden: hidden, actionKey: actionKey, togglePresentation: togglePresentation,
            platforms: platforms, inApp: inApp, androidClass: androidClass,
            androidClassEntryRange: androidClassEntryRange, icon: icon, valuePlaceholder: valuePlaceholder,
            valuePlaceholderEntryRange: valuePlaceholderEntryRange, range: node.span)
    }

    /// `icon: NAME`, or `icon: {ios: NAME, android: NAME}`: the names as written, which a
    /// check (icon-name) judges.
    private func decodeIcon(_ node: YAMLNode, entryRange: SourceSpan?, context: DecodeContext) -> ItemIcon? {
        guard node.mapping != nil else {
            let what = "an image name as a string, or {ios: NAME, android: NAME}"
            return context.string(node, what: what).map { ItemIcon(shared: $0, entryRange: entryRange) }
        }
        guard var reader = MappingReader(node, context, what: "an icon", construct: SpecVocabulary.icon) else { return nil }
        let ios = reader.optional("ios").flatMap { context.string($0, what: "the iOS image's name as a string") }
        let android = reader.optional("android").flatMap { context.string($0, what: "the Android drawable's name as a string") }
        reader.rejectUnknownKeys(in: "an icon")
        return ItemIcon(ios: ios, android: android, isShared: false, range: node.span, entryRange: entryRange)
    }

    /// The controls an item may name the app's Android class for (`androidClass:`): those the
    /// Android export writes as one of androidx.preference's classes that store a value.
    private static func takesAndroidClass(_ kind: String) -> Bool {
        switch kind {
        case "toggle", "slider", "stepper", "textField", "choice", "multiChoice": true
        default: false
        }
    }

    /// An item without exactly one control: reported, and its other keys judged, out of
    /// line, as every item is decoded and nearly every one has its control.
    @inline(never)
    private static func reportControlCount(_ present: PresentControls, of node: YAMLNode, reader: inout MappingReader, context: DecodeContext) {
        var range = node.span.atStart
        if let second = present.second, let secondKey = reader.keyNode(second) { range = secondKey.span }
        // A misspelt control key is reported as an unknown key with the control it
        // resembles; that the item then has no control is the same mistake.
        if !(present.count == 0 && reader.hasMisspelling(ofAnyOf: Control.kindNames)) {
            context.error(
                .controlCount,
                present.count == 0
                    ? "expected one control key in the item (\(Control.kindNames.joined(separator: ", "))), found none"
                    : "expected one control key in the item, found '\(present.first ?? "")' and '\(present.second ?? "")'",
                at: range)
        }
        for key in SpecVocabulary.item.keyNames { _ = reader.optional(key) }
        reader.rejectUnknownKeys(in: "an item")
    }

    /// `platforms: [iOS, iPadOS]`: a sequence of names, kept as written (`unknown-platform`
    /// judges them); a single name is taken as a list of one.
    private func decodePlatforms(_ node: YAMLNode, context: DecodeContext) -> PlatformList? {
        if node.sequence == nil, let name = node.stringValue, !node.isNull {
            return PlatformList(names: [Located(name, at: node.span)], range: node.span)
        }
        guard let entries = context.sequence(node, what: "platforms (\(SpecPlatform.names.joined(separator: ", ")))") else { return nil }
        let names = entries.compactMapPresized { context.string($0, what: "a platform name as a string") }
        return PlatformList(names: names, range: node.span)
    }

    /// How many control keys an item has, and the first two in the vocabulary's order.
    private struct PresentControls {
        var count = 0
        var first: String?
        var second: String?
    }

    /// The item's control keys. An item's keys begin with its control keys, so a control
    /// key's position among them is its position among the item's. Counted rather than
    /// listed: every item asks, and nearly every item has one.
    private static func controlKeys(in reader: borrowing MappingReader) -> PresentControls {
        var present = PresentControls()
        for index in SpecVocabulary.controlKeys.indices where reader.hasKey(at: index) {
            present.count += 1
            if present.first == nil {
                present.first = SpecVocabulary.controlKeys[index].name
            } else if present.second == nil {
                present.second = SpecVocabulary.controlKeys[index].name
            }
        }
        return present
    }

    private func decodeControl(kind: String, target: YAMLNode, inList: Bool, reader: inout MappingReader, context: DecodeContext) -> Control? {
        func field() -> Located<String>? {
            // The long form `{field: F, …}` of a toggle, a date picker or a picker, written on
            // a control whose options stand beside it on the item.
            if target.mapping != nil, target["field"] != nil {
                context.error(
                    .wrongValueType,
                    "expected a field name as a string, found a mapping; a \(kind) has no long form: write '\(kind): <field>', "
                        + "and its options as keys of the item beside it",
                    at: target.span)
                return nil
            }
            return context.name(target, what: "a field name")
        }
        func titles(_ reader: inout MappingReader) -> Located<[Located<Text>]>? {
            reader.optional("titles").flatMap { node in
                context.sequence(node, what: "titles").map { Located($0.compactMapPresized { context.text($0) }, at: node.span) }
            }
        }
        func values(_ reader: inout MappingReader) -> Located<[Literal]>? {
            reader.optional("values").flatMap { node in
                context.sequence(node, what: "values").map { Located($0.compactMapPresized { context.literal($0) }, at: node.span) }
            }
        }
        switch kind {
        case "toggle" where target.mapping != nil:
            return decodeToggleValues(target, context: context)
        case "toggle":
            return field().map { .toggle(field: $0, nil) }
        case "datePicker" where target.mapping != nil:
            return decodeDatePicker(target, context: context)
        case "datePicker":
            return field().map { .datePicker(field: $0, DatePickerOptions()) }
        case "slider", "stepper":
            let range = NumericRange(
                minimum: reader.optional("min").flatMap { context.number($0) },
                maximum: reader.optional("max").flatMap { context.number($0) },
                step: reader.optional("step").flatMap { context.number($0) })
            return field().map { kind == "slider" ? .slider(field: $0, range) : .stepper(field: $0, range) }
        case "textField":
            let options = TextFieldOptions(
                placeholder: reader.optional("placeholder").flatMap { context.text($0) },
                secure: reader.optional("secure").flatMap { context.bool($0) } ?? false,
                keyboard: reader.optional("keyboard").flatMap { context.option($0, TextFieldOptions.Keyboard.self, key: "keyboard") },
                autocapitalization: reader.optional("autocapitalization").flatMap {
                    context.option($0, TextFieldOptions.Autocapitalization.self, key: "autocapitalization")?.value
                },
                autocorrection: reader.optional("autocorrection").flatMap {
                    context.option($0, TextFieldOptions.Autocorrection.self, key: "autocorrection")?.value
                },
                contentType: reader.optional("contentType").flatMap { context.option($0, TextFieldOptions.ContentType.self, key: "contentType") },
                multiline: reader.optional("multiline").flatMap(context.locatedBool))
            return field().map { .textField(field: $0, options) }
        case "choice", "multiChoice":
            let titles = titles(&reader)
            let values = values(&reader)
            // A multiple choice's row shows no chosen title to shorten, and its list is the
            // options as written: the keys are a choice's only, unknown on another item.
            let shortTitles = kind != "choice" ? nil : reader.optional("shortTitles").flatMap { node in
                context.sequence(node, what: "shortTitles").map { Located($0.compactMapPresized { context.text($0) }, at: node.span) }
            }
            let sortByTitle = kind != "choice" ? nil : reader.optional("sortByTitle").flatMap(context.locatedBool)
            let presentation = reader.optional("presentation").flatMap {
                context.option($0, ChoiceOptions.Presentation.self, key: "presentation")?.value
            }
            // Options the app supplies: a single choice's only, as a multiple choice lists
            // its enumeration's cases (dynamic-options judges what is written beside it).
            let source = kind != "choice" ? nil : reader.optional("options").flatMap { context.option($0, ChoiceOptions.Source.self, key: "options") }
            let staticListRemovals = source == nil ? [] : ["values", "titles", "shortTitles"].compactMap { key in
                reader.entryRemovalRange(key).map { ChoiceOptions.StaticListRemoval(key: key, range: $0) }
            }
            let options = ChoiceOptions(
                titles: titles, values: values, presentation: presentation ?? .menu,
                dialogTitle: reader.optional("dialogTitle").flatMap { context.text($0) }, footer: reader.optional("footer").flatMap { context.text($0) },
                shortTitles: shortTitles, sortByTitle: sortByTitle, source: source, staticListRemovals: staticListRemovals)
            return field().map { kind == "choice" ? .choice(field: $0, options) : .multiChoice(field: $0, options) }
        case "value":
            // A lookup table, read as a choice's options are; whether it fits the field is
            // the checks' to say (control-field-type, choice-values).
            let titles = titles(&reader)
            let values = values(&reader)
            // Titles written wrong, or under a misspelt key, are reported as that.
            if let values, titles == nil, reader.keyNode("titles") == nil, !reader.hasMisspelling(ofAnyOf: ["titles"]) {
                Self.reportValuesWithoutTitles(values, context: context)
            }
            let table = titles == nil && values == nil ? nil : ValueTitles(titles: titles, values: values)
            return field().map { .value(field: $0, table) }
        case "childPane":
            let shown = target.mapping != nil ? nil : reader.optional("value").flatMap { context.name($0, what: "a field name") }
            return decodePaneTarget(target, context: context).map {
                switch $0 {
                case .screen(let screen): .childPane(screen: screen, value: shown)
                case .external(let pane): .externalPane(pane)
                }
            }
        case "button":
            return context.name(target, what: "an action name").map { .button(action: $0) }
        case "colorPicker" where target.mapping != nil:
            return decodeColorPicker(target, context: context)
        case "colorPicker":
            return field().map { .colorPicker(field: $0, ColorPickerOptions()) }
        case "soundPicker" where target.mapping != nil:
            return decodeSoundPicker(target, context: context)
        case "soundPicker":
            return field().map { .soundPicker(field: $0, SoundPickerOptions()) }
        case "custom" where target.mapping != nil:
            return decodeCustomRow(target, inList: inList, context: context)
        case "custom":
            return context.name(target, what: "the key the app finds the row by").map { .custom(CustomRow(key: $0)) }
        default:
            return context.string(target, what: "a URL").map { .link(url: $0) }
        }
    }

    @inline(never)
    private static func reportValuesWithoutTitles(_ values: Located<[Literal]>, context: DecodeContext) {
        context.error(
            .missingKey, "expected 'titles' beside 'values' on a value item, the title shown for each value, found none", at: values.range)
    }

    /// A link's URL written as a mapping: `{url: URL, inApp: true}`, the long form of
    /// `link: URL`, or a localized one. Without `url` it is read as a localized URL, the
    /// form that came first, unless it says nothing but `inApp`.
    private func decodeLinkMapping(_ node: YAMLNode, key: inout Located<String>?, inApp: inout Located<Bool>?, context: DecodeContext) -> Control? {
        let isLocalized = node["url"] == nil && (node["localized"] != nil || node["default"] != nil || node["inApp"] == nil)
        return isLocalized
            ? decodeLocalizedLink(node, key: &key, inApp: &inApp, context: context)
            : decodeURLLink(node, inApp: &inApp, context: context)
    }

    /// `link: {url: URL, inApp: true}`: the URL, judged as any link's, and whether its page
    /// opens inside the app.
    private func decodeURLLink(_ node: YAMLNode, inApp: inout Located<Bool>?, context: DecodeContext) -> Control? {
        guard var reader = MappingReader(node, context, what: "a link's URL", construct: SpecVocabulary.urlLink) else { return nil }
        let url = reader.required("url", in: "a link's URL").flatMap { context.string($0, what: "a URL") }
        inApp = reader.optional("inApp").flatMap(context.locatedBool)
        reader.rejectUnknownKeys(in: "a link's URL")
        return url.map { .link(url: $0) }
    }

    /// `link: {localized: KEY, default: URL}`: a URL each language may replace; the default,
    /// which the checks judge as any link's URL, is required, since a link opens something.
    private func decodeLocalizedLink(_ node: YAMLNode, key: inout Located<String>?, inApp: inout Located<Bool>?, context: DecodeContext) -> Control? {
        guard var reader = MappingReader(node, context, what: "a localized URL", construct: SpecVocabulary.localizedLink) else { return nil }
        let keyNode = reader.required("localized", in: "a localized URL").flatMap { context.string($0, what: "a localization key") }
        let defaultNode = reader.optional("default")
        let url = defaultNode.flatMap { context.string($0, what: "a URL") }
        inApp = reader.optional("inApp").flatMap(context.locatedBool)
        reader.rejectUnknownKeys(in: "a localized URL")
        if defaultNode == nil, keyNode != nil {
            context.error(
                .missingKey, "expected 'default' in a localized URL, the URL a language without a translation opens, found none", at: node.span.atStart)
        }
        guard let keyNode, let url else { return nil }
        key = keyNode
        return .link(url: url)
    }

    /// `link: {systemSettings: app}`: the app's own page in the system's settings.
    private func decodeSystemSettingsLink(_ node: YAMLNode, context: DecodeContext) -> Control? {
        guard var reader = MappingReader(node, context, what: "a link to the system's settings", construct: SpecVocabulary.systemSettingsLink) else { return nil }
        let page = reader.required("systemSettings", in: "a link to the system's settings")
            .flatMap { context.option($0, SystemSettingsPage.self, key: "systemSettings") }
        reader.rejectUnknownKeys(in: "a link to the system's settings")
        return page.map { .systemSettings($0) }
    }

    /// `link: {intent: {action: A, data: D, targetPackage: P, targetClass: C, mimeType: M,
    /// extras: {NAME: VALUE, …}}}`: another app's or the system's screen, opened through an
    /// Android intent. Whether it names an action or a class is judged by a check.
    private func decodeIntent(_ node: YAMLNode, context: DecodeContext) -> AndroidIntent? {
        guard var outer = MappingReader(node, context, what: "a link to an intent", construct: SpecVocabulary.intentLink) else { return nil }
        let intentNode = outer.required("intent", in: "a link to an intent")
        outer.rejectUnknownKeys(in: "a link to an intent")
        guard let intentNode, var reader = MappingReader(intentNode, context, what: "an intent", construct: SpecVocabulary.intent) else { return nil }
        func string(_ key: String, _ what: String) -> Located<String>? {
            reader.optional(key).flatMap { context.string($0, what: what) }
        }
        let action = string("action", "an intent action")
        let data = string("data", "the URI the intent acts on")
        let targetPackage = string("targetPackage", "a package name")
        let targetClass = string("targetClass", "an activity class")
        let mimeType = string("mimeType", "a MIME type")
        var extras: [AndroidIntent.Extra] = []
        if let extrasNode = reader.optional("extras"), !extrasNode.isNull {
            if let entries = extrasNode.mapping {
                for entry in entries {
                    guard let name = context.name(entry.key, what: "the name of an extra"),
                        let value = context.literal(entry.value, what: "an extra's value (a string, number or boolean)")
                    else { continue }
                    extras.append(AndroidIntent.Extra(name: name, value: value))
                }
            } else {
                context.expected("an intent's extras as a mapping from names to values", found: extrasNode)
            }
        }
        reader.rejectUnknownKeys(in: "an intent")
        return AndroidIntent(
            action: action, data: data, targetPackage: targetPackage, targetClass: targetClass, mimeType: mimeType, extras: extras,
            range: intentNode.span)
    }

    /// `toggle: {field: F, on: V, off: W}`: a switch that stores V while on and W while off.
    /// Whether the values fit the field, and differ, is judged by a check (toggle-values).
    private func decodeToggleValues(_ node: YAMLNode, context: DecodeContext) -> Control? {
        guard var reader = MappingReader(node, context, what: "a toggle's values", construct: SpecVocabulary.toggleValues) else { return nil }
        let field = reader.required("field", in: "a toggle's values").flatMap { context.name($0, what: "a field name") }
        let on = reader.required("on", in: "a toggle's values").flatMap { context.literal($0, what: "the value the field holds while the toggle is on") }
        let off = reader.required("off", in: "a toggle's values").flatMap { context.literal($0, what: "the value the field holds while the toggle is off") }
        reader.rejectUnknownKeys(in: "a toggle's values")
        guard let field, let on, let off else { return nil }
        return .toggle(field: field, ToggleValues(on: on, off: off, range: node.span))
    }

    /// `colorPicker: {field: F, alpha: false}`: a colour well; whether the field can hold a
    /// colour is judged by the checks (control-field-type, color-default).
    private func decodeColorPicker(_ node: YAMLNode, context: DecodeContext) -> Control? {
        guard var reader = MappingReader(node, context, what: "a colour picker", construct: SpecVocabulary.colorPicker) else { return nil }
        let field = reader.required("field", in: "a colour picker").flatMap { context.name($0, what: "a field name") }
        let alpha = reader.optional("alpha").flatMap(context.locatedBool)
        reader.rejectUnknownKeys(in: "a colour picker")
        guard let field else { return nil }
        return .colorPicker(field: field, ColorPickerOptions(alpha: alpha, range: node.span))
    }

    /// `custom: {key: K, android: org.example.ThemePreference, default: V, childPane: P}`: a
    /// row the app draws, with the app's Android preference class (judged by
    /// custom-row-class), the value the row starts with (or the app's resource its Android
    /// preference reads it from, `androidDefault:`) and the pane it opens, written as a
    /// child pane's target. A list section's row needs no key: the app finds it by the list's
    /// key and the element's index.
    private func decodeCustomRow(_ node: YAMLNode, inList: Bool, context: DecodeContext) -> Control? {
        guard var reader = MappingReader(node, context, what: "a custom row", construct: SpecVocabulary.customRow) else { return nil }
        let keyNode = reader.optional("key")
        if keyNode == nil, !inList {
            reader.reportMissing(
                "key", in: "a custom row", hint: "the key the app finds the row by; only a list section's row, found by the list's key and the element's index, goes without one")
        }
        let key = keyNode.flatMap { context.name($0, what: "the key the app finds the row by") }
        let androidClass = reader.optional("android").flatMap { context.string($0, what: "the app's Android preference class as a string") }
        let defaultValue = reader.optional("default").flatMap { context.literal($0, what: "a scalar, the value the row starts with") }
        let androidDefault = reader.optional("androidDefault").flatMap { context.string($0, what: "an Android resource reference as a string, such as '@string/NAME'") }
        let paneNode = reader.optional("childPane")
        let pane = paneNode.flatMap { decodePaneTarget($0, context: context) }
        reader.rejectUnknownKeys(in: "a custom row")
        guard keyNode == nil || key != nil, paneNode == nil || pane != nil, inList || key != nil else { return nil }
        return .custom(CustomRow(key: key, androidClass: androidClass, defaultValue: defaultValue, androidDefault: androidDefault, pane: pane, range: node.span))
    }

    /// What a row opens as a child pane does, as `childPane:` writes it: a preference
    /// screen's name, or `{external: Name, …}` for a screen the app's own code makes.
    private func decodePaneTarget(_ node: YAMLNode, context: DecodeContext) -> PaneTarget? {
        if node.mapping != nil { return decodeExternalPane(node, context: context).map { .external($0) } }
        return context.name(node, what: "a preference screen name").map { .screen($0) }
    }

    /// `soundPicker: {field: F, sounds: notification, showDefault: false, showSilent: false}`:
    /// a system sound picker.
    private func decodeSoundPicker(_ node: YAMLNode, context: DecodeContext) -> Control? {
        guard var reader = MappingReader(node, context, what: "a sound picker", construct: SpecVocabulary.soundPicker) else { return nil }
        let field = reader.required("field", in: "a sound picker").flatMap { context.name($0, what: "a field name") }
        let sounds = reader.optional("sounds").flatMap { context.option($0, SoundKind.self, key: "sounds") }
        let showDefault = reader.optional("showDefault").flatMap(context.locatedBool)
        let showSilent = reader.optional("showSilent").flatMap(context.locatedBool)
        reader.rejectUnknownKeys(in: "a sound picker")
        guard let field else { return nil }
        return .soundPicker(field: field, SoundPickerOptions(sounds: sounds, showDefault: showDefault, showSilent: showSilent, range: node.span))
    }

    /// `datePicker: {field: F, mode: time, minuteInterval: 15, style: wheels}`; whether the
    /// interval divides an hour is judged by a check (minute-interval), which offers one.
    private func decodeDatePicker(_ node: YAMLNode, context: DecodeContext) -> Control? {
        guard var reader = MappingReader(node, context, what: "a date picker", construct: SpecVocabulary.datePickerOptions) else { return nil }
        let field = reader.required("field", in: "a date picker").flatMap { context.name($0, what: "a field name") }
        let mode = reader.optional("mode").flatMap { context.option($0, DatePickerOptions.Mode.self, key: "mode") }
        let minuteInterval = reader.optional("minuteInterval").flatMap { context.int($0, what: "a number of minutes (an integer)") }
        let style = reader.optional("style").flatMap { context.option($0, DatePickerOptions.Style.self, key: "style") }
        reader.rejectUnknownKeys(in: "a date picker")
        guard let field else { return nil }
        return .datePicker(field: field, DatePickerOptions(mode: mode, minuteInterval: minuteInterval, style: style, range: node.span))
    }

    /// `childPane: {external: Name, opening: segue, fragment: CLASS, file: PATH}`: a screen the
    /// app's own code makes. Whether the name is a Swift type name is judged by a check, which
    /// offers one; whether the file is one in the app's bundle, by another (external-pane-file).
    private func decodeExternalPane(_ node: YAMLNode, context: DecodeContext) -> ExternalPane? {
        guard var reader = MappingReader(node, context, what: "an external pane", construct: SpecVocabulary.externalPane) else { return nil }
        let name = reader.required("external", in: "an external pane").flatMap { context.name($0, what: "the name of a screen the app makes") }
        let opening = reader.optional("opening").flatMap { context.option($0, ExternalPane.Opening.self, key: "opening") }
        let fragment = reader.optional("fragment").flatMap { context.name($0, what: "an Android fragment class") }
        let file = reader.optional("file").flatMap { node -> ExternalPane.File? in
            let what = "the file the app's screen is made with (a name or path in the app's bundle)"
            guard let path = context.string(node, what: "a string, \(what)") else { return nil }
            guard !path.value.isEmpty else {
                context.error(.wrongValueType, "expected a non-empty string, \(what), found the empty string", at: node.span)
                return nil
            }
            return ExternalPane.File(path: path, entryRange: reader.entryRemovalRange("file") ?? node.span)
        }
        let selector = reader.optional("selector").flatMap { node -> ExternalPane.Selector? in
            guard let name = context.string(node, what: "an Objective-C selector as a string, the initializer the app's class is made with") else { return nil }
            return ExternalPane.Selector(name: name, entryRange: reader.entryRemovalRange("selector") ?? node.span)
        }
        reader.rejectUnknownKeys(in: "an external pane")
        return name.map { ExternalPane(name: $0, opening: opening, fragment: fragment, file: file, selector: selector) }
    }

    /// `subtitle: <text>`, a string or a localized text as a title is written, or
    /// `subtitle: {<value>: <text>, …}`. A mapping with a `localized` key is a localized text.
    private func decodeSubtitle(_ node: YAMLNode, context: DecodeContext) -> Subtitle? {
        guard let entries = node.mapping, !entries.contains(where: { $0.key.isString("localized") }) else {
            return context.text(node).map { .text($0) }
        }
        guard !entries.isEmpty else {
            context.expected("a subtitle: a text, or a mapping from the field's values to texts, e.g. {true: On, false: Off}", found: node)
            return nil
        }
        // `_`, as in a Swift pattern, stands for every value not listed.
        var otherwise: Located<Text>?
        let values = entries.compactMapPresized { entry -> Subtitle.ValueText? in
            if entry.key.isString("_") {
                otherwise = context.text(entry.value)
                return nil
            }
            guard let value = context.literal(entry.key, what: "a value of the field as a key"), let text = context.text(entry.value) else { return nil }
            return Subtitle.ValueText(value: value, text: text)
        }
        return .byValue(values, otherwise: otherwise, range: node.span)
    }

    /// `{field: value, …}`: every listed field must have its value.
    private func decodeCondition(_ node: YAMLNode, context: DecodeContext) -> Condition? {
        guard let entries = node.mapping, !entries.isEmpty else {
            context.expected("a condition as a mapping from field names to values, e.g. {soundEnabled: true}", found: node)
            return nil
        }
        let clauses = entries.compactMapPresized { entry -> Condition.Clause? in
            guard let field = context.name(entry.key, what: "a field name"),
                let value = context.literal(entry.value, what: "the value the field must have")
            else { return nil }
            return Condition.Clause(field: field, value: value)
        }
        return Condition(clauses: clauses, range: node.span)
    }
}
