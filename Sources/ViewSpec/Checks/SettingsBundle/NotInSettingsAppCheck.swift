/// What iOS's Settings app cannot show but InAppSettingsKit can: opt-in, enabled when a
/// Settings.bundle is exported in Apple's dialect (the default of `build
/// --settings-bundle`, or `output.settings-bundle` in the configuration).
struct NotInSettingsAppCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0270", name: "not-in-settings-app",
            summary: "A list section, button, link, date picker, external child pane, choice whose options the app supplies, placeholder, subtitle, icon, keyboard or child pane's value (or the placeholder shown in its place) that iOS's Settings app cannot show is left out of the exported Settings.bundle, or a row of a field that is not stored is stored by it.",
            defaultSeverity: .warning),
        rationale: """
            The Settings app runs no code of the app and opens no web page: a Settings.bundle \
            written for it has no list section (a row for each element of a list, which only \
            InAppSettingsKit's list group shows, adds to and deletes from), no row for a \
            button, a link, a date picker (it has none), a row the app draws (`custom:`), a \
            child pane to a screen the app's code makes or a choice whose options the app \
            supplies (`options: dynamic`; InAppSettingsKit asks its delegate for a multi \
            value's titles and values), and its text fields show no \
            placeholder and take no content type for autofill nor more than one line, and no \
            row shows a subtitle under its title or an icon beside it, nor a child pane's row a \
            value or a text in its place; it tells iPhone \
            and iPad apart (`SupportedUserInterfaceIdioms`) but not a Mac, so a row for a Mac \
            (`platforms: [macOS]`) shows on every device. Of the keyboards, \
            it has neither the decimal pad nor the phone pad: such a text field gets the numbers \
            and punctuation keyboard. InAppSettingsKit, which shows a Settings.bundle inside the app, has \
            them all. The Settings app also stores every row that has a key in the app's \
            defaults, so a row for a field declared `stored: false` writes the value the app \
            keeps elsewhere into the defaults and shows that copy; InAppSettingsKit lets the \
            app read and write such a row through a settings store of its own. Off unless a Settings.bundle is exported for the Settings app \
            (`--settings-bundle` with the default dialect `apple`, or `output.settings-bundle` in \
            the configuration).
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      name: String
                      phone: String
                      listed: Bool
                      biometricUnlock: {type: Bool, stored: false}
                      quietFrom: Date
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - {textField: name, placeholder: ↓You, contentType: ↓name}
                          - {textField: phone, keyboard: ↓phone}
                          - {toggle: listed, subtitle: ↓Shown to other members}
                          - {toggle: listed, title: Listed, icon: ↓person.2}
                          - ↓toggle: biometricUnlock
                          - ↓button: signOut
                          - ↓datePicker: quietFrom
                          - ↓link: 'https://example.com/help'
                          - ↓childPane: {external: AboutViewController}
                          - {childPane: Profile, value: ↓name}
                          - {toggle: listed, title: Listed on a Mac, platforms: ↓[macOS]}
                      - title: Tags
                        list: ↓{key: tags, row: {custom: tag}}
                  Profile:
                    model: Settings
                    sections:
                      - items:
                          - textField: name
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      name: String
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - textField: name
                """)
        ],
        howToFix: """
            Export with `--settings-bundle-dialect inappsettingskit` when the app shows its \
            settings with InAppSettingsKit (and give it a settings store that keeps a field \
            that is not stored where it belongs); else accept that the Settings app leaves them \
            out, and show a field that is not stored in the app only.
            """,
        enabledByDefault: false)

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            // Platforms InAppSettingsKit's idioms say and the Settings app's do not: a Mac.
            for section in screen.sections {
                var lists: [(PlatformList, Set<SpecPlatform>?, String)] = section.platforms.map { [($0, section.platformSet, "section")] } ?? []
                for item in section.items { if let list = item.platforms { lists.append((list, SpecPlatform.effective(item, in: section), "row")) } }
                for (list, platforms, what) in lists
                where SettingsBundlePlatforms.isSaidByIdioms(platforms, dialect: .inAppSettingsKit) && !SettingsBundlePlatforms.isSaidByIdioms(platforms, dialect: .apple)
                    && SettingsBundlePlatforms.isExported(platforms)
                {
                    context.report(
                        "the Settings app tells iPhone and iPad apart (SupportedUserInterfaceIdioms Phone, Pad) but not a Mac, only InAppSettingsKit does; the exported bundle shows this \(what) on every device",
                        at: list.range)
                }
            }
            for section in screen.sectionsInSettingsBundle {
                guard let list = section.list else { continue }
                context.report(
                    "expected a section the Settings app shows, found a list section (a row for each element of a list), which only InAppSettingsKit shows (IASKListGroupSpecifier); the exported bundle leaves this section out",
                    at: list.range)
            }
            // A list section's rows are left out with it, which is reported above.
            for item in screen.rowsInSettingsBundle {
                // A row left out is reported once, for the whole row.
                if let subtitle = item.subtitle, !Self.isLeftOut(item.control) {
                    context.report(
                        "the Settings app shows no subtitle under a row's title, only InAppSettingsKit does; the exported bundle leaves it out",
                        at: subtitle.range)
                }
                if let icon = item.icon, icon.exportedIOSName != nil, !Self.isLeftOut(item.control) {
                    context.report(
                        "the Settings app shows no icon beside a row's title, only InAppSettingsKit does (IASKCellImage); the exported bundle leaves it out",
                        at: icon.range)
                }
                switch item.control {
                case .button, .link, .systemSettings:
                    context.report(
                        "expected a row the Settings app shows, found a \(item.control.kindName), which only InAppSettingsKit shows; the exported bundle leaves this item out",
                        at: item.controlRange)
                case .custom:
                    context.report(
                        "expected a row the Settings app shows, found a row the app draws: the Settings app runs no app code to draw it, only InAppSettingsKit asks the app for its cell (IASKCustomViewSpecifier); the exported bundle leaves this item out",
                        at: item.controlRange)
                case .datePicker:
                    context.report(
                        "expected a row the Settings app shows, found a date picker: the Settings app has none, only InAppSettingsKit does (IASKDatePickerSpecifier); the exported bundle leaves this item out",
                        at: item.controlRange)
                case .choice(_, let options) where options.isDynamic:
                    context.report(
                        "expected a row the Settings app shows, found a choice whose options the app supplies ('options: dynamic'): the Settings app runs no app code to ask for them, and a multi value needs its Values, which only InAppSettingsKit asks the app for; the exported bundle leaves this item out",
                        at: options.source?.range ?? item.controlRange)
                case .childPane(_, let shown?):
                    context.report(
                        "the Settings app shows no value on a child pane's row, only InAppSettingsKit does (its Key); the exported bundle leaves it out",
                        at: shown.range)
                    if let placeholder = item.valuePlaceholder {
                        context.report(
                            "the Settings app shows no value on a child pane's row, nor a text in its place, only InAppSettingsKit does (its DefaultValue); the exported bundle leaves the placeholder out",
                            at: placeholder.range)
                    }
                case .externalPane(let pane) where pane.openingOrDefault != .file:
                    context.report(
                        "expected a row the Settings app shows, found a child pane to a screen the app's code makes, which only InAppSettingsKit opens; the exported bundle leaves this item out",
                        at: item.controlRange)
                case .textField(_, let options):
                    if let placeholder = options.placeholder {
                        context.report(
                            "the Settings app shows no placeholder in a text field, only InAppSettingsKit does; the exported bundle leaves it out",
                            at: placeholder.range)
                    }
                    if let multiline = options.multiline, multiline.value {
                        context.report(
                            "the Settings app has no multi-line text field, only InAppSettingsKit's text view is one; the exported bundle shows a one-line text field",
                            at: multiline.range)
                    }
                    if let keyboard = options.keyboard, keyboard.value == .decimal || keyboard.value == .phone {
                        context.report(
                            "the Settings app has no \(keyboard.value == .phone ? "phone" : "decimal") pad, only InAppSettingsKit does; the exported bundle shows the numbers and punctuation keyboard",
                            at: keyboard.range)
                    }
                    if let contentType = options.contentType {
                        context.report(
                            "the Settings app reads no content type for a text field, only InAppSettingsKit does; the exported bundle leaves it out, so autofill does not offer to fill the field",
                            at: contentType.range)
                    }
                default:
                    break
                }
            }
        }
        // A child pane only shows its field, under no key the Settings app reads.
        for binding in context.bindings
        where !binding.field.isStored && !Self.isLeftOut(binding.item.control) && !Self.isChildPane(binding.item.control)
            && binding.screen.rowsInSettingsBundle.contains(where: { $0 === binding.item })
        {
            let field = binding.field
            var notes: [Diagnostic.Note] = []
            if let stored = field.stored { notes.append(.init("'\(field.name.value)' is declared 'stored: false' here", at: stored.range)) }
            context.report(
                "field '\(field.name.value)' is not stored, but the Settings app stores every row with a key: the exported \(binding.item.control.kindName) writes a copy of its value to the app's defaults and shows that copy",
                at: binding.item.controlRange, notes: notes)
        }
    }

    private static func isChildPane(_ control: Control) -> Bool {
        if case .childPane = control { true } else { false }
    }

    /// The controls the Settings app has no row for, which the export leaves out whole (a
    /// stepper, a multiple choice, a colour or sound picker and a link to an Android intent are reported by
    /// not-in-settings-bundle).
    private static func isLeftOut(_ control: Control) -> Bool {
        switch control {
        case .button, .link, .intent, .systemSettings, .custom, .stepper, .multiChoice, .colorPicker, .soundPicker, .datePicker: true
        case .externalPane(let pane): pane.openingOrDefault != .file
        default: false
        }
    }
}
