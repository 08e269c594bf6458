import Foundation
import Testing
@testable import ViewSpec

/// `type: Date` fields and the `datePicker` control: decoded in both forms, checked
/// (control-field-type, malformed-date, minute-interval), laid out, and exported to
/// InAppSettingsKit, reported where the Settings app or Android has no date picker.
@Suite struct DatePickerTests {
    static let spec = """
        viewspec: 1
        models:
          Quiet:
            kind: preferences
            fields:
              quietFrom: {type: Date, default: 2026-01-01T22:00:00Z}
              quietUntil: Date
              since: {type: Date, optional: true}
        preferences:
          Root:
            model: Quiet
            sections:
              - items:
                  - datePicker: {field: quietFrom, mode: time, minuteInterval: 15, style: wheels}
                    title: From
                  - datePicker: quietUntil
                  - datePicker: {field: since, mode: date}
        """

    static func diagnostics(_ text: String, enabling: Set<String> = []) -> [Diagnostic] {
        Compiler(options: .init(enabledChecks: enabling)).compile(sources: [SourceFile(path: "test.yaml", text: text)]).diagnostics
    }

    static func reported(_ text: String, _ code: String, enabling: Set<String> = []) -> [Diagnostic] {
        diagnostics(text, enabling: enabling.union([code])).filter { $0.id.code == code }
    }

    static func position(_ diagnostic: Diagnostic, in text: String) -> String {
        let prefix = Array(text.utf8)[..<diagnostic.range.startOffset]
        let line = prefix.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        let column = prefix.count - (prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return "\(line):\(column)"
    }

    @Test func decodedInTheShortAndTheLongForm() throws {
        let file = try #require(decodeSpec(Self.spec).file)
        let fields = try #require(file.models.first?.fields)
        #expect(fields.map(\.type.value) == [.date, .date, .date])
        let screen = try #require(file.preferenceScreens.first)
        guard case .datePicker(let first, let options) = screen.items[0].control,
            case .datePicker(let second, let plain) = screen.items[1].control
        else {
            Issue.record("expected date pickers")
            return
        }
        #expect(first.value == "quietFrom" && options.mode?.value == .time && options.minuteInterval?.value == 15 && options.style?.value == .wheels)
        #expect(second.value == "quietUntil" && plain.pickedMode == .dateAndTime && plain.pickedMinuteInterval == 1 && plain.style == nil)
        #expect(Self.diagnostics(Self.spec).isEmpty, "\(Self.diagnostics(Self.spec).map(\.message))")
    }

    @Test func aModeOrStyleNotKnownIsAnErrorWithTheNearestWord() {
        let text = Self.spec.replacingOccurrences(of: "mode: time,", with: "mode: tme,")
        let reported = expectOneDecodeError(text, .invalidOption, line: 14, column: 50, "'tme'")
        #expect(reported?.fixIts.map { applying($0, to: text) }.first?.contains("mode: time,") == true)
        expectOneDecodeError(Self.spec.replacingOccurrences(of: "style: wheels", with: "style: spinner"), .invalidOption, line: 14, column: 83, "'spinner'")
    }

    @Test func aMinuteIntervalThatIsNoIntegerIsAnError() {
        expectOneDecodeError(
            Self.spec.replacingOccurrences(of: "minuteInterval: 15", with: "minuteInterval: often"), .wrongValueType, line: 14, column: 72,
            "expected a number of minutes (an integer), found the string 'often'")
    }

    @Test func aPickerWithoutItsFieldOrWithAnUnknownKeyIsAnError() {
        expectOneDecodeError(Self.spec.replacingOccurrences(of: "{field: since, mode: date}", with: "{mode: date}"), .missingKey, line: 17, column: 25, "'field'")
        expectOneDecodeError(Self.spec.replacingOccurrences(of: "{field: since, mode: date}", with: "{field: since, mode: date, format: short}"), .unknownKey, line: 17, column: 52, "format")
    }

    @Test func aMisspeltTypeIsOfferedDate() {
        let text = Self.spec.replacingOccurrences(of: "quietUntil: Date", with: "quietUntil: Dat")
        let reported = expectOneDecodeError(text, .invalidOption, line: 7, column: 19, "Date")
        #expect(reported?.fixIts.first.map { applying($0, to: text) } == Self.spec)
    }

    @Test func aDatePickerBindsADateFieldAndADateFieldNoOtherControl() {
        let text = """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {count: Int, since: Date}}
            preferences:
              Root:
                model: S
                sections:
                  - items:
                      - datePicker: count
                      - slider: since
                      - toggle: since
            """
        let reported = Self.reported(text, "VS0210")
        #expect(reported.map { Self.position($0, in: text) } == ["9:13", "10:13", "11:13"])
        #expect(reported.first?.message == "datePicker cannot bind 'count' of type Int: a date picker binds a Date field")
    }

    @Test func aMalformedDefaultIsReportedAndCorrectedWhereThereIsOneReading() {
        let text = """
            viewspec: 1
            models:
              S:
                kind: preferences
                fields:
                  a: {type: Date, default: 2026-03-01}
                  b: {type: Date, default: 2026-03-01 07:30:00Z}
                  c: {type: Date, default: 2026-03-01T07:30}
                  d: {type: Date, default: "07:30"}
                  e: {type: Date, default: 2026-02-30T00:00:00Z}
                  f: {type: Date, default: 12}
            """
        let reported = Self.reported(text, "VS0285")
        #expect(reported.map { Self.position($0, in: text) } == ["6:32", "7:32", "8:32", "9:32", "10:32"])
        #expect(reported[0].message == "the default of Date field 'a': expected a date and time written as YYYY-MM-DDTHH:MM:SSZ (such as 2026-01-01T08:00:00Z), found '2026-03-01'; did you mean '2026-03-01T00:00:00Z'?")
        // A time without its zone could be any zone's: no fix-it.
        #expect(reported.map(\.fixIts.count) == [1, 1, 0, 0, 0])
        var fixed = text
        for diagnostic in reported.reversed() { for fixIt in diagnostic.fixIts { fixed = applying(fixIt, to: fixed) } }
        #expect(fixed.contains("a: {type: Date, default: 2026-03-01T00:00:00Z}"))
        #expect(fixed.contains("b: {type: Date, default: 2026-03-01T07:30:00Z}"))
        // A number is no date at all: invalid-default's.
        let invalid = Self.reported(text, "VS0211")
        #expect(invalid.map { Self.position($0, in: text) } == ["11:32"])
        #expect(invalid.first?.message == "invalid default for Date field 'f': expected a date and time such as 2026-01-01T08:00:00Z, found an integer '12'")
    }

    @Test func aMinuteIntervalThatDoesNotDivideAnHourIsCorrectedToTheDivisorBelow() {
        let text = Self.spec.replacingOccurrences(of: "minuteInterval: 15", with: "minuteInterval: 45")
        let reported = Self.reported(text, "VS0287")
        #expect(reported.map { Self.position($0, in: text) } == ["14:72"])
        #expect(reported.first?.message == "expected a minuteInterval that divides an hour (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30), found 45; did you mean 30?")
        let fixed = reported.first?.fixIts.first.map { applying($0, to: text) }
        #expect(fixed == Self.spec.replacingOccurrences(of: "minuteInterval: 15", with: "minuteInterval: 30"))
        #expect(Self.reported(Self.spec, "VS0287").isEmpty)
    }

    @Test func laidOutWithItsFieldAndOptions() throws {
        let output = try LayoutTestSupport.layout(["quiet.yaml": Self.spec])
        let document = LayoutTestSupport.document(output, .preferences, "Root")
        let items = LayoutTestSupport.value(document, "layout", "sections", 0, "items")
        let first = LayoutTestSupport.value(items, 0)
        #expect(first?["control"] == "datePicker")
        #expect(first?["field"]?["type"] == "Date")
        #expect(first?["field"]?["default"] == "2026-01-01T22:00:00Z")
        #expect(first?["options"]?["mode"] == "time")
        #expect(first?["options"]?["minuteInterval"] == 15)
        #expect(first?["options"]?["style"] == "wheels")
        let second = LayoutTestSupport.value(items, 1)
        // No default declared: the epoch.
        #expect(second?["field"]?["default"] == "1970-01-01T00:00:00Z")
        #expect(second?["field"]?["defaultDeclared"] == false)
        #expect(second?["options"]?["mode"] == "dateAndTime")
        #expect(second?["options"]?["style"] == nil)
        #expect(LayoutTestSupport.value(items, 2, "field", "default") == nil)
        let validator = try JSONSchemaValidator(contentsOf: LayoutTestSupport.schemaURL)
        for file in output.files {
            let failures = validator.failures(for: try JSONParser().parse(file.bytes))
            #expect(failures.isEmpty, "\(file.fileName): \(failures.prefix(5))")
        }
    }

    @Test func inAppSettingsKitWritesADatePickerSpecifierAndTheSettingsAppLeavesItOut() throws {
        let checked = try SettingsBundleEmitterTests.checked(Self.spec)
        let inApp = SettingsBundleEmitterTests.text(SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(checked).panes[0])
        #expect(inApp.contains("""
            <key>DatePickerMode</key>
            \t\t\t<string>Time</string>
            \t\t\t<key>DatePickerStyle</key>
            \t\t\t<string>Wheels</string>
            \t\t\t<key>DefaultValue</key>
            \t\t\t<date>2026-01-01T22:00:00Z</date>
            \t\t\t<key>Key</key>
            \t\t\t<string>quietFrom</string>
            \t\t\t<key>MinuteInterval</key>
            \t\t\t<integer>15</integer>
            \t\t\t<key>Title</key>
            \t\t\t<string>From</string>
            \t\t\t<key>Type</key>
            \t\t\t<string>IASKDatePickerSpecifier</string>
            """), "\(inApp)")
        #expect(inApp.components(separatedBy: "IASKDatePickerSpecifier").count == 4)
        let apple = SettingsBundleEmitterTests.text(SettingsBundleEmitter(dialect: .apple).emit(checked).panes[0])
        #expect(!apple.contains("DatePicker"))
        let reported = Self.reported(Self.spec, "VS0270")
        #expect(reported.map { Self.position($0, in: Self.spec) } == ["14:13", "16:13", "17:13"])
        #expect(reported.first?.message.hasPrefix("expected a row the Settings app shows, found a date picker") == true)
    }

    @Test func androidHasNoDatePickerAndSaysSo() throws {
        let output = AndroidResourcesEmitter().emit(try AndroidResourcesEmitterTests.checked(Self.spec))
        let file = try #require(output.file("root.xml", in: "xml"))
        #expect(!AndroidResourcesEmitterTests.text(file).contains("quietFrom"))
        let reported = Self.reported(Self.spec, "VS0271")
        #expect(reported.map { Self.position($0, in: Self.spec) } == ["14:13", "16:13", "17:13"])
        #expect(reported.first?.message.hasPrefix("expected a preference Android has, found a date picker: androidx.preference has no date or time preference") == true)
    }
}
