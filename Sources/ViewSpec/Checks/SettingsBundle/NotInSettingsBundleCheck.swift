/// What no Settings.bundle can say: opt-in, enabled when a Settings.bundle is exported
/// (`build --settings-bundle`, or `output.settings-bundle` in the configuration, which
/// `lint` reads too), so that lint and build report the same.
struct NotInSettingsBundleCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0269", name: "not-in-settings-bundle",
            summary: "An item or condition that a Settings.bundle cannot express (a stepper, a multiple choice, a colour or sound picker, a link to an Android intent) is left out of the exported bundle.",
            defaultSeverity: .warning),
        rationale: """
            Neither iOS's Settings app nor InAppSettingsKit has a specifier for a stepper, a \
            multiple choice, a colour picker or a sound picker (InAppSettingsKit's custom view \
            is a row the app draws itself, a `custom:` row), nor a row that opens another app's or the system's screen through \
            an Android intent (`link: {intent: …}`; iOS has no intents), and both show every row of a pane, always enabled: an exported \
            Settings.bundle leaves such items out and shows conditional rows unconditionally, \
            and rows and sections hidden until the app shows them too (InAppSettingsKit's app \
            can hide them by their keys). \
            A Settings.bundle is for Apple's platforms, and it limits a row or a group to some \
            devices by `SupportedUserInterfaceIdioms` (iPhone, iPad, and for InAppSettingsKit \
            a Mac): a row or section for android only is left out, and one for other \
            platforms (visionOS, tvOS, watchOS) is shown on every device, its `Platform` key \
            naming the system for a build step that removes it from the others' bundles. \
            A link whose page opens inside the app (`inApp: true`) is InAppSettingsKit's web \
            view, a child pane row that reads its URL as written, in no strings table, and \
            shows no text beside its title: a localized URL is exported as its default, the \
            same in every language, and a `detail` is left out. A `mailto:` link composed \
            inside the app is InAppSettingsKit's mail composer, which has no header fields but \
            the recipients, subject and body: other header fields and a localized URL \
            (written as its default) are reported. \
            A list section is InAppSettingsKit's list group, whose `Key` is the key of its \
            list: a section `id` has no place there (the app finds the group by the list's \
            key), and its rows are shown always, each element's row alike, so a row's \
            `visibleWhen`, `enabledWhen`, `platforms` or `hidden` is left out. \
            Off unless a Settings.bundle is exported (`--settings-bundle`, or \
            `output.settings-bundle` in the configuration), since other outputs show them all.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sync: Bool
                      count: {type: Int, min: 1, max: 9, default: 1}
                      language: String
                      vibrate: Bool
                      cursor: Bool
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sync
                          - ↓stepper: count
                            visibleWhen: ↓{sync: true}
                          - {textField: language, hidden: ↓true}
                          - ↓link: {intent: {action: android.settings.APP_NOTIFICATION_SETTINGS}}
                          - {toggle: vibrate, platforms: ↓[android]}
                          - {toggle: cursor, platforms: ↓[visionOS]}
                          - link: {localized: HELP_URL, default: 'https://example.com/help', inApp: ↓true}
                            detail: ↓example.com
                      - id: ↓tagList
                        list:
                          key: tags
                          row: {custom: tag, enabledWhen: ↓{sync: true}}
                """),
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      accent: {type: String, default: '#2196F3'}
                      ringtone: String
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - ↓colorPicker: accent
                          - ↓soundPicker: ringtone
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
                      pencil: Bool
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sync
                          - {toggle: pencil, platforms: [iPadOS, android]}
                """)
        ],
        howToFix: """
            Use a control the bundle has (a slider for a stepper, a choice for a multiple choice \
            of one value, a choice among named colours or sounds for a picker, a URL link for an intent where iOS has a URL that opens the same \
            screen), or accept that the exported bundle leaves the item out.
            """,
        enabledByDefault: false)

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            for section in screen.sections {
                if let list = section.platforms { Self.judge(list, of: "section", platforms: list.platforms, in: context) }
            }
            // A section for no Apple platform is left out whole, reported above.
            for section in screen.sectionsInSettingsBundle {
                if let condition = section.visibleWhen {
                    context.report(
                        "'visibleWhen' cannot be exported: a Settings.bundle shows every group, so the exported bundle shows this section unconditionally",
                        at: condition.range)
                }
                if let hidden = section.hidden, hidden.value {
                    context.report(
                        "'hidden' cannot be exported: a Settings.bundle shows every group, so the exported bundle shows this section; InAppSettingsKit's app can hide it by its id",
                        at: hidden.range)
                }
            }
            for section in screen.sectionsInSettingsBundle {
                guard let list = section.list else { continue }
                if let id = section.id {
                    context.report(
                        "a list section's 'id' cannot be exported: InAppSettingsKit's list group's Key is its list's key ('\(list.field?.value ?? list.key?.value ?? "")'), by which the app finds the group; the exported bundle leaves the id out",
                        at: id.range)
                }
                for item in list.items {
                    for condition in [item.visibleWhen, item.enabledWhen].compactMap({ $0 }) {
                        context.report(
                            "a condition on a list section's row cannot be exported: InAppSettingsKit shows every element's row alike, always enabled, so the exported bundle leaves it out",
                            at: condition.range)
                    }
                    if let platforms = item.platforms {
                        context.report(
                            "'platforms' on a list section's row cannot be exported: InAppSettingsKit draws every element's row alike, on every device the group is on, so the exported bundle leaves it out",
                            at: platforms.range)
                    }
                    if let hidden = item.hidden, hidden.value {
                        context.report(
                            "'hidden' on a list section's row cannot be exported: InAppSettingsKit draws every element's row alike, so the exported bundle shows it",
                            at: hidden.range)
                    }
                }
            }
            for section in screen.sections {
                for item in section.items {
                    // Judged with its section's, which is reported on its own.
                    guard let list = item.platforms, SettingsBundlePlatforms.isExported(section.platformSet) else { continue }
                    Self.judge(list, of: "row", platforms: SpecPlatform.effective(item, in: section) ?? [], in: context)
                }
            }
            // A list section's rows are judged with their list, above; a row for no Apple
            // platform is left out whole.
            for item in screen.rowsInSettingsBundle {
                switch item.control {
                case .colorPicker, .soundPicker:
                    context.report(
                        "expected a control a Settings.bundle has, found a \(item.control.kindName), which neither the Settings app nor InAppSettingsKit has (an app that draws such a row itself writes it 'custom:', InAppSettingsKit's custom view); the exported bundle leaves this item out",
                        at: item.controlRange)
                case .stepper, .multiChoice:
                    context.report(
                        "expected a control a Settings.bundle has, found a \(item.control.kindName), which neither the Settings app nor InAppSettingsKit shows; the exported bundle leaves this item out",
                        at: item.controlRange)
                case .intent:
                    context.report(
                        "expected a row a Settings.bundle has, found a link to an Android intent, which neither the Settings app nor InAppSettingsKit can open; the exported bundle leaves this item out",
                        at: item.controlRange)
                default:
                    break
                }
                if item.opensInApp, case .link(let url) = item.control, let mail = MailtoURL(url.value) {
                    // InAppSettingsKit's mail composer: the mail's parts.
                    if item.urlLocalizationKey != nil, let inApp = item.inApp {
                        context.report(
                            "expected a URL for every language, found a localized mailto: URL composed inside the app: InAppSettingsKit's mail composer is written with the default URL's recipients, subject and body, the same in every language",
                            at: inApp.range)
                    }
                    if !mail.otherFields.isEmpty {
                        context.report(
                            "expected the header fields to, cc, bcc, subject and body in a mailto: URL composed inside the app, found \(mail.otherFields.map { "'\($0)'" }.joined(separator: ", ")): InAppSettingsKit's mail composer has no key for them, so the exported row leaves them out",
                            at: url.range)
                    }
                } else if item.opensInApp {
                    // InAppSettingsKit's web view: a child pane row opening File as written.
                    if item.urlLocalizationKey != nil, let inApp = item.inApp {
                        context.report(
                            "expected a URL for every language, found a localized URL whose page opens inside the app: InAppSettingsKit's web view reads its File in no strings table, so the exported row opens the default URL in every language",
                            at: inApp.range)
                    }
                    if let detail = item.detail {
                        context.report(
                            "'detail' cannot be exported on a link whose page opens inside the app: InAppSettingsKit's web view is a child pane row, which shows no text beside its title without a stored key; the exported row leaves it out",
                            at: detail.range)
                    }
                }
                if let hidden = item.hidden, hidden.value {
                    context.report(
                        "'hidden' cannot be exported: a Settings.bundle shows every row, so the exported bundle shows this one; InAppSettingsKit's app can hide it by its key",
                        at: hidden.range)
                }
                for (key, condition) in [("visibleWhen", item.visibleWhen), ("enabledWhen", item.enabledWhen)] {
                    guard let condition else { continue }
                    context.report(
                        "'\(key)' cannot be exported: a Settings.bundle shows every row, always enabled, so the exported bundle shows this one unconditionally",
                        at: condition.range)
                }
            }
        }
    }

    /// A row or a group for Android only is left out; one for Apple platforms that no
    /// `SupportedUserInterfaceIdioms` can name is shown on every device.
    private static func judge(_ list: PlatformList, of what: String, platforms: Set<SpecPlatform>, in context: CheckContext) {
        // No platform at all is unknown-platform's.
        guard !platforms.isEmpty else { return }
        let named = UnknownPlatformCheck.listed(platforms)
        if !SettingsBundlePlatforms.isExported(platforms) {
            context.report(
                "a \(what) for \(named) only has no place in a Settings.bundle, which is for Apple's platforms: the exported bundle leaves it out\(what == "section" ? ", with its rows" : "")",
                at: list.range)
        } else if !SettingsBundlePlatforms.isSaidByIdioms(platforms, dialect: .inAppSettingsKit) {
            let platform = SettingsBundlePlatforms.keys(for: platforms, dialect: .inAppSettingsKit).platform
            let buildStep = platform.map { "; its 'Platform' key names '\($0)' for a build step that removes it from other systems' bundles" } ?? ""
            context.report(
                "a \(what) for \(named) only cannot be limited so in a Settings.bundle: the Settings app and InAppSettingsKit tell devices apart by SupportedUserInterfaceIdioms (Phone, Pad, Mac) alone, so the exported bundle shows it on every device\(buildStep)",
                at: list.range)
        }
    }
}
