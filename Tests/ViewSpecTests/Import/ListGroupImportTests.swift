import Foundation
import Testing
@testable import ViewSpec

/// InAppSettingsKit's list groups imported as list sections: text field and multi value
/// rows make the group's Key a list field, child pane, button and custom view rows a list
/// the app stores; a group that cannot be one is left out and reported.
@Suite struct ListGroupImportTests {
    /// A pane of `specifiers` and a toggle, the field of a model beside the lists.
    private func importPane(_ specifiers: String) throws -> (imported: ImportResult, reported: [ReportedDiagnostic], text: String) {
        try withScratchDirectory { directory in
            let toggle = specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>on</string>\n<key>Title</key>\n<string>On</string>\n<key>DefaultValue</key>\n<true/>")
            let bundle = try TestBundle(in: directory, ["Root.plist": pane(specifiers + "\n" + toggle)])
            let (imported, reported) = bundle.run()
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
            return (imported, reported, imported.files.map(\.text).joined(separator: "\n"))
        }
    }

    private static func listGroup(_ entries: String) -> String {
        specifier("IASKListGroupSpecifier", "<key>Key</key>\n<string>tags</string>\n<key>Title</key>\n<string>Tags</string>\n" + entries)
    }

    @Test func textFieldRowsMakeAStringList() throws {
        let (imported, reported, text) = try importPane(Self.listGroup("""
            <key>ItemSpecifier</key>\n<dict><key>Type</key><string>PSTextFieldSpecifier</string></dict>
            <key>AddSpecifier</key>\n<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>IASKPlaceholder</key><string>New Tag</string><key>Key</key><string>tag</string></dict>
            <key>Deletable</key>\n<true/>
            """))
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(imported.statistics.lossless == 2)
        #expect(text.contains("tags: {type: String, list: true}"), "\(text)")
        #expect(text.contains("""
                  - title: Tags
                    list:
                      field: tags
                      row: {textField: tags}
                      add: {textField: tags, placeholder: New Tag, key: tag}
                      deletable: true
            """), "\(text)")
    }

    @Test func multiValueRowsMakeAListOfTheValuesType() throws {
        let (_, reported, text) = try importPane(Self.listGroup("""
            <key>ItemSpecifier</key>\n<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>size</string>
            <key>Titles</key><array><string>Small</string><string>Large</string></array><key>Values</key><array><integer>1</integer><integer>2</integer></array></dict>
            """))
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(text.contains("tags: {type: Int, list: true}"), "\(text)")
        #expect(text.contains("row: {choice: tags, titles: [Small, Large], values: [1, 2], key: size}"), "\(text)")
    }

    @Test func childPaneRowsMakeAListTheAppStores() throws {
        let (_, reported, text) = try importPane(Self.listGroup("""
            <key>ItemSpecifier</key>\n<dict><key>Type</key><string>IASKButtonSpecifier</string><key>Key</key><string>openTag</string><key>Title</key><string>Tag</string></dict>
            <key>AddSpecifier</key>\n<dict><key>Type</key><string>IASKCustomViewSpecifier</string><key>Key</key><string>addTag</string></dict>
            """))
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(!text.contains("list: true"), "\(text)")
        #expect(text.contains("key: tags\n          row: {button: openTag, title: Tag}\n          add: {custom: addTag}"), "\(text)")
    }

    /// A list's rows open their pane on one element: InAppSettingsKit gives it a store of
    /// the element's dictionary, not the settings. So a pane of the bundle they open is no
    /// screen of the settings model: the rows keep opening its file, reported as lossy. The
    /// import once wrote a child pane to a screen it had not imported, which did not compile.
    @Test func aPaneTheRowsOpenStaysAReferenceToItsFile() throws {
        let tag = pane(specifier("PSTextFieldSpecifier", "<key>Key</key>\n<string>name</string>\n<key>Title</key>\n<string>Name</string>"))
        for opened in ["Tag", "Root"] {
            let group = Self.listGroup("""
                <key>ItemSpecifier</key>\n<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>File</key><string>\(opened)</string><key>Title</key><string>Tag</string></dict>
                <key>AddSpecifier</key>\n<dict><key>Type</key><string>IASKCustomViewSpecifier</string><key>Key</key><string>add</string><key>File</key><string>\(opened)</string></dict>
                """)
            let toggle = specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>on</string>")
            try withScratchDirectory { directory in
                let bundle = try TestBundle(in: directory, ["Root.plist": pane(group + "\n" + toggle), "Tag.plist": tag])
                let (imported, reported) = bundle.run()
                // Root is imported as a screen anyway, with its specifiers.
                #expect(
                    reported.map(\.message).filter { $0.contains("edits one element of the list") }.count == (opened == "Root" ? 0 : 2),
                    "\(opened): \(reported.map(\.message))")
                #expect(imported.project?.screens.map(\.name) == ["Root"], "\(opened)")
                #expect(imported.project?.fields.map(\.name) == ["on"], "\(opened)")
                #expect(imported.statistics.lossy == (opened == "Root" ? 0 : 1), "\(opened)")
                let text = imported.files.map(\.text).joined(separator: "\n")
                #expect(
                    text.contains("row: {childPane: {external: \(opened), opening: file}, title: Tag}\n          add: {custom: {key: add, childPane: {external: \(opened), opening: file}}}"),
                    "\(text)")
                #expect(lint(imported.files).isEmpty, "\(opened): \(lint(imported.files).map(\.message))")
            }
        }
    }

    @Test func aListGroupWithoutAKeyIsLeftOut() throws {
        let (imported, reported, _) = try importPane(specifier("IASKListGroupSpecifier", """
            <key>ItemSpecifier</key>\n<dict><key>Type</key><string>PSTextFieldSpecifier</string></dict>
            """))
        #expect(imported.statistics.dropped == 1)
        #expect(reported.map(\.message) == ["this IASKListGroupSpecifier is not imported: a list group without a 'Key' string keeps its elements under no key"])
    }

    @Test func aRowOfAnotherTypeLeavesTheListGroupOut() throws {
        let (imported, reported, _) = try importPane(Self.listGroup("""
            <key>ItemSpecifier</key>\n<dict><key>Type</key><string>PSToggleSwitchSpecifier</string></dict>
            """))
        #expect(imported.statistics.dropped == 1)
        #expect(reported.map(\.message).first?.hasPrefix("this IASKListGroupSpecifier is not imported: expected an element's row of a type a list section draws") == true)
    }

    /// Found by hand: an element's row that is a child pane to a web page was imported as a
    /// link, which a list section's row cannot be (list-section), and the import failed on
    /// its own specs. The list group is left out, reported.
    @Test func aRowOpeningAWebPageLeavesTheListGroupOut() throws {
        let (imported, reported, text) = try importPane(Self.listGroup("""
            <key>ItemSpecifier</key>\n<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Help</string><key>File</key><string>https://example.com/help</string></dict>
            """))
        #expect(reported.map(\.message) == [
            "this IASKListGroupSpecifier is not imported: its ItemSpecifier (PSChildPaneSpecifier) opens a web page, and a list section's row opens a pane, not a link"
        ])
        #expect(!text.contains("list:"), "\(text)")
        #expect(imported.statistics.dropped == 1)
    }

    @Test func aPresentationKeyOfARowIsReportedAsLost() throws {
        let (imported, reported, text) = try importPane(Self.listGroup("""
            <key>ItemSpecifier</key>\n<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>IASKTextAlignment</key><string>IASKUITextAlignmentLeft</string></dict>
            """))
        #expect(imported.statistics.lossy == 1)
        #expect(reported.map(\.message) == ["'IASKTextAlignment' of this PSTextFieldSpecifier is not imported: it is presentation, which specs leave to the renderer"])
        #expect(text.contains("row: {textField: tags}"), "\(text)")
    }

    /// What the export writes for a list section imports back as the same section.
    @Test func anExportedListSectionImportsBack() throws {
        let output = SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(try SettingsBundleEmitterTests.checked(ListSectionExportTests.spec))
        let imported = try SettingsBundleEmitterTests.reimported(output)
        let text = imported.files.map(\.text).joined(separator: "\n")
        #expect(imported.statistics.dropped == 0 && imported.statistics.lossy == 0, "\(imported.diagnostics.map(\.message))")
        #expect(text.contains("row: {childPane: {external: Tag, opening: file}, title: Tag, key: tag}"), "\(text)")
        #expect(text.contains("add: {textField: tags2, placeholder: New Tag, key: tag}"), "\(text)")
        #expect(text.contains("tags2: {type: String, list: true}"), "\(text)")
    }

    /// A screen left empty is removed with what opens it; a list section, which has no
    /// items, stays unless its rows open that screen.
    @Test func pruningEmptyScreensKeepsListSections() {
        let text = ImportedItem(control: .textField, target: "tags", title: nil)
        let opening = ImportedItem(control: .childPane, target: "Empty", title: nil)
        let root = ImportedScreen(name: "Root", sourceFileName: "Root.plist", title: nil, isEntry: true, sections: [
            ImportedSection(items: [ImportedItem(control: .toggle, target: "on", title: nil), opening]),
            ImportedSection(list: ImportedList(field: "tags", key: nil, row: text, add: nil, isDeletable: true)),
            ImportedSection(list: ImportedList(field: nil, key: "accounts", row: opening, add: nil, isDeletable: false)),
        ])
        let empty = ImportedScreen(name: "Empty", sourceFileName: "Empty.plist", title: nil, isEntry: false, sections: [])
        let pruned = EmptyScreenPruning.pruned([root, empty], report: { _, _ in }, reportSection: { _ in })
        #expect(pruned.map(\.name) == ["Root"])
        #expect(pruned.first?.sections.map { $0.list?.field ?? $0.list?.key ?? "items" } == ["items", "tags"])
        #expect(pruned.first?.sections.first?.items.count == 1)
    }
}
