/// A settings screen built from its definition alone: sections of items, each item
/// binding a model field through a control.
public final class PreferenceScreen: Sendable {
    public let name: Located<String>
    public let model: Located<String>
    public let title: Located<Text>?
    public let sections: [PreferenceSection]
    /// The app opens this screen itself (`entry: true`). When no screen of a project says
    /// so, every screen that nothing else opens counts as an entry.
    public let isEntry: Bool
    /// The strings table every localized text of the screen is looked up in (`strings:`),
    /// where the spec names one; else the table named like the screen's exported pane.
    public let strings: Located<String>?
    public let range: SourceSpan
    /// Where the list of sections was written, when it was.
    public let sectionsRange: SourceSpan?
    /// Some of what the screen was written with could not be read (a section, an item, a
    /// misspelt key): it may hold child panes the lists here lack.
    public let isPartlyUnread: Bool

    public init(
        name: Located<String>, model: Located<String>, title: Located<Text>?, sections: [PreferenceSection], isEntry: Bool = false,
        strings: Located<String>? = nil, isPartlyUnread: Bool = false, range: SourceSpan, sectionsRange: SourceSpan? = nil
    ) {
        self.strings = strings
        self.name = name
        self.model = model
        self.title = title
        self.sections = sections
        // Made to length: `flatMap` grew the list by doubling, up to half of it unused.
        var items: [PreferenceItem] = []
        items.reserveCapacity(sections.reduce(0) { $0 + ($1.list.map { $0.add == nil ? 1 : 2 } ?? $1.items.count) })
        var listRows: [ObjectIdentifier: Int] = [:]
        for (index, section) in sections.enumerated() {
            if let list = section.list {
                for row in list.items {
                    listRows[ObjectIdentifier(row)] = index
                    items.append(row)
                }
            } else {
                items.append(contentsOf: section.items)
            }
        }
        self.items = items
        self.listRowSections = listRows
        self.childPanes = items.compactMap { item in
            guard let target = item.control.openedScreen else { return nil }
            return ChildPane(target: target, item: item)
        }
        self.isEntry = isEntry
        self.isPartlyUnread = isPartlyUnread || sections.contains(where: \.isPartlyUnread)
        self.range = range
        self.sectionsRange = sectionsRange
    }

    /// Every section's items, in order; kept with the sections because nearly every check
    /// walks them, many times over. For a list section, its rows take the place of items:
    /// the element's row, then the row that adds one (see `list(containing:)`).
    public let items: [PreferenceItem]

    /// The index of the list section each list row belongs to, by the row's identity.
    private let listRowSections: [ObjectIdentifier: Int]

    /// Whether the item is a row of one of the screen's list sections (drawn once for each
    /// element of the list, or the row that adds one), not a row of its own.
    public func isListRow(_ item: PreferenceItem) -> Bool {
        !listRowSections.isEmpty && listRowSections[ObjectIdentifier(item)] != nil
    }

    /// The list whose row (element's or adding) the item is; nil for any other item.
    public func list(containing item: PreferenceItem) -> PreferenceList? {
        guard !listRowSections.isEmpty, let index = listRowSections[ObjectIdentifier(item)] else { return nil }
        return sections[index].list
    }

    /// The index of the list section whose row the item is; nil for any other item.
    public func listSectionIndex(containing item: PreferenceItem) -> Int? {
        listRowSections.isEmpty ? nil : listRowSections[ObjectIdentifier(item)]
    }

    /// The items that open another screen, in order. The checks that follow child panes
    /// across the whole project read only these: finding them among every item of every
    /// screen read the whole spec model from memory for a handful of references.
    public let childPanes: [ChildPane]

    public struct ChildPane: Sendable {
        /// The screen the item opens.
        public let target: Located<String>
        public let item: PreferenceItem
    }
}

public final class PreferenceSection: Sendable {
    public let title: Located<Text>?
    public let items: [PreferenceItem]
    public let range: SourceSpan
    /// Some of what the section was written with could not be read (an item, a misspelt
    /// key): it is not as empty as `items` may make it look.
    public let isPartlyUnread: Bool
    /// What a section says beyond its title and items: few sections say any of it.
    private let rare: SparseParts<RarePart>

    private enum RarePart: Sendable {
        case id(Located<String>)
        case footer(Located<Text>)
        case visibleWhen(Condition)
        case hidden(Located<Bool>)
        case platforms(PlatformList)
        case noteKey(SourceSpan)
        case titleKey(SourceSpan)
        case list(PreferenceList)
    }

    /// `title` is the section's header, written as `title` or, for a section meant to have
    /// no rows, as `note` (whose key is `noteKey`). `titleKey`, the key `title`, is kept only
    /// where a check may need to replace it: beside a note, or in a section without items.
    public init(
        id: Located<String>? = nil, title: Located<Text>?, footer: Located<Text>?, visibleWhen: Condition? = nil, hidden: Located<Bool>? = nil,
        platforms: PlatformList? = nil, noteKey: SourceSpan? = nil, titleKey: SourceSpan? = nil, items: [PreferenceItem], list: PreferenceList? = nil,
        isPartlyUnread: Bool = false, range: SourceSpan
    ) {
        self.title = title
        self.items = items
        self.isPartlyUnread = isPartlyUnread
        self.range = range
        var rare: [RarePart] = []
        if let id { rare.append(.id(id)) }
        if let footer { rare.append(.footer(footer)) }
        if let visibleWhen { rare.append(.visibleWhen(visibleWhen)) }
        if let hidden { rare.append(.hidden(hidden)) }
        if let platforms { rare.append(.platforms(platforms)) }
        if let noteKey { rare.append(.noteKey(noteKey)) }
        if let titleKey { rare.append(.titleKey(titleKey)) }
        if let list { rare.append(.list(list)) }
        self.rare = SparseParts(rare)
    }

    /// The section's list (`list: {field: F, row: …, add: …}`), where the section is one:
    /// a row for each element of a list, in place of items; nil for a section of items.
    public var list: PreferenceList? { rare.first { if case .list(let list) = $0 { list } else { nil } } }

    /// The name the app knows the section by (to hide it, say); unique in its screen.
    public var id: Located<String>? { rare.first { if case .id(let id) = $0 { id } else { nil } } }
    public var footer: Located<Text>? { rare.first { if case .footer(let footer) = $0 { footer } else { nil } } }
    /// Show the section, and so its items, only while the condition holds.
    public var visibleWhen: Condition? { rare.first { if case .visibleWhen(let condition) = $0 { condition } else { nil } } }
    /// Hidden until the app shows it (`hidden: true`), where it is written; nil when the
    /// spec does not say.
    public var hidden: Located<Bool>? { rare.first { if case .hidden(let hidden) = $0 { hidden } else { nil } } }
    /// The platforms the section, and so its items, exists on (`platforms: [iOS, …]`),
    /// where it is written; nil when the spec does not say (every platform).
    public var platforms: PlatformList? { rare.first { if case .platforms(let platforms) = $0 { platforms } else { nil } } }

    /// The key `note`, where the section's header was written as a note: text shown between
    /// sections, in a section that has no rows by design.
    public var noteKey: SourceSpan? { rare.first { if case .noteKey(let key) = $0 { key } else { nil } } }
    /// Whether the section is a note (`note:` in place of `title:`).
    public var isNote: Bool { noteKey != nil }
    /// The key `title`, where it was written beside a note or in a section without items.
    public var titleKey: SourceSpan? { rare.first { if case .titleKey(let key) = $0 { key } else { nil } } }

    /// Whether the section is hidden until the app shows it.
    public var isHidden: Bool { hidden?.value ?? false }

    /// The platforms the section is on; nil for every platform.
    public var platformSet: Set<SpecPlatform>? { platforms?.platforms }
}

/// A list section's list: one row for each element of a list the preference store keeps
/// (InAppSettingsKit's list group), an optional last row that adds an element, and whether
/// the user may delete elements.
public final class PreferenceList: Sendable {
    /// The list field of the screen's model whose elements the rows show (`field: F`);
    /// nil for a list the app stores itself.
    public let field: Located<String>?
    /// The key of a list the app stores and edits itself (`key: K`), elements the rows
    /// bind no field for (dictionaries); nil for a field's list.
    public let key: Located<String>?
    /// How each element's row is drawn (`row:`).
    public let row: PreferenceItem
    /// The last row, which adds an element (`add:`); nil when elements are not added.
    public let add: PreferenceItem?
    /// `deletable:`, where written; nil when the spec does not say (not deletable).
    public let deletable: Located<Bool>?
    /// Where the list's mapping is written.
    public let range: SourceSpan

    public init(
        field: Located<String>?, key: Located<String>?, row: PreferenceItem, add: PreferenceItem?, deletable: Located<Bool>?, range: SourceSpan
    ) {
        self.field = field
        self.key = key
        self.row = row
        self.add = add
        self.deletable = deletable
        self.range = range
    }

    /// Whether the user may delete an element (swipe to delete).
    public var isDeletable: Bool { deletable?.value ?? false }

    /// The element's row, then the row that adds one, where there is one.
    public var items: [PreferenceItem] { add.map { [row, $0] } ?? [row] }

    /// The controls an element's row may be drawn with.
    public static let rowKinds = ["value", "textField", "choice", "childPane", "button", "custom"]
    /// The controls the row that adds an element may be drawn with.
    public static let addKinds = ["textField", "choice", "childPane", "button", "custom"]
}

public final class PreferenceItem: Sendable {
    // In this order, the properties leave no padding between them: every item is 16 bytes
    // smaller in the allocator than with the title after the control's range.
    public let control: Control
    public let title: Located<Text>?
    /// The control key (`toggle: volume`): where the control and its target are written.
    public let controlRange: SourceSpan
    public let range: SourceSpan
    /// What an item says beyond its control and title: few items say any of it, and most
    /// that do say one part (a condition, a subtitle).
    private let rare: SparseParts<RarePart>

    private enum RarePart: Sendable {
        case visibleWhen(Condition)
        case enabledWhen(Condition)
        case subtitle(Subtitle)
        case presents(SheetPresentation)
        case destructive(Located<Bool>)
        case detail(Located<Text>)
        case urlLocalizationKey(Located<String>)
        case hidden(Located<Bool>)
        case actionKey(StoredKey)
        case togglePresentation(Located<TogglePresentation>)
        case platforms(PlatformList)
        case inApp(Located<Bool>)
        case androidClass(Located<String>, entryRange: SourceSpan)
        case valuePlaceholder(Located<Text>, entryRange: SourceSpan)
        // Boxed: the icon is larger than every other part, which would grow them all.
        indirect case icon(ItemIcon)
    }

    public init(
        control: Control, controlRange: SourceSpan, title: Located<Text>?, subtitle: Subtitle? = nil, visibleWhen: Condition?,
        enabledWhen: Condition?, presents: SheetPresentation? = nil, destructive: Located<Bool>? = nil,
        detail: Located<Text>? = nil, urlLocalizationKey: Located<String>? = nil, hidden: Located<Bool>? = nil,
        actionKey: StoredKey? = nil, togglePresentation: Located<TogglePresentation>? = nil, platforms: PlatformList? = nil,
        inApp: Located<Bool>? = nil, androidClass: Located<String>? = nil,
        androidClassEntryRange: SourceSpan? = nil, icon: ItemIcon? = nil, valuePlaceholder: Located<Text>? = nil,
        valuePlaceholderEntryRange: SourceSpan? = nil, range: SourceSpan
    ) {
        self.control = control
        self.controlRange = controlRange
        self.title = title
        self.range = range
        var rare: [RarePart] = []
        if let visibleWhen { rare.append(.visibleWhen(visibleWhen)) }
        if let enabledWhen { rare.append(.enabledWhen(enabledWhen)) }
        if let subtitle { rare.append(.subtitle(subtitle)) }
        if let presents { rare.append(.presents(presents)) }
        if let destructive { rare.append(.destructive(destructive)) }
        if let detail { rare.append(.detail(detail)) }
        if let urlLocalizationKey { rare.append(.urlLocalizationKey(urlLocalizationKey)) }
        if let hidden { rare.append(.hidden(hidden)) }
        if let actionKey { rare.append(.actionKey(actionKey)) }
        if let togglePresentation { rare.append(.togglePresentation(togglePresentation)) }
        if let platforms { rare.append(.platforms(platforms)) }
        if let inApp { rare.append(.inApp(inApp)) }
        if let androidClass { rare.append(.androidClass(androidClass, entryRange: androidClassEntryRange ?? androidClass.range)) }
        if let icon { rare.append(.icon(icon)) }
        if let valuePlaceholder {
            rare.append(.valuePlaceholder(valuePlaceholder, entryRange: valuePlaceholderEntryRange ?? valuePlaceholder.range))
        }
        self.rare = SparseParts(rare)
    }

    public var visibleWhen: Condition? { rare.first { if case .visibleWhen(let condition) = $0 { condition } else { nil } } }
    public var enabledWhen: Condition? { rare.first { if case .enabledWhen(let condition) = $0 { condition } else { nil } } }
    /// Shown under the title (a summary), when the spec gives one.
    public var subtitle: Subtitle? { rare.first { if case .subtitle(let subtitle) = $0 { subtitle } else { nil } } }
    /// The action sheet a button shows; its row is where an iPad anchors the sheet.
    public var presents: SheetPresentation? { rare.first { if case .presents(let presents) = $0 { presents } else { nil } } }
    /// A button whose action destroys something (`destructive: true`), where it is written;
    /// nil when the spec does not say.
    public var destructive: Located<Bool>? { rare.first { if case .destructive(let destructive) = $0 { destructive } else { nil } } }
    /// A link's short text beside its title (the site it opens, say).
    public var detail: Located<Text>? { rare.first { if case .detail(let detail) = $0 { detail } else { nil } } }
    /// The localization key of a link's URL (`link: {localized: KEY, default: URL}`), whose
    /// translations give another URL for each language; the control holds the default URL.
    public var urlLocalizationKey: Located<String>? { rare.first { if case .urlLocalizationKey(let key) = $0 { key } else { nil } } }
    /// Hidden until the app shows it (`hidden: true`: on a platform version that has what
    /// it sets, say), where it is written; nil when the spec does not say.
    public var hidden: Located<Bool>? { rare.first { if case .hidden(let hidden) = $0 { hidden } else { nil } } }
    /// A button's `key: "…"`: what an exported button is told apart by (InAppSettingsKit's
    /// `Key`, `android:key`) when it is not the action's name; on a link opening an intent,
    /// its `android:key` when it is not the intent's action; on a child pane, the key the
    /// app tells its row apart by (the one account of several a shared screen edits, say),
    /// its `Key` and `android:key`; nil when not written.
    public var actionKey: StoredKey? { rare.first { if case .actionKey(let key) = $0 { key } else { nil } } }
    /// How a toggle is drawn (`presentation: checkbox`), where it is written; nil when the
    /// spec does not say.
    public var togglePresentation: Located<TogglePresentation>? {
        rare.first { if case .togglePresentation(let presentation) = $0 { presentation } else { nil } }
    }
    /// The platforms the item exists on (`platforms: [iOS, …]`), where it is written; nil
    /// when the spec does not say (every platform its section is on).
    public var platforms: PlatformList? { rare.first { if case .platforms(let platforms) = $0 { platforms } else { nil } } }
    /// A URL link's `inApp:` (`link: {url: URL, inApp: true}`): whether its page opens
    /// inside the app rather than in the browser, where it is written; nil when the spec
    /// does not say.
    public var inApp: Located<Bool>? { rare.first { if case .inApp(let inApp) = $0 { inApp } else { nil } } }
    /// The app's subclass of the standard preference the Android export writes for the row
    /// (`androidClass: org.example.app.MaterialListPreference`), where it is written: a
    /// toggle's, choice's, multiple choice's, text field's, slider's or stepper's; nil when
    /// the spec does not say (the standard class).
    public var androidClass: Located<String>? { rare.first { if case .androidClass(let name, _) = $0 { name } else { nil } } }
    /// The whole `androidClass` entry of the item's mapping with what separates it from its
    /// neighbours, which removing the key removes; nil where it is not written.
    public var androidClassEntryRange: SourceSpan? { rare.first { if case .androidClass(_, let range) = $0 { range } else { nil } } }
    /// The picture beside the row's title (`icon: NAME`, or `icon: {ios: NAME, android:
    /// NAME}`), where it is written; nil when the row has none.
    public var icon: ItemIcon? { rare.first { if case .icon(let icon) = $0 { icon } else { nil } } }
    /// A child pane's `placeholder:`: the text its row shows beside the title while the
    /// field it shows (`value:`) holds no value, where it is written; nil when the spec does
    /// not say (the row shows nothing there).
    public var valuePlaceholder: Located<Text>? { rare.first { if case .valuePlaceholder(let text, _) = $0 { text } else { nil } } }
    /// The whole `placeholder` entry of a child pane's mapping with what separates it from
    /// its neighbours, which removing the key removes; nil where it is not written.
    public var valuePlaceholderEntryRange: SourceSpan? {
        rare.first { if case .valuePlaceholder(_, let range) = $0 { range } else { nil } }
    }

    /// What an exported button is told apart by: its `key:`, else its action's name; nil
    /// for another control.
    public var exportedActionKey: String? {
        guard case .button(let action) = control else { return nil }
        return actionKey?.text.value ?? action.value
    }

    /// The key an exported row is told apart by, where it has one: a button's `key:` or else
    /// its action's name, an intent link's `key:` or else its action or class, a child
    /// pane's or another link's `key:`, a custom row's key; nil for another row, and for a
    /// child pane or a link without one.
    public var rowKey: String? {
        switch control {
        case .button(let action): actionKey?.text.value ?? action.value
        case .intent(let intent): actionKey?.text.value ?? intent.defaultKey
        case .childPane, .externalPane, .link, .systemSettings: actionKey?.text.value
        case .custom(let row): row.key?.value
        default: nil
        }
    }

    /// The model field the item binds, if its control binds one.
    public var field: Located<String>? { control.field }

    /// The URL a link opens as text: the URL, or its localization key with the URL as default.
    public var linkURL: Text? {
        guard case .link(let url) = control else { return nil }
        return urlLocalizationKey.map { .localized(key: $0.value, fallback: url.value) } ?? .literal(url.value)
    }

    /// Whether the item is a link to a URL whose page opens inside the app (a web view)
    /// rather than in the browser.
    public var opensInApp: Bool {
        guard case .link = control else { return false }
        return inApp?.value ?? false
    }

    /// Whether the item is a button shown as destroying something (in red, say).
    public var isDestructive: Bool { destructive?.value ?? false }

    /// Whether the item is hidden until the app shows it.
    public var isHidden: Bool { hidden?.value ?? false }
}

/// How a toggle is drawn: the same two states either way, as a switch or a checkbox.
public enum TogglePresentation: String, Sendable, CaseIterable {
    case `switch`, checkbox
}

/// Which page of the system's settings a row opens (`link: {systemSettings: app}`).
public enum SystemSettingsPage: String, Sendable, CaseIterable {
    /// The app's own page: `UIApplication.openSettingsURLString` (`app-settings:`) on iOS,
    /// `Settings.ACTION_APPLICATION_DETAILS_SETTINGS` for the app's package on Android.
    case app

    /// The URL that opens the page on iOS.
    public var url: String {
        switch self {
        case .app: "app-settings:"
        }
    }

    /// The title of a row that gives none.
    public var defaultTitle: String {
        switch self {
        case .app: "App Settings"
        }
    }

    /// The action of the Android intent that opens the page.
    public var androidAction: String {
        switch self {
        case .app: "android.settings.APPLICATION_DETAILS_SETTINGS"
        }
    }
}

/// The text an item shows under its title: one text, localizable like a title, or a text
/// for each value of the bound field (`{true: On, false: Off}`).
public enum Subtitle: Sendable {
    case text(Located<Text>)
    /// The text shown while the field holds each listed value; for another value, or none,
    /// the `otherwise` text (written under the key `_`), or no subtitle without one.
    case byValue([ValueText], otherwise: Located<Text>?, range: SourceSpan)

    public struct ValueText: Sendable {
        public var value: Literal
        public var text: Located<Text>

        public init(value: Literal, text: Located<Text>) {
            self.value = value
            self.text = text
        }
    }

    /// Where the subtitle is written.
    public var range: SourceSpan {
        switch self {
        case .text(let text): text.range
        case .byValue(_, _, let range): range
        }
    }

    /// The text shown whatever the field holds; nil for a subtitle that depends on the value.
    public var fixedText: Located<Text>? {
        switch self {
        case .text(let text): text
        case .byValue: nil
        }
    }

    /// Every text the subtitle may show.
    public var texts: [Located<Text>] {
        switch self {
        case .text(let text): [text]
        case .byValue(let entries, let otherwise, _): entries.map(\.text) + (otherwise.map { [$0] } ?? [])
        }
    }
}

/// What an item shows and edits.
///
/// Indirect: its payloads are large (ranges and option lists with their source ranges), and
/// every check that looks at an item's control would otherwise copy all of them.
public indirect enum Control: Sendable {
    /// A switch; with `values`, it stores them rather than true and false
    /// (`toggle: {field: F, on: V, off: W}`).
    case toggle(field: Located<String>, ToggleValues?)
    case slider(field: Located<String>, NumericRange)
    case stepper(field: Located<String>, NumericRange)
    case textField(field: Located<String>, TextFieldOptions)
    case choice(field: Located<String>, ChoiceOptions)
    case multiChoice(field: Located<String>, ChoiceOptions)
    /// A read-only title and value; with a lookup table, the value is shown through its title.
    case value(field: Located<String>, ValueTitles?)
    /// Opens another preference screen; `value`, where written, is the field whose current
    /// value the row shows beside its title.
    case childPane(screen: Located<String>, value: Located<String>?)
    /// A date, a time of day or both, picked for a Date field
    /// (`datePicker: {field: F, mode: time, minuteInterval: 15, style: wheels}`).
    case datePicker(field: Located<String>, DatePickerOptions)
    /// Opens a screen the app's own code makes (`childPane: {external: Name}`).
    case externalPane(ExternalPane)
    /// Runs an action the app names.
    case button(action: Located<String>)
    case link(url: Located<String>)
    /// Opens another app's or the system's screen through an Android intent
    /// (`link: {intent: {action: A, extras: {…}}}`).
    case intent(AndroidIntent)
    /// Opens one of the app's pages in the system's settings (`link: {systemSettings: app}`):
    /// on iOS the app's page in the Settings app, on Android its application details.
    case systemSettings(Located<SystemSettingsPage>)
    /// A colour well (`colorPicker: F`, `colorPicker: {field: F, alpha: false}`): a String
    /// field holds `#RRGGBB` or `#AARRGGBB`, an Int field an ARGB integer as Android's does.
    case colorPicker(field: Located<String>, ColorPickerOptions)
    /// A system sound picker (`soundPicker: F`, `soundPicker: {field: F, sounds: alarm}`): a
    /// String field holds the chosen sound's URI, "" for silence.
    case soundPicker(field: Located<String>, SoundPickerOptions)
    /// A row the app's own code draws and stores (`custom: themePicker`,
    /// `custom: {key: K, android: org.example.ThemePreference}`): the spec says where it is,
    /// the key the app finds it by and its title.
    case custom(CustomRow)

    /// The spelling used in specs: `toggle`, `slider`, …
    public var kindName: String {
        switch self {
        case .toggle: "toggle"
        case .slider: "slider"
        case .stepper: "stepper"
        case .textField: "textField"
        case .choice: "choice"
        case .multiChoice: "multiChoice"
        case .value: "value"
        case .datePicker: "datePicker"
        case .childPane, .externalPane: "childPane"
        case .button: "button"
        case .link, .intent, .systemSettings: "link"
        case .colorPicker: "colorPicker"
        case .soundPicker: "soundPicker"
        case .custom: "custom"
        }
    }

    public static let kindNames = SpecVocabulary.controlKeys.map(\.name)

    /// The preference screen the row opens: a child pane's, or a custom row's `childPane:`;
    /// nil for another row.
    public var openedScreen: Located<String>? {
        switch self {
        case .childPane(let screen, _): screen
        case .custom(let row): if case .screen(let screen)? = row.pane { screen } else { nil }
        default: nil
        }
    }

    /// The screen made outside the specs the row opens: an external pane's, or a custom
    /// row's `childPane: {external: Name}`; nil for another row.
    public var openedExternalPane: ExternalPane? {
        switch self {
        case .externalPane(let pane): pane
        case .custom(let row): if case .external(let pane)? = row.pane { pane } else { nil }
        default: nil
        }
    }

    public var field: Located<String>? {
        switch self {
        case .toggle(let field, _), .slider(let field, _), .stepper(let field, _), .textField(let field, _),
            .choice(let field, _), .multiChoice(let field, _), .value(let field, _), .colorPicker(let field, _), .soundPicker(let field, _), .datePicker(let field, _):
            field
        case .childPane(_, let shown):
            shown
        case .externalPane, .button, .link, .intent, .systemSettings, .custom:
            nil
        }
    }
}

/// What a row opens as a child pane does (`childPane:`): one of the project's preference
/// screens, or a screen made outside the specs (`childPane: {external: Name}`).
public enum PaneTarget: Sendable {
    case screen(Located<String>)
    case external(ExternalPane)
}

/// A row the app draws itself: InAppSettingsKit's `IASKCustomViewSpecifier`, an Android
/// preference of the app's own class. A class: few items are custom rows, and a control's
/// payload is as large as its largest part.
public final class CustomRow: Sendable {
    /// The key the app finds the row by (InAppSettingsKit's `Key`, `android:key`); nil for a
    /// list section's row written without one, which the app finds by the list's key and
    /// the element's index.
    public let key: Located<String>?
    /// The pane the row opens when tapped, as a child pane opens it (`childPane:`):
    /// InAppSettingsKit pushes a custom view's `File` or view controller so; nil when the
    /// spec names none.
    public let pane: PaneTarget?
    /// The app's preference class the Android export writes (`android:`), a dotted Java
    /// class name; nil when not written.
    public let androidClass: Located<String>?
    /// The value the app's row starts with (`default:`), written as the specifier's
    /// `DefaultValue` and `android:defaultValue`; nil when not written.
    public let defaultValue: Literal?
    /// The resource of the app's that the Android preference reads its default from
    /// (`androidDefault: '@string/…'`, judged by android-default); nil when not written.
    public let androidDefault: Located<String>?
    /// Where the long form's mapping is written; nil for the short form.
    public let range: SourceSpan?

    public init(
        key: Located<String>?, androidClass: Located<String>? = nil, defaultValue: Literal? = nil, androidDefault: Located<String>? = nil,
        pane: PaneTarget? = nil, range: SourceSpan? = nil
    ) {
        self.key = key
        self.pane = pane
        self.androidClass = androidClass
        self.defaultValue = defaultValue
        self.androidDefault = androidDefault
        self.range = range
    }

    /// Whether `name` is a dotted Java class name an Android resource can write as an
    /// element: Android's inflater needs the package for a class outside
    /// `androidx.preference` (a name without one is looked up there), and an element's name
    /// holds no `$`, so a nested class cannot be one.
    public static func isDottedClassName(_ name: String) -> Bool {
        ASCIIName.isDotted(name[...], parts: 2)
    }

    /// Whether `name` is a class of androidx.preference's or the framework's own, which
    /// draws nothing of the app's: the language has a control for each it can show.
    public static func isLibraryClass(_ name: String) -> Bool {
        name.hasPrefix("androidx.preference.") || name.hasPrefix("android.preference.") || name.hasPrefix("android.support.v7.preference.")
            || name.hasPrefix("android.support.v14.preference.")
    }
}

/// What a toggle stores while on and while off, where it is not true and false: values of
/// its String or Int field (Settings.bundle's TrueValue and FalseValue).
///
/// A class: few toggles have values, and a control's payload is as large as its largest
/// part; held inline, they made every toggle's control two and a half times as large.
public final class ToggleValues: Sendable {
    public let on: Literal
    public let off: Literal
    /// Where the toggle's mapping is written.
    public let range: SourceSpan

    public init(on: Literal, off: Literal, range: SourceSpan) {
        self.on = on
        self.off = off
        self.range = range
    }
}

/// A colour picker's options.
public struct ColorPickerOptions: Sendable {
    /// Whether the picker offers opacity (`alpha:`), where it is written; nil when not.
    public var alpha: Located<Bool>?
    /// Where the long form's mapping is written; nil for the short form.
    public var range: SourceSpan?

    public init(alpha: Located<Bool>? = nil, range: SourceSpan? = nil) {
        self.alpha = alpha
        self.range = range
    }

    /// Whether the picker offers opacity: yes unless `alpha: false`, as a colour well and
    /// Android's colour preference do.
    public var hasAlpha: Bool { alpha?.value ?? true }
}

/// Which of the system's sounds a sound picker lists (Android's `ringtoneType`).
public enum SoundKind: String, Sendable, CaseIterable {
    case ringtone, notification, alarm, all
}

/// A sound picker's options.
public struct SoundPickerOptions: Sendable {
    public var sounds: Located<SoundKind>?
    public var showDefault: Located<Bool>?
    public var showSilent: Located<Bool>?
    /// Where the long form's mapping is written; nil for the short form.
    public var range: SourceSpan?

    public init(sounds: Located<SoundKind>? = nil, showDefault: Located<Bool>? = nil, showSilent: Located<Bool>? = nil, range: SourceSpan? = nil) {
        self.sounds = sounds
        self.showDefault = showDefault
        self.showSilent = showSilent
        self.range = range
    }

    /// The sounds listed: ringtones unless written, as Android's picker does.
    public var soundKind: SoundKind { sounds?.value ?? .ringtone }
    /// Whether the list offers the system's default sound first (yes unless written false).
    public var offersDefault: Bool { showDefault?.value ?? true }
    /// Whether the list offers silence, stored as "" (yes unless written false).
    public var offersSilent: Bool { showSilent?.value ?? true }
}

/// What a date picker picks and how it is drawn; what is not written takes its default
/// (a date and a time, every minute, the platform's own style).
///
/// A class: a control's payload is as large as its largest part, and few items are date
/// pickers.
public final class DatePickerOptions: Sendable {
    public enum Mode: String, Sendable, CaseIterable { case date, time, dateAndTime }
    public enum Style: String, Sendable, CaseIterable { case compact, wheels, inline }

    public let mode: Located<Mode>?
    public let minuteInterval: Located<Int>?
    public let style: Located<Style>?
    /// Where the picker's mapping is written; nil for the short form `datePicker: F`.
    public let range: SourceSpan?

    public init(mode: Located<Mode>? = nil, minuteInterval: Located<Int>? = nil, style: Located<Style>? = nil, range: SourceSpan? = nil) {
        self.mode = mode
        self.minuteInterval = minuteInterval
        self.style = style
        self.range = range
    }

    /// What the picker picks: a date and a time unless it says otherwise.
    public var pickedMode: Mode { mode?.value ?? .dateAndTime }
    /// The step between the minutes offered: 1 unless it says otherwise.
    public var pickedMinuteInterval: Int { minuteInterval?.value ?? 1 }
}

/// A slider's or stepper's bounds; what is not written comes from the field.
public struct NumericRange: Sendable {
    public var minimum: Located<Double>?
    public var maximum: Located<Double>?
    public var step: Located<Double>?

    public init(minimum: Located<Double>? = nil, maximum: Located<Double>? = nil, step: Located<Double>? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }
}

public struct TextFieldOptions: Sendable {
    public enum Keyboard: String, Sendable, CaseIterable { case `default`, number, decimal, numbersAndPunctuation, email, url, phone }
    public enum Autocapitalization: String, Sendable, CaseIterable { case none, words, sentences, all }
    public enum Autocorrection: String, Sendable, CaseIterable { case `default`, enabled, disabled }

    public var placeholder: Located<Text>?
    public var secure: Bool
    public var keyboard: Located<Keyboard>?
    public var autocapitalization: Autocapitalization?
    public var autocorrection: Autocorrection?
    /// What the field holds, for autofill (a password, an e-mail address).
    public var contentType: Located<ContentType>?
    /// Lines of text rather than one (`multiline: true`); where it is written, when it is.
    public var multiline: Located<Bool>?

    /// Whether the field takes several lines of text.
    public var isMultiline: Bool { multiline?.value ?? false }

    public init(
        placeholder: Located<Text>? = nil, secure: Bool = false, keyboard: Located<Keyboard>? = nil,
        autocapitalization: Autocapitalization? = nil, autocorrection: Autocorrection? = nil, contentType: Located<ContentType>? = nil,
        multiline: Located<Bool>? = nil
    ) {
        self.multiline = multiline
        self.contentType = contentType
        self.placeholder = placeholder
        self.secure = secure
        self.keyboard = keyboard
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
    }
}

/// The options of a choice: an enumeration's cases, or values of the field's type, each
/// with a title (two parallel lists, as in Settings.bundle's Titles and Values).
public struct ChoiceOptions: Sendable {
    public enum Presentation: String, Sendable, CaseIterable { case radio, menu }
    /// Where a choice's options come from, when not from its `values`/`titles` or its
    /// enumeration's cases: `dynamic`, the app supplies them at run time.
    public enum Source: String, Sendable, CaseIterable { case dynamic }

    public var titles: Located<[Located<Text>]>?
    public var values: Located<[Literal]>?
    public var presentation: Presentation
    /// The parts few choices write, out of line: a control's payload is as large as its
    /// largest part, and held inline they made every choice's control twice as large.
    private let details: Details?

    private final class Details: Sendable {
        let dialogTitle: Located<Text>?
        let footer: Located<Text>?
        let shortTitles: Located<[Located<Text>]>?
        let sortByTitle: Located<Bool>?
        let source: Located<Source>?
        let staticListRemovals: [StaticListRemoval]

        init(
            dialogTitle: Located<Text>?, footer: Located<Text>?, shortTitles: Located<[Located<Text>]>?, sortByTitle: Located<Bool>?,
            source: Located<Source>?, staticListRemovals: [StaticListRemoval]
        ) {
            self.dialogTitle = dialogTitle
            self.footer = footer
            self.shortTitles = shortTitles
            self.sortByTitle = sortByTitle
            self.source = source
            self.staticListRemovals = staticListRemovals
        }
    }

    /// The title of the list of options where it differs from the row's (Android's dialog title).
    public var dialogTitle: Located<Text>? { details?.dialogTitle }
    /// Shown under the list of options.
    public var footer: Located<Text>? { details?.footer }
    /// A shorter title for each option, shown in the row for the chosen one; parallel to
    /// the options.
    public var shortTitles: Located<[Located<Text>]>? { details?.shortTitles }
    /// The options are listed sorted by their shown titles rather than as written.
    public var sortByTitle: Located<Bool>? { details?.sortByTitle }
    /// `options: dynamic`, where written: the app supplies the options at run time, and
    /// the spec lists none.
    public var source: Located<Source>? { details?.source }
    /// With `options: dynamic`, what removing each static list written beside it removes
    /// (`values`, `titles`, `shortTitles`, in that order); empty otherwise.
    public var staticListRemovals: [StaticListRemoval] { details?.staticListRemovals ?? [] }

    public struct StaticListRemoval: Sendable {
        public var key: String
        public var range: SourceSpan
    }

    public var isSortedByTitle: Bool { sortByTitle?.value ?? false }
    /// Whether the app supplies the options at run time (`options: dynamic`).
    public var isDynamic: Bool { source?.value == .dynamic }

    public init(
        titles: Located<[Located<Text>]>? = nil, values: Located<[Literal]>? = nil, presentation: Presentation = .menu,
        dialogTitle: Located<Text>? = nil, footer: Located<Text>? = nil, shortTitles: Located<[Located<Text>]>? = nil,
        sortByTitle: Located<Bool>? = nil, source: Located<Source>? = nil, staticListRemovals: [StaticListRemoval] = []
    ) {
        self.titles = titles
        self.values = values
        self.presentation = presentation
        let saysMore = dialogTitle != nil || footer != nil || shortTitles != nil || sortByTitle != nil || source != nil || !staticListRemovals.isEmpty
        details = saysMore
            ? Details(
                dialogTitle: dialogTitle, footer: footer, shortTitles: shortTitles, sortByTitle: sortByTitle, source: source,
                staticListRemovals: staticListRemovals)
            : nil
    }
}

/// Titles paired by their places with values, or else with the bound enumeration's cases:
/// a choice's options, a read-only value's lookup table.
public protocol TitledValues: Sendable {
    var titles: Located<[Located<Text>]>? { get }
    var values: Located<[Literal]>? { get }
}

extension ChoiceOptions: TitledValues {}

/// A read-only value's lookup table (`titles:` and `values:` on `value`, Settings.bundle's
/// Titles and Values on a title-value row): the row shows the title listed at the place of
/// the field's current value, and a value not listed as it is.
public struct ValueTitles: TitledValues {
    public var titles: Located<[Located<Text>]>?
    /// Absent for an enumeration field, whose cases the titles follow.
    public var values: Located<[Literal]>?

    public init(titles: Located<[Located<Text>]>?, values: Located<[Literal]>?) {
        self.titles = titles
        self.values = values
    }
}

/// Shown or enabled only while every listed field has the given value.
public struct Condition: Sendable {
    public struct Clause: Sendable {
        public var field: Located<String>
        public var value: Literal

        public init(field: Located<String>, value: Literal) {
            self.field = field
            self.value = value
        }
    }

    public var clauses: [Clause]
    public var range: SourceSpan

    public init(clauses: [Clause], range: SourceSpan) {
        self.clauses = clauses
        self.range = range
    }
}
