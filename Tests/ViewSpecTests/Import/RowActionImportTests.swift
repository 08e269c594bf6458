import Foundation
import Testing
@testable import ViewSpec

/// Rows that act, imported: buttons, links and child panes with the options language 1.1
/// gave them, and static text, from a Settings.bundle and from Android preference XML.
@Suite struct RowActionImportTests {
    // MARK: - Settings.bundle

    /// A toggle first: a row that stores a value, beside the rows under test.
    static let toggle = specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>sound</string>") + "\n"

    @Test func criticalButtonIsDestructive() throws {
        try withScratchDirectory { directory in
            let text = pane(
                Self.toggle + specifier("IASKButtonSpecifier", "<key>Key</key>\n<string>eraseAll</string>\n<key>IASKIsCritical</key>\n<true/>") + "\n"
                    + specifier("IASKButtonSpecifier", "<key>Key</key>\n<string>refresh</string>\n<key>IASKIsCritical</key>\n<false/>"))
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": text])
            let (imported, reported) = bundle.run()
            #expect(reported.isEmpty, "\(reported.map(\.message))")
            #expect(imported.statistics.lossless == 3)
            let screen = try #require(imported.files.last?.text)
            #expect(screen.contains("- {button: eraseAll, title: '', destructive: true}"), "\(screen)")
            #expect(screen.contains("- {button: refresh, title: ''}"), "\(screen)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    @Test func criticalOfAnotherTypeIsReportedAtIt() throws {
        try withScratchDirectory { directory in
            let text = pane(Self.toggle + specifier("IASKButtonSpecifier", "<key>Key</key>\n<string>eraseAll</string>\n<key>IASKIsCritical</key>\n<string>very</string>"))
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": text])
            let (imported, reported) = bundle.run()
            #expect(places(of: .notImported, in: reported) == ["Root.inApp.plist:\(line(of: "IASKIsCritical", in: text)!)"], "\(reported.map(\.message))")
            #expect(reported.first?.message.contains("expected <true/> or <false/> as IASKIsCritical, found 'very'") == true, "\(reported.map(\.message))")
            #expect(imported.statistics.lossy == 1 && imported.statistics.lossless == 1)
        }
    }

    @Test func openURLDefaultValueIsTheLinksDetail() throws {
        try withScratchDirectory { directory in
            let text = pane(
                Self.toggle + specifier("IASKOpenURLSpecifier", "<key>Title</key>\n<string>Site</string>\n<key>File</key>\n<string>https://example.com</string>\n<key>DefaultValue</key>\n<string>example.com</string>"))
            // A strings table does not translate it: InAppSettingsKit shows it as written.
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": text, "en.lproj/Root.strings": "\"example.com\" = \"Example\";\n"])
            let (imported, reported) = bundle.run()
            #expect(reported.isEmpty, "\(reported.map(\.message))")
            #expect(imported.statistics.lossless == 2)
            let screen = try #require(imported.files.last?.text)
            #expect(screen.contains("- {link: https://example.com, title: Site, detail: example.com}"), "\(screen)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    /// A mail composer is the mail its plist writes: a mailto: link carries its recipients,
    /// subject and body (RFC 6068), composed inside the app (`inApp: true`), without loss;
    /// one with a Key keeps it as the link's `key:`. An HTML body is written as its text,
    /// reported; a subject the strings table translates is nothing a link can say.
    @Test func mailComposerWithoutKeyIsAMailtoLinkComposedInsideTheApp() throws {
        try withScratchDirectory { directory in
            let mail = """
                <key>Title</key>\n<string>Tell a friend</string>\n<key>DefaultValue</key>\n<string>Share</string>
                <key>IASKMailComposeToRecipents</key>\n<array><string>a+b@example.com</string><string>c@example.com</string></array>
                <key>IASKMailComposeCcRecipents</key>\n<array/>
                <key>IASKMailComposeBccRecipents</key>\n<array><string>d@example.com</string></array>
                <key>IASKMailComposeSubject</key>\n<string>Hi &amp; bye</string>
                <key>IASKMailComposeBody</key>\n<string>Try it: https://example.com/?a=1 now's 100%</string>
                <key>IASKMailComposeBodyIsHTML</key>\n<string>NO</string>
                """
            let text = pane(
                Self.toggle + specifier("IASKMailComposeSpecifier", mail) + "\n"
                    + specifier("IASKMailComposeSpecifier", "<key>Key</key>\n<string>feedback</string>\n<key>IASKMailComposeSubject</key>\n<string>Feedback</string>") + "\n"
                    + specifier("IASKMailComposeSpecifier", "<key>IASKMailComposeBody</key>\n<string>&lt;b&gt;Hi&lt;/b&gt;</string>\n<key>IASKMailComposeBodyIsHTML</key>\n<true/>") + "\n"
                    + specifier("IASKMailComposeSpecifier", "<key>IASKMailComposeSubject</key>\n<string>SUBJECT</string>"),
                header: "<key>StringsTable</key>\n<string>Root</string>\n")
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": text, "en.lproj/Root.strings": "\"SUBJECT\" = \"Hello\";\n"])
            let (imported, reported) = bundle.run()
            #expect(imported.statistics.lossless == 3 && imported.statistics.lossy == 1 && imported.statistics.dropped == 1, "\(imported.statistics.summary)")
            #expect(!reported.contains { $0.message.contains("opens the Mail app") }, "\(reported.map(\.message))")
            #expect(reported.contains { $0.message.hasPrefix("an HTML body cannot be said in a spec: the mail is imported as a link to 'mailto:?body=%3Cb%3EHi%3C%2Fb%3E'") }, "\(reported.map(\.message))")
            let screen = try #require(imported.files.last?.text)
            #expect(screen.contains(
                "link: {url: 'mailto:a+b@example.com,c@example.com?bcc=d@example.com&subject=Hi%20%26%20bye&body=Try%20it:%20https:%2F%2Fexample.com%2F%3Fa%3D1%20now%27s%20100%25', inApp: true}\n"),
                "\(screen)")
            #expect(screen.contains("{link: {url: 'mailto:?body=%3Cb%3EHi%3C%2Fb%3E', inApp: true}, title: ''}"), "\(screen)")
            #expect(screen.contains("detail: Share"), "\(screen)")
            #expect(screen.contains("- {link: {url: 'mailto:?subject=Feedback', inApp: true}, title: '', key: feedback}"), "\(screen)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    @Test func openURLFileTheStringsTableTranslatesIsALocalizedURL() throws {
        try withScratchDirectory { directory in
            let text = pane(
                Self.toggle + specifier("IASKOpenURLSpecifier", "<key>Title</key>\n<string>Help</string>\n<key>File</key>\n<string>LOCALIZED_URL</string>"),
                header: "<key>StringsTable</key>\n<string>Root</string>\n")
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": text, "en.lproj/Root.strings": "\"LOCALIZED_URL\" = \"https://example.com/en\";\n"])
            let (imported, reported) = bundle.run()
            #expect(reported.isEmpty, "\(reported.map(\.message))")
            #expect(imported.statistics.lossless == 2)
            let screen = try #require(imported.files.last?.text)
            #expect(screen.contains("- {link: {localized: LOCALIZED_URL, default: https://example.com/en}, title: Help}"), "\(screen)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    @Test func intentDataStringResourceIsALocalizedURL() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <SwitchPreferenceCompat android:key="sync" />
                <Preference android:key="help" android:title="Help">
                    <intent android:action="android.intent.action.VIEW" android:data="@string/help_url" />
                </Preference>
            </PreferenceScreen>

            """
        let values = "<resources>\n    <string name=\"help_url\">https://example.com/en</string>\n</resources>\n"
        let (imported, reported, _) = try AndroidPreferencesImportTests.run(["values/strings.xml": values, "xml/s.xml": screen])
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        let text = try #require(imported.files.last?.text)
        #expect(text.contains("- {link: {localized: help_url, default: https://example.com/en}, title: Help, key: help}"), "\(text)")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    // MARK: - Static text

    /// A group of only a footer is static text, and one of only a title that no specifier
    /// follows a note; one whose rows are all left out is reported, with its title.
    @Test func groupOfOnlyAFooterIsStaticTextAndOfOnlyATitleANote() throws {
        try withScratchDirectory { directory in
            let text = pane(
                Self.toggle + specifier("PSGroupSpecifier", "<key>Title</key>\n<string>Licence</string>\n<key>FooterText</key>\n<string>MIT licence.</string>") + "\n"
                    + specifier("PSGroupSpecifier", "<key>Title</key>\n<string>Note: restart to apply</string>") + "\n"
                    + specifier("PSGroupSpecifier", "<key>Title</key>\n<string>Nothing</string>") + "\n"
                    + specifier("IASKListGroupSpecifier", "<key>Key</key>\n<string>records</string>"))
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": text])
            let (imported, reported) = bundle.run()
            #expect(
                places(of: .notImported, in: reported).sorted() == [
                    "Root.inApp.plist:\(line(of: "<string>Nothing</string>", in: text)! - 4)",
                    "Root.inApp.plist:\(line(of: "IASKListGroupSpecifier", in: text)! - 1)",
                ].sorted(), "\(reported.map(\.message))")
            #expect(reported.contains { $0.message.contains("this group holds no item the spec language can show and no footer") })
            #expect(imported.statistics.lossless == 3 && imported.statistics.dropped == 2)
            let screen = try #require(imported.files.last?.text)
            #expect(screen.hasSuffix("- title: Licence\n        footer: MIT licence.\n      - note: 'Note: restart to apply'\n"), "\(screen)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    @Test func openURLDefaultValueOfAnotherTypeIsReportedAtIt() throws {
        try withScratchDirectory { directory in
            let text = pane(
                Self.toggle + specifier("IASKOpenURLSpecifier", "<key>File</key>\n<string>https://example.com</string>\n<key>DefaultValue</key>\n<integer>0</integer>"))
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": text])
            let (imported, reported) = bundle.run()
            #expect(places(of: .notImported, in: reported) == ["Root.inApp.plist:\(line(of: "DefaultValue", in: text)!)"], "\(reported.map(\.message))")
            #expect(reported.first?.message.contains("expected a string as DefaultValue, the text shown beside the link's title, found 0") == true, "\(reported.map(\.message))")
            #expect(imported.statistics.lossy == 1)
        }
    }
}
