/// Builds one pane's property list from a preference screen, and collects the default
/// texts of its localized titles for the pane's strings table.
struct SettingsBundlePaneBuilder {
    let project: Project
    let names: SettingsBundlePaneNames
    let dialect: SettingsBundleDialect
    /// The pane's file, which the values made here name as where they are from.
    let fileName: String
    /// The strings table's entries, in the order their keys are first used; a key used
    /// again keeps its first text.
    private(set) var strings: [StringsEntry] = []
    private var stringKeys: Set<String> = []

    init(project: Project, names: SettingsBundlePaneNames, dialect: SettingsBundleDialect, fileName: String) {
        self.project = project
        self.names = names
        self.dialect = dialect
        self.fileName = fileName
    }

    typealias Entries = [(String, PropertyList)]

    mutating func build(_ screen: PreferenceScreen, tableName: String) -> PropertyList {
        let model = project.model(named: screen.model.value)
        var specifiers: [PropertyList] = []
        // Sections and items for Android only are left out (not-in-settings-bundle).
        for (index, section) in screen.sections.enumerated() where SettingsBundlePlatforms.isExported(section.platformSet) {
            if let list = section.list {
                // Only InAppSettingsKit has list groups; the Settings app's pane leaves the
                // section out (not-in-settings-app).
                if dialect == .inAppSettingsKit, let group = listGroup(list, of: section, model: model) { specifiers.append(group) }
                continue
            }
            let items = section.items.filter { SettingsBundlePlatforms.isExported(SpecPlatform.effective($0, in: section)) }
            // A dynamic choice the Settings app cannot show heads no group there.
            let startsWithRadio = items.first.map { Self.isRadioChoice($0) && !isLeftOut($0) } ?? false
            // Specifiers before the first group form an untitled section, so an untitled
            // first section needs no group (nor one for some platforms only).
            let needsGroup = !(index == 0 && section.title == nil && section.footer == nil && section.id == nil && section.platforms == nil)
            if needsGroup && !startsWithRadio {
                var group: Entries = [("Type", string("PSGroupSpecifier"))]
                // The app hides a group by its Key (InAppSettingsKit's hidden keys); the Settings app ignores it.
                if let id = section.id { group.append(("Key", string(id.value))) }
                if let title = section.title { group.append(("Title", text(title.value))) }
                if let footer = section.footer { group.append(("FooterText", text(footer.value))) }
                group += platformEntries(section.platformSet)
                specifiers.append(dictionary(group))
            }
            for (position, item) in items.enumerated() {
                // A radio group is a group: the first item of a section carries its title and footer.
                let heading = position == 0 && startsWithRadio ? section : nil
                if let specifier = self.specifier(for: item, model: model, heading: heading, platforms: SpecPlatform.effective(item, in: section)) {
                    specifiers.append(specifier)
                }
            }
        }
        var top: Entries = [("PreferenceSpecifiers", PropertyList(.array(specifiers), at: origin))]
        if let title = screen.title { top.append(("Title", text(title.value))) }
        // A table the spec names is named even without default texts: the app's own tables hold them.
        if !strings.isEmpty || screen.strings != nil { top.append(("StringsTable", string(tableName))) }
        return dictionary(top)
    }

    /// InAppSettingsKit's list group: the list's key (the field's stored key, or the app's
    /// list's), its title, each element's row and the row that adds one as specifiers, and
    /// whether elements are deleted.
    private mutating func listGroup(_ list: PreferenceList, of section: PreferenceSection, model: Model?) -> PropertyList? {
        let key = list.field.map { reference in model?.field(named: reference.value)?.storedKey ?? reference.value } ?? list.key?.value
        guard let key, let row = specifier(for: list.row, model: model, heading: nil, platforms: nil, inList: true) else { return nil }
        var entries: Entries = [("Type", string("IASKListGroupSpecifier")), ("Key", string(key))]
        if let title = section.title { entries.append(("Title", text(title.value))) }
        if let footer = section.footer { entries.append(("FooterText", text(footer.value))) }
        entries.append(("ItemSpecifier", row))
        if let add = list.add, let specifier = specifier(for: add, model: model, heading: nil, platforms: nil, inList: true) {
            entries.append(("AddSpecifier", specifier))
        }
        if list.isDeletable { entries.append(("Deletable", PropertyList(.bool(true), at: origin))) }
        entries += platformEntries(section.platformSet)
        return dictionary(entries)
    }

    /// `Platform` and `SupportedUserInterfaceIdioms` for a row or group of these platforms.
    private func platformEntries(_ platforms: Set<SpecPlatform>?) -> Entries {
        let keys = SettingsBundlePlatforms.keys(for: platforms, dialect: dialect)
        var entries: Entries = []
        if !keys.idioms.isEmpty {
            entries.append(("SupportedUserInterfaceIdioms", PropertyList(.array(keys.idioms.map(string)), at: origin)))
        }
        if let platform = keys.platform { entries.append(("Platform", string(platform))) }
        return entries
    }

    /// The keys that say which pane a child pane specifier, or InAppSettingsKit's custom
    /// view, opens: a pane file's `File`, or InAppSettingsKit's view controller class or
    /// segue (a class made with a file in the app's bundle is given it, with the selector
    /// that passes it: its web view shows a bundled page so).
    private func paneEntries(_ pane: PaneTarget) -> Entries {
        switch pane {
        case .screen(let target):
            guard let base = names.baseName(of: target.value) else { return [] }
            return [("File", string(base))]
        case .external(let pane):
            switch pane.openingOrDefault {
            case .file:
                return [("File", string(pane.name.value))]
            case .viewController, .segue:
                let key = pane.openingOrDefault == .segue ? "IASKSegueIdentifier" : "IASKViewControllerClass"
                var entries: Entries = [(key, string(pane.name.value))]
                if let file = pane.fileGiven { entries.append(("File", string(file))) }
                if let selector = pane.selectorGiven { entries.append(("IASKViewControllerSelector", string(selector))) }
                return entries
            }
        }
    }

    private static func isChildPane(_ item: PreferenceItem) -> Bool {
        if case .childPane = item.control { true } else { false }
    }

    /// A choice whose options the app supplies: the Settings app runs no app code to ask
    /// for them, and a multi value without Values shows nothing to pick (not-in-settings-app).
    private func isLeftOut(_ item: PreferenceItem) -> Bool {
        guard dialect != .inAppSettingsKit, case .choice(_, let options) = item.control else { return false }
        return options.isDynamic
    }

    static func isRadioChoice(_ item: PreferenceItem) -> Bool {
        if case .choice(_, let options) = item.control { return options.presentation == .radio }
        return false
    }

    /// InAppSettingsKit's view controller showing a web page inside the app, and the
    /// initializer it is made with, given the row's File.
    static let webViewControllerClass = "IASKAppSettingsWebViewController"
    static let webViewControllerSelector = "initWithFile:specifier:"

    /// A link's `detail` as `DefaultValue`: InAppSettingsKit shows the value beside the
    /// title as it is written, not looked up in the strings table, so a localized detail goes
    /// as its default text.
    private func appendLinkDetail(of item: PreferenceItem, to entries: inout Entries) {
        guard let detail = item.detail else { return }
        switch detail.value {
        case .literal(let text): entries.append(("DefaultValue", string(text)))
        case .localized(let key, let fallback): entries.append(("DefaultValue", string(fallback ?? key)))
        }
    }

    // MARK: - Specifiers

    /// The item's specifier; nil for what the dialect cannot show, which a check reports.
    /// `inList`: the item is a list section's row, whose Key is only its `key:` (the element
    /// dictionary's entry it shows), and whose title is only the one written.
    private mutating func specifier(
        for item: PreferenceItem, model: Model?, heading: PreferenceSection?, platforms: Set<SpecPlatform>?, inList: Bool = false
    ) -> PropertyList? {
        let field = item.field.flatMap { reference in model?.field(named: reference.value) }
        var entries: Entries
        var title = item.title?.value
        switch item.control {
        case .toggle(let reference, let values):
            entries = [("Type", string("PSToggleSwitchSpecifier")), ("Key", string(field?.storedKey ?? reference.value))]
            title = title ?? .literal(reference.value)
            // Both dialects store TrueValue and FalseValue in place of true and false.
            if let values, let field, let on = storedValue(values.on.value, as: field.type.value, control: nil),
                let off = storedValue(values.off.value, as: field.type.value, control: nil)
            {
                entries.append(("TrueValue", on))
                entries.append(("FalseValue", off))
            }
        case .slider(let reference, let range):
            // The Settings app shows no title beside a slider: only a written one is kept.
            entries = [("Type", string("PSSliderSpecifier")), ("Key", string(field?.storedKey ?? reference.value))]
            entries.append(("MinimumValue", real(range.minimum?.value ?? field?.minimum?.value ?? 0)))
            entries.append(("MaximumValue", real(range.maximum?.value ?? field?.maximum?.value ?? 1)))
        case .textField(let reference, let options):
            // Only InAppSettingsKit has a text view; the Settings app shows one line of it.
            let type = options.isMultiline && dialect == .inAppSettingsKit ? "IASKTextViewSpecifier" : "PSTextFieldSpecifier"
            entries = [("Type", string(type)), ("Key", string(field?.storedKey ?? reference.value))]
            title = title ?? .literal(reference.value)
            textFieldEntries(options, field: field, into: &entries)
        case .choice(let reference, let options):
            guard !isLeftOut(item) else { return nil }
            entries = [("Type", string(options.presentation == .radio ? "PSRadioGroupSpecifier" : "PSMultiValueSpecifier")), ("Key", string(field?.storedKey ?? reference.value))]
            title = title ?? .literal(reference.value)
            // Options the app supplies are none of the file's: InAppSettingsKit asks its
            // delegate for the titles and values of a multi value that lists neither (the
            // Settings app cannot: not-in-settings-app).
            let choices = options.isDynamic ? [] : self.choices(options, field: field)
            if !options.isDynamic {
                entries.append(("Titles", PropertyList(.array(choices.map { text($0.title) }), at: origin)))
                entries.append(("Values", PropertyList(.array(choices.map(\.value)), at: origin)))
            }
            // Checked to pair with the options (short-titles): the Settings app reads both.
            if let shortTitles = options.shortTitles, !options.isDynamic, shortTitles.value.count == choices.count {
                entries.append(("ShortTitles", PropertyList(.array(shortTitles.value.map { text($0.value) }), at: origin)))
            }
            if options.isSortedByTitle { entries.append(("DisplaySortedByTitle", PropertyList(.bool(true), at: origin))) }
            if options.presentation == .radio {
                // The group's title is the section's when the radio group heads it.
                title = heading.map { $0.title?.value } ?? title
                if let footer = heading?.footer { entries.append(("FooterText", text(footer.value))) }
            } else if let footer = options.footer {
                entries.append(("FooterText", text(footer.value)))
            }
        case .value(let reference, let table):
            entries = [("Type", string("PSTitleValueSpecifier")), ("Key", string(field?.storedKey ?? reference.value))]
            title = title ?? .literal(reference.value)
            // The Settings app shows the title listed for the stored value, as a multi value's row does.
            if let table {
                let lookup = choices(table, field: field)
                entries.append(("Titles", PropertyList(.array(lookup.map { text($0.title) }), at: origin)))
                entries.append(("Values", PropertyList(.array(lookup.map(\.value)), at: origin)))
            }
        case .childPane(let target, let shown):
            guard names.baseName(of: target.value) != nil else { return nil }
            entries = [("Type", string("PSChildPaneSpecifier"))] + paneEntries(.screen(target))
            // InAppSettingsKit shows the value stored under a child pane's Key beside its
            // title; the Settings app reads no Key there (not-in-settings-app).
            if let shown, dialect == .inAppSettingsKit {
                entries.append(("Key", string(model?.field(named: shown.value)?.storedKey ?? shown.value)))
                // And its DefaultValue while the store holds none, looked up as a title is.
                if let placeholder = item.valuePlaceholder { entries.append(("DefaultValue", text(placeholder.value))) }
            } else if shown == nil, let key = item.rowKey {
                // The key the app tells the row apart by, read by the app, not by a reader.
                entries.append(("Key", string(key)))
            }
            let screen = project.preferenceScreensByName[target.value]
            title = title ?? screen?.title?.value ?? .literal(target.value)
        case .externalPane(let pane):
            // Only InAppSettingsKit makes a screen of the app's, by class or by segue; a pane
            // file the build adds to the bundle both readers open.
            guard dialect == .inAppSettingsKit || pane.openingOrDefault == .file else { return nil }
            entries = [("Type", string("PSChildPaneSpecifier"))] + paneEntries(.external(pane))
            if let key = item.rowKey { entries.append(("Key", string(key))) }
            title = title ?? .literal(pane.name.value)
        case .button(let action):
            guard dialect == .inAppSettingsKit else { return nil }
            entries = [("Type", string("IASKButtonSpecifier")), ("Key", string(item.exportedActionKey ?? action.value))]
            title = title ?? .literal(action.value)
            // InAppSettingsKit draws a critical button's title in the destructive colour.
            if item.isDestructive { entries.append(("IASKIsCritical", PropertyList(.bool(true), at: origin))) }
        case .intent:
            // Neither the Settings app nor InAppSettingsKit opens an Android intent
            // (not-in-settings-app, not-in-settings-bundle).
            return nil
        case .colorPicker, .soundPicker:
            // Neither has a colour or sound picker: only InAppSettingsKit's custom view
            // specifier, which the app draws itself (not-in-settings-app, not-in-settings-bundle).
            return nil
        case .link(let url) where item.opensInApp && MailtoURL.isMailto(url.value):
            guard dialect == .inAppSettingsKit, let mail = MailtoURL(url.value) else { return nil }
            // InAppSettingsKit's mail composer writes the mail inside the app; its Key, what the
            // app's delegate tells it apart by (not-in-settings-bundle reports a localized URL,
            // written as its default, and header fields the composer has no key for).
            entries = [("Type", string("IASKMailComposeSpecifier"))]
            if let key = item.rowKey { entries.append(("Key", string(key))) }
            for (key, addresses) in [("IASKMailComposeToRecipents", mail.to), ("IASKMailComposeCcRecipents", mail.cc), ("IASKMailComposeBccRecipents", mail.bcc)]
            where !addresses.isEmpty {
                entries.append((key, PropertyList(.array(addresses.map(string)), at: origin)))
            }
            if let subject = mail.subject { entries.append(("IASKMailComposeSubject", string(subject))) }
            if let body = mail.body { entries.append(("IASKMailComposeBody", string(body))) }
            title = title ?? .literal(url.value)
            appendLinkDetail(of: item, to: &entries)
        case .link(let url) where item.opensInApp:
            guard dialect == .inAppSettingsKit else { return nil }
            // InAppSettingsKit's own web view shows the page inside the app. It reads File as
            // written, in no strings table, and a child pane shows no detail without a Key:
            // the default URL, without the detail (not-in-settings-bundle).
            entries = [
                ("Type", string("PSChildPaneSpecifier")), ("File", string(url.value)),
                ("IASKViewControllerClass", string(Self.webViewControllerClass)), ("IASKViewControllerSelector", string(Self.webViewControllerSelector)),
            ]
            if let key = item.rowKey { entries.append(("Key", string(key))) }
            title = title ?? .literal(url.value)
        case .link(let url):
            guard dialect == .inAppSettingsKit else { return nil }
            // A localized URL is its key, which InAppSettingsKit looks up in the strings table.
            entries = [("Type", string("IASKOpenURLSpecifier")), ("File", text(item.linkURL ?? .literal(url.value)))]
            // The key the app tells the row apart by (to hide it, say), read by the app.
            if let key = item.rowKey { entries.append(("Key", string(key))) }
            title = title ?? .literal(url.value)
            appendLinkDetail(of: item, to: &entries)
        case .systemSettings(let page):
            guard dialect == .inAppSettingsKit else { return nil }
            // InAppSettingsKit opens the URL with UIApplication: app-settings: is
            // UIApplication.openSettingsURLString, the app's page in the Settings app.
            entries = [("Type", string("IASKOpenURLSpecifier")), ("File", string(page.value.url))]
            if let key = item.rowKey { entries.append(("Key", string(key))) }
            title = title ?? .literal(page.value.defaultTitle)
            appendLinkDetail(of: item, to: &entries)
        case .datePicker(let reference, let options):
            // Only InAppSettingsKit has a date picker (not-in-settings-app).
            guard dialect == .inAppSettingsKit else { return nil }
            entries = [("Type", string("IASKDatePickerSpecifier")), ("Key", string(field?.storedKey ?? reference.value))]
            title = title ?? .literal(reference.value)
            // What InAppSettingsKit takes when a key is missing is what the spec takes
            // (a date and a time, every minute), so only what the spec writes is written.
            if let mode = options.mode?.value { entries.append(("DatePickerMode", string(Self.iaskName(of: mode)))) }
            if let style = options.style?.value { entries.append(("DatePickerStyle", string(Self.iaskName(of: style)))) }
            if let interval = options.minuteInterval?.value {
                entries.append(("MinuteInterval", PropertyList(.integer(PropertyListInteger(Int64(interval))), at: origin)))
            }
        case .stepper, .multiChoice:
            // Neither the Settings app nor InAppSettingsKit has a specifier for these.
            return nil
        case .custom(let row):
            // InAppSettingsKit asks the app's delegate for the cell and its height; the
            // Settings app has no such row (not-in-settings-app). No title is made up: the
            // app draws the row.
            guard dialect == .inAppSettingsKit else { return nil }
            entries = [("Type", string("IASKCustomViewSpecifier"))]
            if let key = row.key { entries.append(("Key", string(key.value))) }
            if let value = row.defaultValue?.value { entries.append(("DefaultValue", plistValue(value))) }
            // InAppSettingsKit pushes the pane a custom view names when it is tapped, as it
            // pushes a child pane's: the same keys.
            if let pane = row.pane { entries.append(contentsOf: paneEntries(pane)) }
        }
        if inList, item.field != nil {
            // A list row's value is an element of the list, not a value under a key of its own.
            entries.removeAll { $0.0 == "Key" }
            if let key = item.actionKey?.text.value { entries.insert(("Key", string(key)), at: min(1, entries.count)) }
            title = item.title?.value
        }
        if let title { entries.append(("Title", text(title))) }
        // Only InAppSettingsKit shows a subtitle; the Settings app would ignore the key.
        if dialect == .inAppSettingsKit, let subtitle = item.subtitle { entries.append(("IASKSubtitle", self.subtitle(subtitle, field: field))) }
        // Only InAppSettingsKit shows an icon (an asset, else an SF Symbol of the name).
        if dialect == .inAppSettingsKit, let icon = item.icon?.exportedIOSName { entries.append(("IASKCellImage", string(icon))) }
        // A child pane's DefaultValue is a text shown while nothing is stored, not the field's default.
        if let field, !Self.isChildPane(item), let defaultValue = field.defaultValue, case .value(let literal) = defaultValue,
            let stored = storedValue(literal.value, as: field.type.value, control: item.control)
        {
            entries.append(("DefaultValue", stored))
        }
        entries += platformEntries(platforms)
        return dictionary(entries)
    }

    private mutating func textFieldEntries(_ options: TextFieldOptions, field: Field?, into entries: inout Entries) {
        if options.secure { entries.append(("IsSecure", PropertyList(.bool(true), at: origin))) }
        // The keyboard the layout shows: an Int field's is the number pad, a Float field's the decimal one.
        let keyboard = options.keyboard?.value ?? {
            switch field?.type.value {
            case .int?: .number
            case .float?: .decimal
            default: .default
            }
        }()
        if keyboard != .default { entries.append(("KeyboardType", string(Self.keyboardType(keyboard, in: dialect)))) }
        if let capitalization = options.autocapitalization {
            entries.append(("AutocapitalizationType", string(Self.autocapitalizationTypes[capitalization] ?? "None")))
        }
        if let correction = options.autocorrection {
            entries.append(("AutocorrectionType", string(Self.autocorrectionTypes[correction] ?? "Default")))
        }
        if dialect == .inAppSettingsKit, let placeholder = options.placeholder {
            entries.append(("IASKPlaceholder", text(placeholder.value)))
        }
        if dialect == .inAppSettingsKit, let contentType = options.contentType {
            entries.append(("IASKTextContentType", string(contentType.value.inAppSettingsKitName)))
        }
    }

    /// The `KeyboardType` of a text field's keyboard. The Settings app knows five keyboards
    /// and has neither the decimal pad nor the phone pad: numbers and punctuation hold what
    /// a decimal number or a phone number is written with. InAppSettingsKit has both pads.
    static func keyboardType(_ keyboard: TextFieldOptions.Keyboard, in dialect: SettingsBundleDialect) -> String {
        switch keyboard {
        case .default: "Alphabet"
        case .number: "NumberPad"
        case .decimal: dialect == .inAppSettingsKit ? "DecimalPad" : "NumbersAndPunctuation"
        case .numbersAndPunctuation: "NumbersAndPunctuation"
        case .url: "URL"
        case .email: "EmailAddress"
        case .phone: dialect == .inAppSettingsKit ? "PhonePad" : "NumbersAndPunctuation"
        }
    }
    static let autocapitalizationTypes: [TextFieldOptions.Autocapitalization: String] = [
        .none: "None", .words: "Words", .sentences: "Sentences", .all: "AllCharacters",
    ]
    static let autocorrectionTypes: [TextFieldOptions.Autocorrection: String] = [.default: "Default", .enabled: "Yes", .disabled: "No"]

    // MARK: - Values

    /// A choice's options (or a value's lookup table) as the Settings app stores them: listed values, or else every
    /// case of the field's enumeration, each with its title (listed, else the case name or
    /// the value as written, as the layout shows it).
    private func choices(_ options: some TitledValues, field: Field?) -> [(title: Text, value: PropertyList)] {
        guard let field else { return [] }
        var values: [(written: String, value: PropertyList)] = []
        if let listed = options.values {
            for literal in listed.value {
                guard let value = storedValue(literal.value, as: field.type.value, control: nil) else { continue }
                let written: String
                switch literal.value {
                case .string(let text): written = text
                case .int(let number): written = String(number)
                case .float(let number): written = String(number)
                case .bool(let flag): written = flag ? "true" : "false"
                }
                values.append((written, value))
            }
        } else if let enumType = field.type.value.enumType {
            values = enumType.cases.map { ($0.name, rawValue($0.rawValue)) }
        }
        return values.enumerated().map { index, entry in
            let titles = options.titles?.value
            let title = titles.flatMap { index < $0.count ? $0[index].value : nil } ?? .literal(entry.written)
            return (title, entry.value)
        }
    }

    /// A literal as the value the Settings app stores for a field of `type`: an
    /// enumeration's case as its raw value, an integer as a real in a Float field (or
    /// under a slider, which stores reals). Nil when the literal is not of the type.
    private func storedValue(_ literal: LiteralValue, as type: FieldType, control: Control?) -> PropertyList? {
        if case .slider? = control, let number = literal.number { return real(number) }
        switch (type, literal) {
        case (.int, .int(let number)): return PropertyList(.integer(PropertyListInteger(Int64(number))), at: origin)
        case (.float, .int(let number)): return real(Double(number))
        case (.float, .float(let number)): return real(number)
        case (.bool, .bool(let flag)): return PropertyList(.bool(flag), at: origin)
        case (.string, .string(let text)): return string(text)
        case (.date, .string(let text)):
            return SpecDate.secondsSinceReferenceDate(text).map { PropertyList(.date($0), at: origin) }
        case (.enumeration(let enumType), _):
            return LayoutContext.enumCase(literal, in: enumType).map { rawValue($0.rawValue) }
        default: return nil
        }
    }

    /// InAppSettingsKit's `DatePickerMode` word: `Date`, `Time`, `DateAndTime`.
    static func iaskName(of mode: DatePickerOptions.Mode) -> String {
        switch mode {
        case .date: "Date"
        case .time: "Time"
        case .dateAndTime: "DateAndTime"
        }
    }

    /// InAppSettingsKit's `DatePickerStyle` word: `Compact`, `Wheels`, `Inline`.
    static func iaskName(of style: DatePickerOptions.Style) -> String {
        switch style {
        case .compact: "Compact"
        case .wheels: "Wheels"
        case .inline: "Inline"
        }
    }

    private func rawValue(_ raw: EnumType.RawValue) -> PropertyList {
        switch raw {
        case .string(let text): string(text)
        case .int(let number): PropertyList(.integer(PropertyListInteger(Int64(number))), at: origin)
        }
    }

    // MARK: - Texts

    /// `IASKSubtitle`: a text as a title is written; by value, a dictionary from the value
    /// as InAppSettingsKit spells it (`YES` and `NO` for a Bool, a raw value for a case, the
    /// number or string written) to its text.
    private mutating func subtitle(_ subtitle: Subtitle, field: Field?) -> PropertyList {
        switch subtitle {
        case .text(let value):
            return text(value.value)
        case .byValue(let entries, let otherwise, _):
            var keyed: Entries = []
            for entry in entries {
                guard let field, let key = Self.subtitleKey(entry.value.value, type: field.type.value), !keyed.contains(where: { $0.0 == key })
                else { continue }
                keyed.append((key, text(entry.text.value)))
            }
            // InAppSettingsKit shows `__default__`'s text for a value it finds no key for.
            if let otherwise { keyed.append((Self.otherValuesSubtitleKey, text(otherwise.value))) }
            return dictionary(keyed)
        }
    }

    /// The key of `IASKSubtitle`'s text for every value it does not list.
    static let otherValuesSubtitleKey = "__default__"

    static func subtitleKey(_ literal: LiteralValue, type: FieldType) -> String? {
        switch (type, literal) {
        case (.bool, .bool(let flag)): return flag ? "YES" : "NO"
        case (.int, .int(let number)): return String(number)
        case (.float, .int(let number)): return String(number)
        // As Foundation describes a number: a whole one without a fraction.
        case (.float, .float(let number)):
            return number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case (.string, .string(let text)): return xmlSafe(text)
        case (.enumeration(let enumType), _):
            switch LayoutContext.enumCase(literal, in: enumType)?.rawValue {
            case .string(let text)?: return xmlSafe(text)
            case .int(let number)?: return String(number)
            case nil: return nil
            }
        default: return nil
        }
    }

    /// A text as a specifier holds it: a literal as itself; a localization key as the key,
    /// its default text going to the pane's strings table.
    private mutating func text(_ text: Text) -> PropertyList {
        switch text {
        case .literal(let literal):
            return string(literal)
        case .localized(let key, let fallback):
            if let fallback, stringKeys.insert(key).inserted {
                let span = SourceSpan.startOfFile(fileName)
                strings.append(StringsEntry(key: Self.xmlSafe(key), value: Self.xmlSafe(fallback), keySpan: span, valueSpan: span))
            }
            return string(key)
        }
    }

    // MARK: - Property list values

    private var origin: SourceSpan { .startOfFile(fileName) }

    private func string(_ text: String) -> PropertyList { PropertyList(.string(Self.xmlSafe(text)), at: origin) }

    private func real(_ number: Double) -> PropertyList { PropertyList(.real(number), at: origin) }

    /// A literal as the property list value of its own type (a custom row's default, which
    /// no field types).
    private func plistValue(_ literal: LiteralValue) -> PropertyList {
        switch literal {
        case .bool(let flag): PropertyList(.bool(flag), at: origin)
        case .int(let number): PropertyList(.integer(PropertyListInteger(Int64(number))), at: origin)
        case .float(let number): real(number)
        case .string(let text): string(text)
        }
    }

    private func dictionary(_ entries: Entries) -> PropertyList {
        PropertyList(.dictionary(PropertyListDictionary(entries.map { PropertyListDictionary.Entry(key: $0.0, keySpan: origin, value: $0.1) })), at: origin)
    }

    /// `text` with each character XML cannot hold (C0 controls other than tab, line feed
    /// and carriage return, U+FFFE, U+FFFF) replaced by U+FFFD, so that every pane is a
    /// property list any parser reads.
    static func xmlSafe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { !MarkupReader.isXMLCharacter($0) }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { MarkupReader.isXMLCharacter($0) ? $0 : "\u{FFFD}" }))
    }
}
