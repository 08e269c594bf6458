import Foundation
import Testing

/// `viewspecc import settings-bundle` as a user runs it: what it writes, what it reports,
/// and its exit status (docs/import.md, "The command").
@Suite struct ImportCommandTests {
    static func pane(_ specifiers: String) -> [UInt8] {
        Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            <key>PreferenceSpecifiers</key>
            <array>
            \(specifiers)
            </array>
            </dict>
            </plist>

            """.utf8)
    }

    static let toggle = "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sound</string><key>Key</key><string>sound</string></dict>"
    static let misspelt =
        "<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>server</string>\n<key>AutoCorrectionType</key><string>No</string></dict>"

    @Test func importsWritesAndLeavesUnchangedFilesAlone() throws {
        let root = try makeDirectory(["App/Settings.bundle/Root.plist": Self.pane(Self.toggle)])
        defer { removeTree(root) }
        let first = try CommandRunner.run(["import", "settings-bundle", "App/Settings.bundle", "--out", "specs"], in: root)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("viewspecc: imported 'App/Settings.bundle': 1 specifier: 1 without loss (100%), 0 with loss, 0 not imported"))
        #expect(first.stderr.contains("2 files written, 0 unchanged, 0 stale removed"))
        let written = try directorySnapshot(root.appendingPathComponent("specs"))
        #expect(written.keys.sorted() == ["Root.yaml", "Settings.yaml"])
        #expect(written["Root.yaml"]?.hasPrefix("# Imported from Settings.bundle/Root.plist by viewspecc import settings-bundle.\n") == true)
        let lint = try CommandRunner.run(["lint", "--no-config", "specs"], in: root)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        let again = try CommandRunner.run(["import", "settings-bundle", "App/Settings.bundle", "--out", "specs"], in: root)
        #expect(again.stderr.contains("0 files written, 2 unchanged, 0 stale removed"), "\(again.stderr)")
    }

    @Test func warningsAreReportedLikeLintAndDoNotFailUnlessStrict() throws {
        let root = try makeDirectory(["Settings.bundle/Root.plist": Self.pane(Self.misspelt)])
        defer { removeTree(root) }
        let output = try CommandRunner.run(["import", "settings-bundle", "Settings.bundle", "--out", "specs", "--format", "json"], in: root)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("\"VS0512\""), "\(output.stdout)")
        let text = try CommandRunner.run(["import", "settings-bundle", "Settings.bundle", "--out", "specs"], in: root)
        #expect(text.stdout.contains("Settings.bundle/Root.plist:7:"), "\(text.stdout)")
        let strict = try CommandRunner.run(["import", "settings-bundle", "Settings.bundle", "--out", "strict", "--strict"], in: root)
        #expect(strict.status == 1)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("strict").path))
    }

    @Test func errorsWriteNothingAndExitOne() throws {
        let root = try makeDirectory(["Settings.bundle/Other.plist": Self.pane(Self.toggle), "specs/Kept.yaml": Array("# mine\n".utf8)])
        defer { removeTree(root) }
        let before = try directorySnapshot(root.appendingPathComponent("specs"))
        let output = try CommandRunner.run(["import", "settings-bundle", "Settings.bundle", "--out", "specs"], in: root)
        #expect(output.status == 1)
        #expect(output.stdout.contains("error: expected 'Root.plist' or 'Root.inApp.plist' in the bundle, found neither [VS0508]"), "\(output.stdout)")
        #expect(try directorySnapshot(root.appendingPathComponent("specs")) == before)
    }

    /// The output directory is often the project's specs folder: a file of the same name
    /// that no import wrote is not replaced, and nothing is written.
    @Test func aSpecFileWrittenByHandIsNotReplaced() throws {
        let mine = Array("viewspec: 1\n# my own root screen\n".utf8)
        let root = try makeDirectory(["Settings.bundle/Root.plist": Self.pane(Self.toggle), "specs/Root.yaml": mine])
        defer { removeTree(root) }
        let output = try CommandRunner.run(["import", "settings-bundle", "Settings.bundle", "--out", "specs"], in: root)
        #expect(output.status == 2, "\(output.stderr)")
        #expect(
            output.stderr.contains(
                "expected 'Root.yaml' in the output directory to be a file 'viewspecc import settings-bundle' wrote, found one without its header ('# Imported from …'), perhaps written by hand"),
            "\(output.stderr)")
        #expect(try directorySnapshot(root.appendingPathComponent("specs")) == ["Root.yaml": String(decoding: mine, as: UTF8.self)])
        // Moved away, the import writes its files.
        try FileManager.default.removeItem(at: root.appendingPathComponent("specs/Root.yaml"))
        #expect(try CommandRunner.run(["import", "settings-bundle", "Settings.bundle", "--out", "specs"], in: root).status == 0)
    }

    /// A project with both platforms imports both into its specs folder, each under its
    /// own model: one import neither removes the other's files as stale nor replaces them.
    @Test func theOtherPlatformsImportIsLeftAlone() throws {
        let root = try makeDirectory([
            "Settings.bundle/Root.plist": Self.pane(Self.toggle), "res/xml/android.xml": AndroidImportCommandTests.screen,
            "res/values/strings.xml": AndroidImportCommandTests.strings,
        ])
        defer { removeTree(root) }
        #expect(try CommandRunner.run(["import", "settings-bundle", "Settings.bundle", "--out", "specs", "--model", "IOSSettings"], in: root).status == 0)
        let android = try CommandRunner.run(["import", "android-preferences", "res/xml/android.xml", "--res", "res", "--out", "specs", "--model", "AndroidSettings"], in: root)
        #expect(android.status == 0, "\(android.stderr)")
        #expect(android.stderr.contains("0 stale removed"), "\(android.stderr)")
        #expect(try directorySnapshot(root.appendingPathComponent("specs")).keys.sorted() == ["AndroidSettings.yaml", "IOSSettings.yaml", "Root.yaml", "android.yaml"])
        #expect(try CommandRunner.run(["lint", "--no-config", "specs"], in: root).status == 0)
        // The same model name again: the model file is the bundle import's, not replaced.
        let clash = try CommandRunner.run(["import", "android-preferences", "res/xml/android.xml", "--res", "res", "--out", "specs", "--model", "IOSSettings"], in: root)
        #expect(clash.status == 2)
        #expect(
            clash.stderr.contains("expected 'IOSSettings.yaml' in the output directory to be a file 'viewspecc import android-preferences' wrote, found one that 'viewspecc import settings-bundle' wrote; import with another --model"),
            "\(clash.stderr)")
    }

    /// Two bundles of one app imported into one folder, each under its own model, are two
    /// imports: the second neither removes the first's screens as stale nor replaces a
    /// screen of the first's of the same name. Both used to be done without a word.
    @Test func anotherBundlesImportIsLeftAlone() throws {
        let child = "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string><key>File</key><string>More</string></dict>"
        let root = try makeDirectory([
            "App.bundle/Root.plist": Self.pane(Self.toggle + child), "App.bundle/More.plist": Self.pane(Self.toggle),
            "Widget.bundle/Root.inApp.plist": Self.pane(Self.toggle),
        ])
        defer { removeTree(root) }
        #expect(try CommandRunner.run(["import", "settings-bundle", "App.bundle", "--out", "specs", "--model", "AppSettings"], in: root).status == 0)
        let before = try directorySnapshot(root.appendingPathComponent("specs"))
        #expect(before.keys.sorted() == ["AppSettings.yaml", "More.yaml", "Root.yaml"])
        // The widget's root screen is named RootInApp: its files stand beside the app's.
        let widget = try CommandRunner.run(["import", "settings-bundle", "Widget.bundle", "--out", "specs", "--model", "WidgetSettings"], in: root)
        #expect(widget.status == 0, "\(widget.stderr)")
        #expect(widget.stderr.contains("0 stale removed"), "\(widget.stderr)")
        let both = try directorySnapshot(root.appendingPathComponent("specs"))
        #expect(both.keys.sorted() == ["AppSettings.yaml", "More.yaml", "Root.yaml", "RootInApp.yaml", "WidgetSettings.yaml"])
        #expect(before.allSatisfy { both[$0.key] == $0.value })
        // A third bundle whose screen is named Root as the app's is: refused, nothing written.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Other.bundle"), withIntermediateDirectories: true)
        try Data(Self.pane(Self.toggle)).write(to: root.appendingPathComponent("Other.bundle/Root.plist"))
        let clash = try CommandRunner.run(["import", "settings-bundle", "Other.bundle", "--out", "specs", "--model", "OtherSettings"], in: root)
        #expect(clash.status == 2)
        #expect(
            clash.stderr.contains(
                "expected 'Root.yaml' in the output directory to be a file 'viewspecc import settings-bundle' wrote, found one it wrote for model AppSettings, not OtherSettings; import with the same --model to replace that import, or into another directory"),
            "\(clash.stderr)")
        #expect(try directorySnapshot(root.appendingPathComponent("specs")) == both)
        // The app's bundle imported again under its own model replaces its own files.
        #expect(try CommandRunner.run(["import", "settings-bundle", "App.bundle", "--out", "specs", "--model", "AppSettings"], in: root).status == 0)
        #expect(try directorySnapshot(root.appendingPathComponent("specs")) == both)
    }

    @Test func missingBundleIsAUsageError() throws {
        let root = try makeDirectory([:])
        defer { removeTree(root) }
        let output = try CommandRunner.run(["import", "settings-bundle", "Nowhere.bundle", "--out", "specs"], in: root)
        #expect(output.status == 2)
        #expect(output.stderr.contains("'Nowhere.bundle' is not a directory; expected a Settings.bundle"))
    }

    @Test func reimportRemovesOnlyItsOwnStaleFiles() throws {
        let child = "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string><key>File</key><string>More</string></dict>"
        let root = try makeDirectory([
            "Settings.bundle/Root.plist": Self.pane(Self.toggle + child), "Settings.bundle/More.plist": Self.pane(Self.toggle),
            "specs/Notes.yaml": Array("viewspec: 1\n".utf8),
        ])
        defer { removeTree(root) }
        #expect(try CommandRunner.run(["import", "settings-bundle", "Settings.bundle", "--out", "specs"], in: root).status == 0)
        try Data(Self.pane(Self.toggle)).write(to: root.appendingPathComponent("Settings.bundle/Root.plist"))
        let again = try CommandRunner.run(["import", "settings-bundle", "Settings.bundle", "--out", "specs"], in: root)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.contains("1 stale removed"), "\(again.stderr)")
        #expect(try directorySnapshot(root.appendingPathComponent("specs")).keys.sorted() == ["Notes.yaml", "Root.yaml", "Settings.yaml"])
    }
}

/// `viewspecc import android-preferences` as a user runs it.
@Suite struct AndroidImportCommandTests {
    static let screen = Array("""
        <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
            <SwitchPreferenceCompat android:key="sync" android:title="@string/sync_title" />
            <EditTextPreference android:key="name" android:dependency="missing" />
        </PreferenceScreen>

        """.utf8)
    static let strings = Array("<resources><string name=\"sync_title\">Sync</string></resources>\n".utf8)

    @Test func importsWithResourcesAndReportsAtTheLine() throws {
        let root = try makeDirectory(["res/xml/settings.xml": Self.screen, "res/values/strings.xml": Self.strings])
        defer { removeTree(root) }
        let output = try CommandRunner.run(["import", "android-preferences", "res/xml/settings.xml", "--res", "res", "--out", "specs"], in: root)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("res/xml/settings.xml:3:64: warning: expected the key of a preference of the screens imported as dependency, found 'missing'"), "\(output.stdout)")
        #expect(output.stderr.contains("2 preferences: 1 without loss (50%), 1 with loss, 0 not imported"), "\(output.stderr)")
        let written = try directorySnapshot(root.appendingPathComponent("specs"))
        #expect(written["settings.yaml"]?.contains("- {toggle: sync, title: {localized: sync_title, default: Sync}}") == true)
        #expect(try CommandRunner.run(["lint", "--no-config", "specs"], in: root).status == 0)
    }

    @Test func missingResourceFolderIsAUsageError() throws {
        let root = try makeDirectory(["settings.xml": Self.screen])
        defer { removeTree(root) }
        let output = try CommandRunner.run(["import", "android-preferences", "settings.xml", "--res", "nowhere", "--out", "specs"], in: root)
        #expect(output.status == 2)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("specs").path))
    }
}
