import Foundation
import Testing
@testable import ViewSpec

/// Generated code compiles with the real Swift compiler (warnings as errors) against the
/// runtime, and behaves as its spec says when run: for the example in specs/, and for a
/// hostile spec whose names are Swift keywords or non-ASCII and whose texts try to break
/// out of string literals and comments.
@Suite(.serialized) struct SwiftCompileTests {
    static let hostileDirectory = LayoutTestSupport.repositoryRoot.appendingPathComponent("Tests/ViewSpecTests/Fixtures/Swift").path

    static let emptyShapesDirectory = LayoutTestSupport.repositoryRoot.appendingPathComponent("Tests/ViewSpecTests/Fixtures/SwiftEmpty").path

    static func generated(_ inputs: [String], access: SwiftEmitter.AccessLevel = .public) throws -> [String: String] {
        let compilation = Compiler().compile(files: try InputDiscovery.specFiles(in: inputs))
        let errors = compilation.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        let output = try SwiftEmitter(access: access, inputs: inputs).emit(compilation)
        return Dictionary(uniqueKeysWithValues: output.files.map { ($0.fileName, $0.text) })
    }

    @Test func theExampleCompilesAndBehavesAsItsSpecsSay() throws {
        var files = try Self.generated([LayoutTestSupport.specsDirectory])
        files["main.swift"] = Self.exampleProgram
        let program = try SwiftCompilerSupport.buildProgram(files)
        let output = SwiftCompilerSupport.run(program.path, [], in: program.deletingLastPathComponent())
        #expect(output.status == 0, "\(output.stderr)")
        let expected = """
            volume=0.5
            volumeEnabled=true
            volumeEnabledAfterSoundOff=false
            outOfRangeRejected=true
            volumeAfterRejection=0.5
            generalItems=toggle:soundEnabled,slider:volume,textField:userName,choice:theme,childPane:syncInterval,childPane:LicensesViewController,link:-
            externalPanes=LicensesViewController opened by licensesViewController
            fieldTypes=soundEnabled:Bool,volume:Float,userName:String,theme:enum,syncInterval:Int,debugLogging:Bool
            badgesVisible=false
            badgesVisibleAtHighQuality=true
            displayTitle=Display
            displayFooter=Shown on the main screen.
            performQuality=false
            performReset=true
            resetsAndQuality=1 medium
            codableRoundTrip=true
            memberTitles=["Ann", "Bo", "Cy"]
            memberEvents=["select Ann [0]", "select Cy [0, 2]", "deselect Ann"]
            selectedRecords=[0]
            selectedNames=["Cy"]
            keptHooks=["select Bo [1]"]
            memberwise=RecordCard(number: 7, rate: 0.8, spMember: false, name: "Di", place: "Oslo")
            hashable=1
            colors=["Red", "Green", "Blue"]
            sheetButtons=["editName", "setDefault", "deleteMember", "cancel"]
            sheetCalls=["delete Ann"]
            padButtons=3
            layers=["background", "back", "middle", "front", "ads"]
            hitMembers=members
            hitButton=settingsButton
            hitWallpaper=none
            frontViews=["settingsButton"]
            profileViews=["caption", "display", "colors", "banner", "dimmer"]
            profileEmbeds=["DisplaySettings", "Colors", "AdBanner"]
            captionText=true

            """
        #expect(output.stdout == expected)
    }

    @Test func theExampleCompilesWithInternalAccessInTheSwift5LanguageMode() throws {
        var files = try Self.generated([LayoutTestSupport.specsDirectory], access: .internal)
        // Top-level code is the main actor's in Swift 5 only once it awaits something.
        files["main.swift"] = """
            import ViewSpecRuntime
            @MainActor func volume() async throws -> Double { GeneralSettingsScreen(store: try PreferenceStore<AppSettings>()).volume.value }
            print(try await volume())

            """
        let program = try SwiftCompilerSupport.buildProgram(files, swiftVersion: "5")
        let output = SwiftCompilerSupport.run(program.path, [], in: program.deletingLastPathComponent())
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == "0.5\n")
    }

    /// Every text of the hostile spec comes out of the compiled program exactly as the
    /// spec's decoder read it: no quote, backslash, interpolation, comment or bidirectional
    /// control changed the code around it.
    @Test func hostileTextsEndUpAsLiteralValues() throws {
        var files = try Self.generated([Self.hostileDirectory])
        files["main.swift"] = Self.hostileProgram
        let program = try SwiftCompilerSupport.buildProgram(files)
        // Hostile names and texts, and keys the fields are stored under, compile in the Swift 5 language mode too.
        // (The program above is written for the Swift 6 mode's main actor: the generated files alone.)
        var swift5 = files
        swift5["main.swift"] = "_ = 0\n"
        _ = try SwiftCompilerSupport.buildProgram(swift5, swiftVersion: "5")
        let output = SwiftCompilerSupport.run(program.path, [], in: program.deletingLastPathComponent())
        #expect(output.status == 0, "\(output.stderr)")
        let printed = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String]

        let project = Compiler().compile(files: try InputDiscovery.specFiles(in: [Self.hostileDirectory])).project
        let screen = try #require(project.preferenceScreensByName["switch"])
        let model = try #require(project.model(named: "Options"))
        let table = try #require(project.tablesByName["var"])
        func text(_ text: Text?) -> [String] {
            switch text {
            case .literal(let value)?: [value]
            case .localized(let key, let fallback)?: [key, fallback ?? ""]
            case nil: []
            }
        }
        func stringDefault(_ name: String) -> String? {
            if case .value(let literal)? = model.field(named: name)?.defaultValue, case .string(let value) = literal.value { return value }
            return nil
        }
        var expected: [String] = []
        expected += text(screen.title?.value)
        expected += text(screen.sections[0].title?.value)
        expected += text(screen.sections[0].footer?.value)
        expected += text(screen.sections[0].items[0].title?.value)
        expected += text(screen.sections[0].items[0].subtitle?.fixedText?.value)
        if case .choice(_, let options) = screen.sections[0].items[3].control { expected += text(options.dialogTitle?.value) }
        if case .link(let url) = screen.sections[0].items[5].control { expected.append(url.value) }
        if case .strings(let strings, _) = table.source { expected += strings.map(\.value) }
        expected += [stringDefault("Type"), stringDefault("名前")].compactMap { $0 }
        expected += model.fields.map(\.name.value)
        expected += ["3", "init", "true"]
        // The stepper's field holds 3: the subtitle listed for 3.
        if case .byValue(let entries, _, _)? = screen.sections[0].items[1].subtitle { expected += text(entries.first?.text.value) }
        // The value rows' lookup tables: the title of 'init' (the third case), and of 3.
        if case .value(_, let table?) = screen.sections[0].items[7].control { expected += text(table.titles?.value[2].value) }
        if case .value(_, let table?) = screen.sections[0].items[8].control { expected += text(table.titles?.value[0].value) }
        expected += ["true", "selected [0] \" edited", "self", "🎉"]
        expected += ["ExternalPane", "allCases", "Item", "Options", "日本"]
        expected += text(screen.sections[0].items[9].title?.value)
        expected.append("ExternalPane")
        expected += model.fields.map(\.storedKey)
        if case .toggle(_, let values?) = screen.items.last(where: { $0.field?.value == "while" })?.control,
            case .string(let on) = values.on.value, case .string(let off) = values.off.value
        {
            expected += ["false", on, off]
        }
        expected.append(String(Int.min))
        expected.append(screen.strings?.value ?? "none")
        // No bundle holds the table: the footer's default text.
        expected += text(screen.sections[0].footer?.value).suffix(1)
        if case .intent(let intent)? = screen.items.last(where: { if case .intent = $0.control { true } else { false } })?.control {
            expected += [intent.action?.value ?? "none", intent.data?.value ?? "none"]
            expected += intent.extras.flatMap { [$0.name.value, AndroidIntent.text(of: $0.value.value)] }
        }
        // One link opens the app's settings, and one its page inside the app.
        expected += ["1", "1"]
        // The colour pickers read their fields' forms and store them so (without opacity, an
        // opaque colour); the sound picker's options.
        expected += ["#80FF0000", "#11223344", "-1", "alarm true false"]
        expected += ["1767254400.0", "0.0", "dateAndTime 1 -", "time 15 wheels", "date 1 inline", "true", "false"]
        // A list section's rows are items too, whose `key:` is the element's entry they show.
        expected += screen.items.compactMap { $0.rowKey ?? (screen.isListRow($0) ? $0.actionKey?.text.value : nil) }
        expected += screen.items.compactMap { item -> String? in
            item.control.openedExternalPane?.fileGiven
        }
        // The rows the app draws: the pane each opens, else the key it is found by.
        let customTargets = screen.items.compactMap { item -> String? in
            guard case .custom(let row) = item.control else { return nil }
            return item.control.openedExternalPane?.name.value ?? row.key?.value ?? "none"
        }
        #expect(customTargets.count == 5)
        expected += customTargets
        // The list fields' defaults, then each list section.
        for name in ["for", "listSections", "in"] {
            guard case .list(let elements, _)? = model.field(named: name)?.defaultValue else { continue }
            expected += elements.map { element in
                switch element.value {
                case .string(let text): text
                case .int(let number): String(number)
                default: "?"
                }
            }
        }
        for (index, section) in screen.sections.enumerated() {
            guard let list = section.list else { continue }
            let key = list.field.flatMap { model.field(named: $0.value)?.storedKey } ?? list.key?.value ?? ""
            expected += [
                String(index), list.field?.value ?? "none", key, list.row.control.kindName, list.row.rowKey ?? list.row.actionKey?.text.value ?? "-",
                list.add.flatMap { $0.rowKey ?? $0.actionKey?.text.value } ?? "-", String(list.isDeletable),
            ]
            // The rows as items: their titles, conditions (the 'in' row's holds while 'default'
            // is false, so not now), section, and that the screen draws none of its own.
            expected += text(list.row.title?.value) + text(list.add?.title?.value)
            // The add row's placeholder and its choice's option titles.
            if case .textField(_, let options)? = list.add?.control { expected += text(options.placeholder?.value) }
            if case .choice(_, let options)? = list.add?.control { expected += (options.titles?.value ?? []).flatMap { text($0.value) } }
            expected += [String(list.field?.value != "in"), String(list.add.map { _ in true } ?? true), String(index), "false"]
        }
        // The element added, saved and read back.
        expected.append("added")
        // The rows' icons: iOS's name and Android's, none where it is no resource name.
        expected += screen.items.compactMap(\.icon).flatMap { [$0.exportedIOSName ?? "none", $0.exportedAndroidName ?? "none"] }
        #expect(expected.count == 185)
        #expect(printed == expected)
        // The attempts are really there, so the comparison above means something.
        #expect(expected.contains { $0.contains("fatalError(") })
        #expect(expected.contains { $0.contains("\u{202E}") })
        #expect(expected.contains { $0.contains("\"\"\"") })
    }

    /// The hostile spec's code compiles in the Swift 5 language mode too, and its toggles
    /// store their values as written there.
    @Test func hostileSpecCompilesInTheSwift5LanguageMode() throws {
        var files = try Self.generated([Self.hostileDirectory], access: .internal)
        // Top-level code is the main actor's in Swift 5 only once it awaits something.
        files["main.swift"] = #"""
            import ViewSpecRuntime
            @MainActor struct Supplied: SwitchScreenOptions {
                func self_(_ screen: SwitchScreen) -> [PreferenceOption<Int>] { [PreferenceOption("Three", value: 3), PreferenceOption("Seven", value: 7)] }
                func type(_ screen: SwitchScreen) -> [PreferenceOption<String>] { [] }
                func 名前(_ screen: SwitchScreen) -> [PreferenceOption<String?>] { [PreferenceOption("None", value: nil)] }
            }
            @MainActor func stored() async throws -> [String] {
                let screen = SwitchScreen(store: try PreferenceStore<Options>())
                screen.toggle(.`while`)?.isOn = true
                screen.toggle(.`repeat`)?.isOn = true
                let choice = screen.self_(from: Supplied())
                let before = choice.selectedOption?.title.resolved() ?? "none"
                choice.select(at: 1)
                return [screen.`while`.value, String(screen.`repeat`.value), before, String(screen.`self`.value), String(choice.selectedIndex ?? -1)]
            }
            print(try await stored().joined(separator: "\n"))

            """#
        let program = try SwiftCompilerSupport.buildProgram(files, swiftVersion: "5")
        let output = SwiftCompilerSupport.run(program.path, [], in: program.deletingLastPathComponent())
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == "\"\"\" \\(on) */ #\"on\"# \u{202E}\n\(Int.min)\nThree\n7\n1\n")
    }

    /// Enumerations of nothing (a screen's items, a hierarchy's layers and views) cannot take
    /// a raw type in Swift, and functions taking one can never be called; the generated code
    /// still compiles without warnings, and behaves as empty.
    @Test func emptyDeclarationsCompileAndRun() throws {
        var files = try Self.generated([Self.emptyShapesDirectory])
        files["main.swift"] = #"""
            import ViewSpecRuntime

            var facts: [String] = []
            let store = try PreferenceStore<Quiet>()
            facts.append("items \(BlankScreen.Item.allCases.count) \(EmptySectionScreen.Item.allCases.count) \(BlankScreen(store: store).visibleItems.count)")
            facts.append("sections \(BlankScreen.sectionTitles.count) \(EmptySectionScreen.sectionTitles.count)")
            facts.append("rows \(try NoStringsTable().table.titles.count)")
            let bare = try BareHierarchy(bounds: Rect(width: 10, height: 10))
            facts.append("bare \(BareHierarchy.Layer.allCases.count) \(BareHierarchy.View(rawValue: "x") == nil) \(bare.flattenedViews.count) \(bare.hitTest(Point(x: 1, y: 1)) == nil)")
            let layered = try LayersOnlyHierarchy(bounds: Rect(width: 10, height: 10))
            facts.append("layered \(LayersOnlyHierarchy.Layer.allCases.map(\.rawValue)) \(try layered.views(in: .front).count)")
            let about = AboutScreen(store: try PreferenceStore<Silent>())
            facts.append("silent \(Silent.fields.count) \(Silent.Field.allCases.count) \(Silent.Field(rawValue: "x") == nil) \(Silent.registeredDefaults.count) \(about.visibleItems.count)")
            print(facts.joined(separator: "\n"))
            """#
        let program = try SwiftCompilerSupport.buildProgram(files)
        // The generated files alone compile in the Swift 5 language mode too.
        var swift5 = files
        swift5["main.swift"] = "_ = 0\n"
        _ = try SwiftCompilerSupport.buildProgram(swift5, swiftVersion: "5")
        let output = SwiftCompilerSupport.run(program.path, [], in: program.deletingLastPathComponent())
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == """
            items 0 0 0
            sections 0 1
            rows 0
            bare 0 true 0 true
            layered ["back", "front"] 0
            silent 0 0 true 0 2

            """)
    }

    /// Rows and sections hidden until the app shows them are left out of `visibleItems`,
    /// whatever their conditions, and `Item.isHidden` says which they are.
    @Test func hiddenItemsAreLeftToTheApp() throws {
        let files = try withScratchDirectory { directory -> [String: String] in
            try Data("""
                viewspec: 1
                models:
                  S: {kind: preferences, fields: {sound: Bool, language: String, debug: Bool, trace: Bool}}
                preferences:
                  Root:
                    model: S
                    sections:
                      - items:
                          - toggle: sound
                          - {textField: language, hidden: true, visibleWhen: {sound: false}}
                      - hidden: true
                        items:
                          - toggle: debug
                      - items:
                          - {toggle: trace, hidden: false}
                """.utf8).write(to: directory.appendingPathComponent("hidden.yaml"))
            var files = try Self.generated([directory.path])
            files["main.swift"] = #"""
                import ViewSpecRuntime

                let screen = RootScreen(store: try PreferenceStore<S>())
                print(screen.visibleItems)
                print(RootScreen.Item.allCases.filter(\.isHidden))
                print(screen.isVisible(.language))
                """#
            return files
        }
        let program = try SwiftCompilerSupport.buildProgram(files)
        let output = SwiftCompilerSupport.run(program.path, [], in: program.deletingLastPathComponent())
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == "[App.RootScreen.Item.sound, App.RootScreen.Item.trace]\n[App.RootScreen.Item.language, App.RootScreen.Item.debug]\ntrue\n")
    }

    /// Rows and sections for some platforms only: `Item.platforms` is the item's and its
    /// section's together, and `visibleItems(on:)` leaves out the items of other platforms
    /// (all of them shown for nil, as on Linux, where `Platform.current` is nil).
    @Test(arguments: ["6", "5"]) func itemsForSomePlatformsOnly(_ swiftVersion: String) throws {
        let files = try withScratchDirectory { directory -> [String: String] in
            try Data("""
                viewspec: 1
                models:
                  S: {kind: preferences, fields: {sound: Bool, touch: {type: Int, default: 1}, pencil: Bool, vibrate: Bool}}
                preferences:
                  Root:
                    model: S
                    sections:
                      - items:
                          - toggle: sound
                          - choice: touch
                            values: [0, 1, 2]
                            platforms: [iOS, iPadOS]
                          - choice: touch
                            title: Visibility
                            values: [1, 2]
                            platforms: [visionOS]
                      - platforms: [iPadOS, android]
                        items:
                          - toggle: pencil
                            platforms: [iPadOS]
                          - toggle: vibrate
                """.utf8).write(to: directory.appendingPathComponent("platforms.yaml"))
            var files = try Self.generated([directory.path])
            files["main.swift"] = #"""
                import ViewSpecRuntime

                // Top-level code is the main actor's in Swift 5 only once it awaits something.
                @MainActor func run() async throws {
                    let screen = RootScreen(store: try PreferenceStore<S>())
                    print(screen.visibleItems(on: .iPadOS).count, screen.visibleItems(on: .visionOS).count, screen.visibleItems(on: .android).count)
                    print(screen.visibleItems(on: nil).count, screen.visibleItems.count, Platform.current == nil)
                    print(RootScreen.Item.allCases.map { $0.platforms.map(\.rawValue).sorted().joined(separator: "+") })
                }
                try await run()
                """#
            return files
        }
        let program = try SwiftCompilerSupport.buildProgram(files, swiftVersion: swiftVersion)
        let output = SwiftCompilerSupport.run(program.path, [], in: program.deletingLastPathComponent())
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == """
            4 2 2
            5 5 true
            ["android+iOS+iPadOS+macOS+tvOS+visionOS+watchOS", "iOS+iPadOS", "visionOS", "iPadOS", "android+iPadOS"]

            """)
    }

    /// A toggle's switch is a Bool whatever its field stores: on while a String or Int
    /// field holds its `on` value, storing `on` or `off` as it is turned.
    @Test(arguments: ["6", "5"]) func togglesMapTheirValuesToABool(_ swiftVersion: String) throws {
        let files = try withScratchDirectory { directory -> [String: String] in
            try Data("""
                viewspec: 1
                models:
                  S: {kind: preferences, fields: {sound: Bool, answer: {type: String, default: "no"}, level: {type: Int, default: 1}}}
                preferences:
                  Root:
                    model: S
                    sections:
                      - items:
                          - toggle: sound
                          - toggle: {field: answer, on: "yes", off: "no"}
                          - toggle: {field: level, on: 1, off: 2}
                          - textField: answer
                """.utf8).write(to: directory.appendingPathComponent("toggles.yaml"))
            var files = try Self.generated([directory.path])
            files["main.swift"] = #"""
                import ViewSpecRuntime

                // Top-level code is the main actor's in Swift 5 only once it awaits something.
                @MainActor func run() async throws {
                    let store = try PreferenceStore<S>()
                    let screen = RootScreen(store: store)
                    print(RootScreen.Item.allCases.map { screen.toggle($0)?.isOn.description ?? "-" })
                    screen.toggle(.answer)?.isOn = true
                    screen.toggle(.level)?.isOn = false
                    screen.toggle(.sound)?.isOn = true
                    print(store[\.answer], store[\.level], store[\.sound])
                    screen.answer.value = "maybe"
                    print(screen.toggle(.answer)?.isOn ?? true)
                }
                try await run()
                """#
            return files
        }
        let program = try SwiftCompilerSupport.buildProgram(files, swiftVersion: swiftVersion)
        let output = SwiftCompilerSupport.run(program.path, [], in: program.deletingLastPathComponent())
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == "[\"false\", \"false\", \"true\", \"-\"]\nyes 2 true\nfalse\n")
    }

    /// The hand translations of real settings screens (Settings.bundle keys with `-` and
    /// `.`, dozens of fields) generate code that compiles.
    @Test(arguments: ["BelledonneCommunications__linphone-iphone", "TeamNewPipe__NewPipe", "beemdevelopment__Aegis", "futuretap__InAppSettingsKit"])
    func realSettingsCompile(_ project: String) throws {
        let directory = LayoutTestSupport.repositoryRoot.appendingPathComponent("Tests/ViewSpecTests/Fixtures/RealSettings/\(project)").path
        var files = try Self.generated([directory])
        #expect(files.count > 0)
        files["main.swift"] = "import ViewSpecRuntime\n"
        _ = try SwiftCompilerSupport.buildProgram(files)
    }

    static let exampleProgram = #"""
        import Foundation
        import ViewSpecRuntime

        func report(_ label: String, _ value: Any) { print("\(label)=\(value)") }

        let settings = try PreferenceStore<AppSettings>()
        let general = GeneralSettingsScreen(store: settings)
        report("volume", general.volume.value)
        report("volumeEnabled", general.isEnabled(.volume))
        try general.soundEnabled.set(false)
        report("volumeEnabledAfterSoundOff", general.isEnabled(.volume))
        do {
            try general.volume.set(1.5)
            report("outOfRangeRejected", false)
        } catch {
            report("outOfRangeRejected", true)
        }
        report("volumeAfterRejection", general.volume.value)
        report("generalItems", GeneralSettingsScreen.Item.allCases.map { "\($0.control.rawValue):\($0.field?.rawValue ?? $0.target ?? "-")" }.joined(separator: ","))
        let opening = GeneralSettingsScreen.Item.allCases.filter { $0.externalPane != nil }
        report("externalPanes", GeneralSettingsScreen.ExternalPane.allCases.map(\.rawValue).joined(separator: ",") + " opened by " + opening.map { "\($0)" }.joined(separator: ","))
        report("fieldTypes", AppSettings.Field.allCases.map { "\($0.rawValue):\($0.definition.type.name)" }.joined(separator: ","))

        let display = try PreferenceStore<DisplaySettings>()
        let displayScreen = DisplaySettingsScreen(store: display)
        report("badgesVisible", displayScreen.isVisible(.showBadges))
        try displayScreen.quality.set(.high)
        report("badgesVisibleAtHighQuality", displayScreen.isVisible(.showBadges))
        report("displayTitle", DisplaySettingsScreen.title?.resolved() ?? "")
        report("displayFooter", DisplaySettingsScreen.sectionFooters[1]?.resolved() ?? "")
        final class DisplayActions: DisplaySettingsScreenActions {
            var resets = 0
            func resetDisplay(_ screen: DisplaySettingsScreen) {
                resets += 1
                screen.store.resetToDefaults()
            }
        }
        let actions = DisplayActions()
        report("performQuality", displayScreen.perform(.quality, with: actions))
        report("performReset", displayScreen.perform(.resetDisplay, with: actions))
        report("resetsAndQuality", "\(actions.resets) \(display[\.quality])")
        try displayScreen.quality.set(.high)
        let encoded = try JSONEncoder().encode(display.values)
        report("codableRoundTrip", try JSONDecoder().decode(DisplaySettings.self, from: encoded) == display.values)

        final class MemberEvents: MembersTableHooks {
            var events: [String] = []
            func memberSelected(_ table: SelectionTable, record: RecordCard, row: Int) { events.append("select \(record.name) \(table.selectedIndexes)") }
            func memberDeselected(_ table: SelectionTable, record: RecordCard, row: Int) { events.append("deselect \(record.name)") }
        }
        var records = try RecordStore<RecordCard>()
        for name in ["Cy", "Ann", "Bo"] {
            var record = RecordCard()
            record.name = name
            try records.add(record)
        }
        let events = MemberEvents()
        let members = try MembersTable(records: records, hooks: events, locale: Locale(identifier: "en"))
        report("memberTitles", members.table.titles)
        try members.table.tap(0)
        try members.table.tap(2)
        try members.table.tap(0)
        report("memberEvents", events.events)
        report("selectedRecords", members.selectedRecordIDs.compactMap { records.index(of: $0) })
        report("selectedNames", members.selectedRecords.map(\.name))
        // The table keeps its hooks: an object nothing else holds still hears the taps.
        let kept = try MembersTable(records: records, hooks: MemberEvents(), locale: Locale(identifier: "en"))
        try kept.table.tap(1)
        report("keptHooks", (kept.hooks as? MemberEvents)?.events ?? [])
        report("memberwise", RecordCard(number: 7, name: "Di", place: "Oslo"))
        report("hashable", Set([RecordCard(name: "x"), RecordCard(name: "x")]).count)
        report("colors", try ColorsTable().table.titles)

        final class MemberActionLog: MemberActionsSheetHandler {
            var calls: [String] = []
            func editName(_ target: RecordCard) { calls.append("edit \(target.name)") }
            func setDefault(_ target: RecordCard) { calls.append("default \(target.name)") }
            func deleteMember(_ target: RecordCard) { calls.append("delete \(target.name)") }
            func cancel(_ target: RecordCard) { calls.append("cancel \(target.name)") }
        }
        let actionLog = MemberActionLog()
        let sheet = try MemberActionsSheet.present(on: .phone, target: try records.record(at: 1), handler: actionLog)
        report("sheetButtons", sheet.buttons.map(\.action.rawValue))
        try sheet.choose(at: 2)
        report("sheetCalls", actionLog.calls)
        report("padButtons", try MemberActionsSheet.present(on: .pad, target: RecordCard(), handler: actionLog).buttons.count)

        let main = try MainScreenHierarchy(bounds: Rect(width: 390, height: 844))
        report("layers", MainScreenHierarchy.Layer.allCases.map(\.rawValue))
        report("hitMembers", main.hitTest(Point(x: 100, y: 300))?.rawValue ?? "none")
        report("hitButton", main.hitTest(Point(x: 310, y: 50))?.rawValue ?? "none")
        report("hitWallpaper", main.hitTest(Point(x: 5, y: 5))?.rawValue ?? "none")
        report("frontViews", try main.views(in: .front).map(\.rawValue))
        report("profileViews", try ProfileHierarchy(bounds: Rect(width: 390, height: 844)).flattenedViews.map(\.rawValue))
        report("profileEmbeds", ProfileHierarchy.View.allCases.compactMap(\.content.embeddedName))
        report("captionText", ProfileHierarchy.View.caption.content == .text(.localized(key: "profile.caption", fallback: "Display")))
        """#

    static let hostileProgram = #"""
        import Foundation
        import ViewSpecRuntime

        struct Actions: SwitchScreenActions {
            func `return`(_ screen: SwitchScreen) {}
            func key(_ screen: SwitchScreen) {}
        }

        final class Hooks: VarTableHooks {
            var log: [String] = []
            func `default`(_ table: SelectionTable, string: String, row: Int) { log.append("selected \(table.selectedIndexes) \(string)") }
            func self_(_ table: SelectionTable, string: String, cell: inout TableCell) { cell.detail = "edited" }
        }

        func parts(_ text: DisplayText?) -> [String] {
            switch text {
            case .literal(let value)?: [value]
            case .localized(let key, let fallback)?: [key, fallback ?? ""]
            case nil: []
            }
        }

        var texts: [String] = []
        texts += parts(SwitchScreen.title)
        texts += parts(SwitchScreen.sectionTitles[0])
        texts += parts(SwitchScreen.sectionFooters[0])
        texts += parts(SwitchScreen.Item.`default`.title)
        texts += parts(SwitchScreen.Item.`default`.subtitle)
        texts += parts(SwitchScreen.Item.`class`.dialogTitle)
        texts.append(SwitchScreen.Item.link6.target ?? "")
        texts += VarTable.strings
        let options = Options()
        texts.append(options.type)
        texts.append(options.名前 ?? "")
        texts += Options.Field.allCases.map(\.rawValue)

        let store = try PreferenceStore<Options>()
        let screen = SwitchScreen(store: store)
        texts.append(String(screen.`self`.value))
        texts.append(screen.`class`.value.caseName)
        texts.append(String(screen.isVisible(.`self`)))
        texts += parts(screen.subtitle(.`self`))
        texts += parts(screen.valueTitle(.class8))
        texts += parts(screen.valueTitle(.self9))
        texts.append(String(screen.perform(.`return`, with: Actions())))
        let hooks = Hooks()
        let table = try VarTable(hooks: hooks)
        try table.table.tap(0)
        texts.append(hooks.log.joined() + " " + (try table.table.cell(at: 0).detail ?? ""))
        let stack = try EnumHierarchy(bounds: Rect(width: 200, height: 200))
        texts.append(EnumHierarchy.View.`self`.rawValue)
        texts.append(stack.hitTest(Point(x: 10, y: 10))?.rawValue ?? "none")
        // The screens the app makes, each once, and the one a row opens.
        texts += SwitchScreen.ExternalPane.allCases.map(\.rawValue)
        texts += parts(SwitchScreen.Item.externalPane.title)
        texts.append(SwitchScreen.Item.externalPane.externalPane?.rawValue ?? "none")
        // The keys the fields are stored under, the hostile one among them.
        texts += Options.fields.map(\.storageKey)
        // The toggles store their values as written: off to start with, then on, then off.
        texts.append(String(screen.toggle(.`while`)?.isOn ?? true))
        screen.toggle(.`while`)?.isOn = true
        texts.append(screen.`while`.value)
        screen.toggle(.`while`)?.isOn = false
        texts.append(screen.`while`.value)
        screen.toggle(.`repeat`)?.isOn = true
        texts.append(String(screen.`repeat`.value))
        // The strings table the screen's texts are looked up in, and a lookup in it.
        texts.append(SwitchScreen.stringsTable ?? "none")
        texts.append(SwitchScreen.sectionFooters[0]?.resolved(table: SwitchScreen.stringsTable) ?? "none")
        // The intent a link starts, its parts and extras as written.
        let intent = SwitchScreen.Item.allCases.compactMap(\.intent).first
        texts += [intent?.action ?? "none", intent?.data ?? "none"]
        for extra in intent?.extras ?? [] {
            switch extra.value {
            case .string(let text): texts += [extra.name, text]
            case .int(let number): texts += [extra.name, String(number)]
            case .double(let number): texts += [extra.name, String(number)]
            case .bool(let flag): texts += [extra.name, String(flag)]
            }
        }
        texts.append(String(SwitchScreen.Item.allCases.filter(\.opensAppSettings).count))
        texts.append(String(SwitchScreen.Item.allCases.filter(\.opensInApp).count))
        texts.append(screen.colorPicker(.`var`)?.color?.hex() ?? "none")
        screen.colorPicker(.`var`)?.color = PreferenceColor(argb: 0x1122_3344)
        texts.append(screen.`var`.value)
        screen.colorPicker(.`let`)?.color = PreferenceColor(argb: 0x80FF_FFFF)
        texts.append(String(screen.`let`.value))
        texts += SwitchScreen.Item.allCases.compactMap(\.soundPicker).map { "\($0.sounds.rawValue) \($0.showsDefault) \($0.showsSilent)" }
        // The Date fields: a declared default, the implied one (the epoch), a picker's options,
        // and a moment stored and read back through UserDefaults.
        texts.append(String(options.datePicker.timeIntervalSince1970))
        texts.append(String(options.`init`.timeIntervalSince1970))
        texts += SwitchScreen.Item.allCases.compactMap { screen.datePicker($0) }.map { "\($0.mode.rawValue) \($0.minuteInterval) \($0.style?.rawValue ?? "-")" }
        // A condition on a moment: enabled while the field holds its default, not after a change.
        texts.append(String(screen.isEnabled(.date)))
        try store.set(\.datePicker, to: Date(timeIntervalSince1970: 0))
        texts.append(String(screen.isEnabled(.date)))
        // The keys the rows are told apart by: the button's, the external pane's, the intent link's.
        texts += SwitchScreen.Item.allCases.compactMap(\.key)
        // The file a screen the app makes is made with, as written.
        texts += SwitchScreen.Item.allCases.compactMap(\.externalPaneFile)
        texts += SwitchScreen.Item.allCases.filter { $0.control == .custom }.map { $0.target ?? "none" }
        // The list fields' elements, and the list sections: keys, rows' controls and keys.
        texts += screen.`for`.value
        texts += screen.listSections_.value.map(\.rawValue)
        texts += screen.`in`.value.map(String.init)
        for index in SwitchScreen.listSections.keys.sorted() {
            guard let list = SwitchScreen.listSections[index] else { continue }
            texts += [String(index), list.field ?? "none", list.key, list.row.control.rawValue, list.row.key ?? "-", list.add?.key ?? "-", String(list.isDeletable)]
            texts += parts(list.row.title) + parts(list.add?.title)
            texts += parts(list.add?.placeholder) + (list.add?.optionTitles ?? []).flatMap(parts)
            texts += [String(screen.isVisible(list.row)), String(list.add.map { screen.isEnabled($0) } ?? true), String(list.row.section)]
            texts.append(String(screen.visibleItems(on: nil).contains { $0.isListRow || $0 == list.row }))
        }
        try store.set(\.`for`, to: screen.`for`.value + ["added"])
        // Saved as an array under the field's key, and read back.
        let suiteName = "viewspec.hostile.lists.\(ProcessInfo.processInfo.processIdentifier)"
        if let defaults = UserDefaults(suiteName: suiteName) {
            store.save(to: defaults)
            texts += defaults.stringArray(forKey: Options.fields.first { $0.name == "for" }?.storageKey ?? "")?.suffix(1) ?? ["none"]
            defaults.removePersistentDomain(forName: suiteName)
        }
        // The rows' icons: the name each platform shows.
        texts += SwitchScreen.Item.allCases.compactMap(\.icon).flatMap { [$0.name(on: .iOS) ?? "none", $0.name(on: .android) ?? "none"] }

        let data = try JSONSerialization.data(withJSONObject: texts)
        FileHandle.standardOutput.write(data)
        """#
}
