/// Builds the androidx.preference tree of one preference screen, the screens it opens
/// nested in it, and collects the texts and arrays the tree refers to.
struct AndroidScreenBuilder {
    let project: Project
    let rules: AndroidExportRules
    var values = AndroidResourceValues()

    init(project: Project) {
        self.project = project
        self.rules = AndroidExportRules(project: project)
    }

    /// The file's root `PreferenceScreen` for `screen`.
    mutating func build(_ screen: PreferenceScreen) -> PreferenceElement {
        var attributes: [PreferenceAttribute] = []
        if let title = screen.title { attributes.append(android("title", text(title.value))) }
        return element("PreferenceScreen", attributes, children: children(of: screen, opening: [screen.name.value]))
    }

    /// The categories and preferences of `screen`; `opening` holds the screens the file
    /// is inside of, which are not nested again (a cycle is an error before any output).
    private mutating func children(of screen: PreferenceScreen, opening: Set<String>) -> [PreferenceElement] {
        let model = project.model(named: screen.model.value)
        var children: [PreferenceElement] = []
        // Sections and items for other platforms only are left out (not-in-android-preferences).
        for (index, section) in screen.sections.enumerated() where AndroidExportRules.isExported(section) {
            var items: [PreferenceElement] = []
            for item in section.items where AndroidExportRules.isExported(item, in: section) {
                if let preference = preference(for: item, on: screen, model: model, opening: opening) { items.append(preference) }
            }
            if let footer = section.footer {
                // androidx has no footer: a row that cannot be selected shows it at the end.
                items.append(element("Preference", [android("selectable", "false"), android("summary", text(footer.value))]))
            }
            // Preferences before the first category form an untitled section, so an
            // untitled first section without a footer or an id needs no category.
            if index == 0 && section.title == nil && section.footer == nil && section.id == nil && !section.isHidden {
                children += items
            } else {
                var attributes: [PreferenceAttribute] = []
                if let id = section.id { attributes.append(android("key", id.value)) }
                if section.isHidden { attributes.append(app("isPreferenceVisible", "false")) }
                if let title = section.title { attributes.append(android("title", text(title.value))) }
                children.append(element("PreferenceCategory", attributes, children: items))
            }
        }
        return children
    }

    // MARK: - Preferences

    /// The key a preference stores `reference` under: its field's `key:`, else its name.
    private static func storedKey(of field: Field?, named name: String) -> String {
        guard let field, field.key != nil else { return name }
        return AndroidText.escapedAttribute(field.storedKey)
    }

    /// The item's preference; nil for what androidx.preference cannot show, which a check reports.
    private mutating func preference(for item: PreferenceItem, on screen: PreferenceScreen, model: Model?, opening: Set<String>) -> PreferenceElement? {
        let field = item.field.flatMap { model?.field(named: $0.value) }
        var name: String
        var attributes: [PreferenceAttribute] = []
        var children: [PreferenceElement] = []
        var title = item.title?.value
        switch item.control {
        case .toggle(_, _?):
            // A switch stores a boolean (not-in-android-preferences).
            return nil
        case .datePicker:
            // androidx.preference has no date or time preference: apps write their own
            // (not-in-android-preferences).
            return nil
        case .toggle(let reference, nil):
            name = item.togglePresentation?.value == .checkbox ? "CheckBoxPreference" : "SwitchPreferenceCompat"
            attributes.append(android("key", Self.storedKey(of: field, named: reference.value)))
            title = title ?? .literal(reference.value)
            if rules.disablesDependentsWhenOn(reference.value, model: screen.model.value) { attributes.append(android("disableDependentsState", "true")) }
        case .slider(let reference, let range), .stepper(let reference, let range):
            guard AndroidExportRules.isSeekBar(field) else { return nil }
            name = "SeekBarPreference"
            attributes.append(android("key", Self.storedKey(of: field, named: reference.value)))
            title = title ?? .literal(reference.value)
            let minimum = range.minimum?.value ?? field?.minimum?.value ?? 0
            let maximum = range.maximum?.value ?? field?.maximum?.value ?? 100
            attributes.append(app("min", Self.integer(minimum)))
            attributes.append(android("max", Self.integer(maximum)))
            if let step = range.step?.value { attributes.append(app("seekBarIncrement", Self.integer(step))) }
            // A stepper's value is what it shows; a seek bar shows its value only when asked.
            if case .stepper = item.control { attributes.append(app("showSeekBarValue", "true")) }
        case .textField(let reference, _):
            name = "EditTextPreference"
            attributes.append(android("key", Self.storedKey(of: field, named: reference.value)))
            title = title ?? .literal(reference.value)
        case .choice(let reference, let options), .multiChoice(let reference, let options):
            let multiple: Bool
            if case .multiChoice = item.control { multiple = true } else { multiple = false }
            name = multiple ? "MultiSelectListPreference" : "ListPreference"
            attributes.append(android("key", Self.storedKey(of: field, named: reference.value)))
            title = title ?? .literal(reference.value)
            // A list whose options the app supplies has none written: the app's fragment
            // gives them (setEntries, setEntryValues) before the list opens.
            let choices = options.isDynamic ? [] : self.choices(options, field: field)
            if !options.isDynamic {
                attributes.append(android("entries", values.arrayReference("\(reference.value)_entries", items: choices.map { arrayItem($0.title) })))
                attributes.append(android("entryValues", values.arrayReference("\(reference.value)_values", items: choices.map { AndroidValue(text: $0.value, span: Self.origin) })))
            }
            if let dialogTitle = options.dialogTitle { attributes.append(android("dialogTitle", text(dialogTitle.value))) }
        case .value(let reference, _):
            // What the row shows is the app's: it gives the preference a summary provider,
            // which looks the value's title up where the spec has a lookup table (reported).
            name = "Preference"
            attributes.append(android("key", Self.storedKey(of: field, named: reference.value)))
            attributes.append(android("selectable", "false"))
            title = title ?? .literal(reference.value)
        case .childPane(let target, _):
            guard !opening.contains(target.value), let child = project.preferenceScreensByName[target.value] else { return nil }
            name = "PreferenceScreen"
            attributes.append(android("key", item.rowKey.map { AndroidText.escapedAttribute($0) } ?? target.value))
            title = title ?? child.title?.value ?? .literal(target.value)
            children = self.children(of: child, opening: opening.union([target.value]))
        case .externalPane(let pane):
            // A Settings.bundle pane file has no Android counterpart (not-in-android-preferences).
            guard pane.openingOrDefault != .file else { return nil }
            // androidx.preference opens the fragment of a preference that names one.
            name = "Preference"
            attributes.append(android("key", item.rowKey.map { AndroidText.escapedAttribute($0) } ?? pane.name.value))
            attributes.append(android("fragment", pane.fragmentClass))
            title = title ?? .literal(pane.name.value)
            // androidx gives the fragment the preference's extras as its arguments.
            if let file = pane.fileGiven {
                children = [element("extra", [android("name", Self.fileExtra), android("value", AndroidText.escapedAttribute(file))])]
            }
        case .button(let action):
            name = "Preference"
            attributes.append(android("key", item.actionKey.map { AndroidText.escapedAttribute($0.text.value) } ?? action.value))
            title = title ?? .literal(action.value)
        case .link(let url):
            // The key only sets the row apart: a row that opens a link stores nothing. Its
            // own, else the URL.
            name = "Preference"
            attributes.append(android("key", AndroidText.escapedAttribute(item.rowKey ?? url.value)))
            title = title ?? .literal(url.value)
            // A localized URL is a string resource, translated like any text.
            children = [element("intent", [android("action", "android.intent.action.VIEW"), android("data", text(item.linkURL ?? .literal(url.value)))])]
        case .intent(let intent):
            // The key only sets the row apart: its own, else the intent's action or class.
            name = "Preference"
            attributes.append(android("key", AndroidText.escapedAttribute(item.actionKey?.text.value ?? intent.defaultKey)))
            title = title ?? .literal(intent.defaultKey)
            let extras = intent.extras.map { extra in
                element("extra", [android("name", AndroidText.escapedAttribute(extra.name.value)), android("value", Self.typedAttribute(extra.value.value))])
            }
            children = [element("intent", intent.attributes.map { android($0.name, AndroidText.escapedAttribute($0.value)) }, children: extras)]
        case .systemSettings(let page):
            // The intent's data is the app's own package, which a resource cannot name: the
            // intent goes without it, for the app to set (not-in-android-preferences).
            name = "Preference"
            attributes.append(android("key", item.rowKey.map { AndroidText.escapedAttribute($0) } ?? page.value.androidAction))
            title = title ?? .literal(page.value.defaultTitle)
            children = [element("intent", [android("action", page.value.androidAction)])]
        case .colorPicker(let reference, let picker):
            // androidx.preference has no colour preference: the rarepebble colorpicker
            // library's, which stores the colour as an ARGB Int and offers opacity unless told.
            name = Self.colorPreferenceClass
            attributes.append(android("key", Self.storedKey(of: field, named: reference.value)))
            title = title ?? .literal(reference.value)
            if !picker.hasAlpha { attributes.append(app("colorpicker_showAlpha", "false")) }
        case .soundPicker(let reference, let picker):
            // The framework's ringtone picker (android.preference), which stores the sound's
            // URI as a String, "" for silence; ringtones, the default and silence unless told.
            name = "RingtonePreference"
            attributes.append(android("key", Self.storedKey(of: field, named: reference.value)))
            title = title ?? .literal(reference.value)
            if picker.soundKind != .ringtone { attributes.append(android("ringtoneType", picker.soundKind.rawValue)) }
            if !picker.offersDefault { attributes.append(android("showDefault", "false")) }
            if !picker.offersSilent { attributes.append(android("showSilent", "false")) }
        case .custom(let row):
            // The app's own preference class draws the row; without one there is nothing to
            // name (not-in-android-preferences). No title is made up: the class may set one.
            guard let androidClass = row.androidClass?.value, CustomRow.isDottedClassName(androidClass) else { return nil }
            name = androidClass
            if let key = row.key { attributes.append(android("key", AndroidText.escapedAttribute(key.value))) }
            // The app's resource where the spec names one (androidDefault), else the value.
            if let reference = row.androidDefault.flatMap({ AndroidResourceReference($0.value) }) {
                attributes.append(android("defaultValue", reference.text))
            } else if let value = row.defaultValue?.value {
                attributes.append(android("defaultValue", Self.typedAttribute(value)))
            }
            // androidx.preference opens the fragment of a preference that names one, whatever
            // its class; a preference screen or a pane file it cannot open from a row of the
            // app's class (not-in-android-preferences).
            if let pane = item.control.openedExternalPane, pane.openingOrDefault != .file {
                attributes.append(android("fragment", pane.fragmentClass))
                if let file = pane.fileGiven {
                    children = [element("extra", [android("name", Self.fileExtra), android("value", AndroidText.escapedAttribute(file))])]
                }
            }
        }
        // The key and the title lead, as Android Studio's templates write them.
        if let title { attributes.insert(android("title", text(title)), at: min(1, attributes.count)) }
        switch AndroidExportRules.summary(of: item) {
        case .fixed(let summary):
            attributes.insert(android("summary", text(summary.value)), at: min(title == nil ? 1 : 2, attributes.count))
        case .byState(let on, let off):
            if let on { attributes.append(android("summaryOn", text(on.value))) }
            if let off { attributes.append(android("summaryOff", text(off.value))) }
        case .notExportable, nil:
            break
        }
        if let defaultValue = self.defaultValue(of: field, for: item.control) { attributes.append(android("defaultValue", defaultValue)) }
        if let dependency = rules.dependency(of: item, on: screen) {
            // The toggle it depends on is found by its stored key.
            attributes.append(android("dependency", Self.storedKey(of: model?.field(named: dependency), named: dependency)))
        }
        if AndroidExportRules.isNotPersistent(item, field: field) { attributes.append(android("persistent", "false")) }
        if item.isHidden { attributes.append(app("isPreferenceVisible", "false")) }
        // The app's drawable of the name, or the image referenced; a name that is neither is
        // left out (not-in-android-preferences).
        if let icon = item.icon?.exportedAndroidReference { attributes.append(android("icon", icon)) }
        // A choice's row shows the chosen option, as the Settings app's does: androidx's list
        // shows it through its simple summary provider, where the item has no subtitle.
        if name == "ListPreference", item.subtitle == nil { attributes.append(app("useSimpleSummaryProvider", "true")) }
        // The app's subclass of the standard class draws the row, with the same attributes.
        if let subclass = item.androidClass?.value, CustomRow.isDottedClassName(subclass) { name = subclass }
        return element(name, attributes, children: children)
    }

    /// The argument an external pane's fragment gets its file in (`file:`).
    static let fileExtra = "file"

    /// The colour preference the export writes and the import reads: the rarepebble
    /// colorpicker library's (com.rarepebble:colorpicker), which the app depends on.
    static let colorPreferenceClass = "com.rarepebble.colorpicker.ColorPreference"

    /// `android:defaultValue`: the app's resource the spec names (`androidDefault:`), else
    /// the field's default as the preference stores it; for a multiple choice, an array of
    /// the chosen values.
    private mutating func defaultValue(of field: Field?, for control: Control) -> String? {
        guard let field else { return nil }
        if let reference = field.androidDefault.flatMap({ AndroidResourceReference($0.value) }) {
            switch control {
            case .value, .button, .link, .intent, .systemSettings, .custom, .childPane, .externalPane: return nil
            default: return reference.text
            }
        }
        guard let defaultValue = field.defaultValue else { return nil }
        switch (control, defaultValue) {
        case (.multiChoice(let reference, _), .list(let literals, _)):
            guard let enumType = field.type.value.enumType else { return nil }
            let chosen = literals.compactMap { LayoutContext.enumCase($0.value, in: enumType).map { AndroidValue(text: Self.rawText($0.rawValue), span: Self.origin) } }
            return values.arrayReference("\(reference.value)_defaults", items: chosen)
        case (.colorPicker, .value(let literal)):
            // The colour preference parses `#RRGGBB` and `#AARRGGBB`: an Int field's ARGB
            // default is written so, as readable as a String field's.
            guard case .int(let argb) = literal.value else { return Self.storedText(literal.value, as: field.type.value).map(AndroidText.escapedAttribute) }
            return ColorValue(argb: argb).map { $0.hex(alpha: true) }
        case (.value, _), (.button, _), (.link, _), (.intent, _), (.systemSettings, _), (.custom, _), (.childPane, _), (.externalPane, _), (_, .list):
            return nil
        case (_, .value(let literal)):
            // Text stays text: aapt would compile a String field's `05` as the number 5.
            guard case .string = literal.value else { return Self.storedText(literal.value, as: field.type.value).map(AndroidText.escapedAttribute) }
            return Self.storedText(literal.value, as: field.type.value).map(AndroidText.escapedTextAttribute)
        }
    }

    /// A literal in an attribute that takes numbers and booleans besides text (an extra's
    /// value, a custom row's default): a number or boolean as its text, which aapt compiles
    /// as one, and a string as text aapt keeps a string.
    static func typedAttribute(_ literal: LiteralValue) -> String {
        guard case .string(let text) = literal else { return AndroidText.escapedAttribute(AndroidIntent.text(of: literal)) }
        return AndroidText.escapedTextAttribute(text)
    }

    // MARK: - Values

    /// A choice's options: listed values, or else every case of the field's enumeration,
    /// each with its title (listed, else the value as written, as the layout shows it).
    private func choices(_ options: ChoiceOptions, field: Field?) -> [(title: Text, value: String)] {
        guard let field else { return [] }
        var values: [(written: String, stored: String)] = []
        if let listed = options.values {
            for literal in listed.value {
                guard let stored = Self.storedText(literal.value, as: field.type.value) else { continue }
                values.append((Self.written(literal.value), stored))
            }
        } else if let enumType = field.type.value.enumType {
            values = enumType.cases.map { ($0.name, Self.rawText($0.rawValue)) }
        }
        let titles = options.titles?.value
        return values.enumerated().map { index, entry in
            let title = titles.flatMap { index < $0.count ? $0[index].value : nil } ?? .literal(entry.written)
            return (title, entry.stored)
        }
    }

    /// The text a preference stores for `literal` in a field of `type`: an enumeration's
    /// case as its raw value; nil when the literal is not of the type.
    static func storedText(_ literal: LiteralValue, as type: FieldType) -> String? {
        switch (type, literal) {
        case (.int, .int(let number)): return String(number)
        case (.float, .int(let number)): return String(Double(number))
        case (.float, .float(let number)): return String(number)
        case (.bool, .bool(let flag)): return flag ? "true" : "false"
        case (.string, .string(let text)): return text
        case (.enumeration(let enumType), _): return LayoutContext.enumCase(literal, in: enumType).map { rawText($0.rawValue) }
        default: return nil
        }
    }

    static func written(_ literal: LiteralValue) -> String {
        switch literal {
        case .string(let text): text
        case .int(let number): String(number)
        case .float(let number): String(number)
        case .bool(let flag): flag ? "true" : "false"
        }
    }

    static func rawText(_ raw: EnumType.RawValue) -> String {
        switch raw {
        case .string(let text): text
        case .int(let number): String(number)
        }
    }

    /// A bound as a seek bar takes it: an integer (the checks hold an Int field's bounds to
    /// whole numbers), clamped to what an Int can hold.
    static func integer(_ number: Double) -> String {
        guard number.isFinite else { return "0" }
        return String(Int64(max(-9.0e18, min(9.0e18, number.rounded()))))
    }

    // MARK: - Texts

    /// An attribute's text: a localized text as `@string/…`; a literal written in place,
    /// escaped as Android's resource compiler reads it.
    private mutating func text(_ text: Text) -> String {
        switch text {
        case .literal(let literal): AndroidText.escapedAttribute(literal)
        case .localized(let key, let fallback): values.stringReference(key: key, fallback: fallback)
        }
    }

    private mutating func arrayItem(_ text: Text) -> AndroidValue {
        switch text {
        case .literal(let literal): AndroidValue(text: literal, span: Self.origin)
        case .localized(let key, let fallback): AndroidValue(text: values.stringReference(key: key, fallback: fallback), isReference: true, span: Self.origin)
        }
    }

    // MARK: - Elements

    static let origin = SourceSpan.startOfFile("xml")

    private func element(_ name: String, _ attributes: [PreferenceAttribute], children: [PreferenceElement] = []) -> PreferenceElement {
        PreferenceElement(name: name, attributes: attributes, children: children, span: Self.origin)
    }

    private func android(_ name: String, _ value: String) -> PreferenceAttribute {
        PreferenceAttribute(namespace: AndroidNamespace.android, localName: name, value: value, nameSpan: Self.origin, valueSpan: Self.origin)
    }

    private func app(_ name: String, _ value: String) -> PreferenceAttribute {
        PreferenceAttribute(namespace: AndroidNamespace.app, localName: name, value: value, nameSpan: Self.origin, valueSpan: Self.origin)
    }
}
