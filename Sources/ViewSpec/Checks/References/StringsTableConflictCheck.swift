/// A strings table holds one text per key: screens that share a table (`strings:`), or one
/// screen using a key twice, must give a key one default text.
struct StringsTableConflictCheck: Check {
    static let scope = CheckScope.project
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0279", name: "strings-table-conflict",
            summary: "One localization key of a strings table is given two different default texts.",
            defaultSeverity: .warning),
        rationale: """
            Every localized text of a preference screen is looked up in the screen's strings \
            table: the one its 'strings:' names, else the table named like the screen's exported \
            pane. Screens may share a table, as the panes of many Settings.bundles share 'Root'. \
            A table holds one text per key: an exported Settings.bundle writes each table once, \
            with the first default text of each key, and a runtime finds one translation for \
            the key. A second, different default text for the same key in the same table would \
            be shown as the first one. The warning is at the later text, with a note at the \
            earlier one.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: Bool
                      vibrate: Bool
                preferences:
                  General:
                    model: Settings
                    strings: Root
                    sections:
                      - items:
                          - toggle: sound
                            title: {localized: SOUND, default: Sound}
                          - childPane: More
                  More:
                    model: Settings
                    strings: Root
                    sections:
                      - items:
                          - toggle: vibrate
                            title: ↓{localized: SOUND, default: Vibrate}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: Bool
                      vibrate: Bool
                preferences:
                  General:
                    model: Settings
                    strings: Root
                    sections:
                      - items:
                          - toggle: sound
                            title: {localized: SOUND, default: Sound}
                          - childPane: More
                  More:
                    model: Settings
                    strings: Root
                    sections:
                      - items:
                          - toggle: sound
                            title: {localized: SOUND, default: Sound}
                          - toggle: vibrate
                            title: {localized: VIBRATE, default: Vibrate}
                """)
        ],
        howToFix: """
            Give each text its own key, or give the key the same default text everywhere; or \
            look the screen's texts up in a table of its own with 'strings:'.
            """)

    func run(in context: CheckContext) {
        // Worked out only when needed: to group the screens, or to name a table in a message.
        var paneNames: SettingsBundlePaneNames?
        func tableName(of screen: PreferenceScreen) -> String {
            let names = paneNames ?? SettingsBundlePaneNames(project: context.project, dialect: .apple)
            paneNames = names
            return names.tableName(of: screen) ?? screen.name.value
        }
        var first: [String: (text: String, range: SourceSpan, screen: String)] = [:]
        for screens in Self.screensByTable(in: context.project, paneNames: &paneNames) {
            first.removeAll(keepingCapacity: true)
            for screen in screens {
                Self.forEachLocalizedText(of: screen) { located in
                    guard case .localized(let key, let fallback?) = located.value else { return }
                    // One look-up for the usual case, a key not yet seen; the first text stays.
                    guard let earlier = first.updateValue((fallback, located.range, screen.name.value), forKey: key) else { return }
                    first[key] = earlier
                    guard earlier.text != fallback else { return }
                    let shared = earlier.screen == screen.name.value ? "" : " (screens '\(earlier.screen)' and '\(screen.name.value)' share it)"
                    context.report(
                        "expected one default text for key '\(PrintableText.escaped(DiagnosticText.shortened(key)))' of strings table '\(PrintableText.escaped(tableName(of: screen)))'\(shared), found '\(PrintableText.escaped(DiagnosticText.shortened(fallback)))' and '\(PrintableText.escaped(DiagnosticText.shortened(earlier.text)))' before it; the table keeps the first",
                        at: located.range,
                        notes: [.init("the key's first default text, '\(PrintableText.escaped(DiagnosticText.shortened(earlier.text)))', is here", at: earlier.range)])
                }
            }
        }
    }

    /// The screens that look their texts up in each strings table, in project order.
    ///
    /// A screen without `strings:` uses the table of its own pane, which only a screen
    /// naming that table with `strings:` can share: while no screen names one, each screen
    /// is a table of its own, and the panes' names need not be worked out.
    static func screensByTable(in project: Project, paneNames: inout SettingsBundlePaneNames?) -> [[PreferenceScreen]] {
        let screens = project.preferenceScreens
        guard screens.contains(where: { $0.strings != nil }) else { return screens.map { [$0] } }
        let names = SettingsBundlePaneNames(project: project, dialect: .apple)
        paneNames = names
        var tables: [[PreferenceScreen]] = []
        var indexOfTable: [String: Int] = [:]
        for screen in screens {
            guard let table = names.tableName(of: screen) else { continue }
            if let index = indexOfTable[table] {
                tables[index].append(screen)
            } else {
                indexOfTable[table] = tables.count
                tables.append([screen])
            }
        }
        return tables
    }

    /// Calls `body` with each of the screen's texts that can be localized, in the order a
    /// pane writes them.
    static func forEachLocalizedText(of screen: PreferenceScreen, _ body: (Located<Text>) -> Void) {
        func add(_ text: Located<Text>?) { if let text { body(text) } }
        func add(_ titled: (any TitledValues)?) { titled?.titles?.value.forEach(body) }
        for section in screen.sections {
            add(section.title)
            add(section.footer)
            // A list section's rows are localized in the screen's table as any row is.
            for item in section.list?.items ?? section.items {
                add(item.title)
                item.subtitle?.texts.forEach(body)
                add(item.detail)
                switch item.control {
                case .textField(_, let options): add(options.placeholder)
                case .choice(_, let options), .multiChoice(_, let options):
                    add(options)
                    add(options.dialogTitle)
                    add(options.footer)
                    options.shortTitles?.value.forEach(body)
                case .value(_, let titles): add(titles)
                default: break
                }
            }
        }
        add(screen.title)
    }
}
