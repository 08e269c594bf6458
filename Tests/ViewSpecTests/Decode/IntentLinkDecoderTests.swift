import Testing
@testable import ViewSpec

/// `link: {intent: {action: …, data: …, targetPackage: …, targetClass: …, mimeType: …,
/// extras: {…}}}`, a row opening another app's or the system's screen through an Android
/// intent: what it decodes to, and a positioned error for each way it can be written wrong.
@Suite struct IntentLinkDecoderTests {
    private static func screen(_ items: String) -> String { PreferenceOptionalKeysDecoderTests.screen(items) }

    @Test func anIntentKeepsItsPartsExtrasAndKey() throws {
        let items = try decodedItems(Self.screen("""
                      - link: {intent: {action: android.settings.APP_NOTIFICATION_SETTINGS, extras: {android.provider.extra.APP_PACKAGE: com.example.app, count: 3, on: true}}}
                        title: Notifications
                        key: notifications
                      - link: {intent: {action: android.intent.action.VIEW, data: 'market://details?id=com.example', targetPackage: com.android.vending, targetClass: C, mimeType: text/plain}}
                      - link: https://example.com
                      - link: {localized: help_url, default: https://example.com/help}
            """))
        #expect(items.map(\.control.kindName) == ["link", "link", "link", "link"])
        guard case .intent(let first) = items[0].control, case .intent(let second) = items[1].control else {
            Issue.record("expected two intents, found \(items.map(\.control))")
            return
        }
        #expect(first.action?.value == "android.settings.APP_NOTIFICATION_SETTINGS")
        #expect(first.extras.map(\.name.value) == ["android.provider.extra.APP_PACKAGE", "count", "on"])
        #expect(first.extras.map(\.value.value) == [.string("com.example.app"), .int(3), .bool(true)])
        #expect(items[0].actionKey?.text.value == "notifications")
        #expect(first.defaultKey == "android.settings.APP_NOTIFICATION_SETTINGS")
        #expect(second.attributes.map(\.name) == ["action", "data", "targetPackage", "targetClass", "mimeType"])
        #expect(second.attributes.map(\.value) == ["android.intent.action.VIEW", "market://details?id=com.example", "com.android.vending", "C", "text/plain"])
        #expect(items[1].linkURL == nil)
        // The URL forms are as they were.
        if case .link(let url) = items[2].control { #expect(url.value == "https://example.com") } else { Issue.record("expected a URL link") }
        #expect(items[3].urlLocalizationKey?.value == "help_url")
    }

    @Test func anUnknownKeyInTheIntentIsAPositionedError() {
        _ = expectOneDecodeError(
            Self.screen("          - link: {intent: {action: A, category: B}}"), .unknownKey, line: 11, column: 40, "unknown key 'category' in an intent")
    }

    @Test func anUnknownKeyBesideTheIntentIsAPositionedError() {
        _ = expectOneDecodeError(
            Self.screen("          - link: {intent: {action: A}, default: B}"), .unknownKey, line: 11, column: 41, "unknown key 'default' in a link to an intent")
    }

    @Test func extrasThatAreNoMappingAreAPositionedError() {
        _ = expectOneDecodeError(
            Self.screen("          - link: {intent: {action: A, extras: [a, b]}}"), .wrongValueType, line: 11, column: 48, "an intent's extras as a mapping")
    }

    @Test func anExtraValueThatIsNoScalarIsAPositionedError() {
        _ = expectOneDecodeError(
            Self.screen("          - link: {intent: {action: A, extras: {list: [1, 2]}}}"), .wrongValueType, line: 11, column: 55, "an extra's value")
    }

    @Test func anExtraNameWithASpaceIsAPositionedError() {
        _ = expectOneDecodeError(
            Self.screen("          - link: {intent: {action: A, extras: {'a b': 1}}}"), .invalidName, line: 11, column: 49, "without spaces")
    }

    @Test func anIntentThatIsNoMappingIsAPositionedError() {
        _ = expectOneDecodeError(Self.screen("          - link: {intent: A}"), .wrongValueType, line: 11, column: 28, "an intent")
    }
}
