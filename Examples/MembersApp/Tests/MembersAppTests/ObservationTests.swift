import Foundation
import MembersApp
import Observation
import Testing
import ViewSpecRuntime

/// What an app's views see through the Observation module: a view that reads a generated
/// screen, table or hierarchy is told of every change made through the runtime's API to
/// what it read, and of nothing else. No adapter stands between the generated code and
/// `withObservationTracking` (or SwiftUI, which is built on it).
@MainActor @Suite struct ObservationTests {
    @Test func aScreenFieldHearsItsBindingBeingSet() throws {
        let general = GeneralSettingsScreen(store: try PreferenceStore<AppSettings>())
        #expect(isObserved({ _ = general.volume.value }, when: { general.volume.value = 0.25 }))
        #expect(general.volume.value == 0.25)
        #expect(try isObserved({ _ = general.userName.value }, when: { try general.userName.set("Hanako") }))
    }

    @Test func aScreenFieldHearsOnlyItsOwnField() throws {
        let general = GeneralSettingsScreen(store: try PreferenceStore<AppSettings>())
        #expect(!isObserved({ _ = general.volume.value }, when: { general.theme.value = .dark }))
        #expect(try !isObserved({ _ = general.volume.value }, when: { try general.store.set(\.userName, to: "Taro") }))
    }

    @Test func theChildPaneAndTheStoreSubscriptSeeEachOthersChanges() throws {
        let store = try PreferenceStore<AppSettings>()
        let advanced = AdvancedSettingsScreen(store: store)
        #expect(isObserved({ _ = store[\.syncInterval] }, when: { advanced.syncInterval.value = 30 }))
        #expect(try isObserved({ _ = advanced.debugLogging.value }, when: { try store.set(\.debugLogging, to: true) }))
        #expect(store[\.syncInterval] == 30)
        #expect(advanced.debugLogging.value)
    }

    @Test func anEnabledStateHearsTheFieldItsConditionReads() throws {
        let general = GeneralSettingsScreen(store: try PreferenceStore<AppSettings>())
        #expect(isObserved({ _ = general.isEnabled(.volume) }, when: { general.soundEnabled.value = false }))
        #expect(!general.isEnabled(.volume))
        #expect(!isObserved({ _ = general.isEnabled(.volume) }, when: { general.volume.value = 0.1 }))
    }

    @Test func aRejectedValueIsNotHeardButItsValidationErrorIs() throws {
        let general = GeneralSettingsScreen(store: try PreferenceStore<AppSettings>())
        #expect(!isObserved({ _ = general.volume.value }, when: { general.volume.value = 1.5 }))
        #expect(isObserved({ _ = general.userName.validationError }, when: {
            general.userName.value = String(repeating: "x", count: 33)
        }))
        #expect(isObserved({ _ = general.userName.validationError }, when: { general.userName.value = "Ann" }))
        #expect(general.userName.validationError == nil)
    }

    @Test func loadingTheSettingsFileIsHeardByTheFieldsItChanges() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("settings.json")
        let saved = try PreferenceStore<AppSettings>()
        try saved.set(\.theme, to: .light)
        try saved.save(to: file)

        let general = GeneralSettingsScreen(store: try PreferenceStore<AppSettings>())
        #expect(try isObserved({ _ = general.theme.value }, when: { try general.store.load(from: file) }))
        #expect(general.theme.value == .light)
    }

    @Test func aRecordEditIsHeardByTheTableThatShowsIt() throws {
        let records = try RecordsTests.members(["Ann", "Bo"])
        #expect(try isObserved({ _ = try? records.value(\.name, at: 1) }, when: { try records.set(\.name, to: "Bea", at: 1) }))
        #expect(try isObserved({ _ = records.count }, when: { try records.add(RecordsTests.member(3, "Cy")) }))

        let members = try MembersTable(records: records, hooks: MemberSelectionLog(), locale: RecordsTests.english)
        _ = try members.table.tap(1)
        #expect(try isObserved({ _ = members.selectedRecords }, when: { try records.set(\.place, to: "Oslo", at: 1) }))
        #expect(members.selectedRecords.map(\.place) == ["Oslo"])
    }

    @Test func aSelectionIsHeardByWhatDrawsTheRows() throws {
        let members = try MembersTable(
            records: try RecordsTests.members(MembersTableTests.names), hooks: MemberSelectionLog(), locale: RecordsTests.english)
        let table = members.table
        #expect(try isObserved({ _ = table.accessory(forRow: 0) }, when: { _ = try table.tap(0) }))
        #expect(try isObserved({ _ = table.selectedTitles }, when: { try table.deselect(0) }))

        // The fifth selected row disables the others, which a view drawing them hears.
        for row in 0..<4 { _ = try table.tap(row) }
        #expect(try isObserved({ _ = table.isEnabled(6) }, when: { _ = try table.tap(4) }))
        // A refused tap changes nothing and is not heard.
        var refused: TapResult?
        #expect(try !isObserved({ _ = table.selectedIndexes }, when: { refused = try table.tap(6) }))
        #expect(refused == .rejected(.rowDisabled))
    }

    @Test func aLayerChangeIsHeardByAHitTest() throws {
        let main = try MainScreenHierarchy(bounds: MainScreenTests.screen)
        let point = Point(x: 100, y: 320)
        #expect(try isObserved({ _ = main.hitTest(point) }, when: { try main.setHidden(false, for: .emptyNote) }))
        #expect(main.hitTest(point) == .emptyNote)
        #expect(try isObserved({ _ = main.flattenedViews }, when: { try main.bringToFront(.members) }))

        // The app's own code changes the hierarchy through the same API, and is heard too.
        let members = try RecordsTests.members(["Ann"])
        #expect(try isObserved({ _ = main.hitTest(point) }, when: { try main.showEmptyNote(for: members) }))
        #expect(main.hitTest(point) == .members)
    }
}
