import Foundation
import Testing
import ViewSpecRuntime

/// Saving and loading preference files: round trips, the self-identifying header, atomic
/// writes, and loads that check everything before replacing anything.
@MainActor @Suite struct PreferencePersistenceTests {
    private func customized() throws -> PreferenceStore<AppSettings> {
        let store = try PreferenceStore<AppSettings>()
        try store.set(\.soundEnabled, to: false)
        try store.set(\.volume, to: 0.35)
        try store.set(\.syncInterval, to: 90)
        try store.set(\.userName, to: "Ada Tab")
        try store.set(\.theme, to: .dark)
        try store.set(\.quality, to: .high)
        try store.set(\.topics, to: [.weather, .sport])
        try store.set(\.nickname, to: "a \"quoted\"\tname")
        return store
    }

    private func expectUnchanged(_ store: PreferenceStore<AppSettings>, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(store[\.volume] == 0.35, sourceLocation: sourceLocation)
        #expect(store[\.theme] == .dark, sourceLocation: sourceLocation)
        #expect(store[\.topics] == [.weather, .sport], sourceLocation: sourceLocation)
    }

    @Test func valuesSurviveASaveAndLoad() throws {
        let directory = try TemporaryDirectory()
        let saved = try customized()
        try saved.save(to: directory.file("settings.json"))

        let loaded = try PreferenceStore<AppSettings>()
        var changes: [PreferenceChange<AppSettings>] = []
        let token = loaded.observe { changes.append($0) }
        let report = try loaded.load(from: directory.file("settings.json"))
        #expect(report.isExactMatch)
        #expect(loaded.values.volume == 0.35)
        #expect(loaded[\.syncInterval] == 90)
        #expect(loaded[\.userName] == "Ada Tab")
        #expect(loaded[\.theme] == .dark)
        #expect(loaded[\.quality] == .high)
        #expect(loaded[\.topics] == [.sport, .weather])
        #expect(loaded[\.nickname] == "a \"quoted\"\tname")
        #expect(loaded[\.soundEnabled] == false)
        #expect(changes.count == 1)
        #expect(changes.first?.cause == .load)
        #expect(changes.first?.changedFields.count == AppSettings.fields.count)
        withExtendedLifetime(token) {}
    }

    @Test func theFileNamesItsFormatModelAndFieldTypesInAFixedOrder() throws {
        // BRIEF §3: the file identifies itself, so a wrong file can be rejected.
        let directory = try TemporaryDirectory()
        try PreferenceStore<AppSettings>().save(to: directory.file("a.json"))
        let text = try directory.read("a.json")
        #expect(text == """
            {
              "format": "viewspec-preferences",
              "formatVersion": 1,
              "model": "AppSettings",
              "fields": [
                {"name": "soundEnabled", "type": "Bool"},
                {"name": "volume", "type": "Float"},
                {"name": "syncInterval", "type": "Int"},
                {"name": "userName", "type": "String"},
                {"name": "theme", "type": "enum<String>"},
                {"name": "quality", "type": "enum<Int>"},
                {"name": "topics", "type": "set<enum<String>>"},
                {"name": "nickname", "type": "String"}
              ],
              "values": {
                "soundEnabled": true,
                "volume": 0.8,
                "syncInterval": 30,
                "userName": "",
                "theme": "system",
                "quality": 1,
                "topics": ["news"],
                "nickname": null
              }
            }

            """)
    }

    @Test func savingTheSameValuesTwiceWritesTheSameBytes() throws {
        let directory = try TemporaryDirectory()
        let store = try customized()
        try store.save(to: directory.file("a.json"))
        try store.save(to: directory.file("b.json"))
        let copy = try PreferenceStore<AppSettings>()
        try copy.load(from: directory.file("a.json"))
        try copy.save(to: directory.file("c.json"))
        #expect(try directory.read("a.json") == directory.read("b.json"))
        #expect(try directory.read("a.json") == directory.read("c.json"))
    }

    @Test func savingLeavesNoTemporaryFileBehind() throws {
        let directory = try TemporaryDirectory()
        let store = try customized()
        try store.save(to: directory.file("settings.json"))
        try store.set(\.volume, to: 0.9)
        try store.save(to: directory.file("settings.json"))
        #expect(try directory.entries() == ["settings.json"])
        #expect(try directory.read("settings.json").contains("\"volume\": 0.9"))
    }

    @Test func aFailedSaveKeepsTheOldFileAndRemovesItsTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        // The destination is a directory that is not empty, so the final rename fails
        // after the temporary file has been written.
        let blocked = directory.file("settings.json")
        try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: false)
        _ = try directory.write("keep", to: "settings.json/inside")
        let error = try #require(throws: PersistenceError.self) { try customized().save(to: blocked) }
        guard case .writeFailed(let path, _) = error else {
            Issue.record("expected a write failure, found \(error)")
            return
        }
        #expect(path == blocked.path)
        #expect(try directory.entries() == ["settings.json"])
        #expect(try directory.read("settings.json/inside") == "keep")

        #expect(throws: PersistenceError.self) { try customized().save(to: directory.file("missing/settings.json")) }
        #expect(try directory.entries() == ["settings.json"])
    }

    // MARK: - Rejected files keep the current values (BRIEF §2, §3)

    /// Saves the defaults, rewrites the file with `edit`, and loads it into a customized
    /// store, which must keep its values and tell no observer.
    private func rejectedLoad(
        _ edit: (String) -> String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> PersistenceError? {
        let directory = try TemporaryDirectory()
        try PreferenceStore<AppSettings>().save(to: directory.file("settings.json"))
        let url = try directory.write(edit(directory.read("settings.json")), to: "settings.json")
        let store = try customized()
        var notified = false
        let token = store.observe { _ in notified = true }
        defer { withExtendedLifetime(token) {} }
        do {
            try store.load(from: url)
            Issue.record("the load succeeded", sourceLocation: sourceLocation)
            return nil
        } catch {
            expectUnchanged(store, sourceLocation: sourceLocation)
            #expect(!notified, sourceLocation: sourceLocation)
            return error
        }
    }

    @Test func truncatedAndCorruptFilesAreRejected() throws {
        for edit: (String) -> String in [{ String($0.prefix($0.count / 2)) }, { _ in "" }, { _ in "\u{FF}\u{FE}garbage" }, { "x" + $0 }] {
            let error = try rejectedLoad(edit)
            guard case .malformed(_, let reason)? = error else {
                Issue.record("expected a malformed file, found \(String(describing: error))")
                continue
            }
            #expect(reason == "the file is not JSON or is truncated")
        }
        let array = try rejectedLoad { _ in "[1, 2]" }
        #expect(array?.description.hasSuffix("not a valid model file: expected a JSON object at the top level") == true)
    }

    @Test func foreignFilesAreRejectedByTheirFormatId() throws {
        guard case .wrongFormat(_, let expected, let found)? = try rejectedLoad({ _ in #"{"name": "something else"}"# }) else {
            Issue.record("expected a wrong format")
            return
        }
        #expect(expected == "viewspec-preferences")
        #expect(found == nil)
        let records = try rejectedLoad { $0.replacingOccurrences(of: "viewspec-preferences", with: "viewspec-records") }
        #expect(records == .wrongFormat(path: records?.path ?? "", expected: "viewspec-preferences", found: "viewspec-records"))
    }

    @Test func otherFormatVersionsAreRejected() throws {
        let error = try rejectedLoad { $0.replacingOccurrences(of: #""formatVersion": 1"#, with: #""formatVersion": 2"#) }
        #expect(error == .unsupportedFormatVersion(path: error?.path ?? "", found: 2, supported: 1))
        let text = try rejectedLoad { $0.replacingOccurrences(of: #""formatVersion": 1"#, with: #""formatVersion": "1""#) }
        #expect(text?.description.contains("'formatVersion' must be an integer") == true)
    }

    @Test func filesOfAnotherModelAreRejected() throws {
        let error = try rejectedLoad { $0.replacingOccurrences(of: #""model": "AppSettings""#, with: #""model": "RecordCard""#) }
        #expect(error == .wrongModel(path: error?.path ?? "", expected: "AppSettings", found: "RecordCard"))
        #expect(error?.description.hasSuffix("the file holds model 'RecordCard', expected 'AppSettings'") == true)
    }

    @Test func invalidValuesAreRejectedWithEveryProblem() throws {
        let error = try rejectedLoad {
            $0.replacingOccurrences(of: #""volume": 0.8"#, with: #""volume": 1.5"#)
                .replacingOccurrences(of: #""theme": "system""#, with: #""theme": "sepia""#)
                .replacingOccurrences(of: #""syncInterval": 30"#, with: #""syncInterval": "30""#)
        }
        guard case .incompatibleContents(_, let problems)? = error else {
            Issue.record("expected incompatible contents, found \(String(describing: error))")
            return
        }
        #expect(problems.map(\.description) == [
            "field 'volume': expected a number from 0 to 1, found 1.5",
            #"field 'syncInterval': expected an Int, found a string ("30")"#,
            #"field 'theme': expected one of "light", "dark", "system", found "sepia""#,
        ])
    }

    @Test func fieldTypesInTheFileMustMatchTheModel() throws {
        let error = try rejectedLoad { $0.replacingOccurrences(of: #""type": "Float""#, with: #""type": "Int""#) }
        guard case .incompatibleContents(_, let problems)? = error else {
            Issue.record("expected incompatible contents, found \(String(describing: error))")
            return
        }
        #expect(problems == [.fieldTypeChanged(field: "volume", expected: "Float", found: "Int")])
    }

    @Test func valuesMustMatchTheDeclaredFields() throws {
        let missing = try rejectedLoad { $0.replacingOccurrences(of: #""volume": 0.8,"#, with: "") }
        #expect(missing?.problems == [.missingValue(field: "volume", record: nil)])
        let extra = try rejectedLoad { $0.replacingOccurrences(of: #""volume": 0.8,"#, with: #""volume": 0.8, "colour": 3,"#) }
        #expect(extra?.problems == [.undeclaredValue(field: "colour")])
        let duplicate = try rejectedLoad {
            $0.replacingOccurrences(of: #"{"name": "volume", "type": "Float"},"#, with: #"{"name": "volume", "type": "Float"}, {"name": "volume", "type": "Float"},"#)
        }
        #expect(duplicate?.problems == [.duplicateField("volume")])
        let nulled = try rejectedLoad { $0.replacingOccurrences(of: #""userName": "","#, with: #""userName": null,"#) }
        #expect(nulled?.problems?.first?.description == "field 'userName': expected a value (the field is not optional), found null")
    }

    @Test func aMissingFileIsReported() throws {
        let directory = try TemporaryDirectory()
        let store = try customized()
        let error = try #require(throws: PersistenceError.self) { try store.load(from: directory.file("absent.json")) }
        guard case .readFailed(let path, _) = error else {
            Issue.record("expected a read failure, found \(error)")
            return
        }
        #expect(path.hasSuffix("absent.json"))
        expectUnchanged(store)
    }

    // MARK: - Older models

    @Test func addedFieldsTakeTheirDefaultsAndRemovedFieldsAreIgnoredButReported() throws {
        let directory = try TemporaryDirectory()
        try customized().save(to: directory.file("settings.json"))
        let later = try PreferenceStore<AppSettingsLater>()
        try later.set(\.fontSize, to: 20)
        let report = try later.load(from: directory.file("settings.json"))
        #expect(report.defaultedFields == ["fontSize"])
        #expect(report.ignoredFields == ["nickname"])
        #expect(!report.isExactMatch)
        #expect(later[\.fontSize] == 15)
        #expect(later[\.volume] == 0.35)
        #expect(later[\.topics] == [.sport, .weather])

        // And back: the newer file loads into the older model the same way.
        try later.save(to: directory.file("later.json"))
        let older = try PreferenceStore<AppSettings>()
        let back = try older.load(from: directory.file("later.json"))
        #expect(back == LoadReport(defaultedFields: ["nickname"], ignoredFields: ["fontSize"]))
        #expect(older[\.nickname] == nil)
    }

    @Test func aFieldWhoseTypeChangedIsAnError() throws {
        let directory = try TemporaryDirectory()
        try customized().save(to: directory.file("settings.json"))
        let retyped = try PreferenceStore<AppSettingsRetyped>()
        let error = try #require(throws: PersistenceError.self) { try retyped.load(from: directory.file("settings.json")) }
        #expect(error.problems == [.fieldTypeChanged(field: "volume", expected: "Int", found: "Float")])
        #expect(retyped[\.volume] == 8)
    }
}

extension PersistenceError {
    var path: String {
        switch self {
        case .readFailed(let path, _), .writeFailed(let path, _), .malformed(let path, _), .wrongFormat(let path, _, _),
            .unsupportedFormatVersion(let path, _, _), .wrongModel(let path, _, _), .incompatibleContents(let path, _):
            path
        }
    }

    var problems: [ContentProblem]? {
        if case .incompatibleContents(_, let problems) = self { return problems }
        return nil
    }
}
