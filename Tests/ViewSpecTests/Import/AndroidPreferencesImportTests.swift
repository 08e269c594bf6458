import Foundation
import Testing
@testable import ViewSpec

/// `viewspecc import android-preferences`'s library: each preference type, resources, and
/// the diagnostics the Android import adds, each at its line.
@Suite struct AndroidPreferencesImportTests {
    static let values = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="sync_key" translatable="false">sync</string>
            <string name="sync_title">Sync</string>
            <string name="theme_title">Theme</string>
            <string-array name="theme_entries"><item>Light</item><item>@string/dark</item></string-array>
            <string name="dark">Dark</string>
            <string-array name="theme_values"><item>light</item><item>dark</item></string-array>
            <string-array name="topic_values"><item>news</item><item>sport</item></string-array>
            <string-array name="topic_default"><item>news</item></string-array>
            <bool name="sync_default">true</bool>
        </resources>

        """

    static let screen = """
        <?xml version="1.0" encoding="utf-8"?>
        <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:app="http://schemas.android.com/apk/res-auto"
            android:title="Settings">
            <PreferenceCategory android:title="General">
                <SwitchPreferenceCompat
                    android:key="@string/sync_key"
                    android:title="@string/sync_title"
                    android:defaultValue="@bool/sync_default" />
                <ListPreference
                    android:key="theme"
                    android:title="@string/theme_title"
                    android:entries="@array/theme_entries"
                    android:entryValues="@array/theme_values"
                    android:defaultValue="dark"
                    android:dependency="sync" />
                <MultiSelectListPreference
                    android:key="topics"
                    android:title="Topics"
                    android:entries="@array/topic_values"
                    android:entryValues="@array/topic_values"
                    android:defaultValue="@array/topic_default" />
                <EditTextPreference android:key="name" android:title="Name" android:summary="Shown to others" android:defaultValue="Me" />
                <SeekBarPreference android:key="volume" android:title="Volume" android:max="10" app:min="1" android:defaultValue="5" />
            </PreferenceCategory>
            <Preference android:key="help" android:title="Help">
                <intent android:action="android.intent.action.VIEW" android:data="https://example.com/help" />
            </Preference>
            <PreferenceScreen android:key="advanced" android:title="Advanced" app:summary="@string/sync_title">
                <CheckBoxPreference android:key="debug" android:title="Debug" />
            </PreferenceScreen>
        </PreferenceScreen>

        """

    static func run(_ files: [String: String]) throws -> (imported: ImportResult, reported: [ReportedDiagnostic], texts: [String: String]) {
        try withScratchDirectory { directory in
            var screens: [String] = []
            for (name, text) in files {
                let url = directory.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
                if name.hasPrefix("xml/") { screens.append(url.path) }
            }
            let imported = AndroidPreferencesImport.run(screens.sorted(), resourceFolder: directory.path)
            return (imported, imported.diagnostics.reported(in: imported.sources), files)
        }
    }

    @Test func importsEveryPreferenceTypeWithResources() throws {
        let (imported, reported, _) = try Self.run(["values/strings.xml": Self.values, "xml/settings.xml": Self.screen])
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(imported.statistics.lossless == 9 && imported.statistics.total == 9, "\(imported.statistics.summary)")
        #expect(imported.files.map(\.fileName) == ["SettingsModel.yaml", "advanced.yaml", "settings.yaml"], "the model's file name gives way to a screen's")
        #expect(imported.files[0].text == """
            # Imported from settings.xml by viewspecc import android-preferences: the preferences every screen stores.
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields:
                  sync: {type: Bool, default: true, androidDefault: '@bool/sync_default'}
                  theme: {type: enum, cases: [light, dark], default: dark}
                  topics: {type: enum, cases: [news, sport], multiple: true, default: [news], androidDefault: '@array/topic_default'}
                  name: {type: String, default: Me}
                  volume: {type: Int, default: 5, min: 1.0, max: 10.0}
                  debug: Bool

            """)
        #expect(imported.files[2].text.contains("""
                      - choice: theme
                        title: {localized: theme_title, default: Theme}
                        titles: [Light, {localized: dark, default: Dark}]
                        enabledWhen: {sync: true}
                      - {multiChoice: topics, title: Topics, titles: [news, sport]}
                      - {textField: name, title: Name, subtitle: Shown to others}
                      - {slider: volume, title: Volume}
                  - items:
            """), "\(imported.files[2].text)")
        #expect(imported.files[2].text.contains("- {link: https://example.com/help, title: Help, key: help}"))
        #expect(imported.files[2].text.contains("- {childPane: advanced, title: Advanced, subtitle: {localized: sync_title, default: Sync}}"))
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    @Test func summaryOnAndOffBecomeASubtitleByValue() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                <SwitchPreferenceCompat android:key="sync" android:summary="Sometimes" app:summaryOn="Always" />
                <SwitchPreferenceCompat android:key="wifi" app:summaryOn="@string/sync_title" app:summaryOff="Never" />
                <ListPreference android:key="theme" android:summary="%s" android:dialogTitle="Pick" android:entries="@array/theme_entries" android:entryValues="@array/theme_values" />
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["values/strings.xml": Self.values, "xml/s.xml": screen])
        // A list's summary that only shows its chosen entry is what a choice row shows: the
        // export writes it back as the list's simple summary provider.
        #expect(places(of: .notImported, in: reported) == [], "\(reported.map(\.message))")
        #expect(imported.statistics.lossless == 3 && imported.statistics.lossy == 0)
        let text = imported.files[1].text
        #expect(text.contains("- {toggle: sync, subtitle: {true: Always, false: Sometimes}}"), "\(text)")
        #expect(text.contains("- {choice: theme, titles: [Light, {localized: dark, default: Dark}], dialogTitle: Pick}"), "\(text)")
        #expect(text.contains("- {toggle: wifi, subtitle: {true: {localized: sync_title, default: Sync}, false: Never}}"), "\(text)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// A section's footer is exported as its category's last row, one that cannot be
    /// selected and shows only a summary: such a row reads back as the footer, also in a
    /// category holding nothing else (static text). Anywhere else it stays a row.
    @Test func aCategorysClosingUnselectableSummaryIsItsFooter() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                <PreferenceCategory android:title="Look">
                    <SwitchPreferenceCompat android:key="dark" />
                    <Preference android:selectable="false" android:summary="@string/sync_title" />
                </PreferenceCategory>
                <PreferenceCategory>
                    <Preference android:selectable="false" app:summary="Licensed under the MIT license." />
                </PreferenceCategory>
                <PreferenceCategory android:title="Help">
                    <Preference android:selectable="false" android:summary="Not last" />
                    <Preference android:key="about" android:title="About" />
                </PreferenceCategory>
            </PreferenceScreen>

            """
        let (imported, _, _) = try Self.run(["values/strings.xml": Self.values, "xml/s.xml": screen])
        let text = imported.files[1].text
        #expect(text.hasSuffix("""
                  - title: Look
                    footer: {localized: sync_title, default: Sync}
                    items:
                      - {toggle: dark}
                  - footer: Licensed under the MIT license.
                  - title: Help
                    items:
                      - {button: about, title: About}

            """), "\(text)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// A row that cannot be selected, with a key, shows that key's value (as a value row is
    /// exported): a preference storing the key elsewhere, before or after it, gives the
    /// field its type; else the field is text the app supplies, which Android stores not.
    /// A titled category with nothing in it is a header alone between categories: a note,
    /// which the export writes back as the same empty category.
    @Test func anEmptyTitledCategoryIsANote() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <PreferenceCategory android:title="Look">
                    <SwitchPreferenceCompat android:key="dark" />
                </PreferenceCategory>
                <PreferenceCategory android:title="Changes take effect after a restart." />
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["values/strings.xml": Self.values, "xml/s.xml": screen])
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(imported.statistics.lossless == 3 && imported.statistics.dropped == 0)
        let text = try #require(imported.files.last?.text)
        #expect(text.hasSuffix("      - note: Changes take effect after a restart.\n"), "\(text)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// Found by the interchange fuzzer: an empty category nested in another, followed by
    /// more of the outer category's preferences, was a note with rows under it, which the
    /// specs refuse. Android shows those rows under the empty category's title.
    @Test func anEmptyNestedCategoryFollowedByRowsTitlesThem() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <PreferenceCategory android:title="Look">
                    <SwitchPreferenceCompat android:key="dark" />
                    <PreferenceCategory android:title="Colours" />
                    <SwitchPreferenceCompat android:key="sepia" />
                </PreferenceCategory>
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["values/strings.xml": Self.values, "xml/s.xml": screen])
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        let text = try #require(imported.files.last?.text)
        #expect(text.contains("      - title: Colours\n        items:\n          - {toggle: sepia}\n"), "\(text)")
        #expect(!text.contains("note:"), "\(text)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// A category's and a nested screen's attributes are read as a preference's: what a
    /// section or a child pane row keeps (`app:key` and `app:title` as `android:`'s, a
    /// nested screen's `app:isPreferenceVisible`) is imported, and what it cannot keep (a
    /// layout, presentation) is reported at its attribute and counts as a loss, where it
    /// used to be passed over.
    @Test func aCategorysAndANestedScreensOtherAttributesAreReported() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                <PreferenceCategory app:key="look" app:title="Look"
                    android:layout="@layout/category" app:iconSpaceReserved="false">
                    <SwitchPreferenceCompat android:key="dark" />
                </PreferenceCategory>
                <PreferenceCategory android:title="More">
                    <PreferenceScreen android:key="advanced" android:title="Advanced"
                        app:isPreferenceVisible="false" app:singleLineTitle="false">
                        <SwitchPreferenceCompat android:key="debug" />
                    </PreferenceScreen>
                </PreferenceCategory>
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["xml/s.xml": screen])
        #expect(places(of: .notImported, in: reported) == ["s.xml:3", "s.xml:3", "s.xml:8"], "\(reported.map(\.message))")
        #expect(reported.filter { $0.id == .notImported }.map(\.message) == [
            "'android:layout' of this PreferenceCategory is not imported: it is presentation, which specs leave to the renderer",
            "'app:iconSpaceReserved' of this PreferenceCategory is not imported: it is presentation, which specs leave to the renderer",
            "'app:singleLineTitle' of this PreferenceScreen is not imported: it is presentation, which specs leave to the renderer",
        ])
        // The two categories' first is lossy, the second not; the nested screen's row is lossy.
        #expect(imported.statistics.lossy == 2, "\(imported.statistics)")
        let text = imported.files.map(\.text).joined(separator: "\n")
        #expect(text.contains("- id: look\n        title: Look\n"), "\(text)")
        #expect(text.contains("- {childPane: advanced, title: Advanced, hidden: true}"), "\(text)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// A nested screen that names a fragment is the fragment's to make: the preferences
    /// written inside it are not shown, and are reported where they used to be dropped
    /// without a word; the extra the fragment is given is its file, as before.
    @Test func whatANestedScreenOfAFragmentHoldsIsReported() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <SwitchPreferenceCompat android:key="sync" />
                <PreferenceScreen android:key="help" android:title="Help" android:fragment="org.example.HelpFragment">
                    <extra android:name="file" android:value="help.html" />
                    <SwitchPreferenceCompat android:key="debug" />
                </PreferenceScreen>
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["xml/s.xml": screen])
        #expect(places(of: .notImported, in: reported) == ["s.xml:5"], "\(reported.map(\.message))")
        #expect(reported.first { $0.id == .notImported }?.message
            == "'<SwitchPreferenceCompat>' inside this PreferenceScreen is not imported: the fragment 'org.example.HelpFragment' makes the screen the row opens, so what is written inside it is not shown")
        #expect(imported.statistics.lossy == 1, "\(imported.statistics)")
        let text = imported.files.map(\.text).joined(separator: "\n")
        #expect(text.contains("childPane: {external: help, fragment: org.example.HelpFragment, file: help.html}"), "\(text)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// A file's root screen keeps its title, `app:` or `android:`; what else it carries is
    /// reported at its attribute, as a preference's is.
    @Test func aRootScreensOtherAttributesAreReported() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
                app:title="Settings" android:icon="@drawable/ic_settings">
                <SwitchPreferenceCompat android:key="dark" />
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["xml/s.xml": screen])
        #expect(reported.filter { $0.id == .notImported }.map(\.message) == [
            "'android:icon' of this PreferenceScreen is not imported: only a row has an icon in the spec language, a drawable written @drawable/NAME",
        ])
        #expect(places(of: .notImported, in: reported) == ["s.xml:2"])
        let text = try #require(imported.files.last?.text)
        #expect(text.contains("title: Settings"), "\(text)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    @Test func anUnselectableKeyedRowShowsTheKeysValue() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <Preference android:key="sync" android:title="Syncing" android:selectable="false" />
                <SwitchPreferenceCompat android:key="sync" android:title="Sync" />
                <Preference android:key="version" android:title="Version" android:selectable="false" />
                <Preference android:key="feedback" android:title="Feedback" />
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["xml/s.xml": screen])
        #expect(places(of: .notImported, in: reported).isEmpty, "\(reported.map(\.message))")
        let text = imported.files[1].text
        #expect(text.contains("- {value: sync, title: Syncing}\n          - {toggle: sync, title: Sync}\n          - {value: version, title: Version}\n          - {button: feedback, title: Feedback}"), "\(text)")
        #expect(imported.project?.fields.map { "\($0.name) \($0.type) \($0.isStored)" } == ["sync bool true", "version string false"])
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// Text written in an attribute is compiled as a string resource is: escapes resolved,
    /// a leading `\@` a character rather than a reference.
    @Test func textInAnAttributeFollowsTheResourceCompilersRules() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <SwitchPreferenceCompat android:key="on" android:title="It\\'s \\@home\\n" />
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["values/strings.xml": Self.values, "xml/s.xml": screen])
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(imported.files[1].text.contains("- {toggle: on, title: \"It's @home\\n\"}"), "\(imported.files[1].text)")
    }

    @Test func dependencyOnAMissingKeyIsReportedAtIt() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <EditTextPreference android:key="name" android:dependency="nothing" />
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["xml/s.xml": screen])
        #expect(places(of: .missingDependency, in: reported) == ["s.xml:2"])
        #expect(imported.statistics.lossy == 1)
        #expect(lint(imported.files).isEmpty)
    }

    /// Keys and file names Swift cannot name, and keys that give one Swift name, become
    /// names the generated code can use; a dependency follows its parent's new name.
    @Test func namesSwiftCannotUseAreRenamedAndLintClean() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <SwitchPreferenceCompat android:key="sync on!" android:title="Sync" />
                <SwitchPreferenceCompat android:key="sync-on" android:title="Also" android:dependency="sync on!" />
                <Preference android:key="open#1" android:title="Open" android:dependency="sync on!" />
                <Preference android:key="open_1" android:title="Open too" />
                <PreferenceScreen android:key="more..." android:title="More">
                    <EditTextPreference android:key="name" />
                </PreferenceScreen>
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["xml/my-screen.xml": screen, "xml/my_screen.xml": screen])
        let renames = reported.filter { $0.message.contains("a key the app does not read") }
        // A field and a button keep their key (`key:`): nothing is reported.
        #expect(renames.isEmpty, "\(renames.map(\.message))")
        #expect(imported.project?.fields.map(\.name) == ["sync_on_", "sync-on_2", "name"])
        #expect(imported.project?.fields.map(\.storedKey) == ["sync on!", "sync-on", nil])
        #expect(imported.project?.screens.map(\.name) == ["more...", "my-screen", "more..._2", "my_screen_2"])
        let first = try #require(imported.files.first { $0.fileName == "my-screen.yaml" })
        #expect(first.text.contains("{toggle: sync-on_2, title: Also, enabledWhen: {sync_on_: true}}"), "\(first.text)")
        #expect(first.text.contains("{button: open_1, title: Open, key: open#1, enabledWhen: {sync_on_: true}}"), "\(first.text)")
        #expect(first.text.contains("{button: open_1_2, title: Open too, key: open_1}"), "\(first.text)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// Found by hand: a nested screen whose key a preference stores, named otherwise
    /// (its name taken by another file's screen, or no name), kept the key as its row's
    /// `key:`, which a child pane may not give a stored key (conflicting-row-key).
    @Test func aNestedScreensKeyThatAPreferenceStoresIsLeftOut() throws {
        let first = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <PreferenceScreen android:key="advanced" android:title="Advanced">
                    <SwitchPreference android:key="debug" />
                </PreferenceScreen>
                <SwitchPreference android:key="advanced" android:title="Advanced mode" />
                <PreferenceScreen android:key="more…!" android:title="More">
                    <SwitchPreference android:key="more…!" />
                </PreferenceScreen>
            </PreferenceScreen>

            """
        let second = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <PreferenceScreen android:key="advanced" android:title="Advanced">
                    <SwitchPreference android:key="trace" />
                </PreferenceScreen>
            </PreferenceScreen>

            """
        let (imported, reported, texts) = try Self.run(["xml/a.xml": first, "xml/b.xml": second])
        let firstText = try #require(texts["xml/a.xml"]), secondText = try #require(texts["xml/b.xml"])
        #expect(
            places(of: .notImported, in: reported) == ["a.xml:\(line(of: "more…!", in: firstText) ?? 0)", "b.xml:\(line(of: "advanced", in: secondText) ?? 0)"],
            "\(reported.map(\.message))")
        #expect(reported.contains { $0.message.hasPrefix("the key of this PreferenceScreen is not imported: a preference stores 'advanced'") })
        #expect(imported.project?.screens.map(\.name) == ["advanced", "more__", "a", "advanced_2", "b"])
        let rows = imported.files.map(\.text).joined()
        #expect(rows.contains("{childPane: advanced_2, title: Advanced}") && rows.contains("{childPane: more__, title: More}"), "\(rows)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// Found by hand: a list whose entryValues resolved to an empty array, or to a text
    /// instead of an array, was left out without a word.
    @Test func aListWithoutOptionsIsReportedWhereItIsLeftOut() throws {
        let values = """
            <resources>
                <string-array name="none"></string-array>
                <string name="word">a</string>
            </resources>

            """
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <ListPreference android:key="empty" android:entryValues="@array/none" />
                <ListPreference android:key="text" android:entryValues="abc" />
                <MultiSelectListPreference android:key="word" android:entryValues="@string/word" />
                <SwitchPreference android:key="kept" />
            </PreferenceScreen>

            """
        let (imported, reported, texts) = try Self.run(["values/strings.xml": values, "xml/settings.xml": screen])
        let text = try #require(texts["xml/settings.xml"])
        #expect(
            places(of: .notImported, in: reported) == ["@array/none", "abc", "@string/word"].map { "settings.xml:\(line(of: $0, in: text) ?? 0)" },
            "\(reported.map(\.message))")
        #expect(reported.map(\.message) == [
            "expected entryValues naming an array of at least one item, found an empty array; a list without options is not imported",
            "expected entryValues naming an array of at least one item, found 'abc', no array; a list without options is not imported",
            "expected entryValues naming an array of at least one item, found '@string/word', no array; a list without options is not imported",
        ])
        #expect(imported.statistics.dropped == 3 && imported.statistics.total == 4, "\(imported.statistics.summary)")
        #expect(imported.project?.fields.map(\.name) == ["kept"])
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// Found by hand: two text preferences storing one key, one with a password input
    /// type, failed the import on its own specs (conflicting-bindings: a secure text field
    /// and one in the clear), and so did an unselectable row showing a password's key.
    /// The later text preference and the row are left out, reported.
    @Test func aPasswordKeyIsNotShownInTheClearByAnotherPreference() throws {
        let first = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <EditTextPreference android:key="password" android:inputType="textPassword" />
                <Preference android:key="pin" android:selectable="false" android:title="PIN" />
            </PreferenceScreen>

            """
        let second = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <EditTextPreference android:key="password" />
                <EditTextPreference android:key="pin" android:inputType="numberPassword" />
            </PreferenceScreen>

            """
        let (imported, reported, texts) = try Self.run(["xml/a.xml": first, "xml/b.xml": second])
        let firstText = try #require(texts["xml/a.xml"]), secondText = try #require(texts["xml/b.xml"])
        #expect(
            places(of: .conflictingSpecifiers, in: reported) == ["a.xml:\(line(of: "pin", in: firstText) ?? 0)", "b.xml:\(line(of: "password", in: secondText) ?? 0)"],
            "\(reported.map(\.message))")
        #expect(reported.filter { $0.id == .conflictingSpecifiers }.map(\.message) == [
            "key 'pin' is edited hidden in a secure text field, and this row would show it in the clear; this preference is not imported",
            "key 'password' is edited hidden in one text field and in the clear in another; this preference is not imported",
        ])
        #expect(imported.statistics.dropped == 2 && imported.statistics.total == 4, "\(imported.statistics.summary)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    @Test func unresolvedResourceIsReportedAndTheKeyKept() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <SwitchPreferenceCompat android:key="on" android:title="@string/missing" />
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["values/strings.xml": Self.values, "xml/s.xml": screen])
        #expect(places(of: .unresolvedResource, in: reported) == ["s.xml:2"])
        #expect(imported.files[1].text.contains("- {toggle: on, title: {localized: missing}}"), "\(imported.files[1].text)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// A list's entries keep the string each item names as its title's localization key,
    /// with its text where the resources hold it and without it where they do not (the
    /// other titles still imported), as a preference's title does; the export writes the
    /// same `@string/` names back into the array.
    @Test func entriesNamingStringsKeepTheirKeysAlsoWhereMissing() throws {
        let values = Self.values.replacingOccurrences(
            of: "</resources>",
            with: "    <string-array name=\"mode_entries\"><item>Off</item><item>@string/dark</item><item>@string/missing_entry</item></string-array>\n"
                + "    <string-array name=\"mode_values\"><item>off</item><item>dark</item><item>auto</item></string-array>\n</resources>")
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <ListPreference android:key="mode" android:title="Mode"
                    android:entries="@array/mode_entries" android:entryValues="@array/mode_values" />
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["values/strings.xml": values, "xml/s.xml": screen])
        #expect(places(of: .unresolvedResource, in: reported) == ["s.xml:3"], "\(reported.map(\.message))")
        #expect(reported.contains { $0.message.contains("'@string/missing_entry', an item of '@array/mode_entries', is not among the resources read") })
        #expect(imported.statistics.lossless == 1, "\(imported.statistics.summary)")
        let text = imported.files[1].text
        #expect(text.contains("titles: [Off, {localized: dark, default: Dark}, {localized: missing_entry}]"), "\(text)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        let compilation = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
        let output = AndroidResourcesEmitter().emit(try compilation.checked(for: [.layout]))
        let arrays = AndroidResourcesEmitterTests.text(output.file("arrays.xml", in: "values"))
        #expect(arrays.contains("<item>Off</item>\n        <item>@string/dark</item>\n        <item>@string/missing_entry</item>"), "\(arrays)")
    }

    /// A key kept as a string resource the folder lacks is taken to be the resource's name,
    /// as apps that keep keys as resources write them, and a dependency on such a key
    /// follows it; both are reported, and the preferences count as imported with loss.
    @Test func aKeyThatIsAMissingStringIsTakenToBeItsName() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <CheckBoxPreference android:key="@string/pref_key__sync" android:title="Sync" />
                <EditTextPreference android:key="@string/pref_key__server" android:title="Server"
                    android:dependency="@string/pref_key__sync" />
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["values/strings.xml": Self.values, "xml/s.xml": screen])
        #expect(places(of: .unresolvedResource, in: reported) == ["s.xml:2", "s.xml:3", "s.xml:4"])
        #expect(reported.contains { $0.message.contains("the key is taken to be 'pref_key__sync', the resource's name") })
        #expect(imported.project?.fields.map(\.name) == ["pref_key__sync", "pref_key__server"])
        #expect(imported.statistics.lossy == 2)
        let text = imported.files[1].text
        #expect(text.contains("enabledWhen: {"), "\(text)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// A list with a simple summary provider shows its chosen entry, as a choice row does:
    /// imported without loss; beside a summary of its own the provider wins, and the summary
    /// is reported. A multiple choice's placeholder summary is reported: its row shows
    /// what is chosen already.
    @Test func aListShowingItsChosenEntryIsAChoiceRow() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                <ListPreference android:key="theme" app:useSimpleSummaryProvider="true" android:entries="@array/theme_entries" android:entryValues="@array/theme_values" />
                <ListPreference android:key="size" android:summary="Big or small" app:useSimpleSummaryProvider="true" android:entries="@array/theme_entries" android:entryValues="@array/theme_values" />
                <MultiSelectListPreference android:key="topics" android:summary="%s" android:entries="@array/topic_values" android:entryValues="@array/topic_values" />
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["values/strings.xml": Self.values, "xml/s.xml": screen])
        #expect(places(of: .notImported, in: reported) == ["s.xml:3", "s.xml:4"], "\(reported.map(\.message))")
        #expect(imported.statistics.lossless == 1 && imported.statistics.lossy == 2)
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// A multi-select list stores its entryValues: ones that are no lowerCamelCase words
    /// (NewPipe's `show_channel_tabs_videos`, markor's `1` to `6`) become the raw values of
    /// cases named after them, and the default names those cases.
    @Test func aMultiSelectListKeepsEntryValuesThatAreNoCaseNamesAsRawValues() throws {
        let values = """
            <resources>
                <string name="tabs_videos">show_tabs_videos</string>
                <string-array name="tab_values"><item>@string/tabs_videos</item><item>show-tabs.about</item><item>3</item></string-array>
                <string-array name="tab_titles"><item>Videos</item><item>About</item><item>Three</item></string-array>
                <string-array name="tab_default"><item>show-tabs.about</item><item>3</item></string-array>
                <string-array name="clashing_values"><item>a_b</item><item>aB</item></string-array>
            </resources>

            """
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <MultiSelectListPreference android:key="tabs" android:entries="@array/tab_titles"
                    android:entryValues="@array/tab_values" android:defaultValue="@array/tab_default" />
                <MultiSelectListPreference android:key="clash" android:entries="@array/clashing_values"
                    android:entryValues="@array/clashing_values" />
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["values/strings.xml": values, "xml/s.xml": screen])
        #expect(imported.statistics.lossless == 1 && imported.statistics.dropped == 1, "\(imported.statistics.summary)")
        #expect(places(of: .notImported, in: reported) == ["s.xml:5"], "\(reported.map(\.message))")
        #expect(imported.project?.fields.first == ImportedField(
            name: "tabs", type: .enumerationSet(["showTabsVideos", "showTabsAbout", "value3"], rawValues: ["show_tabs_videos", "show-tabs.about", "3"]),
            defaultValue: .enumCases(["showTabsAbout", "value3"]), androidDefault: "@array/tab_default"))
        let model = try #require(imported.files.first)
        #expect(model.text.contains(
            "tabs: {type: enum, cases: {showTabsVideos: show_tabs_videos, showTabsAbout: show-tabs.about, value3: '3'}, multiple: true, default: [showTabsAbout, value3], androidDefault: '@array/tab_default'}"),
            "\(model.text)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// A title or summary naming the platform's or the theme's resource, which the import
    /// does not have, or an array, was dropped without a word and the preference counted
    /// without loss; each is reported at its value, and the preference counts as lossy.
    @Test func aTextTheImportCannotReadIsReported() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <SwitchPreferenceCompat android:key="sync" android:title="Sync" android:summary="@android:string/ok" />
                <SwitchPreferenceCompat android:key="wifi" android:title="?attr/wifiTitle" />
                <SwitchPreferenceCompat android:key="beta" android:title="@array/theme_values" />
                <SwitchPreferenceCompat android:key="plain" android:title="Plain" />
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["values/strings.xml": Self.values, "xml/s.xml": screen])
        #expect(places(of: .unresolvedResource, in: reported) == ["s.xml:2", "s.xml:3", "s.xml:4"], "\(reported.map(\.message))")
        #expect(reported.map(\.message) == [
            "'@android:string/ok' is a resource of the platform or the theme, which the import does not have; 'summary' is not imported",
            "'?attr/wifiTitle' is a resource of the platform or the theme, which the import does not have; 'title' is not imported",
            "'@array/theme_values' is an array, not a text; 'title' is not imported",
        ])
        #expect(imported.statistics.lossless == 1 && imported.statistics.lossy == 3, "\(imported.statistics.summary)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    @Test func listDefaultNotAmongEntryValuesIsReported() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <ListPreference android:key="theme" android:entries="@array/theme_entries"
                    android:entryValues="@array/theme_values" android:defaultValue="blue" />
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["values/strings.xml": Self.values, "xml/s.xml": screen])
        #expect(places(of: .defaultNotAmongValues, in: reported) == ["s.xml:3"])
        #expect(imported.project?.fields.first == ImportedField(name: "theme", type: .enumeration(["light", "dark"]), isOptional: true))
    }

    /// Found by the interchange fuzzer: a seek bar whose range leaves out 0 and that has no
    /// default (or one out of range) gave an Int field starting at 0, out of its range, so
    /// the specs did not compile. androidx stores nothing until the bar is moved: optional.
    @Test func aSeekBarWithoutADefaultInRangeIsOptional() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto">
                <SeekBarPreference android:key="delay" android:max="3000" app:min="50" />
                <SeekBarPreference android:key="speed" android:max="20" app:min="10" android:defaultValue="5" />
                <SeekBarPreference android:key="volume" android:max="10" />
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["xml/s.xml": screen])
        #expect(places(of: .defaultNotAmongValues, in: reported) == ["s.xml:4"])
        #expect(imported.project?.fields == [
            ImportedField(name: "delay", type: .int, minimum: 50, maximum: 3000, isOptional: true),
            ImportedField(name: "speed", type: .int, minimum: 10, maximum: 20, isOptional: true),
            // 0 is in range: the field starts at it, as the app reads it.
            ImportedField(name: "volume", type: .int, minimum: 0, maximum: 10),
        ])
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    @Test func aScreenThatIsNotAPreferenceScreenIsAnError() throws {
        let (imported, reported, _) = try Self.run(["xml/s.xml": "<resources/>\n"])
        #expect(imported.files.isEmpty)
        #expect(places(of: .androidResourceStructure, in: reported) == ["s.xml:1"])
    }

    /// A screen that keeps no row is an error in the screen's file, by the path it was read from.
    @Test func aScreenWithNothingToImportIsAnErrorInItsFile() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
            </PreferenceScreen>

            """
        let (imported, _, _) = try Self.run(["xml/s.xml": screen])
        #expect(imported.files.isEmpty)
        let error = try #require(imported.diagnostics.first { $0.severity == .error })
        #expect(error.id == .androidResourceStructure && error.message == "expected at least one preference the spec language can show, found none: nothing to import")
        #expect(imported.sources.map(\.path).contains(error.range.path), "\(error.range.path) is not a file read")
        #expect(error.range.path.hasSuffix("/xml/s.xml"))
    }

    /// A screen whose rows store nothing (an About screen of links and buttons) binds a
    /// model of no fields, which compiles: it once could not be imported at all.
    @Test func aScreenThatStoresNothingBindsAModelOfNoFields() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <Preference android:key="rate" android:title="Rate" />
                <Preference android:key="site" android:title="Site">
                    <intent android:action="android.intent.action.VIEW" android:data="https://example.com" />
                </Preference>
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["values/strings.xml": "<resources />\n", "xml/s.xml": screen])
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(imported.statistics.lossless == 2, "\(imported.statistics.summary)")
        let model = try #require(imported.files.first { $0.text.contains("models:") }?.text)
        #expect(model.hasSuffix("    kind: preferences\n    fields: {}\n"), "\(model)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// A choice keeps its dialog title; another preference's is reported at its attribute.
    @Test func onlyAChoicesDialogTitleIsImported() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <ListPreference android:key="theme" android:dialogTitle="Pick one" android:entries="@array/themes" android:entryValues="@array/themes"/>
                <EditTextPreference android:key="name" android:dialogTitle="Your name"/>
            </PreferenceScreen>

            """
        let values = "<resources><string-array name=\"themes\"><item>light</item><item>dark</item></string-array></resources>\n"
        let (imported, reported, _) = try Self.run(["values/arrays.xml": values, "xml/s.xml": screen])
        let items = try #require(imported.project?.screens.first?.sections.first?.items)
        #expect(items.first?.options.contains { $0.key == "dialogTitle" } == true)
        let notImported = reported.filter { $0.id == .notImported }
        #expect(notImported.map(\.message) == ["'android:dialogTitle' of this EditTextPreference is not imported: the spec language has a dialog title for a choice only"])
        #expect(places(of: .notImported, in: reported) == ["s.xml:3"])
    }

    /// A plain preference's default is never read by androidx (only the classes that store
    /// a value read theirs), so leaving it out loses nothing: not reported, and the row
    /// imported without loss, as the export writes it back without one.
    @Test func aPlainPreferencesDefaultSaysNothing() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <SwitchPreferenceCompat android:key="dark" android:defaultValue="true"/>
                <Preference android:key="pick_theme" android:title="Theme" android:defaultValue="false"/>
                <Preference android:key="shown" android:selectable="false" android:defaultValue="@string/missing"/>
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["values/strings.xml": Self.values, "xml/s.xml": screen])
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(imported.statistics.lossless == 3 && imported.statistics.total == 3, "\(imported.statistics.summary)")
        #expect(imported.files[0].text.contains("dark: {type: Bool, default: true}"), "\(imported.files[0].text)")
        #expect(imported.files[0].text.contains("shown: {type: String, stored: false}"), "\(imported.files[0].text)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// `android:persistent="false"` makes a field that is not stored, when every preference
    /// of the key says so; a plain preference stores nothing, so there it says nothing.
    @Test func persistentFalseBecomesAFieldThatIsNotStored() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                <SwitchPreferenceCompat android:key="unlock" android:persistent="false"/>
                <SeekBarPreference android:key="level" app:persistent="false" android:max="10"/>
                <EditTextPreference android:key="name" android:persistent="true"/>
                <EditTextPreference android:key="nick" android:persistent="often"/>
                <SwitchPreferenceCompat android:key="shared" android:persistent="false"/>
                <CheckBoxPreference android:key="shared"/>
                <Preference android:key="about" android:persistent="false"/>
            </PreferenceScreen>

            """
        let (imported, reported, _) = try Self.run(["xml/s.xml": screen])
        // The key stored by one preference and not by the other is stored, and said so.
        #expect(reported.filter { $0.id == .conflictingSpecifiers }.map(\.message) == [
            "key 'shared' is stored by one preference and shown without being stored by another; imported as stored"
        ])
        #expect(places(of: .conflictingSpecifiers, in: reported) == ["s.xml:7"])
        // A value that is neither true nor false is reported at its attribute, and the key stored.
        #expect(reported.filter { $0.id == .notImported }.map(\.message) == [
            "expected true or false as persistent, found 'often'; the key is imported as stored"
        ])
        #expect(places(of: .notImported, in: reported) == ["s.xml:5"])
        #expect(imported.statistics.lossless == 5 && imported.statistics.lossy == 2, "\(imported.statistics.summary)")
        let model = try #require(imported.files.first).text
        #expect(model.contains("      unlock: {type: Bool, stored: false}\n"), "\(model)")
        #expect(model.contains("      level: {type: Int, min: 0.0, max: 10.0, stored: false}\n"), "\(model)")
        #expect(model.contains("      name: String\n      nick: String\n") && model.contains("      shared: Bool\n"), "\(model)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    @Test func everyAndroidImportDiagnosticHasATest() {
        #expect(DiagnosticID.androidImportDiagnostics.map(\.code) == ["VS0517", "VS0518"])
    }
}
