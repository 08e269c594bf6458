import Observation
import SettingsScreen
import Testing
import ViewSpecRuntime

/// What the SwiftUI forms draw, checked where there is no SwiftUI: the sections and rows
/// the generated screens give, their enabled and visible states, the child pane, and that
/// an observation of the rows hears exactly the changes that redraw them.
@MainActor @Suite struct FormTests {
    static func readerScreen() throws -> ReaderSettingsScreen {
        ReaderSettingsScreen(store: try PreferenceStore<ReaderSettings>())
    }

    @Test func theReaderScreenDrawsTheSpecsSectionsAndRowsInOrder() throws {
        let sections = try Self.readerScreen().sections()
        #expect(sections.map(\.index) == [0, 1, 2])
        #expect(sections.map(\.title) == ["Text", "Account", nil])
        #expect(sections.map(\.footer) == [nil, "Shown beside the highlights you share.", nil])
        #expect(sections.map { $0.rows.map(\.title) } == [
            ["Text size", "Appearance"], ["Sync across devices", "Display name"], ["Notifications"],
        ])
        #expect(sections.flatMap(\.rows).map(\.control) == [.slider, .choice, .toggle, .textField, .childPane])
        #expect(sections.flatMap(\.rows).map(\.item) == ReaderSettingsScreen.Item.allCases)
        #expect(sections.flatMap(\.rows).allSatisfy { $0.isEnabled })
        #expect(ReaderSettingsScreen.title?.resolved() == "Reading")
    }

    @Test func localizedTitlesAreTranslatedOrFallBackToTheSpecsText() throws {
        let screen = try Self.readerScreen()
        let translations = ["settings.notifications": "Mitteilungen"]
        #expect(screen.sections(translate: { translations[$0] }).last?.rows.map(\.title) == ["Mitteilungen"])
        #expect(screen.sections().last?.rows.map(\.title) == ["Notifications"])
    }

    @Test func theDisplayNameIsDisabledWhileSyncIsOff() throws {
        let screen = try Self.readerScreen()
        screen.syncEnabled.value = false
        let account = try #require(screen.sections().first { $0.index == 1 })
        #expect(account.rows.map(\.isEnabled) == [true, false])
        screen.syncEnabled.value = true
        #expect(screen.sections().flatMap(\.rows).allSatisfy { $0.isEnabled })
    }

    @Test func theChildPaneLeadsToTheNotificationsScreenOverTheSameStore() throws {
        let screen = try Self.readerScreen()
        let row = try #require(screen.sections().last?.rows.first)
        #expect(row.control == .childPane)
        #expect(row.item.target == NotificationsScreen.screenName)

        let notifications = NotificationsScreen(store: screen.store)
        #expect(NotificationsScreen.title?.resolved() == "Notifications")
        notifications.digest.value = .daily
        #expect(screen.store[\.digest] == .daily)
    }

    @Test func theDigestRowIsShownOnlyWhileNotificationsAreAllowed() throws {
        let notifications = NotificationsScreen(store: try PreferenceStore<ReaderSettings>())
        #expect(notifications.sections().flatMap(\.rows).map(\.item) == [.notificationsEnabled, .digest])
        notifications.notificationsEnabled.value = false
        let sections = notifications.sections()
        #expect(sections.flatMap(\.rows).map(\.item) == [.notificationsEnabled])
        // The section stays, with its footer, while one of its rows is shown.
        #expect(sections.map(\.footer) == ["A summary of what you read, sent while notifications are allowed."])
    }

    @Test func theRowsAreDrawnAgainWhenAConditionsFieldChangesAndOnlyThen() throws {
        let screen = try Self.readerScreen()
        #expect(isObserved({ _ = screen.sections() }, when: { screen.syncEnabled.value = false }))
        #expect(!isObserved({ _ = screen.sections() }, when: { screen.textScale.value = 1.2 }))
        #expect(!isObserved({ _ = screen.sections() }, when: { screen.appearance.value = .dark }))

        let notifications = NotificationsScreen(store: screen.store)
        #expect(isObserved({ _ = notifications.sections() }, when: { notifications.notificationsEnabled.value = false }))
    }

    @Test func aControlsValueIsDrawnAgainWhenItChanges() throws {
        let screen = try Self.readerScreen()
        #expect(isObserved({ _ = screen.textScale.value }, when: { screen.textScale.value = 1.4 }))
        #expect(isObserved({ _ = screen.displayName.validationError }, when: {
            screen.displayName.value = String(repeating: "x", count: 25)
        }))
    }
}
