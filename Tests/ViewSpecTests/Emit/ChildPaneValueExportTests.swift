import Foundation
import Testing
@testable import ViewSpec

/// A child pane's shown value written out: the layout's field, InAppSettingsKit's Key, and
/// what the Settings app's bundle and the Android export leave to their checks.
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
}
