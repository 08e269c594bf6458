/// What androidx.preference cannot show as the spec says: opt-in, enabled when Android
/// resources are exported (`build --android-res`, or `output.android-res` in the
/// configuration, which `lint` reads too), so that lint and build report the same.
struct NotInAndroidPreferencesCheck: Check {
    static let scope = CheckScope.project
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0271", name: "not-in-android-preferences",
            summary: "An item, list section or condition that androidx.preference cannot show as the spec says is changed or left out of the exported Android resources.",
            defaultSeverity: .warning),
        rationale: """
            androidx.preference shows every preference of a screen, and enables one only through \
            `android:dependency` on a two-state preference of the same screen: a `visibleWhen` \
            is not exported (on an item or a section). A dependent is disabled while the switch it \
            depends on is off (or, with `disableDependentsState`, on) or disabled itself, so an \
            `enabledWhen` is exported when it is one Bool field bound by a toggle on the same \
            screen or on one it opens, being true (or false for every item that depends on \
            it), together with exactly that toggle's own `enabledWhen`, exported the same way. A \
            preference has one summary, and a switch one for each state: a subtitle by value \
            on anything else is left out, and so is a choice's footer, which its dialog lacks. \
            No preference is drawn as destructive, so a destructive button looks like any row. \
            A link's detail becomes its summary, unless a subtitle takes it. A read-only value \
            is a preference whose summary the app sets, so its lookup table is left out, and so \
            is the value a child pane's row shows, with the text shown in its place. \
            The text preference hands its field no input type or autofill hint from the XML, \
            so a text field's hidden text, keyboard, capitalization, correction, content type \
            and lines are left out (a secure field shows what is typed unless the app hides \
            it); its list has one \
            title per option, in written order, so a choice's short titles and sorting are too. \
            A switch stores a boolean, so a toggle \
            with `on` and `off` values (a String or Int field) is left out. The seek bar stores an integer, so a slider or stepper of a Float field is left out, and a stepper of an Int \
            field becomes a seek bar. It has no date or time preference (apps write their own), so a \
            date picker is left out. Its list and text preferences store text, so a choice, \
            multiple choice or text field on a field of another type stores a string the app \
            must read as one; its colour preference (the rarepebble colorpicker library's) \
            stores an ARGB Int, so a colour picker on a String field stores a number the app \
            must read as an Int. A Settings.bundle pane file that a build step makes (`opening: \
            file`) has no Android counterpart, so its row is left out. A row the app draws \
            opens a fragment (`android:fragment`) and no nested screen, so the pane it opens \
            (`childPane:`) is left out of its element unless the app's code makes it. Off unless Android \
            resources are exported (`--android-res`, or \
            `output.android-res` in the configuration), since other outputs show all of it. \
            Android has no preference for some platforms only: an item or a section whose \
            `platforms` leave out android is left out of the exported screen. androidx.preference \
            has no sound picker either: a sound picker is written as the framework's \
            `RingtonePreference`, which an androidx screen inflates only when the app gives it a \
            preference of that name. An intent in the XML cannot name the app's own package, \
            so a link to the app's settings starts \
            `android.settings.APPLICATION_DETAILS_SETTINGS` without the `package:` data that \
            action needs, for the app to set. A row the app draws (`custom:`) is written as an \
            element of the app's own preference class (`android:`): without one it is left out. \
            androidx.preference has no preference that shows a row for each element of a list \
            and adds or deletes elements (apps write their own screen for that), so a list \
            section is left out. A row's icon is a drawable resource (`@drawable/NAME`), whose \
            name has lower-case letters, digits and underscores alone: an icon named once for \
            both platforms by another name (an SF Symbol such as `capslock.fill`) is left out \
            of the exported preference; `icon: {ios: NAME, android: NAME}` names each \
            platform's image.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sync: Bool
                      ratio: {type: Float, min: 0, max: 1, default: 0.5}
                      count: {type: Int, min: 1, max: 9, default: 1}
                      ports: String
                      answer: {type: String, default: "no"}
                      quietFrom: {type: Date, default: 2026-01-01T22:00:00Z}
                      alert: String
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sync
                          - textField: ports
                            keyboard: ↓numbersAndPunctuation
                          - ↓slider: ratio
                          - ↓choice: count
                            values: [1, 9]
                            visibleWhen: ↓{sync: true}
                            enabledWhen: ↓{ratio: 0.5}
                          - button: reset
                            destructive: ↓true
                          - link: 'https://example.com'
                            subtitle: Our site
                            detail: ↓example.com
                          - value: count
                            titles: ↓[Low, High]
                            values: [1, 9]
                          - {childPane: Ports, value: ↓ports}
                          - ↓childPane: {external: Licences, opening: file}
                          - ↓toggle: {field: answer, on: "yes", off: "no"}
                          - {toggle: sync, title: Pencil, platforms: ↓[iPadOS]}
                          - ↓datePicker: {field: quietFrom, mode: time}
                          - ↓soundPicker: alert
                          - {toggle: sync, title: Caps lock, icon: ↓capslock.fill}
                      - title: Hosts
                        list: ↓{key: hosts, row: {custom: host}}
                  Ports:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sync
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sync: Bool
                      volume: {type: Int, min: 0, max: 10, default: 5}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sync
                          - slider: volume
                            enabledWhen: {sync: true}
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {capsLock: Bool}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - {toggle: capsLock, title: Caps lock, icon: ↓capslock.fill}
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {capsLock: Bool}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - {toggle: capsLock, title: Caps lock, icon: {ios: capslock.fill}}
                """)
        ],
        howToFix: """
            Use what androidx.preference has: a Bool field for a toggle, an Int field for a slider, a String field or an \
            enumeration of string raw values for a choice or text field, and one toggle on the \
            same screen for a condition; name a row's icon for each platform where iOS's name \
            is no drawable resource name (`icon: {ios: capslock.fill, android: ic_caps_lock}`); \
            or accept that the exported screen differs.
            """,
        enabledByDefault: false)

    /// Whether the pane a row the app draws opens is one the exported element cannot open:
    /// androidx.preference opens a fragment a preference names, and a preference screen only
    /// as a nested PreferenceScreen element.
    private static func isUnopenedFromCustomRow(_ pane: PaneTarget) -> Bool {
        switch pane {
        case .screen: true
        case .external(let pane): pane.openingOrDefault == .file
        }
    }

    func run(in context: CheckContext) {
        let rules = AndroidExportRules(project: context.project)
        for screen in context.project.preferenceScreens {
            let model = context.project.model(named: screen.model.value)
            for section in screen.sections {
                if let list = section.list {
                    context.report(
                        "a list section cannot be exported: androidx.preference has no preference that shows a row for each element of a list and adds or deletes them, so the exported screen leaves this section out",
                        at: list.range)
                    continue
                }
                if let list = section.platforms, !AndroidExportRules.isExported(section) {
                    context.report(
                        "a section for \(UnknownPlatformCheck.listed(list.platforms)) only is not on Android: the exported screen leaves it out, with its items",
                        at: list.range)
                    continue
                }
                guard let condition = section.visibleWhen else { continue }
                context.report(
                    "'visibleWhen' on a section cannot be exported: androidx.preference shows every category of a screen, so the exported screen shows this one unconditionally",
                    at: condition.range)
            }
            for section in screen.sections where AndroidExportRules.isExported(section) {
                for item in section.items {
                    if let list = item.platforms, !AndroidExportRules.isExported(item, in: section) {
                        context.report(
                            "an item for \(UnknownPlatformCheck.listed(list.platforms)) only is not on Android: the exported screen leaves it out",
                            at: list.range)
                        continue
                    }
                    let field = item.field.flatMap { model?.field(named: $0.value) }
                    // Whether the export leaves the whole row out, which is reported: its icon is
                    // then no further loss.
                    var isLeftOut = false
                    switch item.control {
                    case .toggle(_, let values?):
                        isLeftOut = true
                        context.report(
                            "expected a toggle that stores true and false on Android, found one that stores \(FieldValues.listed(values.on.value)) and \(FieldValues.listed(values.off.value)): androidx's switch stores a boolean, so the exported screen leaves this item out",
                            at: item.controlRange)
                    case .soundPicker:
                        context.report(
                            "androidx.preference has no sound picker: the exported screen writes the framework's RingtonePreference, which an androidx screen inflates only when the app declares a preference of that name; expected the app to provide one",
                            at: item.controlRange)
                    case .systemSettings:
                        context.report(
                            "an intent in Android resources cannot name the app's own package: the exported preference (android:key \"\(SystemSettingsPage.app.androidAction)\") starts android.settings.APPLICATION_DETAILS_SETTINGS without its data; expected the app to set the preference's intent data to package:<its package> (Uri.fromParts(\"package\", packageName, null))",
                            at: item.controlRange)
                    case .custom(let row) where row.androidClass == nil:
                        isLeftOut = true
                        context.report(
                            "expected the app's Android preference class for a row the app draws ('custom: {key: \(PrintableText.escaped(row.key?.value ?? "K")), android: org.example.MyPreference}'), found none: without a class the exported screen has no element to write, so it leaves this item out",
                            at: item.controlRange)
                    case .custom(let row) where row.pane.map(Self.isUnopenedFromCustomRow) ?? false:
                        context.report(
                            "expected a fragment the app's code makes as the pane a row the app draws opens, found "
                                + (item.control.openedScreen.map { "preference screen '\($0.value)', which androidx.preference nests in a PreferenceScreen element, not in a preference of the app's class" }
                                    ?? "a Settings.bundle pane file, which a build step makes for iOS")
                                + "; the exported element leaves the pane out (the app's class may open it)",
                            at: item.controlRange)
                    case .datePicker:
                        isLeftOut = true
                        context.report(
                            "expected a preference Android has, found a date picker: androidx.preference has no date or time preference (apps write their own), so the exported screen leaves this item out",
                            at: item.controlRange)
                    case .externalPane(let pane) where pane.openingOrDefault == .file:
                        isLeftOut = true
                        context.report(
                            "expected a screen Android can open, found the Settings.bundle pane file '\(pane.name.value)', which a build step makes for iOS; the exported screen leaves this item out",
                            at: item.controlRange)
                    case .slider(let reference, _), .stepper(let reference, _):
                        guard let field else { break }
                        if !AndroidExportRules.isSeekBar(field) {
                            isLeftOut = true
                            context.report(
                                "expected an Int field for a \(item.control.kindName) on Android, found '\(reference.value)' of type \(field.type.value.name): androidx's seek bar stores an integer, so the exported screen leaves this item out",
                                at: item.controlRange)
                        } else if case .stepper = item.control {
                            context.report(
                                "androidx.preference has no stepper: the exported screen shows this one as a seek bar that moves by its step",
                                at: item.controlRange)
                        }
                    case .colorPicker(let reference, _):
                        guard let field, field.type.value == .string else { break }
                        context.report(
                            "expected an Int field for a colorPicker on Android, found '\(reference.value)' of type String: the colour preference stores the colour as an ARGB Int, which the app must read as an Int (its '#AARRGGBB' is the Int in hexadecimal)",
                            at: item.controlRange)
                    default:
                        if let preference = AndroidExportRules.textStoringPreference(for: item.control, field: field), let field {
                            context.report(
                                "expected a String field for a \(item.control.kindName) on Android, found '\(field.name.value)' of type \(field.type.value.name): androidx's \(preference) stores its value as text, which the app must read as a String",
                                at: item.controlRange)
                        }
                    }
                    if !isLeftOut, let icon = item.icon, icon.isShared, let name = icon.android, ItemIcon.isImageName(name.value), !ItemIcon.isAndroidResourceName(name.value) {
                        context.report(
                            "expected an Android drawable resource name as the row's icon (lower-case letters, digits and underscores, starting with a letter, and no Java keyword), found '\(PrintableText.escaped(name.value))', iOS's alone: the exported preference has no icon; name each platform's image with {ios: \(PrintableText.escaped(name.value)), android: NAME}",
                            at: name.range,
                            fixIts: [.init("replace '\(PrintableText.escaped(name.value))' with {ios: \(PrintableText.escaped(name.value))}", replacing: name.range, with: "{ios: \(YAMLQuoting.scalar(name.value))}")])
                    }
                    if case .notExportable = AndroidExportRules.summary(of: item), let subtitle = item.subtitle {
                        context.report(
                            "a subtitle by value cannot be exported here: androidx.preference shows one summary, or on a switch one for each state, so the exported preference has no summary",
                            at: subtitle.range)
                    }
                    if let detail = item.detail, item.subtitle != nil {
                        context.report(
                            "a link's 'detail' cannot be exported beside its subtitle: a preference has one summary, which the subtitle takes, so the exported link leaves the detail out",
                            at: detail.range)
                    }
                    if case .childPane(_, let shown?) = item.control {
                        context.report(
                            "a child pane's 'value' cannot be exported: androidx.preference shows no value on a nested screen's row, so the exported row shows the summary the app gives it (a SummaryProvider that reads the field)",
                            at: shown.range)
                        if let placeholder = item.valuePlaceholder {
                            context.report(
                                "a child pane's placeholder cannot be exported: androidx.preference shows no value on a nested screen's row, nor a text in its place, so the exported row shows the summary the app gives it",
                                at: placeholder.range)
                        }
                    }
                    if case .value(_, let table?) = item.control, let range = table.titles?.range ?? table.values?.range {
                        context.report(
                            "a value's lookup table cannot be exported: androidx.preference reads no titles for a plain preference's values, so the exported row shows the summary the app gives it (a SummaryProvider that looks the title up)",
                            at: range)
                    }
                    if let destructive = item.destructive, destructive.value {
                        context.report(
                            "androidx.preference has no destructive preference: the exported button is shown like any other row; confirm the action in the app before it destroys anything",
                            at: destructive.range)
                    }
                    if case .textField(_, let options) = item.control {
                        for (key, range) in AndroidExportRules.unexportedTextFieldOptions(options, control: item.controlRange) {
                            context.report(
                                "a text field's '\(key)' cannot be exported: androidx's EditTextPreference applies no android:inputType or android:autofillHints from the XML, so the exported field shows androidx's plain text field (the app's OnBindEditTextListener can set it)",
                                at: range)
                        }
                    }
                    if case .choice(_, let options) = item.control {
                        if let shortTitles = options.shortTitles {
                            context.report("a choice's 'shortTitles' cannot be exported: androidx's list shows each option's one title, so the exported choice leaves them out", at: shortTitles.range)
                        }
                        if let sortByTitle = options.sortByTitle, sortByTitle.value {
                            context.report("a choice's 'sortByTitle' cannot be exported: androidx's list shows the options as written, so the exported choice lists them unsorted", at: sortByTitle.range)
                        }
                    }
                    if case .choice(_, let options) = item.control, let footer = options.footer {
                        context.report("a choice's 'footer' cannot be exported: androidx's list dialog has no footer, so the exported choice leaves it out", at: footer.range)
                    }
                    if let condition = item.visibleWhen {
                        context.report(
                            "'visibleWhen' cannot be exported: androidx.preference shows every preference of a screen, so the exported screen shows this one unconditionally",
                            at: condition.range)
                    }
                    if let condition = item.enabledWhen, rules.dependency(of: item, on: screen) == nil {
                        context.report(
                            "expected one Bool field bound by a toggle on this screen or one it opens, being true (false for every item depending on it), and that toggle's own 'enabledWhen', for 'enabledWhen' on Android; the exported preference is always enabled",
                            at: condition.range)
                    }
                }
            }
        }
    }
}
