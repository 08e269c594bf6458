import Foundation
import Testing
@testable import ViewSpec

/// Android preferences whose `<intent>` opens another app's or the system's screen rather
/// than a URL: imported as links to that intent, with its attributes and extras.
@Suite struct IntentLinkImportTests {
    @Test func intentsWithExtrasAreLinksToThem() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <SwitchPreferenceCompat android:key="sync" />
                <Preference android:key="notifications" android:title="Notifications">
                    <intent android:action="android.settings.APP_NOTIFICATION_SETTINGS">
                        <extra android:name="android.provider.extra.APP_PACKAGE" android:value="@string/package_name" />
                    </intent>
                </Preference>
                <Preference android:key="com.example.About" android:title="About">
                    <intent android:targetPackage="com.example" android:targetClass="com.example.About" />
                </Preference>
                <Preference android:key="site" android:title="Site">
                    <intent android:action="android.intent.action.VIEW" android:data="https://example.com" />
                </Preference>
            </PreferenceScreen>

            """
        let values = "<resources>\n    <string name=\"package_name\">com.example.app</string>\n</resources>\n"
        let (imported, reported, _) = try AndroidPreferencesImportTests.run(["values/strings.xml": values, "xml/s.xml": screen])
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        let text = try #require(imported.files.last?.text)
        #expect(text.contains("""
                      - link: {intent: {action: android.settings.APP_NOTIFICATION_SETTINGS, extras: {android.provider.extra.APP_PACKAGE: com.example.app}}}
                        title: Notifications
                        key: notifications

            """), "\(text)")
        // The key is the class: no key to keep.
        #expect(text.contains("- link: {intent: {targetPackage: com.example, targetClass: com.example.About}}\n            title: About\n"), "\(text)")
        #expect(text.contains("{link: https://example.com, title: Site, key: site}"), "\(text)")
        #expect(imported.statistics.lossless == 4, "\(imported.statistics.summary)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    @Test func whatTheLanguageCannotSayIsReported() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <SwitchPreferenceCompat android:key="sync" />
                <Preference android:key="details" android:title="Details">
                    <intent android:action="android.settings.APPLICATION_DETAILS_SETTINGS" android:data="package:com.example" android:identifier="x">
                        <category android:name="android.intent.category.DEFAULT" />
                        <extra android:name="a" android:value="1" />
                        <extra android:name="a" android:value="2" />
                        <extra android:name="b c" android:value="3" />
                        <extra android:name="d&#x81;e" android:value="4" />
                    </intent>
                </Preference>
                <Preference android:key="open" android:title="Open">
                    <intent android:data="package:com.example" />
                </Preference>
            </PreferenceScreen>

            """
        let (imported, reported, _) = try AndroidPreferencesImportTests.run(["values/strings.xml": "<resources />\n", "xml/s.xml": screen])
        #expect(reported.map(\.message) == [
            "'<category>' in an intent is not imported: the spec language has extras only",
            "'identifier' of an intent is not imported: the spec language has no equivalent for it yet",
            "a second extra named 'a' is not imported: an intent's extras have unique names",
            "an extra named 'b c' is not imported: a spec names extras without spaces or control characters",
            "an extra named 'd\\u{81}e' is not imported: a spec names extras without spaces or control characters",
            "an intent with neither an action nor a targetClass is not imported: the row is imported as a button the app implements",
        ])
        let text = try #require(imported.files.last?.text)
        #expect(text.contains("link: {intent: {action: android.settings.APPLICATION_DETAILS_SETTINGS, data: package:com.example, extras: {a: 1}}}"), "\(text)")
        #expect(text.contains("{button: open, title: Open}"), "\(text)")
        #expect(imported.statistics.lossy == 2, "\(imported.statistics.summary)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    /// Intent data naming no text the import could read (an array, the platform's string) is
    /// reported once, at the attribute, and the row counts as imported with loss. The URL
    /// probe reported it as well, and said an array the resources hold was not among them.
    @Test func intentDataNamingNoTextIsReportedOnceAndLost() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <SwitchPreferenceCompat android:key="sync" />
                <Preference android:key="open" android:title="Open">
                    <intent android:action="android.intent.action.VIEW" android:data="@array/things" />
                </Preference>
                <Preference android:key="other" android:title="Other">
                    <intent android:action="android.intent.action.VIEW" android:data="@android:string/untitled" />
                </Preference>
            </PreferenceScreen>

            """
        let values = "<resources>\n    <string-array name=\"things\"><item>a</item></string-array>\n</resources>\n"
        let (imported, reported, _) = try AndroidPreferencesImportTests.run(["values/arrays.xml": values, "xml/s.xml": screen])
        #expect(reported.map(\.message) == [
            "'@array/things' is an array, not a text; 'data' is not imported",
            "'@android:string/untitled' is a resource of the platform or the theme, which the import does not have; 'data' is not imported",
        ])
        #expect(reported.map(\.range.start.line) == [4, 7])
        let text = try #require(imported.files.last?.text)
        #expect(text.contains("link: {intent: {action: android.intent.action.VIEW}}"), "\(text)")
        #expect(imported.statistics.lossless == 1 && imported.statistics.lossy == 2, "\(imported.statistics.summary)")
    }

    /// aapt compiles an extra's value written as a number or boolean as one, and Android puts
    /// it in the intent so: it comes back as that number or boolean, and escaped text
    /// (`\u0035`, as the export writes a string that looks like one) as text. The import took
    /// every value for text, which the export writes as text.
    @Test func extrasKeepTheTypeAaptCompilesThemTo() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <SwitchPreferenceCompat android:key="sync" />
                <Preference android:key="details" android:title="Details">
                    <intent android:action="org.example.OPEN">
                        <extra android:name="i" android:value="05" />
                        <extra android:name="b" android:value="TRUE" />
                        <extra android:name="f" android:value="1.5" />
                        <extra android:name="s" android:value="\\u0035" />
                        <extra android:name="t" android:value="\\u0074rue" />
                        <extra android:name="w" android:value="five" />
                        <extra android:name="h" android:value="0x1F" />
                        <extra android:name="c" android:value="#F00" />
                        <extra android:name="a" android:value="#80FF0000" />
                        <extra android:name="r" android:value="#00FF00" />
                    </intent>
                </Preference>
            </PreferenceScreen>

            """
        let (imported, reported, _) = try AndroidPreferencesImportTests.run(["values/strings.xml": "<resources />\n", "xml/s.xml": screen])
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        let text = try #require(imported.files.last?.text)
        // A colour is its ARGB integer as Android's int holds it: #F00 is 0xFFFF0000.
        #expect(text.contains("extras: {i: 5, b: true, f: 1.5, s: '5', t: 'true', w: five, h: 31, c: -65536, a: -2130771968, r: -16711936}"), "\(text)")
    }
}
