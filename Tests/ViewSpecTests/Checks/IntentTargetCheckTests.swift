import Testing
@testable import ViewSpec

/// A link to an Android intent names an action or an activity class (intent-target).
@Suite struct IntentTargetCheckTests {
    static func spec(_ items: String) -> String { ExternalPaneCheckTests.spec(items) }

    @Test func anIntentWithDataOnlyIsReported() {
        expectOneDiagnostic(
            of: IntentTargetCheck.self, in: Self.spec("          - link: {intent: {data: 'package:com.example.app', extras: {a: 1}}}"), line: 10, column: 28,
            message: "expected an intent to name an action or a 'targetClass', found 'data', 'extras' only")
    }

    @Test func anEmptyIntentIsReported() {
        expectOneDiagnostic(
            of: IntentTargetCheck.self, in: Self.spec("          - link: {intent: {}}"), line: 10, column: 28,
            message: "expected an intent to name an action or a 'targetClass', found neither, nor anything else")
    }

    @Test func anActionOrAClassIsEnough() {
        let text = Self.spec("""
                      - link: {intent: {action: android.settings.SETTINGS}}
                      - link: {intent: {targetPackage: com.example, targetClass: com.example.About}}
            """)
        #expect(compileSpec(text).filter { $0.id.code == "VS0283" }.isEmpty)
    }

    /// A `key:` that is the intent's action says nothing (redundant-stored-key), and is removed.
    @Test func aKeyThatIsTheActionIsRedundant() throws {
        let text = Self.spec("""
                      - link: {intent: {action: android.settings.SETTINGS}}
                        key: android.settings.SETTINGS
            """)
        let diagnostic = try #require(expectOneDiagnostic(
            of: RedundantStoredKeyCheck.self, in: text, line: 11, column: 18,
            message: "the link to an intent is told apart by the intent's action without 'key:'; expected a key other than 'android.settings.SETTINGS', found the same"))
        let fixed = try applyingFirstFixIt(of: diagnostic, to: text)
        #expect(!fixed.contains("key:"), "\(fixed)")
    }
}
