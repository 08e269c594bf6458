import Foundation
import Testing
@testable import ViewSpec

/// A child pane's shown value written out: the layout's field, InAppSettingsKit's Key, and
/// what the Settings app's bundle and the Android export leave to their checks; and the
/// placeholder shown in its place, InAppSettingsKit's DefaultValue.
@Suite struct ChildPaneValueExportTests {
    private static let spec = """
        viewspec: 1
        models:
          S: {kind: preferences, fields: {level: {type: Int, default: 2}, name: String}}
        preferences:
          Root:
            model: S
            entry: true
            sections:
              - items:
                  - {childPane: Child, title: Level, value: level}
          Child:
            model: S
            sections:
              - items:
                  - stepper: level
        """

    @Test func inAppSettingsKitWritesTheKeyAndTheSettingsAppNone() throws {
        let checked = try SettingsBundleEmitterTests.checked(Self.spec)
        let inApp = SettingsBundleEmitterTests.text(SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(checked).panes[0])
        #expect(inApp.contains("<key>File</key>\n\t\t\t<string>Child</string>\n\t\t\t<key>Key</key>\n\t\t\t<string>level</string>"), "\(inApp)")
        // A child pane's DefaultValue is a text for when nothing is stored, not the field's default.
        #expect(!inApp.contains("<key>DefaultValue</key>"), "\(inApp)")
        let apple = SettingsBundleEmitterTests.text(SettingsBundleEmitter(dialect: .apple).emit(checked).panes[0])
        #expect(!apple.contains("<key>Key</key>"), "\(apple)")
    }

    @Test func theSettingsAppsCheckReportsTheValue() {
        let reported = Compiler(options: .init(enabledChecks: ["VS0270"])).compile(sources: [SourceFile(path: "s.yaml", text: Self.spec)])
            .reportedDiagnostics.filter { $0.id.code == "VS0270" }
        #expect(reported.map { "\($0.range.start.line):\($0.range.start.column)" } == ["10:53"], "\(reported.map(\.message))")
        #expect(reported.first?.message.hasPrefix("the Settings app shows no value on a child pane's row") == true)
    }

    @Test func androidReportsTheValue() {
        let reported = NotInAndroidPreferencesCheckTests.reported("          - {childPane: Child, value: level}")
        #expect(reported.contains { $0.contains("a child pane's 'value' cannot be exported") }, "\(reported)")
    }

    @Test func theLayoutWritesTheShownField() throws {
        let items = try RowActionExportTests.layoutItems(Self.spec)
        #expect(items.first?["field"]?["name"]?.stringValue == "level", "\(items)")
        #expect(items.first?["options"]?["screen"]?.stringValue == "Child")
    }

    private static let placeholderSpec = """
        viewspec: 1
        models:
          S: {kind: preferences, fields: {fruit: {type: String, optional: true}}}
        preferences:
          Root:
            model: S
            entry: true
            sections:
              - items:
                  - {childPane: Child, title: Fruit, value: fruit, placeholder: None chosen}
          Child:
            model: S
            sections:
              - items:
                  - {choice: fruit, values: [Banana, Kiwi]}
        """

    /// InAppSettingsKit shows a child pane's DefaultValue while its Key stores nothing.
    @Test func inAppSettingsKitWritesThePlaceholderAsTheDefaultValue() throws {
        let checked = try SettingsBundleEmitterTests.checked(Self.placeholderSpec)
        let inApp = SettingsBundleEmitterTests.text(SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(checked).panes[0])
        #expect(inApp.contains("<key>DefaultValue</key>\n\t\t\t<string>None chosen</string>\n\t\t\t<key>File</key>"), "\(inApp)")
        #expect(inApp.contains("<key>Key</key>\n\t\t\t<string>fruit</string>"), "\(inApp)")
        let apple = SettingsBundleEmitterTests.text(SettingsBundleEmitter(dialect: .apple).emit(checked).panes[0])
        #expect(!apple.contains("<key>DefaultValue</key>") && !apple.contains("None chosen"), "\(apple)")
    }

    @Test func theSettingsAppsCheckReportsThePlaceholder() {
        let reported = Compiler(options: .init(enabledChecks: ["VS0270"])).compile(sources: [SourceFile(path: "s.yaml", text: Self.placeholderSpec)])
            .reportedDiagnostics.filter { $0.id.code == "VS0270" }
        #expect(reported.map { "\($0.range.start.line):\($0.range.start.column)" } == ["10:53", "10:73"], "\(reported.map(\.message))")
        #expect(reported.last?.message.contains("the exported bundle leaves the placeholder out") == true, "\(reported.map(\.message))")
    }

    @Test func androidReportsThePlaceholder() {
        let reported = NotInAndroidPreferencesCheckTests.reported(
            "          - {childPane: Child, value: fruit, placeholder: None chosen}", fields: "      fruit: {type: String, optional: true}")
        #expect(reported.contains { $0.contains("a child pane's placeholder cannot be exported") }, "\(reported)")
    }

    @Test func theLayoutWritesThePlaceholderOnlyWhereGiven() throws {
        let items = try RowActionExportTests.layoutItems(Self.placeholderSpec)
        #expect(items.first?["options"]?["placeholder"]?["text"]?.stringValue == "None chosen", "\(items)")
        let without = try RowActionExportTests.layoutItems(Self.spec)
        #expect(without.first?["options"]?["placeholder"] == nil, "\(without)")
    }
}
