import Foundation
import MembersApp
import Testing
import ViewSpecRuntime

/// The settings screens generated from app-settings.yaml, bound to one store that is
/// saved and loaded like the app's settings file.
@MainActor @Suite struct SettingsTests {
    @Test func theScreensStartFromTheSpecDefaults() throws {
        let store = try PreferenceStore<AppSettings>()
        let general = GeneralSettingsScreen(store: store)
        #expect(general.soundEnabled.value == true)
        #expect(general.volume.value == 0.5)
        #expect(general.theme.value == .system)
        #expect(AdvancedSettingsScreen(store: store).syncInterval.value == 15)
        #expect(GeneralSettingsScreen.Item.allCases.map(\.control) == [.toggle, .slider, .textField, .choice, .childPane])
    }

    @Test func theChildPaneEditsTheSameSettings() throws {
        let store = try PreferenceStore<AppSettings>()
        let general = GeneralSettingsScreen(store: store)
        let pane = try #require(GeneralSettingsScreen.Item.allCases.first { $0.control == .childPane })
        #expect(pane == .advancedSettings)
        #expect(pane.target == AdvancedSettingsScreen.screenName)
        #expect(pane.title == .literal("Advanced"))

        let advanced = AdvancedSettingsScreen(store: general.store)
        try advanced.syncInterval.set(30)
        try advanced.debugLogging.set(true)
        #expect(store[\.syncInterval] == 30)
        #expect(store[\.debugLogging] == true)
    }

    @Test func volumeIsEnabledOnlyWithSound() throws {
        let screen = GeneralSettingsScreen(store: try PreferenceStore<AppSettings>())
        #expect(screen.isEnabled(.volume))
        try screen.soundEnabled.set(false)
        #expect(!screen.isEnabled(.volume))
        #expect(screen.isEnabled(.soundEnabled))
    }

    @Test func aValueOutsideItsFieldIsRefusedAndTheOldOneStays() throws {
        let screen = GeneralSettingsScreen(store: try PreferenceStore<AppSettings>())
        try screen.volume.set(0.75)
        #expect(throws: StoreError.self) { try screen.volume.set(1.5) }
        #expect(screen.volume.value == 0.75)
        #expect(throws: StoreError.self) { try AdvancedSettingsScreen(store: screen.store).syncInterval.set(121) }
        #expect(screen.store[\.syncInterval] == 15)
    }

    @Test func changedSettingsAreSavedAndLoadedBack() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("settings.json")
        let store = try PreferenceStore<AppSettings>()
        let general = GeneralSettingsScreen(store: store)
        try general.soundEnabled.set(false)
        try general.volume.set(0.25)
        try general.userName.set("Hanako")
        try general.theme.set(.dark)
        try AdvancedSettingsScreen(store: store).syncInterval.set(60)
        try store.save(to: file)

        let reloaded = try PreferenceStore<AppSettings>()
        var heard: [String] = []
        let token = reloaded.observe { change in heard = change.changedFields }
        let report = try reloaded.load(from: file)
        withExtendedLifetime(token) {}

        #expect(report.isExactMatch)
        #expect(reloaded.values == store.values)
        #expect(GeneralSettingsScreen(store: reloaded).userName.value == "Hanako")
        #expect(GeneralSettingsScreen(store: reloaded).theme.value == .dark)
        #expect(heard == ["soundEnabled", "volume", "userName", "theme", "syncInterval"])
    }

    @Test func aCorruptFileIsRejectedAndTheOldValuesStay() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("settings.json")
        let saved = try PreferenceStore<AppSettings>()
        try saved.set(\.userName, to: "Taro")
        try saved.save(to: file)
        // Cut the file short, as a crash while copying it would.
        let bytes = try Data(contentsOf: file)
        try bytes.prefix(bytes.count / 2).write(to: file)

        let store = try PreferenceStore<AppSettings>()
        try store.set(\.volume, to: 0.9)
        try store.set(\.theme, to: .light)
        let before = store.values
        let error = try #require(throws: PersistenceError.self) { try store.load(from: file) }
        guard case .malformed = error else {
            Issue.record("expected a malformed file, found \(error)")
            return
        }
        #expect(store.values == before)
    }

    @Test func aFileOfAnotherKindIsRejectedAndTheOldValuesStay() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("members.json")
        let members = try RecordStore<RecordCard>()
        var card = RecordCard()
        card.name = "Ann"
        try members.add(card)
        try members.save(to: file)

        let store = try PreferenceStore<AppSettings>()
        try store.set(\.userName, to: "Kept")
        let error = try #require(throws: PersistenceError.self) { try store.load(from: file) }
        guard case .wrongFormat = error else {
            Issue.record("expected a file of the wrong format, found \(error)")
            return
        }
        #expect(store[\.userName] == "Kept")
    }
}
