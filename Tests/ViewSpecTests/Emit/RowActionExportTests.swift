import Foundation
import Testing
@testable import ViewSpec

/// Rows that act, with the options language 1.1 gave them, and static text, in every output:
/// the layout, the Settings.bundle in both dialects and the Android resources (the Swift
/// goldens and the compile tests hold the generated Swift).
@Suite struct RowActionExportTests {
    static func screen(_ items: String, fields: String = "on: Bool", more: String = "") -> String {
        """
        viewspec: 1
        models:
          S: {kind: preferences, fields: {\(fields)}}
        preferences:
          Root:
            model: S
            entry: true
            sections:
              - items:
                  - toggle: on
        \(items)
        \(more)
        """
    }

    static func checked(_ text: String) throws -> CheckedProject {
        let compilation = Compiler().compile(sources: [SourceFile(path: "settings.yaml", text: text)])
        #expect(!compilation.diagnostics.hasErrors, "\(compilation.diagnostics.map(\.message))")
        return try compilation.checked(for: [.layout])
    }

    static func layoutItems(_ text: String) throws -> [JSONValue] {
        let output = try LayoutTestSupport.layout(["settings.yaml": text])
        let document = LayoutTestSupport.document(output, .preferences, "Root")
        return LayoutTestSupport.value(document, "layout", "sections", 0, "items")?.arrayValue ?? []
    }

    static func inAppPane(_ text: String) throws -> String {
        String(decoding: SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(try checked(text)).panes[0].bytes, as: UTF8.self)
    }

    static func androidPreferences(_ text: String) throws -> [PreferenceElement] {
        let output = AndroidResourcesEmitter().emit(try checked(text))
        let file = try #require(output.folders.first { $0.name == "xml" }?.files.first)
        let root = try #require(PreferenceXMLReader.read(SourceFile(path: file.fileName, bytes: file.bytes)).value)
        return AndroidResourcesEmitterTests.flattened(root)
    }

    // MARK: - destructive

    static let destructive = screen("""
                  - {button: eraseAll, title: Erase, destructive: true}
                  - button: refresh
        """)

    @Test func destructiveButtonInTheLayout() throws {
        let items = try Self.layoutItems(Self.destructive)
        #expect(items.map { $0["options"]?["destructive"] } == [nil, .bool(true), .bool(false)])
    }

    @Test func destructiveButtonIsCriticalForInAppSettingsKit() throws {
        let pane = try Self.inAppPane(Self.destructive)
        #expect(pane.contains("<key>IASKIsCritical</key>\n\t\t\t<true/>"), "\(pane)")
        #expect(pane.components(separatedBy: "IASKIsCritical").count == 2, "only the destructive button: \(pane)")
    }

    @Test func destructiveButtonIsAPlainPreferenceOnAndroid() throws {
        let preferences = try Self.androidPreferences(Self.destructive)
        let erase = try #require(preferences.first { $0.attribute("key")?.value == "eraseAll" })
        #expect(erase.name == "Preference")
        #expect(erase.attributes.map(\.localName).sorted() == ["key", "title"])
    }

    // MARK: - Static text

    static let staticText = screen("", more: """
              - title: Licence
                footer: {localized: LICENCE, default: MIT licence.}
        """)

    @Test func sectionOfOnlyAFooterIsLaidOutAndExported() throws {
        let output = try LayoutTestSupport.layout(["settings.yaml": Self.staticText])
        let document = LayoutTestSupport.document(output, .preferences, "Root")
        let section = LayoutTestSupport.value(document, "layout", "sections", 1)
        #expect(section?["items"]?.arrayValue?.isEmpty == true)
        #expect(section?["footer"]?["text"]?["text"]?.stringValue == "MIT licence.")
        let apple = String(decoding: SettingsBundleEmitter(dialect: .apple).emit(try Self.checked(Self.staticText)).panes[0].bytes, as: UTF8.self)
        #expect(apple.contains("<key>FooterText</key>\n\t\t\t<string>LICENCE</string>\n\t\t\t<key>Title</key>\n\t\t\t<string>Licence</string>"), "\(apple)")
        let preferences = try Self.androidPreferences(Self.staticText)
        #expect(preferences.contains { $0.attribute("summary")?.value == "@string/LICENCE" && $0.attribute("selectable")?.value == "false" })
    }

    // MARK: - localized URL

    static let localizedLink = screen("""
                  - {link: {localized: HELP_URL, default: 'https://example.com/en'}, title: Help}
        """)

    @Test func localizedURLInTheLayout() throws {
        let items = try Self.layoutItems(Self.localizedLink)
        #expect(items[1]["options"]?["url"]?.stringValue == "https://example.com/en")
        #expect(items[1]["options"]?["urlLocalizationKey"]?.stringValue == "HELP_URL")
        #expect(items[0]["options"]?["urlLocalizationKey"] == nil)
    }

    @Test func localizedURLIsAKeyOfTheStringsTableForInAppSettingsKit() throws {
        let output = SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(try Self.checked(Self.localizedLink))
        let pane = String(decoding: output.panes[0].bytes, as: UTF8.self)
        #expect(pane.contains("<key>File</key>\n\t\t\t<string>HELP_URL</string>"), "\(pane)")
        let table = output.localizations.flatMap(\.tables).map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
        #expect(table.contains("\"HELP_URL\" = \"https://example.com/en\";"), "\(table)")
    }

    @Test func localizedURLIsAStringResourceOnAndroid() throws {
        let preferences = try Self.androidPreferences(Self.localizedLink)
        let intent = preferences.first { $0.name == "intent" } ?? preferences.flatMap(\.children).first { $0.name == "intent" }
        #expect(intent?.attribute("data")?.value == "@string/HELP_URL")
    }

    // MARK: - detail

    static let detailed = screen("""
                  - {link: 'https://example.com/a', detail: example.com}
                  - {link: 'https://example.com/b', detail: {localized: B_DETAIL, default: Bee}}
                  - {link: 'https://example.com/c', detail: Sea, subtitle: Under}
                  - link: 'https://example.com/d'
        """)

    @Test func linkDetailInTheLayoutTakesNoLine() throws {
        let items = try Self.layoutItems(Self.detailed)
        #expect(items.map { $0["options"]?["detail"]?["text"]?.stringValue } == [nil, "example.com", "Bee", "Sea", nil])
        #expect(items[2]["options"]?["detail"]?["localizationKey"]?.stringValue == "B_DETAIL")
        #expect(items[1]["frame"]?["height"] == items[4]["frame"]?["height"])
    }

    @Test func linkDetailIsTheDefaultValueForInAppSettingsKit() throws {
        let pane = try Self.inAppPane(Self.detailed)
        for expected in [
            "<key>DefaultValue</key>\n\t\t\t<string>example.com</string>",
            // Shown as written, never looked up: the default text, not the key.
            "<key>DefaultValue</key>\n\t\t\t<string>Bee</string>",
            "<key>DefaultValue</key>\n\t\t\t<string>Sea</string>",
        ] {
            #expect(pane.contains(expected), "\(pane)")
        }
        #expect(!pane.contains("B_DETAIL"), "\(pane)")
    }

    @Test func linkDetailIsTheSummaryOnAndroidUnlessASubtitleIs() throws {
        let preferences = try Self.androidPreferences(Self.detailed)
        func summary(_ url: String) -> String? { preferences.first { $0.attribute("key")?.value == url }?.attribute("summary")?.value }
        #expect(summary("https://example.com/a") == "example.com")
        #expect(summary("https://example.com/b") == "@string/B_DETAIL")
        #expect(summary("https://example.com/c") == "Under")
        #expect(summary("https://example.com/d") == nil)
    }
}
