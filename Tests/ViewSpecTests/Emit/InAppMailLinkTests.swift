import Foundation
import Testing
@testable import ViewSpec

/// `link: {url: 'mailto:…', inApp: true}`, a mail composed inside the app: InAppSettingsKit's
/// mail composer in its dialect (what the composer cannot say reported), left out of the
/// apple dialect, a link as any other on Android; imported back from a composer without a
/// Key; `in-app-link` for a scheme that opens nothing inside the app.
@Suite struct InAppMailLinkTests {
    static let spec = RowActionExportTests.screen("""
                  - link: {url: 'mailto:a+b@example.com,c%40example.com?cc=d@example.com&subject=Hi%20%26%20bye&body=Line%201%0ALine%202', inApp: true}
                    title: Tell a friend
                    subtitle: by mail
                    detail: Share
                  - link: {url: 'mailto:help@example.com?bcc=log@example.com', inApp: true}
                  - link: 'mailto:help@example.com'
        """)

    private static func rows(_ text: String) throws -> [PropertyListDictionary] {
        let checked = try RowActionExportTests.checked(text)
        let pane = try #require(PropertyListReader.read(SourceFile(path: "Root.plist", bytes: SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(checked).panes[0].bytes)).value)
        return (pane.dictionary?["PreferenceSpecifiers"]?.array ?? []).compactMap(\.dictionary).filter { $0["Type"]?.string != "PSGroupSpecifier" }
    }

    @Test func theURLsPartsAreReadAsRFC6068Says() throws {
        let mail = try #require(MailtoURL("MAILTO:a%2Bb@example.com,c@example.com?To=d@example.com&subject=Hi%20there&body=100%&in-reply-to=x"))
        #expect(mail.to == ["a+b@example.com", "c@example.com", "d@example.com"])
        #expect(mail.subject == "Hi there")
        #expect(mail.body == "100%")
        #expect(mail.otherFields == ["in-reply-to"])
        #expect(MailtoURL("https://example.com") == nil)
    }

    /// InAppSettingsKit composes the mail inside the app: its composer, with the URL's
    /// recipients, subject and body decoded, the detail as DefaultValue and no Key.
    @Test func inAppSettingsKitComposesTheMail() throws {
        let rows = try Self.rows(Self.spec)
        #expect(rows.map { $0["Type"]?.string } == ["PSToggleSwitchSpecifier", "IASKMailComposeSpecifier", "IASKMailComposeSpecifier", "IASKOpenURLSpecifier"])
        let mail = rows[1]
        #expect(mail["IASKMailComposeToRecipents"]?.array?.compactMap(\.string) == ["a+b@example.com", "c@example.com"])
        #expect(mail["IASKMailComposeCcRecipents"]?.array?.compactMap(\.string) == ["d@example.com"])
        #expect(mail["IASKMailComposeBccRecipents"] == nil)
        #expect(mail["IASKMailComposeSubject"]?.string == "Hi & bye")
        #expect(mail["IASKMailComposeBody"]?.string == "Line 1\nLine 2")
        #expect(mail["IASKMailComposeBodyIsHTML"] == nil)
        #expect(mail["DefaultValue"]?.string == "Share")
        #expect(mail["Title"]?.string == "Tell a friend")
        #expect(mail["IASKSubtitle"]?.string == "by mail")
        #expect(mail["Key"] == nil && mail["File"] == nil)
        #expect(rows[2]["IASKMailComposeBccRecipents"]?.array?.compactMap(\.string) == ["log@example.com"])
        #expect(rows[2]["Title"]?.string == "mailto:help@example.com?bcc=log@example.com")
        #expect(rows[3]["File"]?.string == "mailto:help@example.com")
        let apple = String(decoding: SettingsBundleEmitter(dialect: .apple).emit(try RowActionExportTests.checked(Self.spec)).panes[0].bytes, as: UTF8.self)
        #expect(!apple.contains("example.com"), "\(apple)")
    }

    /// A localized URL and a header field the composer has no key for are reported by
    /// not-in-settings-bundle; a detail and a key are not (the composer shows the one, and
    /// the app's delegate tells it apart by the other).
    @Test func whatTheComposerCannotSayIsReported() throws {
        let text = RowActionExportTests.screen("""
                      - link: {url: 'mailto:help@example.com?in-reply-to=%3Cx%40example.com%3E', inApp: true}
                        key: help
                        detail: Write to us
                      - link: {localized: HELP_MAIL, default: 'mailto:help@example.com', inApp: true}
            """)
        let compilation = Compiler(options: .init(enabledChecks: ["VS0269"])).compile(sources: [SourceFile(path: "test.yaml", text: text)])
        let found = compilation.reportedDiagnostics.filter { $0.id.code == "VS0269" }
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column)" } == ["11:25", "14:85"], "\(found.map(\.message))")
        #expect(found.first?.message.contains("found 'in-reply-to'") == true, "\(found.map(\.message))")
        let rows = try Self.rows(text)
        #expect(rows[1]["Key"]?.string == "help" && rows[1]["DefaultValue"]?.string == "Write to us")
        #expect(rows[2]["IASKMailComposeToRecipents"]?.array?.compactMap(\.string) == ["help@example.com"])
    }

    /// androidx.preference opens the mail app with the URL: written as any link.
    @Test func androidWritesItAsAnyLink() throws {
        let preferences = try RowActionExportTests.androidPreferences(Self.spec)
        let data = preferences.filter { $0.name == "intent" }.compactMap { $0.attribute("data")?.value }
            + preferences.flatMap(\.children).filter { $0.name == "intent" }.compactMap { $0.attribute("data")?.value }
        #expect(data.contains("mailto:help@example.com?bcc=log@example.com"), "\(data)")
    }

    // MARK: - in-app-link

    @Test func aCallOrTheAppsOwnSchemeOpensNothingInsideTheApp() throws {
        let text = RowActionExportTests.screen("""
                      - link: {url: 'tel:+15555550100', inApp: true}
                        title: Call us
                      - link: {localized: APP_URL, default: 'myapp://privacy', inApp: true}
                      - link: {url: 'mailto:help@example.com', inApp: true}
                      - link: {url: 'tel:+15555550100', inApp: false}
            """, more: "urlSchemes: [myapp]\n")
        let found = compileSpec(text).filter { $0.id.name == "in-app-link" }
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column)" } == ["11:52", "13:75"], "\(found.map(\.message))")
        #expect(found.first?.message == "expected http, https or mailto for a link that opens inside the app, found 'tel:+15555550100': a phone call, which the system places, so nothing opens inside the app")
        var fixed = text
        for diagnostic in found.reversed() { fixed = applying(try #require(diagnostic.fixIts.first), to: fixed) }
        #expect(fixed.contains("          - link: tel:+15555550100\n            title: Call us\n"), "\(fixed)")
        #expect(fixed.contains("          - link: {localized: APP_URL, default: myapp://privacy}\n"), "\(fixed)")
        #expect(compileSpec(fixed).filter { $0.severity == .error }.isEmpty, "\(compileSpec(fixed).map(\.message))")
    }

    // MARK: - Import

    /// A web view on a tel: URL shows no page: it stays a screen the app's code makes,
    /// rather than a link in-app-link refuses.
    @Test func aWebViewOnACallStaysAScreenTheAppMakes() throws {
        try withScratchDirectory { directory in
            let text = pane(RowActionImportTests.toggle + InAppLinkTests.webView("tel:+15555550100", title: "Call"))
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": text])
            let (imported, _) = bundle.run()
            let screen = try #require(imported.files.last?.text)
            #expect(!screen.contains("inApp: true"), "\(screen)")
            #expect(screen.contains("childPane: {external: IASKAppSettingsWebViewController, selector: 'initWithFile:specifier:'}"), "\(screen)")
            #expect(lint(imported.files).filter { $0.severity == .error }.isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    /// InAppSettingsKit's composer without a Key is the in-app mail link, without loss,
    /// keeping its detail, subtitle and title; exported again it is the same composer.
    @Test func aComposerWithoutKeyImportsAndExportsBack() throws {
        try withScratchDirectory { directory in
            let mail = """
                <key>Title</key>\n<string>Mail</string>\n<key>DefaultValue</key>\n<string>Tell a friend</string>\n<key>IASKSubtitle</key>\n<string>with subtitle</string>
                <key>IASKMailComposeToRecipents</key>\n<array/>\n<key>IASKMailComposeCcRecipents</key>\n<array/>
                <key>IASKMailComposeSubject</key>\n<string>InAppSettingsKit</string>
                <key>IASKMailComposeBody</key>\n<string>Check it out at https://example.com/ today.</string>
                <key>IASKMailComposeBodyIsHTML</key>\n<string>NO</string>
                """
            let text = pane(RowActionImportTests.toggle + specifier("IASKMailComposeSpecifier", mail))
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": text])
            let (imported, reported) = bundle.run()
            #expect(reported.isEmpty, "\(reported.map(\.message))")
            #expect(imported.statistics.lossless == 2, "\(imported.statistics.summary)")
            let screen = try #require(imported.files.last?.text)
            #expect(screen.contains("link: {url: 'mailto:?subject=InAppSettingsKit&body=Check%20it%20out%20at%20https:%2F%2Fexample.com%2F%20today.', inApp: true}"), "\(screen)")
            #expect(screen.contains("detail: Tell a friend") && screen.contains("subtitle: with subtitle") && screen.contains("title: Mail"), "\(screen)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
            let spec = try #require(imported.files.last?.text)
            let compilation = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
            #expect(!compilation.diagnostics.hasErrors, "\(compilation.diagnostics.map(\.message)) \(spec)")
            let output = SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(try compilation.checked(for: [.layout]))
            let first = try #require(output.panes.first)
            let exported = try #require(PropertyListReader.read(SourceFile(path: "Root.plist", bytes: first.bytes)).value)
            let composer = try #require((exported.dictionary?["PreferenceSpecifiers"]?.array ?? []).compactMap(\.dictionary).first { $0["Type"]?.string == "IASKMailComposeSpecifier" })
            #expect(composer["IASKMailComposeSubject"]?.string == "InAppSettingsKit")
            #expect(composer["IASKMailComposeBody"]?.string == "Check it out at https://example.com/ today.")
            #expect(composer["IASKMailComposeToRecipents"] == nil && composer["DefaultValue"]?.string == "Tell a friend" && composer["IASKSubtitle"]?.string == "with subtitle")
        }
    }

    /// A composer with a Key is the same in-app mail link, told apart by its `key:` (the
    /// app's delegate may amend that one's mail before it is shown), and exported back with
    /// the Key; a subject written as a number (InAppSettingsKit's sample's dynamic subject)
    /// is no text a mailto: URL carries: left out, reported at its line.
    @Test func aComposerWithAKeyIsTheLinkWithThatKey() throws {
        try withScratchDirectory { directory in
            let mail = """
                <key>Title</key>\n<string>Send Mail</string>\n<key>Key</key>\n<string>mail_dynamic_subject</string>
                <key>IASKMailComposeSubject</key>\n<real>0.0</real>
                <key>IASKMailComposeBody</key>\n<string>Check it out.</string>
                """
            let text = pane(RowActionImportTests.toggle + specifier("IASKMailComposeSpecifier", mail))
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": text])
            let (imported, reported) = bundle.run()
            #expect(reported.map(\.message) == [
                "expected the subject as a string, found 0.0, which InAppSettingsKit shows formatted as a number in the user's locale; the mail is imported without it"
            ])
            #expect(reported.first?.range.start.line == line(of: "<key>IASKMailComposeSubject</key>", in: text))
            #expect(imported.statistics.lossless == 1 && imported.statistics.lossy == 1, "\(imported.statistics.summary)")
            let screen = try #require(imported.files.last?.text)
            #expect(screen.contains("- link: {url: 'mailto:?body=Check%20it%20out.', inApp: true}\n            title: Send Mail\n            key: mail_dynamic_subject\n"), "\(screen)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
            let compilation = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
            let output = SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(try compilation.checked(for: [.layout]))
            let first = try #require(output.panes.first)
            let exported = try #require(PropertyListReader.read(SourceFile(path: "Root.plist", bytes: first.bytes)).value)
            let composer = try #require((exported.dictionary?["PreferenceSpecifiers"]?.array ?? []).compactMap(\.dictionary).first { $0["Type"]?.string == "IASKMailComposeSpecifier" })
            #expect(composer["Key"]?.string == "mail_dynamic_subject" && composer["IASKMailComposeBody"]?.string == "Check it out." && composer["IASKMailComposeSubject"] == nil)
        }
    }
}
