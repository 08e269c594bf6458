import Foundation
import Testing
@testable import ViewSpec

/// List sections exported: InAppSettingsKit's list group with its item and add
/// specifiers, left out of the Settings app's pane and of Android's screen (which the
/// not-in checks report), and read back by plistutil.
@Suite struct ListSectionExportTests {
    static let spec = """
        viewspec: 1
        models:
          Settings:
            kind: preferences
            fields:
              showAccounts: Bool
              tags2: {type: String, list: true, default: [home]}
              dna: {type: enum, cases: [A, C, G, T], list: true}
        preferences:
          Lists:
            model: Settings
            entry: true
            sections:
              - title: Tags
                list:
                  key: tags
                  row: {childPane: {external: Tag, opening: file}, title: Tag, key: tag}
                  add: {childPane: {external: Tag, opening: file}, title: Add Tag..., key: addKey}
                  deletable: true
              - title: Tags with text fields
                list:
                  field: tags2
                  row: {textField: tags2}
                  add: {textField: tags2, placeholder: New Tag, key: tag}
                  deletable: true
              - title: Show Accounts
                items:
                  - toggle: showAccounts
              - title: DNA
                list:
                  field: dna
                  row: {choice: dna, title: Gene, titles: [Adenine, Cytosine, Guanine, Thymine], key: gene}
                  add: {choice: dna, title: Add Gene..., titles: [Adenine, Cytosine, Guanine, Thymine], key: gene}
        """

    static func specifiers(_ dialect: SettingsBundleDialect) throws -> [PropertyListDictionary] {
        let pane = try #require(SettingsBundleEmitter(dialect: dialect).emit(try SettingsBundleEmitterTests.checked(Self.spec)).panes.first)
        let read = PropertyListXMLReader.read(SourceFile(path: pane.fileName, bytes: pane.bytes))
        return try #require(read.value?.dictionary?["PreferenceSpecifiers"]?.array).compactMap(\.dictionary)
    }

    @Test func inAppSettingsKitWritesAListGroupForEachListSection() throws {
        let specifiers = try Self.specifiers(.inAppSettingsKit)
        #expect(specifiers.map { $0["Type"]?.string } == [
            "IASKListGroupSpecifier", "IASKListGroupSpecifier", "PSGroupSpecifier", "PSToggleSwitchSpecifier", "IASKListGroupSpecifier",
        ])
        let tags = specifiers[0]
        #expect(tags["Key"]?.string == "tags")
        #expect(tags["Title"]?.string == "Tags")
        #expect(tags["Deletable"]?.bool == true)
        let item = try #require(tags["ItemSpecifier"]?.dictionary)
        #expect(item["Type"]?.string == "PSChildPaneSpecifier")
        #expect(item["File"]?.string == "Tag")
        #expect(item["Key"]?.string == "tag")
        #expect(tags["AddSpecifier"]?.dictionary?["Key"]?.string == "addKey")
        // A field's list: the field's key; the rows' Keys are only those written.
        let tags2 = specifiers[1]
        #expect(tags2["Key"]?.string == "tags2")
        let row = try #require(tags2["ItemSpecifier"]?.dictionary)
        #expect(row.entries.map(\.key) == ["Type"])
        let add = try #require(tags2["AddSpecifier"]?.dictionary)
        #expect(add["Key"]?.string == "tag")
        #expect(add["IASKPlaceholder"]?.string == "New Tag")
        #expect(add["Title"] == nil)
        let dna = specifiers[4]
        #expect(dna["Deletable"] == nil)
        #expect(dna["ItemSpecifier"]?.dictionary?["Values"]?.array?.compactMap(\.string) == ["A", "C", "G", "T"])
        #expect(dna["AddSpecifier"]?.dictionary?["Title"]?.string == "Add Gene...")
    }

    @Test func theSettingsAppsPaneAndAndroidLeaveListSectionsOut() throws {
        let specifiers = try Self.specifiers(.apple)
        #expect(specifiers.map { $0["Type"]?.string } == ["PSGroupSpecifier", "PSToggleSwitchSpecifier"])
        let android = AndroidResourcesEmitter().emit(try SettingsBundleEmitterTests.checked(Self.spec))
        let screen = AndroidResourcesEmitterTests.text(android.folders.first?.files.first)
        #expect(screen.contains("showAccounts"))
        #expect(!screen.contains("tags2") && !screen.contains("Tags"))
    }

    @Test func theNotInChecksReportEachListSection() {
        let compilation = Compiler(options: .init(enabledChecks: ["not-in-settings-app", "not-in-android-preferences"]))
            .compile(sources: [SourceFile(path: "settings.yaml", text: Self.spec)])
        let found = compilation.diagnostics.filter { ["not-in-settings-app", "not-in-android-preferences"].contains($0.id.name) }
        #expect(found.count == 6, "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.message.contains("list section") })
    }

    @Test(.enabled(if: ExternalTool.plistutil != nil || SharedMaterial.isRequired, "needs plistutil (Debian: libplist-utils)"))
    func plistutilReadsTheListGroups() throws {
        let plistutil = try #require(ExternalTool.plistutil, "plistutil is not installed (Debian: libplist-utils)")
        let pane = try #require(SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(try SettingsBundleEmitterTests.checked(Self.spec)).panes.first)
        try withScratchDirectory { directory in
            let ours = directory.appendingPathComponent("Root.plist")
            let binary = directory.appendingPathComponent("binary.plist")
            try Data(pane.bytes).write(to: ours)
            let converted = try plistutil.run(["-i", ours.path, "-o", binary.path, "-f", "bin"])
            #expect(converted.status == 0, "plistutil: \(converted.stderr)")
            let read = BinaryPropertyListReader.read(SourceFile(path: "binary.plist", bytes: Array(try Data(contentsOf: binary))))
            #expect(read.value == PropertyListXMLReader.read(SourceFile(path: "Root.plist", bytes: pane.bytes)).value)
            #expect(read.value?.dictionary?["PreferenceSpecifiers"]?.array?.first?.dictionary?["ItemSpecifier"]?.dictionary?["Type"]?.string == "PSChildPaneSpecifier")
        }
    }
    /// What a list group has no place for is reported where it is written, once each: the
    /// section's id, and a row's condition, platforms and hidden.
    @Test func whatAListGroupCannotSayIsReported() throws {
        let spec = """
            viewspec: 1
            models:
              S:
                kind: preferences
                fields:
                  on: Bool
                  tags: {type: String, list: true}
            preferences:
              Main:
                model: S
                entry: true
                sections:
                  - items: [{toggle: on}]
                  - id: tagList
                    list:
                      field: tags
                      row: {textField: tags, visibleWhen: {on: true}, platforms: [iOS]}
                      add: {textField: tags, hidden: true}
            """
        let compilation = Compiler(options: .init(enabledChecks: ["VS0269"])).compile(sources: [SourceFile(path: "test.yaml", text: spec)])
        let found = compilation.reportedDiagnostics
        #expect(found.map { "\($0.id.code) \($0.range.start.line):\($0.range.start.column)" } == ["VS0269 14:13", "VS0269 17:47", "VS0269 17:70", "VS0269 18:42"])
        #expect(found.map(\.message) == [
            "a list section's 'id' cannot be exported: InAppSettingsKit's list group's Key is its list's key ('tags'), by which the app finds the group; the exported bundle leaves the id out",
            "a condition on a list section's row cannot be exported: InAppSettingsKit shows every element's row alike, always enabled, so the exported bundle leaves it out",
            "'platforms' on a list section's row cannot be exported: InAppSettingsKit draws every element's row alike, on every device the group is on, so the exported bundle leaves it out",
            "'hidden' on a list section's row cannot be exported: InAppSettingsKit draws every element's row alike, so the exported bundle shows it",
        ])
    }
}
