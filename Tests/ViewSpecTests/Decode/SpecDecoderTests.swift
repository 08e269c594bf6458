import Testing
@testable import ViewSpec

/// Decoding: one negative test per decode diagnostic, asserting message, line and column,
/// and the typed model built from a well-formed spec.
@Suite struct SpecDecoderTests {
    /// The spec decoded from `text`, and its diagnostics with their positions.
    private func decode(_ text: String) -> (file: SpecFile?, diagnostics: [ReportedDiagnostic]) {
        let (file, decoded) = decodeKeepingTheLoad(text)
        return (file, decoded.reportedDiagnostics)
    }

    /// The spec, and the load of its file with the decoder's diagnostics in place of the loader's.
    private func decodeKeepingTheLoad(_ text: String) -> (file: SpecFile?, decoded: YAMLLoadResult) {
        let loaded = loadYAML(text)
        #expect(loaded.diagnostics.isEmpty, "YAML: \(loaded.diagnostics.map(\.message))")
        let (file, diagnostics) = SpecDecoder().decode(loaded.root, path: "test.yaml")
        return (file, YAMLLoadResult(file: loaded.file, root: loaded.root, diagnostics: diagnostics))
    }

    private func expectOne(
        _ text: String, _ id: DiagnosticID, line: Int, column: Int, _ fragment: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> ReportedDiagnostic? {
        expectSingleDiagnostic(
            decodeKeepingTheLoad(text).decoded, id, line: line, column: column, messageContains: fragment, sourceLocation: sourceLocation)
    }

    // MARK: - One test per diagnostic

    @Test func missingFormatVersion() throws {
        let diagnostic = try #require(expectOne("models: {}\n", .missingFormatVersion, line: 1, column: 1, "expected the format version 'viewspec: 1'"))
        #expect(diagnostic.fixIts.first?.replacement == "viewspec: 1\n")
        _ = expectOne("", .missingFormatVersion, line: 1, column: 1, "found an empty file")
    }

    @Test func unsupportedFormatVersion() {
        _ = expectOne("viewspec: 2\n", .unsupportedFormatVersion, line: 1, column: 11, "expected format version 1, found 2")
    }

    @Test func unknownKeySuggestsTheClosestKey() throws {
        let diagnostic = try #require(expectOne("""
            viewspec: 1
            preferences:
              General:
                model: Settings
                titel: General
                sections: []
            """, .unknownKey, line: 5, column: 5, "unknown key 'titel' in preference screen 'General'; did you mean 'title'?"))
        #expect(diagnostic.fixIts.first?.replacement == "title")
        // A misspelt required key is one mistake: reported as unknown, with the key it
        // resembles, and not again as missing.
        let misspelt = decode("viewspec: 1\nmodels:\n  Card:\n    kind: record\n    feilds: {name: String}\n").diagnostics
        #expect(misspelt.map(\.id) == [.unknownKey])
        #expect(misspelt.last?.message.hasSuffix("did you mean 'fields'?") == true)
        let table = decode("viewspec: 1\ntables:\n  Members: {modl: Card, display: name}\n").diagnostics
        #expect(table.map(\.message) == ["unknown key 'modl' in table 'Members'; did you mean 'model'?"])
        // A key that resembles none of them leaves the missing key reported.
        let unrelated = decode("viewspec: 1\nmodels:\n  Card:\n    kind: record\n    columns: {name: String}\n").diagnostics
        #expect(unrelated.map(\.id) == [.missingKey, .unknownKey])
        _ = expectOne("viewspec: 1\nwidgets: {}\n", .unknownKey, line: 2, column: 1, "unknown key 'widgets' in a spec file; expected one of")
    }

    @Test func misspeltViewKindSuggestsTheKind() throws {
        let diagnostic = try #require(expectOne("""
            viewspec: 1
            hierarchies:
              Main:
                layers: [front]
                views:
                  - {id: list, kind: {tabel: Members}, layer: front, frame: fill}
            """, .invalidOption, line: 6, column: 27, "expected a view kind ({table: Name}, {preferences: Name} or {hierarchy: Name}), found {tabel: …}; did you mean 'table'?"))
        #expect(diagnostic.fixIts.map(\.replacement) == ["table"])
    }

    @Test func missingKey() {
        _ = expectOne("""
            viewspec: 1
            models:
              Card:
                fields: {name: String}
            """, .missingKey, line: 4, column: 5, "model 'Card' needs the key 'kind'")
    }

    @Test func wrongValueType() throws {
        _ = expectOne("viewspec: 1\nmodels: [a]\n", .wrongValueType, line: 2, column: 9, "expected models as a mapping from names to definitions, found a sequence")
        let diagnostic = try #require(expectOne("""
            viewspec: 1
            hierarchies:
              Main:
                layers: [front]
                views:
                  - {id: a, layer: front, frame: {width: wide, height: 10}}
            """, .wrongValueType, line: 6, column: 46, "expected a number, found the string 'wide'"))
        #expect(diagnostic.severity == .error)
    }

    /// A toggle, a date picker and the pickers take a long form `{field: F, …}`; the other
    /// controls take their options beside them on the item, which the message says where the
    /// long form is written on one of those.
    @Test(arguments: ["slider", "stepper", "textField", "choice", "multiChoice", "value"])
    func aLongFormOnAControlWithoutOneSaysWhereItsOptionsGo(_ control: String) {
        _ = expectOne(
            PreferenceOptionalKeysDecoderTests.screen("          - \(control): {field: on, step: 1}"), .wrongValueType, line: 11, column: 15 + control.count,
            "expected a field name as a string, found a mapping; a \(control) has no long form: write '\(control): <field>', "
                + "and its options as keys of the item beside it")
        // Any other mapping is only the wrong type.
        _ = expectOne(
            PreferenceOptionalKeysDecoderTests.screen("          - \(control): {name: on}"), .wrongValueType, line: 11, column: 15 + control.count,
            "expected a field name as a string, found a mapping")
    }

    /// The runtime refuses a record that stores nothing, and an enumeration field without
    /// cases could hold no value: both are errors where they are written, and the model is
    /// still declared, so what refers to it is not reported again. A preferences model may
    /// store nothing, said with an empty mapping (the model of screens of links and buttons);
    /// `fields:` with nothing after it is still a mistake.
    @Test func modelsNeedFieldsAndEnumerationsNeedCases() throws {
        _ = expectOne(
            "viewspec: 1\nmodels:\n  Quiet: {kind: record, fields: {}}\n", .wrongValueType, line: 3, column: 33,
            "model 'Quiet' has no fields: expected at least one field, found an empty mapping")
        _ = expectOne(
            "viewspec: 1\nmodels:\n  Quiet:\n    kind: record\n    fields:\n", .wrongValueType, line: 5, column: 12,
            "model 'Quiet' has no fields: expected at least one field, found nothing (null)")
        _ = expectOne(
            "viewspec: 1\nmodels:\n  Quiet:\n    kind: preferences\n    fields:\n", .wrongValueType, line: 5, column: 12,
            "model 'Quiet' has no fields: expected at least one field, found nothing (null)")
        let declared = decode("viewspec: 1\nmodels:\n  Quiet: {kind: record, fields: {}}\n")
        #expect(declared.file?.models.map(\.name.value) == ["Quiet"])
        let empty = decode("viewspec: 1\nmodels:\n  Quiet: {kind: preferences, fields: {}}\n")
        #expect(empty.diagnostics.isEmpty && empty.file?.models.first?.fields.isEmpty == true)
        _ = expectOne(
            "viewspec: 1\nmodels:\n  S:\n    kind: preferences\n    fields: {mode: {type: enum, cases: []}}\n", .wrongValueType, line: 5,
            column: 40, "expected at least one enumeration case, found an empty sequence")
        _ = expectOne(
            "viewspec: 1\nmodels:\n  S:\n    kind: preferences\n    fields: {mode: {type: enum, cases: {}, multiple: true}}\n",
            .wrongValueType, line: 5, column: 40, "expected at least one enumeration case, found an empty mapping")
    }

    /// `.inf` and `.nan` are floating-point numbers to YAML, but no size, bound or step.
    @Test(arguments: [".nan", ".inf", "-.Inf"])
    func numbersMustBeFinite(_ text: String) {
        _ = expectOne("""
            viewspec: 1
            hierarchies:
              Main:
                layers: [front]
                views:
                  - {id: a, layer: front, frame: {x: 0, y: 0, width: \(text), height: 10}}
            """, .wrongValueType, line: 6, column: 58, "expected a number, found '\(text)', which is not a finite number")
    }

    @Test func invalidOptionSuggestsTheClosestWord() throws {
        let diagnostic = try #require(expectOne("""
            viewspec: 1
            models:
              Card:
                kind: recrod
                fields: {name: String}
            """, .invalidOption, line: 4, column: 11, "expected one of preferences, record, keyed for 'kind', found 'recrod'; did you mean 'record'?"))
        #expect(diagnostic.fixIts.first?.replacement == "record")
        _ = expectOne("viewspec: 1\nmodels: {A: {kind: record, fields: {n: Integer}}}\n", .invalidOption, line: 2, column: 40, "expected a type: Int, Float, Bool, String, Date or enum, found 'Integer'")
    }

    @Test func reservedKindsNameTheirFutureVersion() {
        _ = expectOne(
            "viewspec: 1\nanimations:\n  A:\n    elements: {e: {image: e}}\n    tracks: {t: {element: e, duration: 1, from: {x: 0}, to: {x: 1, rotationY: 5deg}}}\n",
            .reservedKind, line: 5, column: 68, "'rotationY' is 3D motion, planned for a later format version")
    }

    @Test func itemNeedsExactlyOneControl() throws {
        let screen = """
            viewspec: 1
            preferences:
              General:
                model: Settings
                sections:
                  - items:
            """
        _ = expectOne(screen + "\n          - {title: Lonely}\n", .controlCount, line: 7, column: 13, "expected one control key in the item (toggle, slider")
        _ = expectOne(screen + "\n          - {toggle: a, slider: b}\n", .controlCount, line: 7, column: 25, "found 'toggle' and 'slider'")
        // A misspelt control is one mistake: the unknown key, with the control it resembles.
        let misspelt = try #require(expectOne(
            screen + "\n          - {toogle: a, title: Sound}\n", .unknownKey, line: 7, column: 14, "unknown key 'toogle' in an item; did you mean 'toggle'?"))
        #expect(misspelt.fixIts.map(\.replacement) == ["toggle"])
    }

    @Test func invalidName() {
        _ = expectOne("viewspec: 1\nmodels:\n  \"My Card\": {kind: record, fields: {name: String}}\n", .invalidName, line: 3, column: 3, "without spaces or control characters, found 'My Card'")
        // Every control character, DEL and the C1 controls too (escaped in double quotes:
        // YAML refuses them written raw).
        for escape in ["\\x7F", "\\u0081", "\\u009F", "\\x01"] {
            _ = expectOne("viewspec: 1\nmodels:\n  \"Card\(escape)\": {kind: record, fields: {name: String}}\n", .invalidName, line: 3, column: 3, "without spaces or control characters")
        }
        #expect(DecodeContext.isValidName("Café_名前-🎉") && !DecodeContext.isValidName("a\u{7F}") && !DecodeContext.isValidName("é\u{85}"))
    }

    @Test func everyDecodeDiagnosticHasATest() {
        // Keep this list in step with the tests above.
        let tested: Set<String> = ["VS0100", "VS0101", "VS0102", "VS0103", "VS0104", "VS0105", "VS0106", "VS0107", "VS0108"]
        #expect(Set(DiagnosticID.decodeDiagnostics.map(\.code)) == tested)
    }

    // MARK: - The typed model

    /// `cases` and `multiple` belong to enumerations: on a field of another type, or on one
    /// without a type, they are not reported as keys the language does not have.
    @Test func enumerationKeysOnAnotherFieldSayWhereTheyBelong() throws {
        let header = "viewspec: 1\nmodels:\n  Settings:\n    kind: preferences\n    fields:\n"
        let missingType = decode(header + "      mode: {cases: [light, dark], multiple: true}\n").diagnostics
        #expect(missingType.map(\.message) == ["field 'mode' needs the key 'type'; with 'cases', it is 'type: enum'"])
        #expect(missingType.map(\.id) == [.missingKey])
        #expect(missingType.first?.range.start.line == 6)

        let otherType = decode(header + "      mode: {type: String, cases: [light, dark]}\n      count: {type: Int, multiple: true}\n").diagnostics
        #expect(otherType.map(\.message) == [
            "'cases' applies to enum fields only; field 'mode' has type String",
            "'multiple' applies to enum fields only; field 'count' has type Int",
        ])
        #expect(otherType.map(\.id) == [.unknownKey, .unknownKey])
        #expect(otherType.map(\.range.start.column) == [28, 26])
    }

    @Test func recordsTheNamesOfDeclarationsItCouldNotRead() throws {
        let (file, diagnostics) = decode("""
            viewspec: 1
            models:
              Broken: {kind: preferencs, fields: {sound: Bool}}
              Settings:
                kind: preferences
                fields: {volume: {type: Flaot}, sound: Bool, mode: {cases: [a]}}
            preferences:
              Headless: {sections: []}
              General: {model: Settings, sections: []}
            tables:
              Members: "not a table"
            hierarchies:
              Nested: [not, a, hierarchy]
            """)
        let decoded = try #require(file)
        // Broken's kind, volume's type, mode's missing type, Headless's missing model,
        // Members and Nested not being mappings.
        #expect(diagnostics.map(\.range.start.line) == [3, 6, 6, 8, 11, 13])
        #expect(decoded.unreadDeclarations == [
            UnreadDeclaration(.model, "Broken"), UnreadDeclaration(.preferenceScreen, "Headless"),
            UnreadDeclaration(.table, "Members"), UnreadDeclaration(.hierarchy, "Nested"),
        ])
        #expect(decoded.models.map(\.name.value) == ["Settings"])
        #expect(decoded.models.first?.fields.map(\.name.value) == ["sound"])
        #expect(decoded.models.first?.unreadFieldNames == ["volume", "mode"])
        #expect(decoded.preferenceScreens.map(\.name.value) == ["General"])
    }

    @Test func decodesEveryConstruct() throws {
        let result = decode("""
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields:
                  volume: {type: Float, default: 0.5, min: 0, max: 1}
                  name: {type: String, maxLength: 20, pattern: "[a-z]+", optional: true}
                  theme: {type: enum, cases: {light: 1, dark: 2}, default: dark}
                  tags: {type: enum, cases: [a, b], multiple: true, default: [a]}
                  sound: Bool
              Members:
                kind: keyed
                key: id
                fields: {id: Int, name: String}
            preferences:
              General:
                model: Settings
                title: {localized: settings.title, default: Settings}
                entry: true
                sections:
                  - title: Sound
                    footer: Plays on tap.
                    items:
                      - toggle: sound
                      - slider: volume
                        step: 0.1
                        enabledWhen: {sound: true}
                      - textField: name
                        secure: true
                        keyboard: email
                      - choice: theme
                        presentation: radio
                      - link: https://example.com
            tables:
              People:
                model: Members
                display: name
                selection: {mode: multiple, max: 3, atMax: disableOthers, initial: [0]}
                accessory: checkmark
                hooks: {didSelect: picked}
                frame: {x: 0, y: 0, width: 320, height: 480}
            hierarchies:
              Main:
                layers: [back, front]
                views:
                  - {id: bg, kind: image, image: wallpaper, layer: back, frame: fill, interactive: false}
                  - id: list
                    kind: {table: People}
                    layer: front
                    frame: {x: 10, y: 20, width: 320, height: 480}
                    border: {edges: [top, bottom], width: 2, color: "#FF0000"}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let file = try #require(result.file)
        let settings = try #require(file.models.first)
        #expect(settings.kind.value == .preferences)
        #expect(settings.fields.map(\.name.value) == ["volume", "name", "theme", "tags", "sound"])
        #expect(settings.field(named: "volume")?.maximum?.value == 1)
        #expect(settings.field(named: "name")?.isOptional == true)
        let theme = try #require(settings.field(named: "theme")?.type.value.enumType)
        #expect(theme.cases.map(\.rawValue) == [.int(1), .int(2)])
        #expect(settings.field(named: "tags")?.type.value.enumType?.multiple == true)
        #expect(file.models[1].keyField?.value == "id")

        let screen = try #require(file.preferenceScreens.first)
        #expect(screen.isEntry)
        #expect(screen.title?.value == .localized(key: "settings.title", fallback: "Settings"))
        #expect(screen.items.map(\.control.kindName) == ["toggle", "slider", "textField", "choice", "link"])
        #expect(screen.items[1].enabledWhen?.clauses.first?.value.value == .bool(true))
        guard case .slider(_, let range) = screen.items[1].control else { throw Failure("not a slider") }
        #expect(range.step?.value == 0.1)

        let table = try #require(file.tables.first)
        #expect(table.selection.mode.value == .multiple)
        #expect(table.selection.atMaximum == .disableOthers)
        #expect(table.accessory == .checkmark)
        #expect(table.onReload == .resetSelection)
        #expect(table.hooks.didSelect?.value == "picked")

        let hierarchy = try #require(file.hierarchies.first)
        #expect(hierarchy.layers.map(\.value) == ["back", "front"])
        #expect(hierarchy.views[0].frame.value == .fill)
        #expect(hierarchy.views[0].interactive == false)
        #expect(hierarchy.views[1].border?.edges == [.top, .bottom])
        #expect(hierarchy.views[1].frame.value == .rect(Rect(x: 10, y: 20, width: 320, height: 480)))
    }

    /// Literals become the spec model's own values, whatever YAML spelling they were read
    /// from; null is no literal, and an optional field's `default: null` declares none.
    @Test func literalsBecomeTheModelsOwnValues() throws {
        let result = decode(
            """
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields:
                  count: {type: Int, default: 0x1F}
                  ratio: {type: Float, default: 1e3}
                  flag: {type: Bool, default: TRUE}
                  label: {type: String, default: '12'}
                  note: {type: String, optional: true, default: null}
                  mode: {type: enum, cases: [a, b], multiple: true, default: [a, 2]}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let fields = try #require(result.file?.models.first?.fields)
        func defaultValue(_ name: String) -> [LiteralValue]? {
            switch fields.first(where: { $0.name.value == name })?.defaultValue {
            case .value(let literal)?: [literal.value]
            case .list(let literals, _)?: literals.map(\.value)
            case nil: nil
            }
        }
        #expect(defaultValue("count") == [.int(31)])
        #expect(defaultValue("ratio") == [.float(1000)])
        #expect(defaultValue("flag") == [.bool(true)])
        #expect(defaultValue("label") == [.string("12")])
        #expect(defaultValue("note") == nil)
        #expect(defaultValue("mode") == [.string("a"), .int(2)])

        let null = decode("viewspec: 1\nmodels:\n  S:\n    kind: preferences\n    fields:\n      n: {type: Int, default: ~}\n")
        #expect(null.diagnostics.map(\.message) == ["expected a default value, found nothing (null)"])
    }

    /// The reference checks follow a screen's child panes from this list alone, so it must
    /// hold every child-pane item of every section, in order, and nothing else.
    @Test func screenListsItsChildPanesInOrder() throws {
        let text = """
            viewspec: 1
            preferences:
              General:
                model: Settings
                sections:
                  - items:
                      - childPane: Sound
                      - toggle: wifi
                  - items:
                      - button: reset
                      - childPane: Privacy
                        title: Privacy
                      - childPane: Sound
            """
        let result = decode(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let screen = try #require(result.file?.preferenceScreens.first)
        #expect(screen.childPanes.map(\.target.value) == ["Sound", "Privacy", "Sound"])
        let map = SourceMap([SourceFile(path: "test.yaml", text: text)])
        #expect(screen.childPanes.map { map.range(of: $0.item.controlRange).start.line } == [7, 11, 13])
        #expect(screen.childPanes.allSatisfy { childPane in screen.items.contains { $0 === childPane.item } })
    }
}

struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
