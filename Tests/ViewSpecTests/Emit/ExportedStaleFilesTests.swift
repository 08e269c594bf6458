import Foundation
import Testing
@testable import ViewSpec

/// A build removes the exported files it wrote before and no longer makes, recognised by
/// the mark each carries, in every folder it writes in, and never a file written by hand.
@Suite struct ExportedStaleFilesTests {
    /// Two screens, one of them localized, and then only the other.
    static let twoScreens = """
        viewspec: 1
        models:
          S: {kind: preferences, fields: {a: Bool, b: {type: enum, cases: [x, y], default: x}}}
        preferences:
          Main: {model: S, entry: true, sections: [{items: [{toggle: a}, {childPane: More}]}]}
          More: {model: S, title: {localized: more.title, default: More}, sections: [{items: [{choice: b, titles: [X, Y]}]}]}
        """
    static let oneScreen = """
        viewspec: 1
        models:
          S: {kind: preferences, fields: {a: Bool}}
        preferences:
          Main: {model: S, entry: true, sections: [{items: [{toggle: a}]}]}
        """

    static func files(in directory: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        return (enumerator?.allObjects as? [String] ?? []).filter { !$0.hasSuffix(".lproj") && !["xml", "values", "values-de"].contains($0) }.sorted()
    }

    @Test func settingsBundleRemovesItsStalePanesAndTables() throws {
        try withScratchDirectory { directory in
            let bundle = directory.appendingPathComponent("Settings.bundle")
            _ = try OutputWriter.publish(OutputWriter(directory: bundle.path).stage(SettingsBundleEmitter().emit(try SettingsBundleEmitterTests.checked(Self.twoScreens))))
            #expect(Self.files(in: bundle) == ["More.plist", "Root.plist", "en.lproj/More.strings", "en.lproj/Root.strings"])
            // A pane written by hand, and a table of a localization an earlier build wrote.
            try Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>\n".utf8).write(to: bundle.appendingPathComponent("Mine.plist"))
            try FileManager.default.createDirectory(at: bundle.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
            try Data(ExportedFileFormat.stringsTable.marked(Array("\"a\" = \"b\";\n".utf8))).write(to: bundle.appendingPathComponent("de.lproj/More.strings"))
            try Data("\"mine\" = \"kept\";\n".utf8).write(to: bundle.appendingPathComponent("de.lproj/Mine.strings"))

            let reports = try OutputWriter.publish(OutputWriter(directory: bundle.path).stage(SettingsBundleEmitter().emit(try SettingsBundleEmitterTests.checked(Self.oneScreen))))
            #expect(reports.map(\.removed) == [["More.plist"], ["More.strings"], ["More.strings", "Root.strings"]])
            #expect(Self.files(in: bundle) == ["Mine.plist", "Root.plist", "de.lproj/Mine.strings"])
        }
    }

    @Test func androidResourcesRemoveTheirStaleScreensAndValues() throws {
        try withScratchDirectory { directory in
            let res = directory.appendingPathComponent("res")
            _ = try OutputWriter.publish(OutputWriter(directory: res.path).stage(AndroidResourcesEmitter().emit(try SettingsBundleEmitterTests.checked(Self.twoScreens))))
            #expect(Self.files(in: res) == ["values/arrays.xml", "values/strings.xml", "xml/main.xml", "xml/more.xml"])
            try Data("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources><string name=\"mine\">kept</string></resources>\n".utf8)
                .write(to: res.appendingPathComponent("values/mine.xml"))
            try FileManager.default.createDirectory(at: res.appendingPathComponent("values-de"), withIntermediateDirectories: true)
            try Data(ExportedFileFormat.androidXML.marked(Array("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources/>\n".utf8)))
                .write(to: res.appendingPathComponent("values-de/strings.xml"))

            let reports = try OutputWriter.publish(OutputWriter(directory: res.path).stage(AndroidResourcesEmitter().emit(try SettingsBundleEmitterTests.checked(Self.oneScreen))))
            #expect(reports.map(\.removed) == [["more.xml"], ["arrays.xml", "strings.xml"], ["strings.xml"]])
            #expect(Self.files(in: res) == ["values/mine.xml", "xml/main.xml"])
        }
    }

    /// A file written by hand with the name of one a build writes (the app's own
    /// `res/values/strings.xml`, a `Root.plist` of its own) is not replaced either: the build
    /// fails, names it, and writes nothing. It used to be overwritten without a word.
    @Test func aFileWrittenByHandOfAnExportedNameIsNotReplaced() throws {
        try withScratchDirectory { directory in
            let res = directory.appendingPathComponent("res")
            try FileManager.default.createDirectory(at: res.appendingPathComponent("values"), withIntermediateDirectories: true)
            let mine = Array("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources><string name=\"app_name\">Mine</string></resources>\n".utf8)
            try Data(mine).write(to: res.appendingPathComponent("values/strings.xml"))
            let output = AndroidResourcesEmitter().emit(try SettingsBundleEmitterTests.checked(Self.twoScreens))
            do {
                _ = try OutputWriter.publish(OutputWriter(directory: res.path).stage(output))
                Issue.record("the app's own strings.xml was replaced")
            } catch let error as OutputWriter.Failure {
                #expect(error.message.contains("expected 'values/strings.xml' in '\(res.path)' to be a file a build wrote"), "\(error.message)")
                #expect(error.message.contains("found one without that mark, perhaps written by hand"), "\(error.message)")
            }
            #expect(Self.files(in: res) == ["values/strings.xml"])
            #expect(try Data(contentsOf: res.appendingPathComponent("values/strings.xml")) == Data(mine))

            let bundle = directory.appendingPathComponent("Settings.bundle")
            try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
            let pane = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>\n".utf8)
            try Data(pane).write(to: bundle.appendingPathComponent("Root.plist"))
            #expect(throws: OutputWriter.Failure.self) {
                try OutputWriter.publish(OutputWriter(directory: bundle.path).stage(SettingsBundleEmitter().emit(try SettingsBundleEmitterTests.checked(Self.twoScreens))))
            }
            #expect(Self.files(in: bundle) == ["Root.plist"])
            #expect(try Data(contentsOf: bundle.appendingPathComponent("Root.plist")) == Data(pane))
        }
    }

    @Test(arguments: ExportedFileFormat.allCases)
    func theMarkIsRecognisedOnlyWhereTheWriterPutsIt(format: ExportedFileFormat) {
        let plain: [UInt8] = format == .stringsTable ? Array("\"a\" = \"b\";\n".utf8) : Array("<?xml version=\"1.0\"?>\n<a/>\n".utf8)
        let marked = format.marked(plain)
        #expect(format.isMarked(marked))
        #expect(!format.isMarked(plain))
        // The notice quoted further down, say in a title, is not the mark.
        let quoted = format == .stringsTable ? Array("\"a\" = \"\(ExportedFileFormat.notice)\";\n".utf8) : plain + marked
        #expect(!format.isMarked(quoted))
    }
}
