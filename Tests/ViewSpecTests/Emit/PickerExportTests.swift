import Foundation
import Testing
@testable import ViewSpec

/// Colour and sound pickers in every output: the layout, the Settings.bundles (which leave
/// them out, and say so), the Android resources and their import back (the Swift compile
/// tests hold the generated Swift).
@Suite struct PickerExportTests {
    static let fields = "on: Bool, accent: {type: String, default: '#802196F3'}, border: {type: Int, default: -16777216}, ring: {type: String, default: ''}"
    static let spec = RowActionExportTests.screen("""
                  - colorPicker: accent
                  - {colorPicker: {field: border, alpha: false}, title: Border}
                  - soundPicker: ring
                  - soundPicker: {field: ring, sounds: alarm, showDefault: false, showSilent: false}
        """, fields: fields)

    @Test func theLayoutHoldsEachPickersOptions() throws {
        let items = try RowActionExportTests.layoutItems(Self.spec)
        #expect(items.map { $0["control"]?.stringValue } == ["toggle", "colorPicker", "colorPicker", "soundPicker", "soundPicker"])
        #expect(items[1]["options"] == .object([("alpha", .bool(true))]))
        #expect(items[2]["options"] == .object([("alpha", .bool(false))]))
        #expect(items[2]["field"]?["type"]?.stringValue == "Int")
        #expect(items[3]["options"] == .object([("sounds", .string("ringtone")), ("showDefault", .bool(true)), ("showSilent", .bool(true))]))
        #expect(items[4]["options"] == .object([("sounds", .string("alarm")), ("showDefault", .bool(false)), ("showSilent", .bool(false))]))
    }

    /// Neither the Settings app nor InAppSettingsKit has a colour or sound picker: both
    /// bundles leave the rows out, and not-in-settings-bundle says so at each.
    @Test func bothSettingsBundlesLeaveThemOutAndAreToldSo() throws {
        for dialect in [SettingsBundleDialect.apple, .inAppSettingsKit] {
            let pane = String(decoding: SettingsBundleEmitter(dialect: dialect).emit(try RowActionExportTests.checked(Self.spec)).panes[0].bytes, as: UTF8.self)
            #expect(!pane.contains("<string>accent</string>") && !pane.contains("<string>ring</string>") && !pane.contains("Border"), "\(pane)")
        }
        let compilation = Compiler(options: .init(enabledChecks: ["VS0269", "VS0270"])).compile(sources: [SourceFile(path: "test.yaml", text: Self.spec)])
        let found = compilation.reportedDiagnostics
        #expect(found.map { "\($0.id.code) \($0.range.start.line):\($0.range.start.column)" } == ["VS0269 11:13", "VS0269 12:14", "VS0269 13:13", "VS0269 14:13"])
        #expect(found.allSatisfy { $0.message.contains("which neither the Settings app nor InAppSettingsKit has") }, "\(found.map(\.message))")
    }

    @Test func androidWritesTheColourAndRingtonePreferences() throws {
        let preferences = try RowActionExportTests.androidPreferences(Self.spec)
        let accent = try #require(preferences.first { $0.attribute("key")?.value == "accent" })
        #expect(accent.name == "com.rarepebble.colorpicker.ColorPreference")
        #expect(accent.attribute("defaultValue")?.value == "#802196F3")
        #expect(accent.attribute("colorpicker_showAlpha", namespace: AndroidNamespace.app) == nil)
        let border = try #require(preferences.first { $0.attribute("key")?.value == "border" })
        #expect(border.attribute("title")?.value == "Border")
        #expect(border.attribute("defaultValue")?.value == "#FF000000")
        #expect(border.attribute("colorpicker_showAlpha", namespace: AndroidNamespace.app)?.value == "false")
        let rings = preferences.filter { $0.attribute("key")?.value == "ring" }
        #expect(rings.map(\.name) == ["RingtonePreference", "RingtonePreference"])
        #expect(rings[0].attributes.map(\.localName) == ["key", "title", "defaultValue"])
        #expect(rings[1].attribute("ringtoneType")?.value == "alarm")
        #expect(rings[1].attribute("showDefault")?.value == "false")
        #expect(rings[1].attribute("showSilent")?.value == "false")
        // The colour preference stores an Int: a String field's colour is read as one; and an
        // androidx screen inflates a RingtonePreference only if the app gives it one (reported).
        let compilation = Compiler(options: .init(enabledChecks: ["VS0271"])).compile(sources: [SourceFile(path: "test.yaml", text: Self.spec)])
        let found = compilation.reportedDiagnostics
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column)" } == ["11:13", "13:13", "14:13"])
        #expect(found.first?.message.contains("the colour preference stores the colour as an ARGB Int") == true)
        #expect(found.dropFirst().allSatisfy { $0.message.contains("androidx.preference has no sound picker") }, "\(found.map(\.message))")
    }

    /// Exported to Android and imported back, each picker is the same: the colours on Int
    /// fields, as the colour preference stores them.
    @Test func androidImportsBackTheSamePickers() throws {
        let imported = try AndroidResourcesEmitterTests.reimported(AndroidResourcesEmitter().emit(try RowActionExportTests.checked(Self.spec)))
        let text = imported.files.map(\.text).joined()
        #expect(text.contains("- {colorPicker: accent, title: accent}"), "\(text)")
        #expect(text.contains("- {colorPicker: {field: border, alpha: false}, title: Border}"), "\(text)")
        #expect(text.contains("- {soundPicker: ring, title: ring}"), "\(text)")
        #expect(text.contains("soundPicker: {field: ring, sounds: alarm, showDefault: false, showSilent: false}"), "\(text)")
        #expect(text.contains("accent: {type: Int, default: -2145282317}"), "\(text)")
        #expect(text.contains("border: {type: Int, default: -16777216}"), "\(text)")
        let again = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
        #expect(again.reportedDiagnostics.filter { $0.severity == .error }.isEmpty, "\(again.reportedDiagnostics.map(\.message))")
    }

    /// markor's colour preference: a literal colour default is imported without loss; a
    /// `@color/` default the resources do not hold is kept as the field's Android default,
    /// reported, since other platforms start without its value;
    /// another library's colour preference and a ringtone type of several kinds lose what they say.
    @Test func androidImportsLiteralAndReportsUnresolvedColours() throws {
        try withScratchDirectory { directory in
            let xml = directory.appendingPathComponent("prefs.xml")
            try Data("""
                <?xml version="1.0" encoding="utf-8"?>
                <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android" xmlns:colorpicker="http://schemas.android.com/apk/res-auto">
                    <com.rarepebble.colorpicker.ColorPreference android:key="link" android:title="Link" android:defaultValue="#ff2196f3" colorpicker:colorpicker_showAlpha="false" />
                    <com.rarepebble.colorpicker.ColorPreference android:key="background" android:title="Background" android:defaultValue="@color/background" />
                    <com.example.ColorPreference android:key="other" android:defaultValue="#123456" />
                    <RingtonePreference android:key="tone" android:ringtoneType="notification" android:showSilent="false" android:defaultValue="content://settings/system/notification_sound" />
                    <RingtonePreference android:key="mixed" android:ringtoneType="ringtone|alarm" />
                </PreferenceScreen>
                """.utf8).write(to: xml)
            let imported = AndroidPreferencesImport.run([xml.path], resourceFolder: directory.path)
            let text = imported.files.map(\.text).joined()
            #expect(text.contains("link: {type: Int, default: -14575885}"), "\(text)")
            #expect(text.contains("- {colorPicker: {field: link, alpha: false}, title: Link}"), "\(text)")
            #expect(text.contains("background: {type: Int, androidDefault: '@color/background'}"), "\(text)")
            #expect(text.contains("- {soundPicker: {field: tone, sounds: notification, showSilent: false}}"), "\(text)")
            #expect(text.contains("tone: {type: String, default: content://settings/system/notification_sound}"), "\(text)")
            #expect(text.contains("- {soundPicker: mixed}"), "\(text)")
            #expect(imported.statistics.lossless == 3, "\(imported.statistics.summary)")
            #expect(imported.statistics.lossy == 2, "\(imported.statistics.summary)")
            let messages = imported.diagnostics.map(\.message)
            #expect(messages.contains {
                $0.contains("'@color/background' is not among the resources read; kept as the field's Android default ('androidDefault: @color/background')")
            }, "\(messages)")
            #expect(messages.contains { $0.contains("'<com.example.ColorPreference>' is imported as the class it is named after") }, "\(messages)")
            #expect(messages.contains { $0.contains("ringtone type 'ringtone|alarm' is not imported") }, "\(messages)")
            let again = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
            #expect(again.reportedDiagnostics.filter { $0.severity == .error }.isEmpty, "\(again.reportedDiagnostics.map(\.message))")
        }
    }
}
