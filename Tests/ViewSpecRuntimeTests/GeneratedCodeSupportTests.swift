import Foundation
import Testing
import ViewSpecRuntime

/// The small types generated preference screens and tables use: texts, control kinds,
/// field bindings and rows titled by an optional field.
@MainActor @Suite struct GeneratedCodeSupportTests {
    @Test func aLocalizedTextFallsBackToItsDefaultThenItsKey() {
        let translations = ["greeting": "Hallo"]
        #expect(DisplayText.literal("Hi").resolved { translations[$0] } == "Hi")
        #expect(DisplayText.localized(key: "greeting", fallback: "Hello").resolved { translations[$0] } == "Hallo")
        #expect(DisplayText.localized(key: "farewell", fallback: "Bye").resolved { translations[$0] } == "Bye")
        #expect(DisplayText.localized(key: "farewell", fallback: nil).resolved() == "farewell")
    }

    /// A screen's texts are looked up in its strings table of the bundle; a key the table
    /// lacks, or a table the bundle lacks, shows the default text.
    @Test func aLocalizedTextIsLookedUpInTheScreensTable() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-table-\(UUID().uuidString).bundle")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("\"greeting\" = \"Hallo\";\n\"same\" = \"same\";\n".utf8).write(to: directory.appendingPathComponent("Shared.strings"))
        let bundle = try #require(Bundle(path: directory.path))
        #expect(DisplayText.localized(key: "greeting", fallback: "Hello").resolved(table: "Shared", bundle: bundle) == "Hallo")
        #expect(DisplayText.localized(key: "same", fallback: "Other").resolved(table: "Shared", bundle: bundle) == "same")
        #expect(DisplayText.localized(key: "farewell", fallback: "Bye").resolved(table: "Shared", bundle: bundle) == "Bye")
        #expect(DisplayText.localized(key: "greeting", fallback: "Hello").resolved(table: "Other", bundle: bundle) == "Hello")
        #expect(DisplayText.localized(key: "greeting", fallback: nil).resolved(table: nil, bundle: bundle) == "greeting")
        #expect(DisplayText.literal("Hi").resolved(table: "Shared", bundle: bundle) == "Hi")
    }

    @Test func onlyControlsThatChangeTheirFieldEditIt() {
        let editing = PreferenceControl.allCases.filter(\.edits).map(\.rawValue)
        #expect(editing == ["toggle", "slider", "stepper", "textField", "choice", "multiChoice", "datePicker", "colorPicker", "soundPicker"])
    }

    @Test func aBindingWritesThroughTheStoreSoValuesAreValidatedAndObserved() throws {
        let store = try PreferenceStore<AppSettings>()
        let volume = PreferenceBinding(store: store, keyPath: \.volume)
        var changes: [[String]] = []
        let token = store.observe { changes.append($0.changedFields) }
        try volume.set(0.3)
        #expect(volume.value == 0.3)
        #expect(store[\.volume] == 0.3)
        #expect(throws: StoreError.self) { try volume.set(1.5) }
        #expect(volume.value == 0.3)
        #expect(changes == [["volume"]])
        token.cancel()
    }

    @Test func onlyEmbeddingContentNamesWhatItEmbeds() {
        #expect(ViewContent.table("Members").embeddedName == "Members")
        #expect(ViewContent.preferences("General").embeddedName == "General")
        #expect(ViewContent.hierarchy("Banner").embeddedName == "Banner")
        #expect(ViewContent.image(name: "logo").embeddedName == nil)
        #expect(ViewContent.text(.literal("Hi")).embeddedName == nil)
        #expect(ViewContent.plain.embeddedName == nil)
    }

    @Test func recordRowsTitledByAnOptionalFieldShowEmptyTitlesForAbsentValues() throws {
        let store = try RecordStore<Contact>()
        try store.add(Contact(nickname: "Zed"))
        try store.add(Contact(nickname: nil))
        try store.add(Contact(nickname: "amy"))
        let rows = try TableRow.rows(records: store, display: \.nickname, sortBy: "nickname", locale: Locale(identifier: "en"))
        #expect(rows.map(\.title) == ["", "amy", "Zed"])
        #expect(rows.map(\.id) == [.record(store.ids[1]), .record(store.ids[2]), .record(store.ids[0])])
    }
}

private struct Contact: RecordModel {
    static let modelName = "Contact"
    static let fields: [ModelField<Contact>] = [.string("nickname", \.nickname)]
    var nickname: String?

    init() {}
    init(nickname: String?) { self.nickname = nickname }
}
