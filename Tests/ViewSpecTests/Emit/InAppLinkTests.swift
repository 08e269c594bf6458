import Foundation
import Testing
@testable import ViewSpec

/// `link: {url: URL, inApp: true}`, a link whose page opens inside the app rather than in
/// the browser: decoded, with a positioned error for each way it can be written wrong; in
/// the layout, the Settings.bundle (InAppSettingsKit's web view, a child pane row; left out
/// of the apple dialect, and what the web view cannot say reported) and the Android
/// resources (a link as any other); and imported back from InAppSettingsKit's web view rows.
@Suite struct InAppLinkTests {
    static let spec = RowActionExportTests.screen("""
                  - link: {url: 'https://example.com/about', inApp: true}
                    title: About
                  - link: {localized: HELP_URL, default: 'https://example.com/help', inApp: true}
                    title: Help
                    detail: example.com
                  - link: {url: 'https://example.com/browser'}
                  - link: {url: 'https://example.com/no', inApp: false}
        """)

    // MARK: - Decoding

    @Test func theLongFormAndTheLocalizedFormSayWhetherThePageOpensInsideTheApp() throws {
        let items = try decodedItems(Self.spec)
        #expect(items.map(\.control.kindName) == ["toggle", "link", "link", "link", "link"])
        let urls: [String?] = items.map { item in
            guard case .link(let url) = item.control else { return nil }
            return url.value
        }
        #expect(urls == [nil, "https://example.com/about", "https://example.com/help", "https://example.com/browser", "https://example.com/no"])
        #expect(items.map(\.opensInApp) == [false, true, true, false, false])
        #expect(items.map { $0.inApp?.value } == [nil, true, true, nil, false])
        #expect(items[2].linkURL == .localized(key: "HELP_URL", fallback: "https://example.com/help"))
        #expect(items[1].urlLocalizationKey == nil)
    }

    @Test func inAppThatIsNoBooleanIsAPositionedError() {
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - link: {url: 'https://example.com', inApp: often}"), .wrongValueType, line: 11, column: 55,
            "expected true or false")
    }

    @Test func aLongFormWithoutItsURLIsAPositionedError() {
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - link: {inApp: true}"), .missingKey, line: 11, column: 19, "a link's URL needs the key 'url'")
    }

    @Test func aURLThatIsNoStringIsAPositionedError() {
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - link: {url: [a], inApp: true}"), .wrongValueType, line: 11, column: 25, "expected a URL")
    }

    @Test func aLocalizationKeyBesideTheURLIsUnknown() {
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - link: {url: 'https://example.com', localized: HELP}"), .unknownKey, line: 11, column: 48,
            "unknown key 'localized' in a link's URL")
    }

    @Test func aMisspeltInAppIsReportedWithTheKeyMeant() throws {
        let text = PreferenceOptionalKeysDecoderTests.screen("          - link: {url: 'https://example.com', inapp: true}")
        let diagnostic = expectOneDecodeError(text, .unknownKey, line: 11, column: 48, "'inapp'")
        let fix = try #require(diagnostic?.fixIts.first)
        #expect(fix.replacement == "inApp")
        let fixed = text.replacingOccurrences(of: "inapp:", with: fix.replacement + ":")
        let (file, decoded) = decodeSpec(fixed)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.reportedDiagnostics.map(\.message))")
        #expect(file?.preferenceScreens.first?.items.last?.opensInApp == true)
    }

    @Test func inAppOnlyOnALinksURL() {
        _ = expectOneDecodeError(
            PreferenceOptionalKeysDecoderTests.screen("          - {link: 'https://example.com', inApp: true}"), .unknownKey, line: 11, column: 43,
            "unknown key 'inApp' in a 'link' item")
    }

    /// The URL is judged as any link's: a space is no part of a URL (invalid-url).
    @Test func theURLIsJudgedAsAnyLinks() {
        let text = RowActionExportTests.screen("          - link: {url: 'https://example.com/a b', inApp: true}")
        let found = Compiler().compile(sources: [SourceFile(path: "test.yaml", text: text)]).reportedDiagnostics
        #expect(found.map(\.id.name) == ["invalid-url"], "\(found.map(\.message))")
        #expect(found.first.map { "\($0.range.start.line):\($0.range.start.column)" } == "11:25", "\(found.map(\.message))")
    }

    // MARK: - Outputs

    @Test func theLayoutSaysWhetherThePageOpensInsideTheApp() throws {
        let items = try RowActionExportTests.layoutItems(Self.spec)
        #expect(items.map { $0["options"]?["inApp"] } == [nil, .bool(true), .bool(true), .bool(false), .bool(false)])
        #expect(items[1]["options"]?["url"]?.stringValue == "https://example.com/about")
        #expect(items[2]["options"]?["urlLocalizationKey"]?.stringValue == "HELP_URL")
    }

    /// InAppSettingsKit shows the page in its own web view, a child pane row made with the
    /// URL; the Settings app has no such row, so the apple dialect leaves it out.
    @Test func inAppSettingsKitShowsThePageInItsWebView() throws {
        let checked = try RowActionExportTests.checked(Self.spec)
        let pane = try #require(PropertyListReader.read(SourceFile(path: "Root.plist", bytes: SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(checked).panes[0].bytes)).value)
        let rows = (pane.dictionary?["PreferenceSpecifiers"]?.array ?? []).compactMap(\.dictionary).filter { $0["Type"]?.string != "PSGroupSpecifier" }
        #expect(rows.map { $0["Type"]?.string } == ["PSToggleSwitchSpecifier", "PSChildPaneSpecifier", "PSChildPaneSpecifier", "IASKOpenURLSpecifier", "IASKOpenURLSpecifier"])
        let about = rows[1]
        #expect(about["File"]?.string == "https://example.com/about")
        #expect(about["IASKViewControllerClass"]?.string == "IASKAppSettingsWebViewController")
        #expect(about["IASKViewControllerSelector"]?.string == "initWithFile:specifier:")
        #expect(about["Title"]?.string == "About")
        #expect(about["Key"] == nil)
        // The web view reads File in no strings table: the default URL, and no detail.
        #expect(rows[2]["File"]?.string == "https://example.com/help")
        #expect(rows[2]["DefaultValue"] == nil)
        #expect(rows[3]["File"]?.string == "https://example.com/browser")
        let apple = String(decoding: SettingsBundleEmitter(dialect: .apple).emit(checked).panes[0].bytes, as: UTF8.self)
        #expect(!apple.contains("example.com"), "\(apple)")
        let compilation = Compiler(options: .init(enabledChecks: ["VS0269", "VS0270"])).compile(sources: [SourceFile(path: "test.yaml", text: Self.spec)])
        let found = compilation.reportedDiagnostics.map { "\($0.id.code) \($0.range.start.line):\($0.range.start.column)" }
        #expect(found == ["VS0270 11:13", "VS0270 13:13", "VS0269 13:85", "VS0269 15:21", "VS0270 16:13", "VS0270 17:13"], "\(compilation.reportedDiagnostics.map(\.message))")
    }

    /// androidx.preference opens a link's intent, the browser's: written as any link.
    @Test func androidOpensItAsAnyLink() throws {
        let preferences = try RowActionExportTests.androidPreferences(Self.spec)
        let data = preferences.filter { $0.name == "intent" }.map { $0.attribute("data")?.value }
            + preferences.flatMap(\.children).filter { $0.name == "intent" }.map { $0.attribute("data")?.value }
        #expect(data.contains("https://example.com/about"), "\(data)")
        let compilation = Compiler(options: .init(enabledChecks: ["VS0271"])).compile(sources: [SourceFile(path: "test.yaml", text: Self.spec)])
        #expect(compilation.reportedDiagnostics.filter { $0.range.start.line == 11 }.isEmpty, "\(compilation.reportedDiagnostics.map(\.message))")
    }

    // MARK: - Imports

    static func webView(_ file: String, title: String = "About", selector: String? = "initWithFile:specifier:", more: String = "") -> String {
        specifier(
            "PSChildPaneSpecifier",
            "<key>Title</key>\n<string>\(title)</string>\n<key>File</key>\n<string>\(file)</string>\n<key>IASKViewControllerClass</key>\n<string>IASKAppSettingsWebViewController</string>"
                + (selector.map { "\n<key>IASKViewControllerSelector</key>\n<string>\($0)</string>" } ?? "") + more)
    }

    @Test func inAppSettingsKitsWebViewOnAURLIsALinkOpeningInsideTheApp() throws {
        try withScratchDirectory { directory in
            let text = pane(
                RowActionImportTests.toggle + Self.webView("https://example.com/about") + "\n"
                    + Self.webView("https://example.com/progress", title: "Progress", more: "\n<key>IASKWebViewShowProgress</key>\n<true/>"))
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": text])
            let (imported, reported) = bundle.run()
            #expect(reported.map(\.message) == ["'IASKWebViewShowProgress' of this PSChildPaneSpecifier is not imported: it is presentation, which specs leave to the renderer"])
            #expect(imported.statistics.lossless == 2 && imported.statistics.lossy == 1, "\(imported.statistics.summary)")
            let screen = try #require(imported.files.last?.text)
            #expect(screen.contains("- {link: {url: https://example.com/about, inApp: true}, title: About}"), "\(screen)")
            #expect(screen.contains("- {link: {url: https://example.com/progress, inApp: true}, title: Progress}"), "\(screen)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    /// A page bundled with the app has no URL a link opens: it stays a screen the app's code
    /// makes, given the file. A web view made another way is not InAppSettingsKit's: it
    /// stays one too, its selector and File reported.
    @Test func aBundledPageOrAnotherSelectorStaysAScreenTheAppMakes() throws {
        try withScratchDirectory { directory in
            let text = pane(
                RowActionImportTests.toggle + Self.webView("settings_about.html") + "\n" + Self.webView("https://example.com/x", title: "Other", selector: "init"))
            let bundle = try TestBundle(in: directory, ["Root.inApp.plist": text])
            let (imported, reported) = bundle.run()
            #expect(reported.count == 2, "\(reported.map(\.message))")
            #expect(reported.allSatisfy { $0.message.hasSuffix("is not imported") }, "\(reported.map(\.message))")
            #expect(imported.statistics.lossless == 2 && imported.statistics.lossy == 1, "\(imported.statistics.summary)")
            let screen = try #require(imported.files.last?.text)
            #expect(!screen.contains("inApp: true"), "\(screen)")
            #expect(screen.contains("- childPane: {external: IASKAppSettingsWebViewController, file: settings_about.html}\n            title: About\n"), "\(screen)")
            #expect(screen.contains("- {childPane: {external: IASKAppSettingsWebViewController}, title: Other}"), "\(screen)")
            #expect(lint(imported.files).filter { $0.severity == .error }.isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    /// Exported in InAppSettingsKit's dialect and imported back, the rows are as written.
    @Test func inAppSettingsKitsExportImportsBack() throws {
        let spec = RowActionExportTests.screen("""
                      - link: {url: 'https://example.com/about', inApp: true}
                        title: About
                      - link: {url: 'https://example.com/browser'}
            """)
        let output = SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(try RowActionExportTests.checked(spec))
        let imported = try SettingsBundleEmitterTests.reimported(output)
        #expect(imported.statistics.lossless == imported.statistics.total, "\(imported.statistics.summary)")
        let text = imported.files.map(\.text).joined()
        #expect(text.contains("- {link: {url: https://example.com/about, inApp: true}, title: About}"), "\(text)")
        #expect(text.contains("- {link: https://example.com/browser, title: https://example.com/browser}"), "\(text)")
    }
}
