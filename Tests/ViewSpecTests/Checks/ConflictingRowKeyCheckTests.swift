import Testing
@testable import ViewSpec

/// A row's key names one row of its screen, and a child pane's is not also a shown field's
/// (conflicting-row-key).
@Suite struct ConflictingRowKeyCheckTests {
    static func spec(_ items: String) -> String {
        """
        viewspec: 1
        models:
          S: {kind: preferences, fields: {sound: Bool, name: {type: String, key: user_name}}}
        preferences:
          Main:
            model: S
            sections:
              - items:
                  - toggle: sound
        \(items)
          Account:
            model: S
            sections:
              - items:
                  - textField: name
        """
    }

    @Test func twoRowsWithOneKeyAreReportedAtTheLater() throws {
        let text = Self.spec("""
                      - {childPane: Account, title: Account 1, key: menu_account_1}
                      - {button: reset, key: menu_account_1}
            """)
        let diagnostic = try #require(expectOneDiagnostic(
            of: ConflictingRowKeyCheck.self, in: text, line: 11, column: 34,
            message: "expected each row of preference screen 'Main' to have its own key, found 'menu_account_1' again"))
        #expect(diagnostic.notes.map(\.range.start.line) == [10])
    }

    /// A link's key names its row too, to a URL or the system's settings.
    @Test func aLinksKeyAnotherRowHasIsReported() throws {
        let text = Self.spec("""
                      - {link: "https://example.com", key: privacy}
                      - {link: {systemSettings: app}, key: privacy}
            """)
        let diagnostic = try #require(expectOneDiagnostic(
            of: ConflictingRowKeyCheck.self, in: text, line: 11, column: 48,
            message: "expected each row of preference screen 'Main' to have its own key, found 'privacy' again"))
        #expect(diagnostic.notes.map(\.range.start.line) == [10])
    }

    /// Beside `value:` the row's Key is the field's: the key is removed.
    @Test func aKeyBesideValueIsReportedAndRemoved() throws {
        let text = Self.spec("          - {childPane: Account, value: name, key: account}")
        let diagnostic = try #require(expectOneDiagnostic(
            of: ConflictingRowKeyCheck.self, in: text, line: 10, column: 52,
            message: "expected 'value: name' or 'key:' on a child pane, found both: the row's Key is the stored key of field 'name'"))
        let fixed = try applyingFirstFixIt(of: diagnostic, to: text)
        #expect(fixed.contains("{childPane: Account, value: name}"), "\(fixed)")
    }

    @Test func aKeyAFieldIsStoredUnderIsReported() {
        expectOneDiagnostic(
            of: ConflictingRowKeyCheck.self, in: Self.spec("          - {childPane: Account, key: user_name}"), line: 10, column: 39,
            message: "expected a child pane's key no field is stored under, found 'user_name', the stored key of field 'name': InAppSettingsKit shows that field's value beside the row; write 'value: name' to show it")
    }

    /// linphone's Root: five rows opening one screen, each with its own key; screens apart
    /// may share keys.
    @Test func keysOfTheirOwnAreAccepted() {
        let text = Self.spec("""
                      - {childPane: Account, key: menu_account_1}
                      - {childPane: Account, key: menu_account_2}
                      - {childPane: {external: About}, key: about}
                      - {button: about}
                      - {childPane: Account, value: name}
            """).replacingOccurrences(of: "          - textField: name", with: "          - textField: name\n          - {button: reset, key: menu_account_1}")
        #expect(compileSpec(text).isEmpty, "\(compileSpec(text).map(\.message))")
    }
}
