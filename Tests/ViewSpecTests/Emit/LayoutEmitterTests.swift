import Foundation
import Testing
@testable import ViewSpec

@Suite struct LayoutEmitterTests {
    typealias Support = LayoutTestSupport
    let metrics = LayoutMetrics.standard

    // MARK: - Preference screens

    /// Sections stack header, rows and footer with the documented heights, and the
    /// content ends where the last footer does.
    @Test func preferenceRowsStackWithTheDocumentedHeights() throws {
        let output = try Support.exampleLayout()
        let screen = Support.document(output, .preferences, "GeneralSettings")
        let sections = try #require(Support.value(screen, "layout", "sections")?.arrayValue)
        let spec = try #require(Compiler().compile(files: InputDiscovery.specFiles(in: [Support.specsDirectory])).project
            .preferenceScreensByName["GeneralSettings"])
        #expect(sections.count == spec.sections.count)
        var y = 0.0
        let rowWidth = 390 - 2 * metrics.horizontalInset
        for (section, written) in zip(sections, spec.sections) {
            let top = y
            #expect(Support.rect(section["header"]?["frame"])?.y == y)
            y += written.title.map { metrics.wrappedHeight(metrics.sectionHeaderHeight, text: $0.value, width: rowWidth) }
                ?? metrics.untitledSectionHeaderHeight
            #expect(section["items"]?.arrayValue?.count == written.items.count)
            for (item, spec) in zip(section["items"]?.arrayValue ?? [], written.items) {
                // A subtitle adds a text line per line of its longest text.
                let subtitleLines = spec.subtitle?.texts.map { metrics.lineCount(of: $0.value.estimatedText, width: rowWidth) }.max() ?? 0
                let height = metrics.rowHeight + Double(subtitleLines) * metrics.textLineHeight
                #expect(Support.rect(item["frame"]) == Rect(x: metrics.horizontalInset, y: y, width: rowWidth, height: height))
                y += height
            }
            #expect(Support.rect(section["footer"]?["frame"])?.y == y)
            y += written.footer.map { metrics.wrappedHeight(metrics.sectionFooterHeight, text: $0.value, width: rowWidth) }
                ?? metrics.emptySectionFooterHeight
            #expect(Support.rect(section["frame"]) == Rect(x: 0, y: top, width: 390, height: y - top))
        }
        #expect(Support.value(screen, "layout", "contentSize", "height")?.numberValue == y)
        #expect(Support.rect(Support.value(screen, "layout", "frame")) == Rect(x: 0, y: 0, width: 390, height: 844))
    }

    /// A long footer or title wraps, and the next section starts below it: a 140-character
    /// footer at the default viewport takes four lines (docs/layout.md, "Text that wraps").
    @Test func wrappingTitlesAndFootersGrowWithTheirText() throws {
        let footer = String(repeating: "Footer text ", count: 12).prefix(140)
        let title = String(repeating: "設定", count: 60)
        let spec = """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {a: Bool, b: Bool}}
            preferences:
              Long:
                model: S
                sections:
                  - title: "\(title)"
                    footer: "\(footer)"
                    items: [{toggle: a}]
                  - footer: "Short.\\nSecond paragraph."
                    items: [{toggle: b}]
            """
        let output = try Support.layout(["long.yaml": spec])
        let sections = try #require(Support.value(Support.document(output, .preferences, "Long"), "layout", "sections")?.arrayValue)
        let header = try #require(Support.rect(sections[0]["header"]?["frame"]))
        // 120 wide characters, 1,680 points of text in lines of 326: 6 lines.
        #expect(header.height == metrics.sectionHeaderHeight + 5 * metrics.textLineHeight)
        let footerFrame = try #require(Support.rect(sections[0]["footer"]?["frame"]))
        #expect(footerFrame.height == 82)
        #expect(Support.rect(sections[1]["frame"])?.y == footerFrame.y + footerFrame.height)
        // Each paragraph takes a line of its own.
        #expect(Support.rect(sections[1]["footer"]?["frame"])?.height == metrics.sectionFooterHeight + metrics.textLineHeight)
        #expect(metrics.lineCount(of: "", width: 358) == 1)
        #expect(metrics.lineCount(of: String(repeating: "a", count: 46), width: 358) == 1)
        #expect(metrics.lineCount(of: String(repeating: "a", count: 47), width: 358) == 2)
    }

    @Test func radioOptionsEachTakeARowAndMenusTakeOne() throws {
        let output = try Support.layout(Support.variedProject)
        let items = try #require(Support.firstSectionItems(output, "Everything"))
        let radio = try #require(items.first { $0["field"]?["name"] == "mode" && $0["control"] == "choice" })
        let itemFrame = try #require(Support.rect(radio["frame"]))
        let options = try #require(radio["options"]?["options"]?.arrayValue)
        #expect(options.count == 2)
        #expect(itemFrame.height == 2 * metrics.rowHeight)
        for (index, option) in options.enumerated() {
            #expect(Support.rect(option["frame"])?.y == itemFrame.y + Double(index) * metrics.rowHeight)
        }
        let multi = try #require(items.first { $0["control"] == "multiChoice" })
        #expect(Support.rect(multi["frame"])?.height == 2 * metrics.rowHeight)
        let next = try #require(items.first { $0["control"] == "value" })
        #expect(Support.rect(next["frame"])?.y == Support.rect(multi["frame"]).map { $0.y + $0.height })
    }

    @Test func controlsCarryTheirResolvedField() throws {
        let output = try Support.layout(Support.variedProject)
        let items = try #require(Support.firstSectionItems(output, "Everything"))
        func item(_ control: String, _ field: String) -> JSONValue? {
            items.first { $0["control"]?.stringValue == control && $0["field"]?["name"]?.stringValue == field }
        }
        // A slider without bounds takes the field's; without `step` it is continuous.
        let levelSlider = item("slider", "level")
        #expect(levelSlider?["options"] == .object([("minimum", .double(1)), ("maximum", .double(10)), ("step", .double(1))]))
        #expect(item("slider", "ratio")?["options"] == .object([]), "no bounds and no step: every member left out")
        // A stepper's own bound wins; its step defaults to 1.
        #expect(item("stepper", "floor")?["options"] == .object([("minimum", .double(2)), ("maximum", .double(10)), ("step", .double(1))]))
        // Field type, constraints and default, declared or implied.
        let level = levelSlider?["field"]
        #expect(level?["type"] == "Int")
        #expect(level?["constraints"]?["minimum"] == .double(1))
        #expect(level?["default"] == 3)
        #expect(level?["defaultDeclared"] == true)
        #expect(item("slider", "ratio")?["field"]?["default"] == .double(0))
        #expect(item("slider", "ratio")?["field"]?["defaultDeclared"] == false)
        let nickname = item("textField", "nickname")?["field"]
        #expect(nickname?["optional"] == true)
        #expect(nickname?["default"] == nil)
        #expect(nickname?["constraints"]?["maxLength"] == 12)
        #expect(nickname?["constraints"]?["pattern"] == "[a-z]+")
        let mode = item("choice", "mode")?["field"]
        #expect(mode?["cases"] == [.object([("name", "slow"), ("rawValue", 1)]), .object([("name", "fast"), ("rawValue", 2)])])
        #expect(mode?["default"] == .object([("case", "slow"), ("rawValue", 1)]), "an enumeration without a default starts at its first case")
        #expect(item("multiChoice", "tags")?["field"]?["default"] == [], "a set without a default starts empty")
        #expect(item("multiChoice", "tags")?["field"]?["multiple"] == true)
        // Item titles default to the field's name.
        #expect(item("toggle", "enabled")?["title"] == .object([("text", "enabled")]))
    }

    @Test func textFieldsFillInKeyboardAndTextDefaults() throws {
        let output = try Support.layout(Support.variedProject)
        let items = try #require(Support.firstSectionItems(output, "Everything"))
        let fields = items.filter { $0["control"] == "textField" }.map { ($0["field"]?["name"]?.stringValue ?? "", $0["options"]) }
        let options = Dictionary(uniqueKeysWithValues: fields)
        #expect(options["nickname"]??["keyboard"] == "default")
        #expect(options["nickname"]??["secure"] == true)
        #expect(options["nickname"]??["autocorrection"] == "disabled")
        #expect(options["nickname"]??["autocapitalization"] == "sentences")
        #expect(options["nickname"]??["placeholder"] == .object([("text", "nick.placeholder"), ("localizationKey", "nick.placeholder")]))
        #expect(options["level"]??["keyboard"] == "number")
        #expect(options["level"]??["placeholder"] == nil)
        #expect(options["ratio"]??["keyboard"] == "number", "a keyboard the item names wins over the field's")
    }

    @Test func choiceOptionsResolveTitlesAndValues() throws {
        let output = try Support.layout(Support.variedProject)
        let items = try #require(Support.firstSectionItems(output, "Everything"))
        let size = try #require(items.first { $0["field"]?["name"] == "size" }?["options"]?["options"]?.arrayValue)
        #expect(size.map { $0["value"] } == [1, 2, 3])
        #expect(size.map { $0["title"]?["text"] } == ["1", "2", "3"], "values without titles are titled as written")
        let tags = try #require(items.first { $0["control"] == "multiChoice" }?["options"]?["options"]?.arrayValue)
        #expect(tags.map { $0["value"]?["case"] } == ["red", "green"])
        #expect(tags.map { $0["title"] } == [
            .object([("text", "Red")]),
            .object([("text", "Green"), ("localizationKey", "tags.green")]),
        ])
    }

    @Test func conditionsCarryFieldTypesAndTheirInitialValue() throws {
        let output = try Support.layout(Support.variedProject)
        let items = try #require(Support.firstSectionItems(output, "Everything"))
        let mode = try #require(items.first { $0["field"]?["name"] == "mode" })
        #expect(mode["visibleWhen"] == [
            .object([("field", "enabled"), ("type", "Bool"), ("value", true)]),
            .object([("field", "level"), ("type", "Int"), ("value", 3)]),
        ])
        #expect(mode["initiallyVisible"] == true, "enabled starts true and level starts at 3")
        #expect(mode["enabledWhen"] == [.object([("field", "nickname"), ("type", "String"), ("value", "someone")])])
        #expect(mode["initiallyEnabled"] == false, "nickname starts empty")
        let example = try Support.exampleLayout()
        let badges = try #require(Support.value(Support.document(example, .preferences, "DisplaySettings"), "layout", "sections", 1, "items", 2))
        #expect(badges["visibleWhen"] == [.object([("field", "quality"), ("type", "enum"), ("value", .object([("case", "high"), ("rawValue", 2)]))])])
        #expect(badges["initiallyVisible"] == false)
    }

    @Test func childPanesNameTheirDocument() throws {
        let output = try Support.layout(Support.variedProject)
        let sections = try #require(Support.value(Support.document(output, .preferences, "Everything"), "layout", "sections")?.arrayValue)
        let panes = sections.flatMap { $0["items"]?.arrayValue ?? [] }.filter { $0["control"] == "childPane" }
        #expect(panes.count == 2)
        let detailsFile = output.documents.first { $0.kind == .preferences && $0.name == "Details" }?.fileName
        for pane in panes {
            #expect(pane["options"] == .object([("screen", "Details"), ("document", detailsFile.map(JSONValue.string) ?? .null)]))
            #expect(pane["field"] == nil)
        }
        #expect(panes[0]["title"]?["text"] == "Details", "an untitled pane shows the screen's title, else its name")
        #expect(panes[1]["title"]?["text"] == "Open details")
        #expect(Support.value(Support.document(output, .preferences, "Everything"), "layout", "entry") == true)
        #expect(Support.value(Support.document(output, .preferences, "Details"), "layout", "entry") == false)
    }

    /// A child pane's and an external pane's key are their options' `key`, left out without one.
    @Test func childPanesWriteTheKeyTheirRowIsToldApartBy() throws {
        let output = try Support.layout(["s.yaml": """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {on: Bool}}
            preferences:
              Root:
                model: S
                sections:
                  - items:
                      - {childPane: Account, key: menu_account_1}
                      - {childPane: Account}
                      - {childPane: {external: About}, key: about_menu}
              Account:
                model: S
                sections:
                  - items: [{toggle: on}]
            """])
        let items = try #require(Support.firstSectionItems(output, "Root"))
        #expect(items.map { $0["options"]?["key"] } == ["menu_account_1", nil, "about_menu"])
    }

    /// A link's key, to a URL or the system's settings, is its options' `key`, left out without one.
    @Test func linksWriteTheKeyTheirRowIsToldApartBy() throws {
        let output = try Support.layout(["s.yaml": """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {on: Bool}}
            preferences:
              Root:
                model: S
                sections:
                  - items:
                      - {link: "https://example.com/help", key: help_link}
                      - {link: {systemSettings: app}, key: privacy}
                      - {link: "https://example.com"}
                      - {link: {systemSettings: app}}
                      - {toggle: on}
            """])
        let items = try #require(Support.firstSectionItems(output, "Root"))
        #expect(items.map { $0["options"]?["key"] } == ["help_link", "privacy", nil, nil, nil])
    }

    // MARK: - Tables

    @Test func tablesFillInTheirSelectionPolicyAndPlacement() throws {
        let output = try Support.layout(Support.variedProject)
        let people = Support.value(Support.document(output, .table, "PeopleTable"), "layout")
        #expect(people?["selection"] == .object([
            ("mode", "multiple"), ("minimum", 1), ("maximum", 3), ("atMaximum", "reject"), ("initial", [0, 2]),
            ("programmaticSelectionFiresHooks", true),
        ]))
        #expect(people?["hooks"] == .object([("editCell", "styleCell")]))
        #expect(people?["accessory"] == "detail")
        #expect(people?["reorderable"] == true)
        #expect(people?["onReload"] == "keepSelection")
        #expect(Support.rect(people?["frame"]) == Rect(x: 0, y: 0, width: 390, height: 844), "a fill frame is the viewport")
        #expect(people?["source"]?["model"] == .object([("name", "People"), ("kind", "keyed"), ("key", "id")]))
        #expect(people?["source"]?["display"]?["name"] == "fullName")
        #expect(people?["sort"]?["comparison"] == "caseOrder")
        #expect(people?["sort"]?["field"]?["name"] == "rank")
        #expect(people?["rows"] == nil)

        let numbers = Support.value(Support.document(output, .table, "Numbers"), "layout")
        #expect(numbers?["selection"]?["maximum"] == 1)
        #expect(numbers?["selection"]?["minimum"] == 0)
        #expect(numbers?["sort"]?["comparison"] == "numeric")
        #expect(Support.rect(numbers?["frame"]) == Rect(x: 10, y: 20, width: 300, height: 400))

        let letters = Support.value(Support.document(output, .table, "Letters"), "layout")
        #expect(letters?["selection"]?["maximum"] == 0)
        #expect(letters?["accessory"] == "none")
        #expect(letters?["onReload"] == "resetSelection")
        #expect(Support.rect(letters?["frame"]) == Rect(x: 0, y: 0, width: 390, height: 844), "no frame is the viewport")
        let rows = try #require(letters?["rows"]?.arrayValue)
        #expect(rows.map { $0["text"] } == ["a", "b", "c", "d"])
        for (index, row) in rows.enumerated() {
            #expect(Support.rect(row["frame"]) == Rect(x: 0, y: Double(index) * metrics.tableRowHeight, width: 390, height: metrics.tableRowHeight))
        }
        #expect(letters?["contentSize"]?["height"]?.numberValue == 4 * metrics.tableRowHeight)

        let members = Support.value(Support.document(try Support.exampleLayout(), .table, "MembersTable"), "layout")
        #expect(members?["selection"]?["maximum"] == 5)
        #expect(members?["selection"]?["atMaximum"] == "disableOthers")
        #expect(members?["sort"]?["comparison"] == "localized")
    }

    // MARK: - Hierarchies

    /// The layer alone decides what is above: a view in a higher layer is above every
    /// view of a lower one whatever the order they are written in. A document orders its
    /// own views only; a hierarchy a view shows is a document of its own.
    @Test func zOrderFollowsLayersThenWrittenOrder() throws {
        let output = try Support.layout(Support.variedProject)
        let root = try #require(Support.document(output, .hierarchy, "Root"))
        let order = try #require(root["drawOrder"]?.arrayValue).compactMap(\.stringValue)
        #expect(order == ["bottom", "label", "list", "top", "picture", "prefs", "people"])
        var views: [String: JSONValue] = [:]
        for layer in root["layout"]?["layers"]?.arrayValue ?? [] {
            for view in layer["views"]?.arrayValue ?? [] { views[view["id"]?.stringValue ?? ""] = view }
        }
        #expect(views.count == order.count)
        for (position, id) in order.enumerated() { #expect(views[id]?["zOrder"]?.intValue == position, "\(id)") }
        #expect(views["label"]?["layerIndex"] == 0)
        #expect(views["label"]?["indexInLayer"] == 1)
        #expect(views["people"]?["layerIndex"] == 1)
        #expect(views["people"]?["indexInLayer"] == 3)
        let layers = try #require(Support.value(root, "layout", "layers")?.arrayValue)
        #expect(layers.map { $0["name"] } == ["low", "high"])
        for layer in layers {
            #expect(Support.rect(layer["frame"]) == Rect(x: 0, y: 0, width: 390, height: 844), "layers fill their hierarchy")
            #expect(layer["touchTransparent"] == true)
        }

        // The nested document numbers its own views from 0.
        let inner = try #require(Support.document(output, .hierarchy, "Inner"))
        #expect(inner["drawOrder"] == ["back", "caption", "numbers"])
    }

    @Test func viewsNameTheDocumentsTheyShowAndKeepTheirOwnFrames() throws {
        let output = try Support.layout(Support.variedProject)
        let root = try #require(Support.document(output, .hierarchy, "Root"))
        let views = (root["layout"]?["layers"]?.arrayValue ?? []).flatMap { $0["views"]?.arrayValue ?? [] }
        let byID = Dictionary(uniqueKeysWithValues: views.map { ($0["id"]?.stringValue ?? "", $0) })
        func file(_ kind: LayoutDocument.Kind, _ name: String) -> JSONValue {
            output.documents.first { $0.kind == kind && $0.name == name }.map { .string($0.fileName) } ?? .null
        }
        #expect(Support.rect(byID["label"]?["frame"]) == Rect(x: 0, y: 0, width: 50, height: 20), "x and y default to 0")
        #expect(byID["bottom"]?["sizing"] == "fill")
        #expect(Support.rect(byID["bottom"]?["frame"]) == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(Support.rect(byID["top"]?["frame"]) == Rect(x: 10, y: 20, width: 200, height: 100))
        #expect(byID["top"]?["content"] == .object([("hierarchy", "Inner"), ("document", file(.hierarchy, "Inner"))]))
        #expect(byID["list"]?["content"] == .object([("table", "Letters"), ("document", file(.table, "Letters"))]))
        #expect(byID["prefs"]?["content"] == .object([("screen", "Details"), ("document", file(.preferences, "Details"))]))
        // Nothing of the shown documents is copied into the view.
        for view in views { #expect(view["content"]?["layout"] == nil, "\(view["id"] ?? .null)") }
        for view in views { #expect(view["path"] == nil && view["absoluteFrame"] == nil) }
    }

    @Test func touchesFollowTheViewsOwnFlags() throws {
        let output = try Support.layout(Support.variedProject)
        let root = try #require(Support.document(output, .hierarchy, "Root"))
        let views = (root["layout"]?["layers"]?.arrayValue ?? []).flatMap { $0["views"]?.arrayValue ?? [] }
        let byID = Dictionary(uniqueKeysWithValues: views.map { ($0["id"]?.stringValue ?? "", $0) })
        #expect(byID["prefs"]?["interactive"] == false)
        #expect(byID["prefs"]?["receivesTouches"] == false)
        #expect(byID["bottom"]?["hidden"] == true)
        #expect(byID["bottom"]?["receivesTouches"] == false)
        #expect(byID["top"]?["receivesTouches"] == true)
        // Inner's views answer for themselves; a renderer folds in the view that shows them.
        let inner = try #require(Support.document(output, .hierarchy, "Inner"))
        let innerViews = inner["layout"]?["layers"]?[0]?["views"]?.arrayValue ?? []
        #expect(innerViews.count == 3)
        #expect(innerViews.allSatisfy { $0["receivesTouches"] == true })
    }

    @Test func bordersAndContentAreResolved() throws {
        let output = try Support.layout(Support.variedProject)
        let inner = try #require(Support.document(output, .hierarchy, "Inner"))
        let views = inner["layout"]?["layers"]?[0]?["views"]?.arrayValue ?? []
        #expect(views[0]["border"] == .object([
            ("edges", ["left", "right"]), ("width", .double(2)),
            ("color", .object([("hex", "#FFFFFFFF"), ("red", 255), ("green", 255), ("blue", 255), ("alpha", 255)])),
        ]))
        #expect(views[0]["content"] == nil)
        #expect(views[1]["content"] == .object([("text", .object([("text", "Hi"), ("localizationKey", "inner.caption")]))]))
        let root = try #require(Support.document(output, .hierarchy, "Root"))
        let picture = (root["layout"]?["layers"]?[1]?["views"]?.arrayValue ?? []).first { $0["id"] == "picture" }
        #expect(picture?["border"]?["edges"] == ["top", "bottom", "left", "right"])
        #expect(picture?["border"]?["width"] == .double(1))
        #expect(picture?["border"]?["color"]?["hex"] == "#11223344")
        #expect(picture?["border"]?["color"]?["alpha"] == 0x44)
        #expect(picture?["content"] == .object([("image", "photo")]))
    }

    // MARK: - Documents and index

    @Test func indexListsEveryDocumentWithItsSource() throws {
        let output = try Support.exampleLayout()
        let entries = try #require(output.index.json["documents"]?.arrayValue)
        #expect(entries.count == output.documents.count)
        for (entry, document) in zip(entries, output.documents) {
            #expect(entry == .object([
                ("name", .string(document.name ?? "")), ("kind", .string(document.kind.rawValue)), ("file", .string(document.fileName)),
                ("source", .string(document.source ?? "")),
            ]))
            #expect(document.json["source"] == entry["source"])
            #expect(document.json["formatVersion"] == .int(LayoutEmitter.formatVersion))
            #expect(document.json["kind"] == .string(document.kind.rawValue))
        }
        let project = Compiler().compile(files: try InputDiscovery.specFiles(in: [Support.specsDirectory])).project
        #expect(entries.count == project.preferenceScreens.count + project.tables.count + project.hierarchies.count + project.actionSheets.count + project.animations.count)
        #expect(Set(entries.compactMap { $0["source"]?.stringValue }) == Set(project.files.filter {
            !($0.preferenceScreens.isEmpty && $0.tables.isEmpty && $0.hierarchies.isEmpty && $0.actionSheets.isEmpty && $0.animations.isEmpty)
        }
            .map { ($0.path as NSString).lastPathComponent }))
        #expect(output.index.json["metrics"] == LayoutMetrics.standard.json)
        #expect(output.files.last?.fileName == DocumentNaming.indexFileName)
    }

    @Test func theViewportSizesEveryScreen() throws {
        let viewport = Rect(x: 0, y: 0, width: 320, height: 568)
        let output = try Support.layout(Support.variedProject, viewport: viewport)
        for document in output.files {
            #expect(document.json["viewport"] == .object([("width", .double(320)), ("height", .double(568))]))
        }
        #expect(Support.rect(Support.value(Support.document(output, .preferences, "Details"), "layout", "sections", 0, "items", 0, "frame"))?.width
            == 320 - 2 * metrics.horizontalInset)
        #expect(Support.rect(Support.value(Support.document(output, .hierarchy, "Root"), "layout", "frame")) == viewport)
    }

    @Test func hostileNamesGetSafeDistinctFileNames() throws {
        let output = try Support.layout([
            "names.yaml": """
                viewspec: 1
                tables:
                  ../x: {strings: [a]}
                  a/b: {strings: [a]}
                  .hidden: {strings: [a]}
                  設定: {strings: [a]}
                  index: {strings: [a]}
                hierarchies:
                  Main: {layers: [a]}
                  main: {layers: [a]}
                  MAIN: {layers: [a]}
                """,
        ], swiftChecks: false)
        let names = output.files.map(\.fileName)
        #expect(Set(names) == [
            "%2E.%2Fx.table.json", "a%2Fb.table.json", "%2Ehidden.table.json", "設定.table.json", "index.table.json",
            "MAIN.hierarchy.json", "Main~2.hierarchy.json", "main~3.hierarchy.json", "index.json",
        ])
        #expect(Set(names.map { $0.lowercased() }).count == names.count)
        for document in output.documents { #expect(DocumentNaming.isDocumentFileName(document.fileName)) }
        #expect(output.documents.first { $0.fileName == "%2E.%2Fx.table.json" }?.name == "../x")
    }

    // MARK: - What cannot be laid out

    /// What the layout emitter meets of a project with every check disabled.
    private func unexpectedInLayout(of compilation: Compilation) -> [String] {
        LayoutEmitter().emitNotingUnexpected(CheckedProject.unchecked(compilation, for: [.layout]), settle: { _ in () }).unexpected
    }

    /// The checks refuse what cannot be laid out, and `build` lays out only what they
    /// accepted: what the emitter meets of a project no check judged it notes as the checks'
    /// mistake, skips, and goes on, without crashing.
    @Test func whatNoCheckRefusedIsNotedAndSkipped() throws {
        let everyCheck = Set(CheckRegistry.all.map { $0.description.id.code })
        let compiler = Compiler(options: Compiler.Options(disabledChecks: everyCheck))
        let compilation = compiler.compile(sources: [SourceFile(path: "bad.yaml", text: """
            viewspec: 1
            models:
              M:
                kind: preferences
                fields: {on: Bool, theme: {type: enum, cases: [a, b]}, tags: {type: enum, cases: [x], multiple: true}}
            preferences:
              S:
                model: M
                sections:
                  - items:
                      - toggle: on
                        visibleWhen: {missing: true, on: 3, tags: x}
                      - choice: theme
                        titles: [One]
            """)])
        #expect(!compilation.hasErrors, "\(compilation.diagnostics.map(\.message))")
        #expect(throws: GenerationRefusal.self) { try compilation.checked(for: [.layout]) }
        let unexpected = unexpectedInLayout(of: compilation)
        #expect(unexpected.count == 4, "\(unexpected)")
        #expect(unexpected.contains { $0.hasSuffix("unknown field 'missing' in model 'M'") })
        #expect(unexpected.contains { $0.contains("3 is not a value of field 'on' (Bool)") })
        #expect(unexpected.contains { $0.contains("holds a set of cases") })
        #expect(unexpected.contains { $0.hasSuffix("1 titles for 2 options; list one title per option") })
    }

    @Test func projectsWithErrorsAreNotLaidOut() {
        let compilation = Compiler().compile(sources: [SourceFile(path: "a.yaml", text: "viewspec: 1\nmodels: {A: {kind: nonsense, fields: {x: Int}}}\n")])
        #expect(throws: GenerationRefusal.errorsRemain(count: 1)) { try compilation.checked(for: [.layout]) }
    }

    /// A view names the document it shows and the layout goes no further, so a cycle or a
    /// chain deeper than renderers draw is written as it is, each document once.
    @Test func cyclesAndDeepChainsAreOnlyReferences() throws {
        let cycle = Compiler(options: Compiler.Options(disabledChecks: ["reference-cycle"])).compile(sources: [SourceFile(path: "c.yaml", text: """
            viewspec: 1
            hierarchies:
              A: {layers: [l], views: [{id: b, kind: {hierarchy: B}, layer: l, frame: fill}]}
              B: {layers: [l], views: [{id: a, kind: {hierarchy: A}, layer: l, frame: fill}]}
            """)])
        #expect(throws: GenerationRefusal.checksDisabled([ReferenceCycleCheck.description.id], output: .layout)) {
            try cycle.checked(for: [.layout])
        }
        #expect(unexpectedInLayout(of: cycle).isEmpty)

        let depth = LayoutEmitter.maximumEmbeddingDepth + 3
        var chain = "viewspec: 1\nhierarchies:\n"
        for level in 0..<depth {
            let views = level + 1 < depth ? "[{id: v, kind: {hierarchy: H\(level + 1)}, layer: l, frame: fill}]" : "[]"
            chain += "  H\(level): {layers: [l], views: \(views)}\n"
        }
        let deep = Compiler(options: Compiler.Options(disabledChecks: ["hierarchy-nesting-too-deep"])).compile(sources: [SourceFile(path: "d.yaml", text: chain)])
        #expect(!deep.hasErrors)
        #expect(unexpectedInLayout(of: deep).isEmpty)
    }

    /// Hierarchies that show the next one twice would double at every level if drawn; laid
    /// out, each document holds its own two views.
    @Test func doublingChainsStaySmall() throws {
        let options = Compiler.Options(disabledChecks: [LayoutTooLargeCheck.description.id.code])
        let compilation = Compiler(options: options).compile(sources: [SourceFile(path: "e.yaml", text: doublingHierarchies(24))])
        #expect(!compilation.hasErrors)
        let output = LayoutEmitter().emit(CheckedProject.unchecked(compilation, for: [.layout]))
        #expect(output.documents.count == 24)
        #expect(output.documents.allSatisfy { $0.bytes.count < 2_000 }, "\(output.documents.map(\.bytes.count).max() ?? 0)")
    }

    // MARK: - Written text

    /// Every document's bytes are the text of its value, compact by default and indented
    /// with the pretty style, and both hold the same value.
    @Test func bothStylesWriteTheTextOfTheValue() throws {
        let text = """
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields:
                  sound: Bool
                  theme: {type: enum, cases: [light, dark]}
            preferences:
              General:
                model: Settings
                sections:
                  - title: Sound
                    footer: "Quote \\" and\\nbreak"
                    items:
                      - toggle: sound
                      - choice: theme
                        presentation: radio
                        visibleWhen: {sound: true}
            hierarchies:
              Inner:
                layers: [l]
                views:
                  - {id: settings, kind: {preferences: General}, layer: l, frame: fill}
              Outer:
                layers: [l, m]
                views:
                  - {id: first, kind: {preferences: General}, layer: l, frame: fill}
                  - {id: small, kind: {preferences: General}, layer: m, frame: {x: 0, y: 0, width: 200, height: 300}}
                  - {id: nested, kind: {hierarchy: Inner}, layer: m, frame: fill}
            """
        let compilation = Compiler().compile(sources: [SourceFile(path: "s.yaml", text: text)])
        #expect(!compilation.hasErrors)
        let compact = try LayoutEmitter().emit(compilation)
        let pretty = try LayoutEmitter(style: .pretty).emit(compilation)
        #expect(compact.documents.count == 3)
        for (document, indented) in zip(compact.files, pretty.files) {
            #expect(document.bytes == JSONWriter(style: .compact).bytes(for: document.json) + [UInt8(ascii: "\n")], "\(document.fileName)")
            #expect(!document.bytes.dropLast().contains(UInt8(ascii: "\n")), "one line")
            #expect(indented.bytes == JSONWriter(style: .inlineLeaves).bytes(for: indented.json), "\(indented.fileName)")
            #expect(document.json == indented.json)
            #expect(indented.bytes.count > document.bytes.count)
        }
    }
}
