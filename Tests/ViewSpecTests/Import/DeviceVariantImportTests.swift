import Foundation
import Testing
@testable import ViewSpec

/// A pane's device variants (`Root~iphone.plist`, `Root~ipad.plist`) merged into its
/// screen: what every file has is for every platform, what some have for theirs.
@Suite struct DeviceVariantImportTests {
    static let group = specifier("PSGroupSpecifier", "<key>Title</key>\n<string>General</string>")
    static let sound = specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>sound</string>\n<key>DefaultValue</key>\n<true/>")
    static let pencil = specifier("PSToggleSwitchSpecifier", "<key>Key</key>\n<string>pencil</string>\n<key>DefaultValue</key>\n<false/>")

    private func importBundle(_ files: [String: String]) throws -> (imported: ImportResult, reported: [ReportedDiagnostic], text: String) {
        try withScratchDirectory { directory in
            let bundle = try TestBundle(in: directory, files)
            let (imported, reported) = bundle.run()
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
            return (imported, reported, imported.files.map(\.text).joined(separator: "\n"))
        }
    }

    @Test func aRowOnlyOnIPadIsForIPadOS() throws {
        let (imported, reported, text) = try importBundle([
            "Root.plist": pane(Self.group + Self.sound),
            "Root~ipad.plist": pane(Self.group + Self.sound + Self.pencil),
        ])
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(
            text.contains("      - title: General\n        items:\n          - {toggle: sound, title: ''}\n          # from Root~ipad.plist\n          - {toggle: pencil, title: '', platforms: [iPadOS]}\n"),
            "\(text)")
        // Every specifier of every file counts: the variant's first two as the base's.
        #expect(imported.statistics.summary == "5 specifiers: 5 without loss (100%), 0 with loss, 0 not imported")
    }

    /// Groups that differ (a footer) are one section each, for their files' platforms: the
    /// base file's, every platform that has no variant of its own.
    @Test func aSectionWhoseFooterDiffersIsOneSectionPerFile() throws {
        let footer = specifier("PSGroupSpecifier", "<key>Title</key>\n<string>General</string>\n<key>FooterText</key>\n<string>On an iPhone</string>")
        let (imported, reported, text) = try importBundle([
            "Root.plist": pane(Self.group + Self.sound),
            "Root~iphone.plist": pane(footer + Self.sound),
        ])
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(text.contains("""
                  # from Root.plist
                  - title: General
                    platforms: [iPadOS, macOS, visionOS, tvOS, watchOS, android]
                    items:
                      - {toggle: sound, title: ''}
                  # from Root~iphone.plist
                  - title: General
                    footer: On an iPhone
                    platforms: [iOS]
                    items:
                      - {toggle: sound, title: ''}

            """), "\(text)")
        #expect(imported.statistics.lossless == 4)
    }

    @Test func aRowOnBothVariantsButNotTheBaseIsForIPhoneAndIPad() throws {
        let (_, reported, text) = try importBundle([
            "Root.plist": pane(Self.sound),
            "Root~iphone.plist": pane(Self.sound + Self.pencil),
            "Root~ipad.plist": pane(Self.sound + Self.pencil),
        ])
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(text.contains("# Imported from Settings.bundle/Root.plist, Root~iphone.plist and Root~ipad.plist by viewspecc import settings-bundle."), "\(text)")
        #expect(text.contains("          - {toggle: sound, title: ''}\n          # from Root~iphone.plist and Root~ipad.plist\n          - {toggle: pencil, title: '', platforms: [iOS, iPadOS]}\n"), "\(text)")
    }

    /// Files that say the same import as the base file alone, without platforms.
    @Test func identicalVariantsAddNothing() throws {
        let root = pane(Self.group + Self.sound + Self.pencil)
        let alone = try importBundle(["Root.plist": root])
        let (imported, reported, text) = try importBundle(["Root.plist": root, "Root~iphone.plist": root, "Root~ipad.plist": root])
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        // The header names every file read.
        #expect(text.replacingOccurrences(of: "Root.plist, Root~iphone.plist and Root~ipad.plist", with: "Root.plist") == alone.text)
        #expect(!text.contains("platforms"))
        #expect(imported.statistics.summary == "9 specifiers: 9 without loss (100%), 0 with loss, 0 not imported")
    }

    /// A row that differs only in how it looks (its text's alignment) is one row.
    @Test func rowsDifferingInPresentationOnlyAreOne() throws {
        let aligned = specifier(
            "PSToggleSwitchSpecifier", "<key>Key</key>\n<string>sound</string>\n<key>DefaultValue</key>\n<true/>\n<key>IASKTextAlignment</key>\n<string>IASKUITextAlignmentRight</string>")
        let (_, _, text) = try importBundle(["Root.plist": pane(Self.sound), "Root~ipad.plist": pane(aligned)])
        #expect(!text.contains("platforms"), "\(text)")
    }

    /// A row's icon is content: a variant's row with another icon is that device's row.
    @Test func rowsDifferingInTheirIconAreEachOnTheirDevice() throws {
        let imaged = specifier(
            "PSToggleSwitchSpecifier", "<key>Key</key>\n<string>sound</string>\n<key>DefaultValue</key>\n<true/>\n<key>IASKCellImage</key>\n<string>bell</string>")
        let (_, reported, text) = try importBundle(["Root.plist": pane(Self.sound), "Root~ipad.plist": pane(imaged)])
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(text.contains("          # from Root~ipad.plist\n          - {toggle: sound, title: '', platforms: [iPadOS], icon: bell}\n"), "\(text)")
        #expect(text.contains("- {toggle: sound, title: '', platforms: [iOS, macOS, visionOS, tvOS, watchOS, android]}"), "\(text)")
    }

    /// A variant without its base file is the pane, on its device alone.
    @Test func aVariantWithoutABaseFileIsThePane() throws {
        let (imported, reported, text) = try importBundle(["Root~ipad.plist": pane(Self.group + Self.sound)])
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(text.contains("      # from Root~ipad.plist\n      - title: General\n        platforms: [iPadOS]\n"), "\(text)")
        #expect(imported.files.contains { $0.fileName == "Root.yaml" })
        #expect(text.contains("# Imported from Settings.bundle/Root~ipad.plist by viewspecc import settings-bundle."), "\(text)")
    }

    /// A child pane's variants are merged into its screen too.
    @Test func aChildPanesVariantsAreMerged() throws {
        let child = specifier("PSChildPaneSpecifier", "<key>Title</key>\n<string>More</string>\n<key>File</key>\n<string>More</string>")
        let (_, reported, text) = try importBundle([
            "Root.plist": pane(Self.sound + child),
            "More~ipad.plist": pane(Self.pencil),
        ])
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(text.contains("- {childPane: More, title: More}"), "\(text)")
        #expect(text.contains("# Imported from Settings.bundle/More~ipad.plist by viewspecc import settings-bundle."), "\(text)")
        #expect(text.contains("      - items:\n          - {toggle: pencil, title: '', platforms: [iPadOS]}"), "\(text)")
    }

    /// A row's own idioms meet its file's device; one that names none of them is reported
    /// at the variant's line, and the screen keeps the base file's title.
    @Test func whatCannotBeMergedIsReportedAtTheVariantsLine() throws {
        let phoneOnly = specifier(
            "PSToggleSwitchSpecifier",
            "<key>Key</key>\n<string>pencil</string>\n<key>DefaultValue</key>\n<false/>\n<key>SupportedUserInterfaceIdioms</key>\n<array><string>Phone</string></array>")
        let both = specifier(
            "PSToggleSwitchSpecifier",
            "<key>Key</key>\n<string>haptics</string>\n<key>DefaultValue</key>\n<false/>\n<key>SupportedUserInterfaceIdioms</key>\n<array><string>Phone</string><string>Pad</string></array>")
        let (imported, reported, text) = try importBundle([
            "Root.plist": pane(Self.sound, header: "<key>Title</key>\n<string>Settings</string>\n"),
            "Root~ipad.plist": pane(Self.sound + phoneOnly + both, header: "<key>Title</key>\n<string>iPad Settings</string>\n"),
        ])
        #expect(text.contains("    title: Settings\n"), "\(text)")
        #expect(text.contains("- {toggle: haptics, title: '', platforms: [iPadOS]}"), "\(text)")
        #expect(text.contains("- {toggle: pencil, title: '', platforms: [iPadOS]}"), "\(text)")
        #expect(places(of: .notImported, in: reported) == ["Root~ipad.plist:5", "Root~ipad.plist:23"], "\(reported.map(\.message))")
        #expect(reported.first?.message == "'Title' of 'Root~ipad.plist' ('iPad Settings') is not imported: a screen has one title, and the import takes that of 'Root.plist' ('Settings')")
        #expect(reported.last?.message.hasPrefix("Platform and SupportedUserInterfaceIdioms name no device that reads this file") == true)
        #expect(imported.statistics.lossy == 1)
    }

    /// A group split by the variants keeps its Key on its first section only: a section id
    /// names one section of a screen.
    @Test func aSplitGroupKeepsItsKeyOnce() throws {
        let keyed = specifier("PSGroupSpecifier", "<key>Key</key>\n<string>general</string>")
        let footed = specifier("PSGroupSpecifier", "<key>Key</key>\n<string>general</string>\n<key>FooterText</key>\n<string>iPad</string>")
        let (imported, reported, text) = try importBundle(["Root.plist": pane(keyed + Self.sound), "Root~ipad.plist": pane(footed + Self.sound)])
        #expect(text.components(separatedBy: "id: general").count == 2, "\(text)")
        #expect(places(of: .notImported, in: reported) == ["Root~ipad.plist:10"], "\(reported.map(\.message))")
        #expect(imported.statistics.lossy == 1)
    }

    /// A variant without the base file's title is reported at its start.
    @Test func aVariantWithoutTheTitleIsReported() throws {
        let (_, reported, text) = try importBundle([
            "Root.plist": pane(Self.sound, header: "<key>Title</key>\n<string>Settings</string>\n"), "Root~iphone.plist": pane(Self.sound),
        ])
        #expect(text.contains("    title: Settings\n"), "\(text)")
        #expect(reported.map(\.message) == [
            "'Root~iphone.plist' has no 'Title', unlike 'Root.plist': a screen has one title, and the import takes 'Settings'"
        ])
        #expect(places(of: .notImported, in: reported) == ["Root~iphone.plist:1"])
    }

    /// A device the readers pick no variant for is still reported.
    @Test func anUnknownDeviceVariantIsReported() throws {
        let (_, reported, _) = try importBundle(["Root.plist": pane(Self.sound), "Root~watch.plist": pane(Self.pencil)])
        #expect(reported.map(\.message) == [
            "'Root~watch.plist' is not imported: the Settings app reads a pane's '~iphone' and '~ipad' variants only; the import takes 'Root.plist'"
        ])
    }

    /// The export writes one pane, whose idioms show each device its rows; plistutil reads it.
    @Test func theMergedPaneExportsAsOnePane() throws {
        let (imported, _, _) = try importBundle([
            "Root.plist": pane(Self.sound),
            "Root~iphone.plist": pane(Self.sound + Self.pencil),
        ])
        let compilation = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
        let panes = SettingsBundleEmitter(dialect: .apple).emit(try compilation.checked(for: [.layout])).panes
        #expect(panes.map(\.fileName) == ["Root.plist"])
        let text = String(decoding: try #require(panes.first).bytes, as: UTF8.self)
        #expect(text.contains("<key>SupportedUserInterfaceIdioms</key>\n\t\t\t<array>\n\t\t\t\t<string>Phone</string>\n\t\t\t</array>"), "\(text)")
        if let plistutil = ExternalTool.plistutil {
            try withScratchDirectory { directory in
                let written = directory.appendingPathComponent("Root.plist")
                try Data(try #require(panes.first).bytes).write(to: written)
                let result = try plistutil.run(["-i", written.path, "-o", directory.appendingPathComponent("binary.plist").path, "-f", "bin"])
                #expect(result.status == 0, "\(result.stderr)")
            }
        }
    }

    /// InAppSettingsKit's bundle, its four variants merged, generates Swift that compiles,
    /// where a row of one device binds a field another device's row binds too.
    @Test(.needsSharedMaterial) func theMergedInAppSettingsKitBundleCompilesToSwift() throws {
        let imported = SettingsBundleImport.run(
            bundle: SharedMaterial.url("conformance/real-settings/ios/futuretap__InAppSettingsKit").path, modelName: "Settings")
        #expect(imported.files.contains { $0.text.contains("platforms: [iPadOS]") })
        try withScratchDirectory { directory in
            for file in imported.files { try file.text.write(to: directory.appendingPathComponent(file.fileName), atomically: true, encoding: .utf8) }
            var files = try SwiftCompileTests.generated([directory.path])
            files["main.swift"] = "import ViewSpecRuntime\n"
            _ = try SwiftCompilerSupport.buildProgram(files)
        }
    }

    @Test func alignmentPairsTheLongestCommonSubsequence() {
        let pairs = DeviceVariantMerge.align(Array("abcxd"), Array("abyd")) { $0 == $1 }
        #expect(pairs == [.both(0, 0), .both(1, 1), .left(2), .left(3), .right(2), .both(4, 3)])
        #expect(DeviceVariantMerge.align([Int](), [1]) { $0 == $1 } == [.right(0)])
    }

    /// Past the limit on pairs compared (docs/limits.md), lists are lined up by their common
    /// start and end only, and the middles kept apart: quickly, with every element once.
    @Test func alignmentPastTheLimitKeepsTheCommonEnds() {
        let count = 2_001  // 2,001 × 2,001 pairs: past DeviceVariantMerge.maximumAlignmentCells
        #expect(count * count > DeviceVariantMerge.maximumAlignmentCells)
        let left = [-1] + Array(0..<count) + [-2], right = [-1] + Array((0..<count).reversed()) + [-2]
        let pairs = DeviceVariantMerge.align(left, right) { $0 == $1 }
        #expect(pairs.first == .both(0, 0) && pairs.last == .both(count + 1, count + 1))
        let both = pairs.filter { if case .both = $0 { true } else { false } }
        #expect(both.count == 2 && pairs.count == 2 + 2 * count)
    }
}
