import Foundation
import Testing
@testable import ViewSpec

/// Rows that act, with the options language 1.1 gave them, in every output: the layout, the
/// generated Swift, the Settings.bundle in both dialects and the Android resources.
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
}
