import Foundation
import Testing

/// Completion offers what the checks accept at the cursor, from the whole project.
@Suite struct CompletionTests {
    /// Opens `specs/screens.yaml` of the cross-file project with `text` (where `|` is the
    /// cursor) and returns the labels offered there, and the items.
    private static func complete(_ textWithCursor: String, file: String = "specs/extra.yaml") throws -> (labels: [String], items: [[String: Any]]) {
        let root = try makeProject(Fixtures.crossFile)
        let client = try ScriptedClient(root: root)
        try client.initialize()
        let (text, line, character) = locate("|", in: textWithCursor)
        try client.open(file, text: text)
        let list = try client.result("textDocument/completion", [
            "textDocument": ["uri": client.uri(file)], "position": position(line, character),
        ]) as? [String: Any]
        let items = list?["items"] as? [[String: Any]] ?? []
        _ = try client.shutDown()
        return (items.compactMap { $0["label"] as? String }, items)
    }

    private static func screen(_ items: String) -> String {
        """
        viewspec: 1
        preferences:
          Extra:
            model: Settings
            sections:
              - items:
        \(items)
        """
    }

    @Test func afterAToggleOnlyTheModelsBoolFields() throws {
        #expect(try Self.complete(Self.screen("          - toggle: |")).labels == ["soundEnabled"])
    }

    @Test func afterADatePickerOnlyDateFieldsInBothForms() throws {
        #expect(try Self.complete(Self.screen("          - datePicker: |")).labels == ["quietFrom"])
        #expect(try Self.complete(Self.screen("          - datePicker:\n              field: |")).labels == ["quietFrom"])
        let (labels, items) = try Self.complete(Self.screen("          - datePicker:\n              field: quietFrom\n              |"))
        #expect(labels.contains("mode") && labels.contains("minuteInterval") && labels.contains("style"), "\(labels)")
        #expect(!labels.contains("title"), "an item's keys belong to the item: \(labels)")
        let mode = try #require(items.first { $0["label"] as? String == "mode" })
        #expect((mode[path: "documentation.value"] as? String)?.hasPrefix("What is picked") == true)
        #expect(try Self.complete(Self.screen("          - datePicker: {field: quietFrom, mode: |}")).labels == ["date", "time", "dateAndTime"])
    }

    @Test(arguments: ["slider", "stepper"])
    func afterASliderOrStepperOnlyNumericFields(_ control: String) throws {
        #expect(try Self.complete(Self.screen("          - \(control): |")).labels == ["volume", "brightness"])
    }

    @Test func afterAChoiceTheEnumerationsOfOneCaseAndAfterAMultiChoiceTheSets() throws {
        #expect(try Self.complete(Self.screen("          - choice: |")).labels == ["theme"])
        #expect(try Self.complete(Self.screen("          - multiChoice: |")).labels == ["topics"])
    }

    /// A colour picker binds a String or Int field, a sound picker a String field: in the
    /// short form and in the long form's 'field', where the long form's keys are offered too.
    @Test func afterAPickerOnlyTheFieldsItCanStoreIn() throws {
        #expect(try Self.complete(Self.screen("          - colorPicker: |")).labels == ["brightness", "userName"])
        #expect(try Self.complete(Self.screen("          - soundPicker: |")).labels == ["userName"])
        #expect(try Self.complete(Self.screen("          - colorPicker:\n              field: |")).labels == ["brightness", "userName"])
        #expect(try Self.complete(Self.screen("          - soundPicker:\n              field: |")).labels == ["userName"])
        let (keys, items) = try Self.complete(Self.screen("          - soundPicker:\n              field: userName\n              |"))
        #expect(Set(keys).isSuperset(of: ["sounds", "showDefault", "showSilent"]) && !keys.contains("title"), "\(keys)")
        let sounds = try #require(items.first { $0["label"] as? String == "sounds" })
        #expect((sounds[path: "documentation.value"] as? String)?.hasPrefix("Which sounds are listed") == true)
        #expect(try Self.complete(Self.screen("          - soundPicker: {field: userName, sounds: |}")).labels == ["ringtone", "notification", "alarm", "all"])
        #expect(try Self.complete(Self.screen("          - colorPicker:\n              field: userName\n              |")).labels.contains("alpha"))
    }

    /// A list field is bound by a list section's rows and named by its `field:`; an ordinary
    /// row or a condition takes a field of one value, so neither offers it.
    @Test func listFieldsAreOfferedWhereAListTakesThemAndNowhereElse() throws {
        func list(_ body: String) -> String {
            """
            viewspec: 1
            preferences:
              Extra:
                model: Settings
                sections:
                  - list:
            \(body)
            """
        }
        #expect(try Self.complete(list("          field: |")).labels == ["tags"])
        #expect(try Self.complete(list("          field: tags\n          row: {textField: |}")).labels == ["tags"])
        #expect(try Self.complete(list("          field: tags\n          row: {value: tags}\n          add: {textField: |}")).labels == ["tags"])
        let (labels, items) = try Self.complete(list("          field: |"))
        #expect(labels == ["tags"] && items.first?["detail"] as? String == "list of String")
        #expect(try Self.complete(Self.screen("          - textField: |")).labels == ["volume", "brightness", "userName"])
        #expect(!(try Self.complete(Self.screen("          - value: |")).labels.contains("tags")))
        #expect(!(try Self.complete(Self.screen("          - slider: volume\n            visibleWhen: {|}")).labels.contains("tags")))
    }

    @Test func aPartlyTypedFieldIsReplacedWhole() throws {
        let (labels, items) = try Self.complete(Self.screen("          - toggle: sou|ndEn"))
        #expect(labels == ["soundEnabled"])
        #expect(items.first?[path: "textEdit.range.start.character"] as? Int == 20)
        #expect(items.first?[path: "textEdit.range.end.character"] as? Int == 27)
        #expect(items.first?[path: "textEdit.newText"] as? String == "soundEnabled")
    }

    @Test func afterAChildPaneThePreferenceScreensOfEveryFile() throws {
        let labels = try Self.complete(Self.screen("          - childPane: |")).labels
        #expect(labels == ["Extra", "General", "Advanced"], "in project order: \(labels)")
    }

    /// A custom row's pane is written as a child pane's target: the same screens are offered.
    @Test func afterACustomRowsChildPaneThePreferenceScreens() throws {
        let flow = try Self.complete(Self.screen("          - {custom: {key: account, childPane: |}}")).labels
        #expect(flow == ["Extra", "General", "Advanced"], "\(flow)")
        let block = try Self.complete(Self.screen("          - custom:\n              key: account\n              childPane: |")).labels
        #expect(block == ["Extra", "General", "Advanced"], "\(block)")
    }

    @Test func inAViewKindTheTablesScreensOrHierarchies() throws {
        let hierarchy = """
            viewspec: 1
            hierarchies:
              Overlay:
                layers: [base, top]
                views:
                  - {id: a, kind: {table: |}, layer: base, frame: fill}
            """
        #expect(try Self.complete(hierarchy).labels == ["Members"])
        #expect(try Self.complete(hierarchy.replacingOccurrences(of: "{table: |}", with: "{preferences: |}")).labels == ["General", "Advanced"])
        #expect(try Self.complete(hierarchy.replacingOccurrences(of: "{table: |}", with: "{hierarchy: |}")).labels == ["Main"])
    }

    @Test func afterPresentsTheActionSheetsOfEveryFile() throws {
        let (labels, items) = try Self.complete("viewspec: 1\ntables:\n  T:\n    strings: [a]\n    presents: |")
        #expect(labels == ["MemberActions"])
        #expect(items.first?["detail"] as? String == "action sheet on Member, 3 buttons")
        #expect(try Self.complete("viewspec: 1\nhierarchies:\n  H:\n    layers: [base]\n    views:\n      - id: a\n        presents: |").labels == ["MemberActions"])
        #expect(try Self.complete(Self.screen("          - button: reset\n            presents: |")).labels == ["MemberActions"])
        // A sheet's target: any model.
        #expect(try Self.complete("viewspec: 1\nactionSheets:\n  S:\n    target: |").labels == ["Settings", "Member"])
    }

    @Test func afterALayerTheHierarchysLayers() throws {
        let hierarchy = """
            viewspec: 1
            hierarchies:
              Overlay:
                layers: [base, middle, top]
                views:
                  - id: a
                    layer: |
                    frame: fill
            """
        #expect(try Self.complete(hierarchy).labels == ["base", "middle", "top"])
    }

    @Test func visibleWhenOffersFieldsThenTheirValues() throws {
        let fields = try Self.complete(Self.screen("          - slider: volume\n            visibleWhen: {|}")).labels
        #expect(fields == ["soundEnabled", "volume", "brightness", "theme", "topics", "userName", "quietFrom"])
        #expect(try Self.complete(Self.screen("          - slider: volume\n            visibleWhen: {theme: |}")).labels == ["light", "dark", "system"])
        #expect(try Self.complete(Self.screen("          - slider: volume\n            visibleWhen: {soundEnabled: |}")).labels == ["true", "false"])
        let block = try Self.complete(Self.screen("          - slider: volume\n            enabledWhen:\n              soundEnabled: true\n              |")).labels
        #expect(!block.contains("soundEnabled") && block.contains("theme"))
    }

    @Test func keysValidAtTheCursorWithTheirDocumentation() throws {
        let (labels, items) = try Self.complete(Self.screen("          - slider: volume\n            |"))
        #expect(labels.first == "title")
        #expect(labels.contains("step") && labels.contains("visibleWhen") && !labels.contains("toggle") && !labels.contains("slider"))
        let step = try #require(items.first { $0["label"] as? String == "step" })
        #expect(step[path: "documentation.value"] as? String == "slider, stepper: the step between values.")
        #expect(step[path: "textEdit.newText"] as? String == "step: ")
        // A new item: its control first.
        let controls = try Self.complete(Self.screen("          - |")).labels
        #expect(Array(controls.prefix(3)) == ["toggle", "slider", "stepper"])
        // The top of a file.
        let top = try Self.complete("viewspec: 1\n|").labels
        #expect(top == ["models", "preferences", "tables", "hierarchies", "actionSheets", "animations", "urlSchemes"])
    }

    /// The optional keys format version 1 gained later are offered where they apply, with
    /// their documentation, and not elsewhere.
    @Test func laterOptionalKeysAtTheirPlace() throws {
        let (labels, items) = try Self.complete(Self.screen("          - toggle: soundEnabled\n            |"))
        #expect(labels.contains("subtitle"))
        let subtitle = try #require(items.first { $0["label"] as? String == "subtitle" })
        #expect((subtitle[path: "documentation.value"] as? String)?.hasPrefix("A line under the row's title") == true)
        let section = try Self.complete("viewspec: 1\npreferences:\n  Extra:\n    model: Settings\n    sections:\n      - items: []\n        |").labels
        #expect(section.contains("footer") && section.contains("id") && section.contains("visibleWhen") && !section.contains("subtitle"))
        let field = try Self.complete("viewspec: 1\nmodels:\n  M:\n    kind: preferences\n    fields:\n      x:\n        type: Bool\n        |").labels
        #expect(field.contains("stored") && field.contains("optional") && !field.contains("subtitle"))
        let stored = try #require(try Self.complete("viewspec: 1\nmodels:\n  M:\n    kind: preferences\n    fields:\n      x:\n        type: Bool\n        |").items.first { $0["label"] as? String == "stored" })
        #expect((stored[path: "documentation.value"] as? String)?.hasPrefix("false: a preferences field shown and edited but never written") == true)
    }

    /// `strings` is offered on a preference screen, not on a section or an item.
    @Test func stringsOnAScreen() throws {
        let (labels, items) = try Self.complete("viewspec: 1\npreferences:\n  Extra:\n    model: Settings\n    sections: []\n    |")
        #expect(labels.contains("strings") && labels.contains("entry"), "\(labels)")
        let strings = try #require(items.first { $0["label"] as? String == "strings" })
        #expect((strings[path: "documentation.value"] as? String)?.hasPrefix("The strings table every localized text of the screen is looked up in") == true)
        #expect(!(try Self.complete(Self.screen("          - toggle: sound\n            |")).labels.contains("strings")))
    }

    /// The keys of rows that act (language 1.1) are offered on an item, with their documentation.
    @Test func rowActionKeysAtTheirPlace() throws {
        let (labels, items) = try Self.complete(Self.screen("          - button: reset\n            |"))
        #expect(labels.contains("destructive"))
        let destructive = try #require(items.first { $0["label"] as? String == "destructive" })
        #expect((destructive[path: "documentation.value"] as? String)?.hasPrefix("button: the action destroys something") == true)
        let link = try Self.complete(Self.screen("          - link: 'https://example.com'\n            |"))
        let detail = try #require(link.items.first { $0["label"] as? String == "detail" })
        #expect((detail[path: "documentation.value"] as? String)?.hasPrefix("link: a short text beside the row's title") == true)
    }

    /// `hidden` is offered on a row of any control and on a section.
    @Test func hiddenAtItsPlaces() throws {
        let (labels, items) = try Self.complete(Self.screen("          - toggle: sound\n            |"))
        #expect(labels.contains("hidden"), "\(labels)")
        let hidden = try #require(items.first { $0["label"] as? String == "hidden" })
        #expect((hidden[path: "documentation.value"] as? String)?.hasPrefix("Hidden until the app shows it") == true)
        #expect(try Self.complete(Self.screen("      - title: More\n        |")).labels.contains("hidden"))
    }

    /// `list` on a section, its own keys inside it, and `key` on a list's row.
    @Test func listAtItsPlaces() throws {
        let (labels, items) = try Self.complete(Self.screen("      - title: More\n        |"))
        #expect(labels.contains("list"), "\(labels)")
        let list = try #require(items.first { $0["label"] as? String == "list" })
        #expect((list[path: "documentation.value"] as? String)?.hasPrefix("In place of 'items': a row for each element of a list") == true)
        let keys = try Self.complete(Self.screen("      - title: More\n        list:\n          |")).labels
        #expect(Set(["field", "key", "row", "add", "deletable"]).isSubset(of: Set(keys)), "\(keys)")
    }

    /// `platforms` on an item and a section, and the platforms' names inside its list.
    @Test func platformsAtTheirPlaces() throws {
        let (labels, items) = try Self.complete(Self.screen("          - toggle: sound\n            |"))
        #expect(labels.contains("platforms"), "\(labels)")
        let platforms = try #require(items.first { $0["label"] as? String == "platforms" })
        #expect((platforms[path: "documentation.value"] as? String)?.hasPrefix("The row exists only on these platforms") == true)
        #expect(try Self.complete(Self.screen("      - title: More\n        |")).labels.contains("platforms"))
        let names = try Self.complete(Self.screen("          - toggle: sound\n            platforms: [|]")).labels
        #expect(names == ["iOS", "iPadOS", "macOS", "visionOS", "tvOS", "watchOS", "android"], "\(names)")
    }

    /// A toggle that stores other values: its keys inside the mapping, with their documentation.
    @Test func toggleValuesKeysAtTheirPlace() throws {
        let (labels, items) = try Self.complete(Self.screen("          - toggle:\n              field: userName\n              |"))
        #expect(labels.contains("on") && labels.contains("off"), "\(labels)")
        #expect(!labels.contains("title"), "an item's keys belong to the item: \(labels)")
        let on = try #require(items.first { $0["label"] as? String == "on" })
        #expect((on[path: "documentation.value"] as? String)?.hasPrefix("What the field holds while the switch is on") == true)
        let fields = try Self.complete(Self.screen("          - toggle:\n              field: |")).labels
        #expect(fields == ["brightness", "userName"], "only String and Int fields: \(fields)")
    }

    /// A child pane to a screen the app's code makes: its keys inside the mapping (the file
    /// it is made with among them), with their documentation, and the ways InAppSettingsKit
    /// opens it.
    @Test func externalPaneKeysAndOpeningsAtTheirPlace() throws {
        let (labels, items) = try Self.complete(Self.screen("          - childPane:\n              external: About\n              |"))
        #expect(labels.contains("opening") && labels.contains("fragment") && labels.contains("file"), "\(labels)")
        #expect(!labels.contains("title"), "an item's keys belong to the item: \(labels)")
        let fragment = try #require(items.first { $0["label"] as? String == "fragment" })
        #expect((fragment[path: "documentation.value"] as? String)?.hasPrefix("The Android fragment class") == true)
        let file = try #require(items.first { $0["label"] as? String == "file" })
        #expect((file[path: "documentation.value"] as? String)?.hasPrefix("The file the screen is made with") == true)
        let openings = try Self.complete(Self.screen("          - childPane:\n              external: About\n              opening: |")).labels
        #expect(openings == ["viewController", "segue", "file"])
    }

    /// A child pane's row key is offered beside it, documented as the key the row is told apart by.
    @Test func keyOfferedOnAChildPane() throws {
        let (labels, items) = try Self.complete(Self.screen("          - childPane: Advanced\n            |"))
        #expect(labels.contains("key") && labels.contains("value"), "\(labels)")
        let key = try #require(items.first { $0["label"] as? String == "key" })
        #expect((key[path: "documentation.value"] as? String)?.contains("childPane: the key the app tells the row apart by") == true)
    }

    /// A link to an Android intent: the intent's keys inside it, with their documentation.
    @Test func intentKeysAtTheirPlace() throws {
        let (labels, items) = try Self.complete(Self.screen("          - link:\n              intent:\n                action: A\n                |"))
        #expect(["data", "targetPackage", "targetClass", "mimeType", "extras"].allSatisfy(labels.contains), "\(labels)")
        #expect(!labels.contains("title") && !labels.contains("localized"), "\(labels)")
        let extras = try #require(items.first { $0["label"] as? String == "extras" })
        #expect((extras[path: "documentation.value"] as? String)?.hasPrefix("The intent's extras") == true)
    }

    /// A link written as a mapping may take any of its forms: the keys of each are offered
    /// until the mapping's keys choose one.
    @Test func everyFormOfALinkMappingIsOffered() throws {
        let labels = try Self.complete(Self.screen("          - link:\n              |")).labels
        #expect(["url", "inApp", "localized", "default", "intent", "systemSettings"].allSatisfy(labels.contains), "\(labels)")
        #expect(Set(labels).count == labels.count, "each key once: \(labels)")
        let afterLocalized = try Self.complete(Self.screen("          - link:\n              localized: SITE\n              |")).labels
        #expect(afterLocalized == ["default", "inApp"], "\(afterLocalized)")
        let afterURL = try Self.complete(Self.screen("          - link:\n              url: 'https://example.com'\n              |")).labels
        #expect(afterURL == ["inApp"], "\(afterURL)")
    }

    /// A row the app draws: offered among the controls; its long form's keys at their place;
    /// no field offered for its key, which is the app's own word.
    @Test func customRowAtItsPlace() throws {
        let controls = try Self.complete(Self.screen("          - |")).labels
        #expect(controls.contains("custom"), "\(controls)")
        let (keys, items) = try Self.complete(Self.screen("          - custom:\n              key: theme\n              |"))
        #expect(keys.contains("android") && keys.contains("default") && keys.contains("childPane") && !keys.contains("key"), "\(keys)")
        #expect((items.first { $0["label"] as? String == "childPane" }?[path: "documentation.value"] as? String)?.hasPrefix("The pane the row opens") == true, "\(items)")
        #expect((items.first { $0["label"] as? String == "android" }?[path: "documentation.value"] as? String)?.hasPrefix("The app's preference class") == true, "\(items)")
        #expect(try Self.complete(Self.screen("          - custom: |")).labels.isEmpty)
        let itemKeys = try Self.complete(Self.screen("          - custom: theme\n            |")).labels
        #expect(itemKeys.contains("title") && itemKeys.contains("visibleWhen") && !itemKeys.contains("toggle"), "\(itemKeys)")
    }

    /// The app's Android subclass of a row: offered among an item's keys, with its documentation.
    @Test func androidClassAtItsPlace() throws {
        let (keys, items) = try Self.complete(Self.screen("          - choice: theme\n            |"))
        #expect(keys.contains("androidClass"), "\(keys)")
        #expect((items.first { $0["label"] as? String == "androidClass" }?[path: "documentation.value"] as? String)?.contains("the app's subclass") == true, "\(items)")
    }

    /// A row's icon: offered among an item's keys, and its two platforms inside it.
    @Test func iconAtItsPlace() throws {
        let (keys, items) = try Self.complete(Self.screen("          - toggle: sound\n            |"))
        #expect(keys.contains("icon"), "\(keys)")
        #expect((items.first { $0["label"] as? String == "icon" }?[path: "documentation.value"] as? String)?.contains("SF Symbol") == true, "\(items)")
        let (platforms, _) = try Self.complete(Self.screen("          - toggle: sound\n            icon: {|}"))
        #expect(platforms.contains("ios") && platforms.contains("android"), "\(platforms)")
    }

    /// A link to the system's settings: the pages it opens, with their documentation.
    @Test func systemSettingsLinkAtItsPlace() throws {
        let (pages, items) = try Self.complete(Self.screen("          - link:\n              systemSettings: |"))
        #expect(pages == ["app"])
        #expect((items.first?[path: "documentation.value"] as? String)?.hasPrefix("The app's own page") == true, "\(items)")
    }

    /// The text field options of language 1.1: offered on a text field, with their words.
    @Test func textFieldOptionsOfLanguageOneOneAtTheirPlace() throws {
        let keyboards = try Self.complete(Self.screen("          - textField: userName\n            keyboard: |")).labels
        #expect(keyboards.contains("numbersAndPunctuation"), "\(keyboards)")
        let keys = try Self.complete(Self.screen("          - textField: userName\n            |")).labels
        #expect(keys.contains("contentType") && keys.contains("multiline"), "\(keys)")
        let contentTypes = try Self.complete(Self.screen("          - textField: userName\n            contentType: |")).labels
        #expect(contentTypes.contains("oneTimeCode") && contentTypes.contains("newPassword"), "\(contentTypes)")
        let choiceKeys = try Self.complete(Self.screen("          - choice: theme\n            |")).labels
        #expect(choiceKeys.contains("shortTitles") && choiceKeys.contains("sortByTitle"), "\(choiceKeys)")
        #expect(choiceKeys.contains("options"), "\(choiceKeys)")
        let sources = try Self.complete(Self.screen("          - choice: theme\n            options: |")).labels
        #expect(sources == ["dynamic"], "\(sources)")
    }

    /// A value's lookup table is offered on a value item, documented for it.
    @Test func valueLookupKeysAtTheirPlace() throws {
        let (labels, items) = try Self.complete(Self.screen("          - value: userName\n            |"))
        #expect(labels.contains("titles") && labels.contains("values"), "\(labels)")
        let titles = try #require(items.first { $0["label"] as? String == "titles" })
        #expect((titles[path: "documentation.value"] as? String)?.contains("value: the title shown for each listed value") == true)
    }

    /// Beside a child pane, `value` is its option, offered as a key, and takes the model's fields.
    @Test func aChildPaneIsOfferedTheFieldItShows() throws {
        let keys = try Self.complete(Self.screen("          - childPane: Extra\n            |")).labels
        #expect(keys.contains("value") && !keys.contains("toggle"), "\(keys)")
        let toggleKeys = try Self.complete(Self.screen("          - toggle: soundEnabled\n            |")).labels
        #expect(!toggleKeys.contains("value"), "\(toggleKeys)")
        let fields = try Self.complete(Self.screen("          - childPane: Extra\n            value: |")).labels
        #expect(fields.contains("userName") && fields.contains("soundEnabled"), "\(fields)")
    }

    @Test func wordsOfTheLanguageWithWhatTheyMean() throws {
        let (labels, items) = try Self.complete("viewspec: 1\ntables:\n  T:\n    strings: [a]\n    accessory: |")
        #expect(labels == ["none", "checkmark", "disclosure", "detail"])
        #expect(items.first?[path: "documentation.value"] as? String == "No accessory.")
        #expect(try Self.complete("viewspec: 1\nmodels:\n  M:\n    kind: preferences\n    fields:\n      x: |").labels == ["Int", "Float", "Bool", "String", "Date"])
    }

    @Test func aScreenAndATableAreOfferedTheModelsTheyCanBind() throws {
        #expect(try Self.complete("viewspec: 1\npreferences:\n  S:\n    model: |").labels == ["Settings"])
        #expect(try Self.complete("viewspec: 1\ntables:\n  T:\n    model: |").labels == ["Member"])
        #expect(try Self.complete("viewspec: 1\ntables:\n  T:\n    model: Member\n    display: |").labels == ["title"])
    }

    @Test func completionInTheMiddleOfABrokenFileStillKnowsTheProject() throws {
        // The file does not parse (an unclosed flow mapping below), yet the screen's model is known.
        let text = Self.screen("          - toggle: |\n          - {slider: volume\n")
        #expect(try Self.complete(text).labels == ["soundEnabled"])
    }

    /// An animation's references complete from what they may name: hierarchies, the views
    /// of the animation's hierarchy, its elements and its other tracks.
    @Test func anAnimationsHierarchyViewsElementsAndTracks() throws {
        func animation(_ lines: String) -> String {
            """
            viewspec: 1
            animations:
              Fresh:
                hierarchy: Main
                elements:
                  glow: {text: Hi}
            \(lines)
            """
        }
        #expect(try Self.complete("viewspec: 1\nanimations:\n  Fresh:\n    hierarchy: |").labels == ["Main"])
        #expect(try Self.complete(animation("      panel: {view: |}")).labels == ["list", "settings"])
        #expect(try Self.complete(animation("      panel:\n        view: |")).labels == ["list", "settings"])
        let tracks = """
                tracks:
                  first: {element: glow, duration: 1, from: {opacity: 0}, to: {opacity: 1}}
                  second:
                    element: glow
                    duration: 1
                    from: {opacity: 0}
                    to: {opacity: 1}
                    after: |
            """
        #expect(try Self.complete(animation(tracks)).labels == ["first"], "a track does not start after itself")
        let element = """
                tracks:
                  first:
                    element: |
            """
        #expect(try Self.complete(animation(element)).labels == ["glow"])
    }
}
