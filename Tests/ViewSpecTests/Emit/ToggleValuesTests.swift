import Foundation
import Testing
@testable import ViewSpec

/// A toggle that stores other values than true and false (`toggle: {field: F, on: V,
/// off: W}`, Settings.bundle's TrueValue and FalseValue): decoded, checked, laid out,
/// written to both Settings.bundle dialects, reported for Android, and imported back.
@Suite struct ToggleValuesTests {
    static let fields = #"answer: {type: String, default: "no"}, level: {type: Int, default: 2}, sound: Bool, ratio: Float"#
    static let items = """
                  - {toggle: {field: answer, on: "yes", off: "no"}, title: Answer}
                  - toggle: {field: level, on: 1, off: 2}
        """

    static func diagnostics(_ text: String, id: String) -> [String] {
        Compiler().compile(sources: [SourceFile(path: "test.yaml", text: text)]).reportedDiagnostics
            .filter { $0.id.name == id }.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" }
    }

    // MARK: - Decoding

    @Test func theLongFormIsDecoded() throws {
        let screen = try #require(decodeSpec(TextFieldAndChoiceExportTests.spec(Self.items, fields: Self.fields)).file?.preferenceScreens.first)
        guard case .toggle(let field, let values?) = screen.items[0].control else {
            Issue.record("expected a toggle with values, found \(screen.items[0].control)")
            return
        }
        #expect(field.value == "answer")
        #expect(values.on.value == .string("yes") && values.off.value == .string("no"))
        guard case .toggle(_, let numbers?) = screen.items[1].control else {
            Issue.record("expected a toggle with values")
            return
        }
        #expect(numbers.on.value == .int(1) && numbers.off.value == .int(2))
        #expect(screen.items[1].field?.value == "level")
        #expect(screen.items[0].title != nil)
    }

    @Test func aMissingOffIsAnError() {
        expectOneDecodeError(
            TextFieldAndChoiceExportTests.spec("          - toggle: {field: answer, on: \"yes\"}", fields: Self.fields), .missingKey, line: 9, column: 21,
            "'off'")
    }

    @Test func anUnknownKeyIsAnError() {
        expectOneDecodeError(
            TextFieldAndChoiceExportTests.spec("          - toggle: {field: answer, on: \"yes\", off: \"no\", of: x}", fields: Self.fields), .unknownKey,
            line: 9, column: 59, "'of'")
    }

    @Test func aValueThatIsNotAScalarIsAnError() {
        expectOneDecodeError(
            TextFieldAndChoiceExportTests.spec("          - toggle: {field: answer, on: [yes], off: \"no\"}", fields: Self.fields), .wrongValueType,
            line: 9, column: 41, "expected the value the field holds while the toggle is on")
    }

    // MARK: - Checks

    @Test func aTogglesValuesBindAStringOrIntField() {
        let text = TextFieldAndChoiceExportTests.spec(
            "          - toggle: {field: ratio, on: 1, off: 0}\n          - toggle: {field: sound, on: false, off: true}", fields: Self.fields)
        #expect(Self.diagnostics(text, id: "control-field-type") == [
            "9:13 toggle cannot bind 'ratio' of type Float: a toggle with 'on' and 'off' binds a String or Int field",
            "10:13 toggle cannot bind 'sound' of type Bool: a Bool field's toggle stores true and false; 'on' and 'off' are for a String or Int field (write 'toggle: sound')",
        ])
    }

    @Test func theValuesMustFitTheFieldAndDiffer() {
        let text = TextFieldAndChoiceExportTests.spec(
            """
                      - toggle: {field: answer, on: 1, off: "no"}
                      - toggle: {field: level, on: 2, off: 2}
            """, fields: Self.fields)
        #expect(Self.diagnostics(text, id: "toggle-values") == [
            "9:41 toggle's 'on' value for String field 'answer': expected a string, found an integer '1'; quote it to make it a string",
            "10:48 toggle's 'off' value for Int field 'level': expected a value other than 'on', found 2 for both; the toggle could not be turned off",
        ])
    }

    @Test func theDefaultMustBeOneOfTheValues() {
        let fields = #"answer: {type: String, default: "maybe"}, level: Int, name: {type: String, optional: true}"#
        let text = TextFieldAndChoiceExportTests.spec(
            """
                      - toggle: {field: answer, on: "yes", off: "no"}
                      - toggle: {field: level, on: 1, off: 2}
                      - toggle: {field: name, on: "a", off: "b"}
            """, fields: fields)
        #expect(Self.diagnostics(text, id: "toggle-values") == [
            "3:67 default of String field 'answer': expected one of the values its toggle stores ('yes' or 'no'), found 'maybe'",
            "10:13 toggle for Int field 'level': expected the field to start as one of the values the toggle stores (1 or 2), found it starts as 0, as it declares no default; declare one (such as 'default: 2')",
            "11:13 toggle for String field 'name': expected a field that is not optional, found an optional one; the toggle stores 'a' or 'b', and no value would show as neither",
        ])
        // A field that starts as one of them, declared or not, is fine.
        let starting = TextFieldAndChoiceExportTests.spec("          - toggle: {field: level, on: 1, off: 0}", fields: fields)
        #expect(Self.diagnostics(starting, id: "toggle-values").isEmpty)
    }

    @Test func twoTogglesOfAFieldStoreTheSameValues() {
        let text = TextFieldAndChoiceExportTests.spec(
            """
                      - toggle: {field: answer, on: "yes", off: "no"}
                      - toggle: {field: answer, on: "always", off: "no"}
                      - choice: answer
                        values: ["no", "later"]
            """, fields: Self.fields)
        #expect(Self.diagnostics(text, id: "conflicting-bindings") == [
            "10:13 toggle for 'answer' of model 'S' conflicts with another control bound to it: expected a toggle storing 'yes' while on and 'no' while off as in screen 'Root', found a toggle storing 'always' while on and 'no' while off",
            "11:13 choice for 'answer' of model 'S' conflicts with another control bound to it: expected a toggle storing 'yes' while on and 'no' while off as in screen 'Root', found the values 'no', 'later'",
        ])
    }

    // MARK: - Layout

    @Test func theLayoutGivesTheValues() throws {
        let items = try RowActionExportTests.layoutItems(TextFieldAndChoiceExportTests.spec(Self.items + "\n          - toggle: sound", fields: Self.fields))
        #expect(items[0]["options"]?["on"]?.stringValue == "yes")
        #expect(items[0]["options"]?["off"]?.stringValue == "no")
        #expect(items[1]["options"]?["on"]?.intValue == 1)
        #expect(items[1]["options"]?["off"]?.intValue == 2)
        #expect(items[2]["options"]?["on"] == .bool(true))
        #expect(items[2]["options"]?["off"] == .bool(false))
    }

    // MARK: - Settings.bundle

    @Test(arguments: [SettingsBundleDialect.apple, .inAppSettingsKit])
    func bothDialectsWriteTrueAndFalseValue(_ dialect: SettingsBundleDialect) throws {
        let pane = try TextFieldAndChoiceExportTests.pane(Self.items, fields: Self.fields, dialect: dialect)
        // Keys are written sorted, as Xcode writes them.
        #expect(pane.contains("<key>DefaultValue</key>\n\t\t\t<string>no</string>\n\t\t\t<key>FalseValue</key>\n\t\t\t<string>no</string>"), "\(pane)")
        #expect(pane.contains("<key>TrueValue</key>\n\t\t\t<string>yes</string>"), "\(pane)")
        #expect(pane.contains("<key>DefaultValue</key>\n\t\t\t<integer>2</integer>\n\t\t\t<key>FalseValue</key>\n\t\t\t<integer>2</integer>"), "\(pane)")
        #expect(pane.contains("<key>TrueValue</key>\n\t\t\t<integer>1</integer>"), "\(pane)")
    }

    @Test func aBoolTogglesSpecifierHasNeither() throws {
        let pane = try TextFieldAndChoiceExportTests.pane("          - toggle: sound", fields: Self.fields)
        #expect(!pane.contains("TrueValue") && !pane.contains("FalseValue"), "\(pane)")
    }

    // MARK: - Android

    @Test func androidReportsTheToggleAndLeavesItOut() throws {
        let reported = NotInAndroidPreferencesCheckTests.reported(
            "          - toggle: {field: answer, on: \"yes\", off: \"no\"}", fields: "      answer: {type: String, default: \"no\"}")
        #expect(reported.count == 1, "\(reported)")
        #expect(reported.first?.contains("expected a toggle that stores true and false on Android, found one that stores 'yes' and 'no'") == true, "\(reported)")
        let preferences = try TextFieldAndChoiceExportTests.android(Self.items + "\n          - toggle: sound", fields: Self.fields)
        #expect(preferences.compactMap { $0.attribute("key")?.value } == ["sound"])
    }

    // MARK: - Import

    static func toggle(_ key: String, _ entries: String) -> String {
        specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>\(key)</string>\n<key>Title</key>\n<string>\(key)</string>\n\(entries)")
    }

    @Test func stringAndNumberValuesAreImported() throws {
        try withScratchDirectory { directory in
            let text = pane(
                Self.toggle("answer", "<key>DefaultValue</key>\n<string>yes</string>\n<key>TrueValue</key>\n<string>yes</string>\n<key>FalseValue</key>\n<string>no</string>") + "\n"
                    + Self.toggle("level", "<key>TrueValue</key>\n<integer>1</integer>\n<key>FalseValue</key>\n<integer>2</integer>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            #expect(reported.isEmpty, "\(reported.map(\.message))")
            #expect(imported.statistics.lossless == 2)
            let model = try #require(imported.files.first?.text)
            #expect(model.contains("answer: {type: String, default: 'yes'}") || model.contains("answer: {type: String, default: yes}"), "\(model)")
            // Without a DefaultValue the switch starts off: FalseValue.
            #expect(model.contains("level: {type: Int, default: 2}"), "\(model)")
            let screen = try #require(imported.files.last?.text)
            #expect(screen.contains("toggle: {field: answer, on: yes, off: no}") || screen.contains("toggle: {field: answer, on: 'yes', off: 'no'}"), "\(screen)")
            #expect(screen.contains("toggle: {field: level, on: 1, off: 2}"), "\(screen)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    @Test func aDefaultThatIsNeitherIsReportedAtItsLine() throws {
        try withScratchDirectory { directory in
            let text = pane(
                Self.toggle("answer", "<key>DefaultValue</key>\n<string>maybe</string>\n<key>TrueValue</key>\n<string>yes</string>\n<key>FalseValue</key>\n<string>no</string>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            #expect(places(of: .defaultNotAmongValues, in: reported) == ["Root.plist:\(line(of: "maybe", in: text)!)"], "\(reported.map(\.message))")
            #expect(reported.first?.message == "expected a DefaultValue that is TrueValue or FalseValue ('yes' or 'no'), found 'maybe', which the switch shows off; FalseValue is imported as the default")
            #expect(imported.statistics.lossy == 1)
            let model = try #require(imported.files.first?.text)
            #expect(model.contains("default: no") || model.contains("default: 'no'"), "\(model)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    /// A default that is neither value is the state readers show for it: InAppSettingsKit
    /// takes `true` as on (its `defaultBoolValue` falls back to `boolValue`), so TrueValue.
    @Test func aBooleanDefaultThatIsNeitherIsTheStateTheSwitchShows() throws {
        try withScratchDirectory { directory in
            let text = pane(
                Self.toggle("level", "<key>TrueValue</key>\n<integer>1</integer>\n<key>FalseValue</key>\n<integer>2</integer>\n<key>DefaultValue</key>\n<true/>")
                    + "\n" + Self.toggle("mode", "<key>TrueValue</key>\n<string>on</string>\n<key>FalseValue</key>\n<string>off</string>\n<key>DefaultValue</key>\n<string>YES</string>")
                    + "\n" + Self.toggle("flag", "<key>TrueValue</key>\n<integer>1</integer>\n<key>FalseValue</key>\n<integer>2</integer>\n<key>DefaultValue</key>\n<false/>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (imported, reported) = bundle.run()
            #expect(places(of: .defaultNotAmongValues, in: reported).count == 3, "\(reported.map(\.message))")
            #expect(reported.first?.message == "expected a DefaultValue that is TrueValue or FalseValue (1 or 2), found true, which the switch shows on; TrueValue is imported as the default")
            let model = try #require(imported.files.first?.text)
            #expect(model.contains("level: {type: Int, default: 1}"), "\(model)")
            #expect(model.contains("mode: {type: String, default: on}") || model.contains("mode: {type: String, default: 'on'}"), "\(model)")
            #expect(model.contains("flag: {type: Int, default: 2}"), "\(model)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    @Test func readersTakeADefaultAsOnByItsBoolValue() {
        #expect(FieldTypeInference.readsAsOn(.string("YES")) == true)
        #expect(FieldTypeInference.readsAsOn(.string(" +007")) == true)
        #expect(FieldTypeInference.readsAsOn(.string("true")) == true)
        #expect(FieldTypeInference.readsAsOn(.string("maybe")) == false)
        #expect(FieldTypeInference.readsAsOn(.string("000")) == false)
        #expect(FieldTypeInference.readsAsOn(.string("")) == false)
        #expect(FieldTypeInference.readsAsOn(.int(2)) == true)
        #expect(FieldTypeInference.readsAsOn(.bool(false)) == false)
    }

    @Test func valuesNoToggleCanStoreAreStillReported() throws {
        try withScratchDirectory { directory in
            let text = pane(Self.toggle("mixed", "<key>TrueValue</key>\n<string>yes</string>\n<key>FalseValue</key>\n<integer>0</integer>"))
            let bundle = try TestBundle(in: directory, ["Root.plist": text])
            let (_, reported) = bundle.run()
            #expect(reported.contains { $0.message.contains("cannot be expressed yet") }, "\(reported.map(\.message))")
        }
    }

    /// Exported and imported back, the toggle is the one written.
    @Test func aSettingsBundleRoundTripKeepsTheValues() throws {
        let checked = try SettingsBundleEmitterTests.checked(TextFieldAndChoiceExportTests.spec(Self.items, fields: Self.fields))
        let root = SettingsBundleEmitterTests.text(SettingsBundleEmitter(dialect: .apple).emit(checked).panes[0])
        try withScratchDirectory { directory in
            let bundle = try TestBundle(in: directory, ["Root.plist": root])
            let (imported, reported) = bundle.run()
            #expect(reported.isEmpty, "\(reported.map(\.message))")
            let screen = try #require(imported.files.last?.text)
            #expect(screen.contains("toggle: {field: answer, on: yes, off: no}") || screen.contains("toggle: {field: answer, on: 'yes', off: 'no'}"), "\(screen)")
            #expect(screen.contains("toggle: {field: level, on: 1, off: 2}"), "\(screen)")
        }
    }
}
