import Foundation
import Testing
@testable import ViewSpecRuntime

/// Preferences kept in `UserDefaults` under their fields' names, as a Settings.bundle's
/// values are: registered defaults, values written by someone else taken or refused, and
/// every accepted change written back.
@MainActor @Suite struct PreferenceUserDefaultsTests {
    /// A suite of its own, removed when done, so that tests never share values.
    final class Suite {
        let name = "viewspec.tests.\(UUID().uuidString)"
        let defaults: UserDefaults

        init() throws {
            defaults = try #require(UserDefaults(suiteName: name))
        }

        deinit {
            defaults.removePersistentDomain(forName: name)
        }
    }

    @Test func theRegisteredDefaultsAreTheModelsDefaultsAsPropertyListValues() {
        let registered = AppSettings.registeredDefaults
        #expect(registered["soundEnabled"] as? Bool == true)
        #expect(registered["volume"] as? Double == 0.8)
        #expect(registered["syncInterval"] as? Int == 30)
        #expect(registered["userName"] as? String == "")
        // Enumeration cases by raw value: strings and integers.
        #expect(registered["theme"] as? String == "system")
        #expect(registered["quality"] as? Int == 1)
        #expect(registered["topics"] as? [String] == ["news"])
        // An optional field without a default is not registered.
        #expect(registered["nickname"] == nil)
        #expect(Set(registered.keys) == ["soundEnabled", "volume", "syncInterval", "userName", "theme", "quality", "topics"])
    }

    @Test func keysNeverSetReadAsTheFieldsDefaultsOnceLoaded() throws {
        let suite = try Suite()
        let store = try PreferenceStore<AppSettings>()
        #expect(store.load(from: suite.defaults).isEmpty)
        #expect(suite.defaults.integer(forKey: "syncInterval") == 30)
        #expect(suite.defaults.bool(forKey: "soundEnabled"))
        #expect(store.values.syncInterval == 30)
    }

    @Test func valuesWrittenBySomeoneElseAreTaken() throws {
        let suite = try Suite()
        suite.defaults.set(60, forKey: "syncInterval")
        suite.defaults.set(false, forKey: "soundEnabled")
        suite.defaults.set(1, forKey: "volume")
        suite.defaults.set("dark", forKey: "theme")
        suite.defaults.set(2, forKey: "quality")
        suite.defaults.set(["weather", "news"], forKey: "topics")
        suite.defaults.set("Bo", forKey: "nickname")
        let store = try PreferenceStore<AppSettings>()
        var causes: [PreferenceChange<AppSettings>.Cause] = []
        let token = store.observe { causes.append($0.cause) }
        #expect(store.load(from: suite.defaults).isEmpty)
        token.cancel()
        let values = store.values
        #expect(values.syncInterval == 60 && !values.soundEnabled && values.volume == 1)
        #expect(values.theme == .dark && values.quality == .high && values.topics == [.weather, .news])
        #expect(values.nickname == "Bo")
        // One change for the whole load.
        #expect(causes == [.load])
    }

    @Test func valuesTheFieldsRefuseKeepTheCurrentValueAndSayWhy() throws {
        let suite = try Suite()
        suite.defaults.set(500, forKey: "syncInterval")
        suite.defaults.set("loud", forKey: "volume")
        suite.defaults.set("sepia", forKey: "theme")
        suite.defaults.set("Ann", forKey: "userName")
        let store = try PreferenceStore<AppSettings>()
        let refused = store.load(from: suite.defaults)
        #expect(refused.map(\.field) == ["volume", "syncInterval", "theme"])
        #expect(refused.map(\.problem) == [.typeMismatch, .aboveMaximum, .unknownCase])
        #expect(refused.first?.description == #"field 'volume': expected a Float, found "loud""#)
        let values = store.values
        #expect(values.syncInterval == 30 && values.volume == 0.8 && values.theme == .system)
        // The values that fit are taken all the same, and the refused keys stay as written.
        #expect(values.userName == "Ann")
        #expect(suite.defaults.integer(forKey: "syncInterval") == 500)
    }

    /// The Settings app's text field stores what the user typed as text, whatever its
    /// keyboard, so a number field bound to one reads text that is wholly its number.
    @Test func numberFieldsTakeTheTextASettingsAppTextFieldStores() throws {
        let suite = try Suite()
        suite.defaults.set("45", forKey: "syncInterval")
        suite.defaults.set("0.25", forKey: "volume")
        let store = try PreferenceStore<AppSettings>()
        #expect(store.load(from: suite.defaults).isEmpty)
        #expect(store.values.syncInterval == 45 && store.values.volume == 0.25)

        // Text that is not wholly a number of the field's type is refused, as any other
        // mistyped value: cleared, spaced, a fraction for an Int, not a finite number.
        for (interval, volume) in [("", "nan"), (" 45", "inf"), ("4.5", "0.5 "), ("45s", "")] {
            suite.defaults.set(interval, forKey: "syncInterval")
            suite.defaults.set(volume, forKey: "volume")
            let refused = store.load(from: suite.defaults)
            #expect(refused.map(\.field) == ["volume", "syncInterval"], "\(interval) \(volume)")
            #expect(refused.map(\.problem) == [.typeMismatch, .typeMismatch])
            #expect(store.values.syncInterval == 45 && store.values.volume == 0.25)
        }
    }

    @Test func aKeptStoreWritesEveryAcceptedChangeAndNothingAfterItsTokenEnds() throws {
        let suite = try Suite()
        let store = try PreferenceStore<AppSettings>()
        let (refused, token) = store.keep(in: suite.defaults)
        #expect(refused.isEmpty)
        try store.set(\.volume, to: 0.25)
        try store.set(\.topics, to: [.sport])
        try store.set(\.quality, to: .low)
        try store.set(\.nickname, to: "Cy")
        #expect(suite.defaults.double(forKey: "volume") == 0.25)
        #expect(suite.defaults.stringArray(forKey: "topics") == ["sport"])
        #expect(suite.defaults.integer(forKey: "quality") == 0)
        #expect(suite.defaults.string(forKey: "nickname") == "Cy")
        // A rejected value writes nothing.
        #expect(!store.setIfValid(\.syncInterval, to: 1))
        #expect(suite.defaults.integer(forKey: "syncInterval") == 30)
        // An optional field set to nothing removes its key.
        try store.set(\.nickname, to: nil)
        #expect(suite.defaults.object(forKey: "nickname") == nil)

        // Another store over the same defaults reads what this one wrote: one store of values.
        let other = try PreferenceStore<AppSettings>()
        #expect(other.load(from: suite.defaults).isEmpty)
        #expect(other.values.volume == 0.25 && other.values.topics == [.sport] && other.values.quality == .low)

        token.cancel()
        try store.set(\.volume, to: 0.5)
        #expect(suite.defaults.double(forKey: "volume") == 0.25)
    }

    @Test func savingWritesEveryFieldOnce() throws {
        let suite = try Suite()
        let store = try PreferenceStore<AppSettings>()
        try store.set(\.userName, to: "Dee")
        store.save(to: suite.defaults)
        #expect(suite.defaults.string(forKey: "userName") == "Dee")
        #expect(suite.defaults.string(forKey: "theme") == "system")
        #expect(suite.defaults.object(forKey: "nickname") == nil)
    }

    @Test func aFieldThatIsNotStoredIsNeitherRegisteredLoadedNorWritten() throws {
        #expect(SecuritySettings.fields.map(\.isStored) == [false, true])
        #expect(Set(SecuritySettings.registeredDefaults.keys) == ["lockAfter"])
        let suite = try Suite()
        // A value someone else left under the name is not taken, nor refused.
        suite.defaults.set(false, forKey: "biometricUnlock")
        suite.defaults.set(10, forKey: "lockAfter")
        let store = try PreferenceStore<SecuritySettings>()
        let (refused, token) = store.keep(in: suite.defaults)
        #expect(refused.isEmpty)
        #expect(store.values.biometricUnlock && store.values.lockAfter == 10)
        try store.set(\.biometricUnlock, to: false)
        try store.set(\.lockAfter, to: 15)
        #expect(suite.defaults.integer(forKey: "lockAfter") == 15)
        token.cancel()
        // Neither a change nor saving writes it: the key keeps what someone else wrote.
        suite.defaults.set(true, forKey: "biometricUnlock")
        store.save(to: suite.defaults)
        #expect(suite.defaults.bool(forKey: "biometricUnlock"))
        #expect(!store.values.biometricUnlock)
    }

    @Test func aFieldWithAKeyIsRegisteredLoadedAndWrittenUnderIt() throws {
        let key = "text_longtitle_ adjustsFontSizeToFitWidth_disabled"
        #expect(LegacyDisplaySettings.fields.map(\.storageKey) == [key, "fontSize"])
        #expect(Set(LegacyDisplaySettings.registeredDefaults.keys) == [key, "fontSize"])
        let suite = try Suite()
        // What the app stored before it used the generated code is read back.
        suite.defaults.set(true, forKey: key)
        suite.defaults.set(false, forKey: "autoFitDisabled")
        let store = try PreferenceStore<LegacyDisplaySettings>()
        let (refused, token) = store.keep(in: suite.defaults)
        #expect(refused.isEmpty)
        #expect(store.values.autoFitDisabled)
        try store.set(\.autoFitDisabled, to: false)
        #expect(suite.defaults.object(forKey: key) as? Bool == false)
        token.cancel()
        try store.set(\.autoFitDisabled, to: true)
        store.save(to: suite.defaults)
        #expect(suite.defaults.object(forKey: key) as? Bool == true)
        // The field's name is no key of the store.
        #expect(suite.defaults.object(forKey: "autoFitDisabled") as? Bool == false)
    }

    @Test func listFieldsAreRegisteredLoadedAndWrittenAsArrays() throws {
        let registered = ListSettings.registeredDefaults
        #expect(registered["tags"] as? [String] == ["home", "work"])
        #expect(registered["dna"] as? [String] == ["A", "T", "A"])
        #expect(registered["shoe sizes"] as? [Int] == [])
        #expect(registered["weights"] as? [Double] == [0.5])
        let suite = try Suite()
        // What InAppSettingsKit's list groups stored is read back, in order, repeats kept.
        suite.defaults.set(["a", "b", "a"], forKey: "tags")
        suite.defaults.set(["G", "C"], forKey: "dna")
        suite.defaults.set([42, 43], forKey: "shoe sizes")
        suite.defaults.set([1, 2.5], forKey: "weights")
        let store = try PreferenceStore<ListSettings>()
        let (refused, token) = store.keep(in: suite.defaults)
        // Sizes beyond the field's maximum refuse the array, which keeps the default.
        #expect(refused.map(\.field) == ["sizes"])
        #expect(store.values.tags == ["a", "b", "a"])
        #expect(store.values.dna == [.g, .c])
        #expect(store.values.sizes == [])
        #expect(store.values.weights == [1, 2.5])
        // Adding and deleting an element writes the whole array.
        try store.set(\.tags, to: store.values.tags + ["new"])
        #expect(suite.defaults.stringArray(forKey: "tags") == ["a", "b", "a", "new"])
        try store.set(\.dna, to: [.t])
        #expect(suite.defaults.stringArray(forKey: "dna") == ["T"])
        try store.set(\.sizes, to: [3, 9])
        #expect(suite.defaults.array(forKey: "shoe sizes") as? [Int] == [3, 9])
        token.cancel()
        // An element the field refuses refuses the change, and the store keeps the list.
        #expect(throws: StoreError.self) { try store.set(\.tags, to: ["far too long"]) }
        #expect(throws: StoreError.self) { try store.set(\.sizes, to: [10]) }
        #expect(store.values.sizes == [3, 9])
    }

    @Test func aListStoredAsAnotherTypeIsRefusedWhole() throws {
        let suite = try Suite()
        suite.defaults.set("home", forKey: "tags")
        suite.defaults.set(["A", "X"], forKey: "dna")
        let store = try PreferenceStore<ListSettings>()
        let refused = store.load(from: suite.defaults)
        #expect(Set(refused.map(\.field)) == ["tags", "dna"])
        #expect(store.values.tags == ["home", "work"])
        #expect(store.values.dna == [.a, .t, .a])
    }

    @Test func listValuesAreValidatedElementByElement() {
        let tags = ListSettings.fields[0].definition
        #expect(tags.isList)
        #expect((try? tags.validate(.list([.string("home")]))) != nil)
        #expect((try? tags.validate(.string("home"))) == nil)
        #expect((try? tags.validate(.list([.string("much too long")]))) == nil)
        #expect((try? tags.validate(.list([.int(1)]))) == nil)
        #expect(FieldValue.list([.string("a"), .int(1)]).description == "[\"a\", 1]")
    }

    @Test func dateFieldsAreRegisteredLoadedAndWrittenAsDates() throws {
        let registered = QuietHours.registeredDefaults
        #expect(registered["quietFrom"] as? Date == QuietHours().quietFrom)
        #expect(Set(registered.keys) == ["quietFrom", "quietUntil"])
        let suite = try Suite()
        let later = Date(timeIntervalSinceReferenceDate: 789_000_000.5)
        suite.defaults.set(later, forKey: "quietFrom")
        suite.defaults.set("07:00", forKey: "quietUntil")
        let store = try PreferenceStore<QuietHours>()
        let refused = store.load(from: suite.defaults)
        // A date is taken as it is; text is no date.
        #expect(refused.map(\.field) == ["quietUntil"])
        #expect(refused.first?.description == #"field 'quietUntil': expected a Date, found "07:00""#)
        #expect(store.values.quietFrom == later && store.values.quietUntil == QuietHours().quietUntil)
        let checked = Date(timeIntervalSinceReferenceDate: 789_100_000)
        try store.set(\.lastChecked, to: checked)
        store.save(to: suite.defaults)
        #expect(suite.defaults.object(forKey: "lastChecked") as? Date == checked)
        #expect(suite.defaults.object(forKey: "quietUntil") as? Date == QuietHours().quietUntil)
    }

    @Test func dateFieldsKeepTheirMomentInAFile() throws {
        let store = try PreferenceStore<QuietHours>()
        let moment = Date(timeIntervalSinceReferenceDate: 789_000_000.25)
        try store.set(\.lastChecked, to: moment)
        let directory = try TemporaryDirectory()
        let file = directory.file("quiet.json")
        try store.save(to: file)
        let loaded = try PreferenceStore<QuietHours>()
        try loaded.load(from: file)
        #expect(loaded.values.lastChecked == moment)
        #expect(loaded.values.quietFrom == QuietHours().quietFrom)
        #expect(FieldValue.date(QuietHours().quietFrom).description == "2026-01-01T22:00:00Z")
    }
}
