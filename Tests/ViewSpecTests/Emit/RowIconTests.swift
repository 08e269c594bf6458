import Foundation
import Testing
@testable import ViewSpec

/// `icon: NAME` or `icon: {ios: NAME, android: NAME}` on a row, the picture beside its
/// title: decoded on every row; judged by icon-name (VS0297), not-in-settings-app and
/// not-in-android-preferences; in the layout; written by the InAppSettingsKit export as
/// `IASKCellImage` and by the Android export as `android:icon="@drawable/NAME"`; imported
/// back from both.
@Suite struct RowIconTests {
    static let spec = RowActionExportTests.screen("""
                  - {toggle: sync, title: Sync, icon: ic_sync}
                  - {textField: name, title: Name, icon: {ios: person.crop.circle, android: ic_person}}
                  - {link: 'https://example.com', title: Help, icon: {ios: questionmark.circle}}
                  - {button: reset, title: Reset, icon: {android: ic_reset}}
                  - {toggle: caps, title: Caps lock, icon: capslock.fill}
                  - {link: 'https://example.org', title: About, icon: {ios: info.circle, android: '@android:drawable/ic_menu_info_details'}}
        """, fields: "on: Bool, sync: Bool, name: String, caps: Bool")

    /// Each row's iOS name and Android name as the exports write them.
    static let iosNames: [String?] = [nil, "ic_sync", "person.crop.circle", "questionmark.circle", nil, "capslock.fill", "info.circle"]
    static let androidNames: [String?] = [nil, "ic_sync", "ic_person", nil, "ic_reset", nil, "@android:drawable/ic_menu_info_details"]

    static func reported(_ text: String, enabling codes: [String] = []) -> [ReportedDiagnostic] {
        Compiler(options: .init(enabledChecks: Set(codes))).compile(sources: [SourceFile(path: "test.yaml", text: text)]).reportedDiagnostics
    }

    // MARK: - Decoding

    @Test func decodesBothForms() throws {
        let items = try decodedItems(Self.spec)
        #expect(items.map { $0.icon?.ios?.value } == Self.iosNames.enumerated().map { $0.offset == 4 ? nil : $0.element })
        #expect(items.map { $0.icon?.android?.value } == [nil, "ic_sync", "ic_person", nil, "ic_reset", "capslock.fill", "@android:drawable/ic_menu_info_details"])
        #expect(items.map { $0.icon?.isShared } == [nil, true, false, false, false, true, false])
        #expect(items.map { $0.icon?.exportedIOSName } == Self.iosNames)
        #expect(items.map { $0.icon?.exportedAndroidName } == Self.androidNames)
    }

    @Test func onAListRowToo() throws {
        let text = RowActionExportTests.screen("", fields: "on: Bool, hosts: {type: String, list: true}", more: """
                  - list: {field: hosts, row: {value: hosts, icon: server.rack}, add: {textField: hosts, icon: plus}}
            """)
        let (file, decoded) = decodeSpec(text)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.reportedDiagnostics.map(\.message))")
        let list = try #require(file?.preferenceScreens.first?.sections.last?.list)
        #expect(list.row.icon?.ios?.value == "server.rack" && list.add?.icon?.android?.value == "plus")
    }

    @Test func anIconThatIsNoStringIsAPositionedError() {
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - {toggle: on, icon: [gear]}"), .wrongValueType, line: 11, column: 32,
            "expected an image name as a string, or {ios: NAME, android: NAME}")
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - {toggle: on, icon: {ios: 3}}"), .wrongValueType, line: 11, column: 38,
            "expected the iOS image's name as a string")
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - {toggle: on, icon: {android: true}}"), .wrongValueType, line: 11, column: 42,
            "expected the Android drawable's name as a string")
    }

    @Test func anUnknownKeyOfAnIconIsReported() {
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - {toggle: on, icon: {iOS: gear}}"), .unknownKey, line: 11, column: 33,
            "unknown key 'iOS' in an icon")
    }

    // MARK: - Checks

    /// A name each platform can look an image up by: no finding, on any row.
    @Test func theSpecHasNoFindingByDefault() {
        let found = compileSpec(Self.spec)
        #expect(found.isEmpty, "\(found.map { "\($0.id.name): \($0.message)" })")
    }

    @Test func emptyBlankAndNamelessIconsAreReported() throws {
        let text = RowActionExportTests.screen("""
                  - {toggle: a, icon: ''}
                  - {toggle: b, icon: 'speaker wave'}
                  - {toggle: c, icon: {}}
                  - {toggle: d, icon: {ios: ' gear', android: ''}}
                  - {toggle: e, icon: {ios: gear, android: Ic-Gear}}
                  - {toggle: f, icon: "ic_f\\t"}
        """, fields: "on: Bool, a: Bool, b: Bool, c: Bool, d: Bool, e: Bool, f: Bool")
        let found = compileSpec(text).filter { $0.id.code == "VS0297" }
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column)" } == ["11:31", "12:31", "13:31", "14:37", "14:55", "15:52", "16:31"], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.severity == .error })
        #expect(found[0].message == "expected an image name as the row's icon, found the empty string: it names no image")
        #expect(found[1].message.contains("without white space or control characters as the row's icon, found 'speaker wave'") && found[1].fixIts.isEmpty)
        #expect(found[2].message.contains("expected 'ios', 'android' or both in a row's icon, found neither"))
        #expect(found[3].message.contains("as the row's 'ios' icon, found ' gear'"))
        #expect(found[4].message.contains("as the row's 'android' icon, found the empty string") && found[4].fixIts.isEmpty)
        #expect(found[5].message.contains("expected an Android drawable resource name as the row's 'android' icon") && found[5].message.contains("found 'Ic-Gear'"))
        #expect(found[6].message.contains("found 'ic_f\\t'"))
        // The empty icon and the empty name are removed; a name with blanks around it is trimmed.
        #expect(applying(try #require(found[0].fixIts.first), to: text).contains("- {toggle: a}\n"))
        #expect(applying(try #require(found[2].fixIts.first), to: text).contains("- {toggle: c}\n"))
        #expect(applying(try #require(found[3].fixIts.first), to: text).contains("icon: {ios: gear, android: ''}"))
        #expect(applying(try #require(found[6].fixIts.first), to: text).contains("- {toggle: f, icon: ic_f}\n"))
    }

    /// The Settings app shows no icon: reported on each row it shows, not on one it leaves
    /// out, nor for an icon on Android alone.
    @Test func theSettingsAppShowsNoIcon() {
        let found = Self.reported(Self.spec, enabling: ["VS0270"]).filter { $0.id.code == "VS0270" && $0.message.contains("icon") }
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column)" } == ["11:47", "12:50", "15:52"], "\(found.map(\.message))")
        #expect(found.first?.message == "the Settings app shows no icon beside a row's title, only InAppSettingsKit does (IASKCellImage); the exported bundle leaves it out")
    }

    /// A name for both platforms that is no resource name is iOS's alone: the Android export
    /// leaves it out, and the fix-it says so.
    @Test func androidLeavesOutANameThatIsNoResourceName() throws {
        let found = Self.reported(Self.spec, enabling: ["VS0271"]).filter { $0.id.code == "VS0271" }
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column)" } == ["15:52"], "\(found.map(\.message))")
        let diagnostic = try #require(found.first)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message.contains("found 'capslock.fill', iOS's alone: the exported preference has no icon; name each platform's image with {ios: capslock.fill, android: NAME}"), "\(diagnostic.message)")
        let fixed = applying(try #require(diagnostic.fixIts.first), to: Self.spec)
        #expect(fixed.contains("icon: {ios: capslock.fill}}"), "\(fixed)")
        #expect(Self.reported(fixed, enabling: ["VS0271"]).isEmpty)
    }

    /// A drawable is a field of the app's `R` class, so a Java keyword names none (aapt
    /// refuses `class` as an "invalid symbol"): an `android` name is an error, and a name
    /// for both platforms is iOS's alone, as any other name that is no resource name.
    @Test func aJavaKeywordIsNoDrawableName() throws {
        let text = RowActionExportTests.screen("""
                  - {toggle: a, icon: {ios: gear, android: class}}
                  - {toggle: b, icon: new}
        """, fields: "on: Bool, a: Bool, b: Bool")
        let errors = compileSpec(text).filter { $0.id.code == "VS0297" }
        #expect(errors.map { "\($0.range.start.line):\($0.range.start.column)" } == ["11:52"], "\(errors.map(\.message))")
        #expect(errors.first?.message.contains("found 'class': it names no drawable") == true, "\(errors.map(\.message))")
        let leftOut = Self.reported(text, enabling: ["VS0271"]).filter { $0.id.code == "VS0271" }
        #expect(leftOut.map { "\($0.range.start.line):\($0.range.start.column)" } == ["12:31"], "\(leftOut.map(\.message))")
        #expect(leftOut.first?.message.contains("found 'new', iOS's alone") == true)
        #expect(ItemIcon.isAndroidResourceName("ic_new") && !ItemIcon.isAndroidResourceName("new"))
    }

    /// A row the Android export leaves out has no preference to lose its icon from: the row
    /// is reported once, not its icon again.
    @Test func aRowAndroidLeavesOutIsNotReportedForItsIcon() {
        let text = RowActionExportTests.screen("""
                  - {datePicker: when, icon: calendar.badge}
                  - {custom: theme, icon: paintpalette.fill}
                  - {toggle: caps, title: Caps lock, icon: capslock.fill}
        """, fields: "on: Bool, when: Date, caps: Bool")
        let found = Self.reported(text, enabling: ["VS0271"]).filter { $0.id.code == "VS0271" }
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column)" } == ["11:14", "12:14", "13:52"], "\(found.map(\.message))")
        #expect(found.filter { $0.message.contains("icon") }.count == 1, "\(found.map(\.message))")
    }

    // MARK: - Outputs

    @Test func theLayoutNamesEachPlatformsImage() throws {
        let items = try RowActionExportTests.layoutItems(Self.spec)
        #expect(items.map { $0["icon"]?["ios"]?.stringValue } == Self.iosNames)
        #expect(items.map { $0["icon"]?["android"]?.stringValue } == Self.androidNames)
        #expect(items[0]["icon"] == nil)
    }

    /// InAppSettingsKit shows the iOS name (an asset, else an SF Symbol); the Settings app's
    /// pane has none.
    @Test func inAppSettingsKitWritesTheCellImage() throws {
        let pane = try RowActionExportTests.inAppPane(Self.spec)
        for name in Self.iosNames.compactMap({ $0 }) {
            #expect(pane.contains("<key>IASKCellImage</key>\n\t\t\t<string>\(name)</string>"), "\(name): \(pane)")
        }
        #expect(pane.components(separatedBy: "IASKCellImage").count - 1 == 5)
        let apple = String(decoding: SettingsBundleEmitter(dialect: .apple).emit(try RowActionExportTests.checked(Self.spec)).panes[0].bytes, as: UTF8.self)
        #expect(!apple.contains("IASKCellImage"), "\(apple)")
    }

    @Test func androidWritesTheDrawable() throws {
        let preferences = try RowActionExportTests.androidPreferences(Self.spec)
        // The link's intent is an element of its own, without an icon.
        // A drawable of the app's by name; an image resource referenced as written.
        #expect(preferences.dropFirst().filter { $0.name != "intent" }.map { $0.attribute("icon")?.value }
            == Self.androidNames.map { $0.map { $0.hasPrefix("@") ? $0 : "@drawable/\($0)" } })
    }

    /// aapt, Android's resource compiler, compiles the export with the app's drawables.
    @Test(.enabled(if: AndroidResourcesPackagingTests.isAvailable || SharedMaterial.isRequired, AndroidResourcesPackagingTests.howToEnable))
    func aaptCompilesTheExport() throws {
        let result = try withScratchDirectory { try AndroidResourcesPackagingTests.compileExport(of: try RowActionExportTests.checked(Self.spec), in: $0) }
        #expect(result.status == 0, "\(result.stderr)")
    }

    // MARK: - Import

    /// Exported for InAppSettingsKit and imported back, each iOS name is the row's icon again:
    /// one name for both platforms where it is a resource name, iOS's alone where it is not.
    @Test func inAppSettingsKitImportsBackTheIcons() throws {
        let output = SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(try RowActionExportTests.checked(Self.spec))
        let imported = try SettingsBundleEmitterTests.reimported(output)
        let text = imported.files.map(\.text).joined()
        #expect(text.contains("icon: ic_sync}"), "\(text)")
        #expect(text.contains("icon: {ios: person.crop.circle}"), "\(text)")
        #expect(text.contains("icon: {ios: capslock.fill}"), "\(text)")
        #expect(imported.statistics.lossless == imported.statistics.total, "\(imported.statistics.summary)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// `IASKCellImage` on any row, a list's rows too; a value that names no image is
    /// reported and left out, and a group's, which a section does not show, too.
    @Test func settingsBundleCellImages() throws {
        let list = specifier(
            "IASKListGroupSpecifier",
            "<key>Key</key>\n<string>hosts</string>\n<key>ItemSpecifier</key>\n<dict>\n<key>Type</key>\n<string>PSTextFieldSpecifier</string>\n<key>IASKCellImage</key>\n<string>server.rack</string>\n</dict>")
        let specifiers = [
            specifier("PSGroupSpecifier", "<key>Title</key>\n<string>General</string>\n<key>IASKCellImage</key>\n<string>gear</string>"),
            specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>sound</string>\n<key>DefaultValue</key>\n<true/>\n<key>IASKCellImage</key>\n<string>bell</string>"),
            specifier("IASKButtonSpecifier", "<key>Key</key>\n<string>share</string>\n<key>Title</key>\n<string>Share</string>\n<key>IASKCellImage</key>\n<string>square.and.arrow.up</string>"),
            specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>vibrate</string>\n<key>DefaultValue</key>\n<true/>\n<key>IASKCellImage</key>\n<string>two words</string>"),
            specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>caps</string>\n<key>DefaultValue</key>\n<true/>\n<key>IASKCellImage</key>\n<integer>3</integer>"),
            list,
        ]
        try withScratchDirectory { directory in
            let bundle = try TestBundle(in: directory, ["Root.plist": pane(specifiers.joined(separator: "\n"))])
            let (imported, reported) = bundle.run()
            let text = imported.files.map(\.text).joined()
            #expect(text.contains("{toggle: sound, title: '', icon: bell}"), "\(text)")
            #expect(text.contains("icon: {ios: square.and.arrow.up}"), "\(text)")
            #expect(text.contains("row: {textField: hosts, title: '', icon: {ios: server.rack}}") || text.contains("icon: {ios: server.rack}"), "\(text)")
            #expect(!text.contains("gear") && !text.contains("two words"), "\(text)")
            let messages = reported.map(\.message)
            #expect(messages.contains("'IASKCellImage' of this PSGroupSpecifier is not imported: only a row shows an icon in the spec language"), "\(messages)")
            #expect(messages.contains { $0.contains("as IASKCellImage, found 'two words', which names none; not imported") }, "\(messages)")
            #expect(messages.contains { $0.contains("as IASKCellImage, found 3, which names none") || $0.contains("as IASKCellImage, found <integer>") }, "\(messages)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    /// `android:icon="@drawable/NAME"` is the row's icon, on a nested screen's row too; a
    /// launcher icon or the framework's drawable is Android's alone; a theme attribute is
    /// reported and left out.
    @Test func androidIconsAreImported() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <SwitchPreference android:key="sync" android:title="Sync" android:icon="@drawable/ic_sync" />
                <Preference android:key="about" android:title="About" android:icon="@mipmap/ic_launcher" />
                <Preference android:key="info" android:title="Info" android:icon="@android:drawable/ic_menu_info_details" />
                <CheckBoxPreference android:key="dark" android:title="Dark" android:icon="?attr/themeIcon" />
                <PreferenceScreen android:key="more" android:title="More" android:icon="@drawable/ic_more">
                    <SwitchPreference android:key="beta" android:title="Beta" />
                </PreferenceScreen>
            </PreferenceScreen>

            """
        let (imported, reported, _) = try AndroidPreferencesImportTests.run(["values/strings.xml": "<resources />\n", "xml/s.xml": screen])
        let text = imported.files.map(\.text).joined()
        #expect(text.contains("{toggle: sync, title: Sync, icon: ic_sync}"), "\(text)")
        #expect(text.contains("icon: ic_more"), "\(text)")
        #expect(text.contains("icon: {android: '@mipmap/ic_launcher'}"), "\(text)")
        #expect(text.contains("icon: {android: '@android:drawable/ic_menu_info_details'}"), "\(text)")
        #expect(!text.contains("themeIcon"), "\(text)")
        let lost = reported.filter { $0.message.contains("as android:icon") }
        #expect(lost.map(\.message) == [
            "expected an image resource as android:icon (@drawable/NAME, @mipmap/NAME, @android:drawable/NAME), found '?attr/themeIcon': a row's icon names an image; not imported"
        ], "\(reported.map(\.message))")
        let counts: [Int] = [imported.statistics.lossless, imported.statistics.lossy, imported.statistics.dropped]
        #expect(counts == [5, 1, 0], "\(imported.statistics.summary)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// Exported to Android and imported back, each drawable is the row's icon again.
    @Test func androidImportsBackTheIcons() throws {
        let imported = try AndroidResourcesEmitterTests.reimported(AndroidResourcesEmitter().emit(try RowActionExportTests.checked(Self.spec)))
        let text = imported.files.map(\.text).joined()
        for name in Self.androidNames.compactMap({ $0 }) {
            let written = name.hasPrefix("@") ? "icon: {android: '\(name)'}" : "icon: \(name)"
            #expect(text.contains(written), "\(name): \(text)")
        }
        #expect(!text.contains("capslock"), "\(text)")
        #expect(imported.statistics.lossless == imported.statistics.total, "\(imported.statistics.summary)")
    }
}
