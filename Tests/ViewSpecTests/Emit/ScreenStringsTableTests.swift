import Foundation
import Testing
@testable import ViewSpec

/// `strings:` on a preference screen, the strings table its localized texts are looked up
/// in (gap G15): decoded and judged (strings-table-name, strings-table-conflict), written
/// once per table by the Settings.bundle export of either dialect and named as each pane's
/// StringsTable, and imported from a pane whose table is not named like it.
@Suite struct ScreenStringsTableTests {
    static func spec(general: String = "    strings: Root\n", more: String = "    strings: Root\n", moreTitle: String = "Sound") -> String {
        """
        viewspec: 1
        models:
          Settings:
            kind: preferences
            fields:
              sound: Bool
              vibrate: Bool
        preferences:
          General:
            model: Settings
            entry: true
        \(general)    sections:
              - items:
                  - toggle: sound
                    title: {localized: SOUND, default: Sound}
                  - childPane: More
          More:
            model: Settings
        \(more)    title: {localized: MORE, default: More}
            sections:
              - items:
                  - toggle: sound
                    title: {localized: SOUND, default: \(moreTitle)}
                  - toggle: vibrate
                    title: {localized: VIBRATE, default: Vibrate}
        """
    }

    // MARK: - Decoding and checks

    @Test func aTableNameIsDecoded() throws {
        let compilation = Compiler().compile(sources: [SourceFile(path: "test.yaml", text: Self.spec())])
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(\.message))")
        let screens = compilation.project.preferenceScreens
        #expect(screens.map { $0.strings?.value } == ["Root", "Root"])
    }

    @Test func aTableNameThatIsNoStringIsReported() {
        let reported = compileSpec(Self.spec(general: "    strings: [Root]\n")).filter { $0.id == .wrongValueType }
        #expect(reported.map(\.range.start.line) == [12], "\(reported.map(\.message))")
        #expect(reported.first?.message.contains("the name of a strings table") == true, "\(reported.map(\.message))")
    }

    @Test func aPathIsReportedWithTheTableItNames() throws {
        let text = Self.spec(general: "    strings: en.lproj/Root.strings\n")
        let diagnostic = try #require(expectOneDiagnostic(
            of: StringsTableNameCheck.self, in: text, line: 12, column: 14,
            message: "expected the name of a strings table (a file name without '.strings'), found 'en.lproj/Root.strings': it holds a '/', which would make it a folder"))
        #expect(diagnostic.fixIts.first?.replacement == "Root")
        let fixed = try applyingFirstFixIt(of: diagnostic, to: text)
        #expect(fixed.contains("    strings: Root\n"))
    }

    @Test(arguments: [
        ("''", "the name is empty", nil),
        (".Root", "it starts with '.', which would hide the file", nil),
        ("Root.strings", "it names the file, and '.strings' is added to the name", "Root"),
        ("\"Ro\\tot\"", "it holds the control character U+0009", nil),
        (String(repeating: "a", count: 248), "it is 248 bytes long, more than the 247 a file name leaves for it", nil),
    ] as [(String, String, String?)])
    func aNameNoTableFileCanHaveIsReported(name: String, problem: String, fix: String?) throws {
        let text = Self.spec(general: "    strings: \(name)\n")
        let reported = compileSpec(text).filter { $0.id == StringsTableNameCheck.description.id }
        #expect(reported.count == 1)
        let diagnostic = try #require(reported.first)
        #expect(diagnostic.message.hasSuffix(problem), "\(diagnostic.message)")
        #expect(diagnostic.range.start.line == 12)
        #expect(diagnostic.fixIts.first?.replacement == fix)
        if let fixIt = diagnostic.fixIts.first { #expect(compileSpec(applying(fixIt, to: text)).isEmpty) }
    }

    @Test func aNameWithDotsInsideIsATableName() {
        #expect(compileSpec(Self.spec(general: "    strings: Root.inApp\n", more: "    strings: Root.inApp\n")).isEmpty)
    }

    @Test func twoTextsOfOneKeyInASharedTableAreReportedAtTheLaterOne() throws {
        let text = Self.spec(moreTitle: "Sounds")
        let diagnostic = try #require(expectOneDiagnostic(
            of: StringsTableConflictCheck.self, in: text, line: 25, column: 20,
            message: "expected one default text for key 'SOUND' of strings table 'Root' (screens 'General' and 'More' share it), found 'Sounds' and 'Sound' before it; the table keeps the first"))
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.notes.map(\.message) == ["the key's first default text, 'Sound', is here"])
        #expect(diagnostic.notes.first?.range.start.line == 16)
    }

    /// Screens of their own tables may give one key two texts; a screen naming the table
    /// another screen's pane has by default shares it.
    @Test func tablesAreTheNamedOrThePanesOwn() {
        #expect(compileSpec(Self.spec(general: "", more: "", moreTitle: "Sounds")).isEmpty)
        #expect(compileSpec(Self.spec(general: "", more: "    strings: More2\n", moreTitle: "Sounds")).isEmpty)
        // The entry screen's pane is Root.plist: its table is Root.
        let shared = compileSpec(Self.spec(general: "", moreTitle: "Sounds")).filter { $0.id == StringsTableConflictCheck.description.id }
        #expect(shared.map(\.range.start.line) == [24])
    }

    @Test func oneScreenGivingAKeyTwoTextsIsReported() {
        let text = Self.spec(general: "", more: "").replacingOccurrences(of: "title: {localized: VIBRATE, default: Vibrate}", with: "title: {localized: SOUND, default: Vibrate}")
        let reported = compileSpec(text).filter { $0.id == StringsTableConflictCheck.description.id }
        #expect(reported.map(\.message) == ["expected one default text for key 'SOUND' of strings table 'More', found 'Vibrate' and 'Sound' before it; the table keeps the first"])
    }

    // MARK: - Layout

    /// The layout names the table where the spec does, for a runtime to look the texts up
    /// in, and leaves the key out where it does not.
    @Test func theLayoutNamesTheTable() throws {
        let output = try LayoutTestSupport.layout(["settings.yaml": Self.spec(more: "")])
        let general = LayoutTestSupport.value(LayoutTestSupport.document(output, .preferences, "General"), "layout", "strings")
        #expect(general == .string("Root"))
        let more = LayoutTestSupport.value(LayoutTestSupport.document(output, .preferences, "More"), "layout", "strings")
        #expect(more == nil)
    }

    // MARK: - Settings.bundle export

    @Test(arguments: [SettingsBundleDialect.apple, .inAppSettingsKit])
    func aSharedTableIsWrittenOnceAndNamedByEachPane(dialect: SettingsBundleDialect) throws {
        let output = SettingsBundleEmitter(dialect: dialect).emit(try SettingsBundleEmitterTests.checked(Self.spec()))
        #expect(output.panes.map(\.fileName) == ["Root.plist", "More.plist"])
        let tables = output.localizations.flatMap(\.tables)
        #expect(tables.map(\.fileName) == ["Root.strings"])
        let table = try #require(tables.first)
        let entries = try #require(StringsTableReader.read(SourceFile(path: "Root.strings", bytes: table.bytes)).value).entries
        #expect(entries.map(\.key) == ["SOUND", "MORE", "VIBRATE"])
        #expect(entries.map(\.value) == ["Sound", "More", "Vibrate"])
        for pane in output.panes {
            let plist = PropertyListReader.read(SourceFile(path: pane.fileName, bytes: pane.bytes)).value?.dictionary
            #expect(plist?["StringsTable"]?.string == "Root", "\(pane.fileName)")
        }
    }

    @Test func withoutStringsEachPaneHasItsOwnTable() throws {
        let output = SettingsBundleEmitter().emit(try SettingsBundleEmitterTests.checked(Self.spec(general: "", more: "")))
        #expect(output.localizations.flatMap(\.tables).map(\.fileName) == ["Root.strings", "More.strings"])
        let more = try #require(output.panes.last)
        #expect(PropertyListReader.read(SourceFile(path: "More.plist", bytes: more.bytes)).value?.dictionary?["StringsTable"]?.string == "More")
    }

    /// A table named without default texts in it is still the pane's: the app's tables hold them.
    @Test func aNamedTableIsNamedWithoutDefaultTexts() throws {
        let spec = """
            viewspec: 1
            models:
              Settings: {kind: preferences, fields: {sound: Bool}}
            preferences:
              Root:
                model: Settings
                strings: Shared
                sections:
                  - items:
                      - toggle: sound
                        title: {localized: SOUND}
            """
        let output = SettingsBundleEmitter().emit(try SettingsBundleEmitterTests.checked(spec))
        #expect(output.localizations.isEmpty)
        let pane = try #require(output.panes.first)
        #expect(PropertyListReader.read(SourceFile(path: "Root.plist", bytes: pane.bytes)).value?.dictionary?["StringsTable"]?.string == "Shared")
    }

    // MARK: - Import

    @Test func aPaneOfASharedTableNamesItAndOneOfItsOwnDoesNot() throws {
        try withScratchDirectory { directory in
            let title = "<key>Title</key>\n<string>SOUND</string>\n"
            let bundle = try TestBundle(in: directory, [
                "Root.plist": pane(specifier("PSToggleSwitchSpecifier", "\(title)<key>Key</key>\n<string>sound</string>") + "\n"
                    + specifier("PSChildPaneSpecifier", "<key>Title</key>\n<string>MORE</string>\n<key>File</key>\n<string>More</string>") + "\n"
                    + specifier("PSChildPaneSpecifier", "<key>Title</key>\n<string>MORE</string>\n<key>File</key>\n<string>Own</string>"),
                    header: "<key>StringsTable</key>\n<string>Root</string>\n"),
                "More.plist": pane(specifier("PSToggleSwitchSpecifier", "\(title)<key>Key</key>\n<string>vibrate</string>"), header: "<key>StringsTable</key>\n<string>Root</string>\n"),
                "Own.plist": pane(specifier("PSToggleSwitchSpecifier", "<key>Title</key>\n<string>OWN</string>\n<key>Key</key>\n<string>own</string>")),
                "en.lproj/Root.strings": "\"SOUND\" = \"Sound\";\n\"MORE\" = \"More\";\n",
                "en.lproj/Own.strings": "\"OWN\" = \"Own\";\n",
            ])
            let (imported, reported) = bundle.run()
            #expect(reported.isEmpty, "\(reported.map(\.message))")
            let files = Dictionary(imported.files.map { ($0.fileName, $0.text) }, uniquingKeysWith: { first, _ in first })
            #expect(files["More.yaml"]?.contains("\n    strings: Root\n") == true, "\(files["More.yaml"] ?? "")")
            #expect(files["More.yaml"]?.contains("{localized: SOUND, default: Sound}") == true, "\(files["More.yaml"] ?? "")")
            #expect(files["Root.yaml"]?.contains("strings:") == false, "\(files["Root.yaml"] ?? "")")
            #expect(files["Own.yaml"]?.contains("strings:") == false, "\(files["Own.yaml"] ?? "")")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")

            // Exported again, the panes share one table, as they did.
            let compilation = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
            let output = SettingsBundleEmitter().emit(try compilation.checked(for: [.layout]))
            #expect(output.localizations.flatMap(\.tables).map(\.fileName).sorted() == ["Own.strings", "Root.strings"])
            for pane in output.panes {
                let table = PropertyListReader.read(SourceFile(path: pane.fileName, bytes: pane.bytes)).value?.dictionary?["StringsTable"]?.string
                #expect(table == (pane.fileName == "Own.plist" ? "Own" : "Root"), "\(pane.fileName)")
            }
        }
    }
}
