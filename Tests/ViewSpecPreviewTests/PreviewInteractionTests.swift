import Foundation
import Testing
import ViewSpecRuntime
@testable import ViewSpec

/// What a user does on a page, checked against what the runtime does with the same layout:
/// conditions flipping rows, the selection policy on scripted taps, the hit test on clicks.
@Suite(.serialized, .needsBrowser)
struct PreviewInteractionTests {
    @Test func choosingAValueShowsAndHidesTheDependentRow() throws {
        let site = try PreviewTestSupport.site(inputs: [PreviewTestSupport.specsDirectory], label: "conditions")
        let browser = try site.open("DisplaySettings.preferences.html")
        // Badges is shown only while quality is high (display.yaml).
        let badges = "document.querySelector('.row[data-section=\"1\"][data-item=\"2\"]')"
        #expect(try browser.evaluate("\(badges).querySelector('.title').textContent") as? String == "Badges")
        #expect(try browser.evaluate("\(badges).hidden") as? Bool == true)
        try clickElement("document.querySelector('.row[data-section=\"0\"] .option[data-option=\"2\"]')", in: browser)
        #expect(try browser.evaluate("\(badges).hidden") as? Bool == false)
        #expect(try browser.evaluate("\(badges).getBoundingClientRect().height") as? Double ?? 0 >= 44)
        try clickElement("document.querySelector('.row[data-section=\"0\"] .option[data-option=\"0\"]')", in: browser)
        #expect(try browser.evaluate("\(badges).hidden") as? Bool == true)
    }

    @Test func flippingAToggleDisablesTheDependentRow() throws {
        let site = try PreviewTestSupport.site(inputs: [PreviewTestSupport.specsDirectory], label: "toggle")
        let browser = try site.open("GeneralSettings.preferences.html")
        // Volume is enabled only while sound effects are on (app-settings.yaml).
        let volume = "document.querySelector('.row[data-section=\"0\"][data-item=\"1\"]')"
        #expect(try browser.evaluate("\(volume).dataset.enabled") as? String == "true")
        #expect(try browser.evaluate("\(volume).querySelector('input').disabled") as? Bool == false)
        try clickElement("document.querySelector('.row[data-section=\"0\"][data-item=\"0\"] input.switch')", in: browser)
        #expect(try browser.evaluate("\(volume).dataset.enabled") as? String == "false")
        #expect(try browser.evaluate("\(volume).querySelector('input').disabled") as? Bool == true)
        try clickElement("document.querySelector('.row[data-section=\"0\"][data-item=\"0\"] input.switch')", in: browser)
        #expect(try browser.evaluate("\(volume).dataset.enabled") as? String == "true")
    }

    /// A toggle that stores other values shows on while its field holds its `on` value, and
    /// turning it stores `on` or `off`: a row that depends on the value follows.
    @Test func aToggleWithValuesStoresThemAndShowsOnForItsOnValue() throws {
        let site = try PreviewTestSupport.site(files: ["toggles.yaml": """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {answer: {type: String, default: "yes"}, level: {type: Int, default: 2}, name: String}}
            preferences:
              Root:
                model: S
                sections:
                  - items:
                      - toggle: {field: answer, on: "yes", off: "no"}
                      - toggle: {field: level, on: 1, off: 2}
                      - {textField: name, enabledWhen: {answer: "no"}}
            """], label: "toggle-values")
        let browser = try site.open("Root.preferences.html")
        let toggle = "document.querySelector('.row[data-section=\"0\"][data-item=\"%d\"] input.switch')"
        let name = "document.querySelector('.row[data-section=\"0\"][data-item=\"2\"]')"
        #expect(try browser.evaluate("\(String(format: toggle, 0)).checked") as? Bool == true)
        #expect(try browser.evaluate("\(String(format: toggle, 1)).checked") as? Bool == false)
        #expect(try browser.evaluate("\(name).dataset.enabled") as? String == "false")
        try clickElement(String(format: toggle, 0), in: browser)
        #expect(try browser.evaluate("\(String(format: toggle, 0)).checked") as? Bool == false)
        #expect(try browser.evaluate("\(name).dataset.enabled") as? String == "true")
        try clickElement(String(format: toggle, 1), in: browser)
        #expect(try browser.evaluate("\(String(format: toggle, 1)).checked") as? Bool == true)
    }

    /// A subtitle by value follows the field: for an enumeration, the case chosen (a case is
    /// an object in the layout, compared by what it holds).
    @Test func aSubtitleByValueFollowsTheChosenCase() throws {
        let site = try PreviewTestSupport.site(files: ["subtitles.yaml": """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {theme: {type: enum, cases: [light, dark], default: light}}}
            preferences:
              Root:
                model: S
                sections:
                  - items:
                      - {choice: theme, presentation: radio, subtitle: {light: Bright, dark: Easier at night}}
            """], label: "subtitle-cases")
        let browser = try HeadlessBrowser()
        try browser.load(site.url("Root.preferences.html"))
        let subtitle = "document.querySelector('.row[data-section=\"0\"][data-item=\"0\"] .subtitle').textContent"
        #expect(try browser.evaluate(subtitle) as? String == "Bright")
        try clickElement("document.querySelector('.row[data-section=\"0\"] .option[data-option=\"1\"]')", in: browser)
        #expect(try browser.evaluate(subtitle) as? String == "Easier at night")
        try clickElement("document.querySelector('.row[data-section=\"0\"] .option[data-option=\"0\"]')", in: browser)
        #expect(try browser.evaluate(subtitle) as? String == "Bright")
    }

    /// A subtitle by value shows the text listed for the field's value, and the one under
    /// `_` for a value the list leaves out.
    @Test func aSubtitleByValueFallsBackToTheTextForOtherValues() throws {
        let site = try PreviewTestSupport.site(files: ["subtitles.yaml": """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {sync: Bool}}
            preferences:
              Root:
                model: S
                sections:
                  - items:
                      - {toggle: sync, subtitle: {true: Syncing, _: Paused}}
            """], label: "subtitle-other-values")
        let browser = try HeadlessBrowser()
        try browser.load(site.url("Root.preferences.html"))
        let row = "document.querySelector('.row[data-section=\"0\"][data-item=\"0\"]')"
        #expect(try browser.evaluate("\(row).querySelector('.subtitle').textContent") as? String == "Paused")
        try clickElement("\(row).querySelector('input.switch')", in: browser)
        #expect(try browser.evaluate("\(row).querySelector('.subtitle').textContent") as? String == "Syncing")
        try clickElement("\(row).querySelector('input.switch')", in: browser)
        #expect(try browser.evaluate("\(row).querySelector('.subtitle').textContent") as? String == "Paused")
    }

    /// A date picker is the browser's date, time or date-and-time input for its mode, showing
    /// the field's moment in UTC; picking a time keeps the day, and a row that depends on the
    /// moment follows.
    @Test func aDatePickerIsTheBrowsersInputForItsModeAndStoresTheMoment() throws {
        let site = try PreviewTestSupport.site(files: ["dates.yaml": """
            viewspec: 1
            models:
              S:
                kind: preferences
                fields:
                  quietFrom: {type: Date, default: 2026-01-01T22:00:00Z}
                  birthday: {type: Date, default: 2000-02-29T00:00:00Z}
                  lastSync: {type: Date, optional: true}
                  note: String
            preferences:
              Root:
                model: S
                sections:
                  - items:
                      - datePicker: {field: quietFrom, mode: time, minuteInterval: 15}
                      - datePicker: {field: birthday, mode: date}
                      - datePicker: lastSync
                      - {textField: note, enabledWhen: {quietFrom: 2026-01-01T23:30:00Z}}
            """], label: "date-pickers")
        let browser = try site.open("Root.preferences.html")
        let picker = "document.querySelector('.row[data-section=\"0\"][data-item=\"%d\"] input.date-picker')"
        let note = "document.querySelector('.row[data-section=\"0\"][data-item=\"3\"]')"
        #expect(try browser.evaluate("\(String(format: picker, 0)).type") as? String == "time")
        #expect(try browser.evaluate("\(String(format: picker, 0)).value") as? String == "22:00")
        #expect(try browser.evaluate("\(String(format: picker, 0)).step") as? String == "900")
        #expect(try browser.evaluate("\(String(format: picker, 1)).type") as? String == "date")
        #expect(try browser.evaluate("\(String(format: picker, 1)).value") as? String == "2000-02-29")
        #expect(try browser.evaluate("\(String(format: picker, 2)).type") as? String == "datetime-local")
        #expect(try browser.evaluate("\(String(format: picker, 2)).value") as? String == "")
        #expect(try browser.evaluate("\(note).dataset.enabled") as? String == "false")
        let pick = "(function (input) { input.value = '23:30'; input.dispatchEvent(new Event('change')); return input.value; })(\(String(format: picker, 0)))"
        #expect(try browser.evaluate(pick) as? String == "23:30")
        #expect(try browser.evaluate("\(note).dataset.enabled") as? String == "true")
    }

    /// A list section draws a row for each element its field starts with, marked deletable
    /// where it is, a note where the list starts empty or the app stores it, and the row
    /// that adds an element.
    @Test func listSectionsShowTheirElementsAndTheAddRow() throws {
        let site = try PreviewTestSupport.site(files: ["lists.yaml": """
            viewspec: 1
            models:
              S:
                kind: preferences
                fields:
                  tags: {type: String, list: true, default: [home, work]}
                  dna: {type: enum, cases: [A, C], list: true}
            preferences:
              Root:
                model: S
                sections:
                  - title: Tags
                    list:
                      field: tags
                      row: {textField: tags}
                      add: {textField: tags, placeholder: New Tag}
                      deletable: true
                  - list:
                      field: dna
                      row: {choice: dna, title: Gene}
                  - list:
                      key: accounts
                      row: {custom: account}
                      add: {button: addAccount, title: Add Account...}
            """], label: "lists")
        let browser = try HeadlessBrowser()
        try browser.load(site.url("Root.preferences.html"))
        let elements = "Array.from(document.querySelectorAll('.list-element[data-section=\"%d\"]'))"
        #expect(try browser.evaluate("\(String(format: elements, 0)).map(function (row) { return row.querySelector('.title').textContent; }).join('|')") as? String == "home|work")
        #expect(try browser.evaluate("\(String(format: elements, 0)).filter(function (row) { return row.querySelector('.delete'); }).length") as? Double == 2)
        #expect(try browser.evaluate("document.querySelectorAll('.list-add')[0].textContent") as? String == "New Tag")
        // An empty list, and one the app stores, say so; the add row of the app's list.
        #expect(try browser.evaluate("document.querySelectorAll('.list-empty')[0].textContent") as? String == "no elements")
        #expect(try browser.evaluate("document.querySelectorAll('.list-empty')[1].textContent") as? String == "elements the app stores under accounts")
        #expect(try browser.evaluate("document.querySelectorAll('.list-add')[1].textContent") as? String == "Add Account...")
        #expect(try browser.evaluate("document.querySelectorAll('.list-element .delete').length") as? Double == 2)
    }

    /// A row or section hidden until the app shows it is not drawn, whatever its condition.
    @Test func hiddenRowsAndSectionsAreNotShown() throws {
        let site = try PreviewTestSupport.site(files: ["hidden.yaml": """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {sound: Bool, language: String, debug: Bool}}
            preferences:
              Root:
                model: S
                sections:
                  - items:
                      - toggle: sound
                      - {textField: language, hidden: true}
                  - hidden: true
                    items:
                      - toggle: debug
            """], label: "hidden")
        let browser = try site.open("Root.preferences.html")
        let row = "document.querySelector('.row[data-section=\"0\"][data-item=\"%d\"]')"
        #expect(try browser.evaluate("\(String(format: row, 0)).hidden") as? Bool == false)
        #expect(try browser.evaluate("\(String(format: row, 1)).hidden") as? Bool == true)
        #expect(try browser.evaluate("\(String(format: row, 1)).dataset.visible") as? String == "false")
        // The hidden section's row is inside a hidden group: it takes no place on the page.
        #expect(try browser.evaluate("\(String(format: row, 0)).offsetParent !== null") as? Bool == true)
        #expect(try browser.evaluate("document.querySelector('.row[data-section=\"1\"]').offsetParent === null") as? Bool == true)
    }

    /// A row or section for some platforms only is drawn, with a small note naming them.
    @Test func rowsForSomePlatformsShowANote() throws {
        let site = try PreviewTestSupport.site(files: ["platforms.yaml": """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {sound: Bool, pencil: Bool, vibrate: Bool}}
            preferences:
              Root:
                model: S
                sections:
                  - items:
                      - toggle: sound
                      - {toggle: pencil, platforms: [iPadOS, iOS]}
                  - title: Phone
                    platforms: [android]
                    items:
                      - toggle: vibrate
            """], label: "platforms")
        let browser = try site.open("Root.preferences.html")
        let row = "document.querySelector('.row[data-section=\"%d\"][data-item=\"%d\"]')"
        #expect(try browser.evaluate("\(String(format: row, 0, 0)).querySelector('.platforms') === null") as? Bool == true)
        #expect(try browser.evaluate("\(String(format: row, 0, 1)).querySelector('.platforms').textContent") as? String == "iOS, iPadOS only")
        #expect(try browser.evaluate("\(String(format: row, 0, 1)).hidden") as? Bool == false)
        #expect(try browser.evaluate("document.querySelector('section[data-section=\"1\"] .section-header .platforms').textContent") as? String == "android only")
    }

    /// A row's icon is a small box before its title naming the image, which the browser
    /// cannot load from the app's assets; a row without one has none.
    @Test func rowIconsAreNamedBeforeTheTitle() throws {
        let site = try PreviewTestSupport.site(files: ["icons.yaml": """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {sound: Bool, caps: Bool, haptics: Bool, hosts: {type: String, list: true, default: [a.example]}}}
            preferences:
              Root:
                model: S
                sections:
                  - items:
                      - toggle: sound
                      - {toggle: caps, title: Caps lock, icon: {ios: capslock.fill, android: ic_caps}}
                      - {button: reset, title: Reset, icon: {android: ic_reset}}
                      - {toggle: haptics, title: Haptics, subtitle: Taps you back, icon: hand.tap}
                  - list: {field: hosts, row: {value: hosts, title: Host, icon: server.rack}}
            """], label: "icons")
        let browser = try site.open("Root.preferences.html")
        let row = "document.querySelector('.row[data-section=\"0\"][data-item=\"%d\"]')"
        #expect(try browser.evaluate("\(String(format: row, 0)).querySelector('.icon') === null") as? Bool == true)
        #expect(try browser.evaluate("\(String(format: row, 1)).querySelector('.icon').textContent") as? String == "capslock.fill")
        #expect(try browser.evaluate("\(String(format: row, 1)).firstElementChild.className") as? String == "icon")
        #expect(try browser.evaluate("\(String(format: row, 1)).querySelector('.icon').title") as? String == "icon: iOS capslock.fill, Android ic_caps")
        #expect(try browser.evaluate("\(String(format: row, 2)).querySelector('.icon').dataset.icon") as? String == "ic_reset")
        #expect(try browser.evaluate("\(String(format: row, 2)).querySelector('.icon').title") as? String == "icon: none on iOS, Android ic_reset")
        // Before the title, on one line with it.
        let before = "(function (row) { var icon = row.querySelector('.icon').getBoundingClientRect(), title = row.querySelector('.title').getBoundingClientRect(); return icon.right <= title.left && Math.abs(icon.top + icon.height / 2 - (title.top + title.height / 2)) < 4; })(\(String(format: row, 1)))"
        #expect(try browser.evaluate(before) as? Bool == true)
        // A subtitle starts under the title, not under the icon, in both styles; icons of
        // other names are boxes of one width, so that the titles of a section line up.
        let aligned = "(function (row) { var title = row.querySelector('.title').getBoundingClientRect(), subtitle = row.querySelector('.subtitle').getBoundingClientRect(); return Math.abs(title.left - subtitle.left) < 1 && subtitle.top >= title.bottom - 1; })(\(String(format: row, 3)))"
        let titlesLineUp = "Math.abs(\(String(format: row, 1)).querySelector('.title').getBoundingClientRect().left - \(String(format: row, 3)).querySelector('.title').getBoundingClientRect().left) < 1"
        for style in ["ios", "material"] {
            _ = try browser.evaluate("(function () { var select = document.getElementById('style'); select.value = '\(style)'; select.dispatchEvent(new Event('change')); return true; })()")
            #expect(try browser.evaluate(aligned) as? Bool == true, "\(style)")
            #expect(try browser.evaluate(titlesLineUp) as? Bool == true, "\(style)")
        }
        #expect(try browser.evaluate("document.querySelector('.row.list-element .icon').textContent") as? String == "server.rack")
    }

    /// A choice whose options the app supplies shows the field's value and says that the
    /// app supplies the options: the preview has none to offer.
    @Test func aDynamicChoiceShowsItsValueAndANote() throws {
        let site = try PreviewTestSupport.site(files: ["dynamic.yaml": """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {country: {type: String, default: de}, level: {type: Int, default: 2}}}
            preferences:
              Root:
                model: S
                sections:
                  - items:
                      - {choice: country, options: dynamic}
                      - {choice: level, options: dynamic, presentation: radio}
            """], label: "dynamic")
        let browser = try site.open("Root.preferences.html")
        let row = "document.querySelector('.row[data-section=\"0\"][data-item=\"%d\"]')"
        for (index, value) in [(0, "de"), (1, "2")] {
            #expect(try browser.evaluate("\(String(format: row, index)).dataset.dynamicOptions") as? String == "true")
            #expect(try browser.evaluate("\(String(format: row, index)).querySelector('.value').textContent") as? String == value)
            #expect(try browser.evaluate("\(String(format: row, index)).querySelector('.dynamic-note').textContent") as? String == "options from the app")
            #expect(try browser.evaluate("\(String(format: row, index)).querySelectorAll('select, .option').length") as? Double == 0)
        }
    }

    /// A child pane's row shows its placeholder while the field it shows holds no value, and
    /// the value once one is chosen.
    @Test func aChildPaneShowsItsPlaceholderUntilTheFieldHoldsAValue() throws {
        let site = try PreviewTestSupport.site(files: ["fruit.yaml": """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {fruit: {type: String, optional: true}}}
            preferences:
              Root:
                model: S
                sections:
                  - items:
                      - {childPane: Fruits, title: Fruit, value: fruit, placeholder: None chosen}
                      - {choice: fruit, values: [Banana, Kiwi], presentation: radio}
              Fruits:
                model: S
                sections:
                  - items:
                      - {choice: fruit, values: [Banana, Kiwi]}
            """], label: "placeholder")
        let browser = try site.open("Root.preferences.html")
        let shown = "document.querySelector('.row[data-section=\"0\"][data-item=\"0\"] .value')"
        #expect(try browser.evaluate("\(shown).textContent") as? String == "None chosen")
        #expect(try browser.evaluate("\(shown).classList.contains('placeholder')") as? Bool == true)
        try clickElement("document.querySelector('.row[data-section=\"0\"][data-item=\"1\"] .option[data-option=\"1\"]')", in: browser)
        #expect(try browser.evaluate("\(shown).textContent") as? String == "Kiwi")
        #expect(try browser.evaluate("\(shown).classList.contains('placeholder')") as? Bool == false)
    }

    /// A value row shows its field through its lookup table as the field changes, and a
    /// value the table leaves out as it is.
    @Test func aValueRowShowsTheTitleItsTableListsForTheValue() throws {
        let site = try PreviewTestSupport.site(inputs: [PreviewTestSupport.specsDirectory], label: "lookup")
        let browser = try site.open("AdvancedSettings.preferences.html")
        // Syncs shows the interval the stepper above it edits (app-settings.yaml).
        let syncs = "document.querySelector('.row[data-section=\"0\"][data-item=\"1\"] .value').textContent"
        let plus = "document.querySelectorAll('.row[data-section=\"0\"][data-item=\"0\"] button.step')[1]"
        #expect(try browser.evaluate(syncs) as? String == "Every quarter hour")
        try clickElement(plus, in: browser)
        #expect(try browser.evaluate(syncs) as? String == "20")
        try clickElement(plus, in: browser)
        try clickElement(plus, in: browser)
        #expect(try browser.evaluate(syncs) as? String == "Every half hour")
    }

    /// Conditions hold as the generated code evaluates them: every clause's field equals its
    /// value; an enumeration value by its case.
    @Test func conditionsHoldAsTheGeneratedCodeEvaluatesThem() throws {
        let site = try PreviewTestSupport.site(inputs: [PreviewTestSupport.specsDirectory], label: "holds")
        let browser = try site.open("DisplaySettings.preferences.html")
        let high = #"{"case": "high", "rawValue": 2}"#
        let cases: [(condition: String, values: String, holds: Bool)] = [
            ("null", "{}", true),
            ("[]", #"{"a": 1}"#, true),
            (#"[{"field": "on", "type": "Bool", "value": true}]"#, #"{"on": true}"#, true),
            (#"[{"field": "on", "type": "Bool", "value": true}]"#, #"{"on": false}"#, false),
            (#"[{"field": "q", "type": "enum", "value": \#(high)}]"#, #"{"q": {"case": "high", "rawValue": 2}}"#, true),
            (#"[{"field": "q", "type": "enum", "value": \#(high)}]"#, #"{"q": {"case": "low", "rawValue": 0}}"#, false),
            (#"[{"field": "n", "type": "Int", "value": 3}, {"field": "s", "type": "String", "value": "x"}]"#, #"{"n": 3, "s": "x"}"#, true),
            (#"[{"field": "n", "type": "Int", "value": 3}, {"field": "s", "type": "String", "value": "x"}]"#, #"{"n": 3, "s": "y"}"#, false),
            (#"[{"field": "n", "type": "Float", "value": 0.5}]"#, #"{"n": 0.5}"#, true),
            (#"[{"field": "missing", "type": "Bool", "value": true}]"#, "{}", false),
        ]
        for entry in cases {
            let holds = try browser.evaluate("viewspecPreview.holds(\(entry.condition), \(entry.values))") as? Bool
            #expect(holds == entry.holds, "\(entry.condition) with \(entry.values)")
        }
    }

    // MARK: - Selection

    static let selectionProject = [
        "tables.yaml": """
            viewspec: 1
            tables:
              Single: {strings: [a, b, c, d], selection: single, accessory: checkmark}
              SingleInitial:
                strings: [a, b, c, d]
                selection: {mode: single, min: 1, initial: [2]}
              Plain: {strings: [a, b, c], selection: none, accessory: disclosure}
              RejectAtMax:
                strings: [a, b, c, d, e]
                selection: {mode: multiple, min: 1, max: 2, atMax: reject, initial: [0]}
                accessory: checkmark
              DisableOthers:
                strings: [a, b, c, d, e]
                selection: {mode: multiple, max: 3, atMax: disableOthers, initial: [1, 3]}
                accessory: checkmark
                onReload: keepSelection
              Unlimited:
                strings: [a, b, c, d]
                selection: multiple
                onReload: resetSelection
            """
    ]

    /// Taps (a row index) and reloads (nil), the same script for every table.
    static let script: [Int?] = [0, 1, 2, 1, 3, 4, nil, 2, 0, 0, 3, 4, 1, nil, 2, 2]

    @MainActor
    @Test func selectionFollowsTheRuntimeOnTheSameTaps() throws {
        let site = try PreviewTestSupport.site(files: Self.selectionProject, label: "selection")
        let browser = try HeadlessBrowser()
        for (page, document) in site.pages {
            try browser.load(site.url(page))
            let layout = document.json["layout"]
            let strings = layout?["rows"]?.arrayValue?.compactMap { $0["text"]?.stringValue } ?? []
            let table = try SelectionTable(
                strings: strings, selection: try configuration(layout?["selection"]),
                accessory: TableAccessory(rawValue: layout?["accessory"]?.stringValue ?? "") ?? .none,
                onReload: ReloadPolicy(rawValue: layout?["onReload"]?.stringValue ?? "") ?? .resetSelection)
            try expectSame(table, page: page, step: "initially", in: browser)
            for step in Self.script {
                let expected: String
                if let row = step {
                    guard row < strings.count else { continue }
                    expected = describe(try table.tap(row))
                    try browser.evaluate("document.querySelector('.table-row[data-row=\"\(row)\"]').click()")
                } else {
                    table.reload(strings: strings)
                    expected = "reloaded (\(table.reloadPolicy.rawValue))"
                    try browser.evaluate("document.querySelector('button.reload').click()")
                }
                #expect(try browser.evaluate("document.querySelector('.tap-result').textContent") as? String == expected, "\(page): \(step.map { "tap \($0)" } ?? "reload")")
                try expectSame(table, page: page, step: step.map { "after tap \($0)" } ?? "after reload", in: browser)
            }
        }
    }

    @MainActor
    private func expectSame(_ table: SelectionTable, page: String, step: String, in browser: HeadlessBrowser) throws {
        let state = try browser.evaluate("""
            [...document.querySelectorAll('.table-row')].map(r => [r.classList.contains('selected'), !r.classList.contains('disabled'),
              r.querySelector('.accessory').textContent])
            """) as? [[Any]] ?? []
        #expect(state.count == table.rowCount, "\(page)")
        for (row, drawn) in state.enumerated() where drawn.count == 3 {
            #expect(drawn[0] as? Bool == table.isSelected(row), "\(page) \(step): row \(row) selected")
            #expect(drawn[1] as? Bool == table.isEnabled(row), "\(page) \(step): row \(row) enabled")
            let mark = table.accessory(forRow: row)
            #expect((drawn[2] as? String == "\u{2713}") == (mark == .checkmark), "\(page) \(step): row \(row) checkmark")
        }
    }

    private func configuration(_ json: JSONValue?) throws -> SelectionConfiguration {
        let mode = try #require(SelectionConfiguration.Mode(rawValue: json?["mode"]?.stringValue ?? ""))
        return SelectionConfiguration(
            mode: mode, minimum: json?["minimum"]?.intValue ?? 0,
            maximum: mode == .multiple ? json?["maximum"]?.intValue : nil,
            atMaximum: SelectionConfiguration.AtMaximum(rawValue: json?["atMaximum"]?.stringValue ?? "") ?? .reject,
            initial: json?["initial"]?.arrayValue?.compactMap(\.intValue) ?? [])
    }

    private func describe(_ result: TapResult) -> String {
        switch result {
        case .selected(let row, let replaced): "selected \(row)" + (replaced.map { " replacing \($0)" } ?? "")
        case .deselected(let row): "deselected \(row)"
        case .rejected(.selectionDisabled): "rejected: selection disabled"
        case .rejected(.atMaximum): "rejected: at maximum"
        case .rejected(.rowDisabled): "rejected: row disabled"
        case .rejected(.atMinimum): "rejected: at minimum"
        }
    }

    // MARK: - Hit test

    /// Clicks in hit-test mode at a grid of points and at every view's edges; the page's
    /// answer is the runtime's: a `LayerStack` of the hierarchy's views, and, where the
    /// answer embeds a hierarchy, a `LayerStack` of that one's views at the point within it.
    @MainActor
    @Test func hitTestAnswersAsTheRuntimeLayerStack() throws {
        let site = try PreviewTestSupport.site(inputs: [PreviewTestSupport.specsDirectory], label: "hit")
        let browser = try HeadlessBrowser(windowWidth: 1100, windowHeight: 1000)
        var compared = 0
        for (page, document) in site.pages where document.kind == .hierarchy {
            try browser.load(site.url(page))
            let json = document.json
            try browser.evaluate("document.getElementById('hit-test').click()")
            let origin = try browser.evaluate("""
                (() => { const s = document.querySelector('.stage'); const r = s.getBoundingClientRect();
                  return [r.left + s.clientLeft, r.top + s.clientTop]; })()
                """) as? [Double] ?? [0, 0]
            // A click lands on a whole pixel: the page keeps the stage at one.
            #expect(origin == origin.map { $0.rounded() }, "\(page): the stage is at \(origin)")
            let width = json["viewport"]?["width"]?.numberValue ?? 0
            let height = json["viewport"]?["height"]?.numberValue ?? 0
            var points: [(Double, Double)] = []
            for x in stride(from: 3.0, to: width, by: 47) {
                for y in stride(from: 3.0, to: height, by: 53) { points.append((x, y)) }
            }
            let documents = site.documentsByFile
            for view in ResolvedHierarchy(json, documents: documents).views {
                let frame = view.absoluteFrame
                let x = frame[0], y = frame[1]
                let maxX = x + frame[2], maxY = y + frame[3]
                points += [(x, y), (maxX - 1, maxY - 1), (maxX, y + 1), (x + 1, maxY)].filter { $0.0 >= 0 && $0.1 >= 0 && $0.0 < width && $0.1 < height }
            }
            for (x, y) in points {
                try browser.click(x: origin[0] + x, y: origin[1] + y)
                let answer = try browser.evaluate("document.getElementById('hit-result').getAttribute('data-path')") as? String
                let expected = try runtimeHitTest(
                    json["layout"], width: width, height: height, at: ViewSpecRuntime.Point(x: x, y: y), documents: documents
                ).joined(separator: "/")
                let said = try browser.evaluate("document.getElementById('hit-result').textContent") as? String ?? ""
                #expect(answer == expected, "\(page) at (\(x), \(y)): \(said) \(origin)")
                compared += 1
            }
        }
        #expect(compared > 400)
    }

    /// The path of the view a touch at `point` (in the hierarchy's coordinates) reaches, the
    /// hierarchy drawn `width` by `height`; a view that shows a hierarchy passes the touch to
    /// that document's views, drawn in the view's bounds.
    @MainActor
    private func runtimeHitTest(
        _ layout: JSONValue?, width: Double, height: Double, at point: ViewSpecRuntime.Point, documents: [String: JSONValue]
    ) throws -> [String] {
        let layers = layout?["layers"]?.arrayValue ?? []
        let stack = try LayerStack(
            layers: layers.compactMap { $0["name"]?.stringValue }, bounds: ViewSpecRuntime.Rect(width: width, height: height))
        var byID: [String: JSONValue] = [:]
        for layer in layers {
            for view in layer["views"]?.arrayValue ?? [] {
                let id = view["id"]?.stringValue ?? ""
                byID[id] = view
                let frame = view["frame"]
                let viewFrame: ViewFrame =
                    view["sizing"]?.stringValue == "fill"
                    ? .fill
                    : .rect(
                        ViewSpecRuntime.Rect(
                            x: frame?["x"]?.numberValue ?? 0, y: frame?["y"]?.numberValue ?? 0, width: frame?["width"]?.numberValue ?? 0,
                            height: frame?["height"]?.numberValue ?? 0))
                try stack.add(
                    LayerView(id: id, frame: viewFrame, isInteractive: view["interactive"] == .bool(true), isHidden: view["hidden"] == .bool(true)),
                    to: layer["name"]?.stringValue ?? "")
            }
        }
        guard let hit = stack.hitTest(point), let view = byID[hit.id] else { return [] }
        if view["kind"]?.stringValue == "hierarchy", let file = view["content"]?["document"]?.stringValue {
            let frame = stack.resolvedFrame(of: hit)
            let inner = try runtimeHitTest(
                documents[file]?["layout"], width: frame.width, height: frame.height,
                at: ViewSpecRuntime.Point(x: point.x - frame.x, y: point.y - frame.y), documents: documents)
            if !inner.isEmpty { return [hit.id] + inner }
        }
        return [hit.id]
    }
}

/// Colour and sound pickers on a page: the browser's colour well shows the field's colour
/// and stores a picked one in the field's own form; a sound picker's row shows the sound.
@Suite(.serialized, .needsBrowser)
struct PreviewPickerTests {
    @Test func aColourWellStoresTheFieldsFormAndASoundRowShowsTheSound() throws {
        let site = try PreviewTestSupport.site(files: ["pickers.yaml": """
            viewspec: 1
            models:
              S:
                kind: preferences
                fields:
                  accent: {type: String, default: '#802196F3'}
                  plain: {type: String, default: '#102030'}
                  border: {type: Int, default: -16777216}
                  ring: {type: String, default: ''}
                  alarm: {type: String, default: 'content://media/internal/audio/media/7'}
            preferences:
              Root:
                model: S
                sections:
                  - items:
                      - colorPicker: accent
                      - colorPicker: {field: plain, alpha: false}
                      - colorPicker: border
                      - soundPicker: ring
                      - soundPicker: {field: alarm, sounds: alarm, showSilent: false}
                      - {toggle: on, visibleWhen: {accent: '#80FF0000'}}
            """.replacingOccurrences(of: "ring: {type: String, default: ''}", with: "ring: {type: String, default: ''}\n      on: Bool")], label: "pickers")
        let browser = try site.open("Root.preferences.html")
        let row = "document.querySelector('.row[data-section=\"0\"][data-item=\"%d\"]')"
        func pick(_ item: Int, _ color: String) throws {
            _ = try browser.evaluate("(function () { var well = \(String(format: row, item)).querySelector('input.color-well'); well.value = '\(color)'; well.dispatchEvent(new Event('input')); return true; })()")
        }
        #expect(try browser.evaluate("\(String(format: row, 0)).querySelector('input').type") as? String == "color")
        #expect(try browser.evaluate("\(String(format: row, 0)).querySelector('input').value") as? String == "#2196f3")
        #expect(try browser.evaluate("\(String(format: row, 0)).dataset.color") as? String == "#802196F3")
        #expect(try browser.evaluate("\(String(format: row, 1)).dataset.color") as? String == "#102030")
        #expect(try browser.evaluate("\(String(format: row, 2)).dataset.color") as? String == "#FF000000")
        // A picked colour keeps the alpha the field holds, and shows the row that waits for it.
        let dependent = String(format: row, 5)
        #expect(try browser.evaluate("\(dependent).hidden") as? Bool == true)
        try pick(0, "#ff0000")
        #expect(try browser.evaluate("\(String(format: row, 0)).dataset.color") as? String == "#80FF0000")
        #expect(try browser.evaluate("\(dependent).hidden") as? Bool == false)
        try pick(1, "#00ff00")
        #expect(try browser.evaluate("\(String(format: row, 1)).dataset.color") as? String == "#00FF00")
        try pick(2, "#0000ff")
        #expect(try browser.evaluate("\(String(format: row, 2)).dataset.color") as? String == "#FF0000FF")
        #expect(try browser.evaluate("\(String(format: row, 3)).querySelector('.sound').textContent") as? String == "Silent")
        #expect(try browser.evaluate("\(String(format: row, 4)).querySelector('.sound').textContent") as? String == "content://media/internal/audio/media/7")
        #expect(try browser.evaluate("\(String(format: row, 4)).dataset.sounds") as? String == "alarm")
    }
}
