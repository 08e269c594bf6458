import Testing
@testable import ViewSpec

/// VS0270 for rows of fields that are not stored: the Settings app stores every row with a
/// key, so each such row it shows is reported at its control, with the declaration noted.
@Suite struct NotInSettingsAppCheckTests {
    static func reported(_ items: String) -> [ReportedDiagnostic] {
        let text = """
            viewspec: 1
            models:
              S:
                kind: preferences
                fields:
                  unlock: {type: Bool, stored: false}
                  level: {type: Int, min: 0, max: 10, stored: false}
                  name: String
            preferences:
              Root:
                model: S
                entry: true
                sections:
                  - items:
            \(items)
            """
        let compilation = Compiler(options: .init(enabledChecks: ["VS0270"])).compile(sources: [SourceFile(path: "test.yaml", text: text)])
        let errors = compilation.reportedDiagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        return compilation.reportedDiagnostics.filter { $0.id.code == "VS0270" }
    }

    @Test func aRowOfAFieldThatIsNotStoredIsReportedAtItsControl() throws {
        let found = Self.reported("          - toggle: unlock\n          - textField: name")
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" } == [
            "15:13 field 'unlock' is not stored, but the Settings app stores every row with a key: the exported toggle writes a copy of its value to the app's defaults and shows that copy"
        ])
        let note = try #require(found.first?.notes.first)
        #expect(note.message == "'unlock' is declared 'stored: false' here")
        #expect(note.range.start.line == 6 && note.range.start.column == 36)
    }

    /// A stepper has no row in the Settings app (not-in-settings-bundle reports it): nothing more to say.
    @Test func aRowTheExportLeavesOutIsNotReportedAgain() {
        #expect(Self.reported("          - stepper: level").isEmpty)
    }
}
