import Foundation
import MembersApp
import Observation
import Testing
import ViewSpecRuntime

/// The app's settings kept in memory by the store and in a file of the app's own, without
/// `UserDefaults`: restored at launch off the main actor, saved when the app says so.
@MainActor @Suite struct SettingsFileTests {
    @Test func theFirstLaunchFindsNoFileAndKeepsTheDefaults() async throws {
        let directory = try TemporaryDirectory()
        let settings = SettingsFile(url: directory.file("settings.json"))
        let store = try PreferenceStore<AppSettings>()
        #expect(try await settings.restore(into: store) == nil)
        #expect(store.values == AppSettings())
    }

    @Test func savedSettingsAreRestoredIntoANewStore() async throws {
        let directory = try TemporaryDirectory()
        let settings = SettingsFile(url: directory.file("settings.json"))
        let store = try PreferenceStore<AppSettings>()
        let general = GeneralSettingsScreen(store: store)
        general.userName.value = "Hanako"
        general.theme.value = .dark
        AdvancedSettingsScreen(store: store).syncInterval.value = 45
        try settings.save(store)

        let restored = try PreferenceStore<AppSettings>()
        let report = try await settings.restore(into: restored)
        #expect(report?.isExactMatch == true)
        #expect(restored.values == AppSettings(userName: "Hanako", theme: .dark, syncInterval: 45))
    }

    @Test func restoringIsHeardByTheScreensFields() async throws {
        let directory = try TemporaryDirectory()
        let settings = SettingsFile(url: directory.file("settings.json"))
        let saved = try PreferenceStore<AppSettings>()
        try saved.set(\.soundEnabled, to: false)
        try settings.save(saved)

        let general = GeneralSettingsScreen(store: try PreferenceStore<AppSettings>())
        let heard = Flag()
        withObservationTracking {
            _ = general.isEnabled(.volume)
        } onChange: {
            MainActor.assumeIsolated { heard.isSet = true }
        }
        _ = try await settings.restore(into: general.store)
        #expect(heard.isSet)
        #expect(!general.isEnabled(.volume))
    }

    @Test func aFileThatIsNotTheSettingsIsRefusedAndTheValuesStay() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("settings.json")
        try Data("{\"format\": \"something else\"}".utf8).write(to: file)
        let store = try PreferenceStore<AppSettings>()
        try store.set(\.userName, to: "Kept")
        await #expect(throws: PersistenceError.wrongFormat(path: file.path, expected: "viewspec-preferences", found: "something else")) {
            try await SettingsFile(url: file).restore(into: store)
        }
        #expect(store[\.userName] == "Kept")
    }
}

@MainActor
private final class Flag {
    var isSet = false
}
