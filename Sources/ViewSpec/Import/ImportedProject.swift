/// What an import makes of native settings files: one preferences model and its screens,
/// in the terms of format version 1 of the spec language, ready to be written as YAML.
package struct ImportedProject: Sendable, Equatable {
    package var modelName: String
    /// The model's fields, in the order the sources first store them.
    package var fields: [ImportedField]
    /// One screen per pane, in the order the panes are reached from the root.
    package var screens: [ImportedScreen]
    /// What the files were imported from, for their header comment: `Settings.bundle`.
    package var sourceName: String

    package init(modelName: String, fields: [ImportedField], screens: [ImportedScreen], sourceName: String) {
        self.modelName = modelName
        self.fields = fields
        self.screens = screens
        self.sourceName = sourceName
    }
}

/// The type of a field as an import infers it.
package enum ImportedFieldType: Sendable, Equatable {
    case bool
    case int
    case float
    case string
    /// A moment; its default is a string in the spec's form (`2026-01-01T08:00:00Z`).
    case date
    /// An enumeration whose cases' names are their raw values.
    case enumeration([String])
    /// A set of cases of an enumeration (`multiple: true`); `rawValues`, one per case, when
    /// what is stored is not the case's name (an Android multi-select list's entryValues
    /// that are no lowerCamelCase words).
    case enumerationSet([String], rawValues: [String]? = nil)

    /// The type as a spec writes it.
    package var specName: String {
        switch self {
        case .bool: "Bool"
        case .int: "Int"
        case .float: "Float"
        case .string: "String"
        case .date: "Date"
        case .enumeration, .enumerationSet: "enum"
        }
    }
}

/// A value of a field: a default, a choice's option.
package enum ImportedValue: Sendable, Hashable {
    case bool(Bool)
    case int(Int64)
    case float(Double)
    case string(String)
    /// A case of an enumeration, by name.
    case enumCase(String)
    /// Cases of an enumeration that holds a set of them.
    case enumCases([String])
}

package struct ImportedField: Sendable, Equatable {
    package var name: String
    package var type: ImportedFieldType
    package var defaultValue: ImportedValue?
    package var minimum: Double?
    package var maximum: Double?
    /// True when the field may hold no value: a choice without a default, which shows no
    /// option chosen until the user picks one.
    package var isOptional: Bool
    /// False when no preference of the sources stores the key (Android's
    /// `android:persistent="false"`): the field is written `stored: false`.
    package var isStored: Bool
    /// The key the sources store the value under, when the field's name had to differ from
    /// it (a key that is no Swift name, or one whose Swift name another key took): the
    /// field is written with `key:`. Nil when the name is the key.
    package var storedKey: String?
    /// The field holds a list of values of its type (an InAppSettingsKit list group's
    /// elements): written `list: true`.
    package var isList = false
    /// The app's resource an Android preference read its default from (`@bool/NAME`):
    /// written `androidDefault:`, which the Android export writes back. Nil for a default
    /// written as a value, and for a Settings.bundle's.
    package var androidDefault: String?

    package init(
        name: String, type: ImportedFieldType, defaultValue: ImportedValue? = nil, minimum: Double? = nil, maximum: Double? = nil, isOptional: Bool = false,
        isStored: Bool = true, storedKey: String? = nil, isList: Bool = false, androidDefault: String? = nil
    ) {
        self.isList = isList
        self.androidDefault = androidDefault
        self.storedKey = storedKey
        self.isOptional = isOptional
        self.isStored = isStored
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.minimum = minimum
        self.maximum = maximum
    }
}

/// A title, footer or placeholder: literal, or a key of the app's localization tables
/// with the text shown where no translation exists.
package struct ImportedText: Sendable, Hashable {
    package var text: String
    package var localizationKey: String?

    package init(_ text: String, localizationKey: String? = nil) {
        self.text = text
        self.localizationKey = localizationKey
    }
}

package struct ImportedScreen: Sendable, Equatable {
    package var name: String
    /// The file the screen was imported from, as the bundle names it (`Root.plist`).
    package var sourceFileName: String
    package var title: ImportedText?
    /// True for a screen the app or the Settings app opens itself: a root.
    package var isEntry: Bool
    /// The strings table the pane's texts are looked up in, where it is not the one named
    /// like the screen.
    package var strings: String?
    package var sections: [ImportedSection]

    package init(name: String, sourceFileName: String, title: ImportedText?, isEntry: Bool, sections: [ImportedSection]) {
        self.name = name
        self.sourceFileName = sourceFileName
        self.title = title
        self.isEntry = isEntry
        self.sections = sections
    }
}

package struct ImportedSection: Sendable, Equatable {
    /// The group's `Key`, by which the app hides it.
    package var id: String?
    package var title: ImportedText?
    package var footer: ImportedText?
    /// A group with a title and nothing under it in the source: its title is a note.
    package var isNote = false
    /// Hidden until the app shows it.
    package var isHidden = false
    /// The platforms the section is on, in `SpecPlatform`'s order; nil for every platform.
    package var platforms: [String]?
    /// A line written above the section, saying where it comes from (a device variant).
    package var comment: String?
    package var items: [ImportedItem]
    /// A list section's list, in place of items (an InAppSettingsKit list group).
    package var list: ImportedList?
    /// The group or category the section was imported from, for a report; nil for rows
    /// without one. Not compared: where a section comes from is not what it says.
    package var origin: SourceSpan?

    package static func == (lhs: ImportedSection, rhs: ImportedSection) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.footer == rhs.footer && lhs.isNote == rhs.isNote && lhs.isHidden == rhs.isHidden
            && lhs.platforms == rhs.platforms && lhs.comment == rhs.comment && lhs.items == rhs.items && lhs.list == rhs.list
    }

    package init(id: String? = nil, title: ImportedText? = nil, footer: ImportedText? = nil, items: [ImportedItem] = [], list: ImportedList? = nil) {
        self.id = id
        self.title = title
        self.footer = footer
        self.items = items
        self.list = list
    }
}

/// A list section's list: the list field whose elements the rows show, or the key of a
/// list the app stores itself; the element's row, the row that adds one, and deletion.
package struct ImportedList: Sendable, Equatable {
    package var field: String?
    package var key: String?
    package var row: ImportedItem
    package var add: ImportedItem?
    package var isDeletable: Bool

    package init(field: String?, key: String?, row: ImportedItem, add: ImportedItem?, isDeletable: Bool) {
        self.field = field
        self.key = key
        self.row = row
        self.add = add
        self.isDeletable = isDeletable
    }
}

/// One item of a screen: its control key and what it binds or opens, then its options in
/// the order they are written.
package struct ImportedItem: Sendable, Equatable {
    package enum Control: String, Sendable {
        case toggle, slider, textField, choice, multiChoice, datePicker, value, childPane, button, link
        /// A screen the app's own code makes: written `childPane: {external: target, …}`.
        case externalPane
        /// Another app's or the system's screen opened through an Android intent: written
        /// `link: {intent: {…}}` from `intent`.
        case intent
        /// A page of the system's settings, `target` its name (`app`): written
        /// `link: {systemSettings: target}`.
        case systemSettings
        /// A colour well and a system sound picker: written `colorPicker: target`, or with
        /// `pickerOptions`, `colorPicker: {field: target, …}`.
        case colorPicker, soundPicker
        /// A row the app draws, `target` its key (empty for a list's row without one): written
        /// `custom: target`, or with `custom`, `custom: {key: target, android: C, default: V,
        /// childPane: P}`.
        case custom

        /// Whether an item's `target` is the name of the field it binds; otherwise it names
        /// a screen, an action, a URL, an intent's key, a settings page or a row's key.
        package var targetsField: Bool {
            switch self {
            case .toggle, .slider, .textField, .choice, .multiChoice, .datePicker, .value, .colorPicker, .soundPicker: true
            case .childPane, .button, .link, .externalPane, .intent, .systemSettings, .custom: false
            }
        }
    }

    /// A custom row's Android class, the value it starts with and the pane it opens.
    package struct Custom: Sendable, Equatable {
        /// What a custom row opens, written as a child pane's target: a screen's name, or a
        /// screen the app's code makes (its name and how it is opened).
        package enum Pane: Sendable, Equatable {
            case screen(String)
            case external(String, ExternalPane)
        }

        package var androidClass: String?
        package var defaultValue: ImportedValue?
        /// The app's resource the preference reads its default from, as written (`@string/NAME`).
        package var androidDefault: String?
        package var pane: Pane?

        package init(androidClass: String? = nil, defaultValue: ImportedValue? = nil, androidDefault: String? = nil, pane: Pane? = nil) {
            self.androidClass = androidClass
            self.defaultValue = defaultValue
            self.androidDefault = androidDefault
            self.pane = pane
        }
    }

    /// An Android intent as read: its attributes (`action`, `data`, …) and extras, each a
    /// name and its text, in the order written.
    package struct Intent: Sendable, Equatable {
        package struct Entry: Sendable, Equatable {
            package var name: String
            package var value: String
            /// An extra's value as the number or boolean aapt compiles it to (`5`, `true`),
            /// which Android puts in the intent as one; nil for text.
            package var typed: ImportedValue?

            package init(_ name: String, _ value: String, typed: ImportedValue? = nil) {
                self.name = name
                self.value = value
                self.typed = typed
            }
        }

        package var attributes: [Entry]
        package var extras: [Entry]

        package init(attributes: [Entry], extras: [Entry] = []) {
            self.attributes = attributes
            self.extras = extras
        }
    }

    /// How a screen the app's code makes is opened, besides its name: InAppSettingsKit's
    /// way (`segue`; a view controller class when nil), the Android fragment class and the
    /// file in the app's bundle the screen is made with.
    package struct ExternalPane: Sendable, Equatable {
        package var opening: ExternalPane.Opening?
        package var fragment: String?
        package var file: String?
        /// The initializer InAppSettingsKit makes the class with, where it is not the one a
        /// file implies (`selector:`).
        package var selector: String?

        package init(opening: ExternalPane.Opening? = nil, fragment: String? = nil, file: String? = nil, selector: String? = nil) {
            self.opening = opening
            self.fragment = fragment
            self.file = file
            self.selector = selector
        }

        package typealias Opening = ViewSpec.ExternalPane.Opening
    }

    package struct ToggleValues: Sendable, Equatable {
        package var on: ImportedValue
        package var off: ImportedValue

        package init(on: ImportedValue, off: ImportedValue) {
            self.on = on
            self.off = off
        }
    }

    package enum Option: Sendable, Equatable {
        case flag(Bool)
        case word(String)
        /// Words written as a list (`platforms: [iOS, iPadOS]`).
        case words([String])
        case number(Double)
        case text(ImportedText)
        case texts([ImportedText])
        case values([ImportedValue])
        /// A condition: each field must hold its value (`enabledWhen: {wifiOnly: true}`).
        case condition([Clause])
        /// A text for each value of the field (`subtitle: {true: On, false: Off}`).
        /// A subtitle by value: each value's text, then the text for every other value.
        case textsByValue([ValueText], otherwise: ImportedText?)
        /// Words by key, written as a flow mapping (`icon: {ios: capslock.fill}`).
        case wordsByKey([Intent.Entry])
    }

    package struct Clause: Sendable, Equatable {
        package var field: String
        package var value: ImportedValue

        package init(field: String, value: ImportedValue) {
            self.field = field
            self.value = value
        }
    }

    package struct ValueText: Sendable, Equatable {
        package var value: ImportedValue
        package var text: ImportedText

        package init(value: ImportedValue, text: ImportedText) {
            self.value = value
            self.text = text
        }
    }

    package var control: Control
    /// The field it binds, the screen it opens, the action it runs or the URL it opens.
    package var target: String
    /// The localization key of a link's URL, whose translations give the URL in other
    /// languages; `target` is then the default language's URL.
    package var targetLocalizationKey: String?
    /// A link whose page opens inside the app: written `link: {url: target, inApp: true}`.
    package var opensInApp = false
    /// An external pane's opening and fragment class.
    package var external: ExternalPane?
    /// What a toggle stores while on and off, where it is not true and false: written
    /// `toggle: {field: target, on: …, off: …}`.
    package var toggleValues: ToggleValues?
    /// The intent a link starts, for the `intent` control.
    package var intent: Intent?
    /// A colour or sound picker's options, each a key and its value as written, in the
    /// picker's long form: `{field: target, alpha: false}`.
    package var pickerOptions: [Intent.Entry] = []
    /// A custom row's Android class and default, where it has either.
    package var custom: Custom?
    package var title: ImportedText?
    package var options: [(key: String, value: Option)]
    /// A line written above the item, saying what it stands for where that is not plain.
    package var comment: String?
    /// The specifier it was imported from; not written.
    package var origin: SourceSpan?

    package init(control: Control, target: String, title: ImportedText?, options: [(key: String, value: Option)] = [], comment: String? = nil, origin: SourceSpan? = nil) {
        self.origin = origin
        self.control = control
        self.target = target
        self.title = title
        self.options = options
        self.comment = comment
    }

    package static func == (lhs: ImportedItem, rhs: ImportedItem) -> Bool {
        lhs.control == rhs.control && lhs.target == rhs.target && lhs.targetLocalizationKey == rhs.targetLocalizationKey && lhs.opensInApp == rhs.opensInApp
            && lhs.external == rhs.external
            && lhs.toggleValues == rhs.toggleValues && lhs.intent == rhs.intent && lhs.pickerOptions == rhs.pickerOptions && lhs.custom == rhs.custom
            && lhs.title == rhs.title && lhs.comment == rhs.comment
            && lhs.options.map(\.key) == rhs.options.map(\.key) && lhs.options.map(\.value) == rhs.options.map(\.value)
    }
}
